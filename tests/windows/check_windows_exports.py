# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""vulkan-1.dll as Windows programs and installers see it, read from the PE file itself:

- its export table holds exactly the names of the generated module-definition file, undecorated
  (no i686 stdcall '@N'), and the set equals the Khronos 1.4.359 loader's loader/vulkan-1.def
  (read from ../shared's Vulkan-Loader tarball; a skip without it, a failure under
  VKL_REQUIRE_SHARED=1 or VKL_NO_SKIP=1);
- it imports no DLL of the mingw runtime (libstdc++-6, libgcc_s_*, libwinpthread-1): those
  would be found by the DLL search order, wherever the program runs;
- its version resource carries the project's version as FileVersion.

Usage: check_windows_exports.py DLL GENERATED_DEF PROJECT_VERSION
"""
from __future__ import annotations

import io
import os
import struct
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SHARED = Path(os.environ.get("VKL_SHARED_DIR", ROOT.parent / "shared"))
KHRONOS_TARBALL = SHARED / "khronos-loader-tests" / "Vulkan-Loader-v1.4.359.tar.gz"
RUNTIME_DLLS = ("libstdc++", "libgcc_s", "libwinpthread")


class PE:
    """The few parts of a PE image this check reads: sections, data directories, RVAs."""

    def __init__(self, data: bytes):
        self.data = data
        if data[:2] != b"MZ":
            raise ValueError("not a PE file (no MZ header)")
        pe = struct.unpack_from("<I", data, 0x3C)[0]
        if data[pe:pe + 4] != b"PE\0\0":
            raise ValueError("not a PE file (no PE signature)")
        self.machine, nsections = struct.unpack_from("<HH", data, pe + 4)
        opt_size = struct.unpack_from("<H", data, pe + 20)[0]
        opt = pe + 24
        magic = struct.unpack_from("<H", data, opt)[0]
        dirs = opt + (112 if magic == 0x20B else 96)  # PE32+ or PE32
        self.dirs = [struct.unpack_from("<II", data, dirs + 8 * i) for i in range(16)]
        self.sections = []
        for i in range(nsections):
            s = opt + opt_size + 40 * i
            vsize, va, rsize, raw = struct.unpack_from("<IIII", data, s + 8)
            self.sections.append((va, max(vsize, rsize), raw))

    def off(self, rva: int) -> int:
        for va, size, raw in self.sections:
            if va <= rva < va + size:
                return raw + rva - va
        raise ValueError(f"RVA {rva:#x} outside every section")

    def cstr(self, rva: int) -> str:
        o = self.off(rva)
        return self.data[o:self.data.index(b"\0", o)].decode("ascii")

    def exports(self) -> list[str]:
        rva, size = self.dirs[0]
        if not rva:
            return []
        o = self.off(rva)
        nnames, _, names = struct.unpack_from("<III", self.data, o + 24)  # NumberOfNames, AddressOfFunctions, AddressOfNames
        return [self.cstr(struct.unpack_from("<I", self.data, self.off(names) + 4 * i)[0]) for i in range(nnames)]

    def imported_dlls(self) -> list[str]:
        rva, _ = self.dirs[1]
        out = []
        if not rva:
            return out
        o = self.off(rva)
        while True:
            lookup, _, _, name, thunks = struct.unpack_from("<IIIII", self.data, o)
            if not name and not thunks:
                return out
            out.append(self.cstr(name))
            o += 20


def def_names(text: str) -> set[str]:
    names, in_exports = set(), False
    for line in text.splitlines():
        line = line.split(";", 1)[0].strip()
        if not line:
            continue
        if line.upper() == "EXPORTS":
            in_exports = True
        elif in_exports:
            names.add(line.split()[0])
    return names


def main() -> int:
    dll, generated_def, version = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
    pe = PE(dll.read_bytes())
    failures = []
    exported = pe.exports()
    wanted = def_names(generated_def.read_text())
    if len(exported) != len(set(exported)):
        failures.append("an export name appears twice")
    decorated = sorted(n for n in exported if "@" in n or n.startswith("_"))
    if decorated:
        failures.append(f"decorated export names: {decorated[:5]}")
    if set(exported) != wanted:
        failures.append(f"exports differ from {generated_def.name}: extra {sorted(set(exported) - wanted)[:10]}, "
                        f"missing {sorted(wanted - set(exported))[:10]}")
    runtime = [d for d in pe.imported_dlls() if d.lower().startswith(RUNTIME_DLLS)]
    if runtime:
        failures.append(f"imports the mingw runtime's DLLs {runtime} (link it statically)")
    if "FileVersion".encode("utf-16-le") not in pe.data or version.encode("utf-16-le") not in pe.data:
        failures.append(f"no version resource with FileVersion {version}")
    skip = None
    if KHRONOS_TARBALL.exists():
        with tarfile.open(KHRONOS_TARBALL) as t:
            khronos = def_names(t.extractfile("loader/vulkan-1.def").read().decode())
        if len(khronos) != 265:
            failures.append(f"the Khronos vulkan-1.def holds {len(khronos)} names, not 265: another release?")
        if set(exported) != khronos:
            failures.append(f"exports differ from the Khronos 1.4.359 vulkan-1.def: extra "
                            f"{sorted(set(exported) - khronos)}, missing {sorted(khronos - set(exported))}")
    elif os.environ.get("VKL_REQUIRE_SHARED") == "1" or os.environ.get("VKL_NO_SKIP") == "1":
        failures.append(f"{KHRONOS_TARBALL} not found")
    else:
        skip = f"{KHRONOS_TARBALL} not found (a clone without ../shared): the Khronos comparison is skipped"
    for f in failures:
        print(f"{dll.name}: {f}")
    if failures:
        return 1
    print(f"{dll.name}: {len(exported)} exports, as {generated_def.name}"
          + ("" if skip else " and the Khronos 1.4.359 vulkan-1.def") + f"; FileVersion {version}; no mingw runtime DLL")
    if skip:
        print(skip)
        return 77
    return 0


if __name__ == "__main__":
    sys.exit(main())
