// SPDX-License-Identifier: Apache-2.0
#include "report.h"

#include <cstdio>

namespace vkloader {
namespace {

// Text from files (names, paths, descriptions, a manifest's content) with control bytes and
// DEL as \xNN, as the loader's log writes them: no manifest can put terminal escape sequences or
// forged lines on the user's screen. `keep_lines`: newlines and tabs stay (a file's content).
std::string safe(const std::string& text, bool keep_lines = false) {
    std::string out;
    for (unsigned char c : text) {
        if ((c < 0x20 && !(keep_lines && (c == '\n' || c == '\t'))) || c == 0x7F) {
            static const char hex[] = "0123456789ABCDEF";
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        } else {
            out += static_cast<char>(c);
        }
    }
    return out;
}
std::string safe(const char* text) { return safe(std::string(text ? text : "")); }

std::string version(uint32_t v) {
    return std::to_string(VK_API_VERSION_MAJOR(v)) + "." + std::to_string(VK_API_VERSION_MINOR(v)) + "." +
           std::to_string(VK_API_VERSION_PATCH(v));
}

void header(const Survey& s) {
    std::printf("vkloader %s (loader generated from the Vulkan %s registry)\n", VKL_PROJECT_VERSION, VKL_VULKAN_VERSION);
    if (!s.settings_file.empty()) {
        std::printf("loader settings file: %s\n", safe(s.settings_file).c_str());
    } else if (!s.settings_found.empty()) {
        // Found but not in force: its error says why.
        std::string why = "nothing in it applies";
        for (const FileVerdict* f : file_verdicts(s, s.settings_found))
            if (f->level == "error")
                why = f->reason;
        std::printf("loader settings file: %s, IGNORED: %s\n", safe(s.settings_found).c_str(), safe(why).c_str());
    } else {
        std::printf("loader settings file: none\n");
    }
}

// The files the loader refused, could not read or warned about (of `kind` prefix; "" for all).
void print_file_verdicts(const Survey& s, const std::string& kind) {
    size_t n = 0;
    for (const FileVerdict& f : s.files)
        n += kind.empty() || f.kind.rfind(kind, 0) == 0;
    if (n == 0)
        return;
    std::printf("\nFiles the loader refused or warned about (%zu):\n", n);
    for (const FileVerdict& f : s.files)
        if (kind.empty() || f.kind.rfind(kind, 0) == 0)
            std::printf("  [%s] %s\n        %s\n", f.level.c_str(), safe(f.path).c_str(), safe(f.reason).c_str());
}

void print_layer_line(const Survey& s, const LayerReport& r) {
    const vkl::LayerManifest& l = *r.manifest;
    const bool on = r.enabled && (!r.probed || r.loads);
    std::printf("  [%s] %s (%s)\n        %s\n", on ? "on " : "off", safe(l.name).c_str(), vkl::layer_kind(l), safe(l.manifest_path).c_str());
    std::printf("        %s\n", safe(r.rule).c_str());
    if (r.probed && !r.loads)
        std::printf("        does not load: %s\n", safe(r.load_error).c_str());
    (void)s;
}

}  // namespace

void print_summary_text(const Survey& s) {
    header(s);
    std::printf("\nDrivers (search order):\n");
    if (s.drivers.empty())
        std::printf("  none found\n");
    for (const DriverReport& d : s.drivers) {
        std::printf("  [%s] %s\n        from %s\n", d.status.c_str(), safe(d.manifest).c_str(), safe(d.origin).c_str());
        if (d.status != "loaded") {
            std::printf("        %s\n", safe(d.reason).c_str());
            continue;
        }
        // Two different versions: what the manifest declares, and what the driver's
        // vkEnumerateInstanceVersion answers (1.0.0 for a driver without it).
        std::printf("        library %s, interface %u, manifest api_version %s, instance version %s%s\n", safe(d.library).c_str(),
                    d.interface_version, version(d.api_version).c_str(), version(d.instance_version).c_str(),
                    d.portability ? ", portability driver" : "");
        size_t devices = 0;
        for (const vkl::PhysicalDeviceFacts& f : s.devices)
            devices += f.driver && d.manifest == f.driver;
        if (d.instance)
            std::printf("        creates an instance; %zu physical device%s\n", devices, devices == 1 ? "" : "s");
        else
            std::printf("        no instance: %s\n", safe(d.instance_reason).c_str());
    }
    std::printf("\nPhysical devices (the order applications get them):\n");
    if (s.devices.empty())
        std::printf("  none\n");
    for (size_t i = 0; i < s.devices.size(); ++i) {
        const vkl::PhysicalDeviceFacts& f = s.devices[i];
        std::printf("  %zu: %s (%s, Vulkan %s, PCI %s)\n     driver %s\n", i, safe(f.props.deviceName).c_str(),
                    vkl::device_type_name(f.props.deviceType), version(f.props.apiVersion).c_str(),
                    f.has_pci ? f.pci : "unknown", f.driver ? safe(f.driver).c_str() : "(a layer's device)");
    }
    std::printf("\nLayers (an application that names none gets the [on] ones):\n");
    if (s.layers.empty())
        std::printf("  none found\n");
    for (const LayerReport& r : s.layers)
        print_layer_line(s, r);
    for (const auto& [name, manifest] : s.settings_off)
        std::printf("  [off] %s\n        %s\n        %s\n", safe(name).c_str(), safe(manifest).c_str(),
                    safe(settings_off_rule(s)).c_str());
    print_file_verdicts(s, "");
    if (!s.unmatched_names.empty()) {
        std::printf("\nNames that match no layer or driver:\n");
        for (const std::string& n : s.unmatched_names)
            std::printf("  %s\n", safe(n).c_str());
    }
    std::printf("\n%s\n", s.instance_created ? "vkCreateInstance: succeeds" : ("vkCreateInstance: fails: " + s.instance_error).c_str());
}

void print_layers_text(const Survey& s) {
    header(s);
    std::printf("\nLayer chain (application first, drivers last):\n");
    if (s.chain.empty())
        std::printf("  no layer\n");
    for (size_t k = 0; k < s.chain.size(); ++k) {
        const LayerReport& r = s.layers[s.chain[k]];
        std::printf("  %zu. %s (%s, interface %u)\n     %s\n", k + 1, safe(r.manifest->name).c_str(), vkl::layer_kind(*r.manifest),
                    r.interface_version, safe(r.rule).c_str());
    }
    std::printf("\nNot in the chain:\n");
    size_t n = 0;
    for (const LayerReport& r : s.layers)
        // A meta layer has no library of its own: it is out of the chain only when not enabled
        // (an override layer whose app_keys name another program, say).
        if (!r.enabled || (!r.loads && !r.manifest->is_meta)) {
            std::printf("  %s: %s\n", safe(r.manifest->name).c_str(), safe(r.probed && !r.loads ? "does not load: " + r.load_error : r.rule).c_str());
            ++n;
        }
    if (n == 0)
        std::printf("  none\n");
    print_file_verdicts(s, "layer manifest");
}

void print_explain_text(const Explanation& e) {
    if (e.layer)
        std::printf("layer %s\n", safe(e.layer->manifest->name).c_str());
    else
        std::printf("driver %s\n", safe(e.driver->manifest).c_str());
    std::printf("\nRules:\n");
    for (const Rule& r : e.rules)
        std::printf("  %s\n      -> %s\n", safe(r.rule).c_str(), safe(r.verdict).c_str());
    std::printf("\nFiles:\n");
    for (const FileRef& f : e.files)
        std::printf("  %-17s %s%s%s\n", f.role.c_str(), safe(f.path).c_str(),
                    f.exists ? "" : f.role == "library (by name)" ? " (not found by the dynamic linker)" : " (does not exist)",
                    !f.resolved.empty() && f.resolved != f.path ? (" -> " + safe(f.resolved)).c_str() : "");
    if (!e.fix.empty())
        std::printf("\nTo make it load: %s\n", safe(e.fix).c_str());
    std::printf("\nTurn it on: %s\n", safe(e.turn_on).c_str());
    std::printf("Turn it off: %s\n", safe(e.turn_off).c_str());
    std::printf("\nManifest:\n%s%s", safe(e.manifest_text, true).c_str(),
                !e.manifest_text.empty() && e.manifest_text.back() != '\n' ? "\n" : "");
}

}  // namespace vkloader
