// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Trampolines of the commands that name or tag objects (VK_EXT_debug_utils, VK_EXT_debug_marker).
// The object may be a VkInstance or VkPhysicalDevice, and the application holds the loader's
// handles for those, which no layer has seen: before the call goes down the chain, each is
// replaced by the handle the top of the chain gave the loader for it (a layer such as the
// validation layer looks names up by the handles it was given). At the bottom of the chain
// the loader's device terminators replace them with the driver's own (extensions/debug_objects).
#include "types/records.h"

namespace vkl {
namespace {

uint64_t chain_handle(VkObjectType type, uint64_t handle) {
    if (handle == 0)
        return 0;
    switch (type) {
    case VK_OBJECT_TYPE_INSTANCE: {
        const auto* h = reinterpret_cast<const InstanceHandle*>(handle);
        return h->magic == kInstanceMagic ? reinterpret_cast<uint64_t>(h->next) : handle;
    }
    case VK_OBJECT_TYPE_PHYSICAL_DEVICE: {
        const auto* h = reinterpret_cast<const PhysicalDeviceHandle*>(handle);
        return h->magic == kPhysicalDeviceMagic ? reinterpret_cast<uint64_t>(h->next) : handle;
    }
    default:
        return handle;
    }
}

VkObjectType object_type_of(VkDebugReportObjectTypeEXT t) {
    switch (t) {
    case VK_DEBUG_REPORT_OBJECT_TYPE_INSTANCE_EXT: return VK_OBJECT_TYPE_INSTANCE;
    case VK_DEBUG_REPORT_OBJECT_TYPE_PHYSICAL_DEVICE_EXT: return VK_OBJECT_TYPE_PHYSICAL_DEVICE;
    default: return VK_OBJECT_TYPE_UNKNOWN;
    }
}

}  // namespace

namespace tramp {

VKAPI_ATTR VkResult VKAPI_CALL SetDebugUtilsObjectNameEXT(VkDevice device, const VkDebugUtilsObjectNameInfoEXT* pNameInfo) {
    VkDebugUtilsObjectNameInfoEXT info = *pNameInfo;
    info.objectHandle = chain_handle(info.objectType, info.objectHandle);
    return device_table(device).SetDebugUtilsObjectNameEXT(device, &info);
}

VKAPI_ATTR VkResult VKAPI_CALL SetDebugUtilsObjectTagEXT(VkDevice device, const VkDebugUtilsObjectTagInfoEXT* pTagInfo) {
    VkDebugUtilsObjectTagInfoEXT info = *pTagInfo;
    info.objectHandle = chain_handle(info.objectType, info.objectHandle);
    return device_table(device).SetDebugUtilsObjectTagEXT(device, &info);
}

VKAPI_ATTR VkResult VKAPI_CALL DebugMarkerSetObjectNameEXT(VkDevice device, const VkDebugMarkerObjectNameInfoEXT* pNameInfo) {
    VkDebugMarkerObjectNameInfoEXT info = *pNameInfo;
    info.object = chain_handle(object_type_of(info.objectType), info.object);
    return device_table(device).DebugMarkerSetObjectNameEXT(device, &info);
}

VKAPI_ATTR VkResult VKAPI_CALL DebugMarkerSetObjectTagEXT(VkDevice device, const VkDebugMarkerObjectTagInfoEXT* pTagInfo) {
    VkDebugMarkerObjectTagInfoEXT info = *pTagInfo;
    info.object = chain_handle(object_type_of(info.objectType), info.object);
    return device_table(device).DebugMarkerSetObjectTagEXT(device, &info);
}

}  // namespace tramp
}  // namespace vkl
