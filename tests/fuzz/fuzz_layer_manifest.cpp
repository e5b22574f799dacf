// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Fuzzes layer manifests (single, "layers" arrays, meta and override layers, pre-instance
// functions, every field): the input is both an explicit layer (VK_LAYER_PATH) and an implicit
// one (VK_IMPLICIT_LAYER_PATH), every explicit layer is enabled (VK_LOADER_LAYERS_ENABLE=*), and
// a test driver sits below them.
#include "fuzz_world.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    fuzz::World& w = fuzz::world();
    static harness::Loader* loader = [&] {
        fuzz::write_file(w.base.root() / "driver" / "drv.json",
                         "{\"file_format_version\": \"1.0.1\", \"ICD\": {\"library_path\": \"" VKL_TEST_DRIVER_ALL
                         "\", \"api_version\": \"1.3.0\"}}");
        w.base.env.set("VK_DRIVER_FILES", (w.base.root() / "driver" / "drv.json").string());
        w.base.env.set("VK_LOADER_LAYERS_ENABLE", "*");
        return new harness::Loader;
    }();
    const fuzz::fs::path& dir = w.next_slot();
    for (const char* kind : {"explicit", "implicit"})
        fuzz::write_file(dir / kind / "input.json", fuzz::input_text(data, size, dir / kind));
    w.base.env.set("VK_LAYER_PATH", (dir / "explicit").string());
    w.base.env.set("VK_IMPLICIT_LAYER_PATH", (dir / "implicit").string());
    fuzz::exercise(*loader);
    return 0;
}
