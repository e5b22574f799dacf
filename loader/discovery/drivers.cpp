// SPDX-License-Identifier: Apache-2.0
// RapidJSON first: the X11 headers that vulkan.h pulls in define macros (Bool, None, Status)
// that would break its declarations.
#include "base/json.h"

#include "discovery/drivers.h"


#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "base/alloc.h"
#include "base/current_set.h"
#include "base/log.h"
#include "base/platform.h"
#include "discovery/driver_packages.h"
#include "discovery/driver_quirks.h"
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
            out.count = got;
            return VK_SUCCESS;
        }
        alloc.release(props);
        if (r == VK_INCOMPLETE)  // the list grew between the calls
            r = d.enumerate_extensions(nullptr, &count, nullptr);
    }
    if (r != VK_SUCCESS)
        log(kLogError | kLogDriver, "driver %s: vkEnumerateInstanceExtensionProperties failed (%d); taken as no extensions",
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
        log(kLogInfo | kLogDriver, "loader settings %s choose the devices: the driver environment variables are ignored",
            settings->path);
    const char* files = use_env ? platform::get_env("VK_DRIVER_FILES") : nullptr;
    const char* files_var = "VK_DRIVER_FILES";
    if (files == nullptr && use_env) {
        files = platform::get_env("VK_ICD_FILENAMES");
        files_var = "VK_ICD_FILENAMES";
    }
    if (settings && settings->drivers_exclusive) {
        log(kLogInfo | kLogDriver, "loader settings %s: only their additional drivers are used", settings->path);
    } else if (files) {
        add_manifest_list(files, out, files_var);
        label(files_var);
    } else {
        if (const char* add = use_env ? platform::get_env("VK_ADD_DRIVER_FILES") : nullptr) {
            add_manifest_list(add, out, "VK_ADD_DRIVER_FILES");
            label("VK_ADD_DRIVER_FILES");
        }
        add_default_manifest_locations("vulkan/icd.d", out);
        label("search path");
    }
    if (!(settings && settings->drivers_exclusive)) {
        find_driver_packages(packages, files != nullptr, use_env);
        for (const char* m : packages.manifests.paths)
            out.add(m);
        label(use_env && platform::get_env("VK_DRIVER_PACKAGES") ? "VK_DRIVER_PACKAGES" : "driver package");
    }
    if (settings)
        for (const char* p : settings->additional_drivers) {
            if (!text::ends_with(p, ".json"))
                log(kLogWarn | kLogDriver, "loader settings %s: additional driver %s is not a .json manifest; ignored",
                    settings->path, p);
            else if (!platform::file_exists(p))
                log(kLogWarn | kLogDriver, "loader settings %s: additional driver manifest %s does not exist; ignored",
                    settings->path, p);
            else
                out.add(p);
        }
    label("loader settings");
    // Filters match the manifest's file name.
    const char* select = use_env ? platform::get_env("VK_LOADER_DRIVERS_SELECT") : nullptr;
    const char* disable = use_env ? platform::get_env("VK_LOADER_DRIVERS_DISABLE") : nullptr;
    size_t at = 0;
    out.keep_if([&](const char* path) {
        const char* name = text::base_name(path);
        // The disable filter first; the select filter then decides (it can take back a
        // disabled driver), as LoaderInterfaceArchitecture orders them.
        const bool disabled = disable && text::filter_list_matches(disable, name);
        const bool selected = select && text::filter_list_matches(select, name);
        const char* why = nullptr;
        if (disabled && !selected)
            why = "VK_LOADER_DRIVERS_DISABLE matches it";
        else if (select && !selected)
            why = "VK_LOADER_DRIVERS_SELECT does not match it";
        if (why)
            log(kLogWarn | kLogDriver, "driver manifest %s left out: %s", path, why);
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
        return why == nullptr;
    });
}

// ---- manifests and libraries -----------------------------------------------------------------

void free_library(DriverLibrary* d) {
    if (d == nullptr)
        return;
    if (d->handle)
        platform::dl_close(d->handle);
    std::free(d->manifest_path);
    std::free(d->library_path);
    delete d;
}


// `name` in the directory of `file` (".", when `file` has no directory), malloc'd.
char* path_beside(const char* file, const char* name) {
    const char* slash = std::strrchr(file, '/');
    const size_t dirlen = slash ? static_cast<size_t>(slash - file) : 1;
    const size_t n = dirlen + 1 + std::strlen(name) + 1;
    auto* out = static_cast<char*>(std::malloc(n));
    if (out)
        std::snprintf(out, n, "%.*s/%s", static_cast<int>(dirlen), slash ? file : ".", name);
    return out;
}

// Whether `name`, taken in the directory of `file`, resolves to the file `target`.
bool resolves_to(const char* file, const char* name, const char* target) {
    char* joined = path_beside(file, name);
    char* resolved = joined ? platform::real_path(joined) : nullptr;
    const bool same = resolved != nullptr && std::strcmp(resolved, target) == 0;
    std::free(resolved);
    std::free(joined);
    return same;
}

// A package's manifest must name the package's own library: its file name alone (or a link
// beside it to that library: libvulkan_x.so -> libvulkan_x.so.1), or a relative path from the
// manifest that resolves to that file. Anything else is refused with a log line.
bool names_package_library(const char* manifest, const char* named, const char* library) {
    bool same = false;
    if (named[0] != '/' && std::strchr(named, '/') == nullptr)
        same = std::strcmp(named, text::base_name(library)) == 0 || resolves_to(library, named, library);
    else if (named[0] != '/')
        same = resolves_to(manifest, named, library);
    if (!same)
        log(kLogError | kLogDriver, "driver manifest %s: library_path \"%s\" is not its package's file_path (%s); skipped",
            manifest, named, library);
    return same;
}

// Parses one driver manifest. On any problem: one log line naming the file and the reason,
// and nullptr. `*oom` is set when the application's allocator failed (nothing is logged).
// `package_library`: the manifest is a driver package's, whose library is that file.
DriverLibrary* read_manifest(const char* path, const char* package_library, const Allocator& alloc, bool* oom) {
    JsonParse parse(alloc);
    const JsonParse::Result parsed = parse.parse_file(path, kLogError | kLogDriver, "driver manifest", "skipped");
    if (parsed != JsonParse::Result::Ok) {
        *oom = parsed == JsonParse::Result::OutOfMemory;
        return nullptr;
    }
    const JsonDocument& doc = parse.doc();
    if (!doc.IsObject()) {
        log(kLogError | kLogDriver, "driver manifest %s: top level is not a JSON object; skipped", path);
        return nullptr;
    }
    auto fmt = doc.FindMember("file_format_version");
    if (fmt == doc.MemberEnd() || !fmt->value.IsString()) {
        log(kLogError | kLogDriver, "driver manifest %s: missing \"file_format_version\" string; skipped", path);
        return nullptr;
    }
    unsigned fmaj = 0, fmin = 0, fpat = 0;
    if (!text::parse_version(fmt->value.GetString(), &fmaj, &fmin, &fpat)) {
        log(kLogError | kLogDriver, "driver manifest %s: malformed \"file_format_version\" \"%s\"; skipped", path,
            fmt->value.GetString());
        return nullptr;
    }
    // A format this loader does not know is read for the fields it knows (LoaderDriverInterface
    // keeps them compatible), with a warning.
    if (fmaj != 1 || fmin > 0 || fpat > 1)
        log(kLogWarn | kLogDriver, "driver manifest %s: file_format_version %s is not one this loader knows (1.0.0, "
            "1.0.1); reading the fields it knows", path, fmt->value.GetString());
    auto icd = doc.FindMember("ICD");
    if (icd == doc.MemberEnd() || !icd->value.IsObject()) {
        log(kLogError | kLogDriver, "driver manifest %s: missing \"ICD\" object; skipped", path);
        return nullptr;
    }
    const auto& o = icd->value;
    auto lib = o.FindMember("library_path");
    if (lib == o.MemberEnd() || !lib->value.IsString() || lib->value.GetStringLength() == 0) {
        log(kLogError | kLogDriver, "driver manifest %s: missing \"ICD.library_path\" string; skipped", path);
        return nullptr;
    }
    uint32_t api = VK_API_VERSION_1_0;
    auto apiv = o.FindMember("api_version");
    if (apiv == o.MemberEnd() || !apiv->value.IsString()) {
        log(kLogWarn | kLogDriver, "driver manifest %s: missing \"ICD.api_version\" string; assuming 1.0.0", path);
    } else {
        unsigned a = 0, b = 0, c = 0;
        if (!text::parse_version(apiv->value.GetString(), &a, &b, &c)) {
            log(kLogError | kLogDriver, "driver manifest %s: malformed \"ICD.api_version\" \"%s\"; skipped", path,
                apiv->value.GetString());
            return nullptr;
        }
        if (a != 1) {
            log(kLogError | kLogDriver, "driver manifest %s: api_version %s is not a Vulkan 1.x version; skipped",
                path, apiv->value.GetString());
            return nullptr;
        }
        api = VK_MAKE_API_VERSION(0, a, b, c);
    }
    auto arch = o.FindMember("library_arch");
    if (arch != o.MemberEnd()) {
        const char* want = sizeof(void*) == 8 ? "64" : "32";
        if (!arch->value.IsString()) {
            log(kLogWarn | kLogDriver, "driver manifest %s: \"ICD.library_arch\" is not a string; ignored", path);
        } else if (std::strcmp(arch->value.GetString(), want) != 0) {
            log(kLogInfo | kLogDriver, "driver manifest %s: library_arch \"%s\" does not match this %s-bit process; skipped",
                path, arch->value.GetString(), want);
            return nullptr;
        }
    }
    bool portability = false;
    auto port = o.FindMember("is_portability_driver");
    if (port != o.MemberEnd()) {
        if (port->value.IsBool())
            portability = port->value.GetBool();
        else
            log(kLogWarn | kLogDriver, "driver manifest %s: \"ICD.is_portability_driver\" is not a boolean; ignored", path);
    }

    const char* lp = lib->value.GetString();
    if (package_library && !names_package_library(path, lp, package_library))
        return nullptr;

    auto* d = new (std::nothrow) DriverLibrary;
    if (d == nullptr)
        return nullptr;
    d->manifest_api_version = api;
    d->portability = portability;
    d->manifest_path = ::strdup(path);
    d->from_package = package_library != nullptr;
    if (package_library) {
        d->library_path = ::strdup(package_library);
    } else if (lp[0] == '/' || std::strchr(lp, '/') == nullptr) {
        d->library_path = ::strdup(lp);  // absolute, or a bare name for the dlopen search path
    } else {
        d->library_path = path_beside(path, lp);  // relative to the manifest's directory
    }
    if (d->manifest_path == nullptr || d->library_path == nullptr) {
        free_library(d);
        return nullptr;
    }
    return d;
}

// dlopen, negotiate, look up the entry points. Returns false (after logging why) if the driver
// cannot be used.
bool finish_setup(DriverLibrary* d);

bool load_library(DriverLibrary* d) {
    const char* m = d->manifest_path;
    const char* keep = keep_loaded_reason(d->library_path);
    d->handle = platform::dl_open(d->library_path, keep != nullptr);
    if (keep && d->handle)
        log(kLogInfo | kLogDriver, "driver %s: library %s stays loaded for the life of the process: %s", m, d->library_path,
            keep);
    if (d->handle == nullptr) {
        const char* why = platform::dl_error();
        log(kLogError | kLogDriver, "driver manifest %s: library %s: %s (%s); skipped", m, d->library_path,
            platform::dl_error_kind(why), why);
        return false;
    }
    using PFN_Negotiate = VkResult(VKAPI_PTR*)(uint32_t*);
    auto negotiate = reinterpret_cast<PFN_Negotiate>(platform::dl_sym(d->handle, "vk_icdNegotiateLoaderICDInterfaceVersion"));
    d->gipa = reinterpret_cast<PFN_vkGetInstanceProcAddr>(platform::dl_sym(d->handle, "vk_icdGetInstanceProcAddr"));
    if (negotiate == nullptr && d->gipa != nullptr)  // interface 7: only queryable through GIPA
        negotiate = reinterpret_cast<PFN_Negotiate>(d->gipa(nullptr, "vk_icdNegotiateLoaderICDInterfaceVersion"));
    if (negotiate) {
        uint32_t version = kMaxDriverInterfaceVersion;
        const VkResult r = negotiate(&version);
        if (r != VK_SUCCESS) {
            log(kLogError | kLogDriver, "driver %s: interface negotiation failed (%d); skipped", m, r);
            return false;
        }
        if (version > kMaxDriverInterfaceVersion) {
            log(kLogError | kLogDriver, "driver %s: negotiated interface version %u is newer than this loader's (%u); skipped",
                m, version, kMaxDriverInterfaceVersion);
            return false;
        }
        // Versions 0 and 1 are the legacy interfaces this loader still supports (a driver may
        // negotiate down to them): entry points by the rules of that version.
        d->interface_version = version;
        if (version == 0) {
            if (auto exported = reinterpret_cast<PFN_vkGetInstanceProcAddr>(platform::dl_sym(d->handle, "vkGetInstanceProcAddr")))
                d->gipa = exported;
        }
    } else if (d->gipa) {
        d->interface_version = 1;
    } else {
        d->interface_version = 0;
        d->gipa = reinterpret_cast<PFN_vkGetInstanceProcAddr>(platform::dl_sym(d->handle, "vkGetInstanceProcAddr"));
    }
    if (d->gipa == nullptr) {
        log(kLogError | kLogDriver, "driver %s: library %s exports neither vk_icdGetInstanceProcAddr nor vkGetInstanceProcAddr; skipped",
            m, d->library_path);
        return false;
    }
    return finish_setup(d);
}

// Entry points, version and a first extension query, once the driver's GIPA and interface
// version are known. False (after logging why) if the driver cannot be used.
bool finish_setup(DriverLibrary* d) {
    const char* m = d->manifest_path;
    if (d->interface_version == 0 && d->handle) {
        d->create_instance = reinterpret_cast<PFN_vkCreateInstance>(platform::dl_sym(d->handle, "vkCreateInstance"));
        d->enumerate_extensions = reinterpret_cast<PFN_vkEnumerateInstanceExtensionProperties>(
            platform::dl_sym(d->handle, "vkEnumerateInstanceExtensionProperties"));
    }
    // Interface 1 and later (and a version-0 driver that exports no global commands): through
    // its GIPA with a NULL instance.
    if (d->create_instance == nullptr)
        d->create_instance = reinterpret_cast<PFN_vkCreateInstance>(d->gipa(nullptr, "vkCreateInstance"));
    if (d->enumerate_extensions == nullptr)
        d->enumerate_extensions = reinterpret_cast<PFN_vkEnumerateInstanceExtensionProperties>(
            d->gipa(nullptr, "vkEnumerateInstanceExtensionProperties"));
    if (d->create_instance == nullptr || d->enumerate_extensions == nullptr) {
        log(kLogError | kLogDriver, "driver %s: library %s does not provide vkCreateInstance and "
            "vkEnumerateInstanceExtensionProperties; skipped", m, d->library_path);
        return false;
    }
    if (d->interface_version >= 4) {
        d->gpdpa = reinterpret_cast<PFN_GetPhysicalDeviceProcAddr>(platform::dl_sym(d->handle, "vk_icdGetPhysicalDeviceProcAddr"));
        if (d->gpdpa == nullptr)
            d->gpdpa = reinterpret_cast<PFN_GetPhysicalDeviceProcAddr>(d->gipa(nullptr, "vk_icdGetPhysicalDeviceProcAddr"));
    }
    auto version = reinterpret_cast<PFN_vkEnumerateInstanceVersion>(d->gipa(nullptr, "vkEnumerateInstanceVersion"));
    if (version) {
        uint32_t v = VK_API_VERSION_1_0;
        if (version(&v) == VK_SUCCESS)
            d->instance_version = v;
    }
    // The extension list is read at each use (read_instance_extensions); here only whether the
    // driver answers at all.
    uint32_t count = 0;
    const VkResult r = d->enumerate_extensions(nullptr, &count, nullptr);
    if (r != VK_SUCCESS) {
        log(kLogError | kLogDriver, "driver %s: vkEnumerateInstanceExtensionProperties failed (%d); skipped", m, r);
        return false;
    }
    log(kLogInfo | kLogDriver, "driver %s: loaded %s, interface version %u, API %u.%u.%u", m,
        d->library_path ? d->library_path : "(given by the application)",
        d->interface_version, VK_API_VERSION_MAJOR(d->instance_version), VK_API_VERSION_MINOR(d->instance_version),
        VK_API_VERSION_PATCH(d->instance_version));
    return true;
}

}  // namespace

DriverLibrary* load_direct_driver(PFN_vkGetInstanceProcAddr gipa, uint32_t index) {
    auto* d = new (std::nothrow) DriverLibrary;
    if (d == nullptr)
        return nullptr;
    char name[96];
    std::snprintf(name, sizeof name, "VkDirectDriverLoadingListLUNARG::pDrivers[%u]", index);
    d->manifest_path = ::strdup(name);
    d->gipa = gipa;
    if (d->manifest_path == nullptr || gipa == nullptr) {
        if (gipa == nullptr)
            log(kLogError | kLogDriver, "driver %s: pfnGetInstanceProcAddr is NULL; skipped", name);
        free_library(d);
        return nullptr;
    }
    // Such a driver has no library to export anything: negotiation goes through its GIPA
    // (interface 7); one without it is taken as interface 1.
    using PFN_Negotiate = VkResult(VKAPI_PTR*)(uint32_t*);
    auto negotiate = reinterpret_cast<PFN_Negotiate>(gipa(nullptr, "vk_icdNegotiateLoaderICDInterfaceVersion"));
    d->interface_version = 1;
    if (negotiate) {
        uint32_t version = kMaxDriverInterfaceVersion;
        const VkResult r = negotiate(&version);
        if (r != VK_SUCCESS || version > kMaxDriverInterfaceVersion) {
            log(kLogError | kLogDriver, "driver %s: interface negotiation failed (%d, version %u); skipped", name, r, version);
            free_library(d);
            return nullptr;
        }
        d->interface_version = version == 0 ? 1 : version;
    }
    if (!finish_setup(d)) {
        free_library(d);
        return nullptr;
    }
    return d;
}

void free_direct_driver(DriverLibrary* d) { free_library(d); }

DriverLibrary* open_driver(const char* manifest, const char* package_library) {
    bool oom = false;
    DriverLibrary* d = read_manifest(manifest, package_library, Allocator(nullptr, VK_SYSTEM_ALLOCATION_SCOPE_COMMAND), &oom);
    if (d && load_library(d))
        return d;
    free_library(d);
    return nullptr;
}

void close_driver(DriverLibrary* d) { free_library(d); }

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
        free_library(c->set.drivers[i]);
    std::free(c->set.drivers);
    delete c;
}

// Drivers are unloaded as soon as nothing uses them (the last instance destroyed, the last
// pre-instance call returned), as the loader documents have it: a driver's resources are the
// application's to release. The libraries of discovery/driver_quirks.h stay mapped (NODELETE).
CurrentSet<CachedSet> g_sets{&free_set, /*keep_unused=*/false};

// A driver package and a manifest of another package or of the plain search that name one
// library (the package installed, and its manifest copied to icd.d as well): one driver, the
// first found; a second would report every physical device twice. Two plain manifests naming
// one library stay two drivers, as every loader has them.
bool loaded_already(const DriverSet& set, const DriverLibrary& d) {
    for (uint32_t i = 0; i < set.count; ++i) {
        const DriverLibrary& e = *set.drivers[i];
        if (e.handle == d.handle && (e.from_package || d.from_package)) {
            log(kLogWarn | kLogDriver, "driver manifest %s: its library %s is already the driver of %s; skipped", d.manifest_path,
                d.library_path, e.manifest_path);
            return true;
        }
    }
    return false;
}

// Reads every manifest and loads its library; nullptr when out of memory (an incomplete set
// must not be cached).
CachedSet* build_set(const PathList& paths, const DriverPackages& packages, ManifestKey& key, const Allocator& alloc) {
    auto* c = new (std::nothrow) CachedSet;
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
        DriverLibrary* d = read_manifest(p, packages.library_for(p), alloc, &oom);
        if (oom) {
            free_set(c);
            return nullptr;
        }
        if (d && load_library(d) && !loaded_already(c->set, *d))
            c->set.drivers[c->set.count++] = d;
        else
            free_library(d);
    }
    if (c->set.count == 0)
        log(kLogWarn | kLogDriver, "no usable Vulkan driver found (searched %zu manifest%s)", paths.paths.size(),
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

void shutdown_drivers() { g_sets.shutdown(); }

// Unloading the loader (dlclose) unloads its drivers, so a later dlopen starts clean.
__attribute__((destructor)) static void unload_drivers_at_exit() { shutdown_drivers(); }

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
