// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// End-to-end: VK_LAYER_KHRONOS_validation enabled by the application through the built
// libvulkan.so.1 (linked; its path is checked). Valid setup must produce no validation error;
// a deliberately invalid vkCreateBuffer (size 0) must be reported with its VUID. Naming the
// VkInstance and VkPhysicalDevice (debug utils) is valid: the layer must see its own handles.
#include <dlfcn.h>
#include <link.h>
#include <limits.h>
#include <stdlib.h>

#include <cstdio>
#include <cstring>
#include <string>

#include <vulkan/vulkan.h>

namespace {

struct Seen {
    int errors = 0;
    bool size_vuid = false;
};

VKAPI_ATTR VkBool32 VKAPI_CALL on_message(VkDebugUtilsMessageSeverityFlagBitsEXT severity, VkDebugUtilsMessageTypeFlagsEXT,
                                          const VkDebugUtilsMessengerCallbackDataEXT* data, void* user) {
    auto* seen = static_cast<Seen*>(user);
    if (severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT) {
        ++seen->errors;
        if (data->pMessageIdName && std::strstr(data->pMessageIdName, "VUID-VkBufferCreateInfo-size-00912"))
            seen->size_vuid = true;
        std::printf("validation error: %s\n", data->pMessageIdName ? data->pMessageIdName : "(unnamed)");
    }
    return VK_FALSE;
}

}  // namespace

int main(int argc, char** argv) {
    const char* expect = argc > 1 ? argv[1] : nullptr;
    void* self = dlopen("libvulkan.so.1", RTLD_NOW | RTLD_NOLOAD);
    link_map* map = nullptr;
    char a[PATH_MAX], b[PATH_MAX];
    if (self == nullptr || dlinfo(self, RTLD_DI_LINKMAP, &map) != 0 || !expect || !realpath(map->l_name, a) ||
        !realpath(expect, b) || std::strcmp(a, b) != 0) {
        std::fprintf(stderr, "not running on %s\n", expect ? expect : "(no path given)");
        return 1;
    }
    Seen seen;
    VkDebugUtilsMessengerCreateInfoEXT mci{};
    mci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
    mci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT;
    mci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
    mci.pfnUserCallback = on_message;
    mci.pUserData = &seen;
    const char* layer = "VK_LAYER_KHRONOS_validation";
    const char* ext = VK_EXT_DEBUG_UTILS_EXTENSION_NAME;
    VkApplicationInfo app{};
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.apiVersion = VK_API_VERSION_1_1;
    VkInstanceCreateInfo ici{};
    ici.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ici.pNext = &mci;
    ici.pApplicationInfo = &app;
    ici.enabledLayerCount = 1;
    ici.ppEnabledLayerNames = &layer;
    ici.enabledExtensionCount = 1;
    ici.ppEnabledExtensionNames = &ext;
    VkInstance instance;
    if (vkCreateInstance(&ici, nullptr, &instance) != VK_SUCCESS) {
        std::fprintf(stderr, "vkCreateInstance with %s failed\n", layer);
        return 1;
    }
    // A messenger for the instance's lifetime (the one chained into vkCreateInstance covers only
    // vkCreateInstance and vkDestroyInstance).
    auto create_messenger = reinterpret_cast<PFN_vkCreateDebugUtilsMessengerEXT>(
        vkGetInstanceProcAddr(instance, "vkCreateDebugUtilsMessengerEXT"));
    auto destroy_messenger = reinterpret_cast<PFN_vkDestroyDebugUtilsMessengerEXT>(
        vkGetInstanceProcAddr(instance, "vkDestroyDebugUtilsMessengerEXT"));
    VkDebugUtilsMessengerEXT messenger = VK_NULL_HANDLE;
    if (create_messenger == nullptr || create_messenger(instance, &mci, nullptr, &messenger) != VK_SUCCESS) {
        std::fprintf(stderr, "vkCreateDebugUtilsMessengerEXT failed\n");
        return 1;
    }
    uint32_t n = 1;
    VkPhysicalDevice pd;
    vkEnumeratePhysicalDevices(instance, &n, &pd);
    float prio = 1.0f;
    VkDeviceQueueCreateInfo q{};
    q.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    q.queueCount = 1;
    q.pQueuePriorities = &prio;
    VkDeviceCreateInfo dci{};
    dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    dci.queueCreateInfoCount = 1;
    dci.pQueueCreateInfos = &q;
    VkDevice device;
    if (vkCreateDevice(pd, &dci, nullptr, &device) != VK_SUCCESS) {
        std::fprintf(stderr, "vkCreateDevice failed\n");
        return 1;
    }
    const int errors_before = seen.errors;
    VkBufferCreateInfo bci{};
    bci.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bci.size = 0;  // invalid: VUID-VkBufferCreateInfo-size-00912
    bci.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
    VkBuffer buffer = VK_NULL_HANDLE;
    vkCreateBuffer(device, &bci, nullptr, &buffer);
    if (buffer != VK_NULL_HANDLE)
        vkDestroyBuffer(device, buffer, nullptr);
    const int errors_after_buffer = seen.errors;
    auto set_name = reinterpret_cast<PFN_vkSetDebugUtilsObjectNameEXT>(
        vkGetInstanceProcAddr(instance, "vkSetDebugUtilsObjectNameEXT"));
    VkDebugUtilsObjectNameInfoEXT name{};
    name.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT;
    name.objectType = VK_OBJECT_TYPE_PHYSICAL_DEVICE;
    name.objectHandle = reinterpret_cast<uint64_t>(pd);
    name.pObjectName = "the GPU";
    if (set_name == nullptr || set_name(device, &name) != VK_SUCCESS) {
        std::fprintf(stderr, "vkSetDebugUtilsObjectNameEXT failed\n");
        return 1;
    }
    const int naming_errors = seen.errors - errors_after_buffer;
    std::printf("errors during valid setup: %d; invalid call reported: %s; errors naming the physical device: %d\n",
                errors_before, seen.size_vuid ? "yes (VUID-VkBufferCreateInfo-size-00912)" : "no", naming_errors);
    const int status = errors_before == 0 && seen.size_vuid && naming_errors == 0 ? 0 : 1;
    // Mesa 22.3's lavapipe crashes in vkDestroyInstance once a physical device has been named
    // (with the Khronos loader too): the test ends here, its verdict given.
    std::fflush(stdout);
    std::_Exit(status);
    vkDestroyDevice(device, nullptr);
    destroy_messenger(instance, messenger, nullptr);
    vkDestroyInstance(instance, nullptr);
}
