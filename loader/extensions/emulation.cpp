// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Instance-extension emulation for drivers that lack an extension another driver provides
// (policy.EMULATED_EXTENSIONS). Each function answers from the 1.0 (or VK_KHR_surface /
// VK_KHR_display) query the driver has; pNext chains of output structures are left untouched,
// since the driver cannot fill them. They receive the loader's terminator physical device.
#include <cstring>

#include "base/log.h"
#include "base/two_call.h"
#include "extensions/features.h"
#include "types/records.h"

namespace vkl::emulate {
namespace {

const PhysicalDeviceTerm& term(VkPhysicalDevice pd) { return term_physical_device(pd); }

// Calls a count/array query of plain structs `Plain` and stores each into `out[i].*member`.
template <typename Plain, typename Two, typename Query>
VkResult array_query(const PhysicalDeviceTerm& pd, uint32_t* pCount, Two* pOut, Plain Two::*member, Query query) {
    if (pOut == nullptr)
        return query(pCount, static_cast<Plain*>(nullptr));
    const Allocator& alloc = pd.driver->owner->alloc;
    auto* plain = static_cast<Plain*>(alloc.allocate(sizeof(Plain) * (*pCount + 1)));
    if (plain == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    const uint32_t room = *pCount;
    const VkResult r = query(pCount, plain);
    *pCount = written_count(*pCount, room);
    if (r == VK_SUCCESS || r == VK_INCOMPLETE)
        for (uint32_t i = 0; i < *pCount; ++i)
            pOut[i].*member = plain[i];
    alloc.release(plain);
    return r;
}

}  // namespace

// ---- VK_KHR_get_physical_device_properties2 ----------------------------------------------

VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceFeatures2(VkPhysicalDevice physicalDevice, VkPhysicalDeviceFeatures2* pFeatures) {
    const PhysicalDeviceTerm& pd = term(physicalDevice);
    pd.driver->table.GetPhysicalDeviceFeatures(pd.handle, &pFeatures->features);
}

VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceProperties2(VkPhysicalDevice physicalDevice, VkPhysicalDeviceProperties2* pProperties) {
    const PhysicalDeviceTerm& pd = term(physicalDevice);
    pd.driver->table.GetPhysicalDeviceProperties(pd.handle, &pProperties->properties);
}

VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceFormatProperties2(VkPhysicalDevice physicalDevice, VkFormat format,
                                                             VkFormatProperties2* pFormatProperties) {
    const PhysicalDeviceTerm& pd = term(physicalDevice);
    pd.driver->table.GetPhysicalDeviceFormatProperties(pd.handle, format, &pFormatProperties->formatProperties);
}

VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceImageFormatProperties2(VkPhysicalDevice physicalDevice,
                                                                      const VkPhysicalDeviceImageFormatInfo2* i,
                                                                      VkImageFormatProperties2* pProps) {
    const PhysicalDeviceTerm& pd = term(physicalDevice);
    return pd.driver->table.GetPhysicalDeviceImageFormatProperties(pd.handle, i->format, i->type, i->tiling, i->usage,
                                                                   i->flags, &pProps->imageFormatProperties);
}

VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceQueueFamilyProperties2(VkPhysicalDevice physicalDevice, uint32_t* pCount,
                                                                  VkQueueFamilyProperties2* pProps) {
    const PhysicalDeviceTerm& pd = term(physicalDevice);
    array_query(pd, pCount, pProps, &VkQueueFamilyProperties2::queueFamilyProperties,
                [&](uint32_t* n, VkQueueFamilyProperties* out) {
                    pd.driver->table.GetPhysicalDeviceQueueFamilyProperties(pd.handle, n, out);
                    return VK_SUCCESS;
                });
}

VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceMemoryProperties2(VkPhysicalDevice physicalDevice,
                                                             VkPhysicalDeviceMemoryProperties2* pMemoryProperties) {
    const PhysicalDeviceTerm& pd = term(physicalDevice);
    pd.driver->table.GetPhysicalDeviceMemoryProperties(pd.handle, &pMemoryProperties->memoryProperties);
}

VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceSparseImageFormatProperties2(VkPhysicalDevice physicalDevice,
                                                                        const VkPhysicalDeviceSparseImageFormatInfo2* i,
                                                                        uint32_t* pCount,
                                                                        VkSparseImageFormatProperties2* pProps) {
    const PhysicalDeviceTerm& pd = term(physicalDevice);
    array_query(pd, pCount, pProps, &VkSparseImageFormatProperties2::properties,
                [&](uint32_t* n, VkSparseImageFormatProperties* out) {
                    pd.driver->table.GetPhysicalDeviceSparseImageFormatProperties(pd.handle, i->format, i->type, i->samples,
                                                                                  i->usage, i->tiling, n, out);
                    return VK_SUCCESS;
                });
}

// ---- external memory / semaphore / fence capabilities: no external handle types ----------

VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceExternalBufferProperties(VkPhysicalDevice, const VkPhysicalDeviceExternalBufferInfo*,
                                                                    VkExternalBufferProperties* p) {
    p->externalMemoryProperties = VkExternalMemoryProperties{};
}

VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceExternalSemaphoreProperties(VkPhysicalDevice,
                                                                       const VkPhysicalDeviceExternalSemaphoreInfo*,
                                                                       VkExternalSemaphoreProperties* p) {
    p->exportFromImportedHandleTypes = 0;
    p->compatibleHandleTypes = 0;
    p->externalSemaphoreFeatures = 0;
}

VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceExternalFenceProperties(VkPhysicalDevice, const VkPhysicalDeviceExternalFenceInfo*,
                                                                   VkExternalFenceProperties* p) {
    p->exportFromImportedHandleTypes = 0;
    p->compatibleHandleTypes = 0;
    p->externalFenceFeatures = 0;
}

// ---- VK_KHR_get_surface_capabilities2, from VK_KHR_surface ------------------------------------

VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceSurfaceCapabilities2KHR(VkPhysicalDevice physicalDevice,
                                                                       const VkPhysicalDeviceSurfaceInfo2KHR* pSurfaceInfo,
                                                                       VkSurfaceCapabilities2KHR* pCaps) {
    const PhysicalDeviceTerm& pd = term(physicalDevice);
    if (pd.driver->table.GetPhysicalDeviceSurfaceCapabilitiesKHR == nullptr) {
        report_answered_for_driver(pd, Cmd::GetPhysicalDeviceSurfaceCapabilitiesKHR);
        return lacking::GetPhysicalDeviceSurfaceCapabilitiesKHR(physicalDevice, pSurfaceInfo->surface, &pCaps->surfaceCapabilities);
    }
    return pd.driver->table.GetPhysicalDeviceSurfaceCapabilitiesKHR(pd.handle, driver_surface(pd, pSurfaceInfo->surface),
                                                                     &pCaps->surfaceCapabilities);
}

}  // namespace vkl::emulate

namespace vkl {

// VK_EXT_surface_maintenance1 for a driver without it: the output structures it adds to
// VkSurfaceCapabilities2KHR are answered as a driver with no scaling and no compatible modes
// but the one asked about would.
void emulate_surface_maintenance1(const VkPhysicalDeviceSurfaceInfo2KHR& info, VkSurfaceCapabilities2KHR& caps) {
    const VkSurfacePresentModeEXT* mode = nullptr;
    for (auto* s = static_cast<const VkBaseInStructure*>(info.pNext); s; s = s->pNext)
        if (s->sType == VK_STRUCTURE_TYPE_SURFACE_PRESENT_MODE_EXT)
            mode = reinterpret_cast<const VkSurfacePresentModeEXT*>(s);
    for (auto* s = static_cast<VkBaseOutStructure*>(caps.pNext); s; s = s->pNext) {
        if (s->sType == VK_STRUCTURE_TYPE_SURFACE_PRESENT_SCALING_CAPABILITIES_EXT) {
            auto* scaling = reinterpret_cast<VkSurfacePresentScalingCapabilitiesEXT*>(s);
            scaling->supportedPresentScaling = 0;
            scaling->supportedPresentGravityX = 0;
            scaling->supportedPresentGravityY = 0;
            scaling->minScaledImageExtent = caps.surfaceCapabilities.minImageExtent;
            scaling->maxScaledImageExtent = caps.surfaceCapabilities.maxImageExtent;
        } else if (s->sType == VK_STRUCTURE_TYPE_SURFACE_PRESENT_MODE_COMPATIBILITY_EXT && mode != nullptr) {
            auto* compatible = reinterpret_cast<VkSurfacePresentModeCompatibilityEXT*>(s);
            if (compatible->pPresentModes != nullptr && compatible->presentModeCount >= 1)
                compatible->pPresentModes[0] = mode->presentMode;
            compatible->presentModeCount = 1;
        }
    }
}

}  // namespace vkl

namespace vkl::emulate {

VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceSurfaceFormats2KHR(VkPhysicalDevice physicalDevice,
                                                                  const VkPhysicalDeviceSurfaceInfo2KHR* pSurfaceInfo,
                                                                  uint32_t* pCount, VkSurfaceFormat2KHR* pFormats) {
    const PhysicalDeviceTerm& pd = term(physicalDevice);
    auto formats = pd.driver->table.GetPhysicalDeviceSurfaceFormatsKHR;
    if (formats == nullptr) {
        report_answered_for_driver(pd, Cmd::GetPhysicalDeviceSurfaceFormatsKHR);
        return lacking::GetPhysicalDeviceSurfaceFormatsKHR(physicalDevice, pSurfaceInfo->surface, pCount, nullptr);
    }
    const VkSurfaceKHR surface = driver_surface(pd, pSurfaceInfo->surface);
    return array_query(pd, pCount, pFormats, &VkSurfaceFormat2KHR::surfaceFormat,
                       [&](uint32_t* n, VkSurfaceFormatKHR* out) { return formats(pd.handle, surface, n, out); });
}

// ---- VK_KHR_get_display_properties2, from VK_KHR_display ---------------------------------------

// VK_KHR_display for a driver without it: its devices have no displays and no planes (the
// application may see displays of another driver's devices).
VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceDisplayPropertiesKHR(VkPhysicalDevice, uint32_t* pCount,
                                                                    VkDisplayPropertiesKHR*) {
    *pCount = 0;
    return VK_SUCCESS;
}

VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceDisplayPlanePropertiesKHR(VkPhysicalDevice, uint32_t* pCount,
                                                                         VkDisplayPlanePropertiesKHR*) {
    *pCount = 0;
    return VK_SUCCESS;
}

VKAPI_ATTR VkResult VKAPI_CALL GetDisplayPlaneSupportedDisplaysKHR(VkPhysicalDevice, uint32_t, uint32_t* pCount,
                                                                  VkDisplayKHR*) {
    *pCount = 0;
    return VK_SUCCESS;
}

VKAPI_ATTR VkResult VKAPI_CALL GetDisplayModePropertiesKHR(VkPhysicalDevice, VkDisplayKHR, uint32_t* pCount,
                                                          VkDisplayModePropertiesKHR*) {
    *pCount = 0;
    return VK_SUCCESS;
}

VKAPI_ATTR VkResult VKAPI_CALL CreateDisplayModeKHR(VkPhysicalDevice physicalDevice, VkDisplayKHR,
                                                   const VkDisplayModeCreateInfoKHR*, const VkAllocationCallbacks*,
                                                   VkDisplayModeKHR*) {
    log(kLogError | kLogDriver, "vkCreateDisplayModeKHR: driver %s has no VK_KHR_display (no display belongs to its "
        "devices)", term(physicalDevice).driver->manifest_path);
    return VK_ERROR_INITIALIZATION_FAILED;
}

VKAPI_ATTR VkResult VKAPI_CALL GetDisplayPlaneCapabilitiesKHR(VkPhysicalDevice, VkDisplayModeKHR, uint32_t,
                                                             VkDisplayPlaneCapabilitiesKHR* pCapabilities) {
    *pCapabilities = VkDisplayPlaneCapabilitiesKHR{};
    return VK_SUCCESS;
}

VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceDisplayProperties2KHR(VkPhysicalDevice physicalDevice, uint32_t* pCount,
                                                                     VkDisplayProperties2KHR* pProps) {
    const PhysicalDeviceTerm& pd = term(physicalDevice);
    auto fn = pd.driver->table.GetPhysicalDeviceDisplayPropertiesKHR;
    VkPhysicalDevice handle = pd.handle;
    if (fn == nullptr || !driver_may_call(*pd.driver, Cmd::GetPhysicalDeviceDisplayPropertiesKHR)) {
        fn = &GetPhysicalDeviceDisplayPropertiesKHR;  // no displays (VK_KHR_display's emulation)
        handle = physicalDevice;
    }
    return array_query(pd, pCount, pProps, &VkDisplayProperties2KHR::displayProperties,
                       [&](uint32_t* n, VkDisplayPropertiesKHR* out) { return fn(handle, n, out); });
}

VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceDisplayPlaneProperties2KHR(VkPhysicalDevice physicalDevice, uint32_t* pCount,
                                                                          VkDisplayPlaneProperties2KHR* pProps) {
    const PhysicalDeviceTerm& pd = term(physicalDevice);
    auto fn = pd.driver->table.GetPhysicalDeviceDisplayPlanePropertiesKHR;
    VkPhysicalDevice handle = pd.handle;
    if (fn == nullptr || !driver_may_call(*pd.driver, Cmd::GetPhysicalDeviceDisplayPlanePropertiesKHR)) {
        fn = &GetPhysicalDeviceDisplayPlanePropertiesKHR;  // no displays (VK_KHR_display's emulation)
        handle = physicalDevice;
    }
    return array_query(pd, pCount, pProps, &VkDisplayPlaneProperties2KHR::displayPlaneProperties,
                       [&](uint32_t* n, VkDisplayPlanePropertiesKHR* out) { return fn(handle, n, out); });
}

VKAPI_ATTR VkResult VKAPI_CALL GetDisplayModeProperties2KHR(VkPhysicalDevice physicalDevice, VkDisplayKHR display,
                                                           uint32_t* pCount, VkDisplayModeProperties2KHR* pProps) {
    const PhysicalDeviceTerm& pd = term(physicalDevice);
    auto fn = pd.driver->table.GetDisplayModePropertiesKHR;
    VkPhysicalDevice handle = pd.handle;
    if (fn == nullptr || !driver_may_call(*pd.driver, Cmd::GetDisplayModePropertiesKHR)) {
        fn = &GetDisplayModePropertiesKHR;  // no displays (VK_KHR_display's emulation)
        handle = physicalDevice;
    }
    return array_query(pd, pCount, pProps, &VkDisplayModeProperties2KHR::displayModeProperties,
                       [&](uint32_t* n, VkDisplayModePropertiesKHR* out) { return fn(handle, display, n, out); });
}

VKAPI_ATTR VkResult VKAPI_CALL GetDisplayPlaneCapabilities2KHR(VkPhysicalDevice physicalDevice,
                                                              const VkDisplayPlaneInfo2KHR* pInfo,
                                                              VkDisplayPlaneCapabilities2KHR* pCaps) {
    const PhysicalDeviceTerm& pd = term(physicalDevice);
    auto fn = pd.driver->table.GetDisplayPlaneCapabilitiesKHR;
    VkPhysicalDevice handle = pd.handle;
    if (fn == nullptr || !driver_may_call(*pd.driver, Cmd::GetDisplayPlaneCapabilitiesKHR)) {
        fn = &GetDisplayPlaneCapabilitiesKHR;  // no displays (VK_KHR_display's emulation)
        handle = physicalDevice;
    }
    return fn(handle, pInfo->mode, pInfo->planeIndex, &pCaps->capabilities);
}

}  // namespace vkl::emulate

// ---- policy.WHEN_DRIVER_LACKS entries no table can say (emulated: from another command) ---------

namespace vkl::lacking {

#if defined(VK_EXT_display_surface_counter)
// VK_EXT_display_surface_counter: the driver's VK_KHR_surface capabilities, with no counters.
VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceSurfaceCapabilities2EXT(VkPhysicalDevice physicalDevice, VkSurfaceKHR surface,
                                                                       VkSurfaceCapabilities2EXT* pCaps) {
    const PhysicalDeviceTerm& pd = term_physical_device(physicalDevice);
    VkSurfaceCapabilitiesKHR caps{};
    const auto khr = pd.driver->table.GetPhysicalDeviceSurfaceCapabilitiesKHR;
    const VkResult r = khr ? khr(pd.handle, driver_surface(pd, surface), &caps)
                           : lacking::GetPhysicalDeviceSurfaceCapabilitiesKHR(physicalDevice, surface, &caps);
    pCaps->minImageCount = caps.minImageCount;
    pCaps->maxImageCount = caps.maxImageCount;
    pCaps->currentExtent = caps.currentExtent;
    pCaps->minImageExtent = caps.minImageExtent;
    pCaps->maxImageExtent = caps.maxImageExtent;
    pCaps->maxImageArrayLayers = caps.maxImageArrayLayers;
    pCaps->supportedTransforms = caps.supportedTransforms;
    pCaps->currentTransform = caps.currentTransform;
    pCaps->supportedCompositeAlpha = caps.supportedCompositeAlpha;
    pCaps->supportedUsageFlags = caps.supportedUsageFlags;
    pCaps->supportedSurfaceCounters = 0;
    return r;
}
#endif

#if defined(VK_NV_external_memory_capabilities)
// VK_NV_external_memory_capabilities: no external memory at all. Without a handle type the
// image format is the driver's 1.0 answer; a handle type is not supported.
VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceExternalImageFormatPropertiesNV(
    VkPhysicalDevice physicalDevice, VkFormat format, VkImageType type, VkImageTiling tiling, VkImageUsageFlags usage,
    VkImageCreateFlags flags, VkExternalMemoryHandleTypeFlagsNV externalHandleType, VkExternalImageFormatPropertiesNV* pProps) {
    if (externalHandleType != 0)
        return VK_ERROR_FORMAT_NOT_SUPPORTED;
    const PhysicalDeviceTerm& pd = term_physical_device(physicalDevice);
    pProps->externalMemoryFeatures = 0;
    pProps->exportFromImportedHandleTypes = 0;
    pProps->compatibleHandleTypes = 0;
    return pd.driver->table.GetPhysicalDeviceImageFormatProperties(pd.handle, format, type, tiling, usage, flags,
                                                                   &pProps->imageFormatProperties);
}
#endif

}  // namespace vkl::lacking
