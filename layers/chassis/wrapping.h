// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Handle wrapping (layers/README.md, "Handle wrapping"): a layer that names the setting
// handle_wrapping (off by default) gives the application, for every non-dispatchable handle the
// driver makes, an id of its own: a number that is no pointer, counted from 1 in the order the
// objects are made (the same from run to run of the same program), and turns each id back into
// the driver's handle on the way down (generated/handle_wrapping.h). Dispatchable handles are
// never wrapped: they carry the loader's dispatch pointer.
//
// HandleIds maps ids to the driver's handles: read on every call without a lock (one probe of an
// ObjectMap, the driver's handle in the slot's tag), written under a lock when an object is made
// or ends. One map for the layer's library: an id must mean one object whatever device it is
// given to (a validation layer reports another device's object by it).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <new>
#include <unordered_map>
#include <vector>

#include "chassis/object_map.h"
#include "object_tables.h"

namespace vkl::layer {

// A call's copies of the application's structures: a bump arena on the stack, with blocks from
// the heap past it. Freed when the call returns.
class Scratch {
public:
    Scratch() = default;
    Scratch(const Scratch&) = delete;
    Scratch& operator=(const Scratch&) = delete;

    void* bytes(size_t size, size_t align = alignof(std::max_align_t)) {
        size_t at = (used_ + align - 1) & ~(align - 1);
        if (at <= sizeof(local_) && size <= sizeof(local_) - at) {   // never `at + size`: 32-bit wrap
            used_ = at + size;
            return local_ + at;
        }
        if (size > SIZE_MAX - align)
            return nullptr;
        auto* p = new (std::nothrow) unsigned char[size + align];
        if (p == nullptr)
            return nullptr;
        more_.emplace_back(p);
        return reinterpret_cast<void*>((reinterpret_cast<uintptr_t>(p) + align - 1) & ~(uintptr_t(align) - 1));
    }
    template <typename T>
    T* array(uint64_t n) {
        if (n > SIZE_MAX / sizeof(T))   // 32-bit size arithmetic: a count no allocation can hold
            return nullptr;
        return static_cast<T*>(bytes(static_cast<size_t>(n) * sizeof(T), alignof(T)));
    }

private:
    alignas(std::max_align_t) unsigned char local_[1024];
    size_t used_ = 0;
    std::vector<std::unique_ptr<unsigned char[]>> more_;
};

class HandleIds {
public:
    // The driver's handle of an id; a value that is no live id goes down as it is (VK_NULL_HANDLE,
    // a handle the layer never wrapped: a messenger the chassis keeps, an invalid one).
    uint64_t down(uint64_t id) const {
        uint64_t driver;
        return id != 0 && ids_.tag_of(id, driver) ? driver : id;
    }
    // The id of a driver's handle the command wrote: for a handle retrieved again (a queue's, a
    // swapchain image's, a display's) the one it already has; for a new object (`fresh`: a create
    // or an allocation) always a new one, since the driver may give a destroyed object's handle
    // to the next; `parent` (a pool's id) ends it with the pool (forget_children).
    uint64_t up(uint64_t driver, uint64_t parent = 0, bool fresh = false) {
        if (driver == 0)
            return 0;
        std::lock_guard<std::mutex> g(lock_);
        if (auto it = by_driver_.find(driver); it != by_driver_.end() && !fresh)
            return it->second;
        const uint64_t id = next_++;
        if (!ids_.insert_tagged(id, driver, [&](Entry& e) { e = {driver, parent}; }))
            return driver;   // out of memory: the application gets the driver's handle itself
        by_driver_[driver] = id;
        return id;
    }
    // The object ended (after the call down): its id is no longer known.
    void forget(uint64_t id) {
        if (id == 0)
            return;
        std::lock_guard<std::mutex> g(lock_);
        if (auto e = ids_.erase(id))
            forget_driver(e->driver, id);
    }
    // A pool was destroyed or reset: the ids of what was allocated from it.
    void forget_children(uint64_t pool) {
        if (pool == 0)
            return;
        std::lock_guard<std::mutex> g(lock_);
        for (auto& [id, e] : ids_.erase_if([&](uint64_t, const Entry& e) { return e.parent == pool; }))
            forget_driver(e->driver, id);
    }
    size_t size() const { return ids_.size(); }

    template <typename H>
    H down(H h) const {
        return from_key<H>(down(objects::key(h)));
    }
    template <typename H>
    H up(H h, uint64_t parent = 0, bool fresh = false) {
        return from_key<H>(up(objects::key(h), parent, fresh));
    }
    // An array of ids, as the driver's handles (a copy in the call's scratch).
    template <typename H>
    const H* down_array(Scratch& sc, const H* in, uint64_t n) const {
        if (in == nullptr || n == 0)
            return in;
        H* out = sc.array<H>(n);
        if (out == nullptr)
            return in;
        for (uint64_t i = 0; i < n; ++i)
            out[i] = down(in[i]);
        return out;
    }

private:
    // The driver's handle no longer names the id (unless a newer object has it since).
    void forget_driver(uint64_t driver, uint64_t id) {
        if (auto it = by_driver_.find(driver); it != by_driver_.end() && it->second == id)
            by_driver_.erase(it);
    }
    struct Entry {
        uint64_t driver = 0;
        uint64_t parent = 0;
    };
    template <typename H>
    static H from_key(uint64_t k) {
        if constexpr (std::is_pointer_v<H>)
            return reinterpret_cast<H>(static_cast<uintptr_t>(k));
        else
            return static_cast<H>(k);
    }

    ObjectMap<Entry> ids_;   // id -> the driver's handle (the tag) and the object's pool
    std::mutex lock_;        // writers, and by_driver_
    std::unordered_map<uint64_t, uint64_t> by_driver_;
    uint64_t next_ = 1;
};

namespace wrapping {

// The members the visitors do not follow (noautovalidity pointers: codegen/wrapping.py's
// by_hand), rewritten where another member says they are valid; defined after the generated
// structures' rewrites (chassis/wrapping_by_hand.h). Any other structure with such members: none rewritten (unions of
// descriptor data, acceleration-structure geometry behind pointers to pointers: their handles go
// down as the application gave them).
template <typename T>
inline void by_hand(HandleIds&, Scratch&, T&) {}
inline void by_hand(HandleIds& ids, Scratch& sc, VkWriteDescriptorSet& s);
inline void by_hand(HandleIds& ids, Scratch& sc, VkGraphicsPipelineCreateInfo& s);
inline void by_hand(HandleIds& ids, Scratch& sc, VkFramebufferCreateInfo& s);
inline void by_hand(HandleIds& ids, Scratch& sc, VkDescriptorSetLayoutBinding& s);
#if defined(VK_EXT_shader_object)
inline void by_hand(HandleIds& ids, Scratch& sc, VkShaderCreateInfoEXT& s);
#endif
// Not rewritten: VkCommandBufferBeginInfo::pInheritanceInfo (its render pass and framebuffer),
// valid for a secondary command buffer alone, and the begin info does not say which it is.

}  // namespace wrapping
}  // namespace vkl::layer
