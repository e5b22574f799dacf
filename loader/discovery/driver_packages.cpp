// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// RapidJSON first: the X11 headers that vulkan.h pulls in define macros that break it.
#include "base/json.h"

#include "discovery/driver_packages.h"

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>

#include "base/log.h"
#include "base/platform.h"
#include "base/sync.h"
#include "base/text.h"
#include "base/env.h"

namespace vkl {

namespace {

constexpr const char* kMetadata = "meta/metadata/metadata.json";
constexpr uint32_t kBits = kLogError | kLogDriver;

char* join(const char* a, const char* b) {
    const size_t n = std::strlen(a) + 1 + std::strlen(b) + 1;
    auto* out = static_cast<char*>(std::malloc(n));
    if (out)
        std::snprintf(out, n, "%s/%s", a, b);
    return out;
}

bool has_dot_dot(const char* rel) {
    for (const char* p = rel; *p;) {
        const char* slash = std::strchr(p, '/');
        const size_t n = slash ? static_cast<size_t>(slash - p) : std::strlen(p);
        if (n == 2 && p[0] == '.' && p[1] == '.')
            return true;
        p += n;
        while (*p == '/')
            ++p;
    }
    return false;
}

// The resolved path of `rel` inside the package whose resolved root is `root`: nullptr, after
// one log line naming the package, when it is absolute, climbs with "..", cannot be resolved,
// or resolves (through a symbolic link) to somewhere outside the package.
char* resolve_inside(const char* root, const char* rel, const char* field) {
    if (rel[0] == '/') {
        log_file(kBits, LogEvent::FileRefused, LogFile::DriverPackage, root,
            "driver package %s: %s \"%s\" is absolute; a package's paths are relative to its root; skipped",
            root, field, rel);
        return nullptr;
    }
    if (has_dot_dot(rel)) {
        log_file(kBits, LogEvent::FileRefused, LogFile::DriverPackage, root,
            "driver package %s: %s \"%s\" climbs out with \"..\"; skipped", root, field, rel);
        return nullptr;
    }
    char* full = join(root, rel);
    if (full == nullptr)
        return nullptr;
    char* resolved = platform::real_path(full);
    if (resolved == nullptr) {
        log_file(kBits, LogEvent::FileRefused, LogFile::DriverPackage, root,
            "driver package %s: %s \"%s\" cannot be resolved (%s); skipped", root, field, rel, std::strerror(errno));
        std::free(full);
        return nullptr;
    }
    std::free(full);
    // Inside: the root followed by '/' (a root of "/" is itself the prefix).
    const size_t n = std::strlen(root);
    const bool under_root = std::strncmp(resolved, root, n) == 0 && (resolved[n] == '/' || (n == 1 && resolved[1] != '\0'));
    if (std::strcmp(resolved, root) == 0) {
        log_file(kBits, LogEvent::FileRefused, LogFile::DriverPackage, root,
            "driver package %s: %s \"%s\" names the package's root, not a file in it; skipped", root, field, rel);
        std::free(resolved);
        return nullptr;
    }
    if (!under_root) {
        log_file(kBits, LogEvent::FileRefused, LogFile::DriverPackage, root,
            "driver package %s: %s \"%s\" leads out of the package (to %s) through a symbolic link; skipped", root,
            field, rel, resolved);
        std::free(resolved);
        return nullptr;
    }
    return resolved;
}

struct FolderScan {
    Vec<char*> names;
    bool ok = true;
};

// A folder of packages: its subdirectories in name order (a listing's order depends on the
// file system; the packages' order decides the drivers' order).
void add_folder(const char* folder, DriverPackages& out) {
    FolderScan scan;
    const bool readable = platform::for_each_dir_entry(
        folder,
        [](const char* name, void* user) {
            auto* s = static_cast<FolderScan*>(user);
            if (name[0] == '.')
                return;
            char* copy = ::strdup(name);
            if (copy == nullptr || !s->names.push(copy)) {
                std::free(copy);
                s->ok = false;
            }
        },
        &scan);
    if (!readable || !scan.ok)
        log_file(kLogWarn | kLogDriver, LogEvent::FileUnreadable, LogFile::DriverPackageFolder, folder,
            "driver package folder %s: %s; its packages are not used", folder,
            readable ? "out of memory while listing it" : "cannot be listed");
    if (!scan.names.empty())
        std::qsort(&scan.names[0], scan.names.size(), sizeof(char*), [](const void* a, const void* b) {
            return std::strcmp(*static_cast<char* const*>(a), *static_cast<char* const*>(b));
        });
    out.metadata.add(folder);  // a package added or removed changes the folder
    for (char* name : scan.names) {
        if (char* root = join(folder, name)) {
            if (readable && scan.ok && platform::is_directory(root))
                add_driver_package(root, out, true);
            std::free(root);
        }
        std::free(name);
    }
}

// ---- metadata.json, read once per version of the file ---------------------------------------------
// Every vkCreateInstance and pre-instance call looks at the packages again; a metadata file is
// parsed (and a refusal logged) only when its stamp changes, as manifests are. At most
// kMaxMetadata bytes: the file holds two short paths, and a larger one is refused unread (by its
// stamp) or, where the file was replaced since, after reading one byte past the cap (the cap is
// checked on the file that is read, never on a stat of its name alone).
constexpr unsigned long long kMaxMetadata = 64 * 1024;
constexpr size_t kMaxCachedMetadata = 64;

struct Metadata {
    char* path = nullptr;
    platform::FileStamp stamp;
    char* file_path = nullptr;      // both nullptr: refused
    char* manifest_path = nullptr;
    std::atomic<uint32_t> refs{1};
    ~Metadata() {
        std::free(path);
        std::free(file_path);
        std::free(manifest_path);
    }
};

Mutex g_metadata_lock;
Metadata* g_metadata[kMaxCachedMetadata];  // least recently used first
size_t g_metadata_count = 0;

void release_metadata(const Metadata* m) {
    auto* mm = const_cast<Metadata*>(m);
    if (mm && mm->refs.fetch_sub(1, std::memory_order_acq_rel) == 1)
        heap_delete(mm);
}

void free_cache() {
    std::lock_guard<Mutex> guard(g_metadata_lock);
    for (size_t i = 0; i < g_metadata_count; ++i)
        release_metadata(g_metadata[i]);
    g_metadata_count = 0;
}

// Parses the file into `m` (its paths, or both null with the log line that says why).
void parse_metadata(const char* path, Metadata& m) {
    if (m.stamp.size > kMaxMetadata) {
        log_file(kBits, LogEvent::FileUnreadable, LogFile::DriverPackageMetadata, path,
            "driver package metadata %s: %llu bytes, more than the %llu a metadata file may have; package skipped",
            path, m.stamp.size, kMaxMetadata);
        return;
    }
    const Allocator alloc;
    JsonParse parse(alloc);
    const JsonParse::Result parsed =
        parse.parse_file(path, kBits, LogFile::DriverPackageMetadata, "package skipped", static_cast<size_t>(kMaxMetadata));
    if (parsed == JsonParse::Result::OutOfMemory)
        log_file(kBits, LogEvent::FileUnreadable, LogFile::DriverPackageMetadata, path,
            "driver package metadata %s: out of memory while reading it; package skipped", path);
    if (parsed != JsonParse::Result::Ok)
        return;
    const JsonDocument& doc = parse.doc();
    // Every member access only on an object (RapidJSON asserts otherwise).
    const bool object = doc.IsObject();
    constexpr const char* kRead[] = {"file_path", "manifest_path"};
    const char* too_long = object ? json_too_long_member(doc, kRead) : nullptr;
    const char* file_path = object ? json_string_member(doc, "file_path") : nullptr;
    const char* manifest_path = object ? json_string_member(doc, "manifest_path") : nullptr;
    const JsonValue* version = nullptr;
    if (object) {
        auto it = doc.FindMember("version");
        version = it != doc.MemberEnd() ? &it->value : nullptr;
    }
    if (!object) {
        log_file(kBits, LogEvent::FileRefused, LogFile::DriverPackageMetadata, path,
            "driver package metadata %s: not a JSON object; package skipped", path);
    } else if (version == nullptr || !version->IsUint() || version->GetUint() != 1) {
        log_file(kBits, LogEvent::FileRefused, LogFile::DriverPackageMetadata, path,
            "driver package metadata %s: \"version\" is not 1 (the only version this loader reads); "
            "package skipped", path);
    } else if (too_long) {
        log_file(kBits, LogEvent::FileRefused, LogFile::DriverPackageMetadata, path,
            "driver package metadata %s: \"%s\" %s; package skipped", path, too_long,
            json_not_string(doc.FindMember(too_long)->value).text);
    } else if (file_path == nullptr || manifest_path == nullptr || file_path[0] == '\0' || manifest_path[0] == '\0') {
        log_file(kBits, LogEvent::FileRefused, LogFile::DriverPackageMetadata, path,
            "driver package metadata %s: \"file_path\" and \"manifest_path\" must be non-empty strings; "
            "package skipped", path);
    } else {
        m.file_path = ::strdup(file_path);
        m.manifest_path = ::strdup(manifest_path);
        if (m.file_path == nullptr || m.manifest_path == nullptr) {
            std::free(m.file_path);
            std::free(m.manifest_path);
            m.file_path = m.manifest_path = nullptr;
        }
    }
}

// What `path` says (referenced: release_metadata), from the cache while its stamp holds;
// nullptr when out of memory.
const Metadata* read_metadata(const char* path) {
    const platform::FileStamp stamp = platform::stamp(path);
    {
        std::lock_guard<Mutex> guard(g_metadata_lock);
        for (size_t i = 0; i < g_metadata_count; ++i) {
            Metadata* m = g_metadata[i];
            if (std::strcmp(m->path, path) != 0)
                continue;
            if (m->stamp == stamp) {
                m->refs.fetch_add(1, std::memory_order_relaxed);
                return m;
            }
            release_metadata(m);  // changed: read again below
            std::memmove(&g_metadata[i], &g_metadata[i + 1], (g_metadata_count - i - 1) * sizeof g_metadata[0]);
            --g_metadata_count;
            break;
        }
    }
    auto* m = heap_new<Metadata>();
    if (m == nullptr || (m->path = ::strdup(path)) == nullptr) {
        heap_delete(m);
        return nullptr;
    }
    m->stamp = stamp;
    parse_metadata(path, *m);
    // Kept only when settled (changed more than 2 s ago): a change within the same timestamp
    // tick must not go unseen.
    if (platform::now_ns() - stamp.mtime_ns <= platform::kRacyNs)
        return m;
    std::lock_guard<Mutex> guard(g_metadata_lock);
    if (g_metadata_count == kMaxCachedMetadata) {
        release_metadata(g_metadata[0]);
        std::memmove(&g_metadata[0], &g_metadata[1], (g_metadata_count - 1) * sizeof g_metadata[0]);
        --g_metadata_count;
    }
    m->refs.fetch_add(1, std::memory_order_relaxed);  // the cache's
    g_metadata[g_metadata_count++] = m;
    return m;
}

}  // namespace

DriverPackages::~DriverPackages() {
    for (char* l : libraries)
        std::free(l);
}

const char* DriverPackages::library_for(const char* manifest) const {
    const uint32_t i = manifests.index.find(manifest);
    return i != StringIndex::kNone && i < libraries.size() ? libraries[i] : nullptr;
}

bool add_driver_package(const char* given_root, DriverPackages& out, bool quiet_if_absent) {
    char* root = platform::real_path(given_root);
    if (root == nullptr) {
        if (!quiet_if_absent)
            log_file(kLogWarn | kLogDriver, LogEvent::FileUnreadable, LogFile::DriverPackage, given_root,
                "driver package %s: cannot be resolved (%s); ignored", given_root, std::strerror(errno));
        return false;
    }
    bool added = false;
    char* metadata = join(root, kMetadata);
    char *library = nullptr, *manifest = nullptr, *meta_resolved = nullptr;
    if (metadata == nullptr) {
        // out of memory: nothing to add
    } else if (!platform::file_exists(metadata)) {
        if (!quiet_if_absent)
            log_file(kBits, LogEvent::FileRefused, LogFile::DriverPackage, root,
                "driver package %s: no %s; skipped", root, kMetadata);
    } else if ((meta_resolved = resolve_inside(root, kMetadata, "metadata")) != nullptr) {
        out.metadata.add(meta_resolved);
        const Metadata* m = read_metadata(meta_resolved);
        const char* file_path = m ? m->file_path : nullptr;
        const char* manifest_path = m ? m->manifest_path : nullptr;
        // (Both null: refused, as its reading logged, or out of memory.) The paths are resolved
        // at every search: a link inside the package may be repointed without the metadata
        // changing.
        if (file_path != nullptr && manifest_path != nullptr &&
            (library = resolve_inside(root, file_path, "file_path")) != nullptr &&
            (manifest = resolve_inside(root, manifest_path, "manifest_path")) != nullptr) {
            if (out.manifests.contains(manifest)) {
                log_file(kLogWarn | kLogDriver, LogEvent::EntrySkipped, LogFile::DriverPackage, root,
                    "driver package %s: already found; read once", root);
            } else if (out.libraries.push(library)) {
                // The two lists stay in step: the library first, taken back if the manifest
                // cannot be added.
                if (out.manifests.add(manifest)) {
                    library = nullptr;  // owned by the list now
                    added = true;
                    out.metadata.add(out.libraries[out.libraries.size() - 1]);  // a repointed link is a change
                    log(kLogInfo | kLogDriver,
                        LogRecord{.event = LogEvent::DriverPackageFound, .kind = LogFile::DriverPackage, .file = root,
                                  .driver = manifest, .library = out.libraries[out.libraries.size() - 1]},
                        "driver package %s: manifest %s, library %s", root, manifest,
                        out.libraries[out.libraries.size() - 1]);
                } else {
                    out.libraries.pop();
                }
            }
        }
        release_metadata(m);
    }
    std::free(manifest);
    std::free(library);
    std::free(meta_resolved);
    std::free(metadata);
    std::free(root);
    return added;
}

void find_driver_packages(DriverPackages& out, bool replaced_by_files, bool use_env) {
    if (const char* list = use_env ? get_env(Env::VK_DRIVER_PACKAGES) : nullptr) {
        for_each_search_list_item(
            list,
            [](const char* item, void* user) {
                auto& o = *static_cast<DriverPackages*>(user);
                char* meta = join(item, kMetadata);
                const bool is_package = meta != nullptr && platform::file_exists(meta);
                std::free(meta);
                const size_t before = o.manifests.paths.size();
                if (is_package) {
                    add_driver_package(item, o, false);
                } else if (platform::is_directory(item)) {
                    add_folder(item, o);
                    if (o.manifests.paths.size() == before)
                        log(kLogWarn | kLogDriver,
                            LogRecord{.event = LogEvent::SearchPathSkipped, .variable = "VK_DRIVER_PACKAGES",
                                      .value = item},
                            "VK_DRIVER_PACKAGES: \"%s\" has no %s and holds no package; ignored",
                            item, kMetadata);
                } else
                    log(kLogWarn | kLogDriver,
                        LogRecord{.event = LogEvent::SearchPathSkipped, .variable = "VK_DRIVER_PACKAGES",
                                  .value = item},
                        "VK_DRIVER_PACKAGES: \"%s\" is not a package or a folder of packages; ignored",
                        item);
            },
            &out);
        return;
    }
    if (replaced_by_files)
        return;
    for_each_system_source(
        ManifestKind::DriverPackages,
        [](const char* dir, SourceItem, const char*, void* user) {
            if (platform::is_directory(dir))
                add_folder(dir, *static_cast<DriverPackages*>(user));
        },
        &out);
}

void free_metadata_cache() { free_cache(); }

}  // namespace vkl
