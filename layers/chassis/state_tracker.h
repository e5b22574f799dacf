// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The shared state tracker of a validation layer (layers/README.md, "The state tracker"): one
// record per live object of a device (its type, handle, parent, the command that made it, and
// whether an allocator was given), which the layer's validation objects read, and to which each
// may attach sub-states of its own that hear of the object's end. The chassis's interceptors
// TrackerBegin and TrackerEnd (chassis/tracker.h) keep it: a record exists from before the first
// validation object's PostCallRecord of the creating command to after the last one's hooks of the
// destroying command (or of the pool's destroy or reset that frees it implicitly). This header is
// the tracker alone, usable without the chassis (a unit test drives it).
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

#include "chassis/object_map.h"
#include "object_tables.h"

namespace vkl::layer {

struct TrackedObject;

// What a validation object keeps about one object, attached to its record: its callbacks run in
// the order of the attaching objects (the `order` of attach: the object's place among the
// layer's interceptors), whatever order they were attached in.
class SubState {
public:
    virtual ~SubState() = default;
    // The object ends (destroyed, freed, or freed with its pool), after every validation
    // object's hooks of the command that ends it; its record is still found (StateTracker::find).
    virtual void destroyed(const TrackedObject&) {}
};

struct TrackedObject {
    VkObjectType type = VK_OBJECT_TYPE_UNKNOWN;
    uint64_t handle = 0;
    VkObjectType parent_type = VK_OBJECT_TYPE_UNKNOWN;
    uint64_t parent = 0;          // the device, or the pool it was allocated from
    const char* command = "";     // the command that made it ("vkAllocateCommandBuffers")
    bool allocator = false;       // a VkAllocationCallbacks was given at creation

    // A sub-state, kept until the object ends (one per order: a second at the same order
    // replaces the first).
    void attach(uint32_t order, std::unique_ptr<SubState> s) {
        std::lock_guard<std::mutex> g(lock_);
        auto it = std::lower_bound(subs_.begin(), subs_.end(), order,
                                   [](const auto& e, uint32_t o) { return e.first < o; });
        if (it != subs_.end() && it->first == order)
            it->second = std::move(s);
        else
            subs_.emplace(it, order, std::move(s));
    }
    // The sub-state attached at `order`; nullptr when none.
    SubState* sub_state(uint32_t order) const {
        std::lock_guard<std::mutex> g(lock_);
        for (const auto& e : subs_)
            if (e.first == order)
                return e.second.get();
        return nullptr;
    }
    // Runs each sub-state's destroyed, in order (no lock held while they run).
    void end() const {
        std::vector<SubState*> subs;
        {
            std::lock_guard<std::mutex> g(lock_);
            for (const auto& e : subs_)
                subs.push_back(e.second.get());
        }
        for (SubState* s : subs)
            s->destroyed(*this);
    }

private:
    mutable std::mutex lock_;
    std::vector<std::pair<uint32_t, std::unique_ptr<SubState>>> subs_;
};

class StateTracker {
public:
    using Ref = std::shared_ptr<TrackedObject>;

    // The record of a live object of that type; empty when none (never created, ended, or another
    // type's handle). A reference that keeps it whole while another thread ends it.
    Ref find(VkObjectType type, uint64_t handle) const {
        Ref r = map_.find(handle);
        return r && r->type == type ? r : nullptr;
    }
    template <typename H>
    Ref find(VkObjectType type, H handle) const {
        return find(type, objects::key(handle));
    }
    // Whether a live object of that type has the handle: find() without the reference (no lock,
    // no reference count), what a check of every handle of every call needs.
    bool live(VkObjectType type, uint64_t handle) const { return map_.contains(handle, static_cast<uint64_t>(type)); }
    // A record for a new object (replacing a stale one of the same handle).
    Ref created(VkObjectType type, uint64_t handle, VkObjectType parent_type, uint64_t parent, const char* command,
                bool allocator) {
        if (handle == 0)
            return nullptr;
        return map_.insert_tagged(handle, static_cast<uint64_t>(type), [&](TrackedObject& o) {
            o.type = type;
            o.handle = handle;
            o.parent_type = parent_type;
            o.parent = parent;
            o.command = command;
            o.allocator = allocator;
        });
    }
    // The object ends: its sub-states hear of it (in order), then its record goes.
    void destroyed(VkObjectType type, uint64_t handle) {
        Ref r = find(type, handle);
        if (!r)
            return;
        r->end();
        map_.erase(handle);
    }
    // `command` destroys or resets a pool: the children the registry says it frees with it
    // (object_tables.h, kImplicitFrees: command buffers with their command pool, descriptor sets
    // with their descriptor pool at destroy and at reset) end, each as destroyed() ends one.
    void pool_freed(const char* command, VkObjectType pool_type, uint64_t pool) {
        for (const objects::ImplicitFree* f = objects::kImplicitFrees; f->command != nullptr; ++f) {
            if (f->pool != pool_type || std::strcmp(f->command, command) != 0)
                continue;
            const VkObjectType child = f->child;
            std::vector<Ref> children;
            map_.for_each([&](uint64_t, const TrackedObject& o) {
                if (o.type == child && o.parent_type == pool_type && o.parent == pool)
                    children.push_back(map_.find(o.handle));
            });
            // As destroyed(): each child's sub-states hear of it while its record is still found.
            for (const Ref& r : children)
                if (r) {
                    r->end();
                    map_.erase(r->handle);
                }
        }
    }
    // The device or instance ends: every record it still has ends, as destroyed() ends one.
    void end_all() {
        std::vector<Ref> all;
        map_.for_each([&](uint64_t, const TrackedObject& o) { all.push_back(map_.find(o.handle)); });
        for (const Ref& r : all)
            if (r) {
                r->end();
                map_.erase(r->handle);
            }
    }
    // Every live record, with no lock held while f runs (a leak report).
    template <typename F>
    void for_each(F&& f) const {
        map_.for_each([&](uint64_t, const TrackedObject& o) { f(o); });
    }
    size_t size() const { return map_.size(); }

private:
    ObjectMap<TrackedObject> map_;
};

}  // namespace vkl::layer
