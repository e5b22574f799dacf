#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# The newest registry in ../shared/registry, built against that release's own headers
# (../shared/headers/<version>/include) WITH its tests: the unit, library and runtime suites
# must pass, and the exports must equal the registry-derived Linux set exactly (the library
# suite's `exports` test compares nm -D with the generated list, nothing absent allowed).
# Unoptimised (buildtype plain): this checks the code and the behaviour, not the speed.
# Usage: own_headers_build.sh BUILD_DIR   (kept and reused by the next run)
set -eu
. "$(dirname "$0")/shared_data.sh"
need_shared "$shared/registry"
newest=$(ls "$shared"/registry/vk-*.xml | sort -V | tail -n 1)
version=$(basename "$newest" .xml); version=${version#vk-}
headers="$shared/headers/$version/include"
need_shared "$headers"
out=$1
echo "registry $newest, headers $headers, build $out"
if [ ! -f "$out/build.ninja" ]; then
  meson setup "$out" "$src" -Dregistry="$(realpath "$newest")" -Dvulkan_headers="$(realpath "$headers")" \
    -Dtests=true -Dbench=false -Dbuildtype=plain >"$out.setup.log" 2>&1 || { cat "$out.setup.log"; exit 1; }
fi
meson compile -C "$out" >"$out.build.log" 2>&1 || { grep -E "error|FAILED" "$out.build.log" | head -n 40; exit 1; }
test -e "$out/loader/libvulkan.so.$version"  # real name: the registry version
meson test -C "$out" --print-errorlogs --num-processes 2 --suite unit --suite library --suite runtime --no-suite tmpfs
echo "exports: $(grep -vc '^#' "$out/regenerated/exports.txt") (registry-derived set for $version headers)"
