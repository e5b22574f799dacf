// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// What a layer built on the chassis hands the chassis's core (chassis.cpp): its entry points,
// the hook functions of the commands the core writes by hand, its create hooks, and how to make
// and find its interceptor objects; all made at compile time from the layer's interceptor types
// (generated/layer_interceptor.h, Chassis<Ts...>::fill).
#pragma once

#include <cstdint>

#include "base/vk_platform_config.h"
#include "commands.h"

namespace vkl::layer {

struct InstanceContext;
struct DeviceContext;
struct ProcessContext;
class InstanceCreateEdit;
class DeviceCreateEdit;

// The three hook functions of one hand-written command (policy.LAYER_CHASSIS_HOOKED_OWNED);
// each takes the state the command runs in first (DeviceState* for a device-level command,
// InstanceState* otherwise), then the command's parameters (and its result, for the post hook
// of a command that returns one).
struct HookFns {
    PFN_vkVoidFunction validate = nullptr;
    PFN_vkVoidFunction record = nullptr;
    PFN_vkVoidFunction post = nullptr;
};

struct LayerInterceptors {
    PFN_vkVoidFunction entries[kCommandCount] = {};  // the layer's function per hooked command
    HookFns owned[kCommandCount] = {};
    // The interceptor objects of one instance / one device (nullptr: out of memory).
    void* (*make_instance)(const InstanceContext&) = nullptr;
    void (*destroy_instance)(void*) = nullptr;
    void* (*make_device)(const DeviceContext&) = nullptr;
    void (*destroy_device)(void*) = nullptr;
    // The process's objects (chassis/process.cpp says when they are made and destroyed), and
    // whether they live as long as the process (ProcessLifetime::Process) rather than while an
    // instance lives.
    bool process_lifetime = false;
    // The process's objects (chassis/process.cpp says when they are made and destroyed).
    void* (*make_process)(const ProcessContext&) = nullptr;
    void (*destroy_process)(void*) = nullptr;
    // ProcessLifetime::Process, at the process's exit: each per-process type's AtProcessExit(),
    // in the reverse of the order they are named, on objects that are never destroyed (nullptr:
    // no type has one).
    void (*exit_process)(void*) = nullptr;
    // The object of the type whose kTypeKey is `key` among one instance's / device's / the
    // process's objects.
    void* (*find_instance_object)(void* objects, const void* key) = nullptr;
    void* (*find_device_object)(void* objects, const void* key) = nullptr;
    void* (*find_process_object)(void* objects, const void* key) = nullptr;
    // The create hooks (EditCreateInstance, EditCreateDevice) of every type, in order; nullptr
    // when no type has one.
    void (*edit_instance)(InstanceCreateEdit&) = nullptr;
    void (*edit_device)(void* instance_objects, DeviceCreateEdit&) = nullptr;
};

// Defined in the layer by VKL_LAYER_INTERCEPTORS (chassis/layer.h).
const LayerInterceptors& layer_interceptors();

struct LayerInfo {
    const char* name;
    const char* description;
    uint32_t implementation_version;
};
// Defined by VKL_LAYER in the layer.
extern const LayerInfo kLayer;

// What the layer does as a tool (VkToolPurposeFlags, VK_EXT_tooling_info / Vulkan 1.3), declared
// with VKL_LAYER_TOOL; 0 (no declaration): the layer does not list itself.
VkToolPurposeFlags layer_tool_purposes();

}  // namespace vkl::layer
