// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Commands the registry does not know (extensions newer than the loader): slots in the generic
// trampolines (generated/unknown_trampolines.S), filled for every live instance and device.
#pragma once

#include <utility>

#include "base/thunk_size.h"
#include "types/records.h"

namespace vkl {

PFN_vkVoidFunction unknown_instance_proc(Instance& inst, const char* name);
PFN_vkVoidFunction unknown_device_proc(Device& dev, VkDevice device, const char* name);
bool register_instance(Instance& inst);    // fills known unknown-command slots; false on OOM
void unregister_instance(Instance& inst);
bool register_device(Device& dev, VkDevice device);
void unregister_device(Device& dev);

// Calls `fn` once with every live instance and device (application handle), the registry's
// lock held: for VK_LOADER_STATE_FILE, which lists what the process has.
using LiveObjectsFn = void (*)(const Vec<Instance*>& instances, const Vec<std::pair<Device*, VkDevice>>& devices, void* user);
void visit_live_objects(LiveObjectsFn fn, void* user);
// Frees the unknown commands' names and the registry: the library is being unloaded
// (loader/objects/library_unload.cpp; never at exit).
void free_unknown_registry();

// A live instance by the application's handle or by the handle its chain's top returned.
Instance* instance_from_any_handle(VkInstance handle);
// The physical-device terminator trampoline for an unknown command: its slot, or a new one
// when a driver of `inst` (may be null) knows the command; nullptr otherwise.
PFN_vkVoidFunction unknown_physical_device_terminator(Instance* inst, const char* name);

// What a device's dispatch table holds for `command` (a device-level Cmd) where its chain lacks
// it: a thunk that logs the call (naming the command) and returns VK_ERROR_EXTENSION_NOT_PRESENT,
// or 0 from a command that does not return a VkResult. Inline: vkGetDeviceProcAddr compares
// every slot it hands out with it.
PFN_vkVoidFunction unavailable_thunk(uint32_t id, bool returns_result);
#if VKL_ASM_TRAMPOLINES
// Bytes between two thunks of generated/unknown_trampolines.S; thunk K stands for device slot K.
inline constexpr uint32_t kUnavailableThunkSize = VKL_UNAVAILABLE_THUNK_SIZE;
// The block of thunks (code): its address, as a number to add to.
extern "C" void vkl_unavailable_thunks();
inline PFN_vkVoidFunction unavailable_device_command(uint16_t command) {
    return reinterpret_cast<PFN_vkVoidFunction>(reinterpret_cast<uintptr_t>(&vkl_unavailable_thunks) +
                                                kUnavailableThunkSize * kCommands[command].slot);
}
#else
inline PFN_vkVoidFunction unavailable_device_command(uint16_t command) {
    return unavailable_thunk(kCommands[command].slot, (kCommands[command].flags & kCmdReturnsResult) != 0);
}
#endif
// Every slot of a new device's table, known and unknown commands, to its unavailable thunk:
// what the table holds before the chain is asked (the thunks are in slot order, so with the
// generated block this is one arithmetic sequence, whatever the registry's size).
void init_device_dispatch(DeviceDispatch& dispatch);

}  // namespace vkl
