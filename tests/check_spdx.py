# SPDX-License-Identifier: Apache-2.0
"""Every source, template, script and build file names its licence in an SPDX line near the top.

Usage: python3 tests/check_spdx.py SOURCE_ROOT
Lists the files through git when SOURCE_ROOT is a checkout (so untracked scratch files do not
count), else walks the tree (a release tarball), skipping build directories. Registry data
(registry/vk.xml carries Khronos' own line), test data and fuzz inputs are not ours to mark.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

TAG = "SPDX-License-Identifier:"
HEAD_LINES = 5
CHECKED_SUFFIXES = {".cpp", ".h", ".inc", ".S", ".comp", ".py", ".sh", ".j2", ".jinja", ".build",
                    ".txt", ".ini", ".map", ".md"}
SKIPPED_PREFIXES = ("tests/data/", "tests/fuzz/corpus/", "tests/fuzz/regressions/", "registry/vk.xml", ".git/")


def candidates(root: Path) -> list[str]:
    if (root / ".git").exists():
        try:
            out = subprocess.run(["git", "-C", str(root), "ls-files"], capture_output=True,
                                 text=True, check=True).stdout
            return out.split()
        except (OSError, subprocess.CalledProcessError):
            pass
    files = []
    for d, dirs, names in os.walk(root):
        # Build directories (Meson's own marker), caches, VCS and packaging directories.
        dirs[:] = [x for x in dirs if not (Path(d, x, "meson-private").exists()
                                           or x in ("__pycache__", "debian", "subprojects")
                                           or (x.startswith(".") and x != ".ci"))]
        files += [str(Path(d, n).relative_to(root)) for n in names]
    return files


def wants_line(rel: str, root: Path) -> bool:
    if rel.startswith(SKIPPED_PREFIXES) or rel == "LICENSE":
        return False
    p = root / rel
    if p.suffix in CHECKED_SUFFIXES or p.name == ".gitignore":
        return True
    # Scripts without a suffix (tools/regen, .ci/run): a shebang says what they are.
    try:
        with open(p, "rb") as f:
            return f.read(2) == b"#!"
    except OSError:
        return False


def main() -> int:
    root = Path(sys.argv[1]).resolve()
    checked, missing = 0, []
    for rel in sorted(candidates(root)):
        if not wants_line(rel, root):
            continue
        checked += 1
        with open(root / rel, encoding="utf-8", errors="replace") as f:
            head = [next(f, "") for _ in range(HEAD_LINES)]
        if not any(TAG in line for line in head):
            missing.append(rel)
    for rel in missing:
        print(f"{rel}: no '{TAG}' line in its first {HEAD_LINES} lines")
    print(f"{checked} files checked, {len(missing)} without an SPDX line")
    if checked < 100:
        print("too few files found: is SOURCE_ROOT the project's root?")
        return 1
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
