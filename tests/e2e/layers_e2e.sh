#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
# End-to-end with real layers through the built loader on lavapipe:
#  - vkcube under Xvfb with VK_LAYER_KHRONOS_validation enabled by the environment and by the
#    application (vkcube --validate): no validation error;
#  - Mesa's implicit VK_LAYER_MESA_device_select is listed and loaded, and NODEVICE_SELECT=1
#    (its disable_environment) turns it off;
#  - a capture of vkcube with VK_LAYER_LUNARG_gfxreconstruct, replayed by gfxrecon-replay.
# Usage: layers_e2e.sh BUILD_LOADER_DIR LAVAPIPE_ICD_JSON
set -eu
lib=$1
icd=${2:-}
skip() { exec "$(dirname "$0")/../skip.sh" "$1"; }  # exit 77, or 1 under VKL_NO_SKIP=1
[ -n "$icd" ] || skip "no lavapipe manifest given (Debian package mesa-vulkan-drivers)"
for t in vkcube vulkaninfo xvfb-run gfxrecon-replay; do
  command -v $t >/dev/null || skip "$t is not installed (tools/install-deps test)"
done
[ -e /usr/share/vulkan/explicit_layer.d/VkLayer_khronos_validation.json ] || skip "validation layer not installed (vulkan-validationlayers)"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
export VK_DRIVER_FILES=$icd LD_LIBRARY_PATH=$lib

run_cube() {  # label, then extra arguments
  label=$1; shift
  VK_LOADER_DEBUG=layer timeout 300 xvfb-run -a -s "-screen 0 640x480x24" vkcube --c 30 "$@" >"$out/cube.txt" 2>&1 ||
    { cat "$out/cube.txt"; echo "vkcube ($label) failed"; exit 1; }
  grep -q "layer VK_LAYER_KHRONOS_validation: loaded" "$out/cube.txt" || { cat "$out/cube.txt"; echo "$label: validation layer not loaded"; exit 1; }
  if grep -q "Validation Error" "$out/cube.txt"; then cat "$out/cube.txt"; echo "$label: validation errors"; exit 1; fi
  echo "vkcube with the validation layer ($label): 30 frames, no validation error"
}
VK_INSTANCE_LAYERS=VK_LAYER_KHRONOS_validation run_cube "enabled by VK_INSTANCE_LAYERS"
run_cube "enabled by the application" --validate

# device_select: listed, loaded by default, disabled by its environment variable.
vulkaninfo --summary 2>/dev/null | grep -q VK_LAYER_MESA_device_select || { echo "device_select not listed"; exit 1; }
VK_LOADER_DEBUG=layer vulkaninfo --summary >"$out/ds.txt" 2>&1
grep -q "layer VK_LAYER_MESA_device_select: loaded" "$out/ds.txt" || { cat "$out/ds.txt" | head; echo "device_select not loaded"; exit 1; }
NODEVICE_SELECT=1 VK_LOADER_DEBUG=layer vulkaninfo --summary >"$out/ds.txt" 2>&1
if grep -q "layer VK_LAYER_MESA_device_select: loaded" "$out/ds.txt"; then echo "NODEVICE_SELECT=1 did not disable device_select"; exit 1; fi
echo "device_select: listed, loaded, and disabled by NODEVICE_SELECT=1"

# gfxreconstruct: capture vkcube through this loader, replay the capture through it too.
VK_INSTANCE_LAYERS=VK_LAYER_LUNARG_gfxreconstruct GFXRECON_CAPTURE_FILE="$out/cube.gfxr" GFXRECON_CAPTURE_FILE_TIMESTAMP=false \
  timeout 300 xvfb-run -a -s "-screen 0 640x480x24" vkcube --c 20 >"$out/cap.txt" 2>&1 || { cat "$out/cap.txt"; echo "capture failed"; exit 1; }
[ -s "$out/cube.gfxr" ] || { cat "$out/cap.txt"; echo "no capture file written"; exit 1; }
timeout 300 xvfb-run -a -s "-screen 0 640x480x24" gfxrecon-replay "$out/cube.gfxr" >"$out/replay.txt" 2>&1 || { cat "$out/replay.txt"; echo "replay failed"; exit 1; }
echo "gfxreconstruct: captured $(stat -c %s "$out/cube.gfxr") bytes of vkcube and replayed them"
