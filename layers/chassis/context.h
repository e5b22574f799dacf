// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// What an interceptor knows about its instance or device: the next layer's functions, the
// handles, the API version, the enabled extensions and features, the physical device's
// properties, the layer's settings, logging, and the loader-data callbacks. The chassis fills a
// context before it constructs the interceptor objects and never changes it afterwards (the
// messengers that log() reaches are the one exception, under their own lock).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "chassis/settings.h"
#include "dispatch_tables.h"

namespace vkl::layer {

enum class Severity : uint8_t { Verbose, Info, Warning, Error };

// An object a validation message is about: its type and handle (objects::key(handle) of
// object_tables.h, or handle_key() of handle_map.h, gives the number).
struct MessageObject {
    VkObjectType type;
    uint64_t handle;
};

struct InstanceContext {
    VkInstance instance = VK_NULL_HANDLE;
    // The version the application asked for (VkApplicationInfo::apiVersion; 1.0 without one).
    uint32_t api_version = VK_API_VERSION_1_0;
    // The next layer's instance- and physical-device-level functions (a command the chain below
    // lacks for this instance is nullptr).
    InstanceTable next_instance{};
    PhysicalDeviceTable next_physical_device{};
    // The instance extensions enabled below this layer (what a create hook added included).
    std::vector<std::string> enabled_extensions;
    Settings settings;

    bool extension_enabled(const char* name) const;
    // To the application's debug-utils messengers and debug-report callbacks (those of the
    // VkInstanceCreateInfo chain during vkCreateInstance and vkDestroyInstance), with the layer's
    // name as message id; to stderr when the application has none.
    void log(Severity severity, const char* message) const;
    void logf(Severity severity, const char* format, ...) const __attribute__((format(printf, 3, 4)));
    // A validation message: to the messengers that take VALIDATION messages
    // (VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT) of its severity, with the VUID as message
    // id name, a stable id number (validation_id(vuid)) and the objects (each with the debug name
    // the application gave it, when the layer names DebugNames among its interceptors), and to
    // the debug-report callbacks (the VUID's id number as message code, the first object's);
    // stderr when the application has none. Returns what the callbacks return: true when one
    // returned VK_TRUE, which asks that the call be skipped (a PreCallValidate hook returns it).
    bool validation(Severity severity, const char* vuid, std::initializer_list<MessageObject> objects,
                    const char* message) const;
    bool validationf(Severity severity, const char* vuid, std::initializer_list<MessageObject> objects,
                     const char* format, ...) const __attribute__((format(printf, 5, 6)));
    // vkSetInstanceLoaderData: makes a dispatchable object the layer created itself (a
    // VkPhysicalDevice it hands out) usable with the loader's dispatch.
    VkResult set_loader_data(void* object) const;
    // The layer's per-process object of type T (a ProcessInterceptor the layer names in
    // VKL_LAYER_INTERCEPTORS; another type is a compile error): made before this instance and
    // ended after it, so a reference, never null (chassis/layer.h defines it).
    template <typename T>
    T& process() const;
};

// What a per-process interceptor (ProcessInterceptor) knows: the layer's settings at process
// scope, read once when the process's objects are made (at the first vkCreateInstance): the
// environment, vk_layer_settings.txt, that first instance's VkLayerSettingsCreateInfoEXT and the
// defaults (a later instance's settings change nothing); and logging, to every live instance's
// messengers (while the objects are made, those chained to that first instance's create info),
// and stderr (from the log_severity setting up) when no live instance has one.
struct ProcessContext {
    Settings settings;

    void log(Severity severity, const char* message) const;
    void logf(Severity severity, const char* format, ...) const __attribute__((format(printf, 3, 4)));
};

struct DeviceContext {
    const InstanceContext* instance = nullptr;
    VkPhysicalDevice physical_device = VK_NULL_HANDLE;
    VkDevice device = VK_NULL_HANDLE;
    // The device's version: the lower of the application's and the physical device's.
    uint32_t api_version = VK_API_VERSION_1_0;
    // The next layer's device-level functions (nullptr where the chain below lacks the command
    // for this device: an extension not enabled, a version out of reach).
    DeviceTable next{};
    VkPhysicalDeviceProperties properties{};
    VkPhysicalDeviceMemoryProperties memory_properties{};
    // The device extensions and core features enabled below this layer (create hooks included).
    std::vector<std::string> enabled_extensions;
    VkPhysicalDeviceFeatures enabled_features{};

    bool extension_enabled(const char* name) const;
    // An enabled feature structure of the create info's chain by its sType (a copy the chassis
    // keeps; its pNext is nullptr), e.g. VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
    // nullptr when the application did not chain one.
    const void* enabled_feature_struct(VkStructureType type) const;
    template <typename T>
    const T* enabled_feature_struct(VkStructureType type) const {
        return static_cast<const T*>(enabled_feature_struct(type));
    }
    const Settings& settings() const { return instance->settings; }
    void log(Severity severity, const char* message) const { instance->log(severity, message); }
    void logf(Severity severity, const char* format, ...) const __attribute__((format(printf, 3, 4)));
    bool validation(Severity severity, const char* vuid, std::initializer_list<MessageObject> objects,
                    const char* message) const {
        return instance->validation(severity, vuid, objects, message);
    }
    bool validationf(Severity severity, const char* vuid, std::initializer_list<MessageObject> objects,
                     const char* format, ...) const __attribute__((format(printf, 5, 6)));
    // vkSetDeviceLoaderData: makes a VkCommandBuffer or VkQueue the layer got from the next layer
    // itself (not through the application) usable with the loader's dispatch.
    VkResult set_loader_data(void* object) const;
    // The layer's per-process object of type T, as InstanceContext::process: never null.
    template <typename T>
    T& process() const {
        return instance->process<T>();
    }
};

// A validation message's id number: a hash of its VUID (32-bit FNV-1a), the same in every run and
// every build, so that an application can filter by number.
int32_t validation_id(const char* vuid);

}  // namespace vkl::layer
