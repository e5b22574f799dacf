// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The bounds on every JSON file the loader reads (loader/base/json.h): size and nesting depth,
// each a logged skip naming the file, just past the limit and not at it; and the bound on the
// strings the loader reads, at it and past it.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <string>

#include "../stderr_capture.h"
#include "base/json.h"
#include "base/log.h"
#include "base/platform.h"

namespace {

struct TempJson {
    std::string path;
    explicit TempJson(const std::string& text) {
        char tmpl[] = "/tmp/vkl-json-XXXXXX.json";
        const int fd = mkstemps(tmpl, 5);
        path = tmpl;
        FILE* f = fdopen(fd, "w");
        std::fwrite(text.data(), 1, text.size(), f);
        std::fclose(f);
    }
    ~TempJson() { unlink(path.c_str()); }
};

vkl::JsonParse::Result parse(const std::string& text, std::string* log_text) {
    TempJson t(text);
    StderrCapture err;
    vkl::Allocator alloc;
    vkl::JsonParse p(alloc);
    const auto r = p.parse_file(t.path.c_str(), vkl::kLogError, vkl::LogFile::LayerManifest, "skipped");
    *log_text = err.text();
    if (r != vkl::JsonParse::Result::Ok)
        CHECK(log_text->find(t.path) != std::string::npos);  // one line naming the file
    return r;
}

std::string nested(size_t depth) { return std::string(depth, '[') + std::string(depth, ']'); }

}  // namespace

TEST_CASE("JSON bounds: nesting up to the limit parses, one level more is a logged skip") {
    std::string log_text;
    CHECK(parse(nested(vkl::kJsonMaxDepth), &log_text) == vkl::JsonParse::Result::Ok);
    CHECK(parse(nested(vkl::kJsonMaxDepth + 1), &log_text) == vkl::JsonParse::Result::TooDeep);
    CHECK(log_text.find("nests 65 levels deep, more than the 64") != std::string::npos);
    // Brackets inside strings are not nesting.
    CHECK(parse("[\"" + std::string(1000, '[') + "\"]", &log_text) == vkl::JsonParse::Result::Ok);
    // Unclosed: the depth reached counts.
    CHECK(parse(std::string(100000, '['), &log_text) == vkl::JsonParse::Result::TooDeep);
}

TEST_CASE("JSON bounds: any string parses; the loader reads one up to the limit, not one byte more") {
    // The file is parsed whatever its strings' lengths (they are not copied): a 20 MiB string in
    // a field nothing reads costs its bytes in the file only.
    std::string log_text;
    for (size_t n : {vkl::kJsonMaxString, vkl::kJsonMaxString + 1, size_t(20) << 20}) {
        INFO(n << " bytes");
        TempJson t("{\"read\": \"" + std::string(n, 'x') + "\", \"" + std::string(n, 'k') + "\": 1}");
        StderrCapture err;
        vkl::Allocator alloc;
        vkl::JsonParse p(alloc);
        REQUIRE(p.parse_file(t.path.c_str(), vkl::kLogError, vkl::LogFile::LayerManifest, "skipped") == vkl::JsonParse::Result::Ok);
        CHECK(err.text().empty());
        const vkl::JsonValue& read = p.doc().FindMember("read")->value;
        CHECK(vkl::json_is_read_string(read) == (n <= vkl::kJsonMaxString));
        CHECK((vkl::json_read_string(read) != nullptr) == (n <= vkl::kJsonMaxString));
        constexpr const char* kKeys[] = {"missing", "read"};
        CHECK((vkl::json_too_long_member(p.doc(), kKeys) != nullptr) == (n > vkl::kJsonMaxString));
        if (n > vkl::kJsonMaxString)
            CHECK(std::string(vkl::json_not_string(read).text) ==
                  "is a string of " + std::to_string(n) + " bytes, more than the 65536 a field the loader reads may hold");
    }
    // An unterminated one is still invalid JSON.
    CHECK(parse("[\"" + std::string(vkl::kJsonMaxString + 10, 'y'), &log_text) == vkl::JsonParse::Result::Invalid);
    vkl::Allocator alloc;
    vkl::JsonParse p(alloc);
    std::string number = "[1]";
    REQUIRE(p.parse(number.data(), number.size()) == vkl::JsonParse::Result::Ok);
    CHECK(std::string(vkl::json_not_string(p.doc()[0]).text) == "is not a string");
}

TEST_CASE("JSON bounds: a file over the size limit is a logged skip, not read to the end") {
    std::string big = "[";
    big.reserve(vkl::platform::kMaxReadFile + 16);
    while (big.size() < vkl::platform::kMaxReadFile + 8)
        big += "1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,";
    big += "1]";
    std::string log_text;
    CHECK(parse(big, &log_text) == vkl::JsonParse::Result::Unreadable);
    CHECK(log_text.find("larger than the 64 MiB a JSON file may be") != std::string::npos);
}

TEST_CASE("JSON bounds: the arena bound never wraps (a 32-bit process and a 32 MiB file)") {
    // Saturating: a bound past SIZE_MAX is SIZE_MAX, never a small wrapped number.
    CHECK(vkl::JsonArena::bound_for(SIZE_MAX / 64) == SIZE_MAX);
    CHECK(vkl::JsonArena::bound_for(SIZE_MAX / 128 + 1) == SIZE_MAX);
    CHECK(vkl::JsonArena::bound_for(1000) == 1000 * 128 + 8192);
    CHECK(vkl::json_bound_mul(SIZE_MAX / 2 + 1, 2) == SIZE_MAX);
    CHECK(vkl::json_bound_add(SIZE_MAX, 1) == SIZE_MAX);

    // Exactly 32 MiB of manifest (one long string a loader does not read): 32 MiB x 128 is 2^32,
    // which wrapped to an 8 KiB arena in an i386 process, and the parser then wrote through the
    // NULL the exhausted arena gave. Now it parses in an arena of a few pages, on every target.
    const size_t size = size_t(32) << 20;
    const std::string head = "{\"file_format_version\": \"1.0.0\", \"padding\": \"", tail = "\"}";
    std::string text = head + std::string(size - head.size() - tail.size(), 'x') + tail;
    REQUIRE(text.size() == size);
    {
        std::string log_text;
        CHECK(parse(text, &log_text) == vkl::JsonParse::Result::Ok);
        CHECK(log_text.empty());
    }
    vkl::Allocator alloc;
    vkl::JsonParse p(alloc);
    REQUIRE(p.parse(text.data(), text.size()) == vkl::JsonParse::Result::Ok);
    CHECK(p.arena_size() < (size_t(1) << 20));
    CHECK(p.doc()["padding"].GetStringLength() == size - head.size() - tail.size());

    // 32 MiB of tiny values needs an arena of more than 2 GiB: where that is more than one
    // allocation may be (a 32-bit process), the file is a logged skip without asking for it.
    if (sizeof(void*) == 4) {
        std::string values = "[";
        values.reserve(size + 16);
        while (values.size() < size)
            values += "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,";
        values += "0]";
        std::string log_text;
        CHECK(parse(values, &log_text) == vkl::JsonParse::Result::TooLarge);
        CHECK(log_text.find("need more memory to parse than this 32-bit process can address; skipped") != std::string::npos);
    }
}
