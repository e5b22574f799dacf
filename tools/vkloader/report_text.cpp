// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "report.h"

#include <cstdio>

#include "base/text.h"

namespace vkloader {

namespace {
std::FILE* g_report_out = nullptr;  // set once by main() before anything is printed
}  // namespace

std::FILE* report_out() { return g_report_out ? g_report_out : stdout; }
void set_report_out(std::FILE* f) { g_report_out = f; }

std::string safe(const std::string& text, bool keep_lines) {
    // Text from files (names, paths, descriptions, a manifest's content), escaped as the
    // loader's log escapes it: no file can put terminal escape sequences or forged lines on the
    // user's screen.
    std::string out;
    vkl::text::append_escaped(out, text.c_str(), text.c_str() + text.size(), keep_lines);
    return out;
}

std::string safe(const char* text) { return safe(std::string(text ? text : "")); }

namespace {

std::string version(uint32_t v) {
    return std::to_string(VK_API_VERSION_MAJOR(v)) + "." + std::to_string(VK_API_VERSION_MINOR(v)) + "." +
           std::to_string(VK_API_VERSION_PATCH(v));
}

void header(const Survey& s) {
    std::fprintf(report_out(), "vkloader %s (loader generated from the Vulkan %s registry)\n", VKL_PROJECT_VERSION, VKL_VULKAN_VERSION);
    if (!s.settings_file.empty()) {
        std::fprintf(report_out(), "loader settings file: %s\n", safe(s.settings_file).c_str());
    } else if (!s.settings_found.empty()) {
        // Found but not in force: its error says why.
        std::string why = "nothing in it applies";
        for (const FileVerdict* f : file_verdicts(s, s.settings_found))
            if (f->level == "error")
                why = f->reason;
        std::fprintf(report_out(), "loader settings file: %s, IGNORED: %s\n", safe(s.settings_found).c_str(), safe(why).c_str());
    } else {
        std::fprintf(report_out(), "loader settings file: none\n");
    }
}

// The files the loader refused, could not read or warned about (of `kind` prefix; "" for all).
void print_file_verdicts(const Survey& s, const std::string& kind) {
    size_t n = 0;
    for (const FileVerdict& f : s.files)
        n += kind.empty() || f.kind.rfind(kind, 0) == 0;
    if (n == 0)
        return;
    std::fprintf(report_out(), "\nFiles the loader refused or warned about (%zu):\n", n);
    for (const FileVerdict& f : s.files)
        if (kind.empty() || f.kind.rfind(kind, 0) == 0)
            std::fprintf(report_out(), "  [%s] %s\n        %s\n", f.level.c_str(), safe(f.path).c_str(), safe(f.reason).c_str());
}

void print_layer_line(const Survey& s, const LayerReport& r) {
    const vkl::LayerManifest& l = *r.manifest;
    const bool on = r.enabled && (!r.probed || r.loads);
    std::fprintf(report_out(), "  [%s] %s (%s)\n        %s\n", on ? "on " : "off", safe(l.name).c_str(), vkl::layer_kind(l), safe(l.manifest_path).c_str());
    std::fprintf(report_out(), "        %s\n", safe(r.rule).c_str());
    if (r.probed && !r.loads)
        std::fprintf(report_out(), "        does not load: %s\n", safe(r.load_error).c_str());
    (void)s;
}

}  // namespace

void print_summary_text(const Survey& s) {
    header(s);
    std::fprintf(report_out(), "\nDrivers (search order):\n");
    if (s.drivers.empty())
        std::fprintf(report_out(), "  none found\n");
    for (const DriverReport& d : s.drivers) {
        std::fprintf(report_out(), "  [%s] %s\n        from %s\n", d.status.c_str(), safe(d.manifest).c_str(), safe(d.origin).c_str());
        if (d.status != "loaded") {
            std::fprintf(report_out(), "        %s\n", safe(d.reason).c_str());
            continue;
        }
        // Two different versions: what the manifest declares, and what the driver's
        // vkEnumerateInstanceVersion answers (1.0.0 for a driver without it).
        std::fprintf(report_out(), "        library %s, interface %u, manifest api_version %s, instance version %s%s\n", safe(d.library).c_str(),
                    d.interface_version, version(d.api_version).c_str(), version(d.instance_version).c_str(),
                    d.portability ? ", portability driver" : "");
        size_t devices = 0;
        for (const vkl::PhysicalDeviceFacts& f : s.devices)
            devices += f.driver && d.manifest == f.driver;
        if (d.instance)
            std::fprintf(report_out(), "        creates an instance; %zu physical device%s\n", devices, devices == 1 ? "" : "s");
        else
            std::fprintf(report_out(), "        no instance: %s\n", safe(d.instance_reason).c_str());
    }
    std::fprintf(report_out(), "\nPhysical devices (the order applications get them):\n");
    if (s.devices.empty())
        std::fprintf(report_out(), "  none\n");
    for (size_t i = 0; i < s.devices.size(); ++i) {
        const vkl::PhysicalDeviceFacts& f = s.devices[i];
        std::fprintf(report_out(), "  %zu: %s (%s, Vulkan %s, PCI %s)\n     driver %s\n", i, safe(f.props.deviceName).c_str(),
                    vkl::device_type_name(f.props.deviceType), version(f.props.apiVersion).c_str(),
                    f.has_pci ? f.pci : "unknown", f.driver ? safe(f.driver).c_str() : "(a layer's device)");
    }
    std::fprintf(report_out(), "\nLayers (an application that names none gets the [on] ones):\n");
    if (s.layers.empty())
        std::fprintf(report_out(), "  none found\n");
    for (const LayerReport& r : s.layers)
        print_layer_line(s, r);
    for (const auto& [name, manifest] : s.settings_off)
        std::fprintf(report_out(), "  [off] %s\n        %s\n        %s\n", safe(name).c_str(), safe(manifest).c_str(),
                    safe(settings_off_rule(s)).c_str());
    print_file_verdicts(s, "");
    if (!s.unmatched_names.empty()) {
        std::fprintf(report_out(), "\nNames that match no layer or driver:\n");
        for (const std::string& n : s.unmatched_names)
            std::fprintf(report_out(), "  %s\n", safe(n).c_str());
    }
    std::fprintf(report_out(), "\n%s\n", s.instance_created ? "vkCreateInstance: succeeds" : ("vkCreateInstance: fails: " + s.instance_error).c_str());
}

void print_layers_text(const Survey& s) {
    header(s);
    std::fprintf(report_out(), "\nLayer chain (application first, drivers last):\n");
    if (s.chain.empty())
        std::fprintf(report_out(), "  no layer\n");
    for (size_t k = 0; k < s.chain.size(); ++k) {
        const LayerReport& r = s.layers[s.chain[k]];
        std::fprintf(report_out(), "  %zu. %s (%s, interface %u)\n     %s\n", k + 1, safe(r.manifest->name).c_str(), vkl::layer_kind(*r.manifest),
                    r.interface_version, safe(r.rule).c_str());
    }
    std::fprintf(report_out(), "\nNot in the chain:\n");
    size_t n = 0;
    for (const LayerReport& r : s.layers)
        // A meta layer has no library of its own: it is out of the chain only when not enabled
        // (an override layer whose app_keys name another program, say).
        if (!r.enabled || (!r.loads && !r.manifest->is_meta)) {
            std::fprintf(report_out(), "  %s: %s\n", safe(r.manifest->name).c_str(), safe(r.probed && !r.loads ? "does not load: " + r.load_error : r.rule).c_str());
            ++n;
        }
    if (n == 0)
        std::fprintf(report_out(), "  none\n");
    print_file_verdicts(s, "layer manifest");
}

void print_explain_text(const Explanation& e) {
    if (e.layer)
        std::fprintf(report_out(), "layer %s\n", safe(e.layer->manifest->name).c_str());
    else
        std::fprintf(report_out(), "driver %s\n", safe(e.driver->manifest).c_str());
    std::fprintf(report_out(), "\nRules:\n");
    for (const Rule& r : e.rules)
        std::fprintf(report_out(), "  %s\n      -> %s\n", safe(r.rule).c_str(), safe(r.verdict).c_str());
    std::fprintf(report_out(), "\nFiles:\n");
    for (const FileRef& f : e.files)
        std::fprintf(report_out(), "  %-17s %s%s%s\n", f.role.c_str(), safe(f.path).c_str(),
                    f.exists ? "" : f.role == "library (by name)" ? " (not found by the dynamic linker)" : " (does not exist)",
                    !f.resolved.empty() && f.resolved != f.path ? (" -> " + safe(f.resolved)).c_str() : "");
    if (!e.fix.empty())
        std::fprintf(report_out(), "\nTo make it load: %s\n", safe(e.fix).c_str());
    std::fprintf(report_out(), "\nTurn it on: %s\n", safe(e.turn_on).c_str());
    std::fprintf(report_out(), "Turn it off: %s\n", safe(e.turn_off).c_str());
    std::fprintf(report_out(), "\nManifest:\n%s%s", safe(e.manifest_text, true).c_str(),
                !e.manifest_text.empty() && e.manifest_text.back() != '\n' ? "\n" : "");
}

}  // namespace vkloader
