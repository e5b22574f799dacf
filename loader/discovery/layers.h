// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Layer discovery: explicit and implicit layer manifests, found in the same order as drivers
// (".../vulkan/explicit_layer.d", ".../vulkan/implicit_layer.d"), parsed once per process and
// cached until the manifests change. The first layer of a name wins, and later ones of the name
// wait behind it (LayerManifest::next_duplicate): where the first is off before an instance, or
// removed by VK_LOADER_LAYERS_DISABLE, the first later one that is not stands in, as both
// Khronos loaders remove those layers before the duplicates. Meta layers whose components are
// missing or invalid are dropped with a log line.
//
// A settings file that lists layers replaces that set with its own list (discovery/settings.h):
// its layers in its order, each "on" or "auto"; "off" ones left out; the normally found layers
// at its "unordered_layer_location", if it has one (without one, no search is made).
#pragma once

#include <cstdint>

#include "discovery/layer_manifest.h"
#include "discovery/settings.h"

namespace vkl {

struct LayerSet {
    LayerManifest** layers = nullptr;   // discovery order: implicit first, then explicit
    uint32_t count = 0;
    // Set when a settings file lists the layers: each layer's control (On or Auto). The layers
    // are then in the settings' order, which is also the chain order.
    const LayerControl* controls = nullptr;
    bool composed = false;              // built for one call from settings (not the cache)
    const Settings* settings = nullptr; // the settings file it was composed from (composed sets)
    // The first implicit override layer (VK_LAYER_LUNARG_override), or -1: found once when the
    // set is made, so the visibility checks of every layer need not look for it.
    int32_t override_index = -1;

    bool settings_order() const { return controls != nullptr; }
    LayerControl control(uint32_t i) const { return controls ? controls[i] : LayerControl::Auto; }

    // Whether a layer can be used now: explicit layers come from the override layer's
    // override_paths while that layer is active (its environment decides, at each call), from
    // the normal explicit search otherwise.
    bool visible(const LayerManifest& l) const;
    // The visible layer of that name, or nullptr.
    const LayerManifest* find(const char* name) const;
    // The override layer (VK_LAYER_LUNARG_override) when it is in force for this program, or
    // nullptr.
    const LayerManifest* active_override() const;
    // Whether the override layer in force blacklists the layer: it is not listed, and naming it
    // is VK_ERROR_LAYER_NOT_PRESENT.
    bool blacklisted(const LayerManifest& l) const;
    // Whether vkEnumerateInstanceLayerProperties lists layer i (the disable filter aside).
    bool listed(uint32_t i) const;
    // The settings file whose "layers" list turns the layer of that name "off", or nullptr.
    const char* turned_off_by_settings(const char* name) const;
    // The visible layer name closest to `name` (a typo's likely meaning), or nullptr when none
    // is near: for "did you mean" in the log.
    const char* closest_name(const char* name) const;
};

// Whether an implicit override layer is in force: it is on as an implicit layer is (its
// environment, VK_LOADER_LAYERS_ENABLE and VK_LOADER_LAYERS_DISABLE) and its app_keys, if any,
// name this program.
bool override_layer_applies(const LayerManifest& o);
// Whether an implicit layer is on by its own variables and the two filters: VK_LOADER_LAYERS_ENABLE
// turns it on (its disable variable winning), else its environment and VK_LOADER_LAYERS_DISABLE
// decide (both Khronos loaders' loader_implicit_layer_is_enabled, less its override-component rule).
bool implicit_layer_on(const LayerManifest& l);
// Whether its app_keys name this program (or it has none: every program), whatever its
// environment says: the override layer that is listed.
bool override_layer_names_this_program(const LayerManifest& o);

// VK_LOADER_LAYERS_DISABLE (globs, ~all~, ~implicit~, ~explicit~) less VK_LOADER_LAYERS_ALLOW.
bool layer_disabled_by_filter(const LayerManifest& l);
// VK_LOADER_LAYERS_ENABLE (globs) names the layer.
bool layer_enabled_by_filter(const LayerManifest& l);
// The filters remove the layer: VK_LOADER_LAYERS_DISABLE does, and VK_LOADER_LAYERS_ENABLE does
// not take it back (both Khronos loaders: loader_layer_is_available). A removed layer is not
// listed, and naming it is VK_ERROR_LAYER_NOT_PRESENT.
bool layer_filtered_out(const LayerManifest& l);

// Of a layer and the later layers of its name (LayerManifest::next_duplicate), the first that
// `on` accepts; nullptr when none. Both Khronos loaders remove the layers that are off before
// the duplicates: where the first of a name is off, a later one of the name stands in.
template <typename On>
const LayerManifest* first_of_name(const LayerManifest& l, On&& on) {
    for (const LayerManifest* p = &l; p != nullptr; p = p->next_duplicate)
        if (on(*p))
            return p;
    return nullptr;
}

// Layers into the order they were found (LayerManifest::found_index).
void sort_in_discovery_order(const LayerManifest** layers, size_t n);

// A layer's VkLayerProperties, from its manifest.
VkLayerProperties layer_properties(const LayerManifest& l);

// The current layer set, referenced; nullptr only when out of memory. Manifests (when the set
// must be rebuilt) are parsed with `callbacks`. Thread-safe. With `settings` (may be null), the
// set the settings make; it refers to their layers, so release it before freeing them.
const LayerSet* acquire_layers(const Settings* settings, const VkAllocationCallbacks* callbacks = nullptr);
void release_layers(const LayerSet* set);
void shutdown_layers();

}  // namespace vkl
