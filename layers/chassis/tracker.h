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

// Makes the records (named before the validation objects).
class TrackerBegin : public DeviceInterceptor<TrackerBegin> {
public:
    explicit TrackerBegin(const DeviceContext& context) : device_(objects::key(context.device)) {}
    StateTracker& tracker() { return tracker_; }

    void PostCallRecordCreateCommandPool(VkDevice, const VkCommandPoolCreateInfo*, const VkAllocationCallbacks* a,
                                         VkCommandPool* pool, VkResult result) {
        if (result == VK_SUCCESS)
            tracker_.created(VK_OBJECT_TYPE_COMMAND_POOL, objects::key(*pool), VK_OBJECT_TYPE_DEVICE, device_,
                             "vkCreateCommandPool", a != nullptr);
    }
    void PostCallRecordAllocateCommandBuffers(VkDevice, const VkCommandBufferAllocateInfo* info, VkCommandBuffer* cbs,
                                              VkResult result) {
        if (result != VK_SUCCESS)
            return;
        for (uint32_t i = 0; i < info->commandBufferCount; ++i)
            tracker_.created(VK_OBJECT_TYPE_COMMAND_BUFFER, objects::key(cbs[i]), VK_OBJECT_TYPE_COMMAND_POOL,
                             objects::key(info->commandPool), "vkAllocateCommandBuffers", false);
    }
    void PostCallRecordCreateDescriptorPool(VkDevice, const VkDescriptorPoolCreateInfo*, const VkAllocationCallbacks* a,
                                            VkDescriptorPool* pool, VkResult result) {
        if (result == VK_SUCCESS)
            tracker_.created(VK_OBJECT_TYPE_DESCRIPTOR_POOL, objects::key(*pool), VK_OBJECT_TYPE_DEVICE, device_,
                             "vkCreateDescriptorPool", a != nullptr);
    }
    void PostCallRecordAllocateDescriptorSets(VkDevice, const VkDescriptorSetAllocateInfo* info, VkDescriptorSet* sets,
                                              VkResult result) {
        if (result != VK_SUCCESS)
            return;
        for (uint32_t i = 0; i < info->descriptorSetCount; ++i)
            tracker_.created(VK_OBJECT_TYPE_DESCRIPTOR_SET, objects::key(sets[i]), VK_OBJECT_TYPE_DESCRIPTOR_POOL,
                             objects::key(info->descriptorPool), "vkAllocateDescriptorSets", false);
    }
    void PostCallRecordAllocateMemory(VkDevice, const VkMemoryAllocateInfo*, const VkAllocationCallbacks* a, VkDeviceMemory* memory,
                                      VkResult result) {
        if (result == VK_SUCCESS)
            tracker_.created(VK_OBJECT_TYPE_DEVICE_MEMORY, objects::key(*memory), VK_OBJECT_TYPE_DEVICE, device_,
                             "vkAllocateMemory", a != nullptr);
    }

private:
    uint64_t device_;
    StateTracker tracker_;
};

// The device's tracker, through a validation object's context (find it once, in the constructor:
// the lookup is not free); nullptr when the layer does not name TrackerBegin.
inline StateTracker* tracker(const DeviceContext& context) {
    TrackerBegin* b = sibling<TrackerBegin>(context);
    return b ? &b->tracker() : nullptr;
}

// Ends the records (named after the validation objects).
class TrackerEnd : public DeviceInterceptor<TrackerEnd> {
public:
    explicit TrackerEnd(const DeviceContext& context) : tracker_(vkl::layer::tracker(context)) {
        if (tracker_ == nullptr)
            context.log(Severity::Error, "vkl::layer::TrackerEnd is named without vkl::layer::TrackerBegin before it: no records end");
    }

    void PostCallRecordDestroyCommandPool(VkDevice, VkCommandPool pool, const VkAllocationCallbacks*) {
        end_pool("vkDestroyCommandPool", VK_OBJECT_TYPE_COMMAND_POOL, objects::key(pool), true);
    }
    void PostCallRecordFreeCommandBuffers(VkDevice, VkCommandPool, uint32_t count, const VkCommandBuffer* cbs) {
        for (uint32_t i = 0; tracker_ && i < count; ++i)
            tracker_->destroyed(VK_OBJECT_TYPE_COMMAND_BUFFER, objects::key(cbs[i]));
    }
    void PostCallRecordDestroyDescriptorPool(VkDevice, VkDescriptorPool pool, const VkAllocationCallbacks*) {
        end_pool("vkDestroyDescriptorPool", VK_OBJECT_TYPE_DESCRIPTOR_POOL, objects::key(pool), true);
    }
    void PostCallRecordResetDescriptorPool(VkDevice, VkDescriptorPool pool, VkDescriptorPoolResetFlags, VkResult) {
        end_pool("vkResetDescriptorPool", VK_OBJECT_TYPE_DESCRIPTOR_POOL, objects::key(pool), false);
    }
    void PostCallRecordFreeDescriptorSets(VkDevice, VkDescriptorPool, uint32_t count, const VkDescriptorSet* sets, VkResult) {
        for (uint32_t i = 0; tracker_ && i < count; ++i)
            tracker_->destroyed(VK_OBJECT_TYPE_DESCRIPTOR_SET, objects::key(sets[i]));
    }
    void PostCallRecordFreeMemory(VkDevice, VkDeviceMemory memory, const VkAllocationCallbacks*) {
        if (tracker_)
            tracker_->destroyed(VK_OBJECT_TYPE_DEVICE_MEMORY, objects::key(memory));
    }

private:
    void end_pool(const char* command, VkObjectType type, uint64_t pool, bool destroyed) {
        if (!tracker_)
            return;
        tracker_->pool_freed(command, type, pool);
        if (destroyed)
            tracker_->destroyed(type, pool);
    }
    StateTracker* tracker_;
};

}  // namespace vkl::layer
