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
