// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The loader's runtime objects: a driver's instance, the loader instance, a device.
#pragma once

#include <cstdint>
#include <mutex>

#include "base/alloc.h"
#include "discovery/drivers.h"
#include "discovery/layers.h"
#include "types/handles.h"
#include "base/sync.h"

namespace vkl {

// A layer enabled on an instance, loaded and negotiated. Order: 0 is closest to the application.
struct ActiveLayer {
    const LayerManifest* manifest = nullptr;
    void* library = nullptr;
    PFN_vkGetInstanceProcAddr gipa = nullptr;
    PFN_vkGetDeviceProcAddr gdpa = nullptr;
    PFN_GetPhysicalDeviceProcAddr gpdpa = nullptr;
    uint32_t interface_version = 0;
};

// One driver's part of a loader instance (the Khronos loader's "icd_term").
struct Driver {
    DriverTable table;                  // from the driver's vk_icdGetInstanceProcAddr(instance, ...)
    // Physical-device commands the registry does not know, from vk_icdGetPhysicalDeviceProcAddr.
    PFN_vkVoidFunction unknown_physical_device[kUnknownCommandSlots] = {};
    const DriverLibrary* lib = nullptr;
    VkInstance instance = VK_NULL_HANDLE;  // the driver's own
    Instance* owner = nullptr;
    const char* manifest_path = nullptr;
    uint32_t interface_version = 0;
    uint32_t api_version = 0;           // what the driver was created with
    bool enabled_ext[kInstanceExtensionCount] = {};  // instance extensions passed to this driver
    // vkGetPhysicalDeviceProperties2KHR when VK_KHR_get_physical_device_properties2 is enabled on
    // the driver's instance (the loader enables it where the driver has it, to sort devices).
    PFN_vkGetPhysicalDeviceProperties2KHR props2_khr = nullptr;
};

static_assert(offsetof(Driver, unknown_physical_device) == kDriverCommandCount * sizeof(void*),
              "generated/unknown_trampolines.S");

struct Surface;

struct Instance {
    InstanceHandle handle;              // first: VkInstance points here
    uint64_t serial = 0;                // the state file's name for it: this process's nth object, not an address
    InstanceDispatch dispatch;          // the instance chain's top
    Allocator alloc;
    const DriverSet* driver_set = nullptr;      // the system's drivers (none in exclusive direct loading)
    DriverLibrary** direct_drivers = nullptr;   // VK_LUNARG_direct_driver_loading's, owned
    uint32_t direct_count = 0;
    // The drivers this instance is made from: the system set's, then the direct ones (their
    // physical devices come after the system drivers').
    const DriverLibrary** libraries = nullptr;
    uint32_t library_count = 0;
    // Each library's instance extensions, read once per vkCreateInstance (libraries order);
    // released when creation ends.
    ExtensionList* driver_extensions = nullptr;
    Driver* drivers = nullptr;
    uint32_t driver_count = 0;
    uint32_t api_version = VK_API_VERSION_1_0;
    bool enabled_ext[kInstanceExtensionCount] = {};
    // True during vkCreateInstance and vkDestroyInstance: the messengers chained into the
    // create info hear about the instance then only.
    bool in_create_or_destroy = false;

    Settings* settings = nullptr;       // the loader settings file as read at creation, or none
    const LayerSet* layer_set = nullptr;
    ActiveLayer* layers = nullptr;      // enabled layers, chain order (0 closest to the application)
    uint32_t layer_count = 0;
    // vkEnumerateDeviceLayerProperties' list: the layers chosen, in chain order (one whose
    // library did not load included), each meta layer right after its components.
    const LayerManifest** reported_layers = nullptr;
    uint32_t reported_layer_count = 0;

    Mutex lock;                    // guards the physical-device arrays below
    Vec<PhysicalDeviceTerm*> terms;     // every terminator physical device made so far (stable)
    Vec<PhysicalDeviceHandle*> handles; // every application-facing physical device (stable)

    Mutex surface_lock;                 // guards `surfaces`
    Surface* surfaces = nullptr;        // the live surfaces, destroyed with the instance if left

    explicit Instance(const Allocator& a) : alloc(a), terms(a), handles(a) {}
};

struct Device {
    // Not value-initialised: vkCreateDevice writes every dispatch slot (init_device_dispatch).
    Device() noexcept {}
    DeviceDispatch dispatch;            // first: a device's dispatch pointer points here
    uint64_t serial = 0;                // the state file's name for it (as Instance::serial)
    Allocator alloc;
    Instance* instance = nullptr;
    Driver* driver = nullptr;
    const PhysicalDeviceTerm* physical_device = nullptr;  // the loader's, of `driver`
    VkDevice driver_device = VK_NULL_HANDLE;
    PFN_vkGetDeviceProcAddr top_gdpa = nullptr;  // the device chain's top
    // The driver's own function for each of the loader's device-chain terminators
    // (kDeviceTerminators order), and whether the loader's terminator is in the chain.
    // Each is asked of the driver when the terminator's command is first looked up through the
    // chain's bottom (a device asks only for what it enables): terminator_state 0 not yet, 1 in
    // the chain, 2 not (atomic: a layer's lookups may race on another thread).
    PFN_vkVoidFunction terminator_next[kDeviceTerminatorCount] = {};
    uint8_t terminator_state[kDeviceTerminatorCount] = {};
    // What vkGetDeviceProcAddr may hand out (extensions/features): the device extensions the
    // application enabled (bits by kDeviceExtensionFeatures index), and with maintenance5 on,
    // the newest core version (the smaller of the application's and the device's).
    uint64_t enabled_ext[(kDeviceExtensionCount + 63) / 64] = {};
    bool maintenance5 = false;
    uint32_t api_version = VK_API_VERSION_1_0;
    uint32_t physical_device_version = VK_API_VERSION_1_0;  // the driver's VkPhysicalDeviceProperties::apiVersion
    // The dispatch slots asked of the chain (bits by device slot): at creation those of the
    // physical device's core versions and of the enabled extensions; any other vkGetDeviceProcAddr may
    // hand out (a core command above the version, without maintenance5) is asked for on its
    // first lookup (lazy_device_command). A slot whose bit is clear holds the unavailable thunk.
    // Set with atomic operations: lookups may race on another thread.
    uint64_t asked[(kDeviceCommandCount + 63) / 64] = {};
};

// A loader-owned VkSurfaceKHR: the VkIcdSurface* struct drivers below interface 3 receive as
// the surface handle, plus the surface each interface-3+ driver created for itself.
struct Surface {
    union {
        VkIcdSurfaceBase base;
#if defined(VK_USE_PLATFORM_XCB_KHR)
        VkIcdSurfaceXcb xcb;
#endif
#if defined(VK_USE_PLATFORM_XLIB_KHR)
        VkIcdSurfaceXlib xlib;
#endif
#if defined(VK_USE_PLATFORM_WAYLAND_KHR)
        VkIcdSurfaceWayland wayland;
#endif
#if defined(VK_USE_PLATFORM_WIN32_KHR)
        VkIcdSurfaceWin32 win32;
#endif
        VkIcdSurfaceDisplay display;
        VkIcdSurfaceHeadless headless;
    } icd;
    Instance* instance = nullptr;
    VkSurfaceKHR* driver_surfaces = nullptr;  // per driver of the instance; VK_NULL_HANDLE if none
    bool* driver_owned = nullptr;             // per driver: it made (or was asked to make) its own
    Allocator alloc;                          // what it was created with (else the instance's)
    bool own_callbacks = false;               // the application gave a pAllocator for it
    Surface* next = nullptr;                  // Instance::surfaces
    Surface* prev = nullptr;
};

// VK_EXT_surface_maintenance1's output structures for a driver without it
// (extensions/emulation.cpp).
void emulate_surface_maintenance1(const VkPhysicalDeviceSurfaceInfo2KHR& info, VkSurfaceCapabilities2KHR& caps);

// The driver's handle for a loader surface (its own, or the VkIcdSurface struct); defined in
// extensions/wsi.cpp.
VkSurfaceKHR surface_for_driver(VkSurfaceKHR surface, const Driver& driver);

// Destroys the surfaces of `inst` the application left (each driver's, then the loader's), before
// the drivers' instances go; defined in extensions/wsi.cpp.
void destroy_leftover_surfaces(Instance& inst);

inline Instance* instance_of(VkInstance h) {
    return reinterpret_cast<Instance*>(h);  // InstanceHandle is Instance's first member
}
inline Device* device_of(const void* dispatchable) {
    return reinterpret_cast<Device*>(const_cast<DeviceDispatch*>(*static_cast<const DeviceDispatch* const*>(dispatchable)));
}

}  // namespace vkl

