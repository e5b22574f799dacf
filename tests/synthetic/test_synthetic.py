# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Synthetic future registries: every kind of change a Vulkan-Headers release makes
regenerates with no edit to codegen/, templates/ or loader/, and the combined one builds against
its own headers (made by the Khronos header generator) and works through the test driver.

  python3 tests/synthetic/test_synthetic.py Kinds          each kind: generation, routing, --diff
  python3 tests/synthetic/test_synthetic.py Build BUILD    the combined registry: headers, library,
                                                           test driver and tests/synthetic/synthetic_app.cpp
                                                           built in BUILD (kept and reused), run there
Needs ../shared (the real registries, 1.4.340's headers, the Vulkan-Headers tarball): skipped
without it (tests/shared_data.py), a failure under VKL_REQUIRE_SHARED=1.
"""
from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
import tempfile
import time
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from codegen import generate, registry_model, release_diff, view  # noqa: E402
from codegen.registry_model import DEVICE, INSTANCE, PHYSICAL_DEVICE, UNDISPATCHABLE  # noqa: E402
import khronos_headers  # noqa: E402
import registries  # noqa: E402
import shared_data  # noqa: E402

BASE_INCLUDE_VERSION = "1.4.340"


def need_shared(test: unittest.TestCase) -> None:
    shared_data.need(test, shared_data.SHARED / "registry")
    shared_data.need(test, khronos_headers.TARBALL)


class Kinds(unittest.TestCase):
    """One synthetic registry per kind of change: generated twice (the same bytes), routed as
    the rules say, and described by `tools/regen --diff`."""

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.dir = Path(cls.tmp.name)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    base_view = None
    base_files = None

    def path(self, kind: str) -> Path:
        # Each registry named vk.xml, as registry/'s is: the generated banners name the file.
        (self.dir / kind).mkdir(exist_ok=True)
        return self.dir / kind / "vk.xml"

    def regenerate(self, kind: str, generated: bool = False):
        need_shared(self)
        if Kinds.base_view is None:
            Kinds.base_view = view.build(registry_model.parse(registries.make_base(self.path("base"))))
            Kinds.base_files = generate.render_view(Kinds.base_view)[0]
        path = registries.make(kind, self.path(kind))
        reg = registry_model.parse(path)
        v = view.build(reg)
        files, notes = generate.render_view(v)
        return reg, v, files, notes, release_diff.diff_views(Kinds.base_view, v,
                                                             (Kinds.base_files, files) if generated else None)

    def changed_lines(self, files) -> dict[str, list[str]]:
        import difflib
        out = {}
        for name in files:
            lines = [l for l in difflib.unified_diff(Kinds.base_files[name].splitlines(), files[name].splitlines(),
                                                     n=0, lineterm="") if l[:1] in "+-" and not l.startswith(("+++", "---"))]
            if lines:
                out[name] = lines
        return out

    def test_version_only(self):
        # A release that changes nothing but VK_HEADER_VERSION changes only the lines of
        # generated/ that state the version (Khronos's own generator: none but its headers').
        reg, v, files, notes, note = self.regenerate("version-only", generated=True)
        old = Kinds.base_view.registry
        self.assertEqual(reg.header_version, old.header_version + 1)
        changed = self.changed_lines(files)
        self.assertEqual(set(changed), {"registry_version.txt", "commands.h"}, changed)
        for name, lines in changed.items():
            for l in lines:
                self.assertRegex(l, rf"\b({re.escape(old.version_string)}|{re.escape(reg.version_string)}|"
                                    rf"{old.header_version}|{reg.header_version})\b", name)
        # The note says what changed though no section has anything for the loader.
        self.assertIn("VK_HEADER_VERSION [vulkan,vulkanbase]/name: text after it: "
                      f"'{old.header_version}' -> '{reg.header_version}'", note)
        self.assertIn("generated/ files that change: 2", note)
        self.assertIn("new exports: none", note)

    def test_ignored_attributes(self):
        # Attributes the loader does not read: generated/ is the same bytes, and the note lists
        # each change as ignored instead of printing "none" everywhere.
        reg, v, files, notes, note = self.regenerate("ignored-attributes", generated=True)
        self.assertEqual(files, Kinds.base_files)
        section = note[note.index("other vk.xml changes"):]
        self.assertIn("other vk.xml changes (no section above names them): 3", section)
        self.assertIn("command vkCmdDraw: tasks: 'action' -> 'action,synthetic'", section)
        self.assertIn("extension VK_KHR_swapchain: contact:", section)
        self.assertIn("type VkExtent2D: comment: (none) -> 'synthetic comment'", section)
        self.assertIn("generated/ files that change: none", note)

    def command(self, v, name):
        return next(c for c in v.commands if c.cmd.name == name)

    def test_device_extension(self):
        reg, v, files, notes, note = self.regenerate("device-extension")
        for name in ("vkGetSyntheticValueVKL", "vkCmdSyntheticVKL"):
            c = self.command(v, name)
            self.assertEqual(c.cmd.level, DEVICE)
            self.assertFalse(c.exported)
        self.assertIn("VkPhysicalDeviceSyntheticFeaturesVKL", [s.name for s in v.chain_structs])
        self.assertIn("PFN_vkCmdSyntheticVKL CmdSyntheticVKL;", files["dispatch_tables.h"])
        self.assertIn("new device-level commands: 2", note)
        self.assertIn("vkCmdSyntheticVKL (VK_VKL_synthetic_device): pass-through", note)
        self.assertIn("new exports: none", note)

    def test_release_diff_is_its_meaning(self):
        # A one-device-extension release (two commands, one structure) changes generated/ by
        # little more than the lines that say something new: no offset, slot, id or hash table
        # moves every later line (when offsets and ids were spelled out, such a release changed 4,213
        # lines, 199 of them meaningful).
        import difflib
        import re
        from collections import Counter
        reg, v, files, notes, note = self.regenerate("device-extension")
        before = Kinds.base_files
        changed = meaningful = 0
        for name in files:
            lines = [l for l in difflib.unified_diff(before[name].splitlines(), files[name].splitlines(), n=0, lineterm="")
                     if l[:1] in "+-" and not l.startswith(("+++", "---"))]
            if name in ("hash_tables.cpp", "hash_tables.h"):
                self.assertLess(len(lines), 200, name)  # the hashes may move; they are kept apart
            norm = Counter(re.sub(r"\d+", "0", l[1:]) for l in lines if l[0] == "+")
            norm.subtract(Counter(re.sub(r"\d+", "0", l[1:]) for l in lines if l[0] == "-"))
            changed += len(lines)
            meaningful += sum(abs(n) for n in norm.values())
        self.assertGreater(meaningful, 100)   # the new commands' trampolines, tables, chassis entries
        self.assertLess(changed, 1.5 * meaningful + 50, f"{changed} lines changed, {meaningful} meaningful")

    def test_instance_extension(self):
        reg, v, files, notes, note = self.regenerate("instance-extension")
        self.assertEqual(self.command(v, "vkSetSyntheticHintVKL").terminator, "generated")
        self.assertEqual(self.command(v, "vkGetSyntheticInstanceValueVKL").terminator, "")
        self.assertIn("static VKAPI_ATTR VkResult VKAPI_CALL SetSyntheticHintVKL(", files["terminators.cpp"])
        self.assertIn("nullptr,  // left out: parameter pValue is an output", files["terminators.cpp"])
        self.assertTrue(any("vkGetSyntheticInstanceValueVKL has no terminator" in n for n in notes), notes)
        self.assertIn("vkSetSyntheticHintVKL (VK_VKL_synthetic_instance): generated terminator", note)
        self.assertIn("VK_VKL_synthetic_instance: instance extension;", note)  # policy to review

    def test_version_1_5(self):
        reg, v, files, notes, note = self.regenerate("version-1.5")
        self.assertEqual(reg.api_version[:2], (1, 5))
        self.assertEqual(reg.feature("VK_VERSION_1_5").version, (1, 5))
        self.assertIn("VK_API_VERSION_1_5", files["extension_tables.cpp"].replace("VK_MAKE_API_VERSION(0, 1, 5, 0)", "VK_API_VERSION_1_5"))
        exported = {c.cmd.name for c in v.exported}
        self.assertTrue({"vkCmdSetSyntheticState", "vkGetPhysicalDeviceSyntheticLimit"} <= exported)
        self.assertEqual(reg.alias_of["vkCmdSetSyntheticStateVKL"], "vkCmdSetSyntheticState")
        self.assertEqual(self.command(v, "vkGetPhysicalDeviceSyntheticLimit").terminator, "generated")
        # The base is the newest real registry in ../shared (registries.base_registry()); the
        # synthetic one is 1.5 with the same header patch number.
        base = registry_model.parse(registries.base_registry()).version_string
        patch = base.split(".")[-1]
        self.assertIn(f"Vulkan registry {base} -> 1.5.{patch}", note)
        self.assertIn("new exports: 2", note)
        self.assertIn("VK_VKL_synthetic_promoted -> VK_VERSION_1_5", note)
        self.assertIn(f'kRegistryVersion[] = "1.5.{patch}"', files["commands.h"])

    def test_new_handle(self):
        reg, v, files, notes, note = self.regenerate("new-handle")
        self.assertFalse(reg.handles["VkSyntheticObjectVKL"].dispatchable)
        self.assertEqual(self.command(v, "vkCreateSyntheticObjectVKL").cmd.level, DEVICE)
        self.assertEqual(reg.commands["vkGetSyntheticObjectTagVKL"].level, UNDISPATCHABLE)
        self.assertIn("vkGetSyntheticObjectTagVKL", v.undispatchable)
        self.assertNotIn("GetSyntheticObjectTagVKL", files["commands.h"])
        self.assertIn("new undispatchable commands: 1", note)

    def test_new_platform(self):
        reg, v, files, notes, note = self.regenerate("new-platform")
        f = next(f for f in v.features if f.feature.name == "VK_VKL_vklwin_surface")
        self.assertFalse(f.compiled_platform)  # not listed by this Linux build
        create = self.command(v, "vkCreateVklwinSurfaceVKL")
        self.assertEqual((create.cmd.level, create.terminator), (INSTANCE, ""))
        self.assertIn("defined(VK_USE_PLATFORM_VKLWIN_VKL)", " ".join(m for m in files["trampolines.cpp"].splitlines()
                                                                       if "VKLWIN" in m))
        self.assertEqual(self.command(v, "vkGetPhysicalDeviceVklwinPresentationSupportVKL").cmd.level, PHYSICAL_DEVICE)
        self.assertIn("vklwin (VK_USE_PLATFORM_VKLWIN_VKL): not compiled on Linux", note)
        self.assertTrue(any("vkCreateVklwinSurfaceVKL has no terminator (its platform (vklwin)" in n for n in notes))

    def test_status_changes(self):
        reg, v, files, notes, note = self.regenerate("status-changes")
        self.assertNotIn("VK_VKL_synthetic_disabled", reg.features)
        self.assertNotIn("vkCmdSyntheticDisabledVKL", reg.alias_of)
        self.assertNotIn("VK_VKL_synthetic_safety", reg.features)
        self.assertNotIn("vkCmdSyntheticSafetyVKL", reg.alias_of)
        self.assertTrue(reg.features["VK_VKL_synthetic_provisional"].provisional)
        self.assertIn("(defined(VK_ENABLE_BETA_EXTENSIONS) && defined(VK_VKL_synthetic_provisional)",
                      files["trampolines.cpp"])
        self.assertIn("vkCmdSyntheticDeprecatedVKL", reg.alias_of)  # deprecated is still Vulkan
        self.assertIn("VK_VKL_synthetic_provisional (1 commands) [provisional]", note)
        self.assertNotIn("disabled", note[:note.index("other vk.xml changes")])
        # What the loader ignores is still said, as ignored.
        self.assertIn("extensions/extension VK_VKL_synthetic_disabled: added", note)
        self.assertIn("commands/command vkCmdSyntheticSafetyVKL [vulkansc]: added", note)

    def test_renames(self):
        reg, v, files, notes, note = self.regenerate("renames")
        c = reg.command("vkCmdSyntheticChainEXT")
        self.assertEqual(c.name, "vkCmdSyntheticChainVKL")
        self.assertEqual(set(c.names), {"vkCmdSyntheticChainVKL", "vkCmdSyntheticChainKHR", "vkCmdSyntheticChainEXT"})
        names = [n.name for n in v.names if n.command.cmd is c]
        self.assertEqual(len(names), 3)  # one lookup name each, one command id
        self.assertIn("vkCmdSyntheticChainEXT -> vkCmdSyntheticChainVKL", note)
        self.assertIn("VK_EXT_synthetic_chain -> VK_KHR_synthetic_chain", note)

    def test_all_at_once(self):
        reg, v, files, notes, note = self.regenerate("all")
        self.assertEqual(files, generate.render_all(self.path("all")), "two generations differ")
        self.assertEqual(reg.api_version[:2], (1, 5))
        # Every kind's additions, together: what the build test compiles.
        for name in ("vkGetSyntheticValueVKL", "vkSetSyntheticHintVKL", "vkCmdSetSyntheticState",
                     "vkCreateSyntheticObjectVKL", "vkCreateVklwinSurfaceVKL", "vkCmdSyntheticProvisionalVKL",
                     "vkCmdSyntheticChainEXT"):
            self.assertIn(name, reg.alias_of)
        self.assertIn("new instance-level commands: 3", note)


def _run(cmd: list[str], log: Path, env: dict | None = None) -> None:
    with log.open("a") as f:
        f.write(f"$ {' '.join(cmd)}\n")
        f.flush()
        r = subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT, env=env)
    if r.returncode != 0:
        tail = log.read_text().splitlines()[-40:]
        raise AssertionError(f"{' '.join(cmd[:3])} failed ({log}):\n" + "\n".join(tail))


def _write_if_changed(path: Path, text: str) -> bool:
    if path.exists() and path.read_text() == text:
        return False
    path.write_text(text)
    return True


class Build(unittest.TestCase):
    """The combined synthetic registry, built against its own headers: only the library, the
    test driver and one test program (a full build with every test is the newest-registry
    job's). Exports are checked against those headers; the program checks lookups and calls."""

    root: Path = Path(os.environ.get("VKL_SYNTHETIC_BUILD", tempfile.gettempdir() + "/vkl-synthetic-build"))

    def test_combined_registry_builds_and_works(self):
        need_shared(self)
        base_include = shared_data.need(self, shared_data.SHARED / "headers" / BASE_INCLUDE_VERSION / "include")
        start = time.monotonic()
        root = self.root
        root.mkdir(parents=True, exist_ok=True)
        log = root / "log.txt"
        log.write_text("")
        with tempfile.TemporaryDirectory() as tmp:
            text = registries.make("all", Path(tmp) / "vk.xml").read_text()
        xml = root / "vk.xml"
        changed = _write_if_changed(xml, text)
        include = root / "include"
        stamp = root / "include.stamp"
        digest = hashlib.sha256(text.encode() + (HERE / "khronos_headers.py").read_bytes()).hexdigest()
        if changed or not stamp.exists() or stamp.read_text() != digest:
            khronos_headers.generate(xml, base_include, include)
            stamp.write_text(digest)
        headers_s = time.monotonic() - start
        build = root / "build"
        if not (build / "build.ninja").exists():
            # The new platform's macro defined too: a build that compiles a window system this
            # loader has no surface code for must still link (its surface command is left out).
            _run(["meson", "setup", str(build), str(ROOT), f"-Dregistry={xml}", f"-Dvulkan_headers={include}",
                  "-Dtests=true", "-Dbench=false", "-Dbuildtype=plain", "-Dcpp_args=-DVK_USE_PLATFORM_VKLWIN_VKL"], log)
        _run(["meson", "compile", "-C", str(build), "vulkan", "vkl_test_driver_all", "synthetic_app"], log)
        build_s = time.monotonic() - start - headers_s
        lib = build / "loader" / "libvulkan.so.1"
        _run([sys.executable, str(ROOT / "tests" / "check_exports.py"), str(lib),
              str(build / "regenerated" / "exports.txt"), str(include / "vulkan")], log)
        exports = (build / "regenerated" / "exports.txt").read_text()
        self.assertIn("\nvkCmdSetSyntheticState\n", exports)

        with tempfile.TemporaryDirectory() as world:
            w = Path(world)
            for d in ("home", "config", "etc-xdg", "data", "share", "layers"):
                (w / d).mkdir()
            driver = build / "tests" / "driver" / "libvkl_test_driver_all.so"
            manifest = w / "driver.json"
            manifest.write_text('{"file_format_version": "1.0.0", "ICD": {"library_path": "%s", "api_version": "1.5.0"}}'
                                % driver)
            env = {k: v for k, v in os.environ.items() if not k.startswith(("VK_", "VKL_TEST_DRIVER"))}
            env.update(HOME=str(w / "home"), XDG_CONFIG_HOME=str(w / "config"), XDG_CONFIG_DIRS=str(w / "etc-xdg"),
                       XDG_DATA_HOME=str(w / "data"), XDG_DATA_DIRS=str(w / "share"),
                       VK_DRIVER_FILES=str(manifest), VK_IMPLICIT_LAYER_PATH=str(w / "layers"),
                       VK_LAYER_PATH=str(w / "layers"), VKL_TEST_DRIVER_LOG=str(w / "driver.log"))
            env["VKL_TEST_DRIVER_libvkl_test_driver_all"] = (
                "iface=7;api=1.5;devices=discrete;"
                "ext=VK_KHR_surface,VK_VKL_synthetic_instance,VK_KHR_win32_surface,VK_VKL_vklwin_surface;"
                "devext=VK_VKL_synthetic_device,VK_VKL_synthetic_handle,VK_VKL_synthetic_chain")
            r = subprocess.run([str(build / "tests" / "synthetic_app"), str(lib)], env=env,
                               capture_output=True, text=True, timeout=120)
            self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
            self.assertIn("all checks passed", r.stdout)
        print(f"\nsynthetic registry build: headers {headers_s:.0f} s, build {build_s:.0f} s, "
              f"total {time.monotonic() - start:.0f} s ({root})", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "Build":
        Build.root = Path(sys.argv.pop(2))
    unittest.main()
