# SPDX-License-Identifier: Apache-2.0
"""Every source, template, script and build file names its licence and its copyright holder in
SPDX lines near the top: `SPDX-License-Identifier: Apache-2.0` and, on the line after it,
`SPDX-FileCopyrightText: <year> The vkl Authors` (AUTHORS says who they are; NOTICE and LICENSE
say the same). Generated files carry both, then the registry's own Khronos copyright line.

Usage: python3 tests/check_spdx.py SOURCE_ROOT [--fix]
Lists the files through git when SOURCE_ROOT is a checkout (so untracked scratch files do not
count), else walks the tree (a release tarball), skipping build directories. The Vulkan-Headers
release in registry/ (Khronos' files, with their own lines; only registry/README.md is ours),
test data and fuzz inputs are not ours to mark. --fix adds the copyright line after the licence
line where it is missing, in that line's comment syntax (not in generated/: run tools/regen).
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

TAG = "SPDX-License-Identifier:"
LICENCE = "SPDX-License-Identifier: Apache-2.0"
COPYRIGHT_TAG = "SPDX-FileCopyrightText:"
HOLDER = "The vkl Authors"
COPYRIGHT = f"{COPYRIGHT_TAG} 2026 {HOLDER}"
HEAD_LINES = 5
CHECKED_SUFFIXES = {".cpp", ".h", ".inc", ".S", ".comp", ".py", ".sh", ".j2", ".jinja", ".build",
                    ".txt", ".ini", ".map", ".md"}
SKIPPED_PREFIXES = ("tests/data/", "tests/fuzz/corpus/", "tests/fuzz/regressions/", "registry/", ".git/")
OURS_IN_SKIPPED = ("registry/README.md",)


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
    if (rel.startswith(SKIPPED_PREFIXES) and rel not in OURS_IN_SKIPPED) or rel == "LICENSE":
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


def add_copyright(path: Path) -> bool:
    """Inserts the copyright line after the licence line, in the same comment syntax."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    for i, line in enumerate(lines[:HEAD_LINES]):
        if LICENCE in line and "The registry:" not in line:
            lines.insert(i + 1, line.replace(LICENCE, COPYRIGHT, 1))
            path.write_text("".join(lines), encoding="utf-8")
            return True
    return False


def main() -> int:
    root = Path(sys.argv[1]).resolve()
    fix = "--fix" in sys.argv[2:]
    checked, missing, no_holder = 0, [], []
    for rel in sorted(candidates(root)):
        if not wants_line(rel, root):
            continue
        checked += 1
        with open(root / rel, encoding="utf-8", errors="replace") as f:
            head = [next(f, "") for _ in range(HEAD_LINES + 1)]
        if not any(TAG in line for line in head[:HEAD_LINES]):
            missing.append(rel)
        elif not any(COPYRIGHT_TAG in line and HOLDER in line for line in head):
            if not (fix and not rel.startswith("generated/") and add_copyright(root / rel)):
                no_holder.append(rel)
    for rel in missing:
        print(f"{rel}: no '{TAG}' line in its first {HEAD_LINES} lines")
    for rel in no_holder:
        print(f"{rel}: no '{COPYRIGHT_TAG} ... {HOLDER}' line after its licence line"
              + ("" if fix else " (tests/check_spdx.py SOURCE_ROOT --fix adds it)"))
    print(f"{checked} files checked, {len(missing)} without an SPDX licence line, {len(no_holder)} without the copyright line")
    if checked < 100:
        print("too few files found: is SOURCE_ROOT the project's root?")
        return 1
    return 1 if missing or no_holder else 0


if __name__ == "__main__":
    sys.exit(main())
