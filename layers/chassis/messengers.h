// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The application's debug-utils messengers and debug-report callbacks, as the chassis saw them
// created and destroyed, so that a layer's log() reaches them directly (the layer's name as the
// message id), or stderr when there are none. Messengers chained to VkInstanceCreateInfo hear
// only what is logged during vkCreateInstance and vkDestroyInstance, as the specification says.
// Not on any per-call path: creation, destruction and logging take the lock.
#pragma once

#include <atomic>
#include <cstdint>
#include <mutex>
#include <vector>

#include <vulkan/vulkan.h>

namespace vkl::layer {

enum class Severity : uint8_t;

class Messengers {
public:
    Messengers() = default;
    // silent: sends nowhere, not even to stderr (quiet(), settings_sources.h).
    constexpr explicit Messengers(bool silent) : threshold_(silent ? 0xff : 2) {}
    void add(VkDebugUtilsMessengerEXT handle, const VkDebugUtilsMessengerCreateInfoEXT& info);
    void add(VkDebugReportCallbackEXT handle, const VkDebugReportCallbackCreateInfoEXT& info);
    // By name, not overloads: on 32-bit targets both handles are uint64_t.
    void remove_messenger(VkDebugUtilsMessengerEXT handle);
    void remove_callback(VkDebugReportCallbackEXT handle);
    // Copies the messengers and callbacks of a VkInstanceCreateInfo chain.
    void add_chained(const void* create_info_chain);
    // Whether the chained ones hear messages now (during vkCreateInstance and vkDestroyInstance).
    void chained_active(bool active) { chained_active_.store(active, std::memory_order_relaxed); }
    void send(const char* layer_name, Severity severity, const char* message) const;
    // A validation message (InstanceContext::validation): to the messengers that take VALIDATION
    // messages and to the debug-report callbacks, or stderr when there are none. True when a
    // callback returned VK_TRUE.
    bool send_validation(const char* layer_name, Severity severity, const char* vuid,
                         const VkDebugUtilsObjectNameInfoEXT* objects, uint32_t count, const char* message) const;
    // To the messengers and callbacks alone (those whose filters take it); false when there are
    // none (send() would write stderr).
    bool send_to_messengers(const char* layer_name, Severity severity, const char* message) const;
    // stderr alone, from the threshold up.
    void send_to_stderr(const char* layer_name, Severity severity, const char* message) const;
    // The least severity that goes to stderr when there is no messenger (the log_severity setting;
    // messengers get what their filters ask for).
    void stderr_threshold(Severity least) { threshold_.store(static_cast<uint8_t>(least), std::memory_order_relaxed); }

private:
    struct Utils {
        VkDebugUtilsMessengerEXT handle;
        VkDebugUtilsMessengerCreateInfoEXT info;
        bool chained;
    };
    struct Report {
        VkDebugReportCallbackEXT handle;
        VkDebugReportCallbackCreateInfoEXT info;
        bool chained;
    };
    mutable std::mutex lock_;
    std::vector<Utils> utils_;
    std::vector<Report> reports_;
    std::atomic<bool> chained_active_{false};
    std::atomic<uint8_t> threshold_{2};  // Severity::Warning
};

}  // namespace vkl::layer
