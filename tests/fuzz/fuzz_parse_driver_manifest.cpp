// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A driver manifest's parse alone (discovery/driver_manifest.cpp, read_driver_manifest): the
// input is the manifest file; its library is never loaded. The first byte's low bit also reads it
// as a driver package's manifest (whose library is the package's file).
#include <cstdint>

#include "discovery/driver_manifest.h"
#include "parse_input.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const std::string path = fuzz::folder() + "/driver.json";
    fuzz::write_input(path, data, size);
    bool oom = false;
    const char* package_library = size > 0 && (data[0] & 1) ? "/nonexistent/package/lib/libvkl_fuzz.so" : nullptr;
    vkl::DriverLibrary* d = vkl::read_driver_manifest(path.c_str(), package_library, vkl::Allocator(), &oom);
    vkl::free_driver_library(d);
    return 0;
}
