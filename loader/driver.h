// A loaded driver (ICD): its library, negotiated interface version and entry table.
#pragma once

#include <cstdint>

#include "vk_platform_config.h"
#include "dispatch_tables.h"

namespace vkl {

struct Driver {
    DriverTable table;                 // from vk_icdGetInstanceProcAddr, by slot
    uint32_t interface_version = 0;    // negotiated loader/driver interface version
    const char* manifest_path = nullptr;
};

}  // namespace vkl
