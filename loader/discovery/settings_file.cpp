// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Finding the loader settings file and keeping what it says: the part of discovery/settings that
// runs at every vkCreateInstance and pre-instance call (settings.cpp parses, once per version
// of the file).
//
// - The search's candidate paths (search_sources.h) depend, on POSIX, only on HOME and XDG_*:
//   they are built once per set of values (base/env's search_environment_generation) and
//   reused; every call still asks which candidate exists now (the first one wins). On Windows
//   they come from the registry, read at each call.
// - The parsed settings are kept with the stamps they were read at: the file's and those of the
//   layer manifests it names. While every stamp is unchanged and settled (read more than 2 s
//   after its last change, so that a change within the same timestamp tick cannot hide), a call
//   shares them instead of parsing again. An invalid file is not kept: it is read, and its
//   error logged, at every call, as before.
#include <cstdlib>
#include <cstring>
#include <mutex>

#include "base/env.h"
#include "base/log.h"
#include "base/platform.h"
#include "discovery/settings.h"
#include "discovery/search_sources.h"
#include "base/sync.h"

namespace vkl {
namespace {

// Guarded by g_lock. Plain pointers: freed by the destructor below when the library unloads.
Mutex g_lock;
uint64_t g_generation = 0;      // search_environment_generation() the candidates come from
Vec<char*>* g_candidates = nullptr;

struct Parsed {
    Settings* settings = nullptr;  // the cache's reference
    platform::FileStamp stamp;     // of settings->path
    Vec<platform::FileStamp> manifests;  // of each On/Auto entry's manifest, in settings->layers order
};
Parsed* g_parsed = nullptr;

void free_candidates() {
    if (g_candidates)
        for (char* c : *g_candidates)
            std::free(c);
    heap_delete(g_candidates);
    g_candidates = nullptr;
    g_generation = 0;
}

void free_parsed() {
    if (g_parsed)
        free_settings(g_parsed->settings);
    heap_delete(g_parsed);
    g_parsed = nullptr;
}

void free_cache() {
    std::lock_guard<Mutex> guard(g_lock);
    free_candidates();
    free_parsed();
}

// Builds the candidate list for the current environment (lock held); false when out of memory.
bool build_candidates(uint64_t generation) {
    free_candidates();
    g_candidates = heap_new<Vec<char*>>();
    if (generation == 0 || g_candidates == nullptr) {
        free_candidates();
        return false;
    }
    struct Collect {
        Vec<char*>* out;
        bool ok = true;
    } collect{g_candidates};
    for_each_settings_candidate(
        [](const char* candidate, void* user) {
            auto* c = static_cast<Collect*>(user);
            char* copy = ::strdup(candidate);
            if (copy == nullptr || !c->out->push(copy)) {
                std::free(copy);
                c->ok = false;
                return true;  // stop
            }
            return false;
        },
        &collect);
    const bool ok = collect.ok;
    if (!ok)
        free_candidates();
    else
        g_generation = generation;
    return ok;
}

bool settled(const platform::FileStamp& s) { return platform::now_ns() - s.mtime_ns > platform::kRacyNs; }

// The stamps of the manifests an On/Auto entry names (what parse_settings_file read); false
// when one is not settled (or out of memory): the settings are then not kept.
bool stamp_manifests(const Settings& s, Vec<platform::FileStamp>& out) {
    for (const SettingsLayer& l : s.layers) {
        if (l.control != LayerControl::On && l.control != LayerControl::Auto)
            continue;
        const platform::FileStamp st = platform::stamp(l.path);
        if (!settled(st) || !out.push(st))
            return false;
    }
    return true;
}

bool still_current(const Parsed& p, const char* path, const platform::FileStamp& stamp) {
    // What was kept was settled: an unchanged stamp is an unchanged file.
    if (std::strcmp(p.settings->path, path) != 0 || !(p.stamp == stamp))
        return false;
    size_t i = 0;
    for (const SettingsLayer& l : p.settings->layers) {
        if (l.control != LayerControl::On && l.control != LayerControl::Auto)
            continue;
        const platform::FileStamp now = platform::stamp(l.path);
        if (i >= p.manifests.size() || !(p.manifests[i] == now))
            return false;
        ++i;
    }
    return true;
}

}  // namespace

char* find_settings_file() {
    if constexpr (!kSettingsCandidatesFromEnvironment) {  // the registry: asked at every call
        char* found = nullptr;
        for_each_settings_candidate(
            [](const char* candidate, void* user) {
                if (!platform::file_exists(candidate))
                    return false;
                *static_cast<char**>(user) = ::strdup(candidate);
                return true;
            },
            &found);
        return found;
    }
    const uint64_t generation = search_environment_generation();
    std::lock_guard<Mutex> guard(g_lock);
    if ((generation == 0 || generation != g_generation) && !build_candidates(generation))
        return nullptr;
    for (const char* c : *g_candidates)
        if (platform::file_exists(c))
            return ::strdup(c);
    return nullptr;
}

Settings* read_settings(const VkAllocationCallbacks* callbacks, bool* oom) {
    *oom = false;
    char* path = find_settings_file();
    if (path == nullptr) {
        set_stderr_filter(0);
        return nullptr;
    }
    const platform::FileStamp stamp = platform::stamp(path);
    {
        std::lock_guard<Mutex> guard(g_lock);
        if (g_parsed && still_current(*g_parsed, path, stamp)) {
            Settings* s = g_parsed->settings;
            s->refs.fetch_add(1, std::memory_order_relaxed);
            std::free(path);
            set_stderr_filter(s->stderr_mask);
            return s;
        }
    }
    Settings* s = parse_settings_file(path, callbacks, oom);
    if (s == nullptr) {
        set_stderr_filter(0);
        return nullptr;
    }
    set_stderr_filter(s->stderr_mask);
    // Kept for the next calls only when what was read is settled: the file's stamp was taken
    // before it was read (a change while it was read shows as another stamp next time), and a
    // manifest changed within the last 2 s (possibly while it was read) keeps it out.
    auto* p = heap_new<Parsed>();
    if (p == nullptr || !stamp_manifests(*s, p->manifests) || !settled(stamp)) {
        heap_delete(p);
        return s;
    }
    p->settings = s;
    p->stamp = stamp;
    s->refs.fetch_add(1, std::memory_order_relaxed);
    std::lock_guard<Mutex> guard(g_lock);
    free_parsed();
    g_parsed = p;
    return s;
}

void free_settings_cache() { free_cache(); }

}  // namespace vkl
