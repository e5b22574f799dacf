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
// The vk_layerGetPhysicalDeviceProcAddr below the last layer: the loader's physical-device
// terminators, known and unknown.
VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL terminator_physical_device_proc_addr(VkInstance instance, const char* pName);

}  // namespace vkl
