# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""The release version (VERSION, as Meson configured it) has its entry in CHANGELOG.md: the
newest numbered heading names it, so a release cannot be cut without its changelog.

A release version is HEADERS.PATCH+vklPROJECT (README: "Versions"): the Vulkan-Headers release
the loader is generated from (it must be the pinned registry's, generated/registry_version.txt),
a fourth number as the Khronos loader's own releases carry (0), and this project's own semantic
version. It sorts above the Khronos loader's release for the same headers (1.4.359.0) in dpkg's
and RPM's order, and below the next headers' release.

Usage: python3 tests/check_changelog.py SOURCE_ROOT MESON_PROJECT_VERSION
"""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

SEMVER = r"(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?"
RELEASE = re.compile(r"^(\d+\.\d+\.\d+)\.(\d+)\+vkl(" + SEMVER + r")$")


def main() -> int:
    root, configured = Path(sys.argv[1]), sys.argv[2]
    version = (root / "VERSION").read_text().strip()
    problems = []
    if version != configured:
        problems.append(f"VERSION says {version}, Meson configured {configured}")
    m = RELEASE.match(version)
    if not m:
        problems.append(f"VERSION {version!r} is not HEADERS.PATCH+vklMAJOR.MINOR.PATCH (e.g. 1.4.359.0+vkl0.2.0)")
    else:
        pinned = (root / "generated" / "registry_version.txt").read_text().split()[-1]
        if m.group(1) != pinned:
            problems.append(f"VERSION {version} names headers {m.group(1)}, but the loader is generated from {pinned} "
                            "(generated/registry_version.txt): a registry update is a new release")
        # The order distributions compare in: above the Khronos loader's release for the same
        # headers, below the next headers' release.
        major, minor, patch = (int(x) for x in m.group(1).split("."))
        khronos, following = f"{m.group(1)}.0", f"{major}.{minor}.{patch + 1}.0"
        if shutil.which("dpkg"):
            for op, other in (("gt", khronos), ("lt", following)):
                if subprocess.run(["dpkg", "--compare-versions", version, op, other]).returncode != 0:
                    problems.append(f"dpkg does not sort {version} {op} {other}")
    headings = re.findall(r"^## (\S+)", (root / "CHANGELOG.md").read_text(), re.M)
    numbered = [h for h in headings if h != "Unreleased"]
    if not numbered:
        problems.append("CHANGELOG.md has no release heading (## VERSION — date)")
    elif numbered[0] != version:
        problems.append(f"CHANGELOG.md's newest release is {numbered[0]}, VERSION is {version}")
    for p in problems:
        print(p)
    if not problems:
        print(f"version {version}: CHANGELOG.md's newest entry")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
