// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The dispatch tables and the handles the loader hands out, and the inline accessors the
// generated trampolines and terminators use (types/records.h adds the objects behind them).
//
// Every dispatchable object starts with a pointer to its dispatch table: that word is the
// "dispatch key" of the layer ABI. Instances and physical devices share one per-instance
// InstanceDispatch (so a physical device's key equals its instance's, as layers expect);
// devices, queues and command buffers share one per-device DeviceDispatch.
#pragma once

#include <cstddef>
#include <cstdint>

#include "base/vk_platform_config.h"
#include "terminators.h"

#define VKL_EXPORT __attribute__((visibility("default")))
#define VKL_UNLIKELY(x) __builtin_expect(!!(x), 0)

namespace vkl {

struct Driver;
struct Instance;

// Table of the instance chain's top, for instance- and physical-device-level commands.
struct InstanceDispatch {
    InstanceTable instance;
    PhysicalDeviceTable physical_device;
    // Commands the registry does not know: filled when first looked up (loader/dispatch/unknown.cpp).
    PFN_vkVoidFunction unknown_physical_device[kUnknownCommandSlots];
};

// Table of the device chain's top. Its first member is at offset 0: device trampolines are a
// load of this pointer from the handle and a jump through the slot.
struct DeviceDispatch {
    DeviceTable device;
    PFN_vkVoidFunction unknown[kUnknownCommandSlots];  // see loader/dispatch/unknown.cpp
};
// The generic trampolines (generated/unknown_trampolines.S) hard-code these offsets.
static_assert(offsetof(DeviceDispatch, unknown) == kDeviceCommandCount * sizeof(void*));
static_assert(offsetof(InstanceDispatch, unknown_physical_device) ==
              (kInstanceCommandCount + kPhysicalDeviceCommandCount) * sizeof(void*));

// Magic numbers that mark live loader objects; checked by instance- and physical-device-level
// entry points, cleared when the object is freed.
inline constexpr uint64_t kInstanceMagic = 0x564B4C2D494E5354ull;        // "VKL-INST"
inline constexpr uint64_t kPhysicalDeviceMagic = 0x564B4C2D50485953ull;  // "VKL-PHYS"
inline constexpr uint64_t kTermPhysicalDeviceMagic = 0x564B4C2D5450484Eull;

// What a VkInstance returned to the application points at. `next` is the handle the top of
// the instance chain returned (a layer's own, if it wraps instances): trampolines pass it down.
struct InstanceHandle {
    const InstanceDispatch* dispatch;
    uint64_t magic;
    VkInstance next;
};

// What a VkPhysicalDevice returned to the application points at: `next` is the handle the
// top of the instance chain gave for it (a layer's, or the loader terminator's).
struct PhysicalDeviceHandle {
    const InstanceDispatch* dispatch;
    uint64_t magic;
    VkPhysicalDevice next;
    Instance* instance;
};

// What the loader's terminators hand up the chain as a VkPhysicalDevice.
struct PhysicalDeviceTerm {
    const InstanceDispatch* dispatch;
    uint64_t magic;
    Driver* driver;
    VkPhysicalDevice handle;  // the driver's own
    // Where it sorts (Linux order), asked of the driver once when the object is made: a
    // physical device's type and PCI address do not change.
    bool sort_known;  // false until read completely (an allocation failure retries next time)
    int sort_rank;
    bool has_pci;
    uint32_t pci[4];  // domain, bus, device, function
    uint32_t vendor_id, device_id;  // VK_LOADER_DEVICE_SELECT, the ID filters, the last tie of the order
    int driver_id;                  // VkDriverId for VK_LOADER_DRIVER_ID_FILTER; -1 until asked, 0 unknown
    // Windows: its place in the display adapters' order at the last enumeration
    // (objects/physical_devices.cpp); kNoAdapterRank for a device no adapter reported.
    uint32_t adapter_rank;
};
inline constexpr uint32_t kNoAdapterRank = 0xFFFFFFFFu;
// The layout the assembly trampolines read; not where the build has none (VKL_ASM_TRAMPOLINES=0:
// the portable path, e.g. Windows, whose 32-bit ABI aligns 64-bit members to 8).
#if defined(VKL_ASM_TRAMPOLINES) && !VKL_ASM_TRAMPOLINES
#elif defined(__x86_64__) || defined(__aarch64__)
static_assert(offsetof(PhysicalDeviceHandle, next) == 16 && offsetof(PhysicalDeviceTerm, driver) == 16 &&
              offsetof(PhysicalDeviceTerm, handle) == 24, "generated/unknown_trampolines.S");
#elif defined(__i386__)
static_assert(offsetof(PhysicalDeviceHandle, next) == 12 && offsetof(PhysicalDeviceTerm, driver) == 12 &&
              offsetof(PhysicalDeviceTerm, handle) == 16, "generated/unknown_trampolines.S");
#endif

// Logs "<command>: Invalid <param> [VUID-<command>-<param>-parameter]" to stderr and aborts,
// as the Khronos loader does: the one documented abort.
[[noreturn]] void invalid_handle(Cmd command);

inline const InstanceHandle& checked_instance(VkInstance instance, Cmd command) {
    const auto* h = reinterpret_cast<const InstanceHandle*>(instance);
    if (VKL_UNLIKELY(h == nullptr || h->magic != kInstanceMagic))
        invalid_handle(command);
    return *h;
}

inline const PhysicalDeviceHandle& checked_physical_device(VkPhysicalDevice physical_device,
                                                           Cmd command) {
    const auto* h = reinterpret_cast<const PhysicalDeviceHandle*>(physical_device);
    if (VKL_UNLIKELY(h == nullptr || h->magic != kPhysicalDeviceMagic))
        invalid_handle(command);
    return *h;
}

inline const PhysicalDeviceTerm& term_physical_device(VkPhysicalDevice physical_device) {
    return *reinterpret_cast<const PhysicalDeviceTerm*>(physical_device);
}

inline const DeviceTable& device_table(const void* dispatchable) {
    return (*static_cast<const DeviceDispatch* const*>(dispatchable))->device;
}

// The driver's own surface for a VkSurfaceKHR the loader created (loader/extensions/wsi.cpp).
VkSurfaceKHR driver_surface(const PhysicalDeviceTerm& pd, VkSurfaceKHR surface);

// Logs that the driver behind `pd` lacks `command` (an extension command it did not provide).
void report_missing_driver_command(const PhysicalDeviceTerm& pd, Cmd command);
// Logs that the driver behind `pd` lacks `command` and the loader gives the answer of
// policy.WHEN_DRIVER_LACKS instead, at the entry's level: info, or error where the reference
// loaders log an error (a debug messenger sees the severity).
enum class LackingLog : uint8_t { info, error };
void report_answered_for_driver(const PhysicalDeviceTerm& pd, Cmd command, LackingLog level = LackingLog::info);

// Logs that no driver instance of `inst` may be asked for an instance-level `command` a
// generated terminator was called for (codegen/instance_terminators.py).
void report_no_driver_for(const Instance& inst, Cmd command);

}  // namespace vkl

