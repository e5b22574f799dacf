// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The benchmark's null Vulkan driver: empty commands, static objects, no heap use, a small
// name table. What the benchmark measures around it is the loader.
#include <cstring>
#include <iterator>

#include <vulkan/vk_icd.h>
#include <vulkan/vulkan.h>

namespace {

struct Dispatchable {
    VK_LOADER_DATA loader_data;
};
// Every created object is distinct (the loader writes its dispatch pointer into each device,
// queue and command buffer); a small static pool, no heap.
constexpr int kSlots = 256;
struct DeviceSlot {
    Dispatchable device, queue, command_buffer;
    bool used;
};
Dispatchable g_instances[kSlots];
bool g_instance_used[kSlots];
Dispatchable g_physical_device;
DeviceSlot g_devices[kSlots];

void init(Dispatchable& d) { set_loader_magic_value(&d); }

DeviceSlot* slot_of(VkDevice d) {
    for (DeviceSlot& s : g_devices)
        if (reinterpret_cast<VkDevice>(&s.device) == d)
            return &s;
    return nullptr;
}

VKAPI_ATTR VkResult VKAPI_CALL EnumerateInstanceExtensionProperties(const char*, uint32_t* n, VkExtensionProperties*) {
    *n = 0;
    return VK_SUCCESS;
}
[[maybe_unused]] VKAPI_ATTR VkResult VKAPI_CALL EnumerateInstanceVersion(uint32_t* v) {
    *v = VK_API_VERSION_1_3;
    return VK_SUCCESS;
}
VKAPI_ATTR VkResult VKAPI_CALL CreateInstance(const VkInstanceCreateInfo*, const VkAllocationCallbacks*, VkInstance* out) {
    init(g_physical_device);
    for (int i = 0; i < kSlots; ++i)
        if (!g_instance_used[i]) {
            g_instance_used[i] = true;
            init(g_instances[i]);
            *out = reinterpret_cast<VkInstance>(&g_instances[i]);
            return VK_SUCCESS;
        }
    return VK_ERROR_OUT_OF_HOST_MEMORY;
}
VKAPI_ATTR void VKAPI_CALL DestroyInstance(VkInstance instance, const VkAllocationCallbacks*) {
    for (int i = 0; i < kSlots; ++i)
        if (reinterpret_cast<VkInstance>(&g_instances[i]) == instance)
            g_instance_used[i] = false;
}
VKAPI_ATTR VkResult VKAPI_CALL EnumeratePhysicalDevices(VkInstance, uint32_t* n, VkPhysicalDevice* out) {
    if (out == nullptr) {
        *n = 1;
        return VK_SUCCESS;
    }
    if (*n == 0)
        return VK_INCOMPLETE;
    out[0] = reinterpret_cast<VkPhysicalDevice>(&g_physical_device);
    *n = 1;
    return VK_SUCCESS;
}
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceProperties(VkPhysicalDevice, VkPhysicalDeviceProperties* p) {
    std::memset(p, 0, sizeof *p);
    p->apiVersion = VK_API_VERSION_1_3;
    p->deviceType = VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU;
    std::strcpy(p->deviceName, "null device");
}
// The device extensions a typical program enables (the benchmark's few-extensions device); its
// commands are the loader's to fill, the driver has none of them (as for most of core).
const VkExtensionProperties kDeviceExtensions[] = {
    {VK_KHR_SWAPCHAIN_EXTENSION_NAME, 70},
    {"VK_KHR_dynamic_rendering", 1},
};
VKAPI_ATTR VkResult VKAPI_CALL EnumerateDeviceExtensionProperties(VkPhysicalDevice, const char* layer, uint32_t* n,
                                                                  VkExtensionProperties* out) {
    const uint32_t count = layer ? 0 : static_cast<uint32_t>(std::size(kDeviceExtensions));
    if (out == nullptr) {
        *n = count;
        return VK_SUCCESS;
    }
    const uint32_t written = *n < count ? *n : count;
    std::memcpy(out, kDeviceExtensions, sizeof(VkExtensionProperties) * written);
    *n = written;
    return written < count ? VK_INCOMPLETE : VK_SUCCESS;
}
VKAPI_ATTR VkResult VKAPI_CALL CreateDevice(VkPhysicalDevice, const VkDeviceCreateInfo*, const VkAllocationCallbacks*,
                                            VkDevice* out) {
    for (DeviceSlot& s : g_devices)
        if (!s.used) {
            s.used = true;
            init(s.device);
            init(s.queue);
            init(s.command_buffer);
            *out = reinterpret_cast<VkDevice>(&s.device);
            return VK_SUCCESS;
        }
    return VK_ERROR_OUT_OF_HOST_MEMORY;
}
VKAPI_ATTR void VKAPI_CALL DestroyDevice(VkDevice device, const VkAllocationCallbacks*) {
    if (DeviceSlot* s = slot_of(device))
        s->used = false;
}
VKAPI_ATTR void VKAPI_CALL GetDeviceQueue(VkDevice device, uint32_t, uint32_t, VkQueue* q) {
    *q = reinterpret_cast<VkQueue>(&slot_of(device)->queue);
}
VKAPI_ATTR VkResult VKAPI_CALL AllocateCommandBuffers(VkDevice device, const VkCommandBufferAllocateInfo*, VkCommandBuffer* out) {
    out[0] = reinterpret_cast<VkCommandBuffer>(&slot_of(device)->command_buffer);
    return VK_SUCCESS;
}
// The rest of the core 1.0 instance-level commands a driver must have (the Khronos loader
// refuses, and 1.3.239 crashes on, a driver that lacks one).
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceFeatures(VkPhysicalDevice, VkPhysicalDeviceFeatures* f) { std::memset(f, 0, sizeof *f); }
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceFormatProperties(VkPhysicalDevice, VkFormat, VkFormatProperties* p) {
    std::memset(p, 0, sizeof *p);
}
VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceImageFormatProperties(VkPhysicalDevice, VkFormat, VkImageType, VkImageTiling,
                                                                      VkImageUsageFlags, VkImageCreateFlags,
                                                                      VkImageFormatProperties*) {
    return VK_ERROR_FORMAT_NOT_SUPPORTED;
}
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceQueueFamilyProperties(VkPhysicalDevice, uint32_t* n, VkQueueFamilyProperties* p) {
    if (p == nullptr) {
        *n = 1;
        return;
    }
    if (*n == 0)
        return;
    std::memset(p, 0, sizeof *p);
    p->queueFlags = VK_QUEUE_GRAPHICS_BIT | VK_QUEUE_COMPUTE_BIT;
    p->queueCount = 1;
    *n = 1;
}
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceMemoryProperties(VkPhysicalDevice, VkPhysicalDeviceMemoryProperties* p) {
    std::memset(p, 0, sizeof *p);
}
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceSparseImageFormatProperties(VkPhysicalDevice, VkFormat, VkImageType,
                                                                        VkSampleCountFlagBits, VkImageUsageFlags,
                                                                        VkImageTiling, uint32_t* n,
                                                                        VkSparseImageFormatProperties*) {
    *n = 0;
}
VKAPI_ATTR VkResult VKAPI_CALL EnumerateDeviceLayerProperties(VkPhysicalDevice, uint32_t* n, VkLayerProperties*) {
    *n = 0;
    return VK_SUCCESS;
}

// The empty command whose call overhead the benchmark measures.
extern "C" __attribute__((visibility("default"), noinline)) VKAPI_ATTR void VKAPI_CALL vkl_null_CmdDraw(VkCommandBuffer, uint32_t,
                                                                                                      uint32_t, uint32_t,
                                                                                                      uint32_t) {
    __asm__ volatile("");
}

// A lookup as cheap as a real driver's (Mesa's is a generated hash): lengths first, then one
// comparison, so that the instructions a loader's many vk_icdGetInstanceProcAddr calls cost
// are the loader's calls, not a string comparison per entry of this table.
struct Entry {
    const char* name;
    size_t length;
    PFN_vkVoidFunction fn;
};
#define E(n, f) {n, sizeof(n) - 1, reinterpret_cast<PFN_vkVoidFunction>(&f)}
const Entry kInstance[] = {
    E("vkCreateInstance", CreateInstance),
    E("vkDestroyInstance", DestroyInstance),
    E("vkEnumerateInstanceExtensionProperties", EnumerateInstanceExtensionProperties),
    // No vkEnumerateInstanceVersion: a 1.0 driver needs the fewest entry points.
    E("vkEnumeratePhysicalDevices", EnumeratePhysicalDevices),
    E("vkGetPhysicalDeviceProperties", GetPhysicalDeviceProperties),
    E("vkGetPhysicalDeviceFeatures", GetPhysicalDeviceFeatures),
    E("vkGetPhysicalDeviceFormatProperties", GetPhysicalDeviceFormatProperties),
    E("vkGetPhysicalDeviceImageFormatProperties", GetPhysicalDeviceImageFormatProperties),
    E("vkGetPhysicalDeviceQueueFamilyProperties", GetPhysicalDeviceQueueFamilyProperties),
    E("vkGetPhysicalDeviceMemoryProperties", GetPhysicalDeviceMemoryProperties),
    E("vkGetPhysicalDeviceSparseImageFormatProperties", GetPhysicalDeviceSparseImageFormatProperties),
    E("vkEnumerateDeviceLayerProperties", EnumerateDeviceLayerProperties),
    E("vkEnumerateDeviceExtensionProperties", EnumerateDeviceExtensionProperties),
    E("vkCreateDevice", CreateDevice),
};
const Entry kDevice[] = {
    E("vkDestroyDevice", DestroyDevice),
    E("vkGetDeviceQueue", GetDeviceQueue),
    E("vkAllocateCommandBuffers", AllocateCommandBuffers),
    E("vkCmdDraw", vkl_null_CmdDraw),
};
#undef E

PFN_vkVoidFunction find(const Entry* b, const Entry* e, const char* name, size_t length) {
    for (; b != e; ++b)
        if (b->length == length && std::memcmp(b->name, name, length) == 0)
            return b->fn;
    return nullptr;
}

}  // namespace

extern "C" {
__attribute__((visibility("default"))) VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkl_null_GetDeviceProcAddr(VkDevice,
                                                                                                       const char* name) {
    return find(std::begin(kDevice), std::end(kDevice), name, std::strlen(name));
}
__attribute__((visibility("default"))) VKAPI_ATTR VkResult VKAPI_CALL vk_icdNegotiateLoaderICDInterfaceVersion(uint32_t* v) {
    if (*v > 6)
        *v = 6;
    return VK_SUCCESS;
}
__attribute__((visibility("default"))) VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vk_icdGetInstanceProcAddr(VkInstance,
                                                                                                      const char* name) {
    const size_t length = std::strlen(name);
    if (length == sizeof "vkGetDeviceProcAddr" - 1 && std::memcmp(name, "vkGetDeviceProcAddr", length) == 0)
        return reinterpret_cast<PFN_vkVoidFunction>(&vkl_null_GetDeviceProcAddr);
    if (PFN_vkVoidFunction f = find(std::begin(kInstance), std::end(kInstance), name, length))
        return f;
    return find(std::begin(kDevice), std::end(kDevice), name, length);
}
__attribute__((visibility("default"))) VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vk_icdGetPhysicalDeviceProcAddr(VkInstance,
                                                                                                            const char*) {
    return nullptr;
}
}
