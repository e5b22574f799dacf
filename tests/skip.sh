#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
# Stands in for a test whose prerequisite this machine lacks (found when Meson configured the
# build: no lavapipe for this architecture, no system loader, no vulkaninfo, no Jinja2): prints
# the reason and exits 77, which Meson reports as SKIP. Under VKL_NO_SKIP=1 (CI, where every
# prerequisite is installed) a skip is a failure: a machine that lost a package cannot pass
# by skipping. --configuration: the build's own options rule the test out (not a missing
# package), which VKL_NO_SKIP does not turn into a failure.
#   Usage: skip.sh [--configuration] REASON
configuration=
if [ "${1:-}" = --configuration ]; then configuration=1; shift; fi
if [ "${VKL_NO_SKIP:-}" = 1 ] && [ -z "$configuration" ]; then
  echo "VKL_NO_SKIP=1 but this test cannot run: $1" >&2
  exit 1
fi
echo "SKIP: $1"
exit 77
