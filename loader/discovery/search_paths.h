// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Manifest search paths shared by drivers and layers: the system's locations (search_sources.h:
// the XDG folders on POSIX, the registry on Windows) and path lists of files or directories
// from environment variables (':'-separated on POSIX, ';' on Windows). All reads go through
// the platform module.
#pragma once

#include <cstring>
#include <initializer_list>

#include "base/alloc.h"
#include "base/platform.h"
#include "base/string_index.h"
#include "discovery/search_sources.h"

namespace vkl {

// Manifest paths in search order, each once (hashed: 10^5 manifests stay linear); malloc'd,
// freed with the list.
struct PathList {
    Vec<char*> paths;
    StringIndex index;
    PathList() = default;
    PathList(const PathList&) = delete;
    PathList& operator=(const PathList&) = delete;
    ~PathList();
    bool contains(const char* p) const;
    bool add(const char* p);  // a duplicate is dropped: a manifest is read once
    // Keeps the paths `keep(path)` is true for, in order (one pass; false when out of memory).
    template <typename Keep>
    bool keep_if(Keep&& keep) {
        size_t kept = 0;
        for (size_t i = 0; i < paths.size(); ++i) {
            if (keep(static_cast<const char*>(paths[i])))
                paths[kept++] = paths[i];
            else
                std::free(paths[i]);
        }
        while (paths.size() > kept)
            paths.pop();
        index = StringIndex();
        for (size_t i = 0; i < paths.size(); ++i)
            if (!index.insert(paths[i], static_cast<uint32_t>(i)))
                return false;
        return true;
    }
};

// What a set of manifests was read from: every path with its file stamp (platform::stamp), in
// order. Equal keys: no manifest came, went, moved or changed. Caches of parsed manifests
// compare keys instead of reading the files again.
class ManifestKey {
public:
    // False when out of memory.
    bool build(std::initializer_list<const PathList*> lists);
    bool operator==(const ManifestKey& o) const;

private:
    Vec<char> bytes_;
};

// Frees the directory listings and default locations cached for the searches: the library is
// being unloaded (loader/objects/library_unload.cpp; never at exit).
void free_search_caches();

// The *.json files of a directory, in readdir order (non-recursive).
void add_manifest_directory(const char* dir, PathList& out);
// A path list of files or directories; `variable` names it in warnings.
void add_manifest_list(const char* list, PathList& out, const char* variable);
// The system's manifests of `kind` (search_sources.h), in search order.
void add_default_manifest_locations(ManifestKind kind, PathList& out);
// Each non-empty item of a path list (too long ones skipped with a warning).
void for_each_search_list_item(const char* list, void (*fn)(const char* item, void* user), void* user);

// The warning for an item too long to name a file, once per item.
void warn_path_list_item_too_long(const char* item);
// Calls fn(item) for each non-empty item of a path list (platform::kPathListSeparator: ':' on
// POSIX, ';' on Windows), NUL-terminated in a buffer of PATH_MAX bytes; a longer item cannot
// name a file and is skipped with a warning. Inline: the XDG lists are walked with it at every
// change of the environment, the pre-instance calls' path.
// kWarn false: skipped silently (the settings file's candidates, as they always were).
template <bool kWarn = true, typename F>
void for_each_path_list_item(const char* list, F&& fn) {
    char item[4096];
    for (const char* p = list; *p;) {
        const char* end = std::strchr(p, platform::kPathListSeparator);
        const size_t n = end ? static_cast<size_t>(end - p) : std::strlen(p);
        if (n >= sizeof item) {
            if (kWarn)
                warn_path_list_item_too_long(p);
        } else if (n > 0) {
            std::memcpy(item, p, n);
            item[n] = '\0';
            fn(static_cast<const char*>(item));
        }
        p += n;
        if (*p == platform::kPathListSeparator)
            ++p;
    }
}

}  // namespace vkl
