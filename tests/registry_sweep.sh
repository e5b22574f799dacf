#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Every registry in ../shared/registry: generated twice (deterministic) and the library built
# from each against the system's Vulkan headers, its exports checked (tools/regen --sweep).
# Usage: registry_sweep.sh BUILD_ROOT   (builds are kept there and reused by the next run)
set -eu
. "$(dirname "$0")/shared_data.sh"
need_shared "$shared/registry"
exec "$src/tools/regen" --sweep "$shared/registry" --build --keep-builds "$1"
