// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The loader settings file (vk_loader_settings.json, as a control panel writes it): layer lists
// with on/off/auto and the place of the normally found layers, per-application settings,
// stderr filters, additional drivers and device configurations. Hermetic: the file lives in
// the world's XDG_CONFIG_HOME.
#include <catch2/catch.hpp>

#include <chrono>
#include <climits>
#include <sstream>

#include <unistd.h>

#include "../stderr_capture.h"
#include "harness.h"

using namespace harness;

namespace {

struct SettingsWorld {
    World w;
    SettingsWorld() {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
    }
    fs::path settings_path() const { return w.root() / "config/vulkan/loader_settings.d/vk_loader_settings.json"; }
    // One global settings object.
    void settings(const std::string& object) const {
        write(settings_path(), "{ \"file_format_version\": \"1.0.0\", \"settings\": " + object + " }\n");
    }
    // A settings "layers" entry for a layer of this world.
    std::string entry(const char* control, const std::string& layer_name, const std::string& file,
                      bool implicit = false) const {
        const fs::path manifest = w.root() / (implicit ? "implicit" : "explicit") / (file + ".json");
        return std::string("{ \"control\": \"") + control + "\", \"name\": \"" + layer_name + "\", \"path\": \"" +
               manifest.string() + "\" }";
    }
    std::vector<std::string> who(const std::string& event) const {
        std::vector<std::string> out;
        std::istringstream in(w.driver_log());
        std::string line;
        while (std::getline(in, line)) {
            const size_t sp = line.find(' ');
            if (sp != std::string::npos && line.substr(sp + 1) == event && line.substr(0, sp) != "drv")
                out.push_back(line.substr(0, sp));
        }
        return out;
    }
    void clear_log() const { fs::remove(w.log_path()); }
};

VkResult create(const Loader& l, std::vector<const char*> layers = {}) {
    VkInstance i = VK_NULL_HANDLE;
    const VkResult r = l.create_instance(&i, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, layers);
    if (r == VK_SUCCESS)
        l.destroy_instance(i);
    return r;
}

}  // namespace

TEST_CASE("settings: the layer list is the chain order; on forces a layer, off hides it, no other layer exists") {
    SettingsWorld sw;
    sw.w.add_layer("imp", "VK_LAYER_test_imp", "", true);
    sw.w.add_layer("a", "VK_LAYER_test_a");
    sw.w.add_layer("b", "VK_LAYER_test_b");
    sw.w.add_layer("c", "VK_LAYER_test_c");  // found normally, but the list has no unordered place
    sw.settings("{ \"layers\": [ " + sw.entry("on", "VK_LAYER_test_b", "b") + ", " + sw.entry("auto", "VK_LAYER_test_a", "a") +
                ", " + sw.entry("off", "VK_LAYER_test_imp", "imp", true) + " ] }");
    Loader l;
    CHECK(l.instance_layers() == std::vector<std::string>{"VK_LAYER_test_b", "VK_LAYER_test_a"});
    // The application's order does not matter; the list's does.
    REQUIRE(create(l, {"VK_LAYER_test_a"}) == VK_SUCCESS);
    CHECK(sw.who("vkCreateInstance") == std::vector<std::string>{"b", "a"});
    // "off" and unlisted layers do not exist for the application.
    CHECK(create(l, {"VK_LAYER_test_imp"}) == VK_ERROR_LAYER_NOT_PRESENT);
    CHECK(create(l, {"VK_LAYER_test_c"}) == VK_ERROR_LAYER_NOT_PRESENT);
    // "on" wins over the disable filter, which still applies to "auto" layers.
    sw.clear_log();
    sw.w.env.set("VK_LOADER_LAYERS_DISABLE", "~all~");
    REQUIRE(create(l, {"VK_LAYER_test_a"}) == VK_SUCCESS);
    CHECK(sw.who("vkCreateInstance") == std::vector<std::string>{"b"});
    // The file is read at every call: removing it brings the normal layers back.
    sw.w.env.unset("VK_LOADER_LAYERS_DISABLE");
    fs::remove(sw.settings_path());
    sw.clear_log();
    CHECK(l.instance_layers().size() == 4);
    REQUIRE(create(l) == VK_SUCCESS);
    CHECK(sw.who("vkCreateInstance") == std::vector<std::string>{"imp"});
}

// The disable filter removes an "auto" layer of the list even when VK_LOADER_LAYERS_ENABLE names
// it (the reference checks the disable filter first and skips the layer); an "on" layer stays.
TEST_CASE("settings: VK_LOADER_LAYERS_DISABLE removes an auto layer that VK_LOADER_LAYERS_ENABLE names") {
    SettingsWorld sw;
    sw.w.add_layer("a", "VK_LAYER_test_a");
    sw.w.add_layer("b", "VK_LAYER_test_b");
    sw.settings("{ \"layers\": [ " + sw.entry("on", "VK_LAYER_test_b", "b") + ", " + sw.entry("auto", "VK_LAYER_test_a", "a") +
                " ] }");
    sw.w.env.set("VK_LOADER_LAYERS_ENABLE", "VK_LAYER_test_a");
    Loader l;
    // The enable filter alone turns the auto layer on.
    REQUIRE(create(l) == VK_SUCCESS);
    CHECK(sw.who("vkCreateInstance") == std::vector<std::string>{"b", "a"});
    sw.clear_log();
    sw.w.env.set("VK_LOADER_LAYERS_DISABLE", "~all~");
    REQUIRE(create(l) == VK_SUCCESS);
    CHECK(sw.who("vkCreateInstance") == std::vector<std::string>{"b"});
}

// A settings file's layer list has no fixed size: every one of many layers it turns on is
// listed and enabled, in the list's order.
TEST_CASE("settings: a layer list of 40 layers all turned on lists and enables all 40") {
    SettingsWorld sw;
    std::string list;
    std::vector<std::string> names, files;
    for (int i = 0; i < 40; ++i) {
        const std::string file = "l" + std::to_string(i), name = "VK_LAYER_test_" + file;
        sw.w.add_layer(file, name);
        list += (i ? ", " : "") + sw.entry("on", name, file);
        names.push_back(name);
        files.push_back(file);
    }
    sw.settings("{ \"layers\": [ " + list + " ] }");
    Loader l;
    CHECK(l.instance_layers() == names);
    REQUIRE(create(l) == VK_SUCCESS);
    CHECK(sw.who("vkCreateInstance") == files);
}

// A meta layer the list turns on activates its components, here found normally (in the
// unordered location).
TEST_CASE("settings: a meta layer the list turns on activates its component layers") {
    SettingsWorld sw;
    sw.w.add_layer("a", "VK_LAYER_test_a");
    write(sw.w.root() / "explicit" / "meta.json",
          "{ \"file_format_version\": \"1.1.1\", \"layer\": { \"name\": \"VK_LAYER_test_meta\", \"type\": \"GLOBAL\", "
          "\"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"meta\", "
          "\"component_layers\": [\"VK_LAYER_test_a\"] } }\n");
    sw.settings("{ \"layers\": [ " + sw.entry("on", "VK_LAYER_test_meta", "meta") +
                ", { \"control\": \"unordered_layer_location\" } ] }");
    Loader l;
    REQUIRE(create(l) == VK_SUCCESS);
    CHECK(sw.who("vkCreateInstance") == std::vector<std::string>{"a"});
}

TEST_CASE("settings: a layer the list names twice (same name, same library) is listed and enabled once, in its first place") {
    SettingsWorld sw;
    sw.w.add_layer("a", "VK_LAYER_test_a");
    sw.w.add_layer("b", "VK_LAYER_test_b");
    sw.settings("{ \"layers\": [ " + sw.entry("on", "VK_LAYER_test_a", "a") + ", " + sw.entry("on", "VK_LAYER_test_b", "b") +
                ", " + sw.entry("on", "VK_LAYER_test_a", "a") + " ] }");
    Loader l;
    CHECK(l.instance_layers() == std::vector<std::string>{"VK_LAYER_test_a", "VK_LAYER_test_b"});
    REQUIRE(create(l) == VK_SUCCESS);
    CHECK(sw.who("vkCreateInstance") == std::vector<std::string>{"a", "b"});
}

TEST_CASE("settings: normally found layers go to the unordered location; a listed name suppresses its normal copy") {
    SettingsWorld sw;
    sw.w.add_layer("imp", "VK_LAYER_test_imp", "", true);
    sw.w.add_layer("a", "VK_LAYER_test_a");
    sw.w.add_layer("b", "VK_LAYER_test_b");
    sw.w.add_layer("c", "VK_LAYER_test_c");
    sw.settings("{ \"layers\": [ " + sw.entry("auto", "VK_LAYER_test_a", "a") +
                ", { \"control\": \"unordered_layer_location\" }, " + sw.entry("on", "VK_LAYER_test_b", "b") + " ] }");
    Loader l;
    CHECK(l.instance_layers() ==
          std::vector<std::string>{"VK_LAYER_test_a", "VK_LAYER_test_imp", "VK_LAYER_test_c", "VK_LAYER_test_b"});
    REQUIRE(create(l, {"VK_LAYER_test_c", "VK_LAYER_test_a"}) == VK_SUCCESS);
    CHECK(sw.who("vkCreateInstance") == std::vector<std::string>{"a", "imp", "c", "b"});
}

TEST_CASE("settings: app_keys pick the settings of this program, else the global ones") {
    SettingsWorld sw;
    sw.w.add_layer("a", "VK_LAYER_test_a");
    sw.w.add_layer("b", "VK_LAYER_test_b");
    auto write_for = [&](const std::string& key) {
        write(sw.settings_path(), "{ \"file_format_version\": \"1.0.0\", \"settings_array\": [ { \"app_keys\": [\"" + key +
                                      "\"], \"layers\": [ " + sw.entry("on", "VK_LAYER_test_a", "a") +
                                      " ] }, { \"layers\": [ " + sw.entry("on", "VK_LAYER_test_b", "b") + " ] } ] }\n");
    };
    write_for("/no/such/program");
    Loader l;
    REQUIRE(create(l) == VK_SUCCESS);
    CHECK(sw.who("vkCreateInstance") == std::vector<std::string>{"b"});
    char exe[PATH_MAX] = {};
    REQUIRE(readlink("/proc/self/exe", exe, sizeof exe - 1) > 0);
    write_for(exe);
    sw.clear_log();
    REQUIRE(create(l) == VK_SUCCESS);
    CHECK(sw.who("vkCreateInstance") == std::vector<std::string>{"a"});
    // Without XDG_CONFIG_HOME the user's file is looked for under HOME/.config.
    const fs::path home_file = sw.w.root() / "home/.config/vulkan/loader_settings.d/vk_loader_settings.json";
    fs::create_directories(home_file.parent_path());
    fs::rename(sw.settings_path(), home_file);
    sw.w.env.unset("XDG_CONFIG_HOME");
    sw.clear_log();
    REQUIRE(create(l) == VK_SUCCESS);
    CHECK(sw.who("vkCreateInstance") == std::vector<std::string>{"a"});
}

TEST_CASE("settings: a broken file or layer list is logged with its path and ignored") {
    SettingsWorld sw;
    sw.w.add_layer("imp", "VK_LAYER_test_imp", "", true);
    sw.w.add_layer("a", "VK_LAYER_test_a");
    sw.w.env.set("VK_LOADER_DEBUG", "error");  // the log lines checked below (silent by default)
    Loader l;
    for (const std::string& text :
         {std::string("{ \"file_format_version\": \"1.0.0\", \"settings\": { \"layers\": [ "),  // truncated
          std::string("[1, 2, 3]"), std::string("{ \"settings\": { \"layers\": [] } }"),  // no file_format_version
          std::string("{ \"file_format_version\": \"1.0.0\", \"settings\": { \"layers\": [ { \"control\": \"on\" } ] } }"),
          std::string("{ \"file_format_version\": \"1.0.0\", \"settings\": { \"layers\": 7 } }")}) {
        INFO(text);
        write(sw.settings_path(), text);
        sw.clear_log();
        StderrCapture err;
        REQUIRE(create(l) == VK_SUCCESS);
        CHECK(sw.who("vkCreateInstance") == std::vector<std::string>{"imp"});  // as without settings
        CHECK(err.text().find(sw.settings_path().string()) != std::string::npos);
    }
    // An empty list is valid: no layer at all.
    sw.settings("{ \"layers\": [] }");
    sw.clear_log();
    REQUIRE(create(l) == VK_SUCCESS);
    CHECK(sw.who("vkCreateInstance").empty());
    CHECK(l.instance_layers().empty());
}

TEST_CASE("settings: stderr_log replaces VK_LOADER_DEBUG with an exact set of categories") {
    SettingsWorld sw;
    sw.w.add_layer("a", "VK_LAYER_test_a");
    sw.w.env.set("VK_INSTANCE_LAYERS", "VK_LAYER_test_missing");  // a warning
    Loader l;
    {
        sw.settings("{ \"stderr_log\": [\"warn\"] }");
        StderrCapture err;
        REQUIRE(create(l) == VK_SUCCESS);
        const std::string text = err.text();
        CHECK(text.find("VK_LAYER_test_missing") != std::string::npos);
        CHECK(text.find("INFO |") == std::string::npos);
        CHECK(create(l, {"VK_LAYER_test_nothing"}) == VK_ERROR_LAYER_NOT_PRESENT);
        CHECK(err.text().find("VK_LAYER_test_nothing") == std::string::npos);  // errors are not in the set
    }
    {
        sw.settings("{ \"stderr_log\": [\"info\", \"error\"] }");
        StderrCapture err;
        REQUIRE(create(l) == VK_SUCCESS);
        CHECK(err.text().find("VK_LAYER_test_missing") == std::string::npos);
        CHECK(err.text().find("INFO |") != std::string::npos);
    }
}

// With "stderr_log" given, VK_LOADER_DEBUG neither adds categories to it nor widens it: a call
// made once the file is read prints only the file's categories (here errors: nothing).
TEST_CASE("settings: stderr_log given, VK_LOADER_DEBUG adds nothing to stderr") {
    SettingsWorld sw;
    sw.w.add_layer("a", "VK_LAYER_test_a");
    sw.w.env.set("VK_LOADER_DEBUG", "all");  // read when the library is loaded
    Loader l;
    {
        StderrCapture err;  // without the file VK_LOADER_DEBUG is in effect
        REQUIRE(create(l, {"VK_LAYER_test_a"}) == VK_SUCCESS);
        CHECK(err.text().find("INFO |") != std::string::npos);
    }
    sw.settings("{ \"stderr_log\": [\"error\"] }");
    {
        StderrCapture err;  // this call reads the file (lines logged before that may be printed)
        REQUIRE(create(l, {"VK_LAYER_test_a"}) == VK_SUCCESS);
    }
    StderrCapture err;
    REQUIRE(create(l, {"VK_LAYER_test_a"}) == VK_SUCCESS);
    const std::string text = err.text();
    CHECK(text.find("INFO |") == std::string::npos);
    CHECK(text.find("DEBUG |") == std::string::npos);
    CHECK(text.find("WARNING |") == std::string::npos);
    CHECK(text.find("VK_LAYER_test_a") == std::string::npos);
}

TEST_CASE("VK_LOADER_DEBUG set to the empty string silences stderr, errors included") {
    SettingsWorld sw;
    sw.w.env.set("VK_LOADER_DEBUG", "");
    Loader quiet;  // VK_LOADER_DEBUG is read once per load
    StderrCapture err;
    CHECK(create(quiet, {"VK_LAYER_test_nothing"}) == VK_ERROR_LAYER_NOT_PRESENT);
    CHECK(err.text().empty());
}

TEST_CASE("settings: additional drivers come after the others, or replace them") {
    SettingsWorld sw;
    const fs::path extra = sw.w.add_driver("extra", "devices=discrete", sw.w.root() / "extra-drivers");
    sw.settings("{ \"additional_drivers\": [ { \"path\": \"" + extra.string() + "\" } ] }");
    // With the device sort on (its default): the two devices tie on every key, and a settings
    // file's additional drivers stand ahead of the normal search in the driver order, so their
    // devices come after the others' (as the Khronos suite's SettingsFile.AdditionalDrivers).
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    auto pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 2);
    CHECK(l.device_name(pds[0]) == "drv device 0");
    CHECK(l.device_name(pds[1]) == "extra device 0");
    l.destroy_instance(inst);

    sw.settings("{ \"additional_drivers_use_exclusively\": true, \"additional_drivers\": [ { \"path\": \"" +
                extra.string() + "\" } ] }");
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 1);
    CHECK(l.device_name(pds[0]) == "extra device 0");
    l.destroy_instance(inst);

    // A list with a bad entry adds nothing; the other settings still apply.
    sw.w.add_layer("a", "VK_LAYER_test_a");
    sw.settings("{ \"additional_drivers\": [ \"" + extra.string() + "\" ], \"layers\": [ " +
                sw.entry("on", "VK_LAYER_test_a", "a") + " ] }");
    sw.clear_log();
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    CHECK(l.physical_devices(inst).size() == 1);
    CHECK(sw.who("vkCreateInstance") == std::vector<std::string>{"a"});
    l.destroy_instance(inst);
}

// The settings file's additional drivers are matched by VK_LOADER_DRIVERS_SELECT and
// VK_LOADER_DRIVERS_DISABLE like every other manifest (by file name), as the Khronos loaders do
// (their suite's AdditionalDriversReplacesVK_LOADER_DRIVERS_SELECT expects it).
TEST_CASE("settings: additional drivers are matched by the driver select and disable filters") {
    SettingsWorld sw;
    const fs::path extra = sw.w.add_driver("extra", "devices=discrete", sw.w.root() / "extra-drivers");
    Loader l;
    const auto names = [&] {
        std::vector<std::string> out;
        VkInstance inst = VK_NULL_HANDLE;
        if (l.create_instance(&inst) != VK_SUCCESS)
            return out;
        for (VkPhysicalDevice pd : l.physical_devices(inst))
            out.push_back(l.device_name(pd));
        l.destroy_instance(inst);
        return out;
    };
    StderrCapture quiet;  // (a select filter matching nothing warns)
    for (const bool exclusive : {false, true}) {
        INFO("exclusive " << exclusive);
        sw.settings(std::string("{ \"additional_drivers_use_exclusively\": ") + (exclusive ? "true" : "false") +
                    ", \"additional_drivers\": [ { \"path\": \"" + extra.string() + "\" } ] }");
        sw.w.env.set("VK_LOADER_DRIVERS_SELECT", "drv*");
        CHECK(names() == (exclusive ? std::vector<std::string>{} : std::vector<std::string>{"drv device 0"}));
        sw.w.env.set("VK_LOADER_DRIVERS_SELECT", "extra*");
        CHECK(names() == std::vector<std::string>{"extra device 0"});
        sw.w.env.unset("VK_LOADER_DRIVERS_SELECT");
        sw.w.env.set("VK_LOADER_DRIVERS_DISABLE", "extra*");
        CHECK(names() == (exclusive ? std::vector<std::string>{} : std::vector<std::string>{"drv device 0"}));
        sw.w.env.unset("VK_LOADER_DRIVERS_DISABLE");
    }
}

TEST_CASE("settings: device configurations choose the devices and their order; the driver variables are ignored") {
    World w;
    // The system's driver (the world's XDG_CONFIG_HOME), three devices; another one named by
    // VK_DRIVER_FILES, which device configurations override.
    w.add_driver("sys", "api=1.1;devices=discrete,discrete,integrated;driver_version=7", w.root() / "config/vulkan/icd.d");
    w.add_driver("env", "devices=discrete", w.root() / "drivers");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    const fs::path settings = w.root() / "config/vulkan/loader_settings.d/vk_loader_settings.json";
    auto device = [](int index, int driver_version) {
        std::string uuid = "[" + std::to_string(index);
        for (int k = 1; k < 16; ++k)
            uuid += ", " + std::to_string(k);
        std::string driver_uuid = "[" + std::to_string(0xD0);
        for (int k = 1; k < 16; ++k)
            driver_uuid += ", " + std::to_string(0xD0 + k);
        return "{ \"deviceUUID\": " + uuid + "], \"driverUUID\": " + driver_uuid +
               "], \"driverVersion\": " + std::to_string(driver_version) + " }";
    };
    write(settings, "{ \"file_format_version\": \"1.0.0\", \"settings\": { \"device_configurations\": [ " + device(2, 7) +
                        ", { \"deviceUUID\": [1, 2, 3] }, " + device(0, 7) + " ] } }");
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_0) == VK_SUCCESS);  // a 1.0 application too
    // The UUIDs take vkGetPhysicalDeviceProperties2: the 1.1 driver's instance is made as 1.1.
    CHECK(w.driver_log().find("sys apiVersion=" + std::to_string(VK_API_VERSION_1_1) + "\n") != std::string::npos);
    auto pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 2);
    CHECK(l.device_name(pds[0]) == "sys device 2");
    CHECK(l.device_name(pds[1]) == "sys device 0");
    l.destroy_instance(inst);

    // Nothing matches (another driver version): no device, VK_ERROR_INITIALIZATION_FAILED.
    write(settings, "{ \"file_format_version\": \"1.0.0\", \"settings\": { \"device_configurations\": [ " + device(0, 8) +
                        " ] } }");
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    uint32_t n = 5;
    VkPhysicalDevice out[5];
    CHECK(l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices")(inst, &n, out) ==
          VK_ERROR_INITIALIZATION_FAILED);
    l.destroy_instance(inst);
}

TEST_CASE("settings: an empty device_configurations selects no device; the driver variables are ignored") {
    // Khronos loader 1.4.359 (loader/settings.c, LoaderLayerInterface's settings file): an empty
    // list is active and selects nothing, and any device_configurations list makes the loader
    // ignore the driver environment variables.
    World w;
    w.add_driver("sys", "api=1.1;devices=discrete,integrated", w.root() / "config/vulkan/icd.d");
    w.add_driver("env", "devices=discrete", w.root() / "drivers");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    const fs::path settings = w.root() / "config/vulkan/loader_settings.d/vk_loader_settings.json";
    write(settings, "{ \"file_format_version\": \"1.0.0\", \"settings\": { \"device_configurations\": [] } }");
    w.env.set("VK_LOADER_DEBUG", "warn");
    StderrCapture err;
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    auto enumerate = l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices");
    uint32_t n = 7;
    CHECK(enumerate(inst, &n, nullptr) == VK_SUCCESS);
    CHECK(n == 0);
    auto groups = l.sym<PFN_vkEnumeratePhysicalDeviceGroups>("vkEnumeratePhysicalDeviceGroups");
    n = 7;
    CHECK(groups(inst, &n, nullptr) == VK_SUCCESS);
    CHECK(n == 0);
    l.destroy_instance(inst);
    const std::string log = w.driver_log();
    CHECK(log.find("sys vkCreateInstance") != std::string::npos);  // the search path's driver
    CHECK(log.find("env vkCreateInstance") == std::string::npos);  // VK_DRIVER_FILES ignored
    const std::string text = err.text();
    INFO(text);
    CHECK(count(text, settings.string() + ": \"device_configurations\" is empty") == 1);

    // The same file without the list: VK_DRIVER_FILES and every device again.
    write(settings, "{ \"file_format_version\": \"1.0.0\", \"settings\": { \"stderr_log\": [\"error\"] } }");
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    CHECK(l.physical_devices(inst).size() == 1);
    l.destroy_instance(inst);
    CHECK(w.driver_log().find("env vkCreateInstance") != std::string::npos);
}

namespace {
// Dates a file back by `seconds`, as a file a control panel wrote a while ago is: the loader keeps
// what it parsed of a file only when its last change is more than 2 s old (a change within the
// same timestamp tick could otherwise go unseen).
void date_back(const fs::path& p, int seconds) {
    const auto t = fs::file_time_type::clock::now() - std::chrono::seconds(seconds);
    fs::last_write_time(p, t);
}
size_t lines_with(const std::string& text, const std::string& what) {
    size_t n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
        ++n;
    return n;
}
}  // namespace

TEST_CASE("settings: an unchanged file is parsed once; a change to it or to a layer manifest it names is seen at the next call") {
    SettingsWorld sw;
    const fs::path a = sw.w.add_layer("a", "VK_LAYER_test_a");
    sw.w.add_layer("b", "VK_LAYER_test_b");
    // A field of the wrong type warns at every parse: the count of warnings counts the parses.
    sw.settings("{ \"additional_drivers_use_exclusively\": \"yes\", \"layers\": [ " +
                sw.entry("on", "VK_LAYER_test_a", "a") + " ] }");
    date_back(sw.settings_path(), 10);
    date_back(a, 10);
    sw.w.env.set("VK_LOADER_DEBUG", "warn");
    Loader l;
    {
        StderrCapture err;
        for (int i = 0; i < 3; ++i)
            CHECK(l.instance_layers() == std::vector<std::string>{"VK_LAYER_test_a"});
        REQUIRE(create(l) == VK_SUCCESS);
        CHECK(lines_with(err.text(), "additional_drivers_use_exclusively") == 1);
    }
    // The file changes (another layer): the next call reads it.
    sw.settings("{ \"layers\": [ " + sw.entry("on", "VK_LAYER_test_b", "b") + " ] }");
    date_back(sw.settings_path(), 5);
    CHECK(l.instance_layers() == std::vector<std::string>{"VK_LAYER_test_b"});
    // Back to layer a; then a's manifest changes (it now names another layer): the settings are
    // read again and the entry no longer has its layer.
    sw.settings("{ \"layers\": [ " + sw.entry("on", "VK_LAYER_test_a", "a") + " ] }");
    date_back(sw.settings_path(), 8);
    CHECK(l.instance_layers() == std::vector<std::string>{"VK_LAYER_test_a"});
    sw.w.add_layer("a", "VK_LAYER_test_renamed");
    date_back(a, 3);
    StderrCapture err;
    CHECK(l.instance_layers().empty());
    CHECK(err.text().find("does not describe layer VK_LAYER_test_a (it describes VK_LAYER_test_renamed: did you mean it?)") !=
          std::string::npos);
}

TEST_CASE("settings: a layer the file turns off, asked for by VK_INSTANCE_LAYERS or the application, is logged with the file and how to turn it on") {
    SettingsWorld sw;
    sw.w.add_layer("a", "VK_LAYER_test_a");
    sw.w.add_layer("b", "VK_LAYER_test_b");
    sw.settings("{ \"layers\": [ " + sw.entry("on", "VK_LAYER_test_b", "b") + ", " + sw.entry("off", "VK_LAYER_test_a", "a") + " ] }");
    sw.w.env.set("VK_INSTANCE_LAYERS", "VK_LAYER_test_a");
    sw.w.env.set("VK_LOADER_DEBUG", "layer");
    StderrCapture err;
    {
        Loader l;
        REQUIRE(create(l) == VK_SUCCESS);
        CHECK(create(l, {"VK_LAYER_test_a"}) == VK_ERROR_LAYER_NOT_PRESENT);
    }
    const std::string text = err.text();
    const std::string where = "the loader settings file " + sw.settings_path().string() + " turns it off";
    CHECK(text.find("VK_INSTANCE_LAYERS: layer VK_LAYER_test_a is not present; ignored (" + where) != std::string::npos);
    CHECK(text.find("vkCreateInstance: layer VK_LAYER_test_a is not present (" + where) != std::string::npos);
    CHECK(text.find("set its \"control\" there to \"on\" or \"auto\"") != std::string::npos);
}

TEST_CASE("settings: a layer the file turns off is a decision in the log (VK_LOADER_DEBUG=layer) even when nothing asks for it") {
    SettingsWorld sw;
    const fs::path a = sw.w.add_layer("a", "VK_LAYER_test_a");
    sw.w.add_layer("b", "VK_LAYER_test_b");
    sw.settings("{ \"layers\": [ " + sw.entry("on", "VK_LAYER_test_b", "b") + ", " + sw.entry("off", "VK_LAYER_test_a", "a") + " ] }");
    sw.w.env.set("VK_LOADER_DEBUG", "layer");
    StderrCapture err;
    {
        Loader l;
        REQUIRE(create(l) == VK_SUCCESS);
    }
    const std::string text = err.text();
    INFO(text);
    CHECK(text.find("layer VK_LAYER_test_a (" + a.string() + "): turned off by the loader settings file " +
                    sw.settings_path().string() + " (its \"layers\" entry: control \"off\"") != std::string::npos);
    // Not at the default level: a decision, not a problem.
    sw.w.env.set("VK_LOADER_DEBUG", "warn");
    StderrCapture quiet;
    {
        Loader l;
        REQUIRE(create(l) == VK_SUCCESS);
    }
    CHECK(quiet.text().find("turned off by the loader settings file") == std::string::npos);
}
