// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A chassis layer that declares itself a tool (VKL_LAYER_TOOL) lists itself in
// vkGetPhysicalDeviceToolProperties, first, from its VKL_LAYER data, in the two-call idiom
// (VK_INCOMPLETE with room for itself only); and a post hook that takes the result by reference
// changes what the application gets. Under this loader and under the system's Khronos loader.
#include <catch2/catch.hpp>

#include "chassis_world.h"

using namespace harness;

namespace {

constexpr const char* kLayerName = "VK_LAYER_VKL_chassis_test";

void tool_properties(const char* loader_path) {
    ChassisWorld cw;
    Loader l(loader_path);
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {kLayerName}) == VK_SUCCESS);
    const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
    REQUIRE(!pds.empty());
    auto tools = l.proc<PFN_vkGetPhysicalDeviceToolProperties>(inst, "vkGetPhysicalDeviceToolProperties");
    REQUIRE(tools != nullptr);
    uint32_t n = 0;
    REQUIRE(tools(pds[0], &n, nullptr) == VK_SUCCESS);
    REQUIRE(n >= 1);
    std::vector<VkPhysicalDeviceToolProperties> props(n);
    for (auto& p : props)
        p.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TOOL_PROPERTIES;
    REQUIRE(tools(pds[0], &n, props.data()) == VK_SUCCESS);
    CHECK(std::string(props[0].name) == kLayerName);
    CHECK(std::string(props[0].version) == "1");
    CHECK(props[0].purposes == (VK_TOOL_PURPOSE_PROFILING_BIT | VK_TOOL_PURPOSE_TRACING_BIT));
    CHECK(std::string(props[0].description) == "layer chassis test layer");
    CHECK(std::string(props[0].layer) == kLayerName);
    CHECK(props[0].sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TOOL_PROPERTIES);
    // Room for one: the layer itself, and VK_INCOMPLETE when there are more below.
    uint32_t one = 1;
    VkPhysicalDeviceToolProperties first{};
    first.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TOOL_PROPERTIES;
    CHECK(tools(pds[0], &one, &first) == (n > 1 ? VK_INCOMPLETE : VK_SUCCESS));
    CHECK(one == 1);
    CHECK(std::string(first.name) == kLayerName);
    // Through the EXT alias too.
    auto tools_ext = l.proc<PFN_vkGetPhysicalDeviceToolPropertiesEXT>(inst, "vkGetPhysicalDeviceToolPropertiesEXT");
    if (tools_ext) {
        uint32_t m = 0;
        CHECK(tools_ext(pds[0], &m, nullptr) == VK_SUCCESS);
        CHECK(m == n);
    }
    l.destroy_instance(inst);
    // The tools below came through the layer's own hook of the command.
    CHECK(!cw.lines({"chassis post vkGetPhysicalDeviceToolProperties"}).empty());
}

// Nothing below the layer has the command (the layer below gives NULL for it, as a loader older
// than VK_EXT_tooling_info does): the layer is the only tool, and its own hook of the command,
// which would call down into nothing, does not run.
void no_tools_below(const char* loader_path) {
    ChassisWorld cw;
    cw.w.env.set("VKL_TEST_LAYER_below", "null=vkGetPhysicalDeviceToolProperties,vkGetPhysicalDeviceToolPropertiesEXT");
    Loader l(loader_path);
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {kLayerName, "VK_LAYER_test_below"}) ==
            VK_SUCCESS);
    const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
    REQUIRE(!pds.empty());
    auto tools = l.proc<PFN_vkGetPhysicalDeviceToolProperties>(inst, "vkGetPhysicalDeviceToolProperties");
    REQUIRE(tools != nullptr);
    uint32_t n = 0;
    CHECK(tools(pds[0], &n, nullptr) == VK_SUCCESS);
    CHECK(n == 1);
    VkPhysicalDeviceToolProperties props[2]{};
    props[0].sType = props[1].sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TOOL_PROPERTIES;
    n = 2;
    CHECK(tools(pds[0], &n, props) == VK_SUCCESS);
    CHECK(n == 1);
    CHECK(std::string(props[0].name) == kLayerName);
    l.destroy_instance(inst);
    CHECK(cw.lines({"chassis post vkGetPhysicalDeviceToolProperties"}).empty());
}

void post_hook_result(const char* loader_path) {
    ChassisWorld cw;
    Loader l(loader_path);
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {kLayerName}) == VK_SUCCESS);
    VkDevice dev = l.create_device(l.physical_devices(inst)[0]);
    REQUIRE(dev != nullptr);
    VkCommandPoolCreateInfo pi{};
    pi.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    VkCommandPool pool = VK_NULL_HANDLE;
    REQUIRE(l.sym<PFN_vkCreateCommandPool>("vkCreateCommandPool")(dev, &pi, nullptr, &pool) == VK_SUCCESS);
    auto reset = l.sym<PFN_vkResetCommandPool>("vkResetCommandPool");
    CHECK(reset(dev, pool, 0) == VK_SUCCESS);
    cw.w.env.set("VKL_CHASSIS_TEST_RESULT", "1");
    CHECK(reset(dev, pool, 0) == VK_ERROR_DEVICE_LOST);
    l.sym<PFN_vkDestroyCommandPool>("vkDestroyCommandPool")(dev, pool, nullptr);
    l.destroy_device(dev);
    l.destroy_instance(inst);
}

}  // namespace

TEST_CASE("layer chassis: a tool lists itself in vkGetPhysicalDeviceToolProperties; a post hook changes the result (this loader)") {
    tool_properties(VKL_LIBRARY);
    no_tools_below(VKL_LIBRARY);
    post_hook_result(VKL_LIBRARY);
}

TEST_CASE("layer chassis: a tool lists itself in vkGetPhysicalDeviceToolProperties; a post hook changes the result (Khronos loader)") {
    if (system_loader_missing())
        return;
    tool_properties(kSystemLoader);
    no_tools_below(kSystemLoader);
    post_hook_result(kSystemLoader);
}
