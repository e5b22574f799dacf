// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "base/env.h"

#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <mutex>

#include "base/platform.h"
#include "base/sync.h"

namespace vkl {
namespace {

struct Known {
    const char* name;
    uint8_t length;
    // Honoured under elevated privileges (read as getenv has it): a variable that names no path
    // and can load nothing from anywhere but the system's own locations. The others (search
    // paths, the state file, HOME and XDG_*, and the filters, as the Khronos loaders read them
    // through secure_getenv) read as unset there (LoaderInterfaceArchitecture, "Elevated
    // Privilege Caveats").
    bool elevated;
};
#define VKL_ENV(name) {#name, sizeof(#name) - 1, false}
#define VKL_ENV_ELEVATED(name) {#name, sizeof(#name) - 1, true}
// In the order of enum Env.
constexpr Known kKnown[] = {
    VKL_ENV(VK_DRIVER_FILES),          VKL_ENV(VK_ICD_FILENAMES),
    VKL_ENV(VK_ADD_DRIVER_FILES),      VKL_ENV(VK_DRIVER_PACKAGES),
    VKL_ENV(VK_LOADER_DRIVERS_SELECT), VKL_ENV(VK_LOADER_DRIVERS_DISABLE),
    VKL_ENV(VK_LAYER_PATH),            VKL_ENV(VK_ADD_LAYER_PATH),
    VKL_ENV(VK_IMPLICIT_LAYER_PATH),   VKL_ENV(VK_ADD_IMPLICIT_LAYER_PATH),
    VKL_ENV_ELEVATED(VK_INSTANCE_LAYERS), VKL_ENV(VK_LOADER_LAYERS_ENABLE),
    VKL_ENV(VK_LOADER_LAYERS_DISABLE), VKL_ENV(VK_LOADER_LAYERS_ALLOW),
    VKL_ENV_ELEVATED(VK_LOADER_DEBUG), VKL_ENV_ELEVATED(VK_LOADER_DISABLE_INST_EXT_FILTER),
    VKL_ENV_ELEVATED(VK_LOADER_DISABLE_SELECT), VKL_ENV_ELEVATED(VK_LOADER_DEVICE_SELECT),
    VKL_ENV(VK_LOADER_DEVICE_ID_FILTER), VKL_ENV(VK_LOADER_VENDOR_ID_FILTER),
    VKL_ENV(VK_LOADER_DRIVER_ID_FILTER), VKL_ENV(VK_LOADER_STATE_FILE),
    VKL_ENV_ELEVATED(VK_LOADER_DISABLE_DYNAMIC_LIBRARY_UNLOADING),
    VKL_ENV(HOME),                     VKL_ENV(XDG_CONFIG_HOME),
    VKL_ENV(XDG_CONFIG_DIRS),          VKL_ENV(XDG_DATA_HOME),
    VKL_ENV(XDG_DATA_DIRS),
};
#undef VKL_ENV
#undef VKL_ENV_ELEVATED
static_assert(sizeof kKnown / sizeof kKnown[0] == static_cast<unsigned>(Env::Count), "one name per Env");

constexpr unsigned kCount = static_cast<unsigned>(Env::Count);

thread_local const EnvScope::Snapshot* t_snapshot = nullptr;

// A name's slot in the table below: from its length and two of its letters, so that finding a
// variable costs one strchr and at most one memcmp. A build whose names collide fails (kSlots'
// static_assert): change the factors until none do.
constexpr uint32_t kSlotBits = 6;
constexpr uint32_t slot_of(const char* s, size_t n) {
    return (static_cast<uint32_t>(n) * 27 + static_cast<unsigned char>(s[n - 1]) * 11 + static_cast<unsigned char>(s[n / 2])) &
           ((1u << kSlotBits) - 1);
}

struct Slots {
    uint8_t index[1u << kSlotBits];  // Env + 1; 0: no name
    bool collision = false;
};
constexpr Slots make_slots() {
    Slots t{};
    for (unsigned i = 0; i < kCount; ++i) {
        uint8_t& slot = t.index[slot_of(kKnown[i].name, kKnown[i].length)];
        t.collision = t.collision || slot != 0;
        slot = static_cast<uint8_t>(i + 1);
    }
    return t;
}
constexpr Slots kSlots = make_slots();
static_assert(!kSlots.collision, "two variable names share a slot: change slot_of's factors");

void take(EnvScope::Snapshot& s) {
    for (const char*& v : s.value)
        v = nullptr;
    s.search_generation = 0;
    int first = -1;
    for (char** e = environ; e != nullptr && *e != nullptr; ++e) {
        const char* entry = *e;
        // Every name of the table starts with VK_, XDG_ or is HOME: most entries end here.
        const bool candidate = entry[0] == 'V' ? entry[1] == 'K' && entry[2] == '_'
                               : entry[0] == 'X' ? entry[1] == 'D' && entry[2] == 'G' && entry[3] == '_'
                               : entry[0] == 'H' && entry[1] == 'O' && entry[2] == 'M' && entry[3] == 'E';
        if (!candidate)
            continue;
        const char* p = std::strchr(entry + 3, '=');
        if (p == nullptr)
            continue;
        const size_t n = static_cast<size_t>(p - entry);
        const unsigned slot = kSlots.index[slot_of(entry, n)];
        if (slot == 0)
            continue;
        const unsigned i = slot - 1;
        if (kKnown[i].length != n || std::memcmp(kKnown[i].name, entry, n) != 0 || s.value[i] != nullptr)
            continue;  // another name; or a second entry of it (getenv answers with the first)
        s.value[i] = p + 1;
        if (first < 0)
            first = static_cast<int>(i);
    }
    // Elevated (secure_getenv hides what is set): only the variables honoured there apply.
    if (first >= 0 && !platform::env_is_set(kKnown[first].name))
        for (unsigned i = 0; i < kCount; ++i)
            if (!kKnown[i].elevated)
                s.value[i] = nullptr;
}

}  // namespace

const char* env_name(Env var) { return kKnown[static_cast<unsigned>(var)].name; }

bool env_honoured_elevated(Env var) { return kKnown[static_cast<unsigned>(var)].elevated; }

const char* get_env_even_empty(Env var) {
    if (const EnvScope::Snapshot* s = t_snapshot)
        return s->value[static_cast<unsigned>(var)];
    return env_honoured_elevated(var) ? platform::get_env_even_elevated(env_name(var))
                                      : platform::get_env_even_empty(env_name(var));
}

const char* get_env(Env var) {
    const char* v = get_env_even_empty(var);
    return v != nullptr && v[0] != '\0' ? v : nullptr;
}

bool env_is_set(Env var) { return get_env_even_empty(var) != nullptr; }

namespace {

constexpr Env kSearchVariables[] = {Env::HOME, Env::XDG_CONFIG_HOME, Env::XDG_CONFIG_DIRS, Env::XDG_DATA_HOME,
                                    Env::XDG_DATA_DIRS};

// The search variables' values as one string: each value, then "\x1f"; an unset one is "\x1e"
// (no value contains either). malloc'd; nullptr when out of memory.
char* search_key() {
    size_t n = 1;
    for (Env var : kSearchVariables) {
        const char* v = get_env(var);
        n += (v ? std::strlen(v) : 1) + 1;
    }
    char* key = static_cast<char*>(std::malloc(n));
    if (key == nullptr)
        return nullptr;
    char* p = key;
    for (Env var : kSearchVariables) {
        const char* v = get_env(var);
        const size_t m = v ? std::strlen(v) : 1;
        std::memcpy(p, v ? v : "\x1e", m);
        p += m;
        *p++ = '\x1f';
    }
    *p = '\0';
    return key;
}

bool search_key_matches(const char* key) {
    const char* p = key;
    for (Env var : kSearchVariables) {
        const char* v = get_env(var);
        if (v == nullptr) {
            if (*p++ != '\x1e')
                return false;
        } else {
            const size_t m = std::strlen(v);
            if (std::strncmp(p, v, m) != 0)
                return false;
            p += m;
        }
        if (*p++ != '\x1f')
            return false;
    }
    return *p == '\0';
}

// The values last seen and their generation. Guarded by g_search_lock; freed when the library
// is unloaded.
Mutex g_search_lock;
char* g_search_key = nullptr;
uint64_t g_search_generation = 0;

void free_key() {
    std::lock_guard<Mutex> guard(g_search_lock);
    std::free(g_search_key);
    g_search_key = nullptr;
}

}  // namespace

uint64_t search_environment_generation() {
    auto* s = const_cast<EnvScope::Snapshot*>(t_snapshot);
    if (s != nullptr && s->search_generation != 0)
        return s->search_generation;
    uint64_t generation = 0;
    {
        std::lock_guard<Mutex> guard(g_search_lock);
        if (g_search_key == nullptr || !search_key_matches(g_search_key)) {
            std::free(g_search_key);
            g_search_key = search_key();
            ++g_search_generation;
        }
        generation = g_search_key ? g_search_generation : 0;
    }
    if (s != nullptr)
        s->search_generation = generation;
    return generation;
}

EnvScope::EnvScope() : outer_(t_snapshot) {
    if (outer_ == nullptr) {
        take(snapshot_);
        t_snapshot = &snapshot_;
    }
}

EnvScope::~EnvScope() {
    if (outer_ == nullptr)
        t_snapshot = nullptr;
}

void free_search_key() { free_key(); }

}  // namespace vkl
