// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "base/env.h"

#include <cstdlib>
#include <cstring>
#include <mutex>

#include "base/name_slots.h"
#include "base/platform.h"
#include "base/sync.h"

namespace vkl {
namespace {

struct Known {
    const char* name;
    uint8_t length;
    EnvKind kind;
    // Honoured under elevated privileges (read as getenv has it): a variable that names no path
    // and can load nothing from anywhere but the system's own locations. The others read as
    // unset there (base/env_vars.inc).
    bool elevated;
    EnvVkloader vkloader;
};
// One entry per row of base/env_vars.inc, in the order of enum Env.
constexpr Known kKnown[] = {
#define VKL_ENV_VAR(name, kind, elevated, vkloader, doc) \
    {#name, sizeof(#name) - 1, EnvKind::kind, EnvElevated::elevated == EnvElevated::Honoured, EnvVkloader::vkloader},
#include "base/env_vars.inc"
#undef VKL_ENV_VAR
};

constexpr unsigned kCount = static_cast<unsigned>(Env::Count);
static_assert(sizeof kKnown / sizeof kKnown[0] == kCount);
constexpr auto kSlots = make_name_slots<name_slot_bits(kCount)>(kKnown);

// For each 7-bit character: 1 when a name begins with it, 2 when a name's second letter is it.
// An environment entry whose first two letters fail these tests is no variable of the table:
// its '=' is not looked for. (A byte above 127 is tested as its low 7 bits: at worst an entry
// is looked up for nothing.)
struct Letters {
    uint8_t bits[128] = {};
};
constexpr Letters letters() {
    Letters l{};
    for (const Known& k : kKnown) {
        l.bits[static_cast<unsigned char>(k.name[0]) & 127] |= 1;
        l.bits[static_cast<unsigned char>(k.name[1]) & 127] |= 2;
    }
    return l;
}
constexpr Letters kLetters = letters();
static_assert((kLetters.bits[0] & 2) == 0, "every name has at least two letters");

thread_local const EnvScope::Snapshot* t_snapshot = nullptr;

void take(EnvScope::Snapshot& s) {
    for (const char*& v : s.value)
        v = nullptr;
    s.search_generation = 0;
    int first = -1;
    for (char* const* e = platform::environment(); e != nullptr && *e != nullptr; ++e) {
        const char* entry = *e;
        // Most entries end here (PATH, LANG, ...): their first two letters begin no name.
        if (!(kLetters.bits[entry[0] & 127] & 1) || !(kLetters.bits[entry[1] & 127] & 2))
            continue;
        const char* p = std::strchr(entry + 2, '=');
        if (p == nullptr)
            continue;
        const int i = kSlots.find(kKnown, entry, static_cast<size_t>(p - entry));
        if (i < 0 || s.value[i] != nullptr)
            continue;  // another name; or a second entry of it (getenv answers with the first)
        s.value[i] = p + 1;
        if (first < 0)
            first = i;
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

EnvKind env_kind(Env var) { return kKnown[static_cast<unsigned>(var)].kind; }

EnvVkloader env_vkloader(Env var) { return kKnown[static_cast<unsigned>(var)].vkloader; }

Env env_named(const char* name, size_t length) {
    if (length < 2)
        return Env::Count;
    const int i = kSlots.find(kKnown, name, length);
    return i < 0 ? Env::Count : static_cast<Env>(i);
}

bool env_flag(Env var) {
    const char* v = get_env(var);
    if (v == nullptr)
        return false;
    switch (env_kind(var)) {
    case EnvKind::FlagNonZero:
        // atoi's reading: strtol's number converted to int (glibc's atoi is exactly that), so
        // "4294967296" reads as 0 there too; "", "true" and "no" read as 0.
        return static_cast<int>(std::strtol(v, nullptr, 10)) != 0;
    case EnvKind::FlagOne:
        return std::strcmp(v, "1") == 0;
    default:
        return false;
    }
}

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
