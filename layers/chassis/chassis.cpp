// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The hand-written core of the layer chassis: the layer interface and the lookups that put the
// layer on a command's path only where an interceptor hooks it (instance and device creation:
// instance.cpp, device.cpp). The per-command entry points are generated, and made at compile
// time for the layer's interceptor types (generated/layer_interceptor.h, Chassis<Ts...>).
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "base/two_call.h"
#include "chassis/internal.h"

#define VKL_LAYER_EXPORT extern "C" __attribute__((visibility("default")))

namespace vkl::layer {

KeyMap<InstanceState> g_instances;
KeyMap<DeviceState> g_devices;

void unknown_handle(const char* what) {
    std::fprintf(stderr, "%s: a %s handle this layer never saw; aborting (an invalid handle or a layer above "
                 "that wraps handles without unwrapping them)\n", kLayer.name, what);
    std::abort();
}

// A layer without VKL_LAYER_SETTINGS has no settings; one without VKL_LAYER_TOOL is no tool.
__attribute__((weak)) SettingDecls layer_setting_decls() { return {}; }
__attribute__((weak)) VkToolPurposeFlags layer_tool_purposes() { return 0; }

namespace {

VkLayerProperties own_properties() {
    VkLayerProperties p{};
    std::snprintf(p.layerName, sizeof p.layerName, "%s", kLayer.name);
    std::snprintf(p.description, sizeof p.description, "%s", kLayer.description);
    p.specVersion = VK_HEADER_VERSION_COMPLETE;
    p.implementationVersion = kLayer.implementation_version;
    return p;
}

VKAPI_ATTR VkResult VKAPI_CALL EnumerateInstanceLayerProperties(uint32_t* count, VkLayerProperties* props) {
    const VkLayerProperties p = own_properties();
    return copy_out(&p, 1, count, props);
}

VKAPI_ATTR VkResult VKAPI_CALL EnumerateInstanceExtensionProperties(const char* layer, uint32_t* count,
                                                                    VkExtensionProperties* props) {
    if (layer && std::strcmp(layer, kLayer.name) == 0)
        return copy_out<VkExtensionProperties>(nullptr, 0, count, props);
    return VK_ERROR_LAYER_NOT_PRESENT;
}

VKAPI_ATTR VkResult VKAPI_CALL EnumerateDeviceLayerProperties(VkPhysicalDevice, uint32_t* count, VkLayerProperties* props) {
    const VkLayerProperties p = own_properties();
    return copy_out(&p, 1, count, props);
}

VKAPI_ATTR VkResult VKAPI_CALL EnumerateDeviceExtensionProperties(VkPhysicalDevice pd, const char* layer, uint32_t* count,
                                                                  VkExtensionProperties* props) {
    if (layer && std::strcmp(layer, kLayer.name) == 0)
        return copy_out<VkExtensionProperties>(nullptr, 0, count, props);
    return instance_state(pd).next_physical_device.EnumerateDeviceExtensionProperties(pd, layer, count, props);
}

// vkGetPhysicalDeviceToolProperties of a layer that declares itself a tool (VKL_LAYER_TOOL): the
// layer first, then the tools below it (through the layer's own hooks of the command, if it has
// any), in the two-call idiom. Where nothing below has the command (a loader older than
// VK_EXT_tooling_info), the layer is the only tool, and its own hooks are not run: they would
// call down into nothing.
VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceToolProperties(VkPhysicalDevice pd, uint32_t* count,
                                                               VkPhysicalDeviceToolProperties* props) {
    const InstanceState& s = instance_state(pd);
    const uint16_t c = id(Cmd::GetPhysicalDeviceToolProperties);
    const PFN_vkVoidFunction next = s.next_physical_device.slots[kCommands[c].slot];
    auto below = reinterpret_cast<PFN_vkGetPhysicalDeviceToolProperties>(next && L().entries[c] ? L().entries[c] : next);
    if (props == nullptr) {
        uint32_t n = 0;
        const VkResult r = below ? below(pd, &n, nullptr) : VK_SUCCESS;
        *count = r == VK_SUCCESS ? n + 1 : 0;
        return r;
    }
    if (*count == 0)
        return VK_INCOMPLETE;
    VkPhysicalDeviceToolProperties& own = props[0];  // its sType and pNext are the application's
    std::snprintf(own.name, sizeof own.name, "%s", kLayer.name);
    std::snprintf(own.version, sizeof own.version, "%u", kLayer.implementation_version);
    own.purposes = layer_tool_purposes();
    std::snprintf(own.description, sizeof own.description, "%s", kLayer.description);
    std::snprintf(own.layer, sizeof own.layer, "%s", kLayer.name);
    uint32_t n = *count - 1;
    const VkResult r = below ? below(pd, &n, props + 1) : (n = 0, VK_SUCCESS);
    *count = n + 1;
    return r;
}

// The command of `c` the chassis answers itself for this layer (nullptr: none).
PFN_vkVoidFunction tool_command(Cmd c) {
    if (c == Cmd::GetPhysicalDeviceToolProperties && layer_tool_purposes() != 0)
        return reinterpret_cast<PFN_vkVoidFunction>(&GetPhysicalDeviceToolProperties);
    return nullptr;
}

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL GetDeviceProcAddr(VkDevice device, const char* name);
VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL GetInstanceProcAddr(VkInstance instance, const char* name);

// The chassis's own functions (policy.LAYER_CHASSIS_OWNED), by command.
PFN_vkVoidFunction owned(Cmd c) {
    switch (c) {
    case Cmd::CreateInstance: return reinterpret_cast<PFN_vkVoidFunction>(&CreateInstance);
    case Cmd::DestroyInstance: return reinterpret_cast<PFN_vkVoidFunction>(&DestroyInstance);
    case Cmd::CreateDevice: return reinterpret_cast<PFN_vkVoidFunction>(&CreateDevice);
    case Cmd::DestroyDevice: return reinterpret_cast<PFN_vkVoidFunction>(&DestroyDevice);
    case Cmd::GetInstanceProcAddr: return reinterpret_cast<PFN_vkVoidFunction>(&GetInstanceProcAddr);
    case Cmd::GetDeviceProcAddr: return reinterpret_cast<PFN_vkVoidFunction>(&GetDeviceProcAddr);
    case Cmd::EnumerateInstanceLayerProperties: return reinterpret_cast<PFN_vkVoidFunction>(&EnumerateInstanceLayerProperties);
    case Cmd::EnumerateInstanceExtensionProperties:
        return reinterpret_cast<PFN_vkVoidFunction>(&EnumerateInstanceExtensionProperties);
    case Cmd::EnumerateDeviceLayerProperties: return reinterpret_cast<PFN_vkVoidFunction>(&EnumerateDeviceLayerProperties);
    case Cmd::EnumerateDeviceExtensionProperties: return reinterpret_cast<PFN_vkVoidFunction>(&EnumerateDeviceExtensionProperties);
    default: return nullptr;
    }
}

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL GetDeviceProcAddr(VkDevice device, const char* name) {
    const CommandInfo* c = command_of(name);
    if (c && c->level == Level::Device)
        if (PFN_vkVoidFunction own = owned(static_cast<Cmd>(id_of(c))))
            return own;
    DeviceState* d = device ? g_devices.find(KeyMap<DeviceState>::key_of(device)) : nullptr;
    if (d == nullptr)
        return nullptr;
    // Hooked here: this layer's entry point; otherwise the layer is not on the path at all. The
    // chain below decides whether the command exists for this device (its extension enabled,
    // its core version in reach): where it answers NULL, so does the layer.
    const PFN_vkVoidFunction next = d->next_gdpa(device, name);
    if (next && c && c->level == Level::Device && L().entries[id_of(c)])
        return L().entries[id_of(c)];
    return next;
}

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL GetInstanceProcAddr(VkInstance instance, const char* name) {
    const CommandInfo* c = command_of(name);
    if (c)
        if (PFN_vkVoidFunction own = owned(static_cast<Cmd>(id_of(c))))
            return own;
    InstanceState* s = instance ? g_instances.find(KeyMap<InstanceState>::key_of(instance)) : nullptr;
    if (s == nullptr)
        return nullptr;
    const PFN_vkVoidFunction next = s->next_gipa(instance, name);
    // The debug-messenger commands: the chassis follows them (for log()) where the chain below
    // has them for this instance.
    if (PFN_vkVoidFunction messenger = c ? messenger_command(static_cast<Cmd>(id_of(c))) : nullptr)
        return next ? messenger : nullptr;
    // A tool lists itself whether or not the chain below knows the command.
    if (PFN_vkVoidFunction tool = c ? tool_command(static_cast<Cmd>(id_of(c))) : nullptr)
        return tool;
    if (next && c && c->level != Level::Global && L().entries[id_of(c)])
        return L().entries[id_of(c)];  // hooked, and the chain below has it for this instance
    return next;
}

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL GetPhysicalDeviceProcAddr(VkInstance instance, const char* name) {
    InstanceState* s = instance ? g_instances.find(KeyMap<InstanceState>::key_of(instance)) : nullptr;
    if (s == nullptr)
        return nullptr;
    const CommandInfo* c = command_of(name);
    if (PFN_vkVoidFunction tool = c ? tool_command(static_cast<Cmd>(id_of(c))) : nullptr)
        return tool;
    const PFN_vkVoidFunction next = s->next_gpdpa ? s->next_gpdpa(instance, name) : nullptr;
    if (next && c && c->level == Level::PhysicalDevice && L().entries[id_of(c)])
        return L().entries[id_of(c)];
    return next;
}

}  // namespace

}  // namespace vkl::layer

// ---- the layer interface ---------------------------------------------------------------------

VKL_LAYER_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkNegotiateLoaderLayerInterfaceVersion(VkNegotiateLayerInterface* n) {
    if (n == nullptr || n->sType != LAYER_NEGOTIATE_INTERFACE_STRUCT)
        return VK_ERROR_INITIALIZATION_FAILED;
    if (n->loaderLayerInterfaceVersion >= 2) {
        n->loaderLayerInterfaceVersion = 2;
        n->pfnGetInstanceProcAddr = &vkl::layer::GetInstanceProcAddr;
        n->pfnGetDeviceProcAddr = &vkl::layer::GetDeviceProcAddr;
        n->pfnGetPhysicalDeviceProcAddr = &vkl::layer::GetPhysicalDeviceProcAddr;
    }
    return VK_SUCCESS;
}

VKL_LAYER_EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkGetInstanceProcAddr(VkInstance instance, const char* name) {
    return vkl::layer::GetInstanceProcAddr(instance, name);
}
VKL_LAYER_EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkGetDeviceProcAddr(VkDevice device, const char* name) {
    return vkl::layer::GetDeviceProcAddr(device, name);
}
VKL_LAYER_EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vk_layerGetPhysicalDeviceProcAddr(VkInstance instance,
                                                                                            const char* name) {
    return vkl::layer::GetPhysicalDeviceProcAddr(instance, name);
}
VKL_LAYER_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkEnumerateInstanceLayerProperties(uint32_t* count, VkLayerProperties* props) {
    return vkl::layer::EnumerateInstanceLayerProperties(count, props);
}
VKL_LAYER_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkEnumerateInstanceExtensionProperties(const char* layer, uint32_t* count,
                                                                                       VkExtensionProperties* props) {
    return vkl::layer::EnumerateInstanceExtensionProperties(layer, count, props);
}
VKL_LAYER_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkEnumerateDeviceLayerProperties(VkPhysicalDevice pd, uint32_t* count,
                                                                                 VkLayerProperties* props) {
    return vkl::layer::EnumerateDeviceLayerProperties(pd, count, props);
}
VKL_LAYER_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkEnumerateDeviceExtensionProperties(VkPhysicalDevice pd, const char* layer,
                                                                                     uint32_t* count,
                                                                                     VkExtensionProperties* props) {
    return vkl::layer::EnumerateDeviceExtensionProperties(pd, layer, count, props);
}
