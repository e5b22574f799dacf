// SPDX-License-Identifier: Apache-2.0
// Small string helpers shared by discovery and manifest parsing.
#pragma once

#include <cstddef>

namespace vkl::text {

// Case-insensitive glob match of the filter forms the loader documents: "pre*", "*suf",
// "*sub*", "exact" (a '*' elsewhere is literal).
bool filter_matches(const char* pattern, size_t pattern_len, const char* name);

// Whether `name` matches any entry of a comma-separated filter list.
bool filter_list_matches(const char* list, const char* name);

// Whether `name` is exactly one entry of a `sep`-separated list (case-sensitive).
bool list_contains(const char* list, char sep, const char* name);

// The last path component.
const char* base_name(const char* path);

bool ends_with(const char* s, const char* suffix);

// Parses "major.minor.patch" (missing parts are 0); returns false on malformed text.
bool parse_version(const char* s, unsigned* major, unsigned* minor, unsigned* patch);

// The edit distance (insertions, deletions, substitutions; letters compared without case)
// between two names, or `limit` + 1 when it exceeds `limit` (names of 255 bytes at most; a
// longer one counts as too far). For "did you mean" suggestions.
unsigned edit_distance(const char* a, const char* b, unsigned limit);

}  // namespace vkl::text
