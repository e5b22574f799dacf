# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Every test a row of tests/conformance/reference-audit.md names exists: a row held by a test that
was renamed or removed is held by nothing. The test fails naming each row and the missing test.

Usage: python3 tests/conformance/check_audit_tests.py [AUDIT]
What a row may name (the audit's "How to read a row"):
  rt/<file> "<case>", rules/<file> "<case>"  a Catch2 TEST_CASE of tests/runtime/<file>.cpp;
  unit/<file> "<case>"                       one of tests/unit/<file>.cpp;
  "<case>" alone in the test column of the "Fixed here" table: a TEST_CASE of any tests/**/*.cpp;
  tests/<path>, codegen/<path>, loader/<folder>/<path> ...
                                             a file of this repository (a Python or shell test, or
                                             the code a row points at), in the ours and held-by
                                             columns;
  (`<name>` test ...)                        a test registered in a meson.build under tests/;
  XF:<Suite.Test>                            a line of tests/conformance/expected-failures.txt;
  K:<Suite.Test> or K:<Suite>.*              a test (or suite) of the Khronos 1.4.359 suite that is
                                             NOT in expected-failures.txt; that it exists in the
                                             suite is checked when ../shared holds the suite's
                                             tarball (tests/shared_data.py), and skipped (said so)
                                             otherwise.
"""
from __future__ import annotations

import re
import sys
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
TESTS = HERE.parent
ROOT = TESTS.parent
sys.path.insert(0, str(TESTS))
import shared_data  # noqa: E402

AUDIT = HERE / "reference-audit.md"
EXPECTED_FAILURES = HERE / "expected-failures.txt"
TARBALL = shared_data.SHARED / "khronos-loader-tests" / "Vulkan-Loader-v1.4.359.tar.gz"
FOLDERS = {"rt": "runtime", "rules": "runtime", "unit": "unit"}

_CATCH_CASE = re.compile(r'\bTEST_CASE\s*\(\s*"((?:[^"\\]|\\.)*)"')
_GTEST_CASE = re.compile(r"\bTEST(?:_F|_P)?\s*\(\s*(\w+)\s*,\s*(\w+)\s*\)")
_MESON_TEST = re.compile(r"""\btest\(\s*'([^']+)'""")
_FILE_CASE = re.compile(r'(?<![\w/.])(\w+)/(\w+) "([^"]*)"')
_SUITE_TEST = re.compile(r"\b(K|XF):([A-Za-z_]\w*)\.(\*|[A-Za-z_]\w*)")
# This project's own paths (the reference's are loader/<file>.c, flat, and docs/: not checked).
_PATH = re.compile(r"(?<![\w/.-])((?:loader/(?:base|discovery|dispatch|extensions|objects|types)|codegen|bench|tools|layers"
                   r"|generated|tests)/[\w/.-]*\w)")
_MESON_NAME = re.compile(r"\(`([\w-]+)` test\b")


def catch_cases(path: Path) -> set[str]:
    text = path.read_text(encoding="utf-8", errors="replace")
    # The name as the program sees it: C escapes (\" and \\) undone, any other character as is.
    return {re.sub(r"\\(.)", r"\1", m.group(1)) for m in _CATCH_CASE.finditer(text)}


def cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def table_rows(text: str):
    """(row key, header cells, row cells) for every row of every table."""
    header: list[str] = []
    for line in text.splitlines():
        if not line.startswith("|"):
            header = []
            continue
        row = cells(line)
        if not header:
            header = row
        elif not all(set(c) <= {"-", ":", " "} for c in row):
            yield row[0], header, row


def khronos_suite() -> set[tuple[str, str]] | None:
    if not TARBALL.exists():
        return None
    found: set[tuple[str, str]] = set()
    with tarfile.open(TARBALL) as tar:
        for m in tar.getmembers():
            if m.isfile() and "/tests/" in "/" + m.name and m.name.endswith(".cpp"):
                text = tar.extractfile(m).read().decode("utf-8", errors="replace")
                found |= {(a, b) for a, b in _GTEST_CASE.findall(text)}
    return found


def problems(text: str) -> tuple[list[str], bool]:
    cases_by_file: dict[Path, set[str]] = {}
    all_cases: set[str] = set()
    for p in TESTS.rglob("*.cpp"):
        cases_by_file[p] = catch_cases(p)
        all_cases |= cases_by_file[p]
    meson_tests = {n for p in TESTS.rglob("meson.build") for n in _MESON_TEST.findall(p.read_text(encoding="utf-8"))}
    xf = {line.split()[0] for line in EXPECTED_FAILURES.read_text(encoding="utf-8").splitlines()
          if line.strip() and not line.startswith("#")}
    suite = khronos_suite()
    out: list[str] = []
    for key, header, row in table_rows(text):
        held = " | ".join(row[1:])
        for prefix, name, case in _FILE_CASE.findall(held):
            if prefix not in FOLDERS:
                out.append(f"{key}: {prefix}/{name} \"{case}\": unknown prefix {prefix}/ (rt/, rules/, unit/)")
                continue
            path = TESTS / FOLDERS[prefix] / f"{name}.cpp"
            if path not in cases_by_file:
                out.append(f"{key}: {prefix}/{name}: no such file {path.relative_to(ROOT)}")
            elif case not in cases_by_file[path]:
                out.append(f"{key}: {prefix}/{name} has no TEST_CASE \"{case}\"")
        if header and header[-1] == "test":
            for case in re.findall(r'"([^"]*)"', row[-1]):
                if case not in all_cases:
                    out.append(f"{key}: no TEST_CASE \"{case}\" in tests/")
        for path in _PATH.findall(" | ".join(row[2:])):
            if not (ROOT / path).exists():
                out.append(f"{key}: {path} does not exist")
        for name in _MESON_NAME.findall(held):
            if name not in meson_tests:
                out.append(f"{key}: no meson test named '{name}' under tests/")
        for kind, suite_name, test in _SUITE_TEST.findall(held):
            full = f"{suite_name}.{test}"
            if kind == "XF":
                if full not in xf:
                    out.append(f"{key}: XF:{full} is not in tests/conformance/expected-failures.txt")
                continue
            if test != "*" and full in xf:
                out.append(f"{key}: K:{full} is in expected-failures.txt (name it XF:)")
            if suite is not None:
                if test == "*" and not any(s == suite_name for s, _ in suite):
                    out.append(f"{key}: K:{full}: the Khronos suite has no {suite_name} tests")
                elif test != "*" and (suite_name, test) not in suite:
                    out.append(f"{key}: K:{full} is not a test of the Khronos 1.4.359 suite")
    return out, suite is not None


def main(argv: list[str]) -> int:
    audit = Path(argv[1]) if len(argv) > 1 else AUDIT
    if shared_data.REQUIRED and not TARBALL.exists():
        print(f"VKL_REQUIRE_SHARED=1 but {TARBALL} does not exist", file=sys.stderr)
        return 1
    found, checked_suite = problems(audit.read_text(encoding="utf-8"))
    if found:
        print(f"{audit}: {len(found)} tests or files named by rows do not exist:", file=sys.stderr)
        for p in found:
            print(f"  {p}", file=sys.stderr)
        return 1
    if not checked_suite:
        print(f"note: {TARBALL} not found: K: names were not checked against the Khronos suite")
    print(f"{audit.name}: every test and file a row names exists")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
