// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// discovery/search_sources.h on POSIX: the XDG base directories.
//
// Manifests: XDG_CONFIG_HOME (or HOME/.config), XDG_CONFIG_DIRS (or /etc/xdg), SYSCONFDIR, /etc,
// XDG_DATA_HOME (or HOME/.local/share), XDG_DATA_DIRS (or /usr/local/share:/usr/share), each +
// "/" + the kind's suffix. The settings file: the user's configuration and data homes first,
// then the system's configuration and data directories. HOME and XDG_* come through base/env
// (secure_getenv's semantics): under elevated privileges they are unset, and only the system
// folders are searched.
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>

#include "base/alloc.h"
#include "base/env.h"
#include "base/log.h"
#include "base/sync.h"
#include "discovery/search_paths.h"
#include "discovery/search_sources.h"
#include "discovery/system_dirs.h"

namespace vkl {

namespace {

const char* suffix_of(ManifestKind kind) {
    switch (kind) {
    case ManifestKind::Drivers: return "vulkan/icd.d";
    case ManifestKind::ExplicitLayers: return "vulkan/explicit_layer.d";
    case ManifestKind::ImplicitLayers: return "vulkan/implicit_layer.d";
    case ManifestKind::DriverPackages: return "vulkan/icd.packages.d";
    }
    return "vulkan/icd.d";
}

constexpr const char* kSettingsFile = "vulkan/loader_settings.d/vk_loader_settings.json";

// `base` + "/" + `suffix` into `buf` (4096 bytes); false (with a warning) when too long.
inline __attribute__((always_inline)) bool join_location(char (&buf)[4096], const char* base, const char* suffix,
                                                          bool warn = true) {
    const size_t n = std::strlen(base), m = std::strlen(suffix);
    if (n + m + 2 > sizeof buf) {
        if (warn)
            log(kLogWarn, LogRecord{.event = LogEvent::SearchPathSkipped},
            "manifest search path too long, skipped: %.64s...", base);
        return false;
    }
    std::memcpy(buf, base, n);
    buf[n] = '/';
    std::memcpy(buf + n + 1, suffix, m + 1);
    return true;
}

// Each base directory + "/" + suffix (e.g. "vulkan/icd.d"), in the documented Linux order. One
// function for every caller (a function pointer, not a template): it runs once per set of
// variable values (the cache below), so its size matters more than a call.
using DirFn = void (*)(const char* dir, void* user);
void for_each_location(const char* suffix, DirFn fn, void* user) {
    struct Base {
        const char* suffix;
        DirFn fn;
        void* user;
        void add(const char* base) const {
            char buf[4096];
            if (join_location(buf, base, suffix))
                fn(buf, user);
        }
        void add_list(const char* list) {
            for_each_path_list_item(list, [this](const char* item) { add(item); });
        }
    } b{suffix, fn, user};
    const char* home = get_env(Env::HOME);
    if (const char* v = get_env(Env::XDG_CONFIG_HOME)) {
        b.add(v);
    } else if (home) {
        char h[4096];
        std::snprintf(h, sizeof h, "%s/.config", home);
        b.add(h);
    }
    const char* config_dirs = get_env(Env::XDG_CONFIG_DIRS);
    b.add_list(config_dirs ? config_dirs : kFallbackConfigDirs);
    b.add(kSysconfDir);
    if (std::strcmp(kSysconfDir, "/etc") != 0)
        b.add("/etc");
    if (const char* v = get_env(Env::XDG_DATA_HOME)) {
        b.add(v);
    } else if (home) {
        char h[4096];
        std::snprintf(h, sizeof h, "%s/.local/share", home);
        b.add(h);
    }
    const char* data_dirs = get_env(Env::XDG_DATA_DIRS);
    b.add_list(data_dirs ? data_dirs : kFallbackDataDirs);
}

// ---- the locations, cached per kind ------------------------------------------------------------
// They depend only on HOME and XDG_*: each kind's list is built once per set of values (base/env's
// search_environment_generation) and shared (read without the lock: a list is never changed once
// published, and freed by its last user).
struct Locations {
    uint64_t generation = 0;  // search_environment_generation() it was made for
    Vec<char*> dirs;
    std::atomic<uint32_t> refs{1};
    ~Locations() {
        for (char* d : dirs)
            std::free(d);
    }
};
constexpr size_t kKinds = static_cast<size_t>(ManifestKind::DriverPackages) + 1;
Mutex g_locations_lock;
Locations* g_locations[kKinds];  // by ManifestKind

void release(Locations* l) {
    if (l && l->refs.fetch_sub(1, std::memory_order_acq_rel) == 1)
        heap_delete(l);
}

// The current list for `kind`, referenced; nullptr when out of memory.
Locations* acquire_locations(ManifestKind kind) {
    const uint64_t generation = search_environment_generation();
    if (generation == 0)
        return nullptr;  // out of memory: the caller computes them
    Locations*& slot = g_locations[static_cast<size_t>(kind)];
    {
        std::lock_guard<Mutex> guard(g_locations_lock);
        if (Locations* l = slot; l && l->generation == generation) {
            l->refs.fetch_add(1, std::memory_order_relaxed);
            return l;
        }
    }
    auto* l = heap_new<Locations>();
    if (l == nullptr)
        return nullptr;
    struct Fill {
        Locations* l;
        bool ok;
    } fill{l, true};
    l->generation = generation;
    for_each_location(
        suffix_of(kind),
        [](const char* dir, void* user) {
            auto* f = static_cast<Fill*>(user);
            char* copy = f->ok ? ::strdup(dir) : nullptr;
            if (copy == nullptr || !f->l->dirs.push(copy)) {
                std::free(copy);
                f->ok = false;
            }
        },
        &fill);
    if (!fill.ok) {
        heap_delete(l);
        return nullptr;
    }
    std::lock_guard<Mutex> guard(g_locations_lock);
    release(slot);  // another set of values, or another thread's equal list
    slot = l;
    l->refs.fetch_add(1, std::memory_order_relaxed);  // the cache's, and the caller's
    return l;
}

}  // namespace

void for_each_system_source(ManifestKind kind, SourceFn fn, void* user) {
    const char* suffix = suffix_of(kind);
    Locations* l = acquire_locations(kind);
    if (l == nullptr) {  // out of memory for the cache: computed again
        struct Pass {
            SourceFn fn;
            void* user;
        } pass{fn, user};
        for_each_location(
            suffix,
            [](const char* dir, void* p) {
                auto* s = static_cast<Pass*>(p);
                s->fn(dir, SourceItem::Folder, "search path", s->user);
            },
            &pass);
        return;
    }
    for (const char* d : l->dirs)
        fn(d, SourceItem::Folder, "search path", user);
    release(l);
}

SourceList acquire_system_sources(ManifestKind kind) {
    SourceList list;
    if (Locations* l = acquire_locations(kind)) {
        list.items = l->dirs.data();
        list.count = l->dirs.size();
        list.holder = l;
    }
    return list;
}

void release_system_sources(const SourceList& list) { release(static_cast<Locations*>(list.holder)); }

bool for_each_settings_candidate(SettingsCandidateFn fn, void* user) {
    struct Try {
        SettingsCandidateFn fn;
        void* user;
        bool found = false;
        void base(const char* dir) {
            char buf[4096];
            if (!found && join_location(buf, dir, kSettingsFile, false))  // too long: skipped silently, as always
                found = fn(buf, user);
        }
        void list(const char* items) {
            for_each_path_list_item<false>(items, [this](const char* item) { base(item); });
        }
    } t{fn, user};
    const char* home = get_env(Env::HOME);
    const char* config_home = get_env(Env::XDG_CONFIG_HOME);
    const char* data_home = get_env(Env::XDG_DATA_HOME);
    char h[4096];
    if (config_home)
        t.list(config_home);
    else if (home && std::snprintf(h, sizeof h, "%s/.config", home) < static_cast<int>(sizeof h))
        t.base(h);
    if (data_home)
        t.list(data_home);
    else if (home && std::snprintf(h, sizeof h, "%s/.local/share", home) < static_cast<int>(sizeof h))
        t.base(h);
    const char* config_dirs = get_env(Env::XDG_CONFIG_DIRS);
    t.list(config_dirs ? config_dirs : kFallbackConfigDirs);
    t.base(kSysconfDir);
    if (std::strcmp(kSysconfDir, "/etc") != 0)
        t.base("/etc");
    const char* data_dirs = get_env(Env::XDG_DATA_DIRS);
    t.list(data_dirs ? data_dirs : kFallbackDataDirs);
    return t.found;
}

void free_search_source_caches() {
    std::lock_guard<Mutex> guard(g_locations_lock);
    for (Locations*& l : g_locations) {
        release(l);
        l = nullptr;
    }
}

}  // namespace vkl
