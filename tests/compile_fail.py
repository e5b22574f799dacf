#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""A compile-fail test: COMPILER... SOURCE must fail to compile with -DMACRO, with an error that
contains EXPECTED, and must compile without it (the control: the test can fail).

  compile_fail.py MACRO EXPECTED -- COMPILER ARGS... SOURCE
"""
import subprocess
import sys


def main() -> int:
    macro, expected = sys.argv[1], sys.argv[2]
    cmd = sys.argv[sys.argv.index("--") + 1:]
    bad = subprocess.run(cmd + ["-D" + macro], capture_output=True, text=True)
    if bad.returncode == 0:
        print(f"compiled with -D{macro}, which must fail:\n{' '.join(cmd)}")
        return 1
    if expected not in bad.stderr:
        print(f"failed with -D{macro}, but no error says {expected!r}:\n{bad.stderr[-4000:]}")
        return 1
    good = subprocess.run(cmd, capture_output=True, text=True)
    if good.returncode != 0:
        print(f"the control (without -D{macro}) does not compile:\n{good.stderr[-4000:]}")
        return 1
    print(f"-D{macro}: error {expected!r}; without it: compiles")
    return 0


if __name__ == "__main__":
    sys.exit(main())
