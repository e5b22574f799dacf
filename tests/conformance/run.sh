#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# The Khronos loader's own regression suite (../shared/khronos-loader-tests) against the
# libvulkan.so.1 just built, compared with expected-failures.txt: a test that fails without
# being listed, or passes while listed, fails this test, so the list can only shrink.
# The suite is built once per version into a cache outside the clone
# (${VKL_CACHE_DIR:-${XDG_CACHE_HOME:-~/.cache}/vkl}/khronos-loader-tests-<version>).
# Usage: run.sh LIBVULKAN RESULTS_DIR
set -eu
. "$(dirname "$0")/../shared_data.sh"
suite="$shared/khronos-loader-tests"
need_shared "$suite/build.sh"
lib=$1
results=$2
tarball=$(ls "$suite"/Vulkan-Loader-v*.tar.gz | head -n 1)
version=$(basename "$tarball" .tar.gz); version=${version#Vulkan-Loader-}
cache=${VKL_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/vkl}/khronos-loader-tests-$version
mkdir -p "$cache"
if [ ! -f "$cache/ok" ]; then
  echo "building the Khronos loader suite $version into $cache (once; a few minutes)"
  "$suite/build.sh" "$cache" >"$cache.build.log" 2>&1 || { tail -n 40 "$cache.build.log"; exit 1; }
fi
rm -rf "$results"
mkdir -p "$results"
# Hermetic: the suite's fake file system supplies every driver and layer; nothing from HOME.
"$suite/run.sh" "$cache" "$lib" "$results" >"$results/run.log" 2>&1 || true
tail -n 1 "$results/run.log"
exec python3 "$(dirname "$0")/compare.py" "$results/results.tsv" "$(dirname "$0")/expected-failures.txt"
