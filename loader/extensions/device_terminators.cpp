// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "extensions/device_terminators.h"

#include "base/log.h"

namespace vkl {

void prepare_device_terminators(Device& dev) {
    const auto gdpa = dev.driver->table.GetDeviceProcAddr;
    for (uint16_t i = 0; i < kDeviceTerminatorCount; ++i) {
        const DeviceTerminator& t = kDeviceTerminators[i];
        if (t.function == nullptr)
            continue;
        // The driver's function, by the command's names (canonical first).
        const CommandInfo& info = kCommands[static_cast<uint16_t>(t.command)];
        for (uint8_t k = 0; k < info.name_count && dev.terminator_next[i] == nullptr; ++k)
            dev.terminator_next[i] = gdpa(dev.driver_device, kStringPool + kNames[info.first_name + k].name);
        dev.terminator_installed[i] = dev.terminator_next[i] != nullptr || t.noop_when_driver_lacks;
    }
}

VkResult missing_device_command(const void* dispatchable, Cmd cmd) {
    const Device& dev = *device_of(dispatchable);
    const LogScope scope(dev.instance);
    log(kLogError | kLogValidation, "%s: the device's driver (%s) does not provide it; is its extension enabled on the "
        "device? Not called", kStringPool + kCommands[static_cast<uint16_t>(cmd)].name, dev.driver->manifest_path);
    return VK_ERROR_EXTENSION_NOT_PRESENT;
}

}  // namespace vkl
