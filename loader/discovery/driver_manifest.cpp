// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// One driver manifest: reading it, loading its library and negotiating with it (and a driver the
// application hands over directly). Runs once per manifest version (drivers.cpp keeps the set):
// compiled for size, with the other cold code.
// RapidJSON first: the X11 headers that vulkan.h pulls in define macros (Bool, None, Status)
// that would break its declarations.
#include "base/json.h"

#include "discovery/driver_manifest.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "base/log.h"
#include "base/platform.h"
#include "base/text.h"
#include "discovery/driver_quirks.h"

namespace vkl {

namespace {
bool finish_setup(DriverLibrary* d);
enum class Parsed { Ok, Skipped, OkRestUnread };  // OkRestUnread: used, the later fields not read
}  // namespace

void free_driver_library(DriverLibrary* d) {
    if (d == nullptr)
        return;
    if (d->handle)
        platform::dl_close(d->handle);
    std::free(d->manifest_path);
    std::free(d->library_path);
    heap_delete(d);
}

namespace {

// Logs a line about this manifest (the driver it describes), with its record
// (base/log_event.h). The record is built here, not at each call.
[[gnu::noinline]] void say(uint32_t bits, LogEvent event, const char* path, const char* format, ...)
    VKL_PRINTF_FORMAT(4, 5);
void say(uint32_t bits, LogEvent event, const char* path, const char* format, ...) {
    va_list ap;
    va_start(ap, format);
    vlog(bits, LogRecord{.event = event, .kind = LogFile::DriverManifest, .file = path, .driver = path}, format, ap);
    va_end(ap);
}

// Whether `name`, taken in the directory of `file`, resolves to the file `target`.
bool resolves_to(const char* file, const char* name, const char* target) {
    char* joined = text::path_beside(file, name);
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
        log(kLogError | kLogDriver,
            LogRecord{.event = LogEvent::FileRefused, .kind = LogFile::DriverManifest, .file = manifest,
                      .driver = manifest, .library = library},
            "driver manifest %s: library_path \"%s\" is not its package's file_path (%s); skipped",
            manifest, named, library);
    return same;
}

}  // namespace

namespace {

// The "ICD" object being read: what the rows' readers share.
struct IcdRead {
    const JsonValue& o;
    const char* path;
    const char* lib = nullptr;
    uint32_t api = 0;
    bool portability = false;

    Parsed refuse(const char* key, const char* why) const {
        say(kLogError | kLogDriver, LogEvent::FileRefused, path, "driver manifest %s: \"ICD.%s\" %s; skipped", path, key, why);
        return Parsed::Skipped;
    }
};

Parsed read_icd_library_path(IcdRead& r, const JsonValue& v) {
    if (v.GetStringLength() == 0) {
        say(kLogError | kLogDriver, LogEvent::FileRefused, r.path, "driver manifest %s: missing \"ICD.library_path\" string; skipped",
            r.path);
        return Parsed::Skipped;
    }
    r.lib = v.GetString();
    return Parsed::Ok;
}

// Not optional (LoaderDriverInterface's manifest table): the Khronos loaders skip a driver
// without it. Read by its leading numbers, as they read it: "1.3.250-1" is 1.3.250. Of another
// JSON type (a number: 1.3, or 4206592), both Khronos loaders use the driver all the same, with
// version 0, which makes it a Vulkan 1.0 driver, and 1.4.359 reads none of the fields after it
// (loader_parse_icd_manifest returns there: library_arch and is_portability_driver go unread;
// 1.3.239 still reads library_arch) (reference-audit.md LD30): so does this loader, as 1.4.359.
Parsed read_icd_api_version(IcdRead& r, const JsonValue& value) {
    if (value.IsString() && !json_is_read_string(value))  // a string too long to be a version
        return r.refuse("api_version", json_not_string(value).text);
    if (!value.IsString()) {
        say(kLogWarn | kLogDriver, LogEvent::FieldIgnored, r.path,
            "driver manifest %s: \"ICD.api_version\" %s; used as a Vulkan 1.0 driver, its library_arch and "
            "is_portability_driver unread", r.path, json_not_string(value).text);
        r.api = VK_API_VERSION_1_0;
        return Parsed::OkRestUnread;
    }
    const char* text = value.GetString();
    const text::Version v = text::leading_version(text);
    if (!v.plain)
        say(kLogWarn | kLogDriver, LogEvent::FieldIgnored, r.path,
            "driver manifest %s: \"ICD.api_version\" \"%s\" is not a plain version; read as %u.%u.%u", r.path, text, v.major,
            v.minor, v.patch);
    if (v.variant != 0) {
        say(kLogInfo | kLogDriver, LogEvent::FileRefused, r.path,
            "driver manifest %s: api_version \"%s\" has variant %u, not a Vulkan version; skipped", r.path, text, v.variant);
        return Parsed::Skipped;
    }
    if (v.major > 1) {
        say(kLogError | kLogDriver, LogEvent::FileRefused, r.path,
            "driver manifest %s: api_version %s is not a Vulkan 1.x version; skipped", r.path, text);
        return Parsed::Skipped;
    }
    if (v.major == 0) {
        // As the Khronos loader does: the driver is used, as a 1.0 driver.
        say(kLogWarn | kLogDriver, LogEvent::FieldIgnored, r.path,
            "driver manifest %s: api_version %s is below 1.0; used as a Vulkan 1.0 driver", r.path, text);
        r.api = VK_API_VERSION_1_0;
        return Parsed::Ok;
    }
    r.api = VK_MAKE_API_VERSION(0, v.major, v.minor, v.patch);
    return Parsed::Ok;
}

Parsed read_icd_library_arch(IcdRead& r, const JsonValue& v) {
    if (!platform::names_other_word_size(v.GetString()))
        return Parsed::Ok;
    say(kLogInfo | kLogDriver, LogEvent::FileRefused, r.path,
        "driver manifest %s: library_arch \"%s\" does not match this %zu-bit process; skipped", r.path, v.GetString(),
        sizeof(void*) * 8);
    return Parsed::Skipped;
}

Parsed read_icd_portability(IcdRead& r, const JsonValue& v) {
    r.portability = v.GetBool();
    return Parsed::Ok;
}

// The table (driver_fields.inc).
enum class FieldType { String, Boolean };  // (not Bool: X11 defines it)
enum class FieldNeed { Required, Optional };
enum class FieldBad { Refuse, Lenient, Ignore };  // Lenient: the reader takes any type
struct DriverField {
    const char* key;
    FieldType type;
    uint32_t since;
    FieldNeed need;
    FieldBad bad;
    Parsed (*read)(IcdRead&, const JsonValue&);
};
#define VKL_FORMAT(major, minor, patch) VK_MAKE_API_VERSION(0, major, minor, patch)
#define VKL_DRIVER_FIELD(key, type, since, need, bad, reader, passage) \
    {#key, FieldType::type, since, FieldNeed::need, FieldBad::bad, &reader},
constexpr DriverField kDriverFields[] = {
#include "discovery/driver_fields.inc"
};
#undef VKL_DRIVER_FIELD
#undef VKL_FORMAT

// A field newer than the file's file_format_version is ignored; the first format's fields
// (1.0.0) are read whatever older number a file claims ("0.9", " .1"), as the loader read them
// before the table: otherwise a required field would go unread and unrefused.
bool newer_than_format(uint32_t since, uint32_t format) {
    return since > VK_MAKE_API_VERSION(0, 1, 0, 0) && format < since;
}

// Every row of the table, in order: the one loop.
Parsed read_icd_fields(IcdRead& r, uint32_t format) {
    for (const DriverField& f : kDriverFields) {
        const auto it = r.o.FindMember(f.key);
        if (it == r.o.MemberEnd()) {
            if (f.need == FieldNeed::Required) {
                say(kLogError | kLogDriver, LogEvent::FileRefused, r.path, "driver manifest %s: missing \"ICD.%s\" string; skipped",
                    r.path, f.key);
                return Parsed::Skipped;
            }
            continue;
        }
        const JsonValue& v = it->value;
        const bool typed = f.type == FieldType::Boolean ? v.IsBool() : json_is_read_string(v);
        const bool too_new = newer_than_format(f.since, format);
        if ((too_new || !typed) && !(f.bad == FieldBad::Lenient && !too_new)) {
            const JsonWhy why = f.type == FieldType::Boolean ? JsonWhy{"is not a boolean"} : json_not_string(v);
            if (f.bad == FieldBad::Refuse && !too_new)
                return r.refuse(f.key, why.text);
            say(kLogWarn | kLogDriver, LogEvent::FieldIgnored, r.path, "driver manifest %s: \"ICD.%s\" %s; ignored", r.path, f.key,
                too_new ? "is newer than the file_format_version" : why.text);
            continue;
        }
        const Parsed p = f.read(r, v);
        if (p == Parsed::OkRestUnread)
            return Parsed::Ok;
        if (p != Parsed::Ok)
            return p;
    }
    return Parsed::Ok;
}

// "file_format_version", read by its leading numbers, as the Khronos loaders read it: "1.0.0 "
// is 1.0.0. A format this loader does not know is read for the fields it knows
// (LoaderDriverInterface keeps them compatible). One warning for either. False: skipped.
bool read_file_format(const JsonDocument& doc, const char* path, uint32_t* out) {
    const auto fmt = doc.FindMember("file_format_version");
    if (fmt != doc.MemberEnd() && fmt->value.IsString() && !json_is_read_string(fmt->value)) {
        say(kLogError | kLogDriver, LogEvent::FileRefused, path, "driver manifest %s: \"file_format_version\" %s; skipped", path,
            json_not_string(fmt->value).text);
        return false;
    }
    if (fmt == doc.MemberEnd() || !fmt->value.IsString()) {
        say(kLogError | kLogDriver, LogEvent::FileRefused, path,
            "driver manifest %s: missing \"file_format_version\" string; skipped", path);
        return false;
    }
    const text::Version format = text::leading_version(fmt->value.GetString());
    const bool known = format.major == 1 && format.minor == 0 && format.patch <= 1;
    if (!format.plain || !known)
        say(kLogWarn | kLogDriver, LogEvent::FieldIgnored, path, "driver manifest %s: file_format_version \"%s\" read as %u.%u.%u%s",
            path, fmt->value.GetString(), format.major, format.minor, format.patch,
            known ? "" : ", not one this loader knows (1.0.0, 1.0.1): reading the fields it knows");
    *out = VK_MAKE_API_VERSION(0, format.major, format.minor, format.patch);
    return true;
}

DriverLibrary* make_driver_library(const IcdRead& r, const char* package_library) {
    auto* d = heap_new<DriverLibrary>();
    if (d == nullptr)
        return nullptr;
    d->manifest_api_version = r.api;
    d->portability = r.portability;
    d->manifest_path = ::strdup(r.path);
    d->from_package = package_library != nullptr;
    if (package_library)
        d->library_path = ::strdup(package_library);
    else
        d->library_path = text::library_path_for_manifest(r.path, r.lib);
    if (d->manifest_path == nullptr || d->library_path == nullptr) {
        free_driver_library(d);
        return nullptr;
    }
    return d;
}

}  // namespace

DriverLibrary* read_driver_manifest(const char* path, const char* package_library, const Allocator& alloc, bool* oom) {
    JsonParse parse(alloc);
    const JsonParse::Result parsed = parse.parse_file(path, kLogError | kLogDriver, LogFile::DriverManifest, "skipped");
    if (parsed != JsonParse::Result::Ok) {
        *oom = parsed == JsonParse::Result::OutOfMemory;
        return nullptr;
    }
    const JsonDocument& doc = parse.doc();
    if (!doc.IsObject()) {
        say(kLogError | kLogDriver, LogEvent::FileRefused, path, "driver manifest %s: top level is not a JSON object; skipped", path);
        return nullptr;
    }
    uint32_t format = 0;
    if (!read_file_format(doc, path, &format))
        return nullptr;
    auto icd = doc.FindMember("ICD");
    if (icd == doc.MemberEnd() || !icd->value.IsObject()) {
        say(kLogError | kLogDriver, LogEvent::FileRefused, path, "driver manifest %s: missing \"ICD\" object; skipped", path);
        return nullptr;
    }
    IcdRead r{icd->value, path};
    if (read_icd_fields(r, format) != Parsed::Ok)
        return nullptr;
    if (package_library && !names_package_library(path, r.lib, package_library))
        return nullptr;
    return make_driver_library(r, package_library);
}

bool load_driver_library(DriverLibrary* d) {
    const char* m = d->manifest_path;
    const char* keep = keep_loaded_reason(d->library_path);
    d->handle = platform::dl_open(d->library_path, keep != nullptr);
    if (keep && d->handle)
        log(kLogInfo | kLogDriver,
            LogRecord{.event = LogEvent::DriverKeptLoaded, .driver = m, .library = d->library_path},
            "driver %s: library %s stays loaded for the life of the process: %s", m, d->library_path,
            keep);
    if (d->handle == nullptr) {
        const char* why = platform::dl_error();
        const char* kind = platform::dl_error_kind(why);
        // A driver of the other word size (a multilib system's 32-bit driver, as Steam's i386
        // Mesa packages install in icd.d) is for other programs: a note, not an error every
        // program prints, as in the Khronos loader.
        const bool other_arch = std::strcmp(kind, "wrong architecture") == 0;
        log((other_arch ? kLogInfo : kLogError) | kLogDriver,
            LogRecord{.event = LogEvent::DriverLibraryFailed, .kind = LogFile::DriverManifest, .file = m, .driver = m,
                      .library = d->library_path, .reason = kind, .detail = why},
            "driver manifest %s: library %s: %s (%s); skipped%s", m,
            d->library_path, kind, why, other_arch ? ": a driver for programs of another architecture" : "");
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
        // Only VK_ERROR_INCOMPATIBLE_DRIVER refuses (LoaderDriverInterface: the driver supports
        // no version this loader offers); another error is the driver's mistake, and the version
        // it wrote is still its answer, as the reference loaders take it.
        if (r == VK_ERROR_INCOMPATIBLE_DRIVER) {
            log(kLogError | kLogDriver,
                LogRecord{.event = LogEvent::DriverRefused, .driver = m, .library = d->library_path},
                "driver %s: interface negotiation failed (VK_ERROR_INCOMPATIBLE_DRIVER); skipped", m);
            return false;
        }
        if (r != VK_SUCCESS)
            log(kLogWarn | kLogDriver,
                LogRecord{.event = LogEvent::DriverCallFailed, .driver = m, .library = d->library_path},
                "driver %s: interface negotiation returned %d, not VK_SUCCESS; used at the interface "
                "version it wrote (%u)", m, r, version);
        if (version > kMaxDriverInterfaceVersion) {
            log(kLogError | kLogDriver,
                LogRecord{.event = LogEvent::DriverRefused, .driver = m, .library = d->library_path},
                "driver %s: negotiated interface version %u is newer than this loader's (%u); skipped",
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
        log(kLogError | kLogDriver,
            LogRecord{.event = LogEvent::DriverRefused, .driver = m, .library = d->library_path},
            "driver %s: library %s exports neither vk_icdGetInstanceProcAddr nor vkGetInstanceProcAddr; skipped",
            m, d->library_path);
        return false;
    }
    return finish_setup(d);
}

namespace {

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
        log(kLogError | kLogDriver,
            LogRecord{.event = LogEvent::DriverRefused, .driver = m, .library = d->library_path},
            "driver %s: library %s does not provide vkCreateInstance and "
            "vkEnumerateInstanceExtensionProperties; skipped", m, d->library_path);
        return false;
    }
    if (d->interface_version >= 4) {
        d->gpdpa = reinterpret_cast<PFN_GetPhysicalDeviceProcAddr>(platform::dl_sym(d->handle, "vk_icdGetPhysicalDeviceProcAddr"));
        if (d->gpdpa == nullptr)
            d->gpdpa = reinterpret_cast<PFN_GetPhysicalDeviceProcAddr>(d->gipa(nullptr, "vk_icdGetPhysicalDeviceProcAddr"));
    }
    // "The loader will only attempt to sort physical devices on a driver if version 6 of the
    // interface is supported" (LoaderDriverInterface, "Loader Version 6 Interface
    // Requirements"); from interface 7 on through its GIPA, as vk_icdGetPhysicalDeviceProcAddr.
    if (platform::kSortsDevicesByAdapter && d->interface_version >= 6) {
        if (d->interface_version >= 7)
            d->enumerate_adapter_devices = reinterpret_cast<PFN_EnumerateAdapterPhysicalDevices>(
                d->gipa(nullptr, "vk_icdEnumerateAdapterPhysicalDevices"));
        if (d->enumerate_adapter_devices == nullptr && d->handle)
            d->enumerate_adapter_devices = reinterpret_cast<PFN_EnumerateAdapterPhysicalDevices>(
                platform::dl_sym(d->handle, "vk_icdEnumerateAdapterPhysicalDevices"));
    }
    // A manifest below 1.1 makes a 1.0 driver for vkCreateInstance, whatever its
    // vkEnumerateInstanceVersion says (LoaderDriverInterface): it gets apiVersion 1.0, as from the
    // Khronos loaders. (A driver the application hands over has no manifest: 0 here.)
    d->created_as_1_0 = d->manifest_api_version != 0 && d->manifest_api_version < VK_API_VERSION_1_1;
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
        log(kLogError | kLogDriver,
            LogRecord{.event = LogEvent::DriverRefused, .driver = m, .library = d->library_path},
            "driver %s: vkEnumerateInstanceExtensionProperties failed (%d); skipped", m, r);
        return false;
    }
    log(kLogInfo | kLogDriver, LogRecord{.event = LogEvent::DriverLoaded, .driver = m, .library = d->library_path},
        "driver %s: loaded %s, interface version %u, API %u.%u.%u%s", m,
        d->library_path ? d->library_path : "(given by the application)",
        d->interface_version, VK_API_VERSION_MAJOR(d->instance_version), VK_API_VERSION_MINOR(d->instance_version),
        VK_API_VERSION_PATCH(d->instance_version),
        d->created_as_1_0 ? " (its manifest's api_version is below 1.1: its instances are made as 1.0)" : "");
    return true;
}

}  // namespace

DriverLibrary* load_direct_driver(PFN_vkGetInstanceProcAddr gipa, uint32_t index) {
    auto* d = heap_new<DriverLibrary>();
    if (d == nullptr)
        return nullptr;
    char name[96];
    std::snprintf(name, sizeof name, "VkDirectDriverLoadingListLUNARG::pDrivers[%u]", index);
    d->manifest_path = ::strdup(name);
    d->gipa = gipa;
    if (d->manifest_path == nullptr || gipa == nullptr) {
        if (gipa == nullptr)
            log(kLogError | kLogDriver, LogRecord{.event = LogEvent::DriverRefused, .driver = name},
                "driver %s: pfnGetInstanceProcAddr is NULL; skipped", name);
        free_driver_library(d);
        return nullptr;
    }
    // Such a driver has no library to export anything: negotiation goes through its GIPA, and
    // VK_LUNARG_direct_driver_loading needs interface 7 or later (LoaderDriverInterface), so a
    // driver whose GIPA gives no vk_icdNegotiateLoaderICDInterfaceVersion, or that negotiates
    // less, is not used.
    using PFN_Negotiate = VkResult(VKAPI_PTR*)(uint32_t*);
    auto negotiate = reinterpret_cast<PFN_Negotiate>(gipa(nullptr, "vk_icdNegotiateLoaderICDInterfaceVersion"));
    if (negotiate == nullptr) {
        log(kLogError | kLogDriver, LogRecord{.event = LogEvent::DriverRefused, .driver = name},
            "driver %s: its pfnGetInstanceProcAddr gives no vk_icdNegotiateLoaderICDInterfaceVersion "
            "(direct driver loading needs interface 7); skipped", name);
        free_driver_library(d);
        return nullptr;
    }
    uint32_t version = kMaxDriverInterfaceVersion;
    const VkResult r = negotiate(&version);
    if (r == VK_ERROR_INCOMPATIBLE_DRIVER || version < 7 || version > kMaxDriverInterfaceVersion) {
        log(kLogError | kLogDriver, LogRecord{.event = LogEvent::DriverRefused, .driver = name},
            "driver %s: interface negotiation gave %d, version %u (direct driver loading needs "
            "interface 7 to %u); skipped", name, r, version, kMaxDriverInterfaceVersion);
        free_driver_library(d);
        return nullptr;
    }
    d->interface_version = version;
    if (!finish_setup(d)) {
        free_driver_library(d);
        return nullptr;
    }
    return d;
}

void free_direct_driver(DriverLibrary* d) { free_driver_library(d); }

DriverLibrary* open_driver(const char* manifest, const char* package_library) {
    bool oom = false;
    DriverLibrary* d = read_driver_manifest(manifest, package_library, Allocator(nullptr, VK_SYSTEM_ALLOCATION_SCOPE_COMMAND), &oom);
    if (d && load_driver_library(d))
        return d;
    free_driver_library(d);
    return nullptr;
}

void close_driver(DriverLibrary* d) { free_driver_library(d); }

}  // namespace vkl
