// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// From the manifest paths of a layer search to the layers a set keeps: every manifest read
// (override_paths too), the first layer of each name, the usable meta layers with their
// components' extensions. Runs when the manifests change (layers.cpp keeps the set): compiled
// for size, with the other cold code.
#pragma once

#include "base/alloc.h"
#include "discovery/layer_manifest.h"
#include "discovery/search_paths.h"

namespace vkl {

// Fills `kept` (the caller's to delete), `override_dirs` (the first implicit override layer's
// override_paths, as read) and `overridden` (the manifests found there); false when out of
// memory (nothing kept then).
bool read_layer_set(const PathList& implicit_paths, const PathList& explicit_paths, const Allocator& alloc,
                    Vec<LayerManifest*>& kept, PathList& override_dirs, PathList& overridden);

}  // namespace vkl
