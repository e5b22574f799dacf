// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Strings to the index of their first occurrence, by hashing: the manifest sets (search paths,
// layer names, meta-layer components) must stay linear in the number of manifests, which may
// be 10^5 on a hostile or badly managed system. The strings are not copied: they must outlive
// the index. Insertion reports failure instead of throwing. Up to kInline strings (a search's
// few directories, a machine's few manifests) are kept in the object and compared one by one:
// no allocation, and cheaper than hashing.
#pragma once

#include <cstdint>
#include <cstring>

#include "base/alloc.h"

namespace vkl {

class StringIndex {
public:
    static constexpr uint32_t kNone = 0xFFFFFFFFu;

    // The index `s` was inserted with, or kNone.
    uint32_t find(const char* s) const {
        if (slots_.empty()) {
            for (size_t i = 0; i < count_; ++i)
                if (std::strcmp(inline_[i].str, s) == 0)
                    return inline_[i].index;
            return kNone;
        }
        const size_t mask = slots_.size() - 1;
        for (size_t i = hash(s) & mask;; i = (i + 1) & mask) {
            const Slot& slot = slots_[i];
            if (slot.str == nullptr)
                return kNone;
            if (std::strcmp(slot.str, s) == 0)
                return slot.index;
        }
    }

    // Records `s` with `index` unless present. *first receives the index it has (the new one,
    // or the earlier one). False only when out of memory.
    bool insert(const char* s, uint32_t index, uint32_t* first = nullptr) {
        if (slots_.empty()) {
            for (size_t i = 0; i < count_; ++i)
                if (std::strcmp(inline_[i].str, s) == 0) {
                    if (first)
                        *first = inline_[i].index;
                    return true;
                }
            if (count_ < kInline) {
                inline_[count_++] = Slot{s, index};
                if (first)
                    *first = index;
                return true;
            }
        }
        if ((count_ + 1) * 2 > slots_.size() && !grow())
            return false;
        const size_t mask = slots_.size() - 1;
        for (size_t i = hash(s) & mask;; i = (i + 1) & mask) {
            Slot& slot = slots_[i];
            if (slot.str == nullptr) {
                slot.str = s;
                slot.index = index;
                ++count_;
                if (first)
                    *first = index;
                return true;
            }
            if (std::strcmp(slot.str, s) == 0) {
                if (first)
                    *first = slot.index;
                return true;
            }
        }
    }

private:
    struct Slot {
        const char* str;
        uint32_t index;
    };

    static uint64_t hash(const char* s) {  // FNV-1a
        uint64_t h = 1469598103934665603ull;
        for (; *s; ++s)
            h = (h ^ static_cast<unsigned char>(*s)) * 1099511628211ull;
        return h ^ (h >> 29);
    }

    bool grow() {
        const size_t n = slots_.empty() ? 4 * kInline : slots_.size() * 2;
        Vec<Slot> bigger;
        if (!bigger.reserve(n))
            return false;
        for (size_t i = 0; i < n; ++i)
            bigger.push(Slot{nullptr, 0});
        const size_t mask = n - 1;
        auto place = [&](const Slot& old) {
            for (size_t i = hash(old.str) & mask;; i = (i + 1) & mask)
                if (bigger[i].str == nullptr) {
                    bigger[i] = old;
                    return;
                }
        };
        if (slots_.empty()) {
            for (size_t i = 0; i < count_; ++i)  // leaving the inline entries
                place(inline_[i]);
        } else {
            for (const Slot& old : slots_)
                if (old.str)
                    place(old);
        }
        slots_ = static_cast<Vec<Slot>&&>(bigger);
        return true;
    }

    static constexpr size_t kInline = 8;
    Slot inline_[kInline] = {};  // the first kInline strings, while slots_ is empty
    Vec<Slot> slots_;
    size_t count_ = 0;
};

}  // namespace vkl
