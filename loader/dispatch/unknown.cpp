// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Commands the registry does not know (extensions newer than the loader): the names asked for
// get slots in the generic trampolines (generated/unknown_trampolines.S), and every live
// instance, driver and device gets the slot filled. The registry is process-wide, under one
// lock taken only when objects are created or destroyed and when an unknown name is looked
// up, never on a dispatch path.
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <new>
#include <utility>

#include "extensions/device_terminators.h"

#include "dispatch/unknown.h"

#include "base/log.h"
#include "base/sync.h"

extern "C" {
extern const PFN_vkVoidFunction vkl_unknown_device_tramps[];
extern const PFN_vkVoidFunction vkl_unknown_phys_tramps[];
extern const PFN_vkVoidFunction vkl_unknown_phys_terms[];
}

namespace vkl {
namespace {

struct Registry {
    // Recursive: filling a slot asks the layers, whose GPDPA ends in the loader's terminator,
    // which looks the name up here again.
    RecursiveMutex lock;
    char* phys_names[kUnknownCommandSlots] = {};
    char* device_names[kUnknownCommandSlots] = {};
    uint32_t phys_count = 0;
    uint32_t device_count = 0;
    Vec<Instance*> instances;
    Vec<std::pair<Device*, VkDevice>> devices;
};

// Lives in the library image: a dlclose/dlopen starts empty. Made by a library constructor (before
// any caller: no initialisation guard, no race between first callers) in storage of its own, so
// that no C++ static destructor is registered for it: exit() runs those while other threads may
// still register and unregister objects here, and freeing the lists under them corrupts the heap
// (seen with tests/stress/exit_race). Unloading the library ends it (free_unknown_registry).
alignas(Registry) unsigned char g_registry_storage[sizeof(Registry)];
__attribute__((constructor)) void make_registry() { new (g_registry_storage) Registry(); }
Registry& registry() { return *std::launder(reinterpret_cast<Registry*>(g_registry_storage)); }

int find(char* const* names, uint32_t count, const char* name) {
    for (uint32_t i = 0; i < count; ++i)
        if (std::strcmp(names[i], name) == 0)
            return static_cast<int>(i);
    return -1;
}

// What a slot holds where a driver (physical-device slots) or a device's chain (device slots)
// lacks the command: a thunk that logs the call and fails it, instead of a jump through a null
// pointer. Thunk ids (generated/unknown_trampolines.S): the device table's slots, then the
// unknown device slots, then the unknown physical-device slots.
constexpr uint32_t kUnknownDeviceThunks = kDeviceCommandCount;
constexpr uint32_t kUnknownPhysThunks = kDeviceCommandCount + kUnknownCommandSlots;

// What an unavailable command returns: VK_ERROR_EXTENSION_NOT_PRESENT where it returns a
// VkResult (an unknown command is taken to), 0 otherwise (void ignores it). In the return
// register as a 64-bit value, so that a uint64_t or VkDeviceAddress result is 0 too.
constexpr uint64_t kFailed = static_cast<uint32_t>(VK_ERROR_EXTENSION_NOT_PRESENT);

// The command whose device table slot is `slot` (a call of a missing command: cold).
uint16_t command_of_device_slot(uint32_t slot) {
    for (uint16_t c = 0; c < kCommandCount; ++c)
        if (kCommands[c].level == Level::Device && kCommands[c].slot == slot)
            return c;
    return kCommandCount;
}

__attribute__((noinline, cold)) uint64_t report_unavailable(bool physical, uint32_t n) {
    Registry& r = registry();
    const char* name = nullptr;
    {
        std::lock_guard<RecursiveMutex> guard(r.lock);
        name = physical ? r.phys_names[n] : r.device_names[n];
    }
    log(kLogError | kLogValidation, "%s: not provided by the %s; not called (VK_ERROR_EXTENSION_NOT_PRESENT)",
        name ? name : "(unknown command)", physical ? "driver of this physical device" : "layers or driver of this device");
    return kFailed;
}

#if !VKL_ASM_TRAMPOLINES
// Without the assembly thunks, two shared stubs that do not know which command was called.
VKAPI_ATTR uint64_t VKAPI_CALL unavailable_failing() {
    log(kLogError | kLogValidation, "a command that the driver or layers do not provide was called; not called "
        "(VK_ERROR_EXTENSION_NOT_PRESENT; VK_LOADER_DEBUG=all names the commands a device lacks)");
    return kFailed;
}
VKAPI_ATTR uint64_t VKAPI_CALL unavailable_zero() {
    log(kLogError | kLogValidation, "a command that the driver or layers do not provide was called; not called "
        "(VK_LOADER_DEBUG=all names the commands a device lacks)");
    return 0;
}
#endif

}  // namespace

PFN_vkVoidFunction unavailable_thunk(uint32_t id, bool returns_result) {
#if VKL_ASM_TRAMPOLINES
    (void)returns_result;
    return reinterpret_cast<PFN_vkVoidFunction>(reinterpret_cast<uintptr_t>(&vkl_unavailable_thunks) + kUnavailableThunkSize * id);
#else
    (void)id;
    return reinterpret_cast<PFN_vkVoidFunction>(returns_result ? &unavailable_failing : &unavailable_zero);
#endif
}

void init_device_dispatch(DeviceDispatch& dispatch) {
#if VKL_ASM_TRAMPOLINES
    // Thunk K stands for device slot K, and the unknown device slots' thunks follow them, as
    // DeviceDispatch::unknown follows DeviceTable.
    static_assert(kUnknownDeviceThunks == kDeviceCommandCount && sizeof(DeviceTable) == kDeviceCommandCount * sizeof(void*));
    // Two slots a store, four stores a step (the compiler does not vectorise the plain loop):
    // a quarter of the instructions, for a table the size of the registry.
    using Pair = uintptr_t __attribute__((vector_size(2 * sizeof(uintptr_t))));
    constexpr uint32_t kSlots = kDeviceCommandCount + kUnknownCommandSlots;
    auto* slots = reinterpret_cast<uintptr_t*>(&dispatch);
    const uintptr_t base = reinterpret_cast<uintptr_t>(&vkl_unavailable_thunks);
    Pair v = {base, base + kUnavailableThunkSize};
    const Pair step = {2 * kUnavailableThunkSize, 2 * kUnavailableThunkSize};
    uint32_t k = 0;
    for (; k + 8 <= kSlots; k += 8) {
        const Pair a = v, b = v + step, c = b + step, d = c + step;
        __builtin_memcpy(slots + k, &a, sizeof a);
        __builtin_memcpy(slots + k + 2, &b, sizeof b);
        __builtin_memcpy(slots + k + 4, &c, sizeof c);
        __builtin_memcpy(slots + k + 6, &d, sizeof d);
        v = d + step;
    }
    for (; k < kSlots; ++k)
        slots[k] = base + kUnavailableThunkSize * k;
#else
    for (uint16_t c = 0; c < kCommandCount; ++c)
        if (kCommands[c].level == Level::Device)
            dispatch.device.slots[kCommands[c].slot] = unavailable_device_command(c);
    for (uint32_t n = 0; n < kUnknownCommandSlots; ++n)
        dispatch.unknown[n] = unavailable_thunk(kUnknownDeviceThunks + n, true);
#endif
}

namespace {

PFN_vkVoidFunction unavailable_stub(bool physical, uint32_t n) {
    return unavailable_thunk((physical ? kUnknownPhysThunks : kUnknownDeviceThunks) + n, true);
}

// The first enabled layer with a vk_layerGetPhysicalDeviceProcAddr (layers without one pass
// physical-device commands through).
PFN_GetPhysicalDeviceProcAddr top_gpdpa(const Instance& inst) {
    for (uint32_t i = 0; i < inst.layer_count; ++i)
        if (inst.layers[i].gpdpa)
            return inst.layers[i].gpdpa;
    return nullptr;
}

// Fills physical-device slot `n` for one instance (lock held): each driver's function, and
// the instance chain's top (a layer's, or the loader's terminator trampoline).
void fill_phys(Instance& inst, uint32_t n, const char* name) {
    bool any = false;
    for (uint32_t d = 0; d < inst.driver_count; ++d) {
        Driver& drv = inst.drivers[d];
        PFN_vkVoidFunction fn = drv.lib->gpdpa ? drv.lib->gpdpa(drv.instance, name) : nullptr;
        drv.unknown_physical_device[n] = fn ? fn : unavailable_stub(true, n);
        any |= fn != nullptr;
    }
    PFN_vkVoidFunction top = nullptr;
    if (auto g = top_gpdpa(inst))
        top = g(inst.handle.next, name);
    inst.dispatch.unknown_physical_device[n] = top ? top : (any ? vkl_unknown_phys_terms[n] : nullptr);
}

void fill_device(Device& dev, VkDevice device, uint32_t n, const char* name) {
    const PFN_vkVoidFunction fn = dev.top_gdpa(device, name);
    dev.dispatch.unknown[n] = fn ? fn : unavailable_stub(false, n);
}

// Gives `name` the next physical-device slot and fills it in every registered instance (lock
// held). -1 when every slot is taken or out of memory.
int add_phys_slot(Registry& r, const char* name) {
    if (r.phys_count == kUnknownCommandSlots) {
        log(kLogError, "no free slot for the unknown physical-device command %s (%u in use)", name, kUnknownCommandSlots);
        return -1;
    }
    char* copy = ::strdup(name);
    if (copy == nullptr)
        return -1;
    const uint32_t slot = r.phys_count++;
    r.phys_names[slot] = copy;
    for (Instance* i : r.instances)
        fill_phys(*i, slot, copy);
    return static_cast<int>(slot);
}

}  // namespace

bool register_instance(Instance& inst) {
    Registry& r = registry();
    std::lock_guard<RecursiveMutex> guard(r.lock);
    for (uint32_t n = 0; n < r.phys_count; ++n)
        fill_phys(inst, n, r.phys_names[n]);
    return r.instances.push(&inst);
}

void unregister_instance(Instance& inst) {
    Registry& r = registry();
    std::lock_guard<RecursiveMutex> guard(r.lock);
    for (size_t i = 0; i < r.instances.size(); ++i)
        if (r.instances[i] == &inst) {
            r.instances.erase(i);
            break;
        }
}

bool register_device(Device& dev, VkDevice device) {
    Registry& r = registry();
    std::lock_guard<RecursiveMutex> guard(r.lock);
    for (uint32_t n = 0; n < r.device_count; ++n)
        fill_device(dev, device, n, r.device_names[n]);
    return r.devices.push({&dev, device});
}

void unregister_device(Device& dev) {
    Registry& r = registry();
    std::lock_guard<RecursiveMutex> guard(r.lock);
    for (size_t i = 0; i < r.devices.size(); ++i)
        if (r.devices[i].first == &dev) {
            r.devices.erase(i);
            break;
        }
}

void visit_live_objects(LiveObjectsFn fn, void* user) {
    Registry& r = registry();
    std::lock_guard<RecursiveMutex> guard(r.lock);
    fn(r.instances, r.devices, user);
}

PFN_vkVoidFunction unknown_instance_proc(Instance& inst, const char* name) {
    Registry& r = registry();
    std::lock_guard<RecursiveMutex> guard(r.lock);
    // The slots are the process's, the answer is this instance's: a name an earlier instance's
    // layer or driver gave a slot is still NULL for an instance none of whose drivers and enabled
    // layers knows it (as the Khronos loaders answer, keeping their lists per instance). So the
    // drivers and layers are asked first; only unknown names pay for it.
    //
    // A physical-device command if some driver's vk_icdGetPhysicalDeviceProcAddr or some
    // layer's vk_layerGetPhysicalDeviceProcAddr knows it; a device command if some driver or
    // layer gives it through vkGetInstanceProcAddr.
    bool phys = false, device = false;
    for (uint32_t d = 0; d < inst.driver_count; ++d) {
        Driver& drv = inst.drivers[d];
        phys |= drv.lib->gpdpa && drv.lib->gpdpa(drv.instance, name) != nullptr;
        device |= drv.lib->gipa(drv.instance, name) != nullptr;
    }
    const VkInstance handle = inst.handle.next;  // what the layers know the instance by
    for (uint32_t i = 0; i < inst.layer_count; ++i) {
        phys |= inst.layers[i].gpdpa && inst.layers[i].gpdpa(handle, name) != nullptr;
        device |= inst.layers[i].gipa(handle, name) != nullptr;
        // A device command an enabled layer's manifest lists (device_extensions[].entrypoints):
        // the layer gives it through vkGetDeviceProcAddr once a device exists.
        for (const LayerDeviceExtension* x : inst.layers[i].manifest->device_extensions)
            for (const char* e : x->entrypoints)
                device |= std::strcmp(e, name) == 0;
    }
    if (!phys && !device)
        return nullptr;
    int n = find(r.phys_names, r.phys_count, name);
    if (n >= 0)
        return vkl_unknown_phys_tramps[n];
    n = find(r.device_names, r.device_count, name);
    if (n >= 0)
        return vkl_unknown_device_tramps[n];
    if (vkl_unknown_device_tramps[0] == nullptr) {  // dispatch/unknown_fallback.cpp
        static Once once;  // constant-initialised: no guard
        once.call([&] {
            log(kLogWarn, "vkGetInstanceProcAddr: %s is unknown to this loader's registry, and this CPU has no generic "
                "trampolines: such commands are unavailable (NULL)", name);
        });
        return nullptr;
    }
    if (phys) {
        // (A slot the layers' answers gave it, through the terminator's GPDPA, was found above.)
        const int slot = add_phys_slot(r, name);
        return slot >= 0 ? vkl_unknown_phys_tramps[slot] : nullptr;
    }
    if (r.device_count == kUnknownCommandSlots) {
        log(kLogError, "vkGetInstanceProcAddr: no free slot for the unknown device command %s (%u in use)", name,
            kUnknownCommandSlots);
        return nullptr;
    }
    char* copy = ::strdup(name);
    if (copy == nullptr)
        return nullptr;
    const uint32_t slot = r.device_count++;
    r.device_names[slot] = copy;
    for (auto& [dev, handle] : r.devices)
        fill_device(*dev, handle, slot, copy);
    return vkl_unknown_device_tramps[slot];
}

PFN_vkVoidFunction unknown_device_proc(Device& dev, VkDevice device, const char* name) {
    // The chain's own pointer: no slot needed for GDPA.
    return dev.top_gdpa(device, name);
}

Instance* instance_from_any_handle(VkInstance handle) {
    const auto* h = reinterpret_cast<const InstanceHandle*>(handle);
    Registry& r = registry();
    std::lock_guard<RecursiveMutex> guard(r.lock);
    for (Instance* i : r.instances)
        if (reinterpret_cast<const InstanceHandle*>(&i->handle) == h || i->handle.next == handle)
            return i;
    return nullptr;
}

PFN_vkVoidFunction unknown_physical_device_terminator(Instance* inst, const char* name) {
    Registry& r = registry();
    std::lock_guard<RecursiveMutex> guard(r.lock);
    int n = find(r.phys_names, r.phys_count, name);
    if (n < 0 && inst != nullptr) {
        // A layer asks the bottom of the chain for a physical-device command the loader has not
        // seen yet (typically while vkCreateInstance runs): it gets a slot when one of the
        // instance's drivers knows it.
        bool known = false;
        for (uint32_t d = 0; d < inst->driver_count && !known; ++d) {
            const Driver& drv = inst->drivers[d];
            known = drv.lib->gpdpa && drv.lib->gpdpa(drv.instance, name) != nullptr;
        }
        if (!known)
            return nullptr;
        n = add_phys_slot(r, name);
        if (n < 0)
            return nullptr;
        bool registered = false;
        for (const Instance* i : r.instances)
            registered |= i == inst;
        if (!registered)  // an instance being created: its drivers' slots now, the top at registration
            for (uint32_t d = 0; d < inst->driver_count; ++d) {
                Driver& drv = inst->drivers[d];
                const PFN_vkVoidFunction fn = drv.lib->gpdpa ? drv.lib->gpdpa(drv.instance, r.phys_names[n]) : nullptr;
                drv.unknown_physical_device[n] = fn ? fn : unavailable_stub(true, n);
            }
    }
    return n >= 0 ? vkl_unknown_phys_terms[n] : nullptr;
}

void free_unknown_registry() {
    Registry& r = registry();
    for (uint32_t i = 0; i < r.phys_count; ++i)
        std::free(r.phys_names[i]);
    for (uint32_t i = 0; i < r.device_count; ++i)
        std::free(r.device_names[i]);
    r.phys_count = r.device_count = 0;
    r.~Registry();
}

}  // namespace vkl

// Every unavailable-command thunk lands here: `id` says which slot (see unavailable_thunk).
extern "C" __attribute__((cold)) uint64_t vkl_unavailable(const void* dispatchable, uint32_t id) {
    using namespace vkl;
    if (id >= kUnknownPhysThunks)
        return report_unavailable(true, id - kUnknownPhysThunks);
    if (id >= kUnknownDeviceThunks)
        return report_unavailable(false, id - kUnknownDeviceThunks);
    const uint16_t c = command_of_device_slot(id);
    if (c == kCommandCount)
        return kFailed;
    missing_device_command(dispatchable, static_cast<Cmd>(c));
    return (kCommands[c].flags & kCmdReturnsResult) ? kFailed : 0;
}
