// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A layer manifest's parse alone (discovery/layer_manifest.cpp, read_layer_manifest): the input
// is the manifest file (single layers, arrays, meta and override layers, pre-instance
// functions), read as an explicit and as an implicit layer's; each record is then asked what the
// loader asks of it (its environment, its device extensions).
#include <cstdint>

#include "discovery/layer_manifest.h"
#include "parse_input.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const std::string path = fuzz::folder() + "/layer.json";
    fuzz::write_input(path, data, size);
    for (bool implicit : {false, true}) {
        vkl::Vec<vkl::LayerManifest*> layers;
        (void)vkl::read_layer_manifest(path.c_str(), implicit, vkl::Allocator(), layers);
        for (vkl::LayerManifest* l : layers) {
            char why[256];
            (void)vkl::implicit_layer_environment_enabled(*l, why, sizeof why);
            uint32_t n = 0;
            (void)vkl::layer_device_extensions(l, &n, nullptr);
            VkExtensionProperties props[4];
            n = 4;
            (void)vkl::layer_device_extensions(l, &n, props);
            vkl::heap_delete(l);
        }
    }
    return 0;
}
