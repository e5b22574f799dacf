// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Differential tests of rules both Khronos loaders keep (debug-message translation, the device
// sort, driver manifests and API versions, empty search-path variables, device layer names): each
// run through this loader and the system's Khronos loader in the same kind of private world, with
// the same outcome required (differential.h). The elevated-privilege rules are in
// test_emulation_privilege.cpp, beside the interposed secure_getenv they need; the settings file's
// empty device_configurations (Khronos 1.4.359 only) is a plain test in test_settings.cpp.
#include <catch2/catch.hpp>

#include <cstring>
#include <string>
#include <vector>

#include "differential.h"

using namespace harness;

namespace {

// What one debug-report callback or debug-utils messenger heard of the messages whose text
// starts with "vkl-" (the loader's own are left out: their text is each loader's own).
struct Heard {
    std::string text;
    static VkBool32 VKAPI_PTR report(VkDebugReportFlagsEXT flags, VkDebugReportObjectTypeEXT type, uint64_t object,
                                     size_t location, int32_t code, const char* prefix, const char* message, void* user) {
        if (message && std::strncmp(message, "vkl-", 4) == 0)
            static_cast<Heard*>(user)->text += "report(flags=" + std::to_string(flags) + " type=" + std::to_string(type) +
                                               " object=" + std::to_string(object) + " location=" + std::to_string(location) +
                                               " code=" + std::to_string(code) + " prefix=" + (prefix ? prefix : "(null)") +
                                               " " + message + ");";
        return VK_FALSE;
    }
    static VkBool32 VKAPI_PTR utils(VkDebugUtilsMessageSeverityFlagBitsEXT severity, VkDebugUtilsMessageTypeFlagsEXT types,
                                    const VkDebugUtilsMessengerCallbackDataEXT* d, void* user) {
        if (d->pMessage && std::strncmp(d->pMessage, "vkl-", 4) == 0) {
            std::string objects;
            for (uint32_t i = 0; i < d->objectCount; ++i)
                objects += std::to_string(d->pObjects[i].objectType) + ":" + std::to_string(d->pObjects[i].objectHandle) + ",";
            static_cast<Heard*>(user)->text += "utils(severity=" + std::to_string(severity) + " types=" + std::to_string(types) +
                                               " id=" + (d->pMessageIdName ? d->pMessageIdName : "(null)") +
                                               " number=" + std::to_string(d->messageIdNumber) + " objects=" + objects + " " +
                                               d->pMessage + ");";
        }
        return VK_FALSE;
    }
};

}  // namespace

TEST_CASE("differential: messages reach both kinds of debug callback, translated") {
    REQUIRE_SYSTEM_LOADER();
    auto [ours, theirs] = both([](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World&, const Loader& l) {
        VkInstance inst = VK_NULL_HANDLE;
        if (create(l, &inst, {}, {"VK_EXT_debug_utils", "VK_EXT_debug_report"}) != VK_SUCCESS)
            return std::string("create failed");
        Heard heard;
        VkDebugUtilsMessengerCreateInfoEXT mci{};
        mci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
        mci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_VERBOSE_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_INFO_BIT_EXT |
                              VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
        mci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                          VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
        mci.pfnUserCallback = &Heard::utils;
        mci.pUserData = &heard;
        VkDebugUtilsMessengerEXT m = VK_NULL_HANDLE;
        l.proc<PFN_vkCreateDebugUtilsMessengerEXT>(inst, "vkCreateDebugUtilsMessengerEXT")(inst, &mci, nullptr, &m);
        VkDebugReportCallbackCreateInfoEXT rci{};
        rci.sType = VK_STRUCTURE_TYPE_DEBUG_REPORT_CALLBACK_CREATE_INFO_EXT;
        rci.flags = VK_DEBUG_REPORT_INFORMATION_BIT_EXT | VK_DEBUG_REPORT_WARNING_BIT_EXT |
                    VK_DEBUG_REPORT_PERFORMANCE_WARNING_BIT_EXT | VK_DEBUG_REPORT_ERROR_BIT_EXT | VK_DEBUG_REPORT_DEBUG_BIT_EXT;
        rci.pfnCallback = &Heard::report;
        rci.pUserData = &heard;
        VkDebugReportCallbackEXT cb = VK_NULL_HANDLE;
        l.proc<PFN_vkCreateDebugReportCallbackEXT>(inst, "vkCreateDebugReportCallbackEXT")(inst, &rci, nullptr, &cb);

        auto submit = l.proc<PFN_vkSubmitDebugUtilsMessageEXT>(inst, "vkSubmitDebugUtilsMessageEXT");
        auto report = l.proc<PFN_vkDebugReportMessageEXT>(inst, "vkDebugReportMessageEXT");
        std::string out;
        // Each severity, with a performance warning, an object whose type both enums number
        // alike (a buffer), one they number apart (a swapchain) and one only debug-utils has.
        const VkDebugUtilsMessageSeverityFlagBitsEXT severities[] = {
            VK_DEBUG_UTILS_MESSAGE_SEVERITY_VERBOSE_BIT_EXT, VK_DEBUG_UTILS_MESSAGE_SEVERITY_INFO_BIT_EXT,
            VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT, VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT};
        const VkObjectType objects[] = {VK_OBJECT_TYPE_BUFFER, VK_OBJECT_TYPE_SWAPCHAIN_KHR, VK_OBJECT_TYPE_PRIVATE_DATA_SLOT};
        int k = 0;
        for (VkDebugUtilsMessageSeverityFlagBitsEXT severity : severities)
            for (VkDebugUtilsMessageTypeFlagsEXT types :
                 {VkDebugUtilsMessageTypeFlagsEXT(VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT),
                  VkDebugUtilsMessageTypeFlagsEXT(VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT)}) {
                VkDebugUtilsObjectNameInfoEXT object{};
                object.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT;
                object.objectType = objects[k % 3];
                object.objectHandle = 0x1000 + static_cast<uint64_t>(k);
                VkDebugUtilsMessengerCallbackDataEXT data{};
                data.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CALLBACK_DATA_EXT;
                data.pMessageIdName = "vkl-id";
                data.messageIdNumber = 40 + k;
                const std::string text = "vkl-utils-" + std::to_string(k++);
                data.pMessage = text.c_str();
                data.objectCount = 1;
                data.pObjects = &object;
                submit(inst, severity, types, &data);
                out += heard.text + "\n";
                heard.text.clear();
            }
        const VkDebugReportFlagsEXT report_flags[] = {
            VK_DEBUG_REPORT_INFORMATION_BIT_EXT, VK_DEBUG_REPORT_WARNING_BIT_EXT, VK_DEBUG_REPORT_PERFORMANCE_WARNING_BIT_EXT,
            VK_DEBUG_REPORT_ERROR_BIT_EXT, VK_DEBUG_REPORT_DEBUG_BIT_EXT,
            VK_DEBUG_REPORT_DEBUG_BIT_EXT | VK_DEBUG_REPORT_PERFORMANCE_WARNING_BIT_EXT};
        for (VkDebugReportFlagsEXT flags : report_flags) {
            const std::string text = "vkl-report-" + std::to_string(k);
            const VkDebugReportObjectTypeEXT type = k % 2 ? VK_DEBUG_REPORT_OBJECT_TYPE_IMAGE_EXT
                                                          : VK_DEBUG_REPORT_OBJECT_TYPE_SURFACE_KHR_EXT;
            report(inst, flags, type, 0x2000 + static_cast<uint64_t>(k), 7, 90 + k, "vkl-prefix", text.c_str());
            ++k;
            out += heard.text + "\n";
            heard.text.clear();
        }
        l.proc<PFN_vkDestroyDebugReportCallbackEXT>(inst, "vkDestroyDebugReportCallbackEXT")(inst, cb, nullptr);
        l.proc<PFN_vkDestroyDebugUtilsMessengerEXT>(inst, "vkDestroyDebugUtilsMessengerEXT")(inst, m, nullptr);
        l.destroy_instance(inst);
        return out;
    });
    INFO("ours:\n" << ours << "Khronos:\n" << theirs);
    CHECK(ours == theirs);
    // Every message reached both kinds of callback.
    CHECK(count(ours, "report(") == 14);
    CHECK(count(ours, "utils(") == 14);
}

TEST_CASE("differential: the loader's own messages reach debug-report callbacks too") {
    REQUIRE_SYSTEM_LOADER();
    struct LoaderHeard {
        bool report = false, utils = false;
    };
    auto [ours, theirs] = both([](World& w) {
        w.add_driver("drv");
        // A message from each loader (not invalid JSON: Debian's 1.3.239 fails vkCreateInstance
        // with VK_ERROR_OUT_OF_HOST_MEMORY for a driver manifest it cannot parse).
        write(w.root() / "drivers" / "nolib.json", "{ \"file_format_version\": \"1.0.0\", \"ICD\": { \"library_path\": "
                                                    "\"/nonexistent/libvkl_nope.so\", \"api_version\": \"1.3.0\" } }");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World&, const Loader& l) {
        LoaderHeard heard;
        VkDebugReportCallbackCreateInfoEXT rci{};
        rci.sType = VK_STRUCTURE_TYPE_DEBUG_REPORT_CALLBACK_CREATE_INFO_EXT;
        rci.flags = VK_DEBUG_REPORT_INFORMATION_BIT_EXT | VK_DEBUG_REPORT_WARNING_BIT_EXT |
                    VK_DEBUG_REPORT_PERFORMANCE_WARNING_BIT_EXT | VK_DEBUG_REPORT_ERROR_BIT_EXT | VK_DEBUG_REPORT_DEBUG_BIT_EXT;
        rci.pfnCallback = [](VkDebugReportFlagsEXT, VkDebugReportObjectTypeEXT type, uint64_t, size_t, int32_t,
                             const char* prefix, const char*, void* user) -> VkBool32 {
            if (type == VK_DEBUG_REPORT_OBJECT_TYPE_INSTANCE_EXT && prefix && std::strcmp(prefix, "Loader Message") == 0)
                static_cast<LoaderHeard*>(user)->report = true;
            return VK_FALSE;
        };
        rci.pUserData = &heard;
        VkInstance inst = VK_NULL_HANDLE;
        const VkResult r = create(l, &inst, {}, {"VK_EXT_debug_report"}, VK_API_VERSION_1_1, &rci);
        if (r != VK_SUCCESS)
            return "create failed " + std::to_string(r) + (heard.report ? " (heard)" : "");
        l.destroy_instance(inst);
        return std::string(heard.report ? "report heard the loader" : "report heard nothing");
    });
    CHECK(ours == theirs);
    CHECK(ours == "report heard the loader");
}

TEST_CASE("differential: within a device type, devices with PCI bus information come first") {
    REQUIRE_SYSTEM_LOADER();
    auto [ours, theirs] = both([](World& w) {
        // Listed first, and first by vendorID ^ deviceID too: only the PCI rule puts it second.
        const fs::path a = w.add_driver("nopci", "devices=discrete;vendor=0x10");
        const fs::path b = w.add_driver("withpci", "devices=discrete,integrated;pci=3,1;vendor=0x20000");
        const fs::path c = w.add_driver("cpu", "devices=cpu;pci=0");
        w.env.set("VK_DRIVER_FILES", a.string() + ":" + c.string() + ":" + b.string());
    }, [](World&, const Loader& l) { return on_instance(l, [&](VkInstance inst) { return device_names(l, inst); }); });
    CHECK(ours == theirs);
    CHECK(ours == "withpci device 0;nopci device 0;withpci device 1;cpu device 0;");
}

TEST_CASE("differential: remaining ties go by vendorID ^ deviceID, for devices and inside groups") {
    REQUIRE_SYSTEM_LOADER();
    auto [ours, theirs] = both([](World& w) {
        // Same type, no PCI information: listed in the order opposite to vendorID ^ deviceID.
        const fs::path a = w.add_driver("high", "devices=discrete;vendor=0x30");
        const fs::path b = w.add_driver("low", "devices=discrete;vendor=0x10");
        // A group of two whose second device ties lower (0x100 ^ 3 < 0x100 ^ 5).
        const fs::path g = w.add_driver("grouped", "api=1.1;groups=pairs;devices=discrete,discrete;vendor=0x100;device_ids=5,3");
        w.env.set("VK_DRIVER_FILES", g.string() + ":" + a.string() + ":" + b.string());
    }, [](World&, const Loader& l) {
        return on_instance(l, [&](VkInstance inst) {
            std::string out = device_names(l, inst) + " groups:";
            auto groups = l.sym<PFN_vkEnumeratePhysicalDeviceGroups>("vkEnumeratePhysicalDeviceGroups");
            uint32_t n = 0;
            groups(inst, &n, nullptr);
            std::vector<VkPhysicalDeviceGroupProperties> props(n);
            for (auto& p : props)
                p.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_GROUP_PROPERTIES;
            groups(inst, &n, props.data());
            for (uint32_t i = 0; i < n; ++i) {
                out += " [";
                for (uint32_t d = 0; d < props[i].physicalDeviceCount; ++d)
                    out += l.device_name(props[i].physicalDevices[d]) + ";";
                out += "]";
            }
            return out;
        });
    });
    CHECK(ours == theirs);
    CHECK(ours == "low device 0;high device 0;grouped device 1;grouped device 0; groups: [low device 0;] [high device 0;] "
                  "[grouped device 1;grouped device 0;]");
}

TEST_CASE("differential: a driver whose manifest says 1.0 gets apiVersion 1.0") {
    REQUIRE_SYSTEM_LOADER();
    auto [ours, theirs] = both([](World& w) {
        // Both say 1.3 through vkEnumerateInstanceVersion; the manifests differ.
        w.add_driver("old", "api=1.3", "", "all", "", "1.0.0");
        w.add_driver("new", "api=1.3", "", "all", "", "1.1.0");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World& w, const Loader& l) {
        return on_instance(l, [&](VkInstance inst) {
            const std::string log = w.driver_log();
            std::string out;
            for (const char* d : {"old", "new"})
                for (uint32_t v : {VK_API_VERSION_1_0, VK_API_VERSION_1_3})
                    if (log.find(std::string(d) + " apiVersion=" + std::to_string(v) + "\n") != std::string::npos)
                        out += std::string(d) + "=1." + std::to_string(VK_API_VERSION_MINOR(v)) + ";";
            return out + std::to_string(l.physical_devices(inst).size()) + " devices";
        }, {}, {}, VK_API_VERSION_1_3);
    });
    CHECK(ours == theirs);
    CHECK(ours == "old=1.0;new=1.3;2 devices");
}

TEST_CASE("differential: a search-path variable set but empty still overrides") {
    REQUIRE_SYSTEM_LOADER();
    // A driver and an explicit layer in the world's search path (XDG_*), found unless overridden.
    auto world = [](const std::vector<std::pair<std::string, std::string>>& vars) {
        return [vars](World& w) {
            w.add_driver("sys", "", w.root() / "config/vulkan/icd.d");
            w.add_driver("named", "", w.root() / "named");
            w.add_layer("exp", "VK_LAYER_test_exp", "", false, "", w.root() / "data/vulkan/explicit_layer.d");
            for (const auto& [k, v] : vars)
                w.env.set(k, v == "@NAMED@" ? (w.root() / "named").string() : v);
        };
    };
    auto scenario = [](World& w, const Loader& l) {
        VkInstance inst = VK_NULL_HANDLE;
        VkResult r = create(l, &inst);
        std::string out = "create=" + std::to_string(r) + " drivers=" + events(w, " vkCreateInstance");
        if (r == VK_SUCCESS)
            l.destroy_instance(inst);
        r = create(l, &inst, {"VK_LAYER_test_exp"});
        out += " with layer=" + std::to_string(r);
        if (r == VK_SUCCESS)
            l.destroy_instance(inst);
        return out;
    };
    const std::vector<std::pair<std::string, std::vector<std::pair<std::string, std::string>>>> cases = {
        {"nothing set", {}},
        {"VK_DRIVER_FILES empty", {{"VK_DRIVER_FILES", ""}}},
        {"VK_ICD_FILENAMES empty", {{"VK_ICD_FILENAMES", ""}}},
        {"VK_DRIVER_FILES empty shadows VK_ICD_FILENAMES", {{"VK_DRIVER_FILES", ""}, {"VK_ICD_FILENAMES", "@NAMED@"}}},
        {"VK_LAYER_PATH empty", {{"VK_LAYER_PATH", ""}}},
    };
    std::string all;
    for (const auto& [name, vars] : cases) {
        auto [ours, theirs] = both(world(vars), scenario);
        INFO(name);
        CHECK(ours == theirs);
        all += name + ": " + ours + "\n";
    }
    const std::string none = std::to_string(VK_ERROR_INCOMPATIBLE_DRIVER);
    const std::string no_layer = std::to_string(VK_ERROR_LAYER_NOT_PRESENT);
    CHECK(all == "nothing set: create=0 drivers=sys; with layer=0\n"
                 "VK_DRIVER_FILES empty: create=" + none + " drivers= with layer=" + none + "\n"
                 "VK_ICD_FILENAMES empty: create=" + none + " drivers= with layer=" + none + "\n"
                 "VK_DRIVER_FILES empty shadows VK_ICD_FILENAMES: create=" + none + " drivers= with layer=" + none + "\n"
                 "VK_LAYER_PATH empty: create=0 drivers=sys; with layer=" + no_layer + "\n");
}

namespace {
// vkCreateDevice naming a device layer (deprecated); what the driver saw of the names.
std::string create_device_naming_a_layer(World& w, const Loader& l, std::vector<const char*> instance_layers) {
    VkInstance inst = VK_NULL_HANDLE;
    if (create(l, &inst, instance_layers) != VK_SUCCESS)
        return "create failed";
    VkResult r = VK_SUCCESS;
    if (VkDevice dev = l.create_device(l.physical_devices(inst).at(0), {}, nullptr, &r, nullptr, nullptr, {"VK_LAYER_test_dev"}))
        l.destroy_device(dev);
    l.destroy_instance(inst);
    const std::string log = w.driver_log();
    return std::to_string(r) + (log.find("drv device_layers=0\n") != std::string::npos ? " count=0" : " count!=0") +
           (log.find("drv device_layer_names=null\n") != std::string::npos ? " names=null" : " names=set");
}
}  // namespace

TEST_CASE("differential: the device layer names never reach the driver") {
    REQUIRE_SYSTEM_LOADER();
    auto setup = [](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        w.add_layer("lay", "VK_LAYER_test_dev");
    };
    auto [ours, theirs] = both(setup, [](World& w, const Loader& l) { return create_device_naming_a_layer(w, l, {}); });
    CHECK(ours == theirs);
    CHECK(ours == "0 count=0 names=null");
    // With the layer enabled on the instance too: this loader only (Debian's Khronos 1.3.239
    // crashes in its vkCreateDevice terminator there).
    World w;
    setup(w);
    Loader l;
    CHECK(create_device_naming_a_layer(w, l, {"VK_LAYER_test_dev"}) == "0 count=0 names=null");
    CHECK(w.driver_log().find("lay vkCreateDevice") != std::string::npos);
}

TEST_CASE("differential: apiVersion 2.0 is accepted and reaches the driver") {
    REQUIRE_SYSTEM_LOADER();
    auto [ours, theirs] = both([](World& w) {
        w.add_driver("drv", "api=1.3;devices=discrete,integrated");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World& w, const Loader& l) {
        VkInstance inst = VK_NULL_HANDLE;
        const VkResult r = create(l, &inst, {}, {}, VK_MAKE_API_VERSION(0, 2, 0, 0));
        if (r != VK_SUCCESS)
            return "create " + std::to_string(r);
        std::string out = "create 0, " + std::to_string(l.physical_devices(inst).size()) + " devices";
        const std::string log = w.driver_log();
        const size_t at = log.find("drv apiVersion=");
        out += at == std::string::npos ? ", no apiVersion" : ", driver " + log.substr(at + 4, log.find('\n', at) - at - 4);
        // Core commands of every 1.x version are there, and reach the driver.
        auto props2 = l.proc<PFN_vkGetPhysicalDeviceProperties2>(inst, "vkGetPhysicalDeviceProperties2");
        out += props2 ? ", vkGetPhysicalDeviceProperties2" : ", no vkGetPhysicalDeviceProperties2";
        if (props2) {
            VkPhysicalDeviceProperties2 p{};
            p.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
            props2(l.physical_devices(inst).at(0), &p);
            out += std::string(" ") + p.properties.deviceName;
        }
        VkDevice dev = l.create_device(l.physical_devices(inst).at(0));
        out += dev ? ", device" : ", no device";
        if (dev)
            l.destroy_device(dev);
        l.destroy_instance(inst);
        return out;
    });
    CHECK(ours == theirs);
    CHECK(ours == "create 0, 2 devices, driver apiVersion=" + std::to_string(VK_MAKE_API_VERSION(0, 2, 0, 0)) +
                      ", vkGetPhysicalDeviceProperties2 drv device 0, device");
}

TEST_CASE("differential: a driver manifest without ICD.api_version is skipped") {
    REQUIRE_SYSTEM_LOADER();
    auto setup = [](World& w) {
        w.add_driver("good");
        const fs::path noapi = w.add_driver("noapi");
        write(noapi, "{ \"file_format_version\": \"1.0.0\", \"ICD\": { \"library_path\": \"" +
                         (w.root() / "drivers" / "noapi.so").string() + "\" } }");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    };
    auto [ours, theirs] = both(setup, [](World& w, const Loader& l) {
        return on_instance(l, [&](VkInstance inst) { return events(w, " vkCreateInstance") + device_names(l, inst); });
    });
    CHECK(ours == theirs);
    CHECK(ours == "good;good device 0;");
    // One line naming the file and the reason.
    World w;
    setup(w);
    w.env.set("VK_LOADER_DEBUG", "error");
    StderrCapture err;
    {
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(create(l, &inst) == VK_SUCCESS);
        l.destroy_instance(inst);
    }
    const std::string text = err.text();
    INFO(text);
    CHECK(count(text, (w.root() / "drivers" / "noapi.json").string() + ": missing \"ICD.api_version\"") == 1);
}

TEST_CASE("differential: device extensions of a layer that is not there: none, VK_SUCCESS") {
    REQUIRE_SYSTEM_LOADER();
    auto [ours, theirs] = both([](World& w) {
        w.add_driver("drv", "devext=VK_KHR_swapchain");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
    }, [](World&, const Loader& l) {
        return on_instance(l, [&](VkInstance inst) {
            auto fn = l.sym<PFN_vkEnumerateDeviceExtensionProperties>("vkEnumerateDeviceExtensionProperties");
            VkPhysicalDevice pd = l.physical_devices(inst).at(0);
            uint32_t n = 5;
            const VkResult count_result = fn(pd, "VK_LAYER_not_installed", &n, nullptr);
            VkExtensionProperties props[2]{};
            uint32_t m = 2;
            const VkResult fill_result = fn(pd, "VK_LAYER_not_installed", &m, props);
            return std::to_string(count_result) + "/" + std::to_string(n) + " " + std::to_string(fill_result) + "/" +
                   std::to_string(m);
        });
    });
    CHECK(ours == theirs);
    CHECK(ours == "0/0 0/0");
}

TEST_CASE("differential: a driver's VK_ERROR_OUT_OF_HOST_MEMORY fails vkCreateInstance") {
    REQUIRE_SYSTEM_LOADER();
    auto [ours, theirs] = both([](World& w) {
        const fs::path good = w.add_driver("good");
        const fs::path oom = w.add_driver("oom", "create=oom");
        const fs::path late = w.add_driver("late");
        w.env.set("VK_DRIVER_FILES", good.string() + ":" + oom.string() + ":" + late.string());
    }, [](World& w, const Loader& l) {
        VkInstance inst = VK_NULL_HANDLE;
        const VkResult r = create(l, &inst);
        if (r == VK_SUCCESS)
            l.destroy_instance(inst);
        // The instance a driver before it made is destroyed; none after it is made.
        return std::to_string(r) + " created=" + events(w, " vkCreateInstance") + " destroyed=" +
               events(w, " vkDestroyInstance");
    });
    CHECK(ours == theirs);
    CHECK(ours == std::to_string(VK_ERROR_OUT_OF_HOST_MEMORY) + " created=good;oom; destroyed=good;");
}

TEST_CASE("differential: a layer manifest with a 20 MiB string in an unread field is listed and used") {
    REQUIRE_SYSTEM_LOADER();
    auto [ours, theirs] = both([](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        w.add_layer("padded", "VK_LAYER_test_padded", "", false, ", \"padding\": \"" + std::string(20u << 20, 'p') + "\"");
    }, [](World& w, const Loader& l) {
        auto fn = l.sym<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties");
        uint32_t n = 0;
        fn(&n, nullptr);
        std::vector<VkLayerProperties> props(n);
        fn(&n, props.data());
        std::string out = std::to_string(n) + " listed";
        for (uint32_t i = 0; i < n; ++i)
            out += std::string(" ") + props[i].layerName;
        VkInstance inst = VK_NULL_HANDLE;
        const VkResult r = create(l, &inst, {"VK_LAYER_test_padded"});
        if (r == VK_SUCCESS)
            l.destroy_instance(inst);
        return out + ", create " + std::to_string(r) + ", chain " + events(w, " vkCreateInstance");
    });
    CHECK(ours == theirs);
    CHECK(ours == "1 listed VK_LAYER_test_padded, create 0, chain padded;drv;");
}
