#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Every test and suite README's "Which tests to run after a change" table names exists in this
build (Meson's introspection, meson-info/intro-tests.json), so the table cannot drift from the
tests. Names this configuration leaves out on purpose (a sanitizer build has no preinstance-alloc)
are given after --not-configured, by tests/meson.build, under the same conditions.

Usage: check_test_table.py README.md BUILD_DIR [--not-configured NAME...]
"""
import json
import re
import sys
from pathlib import Path

HEADING = "### Which tests to run after a change"


def table_names(readme: str) -> tuple[list[str], list[str]]:
    text = Path(readme).read_text()
    if HEADING not in text:
        sys.exit(f"check_test_table: {readme} has no '{HEADING}' section")
    section = text.split(HEADING, 1)[1].split("\n#", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("|") and not line.startswith("| ---")][1:]
    if not rows:
        sys.exit(f"check_test_table: no table under '{HEADING}'")
    tests, suites = [], []
    for row in rows:
        cells = [c.strip() for c in row.strip("|").split("|")]
        for token in re.findall(r"`([^`]+)`", cells[-1]):
            if token.startswith("--suite "):
                suites.append(token.split()[1])
            else:
                tests.append(token)
    return tests, suites


def main() -> int:
    readme, build = sys.argv[1], Path(sys.argv[2])
    rest = sys.argv[3:]
    not_configured = set(rest[rest.index("--not-configured") + 1:]) if "--not-configured" in rest else set()
    intro = json.loads((build / "meson-info" / "intro-tests.json").read_text())
    names = {t["name"] for t in intro}
    # Suites are "project:suite" in the introspection.
    known_suites = {s.split(":", 1)[-1] for t in intro for s in t["suite"]}
    tests, suites = table_names(readme)
    problems = [f"no test named '{t}'" for t in tests if t not in names and t not in not_configured]
    problems += [f"no suite named '{s}'" for s in suites if s not in known_suites]
    for p in problems:
        print(f"{readme}, '{HEADING[4:]}': {p}")
    print(f"check_test_table: {len(tests)} test names and {len(suites)} suites checked, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
