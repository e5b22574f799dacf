// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
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

namespace {

// A layer manifest written as given: the test layer copied to <dir>/<file>.so, and
// <dir>/<file>.json with `format` and the layer object `fields` (name, type, library_path and
// description are added).
void write_layer(World& w, const std::string& file, const std::string& layer_name, const std::string& format,
                 const std::string& fields, bool implicit = false) {
    // Implicit ones where both references search (Khronos 1.3.239 knows no VK_IMPLICIT_LAYER_PATH).
    const fs::path dir = implicit ? w.root() / "config/vulkan/implicit_layer.d" : w.root() / "explicit";
    fs::create_directories(dir);
    fs::copy_file(VKL_TEST_LAYER, dir / (file + ".so"), fs::copy_options::overwrite_existing);
    w.env.set("VKL_TEST_LAYER_" + file, "");
    write(dir / (file + ".json"), "{ \"file_format_version\": \"" + format + "\", \"layer\": { \"name\": \"" + layer_name +
                                      "\", \"type\": \"GLOBAL\", \"library_path\": \"./" + file +
                                      ".so\", \"description\": \"" + file + "\", " + fields + " } }");
}

// "name api impl; " for each layer vkEnumerateInstanceLayerProperties lists, in name order.
std::string layer_list(const Loader& l) {
    auto fn = l.sym<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties");
    uint32_t n = 0;
    fn(&n, nullptr);
    std::vector<VkLayerProperties> props(n);
    fn(&n, props.data());
    props.resize(n);
    std::sort(props.begin(), props.end(),
              [](const VkLayerProperties& a, const VkLayerProperties& b) { return std::strcmp(a.layerName, b.layerName) < 0; });
    std::string out;
    for (const VkLayerProperties& p : props)
        out += std::string(p.layerName) + " " + std::to_string(VK_API_VERSION_MAJOR(p.specVersion)) + "." +
               std::to_string(VK_API_VERSION_MINOR(p.specVersion)) + "." + std::to_string(VK_API_VERSION_PATCH(p.specVersion)) +
               " " + std::to_string(p.implementationVersion) + "; ";
    return out;
}

// The devices an instance enumerates, by name in name order: "a device 0;b device 0;".
std::string device_names(const Loader& l) {
    return on_instance(l, [&](VkInstance inst) {
        std::vector<std::string> names;
        for (VkPhysicalDevice pd : l.physical_devices(inst))
            names.push_back(l.device_name(pd));
        std::sort(names.begin(), names.end());
        std::string out;
        for (const std::string& n : names)
            out += n + ";";
        return out;
    });
}

}  // namespace

TEST_CASE("differential: a layer manifest's versions are read by their leading numbers") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        write_layer(w, "impl", "VK_LAYER_test_impl", "1.2.1", "\"api_version\": \"1.3.0\", \"implementation_version\": \"1.0.0\"");
        write_layer(w, "rc", "VK_LAYER_test_rc", "1.2.1", "\"api_version\": \"1.3.250-rc\", \"implementation_version\": \"2\"");
        write_layer(w, "space", "VK_LAYER_test_space", "1.2.1", "\"api_version\": \"1.3.0 \", \"implementation_version\": \"3\"");
        // A format newer than any either loader knows: read for the fields they know.
        write_layer(w, "newer", "VK_LAYER_test_newer", "2.0.0", "\"api_version\": \"1.3.0\", \"implementation_version\": \"4\"");
    }, [](World& w, const Loader& l) {
        std::string out = layer_list(l);
        out += "enabled: " + on_instance(l, [&](VkInstance) { return events(w, "vkCreateInstance"); },
                                         {"VK_LAYER_test_impl", "VK_LAYER_test_rc", "VK_LAYER_test_space", "VK_LAYER_test_newer"});
        return out;
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "VK_LAYER_test_impl 1.3.0 1; VK_LAYER_test_newer 1.3.0 4; VK_LAYER_test_rc 1.3.250 2; "
                    "VK_LAYER_test_space 1.3.0 3; enabled: impl;rc;space;newer;drv;");
}

TEST_CASE("differential: a driver manifest's versions are read by their leading numbers; an unknown library_arch is no mismatch") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("dash", "", "", "all", "", "1.3.250-1");
        w.add_driver("space", "", "", "all", "", "1.3.0 ");
        w.add_driver("arch", "", "", "all", ", \"library_arch\": \"x86_64\"");
        const fs::path fmt = w.add_driver("format");
        std::string text = slurp(fmt);
        text.replace(text.find("\"1.0.1\""), 7, "\"1.0.0 \"");
        write(fmt, text);
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World&, const Loader& l) { return device_names(l); });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "arch device 0;dash device 0;format device 0;space device 0;");
}

TEST_CASE("differential: an implicit layer's pre_instance_functions are used from file_format_version 1.1.2") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        for (const char* format : {"1.0.0", "1.1.0", "1.1.1", "1.1.2", "1.2.0"}) {
            std::string file = std::string("f") + format;
            for (char& c : file)
                c = c == '.' ? '_' : c;
            write_layer(w, file, "VK_LAYER_test_" + file, format,
                        "\"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"disable_environment\": { \"DISABLE_" +
                            file + "\": \"1\" }, \"pre_instance_functions\": { \"vkEnumerateInstanceVersion\": "
                                   "\"vkl_test_layer_PreEnumerateInstanceVersion\" }",
                        true);
        }
    }, [](World& w, const Loader& l) {
        uint32_t version = 0;
        l.sym<PFN_vkEnumerateInstanceVersion>("vkEnumerateInstanceVersion")(&version);
        std::string called = events(w, "pre_vkEnumerateInstanceVersion");
        // In name order: which layers a loader calls first is not the rule.
        std::vector<std::string> names;
        std::istringstream in(called);
        for (std::string n; std::getline(in, n, ';');)
            names.push_back(n);
        std::sort(names.begin(), names.end());
        std::string out;
        for (const std::string& n : names)
            out += n + ";";
        return out;
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "f1_1_2;f1_2_0;");
}

TEST_CASE("differential: a layer manifest with both component_layers and library_path is skipped") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        write_layer(w, "part", "VK_LAYER_test_part", "1.2.1", "\"api_version\": \"1.3.0\", \"implementation_version\": \"1\"");
        write_layer(w, "both", "VK_LAYER_test_both", "1.2.1",
                    "\"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"component_layers\": [\"VK_LAYER_test_part\"]");
    }, [](World& w, const Loader& l) {
        std::string out = layer_list(l);
        out += "enabled: " + on_instance(l, [&](VkInstance) { return events(w, "vkCreateInstance"); }, {"VK_LAYER_test_both"});
        return out;
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "VK_LAYER_test_part 1.3.0 1; enabled: create failed");
}

// A layer manifest's "library_arch" (LoaderLayerInterface: "The only valid values are \"32\" and
// \"64\""): the Khronos loaders skip the layer when the text starts with the other word size's
// digits, and read any other text (another case, a machine name, a number instead of a string) as
// no mismatch; a meta layer is judged by it too.
TEST_CASE("differential: a layer manifest's library_arch skips the layer when it starts with the other word size") {
    const std::string other = sizeof(void*) == 8 ? "32" : "64";
    const std::string mine = sizeof(void*) == 8 ? "64" : "32";
    const std::vector<std::pair<std::string, std::string>> values = {
        {"mine", "\"" + mine + "\""},          {"other", "\"" + other + "\""},
        {"other_bit", "\"" + other + "bit\""}, {"mine_bit", "\"" + mine + "-bit\""},
        {"x86_64", "\"x86_64\""},              {"i386", "\"i386\""},
        {"empty", "\"\""},                     {"number", other},
        {"spaced", "\" " + other + "\""},      {"word", "\"sixtyfour\""},
    };
    const Outcomes o = against(Refs::Both, [&](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        for (const auto& [file, value] : values)
            write_layer(w, file, "VK_LAYER_test_" + file, "1.2.1",
                        "\"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"library_arch\": " + value);
        write(w.root() / "explicit" / "meta.json",
              "{ \"file_format_version\": \"1.2.1\", \"layer\": { \"name\": \"VK_LAYER_test_meta\", \"type\": \"GLOBAL\", "
              "\"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"meta\", "
              "\"component_layers\": [\"VK_LAYER_test_mine\"], \"library_arch\": \"" + other + "\" } }");
    }, [](World&, const Loader& l) {
        std::vector<std::string> names = l.instance_layers();
        std::sort(names.begin(), names.end());
        std::string out;
        for (const std::string& n : names)
            out += n + ";";
        return out;
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "VK_LAYER_test_empty;VK_LAYER_test_i386;VK_LAYER_test_mine;VK_LAYER_test_mine_bit;VK_LAYER_test_number;"
                    "VK_LAYER_test_spaced;VK_LAYER_test_word;VK_LAYER_test_x86_64;");
}

// A layer manifest's implementation_version given as a JSON number (the document shows a string):
// the references differ. Khronos 1.4.359 skips the layer (its reader takes strings only); 1.3.239
// lists it with implementation version 0. This loader reads the number, so the layer is listed
// with the version its author wrote (kept). Control: a layer with the version as text, listed and
// enabled by all three.
// reference-audit.md LD29
TEST_CASE("differential: a layer manifest's implementation_version as a JSON number is read (kept)") {
    for (const std::string number : {"1", "7"}) {
        const Outcomes o = against(Refs::Both, [&](World& w) {
            w.add_driver("drv");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            w.use_own_layers();
            write_layer(w, "num", "VK_LAYER_test_num", "1.2.1", "\"api_version\": \"1.3.0\", \"implementation_version\": " + number);
            write_layer(w, "text", "VK_LAYER_test_text", "1.2.1", "\"api_version\": \"1.3.0\", \"implementation_version\": \"2\"");
        }, [](World& w, const Loader& l) {
            return layer_list(l) + "enabled: " +
                   on_instance(l, [&](VkInstance) { return events(w, "vkCreateInstance"); }, {"VK_LAYER_test_text"});
        });
        INFO("implementation_version " << number);
        const std::string control = "VK_LAYER_test_text 1.3.0 2; enabled: text;drv;";
        CHECK(o.ours == "VK_LAYER_test_num 1.3.0 " + number + "; " + control);
        for (const auto& [name, text] : o.refs) {
            INFO(name);
            CHECK(text == (name.find("1.4.359") != std::string::npos ? control : "VK_LAYER_test_num 1.3.0 0; " + control));
        }
    }
}

// A driver manifest's ICD.api_version given as a JSON number (the document shows a string): both
// Khronos loaders use the driver (their reader logs the field and returns with version 0, a
// Vulkan 1.0 driver; 1.4.359 reads none of the fields after it, so a library_arch of the other
// word size skips nothing there, where 1.3.239 still reads it), and so does this loader, as
// 1.4.359, with a warning (it skipped the driver). Control: a driver with the version as text.
// reference-audit.md LD30
TEST_CASE("differential: a driver manifest's api_version as a JSON number is a Vulkan 1.0 driver's") {
    const std::string other_arch = sizeof(void*) == 8 ? "32" : "64";
    for (const std::string number : std::vector<std::string>{"3", "1.3", "4206592", "3, \"library_arch\": \"" + other_arch + "\""}) {
        const Outcomes o = against(Refs::Both, [&](World& w) {
            const fs::path m = w.add_driver("num");
            std::string text = slurp(m);
            text.replace(text.find("\"1.3.0\""), 7, number);
            write(m, text);
            w.add_driver("text");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        }, [](World&, const Loader& l) { return device_names(l); });
        INFO("api_version " << number);
        CHECK(o.ours == "num device 0;text device 0;");
        for (const auto& [name, text] : o.refs) {
            INFO(name);
            // Khronos 1.3.239 still reads library_arch (1.4.359 is followed).
            const bool arch_read = number.find("library_arch") != std::string::npos && name.find("1.4.359") == std::string::npos;
            CHECK(text == (arch_read ? "text device 0;" : o.ours));
        }
    }
}
