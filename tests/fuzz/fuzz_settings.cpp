// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Fuzzes the loader settings file (vk_loader_settings.json under $XDG_CONFIG_HOME): layer
// lists and their control, app_keys, stderr_log, additional drivers, device configurations.
// Beside it: a test driver and an explicit layer it can name ("@DIR@/explicit/layer.json").
#include "fuzz_world.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    fuzz::World& w = fuzz::world();
    static harness::Loader* loader = [&] {
        for (const fuzz::fs::path& d : w.slot_dir) {
            fuzz::write_file(d / "drv.json", "{\"file_format_version\": \"1.0.1\", \"ICD\": {\"library_path\": "
                                             "\"./drv.so\", \"api_version\": \"1.3.0\"}}");
            fuzz::write_file(d / "explicit" / "layer.json",
                             "{\"file_format_version\": \"1.2.1\", \"layer\": {\"name\": \"VK_LAYER_fuzz_a\", "
                             "\"type\": \"GLOBAL\", \"library_path\": \"./layer.so\", \"api_version\": \"1.3.239\", "
                             "\"implementation_version\": \"1\", \"description\": \"fuzz\"}}");
        }
        return new harness::Loader;
    }();
    const fuzz::fs::path& dir = w.next_slot();
    fuzz::write_file(dir / "config" / "vulkan" / "loader_settings.d" / "vk_loader_settings.json",
                     fuzz::input_text(data, size, dir));
    w.base.env.set("XDG_CONFIG_HOME", (dir / "config").string());
    w.base.env.set("VK_DRIVER_FILES", (dir / "drv.json").string());
    w.base.env.set("VK_LAYER_PATH", (dir / "explicit").string());
    fuzz::exercise(*loader);
    return 0;
}
