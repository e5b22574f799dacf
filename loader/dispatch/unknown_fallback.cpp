// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// CPUs without generated generic trampolines: every slot is empty, so unknown commands are
// unavailable (vkGetInstanceProcAddr returns NULL for them; dispatch/unknown.cpp logs it once).
#include "types/handles.h"

// Declared extern first: a const object at namespace scope has internal linkage otherwise,
// and dispatch/unknown.cpp refers to these by name.
extern "C" {
extern const PFN_vkVoidFunction vkl_unknown_device_tramps[vkl::kUnknownCommandSlots];
extern const PFN_vkVoidFunction vkl_unknown_phys_tramps[vkl::kUnknownCommandSlots];
extern const PFN_vkVoidFunction vkl_unknown_phys_terms[vkl::kUnknownCommandSlots];
const PFN_vkVoidFunction vkl_unknown_device_tramps[vkl::kUnknownCommandSlots] = {};
const PFN_vkVoidFunction vkl_unknown_phys_tramps[vkl::kUnknownCommandSlots] = {};
const PFN_vkVoidFunction vkl_unknown_phys_terms[vkl::kUnknownCommandSlots] = {};
}
