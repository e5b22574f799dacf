// SPDX-License-Identifier: Apache-2.0
// The hand-written core of the layer chassis: the layer interface, instance and device
// creation (finding the next layer, making the interceptors, computing each command's hook
// list once), and the lookups that put the layer on a command's path only where an
// interceptor hooks it. The per-command entry points are generated (generated/layer_entries.cpp).
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

// Registered while the library loads (static initialisation, one thread), read afterwards.
std::vector<const InterceptorType*>& types() {
    static std::vector<const InterceptorType*> t;
    return t;
}

const CommandInfo* command_of(const char* name) {
    const NameInfo* n = find_name(name);
    return n ? &kCommands[n->command] : nullptr;
}
uint16_t id_of(const CommandInfo* c) { return static_cast<uint16_t>(c - kCommands); }

// Whether any registered interceptor type hooks the command (for vkGetInstanceProcAddr of
// device commands, which no device's lists can answer yet).
bool any_type_hooks(uint16_t id) {
    for (const InterceptorType* t : types())
        if (t->table[id].validate || t->table[id].record || t->table[id].post)
            return true;
    return false;
}

// Each command of the given levels: its hooks, interceptor by interceptor in registration
// order. `storage` is sized once, so the lists' pointers into it stay valid.
void build_hooks(CommandHooks (&hooks)[kCommandCount], std::vector<Hook>& storage, const std::vector<Interceptor*>& objects,
                 bool device_level) {
    auto wanted = [&](uint16_t id) {
        const Level l = kCommands[id].level;
        return device_level ? l == Level::Device : (l == Level::Instance || l == Level::PhysicalDevice);
    };
    size_t total = 0;
    for (uint16_t id = 0; id < kCommandCount; ++id)
        for (const InterceptorType* t : types())
            if (wanted(id))
                total += (t->table[id].validate != nullptr) + (t->table[id].record != nullptr) + (t->table[id].post != nullptr);
    storage.clear();
    storage.reserve(total);
    for (uint16_t id = 0; id < kCommandCount; ++id) {
        if (!wanted(id))
            continue;
        CommandHooks& h = hooks[id];
        auto collect = [&](PFN_vkVoidFunction HookFns::*phase, const Hook*& first, uint32_t& count) {
            first = storage.data() + storage.size();
            for (size_t i = 0; i < types().size(); ++i)
                if (PFN_vkVoidFunction fn = types()[i]->table[id].*phase) {
                    storage.push_back({objects[i], fn});
                    ++count;
                }
        };
        collect(&HookFns::validate, h.validate, h.validate_count);
        collect(&HookFns::record, h.record, h.record_count);
        collect(&HookFns::post, h.post, h.post_count);
    }
}

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

// The hooks of a hand-written command that interceptors may hook (policy.
// LAYER_CHASSIS_HOOKED_OWNED); the arguments' types are the command's parameters exactly.
template <typename... Args>
bool run_validate(const CommandHooks& h, Args... args) {
    bool skip = false;
    for (uint32_t i = 0; i < h.validate_count; ++i)
        skip |= reinterpret_cast<bool (*)(void*, Args...)>(h.validate[i].fn)(h.validate[i].self, args...);
    return skip;
}
template <typename... Args>
void run_record(const CommandHooks& h, Args... args) {
    for (uint32_t i = 0; i < h.record_count; ++i)
        reinterpret_cast<void (*)(void*, Args...)>(h.record[i].fn)(h.record[i].self, args...);
}
template <typename... Args>
void run_post(const CommandHooks& h, Args... args) {
    for (uint32_t i = 0; i < h.post_count; ++i)
        reinterpret_cast<void (*)(void*, Args...)>(h.post[i].fn)(h.post[i].self, args...);
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
    for (const InterceptorType* t : types())
        s->interceptors.push_back(t->make());
    build_hooks(s->hooks, s->hook_storage, s->interceptors, false);
    if (!g_instances.insert(KeyMap<InstanceState>::key_of(*out), s)) {
        s->next_instance.DestroyInstance(*out, alloc);
        for (Interceptor* i : s->interceptors)
            delete i;
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
    const CommandHooks& h = s->hooks[id(Cmd::DestroyInstance)];
    if (run_validate(h, instance, alloc))
        return;
    run_record(h, instance, alloc);
    g_instances.erase(KeyMap<InstanceState>::key_of(instance));
    s->next_instance.DestroyInstance(instance, alloc);
    run_post(h, instance, alloc);
    for (Interceptor* i : s->interceptors)
        delete i;
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
    const CommandHooks& h = inst.hooks[id(Cmd::CreateDevice)];
    if (run_validate(h, pd, ci, alloc, out))
        return VK_ERROR_VALIDATION_FAILED_EXT;
    run_record(h, pd, ci, alloc, out);
    auto* d = new (std::nothrow) DeviceState;
    if (d == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    const VkResult r = create(pd, ci, alloc, out);
    if (r != VK_SUCCESS) {
        delete d;
        run_post(h, pd, ci, alloc, out, r);
        return r;
    }
    d->device = *out;
    d->instance = &inst;
    d->next_gdpa = next_gdpa;
    fill_next(d->next, {Level::Device}, [&](const char* n) { return next_gdpa(*out, n); });
    build_hooks(d->hooks, d->hook_storage, inst.interceptors, true);
    if (!g_devices.insert(KeyMap<DeviceState>::key_of(*out), d)) {
        d->next.DestroyDevice(*out, alloc);
        delete d;
        run_post(h, pd, ci, alloc, out, VK_ERROR_OUT_OF_HOST_MEMORY);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    run_post(h, pd, ci, alloc, out, VK_SUCCESS);
    return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL DestroyDevice(VkDevice device, const VkAllocationCallbacks* alloc) {
    if (device == VK_NULL_HANDLE)
        return;
    DeviceState* d = g_devices.find(KeyMap<DeviceState>::key_of(device));
    if (d == nullptr)
        unknown_handle("device");
    const CommandHooks& h = d->hooks[id(Cmd::DestroyDevice)];
    if (run_validate(h, device, alloc))
        return;
    run_record(h, device, alloc);
    g_devices.erase(KeyMap<DeviceState>::key_of(device));
    d->next.DestroyDevice(device, alloc);
    run_post(h, device, alloc);
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
    // Hooked here: this layer's entry point; otherwise the layer is not on the path at all.
    if (c && c->level == Level::Device && d->hooks[id_of(c)].any())
        return kEntries[id_of(c)];
    return d->next_gdpa(device, name);
}

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL GetInstanceProcAddr(VkInstance instance, const char* name) {
    const CommandInfo* c = command_of(name);
    if (c)
        if (PFN_vkVoidFunction own = owned(static_cast<Cmd>(id_of(c))))
            return own;
    InstanceState* s = instance ? g_instances.find(KeyMap<InstanceState>::key_of(instance)) : nullptr;
    if (s == nullptr)
        return nullptr;
    if (c && c->level != Level::Global) {
        const uint16_t id = id_of(c);
        const bool hooked = c->level == Level::Device ? any_type_hooks(id) : s->hooks[id].any();
        if (hooked && kEntries[id])
            return kEntries[id];
    }
    return s->next_gipa(instance, name);
}

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL GetPhysicalDeviceProcAddr(VkInstance instance, const char* name) {
    InstanceState* s = instance ? g_instances.find(KeyMap<InstanceState>::key_of(instance)) : nullptr;
    if (s == nullptr)
        return nullptr;
    const CommandInfo* c = command_of(name);
    if (c && c->level == Level::PhysicalDevice && s->hooks[id_of(c)].any() && kEntries[id_of(c)])
        return kEntries[id_of(c)];
    return s->next_gpdpa ? s->next_gpdpa(instance, name) : nullptr;
}

}  // namespace

void register_interceptor_type(const InterceptorType* type) { types().push_back(type); }

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
