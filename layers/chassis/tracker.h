// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The state tracker as interceptors (layers/README.md, "The state tracker"), for a layer that asks
// for it: it names TrackerBegin before its validation objects and TrackerEnd after them,
//
//   VKL_LAYER_INTERCEPTORS(vkl::layer::DebugNames, vkl::layer::TrackerBegin, Lifetimes, Memory,
//                          vkl::layer::TrackerEnd);
//
// TrackerBegin's PostCallRecord of a creating command makes the records, before the validation
// objects' PostCallRecord hooks run; TrackerEnd's PostCallRecord of a destroying command ends
// them (implicit frees of a pool's children first), after every validation object's hooks. A
// layer that names neither has neither on any path: it pays nothing.
//
// Also here: sibling<T>(context), an interceptor of the same instance or device found from a
// context, from a constructor too (a sibling named before it: those after are not made yet).
#pragma once

#include "chassis/layer.h"
#include "chassis/state_tracker.h"
#include "object_hooks.h"

namespace vkl::layer {

// The interceptor object of type T of the instance or device whose context this is (a per-process
// T: the process's); nullptr when the layer does not name T. From a constructor, only the types
// named before the constructor's own are made.
template <typename T>
T* sibling(const DeviceContext& context) {
    const auto& d = static_cast<const DeviceState&>(context);
    if constexpr (kPerProcess<T>) {
        return &context.process<T>();
    } else if constexpr (kPerDevice<T>) {
        void* objects = d.device_objects ? d.device_objects : t_objects_in_construction;
        return objects ? static_cast<T*>(layer_interceptors().find_device_object(objects, &kTypeKey<T>)) : nullptr;
    } else {
        return static_cast<T*>(layer_interceptors().find_instance_object(d.objects, &kTypeKey<T>));
    }
}
template <typename T>
T* sibling(const InstanceContext& context) {
    static_assert(!kPerDevice<T>, "an instance's context reaches no per-device interceptor");
    const auto& s = static_cast<const InstanceState&>(context);
    if constexpr (kPerProcess<T>) {
        return &context.process<T>();
    } else {
        void* objects = s.objects ? s.objects : t_objects_in_construction;
        return objects ? static_cast<T*>(layer_interceptors().find_instance_object(objects, &kTypeKey<T>)) : nullptr;
    }
}

// What TrackerBegin and InstanceTrackerBegin share: a record for each object a command made,
// with its parent: the first handle the command was given of a type whose end ends the new
// object (kImplicitFrees: vkAllocateCommandBuffers's VkCommandBufferAllocateInfo::commandPool,
// vkGetSwapchainImagesKHR's swapchain), else of the type the registry names as its parent, else
// the dispatchable handle it ran on.
namespace tracking {

// The registry's entry for a handle type (its name, parent, level); nullptr for none.
inline const objects::HandleType* handle_type(VkObjectType type) {
    for (const objects::HandleType* h = objects::kHandleTypes; h->name != nullptr; ++h)
        if (h->type == type)
            return h;
    return nullptr;
}
inline VkObjectType registry_parent(VkObjectType type) {
    const objects::HandleType* h = handle_type(type);
    return h ? h->parent : VK_OBJECT_TYPE_UNKNOWN;
}

// Whether the end of a `pool` ends a `child` with it (kImplicitFrees).
inline bool ends_with(VkObjectType child, VkObjectType pool) {
    for (const objects::ImplicitFree* f = objects::kImplicitFrees; f->command != nullptr; ++f)
        if (f->child == child && f->pool == pool)
            return true;
    return false;
}

template <typename Visit>
void made(StateTracker& tracker, const char* command, bool allocator, Visit&& visit) {
    struct Given {
        VkObjectType type;
        uint64_t handle;
    };
    Given given[16];
    uint32_t n = 0;
    Given dispatch{VK_OBJECT_TYPE_UNKNOWN, 0};
    visit([&](const objects::Reach& r, uint64_t h) {
        if (r.flags & objects::kDispatch)
            dispatch = {r.type, h};
        else if (h != 0 && n < 16)
            given[n++] = {r.type, h};
    }, false);
    visit([&](const objects::Reach& r, uint64_t h) {
        if (h == 0)
            return;
        const Given* parent = nullptr;
        for (uint32_t i = 0; i < n && !parent; ++i)
            if (ends_with(r.type, given[i].type))
                parent = &given[i];
        for (uint32_t i = 0; i < n && !parent; ++i)
            if (given[i].type == registry_parent(r.type))
                parent = &given[i];
        if (parent == nullptr)
            parent = &dispatch;
        tracker.created(r.type, h, parent->type, parent->handle, command, allocator);
    }, true);
}

// The objects `command` ends: the pool children it frees with their pool (kImplicitFrees)
// first, then those `ends` holds (nullptr: a pool reset, which ends only children). The destroy
// of the tracker's owner (`owner`: the device of a device's tracker, the instance of an
// instance's) ends every record it has.
template <typename Visit>
void ended(StateTracker& tracker, VkObjectType owner, const char* command, const objects::Reach* ends, Visit&& visit) {
    if (ends != nullptr && ends->type == owner && (ends->flags & objects::kDispatch)) {
        tracker.end_all();
        return;
    }
    visit([&](const objects::Reach& r, uint64_t h) {
        if (h == 0)
            return;
        if (&r == ends)   // a device in the instance's tracker: a dispatchable handle that ends
            tracker.pool_freed(command, r.type, h), tracker.destroyed(r.type, h);
        else if (!(r.flags & objects::kDispatch))
            tracker.pool_freed(command, r.type, h);
    });
}

}  // namespace tracking

// The interceptor that makes a tracker's records (Base: the generated Makes hooks of its level).
template <typename Base>
class Records : public Base {
public:
    StateTracker& tracker() { return tracker_; }
    template <typename Visit>
    void made(const char* command, bool allocator, Visit&& visit) {
        tracking::made(tracker_, command, allocator, visit);
    }

private:
    StateTracker tracker_;
};

// The interceptor that ends them (Base: the generated Ends hooks; Owner: the type whose destroy
// ends every record).
template <typename Base, VkObjectType Owner>
class Endings : public Base {
public:
    template <typename Context>
    Endings(const Context& context, StateTracker* tracker, const char* missing) : tracker_(tracker) {
        if (tracker_ == nullptr)
            context.log(Severity::Error, missing);
    }
    template <typename Visit>
    void ended(const char* command, const objects::Reach* ends, Visit&& visit) {
        if (tracker_)
            tracking::ended(*tracker_, Owner, command, ends, visit);
    }

private:
    StateTracker* tracker_;
};

// Makes the records of a device's objects (named before the validation objects).
class TrackerBegin : public Records<objects::DeviceMakes<TrackerBegin, DeviceInterceptor<TrackerBegin>>> {
public:
    explicit TrackerBegin(const DeviceContext&) {}
};

// The device's tracker, through a validation object's context (find it once, in the constructor:
// the lookup is not free); nullptr when the layer does not name TrackerBegin.
inline StateTracker* tracker(const DeviceContext& context) {
    TrackerBegin* b = sibling<TrackerBegin>(context);
    return b ? &b->tracker() : nullptr;
}

// Ends the records of a device's objects (named after the validation objects).
class TrackerEnd : public Endings<objects::DeviceEnds<TrackerEnd, DeviceInterceptor<TrackerEnd>>, VK_OBJECT_TYPE_DEVICE> {
public:
    explicit TrackerEnd(const DeviceContext& context)
        : Endings(context, vkl::layer::tracker(context),
                  "vkl::layer::TrackerEnd is named without vkl::layer::TrackerBegin before it: no records end") {}
};

// The same for the instance's objects (its physical devices, devices, surfaces, messengers, debug
// report callbacks, displays): InstanceTrackerBegin before the validation objects,
// InstanceTrackerEnd after them.
class InstanceTrackerBegin : public Records<objects::InstanceMakes<InstanceTrackerBegin, InstanceInterceptor<InstanceTrackerBegin>>> {
public:
    explicit InstanceTrackerBegin(const InstanceContext&) {}
};

// The instance's tracker; nullptr when the layer does not name InstanceTrackerBegin.
template <typename Context>
StateTracker* instance_tracker(const Context& context) {
    InstanceTrackerBegin* b = sibling<InstanceTrackerBegin>(context);
    return b ? &b->tracker() : nullptr;
}

class InstanceTrackerEnd
    : public Endings<objects::InstanceEnds<InstanceTrackerEnd, InstanceInterceptor<InstanceTrackerEnd>>, VK_OBJECT_TYPE_INSTANCE> {
public:
    explicit InstanceTrackerEnd(const InstanceContext& context)
        : Endings(context, instance_tracker(context),
                  "vkl::layer::InstanceTrackerEnd is named without vkl::layer::InstanceTrackerBegin before it: no records end") {}
};

}  // namespace vkl::layer
