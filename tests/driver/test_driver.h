// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// What the test driver records: one line per event appended to the file named by
// VKL_TEST_DRIVER_LOG (when set), "<driver> <event>" or "<driver> <key>=<value>".
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include <vulkan/vulkan.h>

namespace vkl_test {

// Name equality, lengths first: the loader asks for every command at each instance and device,
// and a strcmp per table entry is what a fuzzer's comparison hooks see most (each one traced).
inline bool same_name(const char* a, const char* b) { return std::string_view(a) == std::string_view(b); }

inline void write_line(const char* line) {
    const char* path = std::getenv("VKL_TEST_DRIVER_LOG");
    if (path == nullptr)
        return;
    if (FILE* f = std::fopen(path, "a")) {
        std::fputs(line, f);
        std::fclose(f);
    }
}

inline void record(const char* driver, const char* event) {
    char line[512];
    std::snprintf(line, sizeof line, "%s %s\n", driver, event);
    write_line(line);
}

inline void record_value(const char* driver, const char* key, uint64_t value) {
    char line[512];
    std::snprintf(line, sizeof line, "%s %s=%llu\n", driver, key, static_cast<unsigned long long>(value));
    write_line(line);
}

// An output structure a test chains into vkEnumeratePhysicalDeviceGroups: the test driver
// writes 0x600D0000 + the group's index into `value`, so a test sees its chain reached the driver.
inline constexpr VkStructureType kTestGroupChainType = static_cast<VkStructureType>(1000999001);
struct GroupChainMark {
    VkStructureType sType;
    void* pNext;
    uint32_t value;
};

}  // namespace vkl_test
