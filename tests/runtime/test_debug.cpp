// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// VK_EXT_debug_utils / VK_EXT_debug_report and VK_LOADER_DEBUG.
#include <catch2/catch.hpp>

#include <sstream>

#include "harness.h"

using namespace harness;

TEST_CASE("object names on VkInstance and VkPhysicalDevice reach the driver as its own handles") {
    World w;
    w.add_driver("drv", "ext=VK_EXT_debug_utils");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {"VK_EXT_debug_utils"}) == VK_SUCCESS);
    auto pds = l.physical_devices(inst);
    VkDevice dev = l.create_device(pds[0]);
    REQUIRE(dev != nullptr);
    auto set_name = l.proc<PFN_vkSetDebugUtilsObjectNameEXT>(inst, "vkSetDebugUtilsObjectNameEXT");
    REQUIRE(set_name != nullptr);
    VkDebugUtilsObjectNameInfoEXT info{};
    info.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT;
    info.pObjectName = "named";
    info.objectType = VK_OBJECT_TYPE_INSTANCE;
    info.objectHandle = reinterpret_cast<uint64_t>(inst);
    CHECK(set_name(dev, &info) == VK_SUCCESS);
    info.objectType = VK_OBJECT_TYPE_PHYSICAL_DEVICE;
    info.objectHandle = reinterpret_cast<uint64_t>(pds[0]);
    CHECK(set_name(dev, &info) == VK_SUCCESS);
    const std::string log = w.driver_log();
    CHECK(log.find("drv object_name=own_instance") != std::string::npos);
    CHECK(log.find("drv object_name=own_physical_device") != std::string::npos);
    CHECK(log.find("object_name=other") == std::string::npos);
    // Labels are loader extension commands: no-ops when the driver lacks them.
    auto begin = l.proc<PFN_vkQueueBeginDebugUtilsLabelEXT>(inst, "vkQueueBeginDebugUtilsLabelEXT");
    VkQueue q = VK_NULL_HANDLE;
    l.sym<PFN_vkGetDeviceQueue>("vkGetDeviceQueue")(dev, 0, 0, &q);
    VkDebugUtilsLabelEXT label{};
    label.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_LABEL_EXT;
    label.pLabelName = "frame";
    begin(q, &label);
    l.destroy_device(dev);
    l.destroy_instance(inst);
}

// A messenger has one copy in each driver with VK_EXT_debug_utils; when a later driver fails to
// make its copy, the copies already made are destroyed and the driver's error is returned.
TEST_CASE("a driver failing vkCreateDebugUtilsMessengerEXT: the copies made are destroyed, its error returned") {
    World w;
    const fs::path good = w.add_driver("good", "ext=VK_EXT_debug_utils");
    const fs::path bad = w.add_driver("bad", "ext=VK_EXT_debug_utils;messenger=fail");
    w.env.set("VK_DRIVER_FILES", good.string() + ":" + bad.string());  // the good driver first
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {"VK_EXT_debug_utils"}) == VK_SUCCESS);
    auto create = l.proc<PFN_vkCreateDebugUtilsMessengerEXT>(inst, "vkCreateDebugUtilsMessengerEXT");
    REQUIRE(create != nullptr);
    VkDebugUtilsMessengerCreateInfoEXT ci{};
    ci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
    ci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    ci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
    ci.pfnUserCallback = [](VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT,
                            const VkDebugUtilsMessengerCallbackDataEXT*, void*) -> VkBool32 { return VK_FALSE; };
    VkDebugUtilsMessengerEXT m = VK_NULL_HANDLE;
    CHECK(create(inst, &ci, nullptr, &m) == VK_ERROR_OUT_OF_HOST_MEMORY);
    const auto count = [&](const std::string& line) {
        std::istringstream in(w.driver_log());
        std::string l2;
        int n = 0;
        while (std::getline(in, l2))
            n += l2 == line;
        return n;
    };
    CHECK(count("good vkCreateDebugUtilsMessengerEXT") == 1);
    CHECK(count("bad vkCreateDebugUtilsMessengerEXT failed") == 1);
    CHECK(count("good vkDestroyDebugUtilsMessengerEXT") == 1);
    CHECK(count("bad vkDestroyDebugUtilsMessengerEXT") == 0);
    l.destroy_instance(inst);
    CHECK(count("good vkDestroyDebugUtilsMessengerEXT") == 1);  // not again
}

TEST_CASE("debug_report callbacks receive loader messages, filtered by their flags") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {"VK_EXT_debug_report"}) == VK_SUCCESS);
    struct Seen {
        std::vector<std::string> errors;
        int calls = 0;
    } seen;
    VkDebugReportCallbackCreateInfoEXT ci{};
    ci.sType = VK_STRUCTURE_TYPE_DEBUG_REPORT_CALLBACK_CREATE_INFO_EXT;
    ci.flags = VK_DEBUG_REPORT_ERROR_BIT_EXT;
    ci.pfnCallback = [](VkDebugReportFlagsEXT flags, VkDebugReportObjectTypeEXT, uint64_t, size_t, int32_t, const char*,
                        const char* msg, void* user) -> VkBool32 {
        auto* s = static_cast<Seen*>(user);
        ++s->calls;
        if (flags & VK_DEBUG_REPORT_ERROR_BIT_EXT)
            s->errors.push_back(msg);
        return VK_FALSE;
    };
    ci.pUserData = &seen;
    VkDebugReportCallbackEXT cb = VK_NULL_HANDLE;
    auto create = l.proc<PFN_vkCreateDebugReportCallbackEXT>(inst, "vkCreateDebugReportCallbackEXT");
    auto destroy = l.proc<PFN_vkDestroyDebugReportCallbackEXT>(inst, "vkDestroyDebugReportCallbackEXT");
    REQUIRE(create(inst, &ci, nullptr, &cb) == VK_SUCCESS);
    {
        StderrCapture quiet;
        // A message about another instance does not reach this instance's callback...
        VkInstance bad = VK_NULL_HANDLE;
        CHECK(l.create_instance(&bad, {"VK_KHR_no_such_extension"}) == VK_ERROR_EXTENSION_NOT_PRESENT);
        CHECK(seen.calls == 0);
        // ...one about this instance does.
        CHECK(l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices")(inst, nullptr, nullptr) ==
              VK_ERROR_INITIALIZATION_FAILED);
    }
    destroy(inst, cb, nullptr);
    REQUIRE(seen.errors.size() >= 1);
    CHECK(seen.errors[0].find("VUID-vkEnumeratePhysicalDevices-pPhysicalDeviceCount-parameter") != std::string::npos);
    CHECK(seen.calls == static_cast<int>(seen.errors.size()));  // only errors were asked for
    l.destroy_instance(inst);
}

TEST_CASE("VK_LOADER_DEBUG selects what reaches stderr") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    struct Case {
        const char* value;
        bool info_line;     // "INFO | DRIVER: driver ...: loaded"
        bool warning_line;  // "WARNING | LOADER: vkCreateInstance: ... API variant ..."
    };
    // Each word is the Khronos loader's: "warn" (not "warning") selects warnings, so a warning
    // (an apiVersion with a non-zero API variant) reaches stderr under it and the word is not
    // reported as unknown.
    for (const Case& c : std::vector<Case>{{"", false, false},
                                           {"error", false, false},
                                           {"warn", false, true},
                                           {"driver", true, false},
                                           {"info", true, false},
                                           {"all", true, true},
                                           {"error,info", true, false},
                                           {"error,warn", false, true}}) {
        INFO(c.value);
        c.value[0] ? w.env.set("VK_LOADER_DEBUG", c.value) : w.env.unset("VK_LOADER_DEBUG");
        StderrCapture err;
        {
            Loader l;
            VkInstance inst = VK_NULL_HANDLE;
            REQUIRE(l.create_instance(&inst, {}, VK_MAKE_API_VERSION(1, 1, 3, 0)) == VK_SUCCESS);
            l.destroy_instance(inst);
        }
        const std::string text = err.text();
        INFO(text);
        CHECK((text.find("INFO | DRIVER: driver ") != std::string::npos) == c.info_line);
        CHECK((text.find("WARNING | LOADER: vkCreateInstance: pApplicationInfo->apiVersion has API variant") !=
               std::string::npos) == c.warning_line);
        CHECK(text.find("ignoring unknown word") == std::string::npos);
    }
    // An unknown word is reported once, and the known ones still apply.
    w.env.set("VK_LOADER_DEBUG", "info,bogus");
    StderrCapture err;
    {
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
        l.destroy_instance(inst);
    }
    const std::string text = err.text();
    CHECK(count(text, "VK_LOADER_DEBUG=\"info,bogus\": ignoring unknown word") == 1);
    // The log names both versions: this project's and the Vulkan registry's.
    CHECK(count(text, "loader vkl " VKL_PROJECT_VERSION ", libvulkan.so." VKL_VULKAN_VERSION
                      " (generated from Vulkan registry " VKL_VULKAN_VERSION ")") == 1);
    CHECK(text.find("INFO | DRIVER: driver ") != std::string::npos);
}

TEST_CASE("a messenger chained into vkCreateInstance hears only vkCreateInstance and vkDestroyInstance") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    struct Heard {
        std::vector<std::string> messages;
    } heard;
    VkDebugUtilsMessengerCreateInfoEXT mci{};
    mci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
    mci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT;
    // Both types: the message after vkCreateInstance below is a valid-usage one, which a
    // messenger of the general type alone would not hear even while listening.
    mci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
    mci.pfnUserCallback = [](VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT,
                             const VkDebugUtilsMessengerCallbackDataEXT* data, void* user) -> VkBool32 {
        static_cast<Heard*>(user)->messages.push_back(data->pMessage);
        return VK_FALSE;
    };
    mci.pUserData = &heard;
    StderrCapture quiet;
    VkInstance inst = VK_NULL_HANDLE;
    // An API variant other than Vulkan's is warned about, during vkCreateInstance: heard.
    REQUIRE(l.create_instance(&inst, {"VK_EXT_debug_utils"}, VK_MAKE_API_VERSION(1, 1, 2, 0), 0, &mci) == VK_SUCCESS);
    REQUIRE(heard.messages.size() == 1);
    CHECK(heard.messages[0].find("variant") != std::string::npos);
    // After vkCreateInstance: not heard (the create info, and its callback data, may be gone).
    CHECK(l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices")(inst, nullptr, nullptr) ==
          VK_ERROR_INITIALIZATION_FAILED);
    CHECK(heard.messages.size() == 1);
    l.destroy_instance(inst);
}

// The spec's rule for messengers chained into VkInstanceCreateInfo: they hear what is reported
// during vkDestroyInstance too (as in the Khronos loader), here a layer's message submitted from
// its vkDestroyInstance.
TEST_CASE("a messenger chained into vkCreateInstance hears what a layer reports during vkDestroyInstance") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("reporter", "VK_LAYER_test_reporter", "submit_on_destroy=1");
    Loader l;
    struct Heard {
        std::vector<std::string> messages;
    } heard;
    VkDebugUtilsMessengerCreateInfoEXT mci{};
    mci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
    mci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT;
    mci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
    mci.pfnUserCallback = [](VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT,
                             const VkDebugUtilsMessengerCallbackDataEXT* data, void* user) -> VkBool32 {
        static_cast<Heard*>(user)->messages.push_back(data->pMessage);
        return VK_FALSE;
    };
    mci.pUserData = &heard;
    StderrCapture quiet;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {"VK_EXT_debug_utils"}, VK_API_VERSION_1_3, 0, &mci, nullptr, {"VK_LAYER_test_reporter"}) ==
            VK_SUCCESS);
    const size_t before = heard.messages.size();
    l.destroy_instance(inst);
    std::string all;
    for (const std::string& m : heard.messages)
        all += m + "\n";
    INFO(all);
    REQUIRE(heard.messages.size() == before + 1);
    CHECK(heard.messages.back() == "reporter destroying its instance");
}

TEST_CASE("a valid-usage message is of the VALIDATION type; a trimmed enumeration is reported at info") {
    World w;
    w.add_driver("drv", "devices=discrete,integrated");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {"VK_EXT_debug_utils"}) == VK_SUCCESS);
    struct Heard {
        std::vector<std::pair<VkDebugUtilsMessageTypeFlagsEXT, std::string>> messages;
    } heard;
    VkDebugUtilsMessengerCreateInfoEXT mci{};
    mci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
    mci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_INFO_BIT_EXT;
    mci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
    mci.pfnUserCallback = [](VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT type,
                             const VkDebugUtilsMessengerCallbackDataEXT* data, void* user) -> VkBool32 {
        static_cast<Heard*>(user)->messages.emplace_back(type, data->pMessage);
        return VK_FALSE;
    };
    mci.pUserData = &heard;
    VkDebugUtilsMessengerEXT messenger = VK_NULL_HANDLE;
    REQUIRE(l.proc<PFN_vkCreateDebugUtilsMessengerEXT>(inst, "vkCreateDebugUtilsMessengerEXT")(inst, &mci, nullptr, &messenger) ==
            VK_SUCCESS);
    StderrCapture quiet;
    auto enumerate = l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices");
    CHECK(enumerate(inst, nullptr, nullptr) == VK_ERROR_INITIALIZATION_FAILED);
    bool validation = false;
    for (auto& [type, text] : heard.messages)
        validation |= type == VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT &&
                      text.find("VUID-vkEnumeratePhysicalDevices-pPhysicalDeviceCount-parameter") != std::string::npos;
    CHECK(validation);
    heard.messages.clear();
    uint32_t n = 1;
    VkPhysicalDevice one = VK_NULL_HANDLE;
    CHECK(enumerate(inst, &n, &one) == VK_INCOMPLETE);
    bool trimmed = false;
    for (auto& [type, text] : heard.messages)
        trimmed |= type == VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT && text.find("room for 1") != std::string::npos;
    CHECK(trimmed);
    l.proc<PFN_vkDestroyDebugUtilsMessengerEXT>(inst, "vkDestroyDebugUtilsMessengerEXT")(inst, messenger, nullptr);
    l.destroy_instance(inst);
}

TEST_CASE("messages the application submits reach the instance's messengers and callbacks, of both kinds") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {"VK_EXT_debug_utils", "VK_EXT_debug_report"}) == VK_SUCCESS);
    int utils = 0, report = 0;
    VkDebugUtilsMessengerCreateInfoEXT mci{};
    mci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
    mci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_INFO_BIT_EXT;
    // The report message arrives as a GENERAL one (debug-report messages reach messengers translated).
    mci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
    mci.pfnUserCallback = [](VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT,
                             const VkDebugUtilsMessengerCallbackDataEXT* data, void* user) -> VkBool32 {
        if (std::string(data->pMessage) == "from the app")
            ++*static_cast<int*>(user);
        return VK_FALSE;
    };
    mci.pUserData = &utils;
    VkDebugUtilsMessengerEXT messenger = VK_NULL_HANDLE;
    REQUIRE(l.proc<PFN_vkCreateDebugUtilsMessengerEXT>(inst, "vkCreateDebugUtilsMessengerEXT")(inst, &mci, nullptr, &messenger) ==
            VK_SUCCESS);
    VkDebugReportCallbackCreateInfoEXT rci{};
    rci.sType = VK_STRUCTURE_TYPE_DEBUG_REPORT_CALLBACK_CREATE_INFO_EXT;
    rci.flags = VK_DEBUG_REPORT_INFORMATION_BIT_EXT;
    rci.pfnCallback = [](VkDebugReportFlagsEXT, VkDebugReportObjectTypeEXT, uint64_t, size_t, int32_t, const char*,
                         const char* msg, void* user) -> VkBool32 {
        if (std::string(msg) == "from the app")
            ++*static_cast<int*>(user);
        return VK_FALSE;
    };
    rci.pUserData = &report;
    VkDebugReportCallbackEXT callback = VK_NULL_HANDLE;
    REQUIRE(l.proc<PFN_vkCreateDebugReportCallbackEXT>(inst, "vkCreateDebugReportCallbackEXT")(inst, &rci, nullptr, &callback) ==
            VK_SUCCESS);
    VkDebugUtilsMessengerCallbackDataEXT data{};
    data.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CALLBACK_DATA_EXT;
    data.pMessage = "from the app";
    l.proc<PFN_vkSubmitDebugUtilsMessageEXT>(inst, "vkSubmitDebugUtilsMessageEXT")(
        inst, VK_DEBUG_UTILS_MESSAGE_SEVERITY_INFO_BIT_EXT, VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT, &data);
    l.proc<PFN_vkDebugReportMessageEXT>(inst, "vkDebugReportMessageEXT")(
        inst, VK_DEBUG_REPORT_INFORMATION_BIT_EXT, VK_DEBUG_REPORT_OBJECT_TYPE_INSTANCE_EXT, 0, 0, 0, "app", "from the app");
    // Each message reaches both kinds (the Khronos loaders' rule: test_differential_rules.cpp).
    CHECK(utils == 2);
    CHECK(report == 2);
    l.proc<PFN_vkDestroyDebugUtilsMessengerEXT>(inst, "vkDestroyDebugUtilsMessengerEXT")(inst, messenger, nullptr);
    l.proc<PFN_vkDestroyDebugReportCallbackEXT>(inst, "vkDestroyDebugReportCallbackEXT")(inst, callback, nullptr);
    l.destroy_instance(inst);
}
