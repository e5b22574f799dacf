// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Fuzzes driver manifests: the input is the one manifest VK_DRIVER_FILES names; a program then
// enumerates, creates an instance and devices through whatever driver it describes.
#include "fuzz_world.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    fuzz::World& w = fuzz::world();
    static harness::Loader* loader = new harness::Loader;
    const fuzz::fs::path& dir = w.next_slot();
    const fuzz::fs::path manifest = dir / "input.json";
    fuzz::write_file(manifest, fuzz::input_text(data, size, dir));
    w.base.env.set("VK_DRIVER_FILES", manifest.string());
    fuzz::exercise(*loader);
    return 0;
}
