// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// discovery/search_sources.h on Windows: the registry (base/platform.h reads it, UTF-16 at the
// call). The rules, from LoaderDriverInterface.md ("Driver Discovery on Windows"),
// LoaderLayerInterface.md ("Windows Layer Discovery") and LoaderInterfaceArchitecture.md
// ("Loader Settings File ... Windows"):
//
// 1. Per adapter, through the kernel thunks' adapters first, then (where they give no string)
//    the PnP Configuration Manager: "the loader scans the display adapters
//    and software components ... for the VulkanDriverName value" (VulkanDriverNameWow for a
//    32-bit process on 64-bit Windows: IsWow64Process, not the build's word size), VulkanExplicitLayers / VulkanImplicitLayers (...Wow)
//    for layers: REG_SZ or REG_MULTI_SZ, each string a manifest file (or a folder of them).
// 2. The Khronos keys: "For each value in this key which has DWORD data set to 0, the loader
//    opens the JSON format text information file ... specified by the name of the value":
//    HKEY_LOCAL_MACHINE\SOFTWARE\Khronos\Vulkan\Drivers; ExplicitLayers and ImplicitLayers
//    under HKEY_LOCAL_MACHINE, then HKEY_CURRENT_USER, which an elevated process does not read
//    ("the loader will not search HKEY_CURRENT_USER when running with elevated privileges").
//    A 32-bit process on 64-bit Windows reads WOW6432Node's keys (the system redirects it).
// 3. The settings file: "HKEY_CURRENT_USER\SOFTWARE\Khronos\Vulkan\LoaderSettings" (not when
//    elevated), then the same under HKEY_LOCAL_MACHINE: the first value whose name's file part
//    is vk_loader_settings.json and names a file that exists.
// A manifest value with other data (a DWORD other than 0: "disabled", or another type) is
// passed over with a log line.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "base/alloc.h"
#include "base/log.h"
#include "base/platform.h"
#include "base/text.h"
#include "discovery/search_sources.h"

namespace vkl {

namespace {

constexpr const char* kKhronosKey = "SOFTWARE\\Khronos\\Vulkan\\";

struct KindNames {
    const char* key;       // under kKhronosKey
    const char* adapter;   // the adapters' value (nullptr: none)
    bool current_user;     // HKEY_CURRENT_USER's key too
    uint32_t log_bits;
};

KindNames names_of(ManifestKind kind) {
    switch (kind) {
    case ManifestKind::Drivers:
        return {"Drivers", platform::is_wow64() ? "VulkanDriverNameWow" : "VulkanDriverName", false, kLogDriver};
    case ManifestKind::ExplicitLayers:
        return {"ExplicitLayers", platform::is_wow64() ? "VulkanExplicitLayersWow" : "VulkanExplicitLayers", true, kLogLayer};
    case ManifestKind::ImplicitLayers:
        return {"ImplicitLayers", platform::is_wow64() ? "VulkanImplicitLayersWow" : "VulkanImplicitLayers", true, kLogLayer};
    case ManifestKind::DriverPackages:
        break;
    }
    return {nullptr, nullptr, false, kLogDriver};
}

struct Walk {
    SourceFn fn;
    void* user;
    const char* origin;  // "HKEY_LOCAL_MACHINE\SOFTWARE\Khronos\Vulkan\Drivers"
    uint32_t log_bits;
    uint32_t found = 0;
};

void on_value(const char* name, bool is_dword, unsigned long data, void* user) {
    auto* w = static_cast<Walk*>(user);
    if (!is_dword || data != 0) {
        log(kLogInfo | w->log_bits, LogRecord{.event = LogEvent::SearchPathSkipped, .variable = w->origin, .value = name},
            is_dword ? "registry %s: \"%s\" is DWORD %lu, not 0 (in use): skipped"
                     : "registry %s: \"%s\" is not a DWORD (0: in use): skipped",
            w->origin, name, data);
        return;
    }
    log(kLogDebug | w->log_bits, LogRecord{.event = LogEvent::SearchChanged, .variable = w->origin, .value = name},
        "registry %s: \"%s\"", w->origin, name);
    ++w->found;
    w->fn(name, SourceItem::FileOrFolder, w->origin, w->user);
}

void read_key(platform::Hive hive, const char* sub, Walk& w) {
    char key[256], origin[320];
    std::snprintf(key, sizeof key, "%s%s", kKhronosKey, sub);
    std::snprintf(origin, sizeof origin, "%s\\%s", platform::hive_name(hive), key);
    w.origin = origin;
    if (!platform::for_each_registry_value(hive, key, on_value, &w))
        log(kLogDebug | w.log_bits, LogRecord{.event = LogEvent::SearchChanged, .variable = origin},
            "registry %s: no such key", origin);
}

struct Adapter {
    Walk* w;
    const char* value;
    const char* route;  // "D3DKMT", "PnP"
};

void on_adapter_string(const char* device, const char* text, void* user) {
    auto* a = static_cast<Adapter*>(user);
    char origin[512];
    std::snprintf(origin, sizeof origin, "%s %s value %s", a->route, device, a->value);
    log(kLogDebug | a->w->log_bits, LogRecord{.event = LogEvent::SearchChanged, .variable = origin, .value = text},
        "%s: \"%s\"", origin, text);
    ++a->w->found;
    a->w->fn(text, SourceItem::FileOrFolder, origin, a->w->user);
}

// The display adapters' and their software components' values: "The Device Adapter and
// Software Component key paths will be obtained by first enumerating DXGI adapters. Should that
// fail it will use the PnP Configuration Manager API" (LoaderDriverInterface): the kernel
// thunks' adapters first; the Configuration Manager where they give no string.
void read_adapters(const KindNames& n, Walk& w) {
    Adapter kmt{&w, n.adapter, "D3DKMT"};
    const platform::KernelAdapterAnswer k = platform::for_each_kernel_adapter_string(n.adapter, on_adapter_string, &kmt);
    if (k.strings > 0)
        return;
    if (!k.available)
        log(kLogDebug | w.log_bits, LogRecord{.event = LogEvent::SearchChanged},
            "display adapters: gdi32.dll enumerates none (no D3DKMTEnumAdapters2 or D3DKMTQueryAdapterInfo); "
            "asking the PnP Configuration Manager");
    else if (k.enum_status != 0)
        log(kLogDebug | w.log_bits, LogRecord{.event = LogEvent::SearchChanged},
            "display adapters: D3DKMTEnumAdapters2 answered NTSTATUS 0x%08lx; asking the PnP Configuration Manager",
            static_cast<unsigned long>(k.enum_status));
    else if (k.status != 0)
        log(kLogDebug | w.log_bits, LogRecord{.event = LogEvent::SearchChanged},
            "display adapters: D3DKMTEnumAdapters2 gives %u, none with %s (a registry query answered NTSTATUS 0x%08lx); "
            "asking the PnP Configuration Manager",
            k.adapters, n.adapter, static_cast<unsigned long>(k.status));
    else
        log(kLogDebug | w.log_bits, LogRecord{.event = LogEvent::SearchChanged},
            "display adapters: D3DKMTEnumAdapters2 gives %u, none with %s; asking the PnP Configuration Manager",
            k.adapters, n.adapter);
    Adapter pnp{&w, n.adapter, "PnP"};
    if (!platform::for_each_adapter_registry_string(n.adapter, on_adapter_string, &pnp))
        log(kLogDebug | w.log_bits, LogRecord{.event = LogEvent::SearchChanged},
            "display adapters: the PnP Configuration Manager lists none; %s not read", n.adapter);
}

}  // namespace

void for_each_system_source(ManifestKind kind, SourceFn fn, void* user) {
    const KindNames n = names_of(kind);
    if (n.key == nullptr)
        return;  // driver packages: a POSIX location only
    Walk w{fn, user, nullptr, n.log_bits};
    read_adapters(n, w);
    read_key(platform::Hive::LocalMachine, n.key, w);
    if (n.current_user && !platform::is_elevated())
        read_key(platform::Hive::CurrentUser, n.key, w);
    else if (n.current_user)
        log(kLogDebug | n.log_bits, LogRecord{.event = LogEvent::SearchChanged},
            "registry HKEY_CURRENT_USER\\%s%s: not read (the process is elevated: high integrity level)",
            kKhronosKey, n.key);
    if (w.found == 0)
        log(kLogInfo | n.log_bits, LogRecord{.event = LogEvent::SearchChanged},
            "registry: no %s manifest is registered (%s%s)", kind == ManifestKind::Drivers ? "driver" : "layer",
            kKhronosKey, n.key);
}

namespace {

// The registry's sources, read now: each item and its origin, malloc'd.
struct Collected {
    Vec<char*> items, origins;
    bool ok = true;
    ~Collected() {
        for (char* p : items)
            std::free(p);
        for (char* p : origins)
            std::free(p);
    }
};

}  // namespace

SourceList acquire_system_sources(ManifestKind kind) {
    SourceList list;
    auto* c = heap_new<Collected>();
    if (c == nullptr)
        return list;
    for_each_system_source(
        kind,
        [](const char* item, SourceItem, const char* origin, void* user) {
            auto* c = static_cast<Collected*>(user);
            char* i = ::strdup(item);
            char* o = ::strdup(origin);
            if (i == nullptr || o == nullptr || !c->items.push(i)) {
                std::free(i);
                std::free(o);
                c->ok = false;
            } else if (!c->origins.push(o)) {  // i is the list's now: freed with it
                std::free(o);
                c->ok = false;
            }
        },
        c);
    if (!c->ok || c->items.size() != c->origins.size()) {
        heap_delete(c);
        return list;
    }
    list.items = c->items.data();
    list.origins = c->origins.data();
    list.count = c->items.size();
    list.what = SourceItem::FileOrFolder;
    list.holder = c;
    return list;
}

void release_system_sources(const SourceList& list) { heap_delete(static_cast<Collected*>(list.holder)); }

bool for_each_settings_candidate(SettingsCandidateFn fn, void* user) {
    struct Try {
        SettingsCandidateFn fn;
        void* user;
        const char* origin;
        bool found = false;
    } t{fn, user, nullptr};
    auto read = [&](platform::Hive hive) {
        char key[256], origin[320];
        std::snprintf(key, sizeof key, "%sLoaderSettings", kKhronosKey);
        std::snprintf(origin, sizeof origin, "%s\\%s", platform::hive_name(hive), key);
        t.origin = origin;
        platform::for_each_registry_value(
            hive, key,
            [](const char* name, bool is_dword, unsigned long data, void* p) {
                auto* t = static_cast<Try*>(p);
                (void)is_dword;  // the name says it all; the Khronos loader reads no data here either
                (void)data;
                if (t->found || std::strcmp(text::base_name(name), "vk_loader_settings.json") != 0)
                    return;
                t->found = t->fn(name, t->user);
                if (!t->found)
                    log(kLogDebug, LogRecord{.event = LogEvent::SearchPathSkipped, .variable = t->origin, .value = name},
                        "registry %s: \"%s\" does not exist", t->origin, name);
            },
            &t);
    };
    if (!platform::is_elevated())
        read(platform::Hive::CurrentUser);
    if (!t.found)
        read(platform::Hive::LocalMachine);
    return t.found;
}

void free_search_source_caches() {}

}  // namespace vkl
