#!/bin/sh
# vkcube under Xvfb through the built loader on lavapipe, for a bounded number of frames.
# Usage: vkcube.sh BUILD_LOADER_DIR
set -eu
lib=$1
icd=$(ls /usr/share/vulkan/icd.d/lvp_icd.*.json 2>/dev/null | head -n 1)
[ -n "$icd" ] || { echo "lavapipe is not installed (Debian package mesa-vulkan-drivers)"; exit 1; }
command -v vkcube >/dev/null || { echo "vkcube is not installed (Debian package vulkan-tools)"; exit 1; }
command -v xvfb-run >/dev/null || { echo "xvfb-run is not installed (Debian package xvfb)"; exit 1; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT
VK_DRIVER_FILES=$icd VK_LOADER_DEBUG=driver LD_LIBRARY_PATH=$lib timeout 300 \
  xvfb-run -a -s "-screen 0 640x480x24" vkcube --c 60 >"$log" 2>&1 || { cat "$log"; echo "vkcube failed"; exit 1; }
grep -q "DRIVER: driver $icd: loaded" "$log" || { cat "$log"; echo "vkcube did not run through this loader"; exit 1; }
grep -q "Selected GPU" "$log"
echo "vkcube: 60 frames on lavapipe through $lib"
