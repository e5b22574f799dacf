# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""What `meson install` installs, for each configuration a user or a distribution picks, equals
the list kept in tests/install/<configuration>.txt; the distribution set holds every path of
Debian's libvulkan1 and libvulkan-dev (debian-libvulkan-1.3.239.txt) but the exceptions of
debian-absent.txt, each with its reason, which can only shrink.

Each configuration is only configured (`meson setup`, no build) with --prefix=/usr
--libdir=lib/<triplet>, and its install plan read with `meson introspect --installed`
(directories installed whole are expanded from the source tree). Paths are written with the
multiarch triplet as @TRIPLET@ and the headers' version as @VERSION@.

Usage: python3 tests/check_install_sets.py SOURCE_ROOT SCRATCH_DIR [--write]
  --write  rewrite the lists from what each configuration installs (after an intended change;
           review the diff)
       python3 tests/check_install_sets.py --plan BUILD_DIR
           print that build's install plan, a path a line (tests/check_install.sh compares it
           with what `meson install` put on disk)
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

# The configurations, by the options that make them (beyond --prefix=/usr --libdir=lib/<triplet>).
CONFIGURATIONS = {
    # What `meson setup build` installs: the loader, vkloader.
    "default": [],
    # The loader alone: libvulkan1's files and vulkan.pc.
    "loader-only": ["-Dtools=false", "-Dsample_layers=false"],
    # A distribution building every package from this source (README "Distributions"):
    # libvulkan1, libvulkan-dev (headers, registry, CMake package), vkloader, the sample layer.
    "distribution": ["-Dinstall_headers=true", "-Dsample_layers=true"],
    # The layer SDK beside the loader (layers/README.md).
    "layer-sdk": ["-Dlayer_sdk=true"],
}
COMMON = ["-Dtests=false", "-Dbench=false", "--prefix=/usr"]


def triplet() -> str:
    out = subprocess.run(["c++", "-print-multiarch"], capture_output=True, text=True).stdout.strip()
    return out or "x86_64-linux-gnu"


def installed(src: Path, scratch: Path, options: list[str], multiarch: str, version: str) -> list[str]:
    scratch.mkdir(parents=True, exist_ok=True)
    if (scratch / "build.ninja").exists():
        cmd = ["meson", "configure", str(scratch)] + [o for o in options + COMMON if o.startswith("-D")]
    else:
        cmd = ["meson", "setup", str(scratch), str(src), f"--libdir=lib/{multiarch}"] + COMMON + options
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{r.stdout[-3000:]}{r.stderr[-3000:]}")
    return sorted(normalise(p, multiarch, version) for p in plan(scratch))


def plan(build: Path) -> list[str]:
    """What `meson install` of `build` puts where, file by file (install_subdir expanded)."""
    installed = json.loads(subprocess.run(["meson", "introspect", str(build), "--installed"], capture_output=True,
                                          text=True, check=True).stdout)
    paths = []
    for source, dest in installed.items():
        if os.path.isdir(source):  # install_subdir: every file under it
            for d, _, names in os.walk(source):
                paths += [os.path.join(dest, os.path.relpath(os.path.join(d, n), source)) for n in names]
        else:
            paths.append(dest)
    return paths


def normalise(path: str, multiarch: str, version: str) -> str:
    return path.replace(multiarch, "@TRIPLET@").replace(version, "@VERSION@")


def read_list(path: Path) -> list[str]:
    return [l.rstrip("\n") for l in path.read_text().splitlines() if l.strip() and not l.startswith("#")]


def main() -> int:
    if sys.argv[1:2] == ["--plan"]:
        print("\n".join(sorted(plan(Path(sys.argv[2])))))
        return 0
    src, scratch = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
    write = "--write" in sys.argv[3:]
    lists = src / "tests" / "install"
    version = (src / "generated" / "registry_version.txt").read_text().split()[-1]
    multiarch = triplet()
    problems = []
    sets = {}
    for name, options in CONFIGURATIONS.items():
        # One scratch build per configuration: reconfiguring one directory keeps stale options.
        got = installed(src, scratch / name, options, multiarch, version)
        sets[name] = got
        listed = lists / f"{name}.txt"
        if write:
            head = [l for l in listed.read_text().splitlines() if l.startswith("#")] if listed.exists() else [
                "# SPDX-License-Identifier: Apache-2.0", "# SPDX-FileCopyrightText: 2026 The vkl Authors",
                f"# meson install with {' '.join(options) or 'the default options'} (tests/check_install_sets.py)"]
            listed.write_text("\n".join(head + got) + "\n")
            continue
        want = read_list(listed) if listed.exists() else []
        for p in sorted(set(got) - set(want)):
            problems.append(f"{name}: installs {p}, which {listed.relative_to(src)} does not list")
        for p in sorted(set(want) - set(got)):
            problems.append(f"{name}: {listed.relative_to(src)} lists {p}, which is not installed")
        print(f"{name} ({' '.join(options) or 'default options'}): {len(got)} files")
    # The distribution set against Debian's packages.
    debian = set(read_list(lists / "debian-libvulkan-1.3.239.txt"))
    absent = {}
    for line in read_list(lists / "debian-absent.txt"):
        path, _, why = line.partition("\t")
        if not why.strip():
            problems.append(f"debian-absent.txt: {path} has no reason (PATH<TAB>why)")
        absent[path] = why
    dist = set(sets["distribution"])
    for p in sorted(debian - dist - set(absent)):
        problems.append(f"distribution: Debian's libvulkan1/libvulkan-dev install {p}; this set does not "
                        "(install it, or give the reason in tests/install/debian-absent.txt)")
    for p in sorted(set(absent)):
        if p not in debian:
            problems.append(f"debian-absent.txt: {p} is not one of Debian's paths: remove the line")
        elif p in dist:
            problems.append(f"debian-absent.txt: {p} is installed now: remove the line")
    print(f"Debian's libvulkan1 + libvulkan-dev: {len(debian)} paths, {len(debian & dist)} installed by the "
          f"distribution set, {len(absent)} absent with a reason")
    for p in problems:
        print(p)
    if not write:
        shutil.rmtree(scratch, ignore_errors=True)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
