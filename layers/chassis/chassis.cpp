// SPDX-License-Identifier: Apache-2.0
// The hand-written core of the layer chassis: the layer interface, instance and device
// creation (finding the next layer, making the interceptor objects), and the lookups that put
// the layer on a command's path only where an interceptor hooks it. The per-command entry
// points are generated, and made at compile time for the layer's interceptor types
// (generated/layer_interceptor.h, Chassis<Ts...>).
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <vulkan/vk_layer.h>

#include "base/name_hash.h"
#include "base/two_call.h"
#include "chassis/layer.h"
#include "chassis/state.h"

#define VKL_LAYER_EXPORT extern "C" __attribute__((visibility("default")))

namespace vkl::layer {

KeyMap<InstanceState> g_instances;
KeyMap<DeviceState> g_devices;

void unknown_handle(const char* what) {
    std::fprintf(stderr, "%s: a %s handle this layer never saw; aborting (an invalid handle or a layer above "
                 "that wraps handles without unwrapping them)\n", kLayer.name, what);
    std::abort();
}

namespace {

const LayerInterceptors& L() { return layer_interceptors(); }

const CommandInfo* command_of(const char* name) {
    const NameInfo* n = find_name(name);
    return n ? &kCommands[n->command] : nullptr;
}
uint16_t id_of(const CommandInfo* c) { return static_cast<uint16_t>(c - kCommands); }

// The next layer's function for each command of the levels a table holds, under each of its
// names (an alias may be what the next layer knows).
template <typename Table, typename Lookup>
void fill_next(Table& table, std::initializer_list<Level> levels, Lookup&& lookup) {
    for (uint16_t id = 0; id < kCommandCount; ++id) {
        const CommandInfo& c = kCommands[id];
        bool wanted = false;
        for (Level l : levels)
            wanted |= c.level == l;
        if (!wanted || c.slot == kNoSlot)
            continue;
        PFN_vkVoidFunction fn = nullptr;
        for (uint8_t k = 0; k < c.name_count && fn == nullptr; ++k)
            fn = lookup(kStringPool + kNames[c.first_name + k].name);
        table.slots[c.slot] = fn;
    }
}

template <typename Info>
Info* link_info(const void* chain, VkStructureType type) {
    for (auto* p = static_cast<const VkBaseInStructure*>(chain); p; p = p->pNext)
        if (p->sType == type && reinterpret_cast<const Info*>(p)->function == VK_LAYER_LINK_INFO)
            return const_cast<Info*>(reinterpret_cast<const Info*>(p));
    return nullptr;
}

// The hooks of a hand-written command (policy.LAYER_CHASSIS_HOOKED_OWNED): one function per
// phase, running every interceptor type's hook; the arguments' types are the command's
// parameters exactly.
template <typename... Args>
bool run_validate(const HookFns& h, void* objects, Args... args) {
    return h.validate && reinterpret_cast<bool (*)(void*, Args...)>(h.validate)(objects, args...);
}
template <typename... Args>
void run_record(const HookFns& h, void* objects, Args... args) {
    if (h.record)
        reinterpret_cast<void (*)(void*, Args...)>(h.record)(objects, args...);
}
template <typename... Args>
void run_post(const HookFns& h, void* objects, Args... args) {
    if (h.post)
        reinterpret_cast<void (*)(void*, Args...)>(h.post)(objects, args...);
}
constexpr uint16_t id(Cmd c) { return static_cast<uint16_t>(c); }

VkLayerProperties own_properties() {
    VkLayerProperties p{};
    std::snprintf(p.layerName, sizeof p.layerName, "%s", kLayer.name);
    std::snprintf(p.description, sizeof p.description, "%s", kLayer.description);
    p.specVersion = VK_HEADER_VERSION_COMPLETE;
    p.implementationVersion = kLayer.implementation_version;
    return p;
}

VKAPI_ATTR VkResult VKAPI_CALL CreateInstance(const VkInstanceCreateInfo* ci, const VkAllocationCallbacks* alloc,
                                              VkInstance* out) {
    auto* link = link_info<VkLayerInstanceCreateInfo>(ci->pNext, VK_STRUCTURE_TYPE_LOADER_INSTANCE_CREATE_INFO);
    if (link == nullptr || link->u.pLayerInfo == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    const PFN_vkGetInstanceProcAddr next_gipa = link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    const PFN_GetPhysicalDeviceProcAddr next_gpdpa = link->u.pLayerInfo->pfnNextGetPhysicalDeviceProcAddr;
    link->u.pLayerInfo = link->u.pLayerInfo->pNext;  // the next layer's link, for the next layer
    auto create = reinterpret_cast<PFN_vkCreateInstance>(next_gipa(VK_NULL_HANDLE, "vkCreateInstance"));
    if (create == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    auto* s = new (std::nothrow) InstanceState;
    if (s == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    const VkResult r = create(ci, alloc, out);
    if (r != VK_SUCCESS) {
        delete s;
        return r;
    }
    s->instance = *out;
    s->next_gipa = next_gipa;
    s->next_gpdpa = next_gpdpa;
    s->api_version = ci->pApplicationInfo && ci->pApplicationInfo->apiVersion ? ci->pApplicationInfo->apiVersion
                                                                               : VK_API_VERSION_1_0;
    fill_next(s->next_instance, {Level::Instance}, [&](const char* n) { return next_gipa(*out, n); });
    fill_next(s->next_physical_device, {Level::PhysicalDevice}, [&](const char* n) { return next_gipa(*out, n); });
    s->objects = L().make();
    if (s->objects == nullptr || !g_instances.insert(KeyMap<InstanceState>::key_of(*out), s)) {
        s->next_instance.DestroyInstance(*out, alloc);
        if (s->objects)
            L().destroy(s->objects);
        delete s;
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL DestroyInstance(VkInstance instance, const VkAllocationCallbacks* alloc) {
    if (instance == VK_NULL_HANDLE)
        return;
    InstanceState* s = g_instances.find(KeyMap<InstanceState>::key_of(instance));
    if (s == nullptr)
        unknown_handle("instance");
    const HookFns& h = L().owned[id(Cmd::DestroyInstance)];
    if (run_validate(h, s->objects, instance, alloc))
        return;
    run_record(h, s->objects, instance, alloc);
    g_instances.erase(KeyMap<InstanceState>::key_of(instance));
    s->next_instance.DestroyInstance(instance, alloc);
    run_post(h, s->objects, instance, alloc);
    L().destroy(s->objects);
    delete s;
}

VKAPI_ATTR VkResult VKAPI_CALL CreateDevice(VkPhysicalDevice pd, const VkDeviceCreateInfo* ci, const VkAllocationCallbacks* alloc,
                                            VkDevice* out) {
    InstanceState& inst = instance_state(pd);
    auto* link = link_info<VkLayerDeviceCreateInfo>(ci->pNext, VK_STRUCTURE_TYPE_LOADER_DEVICE_CREATE_INFO);
    if (link == nullptr || link->u.pLayerInfo == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    const PFN_vkGetInstanceProcAddr next_gipa = link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    const PFN_vkGetDeviceProcAddr next_gdpa = link->u.pLayerInfo->pfnNextGetDeviceProcAddr;
    link->u.pLayerInfo = link->u.pLayerInfo->pNext;
    auto create = reinterpret_cast<PFN_vkCreateDevice>(next_gipa(inst.instance, "vkCreateDevice"));
    if (create == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    const HookFns& h = L().owned[id(Cmd::CreateDevice)];
    if (run_validate(h, inst.objects, pd, ci, alloc, out))
        return VK_ERROR_VALIDATION_FAILED_EXT;
    run_record(h, inst.objects, pd, ci, alloc, out);
    auto* d = new (std::nothrow) DeviceState;
    if (d == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    const VkResult r = create(pd, ci, alloc, out);
    if (r != VK_SUCCESS) {
        delete d;
        run_post(h, inst.objects, pd, ci, alloc, out, r);
        return r;
    }
    d->device = *out;
    d->instance = &inst;
    d->next_gdpa = next_gdpa;
    d->objects = inst.objects;
    fill_next(d->next, {Level::Device}, [&](const char* n) { return next_gdpa(*out, n); });
    if (!g_devices.insert(KeyMap<DeviceState>::key_of(*out), d)) {
        d->next.DestroyDevice(*out, alloc);
        delete d;
        run_post(h, inst.objects, pd, ci, alloc, out, VK_ERROR_OUT_OF_HOST_MEMORY);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    run_post(h, inst.objects, pd, ci, alloc, out, VK_SUCCESS);
    return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL DestroyDevice(VkDevice device, const VkAllocationCallbacks* alloc) {
    if (device == VK_NULL_HANDLE)
        return;
    DeviceState* d = g_devices.find(KeyMap<DeviceState>::key_of(device));
    if (d == nullptr)
        unknown_handle("device");
    const HookFns& h = L().owned[id(Cmd::DestroyDevice)];
    if (run_validate(h, d->objects, device, alloc))
        return;
    run_record(h, d->objects, device, alloc);
    g_devices.erase(KeyMap<DeviceState>::key_of(device));
    d->next.DestroyDevice(device, alloc);
    run_post(h, d->objects, device, alloc);
    delete d;
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
    if (next && c && c->level != Level::Global && L().entries[id_of(c)])
        return L().entries[id_of(c)];  // hooked, and the chain below has it for this instance
    return next;
}

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL GetPhysicalDeviceProcAddr(VkInstance instance, const char* name) {
    InstanceState* s = instance ? g_instances.find(KeyMap<InstanceState>::key_of(instance)) : nullptr;
    if (s == nullptr)
        return nullptr;
    const CommandInfo* c = command_of(name);
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
