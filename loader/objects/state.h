// SPDX-License-Identifier: Apache-2.0
// VK_LOADER_STATE_FILE=PATH: after each vkCreateInstance and vkDestroyInstance, the loader
// writes what the process has at that moment (instances, their drivers and physical devices,
// enabled layers in chain order, devices) to PATH, in the schema of tools/vkloader --json
// (objects/state_json.h). Ignored under elevated privileges, like every variable that names a
// path. Writing never fails the call: a problem is one error line (shown by default: the user
// asked for the file).
#pragma once

namespace vkl {

// `event`: the command that just ran ("vkCreateInstance", "vkDestroyInstance").
void write_state_file(const char* event);

}  // namespace vkl
