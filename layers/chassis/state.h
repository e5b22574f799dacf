// SPDX-License-Identifier: Apache-2.0
// A layer's per-instance and per-device state: the next layer's functions and the interceptor
// objects, found from any dispatchable handle by its dispatch key (key_map.h) without a lock.
#pragma once

#include "chassis/hooks.h"
#include "chassis/key_map.h"
#include "dispatch_tables.h"

namespace vkl::layer {

typedef PFN_vkVoidFunction(VKAPI_PTR* PFN_GetPhysicalDeviceProcAddr)(VkInstance, const char*);

struct InstanceState {
    VkInstance instance = VK_NULL_HANDLE;
    PFN_vkGetInstanceProcAddr next_gipa = nullptr;
    PFN_GetPhysicalDeviceProcAddr next_gpdpa = nullptr;
    InstanceTable next_instance{};
    PhysicalDeviceTable next_physical_device{};
    void* objects = nullptr;  // the interceptor objects (LayerInterceptors::make), owned
    uint32_t api_version = VK_API_VERSION_1_0;
};

struct DeviceState {
    VkDevice device = VK_NULL_HANDLE;
    InstanceState* instance = nullptr;
    PFN_vkGetDeviceProcAddr next_gdpa = nullptr;
    DeviceTable next{};
    void* objects = nullptr;  // its instance's
};

extern KeyMap<InstanceState> g_instances;
extern KeyMap<DeviceState> g_devices;

// The state of the instance a VkInstance or VkPhysicalDevice belongs to; of the device a
// VkDevice, VkQueue or VkCommandBuffer belongs to. A handle of no live object of this layer
// is the application's error; it aborts with a message rather than jumping through nothing.
[[noreturn]] void unknown_handle(const char* what);
inline InstanceState& instance_state(const void* handle) {
    InstanceState* s = g_instances.find(KeyMap<InstanceState>::key_of(handle));
    if (__builtin_expect(s == nullptr, 0))
        unknown_handle("instance or physical device");
    return *s;
}
// The first probe of the lookup alone: nullptr when it misses (the entry points then take the
// full lookup out of line, so that their common path saves no registers).
inline InstanceState* instance_state_first(const void* handle) {
    return g_instances.find_first(KeyMap<InstanceState>::key_of(handle));
}
inline DeviceState* device_state_first(const void* handle) {
    return g_devices.find_first(KeyMap<DeviceState>::key_of(handle));
}
inline DeviceState& device_state(const void* handle) {
    DeviceState* s = g_devices.find(KeyMap<DeviceState>::key_of(handle));
    if (__builtin_expect(s == nullptr, 0))
        unknown_handle("device, queue or command buffer");
    return *s;
}

}  // namespace vkl::layer
