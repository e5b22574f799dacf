// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "extensions/debug.h"

#include <cstring>
#include <mutex>

#include "base/log.h"
#include "extensions/features.h"
#include "base/sync.h"

namespace vkl {

struct Messenger {
    bool utils = false;                 // debug_utils messenger, else debug_report callback
    VkDebugUtilsMessengerCreateInfoEXT utils_info{};
    VkDebugReportCallbackCreateInfoEXT report_info{};
    uint64_t* driver_handles = nullptr; // per driver of the instance; 0 where the driver lacks it
    Instance* instance = nullptr;
    Messenger* next = nullptr;
    bool from_create_info = false;
    Allocator alloc;                    // the pAllocator it was created with (else the instance's)
    bool own_callbacks = false;         // the application gave a pAllocator for it
};

namespace {

// All live messengers of all instances, for loader messages. Messages are rare (they are log
// lines); the lock is never taken on a dispatch path.
Mutex g_lock;
Messenger* g_all = nullptr;

// Log lines reach the messengers of the instance they are about through the logger's sink.
void deliver_log_line(uint32_t bits, const char* message, const void* context) {
    const auto severity = (bits & kLogError)  ? VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT
                          : (bits & kLogWarn) ? VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT
                          : (bits & kLogInfo) ? VK_DEBUG_UTILS_MESSAGE_SEVERITY_INFO_BIT_EXT
                                              : VK_DEBUG_UTILS_MESSAGE_SEVERITY_VERBOSE_BIT_EXT;
    // A valid-usage message is of the VALIDATION type, a performance one of PERFORMANCE.
    const VkDebugUtilsMessageTypeFlagsEXT type = (bits & kLogValidation) ? VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT
                                                 : (bits & kLogPerf)     ? VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT
                                                                         : VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
    if (context != nullptr)
        deliver_loader_message(*static_cast<const Instance*>(context), severity, type, message);
}

// Whether a messenger hears about its instance now: those chained into VkInstanceCreateInfo
// only during vkCreateInstance and vkDestroyInstance (the spec's rule for them).
bool listening(const Messenger& m, const Instance& inst) {
    return m.instance == &inst && (!m.from_create_info || inst.in_create_or_destroy);
}

void link(Messenger* m) {
    set_log_sink(&deliver_log_line);
    std::lock_guard<Mutex> guard(g_lock);
    m->next = g_all;
    g_all = m;
    log_listeners_changed(+1);
}

void unlink(Messenger* m) {
    std::lock_guard<Mutex> guard(g_lock);
    for (Messenger** p = &g_all; *p; p = &(*p)->next)
        if (*p == m) {
            *p = m->next;
            log_listeners_changed(-1);
            return;
        }
}

Messenger* make(Instance& inst, bool utils, const VkAllocationCallbacks* pAllocator = nullptr) {
    const Allocator alloc(pAllocator ? pAllocator : inst.alloc.callbacks(), VK_SYSTEM_ALLOCATION_SCOPE_OBJECT);
    auto* m = alloc.make<Messenger>();
    if (m == nullptr)
        return nullptr;
    m->alloc = alloc;
    m->own_callbacks = pAllocator != nullptr;
    m->utils = utils;
    m->instance = &inst;
    if (inst.driver_count) {
        m->driver_handles = static_cast<uint64_t*>(alloc.allocate(sizeof(uint64_t) * inst.driver_count));
        if (m->driver_handles == nullptr) {
            alloc.destroy(m);
            return nullptr;
        }
        std::memset(m->driver_handles, 0, sizeof(uint64_t) * inst.driver_count);
    }
    return m;
}

void destroy_driver_parts(Messenger* m, const VkAllocationCallbacks* pAllocator) {
    Instance& inst = *m->instance;
    for (uint32_t d = 0; d < inst.driver_count && m->driver_handles; ++d) {
        if (m->driver_handles[d] == 0)
            continue;
        const Driver& drv = inst.drivers[d];
        if (m->utils && drv.table.DestroyDebugUtilsMessengerEXT)
            drv.table.DestroyDebugUtilsMessengerEXT(drv.instance, reinterpret_cast<VkDebugUtilsMessengerEXT>(m->driver_handles[d]), pAllocator);
        else if (!m->utils && drv.table.DestroyDebugReportCallbackEXT)
            drv.table.DestroyDebugReportCallbackEXT(drv.instance, reinterpret_cast<VkDebugReportCallbackEXT>(m->driver_handles[d]), pAllocator);
        m->driver_handles[d] = 0;
    }
}

void free_messenger(Messenger* m) {
    const Allocator alloc = m->alloc;
    alloc.release(m->driver_handles);
    alloc.destroy(m);
}

// ---- between the two extensions: every message reaches both kinds of callback, as in the
// Khronos loaders, translated as they translate it.

// A debug-utils severity and type as debug-report flags: one flag, by the highest severity; a
// warning of the performance type is a performance warning.
VkDebugReportFlagsEXT report_flags(VkDebugUtilsMessageSeverityFlagsEXT severity, VkDebugUtilsMessageTypeFlagsEXT types) {
    if (severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT)
        return VK_DEBUG_REPORT_ERROR_BIT_EXT;
    if (severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT)
        return (types & VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT) ? VK_DEBUG_REPORT_PERFORMANCE_WARNING_BIT_EXT
                                                                         : VK_DEBUG_REPORT_WARNING_BIT_EXT;
    if (severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_INFO_BIT_EXT)
        return VK_DEBUG_REPORT_INFORMATION_BIT_EXT;
    if (severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_VERBOSE_BIT_EXT)
        return VK_DEBUG_REPORT_DEBUG_BIT_EXT;
    return 0;
}

// Debug-report flags as a debug-utils severity and type. The severity comes from one flag, in
// the Khronos loaders' order (information, then warning or performance warning, then error,
// then debug); the type is general for an information or debug message, performance where the
// performance-warning flag is set, general when neither.
void utils_severity(VkDebugReportFlagsEXT flags, VkDebugUtilsMessageSeverityFlagBitsEXT* severity,
                    VkDebugUtilsMessageTypeFlagsEXT* types) {
    *severity = static_cast<VkDebugUtilsMessageSeverityFlagBitsEXT>(0);
    bool general = false;
    if (flags & VK_DEBUG_REPORT_INFORMATION_BIT_EXT) {
        *severity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_INFO_BIT_EXT;
        general = true;
    } else if (flags & (VK_DEBUG_REPORT_WARNING_BIT_EXT | VK_DEBUG_REPORT_PERFORMANCE_WARNING_BIT_EXT)) {
        *severity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT;
    } else if (flags & VK_DEBUG_REPORT_ERROR_BIT_EXT) {
        *severity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    } else if (flags & VK_DEBUG_REPORT_DEBUG_BIT_EXT) {
        *severity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_VERBOSE_BIT_EXT;
        general = true;
    }
    *types = general ? VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT : 0;
    if (flags & VK_DEBUG_REPORT_PERFORMANCE_WARNING_BIT_EXT)
        *types |= VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
    if (*types == 0)
        *types = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
}

// Object types: the debug-report enum has the Vulkan 1.0 objects at the same values (0 to 25),
// the early extension objects at small values of their own, and later objects at the value of
// their VkObjectType; what it has no value for is UNKNOWN.
struct ObjectTypePair {
    VkDebugReportObjectTypeEXT report;
    VkObjectType core;
};
constexpr ObjectTypePair kRenumbered[] = {
    {VK_DEBUG_REPORT_OBJECT_TYPE_SURFACE_KHR_EXT, VK_OBJECT_TYPE_SURFACE_KHR},
    {VK_DEBUG_REPORT_OBJECT_TYPE_SWAPCHAIN_KHR_EXT, VK_OBJECT_TYPE_SWAPCHAIN_KHR},
    {VK_DEBUG_REPORT_OBJECT_TYPE_DEBUG_REPORT_CALLBACK_EXT_EXT, VK_OBJECT_TYPE_DEBUG_REPORT_CALLBACK_EXT},
    {VK_DEBUG_REPORT_OBJECT_TYPE_DISPLAY_KHR_EXT, VK_OBJECT_TYPE_DISPLAY_KHR},
    {VK_DEBUG_REPORT_OBJECT_TYPE_DISPLAY_MODE_KHR_EXT, VK_OBJECT_TYPE_DISPLAY_MODE_KHR},
    {VK_DEBUG_REPORT_OBJECT_TYPE_VALIDATION_CACHE_EXT_EXT, VK_OBJECT_TYPE_VALIDATION_CACHE_EXT},
};
// Objects both enums give the same value (numbers: not every header version names them all).
constexpr uint32_t kSameValue[] = {
    1000029000, 1000029001,  // CU_MODULE_NVX, CU_FUNCTION_NVX
    1000085000,              // DESCRIPTOR_UPDATE_TEMPLATE
    1000150000,              // ACCELERATION_STRUCTURE_KHR
    1000156000,              // SAMPLER_YCBCR_CONVERSION
    1000165000,              // ACCELERATION_STRUCTURE_NV
    1000307000, 1000307001,  // CUDA_MODULE_NV, CUDA_FUNCTION_NV
    1000366000,              // BUFFER_COLLECTION_FUCHSIA
};
constexpr uint32_t kLastCoreObject = VK_OBJECT_TYPE_COMMAND_POOL;  // 25: equal in both below this

bool same_value(uint32_t v) {
    if (v <= kLastCoreObject)
        return true;
    for (uint32_t x : kSameValue)
        if (x == v)
            return true;
    return false;
}

// One object type in the other enum (UNKNOWN is 0 in both).
uint32_t other_object_type(uint32_t t, bool to_report) {
    if (same_value(t))
        return t;
    for (const ObjectTypePair& p : kRenumbered)
        if ((to_report ? static_cast<uint32_t>(p.core) : static_cast<uint32_t>(p.report)) == t)
            return to_report ? static_cast<uint32_t>(p.report) : static_cast<uint32_t>(p.core);
    return 0;
}
VkDebugReportObjectTypeEXT report_object_type(VkObjectType t) {
    return static_cast<VkDebugReportObjectTypeEXT>(other_object_type(static_cast<uint32_t>(t), true));
}
VkObjectType core_object_type(VkDebugReportObjectTypeEXT t) {
    return static_cast<VkObjectType>(other_object_type(static_cast<uint32_t>(t), false));
}

// A message to every callback of the instance that listens: messengers get it as a debug-utils
// message, debug-report callbacks with `flags`, the object, `location`, messageIdNumber as the
// code and pMessageIdName as the prefix. Call with g_lock held.
void deliver(const Instance& inst, VkDebugUtilsMessageSeverityFlagBitsEXT severity, VkDebugUtilsMessageTypeFlagsEXT types,
             const VkDebugUtilsMessengerCallbackDataEXT& data, VkDebugReportFlagsEXT flags,
             VkDebugReportObjectTypeEXT object_type, uint64_t object, size_t location) {
    for (Messenger* m = g_all; m; m = m->next) {
        if (!listening(*m, inst))
            continue;
        if (m->utils) {
            const auto& i = m->utils_info;
            if ((i.messageSeverity & severity) && (i.messageType & types) && i.pfnUserCallback)
                i.pfnUserCallback(severity, types, &data, i.pUserData);
        } else {
            const auto& i = m->report_info;
            if ((i.flags & flags) && i.pfnCallback)
                i.pfnCallback(flags, object_type, object, location, data.messageIdNumber, data.pMessageIdName, data.pMessage,
                              i.pUserData);
        }
    }
}

// A debug-utils message: debug-report callbacks get its flags and its first object.
void deliver_utils(const Instance& inst, VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                   VkDebugUtilsMessageTypeFlagsEXT types, const VkDebugUtilsMessengerCallbackDataEXT& data) {
    const bool with_object = data.objectCount > 0 && data.pObjects != nullptr;
    deliver(inst, severity, types, data, report_flags(severity, types),
            with_object ? report_object_type(data.pObjects[0].objectType) : VK_DEBUG_REPORT_OBJECT_TYPE_UNKNOWN_EXT,
            with_object ? data.pObjects[0].objectHandle : 0, 0);
}

// The loader object plus one driver object per driver that has `extension` enabled; on any
// failure everything made so far is destroyed.
template <typename Fill, typename CreateInDriver>
VkResult create_messenger(Instance& inst, bool utils, const char* extension, const VkAllocationCallbacks* pAllocator,
                          Messenger** out, Fill fill, CreateInDriver create_in_driver) {
    Messenger* m = make(inst, utils, pAllocator);
    if (m == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    fill(*m);
    const int k = instance_extension_index(extension);
    for (uint32_t d = 0; d < inst.driver_count; ++d) {
        if (k < 0 || !inst.drivers[d].enabled_ext[k])
            continue;
        const VkResult r = create_in_driver(inst.drivers[d], &m->driver_handles[d]);
        if (r != VK_SUCCESS) {
            destroy_driver_parts(m, pAllocator);
            free_messenger(m);
            return r;
        }
    }
    link(m);
    *out = m;
    return VK_SUCCESS;
}

}  // namespace

bool add_create_info_messengers(Instance& inst, const void* pNext) {
    set_log_sink(&deliver_log_line);
    for (auto* s = static_cast<const VkBaseInStructure*>(pNext); s; s = s->pNext) {
        Messenger* m = nullptr;
        if (s->sType == VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT) {
            m = make(inst, true);
            if (m)
                m->utils_info = *reinterpret_cast<const VkDebugUtilsMessengerCreateInfoEXT*>(s);
        } else if (s->sType == VK_STRUCTURE_TYPE_DEBUG_REPORT_CALLBACK_CREATE_INFO_EXT) {
            m = make(inst, false);
            if (m)
                m->report_info = *reinterpret_cast<const VkDebugReportCallbackCreateInfoEXT*>(s);
        } else {
            continue;
        }
        if (m == nullptr)
            return false;
        m->from_create_info = true;
        link(m);
    }
    return true;
}

void destroy_leftover_driver_messengers(Instance& inst) {
    // Each with the callbacks it was created with, as the Khronos loaders do; the lock is not
    // held while drivers run (a driver may report through its own messenger).
    Vec<Messenger*> mine(inst.alloc);
    {
        std::lock_guard<Mutex> guard(g_lock);
        for (Messenger* m = g_all; m; m = m->next)
            if (m->instance == &inst && m->driver_handles && !mine.push(m))
                break;  // out of memory: the rest stay the drivers' to free with their instance
    }
    for (Messenger* m : mine)
        destroy_driver_parts(m, m->own_callbacks ? m->alloc.callbacks() : nullptr);
}

void remove_all_messengers(Instance& inst) {
    Messenger* mine = nullptr;
    {
        std::lock_guard<Mutex> guard(g_lock);
        for (Messenger** p = &g_all; *p;) {
            if ((*p)->instance == &inst) {
                Messenger* m = *p;
                *p = m->next;
                m->next = mine;
                mine = m;
                log_listeners_changed(-1);
            } else {
                p = &(*p)->next;
            }
        }
    }
    while (mine) {
        Messenger* next = mine->next;
        free_messenger(mine);
        mine = next;
    }
}

void deliver_loader_message(const Instance& inst, VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                            VkDebugUtilsMessageTypeFlagsEXT type, const char* message) {
    VkDebugUtilsObjectNameInfoEXT object{};
    object.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT;
    object.objectType = VK_OBJECT_TYPE_INSTANCE;
    object.objectHandle = reinterpret_cast<uint64_t>(&inst.handle);
    VkDebugUtilsMessengerCallbackDataEXT data{};
    data.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CALLBACK_DATA_EXT;
    data.pMessageIdName = "Loader Message";
    data.pMessage = message;
    data.objectCount = 1;
    data.pObjects = &object;
    std::lock_guard<Mutex> guard(g_lock);
    deliver_utils(inst, severity, type, data);
}

namespace term {

VKAPI_ATTR VkResult VKAPI_CALL CreateDebugUtilsMessengerEXT(VkInstance instance,
                                                            const VkDebugUtilsMessengerCreateInfoEXT* pCreateInfo,
                                                            const VkAllocationCallbacks* pAllocator,
                                                            VkDebugUtilsMessengerEXT* pMessenger) {
    Messenger* m = nullptr;
    const VkResult r = create_messenger(
        *instance_of(instance), true, VK_EXT_DEBUG_UTILS_EXTENSION_NAME, pAllocator, &m,
        [&](Messenger& msg) {
            msg.utils_info = *pCreateInfo;
            msg.utils_info.pNext = nullptr;
        },
        [&](const Driver& drv, uint64_t* out) -> VkResult {
            if (drv.table.CreateDebugUtilsMessengerEXT == nullptr)
                return VK_SUCCESS;
            VkDebugUtilsMessengerEXT h = VK_NULL_HANDLE;
            const VkResult dr = drv.table.CreateDebugUtilsMessengerEXT(drv.instance, pCreateInfo, pAllocator, &h);
            *out = reinterpret_cast<uint64_t>(h);
            return dr;
        });
    if (r == VK_SUCCESS)
        *pMessenger = reinterpret_cast<VkDebugUtilsMessengerEXT>(m);
    return r;
}

VKAPI_ATTR void VKAPI_CALL DestroyDebugUtilsMessengerEXT(VkInstance, VkDebugUtilsMessengerEXT messenger,
                                                         const VkAllocationCallbacks* pAllocator) {
    auto* m = reinterpret_cast<Messenger*>(messenger);
    if (m == nullptr)
        return;
    unlink(m);
    destroy_driver_parts(m, pAllocator);
    free_messenger(m);
}

// A message the application (or a layer) submits goes to the instance's messengers and
// debug-report callbacks, which the loader holds; the drivers' copies of them are for the
// drivers' own messages, so the message is not sent through them as well (the application would
// get it twice).
VKAPI_ATTR void VKAPI_CALL SubmitDebugUtilsMessageEXT(VkInstance instance, VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                                      VkDebugUtilsMessageTypeFlagsEXT types,
                                                      const VkDebugUtilsMessengerCallbackDataEXT* pCallbackData) {
    if (pCallbackData == nullptr)
        return;
    const Instance& inst = *instance_of(instance);
    std::lock_guard<Mutex> guard(g_lock);
    deliver_utils(inst, severity, types, *pCallbackData);
}

VKAPI_ATTR VkResult VKAPI_CALL CreateDebugReportCallbackEXT(VkInstance instance,
                                                            const VkDebugReportCallbackCreateInfoEXT* pCreateInfo,
                                                            const VkAllocationCallbacks* pAllocator,
                                                            VkDebugReportCallbackEXT* pCallback) {
    Messenger* m = nullptr;
    const VkResult r = create_messenger(
        *instance_of(instance), false, VK_EXT_DEBUG_REPORT_EXTENSION_NAME, pAllocator, &m,
        [&](Messenger& msg) {
            msg.report_info = *pCreateInfo;
            msg.report_info.pNext = nullptr;
        },
        [&](const Driver& drv, uint64_t* out) -> VkResult {
            if (drv.table.CreateDebugReportCallbackEXT == nullptr)
                return VK_SUCCESS;
            VkDebugReportCallbackEXT h = VK_NULL_HANDLE;
            const VkResult dr = drv.table.CreateDebugReportCallbackEXT(drv.instance, pCreateInfo, pAllocator, &h);
            *out = reinterpret_cast<uint64_t>(h);
            return dr;
        });
    if (r == VK_SUCCESS)
        *pCallback = reinterpret_cast<VkDebugReportCallbackEXT>(m);
    return r;
}

VKAPI_ATTR void VKAPI_CALL DestroyDebugReportCallbackEXT(VkInstance, VkDebugReportCallbackEXT callback,
                                                         const VkAllocationCallbacks* pAllocator) {
    auto* m = reinterpret_cast<Messenger*>(callback);
    if (m == nullptr)
        return;
    unlink(m);
    destroy_driver_parts(m, pAllocator);
    free_messenger(m);
}

// The same the other way: debug-report callbacks get the message as it is, messengers a
// debug-utils one (the prefix as pMessageIdName, the code as messageIdNumber, the object).
VKAPI_ATTR void VKAPI_CALL DebugReportMessageEXT(VkInstance instance, VkDebugReportFlagsEXT flags,
                                                 VkDebugReportObjectTypeEXT objectType, uint64_t object, size_t location,
                                                 int32_t messageCode, const char* pLayerPrefix, const char* pMessage) {
    const Instance& inst = *instance_of(instance);
    // Each driver that has the command hears the message first (a driver may keep callbacks of
    // its own), then the loader's callbacks and messengers.
    for (uint32_t d = 0; d < inst.driver_count; ++d)
        if (const auto fn = inst.drivers[d].table.DebugReportMessageEXT)
            fn(inst.drivers[d].instance, flags, objectType, object, location, messageCode, pLayerPrefix, pMessage);
    VkDebugUtilsMessageSeverityFlagBitsEXT severity{};
    VkDebugUtilsMessageTypeFlagsEXT types = 0;
    utils_severity(flags, &severity, &types);
    VkDebugUtilsObjectNameInfoEXT name{};
    name.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT;
    name.objectType = core_object_type(objectType);
    name.objectHandle = object;
    VkDebugUtilsMessengerCallbackDataEXT data{};
    data.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CALLBACK_DATA_EXT;
    data.pMessageIdName = pLayerPrefix;
    data.messageIdNumber = messageCode;
    data.pMessage = pMessage;
    data.objectCount = 1;
    data.pObjects = &name;
    std::lock_guard<Mutex> guard(g_lock);
    deliver(inst, severity, types, data, flags, objectType, object, location);
}

}  // namespace term
}  // namespace vkl
