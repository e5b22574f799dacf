# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Where the tests find ../shared (registries, headers), and what they do without it.

A user who clones only the repository has no ../shared: tests that need it skip with a reason.
CI (.ci/run) sets VKL_REQUIRE_SHARED=1, and then a missing ../shared is a failure.
VKL_SHARED_DIR overrides the location.
"""
from __future__ import annotations

import os
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("VKL_SHARED_DIR", ROOT.parent / "shared"))
REQUIRED = os.environ.get("VKL_REQUIRE_SHARED") == "1"


def registries() -> list[Path]:
    """Every ../shared/registry/*.xml, oldest first; [] when absent and not required."""
    d = SHARED / "registry"
    found = sorted(d.glob("*.xml"), key=lambda p: [int(x) for x in p.stem.split("-")[-1].split(".")
                                                    if x.isdigit()]) if d.is_dir() else []
    if not found and REQUIRED:
        raise AssertionError(f"VKL_REQUIRE_SHARED=1 but {d} holds no vk.xml")
    return found


def need(test: unittest.TestCase, path: Path) -> Path:
    """`path` under ../shared, or the test is skipped (failed under VKL_REQUIRE_SHARED=1)."""
    if path.exists():
        return path
    if REQUIRED:
        test.fail(f"VKL_REQUIRE_SHARED=1 but {path} does not exist")
    test.skipTest(f"{path} not found (a clone without ../shared): skipped")
    return path
