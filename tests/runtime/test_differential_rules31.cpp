// SPDX-License-Identifier: Apache-2.0
// Differential tests of issue 31's rules: each scenario run through this loader and through the
// Khronos loaders (differential.h: the system's 1.3.239 and the 1.4.359 build; a rule only
// 1.4.359 keeps is checked against it alone), with the same outcome required. The rule numbers
// are the issue's.
#include <catch2/catch.hpp>

#include <dlfcn.h>

#include <cstring>
#include <string>
#include <vector>

#include "differential.h"

using namespace harness;

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

TEST_CASE("differential: without VK_LOADER_DEBUG nothing reaches stderr (issue 31 rule 8)") {
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
