# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Rules are named in place: no file of the project points at a ticket number instead of saying
what a rule is. The tickets are not in the repository, so "(issue 31 rule 8)", "rule 5's
calls", "issues 26-28", "review of issue 33", "stop 35's legs", "Layer chassis, round 2", a
test file `test_..._rules31.cpp` or a Catch2 tag `[issue31]` tell a reader nothing. Say the
behaviour instead ("without VK_LOADER_DEBUG nothing reaches stderr"), quote the spec or loader
document passage the rule follows, or give the policy's reason. An audit row id of
tests/conformance/reference-audit.md (W15, ENV2) or a section of a document in the tree is a
name a reader can look up, and is fine; so is a web address (`.../issues/1234`) and a loop count
("from round 50 on").

Usage: python3 tests/check_rule_names.py SOURCE_ROOT
Reads the files git lists when SOURCE_ROOT is a checkout (untracked scratch files do not count),
else walks the tree (a release tarball), skipping build directories; registry/ (the Khronos
release, with its own history) is not ours. Checks both each file's text and its path.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

# What a ticket reference looks like, with what each form is.
# Not after a letter, rather than at a word boundary, so that `test_x_rules31.cpp` and
# `[issue31]` count.
FORMS = [
    (re.compile(r"(?<![A-Za-z])[Ii]ssues?[ #_-]*\d+"), "an issue number"),
    (re.compile(r"(?<![A-Za-z])[Rr]ules?[ _-]*\d+(?!\d)"), "a rule number"),
    (re.compile(r"\b[Ii]tems? \d+\b"), "an item number"),
    (re.compile(r"\b[Ss]tops? \d+\b"), "a milestone number"),
    (re.compile(r"(?:,\s*|\()[Rr]ound \d+\b"), "a round number"),
]
SKIPPED_PREFIXES = ("registry/", ".git/")
SELF = "tests/check_rule_names.py"  # it spells the forms out


def candidates(root: Path) -> list[str]:
    if (root / ".git").exists():
        try:
            out = subprocess.run(["git", "-C", str(root), "ls-files", "-z"], capture_output=True,
                                 text=True, check=True).stdout
            return [f for f in out.split("\0") if f]
        except (OSError, subprocess.CalledProcessError):
            pass
    files = []
    for d, dirs, names in os.walk(root):
        dirs[:] = [x for x in dirs if not (Path(d, x, "meson-private").exists()
                                           or x in ("__pycache__", "debian", "subprojects")
                                           or (x.startswith(".") and x != ".ci"))]
        files += [str(Path(d, n).relative_to(root)) for n in names]
    return files


def findings(rel: str, text: str) -> list[str]:
    out = [f"{rel}: its name holds {what} ({m.group(0)!r})"
           for pattern, what in FORMS for m in pattern.finditer(rel)]
    for lineno, line in enumerate(text.splitlines(), 1):
        for pattern, what in FORMS:
            for m in pattern.finditer(line):
                out.append(f"{rel}:{lineno}: {what} ({m.group(0)!r}) instead of the rule's name: {line.strip()[:120]}")
    return out


def main() -> int:
    root = Path(sys.argv[1]).resolve()
    checked, found = 0, []
    for rel in sorted(candidates(root)):
        if rel.startswith(SKIPPED_PREFIXES) or rel == SELF:
            continue
        try:
            data = (root / rel).read_bytes()
        except OSError:
            continue  # a deleted file git still lists, or a dangling link
        checked += 1
        text = "" if b"\0" in data else data.decode("utf-8", errors="replace")
        found += findings(rel, text)
    for f in found:
        print(f)
    print(f"{checked} files checked, {len(found)} ticket references")
    if checked < 100:
        print("too few files found: is SOURCE_ROOT the project's root?")
        return 1
    if found:
        print("Name each rule by what it says (a behaviour, the spec or document passage it follows, or "
              "the policy's reason): tests/check_rule_names.py says why")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
