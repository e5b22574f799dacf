// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Layer manifests (file format 1.0.0 to 1.2.1): parsing every field into LayerManifest records.
// One file may describe one layer ("layer") or several ("layers", 1.0.1+). A bad layer entry is
// skipped with one log line naming the file and the reason; the file's other layers stay.
#pragma once

#include <cstdint>

#include "base/alloc.h"
#include "base/vk_platform_config.h"

namespace vkl {

struct LayerDeviceExtension {
    VkExtensionProperties props;
    Vec<char*> entrypoints;
};

struct LayerManifest {
    char* manifest_path = nullptr;
    char* name = nullptr;
    char* description = nullptr;
    char* library_path = nullptr;        // resolved for dlopen; nullptr for meta layers
    uint32_t api_version = 0;
    uint32_t implementation_version = 0;
    uint32_t file_format_version = 0;    // VK_MAKE_API_VERSION(0, major, minor, patch)
    bool implicit = false;
    bool from_override_paths = false;    // explicit, found in the override layer's override_paths
    bool is_meta = false;                // has "component_layers"
    bool is_override = false;            // the override meta layer, VK_LAYER_LUNARG_override
    char* gipa_name = nullptr;           // "functions": renamed entry points (nullptr: standard)
    char* gdpa_name = nullptr;
    char* negotiate_name = nullptr;
    // "pre_instance_functions" (implicit layers): intercepts for the pre-instance calls.
    char* pre_enumerate_instance_extensions = nullptr;
    char* pre_enumerate_instance_layers = nullptr;
    char* pre_enumerate_instance_version = nullptr;
    char* enable_env_var = nullptr;      // "enable_environment": {VAR: value}
    char* enable_env_value = nullptr;
    char* disable_env_var = nullptr;     // "disable_environment": {VAR: value}
    char* disable_env_value = nullptr;
    Vec<VkExtensionProperties> instance_extensions;
    Vec<LayerDeviceExtension*> device_extensions;
    Vec<char*> component_layers;         // meta layers
    Vec<char*> blacklisted_layers;       // override layer
    Vec<char*> override_paths;           // override layer
    Vec<char*> app_keys;                 // override layer
    // The next layer of this name found after it (a duplicate, owned by this record), in
    // discovery order. Duplicates are hidden, but both Khronos loaders remove the layers that are
    // off BEFORE they remove duplicates, so a later one of the name stands in for a first one
    // that is off (first_of_name, discovery/layers.h).
    LayerManifest* next_duplicate = nullptr;
    uint32_t found_index = 0;            // its place among every manifest of the search

    LayerManifest() = default;
    LayerManifest(const LayerManifest&) = delete;
    LayerManifest& operator=(const LayerManifest&) = delete;
    ~LayerManifest();
};

// Parses `path`, appending one record per valid layer to `out`. `implicit` marks the
// implicit search. Returns false only when the application's allocator failed (*out keeps
// what was appended); every other problem is logged and skipped.
bool read_layer_manifest(const char* path, bool implicit, const Allocator& alloc, Vec<LayerManifest*>& out);

// Whether an implicit layer is active by its enable/disable environment (disable wins). When
// not and `why` is given, it receives the reason ("enable_environment X=1 is not set").
bool implicit_layer_environment_enabled(const LayerManifest& layer, char* why = nullptr, size_t why_size = 0);

// vkEnumerateDeviceExtensionProperties naming a layer: its manifest's device extensions. A name
// no layer has (`layer` null) has none: VK_SUCCESS and 0, as in the Khronos loaders (an
// application asking about a layer that is not installed carries on). Rare: compiled for size here.
VkResult layer_device_extensions(const LayerManifest* layer, uint32_t* count, VkExtensionProperties* out);

}  // namespace vkl
