// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The lookups at the bottom of the layer chains: what the loader's terminators hand to the
// layer above them (the application-facing vkGetInstanceProcAddr/vkGetDeviceProcAddr are the
// exported functions in proc_addr.cpp).
#pragma once

#include "types/records.h"

namespace vkl {

// The GDPA at the bottom of every device chain: the driver's functions, or the loader's own
// device terminators where the loader must unwrap handles.
VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL terminator_get_device_proc_addr(VkDevice device, const char* pName);
// terminator_get_device_proc_addr for a name already looked up (kNames[name_index] is `pName`).
PFN_vkVoidFunction terminator_device_command(const Device& dev, uint16_t name_index, const char* pName);
// The chain's function for device-level command `command` (a Cmd), asked of `gdpa` (the chain's
// top) by the command's names, canonical first; nullptr when the chain has none.
PFN_vkVoidFunction chain_device_command(const Device& dev, VkDevice device, PFN_vkGetDeviceProcAddr gdpa, uint16_t command);
// A device-level command whose slot vkCreateDevice did not ask the chain for (Device::asked):
// asked now, once, and kept in the slot; nullptr when the chain has none (then, or before).
PFN_vkVoidFunction lazy_device_command(Device& dev, VkDevice device, uint16_t command);
// Whether the chain was asked for device slot `slot` (inline: vkGetDeviceProcAddr tests it for
// every command the chain lacks).
inline bool device_slot_asked(const Device& dev, uint16_t slot) {
    return (__atomic_load_n(&dev.asked[slot / 64], __ATOMIC_ACQUIRE) >> (slot % 64)) & 1u;
}
// The vk_layerGetPhysicalDeviceProcAddr below the last layer: the loader's physical-device
// terminators, known and unknown.
VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL terminator_physical_device_proc_addr(VkInstance instance, const char* pName);

}  // namespace vkl
