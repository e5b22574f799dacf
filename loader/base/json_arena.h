// SPDX-License-Identifier: Apache-2.0
// RapidJSON allocation through VkAllocationCallbacks, safe against a failed allocation.
//
// RapidJSON 1.1 (Debian 12) does not survive an allocator returning NULL mid-parse. So each
// manifest is parsed in situ inside one arena taken from the application's allocator before
// parsing starts, sized by a bound the parse cannot exceed: every JSON value needs at least one
// input byte, a DOM value or member costs at most 32 bytes, and the parse stack at most as much
// again, so 64 bytes per input byte (plus a fixed page) always suffice. A failed arena
// allocation is an ordinary VK_ERROR_OUT_OF_HOST_MEMORY before RapidJSON runs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace vkl {

class JsonArena {
public:
    static const bool kNeedFree = false;
    JsonArena() = default;
    JsonArena(char* base, size_t size) : base_(base), size_(size) {}

    void* Malloc(size_t size) {
        if (size == 0)
            return nullptr;
        const size_t at = (used_ + 15) & ~size_t(15);
        if (at + size > size_) {
            exhausted_ = true;  // cannot happen within the documented bound
            return nullptr;
        }
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
    bool exhausted() const { return exhausted_; }
    size_t used() const { return used_; }

    static size_t bound_for(size_t json_size) { return json_size * 128 + 8192; }

private:
    char* base_ = nullptr;
    size_t size_ = 0;
    size_t used_ = 0;
    bool exhausted_ = false;
};

}  // namespace vkl
