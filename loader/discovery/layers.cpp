// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "discovery/layers.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "base/env.h"
#include "base/current_set.h"
#include "base/log.h"
#include "base/platform.h"
#include "base/string_index.h"
#include "base/text.h"
#include "discovery/layer_set_reading.h"
#include "discovery/search_paths.h"

namespace vkl {

namespace {

bool override_paths_active(const LayerSet& set) {
    const LayerManifest* o = set.active_override();
    return o && !o->override_paths.empty();
}

}  // namespace

// The override layer is in force where it names this program and is on as an implicit layer
// is (both Khronos loaders judge it with loader_implicit_layer_is_enabled, as any implicit layer).
bool override_layer_applies(const LayerManifest& o) {
    return o.is_override && o.implicit && override_layer_names_this_program(o) && implicit_layer_on(o);
}

bool implicit_layer_on(const LayerManifest& l) {
    if (layer_enabled_by_filter(l))
        return l.disable_env_var == nullptr || !platform::env_is_set_even_elevated(l.disable_env_var);
    return implicit_layer_environment_enabled(l) && !layer_disabled_by_filter(l);
}

bool override_layer_names_this_program(const LayerManifest& o) {
    if (o.app_keys.empty())
        return true;  // every program
    char exe[4096];
    if (!platform::executable_path(exe, sizeof exe))
        return false;
    for (const char* key : o.app_keys)
        if (std::strcmp(key, exe) == 0)
            return true;
    return false;
}

bool layer_disabled_by_filter(const LayerManifest& l) {
    const char* disable = get_env(Env::VK_LOADER_LAYERS_DISABLE);
    if (disable == nullptr)
        return false;
    bool hit = false;
    const char* p = disable;
    while (*p && !hit) {
        const char* end = std::strchr(p, ',');
        const size_t n = end ? static_cast<size_t>(end - p) : std::strlen(p);
        auto is = [&](const char* word) { return n == std::strlen(word) && std::strncmp(p, word, n) == 0; };
        hit = is("~all~") || (is("~implicit~") && l.implicit) || (is("~explicit~") && !l.implicit) ||
              text::filter_matches(p, n, l.name);
        p += n;
        if (*p == ',')
            ++p;
    }
    if (!hit)
        return false;
    const char* allow = get_env(Env::VK_LOADER_LAYERS_ALLOW);
    return !(allow && text::filter_list_matches(allow, l.name));
}

bool layer_enabled_by_filter(const LayerManifest& l) {
    const char* enable = get_env(Env::VK_LOADER_LAYERS_ENABLE);
    return enable && text::filter_list_matches(enable, l.name);
}

bool layer_filtered_out(const LayerManifest& l) { return layer_disabled_by_filter(l) && !layer_enabled_by_filter(l); }

const LayerManifest* LayerSet::active_override() const {
    if (override_index < 0)
        return nullptr;
    const LayerManifest* o = layers[override_index];
    return override_layer_applies(*o) ? o : nullptr;
}

namespace {

void find_override(LayerSet& set) {
    set.override_index = -1;
    for (uint32_t i = 0; i < set.count; ++i)
        if (set.layers[i]->is_override && set.layers[i]->implicit) {
            set.override_index = static_cast<int32_t>(i);
            return;
        }
}

}  // namespace

bool LayerSet::blacklisted(const LayerManifest& l) const {
    const LayerManifest* o = active_override();
    if (o == nullptr)
        return false;
    for (const char* b : o->blacklisted_layers)
        if (std::strcmp(b, l.name) == 0)
            return true;
    return false;
}

bool LayerSet::listed(uint32_t i) const {
    const LayerManifest& l = *layers[i];
    if (!visible(l))
        return false;
    // An override layer for other programs; one its own variables turn off is still listed,
    // as any implicit layer is (which override layer counts is decided by app_keys alone).
    if (l.is_override && l.implicit && !override_layer_names_this_program(l))
        return false;
    return control(i) == LayerControl::On || !blacklisted(l);
}

bool LayerSet::visible(const LayerManifest& l) const {
    // An override layer whose app_keys name only other programs is not there for this one: both
    // Khronos loaders remove it before anything looks a name up (remove_all_non_valid_override_layers),
    // so no filter, variable or application enables it.
    if (l.is_override && l.implicit && !l.app_keys.empty() && !override_layer_names_this_program(l))
        return false;
    return l.implicit || l.from_override_paths == override_paths_active(*this);
}

void sort_in_discovery_order(const LayerManifest** layers, size_t n) {
    // found_index is unique, so qsort's instability never shows; qsort is one function in libc
    // where std::sort instantiates a kilobyte of code per caller (the library's size is budgeted).
    std::qsort(layers, n, sizeof *layers, [](const void* a, const void* b) {
        const uint32_t x = (*static_cast<const LayerManifest* const*>(a))->found_index;
        const uint32_t y = (*static_cast<const LayerManifest* const*>(b))->found_index;
        return x < y ? -1 : x > y ? 1 : 0;
    });
}

VkLayerProperties layer_properties(const LayerManifest& l) {
    VkLayerProperties p{};
    std::snprintf(p.layerName, sizeof p.layerName, "%s", l.name);
    p.specVersion = l.api_version;
    p.implementationVersion = l.implementation_version;
    std::snprintf(p.description, sizeof p.description, "%s", l.description);
    return p;
}

const char* LayerSet::turned_off_by_settings(const char* name) const {
    if (settings == nullptr || name == nullptr)
        return nullptr;
    for (const SettingsLayer& e : settings->layers)
        if (e.control == LayerControl::Off && e.name && std::strcmp(e.name, name) == 0)
            return settings->path;
    return nullptr;
}

const char* LayerSet::closest_name(const char* name) const {
    if (name == nullptr)
        return nullptr;
    // Near: a quarter of the name's letters wrong at most (2 for a short one).
    const unsigned limit = std::max<unsigned>(2, static_cast<unsigned>(std::strlen(name) / 4));
    const char* best = nullptr;
    unsigned best_distance = limit + 1;
    for (uint32_t i = 0; i < count; ++i) {
        if (!visible(*layers[i]))
            continue;
        const unsigned d = text::edit_distance(name, layers[i]->name, limit);
        if (d < best_distance) {
            best_distance = d;
            best = layers[i]->name;
        }
    }
    return best;
}

const LayerManifest* LayerSet::find(const char* name) const {
    for (uint32_t i = 0; i < count; ++i)
        if (std::strcmp(layers[i]->name, name) == 0 && visible(*layers[i]))
            return layers[i];
    return nullptr;
}

namespace {

// A path variable set but empty still overrides: no layer of that kind is searched for, as in
// the Khronos loaders (a sandbox that blanks VK_LAYER_PATH gets no explicit layer).
const char* override_list(Env var) {
    const char* p = get_env_even_empty(var);
    if (p != nullptr && p[0] == '\0')
        log(kLogInfo | kLogLayer, LogRecord{.event = LogEvent::SearchChanged, .variable = env_name(var)},
            "%s is set but empty: no layer manifest is searched for there", env_name(var));
    return p;
}

void find_layer_manifests(PathList& explicit_paths, PathList& implicit_paths) {
    if (const char* p = override_list(Env::VK_LAYER_PATH)) {
        add_manifest_list(p, explicit_paths, "VK_LAYER_PATH");
    } else {
        if (const char* add = get_env(Env::VK_ADD_LAYER_PATH))
            add_manifest_list(add, explicit_paths, "VK_ADD_LAYER_PATH");
        add_default_manifest_locations(ManifestKind::ExplicitLayers, explicit_paths);
    }
    if (const char* p = override_list(Env::VK_IMPLICIT_LAYER_PATH)) {
        add_manifest_list(p, implicit_paths, "VK_IMPLICIT_LAYER_PATH");
    } else {
        if (const char* add = get_env(Env::VK_ADD_IMPLICIT_LAYER_PATH))
            add_manifest_list(add, implicit_paths, "VK_ADD_IMPLICIT_LAYER_PATH");
        add_default_manifest_locations(ManifestKind::ImplicitLayers, implicit_paths);
    }
}

struct CachedSet {
    LayerSet set;                // first member: LayerSet* and CachedSet* convert
    ManifestKey key;             // the explicit and implicit manifests it was read from
    PathList override_dirs;      // the override layer's override_paths, as read (even if the
                                 // layer itself was left out of the set)
    ManifestKey override_key;    // the manifests found there
    uint32_t refs = 0;
};

void free_set(CachedSet* c) {
    for (uint32_t i = 0; i < c->set.count; ++i)
        heap_delete(c->set.layers[i]);
    std::free(c->set.layers);
    heap_delete(c);
}

CurrentSet<CachedSet> g_sets{&free_set};

void find_override_manifests(const PathList& dirs, PathList& out) {
    for (const char* dir : dirs.paths)
        add_manifest_list(dir, out, "override_paths");
}

// Whether the cached set is still what the manifests say, override_paths included.
bool still_current(const CachedSet& c, const ManifestKey& key) {
    if (!(c.key == key))
        return false;
    if (c.override_dirs.paths.empty())
        return true;
    PathList overridden;
    ManifestKey now;
    find_override_manifests(c.override_dirs, overridden);
    return now.build({&overridden}) && c.override_key == now;
}

// Reads every manifest (override_paths too) into a set; nullptr when out of memory (nothing
// is cached then).
CachedSet* build_set(const PathList& implicit_paths, const PathList& explicit_paths, ManifestKey& key,
                     const Allocator& alloc) {
    auto* c = heap_new<CachedSet>();
    if (c == nullptr)
        return nullptr;
    PathList overridden;
    Vec<LayerManifest*> kept;
    if (!read_layer_set(implicit_paths, explicit_paths, alloc, kept, c->override_dirs, overridden) ||
        !c->override_key.build({&overridden}) ||
        (c->set.layers = static_cast<LayerManifest**>(std::calloc(kept.size() + 1, sizeof(LayerManifest*)))) == nullptr) {
        for (LayerManifest* l : kept)
            heap_delete(l);
        free_set(c);
        return nullptr;
    }
    c->key = static_cast<ManifestKey&&>(key);
    for (LayerManifest* l : kept)
        c->set.layers[c->set.count++] = l;
    find_override(c->set);
    return c;
}

}  // namespace

namespace {

CachedSet* acquire_discovered(const Allocator& alloc) {
    PathList explicit_paths, implicit_paths;
    find_layer_manifests(explicit_paths, implicit_paths);
    ManifestKey key;
    if (!key.build({&implicit_paths, &explicit_paths}))
        return nullptr;
    return g_sets.acquire([&](const CachedSet& current) { return still_current(current, key); },
                          [&] { return build_set(implicit_paths, explicit_paths, key, alloc); });
}

// The set a settings file's layer list makes, for one call or one instance.
struct ComposedSet {
    LayerSet set;                      // first member: LayerSet* and ComposedSet* convert
    CachedSet* discovered = nullptr;   // the normally found layers (only with an unordered marker)
    Vec<LayerManifest*> layers;
    Vec<LayerControl> controls;
};

void free_composed(ComposedSet* c) {
    if (c->discovered)
        g_sets.release(c->discovered);
    heap_delete(c);
}

bool same_library(const LayerManifest& a, const LayerManifest& b) {
    if (a.library_path == nullptr || b.library_path == nullptr)
        return a.library_path == b.library_path;  // meta layers: the name alone
    return std::strcmp(a.library_path, b.library_path) == 0;
}

ComposedSet* compose(const Settings& s, const Allocator& alloc) {
    auto* c = heap_new<ComposedSet>();
    if (c == nullptr)
        return nullptr;
    if (s.has_unordered && (c->discovered = acquire_discovered(alloc)) == nullptr) {
        heap_delete(c);
        return nullptr;
    }
    auto named_in_settings = [&](const char* name) {
        for (const SettingsLayer& e : s.layers)
            if (e.name && std::strcmp(e.name, name) == 0)
                return true;
        return false;
    };
    bool ok = true;
    auto add = [&](LayerManifest* m, LayerControl control) {
        for (const LayerManifest* have : c->layers)
            if (std::strcmp(have->name, m->name) == 0 && same_library(*have, *m)) {
                log(kLogInfo | kLogLayer,
                    LogRecord{.event = LogEvent::EntrySkipped, .kind = LogFile::Settings, .file = s.path,
                              .layer = m->name},
                    "loader settings %s: layer %s (%s) is listed twice; the first stays", s.path,
                    m->name, m->manifest_path);
                return;
            }
        ok = ok && c->layers.push(m) && c->controls.push(control);
    };
    for (const SettingsLayer& e : s.layers) {
        if (e.control == LayerControl::Unordered) {
            const LayerSet& found = c->discovered->set;
            for (uint32_t i = 0; i < found.count; ++i)
                if (!named_in_settings(found.layers[i]->name))
                    add(found.layers[i], LayerControl::Auto);
        } else if (e.manifest != nullptr) {
            add(e.manifest, e.control);
        }
    }
    if (!ok) {
        free_composed(c);
        return nullptr;
    }
    c->set.layers = c->layers.data();
    c->set.count = static_cast<uint32_t>(c->layers.size());
    c->set.controls = c->controls.data();
    c->set.composed = true;
    c->set.settings = &s;
    find_override(c->set);
    return c;
}

}  // namespace

namespace {

// Where the disable filter removes the first layer of a name and not a later one, the later one
// is the layer of that name, in its own place: both Khronos loaders remove the filtered layers
// before the duplicates (loader_scan_for_layers). The cached set is the set in every other case.
// nullptr when out of memory.
const LayerSet* with_stand_ins(CachedSet* discovered) {
    const LayerSet& found = discovered->set;
    auto stand_in = [&](const LayerManifest& l) -> const LayerManifest* {
        if (l.next_duplicate == nullptr || !layer_filtered_out(l))
            return &l;
        return first_of_name(l, [&](const LayerManifest& d) { return found.visible(d) && !layer_filtered_out(d); });
    };
    bool changes = false;
    for (uint32_t i = 0; i < found.count && !changes; ++i) {
        const LayerManifest* s = stand_in(*found.layers[i]);
        changes = s != nullptr && s != found.layers[i];
    }
    if (!changes)
        return &found;
    auto* c = heap_new<ComposedSet>();
    if (c == nullptr) {
        g_sets.release(discovered);
        return nullptr;
    }
    c->discovered = discovered;
    bool ok = true;
    for (uint32_t i = 0; i < found.count; ++i) {
        const LayerManifest* l = stand_in(*found.layers[i]);
        ok = ok && c->layers.push(const_cast<LayerManifest*>(l != nullptr ? l : found.layers[i]));
    }
    if (!ok) {
        free_composed(c);
        return nullptr;
    }
    sort_in_discovery_order(const_cast<const LayerManifest**>(c->layers.data()), c->layers.size());
    log(kLogDebug | kLogLayer, "VK_LOADER_LAYERS_DISABLE removes the first layer of a name: a later one stands in");
    c->set.layers = c->layers.data();
    c->set.count = static_cast<uint32_t>(c->layers.size());
    c->set.composed = true;
    find_override(c->set);
    return &c->set;
}

}  // namespace

const LayerSet* acquire_layers(const Settings* settings, const VkAllocationCallbacks* callbacks) {
    const Allocator alloc(callbacks, VK_SYSTEM_ALLOCATION_SCOPE_COMMAND);
    if (settings != nullptr && settings->has_layers) {
        ComposedSet* c = compose(*settings, alloc);
        return c ? &c->set : nullptr;
    }
    CachedSet* c = acquire_discovered(alloc);
    if (c == nullptr)
        return nullptr;
    return get_env(Env::VK_LOADER_LAYERS_DISABLE) != nullptr ? with_stand_ins(c) : &c->set;
}

void release_layers(const LayerSet* set) {
    if (set == nullptr)
        return;
    if (set->composed)
        free_composed(reinterpret_cast<ComposedSet*>(const_cast<LayerSet*>(set)));  // set is ComposedSet's first member
    else
        g_sets.release(reinterpret_cast<CachedSet*>(const_cast<LayerSet*>(set)));  // set is CachedSet's first member
}

void shutdown_layers() { g_sets.shutdown(); }

}  // namespace vkl
