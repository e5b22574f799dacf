#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
# vulkaninfo on lavapipe through the built loader prints what it prints through the system's
# Khronos loader, apart from the instance-version line and the loaders' own messages: once with
# the machine's layers (implicit and explicit, whatever is installed), once with every layer
# disabled by VK_LOADER_LAYERS_DISABLE=~all~.   Usage: vulkaninfo_matches.sh BUILD_LOADER_DIR LAVAPIPE_ICD_JSON
set -eu
lib=$1
icd=${2:-}
skip() { exec "$(dirname "$0")/../skip.sh" "$1"; }  # exit 77, or 1 under VKL_NO_SKIP=1
[ -n "$icd" ] || skip "no lavapipe manifest given (Debian package mesa-vulkan-drivers)"
command -v vulkaninfo >/dev/null || skip "vulkaninfo is not installed (Debian package vulkan-tools)"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
filter() { grep -v -e '^WARNING: \[Loader Message\]' -e 'XDG_RUNTIME_DIR' -e '^Vulkan Instance Version' -e "DISPLAY' environment" || true; }
compare() {
  label=$1
  VK_DRIVER_FILES=$icd vulkaninfo 2>/dev/null | filter > "$out/khronos.txt"
  VK_DRIVER_FILES=$icd LD_LIBRARY_PATH=$lib LD_DEBUG=libs vulkaninfo 2>"$out/ld.txt" | filter > "$out/ours.txt"
  grep -q "calling init: $lib/libvulkan.so" "$out/ld.txt" || { echo "vulkaninfo did not load $lib"; exit 1; }
  lines=$(wc -l < "$out/ours.txt")
  [ "$lines" -gt 500 ] || { echo "$label: vulkaninfo printed only $lines lines"; cat "$out/ours.txt"; exit 1; }
  if ! diff -u "$out/khronos.txt" "$out/ours.txt"; then
    echo "$label: vulkaninfo output differs between the Khronos loader and this one"
    exit 1
  fi
  echo "vulkaninfo, $label: $lines lines identical ($(grep -c '^VK_LAYER_' "$out/ours.txt" || true) layers listed)"
}
compare "machine's layers"
VK_LOADER_LAYERS_DISABLE='~all~'
export VK_LOADER_LAYERS_DISABLE
compare "all layers disabled"
