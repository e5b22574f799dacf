// SPDX-License-Identifier: Apache-2.0
// The layer chassis, for layer authors: a layer is a shared library that links vkl_chassis,
// defines its identity once with VKL_LAYER(...), and registers one or more interceptors:
//
//   #include "chassis/layer.h"
//   VKL_LAYER("VK_LAYER_ACME_count", "Counts draws", 1);
//   class Count : public vkl::layer::InterceptorBase<Count> {
//   public:
//       void PreCallRecordCmdDraw(VkCommandBuffer cb, uint32_t vertices, uint32_t instances,
//                                 uint32_t first_vertex, uint32_t first_instance) { ++draws; }
//       uint64_t draws = 0;
//   };
//   static vkl::layer::Register<Count> count;
//
// The chassis provides the layer interface (vkNegotiateLoaderLayerInterfaceVersion, interface
// 2; vkGetInstanceProcAddr; vkGetDeviceProcAddr; vk_layerGetPhysicalDeviceProcAddr; the layer's
// enumerate functions), finds the next layer's functions, makes one object of each registered
// interceptor per instance (devices use their instance's), and for every command runs the
// interceptors' PreCallValidate, PreCallRecord, the call down, PostCallRecord. A command that no
// interceptor hooks is not on the layer's path: its vkGet*ProcAddr answer is the next layer's.
#pragma once

#include "chassis/hooks.h"
#include "layer_interceptor.h"

namespace vkl::layer {

struct LayerInfo {
    const char* name;
    const char* description;
    uint32_t implementation_version;
};
// Defined by VKL_LAYER in the layer.
extern const LayerInfo kLayer;

struct InterceptorType {
    HookFns table[kCommandCount];
    Interceptor* (*make)();
};
// Called by Register<T> while the layer's library is loaded (static initialisation); the
// order of registration is the order hooks run in.
void register_interceptor_type(const InterceptorType* type);

template <typename T>
class Register {
public:
    Register() {
        static InterceptorType type = [] {
            InterceptorType t{};
            fill_hook_table<T>(t.table);
            t.make = []() -> Interceptor* { return new T; };
            return t;
        }();
        register_interceptor_type(&type);
    }
};

}  // namespace vkl::layer

#define VKL_LAYER(name, description, implementation_version) \
    const vkl::layer::LayerInfo vkl::layer::kLayer = {name, description, implementation_version}
