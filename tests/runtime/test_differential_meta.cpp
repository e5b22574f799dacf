// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Differential tests of how a meta layer's components are chosen and loaded: each scenario run
// through this loader and through both Khronos loaders (differential.h: the system's 1.3.239 and
// the 1.4.359 build), with the same outcome required. A component is judged as a layer of its
// own: the disable filter, its own environment (an implicit one) and whether its library loads
// decide it, not the meta layer that names it.
#include <catch2/catch.hpp>

#include <fstream>
#include <functional>
#include <iterator>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "differential.h"

using namespace harness;

namespace {

std::string r(VkResult v) { return std::to_string(v); }

// A meta layer's manifest: <dir>/<file>.json naming `name`, with `components` and `extra`
// appended to the layer object (an implicit one needs a disable_environment).
void add_meta(const fs::path& dir, const std::string& file, const std::string& name,
              const std::vector<std::string>& components, const std::string& extra = "") {
    std::string list;
    for (const std::string& c : components)
        list += (list.empty() ? "\"" : ", \"") + c + "\"";
    const std::string layer = "\"name\": \"" + name + "\", \"type\": \"GLOBAL\", \"api_version\": \"1.3.0\", " +
                              "\"implementation_version\": \"1\", \"description\": \"meta " + file + "\", " +
                              "\"component_layers\": [" + list + "]" + extra;
    write(dir / (file + ".json"), "{ \"file_format_version\": \"1.1.2\", \"layer\": { " + layer + " } }\n");
}

// Where implicit layers go: $XDG_CONFIG_HOME/vulkan/implicit_layer.d, which every loader
// searches (Khronos 1.3.239 has no VK_IMPLICIT_LAYER_PATH).
fs::path implicit_dir(const World& w) { return w.root() / "config" / "vulkan" / "implicit_layer.d"; }

// The implicit override layer (for every program), naming `components`; `extra` as for add_meta.
void add_override(World& w, const std::vector<std::string>& components, const std::string& extra = "") {
    add_meta(implicit_dir(w), "override", "VK_LAYER_LUNARG_override", components,
             ", \"disable_environment\": { \"DISABLE_OVERRIDE\": \"1\" }" + extra);
}

// A world with one driver; explicit layers in its explicit/ folder only.
void base_world(World& w) {
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    fs::create_directories(w.root() / "explicit");
    w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string());
}

// vkCreateInstance with the application's `layers`: its result and the layers its chain reached,
// by name ("imp;keep;"; the driver left out). Which layers, not their order: where the override
// layer and an implicit layer both bring a layer in, the order differs between the references.
std::string chain(World& w, const Loader& l, std::vector<const char*> layers = {}) {
    VkInstance inst = VK_NULL_HANDLE;
    const VkResult res = create(l, &inst, layers);
    if (res == VK_SUCCESS)
        l.destroy_instance(inst);
    std::set<std::string> reached;
    std::istringstream in(events(w, " vkCreateInstance"));
    for (std::string name; std::getline(in, name, ';');)
        if (name != "drv")
            reached.insert(name);
    std::string out = "create " + r(res) + ", chain ";
    for (const std::string& name : reached)
        out += name + ";";
    return out;
}

}  // namespace

// LoaderLayerInterface, "Layer Disable Filtering": a matching layer "will not be added to the
// enabled layer list in the loader", however it is asked for. The Khronos loaders remove it before
// meta layers are expanded (loader_scan_for_layers), so a meta layer naming it does not bring it
// back; the meta layer's other components still load.
TEST_CASE("differential: a layer VK_LOADER_LAYERS_DISABLE removes stays out when a meta layer names it") {
    // How the meta layer naming the removed layer comes in.
    const char* const hows[] = {"application", "VK_INSTANCE_LAYERS", "VK_LOADER_LAYERS_ENABLE",
                                "implicit meta layer", "override layer", "meta layer in a meta layer"};
    for (const std::string how : hows) {
        INFO("the meta layer: " << how);
        const Outcomes o = against(Refs::Both, [&](World& w) {
            base_world(w);
            w.add_layer("keep", "VK_LAYER_test_keep");
            w.add_layer("gone", "VK_LAYER_test_gone");
            w.env.set("VK_LOADER_LAYERS_DISABLE", "VK_LAYER_test_gone");
            const std::vector<std::string> comps = {"VK_LAYER_test_gone", "VK_LAYER_test_keep"};
            if (how == "implicit meta layer")
                add_meta(implicit_dir(w), "meta", "VK_LAYER_test_meta", comps,
                         ", \"disable_environment\": { \"DISABLE_meta\": \"1\" }");
            else if (how == "override layer")
                add_override(w, comps);
            else
                add_meta(w.root() / "explicit", "meta", "VK_LAYER_test_meta", comps);
            if (how == "meta layer in a meta layer")
                add_meta(w.root() / "explicit", "outer", "VK_LAYER_test_outer", {"VK_LAYER_test_meta"});
            if (how == "VK_INSTANCE_LAYERS")
                w.env.set("VK_INSTANCE_LAYERS", "VK_LAYER_test_meta");
            if (how == "VK_LOADER_LAYERS_ENABLE")
                w.env.set("VK_LOADER_LAYERS_ENABLE", "VK_LAYER_test_meta");
        }, [&](World& w, const Loader& l) {
            std::string listed;
            for (const std::string& name : l.instance_layers())
                if (name == "VK_LAYER_test_gone")
                    listed = " (listed)";
            std::vector<const char*> app;
            if (how == "application")
                app = {"VK_LAYER_test_meta"};
            else if (how == "meta layer in a meta layer")
                app = {"VK_LAYER_test_outer"};
            return chain(w, l, app) + listed;
        });
        CHECK_AGAINST_REFERENCES(o);
        CHECK(o.ours == "create 0, chain keep;");
    }
}

// LoaderLayerInterface, "Override Meta-Layer": its blacklisted_layers "will prevent both
// implicitly enabled and explicitely enabled layers from activating" (LLP_LOADER_12). The Khronos
// loaders remove them before meta layers are expanded, as they do disabled layers: a meta layer
// naming one does not load it, however the meta layer is enabled.
TEST_CASE("differential: a layer the override layer blacklists stays out when a meta layer names it") {
    for (const std::string how : {"application", "VK_INSTANCE_LAYERS", "VK_LOADER_LAYERS_ENABLE"}) {
        INFO("the meta layer: " << how);
        const Outcomes o = against(Refs::Both, [&](World& w) {
            base_world(w);
            w.add_layer("keep", "VK_LAYER_test_keep");
            w.add_layer("gone", "VK_LAYER_test_gone");
            add_meta(w.root() / "explicit", "meta", "VK_LAYER_test_meta", {"VK_LAYER_test_gone", "VK_LAYER_test_keep"});
            add_override(w, {}, ", \"blacklisted_layers\": [\"VK_LAYER_test_gone\"]");
            if (how != "application")
                w.env.set(how, "VK_LAYER_test_meta");
        }, [&](World& w, const Loader& l) {
            std::vector<const char*> app;
            if (how == "application")
                app.push_back("VK_LAYER_test_meta");
            return chain(w, l, app);
        });
        CHECK_AGAINST_REFERENCES(o);
        CHECK(o.ours == "create 0, chain keep;");
    }
}

// LoaderLayerInterface LLP_LOADER_6: "If a layer is implicit, and it has an enable environment
// variable, then a loader must not consider the layer enabled unless that enable environment
// variable is defined." A meta layer naming an implicit layer does not bypass that layer's
// enable_environment or disable_environment (Khronos loader_add_meta_layer). The override layer
// is the exception: the implicit layers it names itself are on whatever their variables say.
TEST_CASE("differential: an implicit layer a meta layer names loads only when its own environment allows it") {
    struct Case {
        const char* what;
        const char* enable;   // ENABLE_imp's value, or nullptr
        const char* disable;  // DISABLE_imp's value, or nullptr
        const char* meta;     // "explicit", "implicit" or "override"
        const char* expected;
    };
    const Case cases[] = {
        {"its enable variable is unset", nullptr, nullptr, "explicit", "create 0, chain keep;"},
        {"its enable variable is set", "1", nullptr, "explicit", "create 0, chain imp;keep;"},
        {"its enable variable holds another value", "2", nullptr, "explicit", "create 0, chain keep;"},
        {"enabled, and its disable variable is set", "1", "1", "explicit", "create 0, chain keep;"},
        {"an implicit meta layer names it, its enable variable unset",
         nullptr, nullptr, "implicit", "create 0, chain keep;"},
        {"the override layer names it, its enable variable unset",
         nullptr, nullptr, "override", "create 0, chain imp;keep;"},
    };
    for (const Case& c : cases) {
        INFO(c.what);
        const std::string meta = c.meta;
        const Outcomes o = against(Refs::Both, [&](World& w) {
            base_world(w);
            w.add_layer("keep", "VK_LAYER_test_keep");
            w.add_layer("imp", "VK_LAYER_test_imp", "", true, ", \"enable_environment\": { \"ENABLE_imp\": \"1\" }",
                        implicit_dir(w));
            const std::vector<std::string> comps = {"VK_LAYER_test_imp", "VK_LAYER_test_keep"};
            if (meta == "explicit")
                add_meta(w.root() / "explicit", "meta", "VK_LAYER_test_meta", comps);
            else if (meta == "implicit")
                add_meta(implicit_dir(w), "meta", "VK_LAYER_test_meta", comps,
                         ", \"disable_environment\": { \"DISABLE_meta\": \"1\" }");
            else
                add_override(w, comps);
            if (c.enable)
                w.env.set("ENABLE_imp", c.enable);
            if (c.disable)
                w.env.set("DISABLE_imp", c.disable);
        }, [&](World& w, const Loader& l) {
            std::vector<const char*> app;
            if (meta == "explicit")
                app.push_back("VK_LAYER_test_meta");
            return chain(w, l, app);
        });
        CHECK_AGAINST_REFERENCES(o);
        CHECK(o.ours == c.expected);
    }
}

// Khronos loader_create_instance_chain: a layer whose library cannot be loaded is an error only
// when the application named that layer itself (VK_ERROR_LAYER_NOT_PRESENT); a component of a
// meta layer the application named is left out, and the instance is created with the rest.
TEST_CASE("differential: a meta layer's component whose library does not load is left out, the instance is created") {
    auto setup = [](World& w) {
        base_world(w);
        w.add_layer("keep", "VK_LAYER_test_keep");
        w.add_layer("broken", "VK_LAYER_test_broken");
        fs::remove(w.root() / "explicit" / "broken.so");
        add_meta(w.root() / "explicit", "meta", "VK_LAYER_test_meta", {"VK_LAYER_test_broken", "VK_LAYER_test_keep"});
    };
    const Outcomes o = against(Refs::Both, setup, [](World& w, const Loader& l) {
        std::string out = "meta: " + chain(w, l, {"VK_LAYER_test_meta"});
        fs::remove(w.log_path());
        out += "; meta and the layer itself: " + chain(w, l, {"VK_LAYER_test_meta", "VK_LAYER_test_broken"});
        return out;
    });
    CHECK_AGAINST_REFERENCES(o);
    CHECK(o.ours == "meta: create 0, chain keep;; meta and the layer itself: create " + r(VK_ERROR_LAYER_NOT_PRESENT) +
                        ", chain ");
    // The component left out is said, with its manifest and why its library did not load.
    World w;
    setup(w);
    w.env.set("VK_LOADER_DEBUG", "error");
    std::string text;
    {
        Loader l;
        StderrCapture err;
        CHECK(chain(w, l, {"VK_LAYER_test_meta"}) == "create 0, chain keep;");
        text = err.text();
    }
    INFO(text);
    CHECK(count(text, (w.root() / "explicit" / "broken.json").string()) >= 1);
    CHECK(count(text, (w.root() / "explicit" / "broken.so").string()) >= 1);
    CHECK(count(text, "No such file") >= 1);
}

// vkEnumerateDeviceLayerProperties lists the layers the instance activated, as the Khronos
// loaders keep them (the application's activated list, made before any library is loaded): each
// layer once, a layer whose library then fails to load included, and each meta layer after the
// components it brought in, unless one of them is a layer the loaders dropped when they found it
// (blacklisted by the override layer, or removed by VK_LOADER_LAYERS_DISABLE).
TEST_CASE("differential: vkEnumerateDeviceLayerProperties lists the activated meta layers and their components") {
    // Which references a case is compared with: both, or 1.4.359 only where 1.3.239 lists a
    // component a second time when a second request brings it in (fixed in 1.4.359).
    struct Case {
        const char* what;
        std::function<void(World&)> setup;
        std::vector<const char*> app;
        const char* expected;
        Refs refs = Refs::Both;
    };
    const Case cases[] = {
        {"a meta layer", [](World&) {}, {"VK_LAYER_test_meta"}, "c1 c2 meta"},
        {"a meta layer whose components are all disabled", [](World& w) {
             w.env.set("VK_LOADER_LAYERS_DISABLE", "VK_LAYER_test_c1,VK_LAYER_test_c2");
         }, {"VK_LAYER_test_meta"}, ""},
        {"a meta layer one of whose components is disabled", [](World& w) {
             w.env.set("VK_LOADER_LAYERS_DISABLE", "VK_LAYER_test_c1");
         }, {"VK_LAYER_test_meta"}, "c2"},
        {"a meta layer naming a layer the override layer blacklists", [](World& w) {
             add_override(w, {}, ", \"blacklisted_layers\": [\"VK_LAYER_test_c1\"]");
         }, {"VK_LAYER_test_meta"}, "VK_LAYER_LUNARG_override c2"},
        {"a meta layer whose component's library does not load", [](World& w) {
             fs::remove(w.root() / "explicit" / "c1.so");
         }, {"VK_LAYER_test_meta"}, "c1 c2 meta"},
        {"a meta layer none of whose components' libraries load", [](World& w) {
             fs::remove(w.root() / "explicit" / "c1.so");
             fs::remove(w.root() / "explicit" / "c2.so");
         }, {"VK_LAYER_test_meta"}, "c1 c2 meta"},
        {"a meta layer naming an implicit layer its environment leaves off", [](World& w) {
             w.add_layer("imp", "VK_LAYER_test_imp", "", true, ", \"enable_environment\": { \"ENABLE_imp\": \"1\" }",
                         implicit_dir(w));
             add_meta(w.root() / "explicit", "meta2", "VK_LAYER_test_meta2", {"VK_LAYER_test_imp", "VK_LAYER_test_c3"});
         }, {"VK_LAYER_test_meta2"}, "c3 meta2"},
        {"a meta layer in a meta layer", [](World& w) {
             add_meta(w.root() / "explicit", "outer", "VK_LAYER_test_outer", {"VK_LAYER_test_meta", "VK_LAYER_test_c3"});
         }, {"VK_LAYER_test_outer"}, "c1 c2 meta c3 outer"},
        {"a meta layer in VK_INSTANCE_LAYERS and the application's", [](World& w) {
             w.env.set("VK_INSTANCE_LAYERS", "VK_LAYER_test_meta");
         }, {"VK_LAYER_test_meta"}, "c1 c2 meta"},
        {"the override layer", [](World& w) { add_override(w, {"VK_LAYER_test_c1", "VK_LAYER_test_c3"}); }, {},
         "c1 c3 VK_LAYER_LUNARG_override"},
        {"a meta layer and one of its components, named first", [](World&) {}, {"VK_LAYER_test_c2", "VK_LAYER_test_meta"},
         "c2 c1 meta", Refs::Khronos14},
        {"the override layer, and a meta layer naming one of its components", [](World& w) {
             add_override(w, {"VK_LAYER_test_c1", "VK_LAYER_test_c3"});
         }, {"VK_LAYER_test_meta"}, "c1 c3 VK_LAYER_LUNARG_override c2 meta", Refs::Khronos14},
        {"an implicit meta layer", [](World& w) {
             add_meta(implicit_dir(w), "imeta", "VK_LAYER_test_imeta", {"VK_LAYER_test_c3", "VK_LAYER_test_c1"},
                      ", \"disable_environment\": { \"DISABLE_imeta\": \"1\" }");
         }, {"VK_LAYER_test_meta"}, "c3 c1 imeta c2 meta", Refs::Khronos14},
    };
    auto setup = [](World& w) {
        base_world(w);
        w.add_layer("c1", "VK_LAYER_test_c1");
        w.add_layer("c2", "VK_LAYER_test_c2");
        w.add_layer("c3", "VK_LAYER_test_c3");
        add_meta(w.root() / "explicit", "meta", "VK_LAYER_test_meta", {"VK_LAYER_test_c1", "VK_LAYER_test_c2"});
    };
    // The names listed, "VK_LAYER_test_" left out.
    auto device_layers = [](const Loader& l, const std::vector<const char*>& app) {
        return on_instance(l, [&](VkInstance inst) {
            auto fn = l.sym<PFN_vkEnumerateDeviceLayerProperties>("vkEnumerateDeviceLayerProperties");
            const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
            if (pds.empty())
                return std::string("no physical device");
            uint32_t n = 0;
            fn(pds[0], &n, nullptr);
            std::vector<VkLayerProperties> props(n);
            std::string out;
            if (const VkResult res = fn(pds[0], &n, props.data()); res != VK_SUCCESS)
                out = r(res) + ":";
            for (uint32_t i = 0; i < n; ++i) {
                std::string name = props[i].layerName;
                if (name.rfind("VK_LAYER_test_", 0) == 0)
                    name.erase(0, 14);
                out += (out.empty() ? "" : " ") + name;
            }
            return out;
        }, app);
    };
    for (const Case& c : cases) {
        INFO(c.what);
        const Outcomes o = against(c.refs, [&](World& w) {
            setup(w);
            c.setup(w);
        }, [&](World&, const Loader& l) { return device_layers(l, c.app); });
        CHECK_AGAINST_REFERENCES(o);
        CHECK(o.ours == c.expected);
    }
    // Kept: a meta layer a second request brings in again is listed once. The references list it
    // a second time (1.3.239 its components too): the list is the sequence of layers enabled for
    // the instance (vkEnumerateDeviceLayerProperties in the Vulkan specification), and the chain
    // holds each layer once.
    const Outcomes o = against(Refs::Both, [&](World& w) {
        setup(w);
        add_meta(w.root() / "explicit", "outer", "VK_LAYER_test_outer", {"VK_LAYER_test_meta", "VK_LAYER_test_c3"});
    }, [&](World&, const Loader& l) { return device_layers(l, {"VK_LAYER_test_meta", "VK_LAYER_test_outer"}); });
    INFO(describe(o));
    CHECK(o.ours == "c1 c2 meta c3 outer");
    for (const auto& [name, text] : o.refs)
        CHECK(count(text, "meta") == 2);
}

// LoaderLayerInterface, "Override Meta-Layer": the blacklisted_layers "will prevent both
// implicitly enabled and explicitely enabled layers from activating". The Khronos loaders drop
// them from the layers found (loader_scan_for_layers), so no request brings one back:
// VK_LOADER_LAYERS_ENABLE naming it (by name or by a glob) neither lists nor loads it.
TEST_CASE("differential: VK_LOADER_LAYERS_ENABLE does not bring back a layer the override layer blacklists") {
    for (const std::string enable : {"VK_LAYER_test_gone", "*test*", "~all~"}) {
        for (const bool implicit : {false, true}) {
            INFO("VK_LOADER_LAYERS_ENABLE=" << enable << (implicit ? ", an implicit layer" : ", an explicit layer"));
            const Outcomes o = against(Refs::Both, [&](World& w) {
                base_world(w);
                w.add_layer("keep", "VK_LAYER_test_keep");
                if (implicit)
                    w.add_layer("gone", "VK_LAYER_test_gone", "", true, "", implicit_dir(w));
                else
                    w.add_layer("gone", "VK_LAYER_test_gone");
                add_override(w, {}, ", \"blacklisted_layers\": [\"VK_LAYER_test_gone\"]");
                w.env.set("VK_LOADER_LAYERS_ENABLE", enable);
            }, [&](World& w, const Loader& l) {
                std::string listed;
                for (const std::string& name : l.instance_layers())
                    if (name == "VK_LAYER_test_gone")
                        listed = " (listed)";
                return chain(w, l) + listed;
            });
            CHECK_AGAINST_REFERENCES(o);
            CHECK(o.ours == (enable == "VK_LAYER_test_gone" ? "create 0, chain " : "create 0, chain keep;"));
        }
    }
}

namespace {

// The layers vkCreateInstance reached, in chain order (the application's side first): "x;z;".
std::string chain_order(World& w, const Loader& l) {
    VkInstance inst = VK_NULL_HANDLE;
    const VkResult res = create(l, &inst);
    if (res == VK_SUCCESS)
        l.destroy_instance(inst);
    std::string out = "create " + r(res) + ", chain ";
    std::istringstream in(events(w, " vkCreateInstance"));
    for (std::string name; std::getline(in, name, ';');)
        if (name != "drv" && !name.empty())
            out += name + ";";
    return out;
}

}  // namespace

// An implicit layer the override layer names is on in its own place among the implicit layers,
// whatever its own environment says: both Khronos loaders' loader_implicit_layer_is_enabled
// asks, last, whether the override layer in force names it, and loader_add_implicit_layers adds
// the implicit layers in the order they were found, the override layer's components where the
// override layer was found. So an implicit component found before the override layer comes
// before the override layer's other components (Khronos 1.3.239 puts the override layer's
// components first wherever it was found: 1.4.359 is followed). Control: the override layer
// found first, its components come in its order, in all three.
// reference-audit.md LD47
TEST_CASE("differential: an implicit layer the override layer names is enabled where it was found") {
    for (const std::string env : {"on", "enable variable unset", "disable variable set"}) {
        for (const bool component_first : {true, false}) {
            const Outcomes o = against(Refs::Both, [&](World& w) {
                base_world(w);
                w.add_layer("z", "VK_LAYER_test_z");
                // Searched in this order: $XDG_CONFIG_HOME, then $XDG_CONFIG_DIRS.
                const fs::path first = implicit_dir(w), second = w.root() / "etc-xdg" / "vulkan" / "implicit_layer.d";
                fs::create_directories(second);
                w.add_layer("x", "VK_LAYER_test_x", "", true,
                            env == "enable variable unset" ? ", \"enable_environment\": { \"ENABLE_x\": \"1\" }" : "",
                            component_first ? first : second);
                if (env == "disable variable set")
                    w.env.set("DISABLE_x", "1");
                add_meta(component_first ? second : first, "override", "VK_LAYER_LUNARG_override",
                         {"VK_LAYER_test_z", "VK_LAYER_test_x"}, ", \"disable_environment\": { \"DISABLE_OVERRIDE\": \"1\" }");
            }, [](World& w, const Loader& l) { return chain_order(w, l); });
            INFO("the implicit component: " << env << "; found before the override layer: " << component_first);
            CHECK(o.ours == (component_first ? "create 0, chain x;z;" : "create 0, chain z;x;"));
            for (const auto& [name, text] : o.refs) {
                INFO(name);
                // Khronos 1.3.239 puts the override layer's components first, wherever it was found.
                CHECK(text == (name.find("1.4.359") != std::string::npos ? o.ours : "create 0, chain z;x;"));
            }
        }
    }
}

// The override layer is in force when it is on as an implicit layer is, VK_LOADER_LAYERS_ENABLE
// and VK_LOADER_LAYERS_DISABLE included: both Khronos loaders judge it with
// loader_implicit_layer_is_enabled. Turned on by VK_LOADER_LAYERS_ENABLE (its enable variable
// unset), it comes where it was found among the implicit layers, before VK_INSTANCE_LAYERS, and
// its blacklist holds; removed by VK_LOADER_LAYERS_DISABLE, it blacklists nothing (Khronos 1.3.239
// agrees but for "~all~", whose layers it turns on in a directory listing's order). Control: the
// override layer off by its enable variable, with neither filter: not in force.
// reference-audit.md LD48
TEST_CASE("differential: the override layer is in force as the layer filters say") {
    for (const std::string how : {"off", "VK_LOADER_LAYERS_ENABLE", "~all~", "VK_LOADER_LAYERS_DISABLE", "on"}) {
        const Outcomes o = against(Refs::Both, [&](World& w) {
            base_world(w);
            w.add_layer("x", "VK_LAYER_test_x");
            w.add_layer("y", "VK_LAYER_test_y");
            w.add_layer("z", "VK_LAYER_test_z");
            fs::create_directories(implicit_dir(w));
            const bool needs_enable = how != "VK_LOADER_LAYERS_DISABLE" && how != "on";
            add_override(w, {"VK_LAYER_test_z"},
                         std::string(", \"blacklisted_layers\": [\"VK_LAYER_test_x\"]") +
                             (needs_enable ? ", \"enable_environment\": { \"ENABLE_OVERRIDE\": \"1\" }" : ""));
            w.env.set("VK_INSTANCE_LAYERS", "VK_LAYER_test_y:VK_LAYER_test_x");
            if (how == "VK_LOADER_LAYERS_ENABLE")
                w.env.set("VK_LOADER_LAYERS_ENABLE", "VK_LAYER_LUNARG_override");
            if (how == "~all~")
                w.env.set("VK_LOADER_LAYERS_ENABLE", "~all~");
            if (how == "VK_LOADER_LAYERS_DISABLE")
                w.env.set("VK_LOADER_LAYERS_DISABLE", "~implicit~");
        }, [](World& w, const Loader& l) { return chain_order(w, l); });
        INFO("the override layer: " << how);
        const bool in_force = how == "VK_LOADER_LAYERS_ENABLE" || how == "~all~" || how == "on";
        CHECK(o.ours == (in_force ? "create 0, chain z;y;" : "create 0, chain y;x;"));
        for (const auto& [name, text] : o.refs) {
            INFO(name);
            // Khronos 1.3.239 turns the layers "~all~" names on in the explicit folder's listing
            // order, the override layer's component among them.
            if (how == "~all~" && name.find("1.4.359") == std::string::npos)
                CHECK((text == "create 0, chain y;z;" || text == "create 0, chain z;y;"));
            else
                CHECK(text == o.ours);
        }
    }
}

// A meta layer's component of which there are several manifests, the first a meta layer that is
// refused (a component of its own missing) and found after the meta layer naming it: both Khronos
// loaders verify the meta layers in the order found (verify_all_meta_layers), judging a component
// by the first layer of its name still in the list (here the refused meta layer, removed only
// when its own turn comes) and, that one being a meta layer, recursing into the LAST layer of the
// name instead of it; they then load the layer of the name that is left. So the meta layer is
// accepted although the layer it loads is of an older API version than its own. This loader judges
// a component by the layer it will load, the first usable one of the name (reference-audit.md
// LD32's rule), and refuses the meta layer (kept). Khronos 1.3.239 refuses the meta layer
// whatever the plain layer's version: it judges the first layer of the name, the refused meta
// layer. Control: the plain layer of the meta layer's API version: this loader and 1.4.359 accept
// the meta layer and load it.
// reference-audit.md LD49
TEST_CASE("differential: a meta layer's component is judged by the layer that is loaded (kept)") {
    for (const bool older : {true, false}) {
        const Outcomes o = against(Refs::Both, [&](World& w) {
            base_world(w);
            // Searched in VK_LAYER_PATH's order: the meta layer, the refused meta layer of the
            // component's name, then the plain layer of that name.
            for (const char* d : {"explicit2", "explicit3"})
                fs::create_directories(w.root() / d);
            w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string() + ":" + (w.root() / "explicit2").string() + ":" +
                                           (w.root() / "explicit3").string());
            add_meta(w.root() / "explicit", "meta", "VK_LAYER_test_meta", {"VK_LAYER_test_c"});
            add_meta(w.root() / "explicit2", "c_meta", "VK_LAYER_test_c", {"VK_LAYER_test_missing"});
            const fs::path plain = w.add_layer("c", "VK_LAYER_test_c", "", false, "", w.root() / "explicit3");
            if (older) {
                std::ifstream in(plain);
                std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
                text.replace(text.find("1.3.239"), 7, "1.1.0");
                write(plain, text);
            }
        }, [](World& w, const Loader& l) {
            std::string listed;
            for (const std::string& n : l.instance_layers())
                listed += n + ";";
            return "listed " + listed + " " + chain(w, l, {"VK_LAYER_test_meta"});
        });
        INFO("the loaded layer of an older API version: " << older);
        const std::string accepted = "listed VK_LAYER_test_meta;VK_LAYER_test_c; create 0, chain c;";
        const std::string refused = "listed VK_LAYER_test_c; create -6, chain ";
        CHECK(o.ours == (older ? refused : accepted));
        for (const auto& [name, text] : o.refs) {
            INFO(name);
            // 1.4.359 accepts the meta layer either way; 1.3.239 refuses it either way (it judges
            // the first layer of the name, the refused meta layer, through its components).
            CHECK(text == (name.find("1.4.359") != std::string::npos ? accepted : refused));
        }
    }
}

// A meta layer that reaches one meta layer by two paths (a diamond: top names a and b, both name
// m): Khronos 1.4.359's verify_meta_layer_component_layers marks each meta layer it has recursed
// into for the whole verification, so the second path to m reads as a "recursive dependency" and
// the top meta layer is refused. Khronos 1.3.239 accepts it, and so does this loader, which
// refuses only a cycle (each layer is decided once: a diamond costs its size) (kept). Control: the
// two paths end in two meta layers, all three accept it.
// reference-audit.md LD50
TEST_CASE("differential: a meta layer reaching one meta layer by two paths is accepted (kept)") {
    for (const bool diamond : {true, false}) {
        const Outcomes o = against(Refs::Both, [&](World& w) {
            base_world(w);
            w.add_layer("leaf", "VK_LAYER_test_leaf");
            const fs::path d = w.root() / "explicit";
            add_meta(d, "top", "VK_LAYER_test_top", {"VK_LAYER_test_a", "VK_LAYER_test_b"});
            add_meta(d, "a", "VK_LAYER_test_a", {"VK_LAYER_test_m"});
            add_meta(d, "b", "VK_LAYER_test_b", {diamond ? "VK_LAYER_test_m" : "VK_LAYER_test_n"});
            add_meta(d, "m", "VK_LAYER_test_m", {"VK_LAYER_test_leaf"});
            add_meta(d, "n", "VK_LAYER_test_n", {"VK_LAYER_test_leaf"});
        }, [](World& w, const Loader& l) { return chain(w, l, {"VK_LAYER_test_top"}); });
        INFO("a diamond: " << diamond);
        CHECK(o.ours == "create 0, chain leaf;");
        for (const auto& [name, text] : o.refs) {
            INFO(name);
            const bool khronos14 = name.find("1.4.359") != std::string::npos;
            CHECK(text == (diamond && khronos14 ? "create -6, chain " : "create 0, chain leaf;"));
        }
    }
}

