#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
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
# Built once per machine (reference-loader.sh, under a lock: CI builds it before the tests).
cache=$("$(dirname "$0")/reference-loader.sh")
rm -rf "$results"
mkdir -p "$results"
# Hermetic: the suite's fake file system supplies every driver and layer; nothing from HOME.
"$suite/run.sh" "$cache" "$lib" "$results" >"$results/run.log" 2>&1 || true
tail -n 1 "$results/run.log"
exec python3 "$(dirname "$0")/compare.py" "$results/results.tsv" "$(dirname "$0")/expected-failures.txt"
