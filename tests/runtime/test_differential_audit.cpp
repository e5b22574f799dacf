// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Differential tests of the differences the reference audit found (tests/conformance/reference-audit.md
// names each row): every scenario runs through this loader and the system's Khronos loader
// (differential.h), and through the Khronos 1.4.359 loader too where this machine has built it
// (../shared/khronos-loader-tests/build.sh into the suite's cache), with the same outcome required.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "differential.h"

using namespace harness;

namespace {

// `both`, then the same scenario through Khronos 1.4.359 (differential.h's kKhronosLoader, which
// CI builds before the tests): ours, 1.3.239's and 1.4.359's outcome ("" where it is missing,
// with a warning, or a failure under VKL_NO_SKIP=1). Cases that check each reference's own
// answer (the kept differences) read the fields; the others require every one to agree.
struct ThreeOutcomes {
    std::string ours, khronos_1_3, khronos_1_4;
};
ThreeOutcomes all_three(const std::function<void(World&)>& setup,
                        const std::function<std::string(World&, const Loader&)>& scenario) {
    ThreeOutcomes o;
    std::tie(o.ours, o.khronos_1_3) = both(setup, scenario);
    if (const std::string why = khronos_loader_missing(); !why.empty()) {
        if (no_skip())
            FAIL_CHECK("VKL_NO_SKIP=1 but a reference is missing: " << why);
        else
            WARN("reference skipped: " << why);
        return o;
    }
    World w;
    setup(w);
    StderrCapture quiet;
    Loader l(kKhronosLoader.c_str());
    o.khronos_1_4 = scenario(w, l);
    return o;
}

void require_same(const ThreeOutcomes& o) {
    CHECK(o.ours == o.khronos_1_3);
    if (!o.khronos_1_4.empty())
        CHECK(o.ours == o.khronos_1_4);
}

// "<event>;<event>;" of one driver or layer, in order, for the given events.
std::string sequence(const World& w, const std::string& who, const std::vector<std::string>& wanted) {
    std::istringstream in(w.driver_log());
    std::string line, out;
    while (std::getline(in, line)) {
        const size_t sp = line.find(' ');
        if (sp == std::string::npos || line.substr(0, sp) != who)
            continue;
        for (const std::string& e : wanted)
            if (line.substr(sp + 1) == e)
                out += e + ";";
    }
    return out;
}

const char* const kPreVersion = ", \"pre_instance_functions\": { \"vkEnumerateInstanceVersion\": "
                                "\"vkl_test_layer_PreEnumerateInstanceVersion\" }";

}  // namespace

// reference-audit.md T23
TEST_CASE("differential: vkEnumerateInstanceVersion(NULL) is VK_ERROR_OUT_OF_HOST_MEMORY, no layer called (audit)") {
    REQUIRE_SYSTEM_LOADER();
    const ThreeOutcomes o = all_three([](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.add_layer("pre", "VK_LAYER_test_pre", "", true, kPreVersion);
        w.use_own_layers();
    }, [](World& w, const Loader& l) {
        const VkResult r = l.sym<PFN_vkEnumerateInstanceVersion>("vkEnumerateInstanceVersion")(nullptr);
        return "result=" + std::to_string(r) + " layer=" + events(w, "pre_vkEnumerateInstanceVersion");
    });
    CHECK(o.ours == "result=" + std::to_string(VK_ERROR_OUT_OF_HOST_MEMORY) + " layer=");
    require_same(o);
}

// reference-audit.md T19
TEST_CASE("differential: the pre-instance chain calls the last implicit layer first (audit)") {
    REQUIRE_SYSTEM_LOADER();
    // Two implicit layers in two search folders whose order both loaders keep ($XDG_CONFIG_HOME
    // before $XDG_DATA_HOME): "first" is found first.
    const ThreeOutcomes o = all_three([](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.add_layer("first", "VK_LAYER_test_first", "", true, kPreVersion, w.root() / "config/vulkan/implicit_layer.d");
        w.add_layer("second", "VK_LAYER_test_second", "", true, kPreVersion, w.root() / "data/vulkan/implicit_layer.d");
    }, [](World& w, const Loader& l) {
        uint32_t v = 0;
        const VkResult r = l.sym<PFN_vkEnumerateInstanceVersion>("vkEnumerateInstanceVersion")(&v);
        return "result=" + std::to_string(r) + " calls=" + events(w, "pre_vkEnumerateInstanceVersion");
    });
    CHECK(o.ours == "result=0 calls=second;first;");
    require_same(o);
}

// reference-audit.md L23
TEST_CASE("differential: VkPhysicalDeviceFeatures2 reaches a driver without it as pEnabledFeatures (audit)") {
    REQUIRE_SYSTEM_LOADER();
    // Two Vulkan 1.0 drivers: "with" has VK_KHR_get_physical_device_properties2 (so the
    // application may enable it), "without" lacks it and both names of vkGetPhysicalDeviceFeatures2.
    const ThreeOutcomes o = all_three([](World& w) {
        w.add_driver("with", "api=1.0;devices=discrete;ext=VK_KHR_get_physical_device_properties2", "", "all", "", "1.0.0");
        w.add_driver("without", "api=1.0;devices=integrated;omit=vkGetPhysicalDeviceFeatures2,vkGetPhysicalDeviceFeatures2KHR",
                     "", "all", "", "1.0.0");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World& w, const Loader& l) {
        VkInstance inst = VK_NULL_HANDLE;
        if (create(l, &inst, {}, {"VK_KHR_get_physical_device_properties2"}, VK_API_VERSION_1_0) != VK_SUCCESS)
            return std::string("create failed");
        std::string out;
        for (VkPhysicalDevice pd : l.physical_devices(inst)) {
            VkPhysicalDeviceProperties p{};
            l.sym<PFN_vkGetPhysicalDeviceProperties>("vkGetPhysicalDeviceProperties")(pd, &p);
            if (p.deviceType != VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU)
                continue;
            VkPhysicalDeviceFeatures2 f2{};
            f2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
            f2.features.robustBufferAccess = VK_TRUE;
            VkResult r = VK_ERROR_UNKNOWN;
            VkDevice dev = l.create_device(pd, {}, nullptr, &r, &f2);
            out += "result=" + std::to_string(r) + " ";
            if (dev)
                l.destroy_device(dev);
        }
        l.destroy_instance(inst);
        return out + "driver=" + sequence(w, "without", {"enabled_features=null", "enabled_features=none",
                                                         "enabled_features=robustBufferAccess"});
    });
    CHECK(o.ours == "result=0 driver=enabled_features=robustBufferAccess;");
    require_same(o);
}

// reference-audit.md L24
TEST_CASE("differential: a group of two devices on a driver without groups fails vkCreateDevice (audit)") {
    REQUIRE_SYSTEM_LOADER();
    const ThreeOutcomes o = all_three([](World& w) {
        w.add_driver("drv", "devices=discrete,discrete;omit=vkEnumeratePhysicalDeviceGroups,vkEnumeratePhysicalDeviceGroupsKHR");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World& w, const Loader& l) {
        VkInstance inst = VK_NULL_HANDLE;
        if (create(l, &inst) != VK_SUCCESS)
            return std::string("create failed");
        std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
        if (pds.size() != 2) {
            l.destroy_instance(inst);
            return "devices=" + std::to_string(pds.size());
        }
        VkDeviceGroupDeviceCreateInfo group{};
        group.sType = VK_STRUCTURE_TYPE_DEVICE_GROUP_DEVICE_CREATE_INFO;
        group.physicalDeviceCount = 2;
        group.pPhysicalDevices = pds.data();
        VkResult r = VK_ERROR_UNKNOWN;
        VkDevice dev = l.create_device(pds[0], {}, nullptr, &r, &group);
        if (dev)
            l.destroy_device(dev);
        // One physical device in the group is fine.
        group.physicalDeviceCount = 1;
        VkResult one = VK_ERROR_UNKNOWN;
        dev = l.create_device(pds[0], {}, nullptr, &one, &group);
        if (dev)
            l.destroy_device(dev);
        l.destroy_instance(inst);
        return "two=" + std::to_string(r) + " one=" + std::to_string(one) +
               " driver=" + sequence(w, "drv", {"vkCreateDevice"});
    });
    CHECK(o.ours == "two=" + std::to_string(VK_ERROR_INITIALIZATION_FAILED) + " one=0 driver=vkCreateDevice;");
    require_same(o);
}

// reference-audit.md L17 (Khronos 1.4.359 only)
TEST_CASE("differential: surfaces and messengers left at vkDestroyInstance are destroyed in the driver first (audit)") {
    // Against 1.4.359 alone (1.3.239 keeps the driver copies and its own surface records past
    // vkDestroyInstance). Both references leak records of what the application left (1.4.359:
    // 156 bytes), which LeakSanitizer reports at the test program's exit: the sanitizer builds
    // check this loader alone (it leaks nothing here).
    const auto setup = [](World& w) {
        w.add_driver("drv", "ext=VK_KHR_surface,VK_EXT_headless_surface,VK_EXT_debug_utils");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    };
    const auto scenario = [](World& w, const Loader& l) {
        VkInstance inst = VK_NULL_HANDLE;
        if (create(l, &inst, {}, {"VK_KHR_surface", "VK_EXT_headless_surface", "VK_EXT_debug_utils"}) != VK_SUCCESS)
            return std::string("create failed");
        VkHeadlessSurfaceCreateInfoEXT sci{};
        sci.sType = VK_STRUCTURE_TYPE_HEADLESS_SURFACE_CREATE_INFO_EXT;
        VkSurfaceKHR surface = VK_NULL_HANDLE;
        const VkResult rs = l.proc<PFN_vkCreateHeadlessSurfaceEXT>(inst, "vkCreateHeadlessSurfaceEXT")(inst, &sci, nullptr, &surface);
        // Used once: Khronos 1.4.359 makes a driver's surface at its first use, 1.3.239 and this
        // loader at creation.
        VkBool32 supported = VK_FALSE;
        for (VkPhysicalDevice pd : l.physical_devices(inst))
            l.proc<PFN_vkGetPhysicalDeviceSurfaceSupportKHR>(inst, "vkGetPhysicalDeviceSurfaceSupportKHR")(pd, 0, surface,
                                                                                                          &supported);
        VkDebugUtilsMessengerCreateInfoEXT mci{};
        mci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
        mci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
        mci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
        mci.pfnUserCallback = [](VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT,
                                 const VkDebugUtilsMessengerCallbackDataEXT*, void*) -> VkBool32 { return VK_FALSE; };
        VkDebugUtilsMessengerEXT m = VK_NULL_HANDLE;
        const VkResult rm =
            l.proc<PFN_vkCreateDebugUtilsMessengerEXT>(inst, "vkCreateDebugUtilsMessengerEXT")(inst, &mci, nullptr, &m);
        l.destroy_instance(inst);  // neither destroyed: invalid usage, but what the driver sees is defined
        return "surface=" + std::to_string(rs) + " messenger=" + std::to_string(rm) + " driver=" +
               sequence(w, "drv", {"vkCreateDebugUtilsMessengerEXT", "vkDestroySurfaceKHR", "vkDestroyDebugUtilsMessengerEXT",
                                   "vkDestroyInstance"});
    };
    const std::string expected = "surface=0 messenger=0 driver=vkCreateDebugUtilsMessengerEXT;vkDestroySurfaceKHR;"
                                 "vkDestroyDebugUtilsMessengerEXT;vkDestroyInstance;";
#if VKL_TEST_ASAN
    World w;
    setup(w);
    StderrCapture quiet;
    const Loader l(VKL_LIBRARY);
    CHECK(scenario(w, l) == expected);
#else
    const Outcomes o = against(Refs::Khronos14, setup, scenario);
    CHECK(o.ours == expected);
    // A 1.4 rule: Khronos 1.3.239 leaves them to the driver's vkDestroyInstance.
    CHECK_AGAINST_REFERENCES(o);
#endif
}

// reference-audit.md T77
TEST_CASE("differential: with VK_KHR_get_physical_device_properties2 enabled, the core name reaches a layer's KHR hook (audit)") {
    REQUIRE_SYSTEM_LOADER();
    const ThreeOutcomes o = all_three([](World& w) {
        w.add_driver("drv", "ext=VK_KHR_get_physical_device_properties2");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.add_layer("khr", "VK_LAYER_test_khr", "features2_khr=1");
        w.use_own_layers();
    }, [](World& w, const Loader& l) {
        std::string out;
        // The extension enabled (a 1.0 application), then not (a 1.1 application): the
        // application calls the exported core vkGetPhysicalDeviceFeatures2 both times.
        for (const bool with_ext : {true, false}) {
            VkInstance inst = VK_NULL_HANDLE;
            std::vector<const char*> ext;
            if (with_ext)
                ext.push_back("VK_KHR_get_physical_device_properties2");
            if (create(l, &inst, {"VK_LAYER_test_khr"}, ext, with_ext ? VK_API_VERSION_1_0 : VK_API_VERSION_1_1) != VK_SUCCESS)
                return std::string("create failed");
            const size_t before = events(w, "vkGetPhysicalDeviceFeatures2KHR").size();
            for (VkPhysicalDevice pd : l.physical_devices(inst)) {
                VkPhysicalDeviceFeatures2 f{};
                f.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
                l.sym<PFN_vkGetPhysicalDeviceFeatures2>("vkGetPhysicalDeviceFeatures2")(pd, &f);
            }
            out += std::string(with_ext ? "with" : "without") + "=" + events(w, "vkGetPhysicalDeviceFeatures2KHR").substr(before) + " ";
            l.destroy_instance(inst);
        }
        return out;
    });
    CHECK(o.ours == "with=khr; without= ");
    require_same(o);
}

// Differences the audit keeps (reference-audit.md says why): each loader's outcome is checked,
// so that a change on either side is seen.

// reference-audit.md W3, W13
TEST_CASE("differential (kept): surface calls on an instance without the surface extensions (audit)") {
    REQUIRE_SYSTEM_LOADER();
    const ThreeOutcomes o = all_three([](World& w) {
        w.add_driver("drv", "ext=VK_KHR_surface,VK_EXT_headless_surface");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World& w, const Loader& l) {
        VkInstance inst = VK_NULL_HANDLE;
        if (create(l, &inst) != VK_SUCCESS)  // neither extension enabled
            return std::string("create failed");
        VkHeadlessSurfaceCreateInfoEXT sci{};
        sci.sType = VK_STRUCTURE_TYPE_HEADLESS_SURFACE_CREATE_INFO_EXT;
        const auto marker = (VkSurfaceKHR)(uintptr_t)0x5a5a;  // a pointer or a 64-bit integer, as the target has it
        VkSurfaceKHR surface = marker;
        const VkResult rs = l.sym<PFN_vkCreateHeadlessSurfaceEXT>("vkCreateHeadlessSurfaceEXT")(inst, &sci, nullptr, &surface);
        std::string out = "headless=" + std::to_string(rs) + (surface == marker ? " unwritten" : " written");
        // The exported query with a surface of no one (VK_NULL_HANDLE) on an instance without VK_KHR_surface.
        VkBool32 supported = 7;
        const VkResult rq = l.sym<PFN_vkGetPhysicalDeviceSurfaceSupportKHR>("vkGetPhysicalDeviceSurfaceSupportKHR")(
            l.physical_devices(inst).at(0), 0, VK_NULL_HANDLE, &supported);
        out += " support=" + std::to_string(rq) + " supported=" + std::to_string(supported) +
               " driver=" + (w.driver_log().find("drv surface_support=") != std::string::npos ? "asked" : "not asked");
        l.destroy_instance(inst);
        return out;
    });
    // Ours: an error for the surface (never a success with no handle); the query is the driver's.
    CHECK(o.ours == "headless=" + std::to_string(VK_ERROR_EXTENSION_NOT_PRESENT) + " unwritten support=0 supported=1 driver=asked");
    // Both references: success with no surface written; the query succeeds with nothing written
    // and the driver not asked.
    CHECK(o.khronos_1_3 == "headless=0 unwritten support=0 supported=7 driver=not asked");
    if (!o.khronos_1_4.empty())
        CHECK(o.khronos_1_4 == "headless=0 unwritten support=0 supported=7 driver=not asked");
}

// reference-audit.md L37, L42, W6
TEST_CASE("differential (kept): over-long layer names; when a driver makes its surface (audit)") {
    REQUIRE_SYSTEM_LOADER();
    const ThreeOutcomes o = all_three([](World& w) {
        w.add_driver("drv", "ext=VK_KHR_surface,VK_EXT_headless_surface");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
    }, [](World& w, const Loader& l) {
        const std::string long_name(300, 'x');  // longer than VK_MAX_EXTENSION_NAME_SIZE
        uint32_t n = 5;
        const VkResult ri = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties")(
            long_name.c_str(), &n, nullptr);
        std::string out = "instance=" + std::to_string(ri);
        VkInstance inst = VK_NULL_HANDLE;
        if (create(l, &inst, {}, {"VK_KHR_surface", "VK_EXT_headless_surface"}) != VK_SUCCESS)
            return out + " create failed";
        const VkPhysicalDevice pd = l.physical_devices(inst).at(0);
        auto edep = l.sym<PFN_vkEnumerateDeviceExtensionProperties>("vkEnumerateDeviceExtensionProperties");
        n = 5;
        const VkResult rd = edep(pd, long_name.c_str(), &n, nullptr);
        out += " device=" + std::to_string(rd) + " count=" + std::to_string(n);
        VkHeadlessSurfaceCreateInfoEXT sci{};
        sci.sType = VK_STRUCTURE_TYPE_HEADLESS_SURFACE_CREATE_INFO_EXT;
        VkSurfaceKHR surface = VK_NULL_HANDLE;
        l.proc<PFN_vkCreateHeadlessSurfaceEXT>(inst, "vkCreateHeadlessSurfaceEXT")(inst, &sci, nullptr, &surface);
        out += std::string(" surface_made_at_creation=") +
               (w.driver_log().find("drv vkCreateHeadlessSurfaceEXT") != std::string::npos ? "yes" : "no");
        l.proc<PFN_vkDestroySurfaceKHR>(inst, "vkDestroySurfaceKHR")(inst, surface, nullptr);
        l.destroy_instance(inst);
        return out;
    });
    // Ours: the codes the specification gives these queries; the driver's surface made with the loader's.
    CHECK(o.ours == "instance=" + std::to_string(VK_ERROR_LAYER_NOT_PRESENT) + " device=0 count=0 surface_made_at_creation=yes");
    // Both references refuse the name with VK_ERROR_EXTENSION_NOT_PRESENT (the count left as it
    // was); 1.3.239 makes the driver's surface at creation, 1.4.359 at its first use.
    CHECK(o.khronos_1_3 == "instance=" + std::to_string(VK_ERROR_EXTENSION_NOT_PRESENT) + " device=" +
                               std::to_string(VK_ERROR_EXTENSION_NOT_PRESENT) + " count=5 surface_made_at_creation=yes");
    if (!o.khronos_1_4.empty())
        CHECK(o.khronos_1_4 == "instance=" + std::to_string(VK_ERROR_EXTENSION_NOT_PRESENT) + " device=" +
                                   std::to_string(VK_ERROR_EXTENSION_NOT_PRESENT) + " count=5 surface_made_at_creation=no");
}

// reference-audit.md T16, T26, T58, T68: invalid usage the references crash on (they read or write
// through the NULL), answered here with a code; this loader only (the references would crash the test).
TEST_CASE("clean errors for NULL arguments the Khronos loaders read through (audit)") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    StderrCapture quiet;
    Loader l;
    CHECK(l.sym<PFN_vkGetDeviceProcAddr>("vkGetDeviceProcAddr")(VK_NULL_HANDLE, "vkCmdDraw") == nullptr);
    VkInstance inst = VK_NULL_HANDLE;
    CHECK(l.sym<PFN_vkCreateInstance>("vkCreateInstance")(nullptr, nullptr, &inst) == VK_ERROR_INITIALIZATION_FAILED);
    REQUIRE(create(l, &inst) == VK_SUCCESS);
    const VkPhysicalDevice pd = l.physical_devices(inst).at(0);
    VkDevice dev = VK_NULL_HANDLE;
    CHECK(l.sym<PFN_vkCreateDevice>("vkCreateDevice")(pd, nullptr, nullptr, &dev) == VK_ERROR_INITIALIZATION_FAILED);
    CHECK(l.sym<PFN_vkEnumerateDeviceLayerProperties>("vkEnumerateDeviceLayerProperties")(pd, nullptr, nullptr) ==
          VK_ERROR_INITIALIZATION_FAILED);
    l.destroy_instance(inst);
}

// The Khronos loaders read VK_LOADER_DEBUG once, in the library's constructor (loader_initialize):
// a program that sets it after the library is loaded gets no log, one that unsets it then still
// gets it. A missing layer in VK_INSTANCE_LAYERS is what every loader logs.
TEST_CASE("differential: VK_LOADER_DEBUG is read when the library is loaded and not at the first call (audit)") {
    for (const bool set_at_load : {false, true}) {
        INFO((set_at_load ? "set when the library is loaded, unset before the first call"
                          : "unset when the library is loaded, set before the first call"));
        const Outcomes o = against(Refs::Both, [&](World& w) {
            w.add_driver("drv");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            if (set_at_load)
                w.env.set("VK_LOADER_DEBUG", "all");
        }, [&](World& w, const Loader& l) {
            if (set_at_load)
                w.env.unset("VK_LOADER_DEBUG");
            else
                w.env.set("VK_LOADER_DEBUG", "all");
            w.env.set("VK_INSTANCE_LAYERS", "VK_LAYER_test_missing");
            StderrCapture err;
            VkInstance inst = VK_NULL_HANDLE;
            const VkResult res = create(l, &inst);
            if (res == VK_SUCCESS)
                l.destroy_instance(inst);
            return "create " + std::to_string(res) +
                   (err.text().find("VK_LAYER_test_missing") != std::string::npos ? ", logged" : ", silent");
        });
        CHECK_AGAINST_REFERENCES(o);
        CHECK(o.ours == std::string("create 0, ") + (set_at_load ? "logged" : "silent"));
    }
}

// Khronos warn_if_layers_are_older_than_application: each activated layer (a meta layer's
// components, not the meta layer) whose manifest api_version is older than the application's
// apiVersion gets a warning, which the messengers chained to VkInstanceCreateInfo hear; the layer
// is still used.
TEST_CASE("differential: a layer older than the application's API version is used with a warning (audit)") {
    struct Case {
        const char* what;
        const char* layer_api;
        uint32_t app_api;
        bool meta;
        int warnings;
    };
    const Case cases[] = {
        {"older minor", "1.1.0", VK_API_VERSION_1_3, false, 1},
        {"the same version", "1.3.0", VK_API_VERSION_1_3, false, 0},
        {"newer", "1.4.0", VK_API_VERSION_1_3, false, 0},
        {"older major", "0.9.0", VK_API_VERSION_1_0, false, 1},
        {"a meta layer's older component", "1.1.0", VK_API_VERSION_1_3, true, 1},
    };
    for (const Case& c : cases) {
        INFO(c.what);
        const Outcomes o = against(Refs::Both, [&](World& w) {
            w.add_driver("drv");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            w.use_own_layers();
            const fs::path m = w.add_layer("old", "VK_LAYER_test_old");
            std::string text = slurp(m);
            text.replace(text.find("\"1.3.239\""), 9, std::string("\"") + c.layer_api + "\"");
            write(m, text);
            if (c.meta)
                write(w.root() / "explicit" / "meta.json",
                      std::string("{ \"file_format_version\": \"1.1.2\", \"layer\": { \"name\": \"VK_LAYER_test_meta\", ") +
                          "\"type\": \"GLOBAL\", \"api_version\": \"" + c.layer_api + "\", \"implementation_version\": \"1\", " +
                          "\"description\": \"meta\", \"component_layers\": [\"VK_LAYER_test_old\"] } }");
        }, [&](World& w, const Loader& l) {
            struct Heard {
                int warnings = 0;  // warnings naming the layer
                static VkBool32 VKAPI_PTR on(VkDebugUtilsMessageSeverityFlagBitsEXT severity, VkDebugUtilsMessageTypeFlagsEXT,
                                             const VkDebugUtilsMessengerCallbackDataEXT* d, void* user) {
                    if (severity == VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT && d->pMessage &&
                        std::strstr(d->pMessage, "VK_LAYER_test_old") != nullptr)
                        ++static_cast<Heard*>(user)->warnings;
                    return VK_FALSE;
                }
            } heard;
            VkDebugUtilsMessengerCreateInfoEXT mci{};
            mci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
            mci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
            mci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                              VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
            mci.pfnUserCallback = &Heard::on;
            mci.pUserData = &heard;
            VkInstance inst = VK_NULL_HANDLE;
            const VkResult res = create(l, &inst, {c.meta ? "VK_LAYER_test_meta" : "VK_LAYER_test_old"},
                                        {"VK_EXT_debug_utils"}, c.app_api, &mci);
            if (res == VK_SUCCESS)
                l.destroy_instance(inst);
            return "create " + std::to_string(res) + ", chain " + events(w, " vkCreateInstance") + ", warnings " +
                   std::to_string(heard.warnings);
        });
        CHECK_AGAINST_REFERENCES(o);
        CHECK(o.ours == "create 0, chain old;drv;, warnings " + std::to_string(c.warnings));
    }
}
