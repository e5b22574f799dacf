// Layer discovery: explicit and implicit layer manifests, found in the same order as drivers
// (".../vulkan/explicit_layer.d", ".../vulkan/implicit_layer.d"), parsed once per process and
// cached until the manifests change. The first layer of a name wins; meta layers whose
// components are missing or invalid are dropped with a log line.
#pragma once

#include <cstdint>

#include "discovery/layer_manifest.h"

namespace vkl {

struct LayerSet {
    LayerManifest** layers = nullptr;   // discovery order: implicit first, then explicit
    uint32_t count = 0;

    // Whether a layer can be used now: explicit layers come from the override layer's
    // override_paths while that layer is active (its environment decides, at each call), from
    // the normal explicit search otherwise.
    bool visible(const LayerManifest& l) const;
    // The visible layer of that name, or nullptr.
    const LayerManifest* find(const char* name) const;
};

// A layer's VkLayerProperties, from its manifest.
VkLayerProperties layer_properties(const LayerManifest& l);

// The current layer set, referenced; nullptr only when out of memory. Manifests (when the set
// must be rebuilt) are parsed with `callbacks`. Thread-safe.
const LayerSet* acquire_layers(const VkAllocationCallbacks* callbacks = nullptr);
void release_layers(const LayerSet* set);
void shutdown_layers();

}  // namespace vkl
