// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// What the loader knows about core versions and extensions, and whether one is on: the ONE
// module that answers "is this extension / core version enabled", below every part that asks.
// Lookups go through the generated perfect hash over feature names (no string scans).
#pragma once

#include <cstdint>

#include "types/records.h"

namespace vkl {

// Index of an instance extension in kInstanceExtensionFeatures (and Instance::enabled_ext,
// Driver::enabled_ext), or -1 when the registry has no instance extension of that name.
int instance_extension_index(const char* name);

// Whether a driver's instance extension may be listed and enabled: the registry knows it and
// its platform, if any, is one this build compiles (policy.LINUX_PLATFORMS; policy.WINDOWS_PLATFORMS
// where their macro is defined: VK_KHR_win32_surface in vulkan-1.dll, not on Linux, where the
// loader has no surface command for it, nor for a new platform's), as the Khronos loader lists
// only its compiled platforms'.
bool instance_extension_usable(const char* name);

// VK_LOADER_DISABLE_INST_EXT_FILTER a non-zero number: drivers' instance extensions the loader
// does not know are listed and may be enabled, at the user's risk (the loader has no
// trampolines or terminators for their commands). Read at each call.
bool unknown_instance_extensions_allowed();

// Whether a command may be called on the driver's instance: one of its names comes from a
// core version within the version the loader created that instance with, from an instance
// extension enabled on it, or from a device extension (the device decides).
bool driver_may_call(const Driver& d, Cmd command);

// Whether the application enabled an instance extension on `inst`.
bool instance_extension_enabled(const Instance& inst, const char* name);

// An instance extension the loader implements itself (policy.LOADER_INSTANCE_EXTENSIONS).
// As vkEnumerateInstanceExtensionProperties lists them (a table of constants, copied out as is).
extern const VkExtensionProperties kLoaderExtensions[];
extern const uint32_t kLoaderExtensionCount;
bool is_loader_extension(const char* name);

// Index of a device extension in kDeviceExtensionFeatures, or -1.
int device_extension_index(const char* name);

// Whether vkGetInstanceProcAddr(instance, name) hands out a command, by one of its names
// (kNames index): every core command; an instance extension's only when enabled; a device
// extension's always (it may be enabled on a device later).
bool instance_command_available(const Instance& inst, uint16_t name_index);
// Whether this spelling of a command (kNames index) is declared by an instance extension
// enabled on `inst` (not by a core version): the alias the application asked for.
bool name_of_enabled_instance_extension(const Instance& inst, uint16_t name_index);

// Whether API version `feature` is `limit` or older, by major and minor (patch and variant
// aside): a version of a later major (2.0, which an application may ask for) has all of 1.x.
inline bool version_within(uint32_t feature, uint32_t limit) {
    return VK_API_VERSION_MAJOR(feature) < VK_API_VERSION_MAJOR(limit) ||
           (VK_API_VERSION_MAJOR(feature) == VK_API_VERSION_MAJOR(limit) &&
            VK_API_VERSION_MINOR(feature) <= VK_API_VERSION_MINOR(limit));
}
// Whether vkGetDeviceProcAddr(device, name) hands out a device command: a core command (with
// maintenance5 enabled, only up to the device's effective version), or one of an extension
// enabled on the device or its instance.
// Inline: vkGetDeviceProcAddr asks it for every name.
inline bool device_extension_on(const Device& dev, uint16_t ext_index) {
    return (dev.enabled_ext[ext_index / 64] >> (ext_index % 64)) & 1u;
}
inline bool device_command_available(const Device& dev, uint16_t name_index) {
    const NameInfo& n = kNames[name_index];
    for (uint16_t k = 0; k < n.provider_count; ++k) {
        const FeatureInfo& f = kFeatures[kProviders[n.first_provider + k]];
        switch (f.kind) {
        case FeatureKind::Core:
            if (!dev.maintenance5 || version_within(f.api_version, dev.api_version))
                return true;
            break;
        case FeatureKind::Instance:
            if (dev.instance->enabled_ext[f.ext_index])
                return true;
            break;
        case FeatureKind::Device:
            if (device_extension_on(dev, f.ext_index))
                return true;
            break;
        }
    }
    return false;
}

// Records on `dev` what device_command_available needs from its create info.
void record_device_features(Device& dev, const VkDeviceCreateInfo& ci, uint32_t physical_device_api_version);

}  // namespace vkl
