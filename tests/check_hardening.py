# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""The control-flow protection the compiler flags ask for reaches the library's GNU property note.

With -fcf-protection (x86: IBT, SHSTK) or -mbranch-protection=standard (AArch64: BTI, PAC) every
C++ object gets a .note.gnu.property; the linker keeps a feature in the library only when every
input has it, so one object without it (hand-written assembly, such as the generated unknown-
command trampolines) silently drops the marking. Checked, with `readelf -n`:
  1. every object of the loader (the members of libvkl_core.a, the trampolines included) carries
     the expected features;
  2. the library carries them whenever the toolchain can produce them at all: an empty shared
     library linked by the same compiler with the same flags is the reference (Debian 12's glibc
     start files crti.o/crtn.o have no note, so there no shared library gets one);
  3. on x86, the library relinked with `-z cet-report=warning`: the only inputs without IBT/SHSTK
     are the toolchain's own files, none of this build's.

Usage: check_hardening.py FEATURES ARCHIVE LIBRARY BUILD_DIR -- COMPILER... [FLAGS...]
FEATURES is what the flags ask for, as readelf names them ("IBT, SHSTK", "BTI, PAC", "BTI").
"""
from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path


def features(readelf_text: str) -> set[str]:
    found: set[str] = set()
    for m in re.finditer(r"(?:x86|AArch64) feature: (.*)", readelf_text):
        found |= {f.strip() for f in m.group(1).split(",")}
    return found


def notes(path: str) -> str:
    return subprocess.run(["readelf", "-n", path], capture_output=True, text=True, check=True).stdout


def main() -> int:
    sep = sys.argv.index("--")
    want_text, archive, library, build_dir = sys.argv[1:sep]
    compiler = sys.argv[sep + 1:]
    want = {f.strip() for f in want_text.split(",")}
    problems = []

    # 1. Every object in the archive.
    members = re.split(r"^File: ", notes(archive), flags=re.M)[1:]
    for block in members:
        name = block.splitlines()[0].strip()
        missing = want - features(block)
        if missing:
            problems.append(f"{name}: no {', '.join(sorted(missing))} in its GNU property note")
    if not members:
        problems.append(f"{archive}: readelf lists no members")
    print(f"{len(members)} objects checked for {want_text}")

    with tempfile.TemporaryDirectory() as tmp:
        # 2. What the toolchain can do: an empty library linked the same way.
        src = Path(tmp) / "empty.cpp"
        src.write_text("int vkl_hardening_reference() { return 0; }\n")
        ref = Path(tmp) / "libref.so"
        subprocess.run(compiler + ["-shared", "-fPIC", str(src), "-o", str(ref)], check=True)
        ref_has = want <= features(notes(str(ref)))
        lib_has = features(notes(library))
        if ref_has and not want <= lib_has:
            problems.append(f"{library}: the note has {sorted(lib_has) or 'nothing'}, the toolchain's "
                            f"own reference library has {want_text}")
        print(f"library: {', '.join(sorted(lib_has)) or 'no marking'}; reference library of this "
              f"toolchain: {'marked' if ref_has else 'no marking (its start files lack the note)'}")

        # 3. x86: which inputs of the real link drop IBT/SHSTK.
        if want & {"IBT", "SHSTK"}:
            out = Path(tmp) / "relinked.so"
            r = subprocess.run(compiler + ["-shared", "-fPIC", "-o", str(out), "-Wl,--whole-archive",
                                           archive, "-Wl,--no-whole-archive", "-Wl,-z,cet-report=warning"],
                               capture_output=True, text=True)
            if r.returncode != 0:
                problems.append(f"relinking {archive} failed: {r.stderr.strip()}")
            build = str(Path(build_dir).resolve())
            culprits = re.findall(r"^\S*ld\S*: (\S+): warning: missing (?:IBT|SHSTK)", r.stderr, re.M)
            ours = [c for c in culprits if str(Path(c).resolve()).startswith(build) or "libvkl_core" in c]
            for c in ours:
                problems.append(f"{c}: this build's object lacks IBT/SHSTK (the linker drops the marking)")
            print("inputs without IBT/SHSTK: " + (", ".join(sorted(set(culprits))) or "none"))

    for p in problems:
        print("FAIL:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
