// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The loader settings file's parse alone (discovery/settings.cpp, parse_settings_file): the
// input is vk_loader_settings.json; the layer manifests it names by path are read too (none
// exist in the harness's folder unless the input names the file itself).
#include <cstdint>
#include <cstring>

#include "discovery/settings.h"
#include "parse_input.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const std::string path = fuzz::folder() + "/vk_loader_settings.json";
    fuzz::write_input(path, data, size);
    bool oom = false;
    vkl::Settings* s = vkl::parse_settings_file(strdup(path.c_str()), nullptr, &oom);
    vkl::free_settings(s);
    return 0;
}
