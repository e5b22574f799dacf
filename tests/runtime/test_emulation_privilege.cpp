// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Instance-extension emulation, and the elevated-privilege rules (by interposing
// secure_getenv, the platform module's only way to read the environment).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include <elf.h>

#include "chassis_world.h"
#include "differential.h"
#include "harness.h"

using namespace harness;

namespace {
bool g_pretend_elevated = false;
const char* g_hidden_prefix = nullptr;  // names secure_getenv hides (nullptr: none)
// A setuid program with the layers installed on the system: getauxval(AT_SECURE) is 1, which is
// how the layer chassis knows (the loader, which learns it from secure_getenv, still sees the
// test's driver and layer paths: they stand in for the system's directories here).
bool g_layers_elevated = false;
}

// Interposes glibc's secure_getenv for the loader (this executable exports it dynamically):
// when "elevated", every variable reads as unset, as glibc does for setuid programs; with a
// hidden prefix, only the variables of that prefix do.
extern "C" __attribute__((visibility("default"))) char* secure_getenv(const char* name) {
    if (g_pretend_elevated || (g_hidden_prefix && std::strncmp(name, g_hidden_prefix, std::strlen(g_hidden_prefix)) == 0))
        return nullptr;
    return std::getenv(name);
}

// Interposes getauxval, where the layer chassis learns that the process is elevated (AT_SECURE).
// The rest is glibc's own alias, __getauxval: no dlsym, which a sanitizer runtime that asks for
// the auxiliary vector while it starts could not bear.
extern "C" unsigned long __getauxval(unsigned long type) noexcept;
extern "C" __attribute__((visibility("default"))) unsigned long getauxval(unsigned long type) noexcept {
    if (type == AT_SECURE && g_layers_elevated)
        return 1;
    return __getauxval(type);
}

namespace {

// A setuid program whose caller names a file through the draw-stats layer's
// variables (its own, VKL_DRAW_STATS_FILE, and the setting's), or the settings file, never gets
// it written: the chassis reads no variable and no settings file when elevated. Not elevated, the
// same world writes the report there (the test can fail).
void elevated_draw_stats(const char* loader_path) {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    const fs::path target = w.root() / "root-owned.conf";
    write(target, "precious\n");
    write(w.root() / "settings" / "vk_layer_settings.txt", "vkl_draw_stats.report_file = " + target.string() + "\n");
    int runs = 0;
    auto run = [&](const char* variable) {  // the variable that names the target, or (nullptr) the settings file
        // Each run stands for a process of its own: a fresh copy of the layer, whose report
        // lives as long as the process (the library pins itself; ProcessLifetime::Process).
        const fs::path explicit_dir = w.root() / "explicit";
        fs::remove(explicit_dir / ("draw_stats" + std::to_string(runs) + ".json"));
        add_chassis_layer(w, VKL_DRAW_STATS_LAYER, "VK_LAYER_VKL_draw_stats", "draw_stats" + std::to_string(++runs));
        w.env.unset("VKL_DRAW_STATS_FILE");
        w.env.unset("VK_VKL_DRAW_STATS_REPORT_FILE");
        w.env.unset("VK_LAYER_SETTINGS_PATH");
        if (variable)
            w.env.set(variable, target.string());
        else
            w.env.set("VK_LAYER_SETTINGS_PATH", (w.root() / "settings").string());
        Loader l(loader_path);
        StderrCapture err;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_VKL_draw_stats"}) == VK_SUCCESS);
        const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
        REQUIRE(!pds.empty());
        VkDevice dev = l.create_device(pds[0]);
        REQUIRE(dev != nullptr);
        l.destroy_device(dev);
        l.destroy_instance(inst);
        return err.text();
    };
    g_layers_elevated = true;
    for (const char* variable : {"VKL_DRAW_STATS_FILE", "VK_VKL_DRAW_STATS_REPORT_FILE", static_cast<const char*>(nullptr)}) {
        INFO((variable ? variable : "the settings file"));
        write(target, "precious\n");
        const std::string err = run(variable);
        CHECK(err.find("VK_LAYER_VKL_draw_stats: device ") != std::string::npos);  // the layer ran
        CHECK(slurp(target) == "precious\n");
    }
    g_layers_elevated = false;
    for (const char* variable : {"VKL_DRAW_STATS_FILE", "VK_VKL_DRAW_STATS_REPORT_FILE", static_cast<const char*>(nullptr)}) {
        INFO((variable ? variable : "the settings file"));
        write(target, "precious\n");
        run(variable);
        CHECK(slurp(target).find("\"devices\": [") != std::string::npos);
    }
}

// A layer's own default output file that is a relative path: in a setuid program the caller
// chooses the working directory, and plants there a symlink of that name to a file only the
// program may write. Elevated, the chassis refuses the relative default (one line, stderr
// instead) and the target is untouched; not elevated, the same world writes through the link
// (the test can fail).
void elevated_relative_default(const char* loader_path) {
    ChassisWorld cw;
    World& w = cw.w;
    w.env.set("VKL_CHASSIS_TEST_PROCESS", "default-output");
    const fs::path target = w.root() / "root-owned.conf";
    const fs::path cwd = w.root() / "caller-cwd";
    fs::create_directories(cwd);
    fs::create_symlink(target, cwd / "chassis-test-default.log");
    // The caller's directory, and back (and not elevated) however the test ends.
    struct Restore {
        fs::path cwd = fs::current_path();
        ~Restore() {
            fs::current_path(cwd);
            g_layers_elevated = false;
        }
    } restore;
    fs::current_path(cwd);
    auto run = [&] {
        write(target, "precious\n");
        Loader l(loader_path);
        StderrCapture err;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_VKL_chassis_test"}) == VK_SUCCESS);
        l.destroy_instance(inst);
        return err.text();
    };
    g_layers_elevated = true;
    const std::string err = run();
    g_layers_elevated = false;
    CHECK(slurp(target) == "precious\n");
    CHECK(err == "VK_LAYER_VKL_chassis_test: error: output file chassis-test-default.log (setting default_output): a relative "
                 "path is refused in a process with elevated privileges; writing to stderr\n"
                 "written to the default output file\n");
    run();
    CHECK(slurp(target) == "written to the default output file\n");
}

}  // namespace

TEST_CASE("elevated privileges: the draw-stats layer writes no file its caller names (this loader)") {
    elevated_draw_stats(VKL_LIBRARY);
}

TEST_CASE("elevated privileges: the draw-stats layer writes no file its caller names (Khronos loader)") {
    if (system_loader_missing())
        return;
    elevated_draw_stats(kSystemLoader);
}

TEST_CASE("elevated privileges: a chassis layer's relative default output file is refused (this loader)") {
    elevated_relative_default(VKL_LIBRARY);
}

TEST_CASE("elevated privileges: a chassis layer's relative default output file is refused (Khronos loader)") {
    if (system_loader_missing())
        return;
    elevated_relative_default(kSystemLoader);
}

TEST_CASE("elevated privileges: an implicit layer's disable variable is still honoured") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("imp", "VK_LAYER_test_disable_me", "", true);  // disable variable DISABLE_imp
    w.env.set("DISABLE_imp", "1");
    // secure_getenv hides the disable variable, as it hides every variable in a setuid
    // process (the layer is found here through a path variable, which it does not hide).
    g_hidden_prefix = "DISABLE_";
    {
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
        l.destroy_instance(inst);
    }
    g_hidden_prefix = nullptr;
    CHECK(w.driver_log().find("imp vkCreateInstance") == std::string::npos);
}

TEST_CASE("elevated privileges: an implicit layer's enable variable is still honoured") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("imp", "VK_LAYER_test_enable_me", "", true, ", \"enable_environment\": { \"ENABLE_imp\": \"1\" }");
    // secure_getenv hides the enable variable, as it hides every variable in a setuid process
    // (the layer is found here through a path variable, which it does not hide): the layer is
    // still enabled, as by the Khronos loaders, which read it with getenv
    // (LoaderInterfaceArchitecture, "Elevated Privilege Caveats", names only the path variables).
    for (const char* value : {"1", "0"}) {
        w.env.set("ENABLE_imp", value);
        fs::remove(w.log_path());
        g_hidden_prefix = "ENABLE_";
        {
            Loader l;
            VkInstance inst = VK_NULL_HANDLE;
            REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
            l.destroy_instance(inst);
        }
        g_hidden_prefix = nullptr;
        INFO("ENABLE_imp=" << value);
        CHECK((w.driver_log().find("imp vkCreateInstance") != std::string::npos) == (std::string(value) == "1"));
    }
}

TEST_CASE("differential: elevated, VK_LOADER_DEBUG and VK_INSTANCE_LAYERS still apply, the filters do not") {
    REQUIRE_SYSTEM_LOADER();
    // Elevated, every search path is the machine's own: what the loaders log shows which
    // variables they read. VK_INSTANCE_LAYERS names a layer no machine has (each loader logs
    // that it was asked for it); VK_LOADER_LAYERS_ENABLE names another; the world's driver is
    // named by VK_DRIVER_FILES, ignored.
    auto [ours, theirs] = both([](World& w) {
        w.add_driver("vkl_world_driver");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.env.set("VK_LOADER_DEBUG", "all");
        w.env.set("VK_INSTANCE_LAYERS", "VK_LAYER_vkl_probe_instance_layers");
        w.env.set("VK_LOADER_LAYERS_ENABLE", "VK_LAYER_vkl_probe_layers_enable");
    }, [](World& w, const Loader& l) {
        StderrCapture err;
        g_pretend_elevated = true;
        VkInstance inst = VK_NULL_HANDLE;
        if (l.create_instance(&inst) == VK_SUCCESS)
            l.destroy_instance(inst);
        g_pretend_elevated = false;
        const std::string text = err.text();
        return std::string(text.empty() ? "silent" : "logged") +
               (text.find("VK_LAYER_vkl_probe_instance_layers") != std::string::npos ? ", VK_INSTANCE_LAYERS read" : "") +
               (text.find("VK_LAYER_vkl_probe_layers_enable") != std::string::npos ? ", VK_LOADER_LAYERS_ENABLE read" : "") +
               (w.driver_log().find("vkl_world_driver") != std::string::npos ? ", VK_DRIVER_FILES read" : "");
    });
    CHECK(ours == theirs);
    CHECK(ours == "logged, VK_INSTANCE_LAYERS read");
}

TEST_CASE("a driver without VK_KHR_get_physical_device_properties2 gets the loader's emulation") {
    World w;
    w.add_driver("old10", "api=1.0;iface=5;devices=integrated", "", "all", "", "1.0.0");
    w.add_driver("new11", "api=1.1;devices=discrete;ext=VK_KHR_get_physical_device_properties2,"
                          "VK_KHR_external_fence_capabilities");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {"VK_KHR_get_physical_device_properties2", "VK_KHR_external_fence_capabilities"},
                              VK_API_VERSION_1_0) == VK_SUCCESS);
    auto props2 = l.proc<PFN_vkGetPhysicalDeviceProperties2KHR>(inst, "vkGetPhysicalDeviceProperties2KHR");
    auto fence = l.proc<PFN_vkGetPhysicalDeviceExternalFencePropertiesKHR>(inst, "vkGetPhysicalDeviceExternalFencePropertiesKHR");
    REQUIRE(props2 != nullptr);
    REQUIRE(fence != nullptr);
    std::vector<std::string> names;
    for (VkPhysicalDevice pd : l.physical_devices(inst)) {
        VkPhysicalDeviceProperties2 p{};
        p.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
        props2(pd, &p);
        names.push_back(p.properties.deviceName);
        VkPhysicalDeviceExternalFenceInfo fi{};
        fi.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_FENCE_INFO;
        fi.handleType = VK_EXTERNAL_FENCE_HANDLE_TYPE_OPAQUE_FD_BIT;
        VkExternalFenceProperties fp{};
        fp.sType = VK_STRUCTURE_TYPE_EXTERNAL_FENCE_PROPERTIES;
        fp.externalFenceFeatures = 0xFFFFFFFF;  // the emulation must clear it
        if (names.back().rfind("old10", 0) == 0) {
            fence(pd, &fi, &fp);
            CHECK(fp.externalFenceFeatures == 0);
            CHECK(fp.compatibleHandleTypes == 0);
        }
    }
    CHECK(names == std::vector<std::string>{"new11 device 0", "old10 device 0"});
    l.destroy_instance(inst);
}

TEST_CASE("a core command beyond the version the driver's instance was made with is emulated, not called") {
    World w;
    w.add_driver("drv", "api=1.1;devices=discrete");  // fills VkPhysicalDeviceIDProperties in properties2
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    for (uint32_t api : {VK_API_VERSION_1_0, VK_API_VERSION_1_1}) {
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst, {}, api) == VK_SUCCESS);
        auto props2 = l.proc<PFN_vkGetPhysicalDeviceProperties2>(inst, "vkGetPhysicalDeviceProperties2");
        REQUIRE(props2 != nullptr);
        VkPhysicalDeviceIDProperties ids{};
        ids.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES;
        VkPhysicalDeviceProperties2 p{};
        p.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
        p.pNext = &ids;
        props2(l.physical_devices(inst)[0], &p);
        CHECK(std::string(p.properties.deviceName) == "drv device 0");
        // A 1.0 application's call is answered from vkGetPhysicalDeviceProperties (the chain is
        // left as it was); a 1.1 one reaches the driver.
        CHECK(ids.driverUUID[0] == (api == VK_API_VERSION_1_0 ? 0 : 0xD0));
        l.destroy_instance(inst);
    }
}

TEST_CASE("VK_KHR_display on a driver without it: no displays, no planes, mode creation fails") {
    World w;
    w.add_driver("plain", "devices=discrete");
    w.add_driver("disp", "devices=integrated;ext=VK_KHR_surface,VK_KHR_display");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {"VK_KHR_surface", "VK_KHR_display"}) == VK_SUCCESS);
    auto pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 2);
    VkPhysicalDevice plain = pds[0];  // discrete first
    auto props = l.proc<PFN_vkGetPhysicalDeviceDisplayPropertiesKHR>(inst, "vkGetPhysicalDeviceDisplayPropertiesKHR");
    auto planes = l.proc<PFN_vkGetPhysicalDeviceDisplayPlanePropertiesKHR>(inst, "vkGetPhysicalDeviceDisplayPlanePropertiesKHR");
    auto caps = l.proc<PFN_vkGetDisplayPlaneCapabilitiesKHR>(inst, "vkGetDisplayPlaneCapabilitiesKHR");
    auto create_mode = l.proc<PFN_vkCreateDisplayModeKHR>(inst, "vkCreateDisplayModeKHR");
    uint32_t n = 7;
    CHECK(props(plain, &n, nullptr) == VK_SUCCESS);
    CHECK(n == 0);
    n = 7;
    CHECK(planes(plain, &n, nullptr) == VK_SUCCESS);
    CHECK(n == 0);
    VkDisplayPlaneCapabilitiesKHR c{};
    c.maxDstExtent.width = 99;
    CHECK(caps(plain, VK_NULL_HANDLE, 0, &c) == VK_SUCCESS);
    CHECK(c.maxDstExtent.width == 0);
    VkDisplayModeCreateInfoKHR mci{};
    mci.sType = VK_STRUCTURE_TYPE_DISPLAY_MODE_CREATE_INFO_KHR;
    VkDisplayModeKHR mode = VK_NULL_HANDLE;
    StderrCapture quiet;
    CHECK(create_mode(plain, VK_NULL_HANDLE, &mci, nullptr, &mode) == VK_ERROR_INITIALIZATION_FAILED);
    l.destroy_instance(inst);
}

TEST_CASE("elevated privileges: path and filter variables, HOME and XDG_* are ignored") {
    World w;
    const fs::path a = w.add_driver("from_driver_files", "", w.root() / "a");
    const fs::path b = w.add_driver("from_add_driver_files", "", w.root() / "b");
    w.add_driver("from_xdg_data_home", "", w.root() / "data" / "vulkan" / "icd.d");
    w.add_driver("from_home", "", w.root() / "home" / ".local" / "share" / "vulkan" / "icd.d");
    w.env.set("VK_DRIVER_FILES", a.string());
    w.env.set("VK_ADD_DRIVER_FILES", b.string());
    w.env.set("VK_LOADER_DRIVERS_SELECT", "from_*");
    g_pretend_elevated = true;
    {
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        // This test asks for the machine's own driver locations: only those remain. Whether
        // any driver is installed there decides the result, not the variables above.
        if (l.create_instance(&inst) == VK_SUCCESS)
            l.destroy_instance(inst);
    }
    g_pretend_elevated = false;
    const std::string log = w.driver_log();
    CHECK(log.find("from_driver_files") == std::string::npos);
    CHECK(log.find("from_add_driver_files") == std::string::npos);
    CHECK(log.find("from_xdg_data_home") == std::string::npos);
    CHECK(log.find("from_home") == std::string::npos);
    // The same world without elevation uses VK_DRIVER_FILES.
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    l.destroy_instance(inst);
    CHECK(w.driver_log().find("from_driver_files vkCreateInstance") != std::string::npos);
}

// The settings file in the user's folder ($XDG_CONFIG_HOME/vulkan/loader_settings.d) is not
// read when elevated: the variable naming that folder is not read then (secure_getenv). Here
// the file turns an explicit layer on (by its path): listed when not elevated, absent when
// elevated (the layer path variables are ignored then too, so only the file could list it).
TEST_CASE("elevated privileges: the settings file in the user's XDG_CONFIG_HOME is not read") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    const fs::path manifest = w.add_layer("userset", "VK_LAYER_test_user_settings");
    write(w.root() / "config" / "vulkan" / "loader_settings.d" / "vk_loader_settings.json",
          "{ \"file_format_version\": \"1.0.0\", \"settings\": { \"layers\": [ { \"control\": \"on\", \"name\": "
          "\"VK_LAYER_test_user_settings\", \"path\": \"" + manifest.string() + "\" } ] } }\n");
    {
        Loader l;
        CHECK(l.instance_layers() == std::vector<std::string>{"VK_LAYER_test_user_settings"});
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
        l.destroy_instance(inst);
        CHECK(w.driver_log().find("userset vkCreateInstance") != std::string::npos);
    }
    fs::remove(w.log_path());
    g_pretend_elevated = true;
    {
        Loader l;
        const std::vector<std::string> layers = l.instance_layers();
        CHECK(std::find(layers.begin(), layers.end(), "VK_LAYER_test_user_settings") == layers.end());
        VkInstance inst = VK_NULL_HANDLE;
        // The machine's own drivers decide whether an instance is made.
        if (l.create_instance(&inst) == VK_SUCCESS)
            l.destroy_instance(inst);
    }
    g_pretend_elevated = false;
    CHECK(w.driver_log().find("userset") == std::string::npos);
}

TEST_CASE("elevated privileges: the layer path variables are ignored") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());  // read as unset when elevated...
    w.add_layer("privlayer", "VK_LAYER_test_privileged_path");
    w.env.set("VK_LAYER_PATH", (w.root() / "explicit").string());
    w.env.set("VK_ADD_LAYER_PATH", (w.root() / "explicit").string());
    w.add_layer("privimp", "VK_LAYER_test_privileged_implicit", "", true);
    w.env.set("VK_IMPLICIT_LAYER_PATH", (w.root() / "implicit").string());
    w.env.set("VK_ADD_IMPLICIT_LAYER_PATH", (w.root() / "implicit").string());
    {
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        VkResult r = l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_test_privileged_path"});
        CHECK(r == VK_SUCCESS);  // found through VK_LAYER_PATH
        if (r == VK_SUCCESS)
            l.destroy_instance(inst);
    }
    CHECK(w.driver_log().find("privimp vkCreateInstance") != std::string::npos);
    fs::remove(w.log_path());
    g_pretend_elevated = true;
    {
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        // ...so the machine's own drivers decide instance creation; the layer must be missing.
        const VkResult r =
            l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_test_privileged_path"});
        CHECK(r != VK_SUCCESS);
        if (r == VK_SUCCESS)
            l.destroy_instance(inst);
        uint32_t n = 0;
        l.sym<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties")(&n, nullptr);
        std::vector<VkLayerProperties> props(n);
        l.sym<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties")(&n, props.data());
        for (const auto& p : props) {
            CHECK(std::string(p.layerName) != "VK_LAYER_test_privileged_path");
            CHECK(std::string(p.layerName) != "VK_LAYER_test_privileged_implicit");
        }
    }
    g_pretend_elevated = false;
    CHECK(w.driver_log().find("privimp") == std::string::npos);
    CHECK(w.driver_log().find("privlayer") == std::string::npos);
}
