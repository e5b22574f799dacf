// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The loader-state JSON schema (version kStateSchemaVersion; tools/vkloader/schema.json), shared
// by VK_LOADER_STATE_FILE (objects/state.cpp) and tools/vkloader, so both describe a driver, a
// layer and a physical device in the same words.
#pragma once

#include "base/json_writer.h"
#include "types/records.h"

namespace vkl {

// 2: a left-out or failed driver's fields that only a loaded driver has are null in vkloader's
// reports (they were 0, "0.0.0" and false).
inline constexpr int kStateSchemaVersion = 2;

void json_string(JsonWriter& w, const char* key, const char* value);  // null when value is nullptr
void json_bool(JsonWriter& w, const char* key, bool value);
void json_version(JsonWriter& w, const char* key, uint32_t api_version);  // "1.3.280"
// "schema", "kind" and "loader" (this library's and its registry's versions): the start of
// every document, inside its top-level object.
void json_header(JsonWriter& w, const char* kind);
// A driver library's fields (manifest, library, interface and API versions), inside an object.
void json_driver_library(JsonWriter& w, const DriverLibrary& d);
// A layer's manifest fields (name, kind, manifest, library, versions, description).
void json_layer_manifest(JsonWriter& w, const LayerManifest& l);
// "explicit", "implicit", "meta" or "override".
const char* layer_kind(const LayerManifest& l);
// A physical device as its driver reports it; `term` (may be null) adds the PCI address the
// loader read when sorting.
struct PhysicalDeviceFacts {
    VkPhysicalDeviceProperties props{};
    bool has_pci = false;
    char pci[32] = {};        // "dddd:bb:dd.f"
    const char* driver = nullptr;  // its driver's manifest
    bool has_uuid = false;         // deviceUUID, read where the driver has vkGetPhysicalDeviceProperties2
    uint8_t device_uuid[VK_UUID_SIZE] = {};
};
// "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" (37 bytes with the NUL).
void uuid_text(const uint8_t uuid[VK_UUID_SIZE], char out[37]);
PhysicalDeviceFacts physical_device_facts(const Driver& driver, VkPhysicalDevice handle, const PhysicalDeviceTerm* term);
void json_physical_device(JsonWriter& w, const PhysicalDeviceFacts& facts);
const char* device_type_name(VkPhysicalDeviceType type);

}  // namespace vkl
