// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Create hooks: an interceptor may change what goes down the chain at vkCreateInstance and
// vkCreateDevice, on a copy the chassis owns (the application's structures are never written):
//
//   static void EditCreateInstance(vkl::layer::InstanceCreateEdit& edit) {
//       edit.add_extension(VK_EXT_DEBUG_UTILS_EXTENSION_NAME);
//   }
//   void EditCreateDevice(vkl::layer::DeviceCreateEdit& edit) {   // static in a DeviceInterceptor
//       VkPhysicalDeviceBufferDeviceAddressFeatures bda{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_BUFFER_DEVICE_ADDRESS_FEATURES};
//       bda.bufferDeviceAddress = VK_TRUE;
//       edit.enable_features(bda);
//   }
//
// Every change is checked against what the chain below supports (its extensions, the physical
// device's features): one that it does not support is refused, with a log line, and the
// creation goes on without it. The hooks of every type run in the order the types are named,
// before the PreCallRecord hooks (which, like the PostCallRecord hooks, see the changed create
// info).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include <vulkan/vulkan.h>

#include "chassis/context.h"
#include "chassis/layer_settings_ext.h"

namespace vkl::layer {

class Messengers;

// What both edits share: the extension list and the structures chained ahead of (or copied
// from) the application's.
class ChainEdit {
public:
    bool has_extension(const char* name) const;
    // Chains a copy of a structure (sType and pNext first) ahead of the application's chain.
    template <typename T>
    void add_struct(const T& s) {
        add_struct_bytes(&s, sizeof s);
    }
    void add_struct_bytes(const void* s, size_t size);
    // The layer's own settings (read before the hooks run).
    const Settings& settings() const { return *settings_; }
    void log(Severity severity, const char* format, ...) const __attribute__((format(printf, 3, 4)));

protected:
    ChainEdit(const char* const* names, uint32_t count, const void* chain, const Messengers* messengers,
              const Settings* settings);
    void add_extension_name(const char* name);
    // The structure of `type` in the chain, made the chassis's own copy (every structure before
    // it copied too, so that the application's stay untouched); nullptr when there is none, or
    // when a structure before it is of a type whose size the chassis does not know (logged).
    void* own_struct(VkStructureType type);
    const void* find(VkStructureType type) const;

    std::vector<const char*> extensions_;
    const void* chain_;  // the chain as it now is
    const Messengers* messengers_;
    const Settings* settings_;

private:
    bool owns(const void* s) const;

protected:
    void* keep(const void* s, size_t size);

private:
    std::vector<std::unique_ptr<unsigned char[]>> owned_;
    std::vector<std::unique_ptr<char[]>> names_;
};

class InstanceCreateEdit : public ChainEdit {
public:
    const VkInstanceCreateInfo& create_info();  // the create info as it now is
    // Enables an instance extension the chain below has (vkEnumerateInstanceExtensionProperties
    // of the next layer); false, with a log line, when it has not.
    bool add_extension(const char* name);
    // A setting for a layer below this one (VK_EXT_layer_settings), chained ahead of the
    // application's settings, so it takes precedence over them; the values are copied.
    void add_layer_setting(const char* layer, const char* setting, LayerSettingType type, uint32_t count, const void* values);
    void add_layer_setting(const char* layer, const char* setting, bool value);
    void add_layer_setting(const char* layer, const char* setting, int64_t value);
    void add_layer_setting(const char* layer, const char* setting, const char* value);

    // (The chassis's own.)
    InstanceCreateEdit(const VkInstanceCreateInfo& ci, PFN_vkGetInstanceProcAddr next_gipa, const Messengers* messengers,
                       const Settings* settings);

private:
    VkInstanceCreateInfo ci_;
    PFN_vkGetInstanceProcAddr next_gipa_;
};

class DeviceCreateEdit : public ChainEdit {
public:
    VkPhysicalDevice physical_device() const { return pd_; }
    const VkDeviceCreateInfo& create_info();
    // Enables a device extension the physical device has below this layer
    // (vkEnumerateDeviceExtensionProperties); false, with a log line, when it has not.
    bool add_extension(const char* name);
    // Enables the core features set in `features` (merged into the application's
    // pEnabledFeatures or VkPhysicalDeviceFeatures2); false, with a log line, when the physical
    // device lacks one of them (then nothing is enabled).
    bool enable_features(const VkPhysicalDeviceFeatures& features);
    // Enables the features set in a feature structure (one that extends
    // VkPhysicalDeviceFeatures2): merged into the application's structure of that type, or
    // chained; false, with a log line, when the physical device lacks one of them
    // (vkGetPhysicalDeviceFeatures2) or the structure could not be merged.
    template <typename T>
    bool enable_features(const T& features) {
        return enable_feature_struct(&features, sizeof features);
    }
    bool enable_feature_struct(const void* features, size_t size);

    // (The chassis's own.)
    DeviceCreateEdit(VkPhysicalDevice pd, const VkDeviceCreateInfo& ci, const InstanceContext& instance,
                     const Messengers* messengers);

private:
    VkPhysicalDevice pd_;
    VkDeviceCreateInfo ci_;
    const InstanceContext& instance_;
    std::unique_ptr<VkPhysicalDeviceFeatures> core_;  // the enabled core features, once changed
};

}  // namespace vkl::layer
