#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
# The newest registry in ../shared/registry that has its own headers there
# (../shared/headers/<version>/include) and is not the pinned one (registry/vk.xml, whose headers
# registry/include every default build uses), built against them WITH its tests: the unit, library and runtime suites
# must pass, and the exports must equal the registry-derived Linux set exactly (the library
# suite's `exports` test compares nm -D with the generated list, nothing absent allowed).
# Unoptimised (buildtype plain): this checks the code and the behaviour, not the speed.
# Usage: own_headers_build.sh BUILD_DIR   (kept and reused by the next run)
set -eu
. "$(dirname "$0")/shared_data.sh"
need_shared "$shared/registry"
pinned=$("$src/tools/registry_version")
version=""
for h in $(ls -d "$shared"/headers/*/ 2>/dev/null | sort -V -r); do
  v=$(basename "$h")
  if [ "$v" != "$pinned" ] && [ -f "$shared/registry/vk-$v.xml" ]; then version=$v; break; fi
done
need_shared "$shared/headers/${version:-<a release other than $pinned>}/include"
newest="$shared/registry/vk-$version.xml"
headers="$shared/headers/$version/include"
out=$1
echo "registry $newest, headers $headers, build $out"
if [ ! -f "$out/build.ninja" ]; then
  meson setup "$out" "$src" -Dregistry="$(realpath "$newest")" -Dvulkan_headers="$(realpath "$headers")" \
    -Dtests=true -Dbench=false -Dbuildtype=plain >"$out.setup.log" 2>&1 || { cat "$out.setup.log"; exit 1; }
fi
# No `meson compile`: meson test builds what the three suites load (not the e2e, stress, fuzz and
# tool programs: a third of the 1,450 s of CPU this test took on 2 cores).
meson test -C "$out" --print-errorlogs --num-processes 2 --suite unit --suite library --suite runtime --no-suite tmpfs
test -e "$out/loader/libvulkan.so.$version"  # real name: the registry version
echo "exports: $(grep -vc '^#' "$out/regenerated/exports.txt") (registry-derived set for $version headers)"
