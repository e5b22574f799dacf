// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Devices: the device chain, the device dispatch table, and devices layers create themselves.
#pragma once

#include "types/records.h"

namespace vkl {

// VK_LOADER_LAYER_CREATE_DEVICE_CALLBACK: a layer creating a device of its own through the
// layers below it.
VkResult create_device_for_layer(VkInstance instance, VkPhysicalDevice physicalDevice, const VkDeviceCreateInfo* pCreateInfo,
                                 const VkAllocationCallbacks* pAllocator, VkDevice* pDevice,
                                 PFN_vkGetInstanceProcAddr layerGIPA, PFN_vkGetDeviceProcAddr* nextGDPA);
void destroy_device_for_layer(VkDevice device, const VkAllocationCallbacks* pAllocator, PFN_vkDestroyDevice destroy);

}  // namespace vkl
