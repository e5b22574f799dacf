// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Differential tests of rules that live between the loader's functions: the order of devices that
// tie on every sort key, what a layer whose library is gone still contributes, several override
// layers at once, VK_LOADER_LAYERS_ENABLE before an instance exists, what a manifest may hold
// around and inside its JSON, a layer listing an extension twice, and which search-list entries
// are files. Each scenario runs through this loader and both Khronos loaders (differential.h),
// with the same outcome required and the outcome itself checked; each has a control part that
// every loader passes.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <climits>
#include <string>
#include <vector>

#include "differential.h"

using namespace harness;

namespace {

std::string r(VkResult v) { return std::to_string(v); }

// Where implicit layers go in every loader's search ($XDG_CONFIG_HOME first, then
// $XDG_CONFIG_DIRS, then $XDG_DATA_HOME): Khronos 1.3.239 has no VK_IMPLICIT_LAYER_PATH.
fs::path config_implicit(const World& w) { return w.root() / "config" / "vulkan" / "implicit_layer.d"; }
fs::path config_dirs_implicit(const World& w) { return w.root() / "etc-xdg" / "vulkan" / "implicit_layer.d"; }
fs::path data_implicit(const World& w) { return w.root() / "data" / "vulkan" / "implicit_layer.d"; }

// The physical groups' members by name: "[a;b;][c;]".
std::string group_names(const Loader& l, VkInstance inst) {
    auto groups = l.sym<PFN_vkEnumeratePhysicalDeviceGroups>("vkEnumeratePhysicalDeviceGroups");
    uint32_t n = 0;
    groups(inst, &n, nullptr);
    std::vector<VkPhysicalDeviceGroupProperties> props(n);
    for (auto& p : props)
        p.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_GROUP_PROPERTIES;
    groups(inst, &n, props.data());
    std::string out;
    for (uint32_t g = 0; g < n; ++g) {
        out += "[";
        for (uint32_t m = 0; m < props[g].physicalDeviceCount; ++m)
            out += l.device_name(props[g].physicalDevices[m]) + ";";
        out += "]";
    }
    return out;
}

// "name:spec;" for an extension list.
std::string ext_list(const std::vector<VkExtensionProperties>& v) {
    std::string out;
    for (const VkExtensionProperties& e : v)
        out += std::string(e.extensionName) + ":" + std::to_string(e.specVersion) + ";";
    return out;
}

std::vector<VkExtensionProperties> instance_exts(const Loader& l, const char* layer) {
    auto fn = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
    uint32_t n = 0;
    if (fn(layer, &n, nullptr) != VK_SUCCESS)
        return {};
    std::vector<VkExtensionProperties> v(n);
    fn(layer, &n, v.data());
    v.resize(n);
    return v;
}

std::vector<VkExtensionProperties> device_exts(const Loader& l, VkPhysicalDevice pd, const char* layer) {
    auto fn = l.sym<PFN_vkEnumerateDeviceExtensionProperties>("vkEnumerateDeviceExtensionProperties");
    uint32_t n = 0;
    if (fn(pd, layer, &n, nullptr) != VK_SUCCESS)
        return {};
    std::vector<VkExtensionProperties> v(n);
    fn(pd, layer, &n, v.data());
    v.resize(n);
    return v;
}

bool has_ext(const std::vector<VkExtensionProperties>& v, const char* name) {
    for (const VkExtensionProperties& e : v)
        if (std::string(e.extensionName) == name)
            return true;
    return false;
}

// A layer manifest whose library does not exist.
void add_missing_library_layer(const fs::path& dir, const std::string& file, const std::string& name,
                               const std::string& extra) {
    fs::create_directories(dir);
    write(dir / (file + ".json"),
          "{ \"file_format_version\": \"1.2.0\", \"layer\": { \"name\": \"" + name +
              "\", \"type\": \"GLOBAL\", \"library_path\": \"/nonexistent/libvkl_gone_" + file +
              ".so\", \"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"gone\"" + extra +
              " } }\n");
}

// An override layer (a meta layer named VK_LAYER_LUNARG_override) in `dir`, naming `component`.
void add_override(const fs::path& dir, const std::string& file, const std::string& component, const std::string& keys) {
    fs::create_directories(dir);
    write(dir / (file + ".json"),
          "{ \"file_format_version\": \"1.2.0\", \"layer\": { \"name\": \"VK_LAYER_LUNARG_override\", \"type\": \"GLOBAL\", "
          "\"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"override " +
              file + "\", \"component_layers\": [\"" + component + "\"], \"disable_environment\": { \"DISABLE_OVERRIDE\": \"1\" }" +
              keys + " } }\n");
}

// The layers that reached vkCreateInstance, in chain order ("a;b;"), the driver left out.
std::string chain_of(const World& w) {
    std::string out;
    for (const std::string& who : {std::string("x"), std::string("y"), std::string("z")})
        if (events(w, " vkCreateInstance").find(who + ";") != std::string::npos)
            out += who + ";";
    return out;
}

// The layers x, y and z that reached vkCreateInstance, in the order they were called (the
// application's side first): "x;z;y;".
std::string chain_in_order(const World& w) {
    std::string order;
    const std::string all = events(w, " vkCreateInstance");
    for (size_t p = 0; p < all.size();) {
        const size_t e = all.find(';', p);
        const std::string who = all.substr(p, e == std::string::npos ? std::string::npos : e - p);
        if (who == "x" || who == "y" || who == "z")
            order += who + ";";
        if (e == std::string::npos)
            break;
        p = e + 1;
    }
    return order;
}

std::string self_path() {
    char self[PATH_MAX] = {};
    if (readlink("/proc/self/exe", self, sizeof self - 1) <= 0)
        return "";
    return self;
}

}  // namespace

// LoaderApplicationInterface, "Physical Device Ordering" sorts by type, PCI address and
// vendorID ^ deviceID; what still ties (one GPU under two drivers) comes in the order the Khronos
// loaders keep their drivers: the one found last first, each driver's own devices in its order.
// reference-audit.md L61
TEST_CASE("differential: devices that tie on every sort key come with the driver found last first") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        const fs::path a = w.add_driver("first", "api=1.1;groups=1;devices=discrete,discrete;vendor=0x10;device_ids=5,5");
        const fs::path b = w.add_driver("second", "api=1.1;groups=1;devices=discrete,discrete;vendor=0x10;device_ids=5,5");
        // Control: a device that wins on the sort keys comes first whatever its driver's place.
        const fs::path c = w.add_driver("cpu", "api=1.1;groups=1;devices=cpu;vendor=0x10");
        const fs::path d = w.add_driver("integrated", "api=1.1;groups=1;devices=integrated;vendor=0x10");
        w.env.set("VK_DRIVER_FILES", c.string() + ":" + a.string() + ":" + b.string() + ":" + d.string());
    }, [](World&, const Loader& l) {
        return on_instance(l, [&](VkInstance inst) { return device_names(l, inst) + " groups " + group_names(l, inst); });
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "second device 0;second device 1;first device 0;first device 1;integrated device 0;cpu device 0; groups "
                    "[second device 0;][second device 1;][first device 0;][first device 1;][integrated device 0;][cpu device 0;]");
}

// Which instance extensions a layer brings is read from the manifests of the layers chosen, before
// any library is opened: a chosen layer whose library is gone is left out of the chain but still
// counts for the extensions its manifest lists, instance and device alike.
// reference-audit.md LD22
TEST_CASE("differential: a chosen layer whose library is gone still counts for its manifest's extensions") {
    const char* const ext = "VK_EXT_swapchain_colorspace";
    const Outcomes o = against(Refs::Both, [&](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        add_missing_library_layer(config_implicit(w), "imp", "VK_LAYER_test_gone_implicit",
                                  ", \"disable_environment\": { \"DISABLE_GONE\": \"1\" }, \"instance_extensions\": "
                                  "[{ \"name\": \"" + std::string(ext) + "\", \"spec_version\": \"4\" }], "
                                  "\"device_extensions\": [{ \"name\": \"VK_VKL_gone_device_ext\", \"spec_version\": \"1\" }]");
        add_missing_library_layer(w.root() / "explicit", "env", "VK_LAYER_test_gone_env",
                                  ", \"instance_extensions\": [{ \"name\": \"VK_KHR_surface_protected_capabilities\", "
                                  "\"spec_version\": \"1\" }]");
        w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string());
    }, [&](World& w, const Loader& l) {
        std::string out = "listed " + std::to_string(has_ext(instance_exts(l, nullptr), ext));
        // Control: nothing lists this one, and it is refused.
        VkInstance inst = VK_NULL_HANDLE;
        out += " unlisted " + r(create(l, &inst, {}, {"VK_KHR_surface_protected_capabilities"}));
        if (inst)
            l.destroy_instance(inst);
        inst = VK_NULL_HANDLE;
        // The environment's layer, whose library is gone too.
        w.env.set("VK_INSTANCE_LAYERS", "VK_LAYER_test_gone_env");
        out += " implicit's " + r(create(l, &inst, {}, {ext}));
        if (inst) {
            const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
            out += " device ext " + std::to_string(!pds.empty() && has_ext(device_exts(l, pds[0], nullptr), "VK_VKL_gone_device_ext"));
            l.destroy_instance(inst);
        }
        inst = VK_NULL_HANDLE;
        out += " env's " + r(create(l, &inst, {}, {"VK_KHR_surface_protected_capabilities"}));
        if (inst)
            l.destroy_instance(inst);
        w.env.unset("VK_INSTANCE_LAYERS");
        return out;
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "listed 1 unlisted -7 implicit's 0 device ext 1 env's 0");
}

// LoaderLayerInterface, "Override Meta-Layer": an override layer with "app_keys" applies to those
// programs only; the Khronos loaders keep, of several override manifests, the one naming this
// program wherever it was found, else the global one (no app_keys); one naming only other
// programs is dropped before the first-found-wins rule and so hides nothing.
// reference-audit.md LD23
TEST_CASE("differential: of several override layers, the one naming this program wins, else the global one") {
    const std::string self = ", \"app_keys\": [\"" + self_path() + "\"]";
    const std::string other = ", \"app_keys\": [\"/not/this/program\"]";
    auto world = [&](int variant) {
        return [&, variant](World& w) {
            w.add_driver("drv");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            w.add_layer("x", "VK_LAYER_test_x");
            w.add_layer("y", "VK_LAYER_test_y");
            w.add_layer("z", "VK_LAYER_test_z");
            w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string());
            // Searched in this order: $XDG_CONFIG_HOME, $XDG_CONFIG_DIRS, $XDG_DATA_HOME.
            if (variant == 0) {  // others' first, then the global one, then this program's
                add_override(config_implicit(w), "others", "VK_LAYER_test_x", other);
                add_override(config_dirs_implicit(w), "global", "VK_LAYER_test_y", "");
                add_override(data_implicit(w), "mine", "VK_LAYER_test_z", self);
            } else if (variant == 1) {  // others' first, then the global one
                add_override(config_implicit(w), "others", "VK_LAYER_test_x", other);
                add_override(config_dirs_implicit(w), "global", "VK_LAYER_test_y", "");
            } else {  // control: this program's first
                add_override(config_implicit(w), "mine", "VK_LAYER_test_z", self);
                add_override(config_dirs_implicit(w), "global", "VK_LAYER_test_y", "");
            }
        };
    };
    auto scenario = [](World& w, const Loader& l) {
        VkInstance inst = VK_NULL_HANDLE;
        const VkResult res = create(l, &inst);
        if (inst)
            l.destroy_instance(inst);
        return r(res) + " " + chain_of(w);
    };
    for (int variant = 0; variant < 3; ++variant) {
        INFO("variant " << variant);
        const Outcomes o = against(Refs::Both, world(variant), scenario);
        CHECK_AGAINST_REFERENCES(o);
        CHECK(o.ours == (variant == 1 ? "0 y;" : "0 z;"));
    }
}

// LoaderInterfaceArchitecture, "Layer Filtering": VK_LOADER_LAYERS_ENABLE turns on an implicit
// layer whose enable variable is unset; the Khronos loaders apply it before an instance exists too,
// so the layer's pre_instance_functions run and its instance extensions are listed.
// reference-audit.md LD24
TEST_CASE("differential: VK_LOADER_LAYERS_ENABLE turns an implicit layer on for the pre-instance calls too") {
    const char* const ext = "VK_EXT_swapchain_colorspace";
    for (const char* filter : {"VK_LAYER_test_pre", "*test_pr*", "~all~", ""}) {
        INFO("VK_LOADER_LAYERS_ENABLE=" << filter);
        const Outcomes o = against(Refs::Both, [&](World& w) {
            w.add_driver("drv");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            w.add_layer("pre", "VK_LAYER_test_pre", "", true,
                        ", \"enable_environment\": { \"ENABLE_PRE\": \"1\" }, \"pre_instance_functions\": { "
                        "\"vkEnumerateInstanceVersion\": \"vkl_test_layer_PreEnumerateInstanceVersion\" }, "
                        "\"instance_extensions\": [{ \"name\": \"" + std::string(ext) + "\", \"spec_version\": \"4\" }]",
                        config_implicit(w));
            if (*filter)
                w.env.set("VK_LOADER_LAYERS_ENABLE", filter);
        }, [&](World&, const Loader& l) {
            uint32_t v = 0;
            l.sym<PFN_vkEnumerateInstanceVersion>("vkEnumerateInstanceVersion")(&v);
            return std::string(v == VK_MAKE_API_VERSION(0, 1, 2, 77) ? "pre ran" : "pre not run") + ", ext listed " +
                   std::to_string(has_ext(instance_exts(l, nullptr), ext));
        });
        CHECK_AGAINST_REFERENCES(o);
        CHECK(o.ours == (*filter ? "pre ran, ext listed 1" : "pre not run, ext listed 0"));
    }
}

// A driver or layer manifest is read as one JSON value; the Khronos loaders ignore what follows it
// (a stray brace, a comment line, a second object).
// reference-audit.md LD25
TEST_CASE("differential: text after a manifest's JSON value is ignored") {
    for (const char* tail : {"}\n", "// a comment\n", "{ \"second\": 1 }\n", "\n"}) {
        INFO("tail " << tail);
        const Outcomes o = against(Refs::Both, [&](World& w) {
            const fs::path d = w.add_driver("drv");
            write(d, slurp(d) + tail);
            w.env.set("VK_DRIVER_FILES", d.string());
            const fs::path m = w.add_layer("lay", "VK_LAYER_test_tail");
            write(m, slurp(m) + tail);
            w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string());
        }, [](World&, const Loader& l) {
            std::string out;
            for (const std::string& n : l.instance_layers())
                out += n + ";";
            return out + " " + on_instance(l, [&](VkInstance inst) { return device_names(l, inst); });
        });
        CHECK_AGAINST_REFERENCES(o);
        CHECK(o.ours == "VK_LAYER_test_tail; drv device 0;");
    }
}

// A TAB or line break typed into a string of a driver or layer manifest: accepted by the Khronos
// loaders, the character kept in the string (the layer's description carries it). (Other C0
// characters, raw or escaped, come out of their JSON reader as the text "u00XX": not followed,
// reference-audit.md LD26 says why.)
// reference-audit.md LD26
TEST_CASE("differential: raw control characters inside a manifest's strings are accepted") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        const fs::path d = w.add_driver("drv", "", "", "all", ", \"note\": \"one\ttwo\nthree\"");
        w.env.set("VK_DRIVER_FILES", d.string());
        auto describe_as = [](const fs::path& m, const std::string& from, const std::string& to) {
            std::string text = slurp(m);
            text.replace(text.find(from), from.size(), to);
            write(m, text);
        };
        describe_as(w.add_layer("lay", "VK_LAYER_test_ctl"), "test layer lay", "tab\there\nnext\rline\f end");
        w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string());
        // Control: an escaped one is read as always.
        describe_as(w.add_layer("esc", "VK_LAYER_test_esc"), "test layer esc", "tab\\there");
    }, [](World&, const Loader& l) {
        auto fn = l.sym<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties");
        uint32_t n = 0;
        fn(&n, nullptr);
        std::vector<VkLayerProperties> props(n);
        fn(&n, props.data());
        std::string out;
        for (uint32_t i = 0; i < n; ++i) {
            out += std::string(props[i].layerName) + "=";
            for (const char* c = props[i].description; *c; ++c)
                out += static_cast<unsigned char>(*c) < 0x20 ? "<" + std::to_string(*c) + ">" : std::string(1, *c);
            out += ";";
        }
        return out + " " + on_instance(l, [&](VkInstance inst) { return device_names(l, inst); });
    });
    CHECK_AGAINST_REFERENCES(o);
    // Listed in directory order: compare as a set of the two entries.
    CHECK(o.ours.find("VK_LAYER_test_ctl=tab<9>here<10>next<13>line<12> end;") != std::string::npos);
    CHECK(o.ours.find("VK_LAYER_test_esc=tab<9>here;") != std::string::npos);
    CHECK(o.ours.find(" drv device 0;") != std::string::npos);
}

// A layer manifest listing an extension twice: the Khronos loaders list it once, with the first
// entry's spec_version, in the instance and the device enumeration alike.
// reference-audit.md LD27
TEST_CASE("differential: an extension a layer manifest lists twice is listed once, the first entry's") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.add_layer("lay", "VK_LAYER_test_twice", "", false,
                    ", \"instance_extensions\": [{ \"name\": \"VK_EXT_swapchain_colorspace\", \"spec_version\": \"3\" }, "
                    "{ \"name\": \"VK_EXT_debug_report\", \"spec_version\": \"9\" }, "
                    "{ \"name\": \"VK_EXT_swapchain_colorspace\", \"spec_version\": \"5\" }], "
                    "\"device_extensions\": [{ \"name\": \"VK_VKL_twice\", \"spec_version\": \"2\" }, "
                    "{ \"name\": \"VK_VKL_once\", \"spec_version\": \"1\" }, "
                    "{ \"name\": \"VK_VKL_twice\", \"spec_version\": \"7\" }]");
        w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string());
    }, [](World&, const Loader& l) {
        std::string out = "instance " + ext_list(instance_exts(l, "VK_LAYER_test_twice"));
        return out + " device " + on_instance(l, [&](VkInstance inst) {
            const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
            return pds.empty() ? std::string("none") : ext_list(device_exts(l, pds[0], "VK_LAYER_test_twice"));
        });
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "instance VK_EXT_swapchain_colorspace:3;VK_EXT_debug_report:9; device VK_VKL_twice:2;VK_VKL_once:1;");
}

// LoaderInterfaceArchitecture, "Overriding the Default Driver Discovery": the variables take
// "paths to the driver JSON manifest files" and folders; the Khronos loaders take an entry as a
// file only when its name ends in ".json": "x.json.disabled" stays off, and a folder named
// "layers.json" is taken as a file (and read as none).
// reference-audit.md LD28
TEST_CASE("differential: a search-list entry is a manifest only when its name ends in .json") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        const fs::path on = w.add_driver("on", "", w.root() / "on");
        const fs::path off = w.add_driver("off", "", w.root() / "off");
        fs::rename(off, off.string() + ".disabled");
        const fs::path folder = w.add_driver("folder", "", w.root() / "drivers.json");
        const fs::path add_off = w.add_driver("addoff", "", w.root() / "addoff");
        fs::rename(add_off, add_off.string() + ".off");
        w.env.set("VK_DRIVER_FILES", on.string() + ":" + off.string() + ".disabled:" + (w.root() / "drivers.json").string());
        w.env.set("VK_ADD_DRIVER_FILES", add_off.string() + ".off");
        const fs::path lay = w.add_layer("lay", "VK_LAYER_test_on", "", false, "", w.root() / "l1");
        const fs::path loff = w.add_layer("loff", "VK_LAYER_test_off", "", false, "", w.root() / "l2");
        fs::rename(loff, loff.string() + ".disabled");
        w.add_layer("lfolder", "VK_LAYER_test_folder", "", false, "", w.root() / "layers.json");
        w.add_layer("lplain", "VK_LAYER_test_plain", "", false, "", w.root() / "plain");
        w.env.set("VK_LAYER_PATH", lay.string() + ":" + loff.string() + ".disabled:" + (w.root() / "layers.json").string() +
                                       ":" + (w.root() / "plain").string());
    }, [](World&, const Loader& l) {
        std::string out;
        for (const std::string& n : l.instance_layers())
            out += n + ";";
        return out + " " + on_instance(l, [&](VkInstance inst) { return device_names(l, inst); });
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "VK_LAYER_test_on;VK_LAYER_test_plain; on device 0;");
}

// Two differences decided, not followed (reference-audit.md L62 and W41 say why): each case
// holds this loader's answer and records the references' (which must stay what the row says).

// LoaderDriverInterface, "Loader and Driver Interface Negotiation": a driver supporting more
// than the loader offers "must" answer the loader's version. Both Khronos loaders use a driver
// that answers more; this loader refuses it with a line naming it.
// reference-audit.md L62
TEST_CASE("differential: a driver answering a higher interface version than offered is refused (kept)") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        const fs::path liar = w.add_driver("liar", "negotiate=lie");
        w.env.set("VK_DRIVER_FILES", liar.string());
    }, [](World&, const Loader& l) { return on_instance(l, [&](VkInstance inst) { return device_names(l, inst); }); });
    CHECK(o.ours == "create failed");
    for (const auto& [name, text] : o.refs) {
        INFO(name);
        CHECK(text == "liar device 0;");
    }
}

// vkGetInstanceProcAddr: "any other case" than an enabled instance extension's command is NULL.
// Both Khronos loaders give vkGetPhysicalDeviceSurfaceCapabilities2KHR and
// vkGetPhysicalDeviceSurfaceFormats2KHR with only VK_KHR_surface enabled; this loader follows
// the specification.
// reference-audit.md W41
TEST_CASE("differential: the surface-capabilities-2 commands need their extension enabled (kept)") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        const fs::path d = w.add_driver("drv", "ext=VK_KHR_surface,VK_KHR_get_surface_capabilities2");
        w.env.set("VK_DRIVER_FILES", d.string());
    }, [](World&, const Loader& l) {
        auto names = [&](VkInstance inst) {
            std::string out;
            for (const char* n : {"vkGetPhysicalDeviceSurfaceCapabilities2KHR", "vkGetPhysicalDeviceSurfaceFormats2KHR"})
                out += std::string(l.proc<PFN_vkVoidFunction>(inst, n) ? "set" : "null") + ";";
            return out;
        };
        return on_instance(l, names, {}, {"VK_KHR_surface"}) + " enabled " +
               on_instance(l, names, {}, {"VK_KHR_surface", "VK_KHR_get_surface_capabilities2"});
    });
    CHECK(o.ours == "null;null; enabled set;set;");
    for (const auto& [name, text] : o.refs) {
        INFO(name);
        CHECK(text == "set;set; enabled set;set;");
    }
}

// Found by the differential fuzzer (tests/differential_fuzz/).

// vkCreateInstance judges the requested extensions from the manifests before it opens a layer:
// an extension nothing offers is VK_ERROR_EXTENSION_NOT_PRESENT even when a layer the application
// names has no library; without it, that layer is VK_ERROR_LAYER_NOT_PRESENT.
// reference-audit.md LD31
TEST_CASE("differential: an extension nothing offers is refused before a named layer's missing library") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        add_missing_library_layer(w.root() / "explicit", "gone", "VK_LAYER_test_gone", "");
        w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string());
    }, [](World&, const Loader& l) {
        VkInstance inst = VK_NULL_HANDLE;
        std::string out = "both " + r(create(l, &inst, {"VK_LAYER_test_gone"}, {"VK_KHR_surface_protected_capabilities"}));
        out += " layer only " + r(create(l, &inst, {"VK_LAYER_test_gone"}));
        return out;
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "both -7 layer only -6");
}

// A meta layer that misses a component is removed before the first layer of each name wins
// (both Khronos loaders check meta layers first): it hides no later layer of its name.
// reference-audit.md LD32
TEST_CASE("differential: a meta layer missing a component hides no later layer of its name") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        fs::create_directories(w.root() / "first");
        write(w.root() / "first" / "meta.json",
              "{ \"file_format_version\": \"1.1.2\", \"layer\": { \"name\": \"VK_LAYER_test_shared\", \"type\": \"GLOBAL\", "
              "\"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"meta\", "
              "\"component_layers\": [\"VK_LAYER_test_absent\"] } }\n");
        w.add_layer("real", "VK_LAYER_test_shared", "", false, "", w.root() / "second");
        w.env.set("VK_LAYER_PATH", (w.root() / "first").string() + ":" + (w.root() / "second").string());
    }, [](World&, const Loader& l) {
        std::string out;
        auto fn = l.sym<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties");
        uint32_t n = 0;
        fn(&n, nullptr);
        std::vector<VkLayerProperties> props(n);
        fn(&n, props.data());
        for (uint32_t i = 0; i < n; ++i)
            out += std::string(props[i].layerName) + "=" + props[i].description + ";";
        return out;
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "VK_LAYER_test_shared=test layer real;");
}

// An override layer whose app_keys name only other programs is not there for this one: before an
// instance exists either, where its components' instance extensions (a meta layer's own) are not
// listed.
// reference-audit.md LD33
// Which override layer is used is decided by app_keys alone (remove_all_non_valid_override_layers);
// its own disable variable turns it off, as any implicit layer's does, but leaves it listed.
TEST_CASE("differential: an override layer turned off by its disable variable is still listed") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.add_layer("comp", "VK_LAYER_test_comp");
        w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string());
        add_override(config_implicit(w), "global", "VK_LAYER_test_comp", "");
        w.env.set("DISABLE_OVERRIDE", "1");
    }, [](World&, const Loader& l) {
        std::string out;
        for (const std::string& n : l.instance_layers())
            out += n + ";";
        return out;
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "VK_LAYER_LUNARG_override;VK_LAYER_test_comp;");
}

TEST_CASE("differential: an override layer for other programs lists no extensions before an instance") {
    const Outcomes o = against(Refs::Both, [](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.add_layer("comp", "VK_LAYER_test_comp", "", false,
                    ", \"instance_extensions\": [{ \"name\": \"VK_EXT_swapchain_colorspace\", \"spec_version\": \"4\" }]");
        w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string());
        add_override(config_implicit(w), "others", "VK_LAYER_test_comp", ", \"app_keys\": [\"/not/this/program\"]");
    }, [](World&, const Loader& l) {
        return "listed " + std::to_string(has_ext(instance_exts(l, nullptr), "VK_EXT_swapchain_colorspace"));
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "listed 0");
}

// The layers a program enumerates, with their descriptions: "name (description);".
std::string layer_descriptions(const Loader& l) {
    auto fn = l.sym<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties");
    uint32_t n = 0;
    fn(&n, nullptr);
    std::vector<VkLayerProperties> v(n);
    fn(&n, v.data());
    std::string out;
    for (uint32_t i = 0; i < n; ++i)
        out += std::string(v[i].layerName) + " (" + v[i].description + ");";
    return out;
}

// Both Khronos loaders remove the implicit layers that are off, then the duplicates, before an
// instance exists (loader_scan_for_implicit_layers): where the first layer of a name is off, a
// later one of the name that is on lists its instance extensions. The enumeration still lists the
// first. Control: with the first on, the second's extension is not listed. Khronos 1.3.239
// removes no duplicate layer (it lists both): checked against 1.4.359.
// reference-audit.md LD37
TEST_CASE("differential: a later implicit layer of a name stands in before an instance where the first is off") {
    for (const bool first_off : {true, false}) {
        const Outcomes o = against(Refs::Khronos14, [&](World& w) {
            w.add_driver("drv");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            w.add_layer("a", "VK_LAYER_test_dup", "", true, "", config_implicit(w));
            w.add_layer("b", "VK_LAYER_test_dup", "", true,
                        ", \"instance_extensions\": [{ \"name\": \"VK_EXT_swapchain_colorspace\", \"spec_version\": \"4\" }]",
                        data_implicit(w));
            if (first_off)
                w.env.set("DISABLE_a", "1");
        }, [](World&, const Loader& l) {
            return "listed " + std::to_string(has_ext(instance_exts(l, nullptr), "VK_EXT_swapchain_colorspace")) + " " +
                   layer_descriptions(l);
        });
        INFO("first off: " << first_off);
        CHECK_AGAINST_REFERENCES(o);
        CHECK(o.ours == std::string(first_off ? "listed 1" : "listed 0") + " VK_LAYER_test_dup (test layer a);");
    }
}

// VK_LOADER_LAYERS_DISABLE removes layers before the duplicates go (loader_scan_for_layers): an
// implicit layer it removes hides no explicit layer of its name, which is then the one listed and
// enabled. Control: without the variable, the implicit one is the layer of that name. Khronos
// 1.3.239 removes no duplicate layer: checked against 1.4.359.
// reference-audit.md LD37
TEST_CASE("differential: a layer the disable filter removes hides no later layer of its name") {
    for (const bool filtered : {true, false}) {
        const Outcomes o = against(Refs::Khronos14, [&](World& w) {
            w.add_driver("drv");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            w.add_layer("x", "VK_LAYER_test_dup", "", true, "", config_implicit(w));
            w.add_layer("y", "VK_LAYER_test_dup");
            w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string());
            w.env.set("DISABLE_x", "1");  // the implicit one is off by its own variable: only a request enables it
            if (filtered)
                w.env.set("VK_LOADER_LAYERS_DISABLE", "~implicit~");
        }, [](World& w, const Loader& l) {
            VkInstance inst = VK_NULL_HANDLE;
            const VkResult res = create(l, &inst, {"VK_LAYER_test_dup"});
            if (inst)
                l.destroy_instance(inst);
            return layer_descriptions(l) + " " + r(res) + " " + chain_of(w);
        });
        INFO("filtered: " << filtered);
        CHECK_AGAINST_REFERENCES(o);
        CHECK(o.ours == (filtered ? "VK_LAYER_test_dup (test layer y); 0 y;" : "VK_LAYER_test_dup (test layer x); 0 x;"));
    }
}

// A meta layer that names itself among its components is refused, even where another layer of
// its name exists to be found (both Khronos loaders: "lists itself"): it stands in for no layer
// of its name that is off, and lists no component's extensions. Control: the same meta layer
// naming only the other component stands in for the first, which is off, with that component's
// extensions.
// reference-audit.md LD38
TEST_CASE("differential: a meta layer naming itself as a component is refused") {
    for (const bool names_itself : {true, false}) {
        const Outcomes o = against(Refs::Both, [&](World& w) {
            w.add_driver("drv");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            w.add_layer("x", "VK_LAYER_test_self", "", true, "", config_implicit(w));
            w.env.set("DISABLE_x", "1");  // off: the meta layer of its name, found later, would stand in
            w.add_layer("y", "VK_LAYER_test_y", "", false,
                        ", \"instance_extensions\": [{ \"name\": \"VK_EXT_swapchain_colorspace\", \"spec_version\": \"4\" }]");
            w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string());
            fs::create_directories(data_implicit(w));
            write(data_implicit(w) / "meta.json",
                  std::string("{ \"file_format_version\": \"1.2.0\", \"layer\": { \"name\": \"VK_LAYER_test_self\", "
                              "\"type\": \"GLOBAL\", \"api_version\": \"1.3.0\", \"implementation_version\": \"1\", "
                              "\"description\": \"meta\", \"component_layers\": [\"VK_LAYER_test_y\"") +
                      (names_itself ? ", \"VK_LAYER_test_self\"" : "") +
                      "], \"disable_environment\": { \"DISABLE_META\": \"1\" } } }\n");
        }, [](World&, const Loader& l) {
            return "listed " + std::to_string(has_ext(instance_exts(l, nullptr), "VK_EXT_swapchain_colorspace"));
        });
        INFO("names itself: " << names_itself);
        CHECK_AGAINST_REFERENCES(o);
        CHECK(o.ours == (names_itself ? "listed 0" : "listed 1"));
    }
}

// VK_LOADER_LAYERS_ENABLE takes back a layer VK_LOADER_LAYERS_DISABLE removes, for the
// enumeration and for a program naming it, whatever kind of layer it is
// (loader_layer_is_available): an implicit layer its own variable turns off is then listed and
// enabled by name. Control: without the enable filter it is neither.
// reference-audit.md LD41
TEST_CASE("differential: the enable filter takes back a layer the disable filter removes") {
    for (const bool taken_back : {true, false}) {
        const Outcomes o = against(Refs::Both, [&](World& w) {
            w.add_driver("drv");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            w.add_layer("x", "VK_LAYER_test_x", "", true, "", config_implicit(w));
            w.env.set("DISABLE_x", "1");
            w.env.set("VK_LOADER_LAYERS_DISABLE", "VK_LAYER_test_x");
            if (taken_back)
                w.env.set("VK_LOADER_LAYERS_ENABLE", "VK_LAYER_test_x");
        }, [](World& w, const Loader& l) {
            VkInstance inst = VK_NULL_HANDLE;
            const VkResult res = create(l, &inst, {"VK_LAYER_test_x"});
            if (inst)
                l.destroy_instance(inst);
            return layer_descriptions(l) + " " + r(res) + " " + chain_of(w);
        });
        INFO("taken back: " << taken_back);
        CHECK_AGAINST_REFERENCES(o);
        CHECK(o.ours == (taken_back ? "VK_LAYER_test_x (test layer x); 0 x;" : " -6 "));
    }
}

// Before an instance exists, both Khronos loaders add the explicit layers to the implicit ones
// when an implicit meta or override layer is found, drop those no meta layer names only while
// such a layer stays valid, and list the instance extensions of every explicit layer left
// (loader_scan_for_implicit_layers). An override layer missing a component is refused after
// that: every explicit layer's extensions are then listed, though none is enabled and
// vkCreateInstance refuses them. This loader lists the extensions of the layers on before an
// instance. Control: a valid override layer lists its component's extension (its own) in all.
// reference-audit.md LD39
TEST_CASE("differential: an invalid override layer lists no explicit layer's extensions (kept)") {
    for (const bool valid : {false, true}) {
        const Outcomes o = against(Refs::Both, [&](World& w) {
            w.add_driver("drv");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            w.add_layer("y", "VK_LAYER_test_y", "", false,
                        ", \"instance_extensions\": [{ \"name\": \"VK_EXT_swapchain_colorspace\", \"spec_version\": \"4\" }]");
            w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string());
            add_override(config_implicit(w), "global", valid ? "VK_LAYER_test_y" : "VK_LAYER_test_missing", "");
        }, [](World&, const Loader& l) {
            VkInstance inst = VK_NULL_HANDLE;
            const VkResult res = create(l, &inst, {}, {"VK_EXT_swapchain_colorspace"});
            if (inst)
                l.destroy_instance(inst);
            return "listed " + std::to_string(has_ext(instance_exts(l, nullptr), "VK_EXT_swapchain_colorspace")) +
                   " create " + r(res);
        });
        INFO("valid: " << valid);
        CHECK(o.ours == (valid ? "listed 1 create 0" : "listed 0 create -7"));
        for (const auto& [name, text] : o.refs) {
            INFO(name);
            CHECK(text == (valid ? "listed 1 create 0" : "listed 1 create -7"));
        }
    }
}

// A meta layer's component name means the layer that is enabled for it, the first usable one
// of the name; Khronos 1.4.359 enables that one too, but gives the meta layer the extensions of
// the first layer of the name even when that one is a meta layer it refuses (here: one naming
// itself), so the override layer below lists none. This loader lists the enabled component's.
// Control: with the refused meta layer gone, all list the extension.
// reference-audit.md LD40
TEST_CASE("differential: a meta layer gets the extensions of the component it enables (kept)") {
    for (const bool refused_first : {true, false}) {
        const Outcomes o = against(Refs::Khronos14, [&](World& w) {
            w.add_driver("drv");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            if (refused_first) {
                fs::create_directories(w.root() / "explicit");
                write(w.root() / "explicit" / "self.json",
                      "{ \"file_format_version\": \"1.2.0\", \"layer\": { \"name\": \"VK_LAYER_test_d\", \"type\": "
                      "\"GLOBAL\", \"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"self\", "
                      "\"component_layers\": [\"VK_LAYER_test_d\"] } }\n");
            }
            w.add_layer("d", "VK_LAYER_test_d", "", false,
                        ", \"instance_extensions\": [{ \"name\": \"VK_EXT_swapchain_colorspace\", \"spec_version\": \"4\" }]",
                        w.root() / "explicit2");
            w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string() + ":" + (w.root() / "explicit2").string());
            add_override(config_implicit(w), "global", "VK_LAYER_test_d", "");
        }, [](World&, const Loader& l) {
            return "listed " +
                   std::to_string(has_ext(instance_exts(l, "VK_LAYER_LUNARG_override"), "VK_EXT_swapchain_colorspace"));
        });
        INFO("refused first: " << refused_first);
        CHECK(o.ours == "listed 1");
        for (const auto& [name, text] : o.refs) {
            INFO(name);
            CHECK(text == (refused_first ? "listed 0" : "listed 1"));
        }
    }
}

// An implicit layer VK_LOADER_LAYERS_ENABLE turns on takes its own place among the implicit
// layers (loader_implicit_layer_is_enabled is "forced enabled" in the implicit layers' pass), not
// a place after them with the environment's layers. Control: turned on by its own variable, the
// same order.
// reference-audit.md LD42
TEST_CASE("differential: an implicit layer the enable filter turns on keeps its place among the implicit layers") {
    for (const bool by_filter : {true, false}) {
        const Outcomes o = against(Refs::Both, [&](World& w) {
            w.add_driver("drv");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            w.add_layer("x", "VK_LAYER_test_x", "", true, ", \"enable_environment\": { \"ENABLE_x\": \"1\" }",
                        config_implicit(w));
            w.add_layer("y", "VK_LAYER_test_y", "", true, "", config_dirs_implicit(w));
            if (by_filter)
                w.env.set("VK_LOADER_LAYERS_ENABLE", "VK_LAYER_test_x");
            else
                w.env.set("ENABLE_x", "1");
        }, [](World& w, const Loader& l) {
            VkInstance inst = VK_NULL_HANDLE;
            const VkResult res = create(l, &inst);
            if (inst)
                l.destroy_instance(inst);
            return r(res) + " " + chain_in_order(w);
        });
        INFO("by the filter: " << by_filter);
        CHECK_AGAINST_REFERENCES(o);
        CHECK(o.ours == "0 x;y;");
    }
}

// LoaderLayerInterface, "Override Meta-Layer": the override layer is an implicit layer; both
// Khronos loaders add it, with its components, where it was found among the implicit layers
// (loader_add_implicit_layers walks the list in its order), not before them. Control: found
// first, it comes first.
// reference-audit.md LD43
TEST_CASE("differential: the override layer takes its place among the implicit layers") {
    for (const bool override_first : {false, true}) {
        const Outcomes o = against(Refs::Both, [&](World& w) {
            w.add_driver("drv");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            // Searched in this order: $XDG_CONFIG_HOME, $XDG_CONFIG_DIRS, $XDG_DATA_HOME.
            w.add_layer("x", "VK_LAYER_test_x", "", true, "", override_first ? config_dirs_implicit(w) : config_implicit(w));
            w.add_layer("y", "VK_LAYER_test_y", "", true, "", data_implicit(w));
            w.add_layer("z", "VK_LAYER_test_z");
            w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string());
            add_override(override_first ? config_implicit(w) : config_dirs_implicit(w), "global", "VK_LAYER_test_z", "");
        }, [](World& w, const Loader& l) {
            VkInstance inst = VK_NULL_HANDLE;
            const VkResult res = create(l, &inst);
            if (inst)
                l.destroy_instance(inst);
            return r(res) + " " + chain_in_order(w);
        });
        INFO("override layer found first: " << override_first);
        CHECK_AGAINST_REFERENCES(o);
        CHECK(o.ours == (override_first ? "0 z;x;y;" : "0 x;z;y;"));
    }
}

// An override layer whose app_keys name only other programs is removed before any name is looked
// up (remove_all_non_valid_override_layers): VK_LOADER_LAYERS_ENABLE naming it turns nothing on,
// and an application naming it is refused. Control: a global override layer is turned on.
// reference-audit.md LD44
TEST_CASE("differential: an override layer for other programs cannot be enabled by name") {
    for (const bool others : {true, false}) {
        for (const bool by_app : {false, true}) {
            const Outcomes o = against(Refs::Both, [&](World& w) {
                w.add_driver("drv");
                w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
                w.add_layer("z", "VK_LAYER_test_z");
                w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string());
                add_override(config_implicit(w), "o", "VK_LAYER_test_z", others ? ", \"app_keys\": [\"/not/this/program\"]" : "");
                w.env.set("DISABLE_OVERRIDE", "1");  // off by its own variable: only a name can turn it on
                if (!by_app)
                    w.env.set("VK_LOADER_LAYERS_ENABLE", "VK_LAYER_LUNARG_override");
            }, [&](World& w, const Loader& l) {
                VkInstance inst = VK_NULL_HANDLE;
                const VkResult res = by_app ? create(l, &inst, {"VK_LAYER_LUNARG_override"}) : create(l, &inst);
                if (inst)
                    l.destroy_instance(inst);
                return r(res) + " " + chain_in_order(w);
            });
            INFO("for other programs: " << others << ", named by the application: " << by_app);
            CHECK_AGAINST_REFERENCES(o);
            if (others)
                CHECK(o.ours == (by_app ? "-6 " : "0 "));
        }
    }
}

// A meta layer whose component is another meta layer: Khronos 1.4.359 copies each meta layer's
// extensions from its components once, in the order the manifests were found
// (update_meta_layer_extensions_from_component_layers), so an outer meta layer found before its
// inner one lacks what the inner one gets from its own components; which comes first is the order
// of the search folders, or of a directory listing within one. Khronos 1.3.239 and this loader give
// a meta layer its components' extensions through any depth, found in either order (kept).
// Control: the inner meta layer found first, all three agree.
// reference-audit.md LD45
TEST_CASE("differential: a meta layer gets the extensions of a meta component's components (kept)") {
    auto meta = [](const fs::path& dir, const std::string& name, const std::string& component) {
        fs::create_directories(dir);
        write(dir / (name + ".json"),
              "{ \"file_format_version\": \"1.2.0\", \"layer\": { \"name\": \"VK_LAYER_test_" + name +
                  "\", \"type\": \"GLOBAL\", \"api_version\": \"1.3.0\", \"implementation_version\": \"1\", "
                  "\"description\": \"meta\", \"component_layers\": [\"VK_LAYER_test_" + component + "\"] } }\n");
    };
    for (const bool outer_first : {true, false}) {
        const Outcomes o = against(Refs::Both, [&](World& w) {
            w.add_driver("drv");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            w.add_layer("x", "VK_LAYER_test_x", "", false,
                        ", \"instance_extensions\": [{ \"name\": \"VK_EXT_swapchain_colorspace\", \"spec_version\": \"4\" }]");
            meta(w.root() / (outer_first ? "explicit2" : "explicit3"), "outer", "inner");
            meta(w.root() / (outer_first ? "explicit3" : "explicit2"), "inner", "x");
            w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string() + ":" + (w.root() / "explicit2").string() + ":" +
                                           (w.root() / "explicit3").string());
        }, [](World&, const Loader& l) {
            return "listed " +
                   std::to_string(has_ext(instance_exts(l, "VK_LAYER_test_outer"), "VK_EXT_swapchain_colorspace"));
        });
        INFO("outer meta layer found first: " << outer_first);
        CHECK(o.ours == "listed 1");
        for (const auto& [name, text] : o.refs) {
            INFO(name);
            const bool khronos14 = name.find("1.4.359") != std::string::npos;
            CHECK(text == (outer_first && khronos14 ? "listed 0" : "listed 1"));
        }
    }
}

// An override layer naming this program, then one naming only other programs: both Khronos
// loaders' remove_all_non_valid_override_layers removes other programs' override layers only until it has
// found this program's (its flag stays set for the rest of the list), so the later one stays; where
// this program's is then refused (here: a component missing), the other programs' one is listed.
// This loader never lists nor uses an override layer for other programs (kept). Control: the other
// programs' one found first is removed by all three.
// reference-audit.md LD46
TEST_CASE("differential: an override layer for other programs found after this program's is not listed (kept)") {
    const std::string self = ", \"app_keys\": [\"" + self_path() + "\"]";
    const std::string other = ", \"app_keys\": [\"/not/this/program\"]";
    for (const bool mine_first : {true, false}) {
        const Outcomes o = against(Refs::Both, [&](World& w) {
            w.add_driver("drv");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            w.add_layer("z", "VK_LAYER_test_z");
            w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string());
            // Searched in this order: $XDG_CONFIG_HOME, $XDG_CONFIG_DIRS.
            add_override(mine_first ? config_implicit(w) : config_dirs_implicit(w), "mine", "VK_LAYER_test_missing", self);
            add_override(mine_first ? config_dirs_implicit(w) : config_implicit(w), "others", "VK_LAYER_test_z", other);
        }, [](World&, const Loader& l) {
            std::string out;
            for (const std::string& n : l.instance_layers())
                out += n + ";";
            return out;
        });
        INFO("this program's override layer found first: " << mine_first);
        CHECK(o.ours == "VK_LAYER_test_z;");
        for (const auto& [name, text] : o.refs) {
            INFO(name);
            CHECK(text == (mine_first ? "VK_LAYER_LUNARG_override;VK_LAYER_test_z;" : "VK_LAYER_test_z;"));
        }
    }
}
