// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Differential tests of policy.WHEN_DRIVER_LACKS answers (codegen/policy.py): a driver lists an
// instance extension but lacks its commands, and the application calls them through this loader
// and through the Khronos loaders (differential.h). Where the policy answers with a code the
// command's registry entry lists and the references do not, each loader's own answer is checked
// (tests/conformance/reference-audit.md says why, in the row the entry names).
#include <catch2/catch.hpp>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "differential.h"

using namespace harness;

// The window systems' types, declared as their headers declare them (the test includes none of
// them): the calls must use the commands' own parameter types, as clang's -fsanitize=function
// (the fuzz leg) aborts a call through a pointer of another type.
struct xcb_connection_t;
struct _XDisplay;
struct wl_display;

namespace {

std::string r(VkResult v) { return std::to_string(v); }

// Loader messages of error severity a messenger of the instance heard.
VKAPI_ATTR VkBool32 VKAPI_CALL count_errors(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                            VkDebugUtilsMessageTypeFlagsEXT, const VkDebugUtilsMessengerCallbackDataEXT*,
                                            void* user) {
    if (severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT)
        ++*static_cast<int*>(user);
    return VK_FALSE;
}

// Runs `fn(instance, its first physical device, errors)` on an instance with `ext` (and
// VK_EXT_debug_utils) enabled, while a messenger counts the error messages into `errors`.
std::string with_messenger(const Loader& l, std::vector<const char*> ext,
                           const std::function<std::string(VkInstance, VkPhysicalDevice, const int& errors)>& fn) {
    ext.push_back("VK_EXT_debug_utils");
    return on_instance(l, [&](VkInstance inst) {
        int errors = 0;
        VkDebugUtilsMessengerCreateInfoEXT ci{};
        ci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
        ci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_VERBOSE_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_INFO_BIT_EXT |
                             VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
        ci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                         VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
        ci.pfnUserCallback = count_errors;
        ci.pUserData = &errors;
        auto create = l.proc<PFN_vkCreateDebugUtilsMessengerEXT>(inst, "vkCreateDebugUtilsMessengerEXT");
        auto destroy = l.proc<PFN_vkDestroyDebugUtilsMessengerEXT>(inst, "vkDestroyDebugUtilsMessengerEXT");
        VkDebugUtilsMessengerEXT messenger = VK_NULL_HANDLE;
        if (create == nullptr || destroy == nullptr || create(inst, &ci, nullptr, &messenger) != VK_SUCCESS)
            return std::string("no messenger");
        const std::string out = fn(inst, l.physical_devices(inst).at(0), errors);
        destroy(inst, messenger, nullptr);
        return out;
    }, {}, ext);
}

// Where the two references differ and this loader follows 1.4.359: this loader and Khronos 1.4.359
// gave `ours`, 1.3.239 gave `khronos_1_3` (each reference that ran is checked).
void check_as_1_4(const Outcomes& o, const std::string& ours, const std::string& khronos_1_3) {
    INFO(describe(o));
    for (const std::string& s : o.skipped) {
        if (no_skip())
            FAIL_CHECK("VKL_NO_SKIP=1 but a reference is missing: " << s);
        else
            WARN("reference skipped: " << s);
    }
    CHECK(o.ours == ours);
    for (const auto& [name, text] : o.refs) {
        INFO(name);
        CHECK(text == (name.find("1.3.239") != std::string::npos ? khronos_1_3 : ours));
    }
}

}  // namespace

// reference-audit.md W27: policy.WHEN_DRIVER_LACKS answers VK_FALSE with an error message, as
// both references do.
TEST_CASE("differential: the presentation queries a driver lacks answer VK_FALSE, with an error message") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("drv", "ext=VK_KHR_surface,VK_KHR_xcb_surface,VK_KHR_xlib_surface,VK_KHR_wayland_surface");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World&, const Loader& l) {
        const std::vector<const char*> ext = {"VK_KHR_surface", "VK_KHR_xcb_surface", "VK_KHR_xlib_surface",
                                              "VK_KHR_wayland_surface"};
        return with_messenger(l, ext, [&](VkInstance, VkPhysicalDevice pd, const int& errors) {
            using Xcb = VkBool32(VKAPI_PTR*)(VkPhysicalDevice, uint32_t, xcb_connection_t*, uint32_t);
            using Xlib = VkBool32(VKAPI_PTR*)(VkPhysicalDevice, uint32_t, _XDisplay*, unsigned long);
            using Wayland = VkBool32(VKAPI_PTR*)(VkPhysicalDevice, uint32_t, wl_display*);
            auto xcb = l.sym<Xcb>("vkGetPhysicalDeviceXcbPresentationSupportKHR");
            auto xlib = l.sym<Xlib>("vkGetPhysicalDeviceXlibPresentationSupportKHR");
            auto wayland = l.sym<Wayland>("vkGetPhysicalDeviceWaylandPresentationSupportKHR");
            if (xcb == nullptr || xlib == nullptr || wayland == nullptr)
                return std::string("not exported");
            std::string out;
            // Each call before the count is read (the operands of + are unsequenced).
            int before = errors;
            VkBool32 v = xcb(pd, 0, nullptr, 0);
            out += "xcb " + std::to_string(v) + " errors " + std::to_string(errors - before) + "; ";
            before = errors;
            v = xlib(pd, 0, nullptr, 0);
            out += "xlib " + std::to_string(v) + " errors " + std::to_string(errors - before) + "; ";
            before = errors;
            v = wayland(pd, 0, nullptr);
            return out + "wayland " + std::to_string(v) + " errors " + std::to_string(errors - before);
        });
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "xcb 0 errors 1; xlib 0 errors 1; wayland 0 errors 1");
}

// reference-audit.md GEN1, GEN2: Khronos 1.4.359 answers both with VK_ERROR_EXTENSION_NOT_PRESENT
// (which neither command's registry entry lists; its suite asserts it: LoaderInstPhysDevExts.
// GetDrmDisplayEXTMixed, AcquireDrmDisplayEXTMixed), 1.3.239 with VK_ERROR_INITIALIZATION_FAILED;
// policy.WHEN_DRIVER_LACKS gives 1.4.359's answer (outside_registry), with the error message both give.
TEST_CASE("differential: VK_EXT_acquire_drm_display on a driver without it is VK_ERROR_EXTENSION_NOT_PRESENT, as in Khronos 1.4.359") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("drv", "ext=VK_KHR_display,VK_EXT_direct_mode_display,VK_EXT_acquire_drm_display");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World&, const Loader& l) {
        const std::vector<const char*> ext = {"VK_KHR_display", "VK_EXT_direct_mode_display", "VK_EXT_acquire_drm_display"};
        return with_messenger(l, ext, [&](VkInstance inst, VkPhysicalDevice pd, const int& errors) {
            auto get = l.proc<PFN_vkGetDrmDisplayEXT>(inst, "vkGetDrmDisplayEXT");
            auto acquire = l.proc<PFN_vkAcquireDrmDisplayEXT>(inst, "vkAcquireDrmDisplayEXT");
            if (get == nullptr || acquire == nullptr)
                return std::string("no entry points");
            // A C-style cast: a pointer on 64-bit targets, a uint64_t on 32-bit ones.
            const auto marker = (VkDisplayKHR)uintptr_t(0x1234);
            VkDisplayKHR display = marker;
            const VkResult rg = get(pd, -1, 7, &display);
            std::string out = "get " + r(rg) + (display == VK_NULL_HANDLE ? " null" : display == marker ? " unwritten" : " other");
            const int after_get = errors;
            const VkResult ra = acquire(pd, -1, marker);
            return out + " errors " + std::to_string(after_get) + ", acquire " + r(ra) + " errors " +
                   std::to_string(errors - after_get);
        });
    });
    check_as_1_4(o, "get " + r(VK_ERROR_EXTENSION_NOT_PRESENT) + " unwritten errors 1, acquire " +
                        r(VK_ERROR_EXTENSION_NOT_PRESENT) + " errors 1",
                 "get " + r(VK_ERROR_INITIALIZATION_FAILED) + " unwritten errors 1, acquire " +
                     r(VK_ERROR_INITIALIZATION_FAILED) + " errors 1");
}
