// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "base/json.h"  // first: RapidJSON before the X11 headers vulkan.h pulls in
#include "discovery/layer_manifest.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "base/log.h"
#include "base/platform.h"
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

char* resolve_library(const char* manifest, const char* lib) {
    if (lib[0] == '/' || std::strchr(lib, '/') == nullptr)
        return text::dup(lib);  // absolute, or a bare name for the dlopen search path
    const char* slash = std::strrchr(manifest, '/');
    const size_t dirlen = slash ? static_cast<size_t>(slash - manifest) : 1;
    const size_t n = dirlen + 1 + std::strlen(lib) + 1;
    char* out = static_cast<char*>(std::malloc(n));
    if (out)
        std::snprintf(out, n, "%.*s/%s", static_cast<int>(dirlen), slash ? manifest : ".", lib);
    return out;
}

enum class Parsed { Ok, Skipped, OutOfMemory };

// One "layer" object.
Parsed parse_layer(const JsonValue& o, const char* path, bool implicit, uint32_t format, LayerManifest& m) {
    if (!o.IsObject()) {
        say(kLogError | kLogLayer, LogEvent::EntrySkipped, path, nullptr,
            "layer manifest %s: a layer entry is not a JSON object; skipped", path);
        return Parsed::Skipped;
    }
    constexpr const char* kRead[] = {"name", "type", "library_path", "api_version", "description"};
    if (const char* key = json_too_long_member(o, kRead)) {
        say(kLogError | kLogLayer, LogEvent::EntrySkipped, path, nullptr,
            "layer manifest %s: \"%s\" %s; layer skipped", path, key,
            json_not_string(o.FindMember(key)->value).text);
        return Parsed::Skipped;
    }
    const char* name = json_string_member(o, "name");
    if (name == nullptr || name[0] == '\0') {
        say(kLogError | kLogLayer, LogEvent::EntrySkipped, path, nullptr,
            "layer manifest %s: missing \"name\" string; layer skipped", path);
        return Parsed::Skipped;
    }
    auto missing = [&](const char* what) {
        say(kLogError | kLogLayer, LogEvent::EntrySkipped, path, name,
            "layer manifest %s: layer %s: missing %s; skipped", path, name, what);
        return Parsed::Skipped;
    };
    const char* type = json_string_member(o, "type");
    if (type == nullptr)
        return missing("\"type\" string");
    if (std::strcmp(type, "DEVICE") == 0) {
        say(kLogInfo | kLogLayer, LogEvent::EntrySkipped, path, name,
            "layer manifest %s: layer %s has the deprecated type DEVICE; skipped", path, name);
        return Parsed::Skipped;
    }
    if (std::strcmp(type, "INSTANCE") != 0 && std::strcmp(type, "GLOBAL") != 0) {
        say(kLogError | kLogLayer, LogEvent::EntrySkipped, path, name,
            "layer manifest %s: layer %s: unknown type \"%s\"; skipped", path, name, type);
        return Parsed::Skipped;
    }
    const bool meta = has_member(o, "component_layers");
    const char* lib = json_string_member(o, "library_path");
    if (!meta && (lib == nullptr || lib[0] == '\0'))
        return missing("\"library_path\" string");
    // A layer is a library or a list of other layers, never both: the Khronos loaders skip a
    // manifest that gives "component_layers" and "library_path" (loader_read_layer_json).
    if (meta && has_member(o, "library_path")) {
        say(kLogWarn | kLogLayer, LogEvent::EntrySkipped, path, name,
            "layer manifest %s: layer %s gives both \"component_layers\" and \"library_path\", which cannot go together; skipped",
            path, name);
        return Parsed::Skipped;
    }
    const char* api = json_string_member(o, "api_version");
    if (api == nullptr)
        return missing("\"api_version\" string");
    // Read by its leading numbers, as the Khronos loaders read it: "1.3.250-rc" is 1.3.250.
    const text::Version api_version = text::leading_version(api);
    if (!api_version.plain)
        say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, name,
            "layer manifest %s: layer %s: api_version \"%s\" is not a plain version; read as %u.%u.%u",
            path, name, api, api_version.major, api_version.minor, api_version.patch);
    if (api_version.variant != 0) {
        say(kLogInfo | kLogLayer, LogEvent::EntrySkipped, path, name,
            "layer manifest %s: layer %s: api_version \"%s\" has variant %u, not a Vulkan version; skipped",
            path, name, api, api_version.variant);
        return Parsed::Skipped;
    }
    auto impl = o.FindMember("implementation_version");
    uint32_t impl_version = 0;
    if (impl == o.MemberEnd())
        return missing("\"implementation_version\"");
    if (!read_number(impl->value, &impl_version, path, name, "implementation_version")) {
        say(kLogError | kLogLayer, LogEvent::EntrySkipped, path, name,
            "layer manifest %s: layer %s: \"implementation_version\" %s; skipped", path, name,
            json_not_string(impl->value).text);
        return Parsed::Skipped;
    }
    const char* description = json_string_member(o, "description");
    if (description == nullptr)
        return missing("\"description\" string");
    // Read for every layer, a meta layer too, as the Khronos loaders do.
    auto arch = o.FindMember("library_arch");
    if (arch != o.MemberEnd()) {
        if (!json_is_read_string(arch->value)) {
            say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, name,
                "layer manifest %s: layer %s: \"library_arch\" %s; ignored", path, name,
                json_not_string(arch->value).text);
        } else if (platform::names_other_word_size(arch->value.GetString())) {
            say(kLogInfo | kLogLayer, LogEvent::EntrySkipped, path, name,
                "layer manifest %s: layer %s: library_arch \"%s\" does not match this %zu-bit process; skipped",
                path, name, arch->value.GetString(), sizeof(void*) * 8);
            return Parsed::Skipped;
        }
    }
    if (implicit && !has_member(o, "disable_environment")) {
        say(kLogError | kLogLayer, LogEvent::EntrySkipped, path, name,
            "layer manifest %s: implicit layer %s has no \"disable_environment\"; skipped", path, name);
        return Parsed::Skipped;
    }

    m.implicit = implicit;
    m.is_meta = meta;
    m.is_override = meta && std::strcmp(name, "VK_LAYER_LUNARG_override") == 0;
    m.file_format_version = format;
    m.api_version = VK_MAKE_API_VERSION(0, api_version.major, api_version.minor, api_version.patch);
    m.implementation_version = impl_version;
    m.manifest_path = text::dup(path);
    m.name = text::dup(name);
    m.description = text::dup(description);
    m.library_path = meta ? nullptr : resolve_library(path, lib);
    if (!m.manifest_path || !m.name || !m.description || (!meta && !m.library_path))
        return Parsed::OutOfMemory;

    auto functions = o.FindMember("functions");
    if (functions != o.MemberEnd()) {
        if (!functions->value.IsObject()) {
            say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, name,
                "layer manifest %s: layer %s: \"functions\" is not an object; ignored", path, name);
        } else {
            const JsonValue& f = functions->value;
            struct {
                const char* key;
                char** out;
            } renames[] = {{"vkGetInstanceProcAddr", &m.gipa_name},
                           {"vkGetDeviceProcAddr", &m.gdpa_name},
                           {"vkNegotiateLoaderLayerInterfaceVersion", &m.negotiate_name}};
            for (auto& r : renames)
                if (const char* v = named_string(f, "functions", r.key, path, name))
                    if ((*r.out = text::dup(v)) == nullptr)
                        return Parsed::OutOfMemory;
        }
    }
    auto pre = o.FindMember("pre_instance_functions");
    if (pre != o.MemberEnd()) {
        // "pre_instance_functions" came with file format 1.1.2 (LoaderLayerInterface); an older
        // manifest's is not read, as in the Khronos loaders.
        if (format < VK_MAKE_API_VERSION(0, 1, 1, 2)) {
            say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, name,
                "layer manifest %s: layer %s: \"pre_instance_functions\" needs file_format_version 1.1.2; "
                "ignored", path, name);
        } else if (!implicit) {
            say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, name,
                "layer manifest %s: layer %s: \"pre_instance_functions\" applies to implicit layers only; ignored",
                path, name);
        } else if (!pre->value.IsObject()) {
            say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, name,
                "layer manifest %s: layer %s: \"pre_instance_functions\" is not an object; ignored", path, name);
        } else {
            struct {
                const char* key;
                char** out;
            } pres[] = {{"vkEnumerateInstanceExtensionProperties", &m.pre_enumerate_instance_extensions},
                        {"vkEnumerateInstanceLayerProperties", &m.pre_enumerate_instance_layers},
                        {"vkEnumerateInstanceVersion", &m.pre_enumerate_instance_version}};
            for (auto& p : pres)
                if (const char* v = named_string(pre->value, "pre_instance_functions", p.key, path, name))
                    if ((*p.out = text::dup(v)) == nullptr)
                        return Parsed::OutOfMemory;
        }
    }
    auto inst_ext = o.FindMember("instance_extensions");
    if (inst_ext != o.MemberEnd() && inst_ext->value.IsArray()) {
        for (const JsonValue& e : inst_ext->value.GetArray()) {
            const char* en = nullptr;
            uint32_t spec = 0;
            if (!extension_entry(e, &en, &spec, path, name)) {
                say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, name,
                    "layer manifest %s: layer %s: an instance extension %s; ignored", path, name,
                    extension_entry_problem(e));
                continue;
            }
            if (removed_instance_extension(en)) {
                log(kLogInfo | kLogLayer, "layer manifest %s: layer %s: instance extension %s is of a window system this "
                    "loader leaves out; not listed", path, name, en);
                continue;
            }
            VkExtensionProperties p{};
            std::snprintf(p.extensionName, sizeof p.extensionName, "%s", en);
            p.specVersion = spec;
            if (!m.instance_extensions.push(p))
                return Parsed::OutOfMemory;
        }
    } else if (inst_ext != o.MemberEnd()) {
        say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, name,
            "layer manifest %s: layer %s: \"instance_extensions\" is not an array; ignored", path, name);
    }
    auto dev_ext = o.FindMember("device_extensions");
    if (dev_ext != o.MemberEnd() && dev_ext->value.IsArray()) {
        for (const JsonValue& e : dev_ext->value.GetArray()) {
            const char* en = nullptr;
            uint32_t spec = 0;
            if (!extension_entry(e, &en, &spec, path, name)) {
                say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, name,
                    "layer manifest %s: layer %s: a device extension %s; ignored", path, name,
                    extension_entry_problem(e));
                continue;
            }
            auto* d = heap_new<LayerDeviceExtension>();
            if (d == nullptr)
                return Parsed::OutOfMemory;
            std::snprintf(d->props.extensionName, sizeof d->props.extensionName, "%s", en);
            d->props.specVersion = spec;
            if (!string_array(e, "entrypoints", d->entrypoints, path, name) || !m.device_extensions.push(d)) {
                for (char* ep : d->entrypoints)
                    std::free(ep);
                heap_delete(d);
                return Parsed::OutOfMemory;
            }
        }
    } else if (dev_ext != o.MemberEnd()) {
        say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, name,
            "layer manifest %s: layer %s: \"device_extensions\" is not an array; ignored", path, name);
    }
    if (!env_member(o, "enable_environment", &m.enable_env_var, &m.enable_env_value, path, name) ||
        !env_member(o, "disable_environment", &m.disable_env_var, &m.disable_env_value, path, name))
        return Parsed::OutOfMemory;
    if (implicit && m.disable_env_var == nullptr) {
        say(kLogError | kLogLayer, LogEvent::EntrySkipped, path, name,
            "layer manifest %s: implicit layer %s: \"disable_environment\" is malformed; skipped", path, name);
        return Parsed::Skipped;
    }
    if (!string_array(o, "component_layers", m.component_layers, path, name) ||
        !string_array(o, "blacklisted_layers", m.blacklisted_layers, path, name) ||
        !string_array(o, "override_paths", m.override_paths, path, name) ||
        !string_array(o, "app_keys", m.app_keys, path, name))
        return Parsed::OutOfMemory;
    if (meta && m.component_layers.empty() && !m.is_override) {
        say(kLogError | kLogLayer, LogEvent::EntrySkipped, path, name,
            "layer manifest %s: meta layer %s lists no component layers; skipped", path, name);
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
