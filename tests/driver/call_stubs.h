// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The test driver's stubs=1 mode: one distinct function per device command the loader asks
// for, so a test sees which driver function a loader entry point reached and with which handle.
// Stub I is handed out for the I-th name asked (the same name always gets the same stub); when
// called it records "<driver> call <name>=<first argument>" (test_driver.h's log) and returns 0,
// which is VK_SUCCESS for a VkResult command.
//
// A stub is declared with one parameter and called through the command's own pointer type:
// every ABI the tests run on (x86-64, i386 cdecl, AArch64, s390x) passes the first argument in
// the same place whatever follows it, and the caller cleans up the rest. Clang's function-type
// check (-fsanitize=function, part of `undefined`) would report that call; it is turned off
// for these functions alone.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <mutex>
#include <string>
#include <utility>

#include "test_driver.h"

namespace vkl_test::stubs {

inline constexpr size_t kCount = 1536;  // more than a registry's device commands

struct Names {
    std::mutex mutex;
    std::array<std::string, kCount> names;
    size_t used = 0;
    std::string driver;
};
inline Names& names() {
    static Names n;
    return n;
}

#if defined(__clang__)
#define VKL_STUB_NO_TYPE_CHECK __attribute__((no_sanitize("function")))
#else
#define VKL_STUB_NO_TYPE_CHECK
#endif

template <size_t I>
VKL_STUB_NO_TYPE_CHECK uint64_t VKAPI_CALL stub(void* handle) {
    std::string key;
    {
        std::lock_guard<std::mutex> lock(names().mutex);
        key = "call " + names().names[I];
    }
    record_value(names().driver.c_str(), key.c_str(), reinterpret_cast<uintptr_t>(handle));
    return 0;
}

template <size_t... I>
std::array<PFN_vkVoidFunction, sizeof...(I)> make_table(std::index_sequence<I...>) {
    return {reinterpret_cast<PFN_vkVoidFunction>(&stub<I>)...};
}

// The stub for `name` (NULL once every stub is taken: the test then sees no call recorded).
inline PFN_vkVoidFunction stub_for(const char* driver, const char* name) {
    static const std::array<PFN_vkVoidFunction, kCount> table = make_table(std::make_index_sequence<kCount>());
    Names& n = names();
    std::lock_guard<std::mutex> lock(n.mutex);
    n.driver = driver;
    for (size_t i = 0; i < n.used; ++i)
        if (n.names[i] == name)
            return table[i];
    if (n.used == kCount)
        return nullptr;
    n.names[n.used] = name;
    return table[n.used++];
}

}  // namespace vkl_test::stubs
