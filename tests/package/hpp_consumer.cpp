// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A program using the installed C++ bindings, vulkan.hpp (static dispatch: the linked loader's
// exports) and vulkan_raii.hpp (dynamic dispatch: the loader that vk::raii::Context opens,
// libvulkan.so.1, and vkGetInstanceProcAddr from it), built against a staged root only and run
// on its library with no driver (tests/check_package.sh). Prints both paths' instance versions
// and the instance extension count; exits non-zero on anything unexpected.
#include <vulkan/vulkan.hpp>
#include <vulkan/vulkan_raii.hpp>

#include <cstdio>

#ifndef EXPECTED_HEADER_VERSION
#error "build with -DEXPECTED_HEADER_VERSION=<the staged headers' patch version>"
#endif
static_assert(VK_HEADER_VERSION == EXPECTED_HEADER_VERSION, "not the staged headers");

int main() {
    try {
        uint32_t linked = vk::enumerateInstanceVersion();
        vk::raii::Context context;
        uint32_t opened = context.enumerateInstanceVersion();
        std::vector<vk::ExtensionProperties> extensions = context.enumerateInstanceExtensionProperties();
        // No driver (VK_DRIVER_FILES names none): creating an instance must fail the way the
        // loader interface says, seen through the bindings as their exception.
        vk::ApplicationInfo app("hpp_consumer", 1, nullptr, 0, VK_API_VERSION_1_3);
        try {
            vk::raii::Instance instance(context, vk::InstanceCreateInfo({}, &app));
            std::fprintf(stderr, "hpp_consumer: an instance was created with no driver\n");
            return 1;
        } catch (const vk::IncompatibleDriverError&) {
        }
        std::printf("%u.%u.%u %u.%u.%u %zu %s\n", VK_API_VERSION_MAJOR(linked), VK_API_VERSION_MINOR(linked),
                    VK_API_VERSION_PATCH(linked), VK_API_VERSION_MAJOR(opened), VK_API_VERSION_MINOR(opened),
                    VK_API_VERSION_PATCH(opened), extensions.size(),
                    vk::to_string(vk::Result::eErrorIncompatibleDriver).c_str());
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "hpp_consumer: %s\n", e.what());
        return 1;
    }
}
