// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Which physical devices and groups an application sees, and in what order: Linux sorting for
// every application version, the selection and filter variables, groups, no devices at all.
#include <catch2/catch.hpp>

#include <algorithm>

#include "../driver/test_driver.h"
#include "harness.h"

using namespace harness;

namespace {

std::vector<std::string> names(const Loader& l, const std::vector<VkPhysicalDevice>& pds) {
    std::vector<std::string> out;
    for (auto pd : pds)
        out.push_back(l.device_name(pd));
    return out;
}

}  // namespace

TEST_CASE("no physical device at all is VK_ERROR_INITIALIZATION_FAILED") {
    World w;
    w.add_driver("empty", "devices=none");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    uint32_t n = 5;
    CHECK(l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices")(inst, &n, nullptr) == VK_ERROR_INITIALIZATION_FAILED);
    CHECK(n == 0);
    n = 5;
    CHECK(l.sym<PFN_vkEnumeratePhysicalDeviceGroups>("vkEnumeratePhysicalDeviceGroups")(inst, &n, nullptr) ==
          VK_ERROR_INITIALIZATION_FAILED);
    l.destroy_instance(inst);
}

TEST_CASE("a Vulkan 1.0 application gets the PCI order too (through the KHR properties2 the loader enables)") {
    World w;
    w.add_driver("old", "api=1.0;ext=VK_KHR_get_physical_device_properties2;devices=discrete,discrete,discrete;pci=5,1,3");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_0) == VK_SUCCESS);
    CHECK(names(l, l.physical_devices(inst)) == std::vector<std::string>{"old device 1", "old device 2", "old device 0"});
    l.destroy_instance(inst);
}

TEST_CASE("VK_LOADER_DISABLE_SELECT keeps the drivers' order; VK_LOADER_DEVICE_SELECT puts one device first") {
    World w;
    const auto a = w.add_driver("a_cpu", "devices=cpu", w.root() / "a");
    const auto b = w.add_driver("b_gpus", "devices=integrated,discrete,discrete", w.root() / "b");
    w.env.set("VK_DRIVER_FILES", a.string() + ":" + b.string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    CHECK(names(l, l.physical_devices(inst)) ==
          std::vector<std::string>{"b_gpus device 1", "b_gpus device 2", "b_gpus device 0", "a_cpu device 0"});
    w.env.set("VK_LOADER_DEVICE_SELECT", "0x10005:0x2");  // the test driver's vendor, device 2
    CHECK(names(l, l.physical_devices(inst)) ==
          std::vector<std::string>{"b_gpus device 2", "b_gpus device 1", "b_gpus device 0", "a_cpu device 0"});
    w.env.set("VK_LOADER_DISABLE_SELECT", "1");
    CHECK(names(l, l.physical_devices(inst)) ==
          std::vector<std::string>{"a_cpu device 0", "b_gpus device 0", "b_gpus device 1", "b_gpus device 2"});
    w.env.set("VK_LOADER_DISABLE_SELECT", "0");
    w.env.unset("VK_LOADER_DEVICE_SELECT");
    CHECK(names(l, l.physical_devices(inst)).front() == "b_gpus device 1");
    l.destroy_instance(inst);
}

TEST_CASE("the device and vendor ID filters, read at each enumeration") {
    World w;
    w.add_driver("gpus", "devices=discrete,discrete,discrete,discrete");  // device IDs 0..3, vendor 0x10005
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.env.set("VK_LOADER_DEBUG", "warn");
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    CHECK(l.physical_devices(inst).size() == 4);
    w.env.set("VK_LOADER_DEVICE_ID_FILTER", "1-2");
    CHECK(names(l, l.physical_devices(inst)) == std::vector<std::string>{"gpus device 1", "gpus device 2"});
    w.env.set("VK_LOADER_DEVICE_ID_FILTER", "0x3,0");
    CHECK(names(l, l.physical_devices(inst)) == std::vector<std::string>{"gpus device 0", "gpus device 3"});
    w.env.set("VK_LOADER_VENDOR_ID_FILTER", "65541");  // 0x10005: every device passes this one
    CHECK(l.physical_devices(inst).size() == 2);
    {
        StderrCapture err;
        w.env.set("VK_LOADER_VENDOR_ID_FILTER", "nonsense,7");  // nothing passes; the bad entry is logged
        uint32_t n = 1;
        // Devices filtered away are not an error, unlike no devices at all.
        CHECK(l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices")(inst, &n, nullptr) == VK_SUCCESS);
        CHECK(n == 0);
        CHECK(err.text().find("VK_LOADER_VENDOR_ID_FILTER") != std::string::npos);
    }
    l.destroy_instance(inst);
}

TEST_CASE("the driver ID filter needs Vulkan 1.1 properties2: a 1.0 application's devices have no driver ID") {
    World w;
    w.add_driver("gpus", "api=1.2;driver_id=10;devices=discrete,discrete,discrete");  // driver IDs 10, 11, 12
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.env.set("VK_LOADER_DRIVER_ID_FILTER", "11-12");
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_1) == VK_SUCCESS);
    CHECK(names(l, l.physical_devices(inst)) == std::vector<std::string>{"gpus device 1", "gpus device 2"});
    l.destroy_instance(inst);
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_0) == VK_SUCCESS);
    CHECK(l.physical_devices(inst).empty());
    l.destroy_instance(inst);
}

TEST_CASE("a 1.0 application asking for groups gets a 1.1 driver's own groups") {
    World w;
    w.add_driver("pairs", "api=1.1;groups=pairs;devices=discrete,discrete,discrete,discrete");  // {0,1} {2,3}
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_0) == VK_SUCCESS);
    auto fn = l.sym<PFN_vkEnumeratePhysicalDeviceGroups>("vkEnumeratePhysicalDeviceGroups");
    uint32_t n = 0;
    REQUIRE(fn(inst, &n, nullptr) == VK_SUCCESS);
    CHECK(n == 2);
    l.destroy_instance(inst);
}

// A driver whose vkEnumeratePhysicalDeviceGroups fails (with other than out-of-memory) is
// skipped as a reporter of groups, as the Khronos loader does: the query still succeeds with the
// other driver's groups, and the failing driver's devices are each a group of their own.
TEST_CASE("a driver whose group query fails does not fail vkEnumeratePhysicalDeviceGroups") {
    World w;
    w.add_driver("pairs", "groups=pairs;devices=discrete,discrete");  // one group {0,1}
    w.add_driver("failing", "groups=fail;devices=integrated");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_1) == VK_SUCCESS);
    auto fn = l.sym<PFN_vkEnumeratePhysicalDeviceGroups>("vkEnumeratePhysicalDeviceGroups");
    uint32_t n = 0;
    REQUIRE(fn(inst, &n, nullptr) == VK_SUCCESS);
    REQUIRE(n == 2);
    std::vector<VkPhysicalDeviceGroupProperties> groups(n);
    for (auto& g : groups)
        g.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_GROUP_PROPERTIES;
    REQUIRE(fn(inst, &n, groups.data()) == VK_SUCCESS);
    REQUIRE(n == 2);
    std::vector<uint32_t> sizes;
    for (const auto& g : groups)
        sizes.push_back(g.physicalDeviceCount);
    std::sort(sizes.begin(), sizes.end());
    CHECK(sizes == std::vector<uint32_t>{1, 2});
    l.destroy_instance(inst);
}

TEST_CASE("groups: sorted by their first device, and the application's output chains reach the driver") {
    World w;
    w.add_driver("grouped", "api=1.1;groups=1;devices=cpu,integrated,discrete");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_1) == VK_SUCCESS);
    auto fn = l.sym<PFN_vkEnumeratePhysicalDeviceGroups>("vkEnumeratePhysicalDeviceGroups");
    uint32_t n = 0;
    REQUIRE(fn(inst, &n, nullptr) == VK_SUCCESS);
    REQUIRE(n == 3);
    std::vector<vkl_test::GroupChainMark> marks(n);
    std::vector<VkPhysicalDeviceGroupProperties> g(n);
    for (uint32_t i = 0; i < n; ++i) {
        marks[i] = {vkl_test::kTestGroupChainType, nullptr, 0};
        g[i] = VkPhysicalDeviceGroupProperties{};
        g[i].sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_GROUP_PROPERTIES;
        g[i].pNext = &marks[i];
    }
    REQUIRE(fn(inst, &n, g.data()) == VK_SUCCESS);
    std::vector<std::string> order;
    for (auto& x : g)
        order.push_back(l.device_name(x.physicalDevices[0]));
    CHECK(order == std::vector<std::string>{"grouped device 2", "grouped device 1", "grouped device 0"});
    // The driver's group 2 (its discrete device) is the application's group 0: its chain got
    // the driver's mark for group 2.
    CHECK(marks[0].value == 0x600D0002u);
    CHECK(marks[2].value == 0x600D0000u);
    CHECK(g[0].pNext == &marks[0]);  // the application's chains stay where they were
    l.destroy_instance(inst);
}

TEST_CASE("groups and the ID filters: a group is shown only when every device of it passes") {
    World w;
    w.add_driver("pairs", "api=1.1;groups=pairs;devices=discrete,discrete,discrete,discrete");  // {0,1} {2,3}
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_1) == VK_SUCCESS);
    auto fn = l.sym<PFN_vkEnumeratePhysicalDeviceGroups>("vkEnumeratePhysicalDeviceGroups");
    uint32_t n = 0;
    REQUIRE(fn(inst, &n, nullptr) == VK_SUCCESS);
    CHECK(n == 2);
    w.env.set("VK_LOADER_DEVICE_ID_FILTER", "0-2");  // device 3 is filtered out: its group goes
    REQUIRE(fn(inst, &n, nullptr) == VK_SUCCESS);
    CHECK(n == 1);
    VkPhysicalDeviceGroupProperties g{};
    g.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_GROUP_PROPERTIES;
    REQUIRE(fn(inst, &n, &g) == VK_SUCCESS);
    CHECK(g.physicalDeviceCount == 2);
    // Inside the group, device 1 first: same type, no PCI information, and 0x10005 ^ 1 < 0x10005 ^ 0
    // (remaining ties go by vendorID ^ deviceID, inside groups too, as in both Khronos loaders).
    CHECK(l.device_name(g.physicalDevices[0]) == "pairs device 1");
    l.destroy_instance(inst);
}
