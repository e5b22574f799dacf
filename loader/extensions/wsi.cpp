// Window-system integration: loader-owned surfaces, the surface-carrying device terminators,
// and the object-name unwrapping of the debug extensions.
#include <cstring>

#include "dispatch.h"
#include "base/log.h"

namespace vkl {

VkSurfaceKHR surface_for_driver(VkSurfaceKHR surface, const Driver& driver) {
    if (surface == VK_NULL_HANDLE)
        return VK_NULL_HANDLE;
    auto* s = reinterpret_cast<Surface*>(surface);
    const Instance& inst = *driver.owner;
    const auto index = static_cast<size_t>(&driver - inst.drivers);
    if (s->driver_surfaces && index < inst.driver_count && s->driver_surfaces[index] != VK_NULL_HANDLE)
        return s->driver_surfaces[index];
    return reinterpret_cast<VkSurfaceKHR>(&s->icd.base);  // drivers below interface 3
}

VkSurfaceKHR driver_surface(const PhysicalDeviceTerm& pd, VkSurfaceKHR surface) {
    return surface_for_driver(surface, *pd.driver);
}

void report_missing_driver_command(const PhysicalDeviceTerm& pd, Cmd command) {
    log(kLogError | kLogDriver, "driver %s does not provide %s; returning an error instead",
        pd.driver && pd.driver->manifest_path ? pd.driver->manifest_path : "(unknown)",
        kStringPool + kCommands[static_cast<uint16_t>(command)].name);
}

namespace {

// Creates a loader surface; `create_in_driver(driver, &handle)` makes each interface-3+
// driver's own surface (return VK_SUCCESS with a null handle to skip a driver).
template <typename Fill, typename CreateInDriver>
VkResult create_surface(VkInstance instance, VkSurfaceKHR* pSurface, Fill fill, CreateInDriver create_in_driver,
                        const VkAllocationCallbacks* pAllocator) {
    Instance& inst = *instance_of(instance);
    const Allocator alloc(pAllocator ? pAllocator : inst.alloc.callbacks(), VK_SYSTEM_ALLOCATION_SCOPE_OBJECT);
    auto* s = alloc.make<Surface>();
    if (s == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    std::memset(&s->icd, 0, sizeof s->icd);
    s->instance = &inst;
    fill(s->icd);
    s->driver_surfaces = static_cast<VkSurfaceKHR*>(alloc.allocate(sizeof(VkSurfaceKHR) * (inst.driver_count + 1)));
    if (s->driver_surfaces == nullptr) {
        alloc.destroy(s);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    for (uint32_t d = 0; d <= inst.driver_count; ++d)
        s->driver_surfaces[d] = VK_NULL_HANDLE;
    for (uint32_t d = 0; d < inst.driver_count; ++d) {
        Driver& drv = inst.drivers[d];
        if (drv.interface_version < 3)
            continue;
        const VkResult r = create_in_driver(drv, &s->driver_surfaces[d]);
        if (r != VK_SUCCESS) {
            for (uint32_t k = 0; k < d; ++k)
                if (s->driver_surfaces[k] != VK_NULL_HANDLE && inst.drivers[k].table.DestroySurfaceKHR)
                    inst.drivers[k].table.DestroySurfaceKHR(inst.drivers[k].instance, s->driver_surfaces[k], pAllocator);
            alloc.release(s->driver_surfaces);
            alloc.destroy(s);
            return r;
        }
    }
    *pSurface = reinterpret_cast<VkSurfaceKHR>(s);
    return VK_SUCCESS;
}

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

template <typename PFN>
PFN next_of(const void* dispatchable, Cmd cmd) {
    const Device& dev = *device_of(dispatchable);
    for (uint16_t i = 0; i < kDeviceTerminatorCount; ++i)
        if (kDeviceTerminators[i].command == cmd)
            return reinterpret_cast<PFN>(dev.terminator_next[i]);
    return nullptr;
}

}  // namespace

void prepare_device_terminators(Device& dev) {
    const auto gdpa = dev.driver->table.GetDeviceProcAddr;
    for (uint16_t i = 0; i < kDeviceTerminatorCount; ++i) {
        const DeviceTerminator& t = kDeviceTerminators[i];
        if (t.function == nullptr)
            continue;
        // The driver's function, by the command's names (canonical first).
        const CommandInfo& info = kCommands[static_cast<uint16_t>(t.command)];
        for (uint8_t k = 0; k < info.name_count && dev.terminator_next[i] == nullptr; ++k)
            dev.terminator_next[i] = gdpa(dev.driver_device, kStringPool + kNames[info.first_name + k].name);
        dev.terminator_installed[i] = dev.terminator_next[i] != nullptr || t.noop_when_driver_lacks;
    }
}

namespace term {

#if defined(VK_USE_PLATFORM_XCB_KHR)
VKAPI_ATTR VkResult VKAPI_CALL CreateXcbSurfaceKHR(VkInstance instance, const VkXcbSurfaceCreateInfoKHR* ci,
                                                   const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    return create_surface(
        instance, pSurface,
        [&](auto& icd) {
            icd.xcb.base.platform = VK_ICD_WSI_PLATFORM_XCB;
            icd.xcb.connection = ci->connection;
            icd.xcb.window = ci->window;
        },
        [&](Driver& d, VkSurfaceKHR* out) {
            return d.table.CreateXcbSurfaceKHR ? d.table.CreateXcbSurfaceKHR(d.instance, ci, pAllocator, out) : VK_SUCCESS;
        },
        pAllocator);
}
#endif

#if defined(VK_USE_PLATFORM_XLIB_KHR)
VKAPI_ATTR VkResult VKAPI_CALL CreateXlibSurfaceKHR(VkInstance instance, const VkXlibSurfaceCreateInfoKHR* ci,
                                                    const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    return create_surface(
        instance, pSurface,
        [&](auto& icd) {
            icd.xlib.base.platform = VK_ICD_WSI_PLATFORM_XLIB;
            icd.xlib.dpy = ci->dpy;
            icd.xlib.window = ci->window;
        },
        [&](Driver& d, VkSurfaceKHR* out) {
            return d.table.CreateXlibSurfaceKHR ? d.table.CreateXlibSurfaceKHR(d.instance, ci, pAllocator, out) : VK_SUCCESS;
        },
        pAllocator);
}
#endif

#if defined(VK_USE_PLATFORM_WAYLAND_KHR)
VKAPI_ATTR VkResult VKAPI_CALL CreateWaylandSurfaceKHR(VkInstance instance, const VkWaylandSurfaceCreateInfoKHR* ci,
                                                       const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    return create_surface(
        instance, pSurface,
        [&](auto& icd) {
            icd.wayland.base.platform = VK_ICD_WSI_PLATFORM_WAYLAND;
            icd.wayland.display = ci->display;
            icd.wayland.surface = ci->surface;
        },
        [&](Driver& d, VkSurfaceKHR* out) {
            return d.table.CreateWaylandSurfaceKHR ? d.table.CreateWaylandSurfaceKHR(d.instance, ci, pAllocator, out)
                                                   : VK_SUCCESS;
        },
        pAllocator);
}
#endif

VKAPI_ATTR VkResult VKAPI_CALL CreateHeadlessSurfaceEXT(VkInstance instance, const VkHeadlessSurfaceCreateInfoEXT* ci,
                                                        const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    return create_surface(
        instance, pSurface, [&](auto& icd) { icd.headless.base.platform = VK_ICD_WSI_PLATFORM_HEADLESS; },
        [&](Driver& d, VkSurfaceKHR* out) {
            return d.table.CreateHeadlessSurfaceEXT ? d.table.CreateHeadlessSurfaceEXT(d.instance, ci, pAllocator, out)
                                                    : VK_SUCCESS;
        },
        pAllocator);
}

VKAPI_ATTR VkResult VKAPI_CALL CreateDisplayPlaneSurfaceKHR(VkInstance instance, const VkDisplaySurfaceCreateInfoKHR* ci,
                                                            const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    return create_surface(
        instance, pSurface,
        [&](auto& icd) {
            icd.display.base.platform = VK_ICD_WSI_PLATFORM_DISPLAY;
            icd.display.displayMode = ci->displayMode;
            icd.display.planeIndex = ci->planeIndex;
            icd.display.planeStackIndex = ci->planeStackIndex;
            icd.display.transform = ci->transform;
            icd.display.globalAlpha = ci->globalAlpha;
            icd.display.alphaMode = ci->alphaMode;
            icd.display.imageExtent = ci->imageExtent;
        },
        [&](Driver& d, VkSurfaceKHR* out) {
            return d.table.CreateDisplayPlaneSurfaceKHR
                       ? d.table.CreateDisplayPlaneSurfaceKHR(d.instance, ci, pAllocator, out)
                       : VK_SUCCESS;
        },
        pAllocator);
}

VKAPI_ATTR void VKAPI_CALL DestroySurfaceKHR(VkInstance instance, VkSurfaceKHR surface,
                                             const VkAllocationCallbacks* pAllocator) {
    if (surface == VK_NULL_HANDLE)
        return;
    Instance& inst = *instance_of(instance);
    auto* s = reinterpret_cast<Surface*>(surface);
    for (uint32_t d = 0; d < inst.driver_count; ++d)
        if (s->driver_surfaces[d] != VK_NULL_HANDLE && inst.drivers[d].table.DestroySurfaceKHR)
            inst.drivers[d].table.DestroySurfaceKHR(inst.drivers[d].instance, s->driver_surfaces[d], pAllocator);
    const Allocator alloc(pAllocator ? pAllocator : inst.alloc.callbacks(), VK_SYSTEM_ALLOCATION_SCOPE_OBJECT);
    alloc.release(s->driver_surfaces);
    alloc.destroy(s);
}

VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceSurfaceCapabilities2KHR(VkPhysicalDevice physicalDevice,
                                                                        const VkPhysicalDeviceSurfaceInfo2KHR* pSurfaceInfo,
                                                                        VkSurfaceCapabilities2KHR* pCaps) {
    const PhysicalDeviceTerm& pd = term_physical_device(physicalDevice);
    VkPhysicalDeviceSurfaceInfo2KHR info = *pSurfaceInfo;
    info.surface = driver_surface(pd, pSurfaceInfo->surface);
    if (pd.driver->table.GetPhysicalDeviceSurfaceCapabilities2KHR)
        return pd.driver->table.GetPhysicalDeviceSurfaceCapabilities2KHR(pd.handle, &info, pCaps);
    return emulate::GetPhysicalDeviceSurfaceCapabilities2KHR(physicalDevice, pSurfaceInfo, pCaps);
}

VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceSurfaceFormats2KHR(VkPhysicalDevice physicalDevice,
                                                                   const VkPhysicalDeviceSurfaceInfo2KHR* pSurfaceInfo,
                                                                   uint32_t* pCount, VkSurfaceFormat2KHR* pFormats) {
    const PhysicalDeviceTerm& pd = term_physical_device(physicalDevice);
    VkPhysicalDeviceSurfaceInfo2KHR info = *pSurfaceInfo;
    info.surface = driver_surface(pd, pSurfaceInfo->surface);
    if (pd.driver->table.GetPhysicalDeviceSurfaceFormats2KHR)
        return pd.driver->table.GetPhysicalDeviceSurfaceFormats2KHR(pd.handle, &info, pCount, pFormats);
    return emulate::GetPhysicalDeviceSurfaceFormats2KHR(physicalDevice, pSurfaceInfo, pCount, pFormats);
}

VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceToolProperties(VkPhysicalDevice physicalDevice, uint32_t* pToolCount,
                                                               VkPhysicalDeviceToolProperties* pToolProperties) {
    const PhysicalDeviceTerm& pd = term_physical_device(physicalDevice);
    if (pd.driver->table.GetPhysicalDeviceToolProperties)
        return pd.driver->table.GetPhysicalDeviceToolProperties(pd.handle, pToolCount, pToolProperties);
    *pToolCount = 0;  // a driver without it reports no tools
    return VK_SUCCESS;
}

}  // namespace term

namespace device_term {

VKAPI_ATTR VkResult VKAPI_CALL CreateSwapchainKHR(VkDevice device, const VkSwapchainCreateInfoKHR* pCreateInfo,
                                                  const VkAllocationCallbacks* pAllocator, VkSwapchainKHR* pSwapchain) {
    Device& dev = *device_of(device);
    VkSwapchainCreateInfoKHR ci = *pCreateInfo;
    ci.surface = surface_for_driver(pCreateInfo->surface, *dev.driver);
    return next_of<PFN_vkCreateSwapchainKHR>(device, Cmd::CreateSwapchainKHR)(device, &ci, pAllocator, pSwapchain);
}

VKAPI_ATTR VkResult VKAPI_CALL CreateSharedSwapchainsKHR(VkDevice device, uint32_t count,
                                                         const VkSwapchainCreateInfoKHR* pCreateInfos,
                                                         const VkAllocationCallbacks* pAllocator, VkSwapchainKHR* pSwapchains) {
    Device& dev = *device_of(device);
    auto* cis = static_cast<VkSwapchainCreateInfoKHR*>(dev.alloc.allocate(sizeof(VkSwapchainCreateInfoKHR) * (count + 1)));
    if (cis == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    for (uint32_t i = 0; i < count; ++i) {
        cis[i] = pCreateInfos[i];
        cis[i].surface = surface_for_driver(pCreateInfos[i].surface, *dev.driver);
    }
    const VkResult r = next_of<PFN_vkCreateSharedSwapchainsKHR>(device, Cmd::CreateSharedSwapchainsKHR)(
        device, count, cis, pAllocator, pSwapchains);
    dev.alloc.release(cis);
    return r;
}

VKAPI_ATTR VkResult VKAPI_CALL GetDeviceGroupSurfacePresentModesKHR(VkDevice device, VkSurfaceKHR surface,
                                                                    VkDeviceGroupPresentModeFlagsKHR* pModes) {
    Device& dev = *device_of(device);
    return next_of<PFN_vkGetDeviceGroupSurfacePresentModesKHR>(device, Cmd::GetDeviceGroupSurfacePresentModesKHR)(
        device, surface_for_driver(surface, *dev.driver), pModes);
}

VKAPI_ATTR VkResult VKAPI_CALL DebugMarkerSetObjectTagEXT(VkDevice device, const VkDebugMarkerObjectTagInfoEXT* pTagInfo) {
    Device& dev = *device_of(device);
    VkDebugMarkerObjectTagInfoEXT info = *pTagInfo;
    info.object = unwrap_object(dev, from_report_type(info.objectType), info.object);
    return next_of<PFN_vkDebugMarkerSetObjectTagEXT>(device, Cmd::DebugMarkerSetObjectTagEXT)(device, &info);
}

VKAPI_ATTR VkResult VKAPI_CALL DebugMarkerSetObjectNameEXT(VkDevice device, const VkDebugMarkerObjectNameInfoEXT* pNameInfo) {
    Device& dev = *device_of(device);
    VkDebugMarkerObjectNameInfoEXT info = *pNameInfo;
    info.object = unwrap_object(dev, from_report_type(info.objectType), info.object);
    return next_of<PFN_vkDebugMarkerSetObjectNameEXT>(device, Cmd::DebugMarkerSetObjectNameEXT)(device, &info);
}

VKAPI_ATTR VkResult VKAPI_CALL SetDebugUtilsObjectNameEXT(VkDevice device, const VkDebugUtilsObjectNameInfoEXT* pNameInfo) {
    Device& dev = *device_of(device);
    VkDebugUtilsObjectNameInfoEXT info = *pNameInfo;
    info.objectHandle = unwrap_object(dev, info.objectType, info.objectHandle);
    return next_of<PFN_vkSetDebugUtilsObjectNameEXT>(device, Cmd::SetDebugUtilsObjectNameEXT)(device, &info);
}

VKAPI_ATTR VkResult VKAPI_CALL SetDebugUtilsObjectTagEXT(VkDevice device, const VkDebugUtilsObjectTagInfoEXT* pTagInfo) {
    Device& dev = *device_of(device);
    VkDebugUtilsObjectTagInfoEXT info = *pTagInfo;
    info.objectHandle = unwrap_object(dev, info.objectType, info.objectHandle);
    return next_of<PFN_vkSetDebugUtilsObjectTagEXT>(device, Cmd::SetDebugUtilsObjectTagEXT)(device, &info);
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
