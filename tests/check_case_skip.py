#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""A differential case left with no reference loader to compare with is reported as skipped, not
as passed (tests/case_skip.h): the hidden cases of tests/runtime/test_case_skip.cpp, run with the
Khronos 1.4.359 reference's cache pointing at an empty folder.

  only compares                   -> exit 77 (Meson's SKIP), the case and the reason listed
  only compares, VKL_NO_SKIP=1    -> a failure
  also checks its own outcome     -> a pass (the comparison's skip is a warning)
  both                            -> exit 77: one case checked nothing

Usage: check_case_skip.py DIFFERENTIAL_TEST_PROGRAM
"""
import os
import subprocess
import sys
import tempfile

ONLY = "case skip: a case that only compares when no reference is there"
ALSO = "case skip: a case that also checks its own outcome when no reference is there"


def main() -> int:
    program = sys.argv[1]
    problems = []
    with tempfile.TemporaryDirectory() as empty:
        env = dict(os.environ, VKL_CACHE_DIR=empty)
        env.pop("VKL_NO_SKIP", None)
        env.pop("VKL_DIFFERENTIAL_SUBJECT", None)

        def run(spec: str, **extra: str) -> subprocess.CompletedProcess:
            return subprocess.run([program, spec], env=dict(env, **extra), capture_output=True, text=True)

        def expect(what: str, r: subprocess.CompletedProcess, ok: bool, text: str = "") -> None:
            if not ok or text not in r.stdout:
                problems.append(f"{what}: exit {r.returncode}, wanted {'output with ' + repr(text) if text else ''}\n"
                                f"{r.stdout}{r.stderr}")

        r = run(ONLY)
        expect("a case that only compares", r, r.returncode == 77, "SKIP: 1 test case checked nothing")
        expect("a case that only compares (its reason)", r, True, "  " + ONLY + ": no reference to compare with")
        r = run(ONLY, VKL_NO_SKIP="1")
        expect("a case that only compares, VKL_NO_SKIP=1", r, r.returncode not in (0, 77))
        r = run(ALSO)
        expect("a case that also checks its own outcome", r, r.returncode == 0)
        r = run("[.case-skip]")
        expect("both cases", r, r.returncode == 77, "SKIP: 1 test case checked nothing")
    for p in problems:
        print(p)
    print(f"check_case_skip: {len(problems)} problem(s)" if problems else "check_case_skip: as expected")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
