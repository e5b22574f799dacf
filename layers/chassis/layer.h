// SPDX-License-Identifier: Apache-2.0
// The layer chassis, for layer authors: a layer is a shared library that links vkl_chassis,
// names itself once with VKL_LAYER(...), and names its interceptor types with
// VKL_LAYER_INTERCEPTORS(...):
//
//   #include "chassis/layer.h"
//   VKL_LAYER("VK_LAYER_ACME_count", "Counts draws", 1);
//   class Count : public vkl::layer::InterceptorBase<Count> {
//   public:
//       void PreCallRecordCmdDraw(VkCommandBuffer, uint32_t vertices, uint32_t instances, uint32_t, uint32_t) {
//           ++draws;
//       }
//       std::atomic<uint64_t> draws{0};
//   };
//   VKL_LAYER_INTERCEPTORS(Count);
//
// The chassis provides the layer interface (vkNegotiateLoaderLayerInterfaceVersion, interface
// 2; vkGetInstanceProcAddr; vkGetDeviceProcAddr; vk_layerGetPhysicalDeviceProcAddr; the layer's
// enumerate functions), finds the next layer's functions, makes one object of each interceptor
// type per instance (devices use their instance's), and for every command runs the types'
// PreCallValidate, PreCallRecord, the call down, PostCallRecord, in the order the types are named.
// Which hooks each type defines is known at compile time: the hooks are inlined into the
// layer's entry points, and a command that no type hooks is not on the layer's path (its
// vkGet*ProcAddr answer is the next layer's).
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

template <typename... Ts>
LayerInterceptors make_layer_interceptors() {
    LayerInterceptors l;
    Chassis<Ts...>::fill(l);
    return l;
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
