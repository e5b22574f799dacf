// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Small string helpers shared by discovery and manifest parsing.
#pragma once

#include <cstddef>
#include <cstring>
#include <string>

namespace vkl::text {

// A malloc'd copy of `s` (free with std::free), or nullptr: for nullptr, and when out of memory.
inline char* dup(const char* s) { return s ? ::strdup(s) : nullptr; }

// Case-insensitive glob match of the filter forms the loader documents: "pre*", "*suf",
// "*sub*", "exact" (a '*' elsewhere is literal).
bool filter_matches(const char* pattern, size_t pattern_len, const char* name);

// Whether `name` matches any entry of a comma-separated filter list.
bool filter_list_matches(const char* list, const char* name);

// Whether `name` is exactly one entry of a `sep`-separated list (case-sensitive).
bool list_contains(const char* list, char sep, const char* name);

// The character at `p` (a NUL-terminated text) as escaping sees it: its length in bytes (1 to 4)
// and whether it is written as \xNN per byte. Escaped: C0 controls and DEL; C1 controls
// (U+0080-U+009F, which a terminal honouring C1, as xterm does, reads as CSI, OSC, ...); and a
// byte that starts no valid UTF-8 character (among them raw 0x80-0x9F, C1 itself to a terminal
// in 8-bit mode), one byte at a time. Every other character is valid UTF-8 and kept whole.
struct TextUnit {
    unsigned length;
    bool escape;
};
TextUnit text_unit(const unsigned char* p);

// Appends the text from `p` to `end` (NUL-terminated at `end`) to `out`, each byte text_unit
// escapes written as \xNN; `keep_lines` keeps newlines and tabs (a report of several lines).
// For text shown on a terminal by what is not the loader's log (whose lines are bounded buffers):
// vkloader's reports, the layer chassis's stderr lines. Inline: the loader itself has no use for it.
inline void append_escaped(std::string& out, const char* text, const char* end, bool keep_lines = false) {
    static const char hex[] = "0123456789ABCDEF";
    for (auto* p = reinterpret_cast<const unsigned char*>(text); p < reinterpret_cast<const unsigned char*>(end);) {
        const TextUnit u = text_unit(p);
        const bool keep = keep_lines && (*p == '\n' || *p == '\t');
        for (unsigned i = 0; i < u.length; ++i, ++p) {
            if (u.escape && !keep) {
                out += "\\x";
                out += hex[*p >> 4];
                out += hex[*p & 15];
            } else {
                out += static_cast<char>(*p);
            }
        }
    }
}

// The last path component (after the platform's last folder separator).
const char* base_name(const char* path);

// `name` in the folder of the file `beside` ("." when it names no folder), joined with the
// platform's folder separator; malloc'd.
char* path_beside(const char* beside, const char* name);
// A manifest's "library_path": an absolute path, or a bare file name (the system's library
// search: dlopen's on POSIX, the system folder on Windows) is taken as it is; a relative path
// with a folder is relative to the manifest's folder ("Relative pathnames are those that do not
// start with a drive specifier ... nor with a directory separator ... but do contain at least
// one directory separator"). Malloc'd.
char* library_path_for_manifest(const char* manifest, const char* library);

bool ends_with(const char* s, const char* suffix);

// The number a text starts with, as C's atoi reads it (white space, a sign, digits; 0 without
// digits), clamped to int's range: how the Khronos loaders read a manifest's
// "implementation_version" and "spec_version" ("1.0.0" is 1, "2.0" is 2).
long leading_number(const char* s);

// A version read by its leading numbers, as the Khronos loaders read every version string of a
// manifest: up to four parts split at '.' (empty parts skipped), each part its leading number
// cut to 16 bits; four parts are variant.major.minor.patch. "1.3.250-rc" is 1.3.250, "1.3.0 " is
// 1.3.0, text without numbers is 0.0.0. Never fails; `plain` says whether the text was exactly
// "major[.minor[.patch]]" in decimal digits (up to 65535 each), for a warning where it was not.
struct Version {
    unsigned variant = 0, major = 0, minor = 0, patch = 0;
    bool plain = true;
};
Version leading_version(const char* s);

// The edit distance (insertions, deletions, substitutions; letters compared without case)
// between two names, or `limit` + 1 when it exceeds `limit` (names of 255 bytes at most; a
// longer one counts as too far). For "did you mean" suggestions.
unsigned edit_distance(const char* a, const char* b, unsigned limit);

}  // namespace vkl::text
