// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Layers: enabling rules and order, call chains, layers off the path of commands they do not
// intercept, wrapping, unknown commands, meta layers, enumeration. Hermetic: the world's own
// layer folders only (VK_LAYER_PATH / VK_IMPLICIT_LAYER_PATH), with the in-tree test layer.
#include <catch2/catch.hpp>

#include <cstring>

#include <algorithm>
#include <climits>
#include <set>

#include <dlfcn.h>
#include <unistd.h>

#include <vulkan/vk_layer.h>

#include "harness.h"

using namespace harness;

namespace {

struct LayerWorld {
    World w;
    LayerWorld() {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
    }
    // "<name> <event>" lines for one event, in order (closest to the application first).
    std::vector<std::string> who(const std::string& event) const {
        std::vector<std::string> out;
        std::istringstream in(w.driver_log());
        std::string line;
        while (std::getline(in, line)) {
            const size_t sp = line.find(' ');
            if (sp != std::string::npos && line.substr(sp + 1) == event && line.substr(0, sp) != "drv")
                out.push_back(line.substr(0, sp));  // layers only: the driver logs here too
        }
        return out;
    }
};

VkResult create(const Loader& l, std::vector<const char*> layers = {}, VkInstance* out = nullptr) {
    VkInstance i = VK_NULL_HANDLE;
    const VkResult r = l.create_instance(&i, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, layers);
    if (r == VK_SUCCESS) {
        if (out)
            *out = i;
        else
            l.destroy_instance(i);
    }
    return r;
}

}  // namespace

TEST_CASE("VK_LAYER_PATH and VK_IMPLICIT_LAYER_PATH replace the default layer search") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    // One layer of each kind in a default place (XDG_CONFIG_HOME), one in a folder of its own.
    w.add_layer("home_exp", "VK_LAYER_test_home_explicit", "", false, "", w.root() / "config" / "vulkan" / "explicit_layer.d");
    w.add_layer("home_imp", "VK_LAYER_test_home_implicit", "", true, "", w.root() / "config" / "vulkan" / "implicit_layer.d");
    w.add_layer("path_exp", "VK_LAYER_test_path_explicit");
    w.add_layer("path_imp", "VK_LAYER_test_path_implicit", "", true);
    auto sorted_layers = [](const Loader& l) {
        std::vector<std::string> v = l.instance_layers();
        std::sort(v.begin(), v.end());
        return v;
    };
    {
        Loader l;  // the default search: the XDG_CONFIG_HOME ones only
        CHECK(sorted_layers(l) == std::vector<std::string>{"VK_LAYER_test_home_explicit", "VK_LAYER_test_home_implicit"});
    }
    w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string());
    {
        Loader l;  // explicit layers from VK_LAYER_PATH alone; implicit ones as before
        CHECK(sorted_layers(l) == std::vector<std::string>{"VK_LAYER_test_home_implicit", "VK_LAYER_test_path_explicit"});
    }
    w.env.unset("VK_LAYER_PATH");
    w.env.set("VK_IMPLICIT_LAYER_PATH", (w.root() / "implicit").string());
    {
        Loader l;  // implicit layers from VK_IMPLICIT_LAYER_PATH alone; explicit ones as before
        CHECK(sorted_layers(l) == std::vector<std::string>{"VK_LAYER_test_home_explicit", "VK_LAYER_test_path_implicit"});
        REQUIRE(create(l) == VK_SUCCESS);
        const std::string log = w.driver_log();
        CHECK(log.find("path_imp vkCreateInstance") != std::string::npos);
        CHECK(log.find("home_imp vkCreateInstance") == std::string::npos);
    }
}

TEST_CASE("layers: implicit, then VK_INSTANCE_LAYERS and VK_LOADER_LAYERS_ENABLE, then the application's") {
    LayerWorld lw;
    lw.w.add_layer("imp", "VK_LAYER_test_imp", "", true);
    lw.w.add_layer("envl", "VK_LAYER_test_env");
    lw.w.add_layer("glob", "VK_LAYER_test_glob");
    lw.w.add_layer("app", "VK_LAYER_test_app");
    lw.w.env.set("VK_INSTANCE_LAYERS", "VK_LAYER_test_env:VK_LAYER_test_missing");
    lw.w.env.set("VK_LOADER_LAYERS_ENABLE", "*_glob");
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    // The application also names the implicit and an env layer: each is enabled once.
    REQUIRE(create(l, {"VK_LAYER_test_app", "VK_LAYER_test_imp", "VK_LAYER_test_env"}, &inst) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance") == std::vector<std::string>{"imp", "envl", "glob", "app"});
    // vkEnumerateDeviceLayerProperties lists the enabled layers in that order.
    auto pds = l.physical_devices(inst);
    uint32_t n = 0;
    auto enum_dev_layers = l.sym<PFN_vkEnumerateDeviceLayerProperties>("vkEnumerateDeviceLayerProperties");
    REQUIRE(enum_dev_layers(pds[0], &n, nullptr) == VK_SUCCESS);
    std::vector<VkLayerProperties> props(n);
    REQUIRE(enum_dev_layers(pds[0], &n, props.data()) == VK_SUCCESS);
    std::vector<std::string> names;
    for (auto& p : props)
        names.push_back(p.layerName);
    CHECK(names == std::vector<std::string>{"VK_LAYER_test_imp", "VK_LAYER_test_env", "VK_LAYER_test_glob", "VK_LAYER_test_app"});
    // Destruction goes through the chain too.
    l.destroy_instance(inst);
    CHECK(lw.who("vkDestroyInstance") == std::vector<std::string>{"imp", "envl", "glob", "app"});

    // An implicit layer that VK_INSTANCE_LAYERS names takes its place from that list.
    lw.w.env.set("VK_INSTANCE_LAYERS", "VK_LAYER_test_env:VK_LAYER_test_imp");
    lw.w.env.unset("VK_LOADER_LAYERS_ENABLE");
    fs::remove(lw.w.log_path());
    REQUIRE(create(l, {}, nullptr) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance") == std::vector<std::string>{"envl", "imp"});
}

TEST_CASE("layers: VK_LOADER_LAYERS_DISABLE, ~implicit~, ~explicit~, ~all~ and VK_LOADER_LAYERS_ALLOW") {
    LayerWorld lw;
    lw.w.add_layer("imp", "VK_LAYER_test_imp", "", true);
    lw.w.add_layer("exp", "VK_LAYER_test_exp");
    struct Case {
        const char* disable;
        const char* allow;
        std::vector<std::string> want;
    };
    for (const Case& c : std::vector<Case>{{"~implicit~", nullptr, {"exp"}},
                                           {"~explicit~", nullptr, {"imp"}},
                                           {"~all~", nullptr, {}},
                                           {"~all~", "*_exp", {"exp"}},
                                           {"VK_LAYER_TEST_IMP", nullptr, {"exp"}},
                                           {"*_nothing", nullptr, {"imp", "exp"}}}) {
        INFO(c.disable << " / " << (c.allow ? c.allow : "-"));
        lw.w.env.set("VK_LOADER_LAYERS_DISABLE", c.disable);
        c.allow ? lw.w.env.set("VK_LOADER_LAYERS_ALLOW", c.allow) : lw.w.env.unset("VK_LOADER_LAYERS_ALLOW");
        fs::remove(lw.w.log_path());
        Loader l;
        StderrCapture quiet;
        // A layer the filter removes does not exist for the application (nor in the layer
        // enumeration): naming it is VK_ERROR_LAYER_NOT_PRESENT.
        const bool exp_removed = std::find(c.want.begin(), c.want.end(), "exp") == c.want.end();
        CHECK(create(l, {"VK_LAYER_test_exp"}) == (exp_removed ? VK_ERROR_LAYER_NOT_PRESENT : VK_SUCCESS));
        std::vector<std::string> listed, want = c.want;
        for (const std::string& name : l.instance_layers())
            listed.push_back(name == "VK_LAYER_test_imp" ? "imp" : name == "VK_LAYER_test_exp" ? "exp" : name);
        std::sort(listed.begin(), listed.end());
        std::sort(want.begin(), want.end());
        CHECK(listed == want);
        fs::remove(lw.w.log_path());
        CHECK(create(l) == VK_SUCCESS);
        std::vector<std::string> implicit_only = c.want;
        implicit_only.erase(std::remove(implicit_only.begin(), implicit_only.end(), "exp"), implicit_only.end());
        CHECK(lw.who("vkCreateInstance") == implicit_only);
    }
    // VK_LOADER_LAYERS_ENABLE takes back what the disable filter removed (disable applies first).
    lw.w.env.set("VK_LOADER_LAYERS_DISABLE", "~all~");
    lw.w.env.unset("VK_LOADER_LAYERS_ALLOW");
    lw.w.env.set("VK_LOADER_LAYERS_ENABLE", "*_exp");
    fs::remove(lw.w.log_path());
    Loader l;
    CHECK(create(l) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance") == std::vector<std::string>{"exp"});
}

TEST_CASE("VK_LOADER_LAYERS_ENABLE does not undo an implicit layer's own disable variable; the application does") {
    LayerWorld lw;
    lw.w.add_layer("imp", "VK_LAYER_test_imp", "", true);
    lw.w.env.set("DISABLE_imp", "1");
    lw.w.env.set("VK_LOADER_LAYERS_ENABLE", "*_imp");
    Loader l;
    CHECK(create(l) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance").empty());
    CHECK(create(l, {"VK_LAYER_test_imp"}) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance") == std::vector<std::string>{"imp"});
}

TEST_CASE("layers are opened with lazy binding: an unresolved symbol on a path not taken is no obstacle") {
    LayerWorld lw;
    lw.w.add_layer("lazy", "VK_LAYER_test_lazy");
    fs::copy_file(VKL_TEST_LAYER_LAZY, lw.w.root() / "explicit" / "lazy.so", fs::copy_options::overwrite_existing);
    Loader l;
    CHECK(create(l, {"VK_LAYER_test_lazy"}) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance") == std::vector<std::string>{"lazy"});
}

TEST_CASE("implicit layers follow their enable and disable environment (disable wins)") {
    LayerWorld lw;
    lw.w.add_layer("gated", "VK_LAYER_test_gated", "", true, ", \"enable_environment\": { \"ENABLE_GATED\": \"1\" }");
    Loader l;
    // Listed whether or not it is active (as MangoHud and vkBasalt are in vulkaninfo).
    auto enumerate = l.sym<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties");
    uint32_t n = 0;
    REQUIRE(enumerate(&n, nullptr) == VK_SUCCESS);
    CHECK(n == 1);
    CHECK(create(l) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance").empty());
    // The variable must hold the manifest's value, not just be set (the Khronos loader compares
    // the two): another value leaves the layer off.
    lw.w.env.set("ENABLE_GATED", "0");
    CHECK(create(l) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance").empty());
    lw.w.env.set("ENABLE_GATED", "1");
    CHECK(create(l) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance") == std::vector<std::string>{"gated"});
    lw.w.env.set("DISABLE_gated", "1");
    fs::remove(lw.w.log_path());
    CHECK(create(l) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance").empty());
}

TEST_CASE("a missing or failing application layer is an error; environment and implicit ones are left out") {
    LayerWorld lw;
    lw.w.add_layer("good", "VK_LAYER_test_good");
    const fs::path broken = lw.w.add_layer("broken", "VK_LAYER_test_broken");
    fs::remove(lw.w.root() / "explicit" / "broken.so");  // its library is gone
    lw.w.add_layer("imp_broken", "VK_LAYER_test_imp_broken", "", true);
    fs::remove(lw.w.root() / "implicit" / "imp_broken.so");
    lw.w.env.set("VK_LOADER_DEBUG", "error");  // the log lines checked below (silent by default)
    Loader l;
    StderrCapture err;
    CHECK(create(l, {"VK_LAYER_test_nope"}) == VK_ERROR_LAYER_NOT_PRESENT);
    CHECK(create(l, {"VK_LAYER_test_broken"}) == VK_ERROR_LAYER_NOT_PRESENT);
    lw.w.env.set("VK_INSTANCE_LAYERS", "VK_LAYER_test_broken:VK_LAYER_test_good");
    CHECK(create(l) == VK_SUCCESS);  // the broken env and implicit layers are logged and skipped
    CHECK(lw.who("vkCreateInstance").back() == "good");
    const std::string text = err.text();
    CHECK(text.find("VK_LAYER_test_broken") != std::string::npos);
    CHECK(text.find("imp_broken.so") != std::string::npos);
}

TEST_CASE("a layer failing at negotiation, vkCreateInstance or vkCreateDevice") {
    LayerWorld lw;
    lw.w.add_layer("neg", "VK_LAYER_test_neg", "fail=negotiate");
    lw.w.add_layer("inst", "VK_LAYER_test_inst", "fail=create_instance");
    lw.w.add_layer("dev", "VK_LAYER_test_dev", "fail=create_device");
    Loader l;
    StderrCapture quiet;
    CHECK(create(l, {"VK_LAYER_test_neg"}) == VK_ERROR_LAYER_NOT_PRESENT);
    CHECK(create(l, {"VK_LAYER_test_inst"}) == VK_ERROR_INITIALIZATION_FAILED);
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(create(l, {"VK_LAYER_test_dev"}, &inst) == VK_SUCCESS);
    VkResult r = VK_SUCCESS;
    CHECK(l.create_device(l.physical_devices(inst)[0], {}, nullptr, &r) == nullptr);
    CHECK(r == VK_ERROR_INITIALIZATION_FAILED);
    l.destroy_instance(inst);
}

TEST_CASE("device chains: a layer is on the path of exactly the commands it intercepts") {
    LayerWorld lw;
    lw.w.add_layer("quiet", "VK_LAYER_test_quiet");                         // intercepts no draw
    lw.w.add_layer("drawer", "VK_LAYER_test_drawer", "intercept=vkCmdDraw");
    Loader l;
    auto gdpa = l.sym<PFN_vkGetDeviceProcAddr>("vkGetDeviceProcAddr");
    for (bool with_drawer : {false, true}) {
        INFO("with drawer: " << with_drawer);
        fs::remove(lw.w.log_path());
        VkInstance inst = VK_NULL_HANDLE;
        std::vector<const char*> layers = {"VK_LAYER_test_quiet"};
        if (with_drawer)
            layers.push_back("VK_LAYER_test_drawer");
        REQUIRE(create(l, layers, &inst) == VK_SUCCESS);
        VkDevice dev = l.create_device(l.physical_devices(inst)[0]);
        REQUIRE(dev != nullptr);
        CHECK(lw.who("vkCreateDevice") == (with_drawer ? std::vector<std::string>{"quiet", "drawer"}
                                                       : std::vector<std::string>{"quiet"}));
        VkCommandBufferAllocateInfo ai{};
        ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
        ai.commandBufferCount = 1;
        VkCommandBuffer cb = VK_NULL_HANDLE;
        REQUIRE(l.sym<PFN_vkAllocateCommandBuffers>("vkAllocateCommandBuffers")(dev, &ai, &cb) == VK_SUCCESS);
        l.sym<PFN_vkCmdDraw>("vkCmdDraw")(cb, 3, 1, 0, 0);
        CHECK(lw.who("vkCmdDraw").size() == (with_drawer ? 1u : 0u));
        // The quiet layer costs nothing: without the drawer, the device table's vkCmdDraw is the
        // driver's own function (what the driver's GDPA gives), not a layer's.
        void* draw = reinterpret_cast<void*>(gdpa(dev, "vkCmdDraw"));
        void* drv = dlopen((lw.w.root() / "drivers" / "drv.so").c_str(), RTLD_NOW | RTLD_NOLOAD);
        REQUIRE(drv != nullptr);
        auto drv_gipa = reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(drv, "vk_icdGetInstanceProcAddr"));
        auto drv_gdpa = reinterpret_cast<PFN_vkGetDeviceProcAddr>(drv_gipa(VK_NULL_HANDLE, "vkGetDeviceProcAddr"));
        void* driver_draw = reinterpret_cast<void*>(drv_gdpa(dev, "vkCmdDraw"));
        dlclose(drv);
        REQUIRE(driver_draw != nullptr);
        if (with_drawer)
            CHECK(draw != driver_draw);  // the drawer layer is in front of it
        else
            CHECK(draw == driver_draw);  // nothing in between
        l.sym<PFN_vkFreeCommandBuffers>("vkFreeCommandBuffers")(dev, VK_NULL_HANDLE, 1, &cb);
        l.destroy_device(dev);
        l.destroy_instance(inst);
    }
}

TEST_CASE("a layer that wraps devices, and a command only a layer knows") {
    LayerWorld lw;
    lw.w.add_layer("wrapper", "VK_LAYER_test_wrapper", "wrap=1;intercept=vkCmdDraw");
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(create(l, {"VK_LAYER_test_wrapper"}, &inst) == VK_SUCCESS);
    VkDevice dev = l.create_device(l.physical_devices(inst)[0]);
    REQUIRE(dev != nullptr);
    // Calls through the loader's trampolines reach the wrapped device's chain.
    VkQueue q = VK_NULL_HANDLE;
    l.sym<PFN_vkGetDeviceQueue>("vkGetDeviceQueue")(dev, 0, 0, &q);
    CHECK(q != nullptr);
    using PFN_Value = uint32_t(VKAPI_PTR*)(VkDevice, uint32_t);
    auto value = l.proc<PFN_Value>(inst, "vkGetLayerTestValueVKL");
    if (kUnknownTrampolines) {
        REQUIRE(value != nullptr);
        CHECK(value(dev, 5) == 1005);
    } else {
        CHECK(value == nullptr);  // through vkGetInstanceProcAddr it needs a generic trampoline
    }
    auto direct = reinterpret_cast<PFN_Value>(l.sym<PFN_vkGetDeviceProcAddr>("vkGetDeviceProcAddr")(dev, "vkGetLayerTestValueVKL"));
    REQUIRE(direct != nullptr);
    CHECK(direct(dev, 1) == 1001);
    l.destroy_device(dev);
    CHECK(lw.who("vkDestroyDevice") == std::vector<std::string>{"wrapper"});
    l.destroy_instance(inst);
}

TEST_CASE("meta layers: heavy fan-out costs the graph's size, a cycle is cut") {
    LayerWorld lw;
    lw.w.add_layer("leaf", "VK_LAYER_test_leaf");
    // 15 meta layers, each naming the next six times (6^14 paths to the leaf), and a cycle.
    std::string layers;
    for (int k = 0; k < 15; ++k) {
        std::string comps;
        for (int r = 0; r < 6; ++r)
            comps += std::string(r ? ", " : "") + "\"" + (k < 14 ? "VK_LAYER_test_fan" + std::to_string(k + 1) : "VK_LAYER_test_leaf") + "\"";
        layers += std::string(k ? ", " : "") + "{ \"name\": \"VK_LAYER_test_fan" + std::to_string(k) +
                  "\", \"type\": \"GLOBAL\", \"api_version\": \"1.3.0\", \"implementation_version\": \"1\", "
                  "\"description\": \"fan\", \"component_layers\": [" + comps + "] }";
    }
    for (const char* pair : {"a\", \"component_layers\": [\"VK_LAYER_test_cyc_b", "b\", \"component_layers\": [\"VK_LAYER_test_cyc_a"})
        layers += std::string(", { \"name\": \"VK_LAYER_test_cyc_") + pair +
                  "\"], \"type\": \"GLOBAL\", \"api_version\": \"1.3.0\", \"implementation_version\": \"1\", "
                  "\"description\": \"cycle\" }";
    write(lw.w.root() / "explicit" / "fan.json", "{ \"file_format_version\": \"1.1.1\", \"layers\": [" + layers + "] }");
    Loader l;
    StderrCapture quiet;
    auto enum_layers = l.sym<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties");
    uint32_t n = 0;
    REQUIRE(enum_layers(&n, nullptr) == VK_SUCCESS);
    CHECK(n == 16);  // the leaf and the 15 fan layers; the cycle is left out
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(create(l, {"VK_LAYER_test_fan0"}, &inst) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance") == std::vector<std::string>{"leaf"});
    l.destroy_instance(inst);
    CHECK(create(l, {"VK_LAYER_test_cyc_a"}) == VK_ERROR_LAYER_NOT_PRESENT);
}

TEST_CASE("a meta layer with a component of an older API version than its own is not used") {
    LayerWorld lw;
    lw.w.add_layer("c1", "VK_LAYER_test_c1");  // API 1.3
    auto meta = [&](const char* api) {
        write(lw.w.root() / "explicit" / "meta.json",
              std::string("{ \"file_format_version\": \"1.1.1\", \"layer\": { \"name\": \"VK_LAYER_test_meta\", "
                          "\"type\": \"GLOBAL\", \"api_version\": \"") + api +
                  "\", \"implementation_version\": \"1\", \"description\": \"meta\","
                  " \"component_layers\": [\"VK_LAYER_test_c1\"] } }");
    };
    lw.w.env.set("VK_LOADER_DEBUG", "warn");
    Loader l;
    StderrCapture quiet;
    meta("1.3.0");  // same major.minor: usable
    CHECK(create(l, {"VK_LAYER_test_meta"}) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance") == std::vector<std::string>{"c1"});
    meta("1.4.0");  // newer than its component: dropped
    CHECK(create(l, {"VK_LAYER_test_meta"}) == VK_ERROR_LAYER_NOT_PRESENT);
    CHECK(quiet.text().find("has an older API version than the meta layer") != std::string::npos);
}

TEST_CASE("meta layers enable their components; layer properties and extensions are enumerated") {
    LayerWorld lw;
    lw.w.add_layer("c1", "VK_LAYER_test_c1", "", false,
                   ", \"instance_extensions\": [ { \"name\": \"VK_EXT_debug_report\", \"spec_version\": \"3\" } ],"
                   " \"device_extensions\": [ { \"name\": \"VK_EXT_tooling_info\", \"spec_version\": \"1\" } ]");
    lw.w.add_layer("c2", "VK_LAYER_test_c2");
    write(lw.w.root() / "explicit" / "meta.json",
          "{ \"file_format_version\": \"1.1.1\", \"layer\": { \"name\": \"VK_LAYER_test_meta\", \"type\": \"GLOBAL\","
          " \"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"meta\","
          " \"component_layers\": [\"VK_LAYER_test_c2\", \"VK_LAYER_test_c1\"] } }");
    Loader l;
    auto enum_layers = l.sym<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties");
    uint32_t n = 0;
    REQUIRE(enum_layers(&n, nullptr) == VK_SUCCESS);
    CHECK(n == 3);
    std::vector<VkLayerProperties> props(n);
    REQUIRE(enum_layers(&n, props.data()) == VK_SUCCESS);
    std::set<std::string> names;
    for (auto& p : props)
        names.insert(p.layerName);
    CHECK(names == std::set<std::string>{"VK_LAYER_test_c1", "VK_LAYER_test_c2", "VK_LAYER_test_meta"});

    auto enum_ext = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
    REQUIRE(enum_ext("VK_LAYER_test_c1", &n, nullptr) == VK_SUCCESS);
    CHECK(n == 1);
    CHECK(enum_ext("VK_LAYER_test_none", &n, nullptr) == VK_ERROR_LAYER_NOT_PRESENT);

    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(create(l, {"VK_LAYER_test_meta"}, &inst) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance") == std::vector<std::string>{"c2", "c1"});
    {
        // The enabled layers the device sees: the meta layer and its components.
        auto pd0 = l.physical_devices(inst)[0];
        auto enum_dev_layers = l.sym<PFN_vkEnumerateDeviceLayerProperties>("vkEnumerateDeviceLayerProperties");
        uint32_t count = 0;
        REQUIRE(enum_dev_layers(pd0, &count, nullptr) == VK_SUCCESS);
        std::vector<VkLayerProperties> dev_layers(count);
        REQUIRE(enum_dev_layers(pd0, &count, dev_layers.data()) == VK_SUCCESS);
        // In chain order, the meta layer right after its components.
        std::vector<std::string> enabled;
        for (auto& p : dev_layers)
            enabled.push_back(p.layerName);
        CHECK(enabled == std::vector<std::string>{"VK_LAYER_test_c2", "VK_LAYER_test_c1", "VK_LAYER_test_meta"});
    }
    // A meta layer reports its components' extensions as its own.
    {
        auto enum_inst_ext = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
        uint32_t k = 0;
        REQUIRE(enum_inst_ext("VK_LAYER_test_meta", &k, nullptr) == VK_SUCCESS);
        std::vector<VkExtensionProperties> inst_ext(k);
        REQUIRE(enum_inst_ext("VK_LAYER_test_meta", &k, inst_ext.data()) == VK_SUCCESS);
        REQUIRE(k == 1);
        CHECK(std::string(inst_ext[0].extensionName) == "VK_EXT_debug_report");
        auto meta_dev_ext = l.sym<PFN_vkEnumerateDeviceExtensionProperties>("vkEnumerateDeviceExtensionProperties");
        REQUIRE(meta_dev_ext(l.physical_devices(inst)[0], "VK_LAYER_test_meta", &k, nullptr) == VK_SUCCESS);
        CHECK(k == 1);
    }
    // Device extensions: with a layer name, from its manifest; without one, what the chain
    // answers (the driver's, plus what a layer adds itself: the test layer adds nothing).
    auto pd = l.physical_devices(inst)[0];
    auto enum_dev_ext = l.sym<PFN_vkEnumerateDeviceExtensionProperties>("vkEnumerateDeviceExtensionProperties");
    REQUIRE(enum_dev_ext(pd, "VK_LAYER_test_c1", &n, nullptr) == VK_SUCCESS);
    CHECK(n == 1);
    REQUIRE(enum_dev_ext(pd, nullptr, &n, nullptr) == VK_SUCCESS);
    std::vector<VkExtensionProperties> ext(n);
    REQUIRE(enum_dev_ext(pd, nullptr, &n, ext.data()) == VK_SUCCESS);
    bool tooling = false;
    for (auto& e : ext)
        tooling |= std::string(e.extensionName) == "VK_EXT_tooling_info";
    CHECK_FALSE(tooling);
    // Enabling the layer's device extension works: the loader keeps it from the driver.
    VkResult r = VK_ERROR_UNKNOWN;
    VkDevice dev = l.create_device(pd, {"VK_EXT_tooling_info"}, nullptr, &r);
    CHECK(r == VK_SUCCESS);
    if (dev)
        l.destroy_device(dev);
    // One that neither the driver nor an enabled layer offers is an error.
    l.create_device(pd, {"VK_EXT_not_offered_by_anyone"}, nullptr, &r);
    CHECK(r == VK_ERROR_EXTENSION_NOT_PRESENT);
    l.destroy_instance(inst);
}

TEST_CASE("a device extension a layer adds in vkEnumerateDeviceExtensionProperties is accepted by vkCreateDevice") {
    LayerWorld lw;
    lw.w.add_layer("adder", "VK_LAYER_test_adder", "add_devext=VK_VKL_layer_made");
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(create(l, {"VK_LAYER_test_adder"}, &inst) == VK_SUCCESS);
    auto pd = l.physical_devices(inst)[0];
    auto enum_dev_ext = l.sym<PFN_vkEnumerateDeviceExtensionProperties>("vkEnumerateDeviceExtensionProperties");
    uint32_t n = 0;
    REQUIRE(enum_dev_ext(pd, nullptr, &n, nullptr) == VK_SUCCESS);
    std::vector<VkExtensionProperties> ext(n);
    REQUIRE(enum_dev_ext(pd, nullptr, &n, ext.data()) == VK_SUCCESS);
    REQUIRE(n >= 1);
    CHECK(std::string(ext[n - 1].extensionName) == "VK_VKL_layer_made");
    VkResult r = VK_ERROR_UNKNOWN;
    VkDevice dev = l.create_device(pd, {"VK_VKL_layer_made"}, nullptr, &r);
    CHECK(r == VK_SUCCESS);  // and the driver does not see it
    if (dev)
        l.destroy_device(dev);
    l.destroy_instance(inst);
}

// The apiVersion the drivers are made with is what reaches the end of the chain: a layer that
// raises the application's (as the Khronos loader's terminator reads it) raises the drivers' too.
TEST_CASE("a layer that raises pApplicationInfo->apiVersion: drivers are created with the raised version") {
    LayerWorld lw;
    lw.w.env.set("VKL_TEST_DRIVER_drv", "api=1.3");
    lw.w.add_layer("raise", "VK_LAYER_test_raise", "api=1.3");
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_0, 0, nullptr, nullptr, {"VK_LAYER_test_raise"}) == VK_SUCCESS);
    l.destroy_instance(inst);
    const std::string log = lw.w.driver_log();
    INFO(log);
    CHECK(count(log, "drv apiVersion=" + std::to_string(VK_API_VERSION_1_3)) == 1);
    CHECK(count(log, "drv apiVersion=" + std::to_string(VK_API_VERSION_1_0)) == 0);
}

TEST_CASE("implicit layers with pre_instance_functions see the pre-instance calls") {
    LayerWorld lw;
    const std::string pre = ", \"pre_instance_functions\": { "
                            "\"vkEnumerateInstanceVersion\": \"vkl_test_layer_PreEnumerateInstanceVersion\", "
                            "\"vkEnumerateInstanceExtensionProperties\": \"vkl_test_layer_PreEnumerateInstanceExtensionProperties\" }";
    lw.w.add_layer("pre1", "VK_LAYER_test_pre1", "", true, pre);
    lw.w.add_layer("pre2", "VK_LAYER_test_pre2", "", true, pre);
    lw.w.add_layer("explicit_pre", "VK_LAYER_test_explicit_pre", "", false, pre);  // ignored: not implicit
    Loader l;
    uint32_t v = 0;
    StderrCapture quiet;
    REQUIRE(l.sym<PFN_vkEnumerateInstanceVersion>("vkEnumerateInstanceVersion")(&v) == VK_SUCCESS);
    CHECK(v == VK_MAKE_API_VERSION(0, 1, 2, 77));
    // The layer libraries the call loaded are closed when it returns.
    for (const char* lib : {"pre1.so", "pre2.so"}) {
        INFO(lib);
        CHECK(dlopen((lw.w.root() / "implicit" / lib).c_str(), RTLD_NOW | RTLD_NOLOAD) == nullptr);
    }
    // Both implicit layers, in discovery (readdir) order; the explicit one never.
    auto sorted = [](std::vector<std::string> v) {
        std::sort(v.begin(), v.end());
        return v;
    };
    CHECK(sorted(lw.who("pre_vkEnumerateInstanceVersion")) == std::vector<std::string>{"pre1", "pre2"});
    uint32_t n = 0;
    REQUIRE(l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties")(nullptr, &n, nullptr) ==
            VK_SUCCESS);
    CHECK(n >= 3);
    CHECK(sorted(lw.who("pre_vkEnumerateInstanceExtensionProperties")) == std::vector<std::string>{"pre1", "pre2"});
    // Disabled by its environment: no longer in the pre-instance chain.
    lw.w.env.set("DISABLE_pre1", "1");
    REQUIRE(l.sym<PFN_vkEnumerateInstanceVersion>("vkEnumerateInstanceVersion")(&v) == VK_SUCCESS);
    CHECK(sorted(lw.who("pre_vkEnumerateInstanceVersion")) == std::vector<std::string>{"pre1", "pre2", "pre2"});
    // Removed by VK_LOADER_LAYERS_DISABLE: out of the pre-instance chains too (the Khronos
    // loader applies the layer filters when it picks the active implicit layers for them).
    lw.w.env.set("VK_LOADER_LAYERS_DISABLE", "VK_LAYER_test_pre2");
    fs::remove(lw.w.log_path());
    REQUIRE(l.sym<PFN_vkEnumerateInstanceVersion>("vkEnumerateInstanceVersion")(&v) == VK_SUCCESS);
    CHECK(lw.who("pre_vkEnumerateInstanceVersion").empty());
    REQUIRE(l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties")(nullptr, &n, nullptr) ==
            VK_SUCCESS);
    CHECK(lw.who("pre_vkEnumerateInstanceExtensionProperties").empty());
    // Back with the disable variable of the other one gone: only pre1.
    lw.w.env.unset("DISABLE_pre1");
    REQUIRE(l.sym<PFN_vkEnumerateInstanceVersion>("vkEnumerateInstanceVersion")(&v) == VK_SUCCESS);
    CHECK(lw.who("pre_vkEnumerateInstanceVersion") == std::vector<std::string>{"pre1"});
}

// A pre-instance layer whose library does not load (or lacks the function its manifest names)
// is left out of that call's chain, as the Khronos loader leaves it out: the call still
// succeeds through the other layers.
TEST_CASE("a pre-instance layer whose library is gone or lacks its function is left out; the call succeeds") {
    LayerWorld lw;
    const std::string pre = ", \"pre_instance_functions\": { "
                            "\"vkEnumerateInstanceVersion\": \"vkl_test_layer_PreEnumerateInstanceVersion\", "
                            "\"vkEnumerateInstanceExtensionProperties\": \"vkl_test_layer_PreEnumerateInstanceExtensionProperties\" }";
    lw.w.add_layer("pre1", "VK_LAYER_test_pre1", "", true, pre);
    lw.w.add_layer("gone", "VK_LAYER_test_gone", "", true, pre);
    fs::remove(lw.w.root() / "implicit" / "gone.so");
    lw.w.add_layer("nosym", "VK_LAYER_test_nosym", "", true,
                   ", \"pre_instance_functions\": { \"vkEnumerateInstanceVersion\": \"no_such_function\", "
                   "\"vkEnumerateInstanceExtensionProperties\": \"no_such_function\" }");
    Loader l;
    StderrCapture quiet;
    uint32_t v = 0;
    REQUIRE(l.sym<PFN_vkEnumerateInstanceVersion>("vkEnumerateInstanceVersion")(&v) == VK_SUCCESS);
    CHECK(v == VK_MAKE_API_VERSION(0, 1, 2, 77));
    CHECK(lw.who("pre_vkEnumerateInstanceVersion") == std::vector<std::string>{"pre1"});
    uint32_t n = 0;
    REQUIRE(l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties")(nullptr, &n, nullptr) ==
            VK_SUCCESS);
    CHECK(n >= 3);
    CHECK(lw.who("pre_vkEnumerateInstanceExtensionProperties") == std::vector<std::string>{"pre1"});
}

TEST_CASE("the override layer: components, blacklist, app_keys and override_paths") {
    LayerWorld lw;
    lw.w.add_layer("wanted", "VK_LAYER_test_wanted");
    lw.w.add_layer("banned", "VK_LAYER_test_banned");
    const fs::path elsewhere = lw.w.root() / "elsewhere";
    lw.w.add_layer("hidden", "VK_LAYER_test_hidden", "", false, "", elsewhere);  // only in override_paths
    auto override_layer = [&](const std::string& extra) {
        write(lw.w.root() / "implicit" / "override.json",
              "{ \"file_format_version\": \"1.2.1\", \"layer\": { \"name\": \"VK_LAYER_LUNARG_override\", \"type\": \"GLOBAL\","
              " \"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"override\","
              " \"disable_environment\": { \"DISABLE_OVERRIDE\": \"1\" }" + extra + " } }");
    };
    Loader l;
    StderrCapture quiet;
    // Components are enabled; blacklisted layers are not listed, and an application naming
    // one gets VK_ERROR_LAYER_NOT_PRESENT.
    override_layer(", \"component_layers\": [\"VK_LAYER_test_wanted\"], \"blacklisted_layers\": [\"VK_LAYER_test_banned\"]");
    CHECK(create(l, {"VK_LAYER_test_banned"}) == VK_ERROR_LAYER_NOT_PRESENT);
    CHECK(create(l) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance") == std::vector<std::string>{"wanted"});
    auto listed = [&] {
        auto fn = l.sym<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties");
        uint32_t n = 0;
        fn(&n, nullptr);
        std::vector<VkLayerProperties> props(n);
        fn(&n, props.data());
        std::set<std::string> names;
        for (uint32_t i = 0; i < n; ++i)
            names.insert(props[i].layerName);
        return names;
    };
    CHECK(listed() == std::set<std::string>{"VK_LAYER_test_wanted", "VK_LAYER_LUNARG_override"});
    // app_keys: applies only to the programs listed.
    fs::remove(lw.w.log_path());
    override_layer(", \"component_layers\": [\"VK_LAYER_test_wanted\"], \"app_keys\": [\"/not/this/program\"]");
    CHECK(create(l) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance").empty());
    CHECK(listed() == std::set<std::string>{"VK_LAYER_test_wanted", "VK_LAYER_test_banned"});  // nor listed
    fs::remove(lw.w.log_path());
    char self[PATH_MAX] = {};
    REQUIRE(readlink("/proc/self/exe", self, sizeof self - 1) > 0);
    override_layer(", \"component_layers\": [\"VK_LAYER_test_wanted\"], \"app_keys\": [\"" + std::string(self) + "\"]");
    CHECK(create(l) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance") == std::vector<std::string>{"wanted"});
    // override_paths replace the explicit search (VK_LAYER_PATH too): only "hidden" is found.
    fs::remove(lw.w.log_path());
    override_layer(", \"component_layers\": [\"VK_LAYER_test_hidden\"], \"override_paths\": [\"" + elsewhere.string() + "\"]");
    CHECK(create(l) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance") == std::vector<std::string>{"hidden"});
    CHECK(create(l, {"VK_LAYER_test_wanted"}) == VK_ERROR_LAYER_NOT_PRESENT);
    // A manifest added to an override path later is found (the cached set notices).
    lw.w.add_layer("hidden2", "VK_LAYER_test_hidden2", "", false, "", elsewhere);
    fs::remove(lw.w.log_path());
    CHECK(create(l, {"VK_LAYER_test_hidden2"}) == VK_SUCCESS);
    std::vector<std::string> reached = lw.who("vkCreateInstance");
    std::sort(reached.begin(), reached.end());
    CHECK(reached == std::vector<std::string>{"hidden", "hidden2"});
    // Its disable environment turns all of it off.
    lw.w.env.set("DISABLE_OVERRIDE", "1");
    fs::remove(lw.w.log_path());
    CHECK(create(l, {"VK_LAYER_test_wanted"}) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance") == std::vector<std::string>{"wanted"});
}

// The blacklist removes a layer however it would be enabled, not only when the application
// names it: the Khronos loader drops blacklisted layers from the layer list it finds
// (loader_remove_layers_in_blacklist), so an implicit layer stays off and VK_INSTANCE_LAYERS
// cannot bring an explicit one in; the layers not blacklisted are unaffected.
TEST_CASE("the override layer's blacklist keeps implicit and VK_INSTANCE_LAYERS layers out of the chain") {
    LayerWorld lw;
    lw.w.add_layer("imp_banned", "VK_LAYER_test_imp_banned", "", true);
    lw.w.add_layer("imp_kept", "VK_LAYER_test_imp_kept", "", true);
    lw.w.add_layer("env_banned", "VK_LAYER_test_env_banned");
    lw.w.add_layer("env_kept", "VK_LAYER_test_env_kept");
    write(lw.w.root() / "implicit" / "override.json",
          "{ \"file_format_version\": \"1.2.1\", \"layer\": { \"name\": \"VK_LAYER_LUNARG_override\", \"type\": \"GLOBAL\","
          " \"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"override\","
          " \"disable_environment\": { \"DISABLE_OVERRIDE\": \"1\" }, \"component_layers\": [],"
          " \"blacklisted_layers\": [\"VK_LAYER_test_imp_banned\", \"VK_LAYER_test_env_banned\"] } }");
    lw.w.env.set("VK_INSTANCE_LAYERS", "VK_LAYER_test_env_banned:VK_LAYER_test_env_kept");
    Loader l;
    StderrCapture quiet;
    REQUIRE(create(l) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance") == std::vector<std::string>{"imp_kept", "env_kept"});
    // Without the override layer both come back (the blacklist, not the setup, kept them out).
    lw.w.env.set("DISABLE_OVERRIDE", "1");
    fs::remove(lw.w.log_path());
    REQUIRE(create(l) == VK_SUCCESS);
    std::vector<std::string> reached = lw.who("vkCreateInstance");
    std::sort(reached.begin(), reached.end());
    CHECK(reached == std::vector<std::string>{"env_banned", "env_kept", "imp_banned", "imp_kept"});
}

TEST_CASE("the override layer: a component that appears later in override_paths is found") {
    LayerWorld lw;
    const fs::path elsewhere = lw.w.root() / "elsewhere";
    fs::create_directories(elsewhere);
    write(lw.w.root() / "implicit" / "override.json",
          "{ \"file_format_version\": \"1.2.1\", \"layer\": { \"name\": \"VK_LAYER_LUNARG_override\", \"type\": \"GLOBAL\","
          " \"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"override\","
          " \"disable_environment\": { \"DISABLE_OVERRIDE\": \"1\" }, \"component_layers\": [\"VK_LAYER_test_late\"],"
          " \"override_paths\": [\"" + elsewhere.string() + "\"] } }");
    Loader l;
    StderrCapture quiet;
    // Its component is missing: the override layer is left out (and logged).
    CHECK(create(l) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance").empty());
    // The component arrives in the override path; nothing else changes.
    lw.w.add_layer("late", "VK_LAYER_test_late", "", false, "", elsewhere);
    CHECK(create(l) == VK_SUCCESS);
    CHECK(lw.who("vkCreateInstance") == std::vector<std::string>{"late"});
}

TEST_CASE("legacy layers: no negotiation, GIPA and GDPA found under the manifest's names") {
    LayerWorld lw;
    lw.w.add_layer("legacy", "VK_LAYER_test_legacy", "intercept=vkCmdDraw", false,
                   ", \"functions\": { \"vkNegotiateLoaderLayerInterfaceVersion\": \"no_such_symbol\","
                   " \"vkGetInstanceProcAddr\": \"vkl_test_layer_GetInstanceProcAddr\","
                   " \"vkGetDeviceProcAddr\": \"vkl_test_layer_GetDeviceProcAddr\" }");
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(create(l, {"VK_LAYER_test_legacy"}, &inst) == VK_SUCCESS);
    VkDevice dev = l.create_device(l.physical_devices(inst)[0]);
    REQUIRE(dev != nullptr);
    CHECK(lw.who("negotiate").empty());
    CHECK(lw.who("vkCreateDevice") == std::vector<std::string>{"legacy"});
    l.destroy_device(dev);
    l.destroy_instance(inst);
}

TEST_CASE("layer interface: loader features, a layer's own physical-device commands, layer-created devices, lazy loading") {
    LayerWorld lw;
    lw.w.add_layer("featured", "VK_LAYER_test_featured");
    lw.w.add_layer("unused", "VK_LAYER_test_unused");  // never enabled: its library is never loaded
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(create(l, {"VK_LAYER_test_featured"}, &inst) == VK_SUCCESS);
    CHECK(lw.w.driver_log().find("featured loader_features=" + std::to_string(VK_LOADER_FEATURE_PHYSICAL_DEVICE_SORTING)) !=
          std::string::npos);
    auto pd = l.physical_devices(inst)[0];
    // A physical-device command only the layer knows, through its vk_layerGetPhysicalDeviceProcAddr.
    using PFN_Data = VkResult(VKAPI_PTR*)(VkPhysicalDevice, uint32_t*);
    auto data = l.proc<PFN_Data>(inst, "vkGetPhysicalDeviceLayerDataVKL");
    if (kUnknownTrampolines) {
        REQUIRE(data != nullptr);
        uint32_t v = 0;
        CHECK(data(pd, &v) == VK_SUCCESS);
        CHECK(v == 0xABC);
    } else {
        CHECK(data == nullptr);  // needs a generic trampoline
    }
    // The layer creates a device of its own through VK_LOADER_LAYER_CREATE_DEVICE_CALLBACK.
    void* lib = dlopen((lw.w.root() / "explicit" / "featured.so").c_str(), RTLD_NOW | RTLD_NOLOAD);
    REQUIRE(lib != nullptr);
    using PFN_Own = VkResult (*)(VkInstance, VkPhysicalDevice);
    auto own = reinterpret_cast<PFN_Own>(dlsym(lib, "vkl_test_layer_CreateOwnDevice"));
    REQUIRE(own != nullptr);
    // A layer holds the handles the chain gave it: the instance (keyed by its dispatch pointer,
    // the same as the application's) and the physical device below the application's handle
    // (the loader's PhysicalDeviceHandle keeps it after the dispatch pointer and the magic).
    // (offset: a pointer and a uint64_t, 16 bytes on 64-bit targets and 12 on i386.)
    VkPhysicalDevice layer_pd;
    std::memcpy(&layer_pd, reinterpret_cast<const char*>(pd) + sizeof(void*) + sizeof(uint64_t), sizeof layer_pd);
    CHECK(own(inst, layer_pd) == VK_SUCCESS);
    dlclose(lib);
    CHECK(lw.who("own_device") == std::vector<std::string>{"featured"});
    CHECK(lw.who("negotiate") == std::vector<std::string>{"featured"});  // "unused" was never loaded
    CHECK(dlopen((lw.w.root() / "explicit" / "unused.so").c_str(), RTLD_NOW | RTLD_NOLOAD) == nullptr);
    l.destroy_instance(inst);
}

TEST_CASE("a layer name no layer has (a typo) is logged with the closest name; a VK_LOADER_LAYERS_ENABLE matching nothing too") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("val", "VK_LAYER_KHRONOS_validation");
    w.env.set("VK_INSTANCE_LAYERS", "VK_LAYER_KHRONOS_valdation");
    w.env.set("VK_LOADER_LAYERS_ENABLE", "VK_LAYER_KHRONOS_validatoin");
    w.env.set("VK_LOADER_DEBUG", "warn,error");
    StderrCapture err;
    {
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
        l.destroy_instance(inst);
        CHECK(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_KHRONOS_Validation_"}) ==
              VK_ERROR_LAYER_NOT_PRESENT);
        // Far from every name: no suggestion.
        CHECK(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_other"}) ==
              VK_ERROR_LAYER_NOT_PRESENT);
    }
    const std::string text = err.text();
    INFO(text);
    CHECK(text.find("VK_INSTANCE_LAYERS: layer VK_LAYER_KHRONOS_valdation is not present; ignored (did you mean "
                    "VK_LAYER_KHRONOS_validation?)") != std::string::npos);
    CHECK(text.find("VK_LOADER_LAYERS_ENABLE=VK_LAYER_KHRONOS_validatoin matches no layer (did you mean "
                    "VK_LAYER_KHRONOS_validation?)") != std::string::npos);
    CHECK(text.find("layer VK_LAYER_KHRONOS_Validation_ is not present (did you mean VK_LAYER_KHRONOS_validation?)") !=
          std::string::npos);
    CHECK(text.find("layer VK_LAYER_other is not present\n") != std::string::npos);
}
