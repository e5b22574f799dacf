#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
# `meson install` puts libvulkan.so.1.<version>, its SONAME link, vulkan.pc, and vkloader with its
# JSON schema, and the draw-stats layer with its manifest in place.
# Usage: check_install.sh BUILD_DIR VERSION
set -eu
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
meson install -C "$1" --destdir "$dest" --no-rebuild >/dev/null
lib=$(find "$dest" -name "libvulkan.so.$2" -type f)
test -n "$lib" || { echo "libvulkan.so.$2 not installed"; exit 1; }
test "$(readlink "$(dirname "$lib")/libvulkan.so.1")" = "libvulkan.so.$2" || { echo "no libvulkan.so.1 link"; exit 1; }
pc=$(find "$dest" -name vulkan.pc)
test -n "$pc" || { echo "vulkan.pc not installed"; exit 1; }
grep -q "^Version: $2\$" "$pc" && grep -q -- "-lvulkan" "$pc" || { echo "bad vulkan.pc:"; cat "$pc"; exit 1; }
tool=$(find "$dest" -path '*/bin/vkloader' -type f)
test -n "$tool" && test -x "$tool" || { echo "vkloader not installed in bin/"; exit 1; }
find "$dest" -path '*/vkl/schema.json' -type f | grep -q . || { echo "vkloader's schema.json not installed"; exit 1; }
manifest=$(find "$dest" -path '*/vulkan/explicit_layer.d/VkLayer_vkl_draw_stats.json' -type f)
test -n "$manifest" || { echo "the draw-stats layer's manifest is not installed in <datadir>/vulkan/explicit_layer.d"; exit 1; }
layer_lib=$(sed -n 's/.*"library_path": "\(.*\)".*/\1/p' "$manifest")
test -f "$dest$layer_lib" || { echo "the draw-stats manifest names $layer_lib, which is not installed"; exit 1; }
echo "installed $lib, $pc, $tool and $manifest"
