// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Hand-written instance- and physical-device-level trampolines.
#include <cstring>

#include "base/log.h"
#include "base/two_call.h"
#include "types/records.h"

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkEnumerateDeviceExtensionProperties(
    VkPhysicalDevice physicalDevice, const char* pLayerName, uint32_t* pPropertyCount,
    VkExtensionProperties* pProperties) {
    const vkl::PhysicalDeviceHandle& pd =
        vkl::checked_physical_device(physicalDevice, vkl::Cmd::EnumerateDeviceExtensionProperties);
    if (pPropertyCount == nullptr) {
        const vkl::LogScope scope(pd.instance);
        vkl::log(vkl::kLogError | vkl::kLogValidation, "vkEnumerateDeviceExtensionProperties: pPropertyCount is NULL "
                 "[VUID-vkEnumerateDeviceExtensionProperties-pPropertyCount-parameter]");
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    // Down the chain, a layer's name too: an enabled layer answers for itself (it knows what it
    // implements); the loader's terminator answers from the manifest for the others.
    return pd.dispatch->physical_device.EnumerateDeviceExtensionProperties(pd.next, pLayerName, pPropertyCount, pProperties);
}

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkEnumerateDeviceLayerProperties(
    VkPhysicalDevice physicalDevice, uint32_t* pPropertyCount, VkLayerProperties* pProperties) {
    const vkl::PhysicalDeviceHandle& pd = vkl::checked_physical_device(physicalDevice, vkl::Cmd::EnumerateDeviceLayerProperties);
    if (pPropertyCount == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    // Device layers are deprecated: the instance's enabled layers, meta layers included.
    const vkl::Instance& inst = *pd.instance;
    return vkl::fill_two_call(inst.reported_layer_count, pPropertyCount, pProperties,
                              [&](uint32_t i) { return vkl::layer_properties(*inst.reported_layers[i]); });
}
