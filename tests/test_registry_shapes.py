# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""The registry model and the policy resolution on each vk.xml shape, one small synthetic
registry per shape (run by meson test; needs nothing outside the repository).

Shapes: VK_HEADER_VERSION with and without VK_HEADER_VERSION_COMPLETE (both macro spellings),
internal core features (apitype="internal", 1.4.330 on) folded into their public version,
features that depend on features, old requires/requiresCore and new depends, `<remove>`,
provisional extensions (attribute and the older platform="provisional"), commands renamed by
promotion (policy entries resolved under another spelling, or not applicable), misspelled
policy entries, and commands no loader can dispatch.
"""
from __future__ import annotations

import sys
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from codegen import generate, policy, policy_resolution, registry_model, view  # noqa: E402
from codegen.registry_model import DEVICE, UNDISPATCHABLE  # noqa: E402

HANDLES = """
    <type category="handle"><type>VK_DEFINE_HANDLE</type>(<name>VkInstance</name>)</type>
    <type category="handle" parent="VkInstance"><type>VK_DEFINE_HANDLE</type>(<name>VkPhysicalDevice</name>)</type>
    <type category="handle" parent="VkPhysicalDevice"><type>VK_DEFINE_HANDLE</type>(<name>VkDevice</name>)</type>
    <type category="handle" parent="VkDevice"><type>VK_DEFINE_NON_DISPATCHABLE_HANDLE</type>(<name>VkRenderPass</name>)</type>
    <type category="handle" parent="VkDevice"><type>VK_DEFINE_HANDLE</type>(<name>VkQueue</name>)</type>
    <type category="handle" parent="VkDevice"><type>VK_DEFINE_HANDLE</type>(<name>VkCommandBuffer</name>)</type>
"""

VERSION_COMPLETE = ('<type category="define">#define <name>VK_HEADER_VERSION_COMPLETE</name> '
                    '<type>VK_MAKE_API_VERSION</type>(0, 1, 4, VK_HEADER_VERSION)</type>')


def cmd(name: str, first: str = "VkDevice", ret: str = "void") -> str:
    return (f"<command><proto><type>{ret}</type> <name>{name}</name></proto>"
            f"<param><type>{first}</type> <name>h</name></param></command>")


def registry(body: str, commands: str = "", header: int = 7, complete: str = VERSION_COMPLETE,
             platforms: str = "", tags: str = '<tag name="KHR"/><tag name="EXT"/>') -> str:
    return f"""<registry>
  <platforms>{platforms}</platforms>
  <tags>{tags}</tags>
  <types>
    <type category="define">#define <name>VK_HEADER_VERSION</name> {header}</type>
    {complete}
    {HANDLES}
  </types>
  <commands>{commands}</commands>
  {body}
</registry>"""


class Shapes(unittest.TestCase):
    def parse(self, xml: str) -> registry_model.Registry:
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)
        p = Path(self.tmp.name) / "vk.xml"
        p.write_text(xml)
        return registry_model.parse(p)

    def test_header_version_complete_api_macro(self):
        reg = self.parse(registry('<feature api="vulkan" name="VK_VERSION_1_0" number="1.0"/>'))
        self.assertEqual(reg.api_version, (1, 4, 7))

    def test_header_version_complete_old_macro(self):
        # 1.2.140 - 1.2.174 wrote VK_MAKE_VERSION(major, minor, patch).
        old = ('<type category="define">#define <name>VK_HEADER_VERSION_COMPLETE</name> '
               '<type>VK_MAKE_VERSION</type>(1, 2, VK_HEADER_VERSION)</type>')
        reg = self.parse(registry('<feature api="vulkan" name="VK_VERSION_1_0" number="1.0"/>',
                                  header=150, complete=old))
        self.assertEqual(reg.version_string, "1.2.150")

    def test_no_header_version_complete(self):
        # Before 1.2.140 there is no _COMPLETE: the newest core version gives major.minor.
        body = ('<feature api="vulkan" name="VK_VERSION_1_0" number="1.0"/>'
                '<feature api="vulkan" name="VK_VERSION_1_2" number="1.2"/>'
                '<feature api="vulkan" name="VK_VERSION_1_1" number="1.1"/>')
        reg = self.parse(registry(body, header=131, complete=""))
        self.assertEqual(reg.version_string, "1.2.131")

    def test_no_header_version_is_an_error(self):
        xml = registry('<feature api="vulkan" name="VK_VERSION_1_0" number="1.0"/>').replace(
            "<name>VK_HEADER_VERSION</name> 7", "<name>VK_SOMETHING</name> 7")
        with self.assertRaisesRegex(registry_model.RegistryError, "VK_HEADER_VERSION"):
            self.parse(xml)

    def test_internal_features_fold_into_their_public_version(self):
        body = """
  <feature api="vulkan,vulkanbase" apitype="internal" name="VK_BASE_VERSION_1_0" number="1.0">
    <require><command name="vkBase"/></require></feature>
  <feature api="vulkan,vulkanbase" apitype="internal" name="VK_GRAPHICS_VERSION_1_0" number="1.0" depends="VK_BASE_VERSION_1_0">
    <require><command name="vkCmdGraphics"/></require></feature>
  <feature api="vulkan,vulkanbase" name="VK_VERSION_1_0" number="1.0" depends="VK_GRAPHICS_VERSION_1_0">
    <require><command name="vkOwn"/></require></feature>
  <feature api="vulkan" apitype="internal" name="VK_BASE_VERSION_1_1" number="1.1" depends="VK_BASE_VERSION_1_0">
    <require><command name="vkBase11"/></require></feature>
  <feature api="vulkan" name="VK_VERSION_1_1" number="1.1" depends="VK_VERSION_1_0,VK_BASE_VERSION_1_1">
    <require/></feature>
  <extensions>
    <extension name="VK_KHR_x" number="1" type="device" supported="vulkan" depends="VK_BASE_VERSION_1_1">
      <require depends="VK_GRAPHICS_VERSION_1_0"><command name="vkCmdXKHR"/></require></extension>
  </extensions>"""
        commands = "".join(cmd(n) for n in ("vkBase", "vkCmdGraphics", "vkOwn", "vkBase11", "vkCmdXKHR"))
        reg = self.parse(registry(body, commands))
        self.assertEqual([f.name for f in reg.core_versions], ["VK_VERSION_1_0", "VK_VERSION_1_1"])
        self.assertEqual(reg.features["VK_VERSION_1_0"].parts,
                         ("VK_BASE_VERSION_1_0", "VK_GRAPHICS_VERSION_1_0"))
        self.assertEqual(set(reg.features["VK_VERSION_1_0"].commands), {"vkBase", "vkCmdGraphics", "vkOwn"})
        self.assertEqual(reg.providers["vkBase11"], ("VK_VERSION_1_1",))
        self.assertIs(reg.feature("VK_GRAPHICS_VERSION_1_0"), reg.features["VK_VERSION_1_0"])
        # References to internal features become references to the public version.
        ext = reg.features["VK_KHR_x"]
        self.assertEqual(str(ext.depends), "VK_VERSION_1_1")
        self.assertEqual(str(ext.requirements[0].depends), "VK_VERSION_1_0")
        # Guards name only macros that headers define.
        files = generate.render_all(Path(self.tmp.name) / "vk.xml")
        for text in files.values():
            self.assertNotIn("BASE_VERSION", text.replace("/*", "").split("// Generated")[0])
        self.assertIn("#if defined(VK_VERSION_1_1)\n        PFN_vkBase11 Base11;", files["dispatch_tables.h"])
        self.assertNotIn("defined(VK_GRAPHICS_VERSION_1_0)", files["trampolines.cpp"])

    def test_internal_feature_without_public_owner_is_an_error(self):
        body = ('<feature api="vulkan" apitype="internal" name="VK_BASE_VERSION_1_9" number="1.9"/>'
                '<feature api="vulkan" name="VK_VERSION_1_0" number="1.0"/>')
        with self.assertRaisesRegex(registry_model.RegistryError, "VK_BASE_VERSION_1_9"):
            self.parse(registry(body))

    def test_old_requires_and_new_depends_give_the_same_model(self):
        old = """
  <feature api="vulkan" name="VK_VERSION_1_0" number="1.0"/>
  <feature api="vulkan" name="VK_VERSION_1_1" number="1.1"/>
  <extensions>
    <extension name="VK_KHR_a" number="1" type="device" supported="vulkan" requires="VK_KHR_b,VK_KHR_c" requiresCore="1.1">
      <require feature="VK_VERSION_1_1" extension="VK_KHR_d"><command name="vkCmdAKHR"/></require></extension>
  </extensions>"""
        new = """
  <feature api="vulkan" name="VK_VERSION_1_0" number="1.0"/>
  <feature api="vulkan" name="VK_VERSION_1_1" number="1.1" depends="VK_VERSION_1_0"/>
  <extensions>
    <extension name="VK_KHR_a" number="1" type="device" supported="vulkan" depends="VK_VERSION_1_1+VK_KHR_b+VK_KHR_c">
      <require depends="VK_VERSION_1_1+VK_KHR_d"><command name="vkCmdAKHR"/></require></extension>
  </extensions>"""
        a = self.parse(registry(old, cmd("vkCmdAKHR"))).features["VK_KHR_a"]
        b = self.parse(registry(new, cmd("vkCmdAKHR"))).features["VK_KHR_a"]
        for f in (a, b):
            self.assertTrue(f.depends.evaluate(lambda n: n in {"VK_VERSION_1_1", "VK_KHR_b", "VK_KHR_c"}))
            self.assertFalse(f.depends.evaluate(lambda n: n in {"VK_VERSION_1_1", "VK_KHR_b"}))
            self.assertEqual(f.requirements[0].depends.names(), frozenset({"VK_VERSION_1_1", "VK_KHR_d"}))

    def test_removed_commands_are_not_provided(self):
        body = """
  <feature api="vulkan" name="VK_VERSION_1_0" number="1.0"><require><command name="vkCmdA"/><command name="vkCmdB"/></require></feature>
  <feature api="vulkan" name="VK_VERSION_1_1" number="1.1"><remove><command name="vkCmdB"/></remove></feature>
  <feature api="vulkansc" name="VKSC_VERSION_1_0" number="1.0"><remove><command name="vkCmdA"/></remove></feature>"""
        reg = self.parse(registry(body, cmd("vkCmdA") + cmd("vkCmdB")))
        self.assertIn("vkCmdA", reg.alias_of)       # a Vulkan SC removal does not apply
        self.assertNotIn("vkCmdB", reg.alias_of)

    def test_provisional_extensions_need_their_exact_spec_version(self):
        body = """
  <feature api="vulkan" name="VK_VERSION_1_0" number="1.0"/>
  <extensions>
    <extension name="VK_KHR_new_beta" number="1" type="device" supported="vulkan" provisional="true" platform="provisional">
      <require><enum value="3" name="VK_KHR_NEW_BETA_SPEC_VERSION"/><command name="vkCmdNewBetaKHR"/></require></extension>
    <extension name="VK_KHR_old_beta" number="2" type="device" supported="vulkan" platform="provisional">
      <require><enum value="1" name="VK_KHR_OLD_BETA_SPEC_VERSION"/><command name="vkCmdOldBetaKHR"/></require></extension>
    <extension name="VK_KHR_final" number="3" type="device" supported="vulkan">
      <require><enum value="4" name="VK_KHR_FINAL_SPEC_VERSION"/><command name="vkCmdFinalKHR"/></require></extension>
  </extensions>"""
        plat = '<platform name="provisional" protect="VK_ENABLE_BETA_EXTENSIONS"/>'
        reg = self.parse(registry(body, cmd("vkCmdNewBetaKHR") + cmd("vkCmdOldBetaKHR") + cmd("vkCmdFinalKHR"),
                                  platforms=plat))
        self.assertTrue(reg.features["VK_KHR_new_beta"].provisional)
        self.assertTrue(reg.features["VK_KHR_old_beta"].provisional)   # platform only (before 1.2.171)
        self.assertFalse(reg.features["VK_KHR_final"].provisional)
        tables = generate.render_all(Path(self.tmp.name) / "vk.xml")["dispatch_tables.h"]
        self.assertIn("#if (defined(VK_ENABLE_BETA_EXTENSIONS) && defined(VK_KHR_new_beta) && "
                      "VK_KHR_NEW_BETA_SPEC_VERSION == 3)", tables)
        self.assertIn("VK_KHR_OLD_BETA_SPEC_VERSION == 1)", tables)
        self.assertIn("#if (defined(VK_KHR_final) && VK_KHR_FINAL_SPEC_VERSION >= 4)", tables)

    def test_non_dispatchable_first_parameter_is_left_out(self):
        # 1.2.182 declared vkGetSubpassShadingMaxWorkgroupSizeHUAWEI(VkRenderPass, ...).
        body = ('<feature api="vulkan" name="VK_VERSION_1_0" number="1.0">'
                '<require><command name="vkCmdA"/><command name="vkBroken"/></require></feature>')
        reg = self.parse(registry(body, cmd("vkCmdA") + cmd("vkBroken", "VkRenderPass")))
        self.assertEqual(reg.commands["vkBroken"].level, UNDISPATCHABLE)
        self.assertEqual(reg.commands["vkCmdA"].level, DEVICE)
        files = generate.render_all(Path(self.tmp.name) / "vk.xml")
        self.assertNotIn("vkBroken", files["string_pool.cpp"])
        self.assertIn("CmdA", files["dispatch_tables.h"])

    def test_object_knowledge_of_members_chains_and_old_spellings(self):
        # Before 1.2.134 handles had no objtypeenum, and lengths were written `param::member`;
        # handles are reached in a structure's members and in the structures of its pNext chain.
        types = """
    <type category="enum" name="VkObjectType"/>
    <type category="struct" name="VkRenderPassBeginInfo">
      <member values="VK_STRUCTURE_TYPE_RENDER_PASS_BEGIN_INFO"><type>VkStructureType</type> <name>sType</name></member>
      <member optional="true">const <type>void</type>* <name>pNext</name></member>
      <member><type>VkRenderPass</type> <name>renderPass</name></member>
    </type>
    <type category="struct" name="VkExtraInfo" structextends="VkRenderPassBeginInfo">
      <member values="VK_STRUCTURE_TYPE_EXTRA_INFO"><type>VkStructureType</type> <name>sType</name></member>
      <member optional="true">const <type>void</type>* <name>pNext</name></member>
      <member><type>uint32_t</type> <name>count</name></member>
      <member len="count" optional="false,true">const <type>VkRenderPass</type>* <name>pPasses</name></member>
    </type>
    <type category="struct" name="VkAllocInfo">
      <member><type>uint32_t</type> <name>commandBufferCount</name></member>
    </type>"""
        body = ('<enums name="VkObjectType" type="enum"><enum value="0" name="VK_OBJECT_TYPE_UNKNOWN"/>'
                '<enum value="3" name="VK_OBJECT_TYPE_DEVICE"/><enum value="18" name="VK_OBJECT_TYPE_RENDER_PASS"/>'
                '<enum value="6" name="VK_OBJECT_TYPE_COMMAND_BUFFER"/></enums>'
                '<feature api="vulkan" name="VK_VERSION_1_0" number="1.0">'
                '<require><command name="vkCmdBegin"/><command name="vkAllocateCommandBuffers"/>'
                '<type name="VkExtraInfo"/></require></feature>')
        cmds = ('<command><proto><type>void</type> <name>vkCmdBegin</name></proto>'
                '<param><type>VkCommandBuffer</type> <name>commandBuffer</name></param>'
                '<param>const <type>VkRenderPassBeginInfo</type>* <name>pInfo</name></param></command>'
                '<command><proto><type>VkResult</type> <name>vkAllocateCommandBuffers</name></proto>'
                '<param><type>VkDevice</type> <name>device</name></param>'
                '<param>const <type>VkAllocInfo</type>* <name>pAllocateInfo</name></param>'
                '<param len="pAllocateInfo::commandBufferCount"><type>VkCommandBuffer</type>* <name>pCommandBuffers</name></param>'
                '</command>')
        xml = registry(body, cmds).replace("</types>", types + "</types>")
        reg = self.parse(xml)
        from codegen import objects
        know = objects.build(reg)
        self.assertEqual(objects.object_type_of("VkRenderPass", reg), "VK_OBJECT_TYPE_RENDER_PASS")
        self.assertEqual([(r.member, r.type) for r in know.struct_reaches["VkRenderPassBeginInfo"]],
                         [("renderPass", "VkRenderPass")])
        self.assertEqual(know.chain["VkRenderPassBeginInfo"], ("VkExtraInfo",))
        self.assertEqual(know.struct_reaches["VkExtraInfo"][0].len, "s.count")
        alloc = [l for l in know.lifetimes if l.command == "vkAllocateCommandBuffers"]
        self.assertEqual([(l.kind, l.type, l.len) for l in alloc],
                         [("allocate", "VkCommandBuffer", "(pAllocateInfo ? pAllocateInfo->commandBufferCount : 0u)")])
        tables = generate.render_all(Path(self.tmp.name) / "vk.xml")["object_tables.h"]
        self.assertIn("case VK_STRUCTURE_TYPE_EXTRA_INFO:", tables)
        self.assertIn("inline void visit_CmdBegin(", tables)


class PolicyResolution(unittest.TestCase):
    """Policy entries hold for every registry: resolved under another spelling, marked not
    applicable when the registry predates them, an error when no known registry has them."""

    @classmethod
    def setUpClass(cls):
        cls.pinned = registry_model.parse(policy_resolution.PINNED_REGISTRY)

    def parse(self, xml: str) -> registry_model.Registry:
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        p = Path(tmp.name) / "vk.xml"
        p.write_text(xml)
        return registry_model.parse(p)

    def test_pinned_registry_resolves_everything(self):
        res = policy_resolution.resolve(self.pinned)
        self.assertEqual(res.not_applicable, ())
        self.assertEqual(res.commands["vkGetPhysicalDeviceToolProperties"], "vkGetPhysicalDeviceToolProperties")

    def test_renamed_command_resolves_to_its_old_spelling(self):
        # Before 1.3, vkGetPhysicalDeviceToolProperties was only VK_EXT_tooling_info's EXT command.
        pinned_cmds = {self.pinned.alias_of[n] for n in
                       [*policy.HANDWRITTEN_TRAMPOLINES, *policy.HANDWRITTEN_TERMINATORS,
                        *policy.DEVICE_TERMINATORS, *policy.DRIVER_DEVICE_COMMANDS]}
        reg = self.old_registry(pinned_cmds, tool_spelling="vkGetPhysicalDeviceToolPropertiesEXT")
        res = policy_resolution.resolve(reg, known=lambda: self.pinned)
        self.assertEqual(res.commands["vkGetPhysicalDeviceToolProperties"], "vkGetPhysicalDeviceToolPropertiesEXT")
        self.assertEqual(res.spelling_of["vkGetPhysicalDeviceToolPropertiesEXT"], "vkGetPhysicalDeviceToolProperties")
        # ...and its C++ identifier is the policy's spelling, the same in every registry.
        v = view.build(reg, res)
        c = next(c for c in v.commands if c.cmd.name == "vkGetPhysicalDeviceToolPropertiesEXT")
        self.assertEqual(c.short, "GetPhysicalDeviceToolProperties")
        self.assertEqual(c.terminator, "handwritten")

    def test_entries_a_registry_predates_are_not_applicable(self):
        pinned_cmds = {self.pinned.alias_of[n] for n in
                       [*policy.HANDWRITTEN_TRAMPOLINES, *policy.HANDWRITTEN_TERMINATORS,
                        *policy.DEVICE_TERMINATORS, *policy.DRIVER_DEVICE_COMMANDS]}
        reg = self.old_registry(pinned_cmds, tool_spelling=None)
        res = policy_resolution.resolve(reg, known=lambda: self.pinned)
        na = {r.name for r in res.not_applicable}
        self.assertIn("vkGetPhysicalDeviceToolProperties", na)
        self.assertIn("VK_KHR_portability_enumeration", na)
        text = policy_resolution.explain(res, reg)
        self.assertRegex(text, r"vkGetPhysicalDeviceToolProperties\s+not applicable \(the registry predates it")
        v = view.build(reg, res)
        self.assertNotIn("vkGetPhysicalDeviceToolProperties", [c.cmd.name for c in v.commands])

    def test_misspelled_entry_fails(self):
        reg = self.pinned
        saved = dict(policy.HANDWRITTEN_TERMINATORS)
        try:
            policy.HANDWRITTEN_TERMINATORS["vkGetPhysicalDeviceToolPropertys"] = policy.Entry("typo")
            with self.assertRaisesRegex(policy_resolution.PolicyError,
                                        "vkGetPhysicalDeviceToolPropertys.*misspelled"):
                policy_resolution.resolve(reg)
        finally:
            policy.HANDWRITTEN_TERMINATORS.clear()
            policy.HANDWRITTEN_TERMINATORS.update(saved)

    def test_misspelled_extension_fails(self):
        saved = dict(policy.EMULATED_EXTENSIONS)
        try:
            policy.EMULATED_EXTENSIONS["VK_KHR_get_physical_device_propertys2"] = policy.Entry("typo")
            with self.assertRaisesRegex(policy_resolution.PolicyError, "propertys2"):
                policy_resolution.resolve(self.pinned)
        finally:
            policy.EMULATED_EXTENSIONS.clear()
            policy.EMULATED_EXTENSIONS.update(saved)

    def old_registry(self, commands: set[str], tool_spelling: str | None) -> registry_model.Registry:
        """A registry with every command the policy's command tables need (with the pinned
        registry's signatures' first parameter), every extension the policy names but
        VK_KHR_portability_enumeration, and the tool-properties command under `tool_spelling`."""
        cmds, reqs = [], []
        lacking = {self.pinned.alias_of[n] for n in policy.WHEN_DRIVER_LACKS}
        for name in sorted(commands):
            if name == "vkGetPhysicalDeviceToolProperties":
                continue
            c = self.pinned.commands[name]
            if name in lacking:  # its outputs and codes are checked against the policy: the pinned signature
                params = "".join(f"<param>{p.decl.replace(p.type, f'<type>{p.type}</type>', 1).rsplit(p.name, 1)[0]}"
                                 f"<name>{p.name}</name></param>" for p in c.params)
                codes = f'successcodes="{",".join(c.success_codes)}" errorcodes="{",".join(c.error_codes)}"'
                cmds.append(f"<command {codes}><proto><type>{c.return_type}</type> <name>{name}</name></proto>{params}"
                            "</command>")
                reqs.append(f'<command name="{name}"/>')
                continue
            first = c.params[0].type if c.params and c.level != "global" else "uint32_t"
            cmds.append(cmd(name, first, c.return_type))
            reqs.append(f'<command name="{name}"/>')
        exts = []
        names = sorted({*policy.EXPORTED_EXTENSIONS, *policy.EMULATED_EXTENSIONS,
                        *policy.LOADER_INSTANCE_EXTENSIONS} - {"VK_KHR_portability_enumeration"})
        for i, e in enumerate(names, start=10):
            exts.append(f'<extension name="{e}" number="{i}" type="instance" supported="vulkan"/>')
        if tool_spelling:
            cmds.append(cmd(tool_spelling, "VkPhysicalDevice", "VkResult"))
            exts.append(f'<extension name="VK_EXT_tooling_info" number="9" type="device" supported="vulkan">'
                        f'<require><command name="{tool_spelling}"/></require></extension>')
        body = (f'<feature api="vulkan" name="VK_VERSION_1_0" number="1.0"><require>{"".join(reqs)}</require></feature>'
                f'<feature api="vulkan" name="VK_VERSION_1_1" number="1.1"/>'
                f'<extensions>{"".join(exts)}</extensions>')
        plats = "".join(f'<platform name="{p}" protect="VK_USE_{p.upper()}"/>' for p in policy.LINUX_PLATFORMS)
        return self.parse(registry(body, "".join(cmds), header=100, complete="", platforms=plats))


if __name__ == "__main__":
    unittest.main()
