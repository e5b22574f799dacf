// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Hand-written device-level trampolines: the ones that must touch the dispatchable objects a
// driver creates, so they cannot be a plain load-and-jump.
#include <cstring>

#include "types/handles.h"

namespace {

// A driver's dispatchable object starts with a slot the loader owns (ICD_LOADER_MAGIC on
// creation); the loader stores its dispatch pointer there.
void set_dispatch_from(void* object, const void* parent) {
    std::memcpy(object, parent, sizeof(void*));  // memcpy: no type is read through another
}

}  // namespace

extern "C" VKL_EXPORT VKAPI_ATTR void VKAPI_CALL vkGetDeviceQueue(VkDevice device, uint32_t queueFamilyIndex,
                                                            uint32_t queueIndex, VkQueue* pQueue) {
    vkl::device_table(device).GetDeviceQueue(device, queueFamilyIndex, queueIndex, pQueue);
    if (pQueue != nullptr && *pQueue != VK_NULL_HANDLE)
        set_dispatch_from(*pQueue, device);
}

extern "C" VKL_EXPORT VKAPI_ATTR void VKAPI_CALL vkGetDeviceQueue2(VkDevice device,
                                                             const VkDeviceQueueInfo2* pQueueInfo,
                                                             VkQueue* pQueue) {
    vkl::device_table(device).GetDeviceQueue2(device, pQueueInfo, pQueue);
    if (pQueue != nullptr && *pQueue != VK_NULL_HANDLE)
        set_dispatch_from(*pQueue, device);
}

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkAllocateCommandBuffers(
    VkDevice device, const VkCommandBufferAllocateInfo* pAllocateInfo, VkCommandBuffer* pCommandBuffers) {
    const VkResult result =
        vkl::device_table(device).AllocateCommandBuffers(device, pAllocateInfo, pCommandBuffers);
    if (result == VK_SUCCESS && pAllocateInfo != nullptr && pCommandBuffers != nullptr) {
        for (uint32_t i = 0; i < pAllocateInfo->commandBufferCount; ++i) {
            if (pCommandBuffers[i] != VK_NULL_HANDLE)
                set_dispatch_from(pCommandBuffers[i], device);
        }
    }
    return result;
}

