// SPDX-License-Identifier: Apache-2.0
// Differential tests of how a meta layer's components are chosen and loaded: each scenario run
// through this loader and through both Khronos loaders (differential.h: the system's 1.3.239 and
// the 1.4.359 build), with the same outcome required. A component is judged as a layer of its
// own: the disable filter, its own environment (an implicit one) and whether its library loads
// decide it, not the meta layer that names it.
#include <catch2/catch.hpp>

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
    write(dir / (file + ".json"), "{ \"file_format_version\": \"1.1.2\", \"layer\": { \"name\": \"" + name +
                                      "\", \"type\": \"GLOBAL\", \"api_version\": \"1.3.0\", \"implementation_version\": "
                                      "\"1\", \"description\": \"meta " + file + "\", \"component_layers\": [" + list + "]" +
                                      extra + " } }\n");
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
