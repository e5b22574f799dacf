// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Devices on the chassis: vkCreateDevice (the loader's link and loader-data callback, the
// create hooks, the next layer's table, the device's context, the per-device interceptor
// objects), vkDestroyDevice, and the device context's functions.
#include <cstdarg>
#include <cstdio>
#include <cstring>

#include "chassis/chain.h"
#include "chassis/create_edit.h"
#include "chassis/internal.h"

namespace vkl::layer {

bool DeviceContext::extension_enabled(const char* name) const { return contains(enabled_extensions, name); }

const void* DeviceContext::enabled_feature_struct(VkStructureType type) const {
    for (const auto& s : static_cast<const DeviceState*>(this)->feature_structs)
        if (reinterpret_cast<const VkBaseInStructure*>(s.get())->sType == type)
            return s.get();
    return nullptr;
}

void DeviceContext::logf(Severity severity, const char* format, ...) const {
    va_list ap;
    va_start(ap, format);
    vlog(&static_cast<const DeviceState*>(this)->instance_state->messengers, severity, format, ap);
    va_end(ap);
}

bool DeviceContext::validationf(Severity severity, const char* vuid, std::initializer_list<MessageObject> objects,
                                const char* format, ...) const {
    char text[1024];
    va_list ap;
    va_start(ap, format);
    std::vsnprintf(text, sizeof text, format, ap);
    va_end(ap);
    return instance->validation(severity, vuid, objects, text);
}

VkResult DeviceContext::set_loader_data(void* object) const {
    const auto* d = static_cast<const DeviceState*>(this);
    if (d->set_device_loader_data == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;  // a loader that passed no callback
    return d->set_device_loader_data(device, object);
}

namespace {

// What the device context says about the enabled features: the core ones, and a copy of each
// feature structure of the chain (those whose size the registry gives).
bool keep_features(DeviceState& d, const VkDeviceCreateInfo& ci) {
    if (ci.pEnabledFeatures)
        d.enabled_features = *ci.pEnabledFeatures;
    for (auto* p = static_cast<const VkBaseInStructure*>(ci.pNext); p; p = p->pNext) {
        const ChainStruct* known = chain_struct(p->sType);
        if (known == nullptr || !known->features)
            continue;
        std::unique_ptr<unsigned char[]> copy(new (std::nothrow) unsigned char[known->size]);
        if (copy == nullptr)
            return false;
        std::memcpy(copy.get(), p, known->size);
        reinterpret_cast<VkBaseOutStructure*>(copy.get())->pNext = nullptr;
        if (p->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2)
            d.enabled_features = reinterpret_cast<const VkPhysicalDeviceFeatures2*>(p)->features;
        d.feature_structs.push_back(std::move(copy));
    }
    return true;
}

}  // namespace

VKAPI_ATTR VkResult VKAPI_CALL CreateDevice(VkPhysicalDevice pd, const VkDeviceCreateInfo* ci, const VkAllocationCallbacks* alloc,
                                            VkDevice* out) {
    InstanceState& inst = instance_state(pd);
    auto* link = loader_info<VkLayerDeviceCreateInfo>(ci->pNext, VK_STRUCTURE_TYPE_LOADER_DEVICE_CREATE_INFO, VK_LAYER_LINK_INFO);
    if (link == nullptr || link->u.pLayerInfo == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    const auto* data = loader_info<VkLayerDeviceCreateInfo>(ci->pNext, VK_STRUCTURE_TYPE_LOADER_DEVICE_CREATE_INFO,
                                                             VK_LOADER_DATA_CALLBACK);
    const PFN_vkGetInstanceProcAddr next_gipa = link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    const PFN_vkGetDeviceProcAddr next_gdpa = link->u.pLayerInfo->pfnNextGetDeviceProcAddr;
    link->u.pLayerInfo = link->u.pLayerInfo->pNext;
    auto create = reinterpret_cast<PFN_vkCreateDevice>(next_gipa(inst.instance, "vkCreateDevice"));
    if (create == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    const VkDeviceCreateInfo* down = ci;
    DeviceCreateEdit edit(pd, *ci, inst, &inst.messengers);
    if (L().edit_device) {
        L().edit_device(inst.objects, edit);
        down = &edit.create_info();
    }
    const HookFns& h = L().owned[id(Cmd::CreateDevice)];
    if (run_validate(h, &inst, pd, down, alloc, out))
        return VK_ERROR_VALIDATION_FAILED_EXT;
    run_record(h, &inst, pd, down, alloc, out);
    auto* d = new (std::nothrow) DeviceState;
    if (d == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    const VkResult r = create(pd, down, alloc, out);
    if (r != VK_SUCCESS) {
        delete d;
        run_post(h, &inst, pd, down, alloc, out, r);
        return r;
    }
    d->instance = &inst;
    d->instance_state = &inst;
    d->physical_device = pd;
    d->device = *out;
    d->next_gdpa = next_gdpa;
    d->set_device_loader_data = data ? data->u.pfnSetDeviceLoaderData : nullptr;
    d->objects = inst.objects;
    d->wrapping = inst.wrapping;
    inst.next_physical_device.GetPhysicalDeviceProperties(pd, &d->properties);
    inst.next_physical_device.GetPhysicalDeviceMemoryProperties(pd, &d->memory_properties);
    d->api_version = d->properties.apiVersion < inst.api_version ? d->properties.apiVersion : inst.api_version;
    for (uint32_t i = 0; i < down->enabledExtensionCount; ++i)
        d->enabled_extensions.emplace_back(down->ppEnabledExtensionNames[i]);
    fill_next(d->next, {Level::Device}, [&](const char* n) { return next_gdpa(*out, n); });
    if (keep_features(*d, *down))
        d->device_objects = L().make_device(*d);
    if (d->device_objects == nullptr || !g_devices.insert(KeyMap<DeviceState>::key_of(*out), d)) {
        d->next.DestroyDevice(*out, alloc);
        if (d->device_objects)
            L().destroy_device(d->device_objects);
        delete d;
        run_post(h, &inst, pd, down, alloc, out, VK_ERROR_OUT_OF_HOST_MEMORY);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    run_post(h, &inst, pd, down, alloc, out, VK_SUCCESS);
    return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL DestroyDevice(VkDevice device, const VkAllocationCallbacks* alloc) {
    if (device == VK_NULL_HANDLE)
        return;
    DeviceState* d = g_devices.find(KeyMap<DeviceState>::key_of(device));
    if (d == nullptr)
        unknown_handle("device");
    const HookFns& h = L().owned[id(Cmd::DestroyDevice)];
    if (run_validate(h, d, device, alloc))
        return;
    run_record(h, d, device, alloc);
    g_devices.erase(KeyMap<DeviceState>::key_of(device));
    d->next.DestroyDevice(device, alloc);
    run_post(h, d, device, alloc);
    L().destroy_device(d->device_objects);
    delete d;
}

}  // namespace vkl::layer
