// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "report.h"

#include <cstdio>

namespace vkloader {
namespace {

using vkl::json_bool;
using vkl::json_string;
using vkl::JsonWriter;

void str(JsonWriter& w, const char* key, const std::string& v) { json_string(w, key, v.empty() ? nullptr : v.c_str()); }

void driver(JsonWriter& w, const Survey& s, const DriverReport& d) {
    w.StartObject();
    str(w, "manifest", d.manifest);
    str(w, "origin", d.origin);
    str(w, "package_library", d.package_library);
    str(w, "status", d.status);
    str(w, "reason", d.reason);
    str(w, "library", d.library);
    // What only a loaded driver has: null for one left out or failed (not a placeholder value).
    const bool loaded = d.status == "loaded";
    w.Key("interface_version");
    loaded ? w.Uint(d.interface_version) : w.Null();
    if (loaded) {
        vkl::json_version(w, "api_version", d.api_version);
        vkl::json_version(w, "instance_version", d.instance_version);
    } else {
        json_string(w, "api_version", nullptr);
        json_string(w, "instance_version", nullptr);
    }
    w.Key("portability");
    loaded ? w.Boolean(d.portability) : w.Null();
    json_bool(w, "instance", d.instance);
    str(w, "instance_reason", d.instance_reason);
    w.Key("physical_devices");  // indices into the document's physical_devices
    w.StartArray();
    for (size_t i = 0; i < s.devices.size(); ++i)
        if (s.devices[i].driver && d.manifest == s.devices[i].driver)
            w.Uint(static_cast<unsigned>(i));
    w.EndArray();
    w.EndObject();
}

void layer(JsonWriter& w, const LayerReport& r) {
    w.StartObject();
    vkl::json_layer_manifest(w, *r.manifest);
    json_bool(w, "enabled", r.enabled);
    str(w, "rule", r.rule);
    if (r.probed) {
        json_bool(w, "loads", r.loads);
    } else {
        w.Key("loads");
        w.Null();  // not loaded to check: not in the chain
    }
    str(w, "load_error", r.load_error);
    w.Key("interface_version");
    w.Uint(r.interface_version);
    w.EndObject();
}

void chain(JsonWriter& w, const Survey& s) {
    w.Key("chain");  // application first
    w.StartArray();
    for (size_t i : s.chain) {
        const LayerReport& r = s.layers[i];
        w.StartObject();
        json_string(w, "name", r.manifest->name);
        json_string(w, "manifest", r.manifest->manifest_path);
        str(w, "rule", r.rule);
        w.Key("interface_version");
        w.Uint(r.interface_version);
        w.EndObject();
    }
    w.EndArray();
}

void layers(JsonWriter& w, const Survey& s) {
    w.Key("layers");
    w.StartArray();
    for (const LayerReport& r : s.layers)
        layer(w, r);
    w.EndArray();
}

void begin(JsonWriter& w, const Survey* s, const char* kind) {
    w.StartObject();
    vkl::json_header(w, kind);
    if (s) {
        str(w, "settings_file", s->settings_file);
        // The file the search found when it is not in force (broken, or nothing applies).
        str(w, "settings_file_ignored", s->settings_file.empty() ? s->settings_found : std::string());
        // VK_INSTANCE_LAYERS / VK_LOADER_LAYERS_ENABLE names no layer answers to, driver filters
        // that match no manifest
        w.Key("unmatched_names");
        w.StartArray();
        for (const std::string& n : s->unmatched_names)
            w.String(n.c_str());
        w.EndArray();
        w.Key("settings_off");  // layers the settings file turns off (not read: only their entries)
        w.StartArray();
        for (const auto& [name, manifest] : s->settings_off) {
            w.StartObject();
            str(w, "name", name);
            str(w, "manifest", manifest);
            str(w, "rule", settings_off_rule(*s));
            w.EndObject();
        }
        w.EndArray();
        w.Key("refused_files");  // what the loader refused, could not read or warned about
        w.StartArray();
        for (const FileVerdict& f : s->files) {
            w.StartObject();
            str(w, "path", f.path);
            str(w, "kind", f.kind);
            str(w, "level", f.level);
            str(w, "reason", f.reason);
            w.EndObject();
        }
        w.EndArray();
    }
}

void end(JsonWriter& w) {
    // Manifest strings are bytes: any that are not UTF-8 were written as U+FFFD; say how many.
    w.Key("invalid_utf8_replaced");
    w.Uint(w.replaced());
    w.EndObject();
    std::fwrite(w.text(), 1, w.size(), report_out());
    std::fputc('\n', report_out());
}

}  // namespace

void print_summary_json(const Survey& s) {
    JsonWriter w;
    begin(w, &s, "summary");
    w.Key("drivers");
    w.StartArray();
    for (const DriverReport& d : s.drivers)
        driver(w, s, d);
    w.EndArray();
    w.Key("physical_devices");
    w.StartArray();
    for (const vkl::PhysicalDeviceFacts& f : s.devices)
        vkl::json_physical_device(w, f);
    w.EndArray();
    layers(w, s);
    chain(w, s);
    json_bool(w, "instance_created", s.instance_created);
    str(w, "instance_error", s.instance_error);
    end(w);
}

void print_layers_json(const Survey& s) {
    JsonWriter w;
    begin(w, &s, "layers");
    chain(w, s);
    layers(w, s);
    end(w);
}

void print_explain_json(const Explanation& e) {
    JsonWriter w;
    begin(w, nullptr, "explain");
    json_string(w, "subject", e.layer ? "layer" : "driver");
    json_string(w, "name", e.layer ? e.layer->manifest->name : e.driver->manifest.c_str());
    w.Key("rules");
    w.StartArray();
    for (const Rule& r : e.rules) {
        w.StartObject();
        str(w, "rule", r.rule);
        str(w, "verdict", r.verdict);
        w.EndObject();
    }
    w.EndArray();
    w.Key("files");
    w.StartArray();
    for (const FileRef& f : e.files) {
        w.StartObject();
        str(w, "role", f.role);
        str(w, "path", f.path);
        json_bool(w, "exists", f.exists);
        str(w, "resolved", f.resolved);
        w.EndObject();
    }
    w.EndArray();
    str(w, "turn_off", e.turn_off);
    str(w, "turn_on", e.turn_on);
    str(w, "fix", e.fix);
    str(w, "manifest_text", e.manifest_text);
    end(w);
}

}  // namespace vkloader
