// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Driver packages (loader/discovery/driver_packages.h): a directory with the driver library and
// meta/metadata/metadata.json naming it and its Khronos manifest, from VK_DRIVER_PACKAGES or
// <data dir>/vulkan/icd.packages.d/. Valid packages, folders of them, every malformed metadata,
// escapes by "..", absolute path and symbolic link, and the filters.
#include <catch2/catch.hpp>

#include <chrono>

#include "harness.h"

using namespace harness;

namespace {

// How many times the driver of that name (its library's file name without ".so") answered
// vkCreateInstance.
int created(const World& w, const std::string& name) {
    return static_cast<int>(count(w.driver_log(), name + " vkCreateInstance"));
}

VkResult make_instance(const Loader& l) {
    VkInstance i = VK_NULL_HANDLE;
    const VkResult r = l.create_instance(&i);
    if (r == VK_SUCCESS)
        l.destroy_instance(i);
    return r;
}

}  // namespace

TEST_CASE("driver packages: one package, a folder of packages, the default folder") {
    World w;
    w.env.set("VK_DRIVER_FILES", (w.root() / "no-drivers").string());  // only packages
    make_package(w.root() / "single", "pkg_single");
    make_package(w.root() / "folder" / "b", "pkg_b");
    make_package(w.root() / "folder" / "a", "pkg_a");
    fs::create_directories(w.root() / "folder" / "not_a_package");  // quietly not a package
    w.env.set("VK_DRIVER_PACKAGES", (w.root() / "single").string() + ":" + (w.root() / "folder").string());
    {
        Loader l;
        REQUIRE(make_instance(l) == VK_SUCCESS);
    }
    CHECK(created(w, "pkg_single") == 1);
    CHECK(created(w, "pkg_a") == 1);
    CHECK(created(w, "pkg_b") == 1);

    // Without VK_DRIVER_FILES and VK_DRIVER_PACKAGES: the data directories' icd.packages.d.
    World d;
    make_package(d.root() / "data" / "vulkan" / "icd.packages.d" / "p", "pkg_default");
    {
        Loader l;
        REQUIRE(make_instance(l) == VK_SUCCESS);
    }
    CHECK(created(d, "pkg_default") == 1);
    // VK_DRIVER_FILES replaces the search, the default package folder included.
    d.add_driver("plain");
    d.env.set("VK_DRIVER_FILES", (d.root() / "drivers").string());
    {
        Loader l;
        REQUIRE(make_instance(l) == VK_SUCCESS);
    }
    CHECK(created(d, "plain") == 1);
    CHECK(created(d, "pkg_default") == 1);  // not again
}

TEST_CASE("driver packages: malformed metadata and escapes are refused with a log line, the valid one serves") {
    World w;
    w.env.set("VK_DRIVER_FILES", (w.root() / "no-drivers").string());
    const fs::path f = w.root() / "packages";
    make_package(f / "good", "pkg_good");
    struct Bad {
        const char* name;
        std::string metadata;  // "" : the default (valid) metadata, the damage is elsewhere
        const char* reason;
    };
    const std::vector<Bad> bad = {
        {"notjson", "{ nope", "invalid JSON"},
        {"notobject", "[1]", "not a JSON object"},
        {"version2", "{ \"version\": 2, \"file_path\": \"lib/version2.so\", \"manifest_path\": \"meta/icd.d/version2.json\" }", "\"version\" is not 1"},
        {"versionstring", "{ \"version\": \"1\", \"file_path\": \"lib/versionstring.so\", \"manifest_path\": \"meta/icd.d/versionstring.json\" }", "\"version\" is not 1"},
        {"nofile", "{ \"version\": 1, \"manifest_path\": \"meta/icd.d/nofile.json\" }", "must be non-empty strings"},
        {"absolute", "{ \"version\": 1, \"file_path\": \"" VKL_TEST_DRIVER_ALL "\", \"manifest_path\": \"meta/icd.d/absolute.json\" }", "is absolute"},
        {"dotdot", "{ \"version\": 1, \"file_path\": \"lib/../../good/lib/pkg_good.so\", \"manifest_path\": \"meta/icd.d/dotdot.json\" }", "climbs out"},
        {"missing", "{ \"version\": 1, \"file_path\": \"lib/none.so\", \"manifest_path\": \"meta/icd.d/missing.json\" }", "cannot be resolved"},
        {"symlink", "", "leads out of the package"},
        {"wronglib", "", "is not its package's file_path"},
    };
    for (const Bad& b : bad)
        make_package(f / b.name, b.name, b.metadata, std::string(b.name) == "wronglib" ? "/usr/lib/libwhatever.so" : "");
    // symlink: the library is a link to a file outside the package.
    fs::remove(f / "symlink" / "lib" / "symlink.so");
    fs::copy_file(VKL_TEST_DRIVER_ALL, w.root() / "outside.so");
    fs::create_symlink(w.root() / "outside.so", f / "symlink" / "lib" / "symlink.so");
    w.env.set("VK_DRIVER_PACKAGES", f.string());
    w.env.set("VK_LOADER_DEBUG", "error,warn");
    StderrCapture err;
    {
        Loader l;
        REQUIRE(make_instance(l) == VK_SUCCESS);
    }
    const std::string text = err.text();
    CHECK(created(w, "pkg_good") == 1);
    for (const Bad& b : bad) {
        INFO(b.name << "\n" << text);
        CHECK(created(w, b.name) == 0);
        CHECK(text.find((f / b.name).string()) != std::string::npos);
        CHECK(text.find(b.reason) != std::string::npos);
    }
}

TEST_CASE("driver packages: filters match the package's manifest name; a package and a plain manifest") {
    World w;
    make_package(w.root() / "p", "pkg_filtered");
    w.add_driver("plain");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.env.set("VK_DRIVER_PACKAGES", (w.root() / "p").string());
    w.env.set("VK_LOADER_DRIVERS_DISABLE", "pkg_filtered.json");
    {
        Loader l;
        REQUIRE(make_instance(l) == VK_SUCCESS);
    }
    CHECK(created(w, "plain") == 1);
    CHECK(created(w, "pkg_filtered") == 0);
    w.env.set("VK_LOADER_DRIVERS_DISABLE", "");
    w.env.set("VK_LOADER_DRIVERS_SELECT", "pkg_*");
    {
        Loader l;
        REQUIRE(make_instance(l) == VK_SUCCESS);
    }
    CHECK(created(w, "pkg_filtered") == 1);
    CHECK(created(w, "plain") == 1);  // not selected this time
}

TEST_CASE("driver packages: a versioned library named by its link, the root named as a file, an empty entry") {
    World w;
    w.env.set("VK_DRIVER_FILES", (w.root() / "no-drivers").string());
    const fs::path f = w.root() / "packages";
    // lib/pkg_linked.so.1 is the library; the manifest names the link lib/pkg_linked.so by its bare name.
    make_package(f / "linked", "pkg_linked",
                 "{ \"version\": 1, \"file_path\": \"lib/pkg_linked.so.1\", \"manifest_path\": \"meta/icd.d/pkg_linked.json\" }",
                 "pkg_linked.so");
    fs::rename(f / "linked" / "lib" / "pkg_linked.so", f / "linked" / "lib" / "pkg_linked.so.1");
    fs::create_symlink("pkg_linked.so.1", f / "linked" / "lib" / "pkg_linked.so");
    make_package(f / "rooted", "pkg_rooted",
                 "{ \"version\": 1, \"file_path\": \".\", \"manifest_path\": \"meta/icd.d/pkg_rooted.json\" }");
    fs::create_directories(w.root() / "empty");
    w.env.set("VK_DRIVER_PACKAGES", f.string() + ":" + (w.root() / "empty").string());
    w.env.set("VK_LOADER_DEBUG", "error,warn");
    StderrCapture err;
    {
        Loader l;
        REQUIRE(make_instance(l) == VK_SUCCESS);
    }
    const std::string text = err.text();
    INFO(text);
    CHECK(count(w.driver_log(), " vkCreateInstance") == 1);  // the linked one, the only usable package
    CHECK(text.find("names the package's root") != std::string::npos);
    CHECK(text.find((w.root() / "empty").string() + "\" has no meta/metadata/metadata.json and holds no package") !=
          std::string::npos);
}

TEST_CASE("driver packages: a package and a plain manifest naming the same library are one driver") {
    World w;
    make_package(w.root() / "p", "pkg");
    const fs::path copy = w.root() / "drivers" / "copy.json";
    write(copy, "{ \"file_format_version\": \"1.0.1\", \"ICD\": { \"library_path\": \"" +
                    (w.root() / "p" / "lib" / "pkg.so").string() + "\", \"api_version\": \"1.3.0\" } }");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.env.set("VK_DRIVER_PACKAGES", (w.root() / "p").string());
    w.env.set("VK_LOADER_DEBUG", "warn");
    StderrCapture err;
    {
        Loader l;
        VkInstance i = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&i) == VK_SUCCESS);
        CHECK(l.physical_devices(i).size() == 1);  // not once per manifest
        l.destroy_instance(i);
    }
    CHECK(created(w, "pkg") == 1);
    const std::string log = err.text();
    // The plain manifest comes first in the search; the package's is the one skipped.
    CHECK(count(log, "meta/icd.d/pkg.json: its library") == 1);
    CHECK(count(log, "is already the driver of " + copy.string() + "; skipped") == 1);
}

TEST_CASE("driver packages: a metadata.json over 64 KiB is refused unread, once per version of it; an unchanged one is read once") {
    World w;
    w.env.set("VK_DRIVER_FILES", (w.root() / "no-drivers").string());  // only packages
    const std::string good = "{ \"version\": 1, \"file_path\": \"lib/pkg_big.so\", \"manifest_path\": \"meta/icd.d/pkg_big.json\"";
    // 1 MiB of valid JSON: the two paths and a long unread member.
    make_package(w.root() / "big", "pkg_big", good + ", \"padding\": \"" + std::string(1 << 20, 'x') + "\" }");
    make_package(w.root() / "ok", "pkg_ok");
    const fs::path big_meta = w.root() / "big" / "meta" / "metadata" / "metadata.json";
    const fs::path ok_meta = w.root() / "ok" / "meta" / "metadata" / "metadata.json";
    // Written a while ago, as an installed package's are (a file changed within 2 s is read
    // again at every call, so that a change in the same timestamp tick is not missed).
    for (const fs::path& p : {big_meta, ok_meta})
        fs::last_write_time(p, fs::file_time_type::clock::now() - std::chrono::seconds(10));
    w.env.set("VK_DRIVER_PACKAGES", (w.root() / "big").string() + ":" + (w.root() / "ok").string());
    w.env.set("VK_LOADER_DEBUG", "error,driver");
    StderrCapture err;
    {
        Loader l;
        auto enumerate = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
        uint32_t n = 0;
        for (int i = 0; i < 5; ++i)
            enumerate(nullptr, &n, nullptr);
        REQUIRE(make_instance(l) == VK_SUCCESS);
        REQUIRE(make_instance(l) == VK_SUCCESS);
        // The big one changes (still too big): read, and refused, once more.
        write(big_meta, good + ", \"padding\": \"" + std::string(1 << 19, 'y') + "\" }");
        fs::last_write_time(big_meta, fs::file_time_type::clock::now() - std::chrono::seconds(5));
        REQUIRE(make_instance(l) == VK_SUCCESS);
    }
    const std::string log = err.text();
    CHECK(count(log, big_meta.string() + ": 1048") == 1);  // 1,048,6xx bytes
    CHECK(count(log, big_meta.string() + ": 524") == 1);   // after the change
    CHECK(count(log, "more than the 65536 a metadata file may have") == 2);
    CHECK(created(w, "pkg_ok") == 3);
    CHECK(created(w, "pkg_big") == 0);
}
