// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Threads racing through everything a program may do at once, while a layer and a driver
// manifest are being rewritten: instances with and without layers, messengers (each hearing the
// message its program submits), physical devices and device groups, devices, vkGetInstanceProcAddr / vkGetDeviceProcAddr (known and unknown names),
// object names, and the pre-instance enumerations. Run under ThreadSanitizer in CI (the
// build-tsan leg of .ci/run); here it also checks that every call gives an allowed result.
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>

#include "harness.h"

using namespace harness;

namespace {

constexpr int kRounds = 50;

VkBool32 VKAPI_PTR on_message(VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT,
                              const VkDebugUtilsMessengerCallbackDataEXT*, void* user) {
    static_cast<std::atomic<int>*>(user)->fetch_add(1, std::memory_order_relaxed);
    return VK_FALSE;
}

}  // namespace

TEST_CASE("thread stress: every entry point at once while manifests are rewritten", "[stress]") {
    World w;
    w.add_driver("drv_a", "ext=VK_EXT_debug_utils;devices=discrete,integrated");
    const fs::path drv_b = w.add_driver("drv_b", "ext=VK_EXT_debug_utils;devices=cpu");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("a", "VK_LAYER_test_a");
    const fs::path layer_b = w.add_layer("b", "VK_LAYER_test_b");
    w.add_layer("imp", "VK_LAYER_test_implicit", "", true);
    const std::string layer_b_text = slurp(layer_b), drv_b_text = slurp(drv_b);
    w.env.set("VK_LOADER_DEBUG", "");  // not even errors: half-written manifests are expected here
    Loader l;

    std::atomic<int> unexpected{0}, messages{0}, instances{0}, devices{0};
    std::atomic<bool> stop{false};
    auto expect = [&](bool ok, const char* what) {
        if (!ok) {
            ++unexpected;
            std::fprintf(stderr, "thread stress: unexpected result from %s\n", what);
        }
    };

    auto program = [&](int id) {
        auto set_name = l.sym<PFN_vkGetInstanceProcAddr>("vkGetInstanceProcAddr");
        for (int round = 0; round < kRounds; ++round) {
            std::vector<const char*> layers;
            if (id % 2)
                layers.push_back("VK_LAYER_test_a");
            if (id % 3 == 0)
                layers.push_back("VK_LAYER_test_b");  // its manifest may be half-written right now
            VkInstance inst = VK_NULL_HANDLE;
            const VkResult r = l.create_instance(&inst, {"VK_EXT_debug_utils"}, VK_API_VERSION_1_3, 0, nullptr, nullptr, layers);
            if (r == VK_ERROR_LAYER_NOT_PRESENT && id % 3 == 0)
                continue;
            expect(r == VK_SUCCESS, "vkCreateInstance");
            if (r != VK_SUCCESS)
                continue;
            ++instances;
            VkDebugUtilsMessengerCreateInfoEXT mci{};
            mci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
            mci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT;
            mci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
            mci.pfnUserCallback = on_message;
            std::atomic<int> heard{0};  // this instance's messenger's own count
            mci.pUserData = &heard;
            VkDebugUtilsMessengerEXT m = VK_NULL_HANDLE;
            expect(l.proc<PFN_vkCreateDebugUtilsMessengerEXT>(inst, "vkCreateDebugUtilsMessengerEXT")(inst, &mci, nullptr, &m) ==
                       VK_SUCCESS,
                   "vkCreateDebugUtilsMessengerEXT");
            // A message this program submits reaches its own messenger (counted below).
            VkDebugUtilsMessengerCallbackDataEXT cd{};
            cd.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CALLBACK_DATA_EXT;
            cd.pMessage = "stress";
            l.proc<PFN_vkSubmitDebugUtilsMessageEXT>(inst, "vkSubmitDebugUtilsMessageEXT")(
                inst, VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT, VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT, &cd);
            expect(heard.load() >= 1, "vkSubmitDebugUtilsMessageEXT reached this instance's messenger");
            messages += heard.load();
            uint32_t groups = 0;
            expect(l.sym<PFN_vkEnumeratePhysicalDeviceGroups>("vkEnumeratePhysicalDeviceGroups")(inst, &groups, nullptr) ==
                       VK_SUCCESS && groups >= 1,
                   "vkEnumeratePhysicalDeviceGroups");
            // Known, unknown and device-level names through vkGetInstanceProcAddr.
            expect(set_name(inst, "vkCreateDevice") != nullptr, "vkGetInstanceProcAddr(vkCreateDevice)");
            set_name(inst, "vkSomethingNoRegistryKnows_STRESS");
            auto name_object = l.proc<PFN_vkSetDebugUtilsObjectNameEXT>(inst, "vkSetDebugUtilsObjectNameEXT");
            for (VkPhysicalDevice pd : l.physical_devices(inst)) {
                VkDevice d = l.create_device(pd);
                expect(d != VK_NULL_HANDLE, "vkCreateDevice");
                if (d == VK_NULL_HANDLE)
                    continue;
                ++devices;
                auto gdpa = l.sym<PFN_vkGetDeviceProcAddr>("vkGetDeviceProcAddr");
                expect(gdpa(d, "vkCmdDraw") != nullptr, "vkGetDeviceProcAddr(vkCmdDraw)");
                gdpa(d, "vkSomethingNoRegistryKnows_STRESS");
                VkDebugUtilsObjectNameInfoEXT ni{};
                ni.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT;
                ni.objectType = VK_OBJECT_TYPE_PHYSICAL_DEVICE;
                ni.objectHandle = reinterpret_cast<uint64_t>(pd);
                ni.pObjectName = "stressed";
                if (name_object)
                    name_object(d, &ni);
                ni.objectType = VK_OBJECT_TYPE_INSTANCE;
                ni.objectHandle = reinterpret_cast<uint64_t>(inst);
                if (name_object)
                    name_object(d, &ni);
                l.destroy_device(d);
            }
            l.proc<PFN_vkDestroyDebugUtilsMessengerEXT>(inst, "vkDestroyDebugUtilsMessengerEXT")(inst, m, nullptr);
            l.destroy_instance(inst);
        }
    };
    auto enumerations = [&] {
        auto layers = l.sym<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties");
        auto exts = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
        auto version = l.sym<PFN_vkEnumerateInstanceVersion>("vkEnumerateInstanceVersion");
        for (int round = 0; round < kRounds * 4; ++round) {
            uint32_t n = 0, v = 0;
            expect(layers(&n, nullptr) == VK_SUCCESS, "vkEnumerateInstanceLayerProperties");
            std::vector<VkLayerProperties> lp(n);
            const VkResult r = layers(&n, lp.data());
            expect(r == VK_SUCCESS || r == VK_INCOMPLETE, "vkEnumerateInstanceLayerProperties (fill)");
            n = 0;
            expect(exts(nullptr, &n, nullptr) == VK_SUCCESS, "vkEnumerateInstanceExtensionProperties");
            expect(version(&v) == VK_SUCCESS, "vkEnumerateInstanceVersion");
        }
    };
    // Rewrites layer b's and driver b's manifests: in place (readers may see half a file) and
    // by rename (readers see the old or the new one).
    auto rewriter = [&] {
        for (int i = 0; !stop.load(); ++i) {
            const std::string desc = "\"test layer b\"", new_desc = "\"test layer b, version " + std::to_string(i) + "\"";
            std::string text = layer_b_text;
            text.replace(text.find(desc), desc.size(), new_desc);
            if (i % 2) {
                write(layer_b, text);
                write(drv_b, drv_b_text);
            } else {
                write(layer_b.string() + ".tmp", text);
                fs::rename(layer_b.string() + ".tmp", layer_b);
                write(drv_b.string() + ".tmp", drv_b_text);
                fs::rename(drv_b.string() + ".tmp", drv_b);
            }
            std::this_thread::yield();
        }
    };

    std::thread rw(rewriter);
    std::vector<std::thread> threads;
    for (int id = 0; id < 4; ++id)
        threads.emplace_back(program, id);
    threads.emplace_back(enumerations);
    for (auto& t : threads)
        t.join();
    stop = true;
    rw.join();
    CHECK(unexpected == 0);
    // Every round of the two programs that do not ask for layer b got through (`unexpected`
    // counts any that did not); a round asking for b may meet its manifest half-written, as
    // often as the machine's scheduling makes it (all of them on a loaded 2-core machine).
    CHECK(instances >= 2 * kRounds);
    CHECK(devices >= instances);
    CHECK(messages >= instances);  // (each instance's own count is checked where it submits)
    std::printf("thread stress: %d instances, %d devices, 4 threads + enumerations + a rewriter\n", instances.load(),
                devices.load());
}

// The loader's lifetime lock is held around the whole of vkCreateInstance, the layers' part
// included, as the reference's loader_lock is: two threads' creations never overlap, so a layer
// or driver that keeps process-wide state in its vkCreateInstance sees one at a time.
TEST_CASE("instance creations on several threads run one at a time, inside the layers too") {
    World w;
    w.add_driver("drv", "devices=discrete");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    // Each creation stays 20 ms inside the layer: without the lock, the four threads meet there.
    w.add_layer("overlap", "VK_LAYER_test_overlap", "overlap_ms=20");
    Loader l;
    std::atomic<int> failures{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&] {
            VkInstance inst = VK_NULL_HANDLE;
            if (l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_test_overlap"}) != VK_SUCCESS) {
                ++failures;
                return;
            }
            l.destroy_instance(inst);
        });
    for (std::thread& t : threads)
        t.join();
    CHECK(failures == 0);
    const std::string log = w.driver_log();
    CHECK(count(log, "overlap create_instance_overlap=") == 4);
    CHECK(count(log, "overlap create_instance_overlap=1\n") == 4);
}

// The test layer's spin_us (tests/wine/README.md slows a loader down with it): its vkCreateInstance
// stays busy that long before calling down.
TEST_CASE("the test layer's spin_us keeps vkCreateInstance busy that long") {
    World w;
    w.add_driver("drv", "devices=discrete");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("spin", "VK_LAYER_test_spin", "spin_us=30000");
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    const auto start = std::chrono::steady_clock::now();
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_test_spin"}) == VK_SUCCESS);
    const auto took = std::chrono::steady_clock::now() - start;
    l.destroy_instance(inst);
    CHECK(took >= std::chrono::milliseconds(30));
    CHECK(count(w.driver_log(), "spin vkCreateInstance") == 1);
}
