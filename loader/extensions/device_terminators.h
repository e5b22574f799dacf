// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The loader's device-chain terminators (policy.DEVICE_TERMINATORS): device-level commands
// whose chain ends in the loader, which unwraps instance-level handles before calling the
// driver's own function.
#pragma once

#include "types/records.h"

namespace vkl {

// Whether the loader's device-chain terminator kDeviceTerminators[i] takes part in the device's
// chain: the driver's function behind it is asked for (once, on the first call) and recorded.
bool device_terminator_installed(Device& dev, uint16_t i);

// The driver's own function behind the terminator of `cmd`, for the device of `dispatchable`
// (a VkDevice, VkQueue or VkCommandBuffer); nullptr when the driver lacks it.
template <typename PFN>
inline PFN next_of(const void* dispatchable, Cmd cmd) {
    const Device& dev = *device_of(dispatchable);
    for (uint16_t i = 0; i < kDeviceTerminatorCount; ++i)
        if (kDeviceTerminators[i].command == cmd)
            return reinterpret_cast<PFN>(dev.terminator_next[i]);
    return nullptr;
}

// Logs that the device's driver has no `cmd` (its extension is most likely not enabled on the
// device, and the application called a pointer from vkGetInstanceProcAddr): the caller then
// returns VK_ERROR_EXTENSION_NOT_PRESENT instead of calling through a null pointer.
VkResult missing_device_command(const void* dispatchable, Cmd cmd);

}  // namespace vkl
