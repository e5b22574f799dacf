// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Instances, physical devices, devices, proc-address rules, handle checks, allocation
// callbacks and threads, through the built libvulkan.so.1 and the in-tree test driver.
#include <catch2/catch.hpp>

#include <signal.h>
#include <sys/wait.h>

#include <atomic>
#include <algorithm>
#include <functional>
#include <mutex>
#include <set>
#include <thread>

#include "harness.h"

using namespace harness;

namespace {

struct OneDriver {
    World w;
    OneDriver(const std::string& config = "") {
        w.add_driver("drv", config);
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }
};

}  // namespace

TEST_CASE("physical devices: Linux order across drivers, then PCI bus, stable handles") {
    World w;
    w.add_driver("a_cpu", "devices=cpu");
    w.add_driver("b_mixed", "api=1.1;devices=integrated,discrete,discrete;pci=9,7,3");
    w.add_driver("c_virtual", "devices=virtual,other");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    const auto pds = l.physical_devices(inst);
    std::vector<std::string> names;
    for (auto pd : pds)
        names.push_back(l.device_name(pd));
    CHECK(names == std::vector<std::string>{"b_mixed device 2", "b_mixed device 1", "b_mixed device 0",
                                            "c_virtual device 0", "c_virtual device 1", "a_cpu device 0"});
    CHECK(l.physical_devices(inst) == pds);  // same handles every time

    // VK_INCOMPLETE with a short array.
    uint32_t two = 2;
    VkPhysicalDevice buf[2];
    CHECK(l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices")(inst, &two, buf) == VK_INCOMPLETE);
    CHECK(two == 2);
    CHECK(buf[0] == pds[0]);

    // Groups: synthesized (one per device) for drivers without device-group support.
    auto groups_fn = l.sym<PFN_vkEnumeratePhysicalDeviceGroups>("vkEnumeratePhysicalDeviceGroups");
    uint32_t n = 0;
    REQUIRE(groups_fn(inst, &n, nullptr) == VK_SUCCESS);
    CHECK(n == pds.size());
    std::vector<VkPhysicalDeviceGroupProperties> groups(n);
    for (auto& g : groups)
        g.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_GROUP_PROPERTIES;
    REQUIRE(groups_fn(inst, &n, groups.data()) == VK_SUCCESS);
    std::set<VkPhysicalDevice> in_groups;
    for (auto& g : groups) {
        CHECK(g.physicalDeviceCount == 1);
        in_groups.insert(g.physicalDevices[0]);
    }
    CHECK(in_groups == std::set<VkPhysicalDevice>(pds.begin(), pds.end()));
    l.destroy_instance(inst);
}

// Devices of one type that report no PCI bus information are still ordered, as the Khronos
// loader's Linux sort orders them: by vendorID ^ deviceID, lower first (not the drivers' own
// order), within one driver and across drivers.
TEST_CASE("physical devices of one type without PCI information: lower vendorID ^ deviceID first") {
    World w;
    // vendorID 0x10005 (the driver's default): keys 0x10007, 0x10000, 0x10005, and 0x10006.
    w.add_driver("a_three", "devices=integrated,integrated,integrated;device_ids=2,5,0");
    w.add_driver("b_one", "devices=integrated;device_ids=3");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    std::vector<std::string> names;
    for (auto pd : l.physical_devices(inst))
        names.push_back(l.device_name(pd));
    CHECK(names == std::vector<std::string>{"a_three device 1", "a_three device 2", "b_one device 0", "a_three device 0"});
    l.destroy_instance(inst);
}

TEST_CASE("devices: dispatch set on driver objects, GDPA returns the driver's own pointers") {
    OneDriver d;
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    auto pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 1);
    VkDevice dev = l.create_device(pds[0]);
    REQUIRE(dev != nullptr);

    auto gdpa = l.sym<PFN_vkGetDeviceProcAddr>("vkGetDeviceProcAddr");
    // A command only the driver knows, and a core one: the driver's own functions.
    using PFN_Test = uint32_t(VKAPI_PTR*)(VkDevice, uint32_t);
    auto test_value = reinterpret_cast<PFN_Test>(gdpa(dev, "vkGetDeviceTestValueVKL"));
    // Unknown to the registry: the driver's own function.
    REQUIRE(test_value != nullptr);
    CHECK(test_value(dev, 2) == 7);
    auto wait_idle = gdpa(dev, "vkQueueWaitIdle");
    REQUIRE(wait_idle != nullptr);
    CHECK(reinterpret_cast<void*>(wait_idle) != l.sym<void*>("vkQueueWaitIdle"));  // not the trampoline
    // Non-device commands: NULL from GDPA.
    CHECK(gdpa(dev, "vkCreateInstance") == nullptr);
    CHECK(gdpa(dev, "vkGetPhysicalDeviceProperties") == nullptr);
    CHECK(gdpa(dev, "vkEnumeratePhysicalDevices") == nullptr);
    // The loader keeps its own vkDestroyDevice/vkGetDeviceQueue.
    CHECK(reinterpret_cast<void*>(gdpa(dev, "vkGetDeviceQueue")) == l.sym<void*>("vkGetDeviceQueue"));

    // Queues get the loader's dispatch pointer; calls through exported trampolines work.
    VkQueue q = VK_NULL_HANDLE;
    l.sym<PFN_vkGetDeviceQueue>("vkGetDeviceQueue")(dev, 0, 0, &q);
    REQUIRE(q != nullptr);
    CHECK(*reinterpret_cast<void**>(q) == *reinterpret_cast<void**>(dev));
    CHECK(l.sym<PFN_vkQueueWaitIdle>("vkQueueWaitIdle")(q) == VK_SUCCESS);

    l.sym<PFN_vkDestroyDevice>("vkDestroyDevice")(dev, nullptr);
    CHECK(count(d.w.driver_log(), "drv vkDestroyDevice") == 1);
    l.destroy_instance(inst);
    CHECK(count(d.w.driver_log(), "drv vkDestroyInstance") == 1);
}

TEST_CASE("command buffers and vkGetDeviceQueue2 queues get the loader's dispatch pointer") {
    OneDriver d;
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    VkDevice dev = l.create_device(l.physical_devices(inst)[0]);
    REQUIRE(dev != nullptr);
    void* const dispatch = *reinterpret_cast<void**>(dev);
    VkCommandBufferAllocateInfo ai{};
    ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    ai.commandBufferCount = 3;
    VkCommandBuffer cbs[3] = {};
    REQUIRE(l.sym<PFN_vkAllocateCommandBuffers>("vkAllocateCommandBuffers")(dev, &ai, cbs) == VK_SUCCESS);
    for (VkCommandBuffer cb : cbs) {
        CHECK(*reinterpret_cast<void**>(cb) == dispatch);
        l.sym<PFN_vkCmdDraw>("vkCmdDraw")(cb, 3, 1, 0, 0);  // exported trampoline -> driver
    }
    l.sym<PFN_vkFreeCommandBuffers>("vkFreeCommandBuffers")(dev, VK_NULL_HANDLE, 3, cbs);
    VkDeviceQueueInfo2 qi{};
    qi.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_INFO_2;
    VkQueue q = VK_NULL_HANDLE;
    l.sym<PFN_vkGetDeviceQueue2>("vkGetDeviceQueue2")(dev, &qi, &q);
    REQUIRE(q != nullptr);
    CHECK(*reinterpret_cast<void**>(q) == dispatch);
    l.destroy_device(dev);
    l.destroy_instance(inst);
}

TEST_CASE("groups a driver reports are passed through with loader handles") {
    World w;
    w.add_driver("grouped", "api=1.1;groups=1;devices=discrete,integrated");
    w.add_driver("plain", "api=1.0;devices=cpu", "", "all", "", "1.0.0");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_1) == VK_SUCCESS);
    const auto pds = l.physical_devices(inst);
    auto fn = l.sym<PFN_vkEnumeratePhysicalDeviceGroups>("vkEnumeratePhysicalDeviceGroups");
    uint32_t n = 0;
    REQUIRE(fn(inst, &n, nullptr) == VK_SUCCESS);
    REQUIRE(n == 3);
    std::vector<VkPhysicalDeviceGroupProperties> g(n);
    for (auto& x : g)
        x.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_GROUP_PROPERTIES;
    REQUIRE(fn(inst, &n, g.data()) == VK_SUCCESS);
    std::set<VkPhysicalDevice> seen;
    for (auto& x : g) {
        REQUIRE(x.physicalDeviceCount == 1);
        seen.insert(x.physicalDevices[0]);
        // Group members are the same handles vkEnumeratePhysicalDevices gives.
        CHECK(std::find(pds.begin(), pds.end(), x.physicalDevices[0]) != pds.end());
    }
    CHECK(seen.size() == 3);
    uint32_t one = 1;
    CHECK(fn(inst, &one, g.data()) == VK_INCOMPLETE);

    // A device made from a group: the driver sees its own physical devices in
    // VkDeviceGroupDeviceCreateInfo, and the application's structure is left as it was.
    VkPhysicalDevice member = pds[0];  // the grouped driver's discrete device
    VkDeviceGroupDeviceCreateInfo group{};
    group.sType = VK_STRUCTURE_TYPE_DEVICE_GROUP_DEVICE_CREATE_INFO;
    group.physicalDeviceCount = 1;
    group.pPhysicalDevices = &member;
    float prio = 1.0f;
    VkDeviceQueueCreateInfo q{};
    q.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    q.queueCount = 1;
    q.pQueuePriorities = &prio;
    VkDeviceCreateInfo dci{};
    dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    dci.pNext = &group;
    dci.queueCreateInfoCount = 1;
    dci.pQueueCreateInfos = &q;
    VkDevice dev = VK_NULL_HANDLE;
    REQUIRE(l.sym<PFN_vkCreateDevice>("vkCreateDevice")(pds[0], &dci, nullptr, &dev) == VK_SUCCESS);
    CHECK(w.driver_log().find("grouped group_devices=own") != std::string::npos);
    CHECK(group.pPhysicalDevices == &member);
    CHECK(member == pds[0]);
    l.destroy_device(dev);
    l.destroy_instance(inst);
}

TEST_CASE("vkGetInstanceProcAddr: NULL-instance rules and instance-extension gating") {
    OneDriver d("ext=VK_KHR_surface,VK_KHR_get_physical_device_properties2");
    Loader l;
    CHECK(l.gipa(nullptr, "vkDestroySurfaceKHR") == nullptr);
    VkInstance plain = VK_NULL_HANDLE, with_surface = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&plain, {}, VK_API_VERSION_1_0) == VK_SUCCESS);
    REQUIRE(l.create_instance(&with_surface, {"VK_KHR_surface"}, VK_API_VERSION_1_0) == VK_SUCCESS);
    CHECK(l.gipa(plain, "vkDestroySurfaceKHR") == nullptr);
    CHECK(l.gipa(with_surface, "vkDestroySurfaceKHR") != nullptr);
    // Every core command, whatever the instance's version (the spec's vkGetInstanceProcAddr
    // table): a 1.0 application may call a 1.1 command on a 1.1 physical device.
    CHECK(l.gipa(plain, "vkGetPhysicalDeviceProperties2") != nullptr);
    CHECK(l.gipa(plain, "vkEnumeratePhysicalDevices") != nullptr);
    // Global commands with an instance: given before Vulkan 1.3, NULL from 1.3 on (but
    // vkGetInstanceProcAddr itself).
    CHECK(l.gipa(plain, "vkEnumerateInstanceExtensionProperties") != nullptr);
    VkInstance v13 = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&v13, {}, VK_API_VERSION_1_3) == VK_SUCCESS);
    CHECK(l.gipa(v13, "vkEnumerateInstanceExtensionProperties") == nullptr);
    CHECK(l.gipa(v13, "vkCreateInstance") == nullptr);
    CHECK(l.gipa(v13, "vkGetInstanceProcAddr") == l.gipa(nullptr, "vkGetInstanceProcAddr"));
    l.destroy_instance(v13);
    // Device-level commands come back as trampolines (the loader cannot know the device).
    CHECK(reinterpret_cast<void*>(l.gipa(plain, "vkCmdDraw")) == l.sym<void*>("vkCmdDraw"));
    CHECK(l.gipa(plain, "vkNotACommand") == nullptr);
    l.destroy_instance(plain);
    l.destroy_instance(with_surface);
}

TEST_CASE("vkGetDeviceProcAddr: core commands, and extension commands only when enabled; maintenance5") {
    // (The driver lists VK_KHR_maintenance1 but implements none of its commands.)
    OneDriver d("api=1.3;devext=VK_KHR_swapchain,VK_KHR_maintenance1");
    d.w.env.set("VK_LOADER_DEBUG", "error");  // the log lines checked below (silent by default)
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_0) == VK_SUCCESS);
    auto pd = l.physical_devices(inst).at(0);
    auto gdpa = l.sym<PFN_vkGetDeviceProcAddr>("vkGetDeviceProcAddr");
    {
        // Enabled, but the driver gives no vkTrimCommandPoolKHR: NULL, not the loader's stub.
        VkDevice m1 = l.create_device(pd, {"VK_KHR_maintenance1"});
        REQUIRE(m1 != nullptr);
        CHECK(gdpa(m1, "vkTrimCommandPoolKHR") == nullptr);
        l.destroy_device(m1);
    }
    VkDevice plain = l.create_device(pd);
    VkDevice swap = l.create_device(pd, {"VK_KHR_swapchain"});
    REQUIRE(plain != nullptr);
    REQUIRE(swap != nullptr);
    VkResult r = VK_SUCCESS;
    {
        StderrCapture err;
        CHECK(l.create_device(pd, {"VK_EXT_debug_marker"}, nullptr, &r) == nullptr);  // nobody has it
        CHECK(r == VK_ERROR_EXTENSION_NOT_PRESENT);
        CHECK(err.text().find("VK_EXT_debug_marker") != std::string::npos);
    }
    CHECK(gdpa(plain, "vkCreateSwapchainKHR") == nullptr);  // not enabled on this device
    CHECK(gdpa(swap, "vkCreateSwapchainKHR") != nullptr);
    CHECK(gdpa(plain, "vkGetDeviceQueue2") != nullptr);      // newer core, no maintenance5: given
    // With maintenance5 on, core commands beyond the effective version (the application's 1.0
    // here) are NULL. The feature struct by its registry values (the headers may predate it).
    struct { VkStructureType sType; void* pNext; VkBool32 maintenance5; } m5{static_cast<VkStructureType>(1000470000), nullptr, VK_TRUE};
    float prio = 1.0f;
    VkDeviceQueueCreateInfo q{};
    q.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    q.queueCount = 1;
    q.pQueuePriorities = &prio;
    VkDeviceCreateInfo ci{};
    ci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    ci.pNext = &m5;
    ci.queueCreateInfoCount = 1;
    ci.pQueueCreateInfos = &q;
    VkDevice m5dev = VK_NULL_HANDLE;
    REQUIRE(l.sym<PFN_vkCreateDevice>("vkCreateDevice")(pd, &ci, nullptr, &m5dev) == VK_SUCCESS);
    CHECK(gdpa(m5dev, "vkGetDeviceQueue2") == nullptr);
    CHECK(gdpa(m5dev, "vkGetDeviceQueue") != nullptr);
    l.destroy_device(m5dev);
    l.destroy_device(swap);
    l.destroy_device(plain);
    l.destroy_instance(inst);
}

TEST_CASE("vkGetDeviceProcAddr: a core command above the physical device's version is asked of the chain on first lookup") {
    // The device's table is filled at vkCreateDevice for the physical device's core versions
    // (1.1 here) and its enabled extensions only; a newer core command is still handed out
    // without maintenance5 (the chain's answer, asked when first looked up), the same pointer
    // each time, and NULL where the chain has none.
    OneDriver d("api=1.1");
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3) == VK_SUCCESS);
    auto pd = l.physical_devices(inst).at(0);
    auto gdpa = l.sym<PFN_vkGetDeviceProcAddr>("vkGetDeviceProcAddr");
    VkDevice dev = l.create_device(pd);
    REQUIRE(dev != nullptr);
    const PFN_vkVoidFunction rendering = gdpa(dev, "vkCmdBeginRendering");  // 1.3, the driver has it
    CHECK(rendering != nullptr);
    CHECK(gdpa(dev, "vkCmdBeginRendering") == rendering);
    CHECK(gdpa(dev, "vkCmdDrawIndirectCount") != nullptr);  // 1.2, the driver has it
    CHECK(gdpa(dev, "vkCmdSetCullMode") == nullptr);        // 1.3, the driver has none
    CHECK(gdpa(dev, "vkCmdSetCullMode") == nullptr);
    CHECK(gdpa(dev, "vkGetDeviceQueue2") != nullptr);       // 1.1: filled at creation
    CHECK(gdpa(dev, "vkCmdBeginRenderingKHR") == nullptr);  // its extension is not enabled
    // Called through the exported symbol before any lookup: the unavailable thunk (logged, no
    // crash); after the lookup above, the driver's function.
    VkCommandBufferAllocateInfo ai{};
    ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    ai.commandBufferCount = 1;
    VkCommandBuffer cb = VK_NULL_HANDLE;
    REQUIRE(l.sym<PFN_vkAllocateCommandBuffers>("vkAllocateCommandBuffers")(dev, &ai, &cb) == VK_SUCCESS);
    l.sym<PFN_vkCmdSetCullMode>("vkCmdSetCullMode")(cb, VK_CULL_MODE_NONE);
    l.destroy_device(dev);
    l.destroy_instance(inst);
}

TEST_CASE("an invalid instance or physical device aborts with the VUID message") {
    OneDriver d;
    struct Case {
        const char* what;
        std::function<void(const Loader&)> call;
        const char* message;
    };
    uint64_t garbage[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    const std::vector<Case> cases = {
        {"instance",
         [&](const Loader& l) {
             uint32_t n = 0;
             l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices")(reinterpret_cast<VkInstance>(garbage), &n, nullptr);
         },
         "vkEnumeratePhysicalDevices: Invalid instance [VUID-vkEnumeratePhysicalDevices-instance-parameter]"},
        {"instance, groups",
         [&](const Loader& l) {
             uint32_t n = 0;
             l.sym<PFN_vkEnumeratePhysicalDeviceGroups>("vkEnumeratePhysicalDeviceGroups")(reinterpret_cast<VkInstance>(garbage), &n,
                                                                                         nullptr);
         },
         "vkEnumeratePhysicalDeviceGroups: Invalid instance [VUID-vkEnumeratePhysicalDeviceGroups-instance-parameter]"},
        {"physical device",
         [&](const Loader& l) {
             VkPhysicalDeviceProperties p;
             l.sym<PFN_vkGetPhysicalDeviceProperties>("vkGetPhysicalDeviceProperties")(
                 reinterpret_cast<VkPhysicalDevice>(garbage), &p);
         },
         "vkGetPhysicalDeviceProperties: Invalid physicalDevice [VUID-vkGetPhysicalDeviceProperties-physicalDevice-parameter]"},
    };
    for (const Case& c : cases) {
        INFO(c.what);
        char tmpl[] = "/tmp/vkl-abort-XXXXXX";
        const int fd = mkstemp(tmpl);
        const pid_t pid = fork();
        if (pid == 0) {
            signal(SIGABRT, SIG_DFL);  // Catch2's handler would report the expected abort
            dup2(fd, 2);
            Loader l;
            c.call(l);
            _exit(0);  // not reached when the loader aborts
        }
        int status = 0;
        waitpid(pid, &status, 0);
        const std::string text = slurp(tmpl);
        close(fd);
        unlink(tmpl);
        CHECK(WIFSIGNALED(status));
        CHECK(WTERMSIG(status) == SIGABRT);
        CHECK(text.find(c.message) != std::string::npos);
    }
}

// vkGetPhysicalDeviceToolProperties checks its handle as every physical-device command does:
// through the export and through the EXT name vkGetInstanceProcAddr gives, a bad physical
// device aborts with the core command's VUID line (the tool-properties path is the loader's own
// code: it must not read the garbage as a handle).
TEST_CASE("vkGetPhysicalDeviceToolProperties with an invalid physical device aborts with the VUID message") {
    OneDriver d;
    uint64_t garbage[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    const char* message =
        "vkGetPhysicalDeviceToolProperties: Invalid physicalDevice [VUID-vkGetPhysicalDeviceToolProperties-physicalDevice-parameter]";
    for (const char* name : {"vkGetPhysicalDeviceToolProperties", "vkGetPhysicalDeviceToolPropertiesEXT"}) {
        INFO(name);
        char tmpl[] = "/tmp/vkl-abort-XXXXXX";
        const int fd = mkstemp(tmpl);
        const pid_t pid = fork();
        if (pid == 0) {
            signal(SIGABRT, SIG_DFL);  // Catch2's handler would report the expected abort
            dup2(fd, 2);
            Loader l;
            VkInstance inst = VK_NULL_HANDLE;
            if (l.create_instance(&inst) != VK_SUCCESS)
                _exit(3);
            auto fn = std::strcmp(name, "vkGetPhysicalDeviceToolProperties") == 0
                          ? l.sym<PFN_vkGetPhysicalDeviceToolProperties>(name)
                          : l.proc<PFN_vkGetPhysicalDeviceToolProperties>(inst, name);
            if (fn == nullptr)
                _exit(4);
            uint32_t n = 0;
            fn(reinterpret_cast<VkPhysicalDevice>(garbage), &n, nullptr);
            _exit(0);  // not reached when the loader aborts
        }
        int status = 0;
        waitpid(pid, &status, 0);
        const std::string text = slurp(tmpl);
        close(fd);
        unlink(tmpl);
        INFO(text);
        CHECK(WIFSIGNALED(status));
        CHECK(WTERMSIG(status) == SIGABRT);
        CHECK(text.find(message) != std::string::npos);
    }
}

// An instance-extension physical-device command checks its handle as the core ones do: a
// garbage physical device aborts with the VUID message (the Khronos loader's trampoline does
// the same), not a crash inside the loader.
TEST_CASE("vkGetPhysicalDeviceExternalImageFormatPropertiesNV with an invalid physical device aborts with the VUID message") {
    OneDriver d("ext=VK_NV_external_memory_capabilities");
    uint64_t garbage[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    char tmpl[] = "/tmp/vkl-abort-XXXXXX";
    const int fd = mkstemp(tmpl);
    const pid_t pid = fork();
    if (pid == 0) {
        signal(SIGABRT, SIG_DFL);  // Catch2's handler would report the expected abort
        dup2(fd, 2);
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        if (l.create_instance(&inst, {"VK_NV_external_memory_capabilities"}) != VK_SUCCESS)
            _exit(3);
        auto fn = l.proc<PFN_vkGetPhysicalDeviceExternalImageFormatPropertiesNV>(
            inst, "vkGetPhysicalDeviceExternalImageFormatPropertiesNV");
        if (fn == nullptr)
            _exit(4);
        VkExternalImageFormatPropertiesNV props{};
        fn(reinterpret_cast<VkPhysicalDevice>(garbage), VK_FORMAT_R8G8B8A8_UNORM, VK_IMAGE_TYPE_2D,
           VK_IMAGE_TILING_OPTIMAL, VK_IMAGE_USAGE_SAMPLED_BIT, 0, 0, &props);
        _exit(0);  // not reached when the loader aborts
    }
    int status = 0;
    waitpid(pid, &status, 0);
    const std::string text = slurp(tmpl);
    close(fd);
    unlink(tmpl);
    INFO(text);
    INFO("exit status " << (WIFEXITED(status) ? WEXITSTATUS(status) : -1));
    CHECK(WIFSIGNALED(status));
    CHECK(WTERMSIG(status) == SIGABRT);
    CHECK(text.find("vkGetPhysicalDeviceExternalImageFormatPropertiesNV: Invalid physicalDevice "
                    "[VUID-vkGetPhysicalDeviceExternalImageFormatPropertiesNV-physicalDevice-parameter]") !=
          std::string::npos);
}

TEST_CASE("allocation callbacks: every allocation, failure at each index, nothing leaks") {
    OneDriver d;
    Loader l;
    // Instance creation + physical devices + a device, failing allocation N for every N.
    bool completed = false;
    for (long fail_at = 0; fail_at < 10000 && !completed; ++fail_at) {
        CountingAllocator a;
        a.fail_at = fail_at;
        VkInstance inst = VK_NULL_HANDLE;
        const VkResult r = l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, &a.cb);
        INFO("failing allocation " << fail_at);
        if (r != VK_SUCCESS) {
            CHECK(r == VK_ERROR_OUT_OF_HOST_MEMORY);
            CHECK(a.live.empty());
            CHECK(a.foreign_frees == 0);
            CHECK(a.next > fail_at);  // the failure was the injected one
            continue;
        }
        uint32_t n = 0;
        auto enumerate = l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices");
        VkResult er = enumerate(inst, &n, nullptr);
        VkPhysicalDevice pd = VK_NULL_HANDLE;
        if (er == VK_SUCCESS) {
            n = 1;
            er = enumerate(inst, &n, &pd);
        }
        if (er != VK_SUCCESS) {
            CHECK(er == VK_ERROR_OUT_OF_HOST_MEMORY);
        } else {
            VkResult dr = VK_SUCCESS;
            VkDevice dev = l.create_device(pd, {}, &a.cb, &dr);
            if (dev == VK_NULL_HANDLE) {
                CHECK(dr == VK_ERROR_OUT_OF_HOST_MEMORY);
            } else {
                l.sym<PFN_vkDestroyDevice>("vkDestroyDevice")(dev, &a.cb);
                completed = true;
            }
        }
        l.destroy_instance(inst, &a.cb);
        CHECK(a.live.empty());
        CHECK(a.foreign_frees == 0);
    }
    CHECK(completed);
}

TEST_CASE("allocation callbacks see every allocation the loader makes for an instance") {
    OneDriver d;
    Loader l;
    CountingAllocator a;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, &a.cb) == VK_SUCCESS);
    CHECK(!a.live.empty());
    l.physical_devices(inst);
    l.destroy_instance(inst, &a.cb);
    CHECK(a.live.empty());
    CHECK(a.foreign_frees == 0);
}

// The application's allocation callbacks given to vkDestroyInstance reach each driver's
// vkDestroyInstance (as the Khronos loader passes them on), and NULL stays NULL.
TEST_CASE("each driver's vkDestroyInstance gets the allocation callbacks the application gave vkDestroyInstance") {
    World w;
    w.add_driver("drvA");
    w.add_driver("drvB");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    CountingAllocator a;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, &a.cb) == VK_SUCCESS);
    l.destroy_instance(inst, &a.cb);
    std::string log = w.driver_log();
    INFO(log);
    CHECK(count(log, "drvA destroy_instance_allocator=set") == 1);
    CHECK(count(log, "drvB destroy_instance_allocator=set") == 1);
    CHECK(count(log, "destroy_instance_allocator=null") == 0);
    fs::remove(w.log_path());
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    l.destroy_instance(inst);
    log = w.driver_log();
    CHECK(count(log, "drvA destroy_instance_allocator=null") == 1);
    CHECK(count(log, "drvB destroy_instance_allocator=null") == 1);
    CHECK(count(log, "destroy_instance_allocator=set") == 0);
}

TEST_CASE("allocation callbacks: the application may free its VkAllocationCallbacks once the call returns") {
    OneDriver d;
    Loader l;
    CountingAllocator a;
    // The struct the application passes lives on the heap and is gone after vkCreateInstance:
    // the loader must have kept a copy, not the pointer.
    auto* given = new VkAllocationCallbacks(a.cb);
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, given) == VK_SUCCESS);
    std::memset(static_cast<void*>(given), 0xA5, sizeof *given);
    delete given;
    const long before = a.next;
    CHECK(l.physical_devices(inst).size() == 1);  // allocates through the instance's callbacks
    CHECK(a.next > before);
    auto* again = new VkAllocationCallbacks(a.cb);
    l.destroy_instance(inst, again);
    delete again;
    CHECK(a.live.empty());
    CHECK(a.foreign_frees == 0);
}

TEST_CASE("allocation callbacks: surface and messenger creation fail cleanly at every index") {
    OneDriver d("ext=VK_KHR_surface,VK_EXT_headless_surface,VK_EXT_debug_utils");
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {"VK_KHR_surface", "VK_EXT_headless_surface", "VK_EXT_debug_utils"}) == VK_SUCCESS);
    auto create_surface = l.proc<PFN_vkCreateHeadlessSurfaceEXT>(inst, "vkCreateHeadlessSurfaceEXT");
    auto destroy_surface = l.proc<PFN_vkDestroySurfaceKHR>(inst, "vkDestroySurfaceKHR");
    auto create_messenger = l.proc<PFN_vkCreateDebugUtilsMessengerEXT>(inst, "vkCreateDebugUtilsMessengerEXT");
    auto destroy_messenger = l.proc<PFN_vkDestroyDebugUtilsMessengerEXT>(inst, "vkDestroyDebugUtilsMessengerEXT");
    int surface_failures = 0, messenger_failures = 0;
    for (long fail_at = 0; fail_at < 100; ++fail_at) {
        CountingAllocator a;
        a.fail_at = fail_at;
        VkHeadlessSurfaceCreateInfoEXT ci{};
        ci.sType = VK_STRUCTURE_TYPE_HEADLESS_SURFACE_CREATE_INFO_EXT;
        VkSurfaceKHR s = VK_NULL_HANDLE;
        const VkResult r = create_surface(inst, &ci, &a.cb, &s);
        if (r == VK_SUCCESS) {
            destroy_surface(inst, s, &a.cb);
            CHECK(a.live.empty());
            CHECK(a.foreign_frees == 0);
            break;
        }
        CHECK(r == VK_ERROR_OUT_OF_HOST_MEMORY);
        CHECK(a.live.empty());
        CHECK(a.foreign_frees == 0);
        ++surface_failures;
    }
    for (long fail_at = 0; fail_at < 100; ++fail_at) {
        CountingAllocator a;
        a.fail_at = fail_at;
        VkDebugUtilsMessengerCreateInfoEXT ci{};
        ci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
        ci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
        ci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
        ci.pfnUserCallback = [](VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT,
                                const VkDebugUtilsMessengerCallbackDataEXT*, void*) -> VkBool32 { return VK_FALSE; };
        VkDebugUtilsMessengerEXT m = VK_NULL_HANDLE;
        const VkResult r = create_messenger(inst, &ci, &a.cb, &m);
        if (r == VK_SUCCESS) {
            destroy_messenger(inst, m, &a.cb);
            CHECK(a.live.empty());
            CHECK(a.foreign_frees == 0);
            break;
        }
        CHECK(r == VK_ERROR_OUT_OF_HOST_MEMORY);
        CHECK(a.live.empty());
        CHECK(a.foreign_frees == 0);
        ++messenger_failures;
    }
    CHECK(surface_failures >= 2);    // the surface and its per-driver array
    CHECK(messenger_failures >= 1);
    l.destroy_instance(inst);
}

TEST_CASE("manifests are parsed with the application's allocator") {
    OneDriver d;
    const size_t manifest_size = fs::file_size(d.w.root() / "drivers" / "drv.json");
    Loader l;  // fresh: nothing parsed yet
    CountingAllocator a;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, &a.cb) == VK_SUCCESS);
    // The parse arena (json_arena.h): 128 bytes per manifest byte + 8 KiB, plus the text.
    CHECK(a.largest >= manifest_size * 128 + 8192);
    l.destroy_instance(inst, &a.cb);
    CHECK(a.live.empty());
    CHECK(a.foreign_frees == 0);
}

TEST_CASE("threads: concurrent instance and device creation and destruction") {
    OneDriver d("devices=discrete,integrated");
    Loader l;
    std::atomic<int> failures{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < 8; ++t)
        threads.emplace_back([&] {
            for (int i = 0; i < 25; ++i) {
                VkInstance inst = VK_NULL_HANDLE;
                if (l.create_instance(&inst) != VK_SUCCESS) {
                    ++failures;
                    continue;
                }
                auto pds = l.physical_devices(inst);
                if (pds.size() != 2)
                    ++failures;
                for (auto pd : pds) {
                    VkDevice dev = l.create_device(pd);
                    if (dev == VK_NULL_HANDLE)
                        ++failures;
                    else
                        l.sym<PFN_vkDestroyDevice>("vkDestroyDevice")(dev, nullptr);
                }
                l.destroy_instance(inst);
            }
        });
    for (auto& t : threads)
        t.join();
    CHECK(failures == 0);
}

TEST_CASE("debug messengers chained into vkCreateInstance receive loader messages") {
    World w;
    w.add_driver("good");
    write(w.root() / "drivers" / "broken.json", "{ nope");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    struct Seen {
        std::vector<std::string> messages;
    } seen;
    VkDebugUtilsMessengerCreateInfoEXT ci{};
    ci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
    ci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT;
    ci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
    ci.pfnUserCallback = [](VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT,
                            const VkDebugUtilsMessengerCallbackDataEXT* data, void* user) -> VkBool32 {
        static_cast<Seen*>(user)->messages.push_back(data->pMessage);
        return VK_FALSE;
    };
    ci.pUserData = &seen;
    VkInstance inst = VK_NULL_HANDLE;
    StderrCapture quiet;
    REQUIRE(l.create_instance(&inst, {"VK_EXT_debug_utils"}, VK_API_VERSION_1_3, 0, &ci) == VK_SUCCESS);
    l.destroy_instance(inst);
    bool saw_broken = false;
    for (const std::string& m : seen.messages)
        saw_broken |= m.find("broken.json") != std::string::npos;
    CHECK(saw_broken);
}
