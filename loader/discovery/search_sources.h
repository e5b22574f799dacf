// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Where the system keeps manifests and the loader settings file when no variable names them:
// the one part of discovery that differs between systems, one file per system behind this
// header (the guide's rule: operating systems differ in base/ and in discovery's search sources).
//
// - POSIX (search_sources_xdg.cpp): folders, the XDG base directories each + a suffix
//   ("vulkan/icd.d"), in the documented order, built once per set of HOME and XDG_* values.
// - Windows (search_sources_win32.cpp): the registry. LoaderDriverInterface.md, "Driver Discovery
//   on Windows": the display adapters' and software components' VulkanDriverName values (the
//   PnP Configuration Manager), then "HKEY_LOCAL_MACHINE\SOFTWARE\Khronos\Vulkan\Drivers": "For
//   each value in this key which has DWORD data set to 0, the loader opens the JSON format text
//   information file ... specified by the name of the value." Layers: the adapters'
//   VulkanExplicitLayers / VulkanImplicitLayers, then ...\ExplicitLayers and ...\ImplicitLayers
//   under HKEY_LOCAL_MACHINE and, unless the process is elevated, HKEY_CURRENT_USER. The settings
//   file: ...\LoaderSettings, HKEY_CURRENT_USER (unless elevated) before HKEY_LOCAL_MACHINE.
//   Read again at every search: the registry has no stamp to cache by (the manifests it names
//   do, and the sets built from them are cached by those, search_paths.h's ManifestKey).
#pragma once

#include <cstddef>
#include <cstdint>

namespace vkl {

enum class ManifestKind : uint8_t { Drivers, ExplicitLayers, ImplicitLayers, DriverPackages };

// What one source names: a folder whose *.json files are manifests (the XDG locations, driver
// package folders), or an entry read as a path-list item is (a registry value's name): a manifest
// file when its name ends in ".json", a folder of manifests otherwise.
enum class SourceItem : uint8_t { Folder, FileOrFolder };
// `origin` names where the item came from, for log lines ("search path", a registry key).
using SourceFn = void (*)(const char* item, SourceItem what, const char* origin, void* user);

// Calls fn for each source of `kind`, in search order.
void for_each_system_source(ManifestKind kind, SourceFn fn, void* user);

// The same sources as a list, held until release_system_sources: what every search walks (on
// POSIX the cached list itself, no copy and no call per item; on Windows the registry read
// now). `holder` nullptr: out of memory for the list, ask for_each_system_source instead.
struct SourceList {
    const char* const* items = nullptr;
    const char* const* origins = nullptr;  // per item; nullptr: every one is "search path"
    size_t count = 0;
    SourceItem what = SourceItem::Folder;
    void* holder = nullptr;
};
SourceList acquire_system_sources(ManifestKind kind);
void release_system_sources(const SourceList& list);

// Calls fn(path) for each candidate loader settings file, in search order, until it returns true
// (the first existing one wins); returns whether one did. On POSIX the candidates depend only
// on HOME and XDG_* (base/env's search_environment_generation keys a cache of them); on
// Windows on the registry, read at each call.
using SettingsCandidateFn = bool (*)(const char* path, void* user);
bool for_each_settings_candidate(SettingsCandidateFn fn, void* user);
// Whether the candidates follow from the environment alone (a cache per generation is valid):
// the XDG folders do, the registry does not.
#if defined(_WIN32)
inline constexpr bool kSettingsCandidatesFromEnvironment = false;
#else
inline constexpr bool kSettingsCandidatesFromEnvironment = true;
#endif

// At unload: what the sources cached (loader/objects/library_unload.cpp, through
// free_search_caches).
void free_search_source_caches();

}  // namespace vkl
