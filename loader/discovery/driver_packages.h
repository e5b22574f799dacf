// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Driver packages: a directory holding a driver library and meta/metadata/metadata.json
//   {"version": 1, "file_path": "lib/libvulkan_x.so", "manifest_path": "meta/icd.d/x.json"}
// (both paths relative to the package's root, as the Fuchsia loader service takes drivers).
// The package's Khronos manifest is read as any driver manifest, except that its library is the
// package's file_path. Every path stays inside the package: absolute paths, ".." and symbolic
// links leading out are refused with a log line naming the file.
//
// Where from: VK_DRIVER_PACKAGES (':'-separated; each a package or a folder of packages, the
// folder's packages in name order) when set, else every directory of the driver manifests'
// search (config and data directories) with vulkan/icd.packages.d/ instead of vulkan/icd.d/. Neither when VK_DRIVER_FILES (or VK_ICD_FILENAMES)
// replaces the search, unless VK_DRIVER_PACKAGES names packages itself. Like every search-path
// variable, VK_DRIVER_PACKAGES is ignored under elevated privileges.
#pragma once

#include "discovery/search_paths.h"

namespace vkl {

// The packages found, in search order: the manifest of each (resolved, inside the package) and
// the library it must load; and every metadata.json read, for the cache key (a package whose
// metadata changes is read again).
struct DriverPackages {
    PathList manifests;
    Vec<char*> libraries;  // per manifest, malloc'd; freed with the list
    PathList metadata;
    DriverPackages() = default;
    DriverPackages(const DriverPackages&) = delete;
    DriverPackages& operator=(const DriverPackages&) = delete;
    ~DriverPackages();
    // The library a package manifest must load, or nullptr for a manifest of no package.
    const char* library_for(const char* manifest) const;
};

// Frees the cached package metadata: the library is being unloaded
// (loader/objects/library_unload.cpp; never at exit).
void free_metadata_cache();

// `replaced_by_files`: VK_DRIVER_FILES / VK_ICD_FILENAMES are in force. `use_env`: false when a
// settings file chooses the devices (then VK_DRIVER_PACKAGES, like every driver variable, is
// ignored; the default folders are still searched).
void find_driver_packages(DriverPackages& out, bool replaced_by_files, bool use_env);

// Reads one package rooted at `root` (no log when it is not a package at all: `quiet_if_absent`
// for the entries of a folder of packages). True when it was added.
bool add_driver_package(const char* root, DriverPackages& out, bool quiet_if_absent);

}  // namespace vkl
