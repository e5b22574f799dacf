// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Differential tests of sixteen rules both Khronos loaders keep: what the loader answers for an
// extension command or query a driver or layer does not answer itself (surfaces, Xlib and RandR
// displays, present rectangles, the NV external image format query, a layer's device
// extensions and entry points), and how drivers are loaded, negotiated and kept (pre-instance
// drivers, direct drivers, unloading), with the loader's silence on stderr by default. Each
// scenario runs through this loader and through the Khronos loaders (differential.h: the system's
// 1.3.239 and the 1.4.359 build; a rule only 1.4.359 keeps is checked against it alone), with the
// same outcome required.
#include <catch2/catch.hpp>

#include <dlfcn.h>

#include <cstring>
#include <string>
#include <vector>

#include "differential.h"

using namespace harness;

// Xlib's Display, declared here as Xlib declares it (the test includes no X11 header): the Xlib
// display test's calls must use the commands' own parameter types (see there).
struct _XDisplay;

namespace {

std::string r(VkResult v) { return std::to_string(v); }

// A headless surface on `inst`, or VK_NULL_HANDLE.
VkSurfaceKHR headless(const Loader& l, VkInstance inst) {
    VkHeadlessSurfaceCreateInfoEXT ci{};
    ci.sType = VK_STRUCTURE_TYPE_HEADLESS_SURFACE_CREATE_INFO_EXT;
    VkSurfaceKHR s = VK_NULL_HANDLE;
    auto fn = l.proc<PFN_vkCreateHeadlessSurfaceEXT>(inst, "vkCreateHeadlessSurfaceEXT");
    if (fn == nullptr || fn(inst, &ci, nullptr, &s) != VK_SUCCESS)
        return VK_NULL_HANDLE;
    return s;
}

}  // namespace

TEST_CASE("differential: without VK_LOADER_DEBUG nothing reaches stderr") {
    auto setup = [](World& w) {
        w.add_driver("drv", "devext=VK_KHR_swapchain");
        // A manifest whose library is missing: refused, one line at the error level.
        write(w.root() / "drivers" / "nolib.json", "{ \"file_format_version\": \"1.0.0\", \"ICD\": { \"library_path\": "
                                                    "\"/nonexistent/libvkl_nope.so\", \"api_version\": \"1.3.0\" } }");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
    };
    // What a program probing optional features does: a layer and extensions that are not there.
    auto scenario = [](World&, const Loader& l) {
        StderrCapture err;
        std::string out;
        uint32_t n = 0;
        out += "layer ext query " + r(l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties")(
                                        "VK_LAYER_not_installed", &n, nullptr));
        VkInstance inst = VK_NULL_HANDLE;
        out += ", missing layer " + r(create(l, &inst, {"VK_LAYER_not_installed"}));
        out += ", missing extension " + r(create(l, &inst, {}, {"VK_KHR_not_an_extension"}));
        if (create(l, &inst) == VK_SUCCESS) {
            VkResult dr = VK_SUCCESS;
            if (VkDevice d = l.create_device(l.physical_devices(inst).at(0), {"VK_KHR_not_a_device_extension"}, nullptr, &dr))
                l.destroy_device(d);
            out += ", missing device extension " + r(dr);
            l.destroy_instance(inst);
        }
        const std::string text = err.text();
        return out + ", stderr: " + (text.empty() ? "nothing" : text);
    };
    const Outcomes o = against(Refs::Both, setup, scenario);
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "layer ext query " + r(VK_ERROR_LAYER_NOT_PRESENT) + ", missing layer " + r(VK_ERROR_LAYER_NOT_PRESENT) +
                        ", missing extension " + r(VK_ERROR_EXTENSION_NOT_PRESENT) + ", missing device extension " +
                        r(VK_ERROR_EXTENSION_NOT_PRESENT) + ", stderr: nothing");
    // Asked for, every refusal is one line naming what was refused.
    World w;
    setup(w);
    w.env.set("VK_LOADER_DEBUG", "error");
    std::string text;
    {
        Loader l;
        StderrCapture err;
        VkInstance inst = VK_NULL_HANDLE;
        CHECK(create(l, &inst, {"VK_LAYER_not_installed"}) == VK_ERROR_LAYER_NOT_PRESENT);
        CHECK(create(l, &inst, {}, {"VK_KHR_not_an_extension"}) == VK_ERROR_EXTENSION_NOT_PRESENT);
        text = err.text();
    }
    INFO(text);
    CHECK(count(text, "VK_LAYER_not_installed") >= 1);
    CHECK(count(text, "VK_KHR_not_an_extension") >= 1);
    CHECK(count(text, "nolib.json") >= 1);
}

TEST_CASE("differential: a driver without VK_KHR_surface presents to nothing, VK_SUCCESS") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        // Listed first: its device comes first in both loaders (discrete before integrated).
        w.add_driver("wsi", "devices=discrete;ext=VK_KHR_surface,VK_EXT_headless_surface,VK_KHR_get_surface_capabilities2");
        w.add_driver("compute", "devices=integrated");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World&, const Loader& l) {
        return on_instance(l, [&](VkInstance inst) {
            const VkSurfaceKHR surface = headless(l, inst);
            if (surface == VK_NULL_HANDLE)
                return std::string("no surface");
            auto support = l.proc<PFN_vkGetPhysicalDeviceSurfaceSupportKHR>(inst, "vkGetPhysicalDeviceSurfaceSupportKHR");
            auto caps = l.proc<PFN_vkGetPhysicalDeviceSurfaceCapabilitiesKHR>(inst, "vkGetPhysicalDeviceSurfaceCapabilitiesKHR");
            auto formats = l.proc<PFN_vkGetPhysicalDeviceSurfaceFormatsKHR>(inst, "vkGetPhysicalDeviceSurfaceFormatsKHR");
            auto modes = l.proc<PFN_vkGetPhysicalDeviceSurfacePresentModesKHR>(inst, "vkGetPhysicalDeviceSurfacePresentModesKHR");
            auto caps2 = l.proc<PFN_vkGetPhysicalDeviceSurfaceCapabilities2KHR>(inst, "vkGetPhysicalDeviceSurfaceCapabilities2KHR");
            auto formats2 = l.proc<PFN_vkGetPhysicalDeviceSurfaceFormats2KHR>(inst, "vkGetPhysicalDeviceSurfaceFormats2KHR");
            std::string out;
            for (VkPhysicalDevice pd : l.physical_devices(inst)) {
                out += l.device_name(pd) + ":";
                // Each call before its outputs are read (the operands of + are unsequenced).
                VkBool32 supported = 7;
                VkResult res = support(pd, 0, surface, &supported);
                out += " support " + r(res) + "/" + std::to_string(supported);
                VkSurfaceCapabilitiesKHR c;
                std::memset(&c, 0xAB, sizeof c);
                res = caps(pd, surface, &c);
                out += " caps " + r(res) + "/" + std::to_string(c.minImageCount) + "," + std::to_string(c.maxImageExtent.width);
                uint32_t n = 9;
                res = formats(pd, surface, &n, nullptr);
                out += " formats " + r(res) + "/" + std::to_string(n);
                n = 9;
                res = modes(pd, surface, &n, nullptr);
                out += " modes " + r(res) + "/" + std::to_string(n);
                VkPhysicalDeviceSurfaceInfo2KHR info{};
                info.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SURFACE_INFO_2_KHR;
                info.surface = surface;
                VkSurfaceCapabilities2KHR c2{};
                c2.sType = VK_STRUCTURE_TYPE_SURFACE_CAPABILITIES_2_KHR;
                std::memset(&c2.surfaceCapabilities, 0xAB, sizeof c2.surfaceCapabilities);
                res = caps2(pd, &info, &c2);
                out += " caps2 " + r(res) + "/" + std::to_string(c2.surfaceCapabilities.minImageCount);
                n = 9;
                res = formats2(pd, &info, &n, nullptr);
                out += " formats2 " + r(res) + "/" + std::to_string(n) + ";";
            }
            l.proc<PFN_vkDestroySurfaceKHR>(inst, "vkDestroySurfaceKHR")(inst, surface, nullptr);
            return out;
        }, {}, {"VK_KHR_surface", "VK_EXT_headless_surface", "VK_KHR_get_surface_capabilities2"});
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "wsi device 0: support 0/1 caps 0/2,4096 formats 0/0 modes 0/0 caps2 0/2 formats2 0/0;"
                    "compute device 0: support 0/0 caps 0/0,0 formats 0/0 modes 0/0 caps2 0/0 formats2 0/0;");
}

TEST_CASE("differential: VK_EXT_acquire_xlib_display on a driver without it") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        // It lists the extension (so the instance may enable it) but has neither command.
        w.add_driver("drv", "ext=VK_KHR_display,VK_EXT_direct_mode_display,VK_EXT_acquire_xlib_display");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World&, const Loader& l) {
        return on_instance(l, [&](VkInstance inst) {
            // Their Xlib types (Display is `struct _XDisplay`, declared above; RROutput is XID, an
            // unsigned long). The same types exactly, not void*: clang's
            // -fsanitize=function (the fuzz leg) aborts a call through a pointer of another type.
            using RandR = VkResult(VKAPI_PTR*)(VkPhysicalDevice, _XDisplay*, unsigned long, VkDisplayKHR*);
            using Acquire = VkResult(VKAPI_PTR*)(VkPhysicalDevice, _XDisplay*, VkDisplayKHR);
            auto randr = l.proc<RandR>(inst, "vkGetRandROutputDisplayEXT");
            auto acquire = l.proc<Acquire>(inst, "vkAcquireXlibDisplayEXT");
            if (randr == nullptr || acquire == nullptr)
                return std::string("no entry points");
            VkPhysicalDevice pd = l.physical_devices(inst).at(0);
            // A C-style cast: a pointer on 64-bit targets, a uint64_t on 32-bit ones.
            VkDisplayKHR display = (VkDisplayKHR)uintptr_t(0x1234);
            const VkResult rr = randr(pd, nullptr, 1, &display);
            return "randr " + r(rr) + (display == VK_NULL_HANDLE ? " null" : " not null") + ", acquire " +
                   r(acquire(pd, nullptr, (VkDisplayKHR)uintptr_t(0x1234)));
        }, {}, {"VK_KHR_display", "VK_EXT_direct_mode_display", "VK_EXT_acquire_xlib_display"});
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "randr 0 null, acquire " + r(VK_ERROR_INITIALIZATION_FAILED));
}

TEST_CASE("differential: present rectangles and device-group present modes a driver lacks: VK_SUCCESS") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        // VK_KHR_surface on the instance (the references give vkGetPhysicalDevicePresentRectanglesKHR
        // only then), but not the device-group present commands.
        w.add_driver("drv", "devext=VK_KHR_swapchain;ext=VK_KHR_surface");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World&, const Loader& l) {
        return on_instance(l, [&](VkInstance inst) {
            VkPhysicalDevice pd = l.physical_devices(inst).at(0);
            std::string out;
            auto rects = l.proc<PFN_vkGetPhysicalDevicePresentRectanglesKHR>(inst, "vkGetPhysicalDevicePresentRectanglesKHR");
            uint32_t n = 9;
            if (rects) {
                const VkResult res = rects(pd, VK_NULL_HANDLE, &n, nullptr);
                out += "rects " + r(res) + "/" + std::to_string(n);
            } else {
                out += "no rects";
            }
            VkResult cr = VK_SUCCESS;
            VkDevice dev = l.create_device(pd, {"VK_KHR_swapchain"}, nullptr, &cr);
            if (dev == VK_NULL_HANDLE)
                return out + ", device " + r(cr);
            auto modes = reinterpret_cast<PFN_vkGetDeviceGroupSurfacePresentModesKHR>(
                l.sym<PFN_vkGetDeviceProcAddr>("vkGetDeviceProcAddr")(dev, "vkGetDeviceGroupSurfacePresentModesKHR"));
            VkDeviceGroupPresentModeFlagsKHR m = 0;
            out += modes ? ", modes " + r(modes(dev, VK_NULL_HANDLE, &m)) : ", GDPA gives no modes";
            l.destroy_device(dev);
            return out;
        }, {}, {"VK_KHR_surface"});
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "rects 0/0, modes 0");
}

TEST_CASE("differential: vkGetPhysicalDeviceSurfaceCapabilities2EXT a driver lacks is answered") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("drv", "ext=VK_KHR_surface,VK_EXT_headless_surface,VK_KHR_display,VK_EXT_display_surface_counter");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World&, const Loader& l) {
        return on_instance(l, [&](VkInstance inst) {
            const VkSurfaceKHR surface = headless(l, inst);
            auto caps2 = l.proc<PFN_vkGetPhysicalDeviceSurfaceCapabilities2EXT>(inst, "vkGetPhysicalDeviceSurfaceCapabilities2EXT");
            if (surface == VK_NULL_HANDLE || caps2 == nullptr)
                return std::string("no surface or no entry point");
            VkSurfaceCapabilities2EXT c{};
            c.sType = VK_STRUCTURE_TYPE_SURFACE_CAPABILITIES_2_EXT;
            c.minImageCount = 77;
            c.supportedSurfaceCounters = 0xFF;
            const VkResult res = caps2(l.physical_devices(inst).at(0), surface, &c);
            l.proc<PFN_vkDestroySurfaceKHR>(inst, "vkDestroySurfaceKHR")(inst, surface, nullptr);
            return r(res) + " min=" + std::to_string(c.minImageCount) + " maxw=" + std::to_string(c.maxImageExtent.width) +
                   " counters=" + std::to_string(c.supportedSurfaceCounters);
        }, {}, {"VK_KHR_surface", "VK_EXT_headless_surface", "VK_KHR_display", "VK_EXT_display_surface_counter"});
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "0 min=2 maxw=4096 counters=0");
}

TEST_CASE("differential: vkGetPhysicalDeviceExternalImageFormatPropertiesNV a driver lacks is emulated") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("drv", "ext=VK_NV_external_memory_capabilities");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World&, const Loader& l) {
        return on_instance(l, [&](VkInstance inst) {
            auto fn = l.proc<PFN_vkGetPhysicalDeviceExternalImageFormatPropertiesNV>(
                inst, "vkGetPhysicalDeviceExternalImageFormatPropertiesNV");
            if (fn == nullptr)
                return std::string("no entry point");
            VkPhysicalDevice pd = l.physical_devices(inst).at(0);
            std::string out;
            for (VkExternalMemoryHandleTypeFlagsNV handle :
                 {VkExternalMemoryHandleTypeFlagsNV(0), VkExternalMemoryHandleTypeFlagsNV(VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32_BIT_NV)}) {
                VkExternalImageFormatPropertiesNV p;
                std::memset(&p, 0x5A, sizeof p);
                const VkResult res = fn(pd, VK_FORMAT_R8G8B8A8_UNORM, VK_IMAGE_TYPE_2D, VK_IMAGE_TILING_OPTIMAL,
                                        VK_IMAGE_USAGE_SAMPLED_BIT, 0, handle, &p);
                out += "handle " + std::to_string(handle) + ": " + r(res) + " features=" +
                       std::to_string(p.externalMemoryFeatures) + " compatible=" + std::to_string(p.compatibleHandleTypes) + ";";
            }
            return out;
        }, {}, {"VK_NV_external_memory_capabilities"});
    });
    CHECK_AGAINST_REFERENCES(o);
    // The test driver's vkGetPhysicalDeviceImageFormatProperties supports no format.
    CHECK(o.ours == "handle 0: " + r(VK_ERROR_FORMAT_NOT_SUPPORTED) + " features=0 compatible=0;handle 1: " +
                        r(VK_ERROR_FORMAT_NOT_SUPPORTED) + " features=1515870810 compatible=1515870810;");
}

namespace {

// The device extension names vkEnumerateDeviceExtensionProperties gives for `layer` (may be
// null), "name;name;", after the result when it is not VK_SUCCESS.
std::string device_extensions(const Loader& l, VkPhysicalDevice pd, const char* layer) {
    auto fn = l.sym<PFN_vkEnumerateDeviceExtensionProperties>("vkEnumerateDeviceExtensionProperties");
    uint32_t n = 0;
    VkResult res = fn(pd, layer, &n, nullptr);
    if (res != VK_SUCCESS)
        return "count " + r(res);
    std::vector<VkExtensionProperties> props(n);
    res = fn(pd, layer, &n, props.data());
    std::string out = res == VK_SUCCESS ? "" : r(res) + " ";
    for (uint32_t i = 0; i < n; ++i)
        out += std::string(props[i].extensionName) + ";";
    return out;
}

std::string device_extension_json(const std::vector<std::string>& names, const std::string& entrypoints = "") {
    std::string out = ", \"device_extensions\": [";
    for (size_t i = 0; i < names.size(); ++i)
        out += std::string(i ? ", " : "") + "{ \"name\": \"" + names[i] + "\", \"spec_version\": \"1\"" +
               (entrypoints.empty() ? "" : ", \"entrypoints\": [" + entrypoints + "]") + " }";
    return out + "]";
}

// Whether the library at `path` is loaded in this process now.
bool loaded(const fs::path& path) {
    void* h = dlopen(path.c_str(), RTLD_NOW | RTLD_NOLOAD);
    if (h != nullptr)
        dlclose(h);
    return h != nullptr;
}

}  // namespace

// Khronos 1.3.239 predates the rule (it lists the driver's alone): checked against 1.4.359.
TEST_CASE("differential: an active implicit layer's device extensions are the device's (Khronos 1.4.359)") {
    const Outcomes o = against(Refs::Khronos14, [](World& w) {
        w.add_driver("drv", "devext=VK_KHR_swapchain");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        w.add_layer("imp", "VK_LAYER_test_imp", "", true, device_extension_json({"VK_VKL_implicit_ext", "VK_KHR_swapchain"}));
    }, [](World&, const Loader& l) {
        return on_instance(l, [&](VkInstance inst) {
            VkPhysicalDevice pd = l.physical_devices(inst).at(0);
            // Listed once each, the driver's first; the short array gets VK_INCOMPLETE.
            auto fn = l.sym<PFN_vkEnumerateDeviceExtensionProperties>("vkEnumerateDeviceExtensionProperties");
            VkExtensionProperties one{};
            uint32_t n = 1;
            const VkResult short_result = fn(pd, nullptr, &n, &one);
            return device_extensions(l, pd, nullptr) + " short: " + r(short_result) + "/" + std::to_string(n);
        });
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "VK_KHR_swapchain;VK_VKL_implicit_ext; short: " + r(VK_INCOMPLETE) + "/1");
}

TEST_CASE("differential: a device extension query naming an enabled layer goes down the chain") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        // It answers for itself with another list than its manifest's.
        w.add_layer("self", "VK_LAYER_test_self", "add_devext=VK_VKL_from_the_layer;own_name=VK_LAYER_test_self", false,
                    device_extension_json({"VK_VKL_from_the_manifest"}));
        w.add_layer("other", "VK_LAYER_test_other", "", false, device_extension_json({"VK_VKL_other_manifest"}));
    }, [](World&, const Loader& l) {
        return on_instance(l, [&](VkInstance inst) {
            VkPhysicalDevice pd = l.physical_devices(inst).at(0);
            return "enabled: " + device_extensions(l, pd, "VK_LAYER_test_self") +
                   " not enabled: " + device_extensions(l, pd, "VK_LAYER_test_other");
        }, {"VK_LAYER_test_self"});
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "enabled: VK_VKL_from_the_layer; not enabled: VK_VKL_other_manifest;");
}

TEST_CASE("differential: vkGetInstanceProcAddr gives a device command an enabled layer's manifest lists") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        w.add_layer("lay", "VK_LAYER_test_lay", "", false,
                    device_extension_json({"VK_VKL_layer_only"}, "\"vkLayerManifestOnlyVKL\""));
    }, [](World&, const Loader& l) {
        // Not enabled: its manifest does not count, before and after an instance that enables it
        // (the answer is the instance's, though the name keeps its trampoline for the process).
        const auto layer_off = [&] {
            return on_instance(l, [&](VkInstance inst) {
                return std::string(l.gipa(inst, "vkLayerManifestOnlyVKL") ? "a function" : "NULL");
            });
        };
        std::string out = "layer off: " + layer_off();
        out += "; " + on_instance(l, [&](VkInstance inst) {
            return std::string("listed: ") + (l.gipa(inst, "vkLayerManifestOnlyVKL") ? "a function" : "NULL") +
                   ", not listed: " + (l.gipa(inst, "vkNobodyHasThisVKL") ? "a function" : "NULL");
        }, {"VK_LAYER_test_lay"});
        out += "; layer off again: " + layer_off();
        return out;
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "layer off: NULL; listed: a function, not listed: NULL; layer off again: NULL");
}

TEST_CASE("differential: a layer VK_LOADER_LAYERS_DISABLE removes is absent for the extension queries") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        w.add_layer("gone", "VK_LAYER_test_gone", "", false,
                    ", \"instance_extensions\": [{ \"name\": \"VK_VKL_gone_instance_ext\", \"spec_version\": \"1\" }]" +
                        device_extension_json({"VK_VKL_gone_device_ext"}));
        w.env.set("VK_LOADER_LAYERS_DISABLE", "VK_LAYER_test_gone");
    }, [](World&, const Loader& l) {
        auto fn = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
        uint32_t n = 5;
        std::string out = "instance " + r(fn("VK_LAYER_test_gone", &n, nullptr));
        out += ", device " + on_instance(l, [&](VkInstance inst) {
            auto dev = l.sym<PFN_vkEnumerateDeviceExtensionProperties>("vkEnumerateDeviceExtensionProperties");
            uint32_t m = 5;
            const VkResult res = dev(l.physical_devices(inst).at(0), "VK_LAYER_test_gone", &m, nullptr);
            return r(res) + "/" + std::to_string(m);
        });
        return out;
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "instance " + r(VK_ERROR_LAYER_NOT_PRESENT) + ", device 0/0");
}

TEST_CASE("differential: vkDebugReportMessageEXT reaches the drivers that have it") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("reports", "ext=VK_EXT_debug_report");
        w.add_driver("plain", "devices=integrated");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World& w, const Loader& l) {
        return on_instance(l, [&](VkInstance inst) {
            auto report = l.proc<PFN_vkDebugReportMessageEXT>(inst, "vkDebugReportMessageEXT");
            report(inst, VK_DEBUG_REPORT_WARNING_BIT_EXT, VK_DEBUG_REPORT_OBJECT_TYPE_UNKNOWN_EXT, 0, 0, 1, "vkl", "vkl-to-drivers");
            return events(w, " debug_report=vkl-to-drivers");
        }, {}, {"VK_EXT_debug_report"});
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "reports;");
}

TEST_CASE("differential: VK_KHR_get_physical_device_properties2 is added to a driver only for a 1.0 instance") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("new", "ext=VK_KHR_get_physical_device_properties2", "", "all", "", "1.3.0");
        w.add_driver("old", "devices=integrated;ext=VK_KHR_get_physical_device_properties2", "", "all", "", "1.0.0");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World& w, const Loader& l) {
        std::string out;
        for (uint32_t api : {VK_API_VERSION_1_0, VK_API_VERSION_1_1, VK_API_VERSION_1_3}) {
            const size_t before = w.driver_log().size();
            out += "1." + std::to_string(VK_API_VERSION_MINOR(api)) + ": " +
                   on_instance(l, [&](VkInstance) {
                       const std::string log = w.driver_log().substr(before);
                       std::string got;
                       for (const char* d : {"new", "old"})
                           if (log.find(std::string(d) + " instance_extension=VK_KHR_get_physical_device_properties2\n") !=
                               std::string::npos)
                               got += std::string(d) + ";";
                       return got;
                   }, {}, {}, api) + " ";
        }
        return out;
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "1.0: new;old; 1.1: old; 1.3: old; ");
}

TEST_CASE("differential: the first pre-instance query's drivers stay; a later one's do not replace them") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("first", "", w.root() / "a");
        w.add_driver("second", "", w.root() / "b");
        w.env.set("VK_DRIVER_FILES", (w.root() / "a").string());
    }, [](World& w, const Loader& l) {
        auto fn = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
        const fs::path first = w.root() / "a" / "first.so", second = w.root() / "b" / "second.so";
        auto state = [&] {
            return std::string(loaded(first) ? "first" : "-") + "," + (loaded(second) ? "second" : "-");
        };
        uint32_t n = 0;
        fn(nullptr, &n, nullptr);
        std::string out = "after the first query " + state();
        w.env.set("VK_DRIVER_FILES", (w.root() / "b").string());
        fn(nullptr, &n, nullptr);
        out += "; after the second " + state();
        out += "; instance " + on_instance(l, [&](VkInstance inst) { return device_names(l, inst) + " " + state(); });
        return out + "; after vkDestroyInstance " + state();
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "after the first query first,-; after the second first,-; instance second device 0; first,second; "
                    "after vkDestroyInstance -,-");
}

TEST_CASE("differential: a driver whose negotiation fails with another error is used") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("error", "negotiate=error");
        w.add_driver("incompatible", "negotiate=fail;devices=integrated");
        w.add_driver("good", "devices=cpu");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World& w, const Loader& l) {
        return on_instance(l, [&](VkInstance inst) { return events(w, " vkCreateInstance") + " " + device_names(l, inst); });
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(count(o.ours, "error;") == 1);
    CHECK(count(o.ours, "incompatible") == 0);
    CHECK(o.ours.find("error device 0;good device 0;") != std::string::npos);
}

TEST_CASE("differential: a direct driver is used only at interface 7 (Khronos 1.4.359)") {
    const Outcomes o = against(Refs::Khronos14, [](World& w) {
        w.add_driver("system");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        fs::create_directories(w.root() / "app");
        for (const char* d : {"direct7", "direct6"})
            fs::copy_file(VKL_TEST_DRIVER_ALL, w.root() / "app" / (std::string(d) + ".so"));
        w.env.set("VKL_TEST_DRIVER_direct7", "devices=cpu");
        w.env.set("VKL_TEST_DRIVER_direct6", "devices=cpu;iface=6");  // its GIPA gives no negotiation
    }, [](World& w, const Loader& l) {
        std::string out;
        for (const char* d : {"direct7", "direct6"}) {
            void* lib = dlopen((w.root() / "app" / (std::string(d) + ".so")).c_str(), RTLD_NOW | RTLD_LOCAL);
            VkDirectDriverLoadingInfoLUNARG info{};
            info.sType = VK_STRUCTURE_TYPE_DIRECT_DRIVER_LOADING_INFO_LUNARG;
            info.pfnGetInstanceProcAddr = reinterpret_cast<PFN_vkGetInstanceProcAddrLUNARG>(dlsym(lib, "vk_icdGetInstanceProcAddr"));
            VkDirectDriverLoadingListLUNARG list{};
            list.sType = VK_STRUCTURE_TYPE_DIRECT_DRIVER_LOADING_LIST_LUNARG;
            list.mode = VK_DIRECT_DRIVER_LOADING_MODE_INCLUSIVE_LUNARG;
            list.driverCount = 1;
            list.pDrivers = &info;
            VkInstance inst = VK_NULL_HANDLE;
            if (create(l, &inst, {}, {"VK_LUNARG_direct_driver_loading"}, VK_API_VERSION_1_1, &list) == VK_SUCCESS) {
                out += std::string(d) + ": " + device_names(l, inst) + " ";
                l.destroy_instance(inst);
            }
            dlclose(lib);
        }
        return out;
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "direct7: system device 0;direct7 device 0; direct6: system device 0; ");
}

TEST_CASE("differential: VK_LOADER_DISABLE_DYNAMIC_LIBRARY_UNLOADING=1 keeps drivers and layers loaded (Khronos 1.4.359)") {
    for (const char* value : {"1", ""}) {
        const Outcomes o = against(Refs::Khronos14, [value](World& w) {
            w.add_driver("drv");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            w.use_own_layers();
            w.add_layer("lay", "VK_LAYER_test_lay");
            if (*value)
                w.env.set("VK_LOADER_DISABLE_DYNAMIC_LIBRARY_UNLOADING", value);
        }, [](World& w, const Loader& l) {
            const std::string in = on_instance(l, [&](VkInstance) {
                return std::string(loaded(w.root() / "drivers" / "drv.so") ? "driver" : "-") + "," +
                       (loaded(w.root() / "explicit" / "lay.so") ? "layer" : "-");
            }, {"VK_LAYER_test_lay"});
            return "while the instance lives: " + in + "; after: " + (loaded(w.root() / "drivers" / "drv.so") ? "driver" : "-") +
                   "," + (loaded(w.root() / "explicit" / "lay.so") ? "layer" : "-");
        });
        INFO("VK_LOADER_DISABLE_DYNAMIC_LIBRARY_UNLOADING=" << value);
        CHECK_AGAINST_REFERENCES(o);
        CHECK(o.ours == std::string("while the instance lives: driver,layer; after: ") + (*value ? "driver,layer" : "-,-"));
    }
}
