// SPDX-License-Identifier: Apache-2.0
// What the differential tests share: one scenario run through this loader and through the
// system's Khronos loader (the reference), in the same kind of private world, with the same
// outcome required. Skipped, with the reason, where the system loader is not installed.
#pragma once

#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <functional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "harness.h"

namespace harness {

inline bool have_system_loader() { return access(kSystemLoader, R_OK) == 0; }

// Runs `scenario` with this loader and with the system's, each in a fresh world `setup`
// prepares, and returns both outcomes (ours first).
inline std::pair<std::string, std::string> both(const std::function<void(World&)>& setup,
                                                const std::function<std::string(World&, const Loader&)>& scenario) {
    std::string out[2];
    const char* paths[2] = {VKL_LIBRARY, kSystemLoader};
    for (int i = 0; i < 2; ++i) {
        World w;
        setup(w);
        StderrCapture quiet;
        Loader l(paths[i]);
        out[i] = scenario(w, l);
    }
    return {out[0], out[1]};
}

// "<name> <event>" lines of one event, in order, layers and drivers alike.
inline std::string events(const World& w, const std::string& event) {
    std::istringstream in(w.driver_log());
    std::string line, out;
    while (std::getline(in, line))
        if (line.size() > event.size() && line.compare(line.size() - event.size(), event.size(), event) == 0)
            out += line.substr(0, line.find(' ')) + ";";
    return out;
}

// The physical devices' names, in the order the application gets them: "name;name;".
inline std::string device_names(const Loader& l, VkInstance inst) {
    std::string out;
    for (VkPhysicalDevice pd : l.physical_devices(inst))
        out += l.device_name(pd) + ";";
    return out;
}

// Creates an instance with `layers`, `ext` and `api`, returns what `fn` makes of it, destroys it;
// "create failed" when it cannot be created.
inline std::string on_instance(const Loader& l, const std::function<std::string(VkInstance)>& fn,
                               std::vector<const char*> layers = {}, std::vector<const char*> ext = {},
                               uint32_t api = VK_API_VERSION_1_1) {
    VkInstance inst = VK_NULL_HANDLE;
    if (l.create_instance(&inst, ext, api, 0, nullptr, nullptr, layers) != VK_SUCCESS)
        return "create failed";
    const std::string out = fn(inst);
    l.destroy_instance(inst);
    return out;
}

inline VkResult create(const Loader& l, VkInstance* inst, std::vector<const char*> layers = {},
                       std::vector<const char*> ext = {}, uint32_t api = VK_API_VERSION_1_1, const void* next = nullptr,
                       const VkAllocationCallbacks* alloc = nullptr) {
    return l.create_instance(inst, ext, api, 0, next, alloc, layers);
}

}  // namespace harness

// Without the reference the case is skipped with a warning, or fails under VKL_NO_SKIP=1 (CI).
#define REQUIRE_SYSTEM_LOADER()                                                                        \
    if (!harness::have_system_loader()) {                                                              \
        const char* no_skip = std::getenv("VKL_NO_SKIP");                                              \
        if (no_skip != nullptr && std::strcmp(no_skip, "1") == 0)                                      \
            FAIL("VKL_NO_SKIP=1 but there is no system Khronos loader at " << harness::kSystemLoader); \
        WARN("skipped: no system Khronos loader at " << harness::kSystemLoader                         \
                                                      << " (Debian package libvulkan1)");              \
        return;                                                                                        \
    }
