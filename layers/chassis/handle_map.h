// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// State per Vulkan handle (a command buffer, a buffer, ...) for a layer's hooks: looked up
// without a lock, so that hooks on the recording path of different command buffers share no lock;
// created and destroyed under the map's own mutex (those are the allocation and free commands,
// which Vulkan does not call per draw). The map owns its values.
//
//   vkl::layer::HandleMap<Counts> buffers;
//   buffers.insert(handle_key(cb));               // PostCallRecordAllocateCommandBuffers
//   if (Counts* c = buffers.find(handle_key(cb))) // any recording hook: no lock
//       ++c->draws;
//   buffers.erase(handle_key(cb));                // PreCallRecordFreeCommandBuffers
//
// Lookups are an open-addressed probe of atomics. The table grows by copying into one twice the
// size; the old tables stay until the map goes (a lookup that began on one still finds every
// handle alive when it began), which costs at most as much again as the live table.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <new>
#include <type_traits>
#include <vector>

namespace vkl::layer {

// A handle as a key: dispatchable handles are pointers, the others 64-bit integers (pointers on
// 64-bit targets).
template <typename Handle>
uint64_t handle_key(Handle h) {
    if constexpr (std::is_pointer_v<Handle>)
        return static_cast<uint64_t>(reinterpret_cast<uintptr_t>(h));
    else
        return static_cast<uint64_t>(h);  // a non-dispatchable handle on a 32-bit target
}

template <typename Value>
class HandleMap {
public:
    HandleMap() : table_(make_table(64)) { tables_.emplace_back(table_.load(std::memory_order_relaxed)); }
    ~HandleMap() {
        Table* t = table_.load(std::memory_order_relaxed);
        for (size_t i = 0; i <= t->mask; ++i)
            if (uint64_t k = t->slots[i].key.load(std::memory_order_relaxed); k != kEmpty && k != kGone)
                delete t->slots[i].value.load(std::memory_order_relaxed);
    }
    HandleMap(const HandleMap&) = delete;
    HandleMap& operator=(const HandleMap&) = delete;

    // The value of a live handle; nullptr for one the map does not hold. No lock; the first
    // probe inline (where nearly every lookup ends), the rest out of line.
    Value* find(uint64_t key) const {
        const Table* t = table_.load(std::memory_order_acquire);
        const Slot& s = t->slots[slot(key, t->mask)];  // read before the key's acquire: loaded once
        const uint64_t k = s.key.load(std::memory_order_acquire);
        if (__builtin_expect(k == key, 1))
            return s.value.load(std::memory_order_acquire);
        return k == kEmpty ? nullptr : find_after(t, key, static_cast<size_t>(&s - t->slots.get()));
    }
    // A fresh value for the handle (a value it had is destroyed first); nullptr when out of
    // memory. `key` must not be 0 (VK_NULL_HANDLE).
    Value* insert(uint64_t key) {
        std::lock_guard<std::mutex> g(lock_);
        erase_locked(key);
        auto* v = new (std::nothrow) Value();
        if (v == nullptr)
            return nullptr;
        room_for_one();
        place(table_.load(std::memory_order_relaxed), key, v);
        ++live_;
        ++used_;
        return v;
    }
    void erase(uint64_t key) {
        std::lock_guard<std::mutex> g(lock_);
        erase_locked(key);
    }
    // Destroys the values of every handle for which pred(key, value) holds (those of a command
    // pool being destroyed, say).
    template <typename Pred>
    void erase_if(Pred&& pred) {
        std::lock_guard<std::mutex> g(lock_);
        Table* t = table_.load(std::memory_order_relaxed);
        for (size_t i = 0; i <= t->mask; ++i) {
            const uint64_t k = t->slots[i].key.load(std::memory_order_relaxed);
            if (k != kEmpty && k != kGone && pred(k, *t->slots[i].value.load(std::memory_order_relaxed)))
                remove_at(t, i);
        }
    }
    size_t size() const {
        std::lock_guard<std::mutex> g(lock_);
        return live_;
    }

private:
    static constexpr uint64_t kEmpty = 0;
    static constexpr uint64_t kGone = ~uint64_t(0);  // a tombstone: probes go on past it

    // A key and its value side by side: a probe touches one cache line.
    struct Slot {
        std::atomic<uint64_t> key{kEmpty};
        std::atomic<Value*> value{nullptr};
    };
    struct Table {
        size_t mask;
        std::unique_ptr<Slot[]> slots;
    };
    static Table* make_table(size_t capacity) { return new Table{capacity - 1, std::unique_ptr<Slot[]>(new Slot[capacity])}; }
    static size_t slot(uint64_t key, size_t mask) { return static_cast<size_t>((key * 0x9E3779B97F4A7C15ull) >> 32) & mask; }
    __attribute__((noinline)) static Value* find_after(const Table* t, uint64_t key, size_t i) {
        for (size_t n = 0; n < t->mask; ++n) {
            i = (i + 1) & t->mask;
            const uint64_t k = t->slots[i].key.load(std::memory_order_acquire);
            if (k == key)
                return t->slots[i].value.load(std::memory_order_acquire);
            if (k == kEmpty)
                return nullptr;
        }
        return nullptr;
    }
    static void place(Table* t, uint64_t key, Value* v) {
        size_t i = slot(key, t->mask);
        for (uint64_t k = t->slots[i].key.load(std::memory_order_relaxed); k != kEmpty && k != kGone;
             k = t->slots[i].key.load(std::memory_order_relaxed))
            i = (i + 1) & t->mask;
        t->slots[i].value.store(v, std::memory_order_release);
        t->slots[i].key.store(key, std::memory_order_release);
    }
    void remove_at(Table* t, size_t i) {
        Value* v = t->slots[i].value.load(std::memory_order_relaxed);
        t->slots[i].key.store(kGone, std::memory_order_release);
        t->slots[i].value.store(nullptr, std::memory_order_release);
        delete v;
        --live_;
    }
    void erase_locked(uint64_t key) {
        Table* t = table_.load(std::memory_order_relaxed);
        for (size_t i = slot(key, t->mask), n = 0; n <= t->mask; i = (i + 1) & t->mask, ++n) {
            const uint64_t k = t->slots[i].key.load(std::memory_order_relaxed);
            if (k == key)
                return remove_at(t, i);
            if (k == kEmpty)
                return;
        }
    }
    // Keeps the table at most half used (tombstones count): else a new one, twice as big when
    // the live handles need it, the same size when tombstones were the excess.
    void room_for_one() {
        Table* t = table_.load(std::memory_order_relaxed);
        const size_t capacity = t->mask + 1;
        if ((used_ + 1) * 2 <= capacity)
            return;
        Table* n = make_table((live_ + 1) * 4 > capacity ? capacity * 2 : capacity);
        for (size_t i = 0; i < capacity; ++i)
            if (uint64_t k = t->slots[i].key.load(std::memory_order_relaxed); k != kEmpty && k != kGone)
                place(n, k, t->slots[i].value.load(std::memory_order_relaxed));
        tables_.emplace_back(n);
        table_.store(n, std::memory_order_release);
        used_ = live_;
    }

    std::atomic<Table*> table_;
    std::vector<std::unique_ptr<Table>> tables_;  // every table made, the live one last
    mutable std::mutex lock_;
    size_t live_ = 0, used_ = 0;
};

}  // namespace vkl::layer
