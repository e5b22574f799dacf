// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// What vkloader reports, gathered by the loader's own code (linked in from vkl_core): the driver
// search and loading one manifest at a time (discovery/drivers.h), the layer choice with every
// verdict (objects/layer_chain.h), and a real vkCreateInstance for the drivers that create an
// instance and the physical devices in the order applications get them. The reasons are the
// lines the loader logs when it decides (base/log.h, LogCapture), not a second wording; which
// line is a verdict on what is read from the line's record (base/log_event.h: its event code and
// fields), never from its wording, so a reworded line changes no verdict.
#pragma once

#include "objects/state_json.h"

#include <string>
#include <vector>

#include "base/env.h"
#include "discovery/settings.h"
#include "objects/layer_chain.h"

namespace vkloader {

// Why a driver's or layer's library did not load, as the loader's record of it says
// (LogEvent::DriverLibraryFailed, LayerLibraryFailed): empty when it loaded or failed otherwise.
struct LibraryFailure {
    std::string library;
    std::string kind;    // platform::dl_error_kind's word: "library not found", "wrong architecture", ...
    std::string detail;  // the system's message (dlerror)
};

struct DriverReport {
    std::string manifest;
    std::string origin;            // VK_DRIVER_FILES, search path, driver package, loader settings, ...
    std::string package_library;   // a package's library, or empty
    std::string status;            // "loaded", "left out", "failed"
    std::string reason;            // why not loaded, or empty
    LibraryFailure library_failure;
    // When loaded:
    std::string library;
    uint32_t interface_version = 0, api_version = 0, instance_version = 0;
    bool portability = false;
    bool instance = false;         // it created an instance in vkCreateInstance
    std::string instance_reason;   // why not, when loaded but not created
};

struct LayerReport {
    const vkl::LayerManifest* manifest = nullptr;
    bool enabled = false;          // an application naming no layer gets it
    std::string rule;              // the rule behind that verdict, as the loader logs it
    bool probed = false;           // loaded to check it (the enabled ones)
    bool loads = false;
    std::string load_error;
    LibraryFailure library_failure;
    uint32_t interface_version = 0;
};

// A file the loader looked at while finding drivers and layers and refused, could not read or
// warned about, with the loader's own line (what VK_LOADER_DEBUG would print).
struct FileVerdict {
    std::string path;
    std::string kind;    // "driver manifest", "layer manifest", "loader settings", "driver package", ...
    std::string level;   // "error", "warning", or "info" (a manifest ignored as a duplicate of another)
    std::string reason;  // the loader's line, without its level
    std::string duplicate_layer;  // ignored as a duplicate of another manifest of this layer: its name
};

struct Survey {
    std::string settings_file;     // the loader settings file in force, or empty
    std::string settings_found;    // the settings file the search found (in force or not), or empty
    std::vector<FileVerdict> files;  // every refused, unreadable or suspicious file, in the order seen
    // Layers the settings file's "layers" list turns "off": the loader acts as if they did not
    // exist (name, manifest path).
    std::vector<std::pair<std::string, std::string>> settings_off;
    // Layer names and filters that match no layer (VK_INSTANCE_LAYERS, VK_LOADER_LAYERS_ENABLE),
    // as the loader says it: with why, or the closest name.
    std::vector<std::string> unmatched_names;
    std::vector<DriverReport> drivers;
    std::vector<LayerReport> layers;       // the layer set's order
    std::vector<size_t> chain;             // indices into layers: the chain an application gets
    std::vector<vkl::PhysicalDeviceFacts> devices;  // the order applications get them
    std::vector<std::string> device_drivers;        // their drivers' manifests (devices[i].driver)
    bool instance_created = false;
    std::string instance_error;    // the loader's last error line when vkCreateInstance failed

    // Kept while the Survey lives: the settings and layer set the layer reports point into,
    // and the drivers and layers loaded to check them (closed at release: a driver unloaded
    // and loaded again is what NVIDIA's does not survive).
    vkl::Settings* settings = nullptr;
    const vkl::LayerSet* layer_set = nullptr;
    std::vector<vkl::DriverLibrary*> opened_drivers;
    std::vector<vkl::ActiveLayer> probed_layers;
};

// `with_layers`: load the chain's layers to check them and vkCreateInstance with them (false: no
// layer library is loaded at all, for a layer that takes programs down). `explained`: the name
// or manifest path of the one layer `explain` checks too (empty: none). Every library is loaded
// in a child process first: one that aborts, crashes, ends the process or does not finish
// loading within `load_timeout_s` seconds is a verdict, and vkloader does not load it itself
// (vkl::platform::refuse_library_for_tools). Keeps the layer set referenced while the Survey lives.
void collect(Survey& out, bool with_layers, const std::string& explained, unsigned load_timeout_s);
void release(Survey& s);

// Everything the reports say about one driver or layer, looked up by manifest path, file name
// (with or without .json) or layer name; nullptr when no driver or layer has that name.
const DriverReport* find_driver(const Survey& s, const std::string& name);
// The verdicts on a file, by path or file name (several: each line the loader logged about it).
std::vector<const FileVerdict*> file_verdicts(const Survey& s, const std::string& path);
const LayerReport* find_layer(const Survey& s, const std::string& name);
// The verdict on a layer the settings file turns off (the text and JSON reports say the same).
std::string settings_off_rule(const Survey& s);

// The loader's variables that vkloader explains for a driver or for a layer (VKLOADER DriverRule
// or LayerRule in loader/base/env_vars.inc), in the table's order.
std::vector<const char*> rule_variables(vkl::EnvVkloader rule);

}  // namespace vkloader
