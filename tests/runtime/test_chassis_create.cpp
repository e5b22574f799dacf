// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The layer chassis's create hooks, through the chassis test layer (VKL_CHASSIS_TEST_EDIT=1),
// under this loader and under the system's Khronos loader: an instance extension of the driver
// that the application did not ask for, a device extension, a core feature and a Vulkan 1.2 feature
// merged into the application's own structure (not chained twice), layer settings for a layer
// below (VkLayerSettingsCreateInfoEXT), each checked against the
// chain below (what it lacks is refused with one line, and the creation goes on), and the
// application's structures left as they were.
#include <algorithm>

#include <catch2/catch.hpp>

#include "chassis_world.h"

using namespace harness;

namespace {

// `checkable`: whether the chain below offers vkEnumerateInstanceExtensionProperties during
// vkCreateInstance (this loader does; the Khronos loader 1.3.239 does not, and the chassis then
// refuses to add an instance extension it cannot check).
void create_hooks(const char* loader_path, bool driver_has_features, bool checkable) {
    ChassisWorld cw(std::string("devices=discrete;ext=VK_KHR_surface;devext=VK_KHR_swapchain;features=") +
                    (driver_has_features ? "1" : "0"));
    cw.w.env.set("VKL_CHASSIS_TEST_EDIT", "1");
    Loader l(loader_path);
    VkInstance inst = VK_NULL_HANDLE;
    {
        StderrCapture err;
        REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_VKL_chassis_test"}) ==
                VK_SUCCESS);
        INFO(err.text());
        if (checkable) {
            CHECK(count(err.text(), "instance extension VK_VKL_missing_instance_extension is not supported below this layer") == 1);
            CHECK(err.text().find(VK_KHR_SURFACE_EXTENSION_NAME) == std::string::npos);
        } else {
            CHECK(count(err.text(), "cannot be checked: the chain below has no vkEnumerateInstanceExtensionProperties") == 2);
        }
    }
    // VK_KHR_surface reached the driver, where it could be checked.
    CHECK(cw.lines({"drv extensions"}) == std::vector<std::string>{checkable ? "drv extensions=1" : "drv extensions=0"});
    // The layer settings the hook added for a layer below reached the driver, each as given (one
    // VkLayerSettingsCreateInfoEXT each, in any order).
    std::vector<std::string> settings = cw.lines({"drv layer_setting"});
    std::sort(settings.begin(), settings.end());
    CHECK(settings == std::vector<std::string>{"drv layer_setting VK_LAYER_VKL_below.answer=42",
                                               "drv layer_setting VK_LAYER_VKL_below.mode=fast",
                                               "drv layer_setting VK_LAYER_VKL_below.verbose=true"});
    const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 1);
    // The application's own features: one core, one of Vulkan 1.2 (in the structure the hook
    // adds to), no extension.
    VkPhysicalDeviceVulkan12Features v12{};
    v12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
    v12.samplerMirrorClampToEdge = VK_TRUE;
    VkPhysicalDeviceFeatures core{};
    core.robustBufferAccess = VK_TRUE;
    VkDevice dev = VK_NULL_HANDLE;
    fs::remove(cw.w.log_path());
    {
        StderrCapture err;
        VkResult r = VK_SUCCESS;
        dev = l.create_device(pds[0], {}, nullptr, &r, driver_has_features ? &v12 : nullptr,
                              driver_has_features ? &core : nullptr);
        REQUIRE(r == VK_SUCCESS);
        CHECK(count(err.text(), "device extension VK_VKL_missing_device_extension is not supported") == 1);
        CHECK(count(err.text(), "the physical device lacks") == (driver_has_features ? 0 : 2));
        INFO(err.text());
    }
    // The application's structures are as it made them.
    CHECK(v12.bufferDeviceAddress == VK_FALSE);
    CHECK(v12.pNext == nullptr);
    CHECK(core.samplerAnisotropy == VK_FALSE);
    INFO(cw.w.driver_log());
    const std::string name = l.device_name(pds[0]);
    if (driver_has_features) {
        // What reached the driver: robustBufferAccess and samplerAnisotropy; samplerMirrorClampToEdge
        // and bufferDeviceAddress in one Vulkan 1.2 structure.
        CHECK(cw.lines({"drv core_features", "drv vulkan12"}) ==
              std::vector<std::string>{"drv core_features=2", "drv vulkan12_features=2", "drv vulkan12_structs=1"});
        CHECK(cw.lines({"device created"}) == std::vector<std::string>{"device created " + name +
                                                                         " swapchain=1 samplerAnisotropy=1 "
                                                                         "bufferDeviceAddress=1 surface=" + (checkable ? "1" : "0")});
    } else {
        CHECK(cw.lines({"device created"}) == std::vector<std::string>{"device created " + name +
                                                                         " swapchain=1 samplerAnisotropy=0 "
                                                                         "bufferDeviceAddress=0 surface=" + (checkable ? "1" : "0")});
    }
    l.destroy_device(dev);
    l.destroy_instance(inst);
}

}  // namespace

TEST_CASE("layer chassis: create hooks add an extension, features and a device extension, checked against the chain "
          "below (this loader)") {
    create_hooks(VKL_LIBRARY, true, true);
    create_hooks(VKL_LIBRARY, false, true);
}

TEST_CASE("layer chassis: create hooks (Khronos loader)") {
    if (system_loader_missing())
        return;
    create_hooks(kSystemLoader, true, false);
    create_hooks(kSystemLoader, false, false);
}
