// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Manifest search (loader/discovery/search_paths.cpp): directory listings cached with change detection,
// and the keys that tell a cached manifest set from a changed one.
#include <catch2/catch.hpp>

#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>
#include <fcntl.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "../stderr_capture.h"
#include "base/env.h"
#include "base/log.h"
#include "discovery/search_paths.h"

namespace fs = std::filesystem;

namespace {

struct TempDir {
    fs::path root;
    TempDir() {
        char tmpl[] = "/tmp/vkl-search-XXXXXX";
        root = mkdtemp(tmpl);
    }
    ~TempDir() { fs::remove_all(root); }
    void write(const std::string& name, const std::string& text) const { std::ofstream(root / name) << text; }
    // Moves the directory's mtime by `seconds` (back: as an installed system's would be; ahead:
    // a change the loader must treat as just made, however slow the machine running the test).
    void shift(int seconds) const {
        struct stat st {};
        stat(root.c_str(), &st);
        timespec t[2] = {st.st_atim, st.st_mtim};
        t[0].tv_sec += seconds;
        t[1].tv_sec += seconds;
        utimensat(AT_FDCWD, root.c_str(), t, 0);
    }
    void age(int seconds) const { shift(-seconds); }
};

std::vector<std::string> list(const fs::path& dir) {
    vkl::PathList p;
    vkl::add_manifest_directory(dir.c_str(), p);
    std::vector<std::string> out(p.paths.begin(), p.paths.end());
    std::sort(out.begin(), out.end());
    return out;
}

size_t count(const std::string& text, const std::string& what) {
    size_t n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
        ++n;
    return n;
}

}  // namespace

TEST_CASE("manifest directories: a settled listing is reused until the directory changes") {
    TempDir d;
    d.write("a.json", "{}");
    d.write("notes.txt", "");
    // (A directory named *.json is listed too and refused when read: tests/runtime/test_misbehaving.cpp.)
    d.age(60);
    const std::string read_line = "manifest directory " + d.root.string() + ": read";
    REQUIRE(vkl::log_enabled(vkl::kLogDebug));  // the readings are counted by their log lines (VK_LOADER_DEBUG=all)
    StderrCapture capture;
    const std::vector<std::string> only_a{(d.root / "a.json").string()};
    CHECK(list(d.root) == only_a);
    CHECK(list(d.root) == only_a);
    CHECK(count(capture.text(), read_line) == 1);  // the second search reused the listing

    // A new manifest changes the directory: it is read again and the manifest is found.
    d.write("b.json", "{}");
    d.shift(10);  // within the racy window for as long as the test takes
    const std::vector<std::string> a_b{(d.root / "a.json").string(), (d.root / "b.json").string()};
    CHECK(list(d.root) == a_b);
    CHECK(count(capture.text(), read_line) == 2);
    // That listing is racy (taken within the timestamp granularity of the change): not trusted.
    CHECK(list(d.root) == a_b);
    CHECK(count(capture.text(), read_line) == 3);
    CHECK(capture.text().find("changed within 2 s") != std::string::npos);

    // A removed manifest, once the directory settles.
    fs::remove(d.root / "a.json");
    d.age(60);
    CHECK(list(d.root) == std::vector<std::string>{(d.root / "b.json").string()});
    CHECK(list(d.root) == std::vector<std::string>{(d.root / "b.json").string()});
    CHECK(count(capture.text(), read_line) == 4);

    // A directory replaced by another of the same name (new inode), dated alike.
    const fs::path moved = d.root.string() + ".old";
    fs::rename(d.root, moved);
    fs::create_directory(d.root);
    std::ofstream(d.root / "c.json") << "{}";
    d.age(60);
    CHECK(list(d.root) == std::vector<std::string>{(d.root / "c.json").string()});
    fs::remove_all(moved);

    // A directory that no longer exists has no manifests.
    fs::remove_all(d.root);
    CHECK(list(d.root).empty());
    fs::create_directory(d.root);  // for ~TempDir
}

TEST_CASE("manifest keys: equal until a manifest comes, goes, changes or is replaced") {
    TempDir d;
    d.write("a.json", "{\"x\": 1}");
    d.write("b.json", "{}");
    vkl::PathList one, two, none;
    one.add((d.root / "a.json").c_str());
    two.add((d.root / "a.json").c_str());
    two.add((d.root / "b.json").c_str());
    auto key = [](std::initializer_list<const vkl::PathList*> lists) {
        vkl::ManifestKey k;
        REQUIRE(k.build(lists));
        return k;
    };
    const vkl::ManifestKey k1 = key({&one});
    CHECK(key({&one}) == k1);
    CHECK(!(key({&two}) == k1));
    // The split between lists counts: (a)(b) is not (a b)().
    vkl::PathList b_only;
    b_only.add((d.root / "b.json").c_str());
    CHECK(!(key({&one, &b_only}) == key({&two, &none})));

    // Same size, same mtime (to the nanosecond), same inode, new content: the ctime tells (once
    // the clock has ticked: file timestamps advance in steps of up to a few milliseconds).
    struct stat before {};
    stat((d.root / "a.json").c_str(), &before);
    struct stat after = before;
    for (int i = 0; i < 200 && after.st_ctim.tv_sec == before.st_ctim.tv_sec && after.st_ctim.tv_nsec == before.st_ctim.tv_nsec; ++i) {
        usleep(10000);
        d.write("a.json", "{\"x\": 2}");
        const timespec t[2] = {before.st_atim, before.st_mtim};
        utimensat(AT_FDCWD, (d.root / "a.json").c_str(), t, 0);
        stat((d.root / "a.json").c_str(), &after);
    }
    REQUIRE(after.st_mtim.tv_sec == before.st_mtim.tv_sec);
    REQUIRE(after.st_mtim.tv_nsec == before.st_mtim.tv_nsec);
    REQUIRE(after.st_ino == before.st_ino);
    REQUIRE(after.st_size == before.st_size);
    const vkl::ManifestKey k2 = key({&one});
    CHECK(!(k2 == k1));
    // Replaced by a rename: a new inode.
    d.write("a.tmp", "{\"x\": 2}");
    fs::rename(d.root / "a.tmp", d.root / "a.json");
    const vkl::ManifestKey k3 = key({&one});
    CHECK(!(k3 == k2));
    // Gone.
    fs::remove(d.root / "a.json");
    CHECK(!(key({&one}) == k3));
}

// Under elevated privileges (setuid/setgid) the Khronos loaders read a variable with
// secure_getenv (loader_secure_getenv: hidden there) or with getenv (loader_getenv: still read);
// LoaderInterfaceArchitecture's "Elevated Privilege Caveats" lists the hidden ones: the search
// paths, the filters, HOME and XDG_*. Still read: the variables that name no file or library.
TEST_CASE("elevated privileges: exactly the variables the reference reads with getenv are honoured") {
    const std::set<std::string> honoured = {"VK_INSTANCE_LAYERS", "VK_LOADER_DEBUG", "VK_LOADER_DISABLE_INST_EXT_FILTER",
                                            "VK_LOADER_DISABLE_SELECT", "VK_LOADER_DEVICE_SELECT",
                                            "VK_LOADER_DISABLE_DYNAMIC_LIBRARY_UNLOADING"};
    for (unsigned i = 0; i < static_cast<unsigned>(vkl::Env::Count); ++i) {
        const auto var = static_cast<vkl::Env>(i);
        INFO(vkl::env_name(var));
        CHECK(vkl::env_honoured_elevated(var) == (honoured.count(vkl::env_name(var)) == 1));
    }
}
