// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// What the stress programs share: the loader opened by the path given (and checked to be that
// file), its entry points, `--key=value` options, one Vulkan lifecycle's steps, and a clock.
// Only libc, libstdc++ and the Vulkan headers: the programs are carried, built, to machines
// without a compiler.
#pragma once

#include <dlfcn.h>
#include <link.h>
#include <limits.h>
#include <stdlib.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include <vulkan/vulkan.h>

#include "../e2e/hold_libraries.h"

namespace stress {

// `--key=value` and `--flag` arguments after the loader's path.
struct Options {
    std::string loader;
    std::map<std::string, std::vector<std::string>> values;

    Options(int argc, char** argv, const char* usage) {
        for (int i = 1; i < argc; ++i) {
            const std::string a = argv[i];
            if (a == "--help" || a == "-h") {
                std::printf("%s", usage);
                std::exit(0);
            }
            if (a.rfind("--", 0) == 0) {
                const size_t eq = a.find('=');
                values[a.substr(2, eq == std::string::npos ? std::string::npos : eq - 2)].push_back(
                    eq == std::string::npos ? "1" : a.substr(eq + 1));
            } else if (loader.empty()) {
                loader = a;
            } else {
                std::fprintf(stderr, "unexpected argument %s\n%s", a.c_str(), usage);
                std::exit(2);
            }
        }
        if (loader.empty()) {
            std::fprintf(stderr, "no loader path given\n%s", usage);
            std::exit(2);
        }
    }
    bool has(const char* k) const { return values.count(k) != 0; }
    long num(const char* k, long fallback) const {
        auto it = values.find(k);
        if (it == values.end())
            return fallback;
        char* end = nullptr;
        const long v = std::strtol(it->second.back().c_str(), &end, 10);
        if (end == nullptr || *end != '\0' || v < 0) {
            std::fprintf(stderr, "--%s: not a count: %s\n", k, it->second.back().c_str());
            std::exit(2);
        }
        return v;
    }
    std::vector<std::string> all(const char* k) const {
        auto it = values.find(k);
        return it == values.end() ? std::vector<std::string>{} : it->second;
    }
    // Fails on an option no program reads (a typo must not silently run the defaults).
    void only(std::initializer_list<const char*> known) const {
        for (const auto& [k, v] : values) {
            bool ok = false;
            for (const char* n : known)
                ok |= k == n;
            if (!ok) {
                std::fprintf(stderr, "unknown option --%s\n", k.c_str());
                std::exit(2);
            }
        }
    }
};

inline double now_s() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// The loader at `path`, opened by that path and checked to be that file (not another
// libvulkan.so.1 the dynamic linker had already loaded or found first).
struct Loader {
    void* lib = nullptr;
    std::string resolved;
    PFN_vkGetInstanceProcAddr gipa = nullptr;
    PFN_vkEnumerateInstanceVersion enumerate_version = nullptr;
    PFN_vkEnumerateInstanceExtensionProperties instance_extensions = nullptr;
    PFN_vkEnumerateInstanceLayerProperties instance_layers = nullptr;
    PFN_vkCreateInstance create_instance = nullptr;
    PFN_vkDestroyInstance destroy_instance = nullptr;
    PFN_vkEnumeratePhysicalDevices physical_devices = nullptr;
    PFN_vkEnumeratePhysicalDeviceGroups groups = nullptr;
    PFN_vkGetPhysicalDeviceQueueFamilyProperties queue_families = nullptr;
    PFN_vkCreateDevice create_device = nullptr;
    PFN_vkDestroyDevice destroy_device = nullptr;
    PFN_vkGetDeviceProcAddr gdpa = nullptr;
    PFN_vkGetDeviceQueue get_queue = nullptr;
    PFN_vkCreateCommandPool create_pool = nullptr;
    PFN_vkDestroyCommandPool destroy_pool = nullptr;
    PFN_vkAllocateCommandBuffers allocate_buffers = nullptr;
    PFN_vkBeginCommandBuffer begin = nullptr;
    PFN_vkEndCommandBuffer end = nullptr;
    PFN_vkCreateFence create_fence = nullptr;
    PFN_vkDestroyFence destroy_fence = nullptr;
    PFN_vkQueueSubmit submit = nullptr;
    PFN_vkWaitForFences wait = nullptr;

    explicit Loader(const std::string& path) {
        if (!hold_libraries())
            std::exit(2);
        lib = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (lib == nullptr) {
            std::fprintf(stderr, "cannot open %s: %s\n", path.c_str(), dlerror());
            std::exit(2);
        }
        link_map* map = nullptr;
        char a[PATH_MAX], b[PATH_MAX];
        if (dlinfo(lib, RTLD_DI_LINKMAP, &map) != 0 || !realpath(map->l_name, a) || !realpath(path.c_str(), b) ||
            std::strcmp(a, b) != 0) {
            std::fprintf(stderr, "loaded %s instead of %s\n", map ? map->l_name : "?", path.c_str());
            std::exit(2);
        }
        resolved = a;
        gipa = reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(lib, "vkGetInstanceProcAddr"));
        Dl_info info{};
        if (gipa == nullptr || dladdr(reinterpret_cast<void*>(gipa), &info) == 0 || info.dli_fname == nullptr ||
            !realpath(info.dli_fname, b) || std::strcmp(a, b) != 0) {
            std::fprintf(stderr, "vkGetInstanceProcAddr of %s is not in that file\n", path.c_str());
            std::exit(2);
        }
#define STRESS_SYM(field, name) field = reinterpret_cast<decltype(field)>(need(#name))
        STRESS_SYM(enumerate_version, vkEnumerateInstanceVersion);
        STRESS_SYM(instance_extensions, vkEnumerateInstanceExtensionProperties);
        STRESS_SYM(instance_layers, vkEnumerateInstanceLayerProperties);
        STRESS_SYM(create_instance, vkCreateInstance);
        STRESS_SYM(destroy_instance, vkDestroyInstance);
        STRESS_SYM(physical_devices, vkEnumeratePhysicalDevices);
        STRESS_SYM(groups, vkEnumeratePhysicalDeviceGroups);
        STRESS_SYM(queue_families, vkGetPhysicalDeviceQueueFamilyProperties);
        STRESS_SYM(create_device, vkCreateDevice);
        STRESS_SYM(destroy_device, vkDestroyDevice);
        STRESS_SYM(gdpa, vkGetDeviceProcAddr);
        STRESS_SYM(get_queue, vkGetDeviceQueue);
        STRESS_SYM(create_pool, vkCreateCommandPool);
        STRESS_SYM(destroy_pool, vkDestroyCommandPool);
        STRESS_SYM(allocate_buffers, vkAllocateCommandBuffers);
        STRESS_SYM(begin, vkBeginCommandBuffer);
        STRESS_SYM(end, vkEndCommandBuffer);
        STRESS_SYM(create_fence, vkCreateFence);
        STRESS_SYM(destroy_fence, vkDestroyFence);
        STRESS_SYM(submit, vkQueueSubmit);
        STRESS_SYM(wait, vkWaitForFences);
#undef STRESS_SYM
    }
    void* need(const char* name) {
        void* p = dlsym(lib, name);
        if (p == nullptr) {
            std::fprintf(stderr, "%s does not export %s\n", resolved.c_str(), name);
            std::exit(2);
        }
        return p;
    }
};

inline VkResult make_instance(const Loader& l, const std::vector<const char*>& layers, VkInstance* out) {
    VkApplicationInfo app{};
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.pApplicationName = "vkl-stress";
    app.apiVersion = VK_API_VERSION_1_1;
    VkInstanceCreateInfo ci{};
    ci.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ci.pApplicationInfo = &app;
    ci.enabledLayerCount = static_cast<uint32_t>(layers.size());
    ci.ppEnabledLayerNames = layers.empty() ? nullptr : layers.data();
    return l.create_instance(&ci, nullptr, out);
}

// The first queue family of `pd` (every family can take an empty submission).
inline VkResult make_device(const Loader& l, VkPhysicalDevice pd, VkDevice* out, uint32_t* family) {
    uint32_t n = 0;
    l.queue_families(pd, &n, nullptr);
    if (n == 0)
        return VK_ERROR_INITIALIZATION_FAILED;
    *family = 0;
    float prio = 1.0f;
    VkDeviceQueueCreateInfo q{};
    q.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    q.queueFamilyIndex = *family;
    q.queueCount = 1;
    q.pQueuePriorities = &prio;
    VkDeviceCreateInfo ci{};
    ci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    ci.queueCreateInfoCount = 1;
    ci.pQueueCreateInfos = &q;
    return l.create_device(pd, &ci, nullptr, out);
}

}  // namespace stress
