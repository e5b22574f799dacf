// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A chassis layer's log() (VKL_CHASSIS_TEST_LOG=1: the chassis test layer logs a warning at each
// vkEnumeratePhysicalDevices), under this loader and under the system's Khronos loader: it
// reaches the debug-utils messengers and debug-report callbacks the application created, with
// the layer's name as message id, respecting their severity filters; messengers chained to
// VkInstanceCreateInfo hear what is logged during vkCreateInstance; stderr when the application
// has none.
#include <catch2/catch.hpp>

#include <mutex>

#include "chassis_world.h"

using namespace harness;

namespace {

constexpr const char* kLayerName = "VK_LAYER_VKL_chassis_test";

struct Heard {
    std::mutex m;
    std::vector<std::string> utils, report;
};

VKAPI_ATTR VkBool32 VKAPI_CALL on_utils(VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT,
                                        const VkDebugUtilsMessengerCallbackDataEXT* data, void* user) {
    auto* h = static_cast<Heard*>(user);
    if (data->pMessageIdName && std::string(data->pMessageIdName) == kLayerName) {  // not the loader's own messages
        std::lock_guard<std::mutex> g(h->m);
        h->utils.push_back(data->pMessage);
    }
    return VK_FALSE;
}

VKAPI_ATTR VkBool32 VKAPI_CALL on_report(VkDebugReportFlagsEXT, VkDebugReportObjectTypeEXT, uint64_t, size_t, int32_t,
                                         const char* prefix, const char* message, void* user) {
    auto* h = static_cast<Heard*>(user);
    if (prefix && std::string(prefix) == kLayerName) {
        std::lock_guard<std::mutex> g(h->m);
        h->report.push_back(message);
    }
    return VK_FALSE;
}

VkDebugUtilsMessengerCreateInfoEXT utils_info(Heard* h, VkDebugUtilsMessageSeverityFlagsEXT severities) {
    VkDebugUtilsMessengerCreateInfoEXT ci{};
    ci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
    ci.messageSeverity = severities;
    ci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
    ci.pfnUserCallback = on_utils;
    ci.pUserData = h;
    return ci;
}

void log_reaches_messengers(const char* loader_path) {
    ChassisWorld cw;
    cw.w.env.set("VKL_CHASSIS_TEST_LOG", "1");
    Loader l(loader_path);
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {VK_EXT_DEBUG_UTILS_EXTENSION_NAME, VK_EXT_DEBUG_REPORT_EXTENSION_NAME}, VK_API_VERSION_1_3,
                              0, nullptr, nullptr, {kLayerName}) == VK_SUCCESS);
    auto create_utils = l.proc<PFN_vkCreateDebugUtilsMessengerEXT>(inst, "vkCreateDebugUtilsMessengerEXT");
    auto destroy_utils = l.proc<PFN_vkDestroyDebugUtilsMessengerEXT>(inst, "vkDestroyDebugUtilsMessengerEXT");
    auto create_report = l.proc<PFN_vkCreateDebugReportCallbackEXT>(inst, "vkCreateDebugReportCallbackEXT");
    auto destroy_report = l.proc<PFN_vkDestroyDebugReportCallbackEXT>(inst, "vkDestroyDebugReportCallbackEXT");
    REQUIRE(create_utils != nullptr);
    REQUIRE(create_report != nullptr);
    Heard heard, deaf;
    const VkDebugUtilsMessengerCreateInfoEXT ui =
        utils_info(&heard, VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT);
    const VkDebugUtilsMessengerCreateInfoEXT errors_only = utils_info(&deaf, VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT);
    VkDebugReportCallbackCreateInfoEXT ri{};
    ri.sType = VK_STRUCTURE_TYPE_DEBUG_REPORT_CALLBACK_CREATE_INFO_EXT;
    ri.flags = VK_DEBUG_REPORT_WARNING_BIT_EXT;
    ri.pfnCallback = on_report;
    ri.pUserData = &heard;
    VkDebugUtilsMessengerEXT messenger = VK_NULL_HANDLE, filtered = VK_NULL_HANDLE;
    VkDebugReportCallbackEXT callback = VK_NULL_HANDLE;
    REQUIRE(create_utils(inst, &ui, nullptr, &messenger) == VK_SUCCESS);
    REQUIRE(create_utils(inst, &errors_only, nullptr, &filtered) == VK_SUCCESS);
    REQUIRE(create_report(inst, &ri, nullptr, &callback) == VK_SUCCESS);
    {
        StderrCapture err;
        l.physical_devices(inst);  // two calls: two warnings
        CHECK(err.text().find(kLayerName) == std::string::npos);
    }
    CHECK(heard.utils == std::vector<std::string>{"enumerating physical devices", "enumerating physical devices"});
    CHECK(heard.report == std::vector<std::string>{"enumerating physical devices", "enumerating physical devices"});
    CHECK(deaf.utils.empty());  // its filter takes errors only
    destroy_utils(inst, messenger, nullptr);
    destroy_utils(inst, filtered, nullptr);
    destroy_report(inst, callback, nullptr);
    {
        StderrCapture err;
        l.physical_devices(inst);
        CHECK(count(err.text(), std::string(kLayerName) + ": warning: enumerating physical devices\n") == 2);
    }
    CHECK(heard.utils.size() == 2);  // destroyed: heard nothing more
    l.destroy_instance(inst);
}

// The create hook's refusal is logged during vkCreateInstance: a messenger chained to the create
// info hears it, and stderr does not.
void chained_messenger(const char* loader_path) {
    ChassisWorld cw;
    cw.w.env.set("VKL_CHASSIS_TEST_EDIT", "1");
    Loader l(loader_path);
    Heard heard;
    const VkDebugUtilsMessengerCreateInfoEXT ui =
        utils_info(&heard, VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT);
    VkInstance inst = VK_NULL_HANDLE;
    {
        StderrCapture err;
        REQUIRE(l.create_instance(&inst, {VK_EXT_DEBUG_UTILS_EXTENSION_NAME}, VK_API_VERSION_1_3, 0, &ui, nullptr, {kLayerName}) ==
                VK_SUCCESS);
        CHECK(err.text().find("VK_VKL_missing_instance_extension") == std::string::npos);
    }
    // Two refusals (the test driver has neither extension the hook adds here), each heard once.
    REQUIRE(heard.utils.size() == 2);
    CHECK(heard.utils[1].find("instance extension VK_VKL_missing_instance_extension") != std::string::npos);
    l.destroy_instance(inst);
}

// Log threshold: with no messenger, what goes to stderr is what the chassis's log_severity
// setting lets through (warning and error by default); a messenger still gets what it asks for.
void threshold(const char* loader_path) {
    ChassisWorld cw;
    cw.w.env.set("VKL_CHASSIS_TEST_LOG", "all");
    auto stderr_of = [&](const char* severity) {
        if (severity)
            cw.w.env.set("VK_VKL_CHASSIS_TEST_LOG_SEVERITY", severity);
        else
            cw.w.env.unset("VK_VKL_CHASSIS_TEST_LOG_SEVERITY");
        Loader l(loader_path);
        VkInstance inst = VK_NULL_HANDLE;
        StderrCapture err;
        REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {kLayerName}) == VK_SUCCESS);
        VkPhysicalDevice pd = VK_NULL_HANDLE;
        uint32_t n = 1;
        l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices")(inst, &n, &pd);
        l.destroy_instance(inst);
        return err.text();
    };
    const std::string v = std::string(kLayerName) + ": verbose: severity 0\n", i = std::string(kLayerName) + ": info: severity 1\n",
                      w = std::string(kLayerName) + ": warning: severity 2\n", e = std::string(kLayerName) + ": error: severity 3\n";
    CHECK(stderr_of(nullptr) == w + e);
    CHECK(stderr_of("verbose") == v + i + w + e);
    CHECK(stderr_of("info") == i + w + e);
    CHECK(stderr_of("ERROR") == e);
    CHECK(stderr_of("loud") == std::string(kLayerName) + ": warning: setting log_severity: \"loud\" is none of verbose, info, "
                                                         "warning, error; warning it is\n" + w + e);
    // A messenger asking for every severity hears all four whatever the threshold.
    cw.w.env.set("VK_VKL_CHASSIS_TEST_LOG_SEVERITY", "error");
    Loader l(loader_path);
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {VK_EXT_DEBUG_UTILS_EXTENSION_NAME}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {kLayerName}) ==
            VK_SUCCESS);
    Heard heard;
    const VkDebugUtilsMessengerCreateInfoEXT all =
        utils_info(&heard, VK_DEBUG_UTILS_MESSAGE_SEVERITY_VERBOSE_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_INFO_BIT_EXT |
                               VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT);
    VkDebugUtilsMessengerEXT messenger = VK_NULL_HANDLE;
    REQUIRE(l.proc<PFN_vkCreateDebugUtilsMessengerEXT>(inst, "vkCreateDebugUtilsMessengerEXT")(inst, &all, nullptr, &messenger) ==
            VK_SUCCESS);
    {
        StderrCapture err;
        VkPhysicalDevice pd = VK_NULL_HANDLE;
        uint32_t n = 1;
        l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices")(inst, &n, &pd);
        CHECK(err.text().find(kLayerName) == std::string::npos);
    }
    CHECK(heard.utils == std::vector<std::string>{"severity 0", "severity 1", "severity 2", "severity 3"});
    l.proc<PFN_vkDestroyDebugUtilsMessengerEXT>(inst, "vkDestroyDebugUtilsMessengerEXT")(inst, messenger, nullptr);
    l.destroy_instance(inst);
}

}  // namespace

TEST_CASE("layer chassis: stderr gets the severities the log_severity setting lets through, messengers what they ask (this loader)") {
    threshold(VKL_LIBRARY);
}

TEST_CASE("layer chassis: stderr gets the severities the log_severity setting lets through (Khronos loader)") {
    if (system_loader_missing())
        return;
    threshold(kSystemLoader);
}

TEST_CASE("layer chassis: log() reaches the application's messengers and callbacks, stderr when none (this loader)") {
    log_reaches_messengers(VKL_LIBRARY);
    chained_messenger(VKL_LIBRARY);
}

TEST_CASE("layer chassis: log() reaches the application's messengers and callbacks (Khronos loader)") {
    if (system_loader_missing())
        return;
    log_reaches_messengers(kSystemLoader);
    chained_messenger(kSystemLoader);
}
