// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Physical devices (physical_devices.cpp): what other parts of the loader ask of them.
#pragma once

#include "types/records.h"

namespace vkl {

// The driver's vkGetPhysicalDeviceProperties2 for a device of `device_api`: the core one where
// the driver's instance and the device are 1.1 or later, else the KHR one where the loader
// enabled VK_KHR_get_physical_device_properties2 on the driver (nullptr: neither).
PFN_vkGetPhysicalDeviceProperties2 properties2_for(const Driver& d, uint32_t device_api);

}  // namespace vkl
