// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "discovery/layer_set_reading.h"

#include <cstdlib>
#include <cstring>

#include "base/log.h"
#include "base/platform.h"
#include "base/string_index.h"

namespace vkl {
namespace {

// Whether an override layer's app_keys name the running program (its real path).
bool names_this_program(const LayerManifest& o) {
    char exe[4096];
    if (o.app_keys.empty() || !platform::executable_path(exe, sizeof exe))
        return false;
    for (const char* key : o.app_keys)
        if (std::strcmp(key, exe) == 0)
            return true;
    return false;
}

// Of several implicit override layers, one stays, before the first of each name wins
// (LoaderLayerInterface, "Override Meta-Layer": app_keys limit an override layer to those
// programs; both Khronos loaders decide among them so): the first whose app_keys name this
// program, wherever it was found; else the first global one (no app_keys). One naming only
// other programs goes, and hides no global one.
void keep_one_override_layer(Vec<LayerManifest*>& all) {
    const LayerManifest* chosen = nullptr;
    for (const LayerManifest* l : all)
        if (chosen == nullptr && l->is_override && l->implicit && names_this_program(*l))
            chosen = l;
    for (const LayerManifest* l : all)
        if (chosen == nullptr && l->is_override && l->implicit && l->app_keys.empty())
            chosen = l;
    if (chosen == nullptr)
        return;  // none applies: the first stays, for vkloader to say why it is not in force
    for (size_t i = all.size(); i-- > 0;)
        if (all[i]->is_override && all[i]->implicit && all[i] != chosen) {
            const char* why = !chosen->app_keys.empty() ? "another one's app_keys name this program"
                              : all[i]->app_keys.empty()             ? "another global override layer was found first"
                                                                     : "its app_keys do not name this program";
            log(kLogInfo | kLogLayer, "override layer in %s: %s; not used", all[i]->manifest_path, why);
            heap_delete(all[i]);
            all.erase(i);
        }
}

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

// The layers' names: the first layer of each (`first`) and, from each layer, the next one of its
// name (`next`, kNone at the last), so that every layer of a name is found in discovery order
// without a scan of the others.
struct Names {
    StringIndex first;
    Vec<uint32_t> next;
    uint32_t find(const char* name) const { return first.find(name); }
};

// A meta layer is usable when every component is a usable layer, not of an older API
// major.minor, and not the meta layer's own name (both Khronos loaders refuse a meta layer
// naming itself, even where another layer of its name exists). A component's name means the
// first usable layer of that name: both Khronos loaders remove unusable meta layers before the
// duplicates, so one hides no later layer of its name from a meta layer either. Each layer is
// decided once (states: 0 unknown, 1 being decided, 2 usable, 3 not), so a graph with heavy
// fan-out costs its size, and a cycle ends at the layer being decided.
bool meta_usable(const Vec<LayerManifest*>& all, const Names& names, Vec<uint8_t>& states, uint32_t i, int depth) {
    const LayerManifest& m = *all[i];
    if (!m.is_meta || states[i] == 2)
        return true;
    if (states[i] == 3)
        return false;
    if (states[i] == 1 || depth > 64) {
        log(kLogError | kLogLayer, LogRecord{.event = LogEvent::MetaLayerDisabled, .layer = m.name},
            "meta layer %s (%s): component layers nest too deep or form a cycle; disabled", m.name,
            m.manifest_path);
        return false;
    }
    states[i] = 1;
    for (const char* c : m.component_layers) {
        const char* why = nullptr;
        uint32_t j = StringIndex::kNone;
        if (std::strcmp(c, m.name) == 0) {
            why = "is the meta layer's own name";
        } else {
            for (uint32_t k = names.find(c); k != StringIndex::kNone && j == StringIndex::kNone; k = names.next[k])
                if (meta_usable(all, names, states, k, depth + 1))
                    j = k;
            const LayerManifest* found = j == StringIndex::kNone ? nullptr : all[j];
            if (found == nullptr)
                why = names.find(c) == StringIndex::kNone ? "is not present" : "is not usable";
            else if (VK_API_VERSION_MAJOR(found->api_version) < VK_API_VERSION_MAJOR(m.api_version) ||
                     (VK_API_VERSION_MAJOR(found->api_version) == VK_API_VERSION_MAJOR(m.api_version) &&
                      VK_API_VERSION_MINOR(found->api_version) < VK_API_VERSION_MINOR(m.api_version)))
                why = "has an older API version than the meta layer";
        }
        if (why) {
            log(kLogWarn | kLogLayer, LogRecord{.event = LogEvent::MetaLayerDisabled, .layer = m.name},
                "meta layer %s (%s, API %u.%u): component layer %s %s; meta layer disabled", m.name,
                m.manifest_path, VK_API_VERSION_MAJOR(m.api_version), VK_API_VERSION_MINOR(m.api_version), c, why);
            states[i] = 3;
            return false;
        }
    }
    states[i] = 2;
    return true;
}

// The first usable layer of that name (usable: decided for every layer), or kNone.
uint32_t first_usable(const Names& names, const Vec<bool>& usable, const char* name) {
    for (uint32_t k = names.find(name); k != StringIndex::kNone; k = names.next[k])
        if (usable[k])
            return k;
    return StringIndex::kNone;
}

// A meta layer reports its components' instance and device extensions as its own
// (LoaderLayerInterface, "Meta-layers"), nested meta layers included, each visited once per
// meta layer (`marks[j] == mark`). False when out of memory.
bool collate_extensions(const Vec<LayerManifest*>& all, const Names& names, const Vec<bool>& usable, Vec<uint32_t>& marks,
                        uint32_t mark, LayerManifest& meta, const LayerManifest& from) {
    for (const char* c : from.component_layers) {
        const uint32_t j = first_usable(names, usable, c);
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
            auto* copy = heap_new<LayerDeviceExtension>();
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
                heap_delete(copy);
                return false;
            }
            log(kLogDebug | kLogLayer, "meta layer %s: device extension %s of component layer %s", meta.name,
                e->props.extensionName, comp->name);
        }
        if (comp->is_meta && !collate_extensions(all, names, usable, marks, mark, meta, *comp))
            return false;
    }
    return true;
}

// Numbers each layer in discovery order (found_index) and indexes the layers by name.
bool index_names(const Vec<LayerManifest*>& all, Names& names) {
    Vec<uint32_t> last;  // by a name's first layer: the last of the name so far
    if (!names.next.reserve(all.size() + 1) || !last.reserve(all.size() + 1))
        return false;
    for (size_t i = 0; i < all.size(); ++i) {
        const uint32_t index = static_cast<uint32_t>(i);
        all[i]->found_index = index;
        names.next.push(StringIndex::kNone);
        last.push(index);
        uint32_t first = index;
        if (!names.first.insert(all[i]->name, index, &first))
            return false;
        if (first != index) {
            names.next[last[first]] = index;
            last[first] = index;
        }
    }
    return true;
}

// Unusable meta layers go first, as both Khronos loaders remove them before the duplicates
// (verify_all_meta_layers, then loader_remove_duplicate_layers): one hides no later layer of its
// name.
bool decide_usable(const Vec<LayerManifest*>& all, const Names& names, Vec<bool>& usable) {
    Vec<uint8_t> states;
    if (!states.reserve(all.size() + 1) || !usable.reserve(all.size() + 1))
        return false;
    for (size_t i = 0; i < all.size(); ++i)
        states.push(0);
    for (size_t i = 0; i < all.size(); ++i)
        usable.push(meta_usable(all, names, states, static_cast<uint32_t>(i), 0));
    return true;
}

// Each usable duplicate's first usable layer of the name (its chain's head), or kNone.
bool find_heads(const Vec<LayerManifest*>& all, const Names& names, const Vec<bool>& usable, Vec<uint32_t>& head) {
    if (!head.reserve(all.size() + 1))
        return false;
    for (size_t i = 0; i < all.size(); ++i) {
        uint32_t h = StringIndex::kNone;
        // An earlier layer of the name is a duplicate unless it is explicit and from the other
        // explicit search (override_paths or not): only one of those is visible at a time.
        for (uint32_t j = names.find(all[i]->name); j < i && usable[i] && h == StringIndex::kNone; j = names.next[j])
            if (usable[j] && (all[j]->implicit || all[j]->from_override_paths == all[i]->from_override_paths)) {
                log(kLogInfo | kLogLayer,
                    LogRecord{.event = LogEvent::LayerDuplicate, .kind = LogFile::LayerManifest,
                              .file = all[i]->manifest_path, .layer = all[i]->name, .other = all[j]->manifest_path},
                    "layer %s in %s is a duplicate of the one in %s; it stands in only where that one is off",
                    all[i]->name, all[i]->manifest_path, all[j]->manifest_path);
                h = head[j] == StringIndex::kNone ? j : head[j];
            }
        head.push(h);
    }
    return true;
}

// Every usable meta layer's extensions, from its components'.
bool collate_all_extensions(const Vec<LayerManifest*>& all, const Names& names, const Vec<bool>& usable) {
    Vec<uint32_t> marks;
    if (!marks.reserve(all.size() + 1))
        return false;
    for (size_t i = 0; i < all.size(); ++i)
        marks.push(0);
    for (size_t i = 0; i < all.size(); ++i)
        if (usable[i] && all[i]->is_meta &&
            !collate_extensions(all, names, usable, marks, static_cast<uint32_t>(i + 1), *all[i], *all[i]))
            return false;
    return true;
}

// The heads go to `kept` (reserved by the caller); each usable duplicate joins its head's chain
// in discovery order; the unusable are deleted. Fails before anything moves.
bool keep_heads_link_duplicates(const Vec<LayerManifest*>& all, const Vec<bool>& usable, const Vec<uint32_t>& head,
                                Vec<LayerManifest*>& kept) {
    Vec<LayerManifest*> tails;  // each head's last link
    if (!tails.reserve(all.size() + 1))
        return false;
    for (size_t i = 0; i < all.size(); ++i)
        tails.push(all[i]);
    for (size_t i = 0; i < all.size(); ++i) {
        if (usable[i] && head[i] == StringIndex::kNone) {
            kept.push(all[i]);  // reserved by the caller
        } else if (usable[i]) {
            tails[head[i]]->next_duplicate = all[i];  // owned by the head from here on
            tails[head[i]] = all[i];
        } else {
            heap_delete(all[i]);
        }
    }
    return true;
}

}  // namespace

bool read_layer_set(const PathList& implicit_paths, const PathList& explicit_paths, const Allocator& alloc,
                    Vec<LayerManifest*>& kept, PathList& override_dirs, PathList& overridden) {
    Vec<LayerManifest*> all;
    auto fail = [&] {
        for (LayerManifest* l : all)
            heap_delete(l);
        return false;  // out of memory: nothing is cached
    };
    bool ok = true;
    for (const char* p : implicit_paths.paths)
        ok = ok && read_layer_manifest(p, true, alloc, all);
    for (const char* p : explicit_paths.paths)
        ok = ok && read_layer_manifest(p, false, alloc, all);
    keep_one_override_layer(all);
    // An override layer with "override_paths" replaces the explicit search (VK_LAYER_PATH too)
    // while it is active. Both sets are read; which one is visible is decided at each use by the
    // override layer's environment (LayerSet::visible), so the cache need not know it.
    ok = ok && copy_override_dirs(all, override_dirs);
    if (ok)
        for (const char* dir : override_dirs.paths)
            add_manifest_list(dir, overridden, "override_paths");
    const size_t before_override = all.size();
    for (const char* p : overridden.paths)
        ok = ok && read_layer_manifest(p, false, alloc, all);
    for (size_t i = before_override; i < all.size(); ++i)
        all[i]->from_override_paths = true;
    if (!ok)
        return fail();
    if (all.empty())  // no layer: none of the tables below (each an allocation) is needed
        return true;
    // The first layer of each name wins; unusable meta layers go. Decide for every layer
    // first (meta checks look names up), then keep or delete. Names are hashed: 10^5 manifests
    // stay linear.
    Names names;
    Vec<bool> usable;
    Vec<uint32_t> head;
    if (!kept.reserve(all.size() + 1) || !index_names(all, names) || !decide_usable(all, names, usable) ||
        !find_heads(all, names, usable, head) || !collate_all_extensions(all, names, usable) ||
        !keep_heads_link_duplicates(all, usable, head, kept))
        return fail();
    return true;
}

}  // namespace vkl
