#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""VK_LAYER_VKL_object_lifetimes beside the Khronos validation layer's object tracker (Debian
12's vulkan-validationlayers 1.3.239, its other checks disabled): object_errors.cpp commits each
error class once on lavapipe, and both layers must report the same messages (VUID and objects,
per case), through this loader, the Khronos 1.4.359 build and Debian's 1.3.239 loader, with each
layer's handle wrapping off and on (the Khronos layer's unique handles, this one's
handle_wrapping setting): the same in every run.

It also states the commands each validates, for the same registry (Debian's 1.3.239 vk.xml,
libvulkan-dev): the Khronos layer's are the commands of the -parameter VUIDs of handle
parameters its library holds; this project's, those its generated hooks
(templates/object_hooks.h.j2) give for that registry. Every command of the first must be one of
the second but those the layer chassis answers itself (their one handle is the dispatchable one
the chassis found the instance or device by).

The differences are listed in object_errors-differences.txt, each with its reason, and the list
can only shrink: a listed difference that no longer occurs fails the test, as does one not
listed. Every error case must draw at least one message from this project's layer, and the
valid cases none.

  object_errors.py PROGRAM LAYER_DIR LAVAPIPE_MANIFEST OUR_LOADER
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
DIFFERENCES = HERE / "object_errors-differences.txt"
VVL_DIR = Path("/usr/share/vulkan/explicit_layer.d")
VVL_MANIFEST = VVL_DIR / "VkLayer_khronos_validation.json"
OURS = "VK_LAYER_VKL_object_lifetimes"
VVL = "VK_LAYER_KHRONOS_validation"
VALID_CASES = {"valid", "valid-cleanup"}


def skip_or_fail(why: str) -> None:
    if os.environ.get("VKL_NO_SKIP") == "1":
        print(f"FAIL (VKL_NO_SKIP=1): {why}")
        sys.exit(1)
    print(f"SKIP: {why}")
    sys.exit(77)


def khronos_loader() -> Path:
    cache = os.environ.get("VKL_CACHE_DIR") or (
        (os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")) + "/vkl")
    return Path(cache) / "khronos-loader-tests-v1.4.359" / "build" / "loader" / "libvulkan.so.1"


def run(program: str, loader: Path, layer: str, layer_dir: str, lavapipe: str, mode: str) -> dict[str, Counter]:
    """The messages per case of one run (the program's output parsed)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("VK_", "VKL_"))}
    env.update(VK_DRIVER_FILES=lavapipe, VK_LAYER_PATH=layer_dir if layer == OURS else str(VVL_DIR))
    with tempfile.TemporaryDirectory() as d:
        # The loader under test as libvulkan.so.1 of a folder of its own, ahead of the program's
        # RUNPATH (the program checks which one it runs on).
        (Path(d) / "libvulkan.so.1").symlink_to(loader)
        env["LD_LIBRARY_PATH"] = d
        p = subprocess.run([program, str(loader), layer, mode], env=env, capture_output=True, text=True, timeout=120)
    where = f"{layer} on {loader} ({mode})"
    if p.returncode != 0 or not p.stdout.rstrip().splitlines()[-1:] or not p.stdout.rstrip().splitlines()[-1].startswith("end:"):
        print(f"FAIL: {where}: exit {p.returncode}\n{p.stdout}{p.stderr}")
        sys.exit(1)
    # Wrapped or not: the first buffer's handle the program saw is this layer's id (a count from
    # 1: under 2^32) or the driver's pointer (lavapipe's, above).
    first = next((l for l in p.stderr.splitlines() if l.startswith("the first buffer's handle: ")), "")
    handle = int(first.rsplit(" ", 1)[1], 16) if first else None
    if layer == OURS and (handle is None or (mode == "wrap") != (handle < 1 << 32)):
        print(f"FAIL: {where}: the first buffer's handle is {first or 'not printed'}: "
              f"{'not an id of the layer' if mode == 'wrap' else 'not the driver'}'s\n{p.stderr}")
        sys.exit(1)
    cases: dict[str, Counter] = {}
    current = None
    for line in p.stdout.splitlines():
        if line.startswith("case "):
            current = line[5:]
            cases[current] = Counter()
        elif line.startswith("  ") and current is not None:
            cases[current][line.strip()] += 1
    return cases


def read_differences() -> dict[tuple[str, str, str], str]:
    out = {}
    for n, raw in enumerate(DIFFERENCES.read_text().splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        entry, _, reason = line.partition("  # ")
        case, _, rest = entry.partition(": ")
        if not reason or rest[:1] not in "+-" or not case:
            print(f"FAIL: {DIFFERENCES.name}:{n}: not 'CASE: +LINE  # reason' or 'CASE: -LINE  # reason': {raw}")
            sys.exit(1)
        out[(case, rest[0], rest[1:].strip())] = reason
    return out


# The commands the chassis answers itself (policy.LAYER_CHASSIS_OWNED and not hooked): a layer
# on the chassis sees no call of them to validate.
CHASSIS_ANSWERS = {"vkCreateInstance", "vkEnumerateDeviceExtensionProperties", "vkEnumerateDeviceLayerProperties",
                   "vkGetDeviceProcAddr", "vkGetInstanceProcAddr"}


def coverage(failures: list[str]) -> None:
    import re
    registry = Path("/usr/share/vulkan/registry/vk.xml")
    library = Path("/usr/lib") / subprocess.run(["gcc", "-print-multiarch"], capture_output=True, text=True).stdout.strip() / \
        "libVkLayer_khronos_validation.so"
    if not registry.is_file() or not library.is_file():
        print(f"note: no {registry} or {library}: the commands validated are not counted")
        return
    sys.path.insert(0, str(HERE.parent.parent))
    from codegen import registry_model, view
    v = view.build(registry_model.parse(registry))
    canonical = {n: c for c in v.commands for n in c.cmd.names}
    handles = set(v.registry.handles) | {a for h in v.registry.handles.values() for a in h.aliases}
    text = subprocess.run(["strings", "-n", "8", str(library)], capture_output=True, text=True).stdout
    theirs = set()
    for command, param in set(re.findall(r"VUID-(vk[A-Za-z0-9]+)-([A-Za-z0-9]+)-parameter", text)):
        c = canonical.get(command)
        if c and any(p.name == param and p.type in handles for p in c.cmd.params):
            theirs.add(c.cmd.name)
    ours = {c.cmd.name for c in v.commands if c.chassis_hooked}
    print(f"commands validated, for the 1.3.239 registry: {OURS} {len(ours)} "
          f"({sum(len(canonical[n].cmd.names) for n in ours)} names with aliases), {VVL} 1.3.239 {len(theirs)} "
          f"({sum(len(canonical[n].cmd.names) for n in theirs)}); the chassis answers {len(CHASSIS_ANSWERS & theirs)} of theirs itself")
    if len(theirs) < 500:
        failures.append(f"only {len(theirs)} commands found in {library}'s VUIDs: the count is broken")
    missing = theirs - ours - CHASSIS_ANSWERS
    if missing:
        failures.append(f"commands the Khronos layer validates and ours does not: {sorted(missing)}")


def vkcube(layer_dir: str, lavapipe: str, loader: str, failures: list[str]) -> None:
    """A real program through the layer, wrapping off and on: it runs, and the layer finds
    nothing to report (its swapchain images end with their swapchain)."""
    import shutil
    if not shutil.which("vkcube") or not shutil.which("xvfb-run"):
        print("note: no vkcube or xvfb-run (Debian packages vulkan-tools, xvfb): not run")
        return
    for wrap in ("false", "true"):
        env = {k: v for k, v in os.environ.items() if not k.startswith(("VK_", "VKL_"))}
        env.update(VK_DRIVER_FILES=lavapipe, VK_LAYER_PATH=layer_dir, VK_INSTANCE_LAYERS=OURS,
                   VK_VKL_OBJECT_LIFETIMES_HANDLE_WRAPPING=wrap, LD_LIBRARY_PATH=str(Path(loader).parent))
        p = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 640x480x24", "vkcube", "--c", "20"], env=env,
                           capture_output=True, text=True, timeout=300)
        reported = [l for l in (p.stdout + p.stderr).splitlines() if l.startswith(OURS)]
        if p.returncode != 0 or reported or "Selected GPU" not in p.stdout + p.stderr:
            failures.append(f"vkcube with {OURS} (handle_wrapping={wrap}): exit {p.returncode}, "
                            f"{len(reported)} lines of the layer: {(p.stdout + p.stderr)[-2000:]}")
        else:
            print(f"vkcube: 20 frames through {OURS}, handle_wrapping={wrap}, nothing reported")


def main() -> int:
    program, layer_dir, lavapipe, our_loader = sys.argv[1:5]
    if not VVL_MANIFEST.is_file():
        skip_or_fail(f"no {VVL_MANIFEST} (Debian package vulkan-validationlayers: tools/install-deps test)")
    loaders = [Path(our_loader)]
    kh = khronos_loader()
    if kh.is_file():
        loaders.append(kh)
    elif os.environ.get("VKL_REQUIRE_SHARED") == "1":
        print(f"FAIL: no Khronos 1.4.359 loader at {kh} (VKL_REQUIRE_SHARED=1)")
        return 1
    else:
        print(f"note: no Khronos 1.4.359 loader at {kh}: compared through this loader and Debian's alone")
    system = Path("/usr/lib") / subprocess.run(["gcc", "-print-multiarch"], capture_output=True, text=True).stdout.strip() / "libvulkan.so.1"
    if system.exists():
        loaders.append(system)

    expected = read_differences()
    seen: set[tuple[str, str, str]] = set()
    failures: list[str] = []
    coverage(failures)
    vkcube(layer_dir, lavapipe, our_loader, failures)
    first: dict[str, dict[str, Counter]] = {}
    for mode in ("nowrap", "wrap"):
        for loader in loaders:
            got = {layer: run(program, loader, layer, layer_dir, lavapipe, mode) for layer in (OURS, VVL)}
            for layer in (OURS, VVL):
                if layer in first and got[layer] != first[layer]:
                    failures.append(f"{layer} ({mode}) reports otherwise on {loader} than without wrapping on {loaders[0]}")
                first.setdefault(layer, got[layer])
            ours, theirs = got[OURS], got[VVL]
            if set(ours) != set(theirs):
                failures.append(f"the two runs on {loader} ({mode}) have other cases: {sorted(set(ours) ^ set(theirs))}")
            for case in ours:
                if case in VALID_CASES and ours[case]:
                    failures.append(f"{case}: a valid case drew messages from {OURS}: {sorted(ours[case])}")
                if case not in VALID_CASES and not ours[case]:
                    failures.append(f"{case}: {OURS} reported nothing")
                plus = ours[case] - theirs.get(case, Counter())
                minus = theirs.get(case, Counter()) - ours[case]
                for sign, lines in (("+", plus), ("-", minus)):
                    for line in lines:
                        key = (case, sign, line)
                        seen.add(key)
                        if key not in expected:
                            failures.append(f"{case}: {sign}{line} ({'only ours' if sign == '+' else 'only the Khronos layer'}, "
                                            f"on {loader}, {mode}; not in {DIFFERENCES.name})")
        n_ours = sum(sum(c.values()) for c in first[OURS].values())
        n_vvl = sum(sum(c.values()) for c in first[VVL].values())
        print(f"{mode}: {len(first[OURS])} cases, {n_ours} messages from {OURS}, {n_vvl} from {VVL}, "
              f"through {len(loaders)} loaders")
    for key in sorted(set(expected) - seen):
        failures.append(f"{DIFFERENCES.name} lists {key[0]}: {key[1]}{key[2]}, which no longer differs: remove it")
    for f in failures:
        print("FAIL:", f)
    if not failures:
        print(f"same messages but the {len(expected)} listed differences")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
