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
