// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Vulkan's two-call idiom for returning arrays: with no array, the count; with one, up to
// *count items and VK_INCOMPLETE when there were more. One implementation for the loader's
// enumerate functions and the layer chassis's.
#pragma once

#include <cstdint>

#include "base/vk_platform_config.h"

namespace vkl {

// `item(i)` gives the i-th of `total` items.
template <typename T, typename Item>
VkResult fill_two_call(uint32_t total, uint32_t* count, T* out, Item&& item) {
    if (out == nullptr) {
        *count = total;
        return VK_SUCCESS;
    }
    const uint32_t n = *count < total ? *count : total;
    for (uint32_t i = 0; i < n; ++i)
        out[i] = item(i);
    *count = n;
    return n < total ? VK_INCOMPLETE : VK_SUCCESS;
}

// The count a driver or layer wrote back after a call that gave it room for `room` items, cut
// to that room: a component that claims to have written more (broken or hostile) would
// otherwise have the loader read past the array it handed over. Every second call of a
// two-call query the loader makes of a driver or a layer goes through this.
inline uint32_t written_count(uint32_t count, uint32_t room) { return count < room ? count : room; }

template <typename T>
VkResult copy_out(const T* items, uint32_t total, uint32_t* count, T* out) {
    return fill_two_call(total, count, out, [items](uint32_t i) { return items[i]; });
}

}  // namespace vkl
