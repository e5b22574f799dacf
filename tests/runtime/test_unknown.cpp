// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Commands the registry does not know: physical-device ones through the drivers'
// vk_icdGetPhysicalDeviceProcAddr, device ones through GIPA, via the generic trampolines.
#include <catch2/catch.hpp>

#include "harness.h"

using namespace harness;

namespace {

using PFN_TestData = VkResult(VKAPI_PTR*)(VkPhysicalDevice, uint32_t*);
using PFN_TestValue = uint32_t(VKAPI_PTR*)(VkDevice, uint32_t);


// Without generic trampolines (see harness.h) a case that needs them ends here.
#define REQUIRE_UNKNOWN_TRAMPOLINES()                                                   \
    if (!kUnknownTrampolines) {                                                         \
        WARN("skipped: this CPU has no generic trampolines (unknown commands are NULL)"); \
        return;                                                                         \
    }

}  // namespace

TEST_CASE("without generic trampolines an unknown command is NULL, logged once") {
    if (kUnknownTrampolines)
        return;  // x86-64, i386, AArch64: the cases below cover these commands
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.env.set("VK_LOADER_DEBUG", "warn");
    StderrCapture err;
    {
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
        CHECK(l.proc<PFN_TestData>(inst, "vkGetPhysicalDeviceTestDataVKL") == nullptr);
        CHECK(l.proc<PFN_TestValue>(inst, "vkGetDeviceTestValueVKL") == nullptr);
        CHECK(l.proc<PFN_TestValue>(inst, "vkGetDeviceTestValueVKL") == nullptr);
        // vkGetDeviceProcAddr needs no trampoline: a device-level unknown command still works there.
        VkDevice dev = l.create_device(l.physical_devices(inst).at(0));
        auto direct = reinterpret_cast<PFN_TestValue>(l.sym<PFN_vkGetDeviceProcAddr>("vkGetDeviceProcAddr")(dev, "vkGetDeviceTestValueVKL"));
        REQUIRE(direct != nullptr);
        CHECK(direct(dev, 5) == 16);
        l.sym<PFN_vkDestroyDevice>("vkDestroyDevice")(dev, nullptr);
        l.destroy_instance(inst);
    }
    const std::string text = err.text();
    const std::string line = "no generic trampolines";
    CHECK(text.find(line) != std::string::npos);
    CHECK(text.find(line) == text.rfind(line));  // once
}

TEST_CASE("unknown physical-device and device commands reach the driver") {
    REQUIRE_UNKNOWN_TRAMPOLINES();
    World w;
    w.add_driver("drv", "devices=discrete,integrated");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    auto pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 2);
    // A device created before the name is first looked up gets the slot filled too.
    VkDevice early = l.create_device(pds[0]);

    auto data = l.proc<PFN_TestData>(inst, "vkGetPhysicalDeviceTestDataVKL");
    REQUIRE(data != nullptr);
    uint32_t v = 0;
    CHECK(data(pds[0], &v) == VK_SUCCESS);
    CHECK(v == 0x7E57 + 0);  // discrete first: the driver's device 0
    CHECK(data(pds[1], &v) == VK_SUCCESS);
    CHECK(v == 0x7E57 + 1);

    auto value = l.proc<PFN_TestValue>(inst, "vkGetDeviceTestValueVKL");
    REQUIRE(value != nullptr);
    CHECK(value(early, 5) == 16);
    VkDevice late = l.create_device(pds[1]);
    CHECK(value(late, 7) == 22);
    // The same name gives the same trampoline; GDPA gives the driver's own function.
    CHECK(l.proc<PFN_TestValue>(inst, "vkGetDeviceTestValueVKL") == value);
    auto gdpa = l.sym<PFN_vkGetDeviceProcAddr>("vkGetDeviceProcAddr");
    auto direct = reinterpret_cast<PFN_TestValue>(gdpa(late, "vkGetDeviceTestValueVKL"));
    REQUIRE(direct != nullptr);
    CHECK(direct != value);
    CHECK(direct(late, 1) == 4);
    // Names nobody knows stay NULL.
    CHECK(l.gipa(inst, "vkNobodyKnowsThisKHR") == nullptr);
    CHECK(gdpa(late, "vkNobodyKnowsThisKHR") == nullptr);

    // A second instance (created after the lookup) gets the physical-device slot filled.
    VkInstance second = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&second) == VK_SUCCESS);
    auto pds2 = l.physical_devices(second);
    CHECK(data(pds2[1], &v) == VK_SUCCESS);
    CHECK(v == 0x7E57 + 1);
    l.destroy_instance(second);

    auto destroy = l.sym<PFN_vkDestroyDevice>("vkDestroyDevice");
    destroy(early, nullptr);
    destroy(late, nullptr);
    l.destroy_instance(inst);
}

TEST_CASE("an unknown physical-device command on a device whose driver lacks it is an error, not a crash") {
    REQUIRE_UNKNOWN_TRAMPOLINES();
    World w;
    w.add_driver("has", "devices=discrete");
    w.add_driver("lacks", "iface=1;devices=integrated", "", "gipa");  // no vk_icdGetPhysicalDeviceProcAddr
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.env.set("VK_LOADER_DEBUG", "error");  // the log lines checked below (silent by default)
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    auto pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 2);
    auto data = l.proc<PFN_TestData>(inst, "vkGetPhysicalDeviceTestDataVKL");
    REQUIRE(data != nullptr);
    uint32_t v = 0;
    CHECK(data(pds[0], &v) == VK_SUCCESS);
    StderrCapture err;
    CHECK(data(pds[1], &v) == VK_ERROR_EXTENSION_NOT_PRESENT);
    CHECK(err.text().find("vkGetPhysicalDeviceTestDataVKL") != std::string::npos);
    l.destroy_instance(inst);
}

TEST_CASE("at least 250 unknown commands of each kind, then a logged NULL") {
    REQUIRE_UNKNOWN_TRAMPOLINES();
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.env.set("VK_LOADER_DEBUG", "error");  // the log lines checked below (silent by default)
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    auto pds = l.physical_devices(inst);
    VkDevice dev = l.create_device(pds[0]);
    int device_ok = 0, phys_ok = 0;
    StderrCapture err;
    for (int i = 0; i < 300; ++i) {
        const std::string dn = "vkTestDevice" + std::to_string(i);
        const std::string pn = "vkTestPhys" + std::to_string(i);
        if (auto f = l.proc<PFN_TestValue>(inst, dn.c_str())) {
            CHECK(f(dev, static_cast<uint32_t>(i)) == static_cast<uint32_t>(i) * 3 + 1);
            ++device_ok;
        }
        if (auto f = l.proc<PFN_TestData>(inst, pn.c_str())) {
            uint32_t v = 0;
            f(pds[0], &v);
            CHECK(v == 0x7E57);
            ++phys_ok;
        }
    }
    CHECK(device_ok >= 250);
    CHECK(phys_ok >= 250);
    CHECK(device_ok < 300);  // the slots are finite: the rest get NULL...
    CHECK(err.text().find("no free slot for the unknown device command") != std::string::npos);  // ...and a log line
    l.sym<PFN_vkDestroyDevice>("vkDestroyDevice")(dev, nullptr);
    l.destroy_instance(inst);
}

TEST_CASE("a layer finds an unknown physical-device command below it while vkCreateInstance runs") {
    REQUIRE_UNKNOWN_TRAMPOLINES();
    // The layer asks the next vk_layerGetPhysicalDeviceProcAddr (from its link, or through the
    // next vkGetInstanceProcAddr) before the application ever named the command: the loader's
    // end of the chain must hand out a terminator for it when a driver knows it.
    for (const char* how : {"intercept_phys=1", "intercept_phys=1;gpdpa_via_gipa=1"}) {
        INFO(how);
        World w;
        w.use_own_layers();
        w.add_driver("drv", "devices=discrete");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.add_layer("phys", "VK_LAYER_test_phys", how, true);
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
        auto pds = l.physical_devices(inst);
        REQUIRE(pds.size() == 1);
        auto data = l.proc<PFN_TestData>(inst, "vkGetPhysicalDeviceTestDataVKL");
        REQUIRE(data != nullptr);
        uint32_t v = 0;
        CHECK(data(pds[0], &v) == VK_SUCCESS);
        CHECK(v == 0x100000 + 0x7E57);  // through the layer, down to the driver
        l.destroy_instance(inst);
    }
}
