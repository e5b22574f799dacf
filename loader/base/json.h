// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Parsing one JSON file (a driver or layer manifest, the settings file) safely.
//
// RapidJSON 1.1 (Debian 12) does not survive an allocator returning NULL mid-parse, so each
// parse runs inside one arena taken from the application's allocator before parsing starts
// (json_arena.h). The arena is sized from the text itself: a scan outside strings counts the
// places a value can start ('{', '[', ',', ':') and the deepest nesting, which bound what the
// DOM and the parse stacks can take. A manifest of long strings costs little; only a text
// made of tiny values costs more than a few times its size. Parsing is iterative (no
// recursion), so deep nesting cannot overflow the C stack.
//
// A file whose arena cannot be had is skipped with a log line (the other manifests are still
// read); only a small arena failing counts as the application's allocator running out.
//
// Bounds, each a logged skip of the file: at most 64 MiB (platform::read_file) and nesting at most
// kJsonMaxDepth deep. No manifest or settings file comes near them (their deepest nesting is 5);
// they keep hostile files from costing time and memory out of proportion before any field is
// read. Strings are parsed in place, never copied: a long one in a field the loader does not
// read costs nothing but its bytes in the file, so it is no reason to refuse the file (both
// Khronos loaders list a layer with a 20 MiB "padding" string). The fields the loader does read
// (names, paths, versions, words) are bounded instead: a string longer than kJsonMaxString there
// is no such thing, and the reader treats it as a malformed field (json_read_string), with one
// log line saying so (json_not_string).
#pragma once

// RapidJSON first: the X11 headers that vulkan.h pulls in define macros (Bool, None, Status)
// that would break its declarations. Its own allocations (an allocator object it makes when none
// is given; the loader always gives one) go to the C heap rather than operator new, which would
// tie libvulkan.so.1 to libstdc++ (base/sync.h).
#include <cstdlib>
#include <new>
#include <type_traits>
inline void* vkl_rapidjson_malloc(std::size_t n) {
    void* p = std::malloc(n);
    if (p == nullptr)
        std::abort();  // never taken: the loader gives RapidJSON its allocators
    return p;
}
#define RAPIDJSON_NEW(x) (::new (vkl_rapidjson_malloc(sizeof(decltype(x)))) x)
#define RAPIDJSON_DELETE(x)               \
    do {                                   \
        if (x) {                           \
            using T = std::remove_pointer_t<decltype(x)>; \
            (x)->~T();                     \
            std::free(x);                  \
        }                                  \
    } while (0)
#include <rapidjson/document.h>
#include <rapidjson/error/en.h>

#include <cstddef>

#include "base/alloc.h"
#include "base/json_arena.h"
#include "base/log_event.h"
#include "base/platform.h"

namespace vkl {

using JsonDocument = rapidjson::GenericDocument<rapidjson::UTF8<>, rapidjson::MemoryPoolAllocator<JsonArena>, JsonArena>;
using JsonValue = JsonDocument::ValueType;

inline constexpr size_t kJsonMaxDepth = 64;
// The longest string a field the loader reads may hold.
inline constexpr size_t kJsonMaxString = 64 * 1024;

// What one scan of the text (outside strings) finds: the arena one parse needs at most and the
// deepest nesting.
struct JsonShape {
    size_t arena = 0;
    size_t depth = 0;
};
JsonShape json_shape(const char* text, size_t size);

// Whether `v` is a string the loader reads: a string of at most kJsonMaxString bytes.
inline bool json_is_read_string(const JsonValue& v) { return v.IsString() && v.GetStringLength() <= kJsonMaxString; }
// Its text, or nullptr when it is none.
inline const char* json_read_string(const JsonValue& v) { return json_is_read_string(v) ? v.GetString() : nullptr; }
// Member `key` of `o` as a string the loader reads, or nullptr: also when `o` is not an object,
// has no such member, or holds something else there (the reader's log line says why, if it cares).
inline const char* json_string_member(const JsonValue& o, const char* key) {
    if (!o.IsObject())
        return nullptr;
    const auto it = o.FindMember(key);
    return it != o.MemberEnd() ? json_read_string(it->value) : nullptr;
}
// Why `v` is not a string the loader reads, for a log line: "is not a string", or "is a string
// of N bytes, more than the 65536 a field the loader reads may hold".
struct JsonWhy {
    char text[112];
};
JsonWhy json_not_string(const JsonValue& v);
// The first of `keys` in object `o` that holds a string too long to read, or nullptr: readers
// check the fields they read up front, so that one line names the field.
const char* json_too_long_member(const JsonValue& o, const char* const* keys, size_t count);
template <size_t N>
const char* json_too_long_member(const JsonValue& o, const char* const (&keys)[N]) {
    return json_too_long_member(o, keys, N);
}

class JsonParse {
public:
    enum class Result {
        Ok,
        Unreadable,   // the file cannot be read
        Invalid,      // not JSON (error() says why)
        TooLarge,     // the arena it needs could not be had: skip this file
        TooDeep,      // nests deeper than kJsonMaxDepth
        OutOfMemory,  // a small arena failed: the application's allocator is out
    };

    explicit JsonParse(const Allocator& alloc) : alloc_(alloc) {}
    ~JsonParse();
    JsonParse(const JsonParse&) = delete;
    JsonParse& operator=(const JsonParse&) = delete;

    // Parses `text` (NUL-terminated, `size` bytes; modified in place, must outlive the parse).
    Result parse(char* text, size_t size);
    // Reads and parses a file, keeping its text for the parse's lifetime. Every result but Ok
    // and OutOfMemory is logged with `bits`: "<kind's words> <path>: <reason>; <consequence>",
    // a LogEvent::FileUnreadable record about the file.
    // A file of more than `max_bytes` is Unreadable, logged as larger than that.
    Result parse_file(const char* path, uint32_t bits, LogFile kind, const char* consequence,
                      size_t max_bytes = platform::kMaxReadFile);
    const JsonDocument& doc() const { return *doc_; }
    // For Result::Invalid: where and why.
    size_t error_offset() const { return error_offset_; }
    const char* error() const { return error_; }
    // For Result::TooLarge: the arena that was asked for.
    size_t arena_size() const { return arena_size_; }
    // The scan behind the last parse (the depth for TooDeep).
    const JsonShape& shape() const { return shape_; }
    // How much of the arena the parse took (for tests of the bound).
    size_t arena_used() const { return arena_.used(); }

private:
    const Allocator& alloc_;
    char* text_ = nullptr;  // parse_file's text (malloc'd)
    bool manifest_leniency_ = false;  // a driver or layer manifest: text after the value is ignored
    char* memory_ = nullptr;
    size_t arena_size_ = 0;
    JsonShape shape_;
    JsonArena arena_;
    rapidjson::MemoryPoolAllocator<JsonArena>* pool_ = nullptr;
    JsonDocument* doc_ = nullptr;
    size_t error_offset_ = 0;
    const char* error_ = "";
};

}  // namespace vkl
