// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// RapidJSON allocation through VkAllocationCallbacks, safe against a failed allocation.
//
// RapidJSON 1.1 (Debian 12) does not survive an allocator returning NULL mid-parse. So each
// manifest is parsed in situ inside one arena taken from the application's allocator before
// parsing starts, sized by a bound the parse cannot exceed: every JSON value needs at least one
// input byte, a DOM value or member costs at most 32 bytes, and the parse stack at most as much
// again, so 64 bytes per input byte (plus a fixed page) always suffice. A failed arena
// allocation is an ordinary VK_ERROR_OUT_OF_HOST_MEMORY before RapidJSON runs.
//
// The bounds are computed without wrapping (json_bound_*: a product or sum past SIZE_MAX is
// SIZE_MAX, a size no allocation gives): in a 32-bit process a 32 MiB file times 128 would wrap
// to a small arena. And the arena running out anyway, which the bound makes impossible, ends the
// process (json_arena_exhausted): RapidJSON 1.1 writes through the NULL it would get.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace vkl {

// a * b and a + b, or SIZE_MAX where the exact result does not fit in size_t.
inline size_t json_bound_mul(size_t a, size_t b) {
    size_t r;
    return __builtin_mul_overflow(a, b, &r) ? SIZE_MAX : r;
}
inline size_t json_bound_add(size_t a, size_t b) {
    size_t r;
    return __builtin_add_overflow(a, b, &r) ? SIZE_MAX : r;
}

// Logs why and aborts: an arena sized by the bound ran out, so the bound is wrong, and RapidJSON
// cannot be returned NULL safely (it would write at NULL plus an offset).
[[noreturn]] void json_arena_exhausted(size_t used, size_t size, size_t asked);

class JsonArena {
public:
    static const bool kNeedFree = false;
    JsonArena() = default;
    JsonArena(char* base, size_t size) : base_(base), size_(size) {}

    void* Malloc(size_t size) {
        if (size == 0)
            return nullptr;
        const size_t at = (used_ + 15) & ~size_t(15);
        if (at > size_ || size > size_ - at)  // cannot happen within the documented bound
            json_arena_exhausted(used_, size_, size);
        used_ = at + size;
        return base_ + at;
    }
    void* Realloc(void* p, size_t old_size, size_t new_size) {
        if (new_size <= old_size)
            return p;
        void* q = Malloc(new_size);
        if (q && p)
            std::memcpy(q, p, old_size);
        return q;
    }
    static void Free(void*) {}
    size_t used() const { return used_; }

    static size_t bound_for(size_t json_size) { return json_bound_add(json_bound_mul(json_size, 128), 8192); }

private:
    char* base_ = nullptr;
    size_t size_ = 0;
    size_t used_ = 0;
};

}  // namespace vkl
