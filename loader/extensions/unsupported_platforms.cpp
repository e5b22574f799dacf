// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Terminators for window systems this loader has no surface for (Android, Apple, Fuchsia, GGP,
// QNX, DirectFB, Vi; Win32's are in wsi.cpp). They exist only when someone
// defines those platforms' VK_USE_PLATFORM_* macros on Linux: then each logs and reports
// VK_ERROR_EXTENSION_NOT_PRESENT, since the loader has no VkIcdSurface of its own for them.
#include "types/handles.h"
#include "base/log.h"

// These ignore their arguments by design.
#pragma GCC diagnostic ignored "-Wunused-parameter"

namespace vkl::term {
#if (defined(VK_USE_PLATFORM_ANDROID_KHR) && defined(VK_KHR_android_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateAndroidSurfaceKHR(VkInstance instance, const VkAndroidSurfaceCreateInfoKHR* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateAndroidSurfaceKHR: not supported by this Linux loader build");
    return VK_ERROR_EXTENSION_NOT_PRESENT;
}
#endif
#if (defined(VK_USE_PLATFORM_VI_NN) && defined(VK_NN_vi_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateViSurfaceNN(VkInstance instance, const VkViSurfaceCreateInfoNN* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateViSurfaceNN: not supported by this Linux loader build");
    return VK_ERROR_EXTENSION_NOT_PRESENT;
}
#endif
#if (defined(VK_USE_PLATFORM_DIRECTFB_EXT) && defined(VK_EXT_directfb_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateDirectFBSurfaceEXT(VkInstance instance, const VkDirectFBSurfaceCreateInfoEXT* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateDirectFBSurfaceEXT: not supported by this Linux loader build");
    return VK_ERROR_EXTENSION_NOT_PRESENT;
}
#endif
#if (defined(VK_USE_PLATFORM_FUCHSIA) && defined(VK_FUCHSIA_imagepipe_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateImagePipeSurfaceFUCHSIA(VkInstance instance, const VkImagePipeSurfaceCreateInfoFUCHSIA* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateImagePipeSurfaceFUCHSIA: not supported by this Linux loader build");
    return VK_ERROR_EXTENSION_NOT_PRESENT;
}
#endif
#if (defined(VK_USE_PLATFORM_GGP) && defined(VK_GGP_stream_descriptor_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateStreamDescriptorSurfaceGGP(VkInstance instance, const VkStreamDescriptorSurfaceCreateInfoGGP* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateStreamDescriptorSurfaceGGP: not supported by this Linux loader build");
    return VK_ERROR_EXTENSION_NOT_PRESENT;
}
#endif
#if (defined(VK_USE_PLATFORM_SCREEN_QNX) && defined(VK_QNX_screen_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateScreenSurfaceQNX(VkInstance instance, const VkScreenSurfaceCreateInfoQNX* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateScreenSurfaceQNX: not supported by this Linux loader build");
    return VK_ERROR_EXTENSION_NOT_PRESENT;
}
#endif
#if (defined(VK_USE_PLATFORM_IOS_MVK) && defined(VK_MVK_ios_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateIOSSurfaceMVK(VkInstance instance, const VkIOSSurfaceCreateInfoMVK* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateIOSSurfaceMVK: not supported by this Linux loader build");
    return VK_ERROR_EXTENSION_NOT_PRESENT;
}
#endif
#if (defined(VK_USE_PLATFORM_MACOS_MVK) && defined(VK_MVK_macos_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateMacOSSurfaceMVK(VkInstance instance, const VkMacOSSurfaceCreateInfoMVK* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateMacOSSurfaceMVK: not supported by this Linux loader build");
    return VK_ERROR_EXTENSION_NOT_PRESENT;
}
#endif
#if (defined(VK_USE_PLATFORM_METAL_EXT) && defined(VK_EXT_metal_surface))
VKAPI_ATTR VkResult VKAPI_CALL CreateMetalSurfaceEXT(VkInstance instance, const VkMetalSurfaceCreateInfoEXT* pCreateInfo, const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    vkl::log(vkl::kLogError, "term::CreateMetalSurfaceEXT: not supported by this Linux loader build");
    return VK_ERROR_EXTENSION_NOT_PRESENT;
}
#endif
}  // namespace vkl::term

namespace vkl::device_term {
}  // namespace vkl::device_term



