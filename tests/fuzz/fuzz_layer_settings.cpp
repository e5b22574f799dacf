// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Fuzzes the layer SDK's settings (layers/chassis: settings_file.cpp, settings.cpp): a layer's
// vk_layer_settings.txt and the variables its settings read, through the chassis test layer
// (tests/layer/chassis_test_layer.cpp: String, Integer and Boolean settings, one with two extra
// variable names, two output files), enabled by the application on an instance of the test
// driver.
//
// The input is text, one line at a time: a line `NAME=VALUE` whose NAME is one of the layer's
// setting variables (VK_VKL_CHASSIS_TEST_*, VK_CHASSIS_TEST_*, VKL_CHASSIS_TEST_NUMBER,
// VKL_CHASSIS_TEST_OTHER_NUMBER) sets that variable for this input; every other line goes to the
// settings file (VK_LAYER_SETTINGS_PATH names it). An output setting names a file: its value
// (in the file or a variable) may not hold '/' (the line is dropped), so the layer writes only
// into the input's own directory, the working directory of the harness.
#include <fcntl.h>
#include <unistd.h>

#include <cctype>
#include <cstdlib>
#include <cstring>

#include "fuzz_world.h"

namespace {

bool layer_variable(const std::string& name) {
    for (const char* p : {"VK_VKL_CHASSIS_TEST_", "VK_CHASSIS_TEST_"})
        if (name.rfind(p, 0) == 0 && name.size() > std::strlen(p))
            return true;
    return name == "VKL_CHASSIS_TEST_NUMBER" || name == "VKL_CHASSIS_TEST_OTHER_NUMBER";
}

// A line that could name a file outside the input's directory.
bool names_a_path(const std::string& line) {
    std::string lower;
    for (char c : line)
        lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return lower.find("output") != std::string::npos && line.find('/') != std::string::npos;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    fuzz::World& w = fuzz::world();
    static harness::Loader* loader = [&] {
        fuzz::pin(VKL_CHASSIS_TEST_LAYER);
        for (const fuzz::fs::path& d : w.slot_dir) {
            fuzz::write_file(d / "drv.json", "{\"file_format_version\": \"1.0.1\", \"ICD\": {\"library_path\": "
                                             "\"./drv.so\", \"api_version\": \"1.3.0\"}}");
            fuzz::write_file(d / "explicit" / "chassis.json",
                             std::string("{\"file_format_version\": \"1.2.1\", \"layer\": {\"name\": "
                                         "\"VK_LAYER_VKL_chassis_test\", \"type\": \"GLOBAL\", \"library_path\": \"") +
                                 VKL_CHASSIS_TEST_LAYER +
                                 "\", \"api_version\": \"1.3.0\", \"implementation_version\": \"1\", "
                                 "\"description\": \"fuzz\"}}");
        }
        return new harness::Loader;
    }();
    const fuzz::fs::path& dir = w.next_slot();
    std::string file;
    std::vector<std::pair<std::string, std::string>> vars;
    const std::string text = fuzz::input_text(data, size, dir);
    for (size_t at = 0; at < text.size();) {
        size_t end = text.find('\n', at);
        if (end == std::string::npos)
            end = text.size();
        const std::string line = text.substr(at, end - at);
        at = end + 1;
        if (names_a_path(line))
            continue;
        const size_t eq = line.find('=');
        const std::string name = eq == std::string::npos ? "" : line.substr(0, eq);
        if (layer_variable(name) && name.find('\0') == std::string::npos) {
            const std::string value = line.substr(eq + 1);
            if (value.find('\0') == std::string::npos)
                vars.emplace_back(name, value);
        } else {
            file += line + "\n";
        }
    }
    fuzz::write_file(dir / "vk_layer_settings.txt", file);
    w.base.env.set("VK_DRIVER_FILES", (dir / "drv.json").string());
    w.base.env.set("VK_LAYER_PATH", (dir / "explicit").string());
    w.base.env.set("VK_LAYER_SETTINGS_PATH", (dir / "vk_layer_settings.txt").string());
    for (const auto& [k, v] : vars)
        setenv(k.c_str(), v.c_str(), 1);
    // Relative output files land beside the input.
    const int cwd = open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (chdir(dir.c_str()) == 0) {
        fuzz::exercise(*loader, {"VK_LAYER_VKL_chassis_test"});
        if (cwd >= 0 && fchdir(cwd) != 0)
            std::abort();
    }
    if (cwd >= 0)
        close(cwd);
    for (const auto& [k, v] : vars)
        unsetenv(k.c_str());
    return 0;
}
