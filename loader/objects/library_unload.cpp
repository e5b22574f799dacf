// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The library's one destructor. Unloading it (dlclose) frees every process-wide cache and unloads
// the drivers the caches still hold, so a later dlopen starts clean and nothing leaks. At exit it
// does nothing: other threads may still be inside the loader, using those caches or holding
// their locks (a lock taken here could wait for ever on a thread that exit() stopped from
// coming back, and memory freed here could be in use), and the OS takes everything back. What it
// leaves stays reachable from the library's globals, which LeakSanitizer counts as not leaked
// (its check runs before any library destructor anyway).
#include "base/env.h"
#include "base/platform.h"
#include "base/process_exit.h"
#include "discovery/driver_packages.h"
#include "discovery/drivers.h"
#include "discovery/layers.h"
#include "discovery/search_paths.h"
#include "discovery/settings.h"
#include "dispatch/unknown.h"

namespace vkl {
namespace {

__attribute__((destructor)) void free_at_unload() {
    if (process_exiting())
        return;
    // Drivers and layers first: their sets refer to nothing below, and the caches below are
    // read while they are built, never after.
    shutdown_drivers();
    shutdown_layers();
    free_unknown_registry();
    free_settings_cache();
    free_metadata_cache();
    free_search_caches();
    free_search_key();
    platform::free_environment_copies();
}

}  // namespace
}  // namespace vkl
