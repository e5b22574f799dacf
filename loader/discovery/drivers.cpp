// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "discovery/drivers.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "base/alloc.h"
#include "base/current_set.h"
#include "base/env.h"
#include "base/log.h"
#include "base/platform.h"
#include "base/two_call.h"
#include "discovery/driver_manifest.h"
#include "discovery/driver_packages.h"
#include "discovery/removed_extensions.h"
#include "discovery/search_paths.h"
#include "base/text.h"

namespace vkl {

bool ExtensionList::has(const char* name) const {
    for (uint32_t i = 0; i < count; ++i)
        if (std::strcmp(items[i].extensionName, name) == 0)
            return true;
    return false;
}

VkResult read_instance_extensions(const DriverLibrary& d, const Allocator& alloc, ExtensionList& out) {
    out = ExtensionList{};
    uint32_t count = 0;
    VkResult r = d.enumerate_extensions(nullptr, &count, nullptr);
    for (int attempt = 0; r == VK_SUCCESS && count > 0 && attempt < 4; ++attempt) {
        auto* props = static_cast<VkExtensionProperties*>(alloc.allocate(sizeof(VkExtensionProperties) * count));
        if (props == nullptr)
            return VK_ERROR_OUT_OF_HOST_MEMORY;
        uint32_t got = count;
        r = d.enumerate_extensions(nullptr, &got, props);
        if (r == VK_SUCCESS) {
            out.items = props;
            out.count = 0;
            for (uint32_t i = 0; i < written_count(got, count); ++i) {
                if (removed_instance_extension(props[i].extensionName))
                    log(kLogInfo | kLogDriver, "driver %s: instance extension %s is of a window system this loader "
                        "leaves out; not listed", d.manifest_path, props[i].extensionName);
                else
                    props[out.count++] = props[i];
            }
            return VK_SUCCESS;
        }
        alloc.release(props);
        if (r == VK_INCOMPLETE)  // the list grew between the calls
            r = d.enumerate_extensions(nullptr, &count, nullptr);
    }
    if (r != VK_SUCCESS)
        log(kLogError | kLogDriver, LogRecord{.event = LogEvent::DriverCallFailed, .driver = d.manifest_path},
            "driver %s: vkEnumerateInstanceExtensionProperties failed (%d); taken as no extensions",
            d.manifest_path, r);
    return r == VK_ERROR_OUT_OF_HOST_MEMORY ? r : VK_SUCCESS;
}

void release_extensions(const Allocator& alloc, ExtensionList& list) {
    alloc.release(list.items);
    list = ExtensionList{};
}

namespace {

// The driver manifests in search order. A settings file adds its "additional_drivers" after
// the others (or instead of them: "additional_drivers_use_exclusively"); one with
// "device_configurations" chooses the devices itself, so the driver variables, which would
// second-guess that choice, are ignored then.
// Driver packages (driver_packages.h) come after the manifests found there, their manifests
// in `out` too (the filters match them by name), with the library each must load in `packages`.
// The settings file's additional drivers: .json manifests that exist.
void add_settings_drivers(const Settings* settings, PathList& out) {
    if (settings)
        for (const char* p : settings->additional_drivers) {
            if (!text::ends_with(p, ".json"))
                log(kLogWarn | kLogDriver,
                    LogRecord{.event = LogEvent::EntrySkipped, .kind = LogFile::Settings, .file = settings->path,
                              .driver = p},
                    "loader settings %s: additional driver %s is not a .json manifest; ignored",
                    settings->path, p);
            else if (!platform::file_exists(p))
                log(kLogWarn | kLogDriver,
                    LogRecord{.event = LogEvent::EntrySkipped, .kind = LogFile::Settings, .file = settings->path,
                              .driver = p},
                    "loader settings %s: additional driver manifest %s does not exist; ignored",
                    settings->path, p);
            else
                out.add(p);
        }
}

// VK_LOADER_DRIVERS_SELECT and VK_LOADER_DRIVERS_DISABLE, on the manifests found (for vkloader,
// each one's origin and verdict).
void filter_manifests(PathList& out, DriverPackages& packages, bool use_env, const Vec<const char*>& origins,
                      DriverSurvey* survey) {
    // Filters match the manifest's file name.
    const char* select = use_env ? get_env(Env::VK_LOADER_DRIVERS_SELECT) : nullptr;
    const char* disable = use_env ? get_env(Env::VK_LOADER_DRIVERS_DISABLE) : nullptr;
    size_t at = 0;
    bool selected_any = false, disabled_any = false;
    char example_name[256] = "";
    out.keep_if([&](const char* path) {
        const char* name = text::base_name(path);
        if ((select || disable) && example_name[0] == '\0')  // (only the no-match lines below need it)
            std::snprintf(example_name, sizeof example_name, "%s", name);
        // The disable filter first; the select filter then decides (it can take back a
        // disabled driver), as LoaderInterfaceArchitecture orders them.
        const bool disabled = disable && text::filter_list_matches(disable, name);
        const bool selected = select && text::filter_list_matches(select, name);
        const char *why = nullptr, *variable = nullptr;
        if (disabled && !selected) {
            why = "VK_LOADER_DRIVERS_DISABLE matches it";
            variable = "VK_LOADER_DRIVERS_DISABLE";
        } else if (select && !selected) {
            why = "VK_LOADER_DRIVERS_SELECT does not match it";
            variable = "VK_LOADER_DRIVERS_SELECT";
        }
        if (why)
            log(kLogWarn | kLogDriver,
                LogRecord{.event = LogEvent::DriverLeftOut, .kind = LogFile::DriverManifest, .file = path, .driver = path,
                          .variable = variable},
                "driver manifest %s: %s; driver left out", path, why);
        if (survey) {
            DriverCandidate c;
            c.path = ::strdup(path);
            c.origin = at < origins.size() ? origins[at] : "";
            c.left_out = why;
            const char* lib = packages.library_for(path);
            c.package_library = lib ? ::strdup(lib) : nullptr;
            if (!survey->candidates.push(c)) {
                std::free(c.path);
                std::free(c.package_library);
            }
        }
        ++at;
        selected_any |= selected;
        disabled_any |= disabled;
        return why == nullptr;
    });
    // A filter that matches no manifest: a select filter leaves every driver out (a warning); a
    // disable filter leaves every driver in, no harm to the program (an info line, not one on
    // every program's stderr), but a typo the user wants explained.
    const auto matches_none = [&](uint32_t level, const char* variable, const char* value) {
        log(level | kLogDriver,
            LogRecord{.event = LogEvent::DriverFilterUnmatched, .variable = variable, .value = value},
            "%s=%s matches none of the %zu driver manifests: it is matched against manifest file "
            "names (such as %s), not library or device names", variable, value, at, example_name);
    };
    if (select && !selected_any && at > 0)
        matches_none(kLogWarn, "VK_LOADER_DRIVERS_SELECT", select);
    if (disable && !disabled_any && at > 0)
        matches_none(kLogInfo, "VK_LOADER_DRIVERS_DISABLE", disable);
}

void find_manifests(PathList& out, DriverPackages& packages, const Settings* settings, DriverSurvey* survey = nullptr) {
    // For vkloader: where each manifest came from, by the range of `out` each step added.
    Vec<const char*> origins;
    auto label = [&](const char* origin) {
        while (survey && origins.size() < out.paths.size())
            if (!origins.push(origin))
                return;
    };
    const bool use_env = settings == nullptr || !settings->has_device_configurations;
    if (!use_env)
        log_file(kLogInfo | kLogDriver, LogEvent::SearchChanged, LogFile::Settings, settings->path,
            "loader settings %s choose the devices: the driver environment variables are ignored",
            settings->path);
    // Set but empty still overrides (no driver), and an empty VK_DRIVER_FILES shadows
    // VK_ICD_FILENAMES, as in the Khronos loaders: a script's unset $ICD in VK_DRIVER_FILES=$ICD
    // does not fall back to the system's drivers.
    const char* files = use_env ? get_env_even_empty(Env::VK_DRIVER_FILES) : nullptr;
    const char* files_var = "VK_DRIVER_FILES";
    if (files == nullptr && use_env) {
        files = get_env_even_empty(Env::VK_ICD_FILENAMES);
        files_var = "VK_ICD_FILENAMES";
    }
    if (files != nullptr && files[0] == '\0')
        log(kLogInfo | kLogDriver, LogRecord{.event = LogEvent::SearchChanged, .variable = files_var},
            "%s is set but empty: no driver manifest is searched for", files_var);
    if (settings && settings->drivers_exclusive) {
        log_file(kLogInfo | kLogDriver, LogEvent::SearchChanged, LogFile::Settings, settings->path,
            "loader settings %s: only their additional drivers are used", settings->path);
    } else if (files) {
        add_manifest_list(files, out, files_var);
        label(files_var);
    } else {
        if (const char* add = use_env ? get_env(Env::VK_ADD_DRIVER_FILES) : nullptr) {
            add_manifest_list(add, out, "VK_ADD_DRIVER_FILES");
            label("VK_ADD_DRIVER_FILES");
        }
        add_default_manifest_locations(ManifestKind::Drivers, out);
        label("search path");
    }
    if (!(settings && settings->drivers_exclusive)) {
        find_driver_packages(packages, files != nullptr, use_env);
        for (const char* m : packages.manifests.paths)
            out.add(m);
        label(use_env && get_env(Env::VK_DRIVER_PACKAGES) ? "VK_DRIVER_PACKAGES" : "driver package");
    }
    add_settings_drivers(settings, out);
    label("loader settings");
    filter_manifests(out, packages, use_env, origins, survey);
}

}  // namespace

DriverSurvey::~DriverSurvey() {
    for (DriverCandidate& c : candidates) {
        std::free(c.path);
        std::free(c.package_library);
    }
}

void survey_driver_manifests(const Settings* settings, DriverSurvey& out) {
    PathList paths;
    DriverPackages packages;
    find_manifests(paths, packages, settings, &out);
}

namespace {

// ---- the process-wide cache ------------------------------------------------------------------

struct CachedSet {
    DriverSet set;           // first member: DriverSet* and CachedSet* convert
    ManifestKey key;         // what the set was built from
    uint32_t refs = 0;
};

void free_set(CachedSet* c) {
    for (uint32_t i = 0; i < c->set.count; ++i)
        free_driver_library(c->set.drivers[i]);
    std::free(c->set.drivers);
    heap_delete(c);
}

// Drivers are unloaded as soon as nothing uses them (the last instance destroyed; loaded by a
// pre-instance call, the next vkDestroyInstance: preload_drivers), as the loader documents have
// it: a driver's resources are the application's to release. The libraries of discovery/driver_quirks.h stay mapped (NODELETE).
CurrentSet<CachedSet> g_sets{&free_set, /*keep_unused=*/false};

// A driver package and a manifest of another package or of the plain search that name one
// library (the package installed, and its manifest copied to icd.d as well): one driver, the
// first found; a second would report every physical device twice. Two plain manifests naming
// one library stay two drivers, as every loader has them.
bool loaded_already(const DriverSet& set, const DriverLibrary& d) {
    for (uint32_t i = 0; i < set.count; ++i) {
        const DriverLibrary& e = *set.drivers[i];
        if (e.handle == d.handle && (e.from_package || d.from_package)) {
            log(kLogWarn | kLogDriver,
                LogRecord{.event = LogEvent::DriverRefused, .kind = LogFile::DriverManifest, .file = d.manifest_path,
                          .driver = d.manifest_path, .library = d.library_path, .other = e.manifest_path},
                "driver manifest %s: its library %s is already the driver of %s; skipped", d.manifest_path,
                d.library_path, e.manifest_path);
            return true;
        }
    }
    return false;
}

// Reads every manifest and loads its library; nullptr when out of memory (an incomplete set
// must not be cached).
CachedSet* build_set(const PathList& paths, const DriverPackages& packages, ManifestKey& key, const Allocator& alloc) {
    auto* c = heap_new<CachedSet>();
    if (c == nullptr)
        return nullptr;
    c->key = static_cast<ManifestKey&&>(key);
    c->set.drivers = static_cast<DriverLibrary**>(std::calloc(paths.paths.size() + 1, sizeof(DriverLibrary*)));
    if (c->set.drivers == nullptr) {
        free_set(c);
        return nullptr;
    }
    for (const char* p : paths.paths) {
        bool oom = false;
        DriverLibrary* d = read_driver_manifest(p, packages.library_for(p), alloc, &oom);
        if (oom) {
            free_set(c);
            return nullptr;
        }
        if (d && load_driver_library(d) && !loaded_already(c->set, *d))
            c->set.drivers[c->set.count++] = d;
        else
            free_driver_library(d);
    }
    if (c->set.count == 0)
        log(kLogWarn | kLogDriver, LogRecord{.event = LogEvent::NoDriver},
            "no usable Vulkan driver found (searched %zu manifest%s)", paths.paths.size(),
            paths.paths.size() == 1 ? "" : "s");
    return c;
}

}  // namespace

const DriverSet* acquire_drivers(const Settings* settings, const VkAllocationCallbacks* callbacks) {
    const Allocator alloc(callbacks, VK_SYSTEM_ALLOCATION_SCOPE_COMMAND);
    PathList paths;
    DriverPackages packages;
    find_manifests(paths, packages, settings);
    ManifestKey key;
    if (!key.build({&paths, &packages.metadata}))
        return nullptr;
    CachedSet* c = g_sets.acquire([&](const CachedSet& current) { return current.key == key; },
                                  [&] { return build_set(paths, packages, key, alloc); });
    return c ? &c->set : nullptr;
}

void release_drivers(const DriverSet* set) {
    g_sets.release(reinterpret_cast<CachedSet*>(const_cast<DriverSet*>(set)));  // set is CachedSet's first member
}

void preload_drivers(const DriverSet* set) {
    g_sets.pin(reinterpret_cast<CachedSet*>(const_cast<DriverSet*>(set)));
}

void release_preloaded_drivers() { g_sets.unpin(); }

void shutdown_drivers() { g_sets.shutdown(); }

char* describe_driver_search() {
    PathList paths;
    bool oom = false;
    Settings* settings = read_settings(nullptr, &oom);
    DriverPackages packages;
    find_manifests(paths, packages, settings);
    free_settings(settings);
    size_t n = 1;
    for (const char* p : paths.paths)
        n += std::strlen(p) + 1;
    char* out = static_cast<char*>(std::malloc(n));
    if (out == nullptr)
        return nullptr;
    out[0] = '\0';
    for (const char* p : paths.paths) {
        std::strcat(out, p);
        std::strcat(out, "\n");
    }
    return out;
}

}  // namespace vkl
