// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// One driver manifest: read, its library loaded and negotiated with (driver_manifest.cpp, cold).
// For discovery/drivers.cpp, which keeps the process's driver set.
#pragma once

#include "base/alloc.h"
#include "discovery/drivers.h"

namespace vkl {

// Parses one driver manifest. On any problem: one log line naming the file and the reason,
// and nullptr. `*oom` is set when the application's allocator failed (nothing is logged).
// `package_library`: the manifest is a driver package's, whose library is that file.
DriverLibrary* read_driver_manifest(const char* path, const char* package_library, const Allocator& alloc, bool* oom);
// Loads and negotiates the manifest's library; false (after logging why) if it cannot be used.
bool load_driver_library(DriverLibrary* d);
// Unloads (if loaded) and frees; nullptr: nothing.
void free_driver_library(DriverLibrary* d);

}  // namespace vkl
