// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Files the loader finds but may not read (a manifest or settings file another user's umask left
// unreadable): the tests run as root, which reads anything, so this executable interposes fopen
// (and fopen64, what 32-bit builds with 64-bit file offsets call) for the loader: a path holding
// "unreadable" opened for reading fails with EACCES, as it would for an unprivileged user.
// And files replaced between a check of their name and their reading: opening a path holding
// "swapped_on_open" for reading first renames PATH.big over it, as another process could.
#include <catch2/catch.hpp>

#include <dlfcn.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

#include "harness.h"

using namespace harness;

namespace {
template <typename F>
FILE* open_unless_unreadable(const char* symbol, const char* path, const char* mode) {
    // Reading only: the test writes those files itself (std::ofstream opens through fopen too).
    if (path && std::strstr(path, "unreadable") && mode && mode[0] == 'r') {
        errno = EACCES;
        return nullptr;
    }
    if (path && std::strstr(path, "swapped_on_open") && mode && mode[0] == 'r')
        std::rename((std::string(path) + ".big").c_str(), path);  // once: then PATH.big is gone
    static F real = reinterpret_cast<F>(dlsym(RTLD_NEXT, symbol));
    return real(path, mode);
}
using Fopen = FILE* (*)(const char*, const char*);
}  // namespace

// By their symbol names: with 64-bit file offsets the headers may rename fopen to fopen64.
extern "C" __attribute__((visibility("default"))) FILE* vkl_test_fopen(const char* path, const char* mode) __asm__("fopen");
extern "C" __attribute__((visibility("default"))) FILE* vkl_test_fopen64(const char* path, const char* mode) __asm__("fopen64");
extern "C" FILE* vkl_test_fopen(const char* path, const char* mode) {
    return open_unless_unreadable<Fopen>("fopen", path, mode);
}
extern "C" FILE* vkl_test_fopen64(const char* path, const char* mode) {
    return open_unless_unreadable<Fopen>("fopen64", path, mode);
}

TEST_CASE("unreadable driver and layer manifests: one line each naming the file, the readable ones serve") {
    World w;
    w.add_driver("drv");
    const fs::path bad_driver = w.add_driver("unreadable_driver");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("good", "VK_LAYER_test_good", "", true);
    const fs::path bad_layer = w.add_layer("unreadable_layer", "VK_LAYER_test_unreadable", "", true);
    w.env.set("VK_LOADER_DEBUG", "warn");
    StderrCapture err;
    {
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
        CHECK(l.physical_devices(inst).size() == 1);
        l.destroy_instance(inst);
    }
    const std::string log = err.text(), calls = w.driver_log();
    INFO(log);
    CHECK(count(calls, "drv vkCreateInstance") == 1);
    CHECK(count(calls, "good vkCreateInstance") == 1);
    CHECK(count(calls, "unreadable_driver vkCreateInstance") == 0);
    CHECK(count(calls, "unreadable_layer vkCreateInstance") == 0);
    CHECK(count(log, bad_driver.string() + ": cannot be read (Permission denied)") == 1);
    CHECK(count(log, bad_layer.string() + ": cannot be read (Permission denied)") == 1);
}

TEST_CASE("driver package metadata: the 64 KiB cap holds for the file that is read, not only for the one a stat saw") {
    World w;
    const fs::path pkg = make_package(w.root() / "swapped_on_open", "pkg_swap");
    const fs::path meta = pkg / "meta" / "metadata" / "metadata.json";
    // The same metadata padded past the cap, renamed over the small one when the loader opens it
    // (after its stamp said 90-odd bytes).
    write(meta.string() + ".big", "{ \"version\": 1, \"file_path\": \"lib/pkg_swap.so\", \"manifest_path\": "
                                  "\"meta/icd.d/pkg_swap.json\", \"padding\": \"" + std::string(100000, 'x') + "\" }");
    w.env.set("VK_DRIVER_PACKAGES", pkg.string());
    w.env.set("VK_LOADER_DEBUG", "error");  // the loader is silent on stderr by default
    StderrCapture err;
    {
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        CHECK(l.create_instance(&inst) == VK_ERROR_INCOMPATIBLE_DRIVER);  // the package is skipped: no driver
        if (inst != VK_NULL_HANDLE)
            l.destroy_instance(inst);
    }
    const std::string log = err.text();
    INFO(log);
    CHECK_FALSE(fs::exists(meta.string() + ".big"));  // the swap happened
    CHECK(fs::file_size(meta) > 64 * 1024);
    CHECK(count(log, "driver package metadata " + meta.string() + ": more than the 65536 bytes") >= 1);
    CHECK(count(w.driver_log(), "pkg_swap vkCreateInstance") == 0);
}
