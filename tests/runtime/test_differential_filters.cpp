// SPDX-License-Identifier: Apache-2.0
// Differential tests of what the loader lets through: instance extensions it does not know
// (LoaderApplicationInterface, "Filtering Out Unknown Instance Extension Names") and device
// commands at the bottom of the device chain. Each scenario runs through this loader and through
// the Khronos loaders (differential.h), with the same outcome required.
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
        for (const char* value : {"", "0", "false", "true", "no", "00", "1", "2", " 3", "-1", "1x"}) {
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
    CHECK(o.ours == "\"\": " + on + "\"0\": " + on + "\"false\": " + on + "\"true\": " + on + "\"no\": " + on + "\"00\": " + on +
                        "\"1\": " + off + "\"2\": " + off + "\" 3\": " + off + "\"-1\": " + off + "\"1x\": " + off);
}
