// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "objects/state_json.h"

#include <cstdio>
#include <cstring>

#include "objects/physical_devices.h"

namespace vkl {

void json_bool(JsonWriter& w, const char* key, bool value) {
    w.Key(key);
    w.Boolean(value);
}

void json_string(JsonWriter& w, const char* key, const char* value) {
    w.Key(key);
    if (value)
        w.String(value);
    else
        w.Null();
}

void json_version(JsonWriter& w, const char* key, uint32_t v) {
    char text[48];
    std::snprintf(text, sizeof text, "%u.%u.%u", VK_API_VERSION_MAJOR(v), VK_API_VERSION_MINOR(v), VK_API_VERSION_PATCH(v));
    json_string(w, key, text);
}

void json_header(JsonWriter& w, const char* kind) {
    w.Key("schema");
    w.Uint(kStateSchemaVersion);
    json_string(w, "kind", kind);
    w.Key("loader");
    w.StartObject();
    json_string(w, "version", VKL_PROJECT_VERSION);
    json_string(w, "vulkan", VKL_VULKAN_VERSION);
    w.EndObject();
}

void json_driver_library(JsonWriter& w, const DriverLibrary& d) {
    json_string(w, "manifest", d.manifest_path);
    json_string(w, "library", d.library_path);
    w.Key("interface_version");
    w.Uint(d.interface_version);
    json_version(w, "api_version", d.manifest_api_version);
    json_version(w, "instance_version", d.instance_version);
    json_bool(w, "portability", d.portability);
}

const char* layer_kind(const LayerManifest& l) {
    if (l.is_override)
        return "override";
    if (l.is_meta)
        return "meta";
    return l.implicit ? "implicit" : "explicit";
}

void json_layer_manifest(JsonWriter& w, const LayerManifest& l) {
    json_string(w, "name", l.name);
    json_string(w, "kind", layer_kind(l));
    json_bool(w, "implicit", l.implicit);
    json_string(w, "manifest", l.manifest_path);
    json_string(w, "library", l.library_path);
    json_version(w, "api_version", l.api_version);
    w.Key("implementation_version");
    w.Uint(l.implementation_version);
    json_string(w, "description", l.description);
}

const char* device_type_name(VkPhysicalDeviceType type) {
    switch (type) {
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return "integrated";
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return "discrete";
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return "virtual";
    case VK_PHYSICAL_DEVICE_TYPE_CPU: return "cpu";
    default: return "other";
    }
}

PhysicalDeviceFacts physical_device_facts(const Driver& driver, VkPhysicalDevice handle, const PhysicalDeviceTerm* term) {
    PhysicalDeviceFacts f;
    driver.table.GetPhysicalDeviceProperties(handle, &f.props);
    f.has_pci = term && term->sort_known && term->has_pci;
    if (f.has_pci)
        std::snprintf(f.pci, sizeof f.pci, "%04x:%02x:%02x.%x", term->pci[0], term->pci[1], term->pci[2], term->pci[3]);
    f.driver = driver.manifest_path;
    // deviceUUID tells two identical GPUs apart, where every other property is equal.
    if (auto props2 = properties2_for(driver, f.props.apiVersion)) {
        VkPhysicalDeviceIDProperties id{};
        id.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES;
        VkPhysicalDeviceProperties2 p2{};
        p2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
        p2.pNext = &id;
        props2(handle, &p2);
        std::memcpy(f.device_uuid, id.deviceUUID, VK_UUID_SIZE);
        for (uint8_t b : f.device_uuid)
            f.has_uuid |= b != 0;  // all zero: the driver did not fill it
    }
    return f;
}

void uuid_text(const uint8_t uuid[VK_UUID_SIZE], char out[37]) {
    char* p = out;
    for (unsigned i = 0; i < VK_UUID_SIZE; ++i) {
        if (i == 4 || i == 6 || i == 8 || i == 10)
            *p++ = '-';
        std::snprintf(p, 3, "%02x", uuid[i]);
        p += 2;
    }
    *p = '\0';
}

void json_physical_device(JsonWriter& w, const PhysicalDeviceFacts& f) {
    w.StartObject();
    json_string(w, "name", f.props.deviceName);
    json_string(w, "type", device_type_name(f.props.deviceType));
    json_version(w, "api_version", f.props.apiVersion);
    w.Key("vendor_id");
    w.Uint(f.props.vendorID);
    w.Key("device_id");
    w.Uint(f.props.deviceID);
    json_string(w, "pci", f.has_pci ? f.pci : nullptr);
    json_string(w, "driver", f.driver);
    char uuid[37];
    if (f.has_uuid)
        uuid_text(f.device_uuid, uuid);
    json_string(w, "device_uuid", f.has_uuid ? uuid : nullptr);
    w.EndObject();
}

}  // namespace vkl
