// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// VK_LOADER_STATE_FILE=PATH: after each vkCreateInstance, vkDestroyInstance, vkCreateDevice and
// vkDestroyDevice, the loader
// writes what the process has at that moment (instances, their drivers and physical devices,
// enabled layers in chain order, devices) to PATH, in the schema of tools/vkloader --json
// (objects/state_json.h). Ignored under elevated privileges, like every variable that names a
// path. Writing never fails the call: a problem is one error line (shown by default: the user
// asked for the file). Writes are serialised from the snapshot to the rename (the file never goes
// back to an older state); vkDestroyInstance takes its instance out of the live objects before
// the chain destroys it, so a write on another thread never reaches a half-destroyed instance.
#pragma once

#include <cstdint>

namespace vkl {

// `event`: the command that just ran ("vkCreateInstance", "vkDestroyInstance", ...).
void write_state_file(const char* event);

// A number for a new instance or device, the handle the state file gives it: opaque, and
// unlike an address it tells a reader nothing of the process's memory layout.
uint64_t next_object_serial();

}  // namespace vkl
