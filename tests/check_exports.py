#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""The built library's exported dynamic symbols equal the generated export list, its SONAME is
libvulkan.so.1, and it needs no C++ runtime: like the Khronos loader, it depends on the C library
alone, so that a C program does not load libstdc++ for it (loader/base/sync.h). Sanitizer
runtimes (sanitizer builds) are allowed, and in an UndefinedBehaviorSanitizer build
(VKL_UBSAN_BUILD=1, set by tests/meson.build) the C++ runtime too: clang's vptr and function
checks reference its type information (__cxxabiv1::__function_type_info) from the instrumented
code, whatever the loader's own code uses.

Usage: check_exports.py LIBRARY EXPORTS_TXT [HEADER_DIR]
With HEADER_DIR (a build from a newer registry against older headers), an expected export may
be absent only if those headers do not declare it (no PFN_<name> typedef).
"""
import os
import pathlib
import re
import subprocess
import sys

lib, listing = sys.argv[1], sys.argv[2]
declared = None
if len(sys.argv) > 3:
    text = "".join(p.read_text() for p in pathlib.Path(sys.argv[3]).glob("vulkan_*.h"))
    declared = set(re.findall(r"\bPFN_(vk\w+)\)", text))
expected = {l.strip() for l in open(listing) if l.strip() and not l.startswith("#")}
out = subprocess.run(["nm", "-D", "--defined-only", lib], check=True, capture_output=True, text=True).stdout
actual = {line.split()[-1] for line in out.splitlines() if line.strip()}
dyn = subprocess.run(["readelf", "-d", lib], check=True, capture_output=True, text=True).stdout
status = 0
if "Library soname: [libvulkan.so.1]" not in dyn:
    print(f"{lib}: SONAME is not libvulkan.so.1")
    status = 1
# No C++ runtime: neither a library nor a symbol of one (operator new, __cxa_guard_*, std::...).
ubsan = os.environ.get("VKL_UBSAN_BUILD") == "1"
needed = re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dyn)
for n in needed if not ubsan else []:
    if n.startswith(("libstdc++", "libc++", "libgcc_s")):
        print(f"{lib}: needs {n}; the loader uses the C library alone")
        status = 1
undefined = subprocess.run(["nm", "-D", "--undefined-only", lib], check=True, capture_output=True, text=True).stdout
for line in undefined.splitlines() if not ubsan else []:
    sym = line.split()[-1] if line.strip() else ""
    if re.search(r"@(GLIBCXX|CXXABI)_", sym):
        print(f"{lib}: uses {sym} of the C++ runtime")
        status = 1
absent = []
for name in sorted(expected - actual):
    if declared is not None and name not in declared:
        absent.append(name)
        continue
    print(f"missing export: {name}")
    status = 1
if absent:
    # One line that says why: headers older than the registry lack these commands' prototypes.
    core = pathlib.Path(sys.argv[3]) / "vulkan_core.h"
    m = re.search(r"#define VK_HEADER_VERSION_COMPLETE VK_MAKE_API_VERSION\(\d+, (\d+), (\d+), VK_HEADER_VERSION\)",
                  core.read_text()) if core.exists() else None
    p = re.search(r"#define VK_HEADER_VERSION (\d+)", core.read_text()) if core.exists() else None
    headers = f"{m.group(1)}.{m.group(2)}.{p.group(1)}" if m and p else "of unknown version"
    r = re.search(r"registry (\d+\.\d+\.\d+)", open(listing).read())
    registry = r.group(1) if r else "(unknown)"
    print(f"the headers ({headers}, {sys.argv[3]}) are older than the registry ({registry}): "
          f"{len(absent)} of its exports are not declared there, so not exported: {' '.join(absent)}")
for name in sorted(actual - expected):
    print(f"unexpected export: {name}")
    status = 1
print(f"{len(actual)} exported symbols, {len(expected)} expected")
sys.exit(status)
