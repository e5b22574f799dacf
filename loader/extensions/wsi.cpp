// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Window-system integration: loader-owned surfaces, the surface queries and the device
// terminators that carry a surface (unwrapped to each driver's own).
#include <cstring>
#include <mutex>

#include "base/log.h"
#include "extensions/device_terminators.h"
#include "extensions/features.h"
#include "types/records.h"

namespace vkl {

VkSurfaceKHR surface_for_driver(VkSurfaceKHR surface, const Driver& driver) {
    if (surface == VK_NULL_HANDLE)
        return VK_NULL_HANDLE;
    auto* s = reinterpret_cast<Surface*>(surface);
    const Instance& inst = *driver.owner;
    const auto index = static_cast<size_t>(&driver - inst.drivers);
    // A driver that makes its own surfaces gets its own handle, whatever it is: the loader's
    // VkIcdSurface would look to it like a handle it never made.
    if (s->driver_owned && index < inst.driver_count && s->driver_owned[index])
        return s->driver_surfaces[index];
    return reinterpret_cast<VkSurfaceKHR>(&s->icd.base);  // drivers below interface 3, or without the platform
}

VkSurfaceKHR driver_surface(const PhysicalDeviceTerm& pd, VkSurfaceKHR surface) {
    return surface_for_driver(surface, *pd.driver);
}

namespace {

// What a create_in_driver returns for a driver without that platform's surface function.
constexpr VkResult kNoDriverSurface = VK_RESULT_MAX_ENUM;

// Creates a loader surface; `create_in_driver(driver, &handle)` makes each interface-3+
// driver's own surface, or returns kNoDriverSurface (the driver then gets the VkIcdSurface).
// `extension` is the platform's surface extension: the call is an error on an instance that
// did not enable it (the exported symbol is always there).
template <typename Fill, typename CreateInDriver>
VkResult create_surface(VkInstance instance, const char* extension, VkSurfaceKHR* pSurface, Fill fill,
                        CreateInDriver create_in_driver, const VkAllocationCallbacks* pAllocator) {
    Instance& inst = *instance_of(instance);
    const int ext = instance_extension_index(extension);
    if (ext < 0 || !inst.enabled_ext[ext]) {
        const LogScope scope(&inst);
        log(kLogError | kLogValidation, "vkCreate*SurfaceKHR: %s is not enabled on this instance", extension);
        return VK_ERROR_EXTENSION_NOT_PRESENT;
    }
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
    s->driver_owned = static_cast<bool*>(alloc.allocate(sizeof(bool) * (inst.driver_count + 1)));
    if (s->driver_owned == nullptr) {
        alloc.release(s->driver_surfaces);
        alloc.destroy(s);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    for (uint32_t d = 0; d <= inst.driver_count; ++d) {
        s->driver_surfaces[d] = VK_NULL_HANDLE;
        s->driver_owned[d] = false;
    }
    for (uint32_t d = 0; d < inst.driver_count; ++d) {
        // Only a driver that has the platform (the extension is enabled on its instance) is
        // asked to make its own surface.
        Driver& drv = inst.drivers[d];
        if (drv.interface_version < 3 || !drv.enabled_ext[ext])
            continue;
        const VkResult r = create_in_driver(drv, &s->driver_surfaces[d]);
        if (r == kNoDriverSurface)
            continue;
        s->driver_owned[d] = true;
        if (r != VK_SUCCESS) {
            for (uint32_t k = 0; k < d; ++k)
                if (s->driver_surfaces[k] != VK_NULL_HANDLE && inst.drivers[k].table.DestroySurfaceKHR)
                    inst.drivers[k].table.DestroySurfaceKHR(inst.drivers[k].instance, s->driver_surfaces[k], pAllocator);
            alloc.release(s->driver_surfaces);
            alloc.release(s->driver_owned);
            alloc.destroy(s);
            return r;
        }
    }
    s->alloc = alloc;
    s->own_callbacks = pAllocator != nullptr;
    {
        const std::lock_guard<Mutex> guard(inst.surface_lock);
        s->next = inst.surfaces;
        if (s->next)
            s->next->prev = s;
        inst.surfaces = s;
    }
    *pSurface = reinterpret_cast<VkSurfaceKHR>(s);
    return VK_SUCCESS;
}

// Destroys each driver's part of `s`, then the loader's.
void destroy_surface(Instance& inst, Surface* s, const VkAllocationCallbacks* pAllocator, const Allocator& alloc) {
    for (uint32_t d = 0; d < inst.driver_count; ++d)
        if (s->driver_surfaces[d] != VK_NULL_HANDLE && inst.drivers[d].table.DestroySurfaceKHR)
            inst.drivers[d].table.DestroySurfaceKHR(inst.drivers[d].instance, s->driver_surfaces[d], pAllocator);
    alloc.release(s->driver_surfaces);
    alloc.release(s->driver_owned);
    alloc.destroy(s);
}

}  // namespace

void destroy_leftover_surfaces(Instance& inst) {
    // The application should have destroyed them (VUID-vkDestroyInstance-instance-00629); the
    // drivers still get their vkDestroySurfaceKHR before their vkDestroyInstance, with the
    // allocator each surface was made with, as in both Khronos loaders, and nothing leaks.
    const std::lock_guard<Mutex> guard(inst.surface_lock);
    while (Surface* s = inst.surfaces) {
        inst.surfaces = s->next;
        const Allocator alloc = s->alloc;
        destroy_surface(inst, s, s->own_callbacks ? alloc.callbacks() : nullptr, alloc);
    }
}

namespace term {

#if defined(VK_USE_PLATFORM_XCB_KHR)
VKAPI_ATTR VkResult VKAPI_CALL CreateXcbSurfaceKHR(VkInstance instance, const VkXcbSurfaceCreateInfoKHR* ci,
                                                   const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    return create_surface(
        instance, VK_KHR_XCB_SURFACE_EXTENSION_NAME, pSurface,
        [&](auto& icd) {
            icd.xcb.base.platform = VK_ICD_WSI_PLATFORM_XCB;
            icd.xcb.connection = ci->connection;
            icd.xcb.window = ci->window;
        },
        [&](Driver& d, VkSurfaceKHR* out) {
            return d.table.CreateXcbSurfaceKHR ? d.table.CreateXcbSurfaceKHR(d.instance, ci, pAllocator, out) : kNoDriverSurface;
        },
        pAllocator);
}
#endif

#if defined(VK_USE_PLATFORM_XLIB_KHR)
VKAPI_ATTR VkResult VKAPI_CALL CreateXlibSurfaceKHR(VkInstance instance, const VkXlibSurfaceCreateInfoKHR* ci,
                                                    const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    return create_surface(
        instance, VK_KHR_XLIB_SURFACE_EXTENSION_NAME, pSurface,
        [&](auto& icd) {
            icd.xlib.base.platform = VK_ICD_WSI_PLATFORM_XLIB;
            icd.xlib.dpy = ci->dpy;
            icd.xlib.window = ci->window;
        },
        [&](Driver& d, VkSurfaceKHR* out) {
            return d.table.CreateXlibSurfaceKHR ? d.table.CreateXlibSurfaceKHR(d.instance, ci, pAllocator, out) : kNoDriverSurface;
        },
        pAllocator);
}
#endif

#if defined(VK_USE_PLATFORM_WAYLAND_KHR)
VKAPI_ATTR VkResult VKAPI_CALL CreateWaylandSurfaceKHR(VkInstance instance, const VkWaylandSurfaceCreateInfoKHR* ci,
                                                       const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    return create_surface(
        instance, VK_KHR_WAYLAND_SURFACE_EXTENSION_NAME, pSurface,
        [&](auto& icd) {
            icd.wayland.base.platform = VK_ICD_WSI_PLATFORM_WAYLAND;
            icd.wayland.display = ci->display;
            icd.wayland.surface = ci->surface;
        },
        [&](Driver& d, VkSurfaceKHR* out) {
            return d.table.CreateWaylandSurfaceKHR ? d.table.CreateWaylandSurfaceKHR(d.instance, ci, pAllocator, out)
                                                   : kNoDriverSurface;
        },
        pAllocator);
}
#endif

#if defined(VK_USE_PLATFORM_WIN32_KHR)
VKAPI_ATTR VkResult VKAPI_CALL CreateWin32SurfaceKHR(VkInstance instance, const VkWin32SurfaceCreateInfoKHR* ci,
                                                     const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    return create_surface(
        instance, VK_KHR_WIN32_SURFACE_EXTENSION_NAME, pSurface,
        [&](auto& icd) {
            icd.win32.base.platform = VK_ICD_WSI_PLATFORM_WIN32;
            icd.win32.hinstance = ci->hinstance;
            icd.win32.hwnd = ci->hwnd;
        },
        [&](Driver& d, VkSurfaceKHR* out) {
            return d.table.CreateWin32SurfaceKHR ? d.table.CreateWin32SurfaceKHR(d.instance, ci, pAllocator, out)
                                                 : kNoDriverSurface;
        },
        pAllocator);
}
#endif

VKAPI_ATTR VkResult VKAPI_CALL CreateHeadlessSurfaceEXT(VkInstance instance, const VkHeadlessSurfaceCreateInfoEXT* ci,
                                                        const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    return create_surface(
        instance, VK_EXT_HEADLESS_SURFACE_EXTENSION_NAME, pSurface, [&](auto& icd) { icd.headless.base.platform = VK_ICD_WSI_PLATFORM_HEADLESS; },
        [&](Driver& d, VkSurfaceKHR* out) {
            return d.table.CreateHeadlessSurfaceEXT ? d.table.CreateHeadlessSurfaceEXT(d.instance, ci, pAllocator, out)
                                                    : kNoDriverSurface;
        },
        pAllocator);
}

VKAPI_ATTR VkResult VKAPI_CALL CreateDisplayPlaneSurfaceKHR(VkInstance instance, const VkDisplaySurfaceCreateInfoKHR* ci,
                                                            const VkAllocationCallbacks* pAllocator, VkSurfaceKHR* pSurface) {
    return create_surface(
        instance, VK_KHR_DISPLAY_EXTENSION_NAME, pSurface,
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
                       : kNoDriverSurface;
        },
        pAllocator);
}

VKAPI_ATTR void VKAPI_CALL DestroySurfaceKHR(VkInstance instance, VkSurfaceKHR surface,
                                             const VkAllocationCallbacks* pAllocator) {
    if (surface == VK_NULL_HANDLE)
        return;
    Instance& inst = *instance_of(instance);
    auto* s = reinterpret_cast<Surface*>(surface);
    {
        const std::lock_guard<Mutex> guard(inst.surface_lock);
        (s->prev ? s->prev->next : inst.surfaces) = s->next;
        if (s->next)
            s->next->prev = s->prev;
    }
    destroy_surface(inst, s, pAllocator,
                    Allocator(pAllocator ? pAllocator : inst.alloc.callbacks(), VK_SYSTEM_ALLOCATION_SCOPE_OBJECT));
}

VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceSurfaceCapabilities2KHR(VkPhysicalDevice physicalDevice,
                                                                        const VkPhysicalDeviceSurfaceInfo2KHR* pSurfaceInfo,
                                                                        VkSurfaceCapabilities2KHR* pCaps) {
    const PhysicalDeviceTerm& pd = term_physical_device(physicalDevice);
    VkPhysicalDeviceSurfaceInfo2KHR info = *pSurfaceInfo;
    info.surface = driver_surface(pd, pSurfaceInfo->surface);
    const VkResult r = pd.driver->table.GetPhysicalDeviceSurfaceCapabilities2KHR
                           ? pd.driver->table.GetPhysicalDeviceSurfaceCapabilities2KHR(pd.handle, &info, pCaps)
                           : emulate::GetPhysicalDeviceSurfaceCapabilities2KHR(physicalDevice, pSurfaceInfo, pCaps);
    const int m1 = instance_extension_index(VK_EXT_SURFACE_MAINTENANCE_1_EXTENSION_NAME);
    if (r == VK_SUCCESS && m1 >= 0 && !pd.driver->enabled_ext[m1])
        emulate_surface_maintenance1(*pSurfaceInfo, *pCaps);
    return r;
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

#if defined(VK_USE_PLATFORM_WIN32_KHR) && defined(VK_EXT_full_screen_exclusive)
// VK_EXT_full_screen_exclusive's physical-device query: the surface in the info unwrapped for
// the driver (a driver without the command: the extension is not there).
VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceSurfacePresentModes2EXT(VkPhysicalDevice physicalDevice,
                                                                        const VkPhysicalDeviceSurfaceInfo2KHR* pSurfaceInfo,
                                                                        uint32_t* pCount, VkPresentModeKHR* pModes) {
    const PhysicalDeviceTerm& pd = term_physical_device(physicalDevice);
    if (pd.driver->table.GetPhysicalDeviceSurfacePresentModes2EXT == nullptr) {
        log(kLogError | kLogDriver, "vkGetPhysicalDeviceSurfacePresentModes2EXT: the driver %s lacks it",
            pd.driver->lib->library_path);
        return VK_ERROR_EXTENSION_NOT_PRESENT;
    }
    VkPhysicalDeviceSurfaceInfo2KHR info = *pSurfaceInfo;
    info.surface = driver_surface(pd, pSurfaceInfo->surface);
    return pd.driver->table.GetPhysicalDeviceSurfacePresentModes2EXT(pd.handle, &info, pCount, pModes);
}
#endif

}  // namespace term

namespace device_term {

#if defined(VK_USE_PLATFORM_WIN32_KHR) && defined(VK_EXT_full_screen_exclusive)
// Its device-level query: the same unwrapping, for the device's driver.
VKAPI_ATTR VkResult VKAPI_CALL GetDeviceGroupSurfacePresentModes2EXT(VkDevice device,
                                                                     const VkPhysicalDeviceSurfaceInfo2KHR* pSurfaceInfo,
                                                                     VkDeviceGroupPresentModeFlagsKHR* pModes) {
    Device& dev = *device_of(device);
    const auto next =
        next_of<PFN_vkGetDeviceGroupSurfacePresentModes2EXT>(device, Cmd::GetDeviceGroupSurfacePresentModes2EXT);
    if (next == nullptr)
        return missing_device_command(device, Cmd::GetDeviceGroupSurfacePresentModes2EXT);
    VkPhysicalDeviceSurfaceInfo2KHR info = *pSurfaceInfo;
    info.surface = surface_for_driver(pSurfaceInfo->surface, *dev.driver);
    return next(device, &info, pModes);
}
#endif

VKAPI_ATTR VkResult VKAPI_CALL CreateSwapchainKHR(VkDevice device, const VkSwapchainCreateInfoKHR* pCreateInfo,
                                                  const VkAllocationCallbacks* pAllocator, VkSwapchainKHR* pSwapchain) {
    Device& dev = *device_of(device);
    if (pCreateInfo->surface == VK_NULL_HANDLE) {
        // The loader cannot tell the driver which of its surfaces is meant; drivers are not
        // required to survive a null one.
        log(kLogError | kLogValidation, "vkCreateSwapchainKHR: pCreateInfo->surface is VK_NULL_HANDLE "
            "[VUID-VkSwapchainCreateInfoKHR-surface-parameter]");
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    VkSwapchainCreateInfoKHR ci = *pCreateInfo;
    ci.surface = surface_for_driver(pCreateInfo->surface, *dev.driver);
    const auto next = next_of<PFN_vkCreateSwapchainKHR>(device, Cmd::CreateSwapchainKHR);
    return next ? next(device, &ci, pAllocator, pSwapchain) : missing_device_command(device, Cmd::CreateSwapchainKHR);
}

VKAPI_ATTR VkResult VKAPI_CALL CreateSharedSwapchainsKHR(VkDevice device, uint32_t count,
                                                         const VkSwapchainCreateInfoKHR* pCreateInfos,
                                                         const VkAllocationCallbacks* pAllocator, VkSwapchainKHR* pSwapchains) {
    Device& dev = *device_of(device);
    const auto next = next_of<PFN_vkCreateSharedSwapchainsKHR>(device, Cmd::CreateSharedSwapchainsKHR);
    if (next == nullptr)
        return missing_device_command(device, Cmd::CreateSharedSwapchainsKHR);
    for (uint32_t i = 0; i < count; ++i)
        if (pCreateInfos[i].surface == VK_NULL_HANDLE) {
            log(kLogError | kLogValidation, "vkCreateSharedSwapchainsKHR: pCreateInfos[%u].surface is VK_NULL_HANDLE "
                "[VUID-VkSwapchainCreateInfoKHR-surface-parameter]", i);
            return VK_ERROR_INITIALIZATION_FAILED;
        }
    auto* cis = static_cast<VkSwapchainCreateInfoKHR*>(dev.alloc.allocate(sizeof(VkSwapchainCreateInfoKHR) * (count + 1)));
    if (cis == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    for (uint32_t i = 0; i < count; ++i) {
        cis[i] = pCreateInfos[i];
        cis[i].surface = surface_for_driver(pCreateInfos[i].surface, *dev.driver);
    }
    const VkResult r = next(device, count, cis, pAllocator, pSwapchains);
    dev.alloc.release(cis);
    return r;
}

VKAPI_ATTR VkResult VKAPI_CALL GetDeviceGroupSurfacePresentModesKHR(VkDevice device, VkSurfaceKHR surface,
                                                                    VkDeviceGroupPresentModeFlagsKHR* pModes) {
    Device& dev = *device_of(device);
    const auto next = next_of<PFN_vkGetDeviceGroupSurfacePresentModesKHR>(device, Cmd::GetDeviceGroupSurfacePresentModesKHR);
    if (next == nullptr)  // policy.WHEN_DRIVER_LACKS
        return lacking::GetDeviceGroupSurfacePresentModesKHR(device, surface, pModes);
    return next(device, surface_for_driver(surface, *dev.driver), pModes);
}

}  // namespace device_term
}  // namespace vkl
