// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Invalid or unusual input from applications, drivers and layers: an error or a logged
// left-out driver, never a crash.
#include <catch2/catch.hpp>

#include <algorithm>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "harness.h"

using namespace harness;

TEST_CASE("a count without its array is an error, not a crash") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    auto create = l.sym<PFN_vkCreateInstance>("vkCreateInstance");
    VkInstanceCreateInfo ci{};
    ci.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    VkInstance inst = VK_NULL_HANDLE;
    ci.enabledLayerCount = 1;
    CHECK(create(&ci, nullptr, &inst) == VK_ERROR_LAYER_NOT_PRESENT);
    ci.enabledLayerCount = 0;
    ci.enabledExtensionCount = 2;
    CHECK(create(&ci, nullptr, &inst) == VK_ERROR_EXTENSION_NOT_PRESENT);
    ci.enabledExtensionCount = 0;
    REQUIRE(create(&ci, nullptr, &inst) == VK_SUCCESS);

    auto pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 1);
    float prio = 1.0f;
    VkDeviceQueueCreateInfo q{};
    q.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    q.queueCount = 1;
    q.pQueuePriorities = &prio;
    VkDeviceCreateInfo dci{};
    dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    dci.queueCreateInfoCount = 1;
    dci.pQueueCreateInfos = &q;
    dci.enabledExtensionCount = 1;
    VkDevice dev = VK_NULL_HANDLE;
    CHECK(l.sym<PFN_vkCreateDevice>("vkCreateDevice")(pds[0], &dci, nullptr, &dev) == VK_ERROR_EXTENSION_NOT_PRESENT);
    l.destroy_instance(inst);
}

// The enumerations take a count they write through: a NULL one is the application's mistake, an
// error (as the Khronos loader answers), never a crash nor a partial result.
TEST_CASE("vkEnumeratePhysicalDevices and vkEnumeratePhysicalDeviceGroups with a NULL count: VK_ERROR_INITIALIZATION_FAILED") {
    World w;
    w.add_driver("drv", "groups=1");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_1) == VK_SUCCESS);
    auto enumerate = l.proc<PFN_vkEnumeratePhysicalDevices>(inst, "vkEnumeratePhysicalDevices");
    auto groups = l.proc<PFN_vkEnumeratePhysicalDeviceGroups>(inst, "vkEnumeratePhysicalDeviceGroups");
    REQUIRE(enumerate != nullptr);
    REQUIRE(groups != nullptr);
    CHECK(enumerate(inst, nullptr, nullptr) == VK_ERROR_INITIALIZATION_FAILED);
    CHECK(groups(inst, nullptr, nullptr) == VK_ERROR_INITIALIZATION_FAILED);
    uint32_t n = 0;  // the instance still answers the same queries asked properly
    CHECK(groups(inst, &n, nullptr) == VK_SUCCESS);
    CHECK(n == 1);
    l.destroy_instance(inst);
}

TEST_CASE("a driver without every Vulkan 1.0 physical-device command is left out, with a log line naming it") {
    World w;
    w.add_driver("good", "devices=discrete");
    w.add_driver("broken", "devices=integrated;omit=vkGetPhysicalDeviceMemoryProperties");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.env.set("VK_LOADER_DEBUG", "error");  // the log lines checked below (silent by default)
    Loader l;
    StderrCapture err;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    auto pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 1);
    CHECK(l.device_name(pds[0]) == "good device 0");
    // Calling every 1.0 query on what is left is safe.
    VkPhysicalDeviceMemoryProperties mem{};
    l.sym<PFN_vkGetPhysicalDeviceMemoryProperties>("vkGetPhysicalDeviceMemoryProperties")(pds[0], &mem);
    l.destroy_instance(inst);
    const std::string text = err.text();
    CHECK(text.find("broken.json") != std::string::npos);
    CHECK(text.find("vkGetPhysicalDeviceMemoryProperties") != std::string::npos);
}

TEST_CASE("a driver that reports groups decides its devices' groups") {
    // The driver leaves its second device out of every group: the loader does not invent a
    // group for it (a driver that reports no groups gets one group per device).
    for (const char* groups : {"groups=partial", ""}) {
        INFO(groups);
        World w;
        w.add_driver("drv", std::string("devices=discrete,integrated;api=1.1;") + groups);
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_1) == VK_SUCCESS);
        auto fn = l.sym<PFN_vkEnumeratePhysicalDeviceGroups>("vkEnumeratePhysicalDeviceGroups");
        uint32_t n = 0;
        REQUIRE(fn(inst, &n, nullptr) == VK_SUCCESS);
        CHECK(n == (std::string(groups).empty() ? 2u : 1u));
        VkPhysicalDeviceGroupProperties blank{};
        blank.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_GROUP_PROPERTIES;
        std::vector<VkPhysicalDeviceGroupProperties> props(n, blank);
        CHECK(fn(inst, &n, props.data()) == VK_SUCCESS);
        l.destroy_instance(inst);
    }
}

TEST_CASE("a layer may call the pre-instance commands below it from vkCreateInstance") {
    World w;
    w.use_own_layers();
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.add_layer("q", "VK_LAYER_test_query", "query_global=1", true);
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    const std::string log = w.driver_log();
    CHECK(log.find("q global_extensions=") != std::string::npos);
    CHECK(log.find("q global_layers=1") != std::string::npos);  // itself
    l.destroy_instance(inst);
}

TEST_CASE("debug-utils object names succeed on a driver without them") {
    // VK_EXT_debug_utils is the loader's: an application may enable it on any driver, and
    // naming an object is advisory.
    World w;
    w.add_driver("drv");  // no VK_EXT_debug_utils of its own
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {"VK_EXT_debug_utils"}) == VK_SUCCESS);
    auto pds = l.physical_devices(inst);
    VkDevice dev = l.create_device(pds[0]);
    REQUIRE(dev != nullptr);
    auto name = l.proc<PFN_vkSetDebugUtilsObjectNameEXT>(inst, "vkSetDebugUtilsObjectNameEXT");
    auto tag = l.proc<PFN_vkSetDebugUtilsObjectTagEXT>(inst, "vkSetDebugUtilsObjectTagEXT");
    REQUIRE(name != nullptr);
    REQUIRE(tag != nullptr);
    VkDebugUtilsObjectNameInfoEXT info{};
    info.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT;
    info.objectType = VK_OBJECT_TYPE_DEVICE;
    info.objectHandle = reinterpret_cast<uint64_t>(dev);
    info.pObjectName = "device";
    CHECK(name(dev, &info) == VK_SUCCESS);
    VkDebugUtilsObjectTagInfoEXT t{};
    t.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_TAG_INFO_EXT;
    t.objectType = VK_OBJECT_TYPE_DEVICE;
    t.objectHandle = reinterpret_cast<uint64_t>(dev);
    CHECK(tag(dev, &t) == VK_SUCCESS);
    l.destroy_device(dev);
    l.destroy_instance(inst);
}

TEST_CASE("naming a VkInstance or VkPhysicalDevice: each layer gets the handle it knows") {
    // A layer that, like the validation layer, knows only the handles it was given must not
    // receive the loader's application handles (VUID-VkDebugUtilsObjectNameInfoEXT-objectType-02590).
    for (const bool through_gdpa : {false, true}) {
        INFO("through vkGetDeviceProcAddr: " << through_gdpa);
        World w;
        w.use_own_layers();
        w.add_driver("drv", "ext=VK_EXT_debug_utils");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.add_layer("val", "VK_LAYER_test_val", "check_names=1", true);
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst, {"VK_EXT_debug_utils"}) == VK_SUCCESS);
        auto pds = l.physical_devices(inst);
        REQUIRE(pds.size() == 1);
        VkDevice dev = l.create_device(pds[0]);
        REQUIRE(dev != nullptr);
        auto name = through_gdpa ? reinterpret_cast<PFN_vkSetDebugUtilsObjectNameEXT>(
                                       l.sym<PFN_vkGetDeviceProcAddr>("vkGetDeviceProcAddr")(dev, "vkSetDebugUtilsObjectNameEXT"))
                                 : l.proc<PFN_vkSetDebugUtilsObjectNameEXT>(inst, "vkSetDebugUtilsObjectNameEXT");
        REQUIRE(name != nullptr);
        VkDebugUtilsObjectNameInfoEXT info{};
        info.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT;
        info.objectType = VK_OBJECT_TYPE_PHYSICAL_DEVICE;
        info.objectHandle = reinterpret_cast<uint64_t>(pds[0]);
        info.pObjectName = "gpu";
        CHECK(name(dev, &info) == VK_SUCCESS);
        info.objectType = VK_OBJECT_TYPE_INSTANCE;
        info.objectHandle = reinterpret_cast<uint64_t>(inst);
        CHECK(name(dev, &info) == VK_SUCCESS);
        const std::string log = w.driver_log();
        CHECK(count(log, "val name_known") == 2);
        CHECK(count(log, "val name_unknown") == 0);
        // ...and the driver got its own handles.
        CHECK(log.find("drv object_name=own_physical_device") != std::string::npos);
        CHECK(log.find("drv object_name=own_instance") != std::string::npos);
        l.destroy_device(dev);
        l.destroy_instance(inst);
    }
}

namespace {

// An application allocator that refuses any single allocation above `limit` bytes.
struct BudgetAllocator {
    size_t limit;
    VkAllocationCallbacks cb{};
    explicit BudgetAllocator(size_t l) : limit(l) {
        cb.pUserData = this;
        cb.pfnAllocation = [](void* u, size_t size, size_t align, VkSystemAllocationScope) -> void* {
            if (size > static_cast<BudgetAllocator*>(u)->limit)
                return nullptr;
            return aligned_alloc(align, (size + align - 1) / align * align);
        };
        cb.pfnReallocation = [](void* u, void* p, size_t size, size_t, VkSystemAllocationScope) -> void* {
            return size > static_cast<BudgetAllocator*>(u)->limit ? nullptr : std::realloc(p, size);
        };
        cb.pfnFree = [](void*, void* p) { std::free(p); };
    }
};

// A layer manifest of about 10 MiB: one layer with 200000 instance extensions.
void write_huge_manifest(World& w) {
    std::string text = "{ \"file_format_version\": \"1.2.1\", \"layer\": { \"name\": \"VK_LAYER_test_huge\", \"type\": \"GLOBAL\","
                       " \"library_path\": \"huge.so\", \"api_version\": \"1.3.0\", \"implementation_version\": \"1\","
                       " \"description\": \"huge\", \"instance_extensions\": [";
    for (int i = 0; i < 200000; ++i)
        text += std::string(i ? ", " : "") + "{\"name\": \"VK_EXT_fake_" + std::to_string(i) + "\", \"spec_version\": \"1\"}";
    text += "] } }";
    write(w.root() / "explicit" / "huge.json", text);
}

}  // namespace

TEST_CASE("a manifest too large for the memory available is skipped, the other manifests stay") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("small", "VK_LAYER_test_small");
    write_huge_manifest(w);
    {
        // Parsing it needs some tens of MiB; an allocator that gives at most 16 MiB at once
        // cannot parse it, which costs that manifest only.
        BudgetAllocator budget(16u << 20);
        w.env.set("VK_LOADER_DEBUG", "error");
        Loader l;
        StderrCapture err;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, &budget.cb, {"VK_LAYER_test_small"}) == VK_SUCCESS);
        l.destroy_instance(inst, &budget.cb);
        CHECK(err.text().find("huge.json") != std::string::npos);
    }
    {
        // With 256 MiB at once it is parsed (its extensions are listed): the parse costs a
        // small multiple of the file, not the 128 bytes per byte of a worst-case bound.
        BudgetAllocator budget(256u << 20);
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, &budget.cb) == VK_SUCCESS);
        auto ext = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
        uint32_t n = 0;
        CHECK(ext("VK_LAYER_test_huge", &n, nullptr) == VK_SUCCESS);
        CHECK(n == 200000);
        l.destroy_instance(inst, &budget.cb);
    }
}

TEST_CASE("deeply nested JSON in a manifest is skipped, not a stack overflow") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("small", "VK_LAYER_test_small");
    write(w.root() / "explicit" / "deep.json", std::string(1000000, '['));
    write(w.root() / "explicit" / "deep_closed.json",
          "{ \"file_format_version\": \"1.2.1\", \"x\": " + std::string(200000, '[') + std::string(200000, ']') + " }");
    w.env.set("VK_LOADER_DEBUG", "error");
    Loader l;
    StderrCapture err;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_test_small"}) == VK_SUCCESS);
    l.destroy_instance(inst);
    CHECK(err.text().find("deep.json") != std::string::npos);
    CHECK(err.text().find("deep_closed.json") != std::string::npos);  // no "layer": skipped
}

TEST_CASE("a FIFO or device named like a manifest is skipped, never opened for reading") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("small", "VK_LAYER_test_small");
    REQUIRE(mkfifo((w.root() / "explicit" / "fifo.json").c_str(), 0600) == 0);
    fs::create_symlink("/dev/zero", w.root() / "explicit" / "zero.json");
    REQUIRE(mkfifo((w.root() / "drivers" / "fifo.json").c_str(), 0600) == 0);
    w.env.set("VK_LOADER_DEBUG", "error");
    Loader l;
    StderrCapture err;
    VkInstance inst = VK_NULL_HANDLE;  // would block forever reading a FIFO
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_test_small"}) == VK_SUCCESS);
    l.destroy_instance(inst);
    const std::string text = err.text();
    CHECK(text.find("explicit/fifo.json") != std::string::npos);
    CHECK(text.find("zero.json") != std::string::npos);
    CHECK(text.find("drivers/fifo.json") != std::string::npos);
}

#if !defined(__SANITIZE_ADDRESS__)  // AddressSanitizer reserves terabytes of address space
TEST_CASE("a large manifest parses under an address-space limit of a few hundred MiB") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    write_huge_manifest(w);  // about 10 MiB of JSON
    const pid_t pid = fork();
    if (pid == 0) {
        // What the process maps now, plus 384 MiB: the parse must fit in that.
        size_t mapped = 0;
        if (FILE* f = std::fopen("/proc/self/statm", "r")) {
            unsigned long pages = 0;
            if (std::fscanf(f, "%lu", &pages) == 1)
                mapped = pages * static_cast<size_t>(sysconf(_SC_PAGESIZE));
            std::fclose(f);
        }
        rlimit limit{};
        limit.rlim_cur = limit.rlim_max = mapped + (384u << 20);
        setrlimit(RLIMIT_AS, &limit);
        Loader l;
        auto ext = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
        uint32_t n = 0;
        const VkResult r = ext("VK_LAYER_test_huge", &n, nullptr);
        _exit(r == VK_SUCCESS && n == 200000 ? 0 : 1);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
}
#endif

namespace {
std::vector<std::string> listed_layers(const Loader& l) {
    std::vector<std::string> out = l.instance_layers();
    std::sort(out.begin(), out.end());
    return out;
}
}  // namespace

TEST_CASE("manifest bounds: a 20 MiB string in a field the loader does not read refuses nothing") {
    // The bounds cap memory (the 64 MiB file bound does that); strings are parsed in place, so a
    // long one the loader never reads costs nothing more (base/json.h).
    World w;
    const std::string padding = ", \"padding\": \"" + std::string(20u << 20, 'p') + "\"";
    const fs::path drv = w.add_driver("drv", "", "", "all", padding);
    w.env.set("VK_DRIVER_FILES", drv.string());
    w.use_own_layers();
    w.add_layer("padded", "VK_LAYER_test_padded", "", false, padding);
    // The same in a member name, and in an unread array of the settings file.
    w.add_layer("named", "VK_LAYER_test_named", "", false, ", \"" + std::string(20u << 20, 'n') + "\": 1");
    write(w.root() / "config/vulkan/loader_settings.d/vk_loader_settings.json",
          "{ \"file_format_version\": \"1.0.0\", \"unread\": [\"" + std::string(20u << 20, 'u') +
              "\"], \"settings\": { \"stderr_log\": [\"error\", \"warn\"] } }");
    w.env.set("VK_LOADER_DEBUG", "all");
    StderrCapture err;
    Loader l;
    CHECK(listed_layers(l) == std::vector<std::string>{"VK_LAYER_test_named", "VK_LAYER_test_padded"});
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_test_padded", "VK_LAYER_test_named"}) ==
            VK_SUCCESS);
    CHECK(l.physical_devices(inst).size() == 1);
    l.destroy_instance(inst);
    const std::string log = w.driver_log();
    CHECK(log.find("padded vkCreateInstance") != std::string::npos);
    CHECK(log.find("named vkCreateInstance") != std::string::npos);
    CHECK(log.find("drv vkCreateInstance") != std::string::npos);
    const std::string text = err.text();
    INFO(text.substr(0, 4000));
    CHECK(text.find("WARNING") == std::string::npos);
    CHECK(text.find("ERROR") == std::string::npos);
}

TEST_CASE("manifest bounds: a field the loader reads holds up to 64 KiB; one byte more is a logged skip") {
    const size_t bound = 64 * 1024;
    for (size_t n : {bound, bound + 1}) {
        INFO(n << " bytes");
        World w;
        w.add_driver("drv");
        // The library path at n bytes: a path that long names no file, but the manifest is read
        // (the dlopen fails) at the bound, and refused for its length past it.
        const std::string lib = "/" + std::string(n - 1, 'l');
        write(w.root() / "drivers" / "long.json",
              "{ \"file_format_version\": \"1.0.0\", \"ICD\": { \"library_path\": \"" + lib + "\", \"api_version\": \"1.3.0\" } }");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        const std::string description = std::string(n, 'd');
        const fs::path layer = w.add_layer("described", "VK_LAYER_test_described");
        std::string text = harness::slurp(layer);
        const std::string old_description = "\"description\": \"test layer described\"";
        text.replace(text.find(old_description), old_description.size(), "\"description\": \"" + description + "\"");
        write(layer, text);
        // An entry of a list the loader reads (component layers of a meta layer).
        write(w.root() / "explicit" / "meta.json",
              "{ \"file_format_version\": \"1.2.1\", \"layer\": { \"name\": \"VK_LAYER_test_meta\", \"type\": \"GLOBAL\","
              " \"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"meta\","
              " \"component_layers\": [\"VK_LAYER_test_described\", \"" + std::string(n, 'c') + "\"] } }");
        w.env.set("VK_LOADER_DEBUG", "error,warn");
        StderrCapture err;
        Loader l;
        const std::vector<std::string> layers = listed_layers(l);
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst) == VK_SUCCESS);  // the good driver serves
        l.destroy_instance(inst);
        const std::string log = err.text();
        if (n == bound) {
            CHECK(std::find(layers.begin(), layers.end(), "VK_LAYER_test_described") != layers.end());
            CHECK(log.find("long.json: library ") != std::string::npos);  // read, then the dlopen failed
            CHECK(log.find("more than the 65536") == std::string::npos);
        } else {
            CHECK(std::find(layers.begin(), layers.end(), "VK_LAYER_test_described") == layers.end());
            CHECK(count(log, "long.json: \"ICD.library_path\" is a string of 65537 bytes, more than the 65536 a field the "
                             "loader reads may hold; skipped") == 1);
            CHECK(count(log, "described.json: \"description\" is a string of 65537 bytes, more than the 65536") == 1);
            CHECK(count(log, "meta.json: layer VK_LAYER_test_meta: a \"component_layers\" entry is a string of 65537 bytes") == 1);
        }
    }
}
