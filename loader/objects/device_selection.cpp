// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "objects/device_selection.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "base/env.h"
#include "base/log.h"
#include "base/platform.h"

namespace vkl {
namespace {

bool parse_number(const char*& p, uint32_t* out, int base = 0) {
    char* end = nullptr;
    errno = 0;
    const unsigned long v = std::strtoul(p, &end, base);  // base 0: decimal or 0x-hex
    if (end == p || errno != 0 || v > 0xFFFFFFFFul)
        return false;
    *out = static_cast<uint32_t>(v);
    p = end;
    return true;
}

// Whether `value` matches the comma-separated list; malformed entries are logged and skipped.
bool list_matches(const char* var, const char* list, uint32_t value) {
    const char* p = list;
    while (*p) {
        const char* entry = p;
        uint32_t lo = 0, hi = 0;
        bool ok = parse_number(p, &lo);
        hi = lo;
        if (ok && (*p == '-' || *p == ':')) {
            ++p;
            ok = parse_number(p, &hi);
        }
        if (ok && *p != ',' && *p != '\0')
            ok = false;
        if (!ok) {
            const char* comma = std::strchr(entry, ',');
            log(kLogWarn, "%s: ignoring malformed entry \"%.*s\" (expected a number or a range A-B)", var,
                static_cast<int>(comma ? comma - entry : static_cast<long>(std::strlen(entry))), entry);
            p = comma ? comma : entry + std::strlen(entry);
        } else if (value >= lo && value <= hi) {
            return true;
        }
        if (*p == ',')
            ++p;
    }
    return false;
}

}  // namespace

bool device_selection_enabled() {
    return !env_flag(Env::VK_LOADER_DISABLE_SELECT);
}

bool selected_device(uint32_t* vendor_id, uint32_t* device_id) {
    const char* v = get_env(Env::VK_LOADER_DEVICE_SELECT);
    if (v == nullptr)
        return false;
    const char* p = v;
    if (!parse_number(p, vendor_id, 16) || *p++ != ':' || !parse_number(p, device_id, 16) || *p != '\0') {
        log(kLogWarn, "VK_LOADER_DEVICE_SELECT=\"%s\": expected VENDOR:DEVICE in hex (e.g. 0x10de:0x1f91); ignored", v);
        return false;
    }
    return true;
}

bool id_filters_set() {
    return get_env(Env::VK_LOADER_DEVICE_ID_FILTER) || get_env(Env::VK_LOADER_VENDOR_ID_FILTER) ||
           driver_id_filter_set();
}

bool driver_id_filter_set() { return get_env(Env::VK_LOADER_DRIVER_ID_FILTER) != nullptr; }

bool passes_id_filters(const DeviceIds& ids, uint32_t driver_id) {
    if (const char* f = get_env(Env::VK_LOADER_DEVICE_ID_FILTER); f && !list_matches("VK_LOADER_DEVICE_ID_FILTER", f, ids.device_id))
        return false;
    if (const char* f = get_env(Env::VK_LOADER_VENDOR_ID_FILTER); f && !list_matches("VK_LOADER_VENDOR_ID_FILTER", f, ids.vendor_id))
        return false;
    if (const char* f = get_env(Env::VK_LOADER_DRIVER_ID_FILTER); f && !list_matches("VK_LOADER_DRIVER_ID_FILTER", f, driver_id))
        return false;
    return true;
}

}  // namespace vkl
