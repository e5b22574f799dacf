// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// What the differential tests share: one scenario run through this loader and through the
// Khronos loaders (the references), in the same kind of private world, with the same outcome
// required. The references: the system's (Debian's 1.3.239) and the Khronos 1.4.359 build that
// tests/conformance/reference-loader.sh makes once per machine, outside the clone (the cache
// tests/conformance/run.sh uses). A reference that is missing is skipped with the reason, or
// fails the case under VKL_NO_SKIP=1 (CI, which builds 1.4.359 before the tests). A case left
// with no reference to compare with is a skipped case (tests/case_skip.h), not a pass.
#pragma once

#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "../case_skip.h"
#include "harness.h"

namespace harness {

inline bool have_system_loader() { return access(kSystemLoader, R_OK) == 0; }

// The Khronos 1.4.359 loader's path in the cache that tests/conformance/run.sh builds into:
// ${VKL_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/vkl}/khronos-loader-tests-<version>, ready
// when `ok` exists there. Read once, at start-up: worlds change HOME and XDG_* later.
inline std::string khronos_cache_dir() {
    if (const char* d = std::getenv("VKL_CACHE_DIR"); d && *d)
        return d;
    if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x)
        return std::string(x) + "/vkl";
    const char* home = std::getenv("HOME");
    return std::string(home ? home : "") + "/.cache/vkl";
}
inline const std::string kKhronosBuildDir = khronos_cache_dir() + "/khronos-loader-tests-" VKL_KHRONOS_SUITE_VERSION;
inline const std::string kKhronosLoader = kKhronosBuildDir + "/build/loader/libvulkan.so.1";

// The ELF class and machine of a file (bytes 4 and 18-19 of its header), "" when unreadable.
inline std::string elf_kind(const char* path) {
    std::string out;
    if (FILE* f = std::fopen(path, "rb")) {
        unsigned char h[20];
        if (std::fread(h, 1, sizeof h, f) == sizeof h && h[0] == 0x7F && h[1] == 'E')
            out = std::to_string(h[4]) + "/" + std::to_string(h[18]) + "," + std::to_string(h[19]);
        std::fclose(f);
    }
    return out;
}

// Why the 1.4.359 reference cannot be used, or "" when it can.
inline std::string khronos_loader_missing() {
    if (access((kKhronosBuildDir + "/ok").c_str(), R_OK) != 0)
        return "the Khronos " VKL_KHRONOS_SUITE_VERSION " loader is not built at " + kKhronosBuildDir +
               " (tests/conformance/reference-loader.sh builds it, a few minutes)";
    if (access(kKhronosLoader.c_str(), R_OK) != 0)
        return "no " + kKhronosLoader;
    // Built for the build machine: a cross build's tests (i386, arm64 under qemu) cannot load it.
    if (elf_kind(kKhronosLoader.c_str()) != elf_kind("/proc/self/exe"))
        return kKhronosLoader + " is for another architecture than this test program";
    return "";
}

inline bool no_skip() {
    const char* v = std::getenv("VKL_NO_SKIP");
    return v != nullptr && std::strcmp(v, "1") == 0;
}

// Which references a case is checked against: both, or (a rule only 1.4.359 keeps) 1.4.359.
enum class Refs { Both, Khronos14 };

// One scenario's outcomes: ours, and each reference's that is there, by name.
struct Outcomes {
    std::string ours;
    std::vector<std::pair<std::string, std::string>> refs;
    std::vector<std::string> skipped;  // the references not run, with why
};

// Runs `scenario` with this loader and with each reference of `which` that is there, each in a
// fresh world `setup` prepares.
inline Outcomes against(Refs which, const std::function<void(World&)>& setup,
                        const std::function<std::string(World&, const Loader&)>& scenario) {
    std::vector<std::pair<std::string, std::string>> paths;  // name, path
    Outcomes o;
    if (which == Refs::Both) {
        if (have_system_loader())
            paths.emplace_back("Khronos 1.3.239 (system)", kSystemLoader);
        else
            o.skipped.push_back(std::string("no system Khronos loader at ") + kSystemLoader + " (Debian package libvulkan1)");
    }
    if (const std::string why = khronos_loader_missing(); why.empty())
        paths.emplace_back("Khronos " VKL_KHRONOS_SUITE_VERSION, kKhronosLoader);
    else
        o.skipped.push_back(why);
    auto run = [&](const char* path) {
        World w;
        setup(w);
        StderrCapture quiet;
        Loader l(path);
        return scenario(w, l);
    };
    // VKL_DIFFERENTIAL_SUBJECT=PATH runs "ours" from another build of this loader (to see a
    // case fail on the code before its fix); unset, the library just built.
    const char* subject = std::getenv("VKL_DIFFERENTIAL_SUBJECT");
    o.ours = run(subject && *subject ? subject : VKL_LIBRARY);
    for (const auto& [name, path] : paths)
        o.refs.emplace_back(name, run(path.c_str()));
    return o;
}

// Every reference that ran gave what this loader gave.
inline bool same(const Outcomes& o) {
    for (const auto& r : o.refs)
        if (r.second != o.ours)
            return false;
    return true;
}

inline std::string describe(const Outcomes& o) {
    std::string out = "ours:\n" + o.ours + "\n";
    for (const auto& [name, text] : o.refs)
        out += name + ":\n" + text + "\n";
    for (const std::string& s : o.skipped)
        out += "skipped: " + s + "\n";
    return out;
}

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

// A case of against(): every reference it needs is there (or it is skipped with the reason, or
// fails under VKL_NO_SKIP=1), and every one that ran agrees with this loader. With none there the
// comparison is skipped: a case that checks nothing else is reported as skipped (case_skip.h).
#define CHECK_AGAINST_REFERENCES(outcomes)                                                    \
    do {                                                                                      \
        const harness::Outcomes& o_ = (outcomes);                                             \
        INFO(harness::describe(o_));                                                          \
        for (const std::string& s_ : o_.skipped) {                                            \
            if (harness::no_skip())                                                           \
                FAIL_CHECK("VKL_NO_SKIP=1 but a reference is missing: " << s_);               \
            else if (o_.refs.empty())                                                         \
                vkl_test::skip_case("no reference to compare with: " + s_);                   \
            else                                                                              \
                WARN("reference skipped: " << s_);                                            \
        }                                                                                     \
        if (!o_.refs.empty())                                                                 \
            CHECK(harness::same(o_));                                                         \
    } while (0)

// Without the reference the case is skipped (case_skip.h), or fails under VKL_NO_SKIP=1 (CI).
#define REQUIRE_SYSTEM_LOADER()                                                                        \
    if (!harness::have_system_loader()) {                                                              \
        if (harness::no_skip())                                                                        \
            FAIL("VKL_NO_SKIP=1 but there is no system Khronos loader at " << harness::kSystemLoader); \
        vkl_test::skip_case(std::string("no system Khronos loader at ") + harness::kSystemLoader +     \
                            " (Debian package libvulkan1)");                                           \
        return;                                                                                        \
    }
