// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The environment variables the loader itself defines, read once per API call.
//
// The variables are the rows of base/env_vars.inc, which says how each is read and what else
// comes from it. A vkCreateInstance or pre-instance call asks for some thirty variables, many of
// them several times; each getenv walks the whole environment comparing names. An EnvScope at
// the entry of such a call walks the environment once and keeps every variable of the table (the
// values are the environment's own strings, as getenv returns them); get_env(Env) then answers
// from it. Without a scope (tools/vkloader, tests calling internals) it is a plain secure_getenv.
//
// Under elevated privileges (setuid, setgid, file capabilities) the variables that name paths or
// filter what is loaded read as unset, as secure_getenv has it; the others still apply, as in
// the Khronos loaders (LoaderInterfaceArchitecture, "Elevated Privilege Caveats"): each row of
// the table says which it is (env_honoured_elevated). Whether the process is elevated is asked of secure_getenv itself,
// for one variable that is set (the platform module's one seam, which tests interpose).
// Variables named by manifests (an implicit layer's enable/disable environment) are not in the
// table: platform::get_env_even_elevated reads them (they are honoured there too).
#pragma once

#include <cstddef>
#include <cstdint>

namespace vkl {

// How a variable's value is read, whether it applies under elevated privileges, and what
// tools/vkloader does with it: base/env_vars.inc says what each means.
enum class EnvKind : uint8_t { Path, PathList, NameList, NameFilter, NumberFilter, Words, DeviceId, FlagNonZero, FlagOne };
enum class EnvElevated : uint8_t { Unset, Honoured };
enum class EnvVkloader : uint8_t { Applies, DriverRule, LayerRule, Unset };

enum class Env : uint8_t {
#define VKL_ENV_VAR(name, kind, elevated, vkloader, doc) name,
#include "base/env_vars.inc"
#undef VKL_ENV_VAR
    Count
};

// The variable's name ("VK_DRIVER_FILES").
const char* env_name(Env var);

// The value, or nullptr when unset, empty, or ignored because the process is elevated.
const char* get_env(Env var);
// The same, but "" for a variable set to the empty string: for the search overrides, which a
// variable set but empty still makes (VK_DRIVER_FILES="" finds no driver).
const char* get_env_even_empty(Env var);
// Whether the variable is set at all, even to "" (never when ignored under elevated privileges).
bool env_is_set(Env var);
// Whether the variable applies under elevated privileges.
bool env_honoured_elevated(Env var);
EnvKind env_kind(Env var);
EnvVkloader env_vkloader(Env var);
// A boolean variable (EnvKind FlagNonZero or FlagOne; false for any other): set to a number, as
// C's atoi reads it, other than 0; or, for FlagOne, exactly "1". Every boolean is read here.
bool env_flag(Env var);
// The variable of that name (the name's first `length` characters), or Env::Count.
Env env_named(const char* name, size_t length);

// A number that changes whenever HOME or one of the XDG_* variables changes, as calls see them:
// what the manifest and settings-file searches derive from them is kept with the number it was
// derived for. Compared once per API call (in an EnvScope; each call without one). 0 when out of
// memory: nothing is kept for 0.
uint64_t search_environment_generation();
// Frees the search variables' last values: the library is being unloaded
// (loader/objects/library_unload.cpp; never at exit).
void free_search_key();

// Snapshots the table for the calls on this thread until it is destroyed. Nested scopes use the
// outermost one's snapshot (a layer calling a pre-instance command from its vkCreateInstance).
class EnvScope {
public:
    EnvScope();
    ~EnvScope();
    EnvScope(const EnvScope&) = delete;
    EnvScope& operator=(const EnvScope&) = delete;

    struct Snapshot {
        const char* value[static_cast<unsigned>(Env::Count)];  // the environment's strings; "" kept
        uint64_t search_generation;  // 0: not asked yet in this scope
    };

private:
    Snapshot snapshot_;
    const Snapshot* outer_;
};

}  // namespace vkl
