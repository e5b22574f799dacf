// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// VK_EXT_debug_utils and VK_EXT_debug_report: loader-owned messengers/callbacks. Each wraps one
// callback per driver that has the extension, and receives the loader's own log messages. Every
// message reaches both kinds, translated as the Khronos loaders translate it (a submitted
// debug-utils message reaches debug-report callbacks, a debug-report message messengers).
#pragma once

#include "types/records.h"

namespace vkl {

// Creates the messengers/callbacks chained into VkInstanceCreateInfo::pNext so they see the
// messages of vkCreateInstance and vkDestroyInstance. Returns false on allocation failure.
bool add_create_info_messengers(Instance& inst, const void* pNext);
void remove_all_messengers(Instance& inst);
// Destroys the drivers' copies of the messengers and report callbacks of `inst` the application
// left, before the drivers' instances go (the loader's own go with remove_all_messengers).
void destroy_leftover_driver_messengers(Instance& inst);

// Delivers a loader message about `inst` to its messengers (the ones chained into
// VkInstanceCreateInfo only during vkCreateInstance/vkDestroyInstance). Log lines logged under
// a LogScope for an instance come here too (base/log.h's sink, installed with the first
// messenger).
void deliver_loader_message(const Instance& inst, VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                            VkDebugUtilsMessageTypeFlagsEXT type, const char* message);

}  // namespace vkl
