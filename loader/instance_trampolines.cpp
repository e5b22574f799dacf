// Hand-written instance- and physical-device-level trampolines.
#include "dispatch.h"

extern "C" VKL_EXPORT VKAPI_ATTR void VKAPI_CALL vkDestroyInstance(VkInstance instance,
                                                             const VkAllocationCallbacks* pAllocator) {
    if (instance == VK_NULL_HANDLE)
        return;
    vkl::checked_instance(instance, vkl::Cmd::DestroyInstance).DestroyInstance(instance, pAllocator);
}

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkEnumeratePhysicalDevices(
    VkInstance instance, uint32_t* pPhysicalDeviceCount, VkPhysicalDevice* pPhysicalDevices) {
    return vkl::checked_instance(instance, vkl::Cmd::EnumeratePhysicalDevices)
        .EnumeratePhysicalDevices(instance, pPhysicalDeviceCount, pPhysicalDevices);
}

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkEnumeratePhysicalDeviceGroups(
    VkInstance instance, uint32_t* pPhysicalDeviceGroupCount,
    VkPhysicalDeviceGroupProperties* pPhysicalDeviceGroupProperties) {
    return vkl::checked_instance(instance, vkl::Cmd::EnumeratePhysicalDeviceGroups)
        .EnumeratePhysicalDeviceGroups(instance, pPhysicalDeviceGroupCount,
                                       pPhysicalDeviceGroupProperties);
}

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkCreateDevice(VkPhysicalDevice physicalDevice,
                                                              const VkDeviceCreateInfo* pCreateInfo,
                                                              const VkAllocationCallbacks* pAllocator,
                                                              VkDevice* pDevice) {
    const vkl::PhysicalDeviceHandle& pd = vkl::checked_physical_device(physicalDevice, vkl::Cmd::CreateDevice);
    return pd.dispatch->physical_device.CreateDevice(pd.next, pCreateInfo, pAllocator, pDevice);
}

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
