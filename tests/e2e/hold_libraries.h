// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// VKL_E2E_HOLD=LIB[:LIB...]: libraries a test program keeps loaded for its whole run, as a
// program that also uses OpenGL keeps Mesa's. For the LeakSanitizer runs: lavapipe leaks a
// little each time a loader unloads it, through any loader. Shared by the e2e threads program
// and the stress programs (tests/stress).
#pragma once

#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>
#include <string>

// False, after a line naming the library, when one of them cannot be opened.
inline bool hold_libraries() {
    const char* hold = std::getenv("VKL_E2E_HOLD");
    if (hold == nullptr)
        return true;
    const std::string list = hold;
    for (size_t at = 0; at <= list.size();) {
        size_t end = list.find(':', at);
        if (end == std::string::npos)
            end = list.size();
        const std::string one = list.substr(at, end - at);
        if (!one.empty() && dlopen(one.c_str(), RTLD_NOW | RTLD_LOCAL) == nullptr) {
            std::fprintf(stderr, "VKL_E2E_HOLD: cannot open %s: %s\n", one.c_str(), dlerror());
            return false;
        }
        at = end + 1;
    }
    return true;
}
