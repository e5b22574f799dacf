// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Driver discovery, manifests, library loading and interface negotiation.
//
// Drivers are loaded once and kept while anything uses them: acquire_drivers() returns the
// current DriverSet with a reference. They are unloaded when nothing uses them: the last instance
// destroyed, or (loaded by a pre-instance call) the next vkDestroyInstance. The set is rebuilt only when the discovered
// manifests change (paths, sizes or modification times, or the environment that selects them).
#pragma once

#include <cstdint>

#include "base/alloc.h"
#include "base/platform.h"
#include "base/vk_platform_config.h"
#include "discovery/settings.h"

namespace vkl {

typedef PFN_vkVoidFunction(VKAPI_PTR* PFN_GetPhysicalDeviceProcAddr)(VkInstance, const char*);

// vk_icdEnumerateAdapterPhysicalDevices (LoaderDriverInterface, "Physical Device Sorting",
// interface 6, Windows): the driver's devices on one display adapter.
typedef VkResult(VKAPI_PTR* PFN_EnumerateAdapterPhysicalDevices)(VkInstance, platform::AdapterLuid, uint32_t*,
                                                                  VkPhysicalDevice*);

inline constexpr uint32_t kMaxDriverInterfaceVersion = 7;

struct DriverLibrary {
    char* manifest_path = nullptr;
    char* library_path = nullptr;          // as resolved for dlopen
    uint32_t manifest_api_version = 0;     // "api_version" of the manifest
    bool portability = false;              // "is_portability_driver"
    bool from_package = false;             // a driver package's manifest
    void* handle = nullptr;
    uint32_t interface_version = 0;
    PFN_vkGetInstanceProcAddr gipa = nullptr;
    PFN_GetPhysicalDeviceProcAddr gpdpa = nullptr;
    PFN_EnumerateAdapterPhysicalDevices enumerate_adapter_devices = nullptr;  // Windows only
    PFN_vkCreateInstance create_instance = nullptr;
    PFN_vkEnumerateInstanceExtensionProperties enumerate_extensions = nullptr;
    uint32_t instance_version = VK_API_VERSION_1_0;  // vkEnumerateInstanceVersion, or 1.0
    // The manifest's api_version is below 1.1: vkCreateInstance gets apiVersion 1.0 whatever
    // instance_version says. (The commands the loader calls on it still follow instance_version
    // and the application's version, as in the Khronos loaders, which call a core command where
    // the application's version has it and the driver gives it.)
    bool created_as_1_0 = false;
};

// A driver's instance extensions as it reports them at the time of the call: a driver's list
// may change while it stays loaded, so every vkCreateInstance and
// vkEnumerateInstanceExtensionProperties asks again.
struct ExtensionList {
    VkExtensionProperties* items = nullptr;
    uint32_t count = 0;
    bool has(const char* name) const;
};
// Fills `out` from the driver (memory from `alloc`); VK_ERROR_OUT_OF_HOST_MEMORY, or the
// driver's error (logged; `out` is then empty).
VkResult read_instance_extensions(const DriverLibrary& d, const Allocator& alloc, ExtensionList& out);
void release_extensions(const Allocator& alloc, ExtensionList& list);

struct DriverSet {
    DriverLibrary** drivers = nullptr;  // in discovery order
    uint32_t count = 0;
};

// The current driver set, referenced; nullptr only when out of memory. Manifests (when the set
// must be rebuilt) are parsed with `callbacks`, the application's allocator. `settings` (may be
// null): the loader settings file's drivers and choices. Thread-safe.
const DriverSet* acquire_drivers(const Settings* settings, const VkAllocationCallbacks* callbacks = nullptr);
void release_drivers(const DriverSet* set);

// Keeps `set` (acquired) loaded after its release, until release_preloaded_drivers(): the
// drivers a pre-instance call loaded serve the vkCreateInstance that follows instead of being
// loaded again, as the Khronos loaders do (each driver loaded once in a program's start-up).
void preload_drivers(const DriverSet* set);
// At vkDestroyInstance: the preloaded set goes (unloaded when no instance uses it).
void release_preloaded_drivers();

// A driver the application hands to vkCreateInstance (VK_LUNARG_direct_driver_loading) by its
// vkGetInstanceProcAddr: negotiated and checked like a manifest's driver (`index` names it in
// log lines). nullptr, after a log line, when it cannot be used. Free with free_direct_driver.
DriverLibrary* load_direct_driver(PFN_vkGetInstanceProcAddr gipa, uint32_t index);
void free_direct_driver(DriverLibrary* d);

// ---- for tools/vkloader: the same search, and the same reading and loading, one manifest at a
// time, with what the driver set does not keep (where each manifest came from, why one is out).
struct DriverCandidate {
    char* path = nullptr;             // the manifest (malloc'd)
    const char* origin = "";          // "VK_DRIVER_FILES", "search path", "driver package", "loader settings", ...
    const char* left_out = nullptr;   // why the driver filters leave it out, or nullptr
    char* package_library = nullptr;  // a package's library (malloc'd), or nullptr
};
struct DriverSurvey {
    Vec<DriverCandidate> candidates;  // search order, the left-out ones in their place
    DriverSurvey() = default;
    DriverSurvey(const DriverSurvey&) = delete;
    DriverSurvey& operator=(const DriverSurvey&) = delete;
    ~DriverSurvey();
};
void survey_driver_manifests(const Settings* settings, DriverSurvey& out);
// Reads a manifest and loads and negotiates its driver as the driver set would; nullptr after
// the log line that says why. Free with close_driver.
DriverLibrary* open_driver(const char* manifest, const char* package_library);
void close_driver(DriverLibrary* d);

// Frees the cache (library unload); drivers still referenced stay until released.
void shutdown_drivers();

// Exposed for tests: the manifest paths the search would use, in order, newline-separated
// into a malloc'd string.
char* describe_driver_search();

}  // namespace vkl
