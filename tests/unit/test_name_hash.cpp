// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The C hash equals the Python one (codegen/name_hash.py; the same values are pinned in
// tests/test_model.py), and the generated table finds every name and no other.
#include <catch2/catch.hpp>

#include <cstring>
#include <string>

#include "base/name_hash.h"

using vkl::find_name;
using vkl::name_hash;

TEST_CASE("C hash is pinned to the Python hash") {
    auto h = [](uint64_t seed, const char* s) { return name_hash(seed, s, std::strlen(s)); };
    CHECK(h(0, "a") == 0xdae43303d66645e1ull);
    CHECK(h(0, "vkCreateInstance") == 0x75d24fd051326c42ull);
    CHECK(h(1, "vkCreateInstance") == 0x83c1a85c2f624941ull);
    CHECK(h(0, "vkGetPhysicalDeviceSurfaceCapabilities2KHR") == 0x8f9cae47d63bafd9ull);
    CHECK(h(12345, "12345678") == 0x4c4a944d98a22df5ull);
    const char bytes[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19};
    CHECK(name_hash(0, bytes, sizeof bytes) == 0xdc19663336bccbf4ull);
}

TEST_CASE("C hash equals the Python hash for every length 0..24") {
    const char word[] = "vkGetPhysicalDeviceQueue";
    const uint64_t expected[25] = {0x61a715f2d80e63b7ull, 0x91a140820d4bc87aull, 0xfa20162d86a5773eull, 0x54511a6f9c3f3a3ull, 0xb72f32aa02f2161ull, 0x2110c0324d50dd81ull, 0xefb1d1af505d4d90ull, 0xb3d5c55030a56bdaull, 0xae0fac17c6fdb22full, 0x5dcacac6c71c6acfull, 0xf44c17763e50ba46ull, 0x7712404d5d67c1f7ull, 0xe27e2675398c6c30ull, 0xa9d58bd481ede19aull, 0x93d1dfd8d95d7617ull, 0x34683769395bf061ull, 0x87fc9c2d62f62739ull, 0x52443f4ad5f23e14ull, 0xfb083719c27d2694ull, 0x65ee4ad91f21a138ull, 0xb40a448de0cf216bull, 0x6eb8db5b05fadb20ull, 0x8018d3a0025163dcull, 0x58a4740de5d500cfull, 0xb2631afff5af7078ull};
    for (size_t n = 0; n <= 24; ++n) {
        INFO(n);
        CHECK(name_hash(7, word, n) == expected[n]);
    }
}

TEST_CASE("every generated name is found at its own entry") {
    for (uint16_t i = 0; i < vkl::kNameCount; ++i) {
        const vkl::NameInfo& n = vkl::kNames[i];
        const char* name = vkl::kStringPool + n.name;
        INFO(name);
        REQUIRE(std::strlen(name) == n.length);
        CHECK(find_name(name) == &n);
    }
}

TEST_CASE("aliases find their canonical command") {
    const vkl::NameInfo* core = find_name("vkGetPhysicalDeviceProperties2");
    const vkl::NameInfo* khr = find_name("vkGetPhysicalDeviceProperties2KHR");
    REQUIRE(core != nullptr);
    REQUIRE(khr != nullptr);
    CHECK(core != khr);
    CHECK(core->command == khr->command);
    CHECK(core->command == static_cast<uint16_t>(vkl::Cmd::GetPhysicalDeviceProperties2));
}

TEST_CASE("unknown names miss") {
    for (const char* name : {"", "vk", "vkCreateInstanc", "vkCreateInstanceX", "VkCreateInstance",
                             "vkCreateInstance ", "vkFooBarKHR", "vkCmdDraw\xff",
                             "vkGetPhysicalDeviceSurfaceCapabilities2KH"}) {
        INFO(name);
        CHECK(find_name(name) == nullptr);
    }
    CHECK(find_name(nullptr) == nullptr);
    // A very long name is hashed fully and misses.
    std::string longname(4096, 'x');
    CHECK(find_name(longname.c_str()) == nullptr);
}

TEST_CASE("command levels in the generated table") {
    auto level = [](const char* n) { return vkl::kCommands[find_name(n)->command].level; };
    CHECK(level("vkCmdDraw") == vkl::Level::Device);
    CHECK(level("vkGetPhysicalDeviceProperties") == vkl::Level::PhysicalDevice);
    CHECK(level("vkCreateInstance") == vkl::Level::Global);
    CHECK(level("vkEnumeratePhysicalDevices") == vkl::Level::Instance);
}
