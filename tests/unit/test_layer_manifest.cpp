// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Layer manifest parsing (loader/discovery/layer_manifest.cpp): every field, versions, and the
// malformed cases, each skipped with a log line naming the file.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "../stderr_capture.h"
#include "discovery/layer_manifest.h"

namespace {

struct TempManifest {
    std::string path;
    explicit TempManifest(const std::string& text) {
        char tmpl[] = "/tmp/vkl-layer-XXXXXX.json";
        const int fd = mkstemps(tmpl, 5);
        path = tmpl;
        FILE* f = fdopen(fd, "w");
        std::fputs(text.c_str(), f);
        std::fclose(f);
    }
    ~TempManifest() { unlink(path.c_str()); }
};

struct Parsed {
    vkl::Vec<vkl::LayerManifest*> layers;
    ~Parsed() {
        for (auto* l : layers)
            vkl::heap_delete(l);
    }
};

std::string layer(const std::string& body) { return "{ \"file_format_version\": \"1.2.1\", \"layer\": {" + body + "} }"; }

const char* kBasic = R"("name": "VK_LAYER_test_basic", "type": "GLOBAL", "library_path": "./libbasic.so",
    "api_version": "1.3.239", "implementation_version": "7", "description": "a test layer")";

// library_arch: this build's pointer width, and the other one.
const std::string kOwnArch = sizeof(void*) == 8 ? "64" : "32";
const std::string kOtherArch = sizeof(void*) == 8 ? "32" : "64";

}  // namespace

TEST_CASE("layer manifest: every field of a full layer") {
    TempManifest t(layer(std::string(kBasic) + R"(,
        "library_arch": ")" + kOwnArch + R"(",
        "functions": { "vkGetInstanceProcAddr": "myGIPA", "vkGetDeviceProcAddr": "myGDPA",
                       "vkNegotiateLoaderLayerInterfaceVersion": "myNegotiate" },
        "instance_extensions": [ { "name": "VK_EXT_debug_report", "spec_version": "9" } ],
        "device_extensions": [ { "name": "VK_EXT_debug_marker", "spec_version": 4,
                                 "entrypoints": ["vkDebugMarkerSetObjectTagEXT", "vkCmdDebugMarkerEndEXT"] } ],
        "enable_environment": { "ENABLE_BASIC": "1" },
        "disable_environment": { "DISABLE_BASIC": "" },
        "pre_instance_functions": { "vkEnumerateInstanceExtensionProperties": "preExt",
                                    "vkEnumerateInstanceLayerProperties": "preLayers",
                                    "vkEnumerateInstanceVersion": "preVersion" })"));
    Parsed p;
    REQUIRE(vkl::read_layer_manifest(t.path.c_str(), true, vkl::Allocator(), p.layers));
    REQUIRE(p.layers.size() == 1);
    const vkl::LayerManifest& m = *p.layers[0];
    CHECK(std::string(m.name) == "VK_LAYER_test_basic");
    CHECK(std::string(m.description) == "a test layer");
    CHECK(m.api_version == VK_MAKE_API_VERSION(0, 1, 3, 239));
    CHECK(m.implementation_version == 7);
    CHECK(m.file_format_version == VK_MAKE_API_VERSION(0, 1, 2, 1));
    CHECK(m.implicit);
    CHECK(!m.is_meta);
    // Relative library paths are relative to the manifest's directory.
    CHECK(std::string(m.library_path) == t.path.substr(0, t.path.rfind('/')) + "/./libbasic.so");
    CHECK(std::string(m.gipa_name) == "myGIPA");
    CHECK(std::string(m.gdpa_name) == "myGDPA");
    CHECK(std::string(m.negotiate_name) == "myNegotiate");
    REQUIRE(m.instance_extensions.size() == 1);
    CHECK(std::string(m.instance_extensions[0].extensionName) == "VK_EXT_debug_report");
    CHECK(m.instance_extensions[0].specVersion == 9);
    REQUIRE(m.device_extensions.size() == 1);
    CHECK(m.device_extensions[0]->props.specVersion == 4);
    CHECK(m.device_extensions[0]->entrypoints.size() == 2);
    CHECK(std::string(m.enable_env_var) == "ENABLE_BASIC");
    CHECK(std::string(m.enable_env_value) == "1");
    CHECK(std::string(m.disable_env_var) == "DISABLE_BASIC");
    CHECK(std::string(m.pre_enumerate_instance_extensions) == "preExt");
    CHECK(std::string(m.pre_enumerate_instance_layers) == "preLayers");
    CHECK(std::string(m.pre_enumerate_instance_version) == "preVersion");
}

TEST_CASE("layer manifest: several layers, bare and absolute library paths, meta and override layers") {
    TempManifest t(R"({ "file_format_version": "1.1.1", "layers": [
        { "name": "VK_LAYER_a", "type": "INSTANCE", "library_path": "liba.so", "api_version": "1.3.0",
          "implementation_version": "1", "description": "a" },
        { "name": "VK_LAYER_b", "type": "GLOBAL", "library_path": "/opt/b/libb.so", "api_version": "1.2.0",
          "implementation_version": "2", "description": "b" },
        { "name": "VK_LAYER_meta", "type": "GLOBAL", "api_version": "1.3.0", "implementation_version": "1",
          "description": "m", "component_layers": ["VK_LAYER_a", "VK_LAYER_b"] },
        { "name": "VK_LAYER_LUNARG_override", "type": "GLOBAL", "api_version": "1.3.0", "implementation_version": "1",
          "description": "o", "component_layers": ["VK_LAYER_a"], "blacklisted_layers": ["VK_LAYER_bad"],
          "override_paths": ["/opt/layers"], "app_keys": ["/usr/bin/app"] } ] })");
    Parsed p;
    REQUIRE(vkl::read_layer_manifest(t.path.c_str(), false, vkl::Allocator(), p.layers));
    REQUIRE(p.layers.size() == 4);
    CHECK(std::string(p.layers[0]->library_path) == "liba.so");
    CHECK(std::string(p.layers[1]->library_path) == "/opt/b/libb.so");
    CHECK(p.layers[2]->is_meta);
    CHECK(p.layers[2]->library_path == nullptr);
    CHECK(p.layers[2]->component_layers.size() == 2);
    CHECK(p.layers[3]->is_override);
    CHECK(std::string(p.layers[3]->blacklisted_layers[0]) == "VK_LAYER_bad");
    CHECK(std::string(p.layers[3]->override_paths[0]) == "/opt/layers");
    CHECK(std::string(p.layers[3]->app_keys[0]) == "/usr/bin/app");
}

TEST_CASE("layer manifest: malformed input is skipped or read with a warning, the rest of the file stays") {
    struct Case {
        std::string text;
        bool implicit;
        size_t layers;
    };
    const std::string ok = std::string("{") + kBasic + "}";
    const std::vector<Case> cases = {
        {"{ nope", false, 0},
        {"[1]", false, 0},
        {"{ \"layer\": {" + std::string(kBasic) + "} }", false, 0},                         // no format
        {"{ \"file_format_version\": \"2.0.0\", \"layer\": " + ok + " }", false, 1},     // an unknown format: read, with a warning
        {"{ \"file_format_version\": \"1.0.0\" }", false, 0},                             // no layer
        {layer(R"("type": "GLOBAL", "library_path": "x", "api_version": "1.0.0", "implementation_version": "1", "description": "d")"), false, 0},
        {layer(R"("name": "VK_LAYER_x", "library_path": "x", "api_version": "1.0.0", "implementation_version": "1", "description": "d")"), false, 0},
        {layer(R"("name": "VK_LAYER_x", "type": "DEVICE", "library_path": "x", "api_version": "1.0.0", "implementation_version": "1", "description": "d")"), false, 0},
        {layer(R"("name": "VK_LAYER_x", "type": "BOGUS", "library_path": "x", "api_version": "1.0.0", "implementation_version": "1", "description": "d")"), false, 0},
        {layer(R"("name": "VK_LAYER_x", "type": "GLOBAL", "api_version": "1.0.0", "implementation_version": "1", "description": "d")"), false, 0},
        {layer(R"("name": "VK_LAYER_x", "type": "GLOBAL", "library_path": "x", "implementation_version": "1", "description": "d")"), false, 0},
        {layer(R"("name": "VK_LAYER_x", "type": "GLOBAL", "library_path": "x", "api_version": "one", "implementation_version": "1", "description": "d")"), false, 1},  // read as 0.0.0, with a warning
        {layer(R"("name": "VK_LAYER_x", "type": "GLOBAL", "library_path": "x", "api_version": "1.1.3.0", "implementation_version": "1", "description": "d")"), false, 0},  // variant 1
        {layer(R"("name": "VK_LAYER_x", "type": "GLOBAL", "library_path": "x", "api_version": "1.0.0", "description": "d")"), false, 0},
        {layer(R"("name": "VK_LAYER_x", "type": "GLOBAL", "library_path": "x", "api_version": "1.0.0", "implementation_version": "v1", "description": "d")"), false, 1},  // read as 0, with a warning
        {layer(R"("name": "VK_LAYER_x", "type": "GLOBAL", "library_path": "x", "api_version": "1.0.0", "implementation_version": true, "description": "d")"), false, 0},
        {layer(R"("name": "VK_LAYER_x", "type": "GLOBAL", "library_path": "x", "api_version": "1.0.0", "implementation_version": "1")"), false, 0},
        {layer(std::string(kBasic) + R"(, "library_arch": ")" + kOtherArch + "\""), false, 0},         // other architecture
        {layer(kBasic), true, 0},                                                      // implicit without disable_environment
        {layer(std::string(kBasic) + R"(, "disable_environment": "X")"), true, 0},   // malformed disable_environment
        {layer(R"("name": "VK_LAYER_m", "type": "GLOBAL", "api_version": "1.0.0", "implementation_version": "1", "description": "d", "component_layers": [])"), false, 0},
        // one bad entry among good ones
        {"{ \"file_format_version\": \"1.0.1\", \"layers\": [ 5, " + ok + ", {\"name\": \"VK_LAYER_half\"} ] }", false, 1},
        // bad optional fields are ignored, the layer stays
        {layer(std::string(kBasic) + R"(, "functions": 3, "instance_extensions": [ {"name": "VK_EXT_x"} ], "device_extensions": 7)"), false, 1},
        // non-objects where objects belong: skipped entries, no assertion inside the JSON library
        {layer(std::string(kBasic) + R"(, "instance_extensions": [ 1, "x", [], null ], "device_extensions": [ 2, "y", {"name": "VK_EXT_z", "spec_version": "1", "entrypoints": 5} ])"), false, 1},
        {layer(std::string(kBasic) + R"(, "disable_environment": [1], "enable_environment": 3, "pre_instance_functions": 4, "component_layers": 5)"), false, 0},  // a meta layer without components
    };
    for (size_t i = 0; i < cases.size(); ++i) {
        INFO("case " << i << ": " << cases[i].text);
        TempManifest t(cases[i].text);
        Parsed p;
        std::string err;
        {
            setenv("VK_LOADER_DEBUG", "all", 1);  // read once per process: set before the first log
            StderrCapture capture;
            CHECK(vkl::read_layer_manifest(t.path.c_str(), cases[i].implicit, vkl::Allocator(), p.layers));
            err = capture.text();
        }
        CHECK(p.layers.size() == cases[i].layers);
        CHECK(err.find(t.path) != std::string::npos);  // a log line names the file
    }
}

TEST_CASE("layer manifest: an allocator failure is reported, not logged as a bad file") {
    TempManifest t(layer(kBasic));
    VkAllocationCallbacks failing{};
    failing.pfnAllocation = [](void*, size_t, size_t, VkSystemAllocationScope) -> void* { return nullptr; };
    failing.pfnFree = [](void*, void*) {};
    Parsed p;
    CHECK_FALSE(vkl::read_layer_manifest(t.path.c_str(), false, vkl::Allocator(&failing), p.layers));
    CHECK(p.layers.size() == 0);
}

TEST_CASE("implicit layers: enable and disable environment, disable wins") {
    TempManifest t(layer(std::string(kBasic) + R"(, "enable_environment": { "VKL_T_ENABLE": "yes" },
                                                      "disable_environment": { "VKL_T_DISABLE": "" })"));
    Parsed p;
    REQUIRE(vkl::read_layer_manifest(t.path.c_str(), true, vkl::Allocator(), p.layers));
    REQUIRE(p.layers.size() == 1);
    const vkl::LayerManifest& m = *p.layers[0];
    unsetenv("VKL_T_ENABLE");
    unsetenv("VKL_T_DISABLE");
    CHECK_FALSE(vkl::implicit_layer_environment_enabled(m));  // needs its enable variable
    setenv("VKL_T_ENABLE", "no", 1);
    CHECK_FALSE(vkl::implicit_layer_environment_enabled(m));  // ...set to the given value
    setenv("VKL_T_ENABLE", "yes", 1);
    CHECK(vkl::implicit_layer_environment_enabled(m));
    setenv("VKL_T_DISABLE", "", 1);                           // set, even empty: disabled
    CHECK_FALSE(vkl::implicit_layer_environment_enabled(m));
    unsetenv("VKL_T_ENABLE");
    unsetenv("VKL_T_DISABLE");
}

TEST_CASE("log lines escape control characters from manifests: no terminal sequences, no forged lines") {
    TempManifest t(layer(R"("name": "VK_LAYER_\u001b[31mred\nERROR | LOADER: forged", "type": "GLOBAL", "library_path": "x",
        "api_version": "1.0.0", "implementation_version": "1", "description": "d", "functions": 3)"));
    Parsed p;
    std::string err;
    {
        setenv("VK_LOADER_DEBUG", "all", 1);
        StderrCapture capture;
        CHECK(vkl::read_layer_manifest(t.path.c_str(), false, vkl::Allocator(), p.layers));
        err = capture.text();
    }
    REQUIRE(p.layers.size() == 1);
    CHECK(err.find('\x1b') == std::string::npos);
    CHECK(err.find("\nERROR | LOADER: forged") == std::string::npos);
    CHECK(err.find("\\x1B[31mred\\x0AERROR | LOADER: forged") != std::string::npos);
}
