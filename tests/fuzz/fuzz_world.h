// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// What every fuzz harness shares: a private world (tests/runtime/harness.h) with copies of the
// test driver and layer, the built libvulkan.so.1 opened by path and checked, the input written
// where the loader reads it, and one pass over the public API a program makes.
//
// The loader caches parsed manifests while their files look unchanged (path, inode, size,
// times). Each input is written to a directory other than the previous input's (slot 0, 1,
// 0, ...), so the cache key always differs and every input is really parsed.
// "@DIR@" in an input is replaced by that directory's path, so seeds can name files by absolute
// path (settings files do); relative library paths ("./drv.so") resolve beside the manifest.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../runtime/harness.h"

namespace fuzz {

namespace fs = std::filesystem;

// The harness's world, made on first use and kept for the process (the fuzzer calls the
// target millions of times). Holds the environment it set.
struct World {
    harness::World base;
    fs::path slot_dir[2];
    int next = 0;

    World();
    // The directory the next input goes to (alternating), with drv.so and layer.so beside it.
    const fs::path& next_slot();
};

World& world();

// Under libFuzzer, loads `library` for the life of the process, as a program that also uses
// OpenGL keeps its driver: the loader still opens and closes it (reference counts), but it is
// never unmapped. Every copy of the test driver and layer in the slot directories, and the test
// driver the harnesses name by absolute path, are pinned. The replay programs pin nothing.
void pin(const fs::path& library);

// The input as text, "@DIR@" replaced by `dir`.
std::string input_text(const uint8_t* data, size_t size, const fs::path& dir);

void write_file(const fs::path& p, const std::string& text);

// What a program does first: enumerate versions, layers and extensions (each layer's too),
// create an instance (with `layers`), enumerate its physical devices, their extensions and
// layers, create and destroy a device on each, destroy the instance.
void exercise(const harness::Loader& l, const std::vector<std::string>& layers = {});

}  // namespace fuzz
