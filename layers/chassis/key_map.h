// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Dispatch key -> state, readable without a lock. Every dispatchable handle starts with the
// loader's dispatch pointer (its "dispatch key"), the same for a device and its queues and
// command buffers, and for an instance and its physical devices. Writers (instance and device
// creation and destruction) take a mutex; readers (every intercepted call) probe an open-
// addressed table of atomics. A removed entry leaves a tombstone so later probes go on past it.
#pragma once

#include <atomic>
#include <cstdint>
#include <mutex>

namespace vkl::layer {

template <typename Value, size_t Capacity = 4096>
class KeyMap {
    static_assert((Capacity & (Capacity - 1)) == 0, "a power of two");

public:
    static const void* key_of(const void* dispatchable) { return *static_cast<const void* const*>(dispatchable); }

    // The first probe only (where nearly every lookup ends): nullptr when it does not hold the
    // key, which find() may still find further on.
    Value* find_first(const void* key) const {
        const size_t i = slot(key);
        return keys_[i].load(std::memory_order_acquire) == key ? values_[i].load(std::memory_order_acquire) : nullptr;
    }
    // The first probe is inline; the rest is out of line.
    Value* find(const void* key) const {
        const size_t i = slot(key);
        if (__builtin_expect(keys_[i].load(std::memory_order_acquire) == key, 1))
            return values_[i].load(std::memory_order_acquire);
        return find_after(key, i);
    }
    // False when the table is full (Capacity live instances or devices).
    bool insert(const void* key, Value* value) {
        std::lock_guard<std::mutex> guard(lock_);
        for (size_t i = slot(key), n = 0; n < Capacity; i = (i + 1) & (Capacity - 1), ++n) {
            const void* k = keys_[i].load(std::memory_order_relaxed);
            if (k == nullptr || k == tombstone() || k == key) {
                values_[i].store(value, std::memory_order_release);
                keys_[i].store(key, std::memory_order_release);
                return true;
            }
        }
        return false;
    }
    Value* erase(const void* key) {
        std::lock_guard<std::mutex> guard(lock_);
        for (size_t i = slot(key), n = 0; n < Capacity; i = (i + 1) & (Capacity - 1), ++n) {
            const void* k = keys_[i].load(std::memory_order_relaxed);
            if (k == key) {
                Value* v = values_[i].load(std::memory_order_relaxed);
                keys_[i].store(tombstone(), std::memory_order_release);
                values_[i].store(nullptr, std::memory_order_release);
                return v;
            }
            if (k == nullptr)
                return nullptr;
        }
        return nullptr;
    }

private:
    __attribute__((noinline)) Value* find_after(const void* key, size_t i) const {
        for (size_t n = 0; n < Capacity; i = (i + 1) & (Capacity - 1), ++n) {
            const void* k = keys_[i].load(std::memory_order_acquire);
            if (k == key)
                return values_[i].load(std::memory_order_acquire);
            if (k == nullptr)
                return nullptr;
        }
        return nullptr;
    }
    static const void* tombstone() {
        static const char t = 0;
        return &t;
    }
    // Keys are the loader's dispatch tables: heap objects of hundreds of bytes or more, so the
    // address bits above the allocator's alignment already spread them; two instructions.
    static size_t slot(const void* key) { return (reinterpret_cast<uintptr_t>(key) >> 6) & (Capacity - 1); }
    std::atomic<const void*> keys_[Capacity] = {};
    std::atomic<Value*> values_[Capacity] = {};
    std::mutex lock_;
};

}  // namespace vkl::layer
