// SPDX-License-Identifier: Apache-2.0
#include "discovery/layers.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "base/current_set.h"
#include "base/log.h"
#include "base/platform.h"
#include "base/string_index.h"
#include "discovery/search_paths.h"

namespace vkl {

namespace {

bool override_paths_active(const LayerSet& set) {
    const LayerManifest* o = set.active_override();
    return o && !o->override_paths.empty();
}

}  // namespace

bool override_layer_applies(const LayerManifest& o) {
    if (!o.is_override || !o.implicit || !implicit_layer_environment_enabled(o))
        return false;
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
    if (l.is_override && l.implicit && !override_layer_applies(l))
        return false;  // an override layer for other programs
    return control(i) == LayerControl::On || !blacklisted(l);
}

bool LayerSet::visible(const LayerManifest& l) const {
    return l.implicit || l.from_override_paths == override_paths_active(*this);
}

VkLayerProperties layer_properties(const LayerManifest& l) {
    VkLayerProperties p{};
    std::snprintf(p.layerName, sizeof p.layerName, "%s", l.name);
    p.specVersion = l.api_version;
    p.implementationVersion = l.implementation_version;
    std::snprintf(p.description, sizeof p.description, "%s", l.description);
    return p;
}

const LayerManifest* LayerSet::find(const char* name) const {
    for (uint32_t i = 0; i < count; ++i)
        if (std::strcmp(layers[i]->name, name) == 0 && visible(*layers[i]))
            return layers[i];
    return nullptr;
}

namespace {

void find_layer_manifests(PathList& explicit_paths, PathList& implicit_paths) {
    if (const char* p = platform::get_env("VK_LAYER_PATH")) {
        add_manifest_list(p, explicit_paths, "VK_LAYER_PATH");
    } else {
        if (const char* add = platform::get_env("VK_ADD_LAYER_PATH"))
            add_manifest_list(add, explicit_paths, "VK_ADD_LAYER_PATH");
        add_default_manifest_locations("vulkan/explicit_layer.d", explicit_paths);
    }
    if (const char* p = platform::get_env("VK_IMPLICIT_LAYER_PATH")) {
        add_manifest_list(p, implicit_paths, "VK_IMPLICIT_LAYER_PATH");
    } else {
        if (const char* add = platform::get_env("VK_ADD_IMPLICIT_LAYER_PATH"))
            add_manifest_list(add, implicit_paths, "VK_ADD_IMPLICIT_LAYER_PATH");
        add_default_manifest_locations("vulkan/implicit_layer.d", implicit_paths);
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
        delete c->set.layers[i];
    std::free(c->set.layers);
    delete c;
}

CurrentSet<CachedSet> g_sets{&free_set};

// The override_paths of the first implicit override layer that has them (none without one).
bool copy_override_dirs(const Vec<LayerManifest*>& layers, PathList& out) {
    for (const LayerManifest* l : layers)
        if (l->is_override && l->implicit && !l->override_paths.empty()) {
            for (const char* dir : l->override_paths)
                if (!out.add(dir))
                    return false;
            break;
        }
    return true;
}

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

// A meta layer is usable when every component exists, is usable itself and is not of an
// older API major.minor. Each layer is decided once (states: 0 unknown, 1 being decided,
// 2 usable, 3 not), so a graph with heavy fan-out costs its size, and a cycle ends at the
// layer being decided.
bool meta_usable(const Vec<LayerManifest*>& all, const StringIndex& names, Vec<uint8_t>& states, uint32_t i, int depth) {
    const LayerManifest& m = *all[i];
    if (!m.is_meta || states[i] == 2)
        return true;
    if (states[i] == 3)
        return false;
    if (states[i] == 1 || depth > 64) {
        log(kLogError | kLogLayer, "meta layer %s (%s): component layers nest too deep or form a cycle; disabled", m.name,
            m.manifest_path);
        return false;
    }
    states[i] = 1;
    for (const char* c : m.component_layers) {
        const uint32_t j = names.find(c);
        const LayerManifest* found = j == StringIndex::kNone ? nullptr : all[j];
        const char* why = nullptr;
        if (found == nullptr)
            why = "is not present";
        else if (VK_API_VERSION_MAJOR(found->api_version) < VK_API_VERSION_MAJOR(m.api_version) ||
                 (VK_API_VERSION_MAJOR(found->api_version) == VK_API_VERSION_MAJOR(m.api_version) &&
                  VK_API_VERSION_MINOR(found->api_version) < VK_API_VERSION_MINOR(m.api_version)))
            why = "has an older API version than the meta layer";
        else if (!meta_usable(all, names, states, j, depth + 1))
            why = "is not usable";
        if (why) {
            log(kLogWarn | kLogLayer, "meta layer %s (%s, API %u.%u): component layer %s %s; meta layer disabled", m.name,
                m.manifest_path, VK_API_VERSION_MAJOR(m.api_version), VK_API_VERSION_MINOR(m.api_version), c, why);
            states[i] = 3;
            return false;
        }
    }
    states[i] = 2;
    return true;
}

// A meta layer reports its components' instance and device extensions as its own
// (LoaderLayerInterface, "Meta-layers"), nested meta layers included, each visited once per
// meta layer (`marks[j] == mark`). False when out of memory.
bool collate_extensions(const Vec<LayerManifest*>& all, const StringIndex& names, Vec<uint32_t>& marks, uint32_t mark,
                        LayerManifest& meta, const LayerManifest& from) {
    for (const char* c : from.component_layers) {
        const uint32_t j = names.find(c);
        if (j == StringIndex::kNone || all[j] == &meta || marks[j] == mark)
            continue;
        marks[j] = mark;
        const LayerManifest* comp = all[j];
        for (const VkExtensionProperties& e : comp->instance_extensions) {
            bool have = false;
            for (const VkExtensionProperties& h : meta.instance_extensions)
                have |= std::strcmp(h.extensionName, e.extensionName) == 0;
            if (!have && !meta.instance_extensions.push(e))
                return false;
        }
        for (const LayerDeviceExtension* e : comp->device_extensions) {
            bool have = false;
            for (const LayerDeviceExtension* h : meta.device_extensions)
                have |= std::strcmp(h->props.extensionName, e->props.extensionName) == 0;
            if (have)
                continue;
            auto* copy = new (std::nothrow) LayerDeviceExtension;
            if (copy == nullptr)
                return false;
            copy->props = e->props;
            bool ok = true;
            for (const char* ep : e->entrypoints) {
                char* d = ::strdup(ep);
                ok = ok && d && copy->entrypoints.push(d);
                if (!ok)
                    std::free(d);
            }
            if (!ok || !meta.device_extensions.push(copy)) {
                for (char* ep : copy->entrypoints)
                    std::free(ep);
                delete copy;
                return false;
            }
            log(kLogDebug | kLogLayer, "meta layer %s: device extension %s of component layer %s", meta.name,
                e->props.extensionName, comp->name);
        }
        if (comp->is_meta && !collate_extensions(all, names, marks, mark, meta, *comp))
            return false;
    }
    return true;
}

// Reads every manifest (override_paths too) into a set; nullptr when out of memory (nothing
// is cached then).
CachedSet* build_set(const PathList& implicit_paths, const PathList& explicit_paths, ManifestKey& key,
                     const Allocator& alloc) {
    Vec<LayerManifest*> all;
    bool ok = true;
    for (const char* p : implicit_paths.paths)
        ok = ok && read_layer_manifest(p, true, alloc, all);
    for (const char* p : explicit_paths.paths)
        ok = ok && read_layer_manifest(p, false, alloc, all);
    // An override layer with "override_paths" replaces the explicit search (VK_LAYER_PATH too)
    // while it is active. Both sets are read; which one is visible is decided at each use by the
    // override layer's environment (LayerSet::visible), so the cache need not know it.
    auto* c = new (std::nothrow) CachedSet;
    PathList overridden;
    ok = ok && c != nullptr && copy_override_dirs(all, c->override_dirs);
    if (ok)
        find_override_manifests(c->override_dirs, overridden);
    ok = ok && c->override_key.build({&overridden});
    const size_t before_override = all.size();
    for (const char* p : overridden.paths)
        ok = ok && read_layer_manifest(p, false, alloc, all);
    for (size_t i = before_override; i < all.size(); ++i)
        all[i]->from_override_paths = true;
    if (!ok) {
        for (LayerManifest* l : all)
            delete l;
        delete c;
        return nullptr;  // out of memory: nothing is cached
    }
    c->key = static_cast<ManifestKey&&>(key);
    c->set.layers = static_cast<LayerManifest**>(std::calloc(all.size() + 1, sizeof(LayerManifest*)));
    if (c->set.layers == nullptr) {
        for (LayerManifest* l : all)
            delete l;
        free_set(c);
        return nullptr;
    }
    // The first layer of each name wins; unusable meta layers go. Decide for every layer
    // first (meta checks look names up), then keep or delete. Names are hashed: 10^5 manifests
    // stay linear.
    auto fail = [&] {
        for (LayerManifest* l : all)
            delete l;
        free_set(c);
        return nullptr;
    };
    StringIndex names;
    Vec<uint8_t> states;
    Vec<uint32_t> marks;
    Vec<bool> keep;
    if (!states.reserve(all.size() + 1) || !marks.reserve(all.size() + 1) || !keep.reserve(all.size() + 1))
        return fail();
    for (size_t i = 0; i < all.size(); ++i) {
        states.push(0);
        marks.push(0);
        if (!names.insert(all[i]->name, static_cast<uint32_t>(i)))
            return fail();
    }
    for (size_t i = 0; i < all.size(); ++i) {
        bool k = true;
        // An earlier layer of the name is a duplicate unless it is explicit and from the other
        // explicit search (override_paths or not): only one of those is visible at a time.
        for (uint32_t j = names.find(all[i]->name); j < i && k; ++j)
            if (std::strcmp(all[j]->name, all[i]->name) == 0 &&
                (all[j]->implicit || all[j]->from_override_paths == all[i]->from_override_paths)) {
                log(kLogInfo | kLogLayer, "layer %s in %s is a duplicate of the one in %s; ignored", all[i]->name,
                    all[i]->manifest_path, all[j]->manifest_path);
                k = false;
            }
        keep.push(k && meta_usable(all, names, states, static_cast<uint32_t>(i), 0));
    }
    for (size_t i = 0; i < all.size(); ++i)
        if (keep[i] && all[i]->is_meta &&
            !collate_extensions(all, names, marks, static_cast<uint32_t>(i + 1), *all[i], *all[i]))
            return fail();
    for (size_t i = 0; i < all.size(); ++i) {
        if (keep[i])
            c->set.layers[c->set.count++] = all[i];
        else
            delete all[i];
    }
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
    delete c;
}

bool same_library(const LayerManifest& a, const LayerManifest& b) {
    if (a.library_path == nullptr || b.library_path == nullptr)
        return a.library_path == b.library_path;  // meta layers: the name alone
    return std::strcmp(a.library_path, b.library_path) == 0;
}

ComposedSet* compose(const Settings& s, const Allocator& alloc) {
    auto* c = new (std::nothrow) ComposedSet;
    if (c == nullptr)
        return nullptr;
    if (s.has_unordered && (c->discovered = acquire_discovered(alloc)) == nullptr) {
        delete c;
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
                log(kLogInfo | kLogLayer, "loader settings %s: layer %s (%s) is listed twice; the first stays", s.path,
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
    find_override(c->set);
    return c;
}

}  // namespace

const LayerSet* acquire_layers(const Settings* settings, const VkAllocationCallbacks* callbacks) {
    const Allocator alloc(callbacks, VK_SYSTEM_ALLOCATION_SCOPE_COMMAND);
    if (settings != nullptr && settings->has_layers) {
        ComposedSet* c = compose(*settings, alloc);
        return c ? &c->set : nullptr;
    }
    CachedSet* c = acquire_discovered(alloc);
    return c ? &c->set : nullptr;
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

__attribute__((destructor)) static void free_layers_at_unload() { shutdown_layers(); }

}  // namespace vkl
