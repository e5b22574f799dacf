// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "discovery/search_paths.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <new>

#include "base/env.h"
#include "base/log.h"
#include "base/platform.h"
#include "base/text.h"
#include "discovery/search_sources.h"
#include "base/sync.h"


namespace vkl {

PathList::~PathList() {
    for (char* p : paths)
        std::free(p);
}

bool PathList::contains(const char* p) const { return index.find(p) != StringIndex::kNone; }

bool PathList::add(const char* p) {
    if (contains(p))
        return true;
    char* copy = ::strdup(p);
    if (copy == nullptr || !paths.push(copy)) {
        std::free(copy);
        return false;
    }
    if (!index.insert(copy, static_cast<uint32_t>(paths.size() - 1))) {
        paths.pop();
        std::free(copy);
        return false;
    }
    return true;
}

namespace {

// "dir/name" (one folder separator between), malloc'd.
char* join(const char* dir, const char* name) {
    const size_t a = std::strlen(dir), b = std::strlen(name);
    const bool slash = a == 0 || !platform::is_folder_separator(dir[a - 1]);
    char* s = static_cast<char*>(std::malloc(a + slash + b + 1));
    if (s) {
        std::memcpy(s, dir, a);
        s[a] = platform::kFolderSeparator;
        std::memcpy(s + a + slash, name, b + 1);
    }
    return s;
}

// ---- directory listings, cached for the process ----------------------------------------------
// Every vkCreateInstance and pre-instance call searches the manifest directories again (a
// manifest may have come or gone). A directory is read again only when its stamp changed
// (an entry added, removed or renamed changes its mtime), or when its last reading was "racy":
// taken within kRacyNs of its mtime, where a change in the same timestamp tick would leave the
// mtime as it was (git treats racily-clean index entries the same way).
constexpr size_t kMaxCachedDirs = 64;            // the search covers ~10 directories per kind

struct DirListing {
    char* dir = nullptr;
    platform::FileStamp stamp;
    bool settled = false;
    Vec<char*> files;  // full paths of the *.json entries (directories too: refused when read), readdir order
    ~DirListing() {
        std::free(dir);
        for (char* f : files)
            std::free(f);
    }
};

// Listings, least recently used first. Guarded by g_dirs_lock: drivers and layers are searched
// from any thread. A plain array: no static destructor to run before free_listings.
Mutex g_dirs_lock;
DirListing* g_dirs[kMaxCachedDirs];
size_t g_dir_count = 0;

void forget_listing(size_t i) {
    std::memmove(&g_dirs[i], &g_dirs[i + 1], (g_dir_count - i - 1) * sizeof g_dirs[0]);
    --g_dir_count;
}

void free_listings() {
    std::lock_guard<Mutex> guard(g_dirs_lock);
    for (size_t i = 0; i < g_dir_count; ++i)
        heap_delete(g_dirs[i]);
    g_dir_count = 0;
}

DirListing* read_listing(const char* dir, const platform::FileStamp& stamp) {
    auto* l = heap_new<DirListing>();
    if (l == nullptr || (l->dir = ::strdup(dir)) == nullptr) {
        heap_delete(l);
        return nullptr;
    }
    l->stamp = stamp;
    l->settled = platform::now_ns() - stamp.mtime_ns > platform::kRacyNs;
    struct Scan {
        DirListing* l;
        bool ok;
    } scan{l, true};
    platform::for_each_dir_entry(
        dir,
        [](const char* name, void* user) {
            auto* s = static_cast<Scan*>(user);
            if (!text::ends_with(name, ".json"))
                return;
            // Every *.json entry, whatever it is: a directory, FIFO or broken link is refused
            // when read, with a log line naming it (platform::read_file), not skipped unseen.
            char* full = join(s->l->dir, name);
            if (full == nullptr || !s->l->files.push(full)) {
                std::free(full);
                s->ok = false;
            }
        },
        &scan);
    if (!scan.ok) {  // out of memory: an incomplete listing is not kept
        heap_delete(l);
        return nullptr;
    }
    log_file(kLogDebug, LogEvent::DirectoryRead, LogFile::ManifestDirectory, dir,
        "manifest directory %s: read, %zu manifest file%s%s", dir, l->files.size(),
        l->files.size() == 1 ? "" : "s", l->settled ? "" : " (changed within 2 s: read again next time)");
    return l;
}

// Adds the *.json files of `dir` (stamped just now), in readdir order.
void add_stamped_directory(const char* dir, const platform::FileStamp& stamp, PathList& out) {
    if (!stamp.exists)
        return;
    {
        std::lock_guard<Mutex> guard(g_dirs_lock);
        for (size_t i = 0; i < g_dir_count; ++i) {
            DirListing* l = g_dirs[i];
            if (std::strcmp(l->dir, dir) != 0)
                continue;
            forget_listing(i);
            if (l->settled && l->stamp == stamp) {
                for (const char* f : l->files)
                    out.add(f);
                g_dirs[g_dir_count++] = l;  // the most recently used end
                return;
            }
            heap_delete(l);  // changed, or read too close to its last change
            break;
        }
    }
    // Read without the lock (a slow file system must not hold up other threads' searches).
    DirListing* l = read_listing(dir, stamp);
    if (l == nullptr)
        return;
    for (const char* f : l->files)
        out.add(f);
    std::lock_guard<Mutex> guard(g_dirs_lock);
    for (size_t i = 0; i < g_dir_count; ++i)
        if (std::strcmp(g_dirs[i]->dir, dir) == 0) {  // another thread read it meanwhile
            heap_delete(g_dirs[i]);
            forget_listing(i);
            break;
        }
    if (g_dir_count == kMaxCachedDirs) {
        heap_delete(g_dirs[0]);
        forget_listing(0);
    }
    g_dirs[g_dir_count++] = l;
}

void add_directory_impl(const char* dir, PathList& out) { add_stamped_directory(dir, platform::stamp(dir), out); }

// One item of a path list, or a registry value's name: a manifest file when its name ends in
// ".json", any other item a folder, as both Khronos loaders take them: "x.json.disabled" stays
// off, and a folder named "layers.json" is a file (refused when read). `origin` names the
// variable or registry key in warnings.
inline __attribute__((always_inline)) void add_list_item(const char* item, PathList& out, const char* origin) {
    const platform::FileStamp stamp = platform::stamp(item);
    const bool manifest_name = text::ends_with(item, ".json");
    if (!manifest_name && stamp.is_directory)
        add_stamped_directory(item, stamp, out);
    else if (!manifest_name && stamp.exists)
        log(kLogWarn, LogRecord{.event = LogEvent::SearchPathSkipped, .variable = origin, .value = item},
            "%s: \"%s\" is not a folder and its name does not end in .json; ignored", origin, item);
    else if (stamp.exists || platform::file_exists(item))  // access(): what a path-redirecting shim answers
        out.add(item);
    else
        log(kLogWarn, LogRecord{.event = LogEvent::SearchPathSkipped, .variable = origin, .value = item},
            "%s: \"%s\" does not exist; ignored", origin, item);
}

// A path list of files or directories (VK_DRIVER_FILES and friends).
void add_file_list_impl(const char* list, PathList& out, const char* variable) {
    for_each_path_list_item(list, [&](const char* item) { add_list_item(item, out, variable); });
}

// Out of memory for the list of sources: one source at a time.
__attribute__((noinline, cold)) void add_sources_one_by_one(ManifestKind kind, PathList& out) {
    for_each_system_source(
        kind,
        [](const char* item, SourceItem what, const char* origin, void* user) {
            auto& o = *static_cast<PathList*>(user);
            if (what == SourceItem::Folder)
                add_directory_impl(item, o);
            else
                add_list_item(item, o, origin);
        },
        &out);
}

void add_default_locations_impl(ManifestKind kind, PathList& out) {
    const SourceList list = acquire_system_sources(kind);
    if (list.holder == nullptr)
        return add_sources_one_by_one(kind, out);
    if (list.what == SourceItem::Folder) {  // the XDG folders: what every Linux search walks
        for (size_t i = 0; i < list.count; ++i)
            add_directory_impl(list.items[i], out);
    } else {
        for (size_t i = 0; i < list.count; ++i)
            add_list_item(list.items[i], out, list.origins ? list.origins[i] : "search path");
    }
    release_system_sources(list);
}

}  // namespace

void for_each_search_list_item(const char* list, void (*fn)(const char* item, void* user), void* user) {
    for_each_path_list_item(list, [&](const char* item) { fn(item, user); });
}

bool ManifestKey::build(std::initializer_list<const PathList*> lists) {
    bytes_.clear();
    for (const PathList* l : lists) {
        for (const char* p : l->paths) {
            const platform::FileStamp st = platform::stamp(p);
            // Field by field: the struct's padding bytes are not part of the key.
            const long long fields[] = {static_cast<long long>(st.device), static_cast<long long>(st.inode),
                                        static_cast<long long>(st.size), st.mtime_ns, st.ctime_ns,
                                        st.exists + 2 * st.is_directory};
            if (!bytes_.append(p, std::strlen(p) + 1) ||
                !bytes_.append(reinterpret_cast<const char*>(fields), sizeof fields))
                return false;
        }
        if (!bytes_.append("", 1))  // the end of one list
            return false;
    }
    return true;
}

bool ManifestKey::operator==(const ManifestKey& o) const {
    return bytes_.size() == o.bytes_.size() && std::memcmp(bytes_.data(), o.bytes_.data(), bytes_.size()) == 0;
}

void add_manifest_directory(const char* dir, PathList& out) { add_directory_impl(dir, out); }
void add_manifest_list(const char* list, PathList& out, const char* variable) { add_file_list_impl(list, out, variable); }
void add_default_manifest_locations(ManifestKind kind, PathList& out) { add_default_locations_impl(kind, out); }

void warn_path_list_item_too_long(const char* item) {
    log(kLogWarn, LogRecord{.event = LogEvent::SearchPathSkipped}, "manifest search path too long, skipped: %.64s...",
        item);
}

void free_search_caches() {
    free_listings();
    free_search_source_caches();
}

}  // namespace vkl
