// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Differential tests of what the loader lets through: instance extensions it does not know
// (LoaderApplicationInterface, "Filtering Out Unknown Instance Extension Names") and device
// commands at the bottom of the device chain. Each scenario runs through this loader and through
// the Khronos loaders (differential.h), with the same outcome required.
#include <cstdlib>
#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "differential.h"

using namespace harness;

namespace {

std::string r(VkResult v) { return std::to_string(v); }

bool lists_instance_extension(const Loader& l, const char* name) {
    auto fn = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
    uint32_t n = 0;
    fn(nullptr, &n, nullptr);
    std::vector<VkExtensionProperties> props(n);
    fn(nullptr, &n, props.data());
    for (uint32_t i = 0; i < n; ++i)
        if (std::string(props[i].extensionName) == name)
            return true;
    return false;
}

}  // namespace

TEST_CASE("differential: an unknown instance extension an enabled layer lists is refused unless the filter is off") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        w.add_layer("lists", "VK_LAYER_test_lists", "", false,
                    ", \"instance_extensions\": [{ \"name\": \"VK_VKL_layer_only_instance_ext\", \"spec_version\": \"1\" }]");
    }, [](World& w, const Loader& l) {
        std::string out;
        for (const char* filter : {"unset", "1"}) {
            if (std::string(filter) != "unset")
                w.env.set("VK_LOADER_DISABLE_INST_EXT_FILTER", filter);
            VkInstance inst = VK_NULL_HANDLE;
            const VkResult res = create(l, &inst, {"VK_LAYER_test_lists"}, {"VK_VKL_layer_only_instance_ext"});
            if (res == VK_SUCCESS)
                l.destroy_instance(inst);
            out += std::string("filter ") + filter + ": " + r(res) + "; ";
        }
        return out;
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "filter unset: " + r(VK_ERROR_EXTENSION_NOT_PRESENT) + "; filter 1: " + r(VK_SUCCESS) + "; ");
}

TEST_CASE("differential: VK_LOADER_DISABLE_INST_EXT_FILTER turns the filter off only as a non-zero number") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("drv", "ext=VK_VKL_unknown_instance_ext");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World& w, const Loader& l) {
        std::string out;
        for (const char* value : {"", "0", "false", "true", "no", "00", "4294967296", "1", "2", " 3", "-1", "1x"}) {
            w.env.set("VK_LOADER_DISABLE_INST_EXT_FILTER", value);
            VkInstance inst = VK_NULL_HANDLE;
            const VkResult res = create(l, &inst, {}, {"VK_VKL_unknown_instance_ext"});
            if (res == VK_SUCCESS)
                l.destroy_instance(inst);
            out += std::string("\"") + value + "\": " + (lists_instance_extension(l, "VK_VKL_unknown_instance_ext") ? "listed" : "not listed") +
                   ", " + r(res) + "; ";
        }
        return out;
    });
    CHECK_AGAINST_REFERENCES(o);
    const std::string on = "not listed, " + r(VK_ERROR_EXTENSION_NOT_PRESENT) + "; ", off = "listed, " + r(VK_SUCCESS) + "; ";
    // atoi("4294967296") is 0 where long has 64 bits (the value wraps when cut to int) and
    // INT_MAX's image where it has 32 (strtol saturates): the references read it as atoi does here.
    const std::string big = std::atoi("4294967296") != 0 ? off : on;
    CHECK(o.ours == "\"\": " + on + "\"0\": " + on + "\"false\": " + on + "\"true\": " + on + "\"no\": " + on + "\"00\": " + on + "\"4294967296\": " + big +
                        "\"1\": " + off + "\"2\": " + off + "\" 3\": " + off + "\"-1\": " + off + "\"1x\": " + off);
}

namespace {

// A driver whose vkGetDeviceProcAddr hands out its swapchain commands whatever was enabled, and
// a layer that records what the vkGetDeviceProcAddr below it (the loader's, at the bottom of the
// device chain) answers; one device per extension list of `cases`.
Outcomes bottom_gdpa(Refs refs, const std::vector<std::vector<const char*>>& cases) {
    return against(refs, [](World& w) {
        w.add_driver("drv", "ext=VK_KHR_surface;devext=VK_KHR_swapchain,VK_KHR_device_group;loose_gdpa=1");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        w.add_layer("lay", "VK_LAYER_test_probe", "probe=vkCreateSwapchainKHR,vkGetDeviceGroupSurfacePresentModesKHR");
    }, [&](World& w, const Loader& l) {
        std::string out;
        for (const auto& ext : cases) {
            out += on_instance(l, [&](VkInstance inst) {
                const size_t before = w.driver_log().size();
                VkResult res = VK_SUCCESS;
                if (VkDevice d = l.create_device(l.physical_devices(inst).at(0), ext, nullptr, &res))
                    l.destroy_device(d);
                std::istringstream in(w.driver_log().substr(before));
                std::string line, probes;
                while (std::getline(in, line))
                    if (line.rfind("lay probe ", 0) == 0)
                        probes += line.substr(10) + " ";
                return std::string(ext.empty() ? "none" : ext[0]) + ": " + r(res) + " " + probes + "; ";
            }, {"VK_LAYER_test_probe"}, {"VK_KHR_surface"});
        }
        return out;
    });
}

}  // namespace

TEST_CASE("differential: the device chain's bottom vkGetDeviceProcAddr gives NULL for a command of an extension the device lacks") {
    const Outcomes o = bottom_gdpa(Refs::Both, {{}, {"VK_KHR_swapchain"}});
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "none: 0 vkCreateSwapchainKHR=null vkGetDeviceGroupSurfacePresentModesKHR=null ; "
                    "VK_KHR_swapchain: 0 vkCreateSwapchainKHR=set vkGetDeviceGroupSurfacePresentModesKHR=set ; ");
}

// Khronos 1.3.239 gives vkGetDeviceGroupSurfacePresentModesKHR for VK_KHR_swapchain only.
TEST_CASE("differential: the device chain's bottom gives vkGetDeviceGroupSurfacePresentModesKHR for VK_KHR_device_group (Khronos 1.4.359)") {
    const Outcomes o = bottom_gdpa(Refs::Khronos14, {{"VK_KHR_device_group"}});
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "VK_KHR_device_group: 0 vkCreateSwapchainKHR=null vkGetDeviceGroupSurfacePresentModesKHR=set ; ");
}

// Khronos wsi_unsupported_instance_extension: the surface extensions of the window systems the
// Linux build leaves out that the loader names there (DirectFB, QNX Screen) are removed from
// every driver's instance-extension list and every layer manifest's, whatever
// VK_LOADER_DISABLE_INST_EXT_FILTER says: listed nowhere, and enabling one fails even with the
// filter off.
TEST_CASE("differential: the DirectFB and QNX surface extensions are never listed or enabled whatever the filter says") {
    const char* const names[] = {"VK_EXT_directfb_surface", "VK_QNX_screen_surface"};
    for (const std::string filter : {"", "1"}) {
        INFO("VK_LOADER_DISABLE_INST_EXT_FILTER=" << filter);
        const Outcomes o = against(Refs::Both, [&](World& w) {
            w.add_driver("drv", "ext=VK_KHR_surface,VK_EXT_directfb_surface,VK_QNX_screen_surface");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            w.use_own_layers();
            const std::string exts = ", \"instance_extensions\": [{ \"name\": \"VK_EXT_directfb_surface\", \"spec_version\": \"1\" }, "
                                     "{ \"name\": \"VK_QNX_screen_surface\", \"spec_version\": \"1\" }]";
            w.add_layer("exp", "VK_LAYER_test_exp", "", false, exts);
            w.add_layer("imp", "VK_LAYER_test_imp", "", true, exts);
            if (!filter.empty())
                w.env.set("VK_LOADER_DISABLE_INST_EXT_FILTER", filter);
        }, [&](World&, const Loader& l) {
            auto fn = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
            std::string out;
            for (const char* layer : {static_cast<const char*>(nullptr), "VK_LAYER_test_exp", "VK_LAYER_test_imp"}) {
                uint32_t n = 0;
                fn(layer, &n, nullptr);
                std::vector<VkExtensionProperties> props(n);
                fn(layer, &n, props.data());
                out += std::string(layer ? layer : "all") + ":";
                for (uint32_t i = 0; i < n; ++i)
                    for (const char* name : names)
                        if (std::string(props[i].extensionName) == name)
                            out += std::string(" ") + name;
                out += "; ";
            }
            for (const char* name : names) {
                VkInstance inst = VK_NULL_HANDLE;
                const VkResult res = create(l, &inst, {"VK_LAYER_test_exp"}, {"VK_KHR_surface", name});
                if (res == VK_SUCCESS)
                    l.destroy_instance(inst);
                out += std::string("enable ") + name + ": " + r(res) + "; ";
            }
            return out;
        });
        CHECK_AGAINST_REFERENCES(o);
        CHECK(o.ours == "all:; VK_LAYER_test_exp:; VK_LAYER_test_imp:; enable VK_EXT_directfb_surface: " +
                            r(VK_ERROR_EXTENSION_NOT_PRESENT) + "; enable VK_QNX_screen_surface: " +
                            r(VK_ERROR_EXTENSION_NOT_PRESENT) + "; ");
    }
}
