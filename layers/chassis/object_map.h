// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// State per Vulkan object for a validation layer, which must survive the application's races
// it reports (a thread destroying an object another thread is using): HandleMap's successor
// where a value may be erased while a hook holds it.
//
//   vkl::layer::ObjectMap<Image> images;
//   images.insert(key, args...);              // constructed whole before any reader can see it
//   if (auto image = images.find(key))        // no lock; a reference that keeps the value alive
//       use(*image);                          // even if another thread erases the handle now
//   images.erase(key);                        // gone for new lookups; freed with the last reference
//   images.for_each([](uint64_t key, Image& v) { report(v); });   // no lock held while f runs
//
// Values are held by std::shared_ptr: a lookup finds the handle's slot without a lock, then
// copies the slot's reference under one of 64 stripe locks (the slot's, a few nanoseconds when
// uncontended), after checking again that the slot still holds the handle; an erase empties the
// slot under the same lock, so it never frees what a reader holds: the last reference frees it.
// (Not std::atomic<std::shared_ptr>: libstdc++ 12 implements it with a lock bit that
// ThreadSanitizer does not see, and the sanitizer legs must stay quiet.) A value is made (by
// insert's arguments, or the function of insert_with) before it is stored, and a slot's key and
// value change together under its lock: a reader never sees a value half made. The table
// grows as HandleMap's (old tables answer lookups that began on them); an erase empties the
// handle's slot in each of them, so that no old table keeps an erased value alive. for_each walks
// the live table without the map's lock, holding a reference to the value it calls f with: f may
// call into the application (a leak report's messenger), which may create and destroy objects
// of the same map. Lookups cost a reference count each: HandleMap stays the map of state no
// thread frees while another uses it (draw counts per command buffer).
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <new>
#include <utility>
#include <vector>

namespace vkl::layer {

template <typename Value>
class ObjectMap {
public:
    using Ref = std::shared_ptr<Value>;

    ObjectMap() { tables_.emplace_back(make_table(64)); table_.store(tables_.back().get(), std::memory_order_release); }
    ObjectMap(const ObjectMap&) = delete;
    ObjectMap& operator=(const ObjectMap&) = delete;

    // The value of a live handle (empty for one the map does not hold), kept alive by the
    // reference whatever other threads erase. No lock.
    Ref find(uint64_t key) const {
        const Table* t = table_.load(std::memory_order_acquire);
        for (size_t i = slot(key, t->mask), n = 0; n <= t->mask; i = (i + 1) & t->mask, ++n) {
            const uint64_t k = t->slots[i].key.load(std::memory_order_acquire);
            if (k == key)
                return copy_if(t->slots[i], key);
            if (k == kEmpty)
                break;
        }
        return nullptr;
    }
    // Whether the handle is live and was inserted with this tag (insert_tagged's), read without
    // a lock or a reference: a validity check on every call of a command pays a probe, no more.
    // The answer held at some moment during the call (another thread may erase it right after).
    bool contains(uint64_t key, uint64_t tag) const {
        uint64_t t;
        return tag_of(key, t) && t == tag;
    }
    // The tag of a live handle, read as contains() reads it (handle wrapping keeps the driver's
    // handle there); false for a handle the map does not hold.
    bool tag_of(uint64_t key, uint64_t& tag) const {
        const Table* t = table_.load(std::memory_order_acquire);
        for (size_t i = slot(key, t->mask), n = 0; n <= t->mask; i = (i + 1) & t->mask, ++n) {
            const uint64_t k = t->slots[i].key.load(std::memory_order_acquire);
            if (k == key) {
                tag = t->slots[i].tag.load(std::memory_order_acquire);   // not moved past the check below
                return t->slots[i].key.load(std::memory_order_acquire) == key;
            }
            if (k == kEmpty)
                break;
        }
        return false;
    }
    // A value made from `args` for the handle (replacing one it had: holders of the old keep
    // it); empty when out of memory. `key` must not be 0 (VK_NULL_HANDLE).
    template <typename... Args>
    Ref insert(uint64_t key, Args&&... args) {
        return insert_with(key, [](Value&) {}, std::forward<Args>(args)...);
    }
    // The same, with init(value) run on the new value before any reader can see it.
    template <typename Init, typename... Args>
    Ref insert_with(uint64_t key, Init&& init, Args&&... args) {
        return insert_tagged(key, 0, std::forward<Init>(init), std::forward<Args>(args)...);
    }
    // The same, with a tag that contains() reads (the object's type, for a tracker).
    template <typename Init, typename... Args>
    Ref insert_tagged(uint64_t key, uint64_t tag, Init&& init, Args&&... args) {
        Ref v;
        {
            Value* raw = new (std::nothrow) Value(std::forward<Args>(args)...);
            if (raw == nullptr)
                return nullptr;
            v = Ref(raw);  // a control block that fails to allocate frees raw (it throws with exceptions on)
        }
        init(*v);
        std::lock_guard<std::mutex> g(lock_);
        erase_locked(key);
        if (!room_for_one())
            return nullptr;
        place(table_.load(std::memory_order_relaxed), key, tag, v);
        ++live_;
        ++used_;
        return v;
    }
    // Takes the handle out: new lookups miss it; its value lives while a reference does (the one
    // returned too).
    Ref erase(uint64_t key) {
        std::lock_guard<std::mutex> g(lock_);
        return erase_locked(key);
    }
    // Takes out every handle for which pred(key, value) holds (the children of a pool being
    // destroyed), and returns their values. pred runs under the map's lock: it must not call
    // into the application; report from the values returned.
    template <typename Pred>
    std::vector<std::pair<uint64_t, Ref>> erase_if(Pred&& pred) {
        std::vector<std::pair<uint64_t, Ref>> out;
        std::lock_guard<std::mutex> g(lock_);
        Table* t = table_.load(std::memory_order_relaxed);
        for (size_t i = 0; i <= t->mask; ++i) {
            const uint64_t k = t->slots[i].key.load(std::memory_order_relaxed);
            if (k == kEmpty || k == kGone)
                continue;
            Ref v = t->slots[i].value;  // writers hold the map's lock: no other writes it now
            if (v && pred(k, *v)) {
                erase_locked(k);
                out.emplace_back(k, std::move(v));
            }
        }
        return out;
    }
    // f(key, value) for each live handle, with no lock held while f runs (each value kept alive
    // while f has it). A handle inserted or erased meanwhile may be seen or not.
    template <typename F>
    void for_each(F&& f) const {
        const Table* t = table_.load(std::memory_order_acquire);
        for (size_t i = 0; i <= t->mask; ++i) {
            const uint64_t k = t->slots[i].key.load(std::memory_order_acquire);
            if (k == kEmpty || k == kGone)
                continue;
            if (Ref v = copy_if(t->slots[i], k))
                f(k, *v);
        }
    }
    size_t size() const {
        std::lock_guard<std::mutex> g(lock_);
        return live_;
    }

private:
    static constexpr uint64_t kEmpty = 0;
    static constexpr uint64_t kGone = ~uint64_t(0);

    struct Slot {
        std::atomic<uint64_t> key{kEmpty};  // read without a lock; written with `value` under the stripe lock
        std::atomic<uint64_t> tag{0};       // written before key (whose release store publishes it)
        Ref value;
    };
    std::mutex& stripe(const Slot& s) const { return stripes_[(reinterpret_cast<uintptr_t>(&s) / sizeof(Slot)) % kStripes]; }
    // The slot's value if it still holds `key`.
    Ref copy_if(const Slot& s, uint64_t key) const {
        std::lock_guard<std::mutex> g(stripe(s));
        return s.key.load(std::memory_order_relaxed) == key ? s.value : nullptr;
    }
    struct Table {
        size_t mask;
        std::unique_ptr<Slot[]> slots;
    };
    static std::unique_ptr<Table> make_table(size_t capacity) {
        auto* slots = new (std::nothrow) Slot[capacity];
        if (slots == nullptr)
            return nullptr;
        return std::unique_ptr<Table>(new (std::nothrow) Table{capacity - 1, std::unique_ptr<Slot[]>(slots)});
    }
    static size_t slot(uint64_t key, size_t mask) { return static_cast<size_t>((key * 0x9E3779B97F4A7C15ull) >> 32) & mask; }
    void place(Table* t, uint64_t key, uint64_t tag, const Ref& v) {
        size_t i = slot(key, t->mask);
        for (uint64_t k = t->slots[i].key.load(std::memory_order_relaxed); k != kEmpty && k != kGone;
             k = t->slots[i].key.load(std::memory_order_relaxed))
            i = (i + 1) & t->mask;
        std::lock_guard<std::mutex> g(stripe(t->slots[i]));
        t->slots[i].value = v;
        t->slots[i].tag.store(tag, std::memory_order_relaxed);
        t->slots[i].key.store(key, std::memory_order_release);
    }
    // Empties the handle's slot in every table (old ones too, so that none keeps the value).
    Ref erase_locked(uint64_t key) {
        Ref out;
        bool live = true;
        for (auto it = tables_.rbegin(); it != tables_.rend(); ++it, live = false) {
            Table* t = it->get();
            for (size_t i = slot(key, t->mask), n = 0; n <= t->mask; i = (i + 1) & t->mask, ++n) {
                const uint64_t k = t->slots[i].key.load(std::memory_order_relaxed);
                if (k == key) {
                    Ref v;
                    {
                        std::lock_guard<std::mutex> g(stripe(t->slots[i]));
                        v = std::move(t->slots[i].value);
                        t->slots[i].value = nullptr;
                        if (live)
                            t->slots[i].key.store(kGone, std::memory_order_release);
                    }
                    if (live) {
                        out = std::move(v);
                        --live_;
                    }
                    break;  // v (an old table's reference) goes here, outside the stripe lock
                }
                if (k == kEmpty)
                    break;
            }
            if (live && !out)
                return out;  // not in the live table: not in the map
        }
        return out;
    }
    // At most half used (tombstones count), as HandleMap; false when out of memory.
    bool room_for_one() {
        Table* t = table_.load(std::memory_order_relaxed);
        const size_t capacity = t->mask + 1;
        if ((used_ + 1) * 2 <= capacity)
            return true;
        std::unique_ptr<Table> n = make_table((live_ + 1) * 4 > capacity ? capacity * 2 : capacity);
        if (!n)
            return false;
        for (size_t i = 0; i < capacity; ++i)
            if (uint64_t k = t->slots[i].key.load(std::memory_order_relaxed); k != kEmpty && k != kGone)
                place(n.get(), k, t->slots[i].tag.load(std::memory_order_relaxed), t->slots[i].value);
        tables_.push_back(std::move(n));
        table_.store(tables_.back().get(), std::memory_order_release);
        used_ = live_;
        return true;
    }

    std::atomic<Table*> table_{nullptr};
    std::vector<std::unique_ptr<Table>> tables_;  // every table made, the live one last
    mutable std::mutex lock_;  // writers
    static constexpr size_t kStripes = 64;
    mutable std::mutex stripes_[kStripes];
    size_t live_ = 0, used_ = 0;
};

}  // namespace vkl::layer
