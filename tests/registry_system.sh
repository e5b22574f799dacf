#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# -Dregistry=system takes the vk.xml installed with the system's headers. On Debian 12 that is
# the same file as registry/vk.xml, so what it generates must equal the checked-in generated/.
# Usage: registry_system.sh BUILD_DIR
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
system=$(pkg-config --variable=prefix vulkan)/share/vulkan/registry/vk.xml
[ -f "$system" ] || { echo "SKIP: $system not installed"; exit 77; }
out=$1
rm -rf "$out"
meson setup "$out" "$src" -Dregistry=system -Dtests=false >"$out.log" 2>&1 || { cat "$out.log"; exit 1; }
ninja -C "$out" regenerated/exports.txt >/dev/null
if cmp -s "$system" "$src/registry/vk.xml"; then
  for f in "$src"/generated/*; do
    n=$(basename "$f"); [ "$n" = README.md ] && continue
    cmp "$f" "$out/regenerated/$n"
  done
  echo "-Dregistry=system ($system) generates the same files as generated/"
else
  echo "-Dregistry=system ($system) differs from registry/vk.xml: generated $(ls "$out/regenerated" | wc -l) files"
  test -s "$out/regenerated/exports.txt"
fi
