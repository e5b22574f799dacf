// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The benchmark's null layer: passes everything through, intercepts only what a layer must
// (instance and device creation and destruction). Many copies of it make the layer figures.
// Built with VKL_NULL_LAYER_DRAW it also intercepts vkCmdDraw the way a hand-written layer
// would (its device's data by dispatch key, then the next function): what the layer chassis's
// generated entry point is measured against.
#include <cstring>
#include <mutex>

#include <vulkan/vk_layer.h>
#include <vulkan/vulkan.h>

namespace {

// A few instances and devices at a time in the benchmark: small fixed tables, keyed by the
// dispatch pointer, guarded by one mutex (creation and destruction only).
struct InstanceData {
    void* key;
    PFN_vkGetInstanceProcAddr next_gipa;
    PFN_vkDestroyInstance next_destroy;
};
struct DeviceData {
    void* key;
    PFN_vkGetDeviceProcAddr next_gdpa;
    PFN_vkDestroyDevice next_destroy;
    PFN_vkCmdDraw next_draw;
};
std::mutex g_lock;
InstanceData g_instances[8];
DeviceData g_devices[8];

void* key(const void* h) { return *static_cast<void* const*>(h); }

template <typename T>
T* find(T (&table)[8], void* k) {
    for (T& e : table)
        if (e.key == k)
            return &e;
    return nullptr;
}

VKAPI_ATTR VkResult VKAPI_CALL CreateInstance(const VkInstanceCreateInfo* ci, const VkAllocationCallbacks* a, VkInstance* out) {
    auto* link = const_cast<VkLayerInstanceCreateInfo*>(static_cast<const VkLayerInstanceCreateInfo*>(ci->pNext));
    while (link && !(link->sType == VK_STRUCTURE_TYPE_LOADER_INSTANCE_CREATE_INFO && link->function == VK_LAYER_LINK_INFO))
        link = const_cast<VkLayerInstanceCreateInfo*>(static_cast<const VkLayerInstanceCreateInfo*>(link->pNext));
    if (link == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    PFN_vkGetInstanceProcAddr next = link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    link->u.pLayerInfo = link->u.pLayerInfo->pNext;
    const VkResult r = reinterpret_cast<PFN_vkCreateInstance>(next(VK_NULL_HANDLE, "vkCreateInstance"))(ci, a, out);
    if (r != VK_SUCCESS)
        return r;
    std::lock_guard<std::mutex> g(g_lock);
    if (InstanceData* d = find(g_instances, nullptr))
        *d = {key(*out), next, reinterpret_cast<PFN_vkDestroyInstance>(next(*out, "vkDestroyInstance"))};
    return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL DestroyInstance(VkInstance instance, const VkAllocationCallbacks* a) {
    PFN_vkDestroyInstance next = nullptr;
    {
        std::lock_guard<std::mutex> g(g_lock);
        if (InstanceData* d = find(g_instances, key(instance))) {
            next = d->next_destroy;
            d->key = nullptr;
        }
    }
    if (next)
        next(instance, a);
}

VKAPI_ATTR VkResult VKAPI_CALL CreateDevice(VkPhysicalDevice pd, const VkDeviceCreateInfo* ci, const VkAllocationCallbacks* a,
                                            VkDevice* out) {
    auto* link = const_cast<VkLayerDeviceCreateInfo*>(static_cast<const VkLayerDeviceCreateInfo*>(ci->pNext));
    while (link && !(link->sType == VK_STRUCTURE_TYPE_LOADER_DEVICE_CREATE_INFO && link->function == VK_LAYER_LINK_INFO))
        link = const_cast<VkLayerDeviceCreateInfo*>(static_cast<const VkLayerDeviceCreateInfo*>(link->pNext));
    if (link == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    PFN_vkGetInstanceProcAddr next_gipa = link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    PFN_vkGetDeviceProcAddr next_gdpa = link->u.pLayerInfo->pfnNextGetDeviceProcAddr;
    link->u.pLayerInfo = link->u.pLayerInfo->pNext;
    const VkResult r = reinterpret_cast<PFN_vkCreateDevice>(next_gipa(VK_NULL_HANDLE, "vkCreateDevice"))(pd, ci, a, out);
    if (r != VK_SUCCESS)
        return r;
    std::lock_guard<std::mutex> g(g_lock);
    if (DeviceData* d = find(g_devices, nullptr))
        *d = {key(*out), next_gdpa, reinterpret_cast<PFN_vkDestroyDevice>(next_gdpa(*out, "vkDestroyDevice")),
              reinterpret_cast<PFN_vkCmdDraw>(next_gdpa(*out, "vkCmdDraw"))};
    return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL DestroyDevice(VkDevice device, const VkAllocationCallbacks* a) {
    PFN_vkDestroyDevice next = nullptr;
    {
        std::lock_guard<std::mutex> g(g_lock);
        if (DeviceData* d = find(g_devices, key(device))) {
            next = d->next_destroy;
            d->key = nullptr;
        }
    }
    if (next)
        next(device, a);
}

#if defined(VKL_NULL_LAYER_DRAW)
// A command buffer's dispatch key is its device's; the table is written only at device
// creation and destruction, so the draw path reads it without the lock.
VKAPI_ATTR void VKAPI_CALL CmdDraw(VkCommandBuffer cb, uint32_t vertices, uint32_t instances, uint32_t first_vertex,
                                   uint32_t first_instance) {
    void* k = key(cb);
    for (DeviceData& d : g_devices)
        if (d.key == k)
            return d.next_draw(cb, vertices, instances, first_vertex, first_instance);
}
#endif

PFN_vkVoidFunction own(const char* name) {
    if (std::strcmp(name, "vkCreateInstance") == 0)
        return reinterpret_cast<PFN_vkVoidFunction>(&CreateInstance);
    if (std::strcmp(name, "vkDestroyInstance") == 0)
        return reinterpret_cast<PFN_vkVoidFunction>(&DestroyInstance);
    if (std::strcmp(name, "vkCreateDevice") == 0)
        return reinterpret_cast<PFN_vkVoidFunction>(&CreateDevice);
    if (std::strcmp(name, "vkDestroyDevice") == 0)
        return reinterpret_cast<PFN_vkVoidFunction>(&DestroyDevice);
#if defined(VKL_NULL_LAYER_DRAW)
    if (std::strcmp(name, "vkCmdDraw") == 0)
        return reinterpret_cast<PFN_vkVoidFunction>(&CmdDraw);
#endif
    return nullptr;
}

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL GetDeviceProcAddr(VkDevice device, const char* name) {
    if (std::strcmp(name, "vkGetDeviceProcAddr") == 0)
        return reinterpret_cast<PFN_vkVoidFunction>(&GetDeviceProcAddr);
    if (PFN_vkVoidFunction f = own(name))
        return f;
    std::lock_guard<std::mutex> g(g_lock);
    DeviceData* d = find(g_devices, key(device));
    return d ? d->next_gdpa(device, name) : nullptr;
}

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL GetInstanceProcAddr(VkInstance instance, const char* name) {
    if (std::strcmp(name, "vkGetInstanceProcAddr") == 0)
        return reinterpret_cast<PFN_vkVoidFunction>(&GetInstanceProcAddr);
    if (std::strcmp(name, "vkGetDeviceProcAddr") == 0)
        return reinterpret_cast<PFN_vkVoidFunction>(&GetDeviceProcAddr);
    if (PFN_vkVoidFunction f = own(name))
        return f;
    if (instance == VK_NULL_HANDLE)
        return nullptr;
    std::lock_guard<std::mutex> g(g_lock);
    InstanceData* d = find(g_instances, key(instance));
    return d ? d->next_gipa(instance, name) : nullptr;
}

}  // namespace

extern "C" __attribute__((visibility("default"))) VKAPI_ATTR VkResult VKAPI_CALL
vkNegotiateLoaderLayerInterfaceVersion(VkNegotiateLayerInterface* n) {
    if (n->loaderLayerInterfaceVersion > 2)
        n->loaderLayerInterfaceVersion = 2;
    n->pfnGetInstanceProcAddr = &GetInstanceProcAddr;
    n->pfnGetDeviceProcAddr = &GetDeviceProcAddr;
    n->pfnGetPhysicalDeviceProcAddr = nullptr;
    return VK_SUCCESS;
}
