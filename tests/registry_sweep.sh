#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
# Every registry in ../shared/registry: generated twice (deterministic) and the library built
# from each against the system's Vulkan headers where pkg-config finds them (Debian 12: 1.3.239,
# older than the newest registries: the "headers older than the registry" case), else against
# the release in registry/include; its exports checked (tools/regen --sweep).
# Usage: registry_sweep.sh BUILD_ROOT   (builds are kept there and reused by the next run)
# VKL_SWEEP_BUILD_ONLY=1.2.131,1.4.359: build only these versions (CI's choice, .ci/run says
# why); every registry is still generated twice.
set -eu
only=""
[ -z "${VKL_SWEEP_BUILD_ONLY:-}" ] || only="--build-only $VKL_SWEEP_BUILD_ONLY"
. "$(dirname "$0")/shared_data.sh"
need_shared "$shared/registry"
system_headers=$(pkg-config --variable=includedir vulkan 2>/dev/null || true)
if [ -n "$system_headers" ] && [ -f "$system_headers/vulkan/vulkan_core.h" ]; then
  exec "$src/tools/regen" --sweep "$shared/registry" --build $only --headers "$system_headers" --keep-builds "$1"
fi
exec "$src/tools/regen" --sweep "$shared/registry" --build $only --keep-builds "$1"
