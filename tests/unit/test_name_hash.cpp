// The C hash equals the Python one (codegen/name_hash.py; the same values are pinned in
// tests/test_model.py), and the generated table finds every name and no other.
#include <catch2/catch.hpp>

#include <cstring>
#include <string>

#include "name_hash.h"

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
