// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A handle of any type made from a number, for tests that hand tables and visitors handles no
// driver made (a pointer type on 64-bit platforms, uint64_t on 32-bit ones).
#pragma once

#include <cstdint>
#include <type_traits>

template <typename H>
H fake(uint64_t n) {
    if constexpr (std::is_pointer_v<H>)
        return reinterpret_cast<H>(static_cast<uintptr_t>(n));
    else
        return static_cast<H>(n);
}
