#!/bin/sh
# Generates the loader from the newest registry in ../shared/registry (or $1) and compiles it
# against the system's Vulkan headers: code from a NEWER vk.xml must build with OLDER headers.
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
newest=${1:-$(ls "$src"/../shared/registry/*.xml 2>/dev/null | sort -V | tail -n 1)}
if [ -z "$newest" ]; then
  echo "no registry in $src/../shared/registry" >&2
  exit 1
fi
newest=$(realpath "$newest")
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
echo "registry: $newest"
meson setup "$out" "$src" -Dregistry="$newest" -Dtests=false >"$out/setup.log" 2>&1 || { cat "$out/setup.log"; exit 1; }
ninja -C "$out" >"$out/build.log" 2>&1 || { tail -n 60 "$out/build.log"; exit 1; }
ls -d "$out"/loader/libvulkan.so.1.*[0-9]
version=$("$src/tools/registry_version" "$newest")
test -e "$out/loader/libvulkan.so.$version"  # real name: the registry version
python3 "$src/tests/check_exports.py" "$out/loader/libvulkan.so.1" "$out/regenerated/exports.txt" \
  "$(pkg-config --variable=includedir vulkan)/vulkan"
