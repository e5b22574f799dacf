#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
# `meson install` of this build puts exactly the files of its install plan on disk (`meson
# introspect --installed`, whose lists per configuration tests/check_install_sets.py holds
# against tests/install/): libvulkan.so.<version> with its SONAME link, vulkan.pc, and, as this
# build's options say, vkloader with its manual page and JSON schema, the sample layer (a module
# without SONAME, its manifest naming its bare file name), the headers.
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
# What is on disk is the plan, file for file (install_subdir entries expanded).
planned=$(python3 "$(dirname "$0")/check_install_sets.py" --plan "$1" | sort)
actual=$(cd "$dest" && find . -type f -o -type l | sed 's|^\.||' | sort)
if [ "$planned" != "$actual" ]; then
  echo "meson install put these files on disk:"; echo "$actual"; echo "its plan (meson introspect --installed):"; echo "$planned"
  exit 1
fi
manifest=$(find "$dest" -path '*/vulkan/explicit_layer.d/VkLayer_vkl_draw_stats.json' -type f)
if [ -n "$manifest" ]; then
  grep -q '"library_path": "libVkLayer_vkl_draw_stats.so"' "$manifest" ||
    { echo "the sample layer's manifest does not name its library by its bare file name:"; cat "$manifest"; exit 1; }
  layer=$(find "$dest" -name libVkLayer_vkl_draw_stats.so -type f)
  ! readelf -d "$layer" | grep -q SONAME || { echo "the sample layer has a SONAME: it is a module"; exit 1; }
fi
echo "installed $(echo "$actual" | wc -l) files, as planned: $(echo $actual)"
