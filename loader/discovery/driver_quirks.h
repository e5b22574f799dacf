// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Drivers the loader treats differently from the loader documents' rules, each for a measured
// reason. Data only: one entry per driver library, matched by its file name.
//
// Today one rule is bent: drivers are unloaded when nothing uses them (the last instance
// destroyed, the last pre-instance call returned), except the libraries here, which once loaded
// stay loaded for the life of the process (dlopen's RTLD_NODELETE).
#pragma once

#include <cstring>

#include "base/text.h"

namespace vkl {

struct DriverQuirk {
    const char* library_prefix;  // the library's file name starts with this
    const char* reason;          // logged (info) when the quirk applies
};

inline constexpr DriverQuirk kKeepLoaded[] = {
    // Measured on an H100 with driver 580 and no OpenGL in the process (nothing else holds the
    // library), create/destroy-instance cycles: unloaded after each, it failed interface
    // negotiation in 14 of 200 (this loader, 2026-11-23); the Khronos loader 1.3.239, which
    // unloads it, failed 170 of 200, and 800 of 8 threads x 100 (2026-11-24); a bare
    // dlopen/dlclose/dlopen of it crashes. Kept loaded: 0 of 200, 0 of 8 x 100.
    {"libGLX_nvidia.so", "NVIDIA's driver does not survive being unloaded and loaded again in one process"},
};

// The reason to keep this library loaded, or nullptr for a driver that follows the rule.
inline const char* keep_loaded_reason(const char* library_path) {
    const char* name = text::base_name(library_path);
    for (const DriverQuirk& q : kKeepLoaded)
        if (std::strncmp(name, q.library_prefix, std::strlen(q.library_prefix)) == 0)
            return q.reason;
    return nullptr;
}

}  // namespace vkl
