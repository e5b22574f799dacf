#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
# -Dvulkan_headers=system -Dregistry=system: the system's headers (pkg-config) and the vk.xml
# installed with them, in two options. Where that is the same file as registry/vk.xml, what it
# generates must equal the checked-in generated/; else (Debian 12: 1.3.239, older than the pinned
# release) it must generate (the registry sweep builds that registry against those headers).
# Usage: registry_system.sh BUILD_DIR
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
system=$(pkg-config --variable=prefix vulkan)/share/vulkan/registry/vk.xml
[ -f "$system" ] || { echo "SKIP: $system not installed"; exit 77; }
out=$1
rm -rf "$out"
meson setup "$out" "$src" -Dvulkan_headers=system -Dregistry=system -Dtests=false -Dbench=false >"$out.log" 2>&1 || { cat "$out.log"; exit 1; }
ninja -C "$out" regenerated/exports.txt >/dev/null
if cmp -s "$system" "$src/registry/vk.xml"; then
  for f in "$src"/generated/*; do
    n=$(basename "$f"); [ "$n" = README.md ] && continue
    cmp "$f" "$out/regenerated/$n"
  done
  echo "-Dregistry=system ($system) generates the same files as generated/"
else
  test -s "$out/regenerated/exports.txt"
  echo "-Dregistry=system ($system) differs from registry/vk.xml: generated $(ls "$out/regenerated" | wc -l) files"
fi
