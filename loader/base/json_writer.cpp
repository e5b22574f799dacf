// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "base/json_writer.h"

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace vkl {

JsonWriter::~JsonWriter() { std::free(buf_); }

void JsonWriter::put(const char* s, size_t n) {
    if (!ok_)
        return;
    if (len_ + n + 1 > cap_) {
        size_t cap = cap_ ? cap_ * 2 : 1024;
        while (cap < len_ + n + 1)
            cap *= 2;
        char* bigger = static_cast<char*>(std::realloc(buf_, cap));
        if (bigger == nullptr) {
            ok_ = false;
            return;
        }
        buf_ = bigger;
        cap_ = cap;
    }
    std::memcpy(buf_ + len_, s, n);
    len_ += n;
    buf_[len_] = '\0';
}

void JsonWriter::put(const char* s) { put(s, std::strlen(s)); }

void JsonWriter::indent() {
    put('\n');
    for (unsigned i = 0; i < depth_; ++i)
        put("  ", 2);
}

void JsonWriter::separate() {
    if (after_key_) {  // the value of a key: on the key's line
        after_key_ = false;
        return;
    }
    if (depth_ == 0)
        return;
    if (!first_[depth_])
        put(',');
    first_[depth_] = false;
    indent();
}

void JsonWriter::open(char c) {
    separate();
    put(c);
    if (depth_ == kMaxDepth) {  // the loader's documents are a few levels deep
        ok_ = false;
        return;
    }
    first_[++depth_] = true;
}

void JsonWriter::close(char c) {
    if (depth_ == 0) {
        ok_ = false;
        return;
    }
    const bool empty = first_[depth_];
    --depth_;
    if (!empty)
        indent();
    put(c);
}

void JsonWriter::value(const char* literal) {
    separate();
    put(literal);
}

void JsonWriter::Key(const char* k) {
    String(k);
    put(": ", 2);
    after_key_ = true;
}

namespace {

// The length of the well-formed UTF-8 sequence at `p` (1..4), or 0 (an invalid byte: a stray
// continuation, a bad lead, an overlong form, a surrogate, past U+10FFFF, or cut short).
size_t utf8_sequence(const unsigned char* p) {
    const unsigned char c = p[0];
    size_t n = 0;
    uint32_t cp = 0;
    if (c >= 0xC2 && c <= 0xDF) {
        n = 2;
        cp = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        cp = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        cp = c & 0x07;
    } else {
        return 0;
    }
    for (size_t i = 1; i < n; ++i) {
        if ((p[i] & 0xC0) != 0x80)  // also stops at the terminating NUL
            return 0;
        cp = (cp << 6) | (p[i] & 0x3F);
    }
    if ((n == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
        return 0;
    return n;
}

}  // namespace

void JsonWriter::String(const char* s) {
    separate();
    put('"');
    for (const unsigned char* p = reinterpret_cast<const unsigned char*>(s); *p; ++p) {
        if (*p == '"' || *p == '\\') {
            const char e[2] = {'\\', static_cast<char>(*p)};
            put(e, 2);
        } else if (*p < 0x20) {
            char e[8];
            std::snprintf(e, sizeof e, "\\u%04x", *p);
            put(e);
        } else if (*p < 0x80) {
            put(reinterpret_cast<const char*>(p), 1);
        } else if (const size_t n = utf8_sequence(p)) {
            put(reinterpret_cast<const char*>(p), n);
            p += n - 1;
        } else {
            put("\\ufffd");  // not UTF-8: the replacement character, counted
            ++replaced_;
        }
    }
    put('"');
}

void JsonWriter::Uint(uint64_t v) {
    char t[24];
    std::snprintf(t, sizeof t, "%" PRIu64, v);
    value(t);
}

void JsonWriter::Int64(int64_t v) {
    char t[24];
    std::snprintf(t, sizeof t, "%" PRId64, v);
    value(t);
}

}  // namespace vkl
