// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The process-wide cache behind acquire_drivers and acquire_layers: one current set, built
// from the manifests and shared by reference count. A set that is replaced (its manifests
// changed) lives on until the last instance or call using it releases it.
#pragma once

#include <cstdint>
#include <mutex>

#include "base/sync.h"

namespace vkl {

// `Cached` has a `uint32_t refs` member; `destroy` frees one. With `keep_unused` false the
// current set is also freed when its last user releases it (drivers: unloaded when the last
// instance is destroyed, as applications expect); with true it stays cached for the next call.
template <typename Cached>
class CurrentSet {
public:
    explicit constexpr CurrentSet(void (*destroy)(Cached*), bool keep_unused = true)
        : destroy_(destroy), keep_unused_(keep_unused) {}

    // The current set if still_current(set) holds, else the one build() returns (nullptr when
    // out of memory), which becomes current. Either comes with a reference for the caller.
    // Holding the lock while building keeps two threads from loading the same drivers twice.
    template <typename StillCurrent, typename Build>
    Cached* acquire(StillCurrent&& still_current, Build&& build) {
        std::lock_guard<Mutex> guard(lock_);
        if (current_ && still_current(*current_)) {
            ++current_->refs;
            return current_;
        }
        Cached* c = build();
        if (c == nullptr)
            return nullptr;
        drop(current_);
        current_ = c;
        c->refs = 2;  // the caller's, and the cache's
        return c;
    }

    void release(Cached* c) {
        if (c == nullptr)
            return;
        std::lock_guard<Mutex> guard(lock_);
        drop(c);
        if (!keep_unused_ && c == current_ && current_->refs == 1) {  // only the cache holds it
            drop(current_);
            current_ = nullptr;
        }
    }

    // Keeps `c` (a set the caller holds) alive without a user until unpin(): what a
    // pre-instance call loaded stays for the vkCreateInstance that follows. One pinned set at a
    // time, the first: while one is pinned, pinning another does nothing (that set lives as
    // long as its users, as the reference loaders keep their first preloaded drivers).
    void pin(Cached* c) {
        std::lock_guard<Mutex> guard(lock_);
        if (c == nullptr || pinned_ != nullptr)
            return;
        ++c->refs;
        pinned_ = c;
    }

    // Releases the pinned set; the current set goes too when nobody else holds it (as release()).
    void unpin() {
        std::lock_guard<Mutex> guard(lock_);
        Cached* c = pinned_;
        if (c == nullptr)
            return;
        pinned_ = nullptr;
        drop(c);
        if (!keep_unused_ && c == current_ && current_->refs == 1) {
            drop(current_);
            current_ = nullptr;
        }
    }

    // Drops the cache's own references (the library is being unloaded).
    void shutdown() {
        std::lock_guard<Mutex> guard(lock_);
        drop(pinned_);
        pinned_ = nullptr;
        drop(current_);
        current_ = nullptr;
    }

private:
    void drop(Cached* c) {  // with lock_ held
        if (c && --c->refs == 0)
            destroy_(c);
    }

    Mutex lock_;  // guards current_, pinned_ and every set's refs
    Cached* current_ = nullptr;
    Cached* pinned_ = nullptr;
    void (*destroy_)(Cached*);
    bool keep_unused_;
};

}  // namespace vkl
