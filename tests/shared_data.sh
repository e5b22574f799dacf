# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
# Sourced by shell tests: where ../shared is (VKL_SHARED_DIR overrides), and `need_shared PATH`,
# which exits 77 (a Meson skip) with a reason when PATH is missing, or fails (exit 1) when
# VKL_REQUIRE_SHARED=1 (CI) asks for ../shared. A clone without ../shared skips these tests.
src=$(cd "$(dirname "$0")" && pwd)
while [ ! -d "$src/loader" ] && [ "$src" != / ]; do src=$(dirname "$src"); done  # the source root
shared=${VKL_SHARED_DIR:-$(cd "$src/.." && pwd)/shared}
need_shared() {
  [ -e "$1" ] && return 0
  if [ "${VKL_REQUIRE_SHARED:-}" = 1 ]; then
    echo "VKL_REQUIRE_SHARED=1 but $1 does not exist" >&2
    exit 1
  fi
  echo "SKIP: $1 not found (a clone without ../shared)"
  exit 77
}
