// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A chassis layer's validation messages (validation(): VALIDATION type, VUID, id number, objects
// and their debug names, the skip the callback decides), and its log() (VKL_CHASSIS_TEST_LOG=1: the chassis test layer logs a warning at each
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

// Validation messages (VKL_CHASSIS_TEST_VALIDATE=1): VALIDATION type, the VUID as message id
// name, its hash as id number, the objects with their debug names; the callback's answer is the
// skip; messengers chained to VkInstanceCreateInfo hear what is reported during vkCreateInstance
// and vkDestroyInstance; debug-report callbacks get them too; a GENERAL-only messenger does not.
struct Validation {
    std::mutex m;
    std::vector<std::string> ids;
    std::vector<int32_t> numbers;
    std::vector<std::string> objects;  // "type handle name" of each message's objects
    VkBool32 answer = VK_FALSE;
};

VKAPI_ATTR VkBool32 VKAPI_CALL on_validation(VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT type,
                                             const VkDebugUtilsMessengerCallbackDataEXT* data, void* user) {
    auto* v = static_cast<Validation*>(user);
    if (!data->pMessageIdName || std::string(data->pMessageIdName).rfind("VUID-", 0) != 0)
        return VK_FALSE;
    std::lock_guard<std::mutex> g(v->m);
    v->ids.push_back(std::string(data->pMessageIdName) + (type == VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT ? "" : " (not validation)"));
    v->numbers.push_back(data->messageIdNumber);
    std::string o;
    for (uint32_t i = 0; i < data->objectCount; ++i)
        o += std::to_string(data->pObjects[i].objectType) + " " + std::to_string(data->pObjects[i].objectHandle) + " " +
             (data->pObjects[i].pObjectName ? data->pObjects[i].pObjectName : "-") + ";";
    v->objects.push_back(o);
    return v->answer;
}

VKAPI_ATTR VkBool32 VKAPI_CALL on_validation_report(VkDebugReportFlagsEXT, VkDebugReportObjectTypeEXT type, uint64_t object, size_t,
                                                    int32_t code, const char* prefix, const char* message, void* user) {
    auto* v = static_cast<Validation*>(user);
    if (prefix && std::string(prefix) == kLayerName) {
        std::lock_guard<std::mutex> g(v->m);
        v->ids.push_back(std::string("report ") + message + " " + std::to_string(type) + " " + std::to_string(object) + " " +
                         std::to_string(code));
    }
    return v->answer;
}

int32_t fnv1a(const char* s) {
    uint32_t h = 2166136261u;
    for (; *s; ++s)
        h = (h ^ static_cast<unsigned char>(*s)) * 16777619u;
    return static_cast<int32_t>(h);
}

VkDebugUtilsMessengerCreateInfoEXT validation_info(Validation* v, VkDebugUtilsMessageTypeFlagsEXT types) {
    VkDebugUtilsMessengerCreateInfoEXT ci{};
    ci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
    ci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    ci.messageType = types;
    ci.pfnUserCallback = on_validation;
    ci.pUserData = v;
    return ci;
}

void validation_messages(const char* loader_path) {
    ChassisWorld cw("devices=discrete;ext=VK_EXT_debug_utils");
    cw.w.env.set("VKL_CHASSIS_TEST_VALIDATE", "1");
    Loader l(loader_path);
    Validation chained, app, general;
    const VkDebugUtilsMessengerCreateInfoEXT ci = validation_info(&chained, VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT);
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {VK_EXT_DEBUG_UTILS_EXTENSION_NAME, VK_EXT_DEBUG_REPORT_EXTENSION_NAME}, VK_API_VERSION_1_3, 0,
                              &ci, nullptr, {kLayerName}) == VK_SUCCESS);
    REQUIRE(chained.ids == std::vector<std::string>{"VUID-chassis-test-create"});
    CHECK(chained.numbers[0] == fnv1a("VUID-chassis-test-create"));
    CHECK(chained.objects[0] == std::to_string(VK_OBJECT_TYPE_INSTANCE) + " " + std::to_string(reinterpret_cast<uintptr_t>(inst)) + " -;");

    auto create_utils = l.proc<PFN_vkCreateDebugUtilsMessengerEXT>(inst, "vkCreateDebugUtilsMessengerEXT");
    auto destroy_utils = l.proc<PFN_vkDestroyDebugUtilsMessengerEXT>(inst, "vkDestroyDebugUtilsMessengerEXT");
    auto create_report = l.proc<PFN_vkCreateDebugReportCallbackEXT>(inst, "vkCreateDebugReportCallbackEXT");
    auto destroy_report = l.proc<PFN_vkDestroyDebugReportCallbackEXT>(inst, "vkDestroyDebugReportCallbackEXT");
    const VkDebugUtilsMessengerCreateInfoEXT ai = validation_info(&app, VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT);
    const VkDebugUtilsMessengerCreateInfoEXT gi = validation_info(&general, VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT);
    VkDebugReportCallbackCreateInfoEXT ri{};
    ri.sType = VK_STRUCTURE_TYPE_DEBUG_REPORT_CALLBACK_CREATE_INFO_EXT;
    ri.flags = VK_DEBUG_REPORT_ERROR_BIT_EXT;
    ri.pfnCallback = on_validation_report;
    ri.pUserData = &app;
    VkDebugUtilsMessengerEXT m1 = VK_NULL_HANDLE, m2 = VK_NULL_HANDLE;
    VkDebugReportCallbackEXT cb = VK_NULL_HANDLE;
    REQUIRE(create_utils(inst, &ai, nullptr, &m1) == VK_SUCCESS);
    REQUIRE(create_utils(inst, &gi, nullptr, &m2) == VK_SUCCESS);
    REQUIRE(create_report(inst, &ri, nullptr, &cb) == VK_SUCCESS);

    auto enumerate = l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices");
    uint32_t n = 0;
    CHECK(enumerate(inst, &n, nullptr) == VK_SUCCESS);  // the callbacks answer VK_FALSE: the call goes on
    const std::string vuid = "VUID-vkEnumeratePhysicalDevices-instance-parameter";
    const std::string inst_key = std::to_string(reinterpret_cast<uintptr_t>(inst));
    CHECK(app.ids == std::vector<std::string>{vuid, "report instance 1 " + std::to_string(VK_DEBUG_REPORT_OBJECT_TYPE_INSTANCE_EXT) +
                                                        " " + inst_key + " " + std::to_string(fnv1a(vuid.c_str()))});
    CHECK(general.ids.empty());
    CHECK(chained.ids.size() == 1);  // outside vkCreateInstance: not the chained one
    app.answer = VK_TRUE;            // the application asks for the skip
    n = 0;
    CHECK(enumerate(inst, &n, nullptr) == VK_ERROR_VALIDATION_FAILED_EXT);
    app.answer = VK_FALSE;

    // An object's debug name, given through the chassis's DebugNames.
    VkPhysicalDevice pd = l.physical_devices(inst).at(0);
    VkDevice dev = l.create_device(pd);
    REQUIRE(dev != nullptr);  // a dispatchable handle: VK_NULL_HANDLE is 0ULL on 32-bit
    auto set_name = reinterpret_cast<PFN_vkSetDebugUtilsObjectNameEXT>(
        l.sym<PFN_vkGetDeviceProcAddr>("vkGetDeviceProcAddr")(dev, "vkSetDebugUtilsObjectNameEXT"));
    REQUIRE(set_name != nullptr);
    VkDebugUtilsObjectNameInfoEXT name{};
    name.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT;
    name.objectType = VK_OBJECT_TYPE_DEVICE;
    name.objectHandle = reinterpret_cast<uintptr_t>(dev);
    name.pObjectName = "the device";
    REQUIRE(set_name(dev, &name) == VK_SUCCESS);
    app.objects.clear();
    VkMemoryAllocateInfo mi{};
    mi.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    mi.allocationSize = 16;
    VkDeviceMemory mem = VK_NULL_HANDLE;
    auto allocate = reinterpret_cast<PFN_vkAllocateMemory>(l.sym<PFN_vkGetDeviceProcAddr>("vkGetDeviceProcAddr")(dev, "vkAllocateMemory"));
    CHECK(allocate(dev, &mi, nullptr, &mem) == VK_SUCCESS);
    REQUIRE(app.objects.size() == 1);
    CHECK(app.objects[0] == std::to_string(VK_OBJECT_TYPE_DEVICE) + " " + std::to_string(reinterpret_cast<uintptr_t>(dev)) +
                                " the device;" + std::to_string(VK_OBJECT_TYPE_DEVICE_MEMORY) + " 4660 -;");
    l.sym<PFN_vkFreeMemory>("vkFreeMemory")(dev, mem, nullptr);
    l.destroy_device(dev);

    destroy_utils(inst, m1, nullptr);
    destroy_utils(inst, m2, nullptr);
    destroy_report(inst, cb, nullptr);
    l.destroy_instance(inst);
    CHECK(chained.ids == std::vector<std::string>{"VUID-chassis-test-create", "VUID-chassis-test-destroy"});
}

}  // namespace

TEST_CASE("layer chassis: validation messages: VALIDATION type, VUID and id number, objects and names, the callback's skip (this loader)") {
    validation_messages(VKL_LIBRARY);
}

TEST_CASE("layer chassis: validation messages (Khronos loader)") {
    if (system_loader_missing())
        return;
    validation_messages(kSystemLoader);
}

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
