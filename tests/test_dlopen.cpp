// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Opens the libvulkan.so.1 this build made, by path, checks that the dynamic linker really
// loaded that file (not the system's Khronos loader), and asks it the global queries.
#include <catch2/catch.hpp>

#include <dlfcn.h>
#include <link.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <string>

#include <vulkan/vulkan.h>

namespace {

std::string real(const char* p) {
    char buf[PATH_MAX];
    return realpath(p, buf) ? std::string(buf) : std::string();
}

struct Library {
    void* handle = nullptr;
    Library() { handle = dlopen(VKL_LIBRARY, RTLD_NOW | RTLD_LOCAL); }
    ~Library() {
        if (handle)
            dlclose(handle);
    }
};

}  // namespace

TEST_CASE("dlopen loads the built library and answers global queries") {
    Library lib;
    INFO(dlerror());
    REQUIRE(lib.handle != nullptr);
    link_map* map = nullptr;
    REQUIRE(dlinfo(lib.handle, RTLD_DI_LINKMAP, &map) == 0);
    CHECK(real(map->l_name) == real(VKL_LIBRARY));
    CHECK(real(map->l_name) != real(VKL_SYSTEM_LOADER));

    auto gipa = reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(lib.handle, "vkGetInstanceProcAddr"));
    REQUIRE(gipa != nullptr);
    auto version = reinterpret_cast<PFN_vkEnumerateInstanceVersion>(gipa(nullptr, "vkEnumerateInstanceVersion"));
    REQUIRE(version != nullptr);
    CHECK(reinterpret_cast<void*>(version) == dlsym(lib.handle, "vkEnumerateInstanceVersion"));
    uint32_t v = 0;
    CHECK(version(&v) == VK_SUCCESS);
    CHECK(VK_API_VERSION_MAJOR(v) == 1);
    CHECK(VK_API_VERSION_MINOR(v) >= 3);

    // NULL instance: only the global commands and vkGetInstanceProcAddr itself.
    CHECK(gipa(nullptr, "vkCreateInstance") != nullptr);
    CHECK(gipa(nullptr, "vkEnumerateInstanceExtensionProperties") != nullptr);
    CHECK(gipa(nullptr, "vkEnumerateInstanceLayerProperties") != nullptr);
    CHECK(reinterpret_cast<void*>(gipa(nullptr, "vkGetInstanceProcAddr")) == reinterpret_cast<void*>(gipa));
    CHECK(gipa(nullptr, "vkCreateDevice") == nullptr);
    CHECK(gipa(nullptr, "vkCmdDraw") == nullptr);
    CHECK(gipa(nullptr, "vkNotAVulkanCommand") == nullptr);
    CHECK(gipa(nullptr, nullptr) == nullptr);

    auto exts = reinterpret_cast<PFN_vkEnumerateInstanceExtensionProperties>(
        gipa(nullptr, "vkEnumerateInstanceExtensionProperties"));
    uint32_t count = 0;
    REQUIRE(exts(nullptr, &count, nullptr) == VK_SUCCESS);
    CHECK(count == 4);  // no driver: the loader's own debug_report, debug_utils, portability_enumeration, direct_driver_loading
    VkExtensionProperties props[16];
    uint32_t two = 2;
    CHECK(exts(nullptr, &two, props) == VK_INCOMPLETE);
    CHECK(two == 2);
    bool debug_utils = false;
    uint32_t all = 16;
    REQUIRE(exts(nullptr, &all, props) == VK_SUCCESS);
    for (uint32_t i = 0; i < all; ++i)
        debug_utils |= strcmp(props[i].extensionName, VK_EXT_DEBUG_UTILS_EXTENSION_NAME) == 0;
    CHECK(debug_utils);
}

TEST_CASE("dlclose then dlopen starts clean") {
    for (int i = 0; i < 3; ++i) {
        Library lib;
        REQUIRE(lib.handle != nullptr);
        auto gipa = reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(lib.handle, "vkGetInstanceProcAddr"));
        REQUIRE(gipa != nullptr);
        CHECK(gipa(nullptr, "vkEnumerateInstanceVersion") != nullptr);
    }
}
