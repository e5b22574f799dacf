// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The pre-instance ("global") commands.
#include <algorithm>
#include <cstring>

#include "base/env.h"
#include "base/alloc.h"
#include "base/log.h"
#include "base/platform.h"
#include "discovery/drivers.h"
#include "discovery/layers.h"
#include "extensions/features.h"
#include "types/records.h"
#include "base/two_call.h"
#include "objects/layer_chain.h"
#include "objects/lifetime_lock.h"
#include "base/sync.h"

using vkl::copy_out;

namespace {

// What run_pre_instance read for this call (the settings file and the layer set it makes), so
// that the loader's own terminal does not search and compare every manifest a second time.
// Null outside a pre-instance call (or on another thread): the terminal then reads them itself.
struct CallState {
    vkl::Settings* settings = nullptr;
    const vkl::LayerSet* layers = nullptr;
    bool oom = false;

    void read() {
        settings = vkl::read_settings(nullptr, &oom);
        if (!oom)
            layers = vkl::acquire_layers(settings);
    }
    void release() {
        vkl::release_layers(layers);  // before the settings: it may refer to their layers
        vkl::free_settings(settings);
    }
};
thread_local const CallState* t_call = nullptr;

// The implicit layers on before an instance, each name once, in the order they were found: where
// the first of a name is off, a later one that is on stands in, in its own place (both Khronos
// loaders remove the layers that are off, then the duplicates: loader_scan_for_implicit_layers).
// A layer the settings file turns "on" is on. False when out of memory.
bool layers_on_now(const vkl::LayerSet& set, vkl::Vec<const vkl::LayerManifest*>& out) {
    bool stand_in = false;
    for (uint32_t i = 0; i < set.count; ++i) {
        const vkl::LayerManifest& l = *set.layers[i];
        const vkl::LayerManifest* on = set.control(i) == vkl::LayerControl::On
                                           ? &l
                                           : vkl::first_of_name(l, vkl::implicit_layer_on_before_instance);
        stand_in |= on != nullptr && on != &l;
        if (on != nullptr && !out.push(on))
            return false;
    }
    if (stand_in && !set.settings_order())
        vkl::sort_in_discovery_order(out.data(), out.size());
    return true;
}

// The call's state: the pre-instance call's, or newly read (released by the destructor;
// layers() is nullptr when out of memory).
class CallLayers {
public:
    CallLayers() {
        if (t_call) {
            state_ = *t_call;
        } else {
            state_.read();
            owned_ = true;
        }
    }
    ~CallLayers() {
        if (owned_)
            state_.release();
    }
    CallLayers(const CallLayers&) = delete;
    CallLayers& operator=(const CallLayers&) = delete;
    const vkl::LayerSet* get() const { return state_.layers; }
    const vkl::Settings* settings() const { return state_.settings; }

private:
    CallState state_;
    bool owned_ = false;
};

// A NULL pApiVersion breaks valid usage; VK_ERROR_OUT_OF_HOST_MEMORY is the one failure
// vkEnumerateInstanceVersion may return, and what both Khronos loaders answer.
VkResult null_api_version() {
    vkl::log(vkl::kLogError | vkl::kLogValidation,
             "vkEnumerateInstanceVersion: pApiVersion is NULL [VUID-vkEnumerateInstanceVersion-pApiVersion-parameter]");
    return VK_ERROR_OUT_OF_HOST_MEMORY;
}

VkResult loader_enumerate_instance_version(uint32_t* pApiVersion) {
    if (pApiVersion == nullptr)
        return null_api_version();
    *pApiVersion = VK_HEADER_VERSION_COMPLETE;
    return VK_SUCCESS;
}

VkResult loader_enumerate_instance_extensions(const char* pLayerName, uint32_t* pPropertyCount,
                                              VkExtensionProperties* pProperties) {
    if (pPropertyCount == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    const CallLayers call_layers;
    const vkl::LayerSet* layers = call_layers.get();
    if (layers == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    if (pLayerName != nullptr && pLayerName[0] != '\0') {
        // A layer's own instance extensions, from its manifest.
        const vkl::LayerManifest* l = vkl::find_present_layer(*layers, pLayerName);
        if (l == nullptr)
            return VK_ERROR_LAYER_NOT_PRESENT;
        return copy_out(l->instance_extensions.begin(), static_cast<uint32_t>(l->instance_extensions.size()),
                        pPropertyCount, pProperties);
    }
    // Every driver's extensions, then the loader's own, then the enabled implicit layers', each
    // name once (the first copy wins: a driver's over the loader's or a layer's).
    const vkl::DriverSet* set = vkl::acquire_drivers(call_layers.settings());
    if (set == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    vkl::Vec<VkExtensionProperties> all;
    bool ok = true;
    // Each name once: known extensions by their index (a flag each), the others (a driver's
    // unknown ones, with the filter off) by comparison.
    bool seen[vkl::kInstanceExtensionCount] = {};
    auto add = [&](const VkExtensionProperties& e) {
        const int k = vkl::instance_extension_index(e.extensionName);
        if (k >= 0) {
            if (seen[k])
                return;
            seen[k] = true;
        } else {
            for (const VkExtensionProperties& have : all)
                if (std::strcmp(have.extensionName, e.extensionName) == 0)
                    return;
        }
        ok = ok && all.push(e);
    };
    // A driver's instance extension the loader does not know is left out, as the Khronos
    // loader does: the loader has no trampolines or terminators for its instance commands. So
    // is one of a window system this build does not compile (instance_extension_usable).
    const vkl::Allocator scratch(nullptr, VK_SYSTEM_ALLOCATION_SCOPE_COMMAND);
    for (uint32_t d = 0; d < set->count && ok; ++d) {
        vkl::ExtensionList list;
        if (vkl::read_instance_extensions(*set->drivers[d], scratch, list) != VK_SUCCESS) {
            ok = false;
            break;
        }
        const bool all_of_them = vkl::unknown_instance_extensions_allowed();
        for (uint32_t i = 0; i < list.count; ++i)
            if (all_of_them || vkl::instance_extension_usable(list.items[i].extensionName))
                add(list.items[i]);
        vkl::release_extensions(scratch, list);
    }
    // Then the loader's own (a driver's copy of one of them comes first and wins).
    for (uint32_t i = 0; i < vkl::kLoaderExtensionCount; ++i)
        add(vkl::kLoaderExtensions[i]);
    vkl::Vec<const vkl::LayerManifest*> on;
    ok = ok && layers_on_now(*layers, on);
    for (const vkl::LayerManifest* l : on)
        for (const VkExtensionProperties& e : l->instance_extensions)
            add(e);
    vkl::preload_drivers(set);  // for the vkCreateInstance that usually follows
    vkl::release_drivers(set);
    if (!ok)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    return copy_out(all.data(), static_cast<uint32_t>(all.size()), pPropertyCount, pProperties);
}

VkResult loader_enumerate_instance_layers(uint32_t* pPropertyCount, VkLayerProperties* pProperties) {
    if (pPropertyCount == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    const CallLayers call_layers;
    const vkl::LayerSet* layers = call_layers.get();
    if (layers == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    // Every layer that is found and not removed by the filters (VK_LOADER_LAYERS_DISABLE, unless
    // VK_LOADER_LAYERS_ENABLE takes it back): explicit ones and
    // implicit ones alike. Whether an implicit layer is active (its enable/disable environment)
    // is another question: a program may still enable it by name.
    vkl::Vec<VkLayerProperties> all;
    bool ok = true;
    for (uint32_t i = 0; i < layers->count && ok; ++i) {
        const vkl::LayerManifest& l = *layers->layers[i];
        const bool on = layers->control(i) == vkl::LayerControl::On;  // (loader settings)
        if (!layers->listed(i) || (!on && vkl::layer_filtered_out(l)))
            continue;
        ok = all.push(vkl::layer_properties(l));
    }
    if (!ok)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    return copy_out(all.data(), static_cast<uint32_t>(all.size()), pPropertyCount, pProperties);
}

// ---- pre-instance chains ----------------------------------------------------------------------
// Implicit layers that list "pre_instance_functions" intercept the three calls that need no
// instance. Their libraries are loaded for the call and released at its end.

VKAPI_ATTR VkResult VKAPI_CALL version_terminal(const VkEnumerateInstanceVersionChain*, uint32_t* v) {
    return loader_enumerate_instance_version(v);
}
VKAPI_ATTR VkResult VKAPI_CALL extensions_terminal(const VkEnumerateInstanceExtensionPropertiesChain*, const char* l,
                                                   uint32_t* c, VkExtensionProperties* p) {
    return loader_enumerate_instance_extensions(l, c, p);
}
VKAPI_ATTR VkResult VKAPI_CALL layers_terminal(const VkEnumerateInstanceLayerPropertiesChain*, uint32_t* c, VkLayerProperties* p) {
    return loader_enumerate_instance_layers(c, p);
}

// Loads the libraries of the enabled implicit layers that intercept this call (`intercept`
// names their function) and finds those functions, in the layers' order. False when out of memory
// (what was loaded is then in `libraries`, for unload_libraries). Not a template: the part of
// the three calls that does not depend on their signatures.
bool load_pre_instance_layers(const vkl::LayerSet& set, char* vkl::LayerManifest::*intercept, vkl::Vec<void*>& libraries,
                              vkl::Vec<PFN_vkVoidFunction>& functions) {
    vkl::Vec<const vkl::LayerManifest*> on;
    if (!layers_on_now(set, on))
        return false;
    for (const vkl::LayerManifest* layer : on) {
        const vkl::LayerManifest& l = *layer;
        if (l.*intercept == nullptr || l.library_path == nullptr)
            continue;
        void* lib = vkl::platform::dl_open(l.library_path);
        auto fn = lib ? reinterpret_cast<PFN_vkVoidFunction>(vkl::platform::dl_sym(lib, l.*intercept)) : nullptr;
        if (fn == nullptr) {
            vkl::log(vkl::kLogWarn | vkl::kLogLayer, "layer %s (%s): pre-instance function %s not found; skipped", l.name,
                     l.manifest_path, l.*intercept);
            if (lib)
                vkl::platform::dl_close(lib);
            continue;
        }
        if (!libraries.push(lib)) {
            vkl::platform::dl_close(lib);
            return false;
        }
        if (!functions.push(fn))
            return false;
    }
    return true;
}

void unload_libraries(const vkl::Vec<void*>& libraries) {
    for (void* lib : libraries)
        vkl::platform::dl_close(lib);
}

template <typename Chain, typename... Args>
VkResult run_pre_instance(char* vkl::LayerManifest::*intercept, VkChainType type,
                          VkResult(VKAPI_PTR* terminal)(const Chain*, Args...), Args... args) {
    const std::lock_guard<vkl::RecursiveMutex> serial(vkl::lifetime_lock());
    const vkl::EnvScope environment;  // the variables this call reads, read once
    CallState state;
    state.read();
    if (state.layers == nullptr) {
        state.release();
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    using Fn = VkResult(VKAPI_PTR*)(const Chain*, Args...);
    vkl::Vec<void*> libraries;
    vkl::Vec<PFN_vkVoidFunction> functions;
    VkResult r = VK_ERROR_OUT_OF_HOST_MEMORY;
    vkl::Vec<Chain> links;
    if (load_pre_instance_layers(*state.layers, intercept, libraries, functions) && links.reserve(functions.size() + 1)) {
        // The last active implicit layer is called first, the first one calls the loader: the
        // order both Khronos loaders build this chain in (each layer put in front of the last).
        std::reverse(functions.begin(), functions.end());
        const size_t count = functions.size();
        // Link k hands the call to what is below layer k: layer k+1, or the loader.
        for (size_t k = 0; k < count; ++k) {
            Chain c{};
            c.header.type = type;
            c.header.version = VK_CURRENT_CHAIN_VERSION;
            c.header.size = sizeof(Chain);
            c.pfnNextLayer = k + 1 < count ? reinterpret_cast<Fn>(functions[k + 1]) : terminal;
            links.push(c);
        }
        for (size_t k = 0; k + 1 < count; ++k)
            links[k].pNextLink = &links[k + 1];
        const CallState* outer = t_call;
        t_call = &state;
        r = count ? reinterpret_cast<Fn>(functions[0])(&links[0], args...) : terminal(nullptr, args...);
        t_call = outer;
    }
    unload_libraries(libraries);
    state.release();
    return r;
}

}  // namespace

// What the last layer gets when it calls down (a layer may query these during vkCreateInstance):
// the loader's own answers, without the pre-instance chains.
namespace vkl::term {
VKAPI_ATTR VkResult VKAPI_CALL EnumerateInstanceVersion(uint32_t* pApiVersion) {
    return loader_enumerate_instance_version(pApiVersion);
}
VKAPI_ATTR VkResult VKAPI_CALL EnumerateInstanceExtensionProperties(const char* pLayerName, uint32_t* pPropertyCount,
                                                                    VkExtensionProperties* pProperties) {
    return loader_enumerate_instance_extensions(pLayerName, pPropertyCount, pProperties);
}
VKAPI_ATTR VkResult VKAPI_CALL EnumerateInstanceLayerProperties(uint32_t* pPropertyCount, VkLayerProperties* pProperties) {
    return loader_enumerate_instance_layers(pPropertyCount, pProperties);
}
}  // namespace vkl::term

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkEnumerateInstanceVersion(uint32_t* pApiVersion) {
    if (pApiVersion == nullptr)  // answered before any layer is called with it
        return null_api_version();
    return run_pre_instance<VkEnumerateInstanceVersionChain, uint32_t*>(
        &vkl::LayerManifest::pre_enumerate_instance_version, VK_CHAIN_TYPE_ENUMERATE_INSTANCE_VERSION, &version_terminal,
        pApiVersion);
}

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkEnumerateInstanceExtensionProperties(
    const char* pLayerName, uint32_t* pPropertyCount, VkExtensionProperties* pProperties) {
    return run_pre_instance<VkEnumerateInstanceExtensionPropertiesChain, const char*, uint32_t*, VkExtensionProperties*>(
        &vkl::LayerManifest::pre_enumerate_instance_extensions, VK_CHAIN_TYPE_ENUMERATE_INSTANCE_EXTENSION_PROPERTIES,
        &extensions_terminal, pLayerName, pPropertyCount, pProperties);
}

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkEnumerateInstanceLayerProperties(uint32_t* pPropertyCount,
                                                                                   VkLayerProperties* pProperties) {
    return run_pre_instance<VkEnumerateInstanceLayerPropertiesChain, uint32_t*, VkLayerProperties*>(
        &vkl::LayerManifest::pre_enumerate_instance_layers, VK_CHAIN_TYPE_ENUMERATE_INSTANCE_LAYER_PROPERTIES,
        &layers_terminal, pPropertyCount, pProperties);
}
