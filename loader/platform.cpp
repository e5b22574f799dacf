#include "platform.h"

#include <cstdio>
#include <cstdlib>

namespace vkl::platform {

const char* get_env(const char* name) {
    const char* value = secure_getenv(name);
    return (value != nullptr && value[0] != '\0') ? value : nullptr;  // empty counts as unset
}

void write_stderr(const char* text) { std::fputs(text, stderr); }

}  // namespace vkl::platform
