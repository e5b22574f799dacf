// SPDX-License-Identifier: Apache-2.0
// What a layer built on the chassis hands the chassis's core (chassis.cpp): its entry points
// and the hook functions of the commands the core writes by hand, both made at compile time
// from the layer's interceptor types (generated/layer_interceptor.h, Chassis<Ts...>::fill).
#pragma once

#include <cstdint>

#include "base/vk_platform_config.h"
#include "commands.h"

namespace vkl::layer {

// The three hook functions of one hand-written command (policy.LAYER_CHASSIS_HOOKED_OWNED);
// each takes the instance's interceptor objects first, then the command's parameters (and the
// VkResult, for the post hook of a command that returns one).
struct HookFns {
    PFN_vkVoidFunction validate = nullptr;
    PFN_vkVoidFunction record = nullptr;
    PFN_vkVoidFunction post = nullptr;
};

struct LayerInterceptors {
    PFN_vkVoidFunction entries[kCommandCount] = {};  // the layer's function per hooked command
    HookFns owned[kCommandCount] = {};
    void* (*make)() = nullptr;        // one instance's interceptor objects (nullptr: out of memory)
    void (*destroy)(void*) = nullptr;
};

// Defined in the layer by VKL_LAYER_INTERCEPTORS (chassis/layer.h).
const LayerInterceptors& layer_interceptors();

}  // namespace vkl::layer
