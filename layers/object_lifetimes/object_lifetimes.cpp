// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// VK_LAYER_VKL_object_lifetimes: object lifetime validation, the rules of the Khronos validation
// layer's object tracker, on the layer chassis's object knowledge (layers/README.md, "Walkthrough:
// an object-lifetime layer"). Nothing here names a command or a structure: every check runs on
// the handles the generated visitors reach (object_tables.h: parameters, arrays, members of
// structures and of their pNext chains), the records the chassis's state tracker keeps
// (tracker.h: made by every command that creates, allocates or retrieves an object, ended by
// every one that destroys or frees it or its pool), and the VUIDs the registry and the
// specification's valid-usage statements give (codegen/objects.py, codegen/valid_usage.py):
//
//   * a handle of no live object of its type, in any parameter or member the command reads
//     (never created, destroyed, freed with its pool, or a handle of another type):
//     its "-parameter" VUID; VK_NULL_HANDLE where the registry does not allow it, the same;
//   * a handle of another device's object: its "-parent" VUID or its command's or structure's
//     "-commonparent" one (none where the specification has neither);
//   * a child given with the wrong pool (vkFreeCommandBuffers, vkFreeDescriptorSets): the
//     "-parent" VUID whose statement names the pool parameter;
//   * a destroy with allocation callbacks where the create had none, or the reverse;
//   * objects still alive at vkDestroyDevice and vkDestroyInstance, one message each.
//
// Each message is a validation message (VALIDATION type, the VUID as id, the objects), and the
// application's callback decides the skip. The objects are those the Khronos layer names (the
// instance for a handle that is not valid, the handle for the allocator rules, the parent and
// the child for the others), so that the two compare line by line (tests/e2e/object_errors.py).
//
// Cost: a check of every handle of every call, with no lock and no reference count (a probe of
// the tracker's map); the messages' paths (a handle not found) take locks.
#include <algorithm>
#include <cinttypes>
#include <cstring>
#include <memory>
#include <mutex>
#include <vector>

#include "chassis/layer.h"
#include "chassis/tracker.h"

VKL_LAYER("VK_LAYER_VKL_object_lifetimes",
          "Object lifetime validation: handles never created, destroyed, of the wrong type or parent, allocator mismatches and leaks",
          1);
VKL_LAYER_TOOL(VK_TOOL_PURPOSE_VALIDATION_BIT);
VKL_LAYER_SETTINGS(VKL_SETTING("handle_wrapping", Boolean, "false",
                               "Give the application ids of the layer's own for non-dispatchable handles (not pointers, the same "
                               "from run to run), turned back into the driver's on every call (the chassis's HandleWrapping)"));

namespace {

using vkl::layer::MessageObject;
using vkl::layer::Severity;
using vkl::layer::StateTracker;
namespace objects = vkl::layer::objects;
namespace tracking = vkl::layer::tracking;

const char* type_name(VkObjectType type) {
    const objects::HandleType* h = tracking::handle_type(type);
    return h ? h->name : "handle";
}

// The trackers of an instance's live devices, for telling a handle of another device from one of
// none: read only on a message's path (a handle not found on its own device), under a lock.
class Devices {
public:
    void add(StateTracker* t) {
        std::lock_guard<std::mutex> g(lock_);
        trackers_.push_back(t);
    }
    void remove(StateTracker* t) {
        std::lock_guard<std::mutex> g(lock_);
        trackers_.erase(std::remove(trackers_.begin(), trackers_.end(), t), trackers_.end());
    }
    bool elsewhere(VkObjectType type, uint64_t handle, const StateTracker* here) const {
        std::lock_guard<std::mutex> g(lock_);
        for (const StateTracker* t : trackers_)
            if (t != here && t->live(type, handle))
                return true;
        return false;
    }

private:
    mutable std::mutex lock_;
    std::vector<StateTracker*> trackers_;
};

// The checks of one call, for the instance's interceptor and the device's alike.
template <typename Context>
class Checker {
public:
    Checker(const Context& context, VkInstance instance, StateTracker* instance_tracker, StateTracker* device_tracker,
            const std::shared_ptr<Devices>& devices)
        : context_(context), instance_(instance), instance_tracker_(instance_tracker), device_tracker_(device_tracker),
          devices_(devices) {}

    template <typename Visit>
    bool check(const objects::Check& c, Visit&& visit) const {
        bool skip = false;
        // The scalar handles given so far, for a Reach whose parent is another parameter (a pool).
        struct Given {
            const objects::Reach* reach;
            uint64_t handle;
        };
        Given given[8];
        uint32_t n = 0;
        visit([&](const objects::Reach& r, uint64_t h) {
            if (n < 8 && !(r.flags & objects::kInArray))
                given[n++] = {&r, h};
            uint64_t pool = 0;
            if (r.parent != nullptr)
                for (uint32_t i = 0; i < n; ++i)
                    if (given[i].reach == r.parent)
                        pool = given[i].handle;
            skip |= handle(c, r, h, pool);
        });
        if (c.lifetime != nullptr && c.lifetime->children_vuid[0] != '\0' && c.ends != nullptr &&
            (c.ends->flags & objects::kDispatch))
            skip |= leaks(c);
        return skip;
    }

private:
    StateTracker* tracker_of(const objects::Reach& r) const {
        return (r.flags & objects::kDeviceObject) ? device_tracker_ : instance_tracker_;
    }

    bool handle(const objects::Check& c, const objects::Reach& r, uint64_t h, uint64_t pool) const {
        if (r.flags & objects::kDispatch) {
            // The chassis found the instance, physical device or device by it; a queue's or a
            // command buffer's is checked as any handle.
            if (r.type == VK_OBJECT_TYPE_INSTANCE || r.type == VK_OBJECT_TYPE_PHYSICAL_DEVICE || r.type == VK_OBJECT_TYPE_DEVICE)
                return false;
        }
        if (h == 0) {
            // "If x is not VK_NULL_HANDLE, x must be a valid handle" where the registry allows it.
            if (r.flags & (objects::kOptional | objects::kNoAutoValidity))
                return false;
            return invalid(c, r, h);
        }
        StateTracker* t = tracker_of(r);
        if (t == nullptr)
            return false;
        if (__builtin_expect(t->live(r.type, h), 1)) {
            if (r.parent != nullptr && pool != 0)
                return wrong_pool(c, r, h, pool);
            return destroy_rules(c, r, h, t);
        }
        // Not this device's: another device's, or none's.
        if (t == device_tracker_ && devices_ && devices_->elsewhere(r.type, h, t)) {
            if (r.parent_vuid[0] == '\0')
                return false;
            return context_.validationf(Severity::Error, r.parent_vuid, {{VK_OBJECT_TYPE_INSTANCE, objects::key(instance_)}},
                                        "%s: %s (%s 0x%" PRIx64 ") belongs to another device than the one the command runs on",
                                        c.command, r.member, type_name(r.type), h);
        }
        return invalid(c, r, h);
    }

    bool invalid(const objects::Check& c, const objects::Reach& r, uint64_t h) const {
        return context_.validationf(Severity::Error, r.vuid, {{VK_OBJECT_TYPE_INSTANCE, objects::key(instance_)}},
                                    "%s: %s%s%s is %s 0x%" PRIx64 ", which is no live %s: never created, destroyed or freed, "
                                    "or a handle of another type",
                                    c.command, std::strcmp(r.owner, c.command) == 0 ? "" : r.owner,
                                    std::strcmp(r.owner, c.command) == 0 ? "" : "::", r.member, type_name(r.type), h,
                                    type_name(r.type));
    }

    // "Each element of pCommandBuffers that is a valid handle must have been created, allocated,
    // or retrieved from commandPool."
    bool wrong_pool(const objects::Check& c, const objects::Reach& r, uint64_t h, uint64_t pool) const {
        StateTracker::Ref rec = tracker_of(r)->find(r.type, h);
        if (!rec || rec->parent == pool || r.parent_vuid[0] == '\0')
            return false;
        return context_.validationf(Severity::Error, r.parent_vuid,
                                    {{r.type, h}, {rec->parent_type, rec->parent}, {r.parent->type, pool}},
                                    "%s: %s 0x%" PRIx64 " was allocated from %s 0x%" PRIx64 ", not from %s 0x%" PRIx64, c.command,
                                    type_name(r.type), h, type_name(rec->parent_type), rec->parent, r.parent->member, pool);
    }

    // The handle a destroy ends: "If VkAllocationCallbacks were provided when buffer was created,
    // a compatible set of callbacks must be provided here", and "If no VkAllocationCallbacks
    // were provided when buffer was created, pAllocator must be NULL".
    bool destroy_rules(const objects::Check& c, const objects::Reach& r, uint64_t h, StateTracker* t) const {
        if (&r != c.ends || !c.takes_allocator || c.lifetime == nullptr)
            return false;
        StateTracker::Ref rec = t->find(r.type, h);
        if (!rec)
            return false;
        if (rec->allocator && c.allocator == nullptr && c.lifetime->allocator_vuid[0] != '\0')
            return context_.validationf(Severity::Error, c.lifetime->allocator_vuid, {{r.type, h}},
                                        "%s: %s 0x%" PRIx64 " was made with allocation callbacks (%s) and is destroyed without",
                                        c.command, type_name(r.type), h, rec->command);
        if (!rec->allocator && c.allocator != nullptr && c.lifetime->no_allocator_vuid[0] != '\0')
            return context_.validationf(Severity::Error, c.lifetime->no_allocator_vuid, {{r.type, h}},
                                        "%s: %s 0x%" PRIx64 " was made without allocation callbacks (%s) and is destroyed with them",
                                        c.command, type_name(r.type), h, rec->command);
        return false;
    }

    // "All child objects created on device that can be destroyed or freed must have been destroyed
    // or freed prior to destroying device": one message per object still alive, by type
    // (VkObjectType's order) and handle.
    bool leaks(const objects::Check& c) const {
        StateTracker* t = c.ends->type == VK_OBJECT_TYPE_DEVICE ? device_tracker_ : instance_tracker_;
        if (t == nullptr)
            return false;
        struct Leak {
            VkObjectType type;
            uint64_t handle;
        };
        std::vector<Leak> alive;
        t->for_each([&](const vkl::layer::TrackedObject& o) {
            const objects::HandleType* h = tracking::handle_type(o.type);
            if (h && h->destroyable && o.type != c.ends->type)
                alive.push_back({o.type, o.handle});
        });
        std::sort(alive.begin(), alive.end(),
                  [](const Leak& a, const Leak& b) { return a.type != b.type ? a.type < b.type : a.handle < b.handle; });
        const uint64_t parent = c.ends->type == VK_OBJECT_TYPE_DEVICE ? objects::key(device_of(context_)) : objects::key(instance_);
        bool skip = false;
        for (const Leak& l : alive)
            skip |= context_.validationf(Severity::Error, c.lifetime->children_vuid, {{c.ends->type, parent}, {l.type, l.handle}},
                                         "%s: %s 0x%" PRIx64 " is still alive", c.command, type_name(l.type), l.handle);
        return skip;
    }

    static VkDevice device_of(const vkl::layer::DeviceContext& c) { return c.device; }
    static VkDevice device_of(const vkl::layer::InstanceContext&) { return VK_NULL_HANDLE; }

    const Context& context_;
    VkInstance instance_;
    StateTracker* instance_tracker_;
    StateTracker* device_tracker_;
    std::shared_ptr<Devices> devices_;
};

// The instance- and physical-device-level commands (and vkDestroyInstance's leak report).
class InstanceLifetimes : public objects::InstanceChecks<InstanceLifetimes, vkl::layer::InstanceInterceptor<InstanceLifetimes>> {
public:
    explicit InstanceLifetimes(const vkl::layer::InstanceContext& context)
        : devices_(std::make_shared<Devices>()),
          checker_(context, context.instance, vkl::layer::instance_tracker(context), nullptr, devices_) {}

    template <typename Visit>
    bool check(const objects::Check& c, Visit&& visit) const {
        return checker_.check(c, visit);
    }
    const std::shared_ptr<Devices>& devices() const { return devices_; }

private:
    std::shared_ptr<Devices> devices_;
    Checker<vkl::layer::InstanceContext> checker_;
};

// The device-level commands (and vkDestroyDevice's leak report).
class DeviceLifetimes : public objects::DeviceChecks<DeviceLifetimes, vkl::layer::DeviceInterceptor<DeviceLifetimes>> {
public:
    explicit DeviceLifetimes(const vkl::layer::DeviceContext& context)
        : devices_(vkl::layer::sibling<InstanceLifetimes>(context)->devices()),
          tracker_(vkl::layer::tracker(context)),
          checker_(context, context.instance->instance, vkl::layer::instance_tracker(context), tracker_, devices_) {
        devices_->add(tracker_);
    }
    ~DeviceLifetimes() { devices_->remove(tracker_); }

    template <typename Visit>
    bool check(const objects::Check& c, Visit&& visit) const {
        return checker_.check(c, visit);
    }

private:
    std::shared_ptr<Devices> devices_;
    StateTracker* tracker_;
    Checker<vkl::layer::DeviceContext> checker_;
};

}  // namespace

// Handle wrapping (its setting), the debug names for the messages, and the trackers first on
// creation, last on destruction.
VKL_LAYER_INTERCEPTORS(vkl::layer::HandleWrapping, vkl::layer::DebugNames, vkl::layer::InstanceTrackerBegin, vkl::layer::TrackerBegin, InstanceLifetimes,
                       DeviceLifetimes, vkl::layer::TrackerEnd, vkl::layer::InstanceTrackerEnd);
