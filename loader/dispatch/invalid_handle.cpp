#include <cstdio>
#include <cstdlib>

#include "dispatch.h"
#include "base/platform.h"

namespace vkl {

void invalid_handle(Cmd command) {
    const CommandInfo& c = kCommands[static_cast<uint16_t>(command)];
    const char* name = kStringPool + c.name;
    const char* param = kStringPool + c.param;
    char line[512];
    std::snprintf(line, sizeof line,
                  "ERROR | LOADER: %s: Invalid %s [VUID-%s-%s-parameter]\n", name, param, name,
                  param);
    platform::write_stderr(line);
    std::abort();
}

}  // namespace vkl
