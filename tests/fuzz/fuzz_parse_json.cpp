// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The loader's JSON parse alone (base/json.cpp, JsonParse::parse: the shape scan that sizes the
// arena and bounds the depth, then RapidJSON in place), and a walk of every value as the
// manifest readers walk theirs (json_read_string, json_not_string, json_too_long_member).
#include <cstdint>
#include <cstring>
#include <vector>

#include "base/json.h"

namespace {

const char* const kKeys[] = {"file_format_version", "ICD", "layer", "layers", "name", "library_path", "api_version"};

size_t walk(const vkl::JsonValue& v, int depth) {
    size_t n = 1;
    if (depth > 200)
        __builtin_trap();  // the parse bounds the depth (kJsonMaxDepth): deeper is a bug
    if (v.IsObject()) {
        (void)vkl::json_too_long_member(v, kKeys);
        for (const char* k : kKeys)
            (void)vkl::json_string_member(v, k);
        for (auto m = v.MemberBegin(); m != v.MemberEnd(); ++m)
            n += walk(m->value, depth + 1);
    } else if (v.IsArray()) {
        for (const auto& e : v.GetArray())
            n += walk(e, depth + 1);
    } else {
        if (vkl::json_read_string(v) == nullptr)
            (void)vkl::json_not_string(v);
    }
    return n;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::vector<char> text(data, data + size);
    text.push_back('\0');
    const vkl::Allocator alloc;  // JsonParse keeps a reference: it outlives the parse
    vkl::JsonParse p(alloc);
    if (p.parse(text.data(), size) == vkl::JsonParse::Result::Ok)
        (void)walk(p.doc(), 0);
    return 0;
}
