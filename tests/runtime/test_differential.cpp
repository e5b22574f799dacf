// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Differential tests: one scenario run through this loader and through the system's Khronos
// loader (the reference), in the same private world, with the same outcome required. Each case
// is a loader rule from the loader documents or the Vulkan spec; a rule found later becomes one
// more case. Skipped, with the reason, where the system loader is not installed.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "differential.h"

using namespace harness;

TEST_CASE("differential: the application may free its VkAllocationCallbacks after the call") {
    REQUIRE_SYSTEM_LOADER();
    struct Heap {
        static void* VKAPI_PTR alloc(void*, size_t size, size_t align, VkSystemAllocationScope) {
            return aligned_alloc(align, (size + align - 1) / align * align);
        }
        static void* VKAPI_PTR realloc_(void*, void* p, size_t size, size_t, VkSystemAllocationScope) {
            return std::realloc(p, size);
        }
        static void VKAPI_PTR free_(void*, void* p) { std::free(p); }
    };
    auto [ours, theirs] = both([](World& w) {
        w.add_driver("drv", "devices=discrete,integrated");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [&](World&, const Loader& l) {
        auto* cb = new VkAllocationCallbacks{};
        cb->pfnAllocation = &Heap::alloc;
        cb->pfnReallocation = &Heap::realloc_;
        cb->pfnFree = &Heap::free_;
        VkInstance inst = VK_NULL_HANDLE;
        const VkResult r = create(l, &inst, {}, {}, VK_API_VERSION_1_1, nullptr, cb);
        std::memset(static_cast<void*>(cb), 0, sizeof *cb);  // gone, as far as the loader may know
        delete cb;
        if (r != VK_SUCCESS)
            return std::string("create failed");
        const size_t n = l.physical_devices(inst).size();
        VkAllocationCallbacks again{};
        again.pfnAllocation = &Heap::alloc;
        again.pfnReallocation = &Heap::realloc_;
        again.pfnFree = &Heap::free_;
        l.destroy_instance(inst, &again);
        return std::to_string(n) + " devices";
    });
    CHECK(ours == theirs);
}

TEST_CASE("differential: VkDeviceGroupDeviceCreateInfo reaches the driver with its own handles") {
    REQUIRE_SYSTEM_LOADER();
    auto [ours, theirs] = both([](World& w) {
        w.add_driver("grouped", "api=1.1;groups=1;devices=discrete");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World& w, const Loader& l) {
        VkInstance inst = VK_NULL_HANDLE;
        if (create(l, &inst) != VK_SUCCESS)
            return std::string("create failed");
        VkPhysicalDevice pd = l.physical_devices(inst).at(0);
        VkDeviceGroupDeviceCreateInfo group{};
        group.sType = VK_STRUCTURE_TYPE_DEVICE_GROUP_DEVICE_CREATE_INFO;
        group.physicalDeviceCount = 1;
        group.pPhysicalDevices = &pd;
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
        const VkResult r = l.sym<PFN_vkCreateDevice>("vkCreateDevice")(pd, &dci, nullptr, &dev);
        // The application's structure is its own again when the call returns: the driver's
        // handles were only lent to the call (a pointer left to the loader's array would dangle).
        const bool restored = dci.pNext == &group && group.pPhysicalDevices == &pd && group.physicalDeviceCount == 1;
        if (r == VK_SUCCESS)
            l.destroy_device(dev);
        l.destroy_instance(inst);
        return std::to_string(r) + (w.driver_log().find("group_devices=own") != std::string::npos ? " own" : " foreign") +
               (restored ? ", restored" : ", left changed");
    });
    CHECK(ours == theirs);
    CHECK(ours == "0 own, restored");
}

TEST_CASE("differential: vkGetInstanceProcAddr gives core commands newer than the instance's version") {
    REQUIRE_SYSTEM_LOADER();
    auto [ours, theirs] = both([](World& w) {
        w.add_driver("drv", "api=1.3");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World&, const Loader& l) {
        VkInstance inst = VK_NULL_HANDLE;
        if (create(l, &inst, {}, {}, VK_API_VERSION_1_0) != VK_SUCCESS)
            return std::string("create failed");
        std::string out;
        for (const char* name : {"vkGetPhysicalDeviceProperties2", "vkEnumeratePhysicalDeviceGroups", "vkCmdDraw"})
            out += std::string(name) + (l.gipa(inst, name) ? "=yes;" : "=no;");
        l.destroy_instance(inst);
        return out;
    });
    CHECK(ours == theirs);
}

TEST_CASE("differential: driver filters, the disable filter first, then select takes back") {
    REQUIRE_SYSTEM_LOADER();
    auto [ours, theirs] = both([](World& w) {
        w.add_driver("alpha_icd", "devices=discrete");
        w.add_driver("beta_icd", "devices=integrated");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.env.set("VK_LOADER_DRIVERS_DISABLE", "*");
        w.env.set("VK_LOADER_DRIVERS_SELECT", "beta*");
    }, [](World&, const Loader& l) {
        VkInstance inst = VK_NULL_HANDLE;
        if (create(l, &inst) != VK_SUCCESS)
            return std::string("create failed");
        const std::string out = device_names(l, inst);
        l.destroy_instance(inst);
        return out;
    });
    CHECK(ours == theirs);
    CHECK(ours == "beta_icd device 0;");
}

TEST_CASE("differential: layer filters, ~all~ disabled then one enabled; an own disable variable wins") {
    REQUIRE_SYSTEM_LOADER();
    auto setup = [](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        w.add_layer("want", "VK_LAYER_test_want");
        w.add_layer("other", "VK_LAYER_test_other");
        w.add_layer("imp", "VK_LAYER_test_imp", "", true);
        w.env.set("VK_LOADER_LAYERS_DISABLE", "~all~");
        w.env.set("VK_LOADER_LAYERS_ENABLE", "*_want,*_imp");
        w.env.set("DISABLE_imp", "1");
    };
    auto [ours, theirs] = both(setup, [](World& w, const Loader& l) {
        VkInstance inst = VK_NULL_HANDLE;
        if (create(l, &inst) != VK_SUCCESS)
            return std::string("create failed");
        l.destroy_instance(inst);
        return events(w, " vkCreateInstance");
    });
    CHECK(ours == theirs);
    CHECK(ours.find("want;") != std::string::npos);
    CHECK(ours.find("imp;") == std::string::npos);
    CHECK(ours.find("other;") == std::string::npos);
}

TEST_CASE("differential: messages the application submits reach its messengers") {
    REQUIRE_SYSTEM_LOADER();
    auto [ours, theirs] = both([](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World&, const Loader& l) {
        VkInstance inst = VK_NULL_HANDLE;
        if (create(l, &inst, {}, {"VK_EXT_debug_utils"}) != VK_SUCCESS)
            return std::string("create failed");
        int heard = 0;
        VkDebugUtilsMessengerCreateInfoEXT mci{};
        mci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
        mci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT;
        mci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
        mci.pfnUserCallback = [](VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT,
                                 const VkDebugUtilsMessengerCallbackDataEXT* d, void* u) -> VkBool32 {
            if (std::strcmp(d->pMessage, "hello") == 0)
                ++*static_cast<int*>(u);
            return VK_FALSE;
        };
        mci.pUserData = &heard;
        VkDebugUtilsMessengerEXT m = VK_NULL_HANDLE;
        l.proc<PFN_vkCreateDebugUtilsMessengerEXT>(inst, "vkCreateDebugUtilsMessengerEXT")(inst, &mci, nullptr, &m);
        VkDebugUtilsMessengerCallbackDataEXT data{};
        data.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CALLBACK_DATA_EXT;
        data.pMessage = "hello";
        l.proc<PFN_vkSubmitDebugUtilsMessageEXT>(inst, "vkSubmitDebugUtilsMessageEXT")(
            inst, VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT, VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT, &data);
        l.proc<PFN_vkDestroyDebugUtilsMessengerEXT>(inst, "vkDestroyDebugUtilsMessengerEXT")(inst, m, nullptr);
        l.destroy_instance(inst);
        return std::to_string(heard);
    });
    CHECK(ours == theirs);
    CHECK(ours == "1");
}

TEST_CASE("differential: without a layer name, an explicit layer's manifest device extensions are not listed") {
    REQUIRE_SYSTEM_LOADER();
    auto [ours, theirs] = both([](World& w) {
        w.add_driver("drv", "devext=VK_KHR_swapchain");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        w.add_layer("exp", "VK_LAYER_test_exp", "", false,
                    ", \"device_extensions\": [ { \"name\": \"VK_EXT_tooling_info\", \"spec_version\": \"1\" } ]");
    }, [](World&, const Loader& l) {
        VkInstance inst = VK_NULL_HANDLE;
        if (create(l, &inst, {"VK_LAYER_test_exp"}) != VK_SUCCESS)
            return std::string("create failed");
        auto fn = l.sym<PFN_vkEnumerateDeviceExtensionProperties>("vkEnumerateDeviceExtensionProperties");
        VkPhysicalDevice pd = l.physical_devices(inst).at(0);
        uint32_t all = 0, named = 0;
        fn(pd, nullptr, &all, nullptr);
        fn(pd, "VK_LAYER_test_exp", &named, nullptr);
        l.destroy_instance(inst);
        return std::to_string(all) + "/" + std::to_string(named);
    });
    CHECK(ours == theirs);
    CHECK(ours == "1/1");
}

TEST_CASE("differential: layers are opened with lazy binding") {
    REQUIRE_SYSTEM_LOADER();
    auto [ours, theirs] = both([](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        w.add_layer("lazy", "VK_LAYER_test_lazy");
        fs::copy_file(VKL_TEST_LAYER_LAZY, w.root() / "explicit" / "lazy.so", fs::copy_options::overwrite_existing);
    }, [](World&, const Loader& l) {
        VkInstance inst = VK_NULL_HANDLE;
        const VkResult r = create(l, &inst, {"VK_LAYER_test_lazy"});
        if (r == VK_SUCCESS)
            l.destroy_instance(inst);
        return std::to_string(r);
    });
    CHECK(ours == theirs);
    CHECK(ours == "0");
}

TEST_CASE("differential: VK_LOADER_DISABLE_INST_EXT_FILTER lists and allows unknown instance extensions") {
    REQUIRE_SYSTEM_LOADER();
    auto [ours, theirs] = both([](World& w) {
        w.add_driver("drv", "ext=VK_VKL_unknown_to_the_registry");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.env.set("VK_LOADER_DISABLE_INST_EXT_FILTER", "1");
    }, [](World&, const Loader& l) {
        VkInstance inst = VK_NULL_HANDLE;
        const VkResult r = create(l, &inst, {}, {"VK_VKL_unknown_to_the_registry"});
        if (r == VK_SUCCESS)
            l.destroy_instance(inst);
        return std::to_string(r);
    });
    CHECK(ours == theirs);
    CHECK(ours == "0");
}

TEST_CASE("differential: drivers a pre-instance call loads serve vkCreateInstance and go at vkDestroyInstance") {
    REQUIRE_SYSTEM_LOADER();
    auto [ours, theirs] = both([](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World& w, const Loader& l) {
        const fs::path lib = w.root() / "drivers" / "drv.so";
        auto loaded = [&] { return library_loaded(lib); };
        uint32_t n = 0;
        l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties")(nullptr, &n, nullptr);
        std::string out = loaded() ? "kept" : "unloaded";
        VkInstance inst = VK_NULL_HANDLE;
        if (create(l, &inst) != VK_SUCCESS)
            return out + ", create failed";
        l.destroy_instance(inst);
        return out + (loaded() ? ", kept" : ", unloaded");
    });
    CHECK(ours == theirs);
    CHECK(ours == "kept, unloaded");
}

TEST_CASE("differential: drivers are unloaded after the last instance is destroyed") {
    REQUIRE_SYSTEM_LOADER();
    auto [ours, theirs] = both([](World& w) {
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    }, [](World& w, const Loader& l) {
        const fs::path lib = w.root() / "drivers" / "drv.so";
        auto loaded = [&] { return library_loaded(lib); };
        VkInstance inst = VK_NULL_HANDLE;
        if (create(l, &inst) != VK_SUCCESS)
            return std::string("create failed");
        const bool during = loaded();
        l.destroy_instance(inst);
        return std::string(during ? "loaded" : "not loaded") + (loaded() ? ", kept" : ", unloaded");
    });
    CHECK(ours == theirs);
    CHECK(ours == "loaded, unloaded");
}
