// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Allocation failure at every index, for what an application does with layers and a settings
// file in play: create an instance, enumerate physical devices, device groups and each device's
// layers and extensions, create a device, a surface, a debug-utils messenger and a debug-report
// callback, destroy them all. Each failing allocation must
// give VK_ERROR_OUT_OF_HOST_MEMORY (or, for enumerations that cannot report it, nothing), leave
// nothing live, and free every allocation through the callbacks that made it.
#include <catch2/catch.hpp>

#include <cstdio>

#include "harness.h"

using namespace harness;

namespace {

// One pass of the program's calls, failing allocation `fail_at`. True when every call succeeded.
// `driver_faults`: a driver's calls fail too, so a driver's devices may be left out of one
// enumeration and back in the next (VK_INCOMPLETE where the count came from the other).
bool one_pass(const Loader& l, CountingAllocator& a, const std::vector<const char*>& layers, bool driver_faults = false) {
    VkInstance inst = VK_NULL_HANDLE;
    const VkResult r = l.create_instance(&inst, {"VK_KHR_surface", "VK_EXT_headless_surface", "VK_EXT_debug_utils", "VK_EXT_debug_report"},
                                         VK_API_VERSION_1_3, 0, nullptr, &a.cb, layers);
    if (r != VK_SUCCESS) {
        CHECK(r == VK_ERROR_OUT_OF_HOST_MEMORY);
        return false;
    }
    bool complete = true;
    auto enumerate = l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices");
    uint32_t n = 0;
    VkResult er = enumerate(inst, &n, nullptr);
    std::vector<VkPhysicalDevice> pds(n);
    if (er == VK_SUCCESS)
        er = enumerate(inst, &n, pds.data());
    pds.resize(n);
    if (er != VK_SUCCESS) {
        if (driver_faults && er == VK_INCOMPLETE)
            CHECK(n == pds.size());
        else {
            CHECK(er == VK_ERROR_OUT_OF_HOST_MEMORY);
            pds.clear();
        }
        complete = false;
    }
    auto groups = l.sym<PFN_vkEnumeratePhysicalDeviceGroups>("vkEnumeratePhysicalDeviceGroups");
    uint32_t ng = 0;
    VkResult gr = groups(inst, &ng, nullptr);
    if (gr == VK_SUCCESS) {
        std::vector<VkPhysicalDeviceGroupProperties> g(ng);
        for (VkPhysicalDeviceGroupProperties& p : g)
            p.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_GROUP_PROPERTIES;
        gr = groups(inst, &ng, g.data());
    }
    if (gr != VK_SUCCESS) {
        CHECK((gr == VK_ERROR_OUT_OF_HOST_MEMORY || (driver_faults && gr == VK_INCOMPLETE)));
        complete = false;
    }
    for (VkPhysicalDevice pd : pds) {
        uint32_t layer_count = 0;
        const VkResult lr = l.sym<PFN_vkEnumerateDeviceLayerProperties>("vkEnumerateDeviceLayerProperties")(pd, &layer_count, nullptr);
        CHECK((lr == VK_SUCCESS || lr == VK_ERROR_OUT_OF_HOST_MEMORY));
        complete &= lr == VK_SUCCESS;
        uint32_t count = 0;
        const VkResult xr = l.sym<PFN_vkEnumerateDeviceExtensionProperties>("vkEnumerateDeviceExtensionProperties")(
            pd, nullptr, &count, nullptr);
        CHECK((xr == VK_SUCCESS || xr == VK_ERROR_OUT_OF_HOST_MEMORY));
        complete &= xr == VK_SUCCESS;
        VkResult dr = VK_SUCCESS;
        if (VkDevice d = l.create_device(pd, {}, &a.cb, &dr))
            l.destroy_device(d, &a.cb);
        else {
            CHECK(dr == VK_ERROR_OUT_OF_HOST_MEMORY);
            complete = false;
        }
    }
    VkHeadlessSurfaceCreateInfoEXT sci{};
    sci.sType = VK_STRUCTURE_TYPE_HEADLESS_SURFACE_CREATE_INFO_EXT;
    VkSurfaceKHR s = VK_NULL_HANDLE;
    const VkResult sr = l.proc<PFN_vkCreateHeadlessSurfaceEXT>(inst, "vkCreateHeadlessSurfaceEXT")(inst, &sci, &a.cb, &s);
    if (sr == VK_SUCCESS)
        l.proc<PFN_vkDestroySurfaceKHR>(inst, "vkDestroySurfaceKHR")(inst, s, &a.cb);
    else {
        CHECK(sr == VK_ERROR_OUT_OF_HOST_MEMORY);
        complete = false;
    }
    VkDebugUtilsMessengerCreateInfoEXT mci{};
    mci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
    mci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    mci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
    mci.pfnUserCallback = [](VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT,
                             const VkDebugUtilsMessengerCallbackDataEXT*, void*) -> VkBool32 { return VK_FALSE; };
    VkDebugUtilsMessengerEXT m = VK_NULL_HANDLE;
    const VkResult mr =
        l.proc<PFN_vkCreateDebugUtilsMessengerEXT>(inst, "vkCreateDebugUtilsMessengerEXT")(inst, &mci, &a.cb, &m);
    if (mr == VK_SUCCESS)
        l.proc<PFN_vkDestroyDebugUtilsMessengerEXT>(inst, "vkDestroyDebugUtilsMessengerEXT")(inst, m, &a.cb);
    else {
        CHECK(mr == VK_ERROR_OUT_OF_HOST_MEMORY);
        complete = false;
    }
    VkDebugReportCallbackCreateInfoEXT rci{};
    rci.sType = VK_STRUCTURE_TYPE_DEBUG_REPORT_CALLBACK_CREATE_INFO_EXT;
    rci.flags = VK_DEBUG_REPORT_ERROR_BIT_EXT;
    rci.pfnCallback = [](VkDebugReportFlagsEXT, VkDebugReportObjectTypeEXT, uint64_t, size_t, int32_t, const char*,
                         const char*, void*) -> VkBool32 { return VK_FALSE; };
    VkDebugReportCallbackEXT cb = VK_NULL_HANDLE;
    const VkResult cr =
        l.proc<PFN_vkCreateDebugReportCallbackEXT>(inst, "vkCreateDebugReportCallbackEXT")(inst, &rci, &a.cb, &cb);
    if (cr == VK_SUCCESS)
        l.proc<PFN_vkDestroyDebugReportCallbackEXT>(inst, "vkDestroyDebugReportCallbackEXT")(inst, cb, &a.cb);
    else {
        CHECK(cr == VK_ERROR_OUT_OF_HOST_MEMORY);
        complete = false;
    }
    l.destroy_instance(inst, &a.cb);
    return complete;
}

// Fails allocation 0, 1, 2, ... until a pass completes; returns how many indices were tried.
long every_index(const Loader& l, const char* scenario, const std::vector<const char*>& layers = {}) {
    for (long fail_at = 0; fail_at < 20000; ++fail_at) {
        CountingAllocator a;
        a.fail_at = fail_at;
        INFO(scenario << ": failing allocation " << fail_at);
        const bool complete = one_pass(l, a, layers);
        CHECK(a.live.empty());
        CHECK(a.foreign_frees == 0);
        if (complete) {
            CHECK(a.next <= fail_at);  // nothing failed: every allocation index has been tried
            std::printf("allocation failure, %s: %ld allocation indices, each failing cleanly\n", scenario, fail_at);
            return fail_at;
        }
        CHECK(a.next > fail_at);  // the injected failure happened
    }
    FAIL(scenario << ": never completed");
    return -1;
}

const char* kDriverConfig =
    "ext=VK_KHR_surface,VK_EXT_headless_surface,VK_EXT_debug_utils,VK_EXT_debug_report;devices=discrete,integrated";

}  // namespace

TEST_CASE("allocation failure at every index: explicit and implicit layers in the chain") {
    World w;
    w.add_driver("drv", kDriverConfig);
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("a", "VK_LAYER_test_a");
    w.add_layer("b", "VK_LAYER_test_b", "", false, ", \"device_extensions\": [{\"name\": \"VK_EXT_test_b\", \"spec_version\": \"1\"}]");
    w.add_layer("imp", "VK_LAYER_test_implicit", "", true);
    Loader l;
    CHECK(every_index(l, "two explicit layers and an implicit one", {"VK_LAYER_test_a", "VK_LAYER_test_b"}) > 20);
}

TEST_CASE("allocation failure at every index: a meta layer") {
    World w;
    w.add_driver("drv", kDriverConfig);
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("c1", "VK_LAYER_test_c1");
    w.add_layer("c2", "VK_LAYER_test_c2");
    write(w.root() / "explicit" / "meta.json",
          "{ \"file_format_version\": \"1.1.1\", \"layer\": { \"name\": \"VK_LAYER_test_meta\", \"type\": \"GLOBAL\", "
          "\"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"meta\", "
          "\"component_layers\": [\"VK_LAYER_test_c1\", \"VK_LAYER_test_c2\"] } }");
    Loader l;
    CHECK(every_index(l, "a meta layer of two", {"VK_LAYER_test_meta"}) > 20);
}

TEST_CASE("allocation failure at every index: with a loader settings file in force") {
    World w;
    w.add_driver("drv", kDriverConfig);
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    const fs::path a = w.add_layer("a", "VK_LAYER_test_a");
    const fs::path extra = w.add_driver("extra", "devices=cpu", w.root() / "more");
    write(w.root() / "config/vulkan/loader_settings.d/vk_loader_settings.json",
          "{ \"file_format_version\": \"1.0.0\", \"settings\": { \"layers\": [ { \"control\": \"on\", \"name\": "
          "\"VK_LAYER_test_a\", \"path\": \"" + a.string() + "\" }, { \"control\": \"unordered_layer_location\" } ], "
          "\"additional_drivers\": [ { \"path\": \"" + extra.string() + "\" } ], \"stderr_log\": [\"error\"] } }\n");
    Loader l;
    CHECK(every_index(l, "a settings file (a layer on, an additional driver)") > 20);
}

// Failures mid-flight in the configuration that has the most to undo: a layer and two drivers
// (three physical devices). Every allocation fails in turn, and after each failing cycle a
// cycle with nothing failing must work in full: the loader's state is as it was.
TEST_CASE("allocation failure at every index: a layer and two drivers, and the next cycle works") {
    World w;
    w.add_driver("drv1", kDriverConfig);
    w.add_driver("drv2", "ext=VK_KHR_surface,VK_EXT_headless_surface,VK_EXT_debug_utils,VK_EXT_debug_report;devices=cpu");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("a", "VK_LAYER_test_a");
    Loader l;
    long indices = 0;
    for (long fail_at = 0; fail_at < 20000; ++fail_at) {
        CountingAllocator a;
        a.fail_at = fail_at;
        INFO("failing allocation " << fail_at);
        const bool complete = one_pass(l, a, {"VK_LAYER_test_a"});
        CHECK(a.live.empty());
        CHECK(a.foreign_frees == 0);
        if (complete) {
            CHECK(a.next <= fail_at);
            indices = fail_at;
            break;
        }
        CHECK(a.next > fail_at);
        CountingAllocator next;
        CHECK(one_pass(l, next, {"VK_LAYER_test_a"}));
        CHECK(next.live.empty());
    }
    std::printf("allocation failure, a layer and two drivers: %ld allocation indices, each failing cleanly\n", indices);
    CHECK(indices > 20);
}

// A driver whose calls fail in turn (the test driver's VKL_TEST_DRIVER_FAIL_CALL_<name>): the
// instance-level queries, vkCreateInstance, the enumerations and vkCreateDevice of one of two
// drivers, under a layer. The loader passes an error on or leaves that driver out, as each
// call's rules have it; either way it frees what it made (the allocator's count here, the
// sanitizer build's leak check for malloc), and the next cycle works in full.
TEST_CASE("driver call failure at every index: a layer and two drivers, and the next cycle works") {
    World w;
    w.add_driver("drv1", kDriverConfig);
    w.add_driver("drv2", "ext=VK_KHR_surface,VK_EXT_headless_surface,VK_EXT_debug_utils,VK_EXT_debug_report;devices=cpu");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("a", "VK_LAYER_test_a");
    Loader l;
    auto pre_instance = [&] {
        uint32_t v = 0;
        const VkResult vr = l.sym<PFN_vkEnumerateInstanceVersion>("vkEnumerateInstanceVersion")(&v);
        uint32_t n = 0;
        const VkResult er = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties")(
            nullptr, &n, nullptr);
        CHECK(vr == VK_SUCCESS);  // the loader's own answer, whatever a driver says
        CHECK((er == VK_SUCCESS || er == VK_ERROR_OUT_OF_HOST_MEMORY));
        return er == VK_SUCCESS;
    };
    for (const char* drv : {"drv1", "drv2"}) {
        long n = 0;
        for (; n < 200; ++n) {
            INFO(drv << ": failing call " << n);
            w.env.set(std::string("VKL_TEST_DRIVER_FAIL_CALL_") + drv, std::to_string(n));
            CountingAllocator a;
            bool complete = pre_instance();
            complete &= one_pass(l, a, {"VK_LAYER_test_a"}, true);
            CHECK(a.live.empty());
            CHECK(a.foreign_frees == 0);
            w.env.unset(std::string("VKL_TEST_DRIVER_FAIL_CALL_") + drv);
            const bool failed = count(w.driver_log(), std::string(drv) + " failed_call=" + std::to_string(n) + " ") > 0;
            if (!failed) {
                CHECK(complete);  // nothing failed: every call of the cycle has been failed once
                break;
            }
            CountingAllocator next;
            CHECK(pre_instance());
            CHECK(one_pass(l, next, {"VK_LAYER_test_a"}));
            CHECK(next.live.empty());
            VkInstance inst = VK_NULL_HANDLE;
            REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
            CHECK(l.physical_devices(inst).size() == 3);
            l.destroy_instance(inst);
        }
        std::printf("driver call failure, %s of two under a layer: %ld calls, each failing cleanly\n", drv, n);
        CHECK(n > 5);
    }
}
