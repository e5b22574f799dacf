// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The layer chassis's settings alone (layers/chassis/settings.cpp and settings_file.cpp,
// read_settings, with stderr_threshold after it): every declared type, extra variable names and
// the chassis's own settings, from vk_layer_settings.txt (VK_LAYER_SETTINGS_PATH names the file)
// and the environment. The input: the settings file's text, then, after a line "%%env", lines
// NAME=VALUE set as variables (names starting with VK_ or VKL_ only; the previous input's are
// unset first).
#include <stdlib.h>

#include <cstdint>
#include <string>
#include <vector>

#include "chassis/hooks.h"
#include "chassis/messengers.h"
#include "chassis/settings.h"
#include "chassis/settings_sources.h"
#include "parse_input.h"

// VKL_LAYER's definition, without the rest of chassis/layer.h (no interceptors here).
const vkl::layer::LayerInfo vkl::layer::kLayer = {"VK_LAYER_VKL_fuzz", "the settings harness's layer", 1};
// VKL_LAYER_INTERCEPTORS's, for the chassis's other objects the link brings in: none.
const vkl::layer::LayerInterceptors& vkl::layer::layer_interceptors() {
    static const vkl::layer::LayerInterceptors none{};
    return none;
}
VKL_LAYER_SETTINGS(VKL_SETTING("text", String, "", "a string", "VKL_FUZZ_TEXT"),
                   VKL_SETTING("count", Integer, "-3", "an integer"),
                   VKL_SETTING("size", Unsigned, "4096", "an unsigned integer", "VKL_FUZZ_SIZE", "VKL_FUZZ_SIZE2"),
                   VKL_SETTING("ratio", Float, "0.5", "a floating-point number"),
                   VKL_SETTING("on", Boolean, "true", "a boolean", "VKL_FUZZ_ON"),
                   VKL_SETTING("output", String, "", "an output file name"));

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const std::string path = [] {
        const std::string p = fuzz::folder() + "/vk_layer_settings.txt";
        setenv("VK_LAYER_SETTINGS_PATH", p.c_str(), 1);
        return p;
    }();
    static std::vector<std::string> set_before;
    for (const std::string& name : set_before)
        unsetenv(name.c_str());
    set_before.clear();
    const std::string text(reinterpret_cast<const char*>(data), size);
    const size_t split = text.find("\n%%env\n");
    const std::string file = split == std::string::npos ? text : text.substr(0, split + 1);
    fuzz::write_input(path, reinterpret_cast<const uint8_t*>(file.data()), file.size());
    if (split != std::string::npos) {
        size_t at = split + 7;
        while (at < text.size()) {
            size_t end = text.find('\n', at);
            if (end == std::string::npos)
                end = text.size();
            const std::string line(text.c_str() + at, strnlen(text.c_str() + at, end - at));
            at = end + 1;
            const size_t eq = line.find('=');
            if (eq == std::string::npos || eq == 0 || (line.rfind("VK_", 0) != 0 && line.rfind("VKL_", 0) != 0) ||
                line.compare(0, eq, "VK_LAYER_SETTINGS_PATH") == 0)
                continue;
            const std::string name = line.substr(0, eq);
            setenv(name.c_str(), line.c_str() + eq + 1, 1);
            set_before.push_back(name);
        }
    }
    static const vkl::layer::Messengers quiet(true);
    vkl::layer::Settings s;
    vkl::layer::read_settings(s, nullptr, &quiet);
    (void)vkl::layer::stderr_threshold(s, &quiet);
    (void)s.get_string("text");
    (void)s.get_int("count");
    (void)s.get_uint("size");
    (void)s.get_float("ratio");
    (void)s.get_bool("on");
    return 0;
}
