#!/bin/sh
# vulkaninfo on lavapipe through the built loader prints what it prints through the system's
# Khronos loader (system layers disabled there, none here yet), apart from the loader's own
# messages and the instance-version line.   Usage: vulkaninfo_matches.sh BUILD_LOADER_DIR
set -eu
lib=$1
icd=$(ls /usr/share/vulkan/icd.d/lvp_icd.*.json 2>/dev/null | head -n 1)
[ -n "$icd" ] || { echo "lavapipe is not installed (Debian package mesa-vulkan-drivers)"; exit 1; }
command -v vulkaninfo >/dev/null || { echo "vulkaninfo is not installed (Debian package vulkan-tools)"; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
filter() { grep -v -e '^WARNING: \[Loader Message\]' -e 'XDG_RUNTIME_DIR' -e '^Vulkan Instance Version' -e "DISPLAY' environment" || true; }
VK_DRIVER_FILES=$icd VK_LOADER_LAYERS_DISABLE='~all~' vulkaninfo 2>&1 | filter > "$out/khronos.txt"
VK_DRIVER_FILES=$icd LD_LIBRARY_PATH=$lib LD_DEBUG=libs vulkaninfo 2>"$out/ld.txt" | filter > "$out/ours.txt"
grep -q "calling init: $lib/libvulkan.so" "$out/ld.txt" || { echo "vulkaninfo did not load $lib"; exit 1; }
lines=$(wc -l < "$out/ours.txt")
[ "$lines" -gt 500 ] || { echo "vulkaninfo printed only $lines lines"; cat "$out/ours.txt"; exit 1; }
if ! diff -u "$out/khronos.txt" "$out/ours.txt"; then
  echo "vulkaninfo output differs between the Khronos loader and this one"
  exit 1
fi
echo "vulkaninfo: $lines lines, identical"
