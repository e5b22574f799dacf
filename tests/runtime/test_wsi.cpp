// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Surfaces: loader-owned VkIcdSurface for drivers below interface 3, the driver's own surface
// from interface 3 on, unwrapped in physical-device queries and in vkCreateSwapchainKHR.
#include <catch2/catch.hpp>

#include "harness.h"

using namespace harness;

namespace {

// VkXcbSurfaceCreateInfoKHR's layout, without xcb.h (the loader only copies the two fields;
// no X server is asked).
struct XcbCreateInfo {
    VkStructureType sType;
    const void* pNext;
    VkFlags flags;
    void* connection;
    uint32_t window;
};

// vkCreateXcbSurfaceKHR through a pointer to the layout copy's function type, which is not the
// header's: clang's function-type check (-fsanitize=function, in CI's clang UBSan leg) would
// report the call, and is off for this function alone.
#if defined(__clang__)
__attribute__((no_sanitize("function")))
#endif
VkResult create_xcb_surface(PFN_vkVoidFunction fn, VkInstance inst, const XcbCreateInfo* ci, VkSurfaceKHR* surface) {
    using CreateXcb = VkResult(VKAPI_PTR*)(VkInstance, const XcbCreateInfo*, const VkAllocationCallbacks*, VkSurfaceKHR*);
    return reinterpret_cast<CreateXcb>(fn)(inst, ci, nullptr, surface);
}

}  // namespace

TEST_CASE("a driver without vkCreateXcbSurfaceKHR gets the loader's VkIcdSurfaceXcb with the application's connection and window") {
    World w;
    w.add_driver("xcbdrv", "iface=5;devices=discrete;ext=VK_KHR_surface,VK_KHR_xcb_surface");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {"VK_KHR_surface", "VK_KHR_xcb_surface"}) == VK_SUCCESS);
    const auto create = l.proc<PFN_vkVoidFunction>(inst, "vkCreateXcbSurfaceKHR");
    REQUIRE(create != nullptr);
    const XcbCreateInfo ci{VK_STRUCTURE_TYPE_XCB_SURFACE_CREATE_INFO_KHR, nullptr, 0, reinterpret_cast<void*>(0x1234), 66};
    VkSurfaceKHR surface = VK_NULL_HANDLE;
    REQUIRE(create_xcb_surface(create, inst, &ci, &surface) == VK_SUCCESS);
    auto support = l.sym<PFN_vkGetPhysicalDeviceSurfaceSupportKHR>("vkGetPhysicalDeviceSurfaceSupportKHR");
    for (VkPhysicalDevice pd : l.physical_devices(inst)) {
        VkBool32 ok = VK_FALSE;
        CHECK(support(pd, 0, surface, &ok) == VK_SUCCESS);
    }
    CHECK(w.driver_log().find("xcbdrv surface_support=icd-xcb connection=0x1234 window=66") != std::string::npos);
    l.sym<PFN_vkDestroySurfaceKHR>("vkDestroySurfaceKHR")(inst, surface, nullptr);
    l.destroy_instance(inst);
}

TEST_CASE("surfaces reach each driver as its own handle or as the loader's VkIcdSurface") {
    World w;
    const std::string wsi = "ext=VK_KHR_surface,VK_EXT_headless_surface;devext=VK_KHR_swapchain";
    w.add_driver("modern", "iface=5;devices=discrete;" + wsi);
    w.add_driver("legacy", "iface=2;devices=integrated;" + wsi);
    // Makes its own surfaces, but gave a null handle: it gets that handle back, not the loader's.
    w.add_driver("nullsurf", "iface=5;devices=cpu;null_surface=1;" + wsi);
    // Has VK_KHR_surface but not the headless platform: never asked to make a headless surface.
    w.add_driver("nohead", "iface=5;devices=virtual;ext=VK_KHR_surface;devext=VK_KHR_swapchain");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {"VK_KHR_surface", "VK_EXT_headless_surface"}) == VK_SUCCESS);
    auto create = l.sym<PFN_vkCreateHeadlessSurfaceEXT>("vkCreateHeadlessSurfaceEXT");
    auto destroy = l.sym<PFN_vkDestroySurfaceKHR>("vkDestroySurfaceKHR");
    auto support = l.sym<PFN_vkGetPhysicalDeviceSurfaceSupportKHR>("vkGetPhysicalDeviceSurfaceSupportKHR");
    VkHeadlessSurfaceCreateInfoEXT ci{};
    ci.sType = VK_STRUCTURE_TYPE_HEADLESS_SURFACE_CREATE_INFO_EXT;
    VkSurfaceKHR surface = VK_NULL_HANDLE;
    REQUIRE(create(inst, &ci, nullptr, &surface) == VK_SUCCESS);
    CHECK(count(w.driver_log(), "modern vkCreateHeadlessSurfaceEXT") == 1);
    CHECK(count(w.driver_log(), "legacy vkCreateHeadlessSurfaceEXT") == 0);

    auto pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 4);  // modern (discrete) first
    for (VkPhysicalDevice pd : pds) {
        VkBool32 ok = VK_FALSE;
        CHECK(support(pd, 0, surface, &ok) == VK_SUCCESS);
        CHECK(ok == VK_TRUE);
    }
    const std::string log = w.driver_log();
    CHECK(log.find("nullsurf surface_support=null") != std::string::npos);  // never the VkIcdSurface
    CHECK(log.find("nohead vkCreateHeadlessSurfaceEXT") == std::string::npos);
    CHECK(log.find("nohead surface_support=icd") != std::string::npos);
    CHECK(log.find("modern surface_support=own") != std::string::npos);
    CHECK(log.find("legacy surface_support=icd") != std::string::npos);

    // vkCreateSwapchainKHR: the loader's device terminator unwraps the surface.
    float prio = 1.0f;
    VkDeviceQueueCreateInfo q{};
    q.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    q.queueCount = 1;
    q.pQueuePriorities = &prio;
    const char* swapchain_ext = "VK_KHR_swapchain";
    VkDeviceCreateInfo dci{};
    dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    dci.queueCreateInfoCount = 1;
    dci.pQueueCreateInfos = &q;
    dci.enabledExtensionCount = 1;
    dci.ppEnabledExtensionNames = &swapchain_ext;
    for (VkPhysicalDevice pd : pds) {
        VkDevice dev = VK_NULL_HANDLE;
        REQUIRE(l.sym<PFN_vkCreateDevice>("vkCreateDevice")(pd, &dci, nullptr, &dev) == VK_SUCCESS);
        VkSwapchainCreateInfoKHR sci{};
        sci.sType = VK_STRUCTURE_TYPE_SWAPCHAIN_CREATE_INFO_KHR;
        sci.surface = surface;
        VkSwapchainKHR swapchain = VK_NULL_HANDLE;
        CHECK(l.sym<PFN_vkCreateSwapchainKHR>("vkCreateSwapchainKHR")(dev, &sci, nullptr, &swapchain) == VK_SUCCESS);
        {
            // No surface: an error, not a null handle passed on for the driver to trip over.
            VkSwapchainCreateInfoKHR none{};
            none.sType = VK_STRUCTURE_TYPE_SWAPCHAIN_CREATE_INFO_KHR;
            VkSwapchainKHR unused = VK_NULL_HANDLE;
            StderrCapture quiet;
            CHECK(l.sym<PFN_vkCreateSwapchainKHR>("vkCreateSwapchainKHR")(dev, &none, nullptr, &unused) ==
                  VK_ERROR_INITIALIZATION_FAILED);
        }
        l.sym<PFN_vkDestroySwapchainKHR>("vkDestroySwapchainKHR")(dev, swapchain, nullptr);
        l.sym<PFN_vkDestroyDevice>("vkDestroyDevice")(dev, nullptr);
    }
    const std::string log2 = w.driver_log();
    CHECK(log2.find("modern swapchain_surface=own") != std::string::npos);
    CHECK(log2.find("legacy swapchain_surface=icd") != std::string::npos);

    destroy(inst, surface, nullptr);
    CHECK(count(w.driver_log(), "modern vkDestroySurfaceKHR") == 1);
    l.destroy_instance(inst);
}

TEST_CASE("VK_EXT_surface_maintenance1 is answered by the loader for a driver without it") {
    World w;
    // The extensions are enabled because one driver ("m1") has them; "plain" lacks both.
    w.add_driver("m1", "iface=5;devices=discrete;devext=VK_KHR_swapchain;"
                       "ext=VK_KHR_surface,VK_EXT_headless_surface,VK_KHR_get_surface_capabilities2,"
                       "VK_EXT_surface_maintenance1");
    w.add_driver("plain", "iface=5;devices=integrated;ext=VK_KHR_surface,VK_EXT_headless_surface;"
                          "devext=VK_KHR_swapchain");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {"VK_KHR_surface", "VK_EXT_headless_surface", "VK_KHR_get_surface_capabilities2",
                                      "VK_EXT_surface_maintenance1"}) == VK_SUCCESS);
    VkHeadlessSurfaceCreateInfoEXT ci{};
    ci.sType = VK_STRUCTURE_TYPE_HEADLESS_SURFACE_CREATE_INFO_EXT;
    VkSurfaceKHR surface = VK_NULL_HANDLE;
    REQUIRE(l.sym<PFN_vkCreateHeadlessSurfaceEXT>("vkCreateHeadlessSurfaceEXT")(inst, &ci, nullptr, &surface) ==
            VK_SUCCESS);
    auto pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 2);
    VkPhysicalDevice plain = pds[1];  // integrated after discrete

    VkSurfacePresentModeEXT mode{};
    mode.sType = VK_STRUCTURE_TYPE_SURFACE_PRESENT_MODE_EXT;
    mode.presentMode = VK_PRESENT_MODE_MAILBOX_KHR;
    VkPhysicalDeviceSurfaceInfo2KHR info{};
    info.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SURFACE_INFO_2_KHR;
    info.pNext = &mode;
    info.surface = surface;
    VkPresentModeKHR modes[4] = {};
    VkSurfacePresentModeCompatibilityEXT compatible{};
    compatible.sType = VK_STRUCTURE_TYPE_SURFACE_PRESENT_MODE_COMPATIBILITY_EXT;
    compatible.presentModeCount = 4;
    compatible.pPresentModes = modes;
    VkSurfacePresentScalingCapabilitiesEXT scaling{};
    scaling.sType = VK_STRUCTURE_TYPE_SURFACE_PRESENT_SCALING_CAPABILITIES_EXT;
    scaling.pNext = &compatible;
    scaling.supportedPresentScaling = 0x7;  // must be overwritten
    VkSurfaceCapabilities2KHR caps{};
    caps.sType = VK_STRUCTURE_TYPE_SURFACE_CAPABILITIES_2_KHR;
    caps.pNext = &scaling;
    auto get = l.sym<PFN_vkGetPhysicalDeviceSurfaceCapabilities2KHR>("vkGetPhysicalDeviceSurfaceCapabilities2KHR");
    REQUIRE(get(plain, &info, &caps) == VK_SUCCESS);
    CHECK(w.driver_log().find("plain surface_caps=own") != std::string::npos);
    CHECK(caps.surfaceCapabilities.maxImageExtent.width == 4096);
    CHECK(scaling.supportedPresentScaling == 0);
    CHECK(scaling.minScaledImageExtent.width == 16);
    CHECK(scaling.maxScaledImageExtent.height == 4096);
    CHECK(compatible.presentModeCount == 1);
    CHECK(modes[0] == VK_PRESENT_MODE_MAILBOX_KHR);

    // The count query alone.
    compatible.presentModeCount = 0;
    compatible.pPresentModes = nullptr;
    REQUIRE(get(plain, &info, &caps) == VK_SUCCESS);
    CHECK(compatible.presentModeCount == 1);

    l.sym<PFN_vkDestroySurfaceKHR>("vkDestroySurfaceKHR")(inst, surface, nullptr);
    l.destroy_instance(inst);
}

TEST_CASE("creating a surface of a platform the instance did not enable is VK_ERROR_EXTENSION_NOT_PRESENT") {
    World w;
    w.add_driver("drv", "iface=5;ext=VK_KHR_surface,VK_EXT_headless_surface");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {"VK_KHR_surface"}) == VK_SUCCESS);
    VkHeadlessSurfaceCreateInfoEXT ci{};
    ci.sType = VK_STRUCTURE_TYPE_HEADLESS_SURFACE_CREATE_INFO_EXT;
    VkSurfaceKHR surface = VK_NULL_HANDLE;
    StderrCapture quiet;
    CHECK(l.sym<PFN_vkCreateHeadlessSurfaceEXT>("vkCreateHeadlessSurfaceEXT")(inst, &ci, nullptr, &surface) ==
          VK_ERROR_EXTENSION_NOT_PRESENT);
    CHECK(surface == VK_NULL_HANDLE);
    CHECK(w.driver_log().find("vkCreateHeadlessSurfaceEXT") == std::string::npos);
    l.destroy_instance(inst);
}

TEST_CASE("vkCreateSwapchainKHR from vkGetInstanceProcAddr on a device without VK_KHR_swapchain does not crash") {
    World w;
    w.add_driver("drv", "iface=5;ext=VK_KHR_surface,VK_EXT_headless_surface;devext=VK_KHR_swapchain");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.env.set("VK_LOADER_DEBUG", "error");  // the log lines checked below (silent by default)
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {"VK_KHR_surface", "VK_EXT_headless_surface"}) == VK_SUCCESS);
    VkHeadlessSurfaceCreateInfoEXT hci{};
    hci.sType = VK_STRUCTURE_TYPE_HEADLESS_SURFACE_CREATE_INFO_EXT;
    VkSurfaceKHR surface = VK_NULL_HANDLE;
    REQUIRE(l.sym<PFN_vkCreateHeadlessSurfaceEXT>("vkCreateHeadlessSurfaceEXT")(inst, &hci, nullptr, &surface) == VK_SUCCESS);
    VkDevice dev = l.create_device(l.physical_devices(inst)[0]);  // no extension enabled
    REQUIRE(dev != nullptr);
    auto create = l.proc<PFN_vkCreateSwapchainKHR>(inst, "vkCreateSwapchainKHR");
    REQUIRE(create != nullptr);
    VkSwapchainCreateInfoKHR sci{};
    sci.sType = VK_STRUCTURE_TYPE_SWAPCHAIN_CREATE_INFO_KHR;
    sci.surface = surface;
    VkSwapchainKHR swapchain = VK_NULL_HANDLE;
    StderrCapture err;
    CHECK(create(dev, &sci, nullptr, &swapchain) == VK_ERROR_EXTENSION_NOT_PRESENT);
    CHECK(err.text().find("vkCreateSwapchainKHR") != std::string::npos);
    l.destroy_device(dev);
    l.sym<PFN_vkDestroySurfaceKHR>("vkDestroySurfaceKHR")(inst, surface, nullptr);
    l.destroy_instance(inst);
}
