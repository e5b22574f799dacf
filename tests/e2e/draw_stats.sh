#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
# VK_LAYER_VKL_draw_stats (layers/draw_stats/) on real programs, through the built loader on
# lavapipe: vkcube for 10 frames gives 10 presents, each one draw of 36 vertices (12 triangles)
# and one render pass, and a vkEndCommandBuffer line per command buffer saying so (with nothing
# but the layer enabled: no log_severity needed); the JSON
# report (one device) parses and agrees with the stderr summary; with the
# validation layer stacked on it, no validation error; the compute test gives its one dispatch.
# Usage: draw_stats.sh BUILD_DIR LAVAPIPE_ICD_JSON
set -eu
build=$1
icd=${2:-}
skip() { exec "$(dirname "$0")/../skip.sh" "$1"; }
[ -n "$icd" ] || skip "no lavapipe manifest given (Debian package mesa-vulkan-drivers)"
command -v vkcube >/dev/null || skip "vkcube is not installed (Debian package vulkan-tools)"
command -v xvfb-run >/dev/null || skip "xvfb-run is not installed (Debian package xvfb)"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export VK_DRIVER_FILES="$icd" VK_LAYER_PATH="$build/layers/draw_stats:/usr/share/vulkan/explicit_layer.d"
export LD_LIBRARY_PATH="$build/loader" VK_LOADER_DEBUG=layer
# Its vkEndCommandBuffer lines are its report, not diagnostics: nothing but the layer asks for them.
unset VK_VKL_DRAW_STATS_LOG_SEVERITY VK_DRAW_STATS_LOG_SEVERITY VK_VKL_DRAW_STATS_COMMAND_BUFFER_LINES \
  VK_DRAW_STATS_COMMAND_BUFFER_LINES VK_VKL_DRAW_STATS_REPORT_FILE VK_DRAW_STATS_REPORT_FILE VK_LAYER_SETTINGS_PATH
export XDG_DATA_HOME="$tmp/data"  # no vk_layer_settings.txt of the user's
run_cube() {  # layers, report file, log file
  VK_INSTANCE_LAYERS=$1 VKL_DRAW_STATS_FILE=$2 timeout 300 xvfb-run -a -s "-screen 0 640x480x24" vkcube --c 10 >"$3" 2>&1 ||
    { cat "$3"; echo "vkcube failed"; exit 1; }
  grep -q "LAYER: layer VK_LAYER_VKL_draw_stats: loaded $build/layers/draw_stats/" "$3" ||
    { cat "$3"; echo "the draw-stats layer was not loaded from this build through this loader"; exit 1; }
}
check_cube() {  # report file, log file
  python3 - "$1" "$2" <<'PY'
import json, re, sys
r = json.load(open(sys.argv[1]))
log = open(sys.argv[2]).read()
assert len(r["devices"]) == 1, r["devices"]
d = r["devices"][0]
assert d["frames"] == 10, d["frames"]
assert len(d["per_frame"]) == 10
for f in d["per_frame"]:
    assert (f["draws"], f["vertices"], f["instances"], f["render_passes"]) == (1, 36, 1, 1), f
t = d["total"]
m = re.search(r"draw_stats: device (.+?): (\d+) frames, (\d+) submissions: (\d+) draws \(.*?; (\d+) instances, (\d+) vertices", log)
assert m, "no summary on stderr"
assert m.group(1) == d["device"], (m.group(1), d["device"])
assert [int(x) for x in m.groups()[1:]] == [d["frames"], d["submissions"], t["draws"], t["instances"], t["vertices"]], m.groups()
# The guide's report at vkEndCommandBuffer: vkcube records one draw of 36 vertices in one render
# pass per swapchain image's command buffer, and its setup command buffer (texture upload) has none.
ended = re.findall(r"command buffer 0x[0-9a-f]+ ended with (\d+) draws, (\d+) instances, (\d+) vertices and (\d+) indices; "
                   r"(\d+) dispatches, (\d+) render passes", log)
cube = ("1", "1", "36", "0", "0", "1")
assert ended.count(cube) >= 2, ended
for e in ended:
    assert e in (cube, ("0",) * 6), e
PY
}
run_cube VK_LAYER_VKL_draw_stats "$tmp/alone.json" "$tmp/alone.log"
check_cube "$tmp/alone.json" "$tmp/alone.log" || { cat "$tmp/alone.log"; exit 1; }
if [ -f /usr/share/vulkan/explicit_layer.d/VkLayer_khronos_validation.json ]; then
  run_cube VK_LAYER_KHRONOS_validation:VK_LAYER_VKL_draw_stats "$tmp/validated.json" "$tmp/validated.log"
  check_cube "$tmp/validated.json" "$tmp/validated.log" || { cat "$tmp/validated.log"; exit 1; }
  if grep -q "Validation Error" "$tmp/validated.log"; then cat "$tmp/validated.log"; echo "validation errors"; exit 1; fi
  validated="; with the validation layer above it, no validation error"
else
  validated=" (no validation layer installed: not stacked)"
fi
VK_INSTANCE_LAYERS=VK_LAYER_VKL_draw_stats VKL_DRAW_STATS_FILE=$tmp/compute.json "$build/tests/e2e/compute_e2e" \
  "$build/loader/libvulkan.so.1" >"$tmp/compute.log" 2>&1 || { cat "$tmp/compute.log"; echo "compute failed"; exit 1; }
python3 -c 'import json,sys; t=json.load(open(sys.argv[1]))["devices"][0]["total"]; assert (t["dispatches"], t["draws"]) == (1, 0), t' \
  "$tmp/compute.json" || { cat "$tmp/compute.log" "$tmp/compute.json"; exit 1; }
echo "draw_stats: vkcube 10 frames, each 1 draw of 36 vertices; vkEndCommandBuffer lines, report and summary agree$validated; compute: 1 dispatch"
