// SPDX-License-Identifier: Apache-2.0
// What the generated interceptor base (generated/layer_interceptor.h) and entry points
// (generated/layer_entries.cpp) share: hook functions per command, and the hook lists an
// instance or device runs.
#pragma once

#include <cstdint>

#include "base/vk_platform_config.h"
#include "commands.h"

namespace vkl::layer {

// Owns nothing; the root of every interceptor, so the chassis can delete them.
class Interceptor {
public:
    virtual ~Interceptor() = default;
};

// One interceptor type's hook functions for one command (nullptr: it has no such hook). Each
// takes the interceptor object first, then the command's parameters (and the VkResult, for
// PostCallRecord of a command that returns one).
struct HookFns {
    PFN_vkVoidFunction validate = nullptr;
    PFN_vkVoidFunction record = nullptr;
    PFN_vkVoidFunction post = nullptr;
};

struct Hook {
    void* self;
    PFN_vkVoidFunction fn;
};

// The hooks one command runs on one instance or device, in registration order; computed when
// the instance or device is created and never changed while it lives.
struct CommandHooks {
    const Hook* validate = nullptr;
    const Hook* record = nullptr;
    const Hook* post = nullptr;
    uint32_t validate_count = 0, record_count = 0, post_count = 0;
    bool any() const { return validate_count + record_count + post_count != 0; }
};

}  // namespace vkl::layer
