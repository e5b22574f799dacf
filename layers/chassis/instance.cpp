// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Instances on the chassis: vkCreateInstance (the loader's link and loader-data callback, the
// layer's settings, the create hooks, the next layer's tables, the per-instance interceptor
// objects), vkDestroyInstance, the debug-messenger commands the chassis follows so that log()
// reaches the application's messengers, and the instance context's functions.
#include <cstdarg>
#include <cstdio>
#include <cstring>

#include "chassis/create_edit.h"
#include "chassis/internal.h"
#include "chassis/settings_sources.h"

namespace vkl::layer {

void vlog(const Messengers* messengers, Severity severity, const char* format, va_list ap) {
    char text[1024];
    std::vsnprintf(text, sizeof text, format, ap);
    if (messengers)
        messengers->send(kLayer.name, severity, text);
    else
        Messengers().send(kLayer.name, severity, text);
}

void chassis_log(const Messengers* messengers, Severity severity, const char* format, ...) {
    va_list ap;
    va_start(ap, format);
    vlog(messengers, severity, format, ap);
    va_end(ap);
}

bool contains(const std::vector<std::string>& names, const char* name) {
    for (const std::string& e : names)
        if (e == name)
            return true;
    return false;
}

bool InstanceContext::extension_enabled(const char* name) const { return contains(enabled_extensions, name); }

void InstanceContext::log(Severity severity, const char* message) const {
    static_cast<const InstanceState*>(this)->messengers.send(kLayer.name, severity, message);
}

void InstanceContext::logf(Severity severity, const char* format, ...) const {
    va_list ap;
    va_start(ap, format);
    vlog(&static_cast<const InstanceState*>(this)->messengers, severity, format, ap);
    va_end(ap);
}

bool InstanceContext::validation(Severity severity, const char* vuid, std::initializer_list<MessageObject> objects,
                                 const char* message) const {
    const auto* s = static_cast<const InstanceState*>(this);
    // At most 16 objects a message (VVL's messages name a handful).
    VkDebugUtilsObjectNameInfoEXT infos[16];
    std::string names[16];
    uint32_t n = 0;
    for (const MessageObject& o : objects) {
        if (n == 16)
            break;
        infos[n] = {};
        infos[n].sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT;
        infos[n].objectType = o.type;
        infos[n].objectHandle = o.handle;
        if (s->names.get(o.type, o.handle, names[n]))
            infos[n].pObjectName = names[n].c_str();
        ++n;
    }
    return s->messengers.send_validation(kLayer.name, severity, vuid ? vuid : "", infos, n, message);
}

bool InstanceContext::validationf(Severity severity, const char* vuid, std::initializer_list<MessageObject> objects,
                                  const char* format, ...) const {
    char text[1024];
    va_list ap;
    va_start(ap, format);
    std::vsnprintf(text, sizeof text, format, ap);
    va_end(ap);
    return validation(severity, vuid, objects, text);
}

void set_object_name(VkDevice device, VkObjectType type, uint64_t handle, const char* name) {
    if (DeviceState* d = g_devices.find(KeyMap<DeviceState>::key_of(device)))
        d->instance_state->names.set(type, handle, name);
}

VkResult InstanceContext::set_loader_data(void* object) const {
    const auto* s = static_cast<const InstanceState*>(this);
    if (s->set_instance_loader_data == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;  // a loader that passed no callback
    return s->set_instance_loader_data(instance, object);
}

VKAPI_ATTR VkResult VKAPI_CALL CreateInstance(const VkInstanceCreateInfo* ci, const VkAllocationCallbacks* alloc,
                                              VkInstance* out) {
    auto* link = loader_info<VkLayerInstanceCreateInfo>(ci->pNext, VK_STRUCTURE_TYPE_LOADER_INSTANCE_CREATE_INFO,
                                                         VK_LAYER_LINK_INFO);
    if (link == nullptr || link->u.pLayerInfo == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    const auto* data = loader_info<VkLayerInstanceCreateInfo>(ci->pNext, VK_STRUCTURE_TYPE_LOADER_INSTANCE_CREATE_INFO,
                                                               VK_LOADER_DATA_CALLBACK);
    const PFN_vkGetInstanceProcAddr next_gipa = link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    const PFN_GetPhysicalDeviceProcAddr next_gpdpa = link->u.pLayerInfo->pfnNextGetPhysicalDeviceProcAddr;
    link->u.pLayerInfo = link->u.pLayerInfo->pNext;  // the next layer's link, for the next layer
    auto create = reinterpret_cast<PFN_vkCreateInstance>(next_gipa(VK_NULL_HANDLE, "vkCreateInstance"));
    if (create == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    void* process_objects = nullptr;
    if (const VkResult r = begin_instance(ci->pNext, &process_objects); r != VK_SUCCESS)
        return r;
    auto* s = new (std::nothrow) InstanceState;
    if (s == nullptr) {
        end_instance();
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    s->process_objects = process_objects;
    // Messengers chained to the create info hear what the settings and the create hooks log.
    s->messengers.add_chained(ci->pNext);
    s->messengers.chained_active(true);
    read_settings(s->settings, ci->pNext, &s->messengers);
    s->messengers.stderr_threshold(stderr_threshold(s->settings, &s->messengers));
    const VkInstanceCreateInfo* down = ci;
    InstanceCreateEdit edit(*ci, next_gipa, &s->messengers, &s->settings);
    if (L().edit_instance) {
        L().edit_instance(edit);
        down = &edit.create_info();
    }
    const VkResult r = create(down, alloc, out);
    if (r != VK_SUCCESS) {
        delete s;
        end_instance();
        return r;
    }
    s->instance = *out;
    s->next_gipa = next_gipa;
    s->next_gpdpa = next_gpdpa;
    s->set_instance_loader_data = data ? data->u.pfnSetInstanceLoaderData : nullptr;
    s->api_version = down->pApplicationInfo && down->pApplicationInfo->apiVersion ? down->pApplicationInfo->apiVersion
                                                                                   : VK_API_VERSION_1_0;
    for (uint32_t i = 0; i < down->enabledExtensionCount; ++i)
        s->enabled_extensions.emplace_back(down->ppEnabledExtensionNames[i]);
    fill_next(s->next_instance, {Level::Instance}, [&](const char* n) { return next_gipa(*out, n); });
    fill_next(s->next_physical_device, {Level::PhysicalDevice}, [&](const char* n) { return next_gipa(*out, n); });
    instance_live(s);  // the process's log reaches its messengers from here
    s->objects = L().make_instance(*s);
    if (s->objects == nullptr || !g_instances.insert(KeyMap<InstanceState>::key_of(*out), s)) {
        s->next_instance.DestroyInstance(*out, alloc);
        if (s->objects)
            L().destroy_instance(s->objects);
        instance_gone(s);
        delete s;
        end_instance();
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    s->messengers.chained_active(false);
    return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL DestroyInstance(VkInstance instance, const VkAllocationCallbacks* alloc) {
    if (instance == VK_NULL_HANDLE)
        return;
    InstanceState* s = g_instances.find(KeyMap<InstanceState>::key_of(instance));
    if (s == nullptr)
        unknown_handle("instance");
    s->messengers.chained_active(true);
    const HookFns& h = L().owned[id(Cmd::DestroyInstance)];
    if (run_validate(h, s, instance, alloc)) {
        s->messengers.chained_active(false);
        return;
    }
    run_record(h, s, instance, alloc);
    g_instances.erase(KeyMap<InstanceState>::key_of(instance));
    s->next_instance.DestroyInstance(instance, alloc);
    run_post(h, s, instance, alloc);
    L().destroy_instance(s->objects);
    instance_gone(s);
    delete s;
    end_instance();  // the last instance: the process's objects go too (ProcessLifetime::Instances)
}

namespace {

// The next layer's function of a command by its slot: its named member may be a filler where
// the headers are older than the registry.
template <typename Fn>
Fn next_of(const InstanceState& s, Cmd c) {
    return reinterpret_cast<Fn>(s.next_instance.slots[kCommands[id(c)].slot]);
}

// The debug-messenger commands: their hooks and the call down, and the chassis keeps (or
// forgets) the messenger for log().
template <typename Create, typename Info, typename Handle>
VkResult create_messenger(Cmd cmd, VkInstance instance, const Info* ci, const VkAllocationCallbacks* alloc, Handle* out) {
    InstanceState& s = instance_state(instance);
    const HookFns& h = L().owned[id(cmd)];
    if (run_validate(h, &s, instance, ci, alloc, out))
        return VK_ERROR_VALIDATION_FAILED_EXT;
    run_record(h, &s, instance, ci, alloc, out);
    const VkResult r = next_of<Create>(s, cmd)(instance, ci, alloc, out);
    if (r == VK_SUCCESS)
        s.messengers.add(*out, *ci);
    run_post(h, &s, instance, ci, alloc, out, r);
    return r;
}
// `Forget`: Messengers' remove_messenger or remove_callback (named, as on 32-bit targets both
// handles are uint64_t).
template <typename Destroy, auto Forget, typename Handle>
void destroy_messenger(Cmd cmd, VkInstance instance, Handle messenger, const VkAllocationCallbacks* alloc) {
    InstanceState& s = instance_state(instance);
    const HookFns& h = L().owned[id(cmd)];
    if (run_validate(h, &s, instance, messenger, alloc))
        return;
    run_record(h, &s, instance, messenger, alloc);
    (s.messengers.*Forget)(messenger);
    next_of<Destroy>(s, cmd)(instance, messenger, alloc);
    run_post(h, &s, instance, messenger, alloc);
}

#if defined(VK_EXT_debug_utils)
VKAPI_ATTR VkResult VKAPI_CALL CreateDebugUtilsMessengerEXT(VkInstance instance, const VkDebugUtilsMessengerCreateInfoEXT* ci,
                                                            const VkAllocationCallbacks* alloc, VkDebugUtilsMessengerEXT* out) {
    return create_messenger<PFN_vkCreateDebugUtilsMessengerEXT>(Cmd::CreateDebugUtilsMessengerEXT, instance, ci, alloc, out);
}
VKAPI_ATTR void VKAPI_CALL DestroyDebugUtilsMessengerEXT(VkInstance instance, VkDebugUtilsMessengerEXT messenger,
                                                         const VkAllocationCallbacks* alloc) {
    destroy_messenger<PFN_vkDestroyDebugUtilsMessengerEXT, &Messengers::remove_messenger>(Cmd::DestroyDebugUtilsMessengerEXT,
                                                                                         instance, messenger, alloc);
}
#endif

#if defined(VK_EXT_debug_report)
VKAPI_ATTR VkResult VKAPI_CALL CreateDebugReportCallbackEXT(VkInstance instance, const VkDebugReportCallbackCreateInfoEXT* ci,
                                                            const VkAllocationCallbacks* alloc, VkDebugReportCallbackEXT* out) {
    return create_messenger<PFN_vkCreateDebugReportCallbackEXT>(Cmd::CreateDebugReportCallbackEXT, instance, ci, alloc, out);
}
VKAPI_ATTR void VKAPI_CALL DestroyDebugReportCallbackEXT(VkInstance instance, VkDebugReportCallbackEXT callback,
                                                         const VkAllocationCallbacks* alloc) {
    destroy_messenger<PFN_vkDestroyDebugReportCallbackEXT, &Messengers::remove_callback>(Cmd::DestroyDebugReportCallbackEXT,
                                                                                         instance, callback, alloc);
}
#endif

}  // namespace

PFN_vkVoidFunction messenger_command(Cmd c) {
    switch (c) {
#if defined(VK_EXT_debug_utils)
    case Cmd::CreateDebugUtilsMessengerEXT: return reinterpret_cast<PFN_vkVoidFunction>(&CreateDebugUtilsMessengerEXT);
    case Cmd::DestroyDebugUtilsMessengerEXT: return reinterpret_cast<PFN_vkVoidFunction>(&DestroyDebugUtilsMessengerEXT);
#endif
#if defined(VK_EXT_debug_report)
    case Cmd::CreateDebugReportCallbackEXT: return reinterpret_cast<PFN_vkVoidFunction>(&CreateDebugReportCallbackEXT);
    case Cmd::DestroyDebugReportCallbackEXT: return reinterpret_cast<PFN_vkVoidFunction>(&DestroyDebugReportCallbackEXT);
#endif
    default: return nullptr;
    }
}

}  // namespace vkl::layer
