// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "objects/state.h"

#include <cerrno>
#include <cstdio>
#include <atomic>
#include <cstring>

#include "base/env.h"
#include "base/log.h"
#include "base/platform.h"
#include "base/two_call.h"
#include "dispatch/unknown.h"
#include "objects/state_json.h"
#include "base/sync.h"

namespace vkl {
namespace {

void handle_string(JsonWriter& w, const char* key, uint64_t serial) {
    char text[32];
    std::snprintf(text, sizeof text, "%llu", static_cast<unsigned long long>(serial));
    json_string(w, key, text);
}

// The loader's object for a driver's physical device, if the application has enumerated it.
const PhysicalDeviceTerm* term_of(Instance& inst, const Driver& d, VkPhysicalDevice handle) {
    std::lock_guard<Mutex> guard(inst.lock);
    for (const PhysicalDeviceTerm* t : inst.terms)
        if (t->driver == &d && t->handle == handle)
            return t;
    return nullptr;
}

void write_driver(JsonWriter& w, Instance& inst, const Driver& d) {
    w.StartObject();
    json_driver_library(w, *d.lib);
    json_version(w, "instance_api_version", d.api_version);
    w.Key("physical_devices");
    w.StartArray();
    uint32_t n = 0;
    VkPhysicalDevice handles[64];
    if (d.table.EnumeratePhysicalDevices) {
        n = 64;
        const VkResult r = d.table.EnumeratePhysicalDevices(d.instance, &n, handles);
        n = r == VK_SUCCESS || r == VK_INCOMPLETE ? written_count(n, 64) : 0;
    }
    for (uint32_t i = 0; i < n; ++i)
        json_physical_device(w, physical_device_facts(d, handles[i], term_of(inst, d, handles[i])));
    w.EndArray();
    w.EndObject();
}

void write_instance(JsonWriter& w, Instance& inst, const Vec<std::pair<Device*, VkDevice>>& devices) {
    w.StartObject();
    handle_string(w, "handle", inst.serial);
    json_version(w, "api_version", inst.api_version);
    json_string(w, "settings_file", inst.settings ? inst.settings->path : nullptr);
    w.Key("drivers");
    w.StartArray();
    for (uint32_t d = 0; d < inst.driver_count; ++d)
        write_driver(w, inst, inst.drivers[d]);
    w.EndArray();
    w.Key("layers");  // chain order: the first is closest to the application
    w.StartArray();
    for (uint32_t i = 0; i < inst.layer_count; ++i) {
        w.StartObject();
        json_layer_manifest(w, *inst.layers[i].manifest);
        w.Key("interface_version");
        w.Uint(inst.layers[i].interface_version);
        w.EndObject();
    }
    w.EndArray();
    w.Key("devices");
    w.StartArray();
    for (const auto& [dev, handle] : devices) {
        if (dev->instance != &inst)
            continue;
        w.StartObject();
        handle_string(w, "handle", dev->serial);
        PhysicalDeviceFacts f;
        if (dev->physical_device)
            f = physical_device_facts(*dev->driver, dev->physical_device->handle, dev->physical_device);
        json_string(w, "physical_device", f.props.deviceName);
        char uuid[37];
        if (f.has_uuid)
            uuid_text(f.device_uuid, uuid);
        json_string(w, "physical_device_uuid", f.has_uuid ? uuid : nullptr);  // two identical GPUs differ here
        json_string(w, "driver", dev->driver->manifest_path);
        json_version(w, "api_version", dev->api_version);
        w.EndObject();
    }
    w.EndArray();
    w.EndObject();
}

struct Document {
    JsonWriter* w;
};

void write_live(const Vec<Instance*>& instances, const Vec<std::pair<Device*, VkDevice>>& devices, void* user) {
    JsonWriter& w = *static_cast<Document*>(user)->w;
    w.Key("instances");
    w.StartArray();
    for (Instance* inst : instances)
        write_instance(w, *inst, devices);
    w.EndArray();
}

}  // namespace

uint64_t next_object_serial() {
    static constinit std::atomic<uint64_t> next{1};
    return next.fetch_add(1, std::memory_order_relaxed);
}

void write_state_file(const char* event) {
    const char* path = get_env(Env::VK_LOADER_STATE_FILE);
    if (path == nullptr)
        return;
    // One write at a time, from the snapshot to the rename: a write that took its snapshot
    // earlier can never replace the file after one that took it later, so the file never goes
    // back to objects already destroyed. (Each write is whole anyway: a temporary file renamed
    // over the target.) Only taken where the variable is set; constinit: no guard.
    static constinit Mutex serial;
    std::lock_guard<Mutex> guard(serial);
    JsonWriter w;
    w.StartObject();
    json_header(w, "state");
    json_string(w, "event", event);
    w.Key("pid");
    w.Int64(static_cast<int64_t>(platform::process_id()));
    Document doc{&w};
    visit_live_objects(&write_live, &doc);
    w.EndObject();
    const char* refusal = nullptr;
    if (!w.complete() || !platform::write_file_replacing(path, w.text(), w.size(), &refusal))
        log(kLogError, "VK_LOADER_STATE_FILE %s: cannot write the loader state: %s", path,
            !w.complete() ? "out of memory" : refusal ? refusal : std::strerror(errno));
}

}  // namespace vkl
