// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Which physical devices an application sees, and in what order, by the environment
// (LoaderApplicationInterface "Physical Device Ordering", LoaderInterfaceArchitecture's
// variables): VK_LOADER_DISABLE_SELECT, VK_LOADER_DEVICE_SELECT and the
// VK_LOADER_<DEVICE|VENDOR|DRIVER>_ID_FILTER variables. Read at each enumeration.
#pragma once

#include <cstdint>

namespace vkl {

// Sorting and VK_LOADER_DEVICE_SELECT apply unless VK_LOADER_DISABLE_SELECT is a non-zero number.
bool device_selection_enabled();

// VK_LOADER_DEVICE_SELECT="0xVVVV:0xDDDD": the device to put first; false when unset or
// malformed (malformed is logged once per value).
bool selected_device(uint32_t* vendor_id, uint32_t* device_id);

// The ID filters: a device passes when every variable that is set has an entry (a number,
// decimal or 0x-hex, or a range A-B / A:B) matching it. `driver_id` is asked for only when
// VK_LOADER_DRIVER_ID_FILTER is set.
struct DeviceIds {
    uint32_t vendor_id;
    uint32_t device_id;
};
bool id_filters_set();
bool driver_id_filter_set();
bool passes_id_filters(const DeviceIds& ids, uint32_t driver_id);

}  // namespace vkl
