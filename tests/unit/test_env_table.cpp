// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The environment table (loader/base/env_vars.inc): README's "Environment" table and
// vkloader.1's list are what the table says (a row added without them fails here, printing the
// text to paste); every name is found and nothing else is; each boolean reads as its row says.
#include <cstdlib>
#include <catch2/catch.hpp>

#include <stdlib.h>

#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "base/env.h"
#include "base/name_slots.h"

namespace {

struct Row {
    const char* name;
    vkl::EnvKind kind;
    vkl::EnvElevated elevated;
    vkl::EnvVkloader vkloader;
    const char* doc;
};
constexpr Row kRows[] = {
#define VKL_ENV_VAR(name, kind, elevated, vkloader, doc) \
    {#name, vkl::EnvKind::kind, vkl::EnvElevated::elevated, vkl::EnvVkloader::vkloader, doc},
#include "base/env_vars.inc"
#undef VKL_ENV_VAR
};

const char* value_text(vkl::EnvKind k) {
    switch (k) {
    case vkl::EnvKind::Path: return "a path";
    case vkl::EnvKind::PathList: return "`:`-separated paths";
    case vkl::EnvKind::NameList: return "`:`-separated layer names";
    case vkl::EnvKind::NameFilter: return "`,`-separated globs";
    case vkl::EnvKind::NumberFilter: return "`,`-separated numbers and ranges `A-B`";
    case vkl::EnvKind::Words: return "`,`-separated words";
    case vkl::EnvKind::DeviceId: return "`VENDOR:DEVICE` in hex";
    case vkl::EnvKind::FlagNonZero: return "on: a number other than 0, as `atoi` reads it";
    case vkl::EnvKind::FlagOne: return "on: exactly `1`";
    }
    return "?";
}

std::string readme_table() {
    std::string t = "| Variable | Value | Under setuid | What it does |\n| --- | --- | --- | --- |\n";
    for (const Row& r : kRows)
        t += std::string("| `") + r.name + "` | " + value_text(r.kind) + " | " +
             (r.elevated == vkl::EnvElevated::Honoured ? "applies" : "ignored") + " | " + r.doc + " |\n";
    return t;
}

// The variables vkloader unsets for its own instance (the man page points to README for the rest).
std::string manpage_list() {
    std::string t;
    for (const Row& r : kRows)
        if (r.vkloader == vkl::EnvVkloader::Unset)
            t += std::string(".B ") + r.name + "\n";
    return t;
}

std::string slurp(const std::string& path) {
    std::ifstream in(path);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// The text between the line `begin` and the line `end` of the file; "(no such block)" without them.
std::string block(const std::string& path, const std::string& begin, const std::string& end) {
    const std::string text = slurp(path);
    const size_t b = text.find(begin + "\n"), e = text.find("\n" + end + "\n");
    if (b == std::string::npos || e == std::string::npos || e < b + begin.size())
        return "(no such block)";
    return text.substr(b + begin.size() + 1, e + 1 - (b + begin.size() + 1));
}

}  // namespace

TEST_CASE("env table: README's Environment table is loader/base/env_vars.inc's") {
    const std::string want = readme_table();
    const std::string have = block(VKL_SOURCE_ROOT "/README.md", "<!-- env table: from loader/base/env_vars.inc -->",
                                   "<!-- end of env table -->");
    INFO("README.md's table, to paste between its env table markers:\n" << want);
    CHECK(have == want);
}

TEST_CASE("env table: vkloader.1 names the variables vkloader unsets for its own instance") {
    const std::string want = manpage_list();
    const std::string have = block(VKL_SOURCE_ROOT "/tools/vkloader/vkloader.1", ".\\\" env list: from loader/base/env_vars.inc",
                                   ".\\\" end of env list");
    INFO("vkloader.1's list, to paste between its env list markers:\n" << want);
    CHECK(have == want);
}

TEST_CASE("env table: every name is found, in the order of enum Env; no other name is") {
    REQUIRE(sizeof kRows / sizeof kRows[0] == static_cast<size_t>(vkl::Env::Count));
    for (unsigned i = 0; i < static_cast<unsigned>(vkl::Env::Count); ++i) {
        const auto e = static_cast<vkl::Env>(i);
        const std::string name = kRows[i].name;
        INFO(name);
        CHECK(std::string(vkl::env_name(e)) == name);
        CHECK(vkl::env_named(name.c_str(), name.size()) == e);
        CHECK(vkl::env_named((name + "=x").c_str(), name.size()) == e);  // as an environment entry
        CHECK(vkl::env_named((name + "X").c_str(), name.size() + 1) == vkl::Env::Count);
        CHECK(vkl::env_named(name.c_str(), name.size() - 1) == vkl::Env::Count);
        CHECK(vkl::env_kind(e) == kRows[i].kind);
        CHECK(vkl::env_honoured_elevated(e) == (kRows[i].elevated == vkl::EnvElevated::Honoured));
        CHECK(vkl::env_vkloader(e) == kRows[i].vkloader);
    }
    for (const char* other : {"PATH", "VK", "VK_", "VK_LOADER", "XDG_RUNTIME_DIR", "HOMER", "VK_LAYER_SETTINGS_PATH"})
        CHECK(vkl::env_named(other, std::strlen(other)) == vkl::Env::Count);
}

TEST_CASE("env table: names that no hash separates share a slot and are all found") {
    // The same length, last letter and middle letter: every pair of factors gives them one slot.
    static constexpr vkl::NameRef kNames[] = {{"AXBXC", 5}, {"AYBYC", 5}, {"ZZBZC", 5}, {"OTHER_NAME", 10}, {"Q", 1}};
    static constexpr auto kSlots = vkl::make_name_slots<vkl::name_slot_bits(5)>(kNames);
    CHECK(kSlots.widest == 3);
    for (int i = 0; i < 5; ++i)
        CHECK(kSlots.find(kNames, kNames[i].name, kNames[i].length) == i);
    CHECK(kSlots.find(kNames, "AABAC", 5) == -1);
    CHECK(kSlots.find(kNames, "OTHER_NAMF", 10) == -1);
}

TEST_CASE("env table: the booleans read as their rows say (FlagNonZero as atoi, FlagOne exactly 1)") {
    const auto flag = [](vkl::Env e, const char* value) {
        setenv(vkl::env_name(e), value, 1);
        const bool on = vkl::env_flag(e);
        unsetenv(vkl::env_name(e));
        return on;
    };
    const vkl::Env nonzero = vkl::Env::VK_LOADER_DISABLE_INST_EXT_FILTER, one = vkl::Env::VK_LOADER_DISABLE_DYNAMIC_LIBRARY_UNLOADING;
    REQUIRE(vkl::env_kind(nonzero) == vkl::EnvKind::FlagNonZero);
    REQUIRE(vkl::env_kind(vkl::Env::VK_LOADER_DISABLE_SELECT) == vkl::EnvKind::FlagNonZero);
    REQUIRE(vkl::env_kind(one) == vkl::EnvKind::FlagOne);
    for (const char* off : {"", "0", "00", "false", "true", "no"})
        CHECK_FALSE(flag(nonzero, off));
    for (const char* on : {"1", "2", " 3", "-1", "1x"})
        CHECK(flag(nonzero, on));
    // Out of int's range, atoi's answer depends on long's width (64 bits: the value cut to int;
    // 32 bits: strtol saturates): the row says "as atoi", so as this machine's atoi.
    for (const char* big : {"4294967296", "4294967297"})
        CHECK(flag(nonzero, big) == (std::atoi(big) != 0));
    CHECK(flag(one, "1"));
    for (const char* off : {"", "0", "01", "1 ", "2", "true"})
        CHECK_FALSE(flag(one, off));
    unsetenv(vkl::env_name(nonzero));
    CHECK_FALSE(vkl::env_flag(nonzero));
    CHECK_FALSE(vkl::env_flag(vkl::Env::VK_LOADER_DEBUG));  // not a boolean
}
