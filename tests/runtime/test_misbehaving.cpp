// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Misbehaving drivers and layers and hostile file systems: a driver that lies in negotiation or
// lacks vkCreateInstance, driver and layer libraries that are not ELF, of the other ELF class
// or another machine, a directory or an empty file; manifest folders with symlink loops,
// dangling links, directories named *.json and ten thousand manifests; components that fail
// vkCreateInstance or vkCreateDevice after the chain below them was made. Each: no crash, the
// good driver or layer still serves, one log line names the file and the reason (the sanitizer
// builds of CI add: no leak).
#include <catch2/catch.hpp>

#include <cstring>
#include <elf.h>

#include "harness.h"

using namespace harness;

namespace {

std::string driver_manifest(const std::string& library) {
    return "{ \"file_format_version\": \"1.0.1\", \"ICD\": { \"library_path\": \"" + library +
           "\", \"api_version\": \"1.3.0\" } }";
}

// Libraries a manifest may name that no dynamic loader can load, each with the reason the
// loader's log line must give.
struct BrokenLibrary {
    const char* name;
    std::string bytes;
    const char* reason;
};
std::vector<BrokenLibrary> broken_libraries() {
    const uint16_t other_machine = sizeof(void*) == 8 ? EM_AARCH64 : EM_ARM;
    return {
        {"text", "this is not a shared object\n", "not a shared library"},
        {"empty", std::string(), "not a shared library"},
        {"other_class", other_class_elf(), "wrong architecture"},
        {"other_machine", elf_header(sizeof(void*) == 8 ? ELFCLASS64 : ELFCLASS32, other_machine), "wrong architecture"},
        {"directory", std::string(), "Is a directory"},
    };
}
// Writes `lib` as <dir>/<name>.so (a directory for "directory") and returns its path.
fs::path write_broken(const fs::path& dir, const BrokenLibrary& lib) {
    const fs::path p = dir / (std::string(lib.name) + ".so");
    if (std::string(lib.name) == "directory")
        fs::create_directories(p);
    else
        write(p, lib.bytes);
    return p;
}

// The lines of `text` that contain `needle`.
std::vector<std::string> lines_with(const std::string& text, const std::string& needle) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (line.find(needle) != std::string::npos)
            out.push_back(line);
    return out;
}

// How many drivers answered vkCreateInstance, by name (the test driver's log).
int created(const World& w, const std::string& name) {
    return static_cast<int>(count(w.driver_log(), name + " vkCreateInstance"));
}

}  // namespace

TEST_CASE("misbehaving drivers: each is left out with a log line naming it, the good one serves") {
    World w;
    const fs::path dir = w.root() / "drivers";
    w.add_driver("good");
    w.add_driver("liar", "negotiate=lie");
    w.add_driver("nocreate", "omit=vkCreateInstance");
    w.add_driver("noenum", "omit=vkEnumeratePhysicalDevices");
    for (const BrokenLibrary& lib : broken_libraries())
        write(dir / (std::string(lib.name) + ".json"), driver_manifest(write_broken(dir, lib).string()));
    w.env.set("VK_DRIVER_FILES", dir.string());
    w.env.set("VK_LOADER_DEBUG", "error,warn,driver");
    StderrCapture err;
    {
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
        CHECK(l.physical_devices(inst).size() >= 1);
        l.destroy_instance(inst);
    }
    const std::string text = err.text();
    CHECK(created(w, "good") == 1);
    CHECK(created(w, "liar") == 0);
    std::vector<std::pair<const char*, const char*>> reasons = {
        {"liar", "interface version 99"},
        {"nocreate", "does not provide vkCreateInstance"},
        {"noenum", "gives no vkEnumeratePhysicalDevices"},
    };
    for (const BrokenLibrary& lib : broken_libraries())
        reasons.emplace_back(lib.name, lib.reason);
    for (const auto& [name, reason] : reasons) {
        INFO(name << "\n" << text);
        // Exactly one error or warning naming the manifest, with the reason (an INFO line may
        // say it was loaded before it failed a later check). A library of another architecture
        // (a multilib system's 32-bit driver) is one INFO line instead: it is for other programs.
        const bool other_arch = std::string(reason) == "wrong architecture";
        std::vector<std::string> lines;
        for (const std::string& line : lines_with(text, (dir / (std::string(name) + ".json")).string()))
            if ((line.rfind("INFO", 0) == 0) == other_arch)
                lines.push_back(line);
        REQUIRE(lines.size() == 1);
        CHECK(lines[0].find(reason) != std::string::npos);
        if (other_arch)
            CHECK(lines_with(text, (dir / (std::string(name) + ".json")).string()).size() == 1);
    }
}

// A driver that serves its instance but gives no vkCreateDevice (or no vkGetDeviceProcAddr) keeps
// its physical devices; creating a device on one fails with VK_ERROR_INITIALIZATION_FAILED, as
// the Khronos loader's terminator answers, and one error line names the driver.
TEST_CASE("a driver without vkCreateDevice or vkGetDeviceProcAddr: vkCreateDevice is VK_ERROR_INITIALIZATION_FAILED") {
    for (const char* omitted : {"vkCreateDevice", "vkGetDeviceProcAddr"}) {
        INFO(omitted);
        World w;
        const fs::path manifest = w.add_driver("nodevice", std::string("omit=") + omitted);
        w.env.set("VK_DRIVER_FILES", manifest.string());
        w.env.set("VK_LOADER_DEBUG", "error");
        StderrCapture err;
        {
            Loader l;
            VkInstance inst = VK_NULL_HANDLE;
            REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
            const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
            REQUIRE(pds.size() == 1);
            VkResult r = VK_SUCCESS;
            CHECK(l.create_device(pds[0], {}, nullptr, &r) == nullptr);
            CHECK(r == VK_ERROR_INITIALIZATION_FAILED);
            l.destroy_instance(inst);
        }
        const std::string text = err.text();
        INFO(text);
        const std::vector<std::string> lines = lines_with(text, manifest.string());
        REQUIRE(lines.size() == 1);
        CHECK(lines[0].find("lacks vkCreateDevice") != std::string::npos);
    }
}

TEST_CASE("a 32-bit driver's manifest in a 64-bit program's search (a multilib system): an INFO line, no error") {
    World w;
    const fs::path dir = w.root() / "drivers";
    w.add_driver("good");
    // As Steam's i386 Mesa packages install: a manifest for the other word size, no library_arch.
    const BrokenLibrary other = broken_libraries()[2];
    REQUIRE(std::string(other.name) == "other_class");
    write(dir / "lvp_icd.i686.json", driver_manifest(write_broken(dir, other).string()));
    w.env.set("VK_DRIVER_FILES", dir.string());
    w.env.set("VK_LOADER_DEBUG", "error");  // errors only: the silent default would hide one
    StderrCapture err;
    {
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
        l.destroy_instance(inst);
    }
    CHECK(err.text().empty());
    CHECK(created(w, "good") == 1);
}

TEST_CASE("hostile manifest directories: loops, dangling links, directories named *.json, ten thousand files") {
    World w;
    const fs::path dir = w.root() / "drivers";
    w.add_driver("good");
    fs::create_symlink(dir / "loop_b.json", dir / "loop_a.json");
    fs::create_symlink(dir / "loop_a.json", dir / "loop_b.json");
    fs::create_symlink(dir / "nowhere.json", dir / "dangling.json");
    fs::create_directories(dir / "a_directory.json" / "inner");
    fs::create_symlink(dir, dir / "self.json");  // a link to the directory itself
    // Ten thousand manifests, all for a library of another architecture: each read and skipped.
    const fs::path many = w.root() / "many";
    fs::create_directories(many);
    const std::string other_arch = sizeof(void*) == 8 ? "32" : "64";
    for (int i = 0; i < 10000; ++i)
        write(many / ("m" + std::to_string(i) + ".json"),
              "{ \"file_format_version\": \"1.0.1\", \"ICD\": { \"library_path\": \"/nonexistent/lib" + std::to_string(i) +
                  ".so\", \"api_version\": \"1.3.0\", \"library_arch\": \"" + other_arch + "\" } }");
    w.env.set("VK_DRIVER_FILES", dir.string() + ":" + many.string());
    w.env.set("VK_LOADER_DEBUG", "error,warn");
    StderrCapture err;
    {
        Loader l;
        for (int round = 0; round < 2; ++round) {  // the second from the manifest cache
            VkInstance inst = VK_NULL_HANDLE;
            REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
            CHECK(l.physical_devices(inst).size() == 1);
            l.destroy_instance(inst);
        }
    }
    CHECK(created(w, "good") == 2);
    const std::string text = err.text();
    for (const char* name : {"loop_a.json", "loop_b.json", "dangling.json", "a_directory.json", "self.json"}) {
        INFO(name << "\n" << text);
        CHECK(text.find((dir / name).string()) != std::string::npos);
    }
}

TEST_CASE("misbehaving layers: interface 0, 1 and 99, failed negotiation, no vkCreateInstance; the good layer serves") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("good", "VK_LAYER_test_good", "", true);
    // Interface 0 and 1: legacy layers, found through the functions their manifests name.
    const std::string legacy_functions = ", \"functions\": { \"vkGetInstanceProcAddr\": \"vkl_test_layer_GetInstanceProcAddr\","
                                         " \"vkGetDeviceProcAddr\": \"vkl_test_layer_GetDeviceProcAddr\" }";
    w.add_layer("iface0", "VK_LAYER_test_iface0", "iface=0", true, legacy_functions);
    w.add_layer("iface1", "VK_LAYER_test_iface1", "iface=1", true, legacy_functions);
    const fs::path v99 = w.add_layer("iface99", "VK_LAYER_test_iface99", "iface=99", true);
    const fs::path refused = w.add_layer("refuses", "VK_LAYER_test_refuses", "fail=negotiate", true);
    const fs::path no_create = w.add_layer("nocreate", "VK_LAYER_test_nocreate", "null=vkCreateInstance", true);
    w.env.set("VK_LOADER_DEBUG", "error");
    StderrCapture err;
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    CHECK(l.physical_devices(inst).size() == 1);
    l.destroy_instance(inst);
    const std::string log = err.text(), calls = w.driver_log();
    for (const char* serving : {"good", "iface0", "iface1"})
        CHECK(count(calls, std::string(serving) + " vkCreateInstance") == 1);
    for (const char* left_out : {"iface99", "refuses", "nocreate"})
        CHECK(count(calls, std::string(left_out) + " vkCreateInstance") == 0);
    CHECK(count(log, v99.string() + "): negotiated unsupported interface version 99") == 1);
    CHECK(count(log, refused.string() + "): interface negotiation failed") == 1);
    CHECK(count(log, no_create.string() + "): its vkGetInstanceProcAddr gives no vkCreateInstance") == 1);
    // The application asking for one of them by name: the layer is not there for it.
    w.env.set("DISABLE_nocreate", "1");
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_test_nocreate"}) ==
            VK_ERROR_LAYER_NOT_PRESENT);
}

TEST_CASE("a driver or a layer whose physical-device count changes between calls: consistent answers, no crash") {
    World w;
    w.add_driver("steady", "devices=virtual");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    SECTION("a driver") {
        w.add_driver("drv", "devices=discrete,integrated,cpu;devices_change=1");
    }
    SECTION("a layer above steady drivers") {
        w.add_driver("drv", "devices=discrete,integrated,cpu");
        w.use_own_layers();
        w.add_layer("changing", "VK_LAYER_test_changing", "devices_change=1", true);
    }
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    auto enumerate = l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices");
    for (int round = 0; round < 6; ++round) {
        uint32_t n = 0;
        REQUIRE(enumerate(inst, &n, nullptr) == VK_SUCCESS);
        // Between 3 and 4 devices (the steady driver's, and 2 or 3 of the other's), each usable.
        CHECK(n >= 3);
        CHECK(n <= 4);
        std::vector<VkPhysicalDevice> pds(n);
        uint32_t filled = n;
        const VkResult r = enumerate(inst, &filled, pds.data());
        CHECK((r == VK_SUCCESS || r == VK_INCOMPLETE));
        CHECK(filled <= n);
        for (uint32_t i = 0; i < filled; ++i)
            CHECK(!l.device_name(pds[i]).empty());
    }
    // Devices the application got earlier stay valid handles.
    const std::vector<VkPhysicalDevice> first = l.physical_devices(inst);
    l.physical_devices(inst);
    for (VkPhysicalDevice pd : first)
        CHECK(!l.device_name(pd).empty());
    l.destroy_instance(inst);
}

TEST_CASE("layers whose library is text, empty, of the other ELF class or machine, or a directory: one line each, the good layer serves") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("good", "VK_LAYER_test_good", "", true);
    const fs::path dir = w.root() / "implicit";
    const std::vector<BrokenLibrary> libraries = broken_libraries();
    for (const BrokenLibrary& lib : libraries)
        write(dir / (std::string(lib.name) + ".json"),
              "{ \"file_format_version\": \"1.2.1\", \"layer\": { \"name\": \"VK_LAYER_test_" + std::string(lib.name) +
                  "\", \"type\": \"GLOBAL\", \"library_path\": \"" + write_broken(dir, lib).string() +
                  "\", \"api_version\": \"1.3.239\", \"implementation_version\": \"1\", \"description\": \"broken\","
                  " \"disable_environment\": { \"DISABLE_BROKEN\": \"1\" } } }");
    w.env.set("VK_LOADER_DEBUG", "error,warn");
    StderrCapture err;
    {
        Loader l;
        for (int round = 0; round < 2; ++round) {
            VkInstance inst = VK_NULL_HANDLE;
            REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
            CHECK(l.physical_devices(inst).size() == 1);
            if (VkDevice d = l.create_device(l.physical_devices(inst)[0]))
                l.destroy_device(d);
            else
                FAIL("vkCreateDevice through the good layer failed");
            l.destroy_instance(inst);
        }
    }
    CHECK(count(w.driver_log(), "good vkCreateInstance") == 2);
    CHECK(count(w.driver_log(), "good vkCreateDevice") == 2);
    const std::string text = err.text();
    for (const BrokenLibrary& lib : libraries) {
        const std::string manifest = (dir / (std::string(lib.name) + ".json")).string();
        INFO(lib.name << "\n" << text);
        // One line per instance creation that tried it, naming the manifest and the reason.
        const std::vector<std::string> lines = lines_with(text, manifest);
        CHECK(lines.size() == 2);
        for (const std::string& line : lines)
            CHECK(line.find(lib.reason) != std::string::npos);
    }
}

TEST_CASE("hostile layer directories: loops, dangling links, directories named *.json, ten thousand layers") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("good", "VK_LAYER_test_good", "", true);
    for (const char* kind : {"explicit", "implicit"}) {
        const fs::path dir = w.root() / kind;
        fs::create_symlink(dir / "loop_b.json", dir / "loop_a.json");
        fs::create_symlink(dir / "loop_a.json", dir / "loop_b.json");
        fs::create_symlink(dir / "nowhere.json", dir / "dangling.json");
        fs::create_directories(dir / "a_directory.json" / "inner");
        fs::create_symlink(dir, dir / "self.json");
    }
    // Ten thousand explicit layers, none enabled: each read, listed, never loaded.
    for (int i = 0; i < 10000; ++i)
        write(w.root() / "explicit" / ("m" + std::to_string(i) + ".json"),
              "{ \"file_format_version\": \"1.2.1\", \"layer\": { \"name\": \"VK_LAYER_many_" + std::to_string(i) +
                  "\", \"type\": \"GLOBAL\", \"library_path\": \"/nonexistent/lib" + std::to_string(i) +
                  ".so\", \"api_version\": \"1.3.239\", \"implementation_version\": \"1\", \"description\": \"many\" } }");
    w.env.set("VK_LOADER_DEBUG", "error,warn");
    StderrCapture err;
    {
        Loader l;
        auto layers = l.sym<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties");
        uint32_t n = 0;
        REQUIRE(layers(&n, nullptr) == VK_SUCCESS);
        CHECK(n == 10001);
        for (int round = 0; round < 2; ++round) {  // the second from the manifest cache
            VkInstance inst = VK_NULL_HANDLE;
            REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
            CHECK(l.physical_devices(inst).size() == 1);
            l.destroy_instance(inst);
        }
    }
    CHECK(count(w.driver_log(), "good vkCreateInstance") == 2);
    const std::string text = err.text();
    for (const char* kind : {"explicit", "implicit"})
        for (const char* name : {"loop_a.json", "loop_b.json", "dangling.json", "a_directory.json", "self.json"}) {
            INFO(kind << "/" << name << "\n" << text.substr(0, 4000));
            CHECK(text.find((w.root() / kind / name).string()) != std::string::npos);
        }
    CHECK(text.find("/nonexistent/lib") == std::string::npos);  // never loaded
}

// A layer's own VK_ERROR_EXTENSION_NOT_PRESENT from vkCreateInstance (not the terminator's) reaches
// the application unchanged, as the Khronos loader returns it (it only adds a warning).
TEST_CASE("a layer failing vkCreateInstance with VK_ERROR_EXTENSION_NOT_PRESENT: the application gets that error") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("ext_fail", "VK_LAYER_test_ext_fail", "fail=create_instance_ext");
    Loader l;
    StderrCapture quiet;
    VkInstance inst = VK_NULL_HANDLE;
    CHECK(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_test_ext_fail"}) ==
          VK_ERROR_EXTENSION_NOT_PRESENT);
    CHECK(inst == nullptr);
    CHECK(count(w.driver_log(), "ext_fail vkCreateInstance") == 1);
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);  // without that layer, the loader serves
    l.destroy_instance(inst);
}

TEST_CASE("failures after part of the chain was created: the error reaches the application, what was made is undone") {
    World w;
    w.add_driver("a");
    w.add_driver("b", "create_device=fail;devices=integrated");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("good", "VK_LAYER_test_good");
    w.add_layer("inst_after", "VK_LAYER_test_inst_after", "fail=create_instance_after");
    w.add_layer("dev_after", "VK_LAYER_test_dev_after", "fail=create_device_after");
    Loader l;
    auto created = [&](const std::string& what) { return count(w.driver_log(), what); };

    SECTION("a layer failing vkCreateInstance above a layer and two drivers that succeeded") {
        VkInstance inst = VK_NULL_HANDLE;
        CHECK(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr,
                                {"VK_LAYER_test_inst_after", "VK_LAYER_test_good"}) == VK_ERROR_INITIALIZATION_FAILED);
        CHECK(inst == nullptr);
        for (const char* who : {"good", "a", "b"}) {
            INFO(who);
            CHECK(created(std::string(who) + " vkCreateInstance") == 1);
            CHECK(created(std::string(who) + " vkDestroyInstance") == 1);
        }
        // The loader is left as it was: the next instance, without that layer, serves.
        REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_test_good"}) == VK_SUCCESS);
        CHECK(l.physical_devices(inst).size() == 2);
        l.destroy_instance(inst);
    }
    SECTION("a layer failing vkCreateDevice after the device below was made; a driver failing vkCreateDevice") {
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr,
                                  {"VK_LAYER_test_dev_after", "VK_LAYER_test_good"}) == VK_SUCCESS);
        const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
        REQUIRE(pds.size() == 2);
        for (VkPhysicalDevice pd : pds) {
            VkResult r = VK_SUCCESS;
            CHECK(l.create_device(pd, {}, nullptr, &r) == nullptr);
            CHECK(r == VK_ERROR_INITIALIZATION_FAILED);
        }
        CHECK(created("a vkCreateDevice") == 1);
        CHECK(created("a vkDestroyDevice") == 1);  // undone by the layer above
        CHECK(created("b vkCreateDevice") == 1);   // failed by the driver itself
        CHECK(created("b vkDestroyDevice") == 0);
        l.destroy_instance(inst);
        // Without the failing layer: driver a's device serves, driver b's still fails cleanly.
        REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_test_good"}) == VK_SUCCESS);
        int made = 0;
        for (VkPhysicalDevice pd : l.physical_devices(inst)) {
            VkResult r = VK_SUCCESS;
            if (VkDevice d = l.create_device(pd, {}, nullptr, &r)) {
                ++made;
                l.destroy_device(d);
            } else {
                CHECK(r == VK_ERROR_INITIALIZATION_FAILED);
            }
        }
        CHECK(made == 1);
        l.destroy_instance(inst);
    }
}

TEST_CASE("a driver or layer that says it wrote more than the room it was given is read only as far as the room") {
    World w;
    // Every array query of this driver (physical devices, groups, instance and device
    // extensions) claims 3 more items than it was given room for; the layer's
    // vkEnumeratePhysicalDevices 5 more.
    w.add_driver("liar", "devices=discrete,integrated;groups=1;over_report=3;ext=VK_KHR_surface;devext=VK_KHR_swapchain");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("over", "VK_LAYER_test_over", "over_report=5");
    Loader l;
    for (const std::vector<const char*>& layers : {std::vector<const char*>{}, std::vector<const char*>{"VK_LAYER_test_over"}}) {
        INFO((layers.empty() ? "without" : "with") << " a layer that over-reports too");
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst, {"VK_KHR_surface"}, VK_API_VERSION_1_1, 0, nullptr, nullptr, layers) == VK_SUCCESS);
        auto enumerate = l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices");
        uint32_t n = 0;
        CHECK(enumerate(inst, &n, nullptr) == VK_SUCCESS);
        CHECK(n == 2);
        // Room for one: one written, and the count says one.
        VkPhysicalDevice one[2] = {VK_NULL_HANDLE, VK_NULL_HANDLE};
        n = 1;
        enumerate(inst, &n, one);
        CHECK(n == 1);
        CHECK(one[1] == nullptr);  // not VK_NULL_HANDLE: 0ULL on i386, where a dispatchable handle is a pointer
        const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
        REQUIRE(pds.size() == 2);
        CHECK(l.device_name(pds[0]) + ";" + l.device_name(pds[1]) == "liar device 0;liar device 1");
        auto groups = l.sym<PFN_vkEnumeratePhysicalDeviceGroups>("vkEnumeratePhysicalDeviceGroups");
        uint32_t g = 0;
        CHECK(groups(inst, &g, nullptr) == VK_SUCCESS);
        std::vector<VkPhysicalDeviceGroupProperties> props(g + 2);
        for (auto& p : props)
            p.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_GROUP_PROPERTIES;
        groups(inst, &g, props.data());
        REQUIRE(g == 2);
        for (uint32_t i = 0; i < g; ++i)
            CHECK(props[i].physicalDeviceCount <= VK_MAX_DEVICE_GROUP_SIZE);
        // The device extension list the loader reads to check the request.
        VkResult res = VK_ERROR_UNKNOWN;
        if (VkDevice d = l.create_device(pds[0], {"VK_KHR_swapchain"}, nullptr, &res))
            l.destroy_device(d);
        CHECK(res == VK_SUCCESS);
        l.destroy_instance(inst);
    }
}
