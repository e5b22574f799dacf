// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "extensions/features.h"

#include <cstring>

#include "base/env.h"
#include "base/name_hash.h"
#include "base/platform.h"
#include "base/text.h"

namespace vkl {

int instance_extension_index(const char* name) {
    const int f = find_feature(name);
    if (f < 0 || kFeatures[f].kind != FeatureKind::Instance)
        return -1;
    return kFeatures[f].ext_index;
}

bool instance_extension_usable(const char* name) {
    const int f = find_feature(name);
    return f >= 0 && kFeatures[f].kind == FeatureKind::Instance && (kFeatures[f].flags & kFeatureCompiledPlatform) != 0;
}

bool instance_extension_enabled(const Instance& inst, const char* name) {
    const int i = instance_extension_index(name);
    return i >= 0 && inst.enabled_ext[i];
}

// The spec versions are the headers' (what this build implements); the generated table marks
// the same names kFeatureLoaderImplemented.
const VkExtensionProperties kLoaderExtensions[] = {
    {VK_EXT_DEBUG_REPORT_EXTENSION_NAME, VK_EXT_DEBUG_REPORT_SPEC_VERSION},
    {VK_EXT_DEBUG_UTILS_EXTENSION_NAME, VK_EXT_DEBUG_UTILS_SPEC_VERSION},
    {VK_KHR_PORTABILITY_ENUMERATION_EXTENSION_NAME, VK_KHR_PORTABILITY_ENUMERATION_SPEC_VERSION},
    {VK_LUNARG_DIRECT_DRIVER_LOADING_EXTENSION_NAME, VK_LUNARG_DIRECT_DRIVER_LOADING_SPEC_VERSION},
};
const uint32_t kLoaderExtensionCount = sizeof kLoaderExtensions / sizeof kLoaderExtensions[0];

bool is_loader_extension(const char* name) {
    const int f = find_feature(name);
    return f >= 0 && (kFeatures[f].flags & kFeatureLoaderImplemented) != 0;
}

int device_extension_index(const char* name) {
    const int f = find_feature(name);
    if (f < 0 || kFeatures[f].kind != FeatureKind::Device)
        return -1;
    return kFeatures[f].ext_index;
}

bool name_of_enabled_instance_extension(const Instance& inst, uint16_t name_index) {
    const NameInfo& n = kNames[name_index];
    for (uint16_t k = 0; k < n.provider_count; ++k) {
        const FeatureInfo& f = kFeatures[kProviders[n.first_provider + k]];
        if (f.kind == FeatureKind::Instance && inst.enabled_ext[f.ext_index])
            return true;
    }
    return false;
}

bool instance_command_available(const Instance& inst, uint16_t name_index) {
    const NameInfo& n = kNames[name_index];
    for (uint16_t k = 0; k < n.provider_count; ++k) {
        const FeatureInfo& f = kFeatures[kProviders[n.first_provider + k]];
        if (f.kind != FeatureKind::Instance || inst.enabled_ext[f.ext_index])
            return true;
    }
    return false;
}

namespace {

// VK_KHR_maintenance5's feature struct and Vulkan 1.4's, by their registry values: the headers
// a build uses may predate both (the values are ABI and never change).
constexpr VkStructureType kMaintenance5FeaturesType = static_cast<VkStructureType>(1000470000);
constexpr VkStructureType kVulkan14FeaturesType = static_cast<VkStructureType>(55);
struct Maintenance5Features {
    VkStructureType sType;
    void* pNext;
    VkBool32 maintenance5;
};
constexpr unsigned kVulkan14Maintenance5Member = 15;  // VkPhysicalDeviceVulkan14Features::maintenance5

bool maintenance5_enabled(const void* pNext) {
    for (auto* s = static_cast<const VkBaseInStructure*>(pNext); s; s = s->pNext) {
        if (s->sType == kMaintenance5FeaturesType)
            return reinterpret_cast<const Maintenance5Features*>(s)->maintenance5 == VK_TRUE;
        if (s->sType == kVulkan14FeaturesType) {
            const auto* members = reinterpret_cast<const VkBool32*>(reinterpret_cast<const char*>(s) + sizeof(VkBaseInStructure));
            return members[kVulkan14Maintenance5Member] == VK_TRUE;
        }
    }
    return false;
}

}  // namespace

void record_device_features(Device& dev, const VkDeviceCreateInfo& ci, uint32_t physical_device_api_version) {
    for (uint32_t i = 0; i < ci.enabledExtensionCount; ++i) {
        const int k = device_extension_index(ci.ppEnabledExtensionNames[i]);
        if (k >= 0)
            dev.enabled_ext[k / 64] |= uint64_t{1} << (k % 64);
    }
    dev.maintenance5 = maintenance5_enabled(ci.pNext);
    const uint32_t app = dev.instance->api_version;
    dev.api_version = version_within(app, physical_device_api_version) ? app : physical_device_api_version;
}

bool unknown_instance_extensions_allowed() {
    // A number, as C's atoi reads it, that is not 0: "1" and " 2" turn the filter off; "", "0",
    // "false", "true" and "no" leave it on, as in the Khronos loaders (base/env_vars.inc).
    return env_flag(Env::VK_LOADER_DISABLE_INST_EXT_FILTER);
}

bool driver_may_call(const Driver& d, Cmd command) {
    const CommandInfo& info = kCommands[static_cast<uint16_t>(command)];
    for (uint8_t k = 0; k < info.name_count; ++k) {
        const NameInfo& name = kNames[info.first_name + k];
        for (uint8_t p = 0; p < name.provider_count; ++p) {
            const FeatureInfo& f = kFeatures[kProviders[name.first_provider + p]];
            switch (f.kind) {
            case FeatureKind::Core:
                if (version_within(f.api_version, d.api_version))
                    return true;
                break;
            case FeatureKind::Instance:
                if (d.enabled_ext[f.ext_index])
                    return true;
                break;
            default:
                return true;  // a device extension's command: the device decides
            }
        }
    }
    return false;
}

}  // namespace vkl
