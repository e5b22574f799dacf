// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The layer chassis (layers/chassis/), through a layer built on it (tests/layer/
// chassis_test_layer.cpp), under this loader and under the system's Khronos loader: the hook
// order (validate, record, down the chain, post), skipping, commands no interceptor hooks not
// being on the layer's path, instance- and physical-device-level hooks, and several instances
// and devices on several threads.
#include <catch2/catch.hpp>

#include <dlfcn.h>

#include <algorithm>
#include <atomic>
#include <sstream>
#include <thread>

#include "chassis_world.h"

using namespace harness;

namespace {

// `below`: the plain test layer under the chassis layer, recording the vkCmdDraw that reaches it
// (the "down the chain" step).
void hook_order(const char* loader_path, bool below) {
    ChassisWorld cw;
    Loader l(loader_path);
    VkInstance inst = VK_NULL_HANDLE;
    std::vector<const char*> layers = {"VK_LAYER_VKL_chassis_test"};
    if (below)
        layers.push_back("VK_LAYER_test_below");
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, layers) == VK_SUCCESS);
    const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 1);
    l.device_name(pds[0]);
    VkDevice dev = l.create_device(pds[0]);
    REQUIRE(dev != nullptr);
    fs::remove(cw.w.log_path());
    VkCommandBuffer cb = command_buffer(l, dev);
    REQUIRE(cb != nullptr);
    l.sym<PFN_vkCmdDraw>("vkCmdDraw")(cb, 3, 1, 0, 0);
    std::vector<std::string> expected = {"chassis post vkAllocateCommandBuffers result=0", "chassis validate vkCmdDraw",
                                         "chassis record vkCmdDraw", "second record vkCmdDraw", "below vkCmdDraw",
                                         "chassis post vkCmdDraw vertices=3"};
    if (!below)
        expected.erase(expected.begin() + 4);
    CHECK(cw.log() == expected);

    // Skipped by a PreCallValidate: nothing below is called, no record or post hook runs, and
    // a command that returns a VkResult returns VK_ERROR_VALIDATION_FAILED_EXT.
    cw.w.env.set("VKL_CHASSIS_TEST_SKIP", "1");
    fs::remove(cw.w.log_path());
    l.sym<PFN_vkCmdDraw>("vkCmdDraw")(cb, 3, 1, 0, 0);
    VkResult r = VK_SUCCESS;
    CHECK(command_buffer(l, dev, &r) == nullptr);
    CHECK(r == VK_ERROR_VALIDATION_FAILED_EXT);
    CHECK(cw.log() == std::vector<std::string>{"chassis validate vkCmdDraw"});
    cw.w.env.unset("VKL_CHASSIS_TEST_SKIP");
    free_command_buffer(l, dev, cb);
    l.destroy_device(dev);
    l.destroy_instance(inst);
}

}  // namespace

TEST_CASE("layer chassis: validate, record, the call down, post, in registration order; skip (this loader)") {
    hook_order(VKL_LIBRARY, true);
}

TEST_CASE("layer chassis: the same under the system's Khronos loader") {
    if (system_loader_missing())
        return;
    hook_order(kSystemLoader, true);
}

TEST_CASE("layer chassis: a command no interceptor hooks is not on the layer's path; instance-level hooks") {
    ChassisWorld cw;
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_VKL_chassis_test"}) == VK_SUCCESS);
    fs::remove(cw.w.log_path());
    const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 1);
    CHECK(l.device_name(pds[0]) == "drv device 0");
    CHECK(cw.log() == std::vector<std::string>{"chassis record vkEnumeratePhysicalDevices",  // the count
                                               "chassis record vkEnumeratePhysicalDevices",  // the array
                                               "chassis post vkGetPhysicalDeviceProperties drv device 0"});
    fs::remove(cw.w.log_path());
    VkDevice dev = l.create_device(pds[0]);
    REQUIRE(dev != nullptr);
    CHECK(cw.log() == std::vector<std::string>{"chassis post vkCreateDevice result=0"});
    auto gdpa = l.sym<PFN_vkGetDeviceProcAddr>("vkGetDeviceProcAddr");
    void* drv = dlopen((cw.w.root() / "drivers" / "drv.so").c_str(), RTLD_NOW | RTLD_NOLOAD);
    REQUIRE(drv != nullptr);
    auto drv_gipa = reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(drv, "vk_icdGetInstanceProcAddr"));
    auto drv_gdpa = reinterpret_cast<PFN_vkGetDeviceProcAddr>(drv_gipa(VK_NULL_HANDLE, "vkGetDeviceProcAddr"));
    // Not hooked: the driver's own function, the layer nowhere in between.
    CHECK(reinterpret_cast<void*>(gdpa(dev, "vkQueueWaitIdle")) == reinterpret_cast<void*>(drv_gdpa(dev, "vkQueueWaitIdle")));
    // Hooked: the layer's entry point.
    CHECK(reinterpret_cast<void*>(gdpa(dev, "vkCmdDraw")) != reinterpret_cast<void*>(drv_gdpa(dev, "vkCmdDraw")));
    dlclose(drv);
    fs::remove(cw.w.log_path());
    l.destroy_device(dev);
    l.destroy_instance(inst);
    // The hand-written creation and destruction run the interceptors' hooks too.
    CHECK(cw.log() == std::vector<std::string>{"chassis record vkDestroyDevice", "chassis post vkDestroyInstance"});
}

TEST_CASE("layer chassis: a hooked command of a device extension is handed out only where it is enabled") {
    ChassisWorld cw;
    cw.w.env.set("VKL_TEST_DRIVER_drv", "devices=discrete;devext=VK_KHR_swapchain");
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_VKL_chassis_test"}) == VK_SUCCESS);
    const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 1);
    VkDevice plain = l.create_device(pds[0]);
    VkDevice with = l.create_device(pds[0], {"VK_KHR_swapchain"});
    REQUIRE(plain != nullptr);
    REQUIRE(with != nullptr);
    // Asked of the layer itself (the loader above it gates its own answers too).
    void* layer = dlopen((cw.w.root() / "explicit" / "chassis.so").c_str(), RTLD_NOW | RTLD_NOLOAD);
    REQUIRE(layer != nullptr);
    auto layer_gdpa = reinterpret_cast<PFN_vkGetDeviceProcAddr>(dlsym(layer, "vkGetDeviceProcAddr"));
    REQUIRE(layer_gdpa != nullptr);
    CHECK(layer_gdpa(plain, "vkCreateSwapchainKHR") == nullptr);
    CHECK(layer_gdpa(with, "vkCreateSwapchainKHR") != nullptr);
    CHECK(layer_gdpa(with, "vkCmdDraw") != nullptr);
    dlclose(layer);
    l.destroy_device(plain);
    l.destroy_device(with);
    l.destroy_instance(inst);
}

TEST_CASE("layer chassis: above and below a layer that wraps device handles") {
    ChassisWorld cw;
    cw.w.add_layer("wrap", "VK_LAYER_test_wrap", "wrap=1");
    Loader l;
    for (const auto& order : {std::vector<const char*>{"VK_LAYER_VKL_chassis_test", "VK_LAYER_test_wrap"},
                              std::vector<const char*>{"VK_LAYER_test_wrap", "VK_LAYER_VKL_chassis_test"}}) {
        INFO("chain: " << order[0] << ", " << order[1]);
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, order) == VK_SUCCESS);
        const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
        REQUIRE(pds.size() == 1);
        fs::remove(cw.w.log_path());
        VkDevice dev = l.create_device(pds[0]);
        REQUIRE(dev != nullptr);
        VkCommandBuffer cb = command_buffer(l, dev);
        REQUIRE(cb != nullptr);
        l.sym<PFN_vkCmdDraw>("vkCmdDraw")(cb, 7, 1, 0, 0);
        free_command_buffer(l, dev, cb);
        l.destroy_device(dev);
        l.destroy_instance(inst);
        const std::vector<std::string> log = cw.log();
        CHECK(std::count(log.begin(), log.end(), "chassis post vkCreateDevice result=0") == 1);
        CHECK(std::count(log.begin(), log.end(), "chassis post vkCmdDraw vertices=7") == 1);
        CHECK(std::count(log.begin(), log.end(), "chassis record vkDestroyDevice") == 1);
    }
}

TEST_CASE("layer chassis: several instances and devices on several threads, each found by its handles") {
    ChassisWorld cw;
    Loader l;
    std::atomic<int> failures{0};
    auto run = [&](int rounds) {
        for (int i = 0; i < rounds; ++i) {
            VkInstance inst = VK_NULL_HANDLE;
            if (l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_VKL_chassis_test"}) != VK_SUCCESS) {
                ++failures;
                continue;
            }
            const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
            VkDevice a = pds.empty() ? VK_NULL_HANDLE : l.create_device(pds[0]);
            VkDevice b = pds.empty() ? VK_NULL_HANDLE : l.create_device(pds[0]);
            VkCommandBuffer ca = a ? command_buffer(l, a) : VK_NULL_HANDLE;
            VkCommandBuffer cb = b ? command_buffer(l, b) : VK_NULL_HANDLE;
            if (!ca || !cb)
                ++failures;
            else
                for (int k = 0; k < 10; ++k) {
                    l.sym<PFN_vkCmdDraw>("vkCmdDraw")(ca, 1, 1, 0, 0);
                    l.sym<PFN_vkCmdDraw>("vkCmdDraw")(cb, 2, 1, 0, 0);
                }
            if (a) {
                free_command_buffer(l, a, ca);
                l.destroy_device(a);
            }
            if (b) {
                free_command_buffer(l, b, cb);
                l.destroy_device(b);
            }
            l.destroy_instance(inst);
        }
    };
    cw.w.env.set("VKL_TEST_DRIVER_LOG", "");  // no log: thousands of lines otherwise
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
        threads.emplace_back(run, 10);
    for (auto& t : threads)
        t.join();
    CHECK(failures == 0);
}
