// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A driver package's reading alone (discovery/driver_packages.cpp, add_driver_package): the input
// is meta/metadata/metadata.json of a package whose folder also holds lib/libvulkan_fuzz.so (an
// empty file) and meta/icd.d/fuzz.json, so that paths inside it resolve; the metadata cache is
// emptied after each input so that each is read.
#include <sys/stat.h>

#include <cstdint>

#include "discovery/driver_packages.h"
#include "parse_input.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const std::string root = [] {
        const std::string r = fuzz::folder() + "/package";
        for (const char* d : {"", "/meta", "/meta/metadata", "/meta/icd.d", "/lib"})
            mkdir((r + d).c_str(), 0700);
        static const uint8_t kManifest[] = "{\"file_format_version\": \"1.0.1\", \"ICD\": {\"library_path\": "
                                           "\"libvulkan_fuzz.so\", \"api_version\": \"1.3.0\"}}";
        fuzz::write_input(r + "/meta/icd.d/fuzz.json", kManifest, sizeof kManifest - 1);
        fuzz::write_input(r + "/lib/libvulkan_fuzz.so", kManifest, 0);
        return r;
    }();
    fuzz::write_input(root + "/meta/metadata/metadata.json", data, size);
    {
        vkl::DriverPackages out;
        (void)vkl::add_driver_package(root.c_str(), out, false);
    }
    vkl::free_metadata_cache();
    return 0;
}
