// SPDX-License-Identifier: Apache-2.0
// Differential tests of how manifests are read: each scenario run through this loader and through
// the Khronos loaders (differential.h: the system's 1.3.239 and the 1.4.359 build), with the same
// outcome required. The Khronos loaders read a manifest's numbers and versions by their leading
// numbers, so a manifest a strict reader would refuse is used by both.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>

#include "differential.h"

using namespace harness;

namespace {

std::string r(VkResult v) { return std::to_string(v); }

// "name/spec " for each extension.
std::string listed(const std::vector<VkExtensionProperties>& props) {
    std::string out;
    for (const VkExtensionProperties& p : props)
        out += std::string(p.extensionName) + "/" + std::to_string(p.specVersion) + " ";
    return out;
}

// What vkEnumerateInstanceExtensionProperties gives for `layer`, or its error.
std::string layer_instance_extensions(const Loader& l, const char* layer) {
    auto fn = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
    uint32_t n = 0;
    if (VkResult res = fn(layer, &n, nullptr); res != VK_SUCCESS)
        return r(res);
    std::vector<VkExtensionProperties> props(n);
    fn(layer, &n, props.data());
    props.resize(n);
    return listed(props);
}

// What vkEnumerateDeviceExtensionProperties gives for `layer` on the first device.
std::string layer_device_extensions(const Loader& l, VkInstance inst, const char* layer) {
    auto fn = l.sym<PFN_vkEnumerateDeviceExtensionProperties>("vkEnumerateDeviceExtensionProperties");
    VkPhysicalDevice pd = l.physical_devices(inst).at(0);
    uint32_t n = 0;
    if (VkResult res = fn(pd, layer, &n, nullptr); res != VK_SUCCESS)
        return r(res);
    std::vector<VkExtensionProperties> props(n);
    fn(pd, layer, &n, props.data());
    props.resize(n);
    return listed(props);
}

}  // namespace

TEST_CASE("differential: a layer's extension without a spec_version, or with \"2.0\", is the layer's") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        w.add_layer("specs", "VK_LAYER_test_specs", "", false,
                    ", \"instance_extensions\": [{ \"name\": \"VK_EXT_validation_features\" },"
                    " { \"name\": \"VK_EXT_validation_flags\", \"spec_version\": \"2.0\" }],"
                    " \"device_extensions\": [{ \"name\": \"VK_EXT_tooling_info\", \"spec_version\": \"3.1\", \"entrypoints\": [] }]");
    }, [](World&, const Loader& l) {
        std::string out = "instance: " + layer_instance_extensions(l, "VK_LAYER_test_specs");
        out += "; device: " + on_instance(l, [&](VkInstance inst) {
            return layer_device_extensions(l, inst, "VK_LAYER_test_specs");
        });
        // Enabled with the layer: both loaders accept the extensions the layer lists.
        out += "; enabled: " + on_instance(l, [&](VkInstance) { return std::string("created"); }, {"VK_LAYER_test_specs"},
                                           {"VK_EXT_validation_features", "VK_EXT_validation_flags"});
        return out;
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "instance: VK_EXT_validation_features/0 VK_EXT_validation_flags/2 ; device: VK_EXT_tooling_info/3 ; "
                    "enabled: created");
}

// Khronos 1.3.239 gives a device extension without a spec_version the previous entry's.
TEST_CASE("differential: a layer's device extension without a spec_version has spec version 0 (Khronos 1.4.359)") {
    const Outcomes o = against(Refs::Khronos14, [](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        w.add_layer("specs", "VK_LAYER_test_specs", "", false,
                    ", \"device_extensions\": [{ \"name\": \"VK_EXT_tooling_info\", \"spec_version\": \"3\" },"
                    " { \"name\": \"VK_EXT_debug_marker\" }]");
    }, [](World&, const Loader& l) {
        return on_instance(l, [&](VkInstance inst) { return layer_device_extensions(l, inst, "VK_LAYER_test_specs"); });
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "VK_EXT_tooling_info/3 VK_EXT_debug_marker/0 ");
}
