#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
# vkcube under Xvfb through the built loader on lavapipe, for a bounded number of frames.
# Usage: vkcube.sh BUILD_LOADER_DIR LAVAPIPE_ICD_JSON
set -eu
lib=$1
icd=${2:-}
skip() { exec "$(dirname "$0")/../skip.sh" "$1"; }  # exit 77, or 1 under VKL_NO_SKIP=1
[ -n "$icd" ] || skip "no lavapipe manifest given (Debian package mesa-vulkan-drivers)"
command -v vkcube >/dev/null || skip "vkcube is not installed (Debian package vulkan-tools)"
command -v xvfb-run >/dev/null || skip "xvfb-run is not installed (Debian package xvfb)"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
VK_DRIVER_FILES=$icd VK_LOADER_DEBUG=driver LD_LIBRARY_PATH=$lib timeout 300 \
  xvfb-run -a -s "-screen 0 640x480x24" vkcube --c 60 >"$log" 2>&1 || { cat "$log"; echo "vkcube failed"; exit 1; }
grep -q "DRIVER: driver $icd: loaded" "$log" || { cat "$log"; echo "vkcube did not run through this loader"; exit 1; }
grep -q "Selected GPU" "$log"
echo "vkcube: 60 frames on lavapipe through $lib"
