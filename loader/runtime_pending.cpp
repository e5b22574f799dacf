// Terminators, device-chain terminators and emulations that the runtime fills in.
// Until then each logs that the loader build has no runtime behind it and fails safely.
// No instance can be created before the runtime lands, so none of these is reachable
// with a valid handle; they exist so every generated table links.
#include "dispatch.h"
#include "log.h"

// Placeholders ignore their arguments by design.
#pragma GCC diagnostic ignored "-Wunused-parameter"

namespace vkl::term {
#if defined(VK_VERSION_1_0)
VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL GetInstanceProcAddr(VkInstance instance, const char* pName) {
    vkl::log(vkl::kLogError, "term::GetInstanceProcAddr: not available in this loader build");
    return {};
}
#endif
#if (defined(VK_USE_PLATFORM_ANDROID_KHR) && defined(VK_KHR_android_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateAndroidSurfaceKHR(VkInstance instance, const VkAndroidSurfaceCreateInfoKHR* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateAndroidSurfaceKHR: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
#if (defined(VK_USE_PLATFORM_VI_NN) && defined(VK_NN_vi_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateViSurfaceNN(VkInstance instance, const VkViSurfaceCreateInfoNN* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateViSurfaceNN: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
#if (defined(VK_USE_PLATFORM_WIN32_KHR) && defined(VK_KHR_win32_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateWin32SurfaceKHR(VkInstance instance, const VkWin32SurfaceCreateInfoKHR* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateWin32SurfaceKHR: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
#if (defined(VK_USE_PLATFORM_DIRECTFB_EXT) && defined(VK_EXT_directfb_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateDirectFBSurfaceEXT(VkInstance instance, const VkDirectFBSurfaceCreateInfoEXT* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateDirectFBSurfaceEXT: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
#if (defined(VK_USE_PLATFORM_FUCHSIA) && defined(VK_FUCHSIA_imagepipe_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateImagePipeSurfaceFUCHSIA(VkInstance instance, const VkImagePipeSurfaceCreateInfoFUCHSIA* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateImagePipeSurfaceFUCHSIA: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
#if (defined(VK_USE_PLATFORM_GGP) && defined(VK_GGP_stream_descriptor_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateStreamDescriptorSurfaceGGP(VkInstance instance, const VkStreamDescriptorSurfaceCreateInfoGGP* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateStreamDescriptorSurfaceGGP: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
#if (defined(VK_USE_PLATFORM_SCREEN_QNX) && defined(VK_QNX_screen_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateScreenSurfaceQNX(VkInstance instance, const VkScreenSurfaceCreateInfoQNX* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateScreenSurfaceQNX: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
#if (defined(VK_USE_PLATFORM_IOS_MVK) && defined(VK_MVK_ios_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateIOSSurfaceMVK(VkInstance instance, const VkIOSSurfaceCreateInfoMVK* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateIOSSurfaceMVK: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
#if (defined(VK_USE_PLATFORM_MACOS_MVK) && defined(VK_MVK_macos_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateMacOSSurfaceMVK(VkInstance instance, const VkMacOSSurfaceCreateInfoMVK* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateMacOSSurfaceMVK: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
#if (defined(VK_USE_PLATFORM_METAL_EXT) && defined(VK_EXT_metal_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateMetalSurfaceEXT(VkInstance instance, const VkMetalSurfaceCreateInfoEXT* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateMetalSurfaceEXT: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
#if (defined(VK_USE_PLATFORM_WIN32_KHR) && defined(VK_EXT_full_screen_exclusive))
VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceSurfacePresentModes2EXT(VkPhysicalDevice physicalDevice, const VkPhysicalDeviceSurfaceInfo2KHR* pSurfaceInfo, uint32_t* pPresentModeCount, VkPresentModeKHR* pPresentModes) {
    vkl::log(vkl::kLogError, "term::GetPhysicalDeviceSurfacePresentModes2EXT: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
}  // namespace vkl::term

namespace vkl::device_term {
#if (defined(VK_USE_PLATFORM_WIN32_KHR) && defined(VK_EXT_full_screen_exclusive))
VKAPI_ATTR VkResult VKAPI_CALL GetDeviceGroupSurfacePresentModes2EXT(VkDevice device, const VkPhysicalDeviceSurfaceInfo2KHR* pSurfaceInfo, VkDeviceGroupPresentModeFlagsKHR* pModes) {
    vkl::log(vkl::kLogError, "device_term::GetDeviceGroupSurfacePresentModes2EXT: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
}  // namespace vkl::device_term

namespace vkl::emulate {
#if defined(VK_VERSION_1_1)
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceFeatures2(VkPhysicalDevice physicalDevice, VkPhysicalDeviceFeatures2* pFeatures) {
    vkl::log(vkl::kLogError, "emulate::GetPhysicalDeviceFeatures2: not available in this loader build");
}
#endif
#if defined(VK_VERSION_1_1)
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceProperties2(VkPhysicalDevice physicalDevice, VkPhysicalDeviceProperties2* pProperties) {
    vkl::log(vkl::kLogError, "emulate::GetPhysicalDeviceProperties2: not available in this loader build");
}
#endif
#if defined(VK_VERSION_1_1)
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceFormatProperties2(VkPhysicalDevice physicalDevice, VkFormat format, VkFormatProperties2* pFormatProperties) {
    vkl::log(vkl::kLogError, "emulate::GetPhysicalDeviceFormatProperties2: not available in this loader build");
}
#endif
#if defined(VK_VERSION_1_1)
VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceImageFormatProperties2(VkPhysicalDevice physicalDevice, const VkPhysicalDeviceImageFormatInfo2* pImageFormatInfo, VkImageFormatProperties2* pImageFormatProperties) {
    vkl::log(vkl::kLogError, "emulate::GetPhysicalDeviceImageFormatProperties2: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
#if defined(VK_VERSION_1_1)
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceQueueFamilyProperties2(VkPhysicalDevice physicalDevice, uint32_t* pQueueFamilyPropertyCount, VkQueueFamilyProperties2* pQueueFamilyProperties) {
    vkl::log(vkl::kLogError, "emulate::GetPhysicalDeviceQueueFamilyProperties2: not available in this loader build");
}
#endif
#if defined(VK_VERSION_1_1)
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceMemoryProperties2(VkPhysicalDevice physicalDevice, VkPhysicalDeviceMemoryProperties2* pMemoryProperties) {
    vkl::log(vkl::kLogError, "emulate::GetPhysicalDeviceMemoryProperties2: not available in this loader build");
}
#endif
#if defined(VK_VERSION_1_1)
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceSparseImageFormatProperties2(VkPhysicalDevice physicalDevice, const VkPhysicalDeviceSparseImageFormatInfo2* pFormatInfo, uint32_t* pPropertyCount, VkSparseImageFormatProperties2* pProperties) {
    vkl::log(vkl::kLogError, "emulate::GetPhysicalDeviceSparseImageFormatProperties2: not available in this loader build");
}
#endif
#if defined(VK_VERSION_1_1)
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceExternalBufferProperties(VkPhysicalDevice physicalDevice, const VkPhysicalDeviceExternalBufferInfo* pExternalBufferInfo, VkExternalBufferProperties* pExternalBufferProperties) {
    vkl::log(vkl::kLogError, "emulate::GetPhysicalDeviceExternalBufferProperties: not available in this loader build");
}
#endif
#if defined(VK_VERSION_1_1)
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceExternalSemaphoreProperties(VkPhysicalDevice physicalDevice, const VkPhysicalDeviceExternalSemaphoreInfo* pExternalSemaphoreInfo, VkExternalSemaphoreProperties* pExternalSemaphoreProperties) {
    vkl::log(vkl::kLogError, "emulate::GetPhysicalDeviceExternalSemaphoreProperties: not available in this loader build");
}
#endif
#if defined(VK_VERSION_1_1)
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceExternalFenceProperties(VkPhysicalDevice physicalDevice, const VkPhysicalDeviceExternalFenceInfo* pExternalFenceInfo, VkExternalFenceProperties* pExternalFenceProperties) {
    vkl::log(vkl::kLogError, "emulate::GetPhysicalDeviceExternalFenceProperties: not available in this loader build");
}
#endif
#if defined(VK_KHR_get_surface_capabilities2)
VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceSurfaceCapabilities2KHR(VkPhysicalDevice physicalDevice, const VkPhysicalDeviceSurfaceInfo2KHR* pSurfaceInfo, VkSurfaceCapabilities2KHR* pSurfaceCapabilities) {
    vkl::log(vkl::kLogError, "emulate::GetPhysicalDeviceSurfaceCapabilities2KHR: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
#if defined(VK_KHR_get_surface_capabilities2)
VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceSurfaceFormats2KHR(VkPhysicalDevice physicalDevice, const VkPhysicalDeviceSurfaceInfo2KHR* pSurfaceInfo, uint32_t* pSurfaceFormatCount, VkSurfaceFormat2KHR* pSurfaceFormats) {
    vkl::log(vkl::kLogError, "emulate::GetPhysicalDeviceSurfaceFormats2KHR: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
#if defined(VK_KHR_get_display_properties2)
VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceDisplayProperties2KHR(VkPhysicalDevice physicalDevice, uint32_t* pPropertyCount, VkDisplayProperties2KHR* pProperties) {
    vkl::log(vkl::kLogError, "emulate::GetPhysicalDeviceDisplayProperties2KHR: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
#if defined(VK_KHR_get_display_properties2)
VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceDisplayPlaneProperties2KHR(VkPhysicalDevice physicalDevice, uint32_t* pPropertyCount, VkDisplayPlaneProperties2KHR* pProperties) {
    vkl::log(vkl::kLogError, "emulate::GetPhysicalDeviceDisplayPlaneProperties2KHR: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
#if defined(VK_KHR_get_display_properties2)
VKAPI_ATTR VkResult VKAPI_CALL GetDisplayModeProperties2KHR(VkPhysicalDevice physicalDevice, VkDisplayKHR display, uint32_t* pPropertyCount, VkDisplayModeProperties2KHR* pProperties) {
    vkl::log(vkl::kLogError, "emulate::GetDisplayModeProperties2KHR: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
#if defined(VK_KHR_get_display_properties2)
VKAPI_ATTR VkResult VKAPI_CALL GetDisplayPlaneCapabilities2KHR(VkPhysicalDevice physicalDevice, const VkDisplayPlaneInfo2KHR* pDisplayPlaneInfo, VkDisplayPlaneCapabilities2KHR* pCapabilities) {
    vkl::log(vkl::kLogError, "emulate::GetDisplayPlaneCapabilities2KHR: not available in this loader build");
    return VK_ERROR_INITIALIZATION_FAILED;
}
#endif
}  // namespace vkl::emulate

