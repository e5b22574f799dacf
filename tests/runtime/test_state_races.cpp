// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// VK_LOADER_STATE_FILE under threads (legal use: each thread works on its own objects):
// - a write from vkCreateDevice / vkDestroyDevice on one instance while another thread's
//   vkDestroyInstance destroys another instance never calls into that instance's drivers;
// - concurrent writes land in the order of their snapshots: the file never goes back to
//   devices already destroyed.
// This executable interposes rename() and renameat() (exported for the loader, as fopen is for
// test_unreadable.cpp): renaming a vkDestroyDevice state that still lists a device onto a path
// holding "ordered_state" sleeps 30 ms first, so that write lands after a newer one (which lists
// no device) unless the loader keeps writes in order.
#include <catch2/catch.hpp>

#include <dlfcn.h>
#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <thread>

#include <rapidjson/document.h>

#include "harness.h"

using namespace harness;

namespace {
std::atomic<unsigned> g_renames{0};
using Rename = int (*)(const char*, const char*);
using RenameAt = int (*)(int, const char*, int, const char*);

// The interposers' test: `from` (relative to `dir`) is about to be renamed onto `to`.
void before_rename(int dir, const char* from, const char* to) {
    if (to && std::strstr(to, "ordered_state")) {
        ++g_renames;
        std::string text;
        if (const int fd = openat(dir, from, O_RDONLY | O_CLOEXEC); fd >= 0) {
            char buf[4096];
            ssize_t n;
            while ((n = read(fd, buf, sizeof buf)) > 0)
                text.append(buf, static_cast<size_t>(n));
            close(fd);
        }
        // A device entry has "physical_device" (a driver's list is "physical_devices").
        if (text.find("vkDestroyDevice") != std::string::npos && text.find("\"physical_device\"") != std::string::npos)
            std::this_thread::sleep_for(std::chrono::milliseconds(30));
    }
}
}  // namespace

extern "C" __attribute__((visibility("default"))) int rename(const char* from, const char* to) {
    before_rename(AT_FDCWD, from, to);
    static Rename real = reinterpret_cast<Rename>(dlsym(RTLD_NEXT, "rename"));
    return real(from, to);
}

// The loader renames relative to the folder it walked to (base/path_walk.h).
extern "C" __attribute__((visibility("default"))) int renameat(int from_dir, const char* from, int to_dir, const char* to) {
    before_rename(from_dir, from, to);
    static RenameAt real = reinterpret_cast<RenameAt>(dlsym(RTLD_NEXT, "renameat"));
    return real(from_dir, from, to_dir, to);
}

namespace {

// The devices the state file lists, over all instances; -1 when it is not a state document.
int listed_devices(const fs::path& state) {
    rapidjson::Document d;
    d.Parse(slurp(state).c_str());
    if (d.HasParseError() || !d.IsObject() || !d.HasMember("instances"))
        return -1;
    int n = 0;
    for (const auto& inst : d["instances"].GetArray())
        n += static_cast<int>(inst["devices"].Size());
    return n;
}

}  // namespace

TEST_CASE("VK_LOADER_STATE_FILE: a write while another thread destroys another instance never reaches that instance's drivers") {
    World w;
    // `slow` sleeps in its vkDestroyInstance and records any call on its instance from then on.
    w.add_driver("slow", "destroy_sleep_ms=300");
    w.add_driver("fast");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    const fs::path state = w.root() / "state.json";
    w.env.set("VK_LOADER_STATE_FILE", state.string());
    Loader l;
    VkInstance dying = VK_NULL_HANDLE, live = VK_NULL_HANDLE;
    w.env.set("VK_LOADER_DRIVERS_SELECT", "slow.json");
    REQUIRE(l.create_instance(&dying) == VK_SUCCESS);
    w.env.set("VK_LOADER_DRIVERS_SELECT", "fast.json");
    REQUIRE(l.create_instance(&live) == VK_SUCCESS);
    const std::vector<VkPhysicalDevice> pds = l.physical_devices(live);
    REQUIRE(pds.size() == 1);
    // One thread makes and destroys devices on `live` (a state-file write each time) for as long
    // as the other destroys `dying`, whose driver sleeps 300 ms in the middle of it.
    std::atomic<bool> destroyed{false};
    std::atomic<int> writes{0};
    std::thread devices([&] {
        while (!destroyed) {
            VkDevice d = l.create_device(pds[0]);
            if (d != VK_NULL_HANDLE)
                l.destroy_device(d);
            writes += 2;
        }
    });
    while (writes == 0)
        std::this_thread::yield();
    l.destroy_instance(dying);
    destroyed = true;
    devices.join();
    l.destroy_instance(live);
    const std::string calls = w.driver_log();
    INFO(calls);
    CHECK(count(calls, "slow vkDestroyInstance") == 1);
    CHECK(writes > 2);
    CHECK(count(calls, "slow vkEnumeratePhysicalDevices after vkDestroyInstance") == 0);
    CHECK(listed_devices(state) == 0);
}

TEST_CASE("VK_LOADER_STATE_FILE: concurrent writes never go backwards (the last write is the newest state)") {
    World w;
    w.add_driver("drv", "devices=discrete,discrete");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    const fs::path state = w.root() / "ordered_state.json";
    w.env.set("VK_LOADER_STATE_FILE", state.string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 2);
    // Rounds of two devices destroyed at the same moment on two threads: after both, the file
    // must list no device. (Without ordering, the write whose snapshot still had the other
    // device renames first, sleeps in rename, and lands last.)
    int stale = 0;
    for (int round = 0; round < 30; ++round) {
        VkDevice a = l.create_device(pds[0]), b = l.create_device(pds[1]);
        REQUIRE(a != nullptr);
        REQUIRE(b != nullptr);
        REQUIRE(listed_devices(state) == 2);
        std::atomic<int> ready{0};
        auto destroy = [&](VkDevice d) {
            ++ready;
            while (ready < 2)
                std::this_thread::yield();
            l.destroy_device(d);
        };
        std::thread ta(destroy, a), tb(destroy, b);
        ta.join();
        tb.join();
        stale += listed_devices(state) != 0;
    }
    l.destroy_instance(inst);
    CHECK(stale == 0);
    CHECK(listed_devices(state) == 0);
    CHECK(g_renames > 60);  // the interposer saw the loader's renames
}
