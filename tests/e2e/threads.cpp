// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// End-to-end: threads creating, enumerating and destroying instances at once, through the
// built libvulkan.so.1 (opened by path, checked) with lavapipe and the machine's implicit
// layers (Mesa's device_select among them, whose global state is not locked: the loader
// must serialise these calls, as the Khronos loader does). Exits 0 when every call succeeded;
// a crash or a failed call fails the test.
#include <dlfcn.h>
#include <link.h>
#include <limits.h>
#include <stdlib.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include <vulkan/vulkan.h>

#include "hold_libraries.h"

int main(int argc, char** argv) {
    if (!hold_libraries())  // VKL_E2E_HOLD (hold_libraries.h)
        return 1;
    const char* path = argc > 1 ? argv[1] : "libvulkan.so.1";
    const int threads = argc > 2 ? std::atoi(argv[2]) : 8;
    const int rounds = argc > 3 ? std::atoi(argv[3]) : 100;
    void* lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (lib == nullptr) {
        std::fprintf(stderr, "cannot open %s: %s\n", path, dlerror());
        return 1;
    }
    link_map* map = nullptr;
    dlinfo(lib, RTLD_DI_LINKMAP, &map);
    char a[PATH_MAX], b[PATH_MAX];
    if (!realpath(map->l_name, a) || !realpath(path, b) || std::strcmp(a, b) != 0) {
        std::fprintf(stderr, "loaded %s instead of %s\n", map->l_name, path);
        return 1;
    }
    auto create = reinterpret_cast<PFN_vkCreateInstance>(dlsym(lib, "vkCreateInstance"));
    auto destroy = reinterpret_cast<PFN_vkDestroyInstance>(dlsym(lib, "vkDestroyInstance"));
    auto enumerate = reinterpret_cast<PFN_vkEnumeratePhysicalDevices>(dlsym(lib, "vkEnumeratePhysicalDevices"));
    auto extensions = reinterpret_cast<PFN_vkEnumerateInstanceExtensionProperties>(
        dlsym(lib, "vkEnumerateInstanceExtensionProperties"));
    std::atomic<int> failures{0};
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
        pool.emplace_back([&] {
            for (int i = 0; i < rounds; ++i) {
                uint32_t n = 0;
                if (extensions(nullptr, &n, nullptr) != VK_SUCCESS)
                    ++failures;
                VkApplicationInfo app{};
                app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
                app.apiVersion = VK_API_VERSION_1_1;
                VkInstanceCreateInfo ci{};
                ci.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
                ci.pApplicationInfo = &app;
                VkInstance inst = VK_NULL_HANDLE;
                if (create(&ci, nullptr, &inst) != VK_SUCCESS) {
                    ++failures;
                    continue;
                }
                n = 0;
                if (enumerate(inst, &n, nullptr) != VK_SUCCESS || n == 0)
                    ++failures;
                std::vector<VkPhysicalDevice> pds(n);
                if (n && enumerate(inst, &n, pds.data()) != VK_SUCCESS)
                    ++failures;
                destroy(inst, nullptr);
            }
        });
    for (auto& t : pool)
        t.join();
    std::printf("%d threads x %d rounds: %d failed calls\n", threads, rounds, failures.load());
    return failures == 0 ? 0 : 1;
}
