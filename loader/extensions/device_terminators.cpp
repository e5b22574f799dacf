// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "extensions/device_terminators.h"

#include "base/log.h"

namespace vkl {

bool device_terminator_installed(Device& dev, uint16_t i) {
    uint8_t state = __atomic_load_n(&dev.terminator_state[i], __ATOMIC_ACQUIRE);
    if (state == 0) {
        const DeviceTerminator& t = kDeviceTerminators[i];
        // The driver's function, by the command's names (canonical first).
        const CommandInfo& info = kCommands[static_cast<uint16_t>(t.command)];
        PFN_vkVoidFunction next = nullptr;
        for (uint8_t k = 0; k < info.name_count && next == nullptr; ++k)
            next = dev.driver->table.GetDeviceProcAddr(dev.driver_device, kStringPool + kNames[info.first_name + k].name);
        __atomic_store_n(&dev.terminator_next[i], next, __ATOMIC_RELAXED);
        state = next != nullptr || t.noop_when_driver_lacks ? 1 : 2;
        __atomic_store_n(&dev.terminator_state[i], state, __ATOMIC_RELEASE);  // after the pointer
    }
    return state == 1;
}

VkResult missing_device_command(const void* dispatchable, Cmd cmd) {
    const Device& dev = *device_of(dispatchable);
    const LogScope scope(dev.instance);
    log(kLogError | kLogValidation, "%s: the device's driver (%s) does not provide it; is its extension enabled on the "
        "device? Not called", kStringPool + kCommands[static_cast<uint16_t>(cmd)].name, dev.driver->manifest_path);
    return VK_ERROR_EXTENSION_NOT_PRESENT;
}

}  // namespace vkl
