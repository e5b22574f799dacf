# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""The differential fuzzer: seeded loader worlds, each run by one probe program through this
loader and through the Khronos 1.4.359 build, in child processes whose environment names only
the world (HOME, XDG_* and every search variable point inside it: the machine's own manifests
stay out), with what an application and a layer can observe compared.

A world (generate()): 1-3 test drivers (device types and IDs from small sets, so sort ties are
common; groups; manifests valid, lenient or broken: text after the JSON value, raw control
characters in strings, a lenient api_version, a missing api_version, broken JSON, a missing
library, a name ending in .json.disabled, a folder named *.json), 0-5 layers (explicit and
implicit, duplicates by name, meta layers, override layers with app_keys naming this probe,
another program or none, extensions listed twice, enable/disable environments, pre-instance
functions, missing libraries; each field of the manifest tables (loader/discovery/*_fields.inc)
absent, valid or of another type), the search-path and filter variables, VK_INSTANCE_LAYERS,
VK_LOADER_LAYERS_ENABLE/DISABLE, and the application's layers and extensions.

Observed: the probe's lines (pre-instance answers, vkCreateInstance's result, devices and
groups in order, device extensions, vkCreateDevice, vkGetInstanceProcAddr answers) and the
layers that reached vkCreateInstance, in order (the test layers' log).

A difference is a bug to fix or a deliberate difference listed in known-differences.txt with its
reason: a world whose tags include a listed tag counts as known (reported apart). The list can
only shrink. Seeds of differences found are kept in regression-seeds.txt (fixed) or
open-differences.txt (not yet fixed or decided); --regressions runs both, and an open seed whose
world no longer differs fails the run until its line is removed.

Usage:
  fuzz.py --build BUILD --khronos LIB [--ours LIB] --seeds FIRST:COUNT [--jobs N] [--regressions]
          [--show SEED] [--quiet]
Exit status 1 when an unlisted difference is found, or an open seed no longer differs.
"""
from __future__ import annotations

import argparse
import concurrent.futures
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent

INSTANCE_EXTS = ["VK_EXT_swapchain_colorspace", "VK_KHR_surface_protected_capabilities", "VK_EXT_debug_report",
                 "VK_KHR_get_surface_capabilities2", "VK_EXT_surface_maintenance1"]
DEVICE_EXTS = ["VK_VKLF_dev_a", "VK_VKLF_dev_b", "VK_KHR_maintenance1"]
LAYER_NAMES = ["VK_LAYER_fz_a", "VK_LAYER_fz_b", "VK_LAYER_fz_c", "VK_LAYER_fz_d"]
DRIVER_LIBS = 3
LAYER_LIBS = 6


def open_differences() -> dict[int, str]:
    """Seeds of worlds whose difference is found and not yet fixed or decided: seed, then what
    differs. Like known-differences.txt, this list can only shrink."""
    out = {}
    for line in (HERE / "open-differences.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            seed, _, what = line.partition(" ")
            out[int(seed)] = what
    return out


def known_differences() -> dict[str, str]:
    out = {}
    for line in (HERE / "known-differences.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            tag, _, reason = line.partition(" ")
            out[tag] = reason.strip()
    return out


def known_hits(tags: set[str], ours: str, theirs: str, known: dict[str, str]) -> list[str]:
    """The known-differences.txt entries that explain a differing world. "TAG": any difference
    in a world with that tag. "TAG@WORDS": a line that differs, in either outcome, and starts
    with WORDS (':' for a space); the world is explained when every differing line is, by one
    such entry or another of its tags, so that the entries hide nothing else of such a world."""
    hits = sorted(k for k in known if "@" not in k and k in tags)
    a, b = ours.splitlines(), theirs.splitlines()
    diff = [l for l in a if l not in b] + [l for l in b if l not in a]
    scoped = [k for k in known if "@" in k and k.partition("@")[0] in tags]
    covering = [k for k in scoped if any(l.replace(" ", ":").startswith(k.partition("@")[2]) for l in diff)]
    if diff and all(any(l.replace(" ", ":").startswith(k.partition("@")[2]) for k in covering) for l in diff):
        hits += covering
    return hits


def js(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


class World:
    """A world's files (relative to its root, or absolute library paths) and environment."""

    def __init__(self, seed: int):
        self.seed = seed
        self.files: dict[str, str] = {}
        self.dirs: set[str] = set()
        self.env: dict[str, str] = {}
        self.tags: set[str] = set()
        self.sort_keys: dict[tuple[str, str, str], str] = {}  # a device's sort keys -> its driver
        self.implicit_meta = False            # an implicit meta or override layer is in the world
        self.explicit_instance_exts = False   # an explicit layer lists instance extensions
        self.explicit_meta = False            # an explicit meta layer (its components' extensions are its own)
        self.instance_exts = False            # a layer lists instance extensions
        self.self_named: set[str] = set()     # meta layers that list their own name as a component
        self.meta_components: list[tuple[str, list[str]]] = []  # each meta layer's name and components
        self.override_keys: set[str] = set()  # "mine", "others": the app_keys of the override layers
        self.override_files: dict[str, str] = {}  # an override layer's manifest -> "mine", "others" or "all"
        self.layer_files: dict[str, tuple[str, list[str] | None]] = {}  # a manifest -> its name, a meta layer's components


def manifest_text(r: random.Random, w: World, body: str) -> str:
    """The manifest's JSON, maybe with text after it or raw control characters in a string."""
    k = r.random()
    if k < 0.06:
        w.tags.add("trailing-text")
        return body + r.choice(["}\n", "// a comment\n", '{ "second": 1 }\n', "]"])
    if k < 0.08:
        w.tags.add("broken-json")
        return body[: len(body) // 2]
    return body + "\n"


def driver(r: random.Random, w: World, i: int, root: str, libdir: str) -> str:
    """One driver: its manifest's relative path as the search list names it."""
    name = f"d{i}"
    types = r.choice(["discrete", "integrated", "cpu", "discrete,discrete", "discrete,integrated"])
    cfg = [f"devices={types}", f"vendor={r.choice(['0x10', '0x20'])}",
           "device_ids=" + ",".join(r.choice(["1", "2"]) for _ in types.split(","))]
    if r.random() < 0.5:
        cfg += ["api=1.1", "groups=1"]
    if r.random() < 0.3:
        cfg.append("devext=" + ",".join(r.sample(DEVICE_EXTS, r.randint(1, 2))))
    w.env[f"VKL_TEST_DRIVER_{name}"] = ";".join(cfg)
    ids = cfg[2].split("=")[1].split(",")
    for t, d in zip(types.split(","), ids):
        key = (t, cfg[1], d)
        if key in w.sort_keys and w.sort_keys[key] != name:
            w.tags.add("device-tie")
        w.sort_keys.setdefault(key, name)
    lib = f"{libdir}/{name}.so"
    api = '"1.3.0"'
    k = r.random()
    if k < 0.05:
        lib = f"{libdir}/missing_{name}.so"
        w.tags.add("driver-missing-library")
    elif k < 0.10:
        api = '"1.3.0-rc"'
    elif k < 0.13:
        api = None
    elif k < 0.15:
        api = "3"  # a JSON number: a Vulkan 1.0 driver for both loaders (LD30)
        w.tags.add("driver-api-version-number")
    note = ""
    if r.random() < 0.08:
        note = ', "note": "one\ttwo\nthree"'
        w.tags.add("raw-control")
    icd = '"library_path": ' + js(lib) + (', "api_version": ' + api if api else "") + note
    if r.random() < 0.05:
        icd += ', "library_arch": ' + r.choice(['"64"', '"32"', "64"])
    body = '{ "file_format_version": ' + r.choice(['"1.0.0"', '"1.0.1"', '"1.0.1 "']) + ', "ICD": { ' + icd + " } }"
    text = manifest_text(r, w, body)
    place = r.random()
    if place < 0.08:
        w.tags.add("json-suffix")
        rel = f"drivers/{name}.json.disabled"
    elif place < 0.14:
        w.tags.add("json-suffix")
        w.files[f"drivers/{name}.json/{name}.json"] = text
        return f"drivers/{name}.json"
    elif place < 0.30:
        w.files[f"drivers/dir{name}/{name}.json"] = text
        return f"drivers/dir{name}"
    else:
        rel = f"drivers/{name}.json"
    w.files[rel] = text
    return rel


def layer(r: random.Random, w: World, i: int, libdir: str, probe: str) -> tuple[str, bool, str]:
    """One layer manifest: (its name, whether implicit, its folder)."""
    implicit = r.random() < 0.4
    name = r.choice(LAYER_NAMES)
    override = implicit and r.random() < 0.25
    meta = override or r.random() < 0.12
    if override:
        name = "VK_LAYER_LUNARG_override"
        w.tags.add("override")
    fields = [f'"name": {js(name)}', f'"type": {js(r.choice(["GLOBAL", "GLOBAL", "INSTANCE"]))}',
              f'"api_version": {js(r.choice(["1.3.0", "1.1.0", "1.3.250-rc"]))}',
              f'"implementation_version": {r.choice([js("1"), js("2"), js("x")])}']
    if r.random() < 0.05:
        fields[-1] = '"implementation_version": 1'  # a JSON number: the references differ (LD29)
        w.tags.add("implementation-version-number")
    desc = f"layer l{i}"
    if r.random() < 0.08:
        desc += "\twith a tab\nand a line"
        w.tags.add("raw-control")
    fields.append(f'"description": {js(desc)}')  # the TAB and line break raw
    if meta:
        comps = r.sample(LAYER_NAMES, r.randint(1, 2))
        fields.append('"component_layers": [' + ", ".join(js(c) for c in comps) + "]")
        if name in comps:
            w.self_named.add(name)
        w.meta_components.append((name, comps))
        if override:
            k = r.random()
            if k < 0.35:
                fields.append(f'"app_keys": [{js(probe)}]')
                w.override_keys.add("mine")
            elif k < 0.7:
                fields.append('"app_keys": ["/not/this/program"]')
                w.override_keys.add("others")
            override_kind = "mine" if k < 0.35 else "others" if k < 0.7 else "all"
            if r.random() < 0.3:
                fields.append('"blacklisted_layers": [' + js(r.choice(LAYER_NAMES)) + "]")
    else:
        lib = f"{libdir}/l{i}.so"
        if r.random() < 0.12:
            lib = f"{libdir}/missing_l{i}.so"
            w.tags.add("layer-missing-library")
        fields.append(f'"library_path": {js(lib)}')
        w.env[f"VKL_TEST_LAYER_l{i}"] = ""
    if r.random() < 0.4:
        exts = [r.choice(INSTANCE_EXTS) for _ in range(r.randint(1, 3))]
        if len(set(exts)) < len(exts):
            w.tags.add("duplicate-extension")
        fields.append('"instance_extensions": [' + ", ".join(
            '{ "name": ' + js(e) + ', "spec_version": "' + str(r.randint(1, 4)) + '" }' for e in exts) + "]")
        w.explicit_instance_exts |= not implicit
        w.instance_exts = True
    if r.random() < 0.3:
        exts = [r.choice(DEVICE_EXTS) for _ in range(r.randint(1, 3))]
        if len(set(exts)) < len(exts):
            w.tags.add("duplicate-extension")
        fields.append('"device_extensions": [' + ", ".join(
            '{ "name": ' + js(e) + ', "spec_version": "' + str(r.randint(1, 4)) + '" }' for e in exts) + "]")
    fmt = r.choice(["1.0.0", "1.1.2", "1.2.0", "1.2.1"])
    w.implicit_meta |= implicit and meta
    w.explicit_meta |= not implicit and meta
    if implicit:
        fields.append(f'"disable_environment": {{ "DISABLE_L{i}": "1" }}')
        if r.random() < 0.4:
            fields.append(f'"enable_environment": {{ "ENABLE_L{i}": "1" }}')
            if r.random() < 0.4:
                w.env[f"ENABLE_L{i}"] = "1"
        if r.random() < 0.3:
            fields.append('"pre_instance_functions": { "vkEnumerateInstanceVersion": '
                          '"vkl_test_layer_PreEnumerateInstanceVersion" }')
        if r.random() < 0.1:
            w.env[f"DISABLE_L{i}"] = "1"
    body = '{ "file_format_version": "' + fmt + '", "layer": { ' + ", ".join(fields) + " } }"
    # Implicit: the three XDG places in every loader's order; explicit: two VK_LAYER_PATH entries.
    folder = r.choice(["config/vulkan/implicit_layer.d", "etc-xdg/vulkan/implicit_layer.d", "data/vulkan/implicit_layer.d"]) \
        if implicit else r.choice(["explicit", "explicit2"])
    fname = f"l{i}.json"
    if not implicit and r.random() < 0.06:
        fname = f"l{i}.json.disabled"
        w.tags.add("json-suffix")
    w.files[f"{folder}/{fname}"] = manifest_text(r, w, body)
    if override:
        w.override_files[f"{folder}/{fname}"] = override_kind
    w.layer_files[f"{folder}/{fname}"] = (name, comps if meta else None)
    return name, implicit, folder


def generate(seed: int, root: str, libdir: str, probe: str) -> World:
    r = random.Random(seed)
    w = World(seed)
    entries = [driver(r, w, i, root, libdir) for i in range(r.randint(1, DRIVER_LIBS))]
    r.shuffle(entries)
    if r.random() < 0.8:
        w.env["VK_DRIVER_FILES"] = ":".join(f"{root}/{e}" for e in entries)
    else:
        w.env["VK_ADD_DRIVER_FILES"] = ":".join(f"{root}/{e}" for e in entries)
    layers = [layer(r, w, i, libdir, probe) for i in range(r.randint(0, LAYER_LIBS - 1))]
    if any(sum(1 for n, _, _ in layers if n == name) >= 3 for name in LAYER_NAMES + ["VK_LAYER_LUNARG_override"]):
        w.tags.add("layer-name-thrice")  # known-differences.txt: Khronos lists such a name twice
    if any(sum(1 for n, _, _ in layers if n == name) >= 2 for name in w.self_named):
        w.tags.add("meta-names-itself")  # known-differences.txt: whose extensions a meta layer gets
    metas = {n for n, _ in w.meta_components}
    if any(c in metas and c != n for n, comps in w.meta_components for c in comps):
        w.tags.add("nested-meta")  # known-differences.txt: a meta layer's extensions through a meta component
    if w.implicit_meta and (w.explicit_instance_exts or (w.explicit_meta and w.instance_exts)):
        w.tags.add("explicit-in-implicit-scan")  # known-differences.txt: Khronos lists explicit layers' extensions
    w.dirs.update({"explicit", "explicit2", "config/vulkan/implicit_layer.d"})
    paths = [f"{root}/explicit", f"{root}/explicit2"]
    if r.random() < 0.15:
        paths.append(f"{root}/explicit/l0.json.disabled")
    w.env["VK_LAYER_PATH"] = ":".join(paths)
    names = sorted({n for n, imp, _ in layers if n != "VK_LAYER_LUNARG_override"})
    if names and r.random() < 0.3:
        w.env["VK_INSTANCE_LAYERS"] = ":".join(r.sample(names, r.randint(1, len(names))))
    if r.random() < 0.25:
        w.env["VK_LOADER_LAYERS_ENABLE"] = r.choice(LAYER_NAMES + ["*fz_*", "~all~", "*_b"])
        w.tags.add("layers-enable")
    if r.random() < 0.15:
        w.env["VK_LOADER_LAYERS_DISABLE"] = r.choice(LAYER_NAMES + ["~implicit~", "*fz_c*"])
    if names and r.random() < 0.4:
        w.env["VKLF_APP_LAYERS"] = ",".join(r.sample(names, r.randint(1, min(2, len(names)))))
    if r.random() < 0.5:
        w.env["VKLF_APP_EXTS"] = ",".join(r.sample(INSTANCE_EXTS, r.randint(1, 2)))
    w.env["VKLF_APP_API"] = r.choice(["1.1", "1.3"])
    return w


def materialize(w: World, root: Path) -> None:
    for d in w.dirs:
        (root / d).mkdir(parents=True, exist_ok=True)
    for rel, text in w.files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(text.encode())


DEBUG = False  # set once by --debug, before any world runs


IMPLICIT_FOLDERS = ["config/vulkan/implicit_layer.d", "etc-xdg/vulkan/implicit_layer.d", "data/vulkan/implicit_layer.d"]


def mine_before_others(w: World, root: Path) -> bool:
    """Whether the loaders find an override layer naming this program before one naming only other
    programs: the implicit folders in their search order, each in its directory listing's order
    (os.listdir's, as the loaders read it), known only once the world is on disk."""
    found = [w.override_files[f"{d}/{n}"] for d in IMPLICIT_FOLDERS if (root / d).is_dir()
             for n in os.listdir(root / d) if f"{d}/{n}" in w.override_files]
    return "mine" in found and "others" in found[found.index("mine"):]


def component_first_a_meta(w: World, root: Path) -> bool:
    """Whether a meta layer names a component of which there are several manifests, the first of
    them (in the loaders' discovery order: the implicit folders, then VK_LAYER_PATH's, each in its
    directory listing's order) a meta layer."""
    found = [w.layer_files[f"{d}/{n}"] for d in IMPLICIT_FOLDERS + ["explicit", "explicit2"] if (root / d).is_dir()
             for n in os.listdir(root / d) if f"{d}/{n}" in w.layer_files and n.endswith(".json")]
    for _, comps in found:
        for c in comps or []:
            same = [e for e in found if e[0] == c]
            if len(same) >= 2 and same[0][1] is not None:
                return True
    return False


def run_one(probe: str, loader: str, w: World, root: Path, log: Path) -> str:
    env = {"PATH": "/usr/bin:/bin", "HOME": f"{root}/home", "XDG_CONFIG_HOME": f"{root}/config",
           "XDG_CONFIG_DIRS": f"{root}/etc-xdg", "XDG_DATA_HOME": f"{root}/data", "XDG_DATA_DIRS": f"{root}/share",
           "VKL_TEST_DRIVER_LOG": str(log)}
    env.update(w.env)
    if DEBUG:  # --debug: each loader's own account of the world, on stderr
        env["VK_LOADER_DEBUG"] = "all"
    if log.exists():
        log.unlink()
    try:
        p = subprocess.run([probe, loader], env=env, capture_output=True, timeout=20)
        out = p.stdout.decode(errors="replace")
        if DEBUG:
            sys.stderr.write(f"--- {loader}: VK_LOADER_DEBUG=all\n" + p.stderr.decode(errors="replace"))
        if p.returncode != 0:
            out += f"exit {p.returncode}\n"
    except subprocess.TimeoutExpired:
        out = "timeout\n"
    chain = []
    if log.exists():
        for line in log.read_text(errors="replace").splitlines():
            who, _, what = line.partition(" ")
            if what == "vkCreateInstance" and who.startswith("l"):
                chain.append(who)
    return out + "chain " + " ".join(chain) + "\n"


def setup_libs(build: Path, base: Path) -> str:
    libdir = base / "libs"
    libdir.mkdir(parents=True, exist_ok=True)
    driver = build / "tests/driver/libvkl_test_driver_all.so"
    layer = build / "tests/layer/libvkl_test_layer.so"
    for i in range(DRIVER_LIBS):
        shutil.copyfile(driver, libdir / f"d{i}.so")
    for i in range(LAYER_LIBS):
        shutil.copyfile(layer, libdir / f"l{i}.so")
    return str(libdir)


def check(seed: int, args, libdir: str, base: Path) -> tuple[int, bool, str, set[str]]:
    root = base / f"w{seed}"
    root.mkdir(parents=True)
    w = generate(seed, str(root), libdir, args.probe)
    materialize(w, root)
    if mine_before_others(w, root):
        w.tags.add("override-mine-and-others")  # known-differences.txt: Khronos keeps others' after mine
    if component_first_a_meta(w, root):
        w.tags.add("component-first-meta")  # known-differences.txt: which layer of a name Khronos judges
    ours = run_one(args.probe, args.ours, w, root, root / "log")
    theirs = run_one(args.probe, args.khronos, w, root, root / "log")
    shutil.rmtree(root, ignore_errors=True)
    return seed, ours == theirs, (ours, theirs) if ours != theirs else ("", ""), w.tags


def seeds_from(spec: str) -> list[int]:
    first, _, count = spec.partition(":")
    return list(range(int(first), int(first) + int(count or 1)))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", required=True, type=Path)
    ap.add_argument("--khronos", required=True)
    ap.add_argument("--ours")
    ap.add_argument("--probe")
    ap.add_argument("--seeds", default="0:100")
    ap.add_argument("--regressions", action="store_true", help="also the seeds of regression-seeds.txt")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--show", type=int, help="print one world's files, environment and both outcomes")
    ap.add_argument("--debug", action="store_true", help="each loader's VK_LOADER_DEBUG=all log on stderr, for every world run (meant for --show)")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--print-open", action="store_true", help="print open-differences.txt lines for the unlisted seeds")
    ap.add_argument("--seeds-out", type=Path, help="write every unlisted seed there, with its tags")
    ap.add_argument("--stop-after", type=float, default=0, help="seconds: start no new chunk of 1000 worlds after that")
    args = ap.parse_args()
    global DEBUG
    DEBUG = args.debug
    args.ours = args.ours or str(args.build / "loader/libvulkan.so.1")
    args.probe = os.path.abspath(args.probe or str(args.build / "tests/differential_probe"))  # as app_keys name it
    if not os.access(args.khronos, os.R_OK):
        print(f"no Khronos loader at {args.khronos}; nothing compared")
        return 77
    args.write_open = [] if args.print_open else None
    known = known_differences()
    opened = open_differences()
    base = Path(tempfile.mkdtemp(prefix="vklf-"))
    try:
        libdir = setup_libs(args.build, base)
        if args.show is not None:
            w = generate(args.show, str(base / f"w{args.show}"), libdir, args.probe)
            for rel, text in sorted(w.files.items()):
                print(f"--- {rel}\n{text}")
            print("--- env", w.env)
            _, same, (ours, theirs), tags = check(args.show, args, libdir, base)
            print("--- tags", sorted(tags))  # with those known only once the world is on disk
            print("--- ours\n" + ours + "--- Khronos\n" + theirs if not same else "--- same")
            return 0
        seeds = seeds_from(args.seeds)
        if args.regressions:  # the seeds once fixed, and the open ones (a stale entry fails)
            seeds += [int(l.split()[0]) for l in (HERE / "regression-seeds.txt").read_text().splitlines()
                      if l.strip() and not l.startswith("#")]
            seeds += list(opened)
        seeds = sorted(set(seeds))
        start = time.time()
        unlisted, listed, stale, explained = [], 0, [], []
        by_tag: dict[str, int] = {}
        ran = 0
        chunks = [seeds[i:i + 1000] for i in range(0, len(seeds), 1000)]
        results = []
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for chunk in chunks:
                if args.stop_after and time.time() - start > args.stop_after:
                    break
                results += list(pool.map(lambda s: check(s, args, libdir, base), chunk))
                ran += len(chunk)
        seeds = seeds[:ran]
        if True:
            for seed, same, (ours, theirs), tags in results:
                if same:
                    if seed in opened:
                        stale.append(seed)
                    continue
                hit = known_hits(tags, ours, theirs, known)
                if hit and seed in opened:
                    explained.append(seed)  # decided since: its line goes from open-differences.txt
                hit = hit or ([f"open {seed}"] if seed in opened else [])
                for t in tags:
                    by_tag[t] = by_tag.get(t, 0) + 1
                if hit:
                    listed += 1
                    continue
                unlisted.append(seed)
                if args.seeds_out:
                    with args.seeds_out.open("a") as f:
                        f.write(f"{seed} {' '.join(sorted(tags))}\n")
                if args.write_open is not None:
                    first = next((l for l in ours.splitlines() if l not in theirs.splitlines()), "")
                    k = next((l for l in theirs.splitlines() if l not in ours.splitlines()), "")
                    args.write_open.append(f"{seed} ours '{first[:100]}' / Khronos '{k[:100]}' (tags {','.join(sorted(tags))})")
                if not args.quiet:
                    diff = [l for l in ours.splitlines() if l not in theirs.splitlines()]
                    diff += ["K: " + l for l in theirs.splitlines() if l not in ours.splitlines()]
                    print(f"seed {seed}: differs (tags {sorted(tags)}):\n  " + "\n  ".join(diff[:12]))
        took = time.time() - start
        print(f"{len(seeds)} worlds in {took:.1f} s ({len(seeds) / took:.0f}/s): {len(unlisted)} unlisted differences, "
              f"{listed} listed (known-differences.txt); tags of differing worlds: {dict(sorted(by_tag.items()))}")
        if unlisted:
            print("unlisted seeds: " + " ".join(map(str, unlisted[:50])))
        if stale:
            print("open-differences.txt lists seeds whose worlds no longer differ (remove them): "
                  + " ".join(map(str, stale)))
        if explained:
            print("open-differences.txt lists seeds that known-differences.txt now explains (remove them): "
                  + " ".join(map(str, explained)))
        for line in args.write_open or []:
            print("OPEN " + line)
        return 1 if unlisted or stale or explained else 0
    finally:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
