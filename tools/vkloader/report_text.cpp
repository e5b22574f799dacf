// SPDX-License-Identifier: Apache-2.0
#include "report.h"

#include <cstdio>

namespace vkloader {
namespace {

std::string version(uint32_t v) {
    return std::to_string(VK_API_VERSION_MAJOR(v)) + "." + std::to_string(VK_API_VERSION_MINOR(v)) + "." +
           std::to_string(VK_API_VERSION_PATCH(v));
}

void header(const Survey& s) {
    std::printf("vkloader %s (loader generated from the Vulkan %s registry)\n", VKL_PROJECT_VERSION, VKL_VULKAN_VERSION);
    if (!s.settings_file.empty()) {
        std::printf("loader settings file: %s\n", s.settings_file.c_str());
    } else if (!s.settings_found.empty()) {
        // Found but not in force: its error says why.
        std::string why = "nothing in it applies";
        for (const FileVerdict* f : file_verdicts(s, s.settings_found))
            if (f->level == "error")
                why = f->reason;
        std::printf("loader settings file: %s, IGNORED: %s\n", s.settings_found.c_str(), why.c_str());
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
            std::printf("  [%s] %s\n        %s\n", f.level.c_str(), f.path.c_str(), f.reason.c_str());
}

void print_layer_line(const Survey& s, const LayerReport& r) {
    const vkl::LayerManifest& l = *r.manifest;
    const bool on = r.enabled && (!r.probed || r.loads);
    std::printf("  [%s] %s (%s)\n        %s\n", on ? "on " : "off", l.name, vkl::layer_kind(l), l.manifest_path);
    std::printf("        %s\n", r.rule.c_str());
    if (r.probed && !r.loads)
        std::printf("        does not load: %s\n", r.load_error.c_str());
    (void)s;
}

}  // namespace

void print_summary_text(const Survey& s) {
    header(s);
    std::printf("\nDrivers (search order):\n");
    if (s.drivers.empty())
        std::printf("  none found\n");
    for (const DriverReport& d : s.drivers) {
        std::printf("  [%s] %s\n        from %s\n", d.status.c_str(), d.manifest.c_str(), d.origin.c_str());
        if (d.status != "loaded") {
            std::printf("        %s\n", d.reason.c_str());
            continue;
        }
        // Two different versions: what the manifest declares, and what the driver's
        // vkEnumerateInstanceVersion answers (1.0.0 for a driver without it).
        std::printf("        library %s, interface %u, manifest api_version %s, instance version %s%s\n", d.library.c_str(),
                    d.interface_version, version(d.api_version).c_str(), version(d.instance_version).c_str(),
                    d.portability ? ", portability driver" : "");
        size_t devices = 0;
        for (const vkl::PhysicalDeviceFacts& f : s.devices)
            devices += f.driver && d.manifest == f.driver;
        if (d.instance)
            std::printf("        creates an instance; %zu physical device%s\n", devices, devices == 1 ? "" : "s");
        else
            std::printf("        no instance: %s\n", d.instance_reason.c_str());
    }
    std::printf("\nPhysical devices (the order applications get them):\n");
    if (s.devices.empty())
        std::printf("  none\n");
    for (size_t i = 0; i < s.devices.size(); ++i) {
        const vkl::PhysicalDeviceFacts& f = s.devices[i];
        std::printf("  %zu: %s (%s, Vulkan %s, PCI %s)\n     driver %s\n", i, f.props.deviceName,
                    vkl::device_type_name(f.props.deviceType), version(f.props.apiVersion).c_str(),
                    f.has_pci ? f.pci : "unknown", f.driver ? f.driver : "(a layer's device)");
    }
    std::printf("\nLayers (an application that names none gets the [on] ones):\n");
    if (s.layers.empty())
        std::printf("  none found\n");
    for (const LayerReport& r : s.layers)
        print_layer_line(s, r);
    for (const auto& [name, manifest] : s.settings_off)
        std::printf("  [off] %s\n        %s\n        turned off by the loader settings file %s (its \"layers\" entry: "
                    "control \"off\"; \"on\" or \"auto\" there brings it back)\n",
                    name.c_str(), manifest.c_str(), s.settings_file.c_str());
    print_file_verdicts(s, "");
    std::printf("\n%s\n", s.instance_created ? "vkCreateInstance: succeeds" : ("vkCreateInstance: fails: " + s.instance_error).c_str());
}

void print_layers_text(const Survey& s) {
    header(s);
    std::printf("\nLayer chain (application first, drivers last):\n");
    if (s.chain.empty())
        std::printf("  no layer\n");
    for (size_t k = 0; k < s.chain.size(); ++k) {
        const LayerReport& r = s.layers[s.chain[k]];
        std::printf("  %zu. %s (%s, interface %u)\n     %s\n", k + 1, r.manifest->name, vkl::layer_kind(*r.manifest),
                    r.interface_version, r.rule.c_str());
    }
    std::printf("\nNot in the chain:\n");
    size_t n = 0;
    for (const LayerReport& r : s.layers)
        if (!(r.enabled && r.loads) && !r.manifest->is_meta) {
            std::printf("  %s: %s\n", r.manifest->name, r.probed && !r.loads ? ("does not load: " + r.load_error).c_str() : r.rule.c_str());
            ++n;
        }
    if (n == 0)
        std::printf("  none\n");
    print_file_verdicts(s, "layer manifest");
}

void print_explain_text(const Explanation& e) {
    if (e.layer)
        std::printf("layer %s\n", e.layer->manifest->name);
    else
        std::printf("driver %s\n", e.driver->manifest.c_str());
    std::printf("\nRules:\n");
    for (const Rule& r : e.rules)
        std::printf("  %s\n      -> %s\n", r.rule.c_str(), r.verdict.c_str());
    std::printf("\nFiles:\n");
    for (const FileRef& f : e.files)
        std::printf("  %-17s %s%s%s\n", f.role.c_str(), f.path.c_str(),
                    f.exists ? "" : f.role == "library (by name)" ? " (not found by the dynamic linker)" : " (does not exist)",
                    !f.resolved.empty() && f.resolved != f.path ? (" -> " + f.resolved).c_str() : "");
    std::printf("\nTurn it off: %s\n", e.turn_off.c_str());
    std::printf("\nManifest:\n%s%s", e.manifest_text.c_str(),
                !e.manifest_text.empty() && e.manifest_text.back() != '\n' ? "\n" : "");
}

}  // namespace vkloader
