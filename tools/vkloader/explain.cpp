// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "explain.h"

#include <dirent.h>

#include <dlfcn.h>
#include <link.h>

#include <cstdlib>
#include <cstring>

#include "base/env.h"
#include "base/platform.h"
#include "base/text.h"

namespace vkloader {
namespace {

// How to make a library load, from the loader's record of why it did not: the file one edit away
// where the named one does not exist, the other build where it is of the other word size. Empty
// when nothing better than the reason can be said.
std::string fix_for(const LibraryFailure& failure) {
    if (failure.kind == "wrong architecture") {
        // glibc's own message names the class of the file it found.
        const bool is32 = failure.detail.find("ELFCLASS32") != std::string::npos;
        if (sizeof(void*) == 8 && is32)
            return "it is a 32-bit library: a 64-bit program needs the driver's or layer's 64-bit build (on Debian, the "
                   "package of architecture amd64); the 32-bit one serves 32-bit programs";
        return "it is a library for another architecture: install the build for this one";
    }
    if (failure.kind != "library not found")
        return std::string();
    // Look beside it for a near name.
    const std::string& path = failure.library;
    const size_t slash = path.rfind('/');
    if (slash == std::string::npos)
        return "it is looked up by the dynamic linker (no '/' in library_path): put it in a directory of ld.so.conf or "
               "give library_path as a path";
    const std::string dir = path.substr(0, slash), file = path.substr(slash + 1);
    std::string best;
    unsigned best_distance = 3;
    if (DIR* d = opendir(dir.c_str())) {
        while (const dirent* e = readdir(d)) {
            const unsigned dist = vkl::text::edit_distance(file.c_str(), e->d_name, 2);
            if (dist < best_distance && std::string(e->d_name) != file) {
                best_distance = dist;
                best = dir + "/" + e->d_name;
            }
        }
        closedir(d);
    } else {
        return "its directory " + dir + " does not exist";
    }
    return best.empty() ? std::string() : "did you mean " + best + "? (it exists)";
}

FileRef file_ref(const std::string& role, const std::string& path) {
    FileRef f;
    f.role = role;
    f.path = path;
    f.exists = vkl::platform::file_exists(path.c_str());
    if (char* real = vkl::platform::real_path(path.c_str())) {
        f.resolved = real;
        std::free(real);
    }
    return f;
}

// A library the manifest names by file name alone: the dynamic linker's search path finds it,
// and where is what the copy the survey loaded (`handle`, may be null) says.
FileRef by_name(const std::string& name, void* handle) {
    FileRef f;
    f.role = "library (by name)";
    f.path = name;
    link_map* map = nullptr;
    if (handle && dlinfo(handle, RTLD_DI_LINKMAP, &map) == 0 && map && map->l_name)
        f.resolved = map->l_name;
    f.exists = !f.resolved.empty();
    return f;
}

std::string env(const char* name) {
    const char* v = vkl::platform::get_env(name);
    return v ? v : "";
}

std::string read_text(const std::string& path) {
    size_t size = 0;
    char* text = vkl::platform::read_file(path.c_str(), &size);
    if (text == nullptr)
        return "";
    std::string out(text, size < 65536 ? size : 65536);
    std::free(text);
    return out;
}

void explain_driver(const Survey& s, const DriverReport& d, Explanation& out) {
    out.rules.push_back({"found by", d.origin});
    const std::string name = vkl::text::base_name(d.manifest.c_str());
    for (const char* var : vkloader::rule_variables(vkl::EnvVkloader::DriverRule))
        if (const std::string v = env(var); !v.empty())
            out.rules.push_back({std::string(var) + "=" + v,
                                 vkl::text::filter_list_matches(v.c_str(), name.c_str()) ? "matches " + name
                                                                                          : "does not match " + name});
    if (d.status == "left out")
        out.rules.push_back({"driver filters", "left out: " + d.reason});
    else if (d.status == "failed")
        out.rules.push_back({"manifest and library", "failed: " + d.reason});
    else
        out.rules.push_back({"manifest and library", "loaded, interface version " + std::to_string(d.interface_version)});
    if (d.status == "loaded")
        out.rules.push_back({"vkCreateInstance", d.instance ? "creates an instance" : "no instance: " + d.instance_reason});
    if (!s.settings_file.empty())
        out.rules.push_back({"loader settings " + s.settings_file, "in force (they may add drivers or choose devices)"});
    out.files.push_back(file_ref("manifest", d.manifest));
    if (d.library.find('/') != std::string::npos) {
        out.files.push_back(file_ref("library", d.library));
    } else if (!d.library.empty()) {
        void* handle = nullptr;
        for (const vkl::DriverLibrary* o : s.opened_drivers)
            if (d.manifest == o->manifest_path)
                handle = o->handle;
        out.files.push_back(by_name(d.library, handle));
    }
    if (!d.package_library.empty())
        out.files.push_back(file_ref("package library", d.package_library));
    out.manifest_text = read_text(d.manifest);
    out.turn_off = "VK_LOADER_DRIVERS_DISABLE=" + name + " (or leave it out of VK_LOADER_DRIVERS_SELECT)";
    out.turn_on = "VK_LOADER_DRIVERS_SELECT=" + name + " (the filters match manifest file names), or VK_DRIVER_FILES=" + d.manifest;
    if (d.status == "failed")
        out.fix = fix_for(d.library_failure);
}

void explain_layer(const Survey& s, const LayerReport& r, Explanation& out) {
    const vkl::LayerManifest& l = *r.manifest;
    out.rules.push_back({"kind", vkl::layer_kind(l)});
    char why[192] = "";
    if (l.implicit) {
        if (l.enable_env_var)
            out.rules.push_back({std::string("enable_environment ") + l.enable_env_var + "=" + l.enable_env_value,
                                 env(l.enable_env_var) == l.enable_env_value ? "set: enables it" : "not set: it stays off"});
        if (l.disable_env_var)
            out.rules.push_back({std::string("disable_environment ") + l.disable_env_var,
                                 vkl::platform::env_is_set_even_elevated(l.disable_env_var) ? "set: disables it" : "not set"});
        if (!l.enable_env_var && !l.disable_env_var)
            out.rules.push_back({"environment", "no enable_environment: on for every program"});
        (void)vkl::implicit_layer_environment_enabled(l, why, sizeof why);
    }
    for (const char* var : vkloader::rule_variables(vkl::EnvVkloader::LayerRule)) {
        const std::string v = env(var);
        if (v.empty())
            continue;
        // A list of names names it as a whole name; the disable filter by its own rule (~implicit~, ...).
        const vkl::Env e = vkl::env_named(var, std::strlen(var));
        bool hit = vkl::env_kind(e) == vkl::EnvKind::NameList ? vkl::text::list_contains(v.c_str(), ':', l.name)
                   : e == vkl::Env::VK_LOADER_LAYERS_DISABLE  ? vkl::layer_disabled_by_filter(l)
                                                              : vkl::text::filter_list_matches(v.c_str(), l.name);
        out.rules.push_back({std::string(var) + "=" + v, hit ? "names it" : "does not name it"});
    }
    if (s.layer_set) {
        if (!s.layer_set->visible(l))
            out.rules.push_back({"override layer", "hides it (not in its override_paths)"});
        else if (s.layer_set->blacklisted(l))
            out.rules.push_back({"override layer", "blacklists it"});
        if (s.layer_set->settings_order()) {
            for (uint32_t i = 0; i < s.layer_set->count; ++i)
                if (s.layer_set->layers[i] == &l)
                    out.rules.push_back({"loader settings " + s.settings_file,
                                         s.layer_set->control(i) == vkl::LayerControl::On ? "on" : "auto"});
        }
    }
    out.rules.push_back({"verdict", r.enabled ? r.rule : "not enabled: " + r.rule});
    if (r.probed)
        out.rules.push_back({"library", r.loads ? "loads, interface version " + std::to_string(r.interface_version)
                                                : "does not load: " + r.load_error});
    out.files.push_back(file_ref("manifest", l.manifest_path));
    if (l.library_path && std::strchr(l.library_path, '/')) {
        out.files.push_back(file_ref("library", l.library_path));
    } else if (l.library_path) {
        void* handle = nullptr;
        for (const vkl::ActiveLayer& a : s.probed_layers)
            if (a.manifest == &l)
                handle = a.library;
        out.files.push_back(by_name(l.library_path, handle));
    }
    for (const char* c : l.component_layers)
        out.rules.push_back({"component layer", c});
    // Other manifests of this name: which one the loader took, and why the others not.
    for (const FileVerdict& f : s.files)
        if (f.duplicate_layer == l.name)
            out.rules.push_back({"another manifest of this name: " + f.path,
                                 "ignored: the first found wins (implicit before explicit, search order): this one, " +
                                     std::string(l.manifest_path)});
    for (const char* p : l.override_paths)
        out.files.push_back(file_ref("override path", p));
    out.manifest_text = read_text(l.manifest_path);
    // Turning it on: an implicit layer through its enable_environment (when it has one), any
    // layer through VK_LOADER_LAYERS_ENABLE; an explicit one also through VK_INSTANCE_LAYERS.
    if (l.implicit && l.enable_env_var)
        out.turn_on = std::string(l.enable_env_var) + "=" + l.enable_env_value + " (its enable_environment), or VK_LOADER_LAYERS_ENABLE=" + l.name;
    else if (l.implicit)
        out.turn_on = std::string("on by default; VK_LOADER_LAYERS_ENABLE=") + l.name + " takes it back from VK_LOADER_LAYERS_DISABLE";
    else
        out.turn_on = std::string("VK_INSTANCE_LAYERS=") + l.name + " (or VK_LOADER_LAYERS_ENABLE=" + l.name + ", or the application's list)";
    if (r.probed && !r.loads)
        out.fix = fix_for(r.library_failure);
    if (l.implicit && l.disable_env_var)
        out.turn_off = std::string(l.disable_env_var) + "=1 (its disable_environment), or VK_LOADER_LAYERS_DISABLE=" + l.name;
    else if (l.implicit)
        out.turn_off = std::string("VK_LOADER_LAYERS_DISABLE=") + l.name;
    else
        out.turn_off = std::string("it is on only when asked for: leave it out of VK_INSTANCE_LAYERS, VK_LOADER_LAYERS_ENABLE "
                                   "and the application's list; VK_LOADER_LAYERS_DISABLE=") + l.name + " refuses it";
}

}  // namespace

bool explain(const Survey& s, const std::string& name, Explanation& out) {
    if (const LayerReport* l = find_layer(s, name)) {
        out.layer = l;
        explain_layer(s, *l, out);
        return true;
    }
    if (const DriverReport* d = find_driver(s, name)) {
        out.driver = d;
        explain_driver(s, *d, out);
        return true;
    }
    return false;
}

}  // namespace vkloader
