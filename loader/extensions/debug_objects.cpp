// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// VK_EXT_debug_utils and VK_EXT_debug_marker on device objects: names and tags of instance-level
// objects (the instance, physical devices, surfaces) carry the loader's handles, which the
// driver has never seen; the device terminators put the driver's handles in their place.
// Labels are loader-implemented: no-ops on a driver without them.
#include "extensions/device_terminators.h"

namespace vkl {
namespace {

// The loader handle for an object named through a debug extension, unwrapped to the driver's.
uint64_t unwrap_object(Device& dev, VkObjectType type, uint64_t handle) {
    if (handle == 0)
        return 0;
    switch (type) {
    case VK_OBJECT_TYPE_INSTANCE:
        return reinterpret_cast<uint64_t>(dev.driver->instance);
    case VK_OBJECT_TYPE_PHYSICAL_DEVICE: {
        auto* h = reinterpret_cast<PhysicalDeviceHandle*>(handle);
        if (h->magic == kPhysicalDeviceMagic) {
            // Only without layers is `next` the loader's terminator object.
            auto* t = reinterpret_cast<PhysicalDeviceTerm*>(h->next);
            if (t->magic == kTermPhysicalDeviceMagic)
                return reinterpret_cast<uint64_t>(t->handle);
        }
        auto* t = reinterpret_cast<PhysicalDeviceTerm*>(handle);
        return t->magic == kTermPhysicalDeviceMagic ? reinterpret_cast<uint64_t>(t->handle) : handle;
    }
    case VK_OBJECT_TYPE_SURFACE_KHR:
        return reinterpret_cast<uint64_t>(surface_for_driver(reinterpret_cast<VkSurfaceKHR>(handle), *dev.driver));
    default:
        return handle;
    }
}

VkObjectType from_report_type(VkDebugReportObjectTypeEXT t) {
    switch (t) {
    case VK_DEBUG_REPORT_OBJECT_TYPE_INSTANCE_EXT: return VK_OBJECT_TYPE_INSTANCE;
    case VK_DEBUG_REPORT_OBJECT_TYPE_PHYSICAL_DEVICE_EXT: return VK_OBJECT_TYPE_PHYSICAL_DEVICE;
    case VK_DEBUG_REPORT_OBJECT_TYPE_SURFACE_KHR_EXT: return VK_OBJECT_TYPE_SURFACE_KHR;
    default: return VK_OBJECT_TYPE_UNKNOWN;
    }
}

}  // namespace

namespace device_term {

VKAPI_ATTR VkResult VKAPI_CALL DebugMarkerSetObjectTagEXT(VkDevice device, const VkDebugMarkerObjectTagInfoEXT* pTagInfo) {
    Device& dev = *device_of(device);
    VkDebugMarkerObjectTagInfoEXT info = *pTagInfo;
    info.object = unwrap_object(dev, from_report_type(info.objectType), info.object);
    const auto next = next_of<PFN_vkDebugMarkerSetObjectTagEXT>(device, Cmd::DebugMarkerSetObjectTagEXT);
    return next ? next(device, &info) : missing_device_command(device, Cmd::DebugMarkerSetObjectTagEXT);
}

VKAPI_ATTR VkResult VKAPI_CALL DebugMarkerSetObjectNameEXT(VkDevice device, const VkDebugMarkerObjectNameInfoEXT* pNameInfo) {
    Device& dev = *device_of(device);
    VkDebugMarkerObjectNameInfoEXT info = *pNameInfo;
    info.object = unwrap_object(dev, from_report_type(info.objectType), info.object);
    const auto next = next_of<PFN_vkDebugMarkerSetObjectNameEXT>(device, Cmd::DebugMarkerSetObjectNameEXT);
    return next ? next(device, &info) : missing_device_command(device, Cmd::DebugMarkerSetObjectNameEXT);
}

VKAPI_ATTR VkResult VKAPI_CALL SetDebugUtilsObjectNameEXT(VkDevice device, const VkDebugUtilsObjectNameInfoEXT* pNameInfo) {
    Device& dev = *device_of(device);
    VkDebugUtilsObjectNameInfoEXT info = *pNameInfo;
    info.objectHandle = unwrap_object(dev, info.objectType, info.objectHandle);
    // debug_utils is the loader's: without the driver's function the name is simply not kept.
    auto fn = next_of<PFN_vkSetDebugUtilsObjectNameEXT>(device, Cmd::SetDebugUtilsObjectNameEXT);
    return fn ? fn(device, &info) : VK_SUCCESS;
}

VKAPI_ATTR VkResult VKAPI_CALL SetDebugUtilsObjectTagEXT(VkDevice device, const VkDebugUtilsObjectTagInfoEXT* pTagInfo) {
    Device& dev = *device_of(device);
    VkDebugUtilsObjectTagInfoEXT info = *pTagInfo;
    info.objectHandle = unwrap_object(dev, info.objectType, info.objectHandle);
    // debug_utils is the loader's: without the driver's function the name is simply not kept.
    auto fn = next_of<PFN_vkSetDebugUtilsObjectTagEXT>(device, Cmd::SetDebugUtilsObjectTagEXT);
    return fn ? fn(device, &info) : VK_SUCCESS;
}

// Labels: forwarded when the driver has them, otherwise nothing to do.
VKAPI_ATTR void VKAPI_CALL QueueBeginDebugUtilsLabelEXT(VkQueue queue, const VkDebugUtilsLabelEXT* pLabelInfo) {
    if (auto fn = next_of<PFN_vkQueueBeginDebugUtilsLabelEXT>(queue, Cmd::QueueBeginDebugUtilsLabelEXT))
        fn(queue, pLabelInfo);
}
VKAPI_ATTR void VKAPI_CALL QueueEndDebugUtilsLabelEXT(VkQueue queue) {
    if (auto fn = next_of<PFN_vkQueueEndDebugUtilsLabelEXT>(queue, Cmd::QueueEndDebugUtilsLabelEXT))
        fn(queue);
}
VKAPI_ATTR void VKAPI_CALL QueueInsertDebugUtilsLabelEXT(VkQueue queue, const VkDebugUtilsLabelEXT* pLabelInfo) {
    if (auto fn = next_of<PFN_vkQueueInsertDebugUtilsLabelEXT>(queue, Cmd::QueueInsertDebugUtilsLabelEXT))
        fn(queue, pLabelInfo);
}
VKAPI_ATTR void VKAPI_CALL CmdBeginDebugUtilsLabelEXT(VkCommandBuffer cb, const VkDebugUtilsLabelEXT* pLabelInfo) {
    if (auto fn = next_of<PFN_vkCmdBeginDebugUtilsLabelEXT>(cb, Cmd::CmdBeginDebugUtilsLabelEXT))
        fn(cb, pLabelInfo);
}
VKAPI_ATTR void VKAPI_CALL CmdEndDebugUtilsLabelEXT(VkCommandBuffer cb) {
    if (auto fn = next_of<PFN_vkCmdEndDebugUtilsLabelEXT>(cb, Cmd::CmdEndDebugUtilsLabelEXT))
        fn(cb);
}
VKAPI_ATTR void VKAPI_CALL CmdInsertDebugUtilsLabelEXT(VkCommandBuffer cb, const VkDebugUtilsLabelEXT* pLabelInfo) {
    if (auto fn = next_of<PFN_vkCmdInsertDebugUtilsLabelEXT>(cb, Cmd::CmdInsertDebugUtilsLabelEXT))
        fn(cb, pLabelInfo);
}

}  // namespace device_term
}  // namespace vkl
