// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Where a layer's settings come from (settings.h says in which order): the chassis reads them
// once per instance at vkCreateInstance. Not for layers.
#pragma once

#include <string>
#include <vector>

#include "chassis/context.h"
#include "chassis/settings.h"

namespace vkl::layer {

class Messengers;

// Every declared setting's value and source, from the declared defaults, the
// VkLayerSettingsCreateInfoEXT structures of `chain`, vk_layer_settings.txt and the environment.
// Each bad input is one line through `messengers` (or stderr) naming its source and the reason.
void read_settings(Settings& out, const void* chain, const Messengers* messengers);

// The "<key> = <value>" lines of the settings file that concern the layer (keys that start with
// `prefix`, returned without it), or nothing when there is no file. Exposed for the settings
// file's own checks (settings_file.cpp).
struct FileSetting {
    std::string key, value;
    int line;
};
struct SettingsFile {
    std::string path;  // empty: no file
    std::vector<FileSetting> settings;
};
SettingsFile read_settings_file(const std::string& prefix, const Messengers* messengers);

// The least severity of the layer's messages that go to stderr (the chassis's setting
// log_severity; a value that is none of verbose, info, warning, error is one line and Warning).
Severity stderr_threshold(const Settings& settings, const Messengers* messengers);

// Quiet: read_settings's messages are dropped (the process's settings, whose bad inputs the
// first instance's reading of the same sources reports).
const Messengers* quiet();

}  // namespace vkl::layer
