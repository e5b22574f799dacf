#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
# Builds the Khronos loader suite of ../shared/khronos-loader-tests once per machine, into the
# cache outside the clone (${VKL_CACHE_DIR:-${XDG_CACHE_HOME:-~/.cache}/vkl}/khronos-loader-tests-
# <version>), and prints that folder. Its loader (build/loader/libvulkan.so.1) is the second
# reference of the differential tests (tests/runtime/differential.h); its tests are run by
# run.sh. A lock keeps two callers (CI's step before the tests, the conformance test) from
# building into the same folder at once: the second waits and finds it built.
# Usage: reference-loader.sh   (exit 77 without ../shared, as need_shared says)
set -eu
. "$(dirname "$0")/../shared_data.sh"
suite="$shared/khronos-loader-tests"
need_shared "$suite/build.sh"
tarball=$(ls "$suite"/Vulkan-Loader-v*.tar.gz | head -n 1)
version=$(basename "$tarball" .tar.gz); version=${version#Vulkan-Loader-}
cache=${VKL_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/vkl}/khronos-loader-tests-$version
mkdir -p "$cache"
if [ ! -f "$cache/ok" ]; then
  exec 9>"$cache.lock"
  flock 9
  if [ ! -f "$cache/ok" ]; then
    echo "building the Khronos loader suite $version into $cache (once; a few minutes)" >&2
    "$suite/build.sh" "$cache" >"$cache.build.log" 2>&1 || { tail -n 40 "$cache.build.log" >&2; exit 1; }
  fi
  exec 9>&-
fi
echo "$cache"
