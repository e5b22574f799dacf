# SPDX-License-Identifier: Apache-2.0
"""The project's version (VERSION, as Meson configured it) has its entry in CHANGELOG.md: the
newest numbered heading names it, so a release cannot be cut without its changelog.

Usage: python3 tests/check_changelog.py SOURCE_ROOT MESON_PROJECT_VERSION
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

SEMVER = re.compile(r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?$")


def main() -> int:
    root, configured = Path(sys.argv[1]), sys.argv[2]
    version = (root / "VERSION").read_text().strip()
    problems = []
    if version != configured:
        problems.append(f"VERSION says {version}, Meson configured {configured}")
    if not SEMVER.match(version):
        problems.append(f"VERSION {version!r} is not a semantic version (MAJOR.MINOR.PATCH)")
    headings = re.findall(r"^## (\S+)", (root / "CHANGELOG.md").read_text(), re.M)
    numbered = [h for h in headings if h != "Unreleased"]
    if not numbered:
        problems.append("CHANGELOG.md has no release heading (## X.Y.Z — date)")
    elif numbered[0] != version:
        problems.append(f"CHANGELOG.md's newest release is {numbered[0]}, VERSION is {version}")
    for p in problems:
        print(p)
    if not problems:
        print(f"version {version}: CHANGELOG.md's newest entry")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
