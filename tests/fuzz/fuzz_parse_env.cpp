// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The parsing of the loader's variables alone, each by the function the loader calls: the input's
// lines, in order, are VK_LOADER_DEBUG (parse_log_mask), VK_LOADER_DEVICE_SELECT
// (selected_device), VK_LOADER_DEVICE_ID_FILTER, VK_LOADER_VENDOR_ID_FILTER and
// VK_LOADER_DRIVER_ID_FILTER (passes_id_filters, against a few devices), VK_LOADER_DISABLE_SELECT
// (device_selection_enabled), a ':'-separated manifest list as VK_DRIVER_FILES is
// (add_manifest_list), and a variable's name (env_named). A missing line leaves the variable unset;
// a NUL ends a value, as in a real environment.
#include <stdlib.h>

#include <cstdint>
#include <cstring>
#include <string>

#include "base/env.h"
#include "base/log.h"
#include "discovery/search_paths.h"
#include "objects/device_selection.h"

namespace {

const char* const kVariables[] = {"VK_LOADER_DEBUG", "VK_LOADER_DEVICE_SELECT", "VK_LOADER_DEVICE_ID_FILTER",
                                  "VK_LOADER_VENDOR_ID_FILTER", "VK_LOADER_DRIVER_ID_FILTER", "VK_LOADER_DISABLE_SELECT"};
constexpr size_t kCount = sizeof kVariables / sizeof kVariables[0];

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    std::string lines[kCount + 2];
    bool present[kCount + 2] = {};
    size_t at = 0;
    for (size_t i = 0; i < kCount + 2 && at <= text.size(); ++i) {
        size_t end = text.find('\n', at);
        if (end == std::string::npos)
            end = text.size();
        lines[i] = std::string(text.c_str() + at, strnlen(text.c_str() + at, end - at));
        present[i] = true;
        at = end + 1;
    }
    for (size_t i = 0; i < kCount; ++i) {
        if (present[i])
            setenv(kVariables[i], lines[i].c_str(), 1);
        else
            unsetenv(kVariables[i]);
    }
    const char* unknown = nullptr;
    (void)vkl::parse_log_mask(present[0] ? lines[0].c_str() : "", &unknown);
    uint32_t vendor = 0, device = 0;
    (void)vkl::selected_device(&vendor, &device);
    (void)vkl::device_selection_enabled();
    if (vkl::id_filters_set()) {
        const vkl::DeviceIds devices[] = {{0x10de, 0x2330}, {0x1002, 0x73bf}, {0, 0}, {0xffffffffu, 0xffffffffu}};
        for (const vkl::DeviceIds& d : devices)
            for (uint32_t driver : {0u, 1u, 3u, 0xffffffffu})
                (void)vkl::passes_id_filters(d, driver);
    }
    if (present[kCount]) {
        vkl::PathList out;
        vkl::add_manifest_list(lines[kCount].c_str(), out, "VK_DRIVER_FILES");
    }
    if (present[kCount + 1])
        (void)vkl::env_named(lines[kCount + 1].c_str(), lines[kCount + 1].size());
    return 0;
}
