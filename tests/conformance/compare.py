#!/usr/bin/env python3
"""Compares a Khronos-suite run (results.tsv: index, Suite.Test, time, PASS|FAIL|CRASH|TIMEOUT)
with expected-failures.txt ("Suite.Test  reason", one per line; # comments). Prints the counts,
every unexpected failure (with its result) and every unexpected pass; exit 1 on either, or on
an entry without a reason or naming no test of the suite.
"""
import sys
from pathlib import Path

results_path, expected_path = Path(sys.argv[1]), Path(sys.argv[2])
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
sys.exit(1 if unexpected_fail or unexpected_pass or problems else 0)
