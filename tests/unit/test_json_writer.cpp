// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The loader's small JSON writer (base/json_writer.h): what it writes parses back to what was
// written, whatever the strings hold.
#include <rapidjson/document.h>

#include <catch2/catch.hpp>

#include "base/json_writer.h"

TEST_CASE("json writer: nested containers, every value kind, strings with quotes and control characters") {
    vkl::JsonWriter w;
    w.StartObject();
    w.Key("text");
    w.String("a \"quoted\" \\ path\n\twith \x01 control");
    w.Key("empty_array");
    w.StartArray();
    w.EndArray();
    w.Key("list");
    w.StartArray();
    w.Uint(18446744073709551615ull);
    w.Int64(-42);
    w.Boolean(true);
    w.Null();
    w.StartObject();
    w.EndObject();
    w.EndArray();
    w.EndObject();
    REQUIRE(w.complete());
    rapidjson::Document d;
    d.Parse(w.text());
    REQUIRE_FALSE(d.HasParseError());
    CHECK(std::string(d["text"].GetString()) == "a \"quoted\" \\ path\n\twith \x01 control");
    CHECK(d["empty_array"].Size() == 0);
    CHECK(d["list"][0].GetUint64() == 18446744073709551615ull);
    CHECK(d["list"][1].GetInt64() == -42);
    CHECK(d["list"][2].GetBool());
    CHECK(d["list"][3].IsNull());
    CHECK(d["list"][4].IsObject());
}

TEST_CASE("json writer: an unbalanced document is not complete") {
    vkl::JsonWriter w;
    w.StartObject();
    w.Key("open");
    w.StartArray();
    CHECK_FALSE(w.complete());
    w.EndArray();
    w.EndObject();
    CHECK(w.complete());
    w.EndObject();  // one too many
    CHECK_FALSE(w.complete());
}
