// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "base/json.h"  // first: RapidJSON before the X11 headers vulkan.h pulls in
#include "discovery/layer_manifest.h"

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "base/log.h"
#include "base/platform.h"
#include "base/string_index.h"
#include "base/text.h"
#include "base/two_call.h"
#include "discovery/removed_extensions.h"

namespace vkl {

LayerManifest::~LayerManifest() {
    for (char* p : {manifest_path, name, description, library_path, gipa_name, gdpa_name, negotiate_name,
                    pre_enumerate_instance_extensions, pre_enumerate_instance_layers, pre_enumerate_instance_version,
                    enable_env_var, enable_env_value, disable_env_var, disable_env_value})
        std::free(p);
    for (LayerDeviceExtension* e : device_extensions) {
        for (char* ep : e->entrypoints)
            std::free(ep);
        heap_delete(e);
    }
    for (Vec<char*>* list : {&component_layers, &blacklisted_layers, &override_paths, &app_keys})
        for (char* p : *list)
            std::free(p);
    // The later layers of this name, one by one (a chain of 10^5 duplicates is no recursion).
    for (LayerManifest* d = next_duplicate; d != nullptr;) {
        LayerManifest* next = d->next_duplicate;
        d->next_duplicate = nullptr;
        heap_delete(d);
        d = next;
    }
}

namespace {

// Logs a line about this manifest, with its record (base/log_event.h): `layer` is the entry's
// name where the line names it (else nullptr). The record is built here, not at each call.
[[gnu::noinline]] void say(uint32_t bits, LogEvent event, const char* path, const char* layer, const char* format, ...)
    VKL_PRINTF_FORMAT(5, 6);
void say(uint32_t bits, LogEvent event, const char* path, const char* layer, const char* format, ...) {
    va_list ap;
    va_start(ap, format);
    vlog(bits, LogRecord{.event = event, .kind = LogFile::LayerManifest, .file = path, .layer = layer}, format, ap);
    va_end(ap);
}

// The layer manifest formats LoaderLayerInterface defines: 1.0.0, 1.0.1, 1.1.0 to 1.1.2, 1.2.0
// and 1.2.1.
bool known_format(const text::Version& f) {
    constexpr unsigned kLastPatch[] = {1, 2, 1};  // by minor
    return f.major == 1 && f.minor < 3 && f.patch <= kLastPatch[f.minor];
}

bool has_member(const JsonValue& o, const char* key) { return o.IsObject() && o.FindMember(key) != o.MemberEnd(); }

// A number the manifest gives as a JSON number or as text. Text is read by its leading number,
// as the Khronos loaders read it ("2.0" is 2, "x" is 0), with a warning naming `what` (of
// extension `ext`, if any) where it is not a plain number. False (nothing read) for another
// JSON type.
bool read_number(const JsonValue& v, uint32_t* out, const char* path, const char* layer, const char* what,
                 const char* ext = "") {
    if (v.IsUint()) {
        *out = v.GetUint();
        return true;
    }
    if (!json_is_read_string(v))
        return false;
    const char* s = v.GetString();
    *out = static_cast<uint32_t>(text::leading_number(s));
    if (s[0] == '\0' || s[std::strspn(s, "0123456789")] != '\0')
        say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, layer,
            "layer manifest %s: layer %s: %s%s \"%s\" is not a plain number; read as %u", path, layer,
            ext, what, s, *out);
    return true;
}

// An "instance_extensions" / "device_extensions" entry: an object with a "name" string. Its
// "spec_version" is read by its leading number and is 0 when absent: the Khronos loaders keep
// such an extension as the layer's. Never touches members of a non-object (RapidJSON asserts).
bool extension_entry(const JsonValue& e, const char** name, uint32_t* spec, const char* path, const char* layer) {
    if (!e.IsObject() || (*name = json_string_member(e, "name")) == nullptr)
        return false;
    *spec = 0;
    auto sv = e.FindMember("spec_version");
    if (sv == e.MemberEnd())
        return true;
    if (!read_number(sv->value, spec, path, layer, "'s spec_version", *name))
        say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, layer,
            "layer manifest %s: layer %s: %s's spec_version %s; read as 0", path, layer, *name,
            json_not_string(sv->value).text);
    return true;
}

// Why extension_entry refused an entry, for its log line.
static_assert(kJsonMaxString == 65536, "the line below says 65536");
const char* extension_entry_problem(const JsonValue& e) {
    constexpr const char* kRead[] = {"name"};
    return json_too_long_member(e, kRead) ? "has a \"name\" longer than the 65536 bytes a field the loader reads may hold"
                                          : "is not an object with a \"name\" string";
}

bool string_array(const JsonValue& o, const char* key, Vec<char*>& out, const char* path, const char* layer) {
    auto it = o.FindMember(key);
    if (it == o.MemberEnd())
        return true;
    if (!it->value.IsArray()) {
        say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, layer,
            "layer manifest %s: layer %s: \"%s\" is not an array; ignored", path, layer, key);
        return true;
    }
    for (const JsonValue& v : it->value.GetArray()) {
        if (!json_is_read_string(v)) {
            say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, layer,
                "layer manifest %s: layer %s: a \"%s\" entry %s; ignored", path, layer, key,
                json_not_string(v).text);
            continue;
        }
        char* s = text::dup(v.GetString());
        if (s == nullptr || !out.push(s)) {
            std::free(s);
            return false;
        }
    }
    return true;
}

// A function name in "functions" or "pre_instance_functions": NULL when absent, and when not a
// string, with a warning (the layer then goes without that function's renaming).
const char* named_string(const JsonValue& o, const char* object, const char* key, const char* path, const char* layer) {
    auto it = o.FindMember(key);
    if (it == o.MemberEnd())
        return nullptr;
    if (!json_is_read_string(it->value)) {
        say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, layer,
            "layer manifest %s: layer %s: \"%s.%s\" %s; ignored", path, layer, object, key,
            json_not_string(it->value).text);
        return nullptr;
    }
    return it->value.GetString();
}

// {"VAR": "value"}: the first member.
bool env_member(const JsonValue& o, const char* key, char** var, char** value, const char* path, const char* layer) {
    auto it = o.FindMember(key);
    if (it == o.MemberEnd())
        return true;
    if (!it->value.IsObject() || it->value.MemberCount() == 0 || !json_is_read_string(it->value.MemberBegin()->value) ||
        it->value.MemberBegin()->name.GetStringLength() > kJsonMaxString) {
        say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, layer,
            "layer manifest %s: layer %s: \"%s\" is not an object of one string; ignored", path,
            layer, key);
        return true;
    }
    *var = text::dup(it->value.MemberBegin()->name.GetString());
    *value = text::dup(it->value.MemberBegin()->value.GetString());
    return *var && *value;
}

enum class Parsed { Ok, Skipped, OutOfMemory };

// One "layer" object being read: what the rows' readers share.
struct LayerRead {
    const JsonValue& o;
    const char* path;
    bool implicit;
    uint32_t format;
    bool meta;  // it has "component_layers"
    LayerManifest& m;
    const char* name = nullptr;  // the parse's own strings, copied once every check passed
    const char* lib = nullptr;
    const char* description = nullptr;
    text::Version api{};
    // The extensions read so far, each name once (the first entry's, as both Khronos loaders
    // list them).
    StringIndex seen_instance, seen_device;
    uint32_t entries = 0;

    __attribute__((format(printf, 2, 3))) Parsed refuse(const char* format, ...) const {
        char why[256];
        va_list ap;
        va_start(ap, format);
        std::vsnprintf(why, sizeof why, format, ap);
        va_end(ap);
        if (name)
            say(kLogError | kLogLayer, LogEvent::EntrySkipped, path, name, "layer manifest %s: layer %s: %s; skipped", path,
                name, why);
        else
            say(kLogError | kLogLayer, LogEvent::EntrySkipped, path, nullptr, "layer manifest %s: %s; layer skipped", path, why);
        return Parsed::Skipped;
    }
    // 1: listed before (logged), 0: new, -1: out of memory.
    int listed_before(StringIndex& seen, const char* en, const char* kind) {
        uint32_t first = 0;
        const uint32_t at = ++entries;
        if (!seen.insert(en, at, &first))
            return -1;
        if (first == at)
            return 0;
        log(kLogInfo | kLogLayer, "layer manifest %s: layer %s: %s extension %s is listed twice; the first entry is kept", path,
            name, kind, en);
        return 1;
    }
};

Parsed read_name(LayerRead& r, const JsonValue& v) {
    if (v.GetString()[0] == '\0')
        return r.refuse("missing \"name\" string");
    r.name = v.GetString();
    return Parsed::Ok;
}

Parsed read_type(LayerRead& r, const JsonValue& v) {
    const char* type = v.GetString();
    if (std::strcmp(type, "DEVICE") == 0) {
        say(kLogInfo | kLogLayer, LogEvent::EntrySkipped, r.path, r.name,
            "layer manifest %s: layer %s has the deprecated type DEVICE; skipped", r.path, r.name);
        return Parsed::Skipped;
    }
    if (std::strcmp(type, "INSTANCE") != 0 && std::strcmp(type, "GLOBAL") != 0)
        return r.refuse("unknown type \"%s\"", type);
    return Parsed::Ok;
}

// A layer is a library or a list of other layers, never both: the Khronos loaders skip a
// manifest that gives "component_layers" and "library_path" (loader_read_layer_json).
Parsed read_library_path(LayerRead& r, const JsonValue& v) {
    if (r.meta) {
        say(kLogWarn | kLogLayer, LogEvent::EntrySkipped, r.path, r.name,
            "layer manifest %s: layer %s gives both \"component_layers\" and \"library_path\", which cannot go together; skipped",
            r.path, r.name);
        return Parsed::Skipped;
    }
    if (v.GetString()[0] == '\0')
        return r.refuse("missing \"library_path\" string");
    r.lib = v.GetString();
    return Parsed::Ok;
}

// Read by its leading numbers, as the Khronos loaders read it: "1.3.250-rc" is 1.3.250.
Parsed read_api_version(LayerRead& r, const JsonValue& v) {
    const char* api = v.GetString();
    r.api = text::leading_version(api);
    if (!r.api.plain)
        say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, r.path, r.name,
            "layer manifest %s: layer %s: api_version \"%s\" is not a plain version; read as %u.%u.%u", r.path, r.name, api,
            r.api.major, r.api.minor, r.api.patch);
    if (r.api.variant != 0) {
        say(kLogInfo | kLogLayer, LogEvent::EntrySkipped, r.path, r.name,
            "layer manifest %s: layer %s: api_version \"%s\" has variant %u, not a Vulkan version; skipped", r.path, r.name,
            api, r.api.variant);
        return Parsed::Skipped;
    }
    r.m.api_version = VK_MAKE_API_VERSION(0, r.api.major, r.api.minor, r.api.patch);
    return Parsed::Ok;
}

Parsed read_implementation_version(LayerRead& r, const JsonValue& v) {
    read_number(v, &r.m.implementation_version, r.path, r.name, "implementation_version");
    return Parsed::Ok;
}

Parsed read_description(LayerRead& r, const JsonValue& v) {
    r.description = v.GetString();
    return Parsed::Ok;
}

// Read for every layer, a meta layer too, as the Khronos loaders do.
Parsed read_library_arch(LayerRead& r, const JsonValue& v) {
    if (!platform::names_other_word_size(v.GetString()))
        return Parsed::Ok;
    say(kLogInfo | kLogLayer, LogEvent::EntrySkipped, r.path, r.name,
        "layer manifest %s: layer %s: library_arch \"%s\" does not match this %zu-bit process; skipped", r.path, r.name,
        v.GetString(), sizeof(void*) * 8);
    return Parsed::Skipped;
}

Parsed read_disable_environment(LayerRead& r, const JsonValue&) {
    if (!env_member(r.o, "disable_environment", &r.m.disable_env_var, &r.m.disable_env_value, r.path, r.name))
        return Parsed::OutOfMemory;
    if (r.implicit && r.m.disable_env_var == nullptr) {
        say(kLogError | kLogLayer, LogEvent::EntrySkipped, r.path, r.name,
            "layer manifest %s: implicit layer %s: \"disable_environment\" is malformed; skipped", r.path, r.name);
        return Parsed::Skipped;
    }
    return Parsed::Ok;
}

Parsed read_enable_environment(LayerRead& r, const JsonValue&) {
    return env_member(r.o, "enable_environment", &r.m.enable_env_var, &r.m.enable_env_value, r.path, r.name)
               ? Parsed::Ok
               : Parsed::OutOfMemory;
}

struct NamedFunction {
    const char* key;
    char* LayerManifest::*out;
};

Parsed read_named_functions(LayerRead& r, const JsonValue& v, const char* object, const NamedFunction* list, size_t n) {
    for (size_t i = 0; i < n; ++i)
        if (const char* f = named_string(v, object, list[i].key, r.path, r.name))
            if ((r.m.*list[i].out = text::dup(f)) == nullptr)
                return Parsed::OutOfMemory;
    return Parsed::Ok;
}

Parsed read_functions(LayerRead& r, const JsonValue& v) {
    static constexpr NamedFunction kRenames[] = {{"vkGetInstanceProcAddr", &LayerManifest::gipa_name},
                                                 {"vkGetDeviceProcAddr", &LayerManifest::gdpa_name},
                                                 {"vkNegotiateLoaderLayerInterfaceVersion", &LayerManifest::negotiate_name}};
    return read_named_functions(r, v, "functions", kRenames, 3);
}

Parsed read_pre_instance_functions(LayerRead& r, const JsonValue& v) {
    static constexpr NamedFunction kPre[] = {
        {"vkEnumerateInstanceExtensionProperties", &LayerManifest::pre_enumerate_instance_extensions},
        {"vkEnumerateInstanceLayerProperties", &LayerManifest::pre_enumerate_instance_layers},
        {"vkEnumerateInstanceVersion", &LayerManifest::pre_enumerate_instance_version}};
    return read_named_functions(r, v, "pre_instance_functions", kPre, 3);
}

Parsed read_instance_extensions(LayerRead& r, const JsonValue& v) {
    for (const JsonValue& e : v.GetArray()) {
        const char* en = nullptr;
        uint32_t spec = 0;
        if (!extension_entry(e, &en, &spec, r.path, r.name)) {
            say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, r.path, r.name,
                "layer manifest %s: layer %s: an instance extension %s; ignored", r.path, r.name, extension_entry_problem(e));
            continue;
        }
        if (const int twice = r.listed_before(r.seen_instance, en, "instance")) {
            if (twice < 0)
                return Parsed::OutOfMemory;
            continue;
        }
        if (removed_instance_extension(en)) {
            log(kLogInfo | kLogLayer, "layer manifest %s: layer %s: instance extension %s is of a window system this "
                "loader leaves out; not listed", r.path, r.name, en);
            continue;
        }
        VkExtensionProperties p{};
        std::snprintf(p.extensionName, sizeof p.extensionName, "%s", en);
        p.specVersion = spec;
        if (!r.m.instance_extensions.push(p))
            return Parsed::OutOfMemory;
    }
    return Parsed::Ok;
}

Parsed read_device_extensions(LayerRead& r, const JsonValue& v) {
    for (const JsonValue& e : v.GetArray()) {
        const char* en = nullptr;
        uint32_t spec = 0;
        if (!extension_entry(e, &en, &spec, r.path, r.name)) {
            say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, r.path, r.name,
                "layer manifest %s: layer %s: a device extension %s; ignored", r.path, r.name, extension_entry_problem(e));
            continue;
        }
        if (const int twice = r.listed_before(r.seen_device, en, "device")) {
            if (twice < 0)
                return Parsed::OutOfMemory;
            continue;
        }
        auto* d = heap_new<LayerDeviceExtension>();
        if (d == nullptr)
            return Parsed::OutOfMemory;
        std::snprintf(d->props.extensionName, sizeof d->props.extensionName, "%s", en);
        d->props.specVersion = spec;
        if (!string_array(e, "entrypoints", d->entrypoints, r.path, r.name) || !r.m.device_extensions.push(d)) {
            for (char* ep : d->entrypoints)
                std::free(ep);
            heap_delete(d);
            return Parsed::OutOfMemory;
        }
    }
    return Parsed::Ok;
}

Parsed read_list(LayerRead& r, const char* key, Vec<char*>& out) {
    return string_array(r.o, key, out, r.path, r.name) ? Parsed::Ok : Parsed::OutOfMemory;
}
Parsed read_component_layers(LayerRead& r, const JsonValue&) { return read_list(r, "component_layers", r.m.component_layers); }
Parsed read_blacklisted_layers(LayerRead& r, const JsonValue&) { return read_list(r, "blacklisted_layers", r.m.blacklisted_layers); }
Parsed read_override_paths(LayerRead& r, const JsonValue&) { return read_list(r, "override_paths", r.m.override_paths); }
Parsed read_app_keys(LayerRead& r, const JsonValue&) { return read_list(r, "app_keys", r.m.app_keys); }

// The table (layer_fields.inc).
enum class FieldType { String, Number, Object, Array, Any };
enum class FieldNeed { Required, NonMeta, Implicit, ImplicitOnly, Optional };
enum class FieldBad { Refuse, Ignore };
struct LayerField {
    const char* key;
    FieldType type;
    uint32_t since;
    FieldNeed need;
    FieldBad bad;
    Parsed (*read)(LayerRead&, const JsonValue&);
};
#define VKL_FORMAT(major, minor, patch) VK_MAKE_API_VERSION(0, major, minor, patch)
#define VKL_LAYER_FIELD(key, type, since, need, bad, reader, passage) \
    {#key, FieldType::type, since, FieldNeed::need, FieldBad::bad, &reader},
constexpr LayerField kLayerFields[] = {
#include "discovery/layer_fields.inc"
};
#undef VKL_LAYER_FIELD
#undef VKL_FORMAT

bool has_type(const JsonValue& v, FieldType t) {
    switch (t) {
    case FieldType::String: return json_is_read_string(v);
    case FieldType::Number: return v.IsUint() || json_is_read_string(v);
    case FieldType::Object: return v.IsObject();
    case FieldType::Array: return v.IsArray();
    case FieldType::Any: return true;
    }
    return false;
}

const char* type_words(FieldType t) {
    switch (t) {
    case FieldType::Number: return "a number";
    case FieldType::Object: return "an object";
    case FieldType::Array: return "an array";
    default: return "a string";
    }
}

// Why the value of a field is not of its type, for a log line.
JsonWhy not_of_type(const JsonValue& v, FieldType t) {
    if (t == FieldType::String || t == FieldType::Number)
        return json_not_string(v);
    JsonWhy why{};
    std::snprintf(why.text, sizeof why.text, "is not %s", type_words(t));
    return why;
}

bool needed(FieldNeed need, const LayerRead& r) {
    return need == FieldNeed::Required || (need == FieldNeed::NonMeta && !r.meta) || (need == FieldNeed::Implicit && r.implicit);
}

// Every row of the table, in order: the one loop.
Parsed read_layer_fields(LayerRead& r) {
    for (const LayerField& f : kLayerFields) {
        const auto it = r.o.FindMember(f.key);
        if (it == r.o.MemberEnd()) {
            if (needed(f.need, r))
                return f.need == FieldNeed::Implicit ? r.refuse("an implicit layer needs \"%s\"", f.key)
                                                     : r.refuse("missing \"%s\"", f.key);
            continue;
        }
        const char* ignored = nullptr;
        char why[160];
        // The first format's fields (1.0.0) are read whatever older number a file claims: a
        // required field must never go unread and unrefused.
        if (f.since > VK_MAKE_API_VERSION(0, 1, 0, 0) && r.format < f.since) {
            std::snprintf(why, sizeof why, "needs file_format_version %u.%u.%u", VK_API_VERSION_MAJOR(f.since),
                          VK_API_VERSION_MINOR(f.since), VK_API_VERSION_PATCH(f.since));
            ignored = why;
        } else if (f.need == FieldNeed::ImplicitOnly && !r.implicit) {
            ignored = "applies to implicit layers only";
        } else if (!has_type(it->value, f.type)) {
            std::snprintf(why, sizeof why, "%s", not_of_type(it->value, f.type).text);
            if (f.bad == FieldBad::Refuse) {
                say(kLogError | kLogLayer, LogEvent::EntrySkipped, r.path, r.name, "layer manifest %s: \"%s\" %s; layer skipped",
                    r.path, f.key, why);
                return Parsed::Skipped;
            }
            ignored = why;
        }
        if (ignored) {
            say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, r.path, r.name, "layer manifest %s: layer %s: \"%s\" %s; ignored",
                r.path, r.name, f.key, ignored);
            continue;
        }
        const Parsed p = f.read(r, it->value);
        if (p != Parsed::Ok)
            return p;
    }
    return Parsed::Ok;
}

// One "layer" object: its fields by the table, then what no single field decides.
Parsed parse_layer(const JsonValue& o, const char* path, bool implicit, uint32_t format, LayerManifest& m) {
    if (!o.IsObject()) {
        say(kLogError | kLogLayer, LogEvent::EntrySkipped, path, nullptr,
            "layer manifest %s: a layer entry is not a JSON object; skipped", path);
        return Parsed::Skipped;
    }
    LayerRead r{o, path, implicit, format, has_member(o, "component_layers"), m};
    m.implicit = implicit;
    m.is_meta = r.meta;
    m.file_format_version = format;
    const Parsed p = read_layer_fields(r);
    if (p != Parsed::Ok)
        return p;
    m.is_override = r.meta && std::strcmp(r.name, "VK_LAYER_LUNARG_override") == 0;
    m.manifest_path = text::dup(path);
    m.name = text::dup(r.name);
    m.description = text::dup(r.description);
    m.library_path = r.meta ? nullptr : text::library_path_for_manifest(path, r.lib);
    if (!m.manifest_path || !m.name || !m.description || (!r.meta && !m.library_path))
        return Parsed::OutOfMemory;
    if (r.meta && m.component_layers.empty() && !m.is_override) {
        say(kLogError | kLogLayer, LogEvent::EntrySkipped, path, r.name,
            "layer manifest %s: meta layer %s lists no component layers; skipped", path, r.name);
        return Parsed::Skipped;
    }
    return Parsed::Ok;
}

}  // namespace

bool read_layer_manifest(const char* path, bool implicit, const Allocator& alloc, Vec<LayerManifest*>& out) {
    JsonParse parse(alloc);
    const JsonParse::Result parsed = parse.parse_file(path, kLogError | kLogLayer, LogFile::LayerManifest, "skipped");
    if (parsed != JsonParse::Result::Ok)
        return parsed != JsonParse::Result::OutOfMemory;  // false only when the allocator failed
    const JsonDocument& doc = parse.doc();
    if (!doc.IsObject()) {
        say(kLogError | kLogLayer, LogEvent::FileRefused, path, nullptr,
            "layer manifest %s: top level is not a JSON object; skipped", path);
        return true;
    }
    constexpr const char* kFormat[] = {"file_format_version"};
    if (json_too_long_member(doc, kFormat)) {
        say(kLogError | kLogLayer, LogEvent::FileRefused, path, nullptr,
            "layer manifest %s: \"file_format_version\" %s; skipped", path,
            json_not_string(doc.FindMember("file_format_version")->value).text);
        return true;
    }
    const char* fmt = json_string_member(doc, "file_format_version");
    if (fmt == nullptr) {
        say(kLogError | kLogLayer, LogEvent::FileRefused, path, nullptr,
            "layer manifest %s: missing \"file_format_version\" string; skipped", path);
        return true;
    }
    // Read by its leading numbers; a format this loader does not know (a newer one) is read for
    // the fields it knows, as the Khronos loaders do. One warning for either.
    const text::Version fv = text::leading_version(fmt);
    const uint32_t format = VK_MAKE_API_VERSION(0, fv.major, fv.minor, fv.patch);
    if (!fv.plain || !known_format(fv))
        say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, nullptr,
            "layer manifest %s: file_format_version \"%s\" read as %u.%u.%u%s", path, fmt, fv.major,
            fv.minor, fv.patch, known_format(fv) ? "" : ", not one this loader knows (1.0.0 to 1.2.1): reading the fields it knows");
    auto one = doc.FindMember("layer");
    auto many = doc.FindMember("layers");
    if (one == doc.MemberEnd() && many == doc.MemberEnd()) {
        say(kLogError | kLogLayer, LogEvent::FileRefused, path, nullptr,
            "layer manifest %s: neither \"layer\" nor \"layers\"; skipped", path);
        return true;
    }
    auto add = [&](const JsonValue& v) -> bool {
        auto* m = heap_new<LayerManifest>();
        if (m == nullptr)
            return false;
        const Parsed r = parse_layer(v, path, implicit, format, *m);
        if (r == Parsed::Ok && out.push(m))
            return true;
        heap_delete(m);
        return r != Parsed::OutOfMemory && r != Parsed::Ok;
    };
    if (many != doc.MemberEnd()) {
        if (format < VK_MAKE_API_VERSION(0, 1, 0, 1))
            say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, nullptr,
                "layer manifest %s: \"layers\" needs file_format_version 1.0.1; reading it anyway", path);
        if (!many->value.IsArray()) {
            say(kLogError | kLogLayer, LogEvent::FileRefused, path, nullptr,
                "layer manifest %s: \"layers\" is not an array; skipped", path);
            return true;
        }
        for (const JsonValue& v : many->value.GetArray())
            if (!add(v))
                return false;
        return true;
    }
    return add(one->value);
}

VkResult layer_device_extensions(const LayerManifest* layer, uint32_t* count, VkExtensionProperties* out) {
    const uint32_t total = layer ? static_cast<uint32_t>(layer->device_extensions.size()) : 0;
    return fill_two_call(total, count, out, [&](uint32_t k) { return layer->device_extensions[k]->props; });
}

bool implicit_layer_environment_enabled(const LayerManifest& layer, char* why, size_t why_size) {
    if (layer.disable_env_var && platform::env_is_set_even_elevated(layer.disable_env_var)) {
        if (why)
            std::snprintf(why, why_size, "disable_environment %s is set", layer.disable_env_var);
        return false;  // disable wins, whatever its value
    }
    if (layer.enable_env_var) {
        // Honoured under elevated privileges too, as VK_INSTANCE_LAYERS is: it enables a layer
        // found in the system's own locations, names no path.
        const char* v = platform::get_env_even_elevated(layer.enable_env_var);
        if (v != nullptr && std::strcmp(v, layer.enable_env_value) == 0)
            return true;
        if (why)
            std::snprintf(why, why_size, "enable_environment %s=%s %s", layer.enable_env_var, layer.enable_env_value,
                          v ? "does not hold that value" : "is not set");
        return false;
    }
    return true;
}

}  // namespace vkl
