// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Enabling layers and building the instance and device call chains through them.
#pragma once

#include "types/records.h"

namespace vkl {

// Which layers an instance gets, in chain order: implicit layers, then VK_INSTANCE_LAYERS and
// VK_LOADER_LAYERS_ENABLE, then the application's; meta layers expanded, duplicates removed
// (first wins), VK_LOADER_LAYERS_DISABLE / _ALLOW and the override layer's blacklist applied.
// A missing or unloadable application layer is VK_ERROR_LAYER_NOT_PRESENT; environment and
// implicit ones are logged and left out. Fills inst.layers.
// `application_layer_failed`: a layer the application names did not load (vkCreateInstance then
// fails with VK_ERROR_LAYER_NOT_PRESENT after judging the extensions).
VkResult activate_layers(Instance& inst, const VkInstanceCreateInfo& ci, const LayerSet& set, bool* application_layer_failed);
void deactivate_layers(Instance& inst);

// ---- for tools/vkloader: the same choice, without loading, with every verdict kept ----
struct LayerVerdict {
    const LayerManifest* layer = nullptr;
    bool enabled = false;
    char rule[320] = {};  // the rule that enables it, or that leaves it out (as logged)
};
struct LayerPlan {
    Vec<const LayerManifest*> chain;  // what vkCreateInstance would load, in chain order
    Vec<LayerVerdict> verdicts;       // one per layer of the set, in the set's order
    LayerVerdict* verdict_of(const LayerManifest& l);
};
// Which layers vkCreateInstance with `ci` would enable, and why each layer of `set` is in or
// out; loads nothing. Returns what vkCreateInstance would (VK_ERROR_LAYER_NOT_PRESENT, ...).
VkResult plan_layers(const LayerSet& set, const VkInstanceCreateInfo& ci, LayerPlan& out);
// Loads and negotiates one layer as vkCreateInstance does: false after the log line saying why.
bool probe_layer(const LayerManifest& m, ActiveLayer& out);
void unload_layer(ActiveLayer& a);

// Whether an implicit layer is on before an instance exists (its pre_instance_functions run, its
// instance extensions are listed): by its environment, unless the disable filter removes it, or
// by VK_LOADER_LAYERS_ENABLE, unless its own disable variable is set; as at vkCreateInstance.
bool implicit_layer_on_before_instance(const LayerManifest& l);

// The layer of that name a program can see: visible, listed (not blacklisted by the override
// layer) and not removed by VK_LOADER_LAYERS_DISABLE (unless the settings file turns it on);
// nullptr otherwise. The extension queries naming a layer answer for it alone: a removed
// layer is not there for them either.
const LayerManifest* find_present_layer(const LayerSet& set, const char* name);

// Whether an enabled layer of `inst` provides an instance extension.
bool layers_provide_instance_extension(const Instance& inst, const char* name);

// Calls vkCreateInstance through the enabled layers (VkLayerInstanceCreateInfo chain).
VkResult create_instance_chain(Instance& inst, const VkInstanceCreateInfo& ci, const VkAllocationCallbacks* pAllocator,
                               VkInstance* created);

// Calls vkCreateDevice through the layers after `first_layer` (VkLayerDeviceCreateInfo chain);
// *top_gdpa receives the vkGetDeviceProcAddr of the chain's top.
VkResult create_device_chain(Instance& inst, VkPhysicalDevice physical_device, const VkDeviceCreateInfo& ci,
                             const VkAllocationCallbacks* pAllocator, VkDevice* pDevice, uint32_t first_layer,
                             PFN_vkGetDeviceProcAddr* top_gdpa);

// VK_LOADER_DATA_CALLBACK: put the loader's dispatch pointer into a dispatchable object a layer
// (or a driver) made itself.
VKAPI_ATTR VkResult VKAPI_CALL set_instance_loader_data(VkInstance instance, void* object);
VKAPI_ATTR VkResult VKAPI_CALL set_device_loader_data(VkDevice device, void* object);

}  // namespace vkl
