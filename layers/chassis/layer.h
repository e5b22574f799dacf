// SPDX-License-Identifier: Apache-2.0
// The layer chassis, for layer authors (layers/README.md): a layer is a shared library that
// links vkl_chassis, names itself once with VKL_LAYER(...), may declare settings with
// VKL_LAYER_SETTINGS(...), and names its interceptor types with VKL_LAYER_INTERCEPTORS(...):
//
//   #include "chassis/layer.h"
//   VKL_LAYER("VK_LAYER_ACME_count", "Counts draws", 1);
//   class Count : public vkl::layer::DeviceInterceptor<Count> {
//   public:
//       explicit Count(const vkl::layer::DeviceContext& context) : context_(context) {}
//       void PreCallRecordCmdDraw(VkCommandBuffer, uint32_t vertices, uint32_t instances, uint32_t, uint32_t) {
//           draws_.fetch_add(1, std::memory_order_relaxed);
//       }
//   private:
//       const vkl::layer::DeviceContext& context_;
//       std::atomic<uint64_t> draws_{0};
//   };
//   VKL_LAYER_INTERCEPTORS(Count);
//
// The chassis provides the layer interface (vkNegotiateLoaderLayerInterfaceVersion, interface
// 2; vkGetInstanceProcAddr; vkGetDeviceProcAddr; vk_layerGetPhysicalDeviceProcAddr; the layer's
// enumerate functions), finds the next layer's functions, makes one object of each per-instance
// interceptor type per VkInstance and one of each per-device type per VkDevice, and for every
// command runs the types' PreCallValidate, PreCallRecord, the call down, PostCallRecord, in the
// order the types are named. Which hooks each type defines is known at compile time: the hooks
// are inlined into the layer's entry points, and a command that no type hooks is not on the
// layer's path (its vkGet*ProcAddr answer is the next layer's).
#pragma once

#include "chassis/create_edit.h"
#include "chassis/hooks.h"
#include "layer_interceptor.h"

namespace vkl::layer {

// One object per VkInstance, constructed after the instance exists, from its context when the
// type has a constructor taking `const InstanceContext&`; destroyed after vkDestroyInstance. It
// may hook commands of every level (a device-level hook sees every device of the instance).
template <typename Derived>
class InstanceInterceptor : public HookNames {};

// One object per VkDevice, constructed when the device exists (before any hook runs for it),
// from its context when the type has a constructor taking `const DeviceContext&`; destroyed
// after vkDestroyDevice. It may hook device-level commands (vkDestroyDevice included).
template <typename Derived>
class DeviceInterceptor : public HookNames, public DeviceInterceptorTag {};

// The first chassis's name for a per-instance interceptor.
template <typename Derived>
using InterceptorBase = InstanceInterceptor<Derived>;

struct LayerInfo {
    const char* name;
    const char* description;
    uint32_t implementation_version;
};
// Defined by VKL_LAYER in the layer.
extern const LayerInfo kLayer;

template <typename... Ts>
LayerInterceptors make_layer_interceptors() {
    LayerInterceptors l;
    Chassis<Ts...>::fill(l);
    return l;
}

// The context of the instance or device a dispatchable handle belongs to. A handle of no live
// object of this layer aborts with a message (chassis/state.h).
inline InstanceContext& instance_context(VkInstance h) { return instance_state(h); }
inline InstanceContext& instance_context(VkPhysicalDevice h) { return instance_state(h); }
inline DeviceContext& device_context(VkDevice h) { return device_state(h); }
inline DeviceContext& device_context(VkQueue h) { return device_state(h); }
inline DeviceContext& device_context(VkCommandBuffer h) { return device_state(h); }

// The layer's interceptor object of type T for the instance or device a dispatchable handle
// belongs to: a per-device T from a VkDevice, VkQueue or VkCommandBuffer; a per-instance T from
// any handle. nullptr when T is not one of the layer's types.
template <typename T>
T* interceptor(VkInstance h) {
    static_assert(!kPerDevice<T>, "a per-device interceptor is found from a VkDevice, VkQueue or VkCommandBuffer");
    return static_cast<T*>(layer_interceptors().find_instance_object(instance_state(h).objects, &kTypeKey<T>));
}
template <typename T>
T* interceptor(VkPhysicalDevice h) {
    static_assert(!kPerDevice<T>, "a per-device interceptor is found from a VkDevice, VkQueue or VkCommandBuffer");
    return static_cast<T*>(layer_interceptors().find_instance_object(instance_state(h).objects, &kTypeKey<T>));
}
template <typename T, typename Handle>
    requires(std::is_same_v<Handle, VkDevice> || std::is_same_v<Handle, VkQueue> || std::is_same_v<Handle, VkCommandBuffer>)
T* interceptor(Handle h) {
    DeviceState& d = device_state(h);
    if constexpr (kPerDevice<T>)
        return static_cast<T*>(layer_interceptors().find_device_object(d.device_objects, &kTypeKey<T>));
    else
        return static_cast<T*>(layer_interceptors().find_instance_object(d.objects, &kTypeKey<T>));
}

}  // namespace vkl::layer

#define VKL_LAYER(name, description, implementation_version) \
    const vkl::layer::LayerInfo vkl::layer::kLayer = {name, description, implementation_version}

// The layer's interceptor types, in the order their hooks run.
#define VKL_LAYER_INTERCEPTORS(...)                                                                   \
    const vkl::layer::LayerInterceptors& vkl::layer::layer_interceptors() {                          \
        static const vkl::layer::LayerInterceptors interceptors = make_layer_interceptors<__VA_ARGS__>(); \
        return interceptors;                                                                          \
    }
