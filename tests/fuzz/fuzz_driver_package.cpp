// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Fuzzes driver package metadata (meta/metadata/metadata.json): the package holds the test
// driver as lib/drv.so and its manifest as meta/icd.d/drv.json; VK_DRIVER_PACKAGES names it.
#include "fuzz_world.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    fuzz::World& w = fuzz::world();
    static harness::Loader* loader = [&] {
        for (const fuzz::fs::path& d : w.slot_dir) {
            fuzz::fs::create_directories(d / "pkg" / "lib");
            fuzz::fs::copy_file(d / "drv.so", d / "pkg" / "lib" / "drv.so", fuzz::fs::copy_options::overwrite_existing);
            fuzz::pin(d / "pkg" / "lib" / "drv.so");
            fuzz::write_file(d / "pkg" / "meta" / "icd.d" / "drv.json",
                             "{\"file_format_version\": \"1.0.1\", \"ICD\": {\"library_path\": \"../../lib/drv.so\", "
                             "\"api_version\": \"1.3.0\"}}");
        }
        w.base.env.set("VK_DRIVER_FILES", (w.base.root() / "no-drivers").string());
        return new harness::Loader;
    }();
    const fuzz::fs::path& dir = w.next_slot();
    fuzz::write_file(dir / "pkg" / "meta" / "metadata" / "metadata.json", fuzz::input_text(data, size, dir / "pkg"));
    w.base.env.set("VK_DRIVER_PACKAGES", (dir / "pkg").string());
    fuzz::exercise(*loader);
    return 0;
}
