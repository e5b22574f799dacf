// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Finding the loader settings file and keeping what it says: the part of discovery/settings that
// runs at every vkCreateInstance and pre-instance call (settings.cpp parses, once per version
// of the file).
//
// - The search's candidate paths depend only on HOME and XDG_*: they are built once per set of
//   values (base/env's search_environment_generation) and reused; every call still asks which
//   candidate exists now (the first one wins).
// - The parsed settings are kept with the stamps they were read at: the file's and those of the
//   layer manifests it names. While every stamp is unchanged and settled (read more than 2 s
//   after its last change, so that a change within the same timestamp tick cannot hide), a call
//   shares them instead of parsing again. An invalid file is not kept: it is read, and its
//   error logged, at every call, as before.
#include <climits>
#include <cstdlib>
#include <cstring>
#include <mutex>

#include "base/env.h"
#include "base/log.h"
#include "base/platform.h"
#include "discovery/settings.h"
#include "discovery/system_dirs.h"
#include "base/sync.h"

namespace vkl {
namespace {

constexpr const char* kSettingsFile = "vulkan/loader_settings.d/vk_loader_settings.json";

// Calls try_base(base) for each base directory in search order until it returns true: the
// user's configuration and data homes, then the system's configuration and data directories.
// HOME and XDG_* come through base/env (secure_getenv semantics): under elevated privileges
// they are unset, and only the system folders are searched.
template <typename F>
bool for_each_base(F&& try_base) {
    auto each_item = [&](const char* list) {
        char item[PATH_MAX];
        for (const char* p = list; *p;) {
            const char* end = std::strchr(p, ':');
            const size_t n = end ? static_cast<size_t>(end - p) : std::strlen(p);
            if (n > 0 && n < sizeof item) {
                std::memcpy(item, p, n);
                item[n] = '\0';
                if (try_base(static_cast<const char*>(item)))
                    return true;
            }
            p += n;
            if (*p == ':')
                ++p;
        }
        return false;
    };
    const char* home = get_env(Env::HOME);
    const char* config_home = get_env(Env::XDG_CONFIG_HOME);
    const char* data_home = get_env(Env::XDG_DATA_HOME);
    char buf[PATH_MAX];
    auto home_dir = [&](const char* sub) {  // HOME + sub, or false when too long
        const size_t a = std::strlen(home), b = std::strlen(sub);
        if (a + b + 1 > sizeof buf)
            return false;
        std::memcpy(buf, home, a);
        std::memcpy(buf + a, sub, b + 1);
        return true;
    };
    if (config_home ? each_item(config_home) : home && home_dir("/.config") && try_base(buf))
        return true;
    if (data_home ? each_item(data_home) : home && home_dir("/.local/share") && try_base(buf))
        return true;
    const char* config_dirs = get_env(Env::XDG_CONFIG_DIRS);
    if (each_item(config_dirs ? config_dirs : kFallbackConfigDirs) || try_base(kSysconfDir) ||
        (std::strcmp(kSysconfDir, "/etc") != 0 && try_base("/etc")))
        return true;
    const char* data_dirs = get_env(Env::XDG_DATA_DIRS);
    return each_item(data_dirs ? data_dirs : kFallbackDataDirs);
}

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
    bool ok = true;
    for_each_base([&](const char* base) {
        char candidate[PATH_MAX];
        const size_t a = std::strlen(base), b = std::strlen(kSettingsFile);
        if (a + 1 + b + 1 > sizeof candidate)
            return false;
        std::memcpy(candidate, base, a);
        candidate[a] = '/';
        std::memcpy(candidate + a + 1, kSettingsFile, b + 1);
        char* copy = ::strdup(candidate);
        if (copy == nullptr || !g_candidates->push(copy)) {
            std::free(copy);
            ok = false;
            return true;  // stop
        }
        return false;
    });
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
