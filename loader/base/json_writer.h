// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A small JSON writer for the loader's own documents (VK_LOADER_STATE_FILE, tools/vkloader):
// objects, arrays, strings, integers, booleans and null, indented two spaces. Hand-written
// because RapidJSON's writer, inlined at every call, cost the library some 90 KB.
#pragma once

#include <cstddef>
#include <cstdint>

namespace vkl {

class JsonWriter {
public:
    JsonWriter() = default;
    JsonWriter(const JsonWriter&) = delete;
    JsonWriter& operator=(const JsonWriter&) = delete;
    ~JsonWriter();

    void StartObject() { open('{'); }
    void EndObject() { close('}'); }
    void StartArray() { open('['); }
    void EndArray() { close(']'); }
    void Key(const char* k);
    void String(const char* s);
    void Null() { value("null"); }
    void Boolean(bool b) { value(b ? "true" : "false"); }
    void Uint(uint64_t v);
    void Int64(int64_t v);

    // The document so far (NUL-terminated); complete when every container was closed. False
    // from ok() when memory ran out (the text is then incomplete).
    const char* text() const { return buf_ ? buf_ : ""; }
    size_t size() const { return len_; }
    bool complete() const { return ok_ && depth_ == 0 && len_ > 0; }
    bool ok() const { return ok_; }
    // How many bytes that are not UTF-8 (manifest strings are bytes) were written as U+FFFD, so
    // that the document stays valid JSON.
    size_t replaced() const { return replaced_; }

private:
    static constexpr unsigned kMaxDepth = 64;
    size_t replaced_ = 0;
    void open(char c);
    void close(char c);
    void value(const char* literal);
    void separate();  // the comma and newline before a value or key in a container
    void put(const char* s, size_t n);
    void put(const char* s);
    void put(char c) { put(&c, 1); }
    void indent();

    char* buf_ = nullptr;
    size_t len_ = 0, cap_ = 0;
    unsigned depth_ = 0;
    bool first_[kMaxDepth + 1] = {};
    bool after_key_ = false;
    bool ok_ = true;
};

}  // namespace vkl
