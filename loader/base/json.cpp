// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "base/json.h"

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>

#include "base/log.h"
#include "base/platform.h"

namespace vkl {

namespace {

// Arenas at least this large are "a big file", skipped when they cannot be had; a smaller
// one failing is the application's allocator running out.
constexpr size_t kLargeArena = size_t(1) << 20;

}  // namespace

void json_arena_exhausted(size_t used, size_t size, size_t asked) {
    // Straight to stderr, whatever VK_LOADER_DEBUG says: the process ends here.
    char line[256];
    std::snprintf(line, sizeof line,
                  "vkl: the JSON parse arena of %zu bytes (%zu used) cannot give %zu more: the bound on a parse is wrong; "
                  "aborting rather than let the parser write through NULL\n",
                  size, used, asked);
    platform::write_stderr(line);
    std::abort();
}

JsonShape json_shape(const char* text, size_t size) {
    size = strnlen(text, size);  // the in-place parse stops at the first NUL too
    // Outside strings: every value starts at the text's start or after one of these.
    size_t starts = 1, depth = 0, deepest = 0;
    bool in_string = false;
    for (size_t i = 0; i < size; ++i) {
        const char c = text[i];
        if (in_string) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                in_string = false;
            continue;
        }
        switch (c) {
        case '"':
            in_string = true;
            break;
        case '{':
        case '[':
            ++starts;
            if (++depth > deepest)
                deepest = depth;
            break;
        case '}':
        case ']':
            if (depth)
                --depth;
            break;
        case ',':
        case ':': ++starts; break;
        default: break;
        }
    }
    // A value costs 16 bytes in the DOM (members 32 per name and value), as much again on the
    // document's stack while its container is open, and the stacks grow by half their size at
    // a time in an arena that never frees: 128 bytes per value covers it, with 64 per level of
    // nesting for the iterative parser's own stack and a fixed part for the first chunks.
    // Without wrapping (json_arena.h): SIZE_MAX is a file no arena can hold.
    const size_t bound = json_bound_add(json_bound_add(json_bound_mul(starts, 128), json_bound_mul(deepest, 64)), 65536);
    const size_t old_bound = JsonArena::bound_for(size);  // the bound per input byte
    JsonShape shape;
    shape.arena = bound < old_bound ? bound : old_bound;
    shape.depth = deepest;
    return shape;
}

JsonWhy json_not_string(const JsonValue& v) {
    JsonWhy why;
    if (v.IsString())
        std::snprintf(why.text, sizeof why.text, "is a string of %u bytes, more than the %zu a field the loader reads may hold",
                      v.GetStringLength(), kJsonMaxString);
    else
        std::snprintf(why.text, sizeof why.text, "is not a string");
    return why;
}

const char* json_too_long_member(const JsonValue& o, const char* const* keys, size_t count) {
    if (!o.IsObject())
        return nullptr;
    for (size_t i = 0; i < count; ++i) {
        auto it = o.FindMember(keys[i]);
        if (it != o.MemberEnd() && it->value.IsString() && !json_is_read_string(it->value))
            return keys[i];
    }
    return nullptr;
}

JsonParse::~JsonParse() {
    if (doc_)
        doc_->~JsonDocument();
    if (pool_)
        pool_->~MemoryPoolAllocator();
    alloc_.release(memory_);
    std::free(text_);
}

namespace {

// A raw C0 control character (a TAB or line break typed into a description) inside a string of
// `text`: their number.
size_t raw_controls_in_strings(const char* text, size_t size) {
    size_t n = 0;
    bool in_string = false;
    for (size_t i = 0; i < size; ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (!in_string)
            in_string = c == '"';
        else if (c == '\\')
            ++i;  // the escaped character is the string's
        else if (c == '"')
            in_string = false;
        else if (c != 0 && c < 0x20)
            ++n;
    }
    return n;
}

// `text` with each raw control character inside a string written as its \u00XX escape, which
// RFC 8259 requires and RapidJSON insists on: the string keeps the character. malloc'd, NUL
// terminated; nullptr when out of memory.
char* escape_raw_controls(const char* text, size_t size, size_t count, size_t* out_size) {
    if (count > (SIZE_MAX - size - 1) / 5)
        return nullptr;
    char* out = static_cast<char*>(std::malloc(size + 5 * count + 1));
    if (out == nullptr)
        return nullptr;
    size_t o = 0;
    bool in_string = false;
    for (size_t i = 0; i < size; ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (in_string && c != 0 && c < 0x20) {
            static const char hex[] = "0123456789abcdef";
            const char esc[6] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
            std::memcpy(out + o, esc, sizeof esc);
            o += sizeof esc;
            continue;
        }
        out[o++] = static_cast<char>(c);
        if (!in_string) {
            in_string = c == '"';
        } else if (c == '\\' && i + 1 < size) {
            out[o++] = text[++i];
        } else if (c == '"') {
            in_string = false;
        }
    }
    out[o] = '\0';
    *out_size = o;
    return out;
}

}  // namespace

JsonParse::Result JsonParse::parse_file(const char* path, uint32_t bits, LogFile kind, const char* consequence,
                                         size_t max_bytes) {
    const char* const what = log_file_words(kind);
    size_t size = 0;
    text_ = platform::read_file(path, &size, max_bytes);
    if (text_ == nullptr && errno == EFBIG && max_bytes >= platform::kMaxReadFile) {
        log_file(bits, LogEvent::FileUnreadable, kind, path,
            "%s %s: larger than the %zu MiB a JSON file may be; %s", what, path, platform::kMaxReadFile >> 20,
            consequence);
        return Result::Unreadable;
    }
    if (text_ == nullptr && errno == EFBIG) {
        log_file(bits, LogEvent::FileUnreadable, kind, path,
            "%s %s: more than the %zu bytes a %s may have; %s", what, path, max_bytes, what, consequence);
        return Result::Unreadable;
    }
    if (text_ == nullptr) {
        log_file(bits, LogEvent::FileUnreadable, kind, path,
            "%s %s: cannot be read (%s); %s", what, path, std::strerror(errno), consequence);
        return Result::Unreadable;
    }
    // Driver and layer manifests are read as both Khronos loaders read them: what follows the
    // JSON value (a stray brace, a comment line, a second object) is ignored, and a raw control
    // character inside a string is taken as written (it never reaches a log line unescaped:
    // log.cpp escapes every control character). The settings file and driver packages keep
    // the strict reading.
    manifest_leniency_ = kind == LogFile::DriverManifest || kind == LogFile::LayerManifest;
    if (manifest_leniency_) {
        if (const size_t controls = raw_controls_in_strings(text_, size)) {
            size_t escaped_size = 0;
            char* escaped = escape_raw_controls(text_, size, controls, &escaped_size);
            if (escaped == nullptr) {
                log_file(bits, LogEvent::FileUnreadable, kind, path, "%s %s: out of memory escaping %zu control characters; %s",
                         what, path, controls, consequence);
                return Result::Unreadable;
            }
            std::free(text_);
            text_ = escaped;
            size = escaped_size;
        }
    }
    const Result r = parse(text_, size);
    if (r == Result::TooDeep)
        log_file(bits, LogEvent::FileUnreadable, kind, path,
            "%s %s: nests %zu levels deep, more than the %zu a JSON file may; %s", what, path, shape_.depth,
            kJsonMaxDepth, consequence);
    else if (r == Result::TooLarge && arena_size_ == SIZE_MAX)
        log_file(bits, LogEvent::FileUnreadable, kind, path,
            "%s %s: %zu bytes of JSON need more memory to parse than this %zu-bit process can address; %s", what,
            path, size, sizeof(void*) * 8, consequence);
    else if (r == Result::TooLarge)
        log_file(bits, LogEvent::FileUnreadable, kind, path,
            "%s %s: %zu bytes of JSON need %zu bytes to parse, which could not be had; %s", what, path, size,
            arena_size_, consequence);
    else if (r == Result::Invalid)
        log_file(bits, LogEvent::FileUnreadable, kind, path,
            "%s %s: invalid JSON at offset %zu (%s); %s", what, path, error_offset_, error_, consequence);
    return r;
}

JsonParse::Result JsonParse::parse(char* text, size_t size) {
    shape_ = json_shape(text, size);
    if (shape_.depth > kJsonMaxDepth)
        return Result::TooDeep;
    arena_size_ = shape_.arena;
    const size_t extra = sizeof(rapidjson::MemoryPoolAllocator<JsonArena>) + sizeof(JsonDocument) + 64;
    // An arena the address space cannot hold (its bound saturated, or no allocation is larger
    // than PTRDIFF_MAX) is refused before asking: the file is skipped.
    if (arena_size_ > size_t(PTRDIFF_MAX) - extra) {
        arena_size_ = SIZE_MAX;
        return Result::TooLarge;
    }
    memory_ = static_cast<char*>(alloc_.allocate(arena_size_ + extra));
    if (memory_ == nullptr)
        return arena_size_ >= kLargeArena ? Result::TooLarge : Result::OutOfMemory;
    // The pool and the document live at the front; the arena is the rest.
    char* at = memory_;
    auto align = [&](size_t a) { at += (a - reinterpret_cast<uintptr_t>(at) % a) % a; };
    align(alignof(rapidjson::MemoryPoolAllocator<JsonArena>));
    char* pool_at = at;
    at += sizeof(rapidjson::MemoryPoolAllocator<JsonArena>);
    align(alignof(JsonDocument));
    char* doc_at = at;
    at += sizeof(JsonDocument);
    align(16);
    arena_ = JsonArena(at, static_cast<size_t>(memory_ + arena_size_ + extra - at));
    pool_ = new (pool_at) rapidjson::MemoryPoolAllocator<JsonArena>(4096, &arena_);
    doc_ = new (doc_at) JsonDocument(pool_, 1024, &arena_);
    if (manifest_leniency_)
        doc_->ParseInsitu<rapidjson::kParseIterativeFlag | rapidjson::kParseStopWhenDoneFlag>(text);
    else
        doc_->ParseInsitu<rapidjson::kParseIterativeFlag>(text);
    if (doc_->HasParseError()) {
        error_offset_ = doc_->GetErrorOffset();
        error_ = rapidjson::GetParseError_En(doc_->GetParseError());
        return Result::Invalid;
    }
    return Result::Ok;
}

}  // namespace vkl
