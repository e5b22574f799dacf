// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// `vkloader explain NAME`: every rule that applies to one driver or layer with its verdict, the
// files it refers to, and how to turn it off, evaluated by the loader's own functions.
#pragma once

#include <string>
#include <vector>

#include "survey.h"

namespace vkloader {

struct Rule {
    std::string rule;     // what is looked at ("VK_LOADER_LAYERS_DISABLE=~implicit~")
    std::string verdict;  // what it decides for this driver or layer
};
struct FileRef {
    std::string role;     // "manifest", "library", "package library", ...
    std::string path;
    bool exists = false;
    std::string resolved; // the canonical path, or empty
};
struct Explanation {
    const DriverReport* driver = nullptr;
    const LayerReport* layer = nullptr;
    std::vector<Rule> rules;
    std::vector<FileRef> files;
    std::string manifest_text;  // the manifest as written (up to 64 KiB)
    std::string turn_off;
    std::string turn_on;   // the variable (or file entry) that turns it on for a program
    std::string fix;       // how to make it load, where it does not and the fix is known
};

// False when no driver or layer has that name.
bool explain(const Survey& s, const std::string& name, Explanation& out);

}  // namespace vkloader
