#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# tools/new-layer scaffolds a layer that builds and loads as is: in a copy of the source tree,
# scaffold VK_LAYER_TEST_scaffold, build it (and vkloader), check that vkloader sees it load in
# the chain, and, where vkcube runs, that it counts vkcube's draws through this loader.
# Usage: new_layer.sh SOURCE_DIR SCRATCH_DIR LAVAPIPE_ICD_JSON
set -eu
src=$1
scratch=$2
icd=${3:-}
rm -rf "$scratch"
mkdir -p "$scratch/src"
# The source without build directories or version control.
(cd "$src" && find . -path './build*' -prune -o -path './.git' -prune -o -path './.gl' -prune -o -type f -print) |
  while IFS= read -r f; do mkdir -p "$scratch/src/$(dirname "$f")"; cp "$src/$f" "$scratch/src/$f"; done
(cd "$scratch/src" && tools/new-layer VK_LAYER_TEST_scaffold "scaffold test") >/dev/null
meson setup "$scratch/build" "$scratch/src" -Dtests=false -Dbench=false >"$scratch/setup.log" 2>&1 ||
  { cat "$scratch/setup.log"; exit 1; }
meson compile -C "$scratch/build" VkLayer_test_scaffold vkloader vulkan >"$scratch/build.log" 2>&1 ||
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
if [ -n "$icd" ] && command -v vkcube >/dev/null && command -v xvfb-run >/dev/null; then
  VK_DRIVER_FILES=$icd VK_LAYER_PATH=$scratch/build/layers/test_scaffold VK_INSTANCE_LAYERS=VK_LAYER_TEST_scaffold \
    LD_LIBRARY_PATH=$scratch/build/loader timeout 300 xvfb-run -a -s "-screen 0 640x480x24" vkcube --c 3 \
    >"$scratch/vkcube.log" 2>&1 || { cat "$scratch/vkcube.log"; echo "vkcube failed"; exit 1; }
  grep -q "VK_LAYER_TEST_scaffold: 3 vkCmdDraw calls" "$scratch/vkcube.log" ||
    { cat "$scratch/vkcube.log"; echo "the scaffolded layer did not count vkcube's 3 draws"; exit 1; }
  ran=", and counted vkcube's 3 draws through this loader"
else
  ran=" (vkcube or xvfb-run missing: not run on a program)"
fi
rm -rf "$scratch"
echo "tools/new-layer: VK_LAYER_TEST_scaffold built and loaded in the chain$ran"
