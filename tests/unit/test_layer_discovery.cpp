// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Layer discovery (loader/discovery/layers.cpp): search paths and variables, duplicates, meta layers,
// caching. Runs in a private HOME/XDG tree.
#include <catch2/catch.hpp>

#include <stdlib.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "base/env.h"
#include "discovery/layers.h"

namespace fs = std::filesystem;

namespace {

std::vector<std::string> path_variables() {
    std::vector<std::string> out;
    for (unsigned i = 0; i < static_cast<unsigned>(vkl::Env::Count); ++i) {
        const auto e = static_cast<vkl::Env>(i);
        if (vkl::env_kind(e) == vkl::EnvKind::Path || vkl::env_kind(e) == vkl::EnvKind::PathList)
            out.push_back(vkl::env_name(e));
    }
    return out;
}

struct Tree {
    fs::path root;
    // Every loader variable that names a path (loader/base/env_vars.inc): the search places and
    // overrides; the tree sets HOME and XDG_*.
    std::vector<std::string> vars = path_variables();
    Tree() {
        char tmpl[] = "/tmp/vkl-layers-XXXXXX";
        root = mkdtemp(tmpl);
        for (const auto& v : vars)
            unsetenv(v.c_str());
        setenv("HOME", (root / "home").c_str(), 1);
        setenv("XDG_CONFIG_HOME", (root / "config").c_str(), 1);
        setenv("XDG_CONFIG_DIRS", (root / "etc-xdg").c_str(), 1);
        setenv("XDG_DATA_HOME", (root / "data").c_str(), 1);
        setenv("XDG_DATA_DIRS", (root / "share").c_str(), 1);
    }
    ~Tree() {
        for (const auto& v : vars)
            unsetenv(v.c_str());
        fs::remove_all(root);
    }
    void layer(const fs::path& dir, const std::string& name, const std::string& extra = "") {
        fs::create_directories(root / dir);
        std::ofstream(root / dir / (name + ".json"))
            << "{ \"file_format_version\": \"1.2.1\", \"layer\": { \"name\": \"" << name
            << "\", \"type\": \"GLOBAL\", \"library_path\": \"lib" << name
            << ".so\", \"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"" << dir.string()
            << "\"" << extra << " } }";
    }
    void meta(const fs::path& dir, const std::string& name, const std::string& components) {
        fs::create_directories(root / dir);
        std::ofstream(root / dir / (name + ".json"))
            << "{ \"file_format_version\": \"1.1.1\", \"layer\": { \"name\": \"" << name
            << "\", \"type\": \"GLOBAL\", \"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"m\","
            << " \"component_layers\": [" << components << "] } }";
    }
};

std::vector<std::string> names(const vkl::LayerSet* s) {
    std::vector<std::string> out;
    for (uint32_t i = 0; i < s->count; ++i)
        out.push_back(std::string(s->layers[i]->implicit ? "i:" : "e:") + s->layers[i]->name);
    return out;
}

const char* kDisable = R"(, "disable_environment": { "DISABLE_IT": "" })";

}  // namespace

TEST_CASE("layer discovery: default locations, implicit first, first name wins") {
    Tree t;
    t.layer("config/vulkan/explicit_layer.d", "VK_LAYER_one");
    t.layer("share/vulkan/explicit_layer.d", "VK_LAYER_two");
    t.layer("share/vulkan/explicit_layer.d", "VK_LAYER_one");  // duplicate: the config one wins
    t.layer("data/vulkan/implicit_layer.d", "VK_LAYER_imp", kDisable);
    const vkl::LayerSet* s = vkl::acquire_layers(nullptr);
    REQUIRE(s != nullptr);
    CHECK(names(s) == std::vector<std::string>{"i:VK_LAYER_imp", "e:VK_LAYER_one", "e:VK_LAYER_two"});
    CHECK(std::string(s->find("VK_LAYER_one")->description) == "config/vulkan/explicit_layer.d");
    // Cached: nothing changed, the same set.
    const vkl::LayerSet* again = vkl::acquire_layers(nullptr);
    CHECK(again == s);
    vkl::release_layers(again);
    // A new manifest: a new set.
    t.layer("share/vulkan/explicit_layer.d", "VK_LAYER_three");
    const vkl::LayerSet* changed = vkl::acquire_layers(nullptr);
    CHECK(changed != s);
    CHECK(changed->count == 4);
    vkl::release_layers(changed);
    vkl::release_layers(s);
}

TEST_CASE("layer discovery: VK_LAYER_PATH replaces the explicit search, VK_ADD_LAYER_PATH goes first") {
    Tree t;
    t.layer("share/vulkan/explicit_layer.d", "VK_LAYER_default");
    t.layer("share/vulkan/implicit_layer.d", "VK_LAYER_imp", kDisable);
    t.layer("custom", "VK_LAYER_custom");
    t.layer("added", "VK_LAYER_added");
    setenv("VK_ADD_LAYER_PATH", (t.root / "added").c_str(), 1);
    const vkl::LayerSet* s = vkl::acquire_layers(nullptr);
    CHECK(names(s) == std::vector<std::string>{"i:VK_LAYER_imp", "e:VK_LAYER_added", "e:VK_LAYER_default"});
    vkl::release_layers(s);
    setenv("VK_LAYER_PATH", (t.root / "custom").c_str(), 1);  // VK_ADD_LAYER_PATH is now ignored
    s = vkl::acquire_layers(nullptr);
    CHECK(names(s) == std::vector<std::string>{"i:VK_LAYER_imp", "e:VK_LAYER_custom"});
    vkl::release_layers(s);
}

TEST_CASE("layer discovery: VK_IMPLICIT_LAYER_PATH and VK_ADD_IMPLICIT_LAYER_PATH") {
    Tree t;
    t.layer("share/vulkan/implicit_layer.d", "VK_LAYER_imp_default", kDisable);
    t.layer("imp", "VK_LAYER_imp_custom", kDisable);
    t.layer("impadd", "VK_LAYER_imp_added", kDisable);
    setenv("VK_ADD_IMPLICIT_LAYER_PATH", (t.root / "impadd").c_str(), 1);
    const vkl::LayerSet* s = vkl::acquire_layers(nullptr);
    CHECK(names(s) == std::vector<std::string>{"i:VK_LAYER_imp_added", "i:VK_LAYER_imp_default"});
    vkl::release_layers(s);
    setenv("VK_IMPLICIT_LAYER_PATH", (t.root / "imp").c_str(), 1);
    s = vkl::acquire_layers(nullptr);
    CHECK(names(s) == std::vector<std::string>{"i:VK_LAYER_imp_custom"});
    vkl::release_layers(s);
}

TEST_CASE("layer discovery: meta layers need every component, recursively") {
    Tree t;
    const fs::path d = "share/vulkan/explicit_layer.d";
    t.layer(d, "VK_LAYER_a");
    t.layer(d, "VK_LAYER_b");
    t.meta(d, "VK_LAYER_meta_ok", "\"VK_LAYER_a\", \"VK_LAYER_b\"");
    t.meta(d, "VK_LAYER_meta_missing", "\"VK_LAYER_a\", \"VK_LAYER_nope\"");
    t.meta(d, "VK_LAYER_meta_nested_ok", "\"VK_LAYER_meta_ok\"");
    t.meta(d, "VK_LAYER_meta_nested_bad", "\"VK_LAYER_meta_missing\"");
    t.meta(d, "VK_LAYER_meta_cycle", "\"VK_LAYER_meta_cycle\"");
    const vkl::LayerSet* s = vkl::acquire_layers(nullptr);
    CHECK(s->find("VK_LAYER_meta_ok") != nullptr);
    CHECK(s->find("VK_LAYER_meta_nested_ok") != nullptr);
    CHECK(s->find("VK_LAYER_meta_missing") == nullptr);
    CHECK(s->find("VK_LAYER_meta_nested_bad") == nullptr);
    CHECK(s->find("VK_LAYER_meta_cycle") == nullptr);
    CHECK(s->find("VK_LAYER_a") != nullptr);
    vkl::release_layers(s);
}
