// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "base/json.h"  // first: RapidJSON before the X11 headers vulkan.h pulls in
#include "discovery/settings.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "base/log.h"
#include "base/platform.h"
#include "base/text.h"


namespace vkl {

Settings::~Settings() {
    std::free(path);
    for (SettingsLayer& l : layers) {
        std::free(l.name);
        std::free(l.path);
        heap_delete(l.manifest);
    }
    for (char* d : additional_drivers)
        std::free(d);
}

void free_settings(Settings* s) {
    if (s != nullptr && s->refs.fetch_sub(1, std::memory_order_acq_rel) == 1)
        heap_delete(s);
}

namespace {

// Logs a line about this settings file, with its record (base/log_event.h): `layer` is the
// layer it names, if any. The record is built here, not at each call.
[[gnu::noinline]] void say(uint32_t bits, LogEvent event, const char* path, const char* layer, const char* format, ...)
    VKL_PRINTF_FORMAT(5, 6);
void say(uint32_t bits, LogEvent event, const char* path, const char* layer, const char* format, ...) {
    va_list ap;
    va_start(ap, format);
    vlog(bits, LogRecord{.event = event, .kind = LogFile::Settings, .file = path, .layer = layer}, format, ap);
    va_end(ap);
}

const JsonValue* member(const JsonValue& o, const char* key) {
    auto it = o.FindMember(key);
    return it != o.MemberEnd() ? &it->value : nullptr;
}

// An optional boolean: false when absent, and when of another type, with a warning naming the
// file and the field (`list` and `index` place it in an array, e.g. layers[2]).
bool bool_member(const JsonValue& o, const char* key, const char* path, const char* list = nullptr, uint32_t index = 0) {
    const JsonValue* v = member(o, key);
    if (v == nullptr)
        return false;
    if (!v->IsBool()) {
        if (list)
            say(kLogWarn, LogEvent::FieldIgnored, path, nullptr,
                "loader settings %s: \"%s[%u].%s\" is not a boolean; taken as false", path, list, index, key);
        else
            say(kLogWarn, LogEvent::FieldIgnored, path, nullptr,
                "loader settings %s: \"%s\" is not a boolean; taken as false", path, key);
        return false;
    }
    return v->GetBool();
}

// ---- parsing ------------------------------------------------------------------------------------

struct LogWord {
    const char* word;
    uint32_t bits;
};
constexpr LogWord kStderrWords[] = {
    {"all", kLogAll},     {"error", kLogError}, {"warn", kLogWarn},     {"warning", kLogWarn},
    {"info", kLogInfo},   {"debug", kLogDebug}, {"perf", kLogPerf},     {"layer", kLogLayer},
    {"driver", kLogDriver}, {"validation", kLogValidation},
};

uint32_t parse_stderr_log(const JsonValue& o, const char* path) {
    const JsonValue* v = member(o, "stderr_log");
    if (v == nullptr)
        return 0;
    if (!v->IsArray()) {
        say(kLogWarn, LogEvent::FieldIgnored, path, nullptr,
            "loader settings %s: \"stderr_log\" is not an array; ignored", path);
        return 0;
    }
    uint32_t mask = 0;
    for (const JsonValue& w : v->GetArray()) {
        if (!json_is_read_string(w)) {
            say(kLogWarn, LogEvent::FieldIgnored, path, nullptr,
                "loader settings %s: a \"stderr_log\" entry %s; ignored", path, json_not_string(w).text);
            continue;
        }
        bool known = w.GetStringLength() == 0;
        for (const LogWord& k : kStderrWords)
            if (std::strcmp(k.word, w.GetString()) == 0) {
                mask |= k.bits;
                known = true;
            }
        if (!known)
            say(kLogWarn, LogEvent::FieldIgnored, path, nullptr,
                "loader settings %s: \"stderr_log\" entry \"%s\" is not a log category; ignored", path,
                w.GetString());
    }
    return mask;
}

enum class Parsed { Ok, Invalid, OutOfMemory };

// "layers": every entry must be valid, or the whole list is ignored (a partial list would
// enable or order layers the user did not ask for).
Parsed parse_layers(const JsonValue& list, const char* path, Settings& s) {
    if (!list.IsArray()) {
        say(kLogError | kLogLayer, LogEvent::EntrySkipped, path, nullptr,
            "loader settings %s: \"layers\" is not an array; layer settings ignored", path);
        return Parsed::Invalid;
    }
    uint32_t index = 0;
    for (const JsonValue& e : list.GetArray()) {
        auto bad = [&](const char* why) {
            say(kLogError | kLogLayer, LogEvent::EntrySkipped, path, nullptr,
                "loader settings %s: layers[%u] %s; layer settings ignored", path, index, why);
            return Parsed::Invalid;
        };
        if (!e.IsObject())
            return bad("is not an object");
        constexpr const char* kRead[] = {"control", "name", "path"};
        if (const char* key = json_too_long_member(e, kRead)) {
            say(kLogError | kLogLayer, LogEvent::EntrySkipped, path, nullptr,
                "loader settings %s: layers[%u].%s %s; layer settings ignored", path, index, key,
                json_not_string(*member(e, key)).text);
            return Parsed::Invalid;
        }
        const char* control = json_string_member(e, "control");
        if (control == nullptr)
            return bad("has no \"control\" string");
        SettingsLayer l;
        if (std::strcmp(control, "on") == 0) {
            l.control = LayerControl::On;
        } else if (std::strcmp(control, "off") == 0) {
            l.control = LayerControl::Off;
        } else if (std::strcmp(control, "unordered_layer_location") == 0) {
            l.control = LayerControl::Unordered;
        } else if (std::strcmp(control, "auto") != 0) {
            say(kLogWarn | kLogLayer, LogEvent::FieldIgnored, path, nullptr,
                "loader settings %s: layers[%u] has unknown control \"%s\"; taken as \"auto\"", path,
                index, control);
        }
        if (l.control != LayerControl::Unordered) {
            const char* name = json_string_member(e, "name");
            const char* manifest = json_string_member(e, "path");
            if (name == nullptr || name[0] == '\0')
                return bad("has no \"name\" string");
            if (manifest == nullptr || manifest[0] == '\0')
                return bad("has no \"path\" string");
            l.treat_as_implicit = bool_member(e, "treat_as_implicit_manifest", path, "layers", index);
            l.name = text::dup(name);
            l.path = text::dup(manifest);
            if (l.name == nullptr || l.path == nullptr) {
                std::free(l.name);
                std::free(l.path);
                return Parsed::OutOfMemory;
            }
        }
        s.has_unordered |= l.control == LayerControl::Unordered;
        if (!s.layers.push(l)) {
            std::free(l.name);
            std::free(l.path);
            return Parsed::OutOfMemory;
        }
        ++index;
    }
    return Parsed::Ok;
}

// "additional_drivers": [{"path": ...}]; a bad entry makes the list unusable as a whole.
Parsed parse_drivers(const JsonValue& list, const char* path, Settings& s) {
    auto bad = [&](const char* why) {
        say(kLogError | kLogDriver, LogEvent::EntrySkipped, path, nullptr,
            "loader settings %s: \"additional_drivers\" %s; no additional driver is used", path, why);
        return Parsed::Invalid;
    };
    if (!list.IsArray())
        return bad("is not an array");
    constexpr const char* kRead[] = {"path"};
    for (const JsonValue& e : list.GetArray()) {
        if (const char* key = json_too_long_member(e, kRead)) {
            say(kLogError | kLogDriver, LogEvent::EntrySkipped, path, nullptr,
                "loader settings %s: an \"additional_drivers\" entry's \"%s\" %s; no additional "
                "driver is used", path, key, json_not_string(*member(e, key)).text);
            return Parsed::Invalid;
        }
        if (!e.IsObject() || json_string_member(e, "path") == nullptr)
            return bad("has an entry that is not an object with a \"path\" string");
    }
    for (const JsonValue& e : list.GetArray()) {
        char* p = text::dup(json_string_member(e, "path"));
        if (p == nullptr || !s.additional_drivers.push(p)) {
            std::free(p);
            return Parsed::OutOfMemory;
        }
    }
    return Parsed::Ok;
}

bool parse_uuid(const JsonValue* v, uint8_t out[VK_UUID_SIZE]) {
    if (v == nullptr || !v->IsArray() || v->Size() != VK_UUID_SIZE)
        return false;
    for (rapidjson::SizeType i = 0; i < VK_UUID_SIZE; ++i) {
        const JsonValue& b = (*v)[i];
        if (!b.IsUint() || b.GetUint() > 255)
            return false;
        out[i] = static_cast<uint8_t>(b.GetUint());
    }
    return true;
}

// "device_configurations": a malformed entry is skipped (the others still select devices); a
// list with entries but no valid one is ignored. An empty list selects no device, as in the
// Khronos loader 1.4.359 (a control panel's "none").
Parsed parse_devices(const JsonValue& list, const char* path, Settings& s) {
    if (!list.IsArray()) {
        say(kLogError | kLogDriver, LogEvent::EntrySkipped, path, nullptr,
            "loader settings %s: \"device_configurations\" is not an array; ignored", path);
        return Parsed::Invalid;
    }
    if (list.Empty()) {
        say(kLogWarn | kLogDriver, LogEvent::FieldIgnored, path, nullptr,
            "loader settings %s: \"device_configurations\" is empty: no physical device is selected, "
            "and the driver environment variables are ignored", path);
        return Parsed::Ok;
    }
    uint32_t index = 0;
    for (const JsonValue& e : list.GetArray()) {
        DeviceConfiguration c{};
        const JsonValue* version = e.IsObject() ? member(e, "driverVersion") : nullptr;
        if (!e.IsObject() || !parse_uuid(member(e, "deviceUUID"), c.device_uuid) ||
            !parse_uuid(member(e, "driverUUID"), c.driver_uuid) || version == nullptr || !version->IsUint()) {
            say(kLogWarn | kLogDriver, LogEvent::EntrySkipped, path, nullptr,
                "loader settings %s: device_configurations[%u] needs \"deviceUUID\" and "
                "\"driverUUID\" (16 numbers 0-255 each) and a \"driverVersion\" number; skipped", path, index);
        } else {
            c.driver_version = version->GetUint();
            if (!s.device_configurations.push(c))
                return Parsed::OutOfMemory;
        }
        ++index;
    }
    if (s.device_configurations.empty()) {
        // Every entry malformed: hiding every device would leave the program without a GPU
        // for a typo, so the list is ignored instead.
        say(kLogWarn | kLogDriver, LogEvent::EntrySkipped, path, nullptr,
            "loader settings %s: \"device_configurations\" has no valid entry; ignored", path);
        return Parsed::Invalid;
    }
    return Parsed::Ok;
}

// The settings object that applies to this program: the first whose "app_keys" lists its path,
// else the first without "app_keys" (the global one).
const JsonValue* select_settings(const JsonDocument& doc, const char* path) {
    if (const JsonValue* many = member(doc, "settings_array")) {
        if (!many->IsArray()) {
            say(kLogError, LogEvent::FileRefused, path, nullptr,
                "loader settings %s: \"settings_array\" is not an array; file ignored", path);
            return nullptr;
        }
        char exe[PATH_MAX];
        const bool have_exe = platform::executable_path(exe, sizeof exe);
        const JsonValue* global = nullptr;
        uint32_t index = 0;
        for (const JsonValue& o : many->GetArray()) {
            const uint32_t at = index++;
            if (!o.IsObject()) {
                say(kLogWarn, LogEvent::EntrySkipped, path, nullptr,
                    "loader settings %s: settings_array[%u] is not an object; skipped", path, at);
                continue;
            }
            const JsonValue* keys = member(o, "app_keys");
            if (keys == nullptr) {
                if (global == nullptr)
                    global = &o;
                continue;
            }
            if (!keys->IsArray()) {
                say(kLogWarn, LogEvent::EntrySkipped, path, nullptr,
                    "loader settings %s: settings_array[%u].app_keys is not an array; skipped", path, at);
                continue;
            }
            for (const JsonValue& k : keys->GetArray()) {
                if (!json_is_read_string(k)) {
                    say(kLogWarn, LogEvent::FieldIgnored, path, nullptr,
                        "loader settings %s: settings_array[%u].app_keys has an entry that %s; ignored", path, at,
                        json_not_string(k).text);
                    continue;
                }
                if (have_exe && std::strcmp(k.GetString(), exe) == 0)
                    return &o;
            }
        }
        if (global == nullptr)
            say(kLogInfo, LogEvent::FileNotApplied, path, nullptr,
                "loader settings %s: no settings apply to %s", path, have_exe ? exe : "this program");
        return global;
    }
    const JsonValue* one = member(doc, "settings");
    if (one == nullptr || !one->IsObject()) {
        say(kLogError, LogEvent::FileRefused, path, nullptr,
            "loader settings %s: neither a \"settings\" object nor a \"settings_array\"; file ignored", path);
        return nullptr;
    }
    return one;
}

// Reads and parses the settings file; Invalid when it is unusable or nothing applies.
Parsed parse_settings(const char* path, const Allocator& alloc, Settings& s) {
    JsonParse parse(alloc);
    const JsonParse::Result parsed = parse.parse_file(path, kLogError, LogFile::Settings, "file ignored");
    if (parsed != JsonParse::Result::Ok)
        return parsed == JsonParse::Result::OutOfMemory ? Parsed::OutOfMemory : Parsed::Invalid;
    const JsonDocument& doc = parse.doc();
    if (!doc.IsObject()) {
        say(kLogError, LogEvent::FileRefused, path, nullptr,
            "loader settings %s: top level is not a JSON object; file ignored", path);
        return Parsed::Invalid;
    }
    constexpr const char* kFormat[] = {"file_format_version"};
    if (json_too_long_member(doc, kFormat)) {
        say(kLogError, LogEvent::FileRefused, path, nullptr,
            "loader settings %s: \"file_format_version\" %s; file ignored", path,
            json_not_string(*member(doc, "file_format_version")).text);
        return Parsed::Invalid;
    }
    const char* format = json_string_member(doc, "file_format_version");
    if (format == nullptr) {
        say(kLogError, LogEvent::FileRefused, path, nullptr,
            "loader settings %s: no \"file_format_version\" string; file ignored", path);
        return Parsed::Invalid;
    }
    if (const text::Version v = text::leading_version(format); !v.plain || v.major != 1)
        say(kLogWarn, LogEvent::FieldIgnored, path, nullptr,
            "loader settings %s: file_format_version \"%s\" is not 1.x; reading the known fields", path, format);
    const JsonValue* o = select_settings(doc, path);
    if (o == nullptr)
        return Parsed::Invalid;
    Parsed r = Parsed::Ok;
    s.stderr_mask = parse_stderr_log(*o, path);
    if (const JsonValue* layers = member(*o, "layers")) {
        r = parse_layers(*layers, path, s);
        s.has_layers = r == Parsed::Ok;
        if (!s.has_layers) {
            for (SettingsLayer& l : s.layers) {
                std::free(l.name);
                std::free(l.path);
            }
            s.layers.clear();
            s.has_unordered = false;
        }
    }
    if (r != Parsed::OutOfMemory)
        if (const JsonValue* drivers = member(*o, "additional_drivers"))
            r = parse_drivers(*drivers, path, s);
    if (r != Parsed::OutOfMemory) {
        s.drivers_exclusive = bool_member(*o, "additional_drivers_use_exclusively", path);
        if (const JsonValue* devices = member(*o, "device_configurations")) {
            r = parse_devices(*devices, path, s);
            s.has_device_configurations = r == Parsed::Ok;
        }
    }
    if (r == Parsed::OutOfMemory)
        return r;
    if (s.stderr_mask == 0 && !s.has_layers && s.additional_drivers.empty() && !s.has_device_configurations) {
        say(kLogInfo, LogEvent::FileNotApplied, path, nullptr,
            "loader settings %s: no layer, log, driver or device settings apply; file ignored", path);
        return Parsed::Invalid;
    }
    return Parsed::Ok;
}

// Reads each On/Auto layer's manifest from its path: the entry's layer, as implicit when the
// entry says so. A manifest that cannot be used leaves the entry without a layer (logged).
bool load_layer_manifests(Settings& s, const Allocator& alloc) {
    for (SettingsLayer& l : s.layers) {
        if (l.control != LayerControl::On && l.control != LayerControl::Auto)
            continue;
        Vec<LayerManifest*> found;
        if (!read_layer_manifest(l.path, l.treat_as_implicit, alloc, found)) {
            for (LayerManifest* m : found)
                heap_delete(m);
            return false;
        }
        for (LayerManifest* m : found)
            if (l.manifest == nullptr && std::strcmp(m->name, l.name) == 0)
                l.manifest = m;
        if (l.manifest == nullptr && !found.empty()) {
            // The entry's name is probably a typo of, or stale beside, what the manifest names:
            // say what it does describe (the closest of its names), so the fix is one edit away.
            const char* described = found[0]->name;
            unsigned best = 256;  // edit_distance gives at most limit + 1
            for (LayerManifest* m : found)
                if (const unsigned d = text::edit_distance(l.name, m->name, 255); d < best) {
                    best = d;
                    described = m->name;
                }
            say(kLogWarn | kLogLayer, LogEvent::EntrySkipped, s.path, l.name,
                "loader settings %s: layer manifest %s does not describe layer %s (it describes %s: did you mean "
                "it?); layer left out",
                s.path, l.path, l.name, described);
        }
        for (LayerManifest* m : found)
            if (m != l.manifest)
                heap_delete(m);
    }
    return true;
}

}  // namespace

Settings* parse_settings_file(char* path, const VkAllocationCallbacks* callbacks, bool* oom) {
    *oom = false;
    auto* s = heap_new<Settings>();
    const Allocator alloc(callbacks, VK_SYSTEM_ALLOCATION_SCOPE_COMMAND);
    Parsed r = s ? parse_settings(path, alloc, *s) : Parsed::OutOfMemory;
    if (r == Parsed::Ok) {
        s->path = path;
        path = nullptr;
        if (!load_layer_manifests(*s, alloc))
            r = Parsed::OutOfMemory;
    }
    std::free(path);
    if (r != Parsed::Ok) {
        heap_delete(s);
        *oom = r == Parsed::OutOfMemory;
        return nullptr;
    }
    return s;
}

}  // namespace vkl
