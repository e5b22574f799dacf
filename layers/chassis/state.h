// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A layer's per-instance and per-device state: the context its interceptors see (context.h),
// the interceptor objects, and what the chassis keeps for itself; found from any dispatchable
// handle by its dispatch key (key_map.h) without a lock.
#pragma once

#include <atomic>
#include <memory>
#include <mutex>

#include <vulkan/vk_layer.h>

#include "chassis/context.h"
#include "chassis/hooks.h"
#include "chassis/key_map.h"
#include "chassis/messengers.h"
#include "chassis/object_names.h"

namespace vkl::layer {

class HandleIds;   // chassis/wrapping.h

typedef PFN_vkVoidFunction(VKAPI_PTR* PFN_GetPhysicalDeviceProcAddr)(VkInstance, const char*);

struct InstanceState : InstanceContext {
    PFN_vkGetInstanceProcAddr next_gipa = nullptr;
    PFN_GetPhysicalDeviceProcAddr next_gpdpa = nullptr;
    PFN_vkSetInstanceLoaderData set_instance_loader_data = nullptr;  // from the loader's create info
    void* objects = nullptr;  // the per-instance interceptor objects (LayerInterceptors::make_instance), owned
    void* process_objects = nullptr;  // the process's (LayerInterceptors::make_process), which outlive this instance
    Messengers messengers;    // the application's, for log()
    ObjectNames names;        // the application's debug names, for validation messages (DebugNames)
    HandleIds* wrapping = nullptr;  // the ids of handle wrapping, when on for this instance (HandleWrapping)
};

struct DeviceState : DeviceContext {
    void* objects = nullptr;         // its instance's per-instance interceptor objects
    void* device_objects = nullptr;  // the per-device ones (LayerInterceptors::make_device), owned
    PFN_vkGetDeviceProcAddr next_gdpa = nullptr;
    PFN_vkSetDeviceLoaderData set_device_loader_data = nullptr;
    InstanceState* instance_state = nullptr;
    // Copies of the enabled feature structures of the create info's chain (context.h).
    std::vector<std::unique_ptr<unsigned char[]>> feature_structs;
    HandleIds* wrapping = nullptr;  // its instance's
};

// The process's state (chassis/process.cpp): made at the first vkCreateInstance, destroyed
// after the last vkDestroyInstance or at unload.
struct ProcessState : ProcessContext {
    void* objects = nullptr;  // the per-process interceptor objects (LayerInterceptors::make_process), owned
    Messengers messengers;    // none: stderr, with the log_severity threshold
};
// Its per-process objects while it lives, for the hooks of per-process interceptors (a hook runs
// only for a live instance, so they exist then).
extern std::atomic<void*> g_process_objects;

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
