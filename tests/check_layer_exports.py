#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""A layer built on the chassis exports the layer interface and nothing else:
its defined dynamic symbols are exactly the names of the chassis's version script
(layers/chassis/vkl-layer.map, installed with the SDK), and none is STB_GNU_UNIQUE (which glibc
never unloads: the layer's lifetime would no longer be the chassis's rule).

Usage: check_layer_exports.py VERSION_SCRIPT LAYER.so...
"""
import re
import subprocess
import sys


def interface(script: str) -> set[str]:
    text = re.sub(r"/\*.*?\*/", "", open(script).read(), flags=re.S)
    glob = text.split("global:")[1].split("local:")[0]
    return {n.strip() for n in glob.split(";") if n.strip()}


def main() -> int:
    expected = interface(sys.argv[1])
    status = 0
    for lib in sys.argv[2:]:
        out = subprocess.run(["nm", "-D", "--defined-only", lib], check=True, capture_output=True, text=True).stdout
        symbols = {}
        for line in out.splitlines():
            parts = line.split()
            if len(parts) >= 2:
                symbols[parts[-1]] = parts[-2]
        extra = sorted(set(symbols) - expected)
        missing = sorted(expected - set(symbols))
        unique = sorted(n for n, kind in symbols.items() if kind == "u")
        for what, names in (("exports more than the layer interface", extra), ("lacks", missing),
                            ("exports STB_GNU_UNIQUE symbols (never unloaded)", unique)):
            if names:
                print(f"{lib}: {what}: {' '.join(names)}")
                status = 1
        if status == 0:
            print(f"{lib}: exports the layer interface only ({len(symbols)} symbols)")
    return status


if __name__ == "__main__":
    sys.exit(main())
