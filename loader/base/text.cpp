// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "base/text.h"

#include "base/platform.h"

#include <cctype>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace vkl::text {

namespace {

bool equal_ci(const char* a, const char* b, size_t n) {
    for (size_t i = 0; i < n; ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

bool contains_ci(const char* hay, size_t hay_len, const char* needle, size_t n) {
    if (n > hay_len)
        return false;
    for (size_t i = 0; i + n <= hay_len; ++i)
        if (equal_ci(hay + i, needle, n))
            return true;
    return false;
}

}  // namespace

bool filter_matches(const char* p, size_t n, const char* name) {
    const size_t len = std::strlen(name);
    if (n == 0)
        return false;
    const bool star_front = p[0] == '*';
    const bool star_back = n > 1 && p[n - 1] == '*';
    if ((n == 1 && star_front) || (n == 5 && std::strncmp(p, "~all~", 5) == 0))
        return true;  // "*" and "~all~" match everything (drivers' filters too)
    if (star_front && star_back)
        return contains_ci(name, len, p + 1, n - 2);
    if (star_front)
        return len >= n - 1 && equal_ci(name + len - (n - 1), p + 1, n - 1);
    if (star_back)
        return len >= n - 1 && equal_ci(name, p, n - 1);
    return len == n && equal_ci(name, p, n);
}

bool filter_list_matches(const char* list, const char* name) {
    const char* p = list;
    while (*p) {
        const char* end = std::strchr(p, ',');
        const size_t n = end ? static_cast<size_t>(end - p) : std::strlen(p);
        if (filter_matches(p, n, name))
            return true;
        p += n;
        if (*p == ',')
            ++p;
    }
    return false;
}

bool list_contains(const char* list, char sep, const char* name) {
    const size_t len = std::strlen(name);
    for (const char* p = list; *p;) {
        const char* end = std::strchr(p, sep);
        const size_t n = end ? static_cast<size_t>(end - p) : std::strlen(p);
        if (n == len && std::strncmp(p, name, n) == 0)
            return true;
        p += n;
        if (*p == sep)
            ++p;
    }
    return false;
}

const char* base_name(const char* path) {
    const char* slash = platform::last_folder_separator(path);
    return slash ? slash + 1 : path;
}

char* path_beside(const char* beside, const char* name) {
    const char* slash = platform::last_folder_separator(beside);
    const size_t dirlen = slash ? static_cast<size_t>(slash - beside) : 1;
    const size_t n = dirlen + 1 + std::strlen(name) + 1;
    auto* out = static_cast<char*>(std::malloc(n));
    if (out)
        std::snprintf(out, n, "%.*s%c%s", static_cast<int>(dirlen), slash ? beside : ".",
                      platform::kFolderSeparator, name);
    return out;
}

char* library_path_for_manifest(const char* manifest, const char* library) {
    if (platform::is_absolute_path(library) || platform::last_folder_separator(library) == nullptr)
        return dup(library);
    return path_beside(manifest, library);
}

bool ends_with(const char* s, const char* suffix) {
    const size_t a = std::strlen(s), b = std::strlen(suffix);
    return a >= b && std::memcmp(s + a - b, suffix, b) == 0;
}

long leading_number(const char* s) {
    const long v = std::strtol(s, nullptr, 10);  // atoi's reading, with the overflow defined
    return v > INT_MAX ? INT_MAX : v < INT_MIN ? INT_MIN : v;
}

Version leading_version(const char* s) {
    unsigned parts[4] = {0, 0, 0, 0};
    int n = 0, seen = 0;
    Version v;
    for (const char* p = s;;) {
        // Digits alone (the usual part) are read here; anything else as atoi reads it.
        long value = 0;
        const char* end = p;
        while (*end >= '0' && *end <= '9' && end - p < 6)
            value = value * 10 + (*end++ - '0');
        const bool digits = end > p && (*end == '.' || *end == '\0');
        if (!digits) {
            value = leading_number(p);
            end = p + std::strcspn(p, ".");
        }
        v.plain &= digits && value <= 0xFFFF && ++seen <= 3;
        if (end > p && n < 4)
            parts[n++] = static_cast<uint16_t>(value);
        if (*end != '.')
            break;
        p = end + 1;
    }
    if (n == 4)
        v.variant = parts[0];
    v.major = parts[n == 4];
    v.minor = parts[1 + (n == 4)];
    v.patch = parts[2 + (n == 4)];
    return v;
}

unsigned edit_distance(const char* a, const char* b, unsigned limit) {
    const size_t n = std::strlen(a), m = std::strlen(b);
    if (n > 255 || m > 255 || (n > m ? n - m : m - n) > limit)
        return limit + 1;
    unsigned row[256];
    for (size_t j = 0; j <= m; ++j)
        row[j] = static_cast<unsigned>(j);
    for (size_t i = 1; i <= n; ++i) {
        unsigned diagonal = row[0];
        row[0] = static_cast<unsigned>(i);
        unsigned best = row[0];
        for (size_t j = 1; j <= m; ++j) {
            const unsigned up = row[j];
            const bool same = std::tolower(static_cast<unsigned char>(a[i - 1])) == std::tolower(static_cast<unsigned char>(b[j - 1]));
            unsigned v = diagonal + (same ? 0 : 1);
            if (row[j] + 1 < v)
                v = row[j] + 1;
            if (row[j - 1] + 1 < v)
                v = row[j - 1] + 1;
            row[j] = v;
            diagonal = up;
            if (v < best)
                best = v;
        }
        if (best > limit)
            return limit + 1;
    }
    return row[m] <= limit ? row[m] : limit + 1;
}

TextUnit text_unit(const unsigned char* p) {
    const unsigned char b = p[0];
    if (b < 0x80)
        return {1, b < 0x20 || b == 0x7F};
    auto cont = [&](unsigned i) { return (p[i] & 0xC0) == 0x80; };  // a NUL ends the text: never one
    // The shortest encodings only, no surrogates, nothing past U+10FFFF (RFC 3629).
    if (b >= 0xC2 && b <= 0xDF && cont(1))
        return {2, b == 0xC2 && p[1] <= 0x9F};  // U+0080-U+009F: C1
    if (b >= 0xE0 && b <= 0xEF && cont(1) && cont(2) && !(b == 0xE0 && p[1] < 0xA0) && !(b == 0xED && p[1] > 0x9F))
        return {3, false};
    if (b >= 0xF0 && b <= 0xF4 && cont(1) && cont(2) && cont(3) && !(b == 0xF0 && p[1] < 0x90) &&
        !(b == 0xF4 && p[1] > 0x8F))
        return {4, false};
    return {1, true};
}

}  // namespace vkl::text
