// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Delivery of a layer's log messages to the application's messengers (messengers.h).
#include "chassis/messengers.h"

#include <cstdio>
#include <cstring>
#include <string>

#include "base/text.h"
#include "chassis/context.h"
#include "object_tables.h"

namespace vkl::layer {

namespace {

// A message as stderr gets it: control characters (C0, DEL and C1, encoded or raw), newlines and
// bytes that start no UTF-8 character as \xNN, by the loader's own rule (text::text_unit). A
// message carries text from settings and files (a path a variable named), which must not put
// terminal sequences or forged lines on the program's stderr. Messengers get the message as
// written: what they do with it is the application's.
std::string escaped(const char* message) {
    std::string out;
    text::append_escaped(out, message, message + std::strlen(message));
    return out;
}

VkDebugUtilsMessageSeverityFlagBitsEXT utils_severity(Severity s) {
    switch (s) {
    case Severity::Verbose: return VK_DEBUG_UTILS_MESSAGE_SEVERITY_VERBOSE_BIT_EXT;
    case Severity::Info: return VK_DEBUG_UTILS_MESSAGE_SEVERITY_INFO_BIT_EXT;
    case Severity::Warning: return VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT;
    case Severity::Error: break;
    }
    return VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
}

VkDebugReportFlagsEXT report_flags(Severity s) {
    switch (s) {
    case Severity::Verbose: return VK_DEBUG_REPORT_DEBUG_BIT_EXT;
    case Severity::Info: return VK_DEBUG_REPORT_INFORMATION_BIT_EXT;
    case Severity::Warning: return VK_DEBUG_REPORT_WARNING_BIT_EXT;
    case Severity::Error: break;
    }
    return VK_DEBUG_REPORT_ERROR_BIT_EXT;
}

const char* severity_name(Severity s) {
    switch (s) {
    case Severity::Verbose: return "verbose";
    case Severity::Info: return "info";
    case Severity::Warning: return "warning";
    case Severity::Error: break;
    }
    return "error";
}

template <typename List, typename Handle>
void remove_from(List& list, Handle handle) {
    for (size_t i = 0; i < list.size(); ++i)
        if (!list[i].chained && list[i].handle == handle) {
            list.erase(list.begin() + static_cast<long>(i));
            return;
        }
}


}  // namespace

int32_t validation_id(const char* vuid) {
    uint32_t h = 2166136261u;
    for (const char* p = vuid; p && *p; ++p)
        h = (h ^ static_cast<unsigned char>(*p)) * 16777619u;
    return static_cast<int32_t>(h);
}

void Messengers::add(VkDebugUtilsMessengerEXT handle, const VkDebugUtilsMessengerCreateInfoEXT& info) {
    std::lock_guard<std::mutex> g(lock_);
    utils_.push_back({handle, info, false});
    utils_.back().info.pNext = nullptr;
}

void Messengers::add(VkDebugReportCallbackEXT handle, const VkDebugReportCallbackCreateInfoEXT& info) {
    std::lock_guard<std::mutex> g(lock_);
    reports_.push_back({handle, info, false});
    reports_.back().info.pNext = nullptr;
}

void Messengers::remove_messenger(VkDebugUtilsMessengerEXT handle) {
    std::lock_guard<std::mutex> g(lock_);
    remove_from(utils_, handle);
}

void Messengers::remove_callback(VkDebugReportCallbackEXT handle) {
    std::lock_guard<std::mutex> g(lock_);
    remove_from(reports_, handle);
}

void Messengers::add_chained(const void* chain) {
    std::lock_guard<std::mutex> g(lock_);
    for (auto* p = static_cast<const VkBaseInStructure*>(chain); p; p = p->pNext) {
        if (p->sType == VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT) {
            utils_.push_back({VK_NULL_HANDLE, *reinterpret_cast<const VkDebugUtilsMessengerCreateInfoEXT*>(p), true});
            utils_.back().info.pNext = nullptr;
        } else if (p->sType == VK_STRUCTURE_TYPE_DEBUG_REPORT_CALLBACK_CREATE_INFO_EXT) {
            reports_.push_back({VK_NULL_HANDLE, *reinterpret_cast<const VkDebugReportCallbackCreateInfoEXT*>(p), true});
            reports_.back().info.pNext = nullptr;
        }
    }
}

void Messengers::send(const char* layer_name, Severity severity, const char* message) const {
    if (!send_to_messengers(layer_name, severity, message))
        send_to_stderr(layer_name, severity, message);
}

void Messengers::send_to_stderr(const char* layer_name, Severity severity, const char* message) const {
    if (static_cast<uint8_t>(severity) < threshold_.load(std::memory_order_relaxed))
        return;
    std::fprintf(stderr, "%s: %s: %s\n", layer_name, severity_name(severity), escaped(message).c_str());
}

bool Messengers::send_validation(const char* layer_name, Severity severity, const char* vuid,
                                 const VkDebugUtilsObjectNameInfoEXT* objects, uint32_t count, const char* message) const {
    const bool chained = chained_active_.load(std::memory_order_relaxed);
    std::vector<Utils> utils;
    std::vector<Report> reports;
    {
        std::lock_guard<std::mutex> g(lock_);
        for (const Utils& u : utils_)
            if (chained || !u.chained)
                utils.push_back(u);
        for (const Report& r : reports_)
            if (chained || !r.chained)
                reports.push_back(r);
    }
    const int32_t id = validation_id(vuid);
    if (utils.empty() && reports.empty()) {
        std::string text = std::string("[ ") + vuid + " ] " + message;
        for (uint32_t i = 0; i < count; ++i) {
            char object[64];
            std::snprintf(object, sizeof object, "%s object %u: type %d, handle 0x%llx", i ? ";" : " |", i,
                          static_cast<int>(objects[i].objectType), static_cast<unsigned long long>(objects[i].objectHandle));
            text += object;
            if (objects[i].pObjectName)
                text = text + ", name \"" + objects[i].pObjectName + "\"";
        }
        send_to_stderr(layer_name, severity, text.c_str());
        return false;
    }
    bool skip = false;
    const VkDebugUtilsMessageSeverityFlagBitsEXT s = utils_severity(severity);
    VkDebugUtilsMessengerCallbackDataEXT data{};
    data.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CALLBACK_DATA_EXT;
    data.pMessageIdName = vuid;
    data.messageIdNumber = id;
    data.pMessage = message;
    data.objectCount = count;
    data.pObjects = objects;
    for (const Utils& u : utils)
        if ((u.info.messageSeverity & s) && (u.info.messageType & VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT) &&
            u.info.pfnUserCallback)
            skip |= u.info.pfnUserCallback(s, VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT, &data, u.info.pUserData) == VK_TRUE;
    const VkDebugReportFlagsEXT f = report_flags(severity);
    const VkDebugReportObjectTypeEXT type = count ? objects::report_type_of(objects[0].objectType) : VK_DEBUG_REPORT_OBJECT_TYPE_UNKNOWN_EXT;
    const uint64_t object = count ? objects[0].objectHandle : 0;
    for (const Report& r : reports)
        if ((r.info.flags & f) && r.info.pfnCallback)
            skip |= r.info.pfnCallback(f, type, object, 0, id, layer_name, message, r.info.pUserData) == VK_TRUE;
    return skip;
}

bool Messengers::send_to_messengers(const char* layer_name, Severity severity, const char* message) const {
    const bool chained = chained_active_.load(std::memory_order_relaxed);
    // Copied out of the lock: a callback may create or destroy messengers.
    std::vector<Utils> utils;
    std::vector<Report> reports;
    {
        std::lock_guard<std::mutex> g(lock_);
        for (const Utils& u : utils_)
            if (chained || !u.chained)
                utils.push_back(u);
        for (const Report& r : reports_)
            if (chained || !r.chained)
                reports.push_back(r);
    }
    if (utils.empty() && reports.empty())
        return false;
    const VkDebugUtilsMessageSeverityFlagBitsEXT s = utils_severity(severity);
    VkDebugUtilsMessengerCallbackDataEXT data{};
    data.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CALLBACK_DATA_EXT;
    data.pMessageIdName = layer_name;
    data.pMessage = message;
    for (const Utils& u : utils)
        if ((u.info.messageSeverity & s) && (u.info.messageType & VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT) &&
            u.info.pfnUserCallback)
            u.info.pfnUserCallback(s, VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT, &data, u.info.pUserData);
    const VkDebugReportFlagsEXT f = report_flags(severity);
    for (const Report& r : reports)
        if ((r.info.flags & f) && r.info.pfnCallback)
            r.info.pfnCallback(f, VK_DEBUG_REPORT_OBJECT_TYPE_UNKNOWN_EXT, 0, 0, 0, layer_name, message, r.info.pUserData);
    return true;
}

}  // namespace vkl::layer
