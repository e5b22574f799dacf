# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Tests of the registry model, the policy, the perfect hash and generation (run by meson test).

Usage: python3 tests/test_model.py [-v]   (tests/shared_data.py: where ../shared is, and what
happens without it)
"""
from __future__ import annotations

import os
import re
import sys
import tempfile
import textwrap
import unittest
from pathlib import Path
from unittest import mock

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

sys.path.insert(0, str(ROOT / "tests"))

from codegen import depends, generate, name_hash, policy, registry_model, view  # noqa: E402
from codegen.policy_resolution import PolicyError  # noqa: E402
from codegen.registry_model import DEVICE, GLOBAL, INSTANCE, PHYSICAL_DEVICE  # noqa: E402
import shared_data  # noqa: E402

PINNED = ROOT / "registry" / "vk.xml"
SHARED = shared_data.SHARED / "registry"


def shared_registries() -> list[Path]:
    return shared_data.registries()


_cache: dict[Path, registry_model.Registry] = {}


def load(path: Path) -> registry_model.Registry:
    if path not in _cache:
        _cache[path] = registry_model.parse(path)
    return _cache[path]


class Levels(unittest.TestCase):
    def test_representative_levels(self):
        for path in [PINNED] + shared_registries():
            reg = load(path)
            with self.subTest(registry=path.name):
                self.assertEqual(reg.command("vkCmdDraw").level, DEVICE)
                self.assertEqual(reg.command("vkQueueSubmit").level, DEVICE)
                self.assertEqual(reg.command("vkGetPhysicalDeviceProperties").level, PHYSICAL_DEVICE)
                self.assertEqual(reg.command("vkCreateDevice").level, PHYSICAL_DEVICE)
                self.assertEqual(reg.command("vkCreateInstance").level, GLOBAL)
                self.assertEqual(reg.command("vkEnumerateInstanceVersion").level, GLOBAL)
                self.assertEqual(reg.command("vkEnumeratePhysicalDevices").level, INSTANCE)
                self.assertEqual(reg.command("vkDestroySurfaceKHR").level, INSTANCE)

    def test_level_follows_parent_chain(self):
        # VkCommandBuffer's parent is VkCommandPool, whose parent is VkDevice.
        reg = load(PINNED)
        self.assertEqual(reg.handles["VkCommandBuffer"].parents, ("VkCommandPool",))
        self.assertTrue(reg.handles["VkCommandBuffer"].dispatchable)
        self.assertFalse(reg.handles["VkCommandPool"].dispatchable)


class Aliases(unittest.TestCase):
    def test_alias_resolves_to_canonical(self):
        reg = load(PINNED)
        c = reg.command("vkGetPhysicalDeviceProperties2KHR")
        self.assertEqual(c.name, "vkGetPhysicalDeviceProperties2")
        self.assertIn("vkGetPhysicalDeviceProperties2KHR", c.aliases)
        self.assertIs(reg.command("vkCmdBeginRenderingKHR"), reg.command("vkCmdBeginRendering"))
        self.assertNotIn("vkCmdBeginRenderingKHR", reg.commands)  # one canonical command

    def test_every_name_maps_to_a_command(self):
        for path in [PINNED] + shared_registries():
            reg = load(path)
            for name, canon in reg.alias_of.items():
                self.assertIn(canon, reg.commands, f"{path.name}: {name}")


class Guards(unittest.TestCase):
    def test_platform_protect(self):
        reg = load(PINNED)
        self.assertEqual(reg.features["VK_KHR_xlib_surface"].protect, "VK_USE_PLATFORM_XLIB_KHR")
        self.assertEqual(reg.features["VK_KHR_win32_surface"].protect, "VK_USE_PLATFORM_WIN32_KHR")
        self.assertIsNone(reg.features["VK_KHR_surface"].protect)
        self.assertEqual(reg.features["VK_KHR_portability_subset"].protect, "VK_ENABLE_BETA_EXTENSIONS")

    def test_spec_version_guard(self):
        # An extension that gained commands later is guarded by its spec version too, so code
        # generated from a newer registry compiles against older headers.
        files = generate.render_all(shared_data.need(self, SHARED / "vk-1.4.309.xml"))
        self.assertIn("#if (defined(VK_EXT_discard_rectangles) && VK_EXT_DISCARD_RECTANGLES_SPEC_VERSION >= 2)\n"
                      "namespace vkl::tramp {\nstatic VKAPI_ATTR void VKAPI_CALL CmdSetDiscardRectangleEnableEXT(",
                      files["trampolines.cpp"])

    def test_generated_guards(self):
        files = generate.render_all(PINNED)
        tramp = files["trampolines.cpp"]
        self.assertIn("#if (defined(VK_USE_PLATFORM_XLIB_KHR) && defined(VK_KHR_xlib_surface)"
                      " && VK_KHR_XLIB_SURFACE_SPEC_VERSION >= 6)\n"
                      "extern \"C\" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkCreateXlibSurfaceKHR(", tramp)
        self.assertIn("#if defined(VK_VERSION_1_3)\nextern \"C\" VKL_EXPORT VKAPI_ATTR void VKAPI_CALL "
                      "vkCmdBeginRendering(", tramp)
        tables = files["dispatch_tables.h"]
        # Layout does not depend on the macros: the #else branch keeps the slot.
        self.assertIn("#if (defined(VK_USE_PLATFORM_WIN32_KHR) && defined(VK_KHR_win32_surface)"
                      " && VK_KHR_WIN32_SURFACE_SPEC_VERSION >= 6)\n"
                      "        PFN_vkCreateWin32SurfaceKHR CreateWin32SurfaceKHR;\n#else\n"
                      "        PFN_vkVoidFunction CreateWin32SurfaceKHR;\n#endif", tables)


class ApiFiltering(unittest.TestCase):
    def test_vulkansc_entries_skipped(self):
        for path in shared_registries():
            reg = load(path)
            with self.subTest(registry=path.name):
                self.assertNotIn("VKSC_VERSION_1_0", reg.features)
                # Vulkan SC only commands are not part of the Vulkan API.
                self.assertNotIn("vkGetFaultData", reg.alias_of)
                self.assertNotIn("vkGetCommandPoolMemoryConsumption", reg.alias_of)
                # ...and the version is Vulkan's, not Vulkan SC's (file names: vk-1.3.280.xml).
                self.assertEqual(reg.version_string, path.stem.split("-")[-1])

    def test_synthetic_api_filtering(self):
        xml = textwrap.dedent("""\
            <registry>
              <platforms/>
              <types>
                <type api="vulkan" category="define">#define <name>VK_HEADER_VERSION</name> 7</type>
                <type api="vulkansc" category="define">#define <name>VK_HEADER_VERSION</name> 99</type>
                <type api="vulkan" category="define">#define <name>VK_HEADER_VERSION_COMPLETE</name> VK_MAKE_API_VERSION(0, 1, 4, VK_HEADER_VERSION)</type>
                <type category="handle"><type>VK_DEFINE_HANDLE</type>(<name>VkInstance</name>)</type>
              </types>
              <commands>
                <command><proto><type>void</type> <name>vkA</name></proto><param><type>VkInstance</type> <name>instance</name></param></command>
                <command api="vulkansc"><proto><type>void</type> <name>vkB</name></proto><param><type>VkInstance</type> <name>instance</name></param></command>
                <command api="vulkan"><proto><type>void</type> <name>vkB</name></proto><param><type>VkInstance</type> <name>instance</name></param><param api="vulkansc"><type>uint32_t</type> <name>scOnly</name></param></command>
                <command name="vkAKHR" alias="vkA"/>
              </commands>
              <feature api="vulkan,vulkansc" name="VK_VERSION_1_0" number="1.0">
                <require><command name="vkA"/></require>
                <require api="vulkansc"><command name="vkB"/></require>
              </feature>
              <feature api="vulkansc" name="VKSC_VERSION_1_0" number="1.0"><require><command name="vkB"/></require></feature>
              <extensions>
                <extension name="VK_KHR_a" number="1" type="instance" supported="vulkan" depends="VK_VERSION_1_1+(VK_KHR_x,VK_KHR_y)">
                  <require><command name="vkAKHR"/></require>
                  <require depends="VK_KHR_z"><command name="vkB"/></require>
                </extension>
                <extension name="VK_KHR_sc" number="2" type="instance" supported="vulkansc"><require><command name="vkB"/></require></extension>
                <extension name="VK_KHR_off" number="3" type="instance" supported="disabled"/>
              </extensions>
            </registry>""")
        with tempfile.TemporaryDirectory() as tmp:
            p = Path(tmp) / "vk.xml"
            p.write_text(xml)
            reg = registry_model.parse(p)
        self.assertEqual(reg.version_string, "1.4.7")
        self.assertEqual(set(reg.features), {"VK_VERSION_1_0", "VK_KHR_a"})
        self.assertEqual(reg.commands["vkB"].params[-1].name, "instance")  # sc-only param dropped
        self.assertEqual(reg.providers["vkB"], ("VK_KHR_a",))              # sc-only require dropped
        ext = reg.features["VK_KHR_a"]
        self.assertEqual(str(ext.depends), "VK_VERSION_1_1+(VK_KHR_x,VK_KHR_y)")
        self.assertEqual(str(ext.requirements[1].depends), "VK_KHR_z")
        self.assertEqual(reg.alias_of["vkAKHR"], "vkA")


class Licence(unittest.TestCase):
    """Generated files carry the registry's copyright and licence beside the project's own."""

    def test_pinned_and_shared(self):
        reg = load(PINNED)
        self.assertEqual(reg.licence, "Apache-2.0 OR MIT")
        self.assertRegex(reg.copyright, r"^Copyright 2015-20\d\d The Khronos Group")
        for path in shared_registries():
            with self.subTest(registry=path.name):
                # 1.2.131 predates the SPDX line and quotes the Apache-2.0 notice instead.
                want = "Apache-2.0" if path.stem.endswith("1.2.131") else "Apache-2.0 OR MIT"
                self.assertEqual(load(path).licence, want)

    def _parse_with_comment(self, comment: str) -> registry_model.Registry:
        xml = ("<registry>" + comment + "<platforms/><types>"
               '<type category="define">#define <name>VK_HEADER_VERSION</name> 3</type>'
               '<type category="handle"><type>VK_DEFINE_HANDLE</type>(<name>VkInstance</name>)</type>'
               "</types><commands/>"
               '<feature api="vulkan" name="VK_VERSION_1_0" number="1.0"/></registry>')
        with tempfile.TemporaryDirectory() as tmp:
            p = Path(tmp) / "vk.xml"
            p.write_text(xml)
            return registry_model.parse(p)

    def test_unknown_licence_is_noassertion(self):
        reg = self._parse_with_comment("<comment>Just a comment</comment>")
        self.assertEqual((reg.copyright, reg.licence), ("", "NOASSERTION"))
        reg = self._parse_with_comment("<comment>Copyright 2030 X\nSPDX-License-Identifier: MIT</comment>")
        self.assertEqual((reg.copyright, reg.licence), ("Copyright 2030 X", "MIT"))

    def test_banner_in_every_generated_file(self):
        files = generate.render_all(PINNED)
        for name, text in files.items():
            with self.subTest(file=name):
                head = text.splitlines()[:5]
                self.assertRegex(head[0], r"^(//|#|;) SPDX-License-Identifier: Apache-2.0$")  # ;: a .def file
                self.assertRegex(head[1], r"^(//|#|;) SPDX-FileCopyrightText: \d{4} The vkl Authors$")
                self.assertIn("The registry: Copyright", head[3])
                self.assertIn("SPDX-License-Identifier: Apache-2.0 OR MIT.", head[3])


class Requirements(unittest.TestCase):
    def test_old_requires_syntax(self):
        reg = load(PINNED)  # 1.3.239 uses requires= / requiresCore= / <require feature=>
        sc2 = reg.features["VK_KHR_get_surface_capabilities2"]
        self.assertEqual(sc2.depends, depends.Ref("VK_KHR_surface"))
        swap = reg.features["VK_KHR_swapchain"]
        blocks = {str(r.depends): r.commands for r in swap.requirements}
        self.assertIn("vkAcquireNextImage2KHR", blocks["VK_VERSION_1_1"])
        self.assertIn("vkCreateSwapchainKHR", blocks["None"])

    def test_new_depends_syntax(self):
        for path in shared_registries():
            reg = load(path)
            with self.subTest(registry=path.name):
                swap = reg.features["VK_KHR_swapchain"]
                self.assertEqual(swap.depends, depends.Ref("VK_KHR_surface"))
                blocks = {str(r.depends): r.commands for r in swap.requirements}
                self.assertIn("vkAcquireNextImage2KHR", blocks["VK_VERSION_1_1"])

    def test_depends_parser(self):
        e = depends.parse("A+(B,C+D),E")
        self.assertEqual(str(e), "A+(B,C+D),E")
        self.assertTrue(e.evaluate(lambda n: n == "E"))
        self.assertTrue(e.evaluate(lambda n: n in {"A", "C", "D"}))
        self.assertFalse(e.evaluate(lambda n: n in {"A", "C"}))
        for bad in ["", "A+", "(A", "A)", "A,,B", "A B"]:
            with self.assertRaises(depends.DependsSyntaxError, msg=bad):
                depends.parse(bad)

    def test_extension_commands(self):
        reg = load(PINNED)
        self.assertIn("vkGetPhysicalDeviceSurfaceSupportKHR", reg.features["VK_KHR_surface"].commands)
        self.assertIn("vkCmdDraw", reg.features["VK_VERSION_1_0"].commands)
        self.assertEqual(reg.features["VK_KHR_surface"].kind, "instance")
        self.assertEqual(reg.features["VK_KHR_swapchain"].kind, "device")


def unknown_policy_names(reg: registry_model.Registry) -> list[str]:
    """"TABLE: name" for every entry of every policy table (policy.COMMAND_TABLES, FEATURE_TABLES,
    PLATFORM_TABLES) that names a command, feature or platform `reg` does not know."""
    out = []
    for tables, known in ((policy.COMMAND_TABLES, lambda n: n in reg.alias_of),
                          (policy.FEATURE_TABLES, lambda n: reg.feature(n) is not None),
                          (policy.PLATFORM_TABLES, lambda n: n in reg.platforms)):
        for table in tables:
            out += [f"{table}: {n}" for n in getattr(policy, table) if not known(n)]
    return out


def expected_exports(reg: registry_model.Registry) -> set[str]:
    """The export rule restated from the registry alone (not from codegen/view.py): core
    commands the registry marks for Vulkan (all, where it marks none), plus the commands of
    policy.EXPORTED_EXTENSIONS outside blocks that depend on anything but those and 1.1."""
    out: set[str] = set()
    allowed = set(policy.EXPORTED_EXTENSIONS) | set(policy.EXPORT_DEPENDENT_BLOCKS_OF)
    for f in reg.features.values():
        for req in f.requirements:
            if f.is_core:
                out |= {c for c in req.commands if reg.exported_by_registry(c) is not False}
            elif f.name in policy.EXPORTED_EXTENSIONS and (req.depends is None or req.depends.names() <= allowed):
                out |= set(req.commands)
    return {reg.alias_of[n] for n in out}


class Exports(unittest.TestCase):
    def test_export_count_and_content(self):
        # Facts of the pinned registry are derived from it, so that moving registry/ to another
        # release needs no test edit (registry/README.md); the one known count is pinned by
        # release, not by whatever registry/ holds.
        reg = load(PINNED)
        v = view.build(reg)
        names = {c.cmd.name for c in v.exported}
        self.assertEqual(names, expected_exports(reg))
        known = {"1.3.239": 250}  # what Debian's 1.3.239 Khronos loader exports
        if reg.version_string in known:
            self.assertEqual(len(names), known[reg.version_string])
        for n in ["vkCreateInstance", "vkCmdDraw", "vkCreateXlibSurfaceKHR", "vkAcquireNextImage2KHR",
                  "vkCreateHeadlessSurfaceEXT", "vkGetDisplayPlaneCapabilities2KHR",
                  "vkCreateSharedSwapchainsKHR", "vkCmdBeginRendering"]:
            self.assertIn(n, names)
        for n in ["vkCreateWin32SurfaceKHR", "vkCreateDebugUtilsMessengerEXT",
                  "vkGetPhysicalDeviceProperties2KHR", "vkCmdDrawIndirectCountKHR"]:
            self.assertNotIn(n, names)


class PerfectHash(unittest.TestCase):
    def test_pinned_values(self):
        # The same values are pinned in tests/unit/test_name_hash.cpp for the C hash.
        self.assertEqual(name_hash.name_hash(0, b"a"), 0xdae43303d66645e1)
        self.assertEqual(name_hash.name_hash(0, b"vkCreateInstance"), 0x75d24fd051326c42)
        self.assertEqual(name_hash.name_hash(1, b"vkCreateInstance"), 0x83c1a85c2f624941)
        self.assertEqual(name_hash.name_hash(0, b"vkGetPhysicalDeviceSurfaceCapabilities2KHR"),
                         0x8f9cae47d63bafd9)
        self.assertEqual(name_hash.name_hash(12345, b"12345678"), 0x4c4a944d98a22df5)

    def test_pinned_prefix_lengths(self):
        # Every length 0..24 (empty, short tails, exact words, overlapping tail reads); the same
        # values are pinned in tests/unit/test_name_hash.cpp.
        word = b"vkGetPhysicalDeviceQueue"
        expected = [0x61a715f2d80e63b7, 0x91a140820d4bc87a, 0xfa20162d86a5773e, 0x54511a6f9c3f3a3, 0xb72f32aa02f2161, 0x2110c0324d50dd81, 0xefb1d1af505d4d90, 0xb3d5c55030a56bda, 0xae0fac17c6fdb22f, 0x5dcacac6c71c6acf, 0xf44c17763e50ba46, 0x7712404d5d67c1f7, 0xe27e2675398c6c30, 0xa9d58bd481ede19a, 0x93d1dfd8d95d7617, 0x34683769395bf061, 0x87fc9c2d62f62739, 0x52443f4ad5f23e14, 0xfb083719c27d2694, 0x65ee4ad91f21a138, 0xb40a448de0cf216b, 0x6eb8db5b05fadb20, 0x8018d3a0025163dc, 0x58a4740de5d500cf, 0xb2631afff5af7078]
        self.assertEqual([name_hash.name_hash(7, word[:n]) for n in range(25)], expected)

    def test_every_name_has_its_own_slot(self):
        for path in [PINNED] + shared_registries():
            v = view.build(load(path))
            with self.subTest(registry=path.name):
                seen = set()
                for i, n in enumerate(v.names):
                    s = v.phash.slot_of(n.name.encode())
                    self.assertEqual(v.hash_slots[s], i)
                    seen.add(s)
                self.assertEqual(len(seen), len(v.names))

    def test_collision_aborts(self):
        orig = name_hash.name_hash
        try:
            name_hash.name_hash = lambda seed, name: 42  # every name collides
            with self.assertRaises(name_hash.HashCollision):
                name_hash.build([b"vkA", b"vkB"])
        finally:
            name_hash.name_hash = orig


class Generation(unittest.TestCase):
    def test_every_registry_generates_deterministically(self):
        for path in [PINNED] + shared_registries():
            with self.subTest(registry=path.name):
                a = generate.render_all(path)
                b = generate.render_all(path)
                self.assertEqual(a, b)
                reg = load(path)
                for name, text in a.items():
                    # The version is stated where it is used, not in each file's head (a release
                    # that changes only the version then changes only those lines).
                    head = "\n".join(text.splitlines()[:5])
                    self.assertRegex(head, r"Generated by tools/regen from the Vulkan registry \([^;)]+; its version: "
                                           r"registry_version.txt\)\.", name)
                    self.assertNotIn(reg.version_string, head.replace(f"({path.name};", "(FILE;"), name)
                    self.assertNotRegex(text, r"\b20\d\d-\d\d-\d\d\b", name)  # no timestamps
                self.assertEqual(a["registry_version.txt"].splitlines()[-1], reg.version_string)
                self.assertIn(f'kRegistryVersion[] = "{reg.version_string}"', a["commands.h"])

    def test_output_independent_of_hash_seed(self):
        # Two processes with different PYTHONHASHSEED must write the same bytes.
        import subprocess
        outs = []
        for seed in ("1", "4242"):
            with tempfile.TemporaryDirectory() as tmp:
                env = dict(os.environ, PYTHONHASHSEED=seed)
                subprocess.run([sys.executable, str(ROOT / "tools" / "regen"), "--out", tmp], check=True,
                               env=env, capture_output=True)
                outs.append({p.name: p.read_bytes() for p in Path(tmp).iterdir()})
        self.assertEqual(outs[0], outs[1])

    def test_shared_registries_present(self):
        # The other registries are part of the test input: skipped without ../shared, a
        # failure under VKL_REQUIRE_SHARED=1 (CI).
        shared_data.need(self, SHARED)
        self.assertTrue(shared_registries(), f"no registries in {SHARED}")

    def test_policy_names_exist(self):
        # The pinned registry is the newest the project knows: it has every name the policy uses.
        self.assertEqual(unknown_policy_names(load(PINNED)), [])

    def test_policy_names_check_sees_an_unknown_name(self):
        # Each table, with an entry naming something no registry has, is reported by the check above.
        reg = load(PINNED)
        for tables, bogus in ((policy.COMMAND_TABLES, "vkNoSuchCommandVKL"), (policy.FEATURE_TABLES, "VK_VKL_no_such"),
                              (policy.PLATFORM_TABLES, "no_such_platform")):
            for table in tables:
                with self.subTest(table=table), mock.patch.dict(getattr(policy, table), {bogus: policy.Entry("test")}):
                    self.assertEqual(unknown_policy_names(reg), [f"{table}: {bogus}"])

    def test_every_policy_table_is_listed(self):
        # A table the lists below leave out would be checked by nothing (neither the names check
        # nor generation's resolution).
        listed = set(policy.COMMAND_TABLES) | set(policy.FEATURE_TABLES) | set(policy.PLATFORM_TABLES)
        tables = {name for name, value in vars(policy).items()
                  if isinstance(value, dict) and value and all(isinstance(e, policy.Entry) for e in value.values())}
        self.assertEqual(tables, listed)
        self.assertLessEqual(set(policy.AUDITED_TABLES), set(policy.COMMAND_TABLES))

    def test_policy_holds_for_every_registry(self):
        # Every entry applies or is not applicable (the registry predates it); none is unknown.
        for path in [PINNED] + shared_registries():
            with self.subTest(registry=path.name):
                res = view.build(load(path)).policy
                for r in res.not_applicable:
                    self.assertIn("predates", r.note, r.name)
                if load(path).api_version >= (1, 3, 0):
                    self.assertEqual(res.commands["vkGetPhysicalDeviceToolProperties"],
                                     "vkGetPhysicalDeviceToolProperties")

    def test_guards_name_only_macros_the_headers_define(self):
        # Built from 1.4.340 against its own headers: every macro a guard tests is defined by
        # those headers, or is a platform/beta switch the build sets.
        import re
        headers = shared_data.need(self, shared_data.SHARED / "headers" / "1.4.340" / "include" / "vulkan")
        defined = set()
        for h in headers.glob("*.h"):
            defined |= set(re.findall(r"^#define\s+(\w+)", h.read_text(), re.M))
        files = generate.render_all(shared_data.need(self, SHARED / "vk-1.4.340.xml"))
        used = set()
        for name, text in files.items():
            used |= set(re.findall(r"defined\((\w+)\)", text))
            used |= set(re.findall(r"(\w+_SPEC_VERSION) [=>]=", text))
        # Reserved names (a leading underscore: __x86_64__, _WIN32) are the compiler's.
        platform = {m for m in used if m.startswith(("VK_USE_PLATFORM_", "_")) or m == "VK_ENABLE_BETA_EXTENSIONS"}
        self.assertEqual(sorted(used - defined - platform), [])
        self.assertIn("VK_VERSION_1_0", used)
        self.assertNotIn("VK_BASE_VERSION_1_0", used)

    def test_export_attribute_is_read(self):
        # A registry that marks its commands: a core command marked for Vulkan SC only is not
        # exported, one marked for Vulkan is, and an unmarked one is not (the marks are the rule).
        text = PINNED.read_text()
        for name, ret, apis in (("vkCmdDraw", "void", "vulkansc"), ("vkCmdDispatch", "void", None),
                                ("vkCreateInstance", "VkResult", "vulkan,vulkansc")):
            start = text.rindex("<command", 0, text.index(f"<proto><type>{ret}</type> <name>{name}</name>"))
            end = text.index(">", start)
            tag = re.sub(r'\s+export="[^"]*"', "", text[start:end])  # registries from 1.4.330 mark it
            if apis:
                tag = tag.replace("<command", f'<command export="{apis}"', 1)
            text = text[:start] + tag + text[end:]
        with tempfile.TemporaryDirectory() as tmp:
            p = Path(tmp) / "vk.xml"
            p.write_text(text)
            reg = registry_model.parse(p)
            names = {c.cmd.name for c in view.build(reg).exported}
        self.assertIn("vkCreateInstance", names)
        self.assertNotIn("vkCmdDraw", names)
        self.assertNotIn("vkCmdDispatch", names)           # core, unmarked
        self.assertIn("vkCreateXlibSurfaceKHR", names)     # extensions: policy.EXPORTED_EXTENSIONS
        self.assertEqual(names, expected_exports(reg))

    def test_registry_export_attribute_agrees(self):
        # From 1.4.330 on, vk.xml marks the commands a loader exports (export="vulkan"); our
        # policy-derived set contains every one of them.
        import xml.etree.ElementTree as ET
        path = shared_data.need(self, SHARED / "vk-1.4.340.xml")
        marked = set()
        for c in ET.parse(path).getroot().iterfind("commands/command"):
            if "vulkan" in (c.get("export") or "").split(","):
                marked.add(c.get("name") or c.find("proto/name").text)
        self.assertGreater(len(marked), 200)
        exported = {n for c in view.build(load(path)).exported for n in c.cmd.names}
        self.assertEqual(sorted(marked - exported), [])

    def test_bad_registry_is_reported(self):
        with tempfile.TemporaryDirectory() as tmp:
            p = Path(tmp) / "vk.xml"
            p.write_text("<registry><commands>")
            with self.assertRaises(Exception):
                registry_model.parse(p)


def lacking(name: str) -> view.CommandView:
    """The pinned registry's command view of `name`, with the policy as it is now (patched or not)."""
    return next(c for c in view.build(load(PINNED)).commands if c.cmd.name == name)


class DriverLacks(unittest.TestCase):
    """policy.WHEN_DRIVER_LACKS: every answer is checked against the registry it is generated from."""

    def test_every_answer_is_one_the_registry_allows(self):
        for path in [PINNED] + shared_registries():
            with self.subTest(registry=path.name):
                for c in view.build(load(path)).commands:
                    w = c.when_lacking
                    if w is None or w.emulated:
                        continue
                    allowed = {"VkResult": c.cmd.result_codes, "VkBool32": view.LACKING_BOOL_RESULTS,
                               "void": (None,)}[c.cmd.return_type]
                    if w.outside_registry:  # a code the registry does not list, with why
                        self.assertNotIn(w.result, allowed, c.cmd.name)
                        continue
                    self.assertIn(w.result, allowed, c.cmd.name)

    def refused(self, name: str, entry: policy.Lacking) -> str:
        with mock.patch.dict(policy.WHEN_DRIVER_LACKS, {name: entry}):
            with self.assertRaises(PolicyError) as e:
                view.build(load(PINNED))
        self.assertIn(f"policy.WHEN_DRIVER_LACKS[{name}]", str(e.exception))
        return str(e.exception)

    def test_a_code_the_registry_does_not_list_is_refused(self):
        # The reference loaders' answer for these two, which the registry does not list.
        for name in ("vkGetDrmDisplayEXT", "vkAcquireDrmDisplayEXT"):
            with self.subTest(name=name):
                text = self.refused(name, policy.Lacking("test", result="VK_ERROR_EXTENSION_NOT_PRESENT"))
                self.assertIn(f"VK_ERROR_EXTENSION_NOT_PRESENT is not a code of {name}", text)
        self.refused("vkGetDrmDisplayEXT", policy.Lacking("test"))  # no result for a VkResult command
        # A reason lets such a code through; a reason on a code the registry lists is stale.
        self.assertIn("outside_registry is given", self.refused(
            "vkGetDrmDisplayEXT", policy.Lacking("test", result="VK_SUCCESS", outside_registry="stale")))

    def test_each_return_type_allows_only_its_answers(self):
        xcb = "vkGetPhysicalDeviceXcbPresentationSupportKHR"
        self.assertIn("VK_TRUE or VK_FALSE", self.refused(xcb, policy.Lacking("test", result="VK_SUCCESS")))
        self.refused(xcb, policy.Lacking("test"))
        void = "vkGetPhysicalDeviceMultisamplePropertiesEXT"
        self.assertIn("returns nothing", self.refused(void, policy.Lacking("test", result="VK_SUCCESS")))
        self.assertIn("not an output parameter", self.refused(
            "vkGetDrmDisplayEXT", policy.Lacking("test", result="VK_SUCCESS", zeroed=("drmFd",))))
        self.refused("vkGetDrmDisplayEXT", policy.Lacking("test", result="VK_SUCCESS", log="warning"))
        self.refused("vkGetDrmDisplayEXT", policy.Lacking("test", result="VK_SUCCESS", emulated=True))
        # A command no entry can answer: it returns neither VkResult, VkBool32 nor nothing.
        self.assertIn("returns VkDeviceSize", self.refused("vkGetPhysicalDeviceDescriptorSizeEXT",
                                                           policy.Lacking("test", result="VK_SUCCESS")))

    def test_void_and_bool_entries_are_generated(self):
        void = "vkGetPhysicalDeviceMultisamplePropertiesEXT"
        for zeroed in ((), ("pMultisampleProperties",)):
            with self.subTest(zeroed=zeroed), mock.patch.dict(policy.WHEN_DRIVER_LACKS, {
                    void: policy.Lacking("test", zeroed=zeroed)}):
                c = lacking(void)
                self.assertEqual((c.when_lacking.result, c.when_lacking.zeroed), (None, zeroed))
                text = render_terminators()
                fn = text[text.index("VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceMultisamplePropertiesEXT("):]
                fn = fn[:fn.index("\n}\n")]
                self.assertEqual("*pMultisampleProperties = {};" in fn, bool(zeroed))
                self.assertNotIn("return", fn)
                self.assertIn("vkl::lacking::GetPhysicalDeviceMultisamplePropertiesEXT(physicalDevice, samples, "
                              "pMultisampleProperties);\n        return;\n", text)
        text = render_terminators()
        self.assertIn("VKAPI_ATTR VkBool32 VKAPI_CALL GetPhysicalDeviceXcbPresentationSupportKHR([[maybe_unused]] "
                      "VkPhysicalDevice physicalDevice", text)
        self.assertIn("vkl::report_answered_for_driver(pd, vkl::Cmd::GetPhysicalDeviceXcbPresentationSupportKHR, "
                      "vkl::LackingLog::error);\n        return vkl::lacking::GetPhysicalDeviceXcbPresentationSupportKHR(",
                      text)

    def test_a_void_entry_compiles(self):
        # The generated code of a void entry (none is in the policy today) against the pinned headers.
        import shutil
        import subprocess
        cxx = shutil.which(os.environ.get("CXX", "c++"))
        if cxx is None:
            self.skipTest("no C++ compiler (CXX, c++)")
        void = "vkGetPhysicalDeviceMultisamplePropertiesEXT"
        with mock.patch.dict(policy.WHEN_DRIVER_LACKS, {void: policy.Lacking("test", zeroed=("pMultisampleProperties",))}):
            files = generate.render_all(PINNED)
        with tempfile.TemporaryDirectory() as tmp:
            for name, text in files.items():
                (Path(tmp) / name).write_text(text)
            run = subprocess.run([cxx, "-std=c++20", "-fsyntax-only", "-Wall", "-Werror", f"-I{tmp}",
                                  f"-I{ROOT / 'loader'}", f"-I{ROOT / 'registry' / 'include'}",
                                  str(Path(tmp) / "terminators.cpp")], capture_output=True, text=True)
        self.assertEqual(run.returncode, 0, run.stderr[-3000:])

    def test_explain_lists_generic_answers_the_registry_does_not_allow(self):
        names = {c.cmd.name for c in view.build(load(PINNED)).generic_lacking_not_allowed}
        self.assertIn("vkReleaseDisplayEXT", names)  # VK_SUCCESS and two errors, not EXTENSION_NOT_PRESENT
        self.assertNotIn("vkGetDrmDisplayEXT", names)  # a policy entry answers it
        self.assertNotIn("vkGetPhysicalDeviceProperties", names)  # every driver has it
        without = {k: v for k, v in policy.WHEN_DRIVER_LACKS.items() if "Drm" not in k}
        with mock.patch.dict(policy.WHEN_DRIVER_LACKS, without, clear=True):
            names = {c.cmd.name for c in view.build(load(PINNED)).generic_lacking_not_allowed}
        self.assertLessEqual({"vkGetDrmDisplayEXT", "vkAcquireDrmDisplayEXT"}, names)
        import subprocess
        out = subprocess.run([sys.executable, str(ROOT / "tools" / "regen"), "--explain"], capture_output=True,
                             text=True, check=True).stdout
        self.assertRegex(out, r"\n\d+ physical-device commands answer a driver without them with "
                              r"VK_ERROR_EXTENSION_NOT_PRESENT, which their registry entry does not list")
        self.assertIn("\n  vkReleaseDisplayEXT (lists VK_SUCCESS", out)


def render_terminators() -> str:
    return generate._environment().get_template("terminators.cpp.j2").render(v=view.build(load(PINNED)), P=view)


# The smallest registry the model parses: one instance command, one extension with a platform,
# a structure that extends another. Each {placeholder} is a name that reaches generated code.
TINY_REGISTRY = """<registry>
  <platforms><platform name="{platform}" protect="{protect}"/></platforms>
  <types>
    <type category="define">#define <name>VK_HEADER_VERSION</name> 7</type>
    <type category="handle"><type>VK_DEFINE_HANDLE</type>(<name>{handle}</name>)</type>
    <type category="struct" name="{struct}" structextends="VkInstanceCreateInfo">
      <member values="{stype}"><type>VkStructureType</type> <name>sType</name></member>
    </type>
  </types>
  <commands>
    <command successcodes="VK_SUCCESS" errorcodes="{code}"><proto><type>{ret}</type> <name>{command}</name></proto>
      <param><type>{handle}</type> <name>instance</name></param>
      <param><type>{ptype}</type>* <name>{param}</name></param></command>
    <command name="{alias}" alias="{command}"/>
  </commands>
  <feature api="vulkan" name="VK_VERSION_1_0" number="1.0"><require><command name="{command}"/></require></feature>
  <extensions>
    <extension name="{extension}" number="1" type="instance" supported="vulkan" platform="{platform}" depends="{depends}">
      <require><enum value="1" name="{spec}"/><command name="{alias}"/><type name="{struct}"/></require>
    </extension>
  </extensions>
</registry>"""
GOOD_NAMES = dict(platform="vklwin", protect="VK_USE_PLATFORM_VKLWIN", handle="VkInstance", struct="VkTinyVKL",
                  stype="VK_STRUCTURE_TYPE_TINY_VKL", code="VK_ERROR_UNKNOWN", ret="VkResult", command="vkTinyVKL",
                  ptype="uint32_t", param="pValue", alias="vkTinyAliasVKL", extension="VK_VKL_tiny",
                  depends="VK_VERSION_1_0", spec="VK_VKL_TINY_SPEC_VERSION")


class ObjectKnowledge(unittest.TestCase):
    """codegen/objects.py against the registry read again here, independently of the model:
    for every command of every release, each parameter and each member (of the structures it
    reaches, through members and pNext chains) whose type is a handle is a reach or listed as
    not followed, with the handle's type; the tables render for every release."""

    @staticmethod
    def raw(path: Path) -> tuple[dict[str, list[tuple[str, str]]], dict[str, list[tuple[str, str, str]]], set[str]]:
        """(command: [(param, type)]), (struct: [(member, type, decl)]) and the handle names
        (aliases too), straight from vk.xml."""
        import xml.etree.ElementTree as ET
        root = ET.parse(str(path)).getroot()

        def ok(e):
            return e.get("api") is None or "vulkan" in e.get("api").split(",")
        handles = {t.findtext("name") or t.get("name") for t in root.iterfind("types/type[@category='handle']") if ok(t)}
        structs = {}
        for t in root.iterfind("types/type"):
            if t.get("category") in ("struct", "union") and not t.get("alias") and ok(t):
                structs[t.get("name")] = [(m.findtext("name"), m.findtext("type"), "".join(m.itertext()))
                                          for m in t.iterfind("member") if ok(m)]
        commands = {}
        for c in root.iterfind("commands/command"):
            if ok(c) and not c.get("alias"):
                commands[c.findtext("proto/name")] = [(p.findtext("name"), p.findtext("type"))
                                                      for p in c.iterfind("param") if ok(p)]
        return commands, structs, handles

    def test_every_command_reaches_every_handle(self):
        from codegen import objects
        for path in [PINNED] + shared_registries():
            reg = load(path)
            know = objects.build(reg)
            commands, structs, handles = self.raw(path)
            alias = {a: h.name for h in reg.handles.values() for a in h.aliases}
            not_followed = {(n.owner, n.member) for n in know.not_followed}
            with self.subTest(registry=path.name):
                checked = 0
                for name in reg.commands:
                    want = {(p, alias.get(t, t)) for p, t in commands[name] if t in handles}
                    got = {(r.member, r.type) for r in know.command_reaches[name]}
                    self.assertEqual(got, {w for w in want if (name, w[0]) not in not_followed}, name)
                    # The structures it reaches: every handle member of each, transitively.
                    pending = [st.type for st in know.command_steps[name]]
                    seen = set()
                    while pending:
                        sname = pending.pop()
                        if sname in seen:
                            continue
                        seen.add(sname)
                        want = {(m, alias.get(t, t)) for m, t, _ in structs[sname] if t in handles}
                        got = {(r.member, r.type) for r in know.struct_reaches[sname]}
                        self.assertEqual(got, {w for w in want if (sname, w[0]) not in not_followed}, sname)
                        pending.extend(st.type for st in know.struct_steps[sname])
                        pending.extend(know.chain.get(sname, ()))
                    checked += 1
                self.assertEqual(checked, len(reg.commands))
                # Every array has its length, every handle its VkObjectType.
                for r in [r for rs in know.command_reaches.values() for r in rs] + \
                         [r for rs in know.struct_reaches.values() for r in rs]:
                    if r.flags & objects.IN_ARRAY:
                        self.assertTrue(r.len, f"{r.owner}::{r.member}")
                for h in know.handles:
                    self.assertIsNotNone(h.object_type, h.name)
                self.assertFalse([n for n in know.not_followed if "len" in n.why], "an array length no rule spells")

    def test_structure_type_numbers(self):
        """The model's VkStructureType numbers (the registry's value and offset rules) equal the
        pinned release's header, value by value; the object tables spell each sType of a pNext
        case by its number, so that tables generated from one release compile against another's
        headers (registry-sweep builds 1.2.182's against 1.3.239's, which renamed
        VK_STRUCTURE_TYPE_SUBPASSS_SHADING_PIPELINE_CREATE_INFO_HUAWEI without an alias)."""
        import re
        reg = load(PINNED)
        include = PINNED.parent / "include" / "vulkan"
        text = "".join((include / f).read_text() for f in ("vulkan_core.h", "vulkan_beta.h"))
        header = {m.group(1): int(m.group(2)) for m in re.finditer(r"^\s+(VK_STRUCTURE_TYPE_\w+) = (-?\d+),", text, re.M)}
        both = set(header) & set(reg.structure_type_values)
        self.assertGreater(len(both), 1000)
        self.assertEqual({n: reg.structure_type_values[n] for n in both}, {n: header[n] for n in both})
        self.assertEqual(set(header) - set(reg.structure_type_values), set())
        env = generate._environment()
        text = env.get_template("object_tables.h.j2").render(v=view.build(reg), P=view)
        self.assertIn("case static_cast<VkStructureType>(1000369000):  // "
                      "VK_STRUCTURE_TYPE_SUBPASS_SHADING_PIPELINE_CREATE_INFO_HUAWEI", text)
        self.assertNotIn("case VK_STRUCTURE_TYPE_", text)

    def test_debug_report_types(self):
        """Every VkDebugReportObjectTypeEXT value but UNKNOWN (read here from vk.xml) is the
        debug-report type of exactly one handle type, the one whose VkObjectType has its name;
        the numbers are not the rule (SURFACE_KHR: 1000000000 and 26)."""
        import xml.etree.ElementTree as ET
        from codegen import objects
        for path in [PINNED] + shared_registries():
            reg = load(path)
            root = ET.parse(str(path)).getroot()
            enum = "VkDebugReportObjectTypeEXT"
            values = {e.get("name") for e in root.iterfind(f"enums[@name='{enum}']/enum") if not e.get("alias")}
            values |= {e.get("name") for e in root.iter("enum") if e.get("extends") == enum and not e.get("alias")}
            values.discard("VK_DEBUG_REPORT_OBJECT_TYPE_UNKNOWN_EXT")
            with self.subTest(registry=path.name):
                by_type = {}
                for name in reg.handles:  # as objects.build gives each HandleInfo its report_type
                    object_type = objects.object_type_of(name, reg)
                    report_type = objects.report_type_of(object_type, reg)
                    if report_type:
                        by_type.setdefault(report_type, []).append(name)
                        self.assertEqual(report_type[len("VK_DEBUG_REPORT_OBJECT_TYPE_"):-len("_EXT")],
                                         object_type[len("VK_OBJECT_TYPE_"):], name)
                self.assertEqual(set(by_type), values)
                self.assertFalse({t: n for t, n in by_type.items() if len(n) != 1})

    def test_lifetimes(self):
        from codegen import objects
        for path in [PINNED] + shared_registries():
            reg = load(path)
            know = objects.build(reg, ("vkResetDescriptorPool",))
            with self.subTest(registry=path.name):
                kinds = {(l.command, l.type): l.kind for l in know.lifetimes}
                self.assertEqual(kinds[("vkCreateBuffer", "VkBuffer")], "create")
                self.assertEqual(kinds[("vkAllocateCommandBuffers", "VkCommandBuffer")], "allocate")
                self.assertEqual(kinds[("vkFreeCommandBuffers", "VkCommandBuffer")], "free")
                self.assertEqual(kinds[("vkDestroyInstance", "VkInstance")], "destroy")
                self.assertEqual(kinds[("vkEnumeratePhysicalDevices", "VkPhysicalDevice")], "retrieve")
                self.assertEqual({(i.command, i.child) for i in know.implicit_frees},
                                 {("vkDestroyCommandPool", "VkCommandBuffer"), ("vkDestroyDescriptorPool", "VkDescriptorSet"),
                                  ("vkResetDescriptorPool", "VkDescriptorSet"), ("vkDestroySwapchainKHR", "VkImage")})
                # Every type the application creates has a command that destroys it, but display
                # modes ("display modes are destroyed with their display": the spec has no
                # vkDestroyDisplayModeKHR).
                created = {l.type for l in know.lifetimes if l.kind in ("create", "allocate")}
                ended = {l.type for l in know.lifetimes if l.kind in ("destroy", "free")}
                self.assertEqual(created - ended, {"VkDisplayModeKHR"} & created)

    def test_valid_usage_vuids(self):
        """The parent, allocator and leak VUIDs come from the pinned release's validusage.json
        (read again here): every -parent and -commonparent statement of it is carried by the
        Reaches it speaks of, none is invented, and the two pool parents name their pool; every
        destroy whose statements have the two allocator sentences carries both."""
        import json
        import re
        from codegen import objects, valid_usage
        reg = load(PINNED)
        usage = valid_usage.load(PINNED)
        know = objects.build(reg, ("vkResetDescriptorPool",), usage)
        data = json.loads((PINNED.parent / "validusage.json").read_text())["validation"]
        every = {e["vuid"]: re.sub(r"<[^>]+>", "", e["text"]) for groups in data.values() for es in groups.values() for e in es}
        parents = {v for v in every if v.endswith(("-parent", "-commonparent"))}
        reaches = [r for rs in know.command_reaches.values() for r in rs] + [r for rs in know.struct_reaches.values() for r in rs]
        carried = {r.parent_vuid for r in reaches if r.parent_vuid}
        self.assertEqual(carried - set(every), set(), "a parent VUID the specification does not have")
        self.assertEqual(parents - carried, set(), "a parent statement no Reach carries")
        self.assertGreater(len(carried), 300)
        pools = {(r.owner, r.member, r.parent_member) for r in reaches if r.parent_member}
        self.assertEqual(pools, {("vkFreeCommandBuffers", "pCommandBuffers", "commandPool"),
                                 ("vkFreeDescriptorSets", "pDescriptorSets", "descriptorPool")})
        # A Reach's own -parent statement wins over its owner's -commonparent one.
        by = {(r.owner, r.member): r.parent_vuid for r in reaches}
        self.assertEqual(by[("vkDestroyBuffer", "buffer")], "VUID-vkDestroyBuffer-buffer-parent")
        self.assertEqual(by[("vkCmdCopyBuffer", "srcBuffer")], "VUID-vkCmdCopyBuffer-commonparent")
        self.assertEqual(by[("VkSubmitInfo", "pCommandBuffers")], "VUID-VkSubmitInfo-commonparent")
        self.assertEqual(by[("vkCmdCopyBuffer", "commandBuffer")], "", "a dispatchable parameter has no parent check")
        with_allocator = 0
        for l in know.lifetimes:
            if l.kind not in ("destroy", "free"):
                continue
            texts = [t for v, t in every.items() if v.startswith(f"VUID-{l.command}-")]
            has = any(t.startswith(f"If VkAllocationCallbacks were provided when {l.param} was created") for t in texts)
            self.assertEqual(bool(l.allocator_vuid), has, l.command)
            self.assertEqual(bool(l.no_allocator_vuid), has, l.command)
            for v in (l.allocator_vuid, l.no_allocator_vuid, l.children_vuid):
                self.assertTrue(not v or v in every, v)
            with_allocator += has
        self.assertGreaterEqual(with_allocator, 40)   # 40 in 1.4.359: twelve destroys (vkFreeMemory, ...) have no such statement
        ends = {l.command: l for l in know.lifetimes if l.kind == "destroy"}
        self.assertEqual(ends["vkDestroyDevice"].children_vuid, "VUID-vkDestroyDevice-device-05137")
        self.assertEqual(ends["vkDestroyInstance"].children_vuid, "VUID-vkDestroyInstance-instance-00629")
        # Without validusage.json (the older releases): no such VUID at all.
        for path in shared_registries()[:1]:
            bare = objects.build(load(path), ("vkResetDescriptorPool",), valid_usage.ValidUsage())
            self.assertFalse([r for rs in bare.command_reaches.values() for r in rs if r.parent_vuid])

    def test_object_hooks_cover_every_command(self):
        """generated/object_hooks.h: a PreCallValidate of every command the chassis hooks, in the
        Checks base of its level; a PostCallRecord of every command that makes objects in Makes,
        and of every one that ends them (or frees a pool's children) in Ends; vkDestroyDevice in
        the instance's Ends too (the instance's tracker holds the device)."""
        import re
        from codegen import objects
        v = view.build(load(PINNED))
        text = generate._environment().get_template("object_hooks.h.j2").render(v=v, P=view)
        sections = {}
        for m in re.finditer(r"class (\w+) : public Base \{(.*?)\n\};", text, re.S):
            sections[m.group(1)] = set(re.findall(r"(?:PreCallValidate|PostCallRecord)(\w+)\(", m.group(2)))
        hooked = [c for c in v.commands if c.chassis_hooked]
        device = {c.short for c in hooked if c.cmd.level == "device"}
        instance = {c.short for c in hooked if c.cmd.level in ("instance", "physical_device")}
        self.assertEqual(sections["DeviceChecks"], device)
        self.assertEqual(sections["InstanceChecks"], instance)
        makes = {l.command for l in v.objects.lifetimes if l.kind in ("create", "allocate", "retrieve")}
        ends = {l.command for l in v.objects.lifetimes if l.kind in ("destroy", "free")} | \
            {i.command for i in v.objects.implicit_frees}
        self.assertEqual(sections["DeviceMakes"], {c.short for c in hooked if c.cmd.level == "device" and c.cmd.name in makes})
        self.assertEqual(sections["InstanceMakes"], {c.short for c in hooked if c.short in instance and c.cmd.name in makes})
        self.assertEqual(sections["DeviceEnds"], {c.short for c in hooked if c.cmd.level == "device" and c.cmd.name in ends})
        self.assertEqual(sections["InstanceEnds"], {c.short for c in hooked if c.short in instance and c.cmd.name in ends} | {"DestroyDevice"})
        self.assertGreater(len(device) + len(instance), 600)

    def test_wrapping_plan_covers_every_handle(self):
        """codegen/wrapping.py, for every release: every non-dispatchable handle a command reads
        in a parameter goes down rewritten, every structure parameter that reaches one is copied
        (but a structure the command writes too, listed), every handle it writes comes up as an
        id; no dispatchable handle is ever rewritten; every destroy of a non-dispatchable type
        forgets its ids, every pool free of non-dispatchable children its children's."""
        from codegen import objects, wrapping
        for path in [PINNED] + shared_registries():
            reg = load(path)
            know = objects.build(reg, ("vkResetDescriptorPool",))
            plan = wrapping.build(reg, know)
            nd = {h for h, x in reg.handles.items() if not x.dispatchable}
            down_structs = {p.name for p in plan.down_structs}
            listed = {(o, m) for o, m, _ in plan.not_unwrapped}
            with self.subTest(registry=path.name):
                for name in reg.commands:
                    cp = plan.commands.get(name)
                    down = {o.member for o in cp.down} if cp else set()
                    up = {o.member for o in cp.up} if cp else set()
                    for r in know.command_reaches[name]:
                        if r.type in nd and not r.flags & objects.OUTPUT:
                            self.assertIn(r.member, down, f"{name}: {r.member}")
                        if r.type in nd and r.flags & objects.OUTPUT:
                            self.assertIn(r.member, up, f"{name}: {r.member}")
                        if r.type not in nd:
                            self.assertNotIn(r.member, down | up, f"{name}: {r.member} is dispatchable")
                    for st in know.command_steps[name]:
                        if st.type in down_structs:
                            self.assertTrue(st.member in down or (name, st.member) in listed, f"{name}: {st.member}")
                    for l in know.lifetimes:
                        if l.command == name and l.kind in ("destroy", "free") and l.type in nd:
                            self.assertIsNotNone(cp and cp.ends, name)
                for p in plan.down_structs + plan.up_structs:
                    for o in p.ops:
                        if o.kind in ("handle", "handles", "fixed"):
                            self.assertIn(o.type, nd, f"{p.name}::{o.member}")
                frees = {i.command for i in know.implicit_frees if i.child in nd and i.pool in nd}
                self.assertEqual({n for n, c in plan.commands.items() if c.frees_children}, frees)
                if path == PINNED:
                    self.assertEqual(listed, {("vkExportMetalObjectsEXT", "pMetalObjectsInfo")})
                    self.assertEqual(plan.commands["vkAllocateDescriptorSets"].parent, ("pAllocateInfo", "descriptorPool"))
                    self.assertEqual(plan.commands["vkGetSwapchainImagesKHR"].parent, ("swapchain", ""))

    def test_tables_render_for_the_oldest_and_pinned_releases(self):
        # The oldest has no objtypeenum and spells lengths `param::member`; registry-sweep renders
        # (and builds) every release.
        env = generate._environment()
        for path in [PINNED] + shared_registries()[:1]:
            with self.subTest(registry=path.name):
                text = env.get_template("object_tables.h.j2").render(v=view.build(load(path)), P=view)
                self.assertIn("inline void visit_QueueSubmit(", text)
                self.assertIn("kReach_VkSubmitInfo_pCommandBuffers", text)


class BadNames(unittest.TestCase):
    """A name vk.xml gives that is not a C identifier is refused when the model is parsed, naming the
    element; nothing is generated from it."""

    def parse(self, **names: str) -> registry_model.Registry:
        with tempfile.TemporaryDirectory() as tmp:
            p = Path(tmp) / "vk.xml"
            p.write_text(TINY_REGISTRY.format(**{**GOOD_NAMES, **names}))
            return registry_model.parse(p)

    def test_good_names_parse(self):
        reg = self.parse()
        self.assertEqual(reg.command("vkTinyAliasVKL").name, "vkTinyVKL")
        self.assertEqual(reg.features["VK_VKL_tiny"].protect, "VK_USE_PLATFORM_VKLWIN")

    def test_each_bad_name_is_refused_naming_its_element(self):
        bad = "x); system(\"id\"); (void(0"
        for key, element in (("command", "<command><proto><name>"), ("alias", "<command alias=...> name"),
                             ("extension", "<extension> name"), ("param", "<param><name>"), ("ptype", "<type>"),
                             ("ret", "<proto><type>"), ("platform", "<platform> name"), ("protect", "protect"),
                             ("handle", "<type category=\"handle\"><name>"), ("struct", "<type category=\"struct\"> name"),
                             ("stype", "sType values"), ("code", "errorcodes"), ("spec", "<enum> name"),
                             ("depends", "depends")):
            value = bad.replace('"', "&quot;")
            if key == "depends":
                value = "VK_VERSION_1_0+VK_KHR_x:y"  # a name the depends syntax reads, but no identifier
            elif key == "spec":
                value += "_SPEC_VERSION"  # read as the extension's spec version macro only with this ending
            with self.subTest(name=key):
                with self.assertRaises(registry_model.RegistryError) as e:
                    self.parse(**{key: value})
                self.assertIn(element, str(e.exception))
                self.assertIn("is not a C identifier", str(e.exception))

    def test_regen_refuses_a_bad_command_name(self):
        # The pinned registry with one command renamed wherever it is named: tools/regen fails
        # naming it, and writes nothing.
        import subprocess
        text = re.sub(r"\bvkCmdDraw\b", "vkCmdDraw(void);int x", PINNED.read_text())
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "vk.xml").write_text(text)
            run = subprocess.run([sys.executable, str(ROOT / "tools" / "regen"), "--registry", str(Path(tmp) / "vk.xml"),
                                  "--out", str(Path(tmp) / "out")], capture_output=True, text=True)
            self.assertEqual(run.returncode, 1, run.stdout)
            self.assertIn("<command><proto><name>: 'vkCmdDraw(void);int x' is not a C identifier", run.stderr)
            self.assertFalse((Path(tmp) / "out").exists())


if __name__ == "__main__":
    unittest.main()
