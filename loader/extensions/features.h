// What the loader knows about core versions and extensions, and whether one is on: the ONE
// module that answers "is this extension / core version enabled", below every part that asks.
// Lookups go through the generated perfect hash over feature names (no string scans).
#pragma once

#include <cstdint>

#include "objects.h"

namespace vkl {

// Index of an instance extension in kInstanceExtensionFeatures (and Instance::enabled_ext,
// Driver::enabled_ext), or -1 when the registry has no instance extension of that name.
int instance_extension_index(const char* name);

// Whether the application enabled an instance extension on `inst`.
bool instance_extension_enabled(const Instance& inst, const char* name);

// An instance extension the loader implements itself (policy.LOADER_INSTANCE_EXTENSIONS).
struct LoaderExtension {
    const char* name;
    uint32_t spec_version;
};
extern const LoaderExtension kLoaderExtensions[];
extern const uint32_t kLoaderExtensionCount;
bool is_loader_extension(const char* name);

// Whether a command (any level), by one of its names (kNames index), is available on `inst`:
// its core version is within the instance's API version, or its instance extension is
// enabled. Device extensions are enabled per device, so their commands count as available.
bool command_available(const Instance& inst, uint16_t name_index);

}  // namespace vkl
