// SPDX-License-Identifier: Apache-2.0
// Where a layer's settings come from (settings.h says in which order): the chassis reads them
// once per instance at vkCreateInstance. Not for layers.
#pragma once

#include <string>
#include <vector>

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

// Whether the process runs with elevated privileges (setuid, setgid, capabilities): then neither
// the environment nor any file steers a layer's settings.
bool elevated();

}  // namespace vkl::layer
