// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// How a manifest's numbers and versions are read (base/text.h): by their leading numbers, as the
// Khronos loaders read them, with `plain` telling text that needs a warning.
#include <catch2/catch.hpp>

#include <string>

#include "base/text.h"

namespace {

std::string read(const char* s) {
    const vkl::text::Version v = vkl::text::leading_version(s);
    return std::to_string(v.variant) + ":" + std::to_string(v.major) + "." + std::to_string(v.minor) + "." +
           std::to_string(v.patch) + (v.plain ? " plain" : "");
}

}  // namespace

TEST_CASE("manifest versions are read by their leading numbers") {
    CHECK(read("1.3.250") == "0:1.3.250 plain");
    CHECK(read("1") == "0:1.0.0 plain");
    CHECK(read("1.2") == "0:1.2.0 plain");
    CHECK(read("1.3.250-rc") == "0:1.3.250");
    CHECK(read("1.3.250-1") == "0:1.3.250");
    CHECK(read("1.3.0 ") == "0:1.3.0");
    CHECK(read("2.0.0") == "0:2.0.0 plain");
    CHECK(read("0.1.3.0") == "0:1.3.0");  // four parts: variant first
    CHECK(read("1.1.3.0") == "1:1.3.0");
    CHECK(read("1..3") == "0:1.3.0");     // an empty part is skipped
    CHECK(read("1.") == "0:1.0.0");
    CHECK(read("one") == "0:0.0.0");
    CHECK(read("") == "0:0.0.0");
    CHECK(read("1.65536.0") == "0:1.0.0");  // each part cut to 16 bits
    CHECK(read("1.2.3.4.5") == "1:2.3.4");
}

TEST_CASE("manifest numbers are read as C's atoi reads them") {
    CHECK(vkl::text::leading_number("7") == 7);
    CHECK(vkl::text::leading_number("1.0.0") == 1);
    CHECK(vkl::text::leading_number("2.0") == 2);
    CHECK(vkl::text::leading_number(" 3") == 3);
    CHECK(vkl::text::leading_number("-1") == -1);
    CHECK(vkl::text::leading_number("x") == 0);
    CHECK(vkl::text::leading_number("") == 0);
    CHECK(vkl::text::leading_number("99999999999") == 2147483647);
}
