// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The instance extensions taken off every list as it is read: a driver's
// vkEnumerateInstanceExtensionProperties answer and a layer manifest's "instance_extensions".
// Those of the window systems this build leaves out and policy.REMOVED_PLATFORMS names
// (DirectFB, QNX Screen), as the Khronos loaders remove them (wsi_unsupported_instance_extension):
// never listed, never enabled, whatever VK_LOADER_DISABLE_INST_EXT_FILTER says.
#pragma once

#include "base/name_hash.h"

namespace vkl {

inline bool removed_instance_extension(const char* name) {
    const int f = find_feature(name);
    return f >= 0 && (kFeatures[f].flags & kFeatureRemovedPlatform) != 0;
}

}  // namespace vkl
