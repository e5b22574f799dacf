#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
# tools/new-layer and the layer SDK, in a copy of the source tree configured with
# -Dlayer_sdk=true:
#  - in the tree: scaffold VK_LAYER_TEST_scaffold, build it (and vkloader), check that vkloader
#    sees it load in the chain;
#  - outside it: install only the SDK (meson install --tags layer-sdk, DESTDIR; the file list
#    checked: no loader), scaffold standalone projects against it with --out (VK_LAYER_3D_tool,
#    whose name starts its identifiers with a digit and whose description needs escaping in C++
#    and JSON; an --implicit one), build them through pkg-config, check their manifests; a
#    misspelt hook stops the build naming the hook to write;
#  - where vkcube runs: each layer counts vkcube's draws through this loader, the out-of-tree one
#    also through the system's Khronos loader, and the implicit one only while enabled.
# Usage: new_layer.sh SOURCE_DIR SCRATCH_DIR LAVAPIPE_ICD_JSON
set -eu
src=$1
scratch=$2
icd=${3:-}
rm -rf "$scratch"
mkdir -p "$scratch/src"
# The source without build directories or version control.
(cd "$src" && find . -path './build*' -prune -o -path './.git' -prune -o -path './.gl' -prune -o -type f -print) |
  while IFS= read -r f; do mkdir -p "$scratch/src/$(dirname "$f")"; cp -p "$src/$f" "$scratch/src/$f"; done
fail() { echo "new_layer.sh: $*"; exit 1; }

# ---- in the tree -------------------------------------------------------------------------------
(cd "$scratch/src" && tools/new-layer VK_LAYER_TEST_scaffold "scaffold test") >/dev/null
meson setup "$scratch/build" "$scratch/src" -Dtests=false -Dbench=false -Dlayer_sdk=true >"$scratch/setup.log" 2>&1 ||
  { cat "$scratch/setup.log"; exit 1; }
meson compile -C "$scratch/build" VkLayer_test_scaffold vkloader vulkan vkl_chassis >"$scratch/build.log" 2>&1 ||
  { tail -50 "$scratch/build.log"; exit 1; }
"$scratch/build/tools/vkloader/vkloader" --json layers --env "VK_LAYER_PATH=$scratch/build/layers/test_scaffold" \
  --env VK_INSTANCE_LAYERS=VK_LAYER_TEST_scaffold >"$scratch/layers.json" || true
python3 - "$scratch/layers.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
chain = [l["name"] for l in d["chain"]]
assert "VK_LAYER_TEST_scaffold" in chain, chain
layer = [l for l in d["layers"] if l["name"] == "VK_LAYER_TEST_scaffold"][0]
assert layer["loads"] and layer["interface_version"] == 2, layer
PY

# ---- the SDK alone, and layers built against it ------------------------------------------------
meson install -C "$scratch/build" --tags layer-sdk --destdir "$scratch/sdk" --no-rebuild >"$scratch/install.log" 2>&1 ||
  { cat "$scratch/install.log"; exit 1; }
# libdir is lib/<triplet> where Meson finds dpkg-architecture, lib64 on a bare system (no dpkg-dev).
installed=$(cd "$scratch/sdk" && find . -type f | sed 's|^\./[^/]*/[^/]*/||; s|^[^/]*/[^/]*-linux-[^/]*/|lib/|; s|^lib64/|lib/|' | sort | tr '\n' ' ')
expected="include/vkl-layer-chassis/base/vk_platform_config.h include/vkl-layer-chassis/chassis/context.h \
include/vkl-layer-chassis/chassis/create_edit.h include/vkl-layer-chassis/chassis/handle_map.h \
include/vkl-layer-chassis/chassis/hooks.h include/vkl-layer-chassis/chassis/key_map.h include/vkl-layer-chassis/chassis/layer.h \
include/vkl-layer-chassis/chassis/layer_settings_ext.h include/vkl-layer-chassis/chassis/messengers.h \
include/vkl-layer-chassis/chassis/object_map.h include/vkl-layer-chassis/chassis/object_names.h \
include/vkl-layer-chassis/chassis/objects.h include/vkl-layer-chassis/chassis/output_file.h \
include/vkl-layer-chassis/chassis/report.h include/vkl-layer-chassis/chassis/settings.h \
include/vkl-layer-chassis/chassis/state.h include/vkl-layer-chassis/chassis/state_tracker.h \
include/vkl-layer-chassis/chassis/trace_formats.h include/vkl-layer-chassis/chassis/tracker.h \
include/vkl-layer-chassis/chassis/wrapping.h include/vkl-layer-chassis/chassis/wrapping_by_hand.h \
include/vkl-layer-chassis/commands.h include/vkl-layer-chassis/dispatch_tables.h include/vkl-layer-chassis/handle_wrapping.h include/vkl-layer-chassis/hash_tables.h \
include/vkl-layer-chassis/layer_interceptor.h include/vkl-layer-chassis/object_hooks.h include/vkl-layer-chassis/object_tables.h \
lib/libvkl_chassis.a lib/pkgconfig/vkl-layer-chassis.pc share/vkl-layer-chassis/layer_hooks.txt \
share/vkl-layer-chassis/layer_manifest.py share/vkl-layer-chassis/vkl-layer.map "
[ "$installed" = "$expected" ] || fail "meson install --tags layer-sdk installed:
$installed
expected:
$expected"
pc_dir=$(dirname "$(find "$scratch/sdk" -name vkl-layer-chassis.pc)")
description='Counts "3D" draws \ for C++ and JSON	(a tab), été'
tools=$scratch/src/tools
"$tools/new-layer" --out "$scratch/out" VK_LAYER_3D_tool "$description" >/dev/null
"$tools/new-layer" --out "$scratch/implicit" --implicit VK_LAYER_TEST_implicit "implicit scaffold" >/dev/null
for p in out implicit; do
  PKG_CONFIG_PATH=$pc_dir meson setup "$scratch/$p/build" "$scratch/$p" >"$scratch/$p.setup.log" 2>&1 ||
    { cat "$scratch/$p.setup.log"; fail "the $p scaffold does not configure against the SDK"; }
  meson compile -C "$scratch/$p/build" >"$scratch/$p.build.log" 2>&1 ||
    { tail -50 "$scratch/$p.build.log"; fail "the $p scaffold does not build against the SDK"; }
  ! grep -Eq "($src|$scratch/src)/(layers|loader|generated)" "$scratch/$p/build/compile_commands.json" ||
    fail "the $p scaffold's build reaches into the source tree"
done
# A misspelt hook stops the build, naming the hook to write.
cp -r "$scratch/out" "$scratch/misspelt"
rm -rf "$scratch/misspelt/build"
sed -i 's/PreCallRecordCmdDraw(/PreCallRecordCmdDraws(/' "$scratch/misspelt/src/3d_tool.cpp"
PKG_CONFIG_PATH=$pc_dir meson setup "$scratch/misspelt/build" "$scratch/misspelt" >"$scratch/misspelt.log" 2>&1 ||
  { cat "$scratch/misspelt.log"; fail "the misspelt scaffold does not configure"; }
if meson compile -C "$scratch/misspelt/build" >"$scratch/misspelt.log" 2>&1; then
  fail "a layer with a misspelt hook (PreCallRecordCmdDraws) built"
fi
grep -q "3d_tool.cpp:[0-9]*: PreCallRecordCmdDraws is no hook: no command is named vkCmdDraws; did you mean PreCallRecordCmdDraw?" \
  "$scratch/misspelt.log" || { cat "$scratch/misspelt.log"; fail "the misspelt hook's error does not name the hook to write"; }
DESCRIPTION=$description python3 - "$scratch/out/build/src/VkLayer_3d_tool.json" "$scratch/implicit/build/src/VkLayer_test_implicit.json" <<'PY'
import json, os, sys
out = json.load(open(sys.argv[1]))["layer"]
assert out["name"] == "VK_LAYER_3D_tool", out
assert out["description"] == os.environ["DESCRIPTION"], (out["description"], os.environ["DESCRIPTION"])
assert [s["key"] for s in out["features"]["settings"]] == ["report", "report_file", "log_severity"], out
assert "enable_environment" not in out and "disable_environment" not in out, out
imp = json.load(open(sys.argv[2]))["layer"]
assert imp["enable_environment"] == {"ENABLE_VK_LAYER_TEST_IMPLICIT": "1"}, imp
assert imp["disable_environment"] == {"DISABLE_VK_LAYER_TEST_IMPLICIT": "1"}, imp
PY
# Exports: the layer interface alone (the SDK's version script), in the tree and out of it.
python3 "$src/tests/check_layer_exports.py" "$src/layers/chassis/vkl-layer.map" "$scratch/out/build/src/libVkLayer_3d_tool.so" \
  "$scratch/implicit/build/src/libVkLayer_test_implicit.so" "$scratch/build/layers/test_scaffold/libVkLayer_test_scaffold.so" ||
  fail "a scaffolded layer exports more than the layer interface"
! readelf -d "$scratch/out/build/src/libVkLayer_3d_tool.so" | grep -q "libvulkan" || fail "the out-of-tree layer links a loader"

# ---- on a program ------------------------------------------------------------------------------
if [ -n "$icd" ] && command -v vkcube >/dev/null && command -v xvfb-run >/dev/null; then
  cube() {  # log, then environment assignments
    log=$1
    shift
    env VK_DRIVER_FILES="$icd" "$@" timeout 300 xvfb-run -a -s "-screen 0 640x480x24" vkcube --c 3 >"$log" 2>&1 ||
      { cat "$log"; fail "vkcube failed ($*)"; }
  }
  ours=LD_LIBRARY_PATH=$scratch/build/loader
  cube "$scratch/intree.log" "$ours" VK_LAYER_PATH="$scratch/build/layers/test_scaffold" VK_INSTANCE_LAYERS=VK_LAYER_TEST_scaffold
  grep -q "VK_LAYER_TEST_scaffold: 3 vkCmdDraw calls" "$scratch/intree.log" ||
    { cat "$scratch/intree.log"; fail "the scaffolded layer did not count vkcube's 3 draws"; }
  for loader in "$ours" "LD_LIBRARY_PATH="; do
    cube "$scratch/out.log" "$loader" VK_LAYER_PATH="$scratch/out/build/src" VK_INSTANCE_LAYERS=VK_LAYER_3D_tool
    grep -q "VK_LAYER_3D_tool: 3 vkCmdDraw calls" "$scratch/out.log" ||
      { cat "$scratch/out.log"; fail "the out-of-tree layer did not count vkcube's 3 draws ($loader)"; }
  done
  cube "$scratch/implicit.log" "$ours" VK_IMPLICIT_LAYER_PATH="$scratch/implicit/build/src" ENABLE_VK_LAYER_TEST_IMPLICIT=1
  grep -q "VK_LAYER_TEST_implicit: 3 vkCmdDraw calls" "$scratch/implicit.log" ||
    { cat "$scratch/implicit.log"; fail "the implicit layer did not count vkcube's draws when enabled"; }
  cube "$scratch/implicit-off.log" "$ours" VK_IMPLICIT_LAYER_PATH="$scratch/implicit/build/src" ENABLE_VK_LAYER_TEST_IMPLICIT=1 \
    DISABLE_VK_LAYER_TEST_IMPLICIT=1
  ! grep -q "VK_LAYER_TEST_implicit" "$scratch/implicit-off.log" || fail "the implicit layer ran while disabled"
  ran="; each counted vkcube's 3 draws (the out-of-tree one under this loader and the Khronos one; the implicit one only when enabled)"
else
  ran=" (vkcube or xvfb-run missing: not run on a program)"
fi
rm -rf "$scratch"
echo "tools/new-layer: in the tree, VK_LAYER_TEST_scaffold built and loaded in the chain; the SDK installed alone; VK_LAYER_3D_tool and an implicit layer built against it, manifests checked$ran"
