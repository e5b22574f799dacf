#include "dispatch.h"
#include "log.h"

namespace vkl {

VkSurfaceKHR driver_surface(const PhysicalDeviceTerm& /*pd*/, VkSurfaceKHR surface) {
    // Loader-owned surfaces (VkIcdSurface*) arrive with the runtime; until then surfaces are
    // whatever the single chain below created.
    return surface;
}

void report_missing_driver_command(const PhysicalDeviceTerm& pd, Cmd command) {
    log(kLogError | kLogDriver, "driver %s does not provide %s; returning an error instead",
        pd.driver && pd.driver->manifest_path ? pd.driver->manifest_path : "(unknown)",
        kStringPool + kCommands[static_cast<uint16_t>(command)].name);
}

}  // namespace vkl
