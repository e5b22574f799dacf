// The loader's device-chain terminators (policy.DEVICE_TERMINATORS): device-level commands
// whose chain ends in the loader, which unwraps instance-level handles before calling the
// driver's own function.
#pragma once

#include "objects.h"

namespace vkl {

// Records the driver's functions behind the loader's device-chain terminators
// (kDeviceTerminators) and which terminators take part in the chain.
void prepare_device_terminators(Device& dev);

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

}  // namespace vkl
