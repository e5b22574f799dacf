#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Compares a Khronos-suite run (results.tsv: index, Suite.Test, time, PASS|FAIL|CRASH|TIMEOUT)
with expected-failures.txt ("Suite.Test  reason", one per line; # comments). Prints the counts,
every unexpected failure (with its result) and every unexpected pass; exit 1 on either, or on
an entry without a reason or naming no test of the suite.
With --prune (a maintainer's step, never run by the test), entries for tests that now pass are
removed from expected-failures.txt; nothing is ever added.
"""
import sys
from pathlib import Path

prune = "--prune" in sys.argv
args = [a for a in sys.argv[1:] if a != "--prune"]
results_path, expected_path = Path(args[0]), Path(args[1])
results = {}
for line in results_path.read_text().splitlines():
    parts = line.split("\t")
    if len(parts) == 4:
        results[parts[1]] = parts[3]
expected = {}
problems = []
for n, line in enumerate(expected_path.read_text().splitlines(), 1):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    name, _, reason = line.partition(" ")
    if not reason.strip():
        problems.append(f"{expected_path.name}:{n}: {name} has no reason")
    expected[name] = reason.strip()
if len(results) < 600:
    problems.append(f"only {len(results)} results: the suite did not run completely")
for name in sorted(expected):
    if name not in results:
        problems.append(f"{expected_path.name}: {name} is not a test of the suite")
unexpected_fail = sorted(n for n, r in results.items() if r != "PASS" and n not in expected)
unexpected_pass = sorted(n for n, r in results.items() if r == "PASS" and n in expected)
passed = sum(1 for r in results.values() if r == "PASS")
crashes = sorted(n for n, r in results.items() if r in ("CRASH", "TIMEOUT"))
print(f"{passed} of {len(results)} passed; {len(expected)} expected failures; {len(crashes)} crashes/timeouts")
for n in unexpected_fail:
    print(f"UNEXPECTED {results[n]}: {n}")
for n in unexpected_pass:
    print(f"UNEXPECTED PASS (remove it from {expected_path.name}): {n}")
for p in problems:
    print(p)
if prune and unexpected_pass:
    gone = set(unexpected_pass)
    kept = [l for l in expected_path.read_text().splitlines(True) if l.split(" ", 1)[0].strip() not in gone]
    expected_path.write_text("".join(kept))
    print(f"pruned {len(gone)} entries from {expected_path.name}")
    sys.exit(1 if unexpected_fail or problems else 0)
sys.exit(1 if unexpected_fail or unexpected_pass or problems else 0)
