// SPDX-License-Identifier: Apache-2.0
// The environment variables the loader itself defines, read once per API call.
//
// A vkCreateInstance or pre-instance call asks for some thirty variables, many of them several
// times; each getenv walks the whole environment comparing names. An EnvScope at the entry of
// such a call walks the environment once and keeps every variable of the table below (the
// values are the environment's own strings, as getenv returns them); get_env(Env) then answers
// from it. Without a scope (tools/vkloader, tests calling internals) it is a plain secure_getenv.
//
// Under elevated privileges (setuid, setgid, file capabilities) every variable of the table reads
// as unset, as secure_getenv has it: whether the process is elevated is asked of secure_getenv
// itself, for one variable that is set (the platform module's one seam, which tests interpose).
// Variables named by manifests (an implicit layer's enable/disable environment) are not in the
// table: platform::get_env reads them.
#pragma once

#include <cstdint>

namespace vkl {

enum class Env : uint8_t {
    VK_DRIVER_FILES,
    VK_ICD_FILENAMES,
    VK_ADD_DRIVER_FILES,
    VK_DRIVER_PACKAGES,
    VK_LOADER_DRIVERS_SELECT,
    VK_LOADER_DRIVERS_DISABLE,
    VK_LAYER_PATH,
    VK_ADD_LAYER_PATH,
    VK_IMPLICIT_LAYER_PATH,
    VK_ADD_IMPLICIT_LAYER_PATH,
    VK_INSTANCE_LAYERS,
    VK_LOADER_LAYERS_ENABLE,
    VK_LOADER_LAYERS_DISABLE,
    VK_LOADER_LAYERS_ALLOW,
    VK_LOADER_DEBUG,
    VK_LOADER_DISABLE_INST_EXT_FILTER,
    VK_LOADER_DISABLE_SELECT,
    VK_LOADER_DEVICE_SELECT,
    VK_LOADER_DEVICE_ID_FILTER,
    VK_LOADER_VENDOR_ID_FILTER,
    VK_LOADER_DRIVER_ID_FILTER,
    VK_LOADER_STATE_FILE,
    HOME,
    XDG_CONFIG_HOME,
    XDG_CONFIG_DIRS,
    XDG_DATA_HOME,
    XDG_DATA_DIRS,
    Count
};

// The variable's name ("VK_DRIVER_FILES").
const char* env_name(Env var);

// The value, or nullptr when unset, empty, or the process is elevated.
const char* get_env(Env var);
// Whether the variable is set at all, even to "" (never under elevated privileges).
bool env_is_set(Env var);

// A number that changes whenever HOME or one of the XDG_* variables changes, as calls see them:
// what the manifest and settings-file searches derive from them is kept with the number it was
// derived for. Compared once per API call (in an EnvScope; each call without one). 0 when out of
// memory: nothing is kept for 0.
uint64_t search_environment_generation();

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
