// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The layer chassis's interceptor context, through the chassis test layer (tests/layer/
// chassis_test_layer.cpp), under this loader and under the system's Khronos loader: per-device
// interceptor objects with their own state (two physical devices, three devices), the call down
// the chain that maps memory types to heaps, the helpers that find objects from any handle,
// PostCallRecord with a non-VkResult return value, and a command buffer the layer makes itself,
// given the loader's dispatch through vkSetDeviceLoaderData (and an instance-level object of its
// own, through vkSetInstanceLoaderData).
#include <catch2/catch.hpp>

#include <algorithm>

#include "chassis_world.h"

using namespace harness;

namespace {

VkDeviceMemory allocate(const Loader& l, VkDevice dev, uint32_t type, VkDeviceSize size) {
    VkMemoryAllocateInfo ai{};
    ai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    ai.allocationSize = size;
    ai.memoryTypeIndex = type;
    VkDeviceMemory m = VK_NULL_HANDLE;
    REQUIRE(l.sym<PFN_vkAllocateMemory>("vkAllocateMemory")(dev, &ai, nullptr, &m) == VK_SUCCESS);
    return m;
}

void per_device_state(const char* loader_path) {
    ChassisWorld cw("devices=discrete,integrated");
    Loader l(loader_path);
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_VKL_chassis_test"}) == VK_SUCCESS);
    const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 2);
    std::vector<std::string> names = {l.device_name(pds[0]), l.device_name(pds[1])};
    VkDevice a = l.create_device(pds[0]), b = l.create_device(pds[1]), c = l.create_device(pds[0]);
    REQUIRE(a != nullptr);
    REQUIRE(b != nullptr);
    REQUIRE(c != nullptr);
    // Memory types 0 and 1 are on heaps 0 and 1 (the test driver); each device counts its own.
    allocate(l, a, 0, 1000);
    allocate(l, a, 1, 24);
    allocate(l, b, 0, 5000);
    allocate(l, b, 0, 5);
    // PostCallRecord sees the VkDeviceAddress vkGetBufferDeviceAddress returns.
    VkBufferDeviceAddressInfo bi{};
    bi.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO;
    bi.buffer = (VkBuffer)uintptr_t(0x40);
    const VkDeviceAddress address = l.sym<PFN_vkGetBufferDeviceAddress>("vkGetBufferDeviceAddress")(a, &bi);
    CHECK(address == 0xADD00040u);
    // The helpers: from a command buffer to the objects and the context.
    cw.w.env.set("VKL_CHASSIS_TEST_HELPERS", "1");
    VkCommandBuffer cb = command_buffer(l, b);
    REQUIRE(cb != nullptr);
    l.sym<PFN_vkCmdDraw>("vkCmdDraw")(cb, 3, 1, 0, 0);
    free_command_buffer(l, b, cb);
    l.destroy_device(a);
    l.destroy_device(b);
    l.destroy_device(c);
    l.destroy_instance(inst);
    const std::vector<std::string> log = cw.lines({"device "});
    INFO(cw.w.driver_log());
    CHECK(log == std::vector<std::string>{
                     "device buffer address=" + std::to_string(0xADD00040u),
                     "device helpers found the objects",
                     "device heaps of " + names[0] + ": 1000/268435456 24/67108864",
                     "device heaps of " + names[1] + ": 5005/536870912 0/67108864",
                     "device heaps of " + names[0] + ": 0/268435456 0/67108864",
                 });
}

// `below` (the plain test layer) finds the device of a vkCmdDraw by the command buffer's dispatch
// pointer: a command buffer the chassis layer above made itself reaches it only with the
// loader's dispatch pointer set through vkSetDeviceLoaderData.
void own_command_buffer(const char* loader_path, const char* mode) {
    ChassisWorld cw;
    cw.w.env.set("VKL_CHASSIS_TEST_OWN_CB", mode);
    Loader l(loader_path);
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr,
                              {"VK_LAYER_VKL_chassis_test", "VK_LAYER_test_below"}) == VK_SUCCESS);
    // vkSetInstanceLoaderData too: an object of the layer's own gets the instance's dispatch pointer.
    CHECK(cw.lines({"chassis instance loader data"}) == std::vector<std::string>{"chassis instance loader data set"});
    const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 1);
    fs::remove(cw.w.log_path());
    VkDevice dev = l.create_device(pds[0]);
    REQUIRE(dev != nullptr);
    l.destroy_device(dev);
    l.destroy_instance(inst);
    const std::vector<std::string> log = cw.lines({"below vkCmdDraw", "device set_loader_data"});
    INFO(cw.w.driver_log());
    if (std::string(mode) == "1")
        CHECK(log == std::vector<std::string>{"below vkCmdDraw"});
    else  // the control: without the loader data, the layer below cannot place the command buffer
        CHECK(log == std::vector<std::string>{"below vkCmdDraw",
                                              "below vkCmdDraw on a command buffer of no device of this layer (no loader data)"});
}

}  // namespace

TEST_CASE("layer chassis: per-device interceptors, each with its own state; the call down; helpers; a VkDeviceAddress "
          "in PostCallRecord (this loader)") {
    per_device_state(VKL_LIBRARY);
}

TEST_CASE("layer chassis: per-device interceptors, the call down, helpers, a VkDeviceAddress in PostCallRecord (Khronos loader)") {
    if (system_loader_missing())
        return;
    per_device_state(kSystemLoader);
}

TEST_CASE("layer chassis: a command buffer the layer makes itself works below it once given the loader's dispatch (this loader)") {
    own_command_buffer(VKL_LIBRARY, "1");
    own_command_buffer(VKL_LIBRARY, "nodata");
}

TEST_CASE("layer chassis: a command buffer the layer makes itself, given the loader's dispatch (Khronos loader)") {
    if (system_loader_missing())
        return;
    own_command_buffer(kSystemLoader, "1");
    own_command_buffer(kSystemLoader, "nodata");
}
