// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The loader settings file, vk_loader_settings.json, as a developer control panel (vkconfig)
// writes it: which layers exist and in what order ("on", "off", "auto", and where the
// normally found layers go), stderr log filters, additional drivers, and which physical
// devices the application sees, in what order.
//
// Found as ".../vulkan/loader_settings.d/vk_loader_settings.json" under the XDG base
// directories (the user's before the system's); the first file that exists is the one, and a
// broken one is logged and ignored (no fallback to a later location: the user's file is what
// the control panel wrote). Under elevated privileges only the system folders are searched.
// Every vkCreateInstance and pre-instance call looks for the file again and uses it as it is
// then, so a control panel's change applies to the next call; an instance keeps the snapshot it
// was created with. A file is parsed once per version (its stamp, and those of the layer
// manifests it names: discovery/settings_file.cpp) and the parsed settings are shared.
#pragma once

#include <atomic>
#include <cstdint>

#include "base/alloc.h"
#include "base/vk_platform_config.h"
#include "discovery/layer_manifest.h"

namespace vkl {

enum class LayerControl : uint8_t {
    Auto,       // the layer's normal rules: environment, application, implicit enablement
    On,         // always enabled, whatever disables it elsewhere
    Off,        // never enabled, not listed: as if it did not exist
    Unordered,  // "unordered_layer_location": where the normally found layers go
};

struct SettingsLayer {
    LayerControl control = LayerControl::Auto;
    char* name = nullptr;
    char* path = nullptr;                 // its manifest
    bool treat_as_implicit = false;
    LayerManifest* manifest = nullptr;    // On/Auto: the layer read from `path` (nullptr: unusable)
};

struct DeviceConfiguration {
    uint8_t device_uuid[VK_UUID_SIZE];
    uint8_t driver_uuid[VK_UUID_SIZE];
    uint32_t driver_version;
};

struct Settings {
    char* path = nullptr;                 // the file these settings came from
    uint32_t stderr_mask = 0;             // "stderr_log" as log bits; 0: VK_LOADER_DEBUG decides
    bool has_layers = false;              // a valid "layers" list (possibly empty)
    bool has_unordered = false;           // the list has an "unordered_layer_location"
    Vec<SettingsLayer> layers;
    Vec<char*> additional_drivers;        // driver manifest paths, ahead of the normal search
    bool drivers_exclusive = false;       // "additional_drivers_use_exclusively"
    bool has_device_configurations = false;  // a usable list; an empty one selects no device
    Vec<DeviceConfiguration> device_configurations;
    std::atomic<uint32_t> refs{1};        // holders: calls, instances, the cache (free_settings)

    Settings() = default;
    Settings(const Settings&) = delete;
    Settings& operator=(const Settings&) = delete;
    ~Settings();
};

// The settings file in force now, referenced: nullptr when there is none, it is invalid
// (logged), or it holds nothing that applies. *oom is set when the application's allocator
// failed. The settings' stderr filter takes effect for the loader's log (base/log) from here on.
Settings* read_settings(const VkAllocationCallbacks* callbacks, bool* oom);
// Drops a reference (nullptr: nothing).
void free_settings(Settings* s);
// Frees the cached settings file and its candidates: the library is being unloaded
// (loader/objects/library_unload.cpp; never at exit).
void free_settings_cache();

// Parses the settings file `path` (taking the malloc'd string) with the layer manifests it
// names: nullptr when it is invalid (logged) or holds nothing that applies; *oom as above.
// For discovery/settings_file.cpp, which finds the file and caches what this returns.
Settings* parse_settings_file(char* path, const VkAllocationCallbacks* callbacks, bool* oom);

// The settings file a search would use now (the first that exists), or nullptr; malloc'd.
char* find_settings_file();

}  // namespace vkl
