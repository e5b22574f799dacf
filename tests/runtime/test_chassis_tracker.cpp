// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The layer chassis's state tracker (layers/chassis/tracker.h), through the chassis test layer's
// two validation objects between TrackerBegin and TrackerEnd (tests/layer/chassis_test_layer.cpp,
// VKL_CHASSIS_TEST_TRACKER=1), under this loader and under the system's Khronos loader: a record
// exists in every object's PostCallRecord of the creating command and in every object's hooks of
// the destroying one, and is gone after; a command buffer freed with its pool by
// vkDestroyCommandPool; sub-state callbacks in the objects' order, not the order they were
// attached in; the tracker and a sibling found from a constructor.
#include <catch2/catch.hpp>

#include <atomic>
#include <cstring>
#include <thread>

#include "chassis_world.h"

using namespace harness;

namespace {

void tracker_order(const char* loader_path) {
    ChassisWorld cw;
    cw.w.env.set("VKL_CHASSIS_TEST_TRACKER", "1");
    Loader l(loader_path);
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_VKL_chassis_test"}) == VK_SUCCESS);
    const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 1);
    VkDevice dev = l.create_device(pds[0]);
    REQUIRE(dev != nullptr);
    VkCommandPoolCreateInfo pi{};
    pi.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    VkCommandPool pool = VK_NULL_HANDLE;
    REQUIRE(l.sym<PFN_vkCreateCommandPool>("vkCreateCommandPool")(dev, &pi, nullptr, &pool) == VK_SUCCESS);
    VkCommandBuffer cb = command_buffer(l, dev, nullptr, pool);
    REQUIRE(cb != nullptr);
    // The command buffer is not freed: the pool's destroy frees it (kImplicitFrees).
    l.sym<PFN_vkDestroyCommandPool>("vkDestroyCommandPool")(dev, pool, nullptr);
    l.destroy_device(dev);
    l.destroy_instance(inst);
    INFO(cw.w.driver_log());
    CHECK(cw.lines({"tracker "}) == std::vector<std::string>{
                                       "tracker 0 constructed tracker=1 heaps=1 unnamed=0",
                                       "tracker 1 constructed tracker=1 heaps=1 unnamed=0",
                                       "tracker 0 post create pool record=1 vkCreateCommandPool",
                                       "tracker 1 post create pool record=1 vkCreateCommandPool",
                                       "tracker 0 post allocate record=1 parent=pool",
                                       "tracker 1 post allocate record=1 parent=pool",
                                       "tracker 0 validate destroy pool=1 command buffer=1",
                                       "tracker 1 validate destroy pool=1 command buffer=1",
                                       "tracker 0 record destroy pool=1 command buffer=1",
                                       "tracker 1 record destroy pool=1 command buffer=1",
                                       "tracker 0 post destroy pool=1 command buffer=1",
                                       "tracker 1 post destroy pool=1 command buffer=1",
                                       // TrackerEnd: the pool's children first, then the pool;
                                       // Tracked<1> attached to the pool first, Tracked<0>'s runs first.
                                       "tracker 0 destroyed command buffer",
                                       "tracker 1 destroyed command buffer",
                                       "tracker 0 destroyed pool",
                                       "tracker 1 destroyed pool",
                                       "tracker 0 destroy device pool=0 command buffer=0",
                                       "tracker 1 destroy device pool=0 command buffer=0",
                                   });
}

}  // namespace

TEST_CASE("layer chassis: the state tracker's records, made before and ended after every validation object's hooks; "
          "an implicit free; sub-states in order (this loader)") {
    tracker_order(VKL_LIBRARY);
}

TEST_CASE("layer chassis: the state tracker's order (Khronos loader)") {
    if (system_loader_missing())
        return;
    tracker_order(kSystemLoader);
}

namespace {

// A racing destroy, as a validation layer meets it: one thread creates and destroys command
// pools while another resets whatever pool it last saw (the application's error the layer exists
// to report: a use racing a destroy). The object-lifetime sample (layers/object_lifetimes/: the
// trackers, the checks, with handle wrapping off and on) must survive it: no crash, no
// sanitizer report (CI's ASan and TSan legs run this), a validation message for some of the
// uses of a destroyed pool and none for a pool alive. The test driver tolerates the race: its
// vkResetCommandPool reads nothing of the pool.
VKAPI_ATTR VkBool32 VKAPI_CALL count_message(VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT,
                                            const VkDebugUtilsMessengerCallbackDataEXT* data, void* user) {
    if (data->pMessageIdName && std::strcmp(data->pMessageIdName, "VUID-vkResetCommandPool-commandPool-parameter") == 0)
        static_cast<std::atomic<int>*>(user)->fetch_add(1, std::memory_order_relaxed);
    return VK_FALSE;   // the call goes down: the test driver tolerates it
}

void racing_destroy(bool wrapping) {
    ChassisWorld cw;
    add_chassis_layer(cw.w, VKL_OBJECT_LIFETIMES_LAYER, "VK_LAYER_VKL_object_lifetimes", "object_lifetimes");
    cw.w.env.set("VK_VKL_OBJECT_LIFETIMES_HANDLE_WRAPPING", wrapping ? "true" : "false");
    Loader l(VKL_LIBRARY);
    std::atomic<int> messages{0};
    VkDebugUtilsMessengerCreateInfoEXT mci{};
    mci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
    mci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    mci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
    mci.pfnUserCallback = count_message;
    mci.pUserData = &messages;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {"VK_EXT_debug_utils"}, VK_API_VERSION_1_3, 0, nullptr, nullptr,
                              {"VK_LAYER_VKL_object_lifetimes"}) == VK_SUCCESS);
    VkDebugUtilsMessengerEXT messenger = VK_NULL_HANDLE;
    REQUIRE(l.proc<PFN_vkCreateDebugUtilsMessengerEXT>(inst, "vkCreateDebugUtilsMessengerEXT")(inst, &mci, nullptr, &messenger) ==
            VK_SUCCESS);
    const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 1);
    VkDevice dev = l.create_device(pds[0]);
    REQUIRE(dev != nullptr);
    auto create = l.sym<PFN_vkCreateCommandPool>("vkCreateCommandPool");
    auto destroy = l.sym<PFN_vkDestroyCommandPool>("vkDestroyCommandPool");
    auto reset = l.sym<PFN_vkResetCommandPool>("vkResetCommandPool");
    VkCommandPoolCreateInfo pi{};
    pi.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    VkCommandPool kept = VK_NULL_HANDLE;
    REQUIRE(create(dev, &pi, nullptr, &kept) == VK_SUCCESS);
    std::atomic<VkCommandPool> seen{VK_NULL_HANDLE};   // a pointer or a uint64_t, as the platform's handles are
    std::atomic<bool> done{false};
    std::atomic<uint64_t> uses{0};
    std::thread user([&] {
        while (!done.load(std::memory_order_acquire)) {
            const VkCommandPool p = seen.load(std::memory_order_acquire);
            if (p != VK_NULL_HANDLE)
                reset(dev, p, 0);
            uses.fetch_add(1, std::memory_order_release);
        }
    });
    for (int i = 0; i < 3000; ++i) {
        VkCommandPool pool = VK_NULL_HANDLE;
        REQUIRE(create(dev, &pi, nullptr, &pool) == VK_SUCCESS);
        seen.store(pool, std::memory_order_release);
        destroy(dev, pool, nullptr);
    }
    // The last pool is destroyed and no other made: the user's next resets are of a destroyed
    // pool whatever the race gave before (the test driver may give a new pool a destroyed one's
    // address, which is then live again).
    for (const uint64_t after = uses.load(std::memory_order_acquire); uses.load(std::memory_order_acquire) < after + 50;)
        std::this_thread::yield();
    done.store(true, std::memory_order_release);
    user.join();
    const int racing = messages.load();
    CHECK(reset(dev, kept, 0) == VK_SUCCESS);   // a live pool: no message
    CHECK(messages.load() == racing);
    destroy(dev, kept, nullptr);
    l.destroy_device(dev);
    l.proc<PFN_vkDestroyDebugUtilsMessengerEXT>(inst, "vkDestroyDebugUtilsMessengerEXT")(inst, messenger, nullptr);
    l.destroy_instance(inst);
    INFO("messages for uses of a destroyed pool: " << racing);
    CHECK(racing >= 49);   // at least the resets after the last destroy (one may have begun before it)
}

}  // namespace

TEST_CASE("layer chassis: a destroy racing a use, through the object-lifetime layer (handle wrapping off)") {
    racing_destroy(false);
}

TEST_CASE("layer chassis: a destroy racing a use, through the object-lifetime layer (handle wrapping on)") {
    racing_destroy(true);
}
