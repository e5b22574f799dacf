// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Driver discovery, manifests and negotiation, through the built libvulkan.so.1 and the
// in-tree test driver. Hermetic: harness::World hides the machine's drivers.
#include <catch2/catch.hpp>

#include <dlfcn.h>

#include <algorithm>

#include "harness.h"

using namespace harness;

namespace {

// Names of the test drivers vkCreateInstance reached, in order.
std::vector<std::string> created(const World& w) {
    std::vector<std::string> out;
    std::istringstream in(w.driver_log());
    std::string line;
    while (std::getline(in, line))
        if (line.size() > 17 && line.compare(line.size() - 17, 17, " vkCreateInstance") == 0)
            out.push_back(line.substr(0, line.size() - 17));
    return out;
}

VkResult make_instance(const Loader& l, std::vector<const char*> ext = {}, uint32_t api = VK_API_VERSION_1_3,
                       VkInstanceCreateFlags flags = 0) {
    VkInstance i = VK_NULL_HANDLE;
    const VkResult r = l.create_instance(&i, ext, api, flags);
    if (r == VK_SUCCESS)
        l.destroy_instance(i);
    return r;
}

}  // namespace

TEST_CASE("no driver: VK_ERROR_INCOMPATIBLE_DRIVER") {
    World w;
    w.env.set("VK_DRIVER_FILES", (w.root() / "nothing-here").string());
    Loader l;
    CHECK(make_instance(l) == VK_ERROR_INCOMPATIBLE_DRIVER);
}

// With no driver found (none listed, or only manifests that fail to parse), the instance
// extension query still succeeds with the loader's own extensions, as the Khronos loader's
// does: only vkCreateInstance fails for want of a driver.
TEST_CASE("no driver: vkEnumerateInstanceExtensionProperties still lists the loader's own extensions") {
    World w;
    write(w.root() / "drivers" / "broken.json", "{ \"file_format_version\": \"1.0.1\", \"ICD\": ");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    auto query = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
    uint32_t n = 0;
    REQUIRE(query(nullptr, &n, nullptr) == VK_SUCCESS);
    REQUIRE(n > 0);
    std::vector<VkExtensionProperties> props(n);
    REQUIRE(query(nullptr, &n, props.data()) == VK_SUCCESS);
    bool debug_utils = false;
    for (uint32_t i = 0; i < n; ++i)
        debug_utils = debug_utils || std::string(props[i].extensionName) == VK_EXT_DEBUG_UTILS_EXTENSION_NAME;
    CHECK(debug_utils);
    CHECK(make_instance(l) == VK_ERROR_INCOMPATIBLE_DRIVER);
}

TEST_CASE("VK_DRIVER_FILES takes files and directories and replaces the search") {
    World w;
    const fs::path a = w.add_driver("drvA", "", w.root() / "a");
    w.add_driver("drvB", "", w.root() / "b");
    w.add_driver("drvHome", "", w.root() / "config" / "vulkan" / "icd.d");  // default location
    w.env.set("VK_DRIVER_FILES", a.string() + ":" + (w.root() / "b").string());
    Loader l;
    CHECK(make_instance(l) == VK_SUCCESS);
    CHECK(created(w) == std::vector<std::string>{"drvA", "drvB"});
}

TEST_CASE("VK_ICD_FILENAMES is used only when VK_DRIVER_FILES is unset") {
    World w;
    const fs::path a = w.add_driver("drvA", "", w.root() / "a");
    const fs::path b = w.add_driver("drvB", "", w.root() / "b");
    w.env.set("VK_ICD_FILENAMES", b.string());
    {
        Loader l;
        CHECK(make_instance(l) == VK_SUCCESS);
        CHECK(created(w) == std::vector<std::string>{"drvB"});
    }
    fs::remove(w.log_path());
    w.env.set("VK_DRIVER_FILES", a.string());
    Loader l;
    CHECK(make_instance(l) == VK_SUCCESS);
    CHECK(created(w) == std::vector<std::string>{"drvA"});
}

TEST_CASE("default search order and VK_ADD_DRIVER_FILES first") {
    World w;
    w.add_driver("d1_config_home", "", w.root() / "config" / "vulkan" / "icd.d");
    w.add_driver("d2_config_dirs", "", w.root() / "etc-xdg" / "vulkan" / "icd.d");
    w.add_driver("d3_data_home", "", w.root() / "data" / "vulkan" / "icd.d");
    w.add_driver("d4_data_dirs", "", w.root() / "share" / "vulkan" / "icd.d");
    const fs::path extra = w.add_driver("d0_added", "", w.root() / "extra");
    w.env.set("VK_ADD_DRIVER_FILES", extra.string());
    // Not a manifest: only *.json files count.
    write(w.root() / "share" / "vulkan" / "icd.d" / "README.txt", "not a manifest");
    Loader l;
    CHECK(make_instance(l) == VK_SUCCESS);
    CHECK(created(w) == std::vector<std::string>{"d0_added", "d1_config_home", "d2_config_dirs", "d3_data_home",
                                                 "d4_data_dirs"});
}

TEST_CASE("an empty XDG_*_HOME counts as unset, and HOME stands in for it") {
    // (An empty VK_DRIVER_FILES is no longer unset: it overrides the search, as in both Khronos
    // loaders; test_differential_rules.cpp.)
    World w;
    w.env.set("XDG_CONFIG_HOME", "");
    w.env.set("XDG_DATA_HOME", "");
    w.add_driver("from_home_config", "", w.root() / "home" / ".config" / "vulkan" / "icd.d");
    w.add_driver("from_home_share", "", w.root() / "home" / ".local" / "share" / "vulkan" / "icd.d");
    Loader l;
    CHECK(make_instance(l) == VK_SUCCESS);
    CHECK(created(w) == std::vector<std::string>{"from_home_config", "from_home_share"});
}

// XDG_CONFIG_DIRS and XDG_DATA_DIRS are ':'-separated lists of search bases, each searched (the
// Khronos loader reads both; only when one is unset do /etc/xdg and /usr/local/share:/usr/share
// stand in): a driver under any entry of either list is found.
TEST_CASE("drivers are found under every entry of XDG_CONFIG_DIRS and XDG_DATA_DIRS") {
    World w;
    const fs::path c1 = w.root() / "cfg1", c2 = w.root() / "cfg2", d1 = w.root() / "dat1", d2 = w.root() / "dat2";
    w.env.set("XDG_CONFIG_DIRS", c1.string() + ":" + c2.string());
    w.env.set("XDG_DATA_DIRS", d1.string() + ":" + d2.string());
    w.add_driver("from_config_dirs_1", "", c1 / "vulkan" / "icd.d");
    w.add_driver("from_config_dirs_2", "", c2 / "vulkan" / "icd.d");
    w.add_driver("from_data_dirs_1", "", d1 / "vulkan" / "icd.d");
    w.add_driver("from_data_dirs_2", "", d2 / "vulkan" / "icd.d");
    Loader l;
    CHECK(make_instance(l) == VK_SUCCESS);
    std::vector<std::string> found = created(w);
    std::sort(found.begin(), found.end());
    CHECK(found == std::vector<std::string>{"from_config_dirs_1", "from_config_dirs_2", "from_data_dirs_1", "from_data_dirs_2"});
}

TEST_CASE("VK_ADD_DRIVER_FILES is ignored when VK_DRIVER_FILES is set") {
    World w;
    const fs::path a = w.add_driver("drvA", "", w.root() / "a");
    const fs::path b = w.add_driver("drvB", "", w.root() / "b");
    w.env.set("VK_DRIVER_FILES", a.string());
    w.env.set("VK_ADD_DRIVER_FILES", b.string());
    Loader l;
    CHECK(make_instance(l) == VK_SUCCESS);
    CHECK(created(w) == std::vector<std::string>{"drvA"});
}

TEST_CASE("driver select and disable filters match manifest file names, case-insensitively") {
    World w;
    for (const char* n : {"alpha_icd", "beta_icd", "gamma_gpu", "Delta_icd"})
        w.add_driver(n);
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    struct Case {
        const char* select;
        const char* disable;
        std::vector<std::string> want;
    };
    for (const Case& c : std::vector<Case>{
             {"*_icd.json", nullptr, {"alpha_icd", "beta_icd", "Delta_icd"}},
             {"alpha*", nullptr, {"alpha_icd"}},
             {"*MMA*", nullptr, {"gamma_gpu"}},
             {"beta_icd.json", nullptr, {"beta_icd"}},
             {nullptr, "*_ICD.JSON", {"gamma_gpu"}},
             // The disable filter first, then select takes a driver back:
             {"*icd*", "delta*", {"alpha_icd", "beta_icd", "Delta_icd"}},
             {"beta*", "*icd*", {"beta_icd"}},
             {"nothing*", nullptr, {}},
             {"~all~", nullptr, {"alpha_icd", "beta_icd", "gamma_gpu", "Delta_icd"}},
             {"gamma*", "~all~", {"gamma_gpu"}},
         }) {
        INFO((c.select ? c.select : "-") << " / " << (c.disable ? c.disable : "-"));
        c.select ? w.env.set("VK_LOADER_DRIVERS_SELECT", c.select) : w.env.unset("VK_LOADER_DRIVERS_SELECT");
        c.disable ? w.env.set("VK_LOADER_DRIVERS_DISABLE", c.disable) : w.env.unset("VK_LOADER_DRIVERS_DISABLE");
        fs::remove(w.log_path());
        Loader l;
        const VkResult r = make_instance(l);
        CHECK(r == (c.want.empty() ? VK_ERROR_INCOMPATIBLE_DRIVER : VK_SUCCESS));
        std::vector<std::string> got = created(w), want = c.want;
        std::sort(got.begin(), got.end());
        std::sort(want.begin(), want.end());
        CHECK(got == want);
    }
}

// The filter variables are lists: each comma-separated pattern is matched on its own (a list
// read as one pattern would match no manifest). A variable set to the empty string is the same
// as an unset one: an empty select filter does not leave every driver out.
TEST_CASE("driver filters: comma-separated patterns each match, and an empty variable counts as unset") {
    World w;
    for (const char* n : {"alpha_icd", "beta_icd", "gamma_gpu", "Delta_icd"})
        w.add_driver(n);
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    struct Case {
        const char* select;
        const char* disable;
        std::vector<std::string> want;
    };
    for (const Case& c : std::vector<Case>{
             {"alpha*,GAMMA*", nullptr, {"alpha_icd", "gamma_gpu"}},
             {"nothing*,beta_icd.json,delta*", nullptr, {"beta_icd", "Delta_icd"}},
             {nullptr, "alpha*,*_gpu.json", {"beta_icd", "Delta_icd"}},
             {"", nullptr, {"alpha_icd", "beta_icd", "gamma_gpu", "Delta_icd"}},
             {"", "", {"alpha_icd", "beta_icd", "gamma_gpu", "Delta_icd"}},
             {nullptr, "", {"alpha_icd", "beta_icd", "gamma_gpu", "Delta_icd"}},
         }) {
        INFO((c.select ? c.select : "-") << " / " << (c.disable ? c.disable : "-"));
        c.select ? w.env.set("VK_LOADER_DRIVERS_SELECT", c.select) : w.env.unset("VK_LOADER_DRIVERS_SELECT");
        c.disable ? w.env.set("VK_LOADER_DRIVERS_DISABLE", c.disable) : w.env.unset("VK_LOADER_DRIVERS_DISABLE");
        fs::remove(w.log_path());
        Loader l;
        CHECK(make_instance(l) == VK_SUCCESS);
        std::vector<std::string> got = created(w), want = c.want;
        std::sort(got.begin(), got.end());
        std::sort(want.begin(), want.end());
        CHECK(got == want);
    }
}

TEST_CASE("malformed manifests and libraries: one log line naming the file, the rest still load") {
    World w;
    const fs::path dir = w.root() / "drivers";
    w.add_driver("good");
    struct Bad {
        const char* file;
        std::string text;
        const char* reason;
    };
    const std::string lib = (dir / "good.so").string();
    const std::vector<Bad> bad = {
        {"broken.json", "{ \"file_format_version\": \"1.0.0\", ", "invalid JSON"},
        {"array.json", "[1, 2]", "not a JSON object"},
        {"noformat.json", "{ \"ICD\": { \"library_path\": \"" + lib + "\" } }", "file_format_version"},
        // Versions are read by their leading numbers: "one.two" is 0.0.0, a format this loader
        // does not know, read for the fields it knows (here "ICD.api_version" is missing).
        {"badformat.json", "{ \"file_format_version\": \"one.two\", \"ICD\": { \"library_path\": \"x\" } }", "not one this loader knows"},
        // An unknown (newer) format is read for the fields the loader knows: here the library
        // is what fails.
        {"newformat.json", "{ \"file_format_version\": \"3.2.1\", \"ICD\": { \"library_path\": \"x\" } }", "library not found"},
        {"noicd.json", "{ \"file_format_version\": \"1.0.0\" }", "missing \"ICD\""},
        {"nolib.json", "{ \"file_format_version\": \"1.0.0\", \"ICD\": { \"api_version\": \"1.3.0\" } }", "library_path"},
        {"libnumber.json", "{ \"file_format_version\": \"1.0.0\", \"ICD\": { \"library_path\": 5 } }", "library_path"},
        {"missinglib.json", "{ \"file_format_version\": \"1.0.0\", \"ICD\": { \"library_path\": \"/nonexistent/libnope.so\", \"api_version\": \"1.3.0\" } }", "library not found"},
        {"badapi.json", "{ \"file_format_version\": \"1.0.0\", \"ICD\": { \"library_path\": \"" + lib + "\", \"api_version\": \"1.1.3.0\" } }", "variant 1"},
        {"api2.json", "{ \"file_format_version\": \"1.0.0\", \"ICD\": { \"library_path\": \"" + lib + "\", \"api_version\": \"2.0.0\" } }", "not a Vulkan 1.x"},
        {"notadriver.json", std::string("{ \"file_format_version\": \"1.0.0\", \"ICD\": { \"library_path\": \"") + VKL_NOT_A_DRIVER + "\", \"api_version\": \"1.3.0\" } }", "exports neither"},
    };
    for (const Bad& b : bad)
        write(dir / b.file, b.text);
    // A wrong-architecture manifest is skipped before dlopen, quietly (info level).
    const std::string other_arch = sizeof(void*) == 8 ? "32" : "64";
    write(dir / "other-arch.json", "{ \"file_format_version\": \"1.0.1\", \"ICD\": { \"library_path\": \"" + lib +
                                       "\", \"api_version\": \"1.3.0\", \"library_arch\": \"" + other_arch + "\" } }");
    w.env.set("VK_DRIVER_FILES", dir.string());
    w.env.set("VK_LOADER_DEBUG", "all");
    StderrCapture err;
    {
        Loader l;
        CHECK(make_instance(l) == VK_SUCCESS);
    }
    const std::string text = err.text();
    CHECK(created(w) == std::vector<std::string>{"good"});
    for (const Bad& b : bad) {
        INFO(b.file << "\n" << text);
        CHECK(count(text, (dir / b.file).string()) >= 1);
        CHECK(text.find(b.reason) != std::string::npos);
    }
    CHECK(text.find("other-arch.json: library_arch \"" + other_arch + "\" does not match") != std::string::npos);
}

TEST_CASE("interface versions 0 to 7") {
    struct Case {
        const char* variant;
        const char* config;
        bool usable;
    };
    for (const Case& c : std::vector<Case>{{"v0", "iface=0", true},
                                           {"gipa", "iface=1", true},
                                           {"all", "iface=2", true},
                                           {"all", "iface=5", true},
                                           {"all", "iface=7", true},
                                           {"gipa", "iface=7", true},  // negotiation only through GIPA
                                           // Negotiated down to the legacy interface 1: still
                                           // supported (LoaderDriverInterface, negotiation)
                                           {"all", "iface=1", true},
                                           {"all", "negotiate=fail", false}}) {
        INFO(c.variant << " " << c.config);
        World w;
        w.add_driver("drv", c.config, "", c.variant);
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        Loader l;
        CHECK(make_instance(l) == (c.usable ? VK_SUCCESS : VK_ERROR_INCOMPATIBLE_DRIVER));
        if (std::string(c.variant) == "all" || std::string(c.config) == "iface=7")
            CHECK(w.driver_log().find("drv negotiate_offered=7") != std::string::npos);
    }
}

TEST_CASE("1.0 drivers get apiVersion 1.0 (LDP_LOADER_7); newer drivers get the application's") {
    World w;
    w.add_driver("old_iface4", "iface=4;api=1.0");
    w.add_driver("old_iface5", "iface=5;api=1.0");
    w.add_driver("new", "iface=5;api=1.1");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    CHECK(make_instance(l, {}, VK_API_VERSION_1_2) == VK_SUCCESS);
    const std::string log = w.driver_log();
    CHECK(log.find("old_iface4 apiVersion=" + std::to_string(VK_API_VERSION_1_0)) != std::string::npos);
    CHECK(log.find("old_iface5 apiVersion=" + std::to_string(VK_API_VERSION_1_0)) != std::string::npos);
    CHECK(log.find("new apiVersion=" + std::to_string(VK_API_VERSION_1_2)) != std::string::npos);
}

TEST_CASE("an apiVersion the loader corrects reaches drivers corrected; the create info is logged") {
    World w;
    w.add_driver("drv", "iface=5;api=1.3");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.env.set("VK_LOADER_DEBUG", "info");
    Loader l;
    StderrCapture err;
    // Variant 1 (not Vulkan): warned about and masked off.
    CHECK(make_instance(l, {}, VK_MAKE_API_VERSION(1, 1, 2, 0)) == VK_SUCCESS);
    CHECK(w.driver_log().find("drv apiVersion=" + std::to_string(VK_API_VERSION_1_2)) != std::string::npos);
    // Non-zero but below 1.0: taken as 1.0.
    fs::remove(w.log_path());
    CHECK(make_instance(l, {}, 1) == VK_SUCCESS);
    CHECK(w.driver_log().find("drv apiVersion=" + std::to_string(VK_API_VERSION_1_0)) != std::string::npos);
    const std::string text = err.text();
    CHECK(text.find("apiVersion 1.2.0 (variant 1)") != std::string::npos);
    CHECK(text.find("extensions requested") != std::string::npos);
}

TEST_CASE("instance extensions: unknown ones fail, each driver gets only its own") {
    World w;
    w.add_driver("withsurface", "ext=VK_KHR_surface,VK_KHR_get_physical_device_properties2,VK_VKL_unknown_to_the_registry");
    w.add_driver("plain", "ext=VK_KHR_get_physical_device_properties2");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    CHECK(make_instance(l, {"VK_KHR_not_an_extension"}) == VK_ERROR_EXTENSION_NOT_PRESENT);
    // A driver's extension the registry does not know is neither listed nor enabled.
    CHECK(make_instance(l, {"VK_VKL_unknown_to_the_registry"}) == VK_ERROR_EXTENSION_NOT_PRESENT);
    // The test driver fails vkCreateInstance for any extension it lacks: both succeeding
    // shows the filtering.
    CHECK(make_instance(l, {"VK_KHR_surface", "VK_EXT_debug_utils"}) == VK_SUCCESS);
    // Both manifests are in one directory: the order is the directory listing's (as for the
    // Khronos loader), which differs between file systems (tmpfs lists newest first).
    std::vector<std::string> both = created(w);
    std::sort(both.begin(), both.end());
    CHECK(both == std::vector<std::string>{"plain", "withsurface"});
    const std::string log = w.driver_log();
    // Each gets what it has of the application's list: a 1.3 instance reads PCI addresses (for
    // sorting) through core vkGetPhysicalDeviceProperties2.
    CHECK(log.find("withsurface extensions=1") != std::string::npos);
    CHECK(log.find("plain extensions=0") != std::string::npos);
    // A 1.0 instance: plus VK_KHR_get_physical_device_properties2 wherever a driver has it.
    CHECK(make_instance(l, {"VK_KHR_surface"}, VK_API_VERSION_1_0) == VK_SUCCESS);
    const std::string log10 = w.driver_log().substr(log.size());
    CHECK(log10.find("withsurface extensions=2") != std::string::npos);
    CHECK(log10.find("plain extensions=1") != std::string::npos);

    auto enumerate = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
    uint32_t n = 0;
    REQUIRE(enumerate(nullptr, &n, nullptr) == VK_SUCCESS);
    std::vector<VkExtensionProperties> props(n);
    REQUIRE(enumerate(nullptr, &n, props.data()) == VK_SUCCESS);
    std::vector<std::string> names;
    for (auto& p : props)
        names.push_back(p.extensionName);
    std::sort(names.begin(), names.end());
    CHECK(names == std::vector<std::string>{"VK_EXT_debug_report", "VK_EXT_debug_utils",
                                            "VK_KHR_get_physical_device_properties2",
                                            "VK_KHR_portability_enumeration", "VK_KHR_surface", "VK_LUNARG_direct_driver_loading"});
    CHECK(enumerate("VK_LAYER_nope", &n, nullptr) == VK_ERROR_LAYER_NOT_PRESENT);

    // VK_LOADER_DISABLE_INST_EXT_FILTER: listed and enabled, at the user's risk.
    w.env.set("VK_LOADER_DISABLE_INST_EXT_FILTER", "1");
    REQUIRE(enumerate(nullptr, &n, nullptr) == VK_SUCCESS);
    CHECK(n == props.size() + 1);
    CHECK(make_instance(l, {"VK_VKL_unknown_to_the_registry"}) == VK_SUCCESS);
    w.env.set("VK_LOADER_DISABLE_INST_EXT_FILTER", "0");
    CHECK(make_instance(l, {"VK_VKL_unknown_to_the_registry"}) == VK_ERROR_EXTENSION_NOT_PRESENT);
}

TEST_CASE("portability drivers only with the flag and the extension") {
    World w;
    w.add_driver("portable", "ext=VK_KHR_portability_enumeration", "", "all", ", \"is_portability_driver\": true");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    CHECK(make_instance(l) == VK_ERROR_INCOMPATIBLE_DRIVER);
    CHECK(make_instance(l, {"VK_KHR_portability_enumeration"}) == VK_ERROR_INCOMPATIBLE_DRIVER);
    CHECK(make_instance(l, {}, VK_API_VERSION_1_3, VK_INSTANCE_CREATE_ENUMERATE_PORTABILITY_BIT_KHR) ==
          VK_ERROR_INCOMPATIBLE_DRIVER);
    CHECK(make_instance(l, {"VK_KHR_portability_enumeration"}, VK_API_VERSION_1_3,
                        VK_INSTANCE_CREATE_ENUMERATE_PORTABILITY_BIT_KHR) == VK_SUCCESS);
    CHECK(w.driver_log().find("portable instance_flags=1") != std::string::npos);
    // A driver that does not list VK_KHR_portability_enumeration never sees the flag.
    w.add_driver("plain");
    fs::remove(w.log_path());
    CHECK(make_instance(l, {"VK_KHR_portability_enumeration"}, VK_API_VERSION_1_3,
                        VK_INSTANCE_CREATE_ENUMERATE_PORTABILITY_BIT_KHR) == VK_SUCCESS);
    const std::string log = w.driver_log();
    CHECK(log.find("plain vkCreateInstance") != std::string::npos);
    CHECK(log.find("plain instance_flags=") == std::string::npos);
    CHECK(log.find("portable instance_flags=1") != std::string::npos);
}

TEST_CASE("a driver failing vkCreateInstance is skipped; the others serve") {
    World w;
    w.add_driver("failing", "create=fail");
    w.add_driver("working");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    auto pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 1);
    CHECK(l.device_name(pds[0]) == "working device 0");
    l.destroy_instance(inst);
    // No driver left that makes an instance: VK_ERROR_INCOMPATIBLE_DRIVER.
    fs::remove(w.root() / "drivers" / "working.json");
    inst = VK_NULL_HANDLE;
    CHECK(l.create_instance(&inst) == VK_ERROR_INCOMPATIBLE_DRIVER);
    CHECK(inst == nullptr);
}

TEST_CASE("drivers stay loaded while an instance uses them and are unloaded after the last one") {
    World w;
    const fs::path lib = w.root() / "drivers" / "drv.so";
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    auto loaded = [&] { return library_loaded(lib); };
    auto enumerate = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
    uint32_t n = 0;
    enumerate(nullptr, &n, nullptr);
    // A pre-instance call's drivers stay for the vkCreateInstance that follows (loaded once).
    CHECK(loaded());
    VkInstance first = VK_NULL_HANDLE, second = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&first) == VK_SUCCESS);
    CHECK(count(w.driver_log(), "drv negotiate_offered") == 1);
    fs::remove(w.log_path());
    for (int i = 0; i < 5; ++i)
        enumerate(nullptr, &n, nullptr);  // reuses the instance's drivers
    REQUIRE(l.create_instance(&second) == VK_SUCCESS);
    CHECK(count(w.driver_log(), "drv negotiate_offered") == 0);
    l.destroy_instance(first);
    CHECK(loaded());
    l.destroy_instance(second);
    CHECK_FALSE(loaded());
}

TEST_CASE("drivers a pre-instance call loads go at the next vkDestroyInstance, or stay while no instance is made") {
    World w;
    const fs::path lib = w.root() / "drivers" / "drv.so";
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    auto loaded = [&] { return library_loaded(lib); };
    auto enumerate = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
    uint32_t n = 0;
    for (int i = 0; i < 3; ++i)
        enumerate(nullptr, &n, nullptr);
    CHECK(loaded());
    CHECK(count(w.driver_log(), "drv negotiate_offered") == 1);  // loaded once for the three calls
    // An instance made and destroyed: the preloaded drivers go with it.
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    CHECK(count(w.driver_log(), "drv negotiate_offered") == 1);
    l.destroy_instance(inst);
    CHECK_FALSE(loaded());
    // A pre-instance call while an instance lives reuses its drivers; destroying it unloads them.
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    enumerate(nullptr, &n, nullptr);
    l.destroy_instance(inst);
    CHECK_FALSE(loaded());
}

TEST_CASE("a driver of the keep-loaded table (NVIDIA's library name) stays loaded after the last instance") {
    World w;
    const fs::path lib = w.root() / "drivers" / "libGLX_nvidia.so";
    w.add_driver("libGLX_nvidia");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.env.set("VK_LOADER_DEBUG", "driver,info");
    StderrCapture err;
    Loader l;
    for (int i = 0; i < 3; ++i) {
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
        l.destroy_instance(inst);
        void* h = dlopen(lib.c_str(), RTLD_NOW | RTLD_NOLOAD);
        CHECK(h != nullptr);  // still mapped
        if (h)
            dlclose(h);
    }
    // Negotiated again for each instance (the loader's set is rebuilt), never loaded anew.
    CHECK(count(w.driver_log(), "libGLX_nvidia negotiate_offered") == 3);
    CHECK(count(err.text(), "libGLX_nvidia.so stays loaded for the life of the process: NVIDIA's driver") == 3);
}

TEST_CASE("a driver's instance extensions are asked for at each call, not once per process") {
    World w;
    const fs::path list = w.root() / "extensions.txt";
    w.add_driver("drv", "ext_file=" + list.string());
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    auto count = [&] {
        uint32_t n = 0;
        l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties")(nullptr, &n, nullptr);
        return n;
    };
    write(list, "");
    const uint32_t before = count();
    VkInstance inst = VK_NULL_HANDLE;
    CHECK(l.create_instance(&inst, {"VK_KHR_device_group_creation"}) == VK_ERROR_EXTENSION_NOT_PRESENT);
    write(list, "VK_KHR_device_group_creation");  // the driver has it now (still loaded)
    CHECK(count() == before + 1);
    REQUIRE(l.create_instance(&inst, {"VK_KHR_device_group_creation"}) == VK_SUCCESS);
    l.destroy_instance(inst);
}

TEST_CASE("VK_LUNARG_direct_driver_loading: drivers the application hands over, inclusive and exclusive") {
    World w;
    w.add_driver("system", "devices=discrete");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    // The application's driver: a copy of the test driver it loads itself (no manifest).
    const fs::path direct_lib = w.root() / "app" / "direct.so";
    fs::create_directories(direct_lib.parent_path());
    fs::copy_file(VKL_TEST_DRIVER_ALL, direct_lib);
    w.env.set("VKL_TEST_DRIVER_direct", "devices=cpu");
    void* handle = dlopen(direct_lib.c_str(), RTLD_NOW | RTLD_LOCAL);
    REQUIRE(handle != nullptr);
    auto direct_gipa = reinterpret_cast<PFN_vkGetInstanceProcAddrLUNARG>(dlsym(handle, "vk_icdGetInstanceProcAddr"));
    REQUIRE(direct_gipa != nullptr);

    VkDirectDriverLoadingInfoLUNARG info{};
    info.sType = VK_STRUCTURE_TYPE_DIRECT_DRIVER_LOADING_INFO_LUNARG;
    info.pfnGetInstanceProcAddr = direct_gipa;
    VkDirectDriverLoadingListLUNARG list{};
    list.sType = VK_STRUCTURE_TYPE_DIRECT_DRIVER_LOADING_LIST_LUNARG;
    list.driverCount = 1;
    list.pDrivers = &info;
    w.env.set("VK_LOADER_DEBUG", "error");  // the error line checked at the end (silent by default)
    Loader l;
    auto names = [&](VkInstance inst) {
        std::vector<std::string> out;
        for (auto pd : l.physical_devices(inst))
            out.push_back(l.device_name(pd));
        return out;
    };
    for (const auto mode : {VK_DIRECT_DRIVER_LOADING_MODE_INCLUSIVE_LUNARG, VK_DIRECT_DRIVER_LOADING_MODE_EXCLUSIVE_LUNARG}) {
        list.mode = mode;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst, {"VK_LUNARG_direct_driver_loading"}, VK_API_VERSION_1_3, 0, &list) == VK_SUCCESS);
        if (mode == VK_DIRECT_DRIVER_LOADING_MODE_INCLUSIVE_LUNARG)  // the system's devices first
            CHECK(names(inst) == std::vector<std::string>{"system device 0", "direct device 0"});
        else  // only the application's: VK_DRIVER_FILES has no effect
            CHECK(names(inst) == std::vector<std::string>{"direct device 0"});
        l.destroy_instance(inst);
    }
    // Without the extension enabled the list is ignored (logged).
    VkInstance inst = VK_NULL_HANDLE;
    {
        StderrCapture err;
        w.env.set("VK_LOADER_DEBUG", "warn");
        REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, &list) == VK_SUCCESS);
    }
    CHECK(names(inst) == std::vector<std::string>{"system device 0"});
    l.destroy_instance(inst);
    // A NULL pfnGetInstanceProcAddr is skipped, not called.
    info.pfnGetInstanceProcAddr = nullptr;
    list.mode = VK_DIRECT_DRIVER_LOADING_MODE_INCLUSIVE_LUNARG;
    {
        StderrCapture err;
        REQUIRE(l.create_instance(&inst, {"VK_LUNARG_direct_driver_loading"}, VK_API_VERSION_1_3, 0, &list) == VK_SUCCESS);
        CHECK(err.text().find("pDrivers[0]") != std::string::npos);
    }
    CHECK(names(inst) == std::vector<std::string>{"system device 0"});
    l.destroy_instance(inst);
    dlclose(handle);
}

// The driver filters match manifest file names; a driver the application hands over has none,
// and neither VK_LOADER_DRIVERS_SELECT nor VK_LOADER_DRIVERS_DISABLE leaves it out.
TEST_CASE("VK_LUNARG_direct_driver_loading: the driver filters do not leave out the application's drivers") {
    World w;
    w.add_driver("system", "devices=discrete");
    w.add_driver("other", "devices=integrated");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    const fs::path direct_lib = w.root() / "app" / "direct.so";
    fs::create_directories(direct_lib.parent_path());
    fs::copy_file(VKL_TEST_DRIVER_ALL, direct_lib);
    w.env.set("VKL_TEST_DRIVER_direct", "devices=cpu");
    void* handle = dlopen(direct_lib.c_str(), RTLD_NOW | RTLD_LOCAL);
    REQUIRE(handle != nullptr);
    auto direct_gipa = reinterpret_cast<PFN_vkGetInstanceProcAddrLUNARG>(dlsym(handle, "vk_icdGetInstanceProcAddr"));
    REQUIRE(direct_gipa != nullptr);
    VkDirectDriverLoadingInfoLUNARG info{};
    info.sType = VK_STRUCTURE_TYPE_DIRECT_DRIVER_LOADING_INFO_LUNARG;
    info.pfnGetInstanceProcAddr = direct_gipa;
    VkDirectDriverLoadingListLUNARG list{};
    list.sType = VK_STRUCTURE_TYPE_DIRECT_DRIVER_LOADING_LIST_LUNARG;
    list.driverCount = 1;
    list.pDrivers = &info;
    struct Case {
        const char* select;
        const char* disable;
        VkDirectDriverLoadingModeLUNARG mode;
        std::vector<std::string> want;
    };
    for (const Case& c : std::vector<Case>{
             {"system*", nullptr, VK_DIRECT_DRIVER_LOADING_MODE_INCLUSIVE_LUNARG, {"system device 0", "direct device 0"}},
             {"nothing*", nullptr, VK_DIRECT_DRIVER_LOADING_MODE_INCLUSIVE_LUNARG, {"direct device 0"}},
             {"system*", nullptr, VK_DIRECT_DRIVER_LOADING_MODE_EXCLUSIVE_LUNARG, {"direct device 0"}},
             {nullptr, "~all~", VK_DIRECT_DRIVER_LOADING_MODE_INCLUSIVE_LUNARG, {"direct device 0"}},
             {nullptr, "other*", VK_DIRECT_DRIVER_LOADING_MODE_INCLUSIVE_LUNARG, {"system device 0", "direct device 0"}},
         }) {
        INFO((c.select ? c.select : "-") << " / " << (c.disable ? c.disable : "-") << " / mode " << c.mode);
        c.select ? w.env.set("VK_LOADER_DRIVERS_SELECT", c.select) : w.env.unset("VK_LOADER_DRIVERS_SELECT");
        c.disable ? w.env.set("VK_LOADER_DRIVERS_DISABLE", c.disable) : w.env.unset("VK_LOADER_DRIVERS_DISABLE");
        list.mode = c.mode;
        StderrCapture err;  // (the unmatched select filter's warning)
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst, {"VK_LUNARG_direct_driver_loading"}, VK_API_VERSION_1_3, 0, &list) == VK_SUCCESS);
        std::vector<std::string> got;
        for (auto pd : l.physical_devices(inst))
            got.push_back(l.device_name(pd));
        CHECK(got == c.want);
        l.destroy_instance(inst);
    }
    dlclose(handle);
}

TEST_CASE("a driver manifest whose api_version is below 1.0 is used, as a 1.0 driver, with a warning") {
    World w;
    w.add_driver("zero", "", "", "all", "", "0.9.0");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.env.set("VK_LOADER_DEBUG", "warn");
    StderrCapture err;
    {
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
        CHECK(l.physical_devices(inst).size() == 1);
        l.destroy_instance(inst);
    }
    CHECK(count(w.driver_log(), "zero vkCreateInstance") == 1);
    CHECK(err.text().find("zero.json: api_version 0.9.0 is below 1.0; used as a Vulkan 1.0 driver") != std::string::npos);
}
