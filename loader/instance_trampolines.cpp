// Hand-written instance- and physical-device-level trampolines.
#include "dispatch.h"

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkEnumerateDeviceExtensionProperties(
    VkPhysicalDevice physicalDevice, const char* pLayerName, uint32_t* pPropertyCount,
    VkExtensionProperties* pProperties) {
    const vkl::PhysicalDeviceHandle& pd =
        vkl::checked_physical_device(physicalDevice, vkl::Cmd::EnumerateDeviceExtensionProperties);
    return pd.dispatch->physical_device.EnumerateDeviceExtensionProperties(pd.next, pLayerName,
                                                                           pPropertyCount, pProperties);
}

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkEnumerateDeviceLayerProperties(
    VkPhysicalDevice physicalDevice, uint32_t* pPropertyCount, VkLayerProperties* /*pProperties*/) {
    vkl::checked_physical_device(physicalDevice, vkl::Cmd::EnumerateDeviceLayerProperties);
    if (pPropertyCount == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    *pPropertyCount = 0;  // layers arrive with the layers issue
    return VK_SUCCESS;
}
