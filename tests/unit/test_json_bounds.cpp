// SPDX-License-Identifier: Apache-2.0
// The bounds on every JSON file the loader reads (loader/base/json.h): size, nesting depth and
// string length, each a logged skip naming the file, just past the limit and not at it.
#include <catch2/catch.hpp>

#include <unistd.h>

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
    const auto r = p.parse_file(t.path.c_str(), vkl::kLogError, "test file", "skipped");
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

TEST_CASE("JSON bounds: a string up to the limit parses, one byte more is a logged skip") {
    std::string log_text;
    CHECK(parse("{\"a\": \"" + std::string(vkl::kJsonMaxString, 'x') + "\"}", &log_text) == vkl::JsonParse::Result::Ok);
    CHECK(parse("{\"a\": \"" + std::string(vkl::kJsonMaxString + 1, 'x') + "\"}", &log_text) ==
          vkl::JsonParse::Result::StringTooLong);
    CHECK(log_text.find("holds a string of 65537 bytes") != std::string::npos);
    // Escapes do not end a string early; member names count too; so does an unterminated one.
    CHECK(parse("{\"" + std::string(vkl::kJsonMaxString, '\\') + "\\\\x\": 1}", &log_text) ==
          vkl::JsonParse::Result::StringTooLong);
    CHECK(parse("[\"" + std::string(vkl::kJsonMaxString + 10, 'y'), &log_text) == vkl::JsonParse::Result::StringTooLong);
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
