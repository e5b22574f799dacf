# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Synthetic future registries: edits of a real vk.xml made at test time, one per kind of change
the Vulkan working group makes in a release, and one that makes them all at once.

Each edit inserts XML in the places a real release puts it (a tag, types, commands, a feature
or extensions), in the registry's own spelling, so that this project's generator and the
Khronos header generator (tests/synthetic/khronos_headers.py) both read the result. The base is
the newest real registry in ../shared/registry, brought to the form the Khronos 1.4.359
generator accepts (`normalize`: what 1.4.359 itself changed).

  python3 tests/synthetic/registries.py KIND OUT.xml     (KIND: a name in KINDS, or "all")
"""
from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Callable

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import shared_data  # noqa: E402


def base_registry() -> Path:
    """The newest real registry in ../shared/registry (1.4.359 today)."""
    regs = shared_data.registries()
    if not regs:
        raise FileNotFoundError(f"no vk-*.xml in {shared_data.SHARED / 'registry'}")
    return regs[-1]


def normalize(text: str) -> str:
    """What Vulkan-Headers 1.4.359 changed in the registry's form, which its generator enforces:
    a core version's `depends` is an AND ("+"; 1.4.340 wrote "," there), and a member whose value
    is ignored says deprecated="unused" (1.4.340: "ignored")."""
    text = re.sub(r'(<feature [^>]*depends=")([^"]*)"',
                  lambda m: m.group(1) + m.group(2).replace(",", "+") + '"', text)
    return text.replace('deprecated="ignored"', 'deprecated="unused"')


def _insert_before(text: str, marker: str, xml: str, last: bool = False) -> str:
    at = text.rindex(marker) if last else text.index(marker)
    return text[:at] + xml + text[at:]


class Edit:
    """What one kind of change adds: tags, platforms, types, commands, features, extensions."""

    def __init__(self, platforms: str = "", types: str = "", commands: str = "", features: str = "",
                 extensions: str = "", header_minor: int | None = None, header_patch_step: int = 0,
                 rewrite: Callable[[str], str] | None = None, in_all: bool = True):
        self.platforms, self.types, self.commands = platforms, types, commands
        self.features, self.extensions, self.header_minor = features, extensions, header_minor
        # header_patch_step: VK_HEADER_VERSION (Vulkan's, not Vulkan SC's) moves on by this much;
        # rewrite: a last edit of the text; in_all: part of the combined registry ("all").
        self.header_patch_step, self.rewrite, self.in_all = header_patch_step, rewrite, in_all

    def apply(self, text: str) -> str:
        if 'name="VKL"' not in text:
            text = _insert_before(text, "    </tags>", '        <tag name="VKL" author="vkl (synthetic)" contact="vkl"/>\n')
        if self.platforms:
            text = _insert_before(text, "    </platforms>", self.platforms)
        if self.types:
            text = _insert_before(text, "    </types>", self.types)
        if self.commands:
            text = _insert_before(text, "    </commands>", self.commands)
        if self.features:  # after the last <feature>, before <extensions>
            text = _insert_before(text, "    <extensions", self.features)
        if self.extensions:
            text = _insert_before(text, "    </extensions>", self.extensions)
        if self.header_minor is not None:
            text = re.sub(r"(#define <name>VK_HEADER_VERSION_COMPLETE</name> <type>VK_MAKE_API_VERSION</type>\(0, 1, )\d+",
                          lambda m: m.group(1) + str(self.header_minor), text)
        if self.header_patch_step:
            text, n = re.subn(r'(<type api="vulkan(?:,[^"]*)?" category="define">// Version of this file\n'
                              r'#define <name>VK_HEADER_VERSION</name> )(\d+)',
                              lambda m: m.group(1) + str(int(m.group(2)) + self.header_patch_step), text)
            if n != 1:
                raise ValueError(f"Vulkan's VK_HEADER_VERSION found {n} times, not once")
        if self.rewrite:
            text = self.rewrite(text)
        return text


def _ext_enums(name: str) -> str:
    return (f'                <enum value="1" name="{name.upper()}_SPEC_VERSION"/>\n'
            f'                <enum value="&quot;{name}&quot;" name="{name.upper()}_EXTENSION_NAME"/>\n')


# A device extension: two commands and one structure (a feature structure for vkCreateDevice).
DEVICE_EXTENSION = Edit(
    types='''        <type category="struct" name="VkPhysicalDeviceSyntheticFeaturesVKL" structextends="VkPhysicalDeviceFeatures2,VkDeviceCreateInfo">
            <member values="VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SYNTHETIC_FEATURES_VKL"><type>VkStructureType</type> <name>sType</name></member>
            <member optional="true"><type>void</type>*                            <name>pNext</name></member>
            <member><type>VkBool32</type>                         <name>synthetic</name></member>
        </type>
''',
    commands='''        <command successcodes="VK_SUCCESS" errorcodes="VK_ERROR_OUT_OF_HOST_MEMORY">
            <proto><type>VkResult</type> <name>vkGetSyntheticValueVKL</name></proto>
            <param><type>VkDevice</type> <name>device</name></param>
            <param><type>uint32_t</type> <name>input</name></param>
            <param><type>uint32_t</type>* <name>pOutput</name></param>
        </command>
        <command queues="VK_QUEUE_GRAPHICS_BIT" renderpass="both" videocoding="outside" cmdbufferlevel="primary,secondary" tasks="action">
            <proto><type>void</type> <name>vkCmdSyntheticVKL</name></proto>
            <param externsync="true"><type>VkCommandBuffer</type> <name>commandBuffer</name></param>
            <param><type>uint32_t</type> <name>value</name></param>
        </command>
''',
    extensions=f'''        <extension name="VK_VKL_synthetic_device" number="9001" type="device" author="VKL" contact="vkl" supported="vulkan" depends="VK_VERSION_1_1" ratified="vulkan">
            <require>
{_ext_enums("VK_VKL_synthetic_device")}                <enum offset="0" extends="VkStructureType" name="VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SYNTHETIC_FEATURES_VKL"/>
                <type name="VkPhysicalDeviceSyntheticFeaturesVKL"/>
                <command name="vkGetSyntheticValueVKL"/>
                <command name="vkCmdSyntheticVKL"/>
            </require>
        </extension>
''')

# An instance extension: one command a generated terminator broadcasts, one no rule fits (an
# output the drivers cannot share).
INSTANCE_EXTENSION = Edit(
    commands='''        <command successcodes="VK_SUCCESS" errorcodes="VK_ERROR_INITIALIZATION_FAILED">
            <proto><type>VkResult</type> <name>vkSetSyntheticHintVKL</name></proto>
            <param><type>VkInstance</type> <name>instance</name></param>
            <param><type>uint32_t</type> <name>hint</name></param>
        </command>
        <command successcodes="VK_SUCCESS" errorcodes="VK_ERROR_OUT_OF_HOST_MEMORY">
            <proto><type>VkResult</type> <name>vkGetSyntheticInstanceValueVKL</name></proto>
            <param><type>VkInstance</type> <name>instance</name></param>
            <param><type>uint64_t</type>* <name>pValue</name></param>
        </command>
''',
    extensions=f'''        <extension name="VK_VKL_synthetic_instance" number="9002" type="instance" author="VKL" contact="vkl" supported="vulkan" ratified="vulkan">
            <require>
{_ext_enums("VK_VKL_synthetic_instance")}                <command name="vkSetSyntheticHintVKL"/>
                <command name="vkGetSyntheticInstanceValueVKL"/>
            </require>
        </extension>
''')

# VK_VERSION_1_5, promoting an extension: its device and physical-device commands become core
# (exported), the extension's names aliases.
VERSION_1_5 = Edit(
    types='''        <type category="define" requires="VK_MAKE_API_VERSION">// Vulkan 1.5 version number
#define <name>VK_API_VERSION_1_5</name> <type>VK_MAKE_API_VERSION</type>(0, 1, 5, 0)// Patch version should always be set to 0</type>
''',
    commands='''        <command export="vulkan" queues="VK_QUEUE_GRAPHICS_BIT" renderpass="both" videocoding="outside" cmdbufferlevel="primary,secondary" tasks="state">
            <proto><type>void</type> <name>vkCmdSetSyntheticState</name></proto>
            <param externsync="true"><type>VkCommandBuffer</type> <name>commandBuffer</name></param>
            <param><type>uint32_t</type> <name>state</name></param>
        </command>
        <command name="vkCmdSetSyntheticStateVKL" alias="vkCmdSetSyntheticState"/>
        <command export="vulkan">
            <proto><type>void</type> <name>vkGetPhysicalDeviceSyntheticLimit</name></proto>
            <param><type>VkPhysicalDevice</type> <name>physicalDevice</name></param>
            <param><type>uint32_t</type>* <name>pLimit</name></param>
        </command>
        <command name="vkGetPhysicalDeviceSyntheticLimitVKL" alias="vkGetPhysicalDeviceSyntheticLimit"/>
''',
    features='''    <feature api="vulkan" name="VK_VERSION_1_5" number="1.5" depends="VK_VERSION_1_4" comment="Vulkan 1.5 core API interface definitions (synthetic)">
        <require comment="API version macros">
            <type name="VK_API_VERSION_1_5"/>
        </require>
        <require comment="Promoted from VK_VKL_synthetic_promoted">
            <command name="vkCmdSetSyntheticState"/>
            <command name="vkGetPhysicalDeviceSyntheticLimit"/>
        </require>
    </feature>
''',
    extensions=f'''        <extension name="VK_VKL_synthetic_promoted" number="9003" type="device" author="VKL" contact="vkl" supported="vulkan" depends="VK_VERSION_1_1" promotedto="VK_VERSION_1_5" ratified="vulkan">
            <require>
{_ext_enums("VK_VKL_synthetic_promoted")}                <command name="vkCmdSetSyntheticStateVKL"/>
                <command name="vkGetPhysicalDeviceSyntheticLimitVKL"/>
            </require>
        </extension>
''',
    header_minor=5)

# A new non-dispatchable handle, with commands that create, use and destroy it; one takes the
# handle first (no loader can route that: left out).
NEW_HANDLE = Edit(
    types='''        <type category="handle" parent="VkDevice" objtypeenum="VK_OBJECT_TYPE_SYNTHETIC_OBJECT_VKL"><type>VK_DEFINE_NON_DISPATCHABLE_HANDLE</type>(<name>VkSyntheticObjectVKL</name>)</type>
''',
    commands='''        <command successcodes="VK_SUCCESS" errorcodes="VK_ERROR_OUT_OF_HOST_MEMORY">
            <proto><type>VkResult</type> <name>vkCreateSyntheticObjectVKL</name></proto>
            <param><type>VkDevice</type> <name>device</name></param>
            <param optional="true">const <type>VkAllocationCallbacks</type>* <name>pAllocator</name></param>
            <param><type>VkSyntheticObjectVKL</type>* <name>pObject</name></param>
        </command>
        <command>
            <proto><type>void</type> <name>vkDestroySyntheticObjectVKL</name></proto>
            <param><type>VkDevice</type> <name>device</name></param>
            <param optional="true" externsync="true"><type>VkSyntheticObjectVKL</type> <name>object</name></param>
            <param optional="true">const <type>VkAllocationCallbacks</type>* <name>pAllocator</name></param>
        </command>
        <command>
            <proto><type>uint32_t</type> <name>vkGetSyntheticObjectTagVKL</name></proto>
            <param><type>VkSyntheticObjectVKL</type> <name>object</name></param>
        </command>
''',
    extensions=f'''        <extension name="VK_VKL_synthetic_handle" number="9004" type="device" author="VKL" contact="vkl" supported="vulkan" ratified="vulkan">
            <require>
{_ext_enums("VK_VKL_synthetic_handle")}                <enum offset="0" extends="VkObjectType" name="VK_OBJECT_TYPE_SYNTHETIC_OBJECT_VKL"/>
                <type name="VkSyntheticObjectVKL"/>
                <command name="vkCreateSyntheticObjectVKL"/>
                <command name="vkDestroySyntheticObjectVKL"/>
                <command name="vkGetSyntheticObjectTagVKL"/>
            </require>
        </extension>
''')

# A new window-system platform with its surface extension: a surface creation command of the
# registry's shape and a presentation-support query.
NEW_PLATFORM = Edit(
    platforms='''        <platform name="vklwin" protect="VK_USE_PLATFORM_VKLWIN_VKL" comment="A synthetic window system"/>
''',
    types='''        <type requires="VkFlags" category="bitmask">typedef <type>VkFlags</type> <name>VkVklwinSurfaceCreateFlagsVKL</name>;</type>
        <type category="struct" name="VkVklwinSurfaceCreateInfoVKL">
            <member values="VK_STRUCTURE_TYPE_VKLWIN_SURFACE_CREATE_INFO_VKL"><type>VkStructureType</type> <name>sType</name></member>
            <member optional="true">const <type>void</type>*                      <name>pNext</name></member>
            <member optional="true"><type>VkVklwinSurfaceCreateFlagsVKL</type>   <name>flags</name></member>
            <member><type>void</type>*                            <name>window</name></member>
        </type>
''',
    commands='''        <command successcodes="VK_SUCCESS" errorcodes="VK_ERROR_OUT_OF_HOST_MEMORY,VK_ERROR_OUT_OF_DEVICE_MEMORY">
            <proto><type>VkResult</type> <name>vkCreateVklwinSurfaceVKL</name></proto>
            <param><type>VkInstance</type> <name>instance</name></param>
            <param>const <type>VkVklwinSurfaceCreateInfoVKL</type>* <name>pCreateInfo</name></param>
            <param optional="true">const <type>VkAllocationCallbacks</type>* <name>pAllocator</name></param>
            <param><type>VkSurfaceKHR</type>* <name>pSurface</name></param>
        </command>
        <command>
            <proto><type>VkBool32</type> <name>vkGetPhysicalDeviceVklwinPresentationSupportVKL</name></proto>
            <param><type>VkPhysicalDevice</type> <name>physicalDevice</name></param>
            <param><type>uint32_t</type> <name>queueFamilyIndex</name></param>
        </command>
''',
    extensions=f'''        <extension name="VK_VKL_vklwin_surface" number="9005" type="instance" depends="VK_KHR_surface" platform="vklwin" author="VKL" contact="vkl" supported="vulkan" ratified="vulkan">
            <require>
{_ext_enums("VK_VKL_vklwin_surface")}                <enum offset="0" extends="VkStructureType" name="VK_STRUCTURE_TYPE_VKLWIN_SURFACE_CREATE_INFO_VKL"/>
                <type name="VkVklwinSurfaceCreateFlagsVKL"/>
                <type name="VkVklwinSurfaceCreateInfoVKL"/>
                <command name="vkCreateVklwinSurfaceVKL"/>
                <command name="vkGetPhysicalDeviceVklwinPresentationSupportVKL"/>
            </require>
        </extension>
''')

# Deprecation, a disabled extension, a provisional one, and a Vulkan SC only extension.
STATUS_CHANGES = Edit(
    commands='''        <command queues="VK_QUEUE_GRAPHICS_BIT" renderpass="both" videocoding="outside" cmdbufferlevel="primary,secondary" tasks="action">
            <proto><type>void</type> <name>vkCmdSyntheticDeprecatedVKL</name></proto>
            <param externsync="true"><type>VkCommandBuffer</type> <name>commandBuffer</name></param>
        </command>
        <command queues="VK_QUEUE_GRAPHICS_BIT" renderpass="both" videocoding="outside" cmdbufferlevel="primary,secondary" tasks="action">
            <proto><type>void</type> <name>vkCmdSyntheticDisabledVKL</name></proto>
            <param externsync="true"><type>VkCommandBuffer</type> <name>commandBuffer</name></param>
        </command>
        <command queues="VK_QUEUE_GRAPHICS_BIT" renderpass="both" videocoding="outside" cmdbufferlevel="primary,secondary" tasks="action">
            <proto><type>void</type> <name>vkCmdSyntheticProvisionalVKL</name></proto>
            <param externsync="true"><type>VkCommandBuffer</type> <name>commandBuffer</name></param>
        </command>
        <command api="vulkansc">
            <proto><type>void</type> <name>vkCmdSyntheticSafetyVKL</name></proto>
            <param externsync="true"><type>VkCommandBuffer</type> <name>commandBuffer</name></param>
        </command>
''',
    extensions=f'''        <extension name="VK_VKL_synthetic_deprecated" number="9006" type="device" author="VKL" contact="vkl" supported="vulkan" deprecatedby="VK_VKL_synthetic_device" ratified="vulkan">
            <require>
{_ext_enums("VK_VKL_synthetic_deprecated")}                <command name="vkCmdSyntheticDeprecatedVKL"/>
            </require>
        </extension>
        <extension name="VK_VKL_synthetic_disabled" number="9007" type="device" author="VKL" contact="vkl" supported="disabled">
            <require>
{_ext_enums("VK_VKL_synthetic_disabled")}                <command name="vkCmdSyntheticDisabledVKL"/>
            </require>
        </extension>
        <extension name="VK_VKL_synthetic_provisional" number="9008" type="device" author="VKL" contact="vkl" supported="vulkan" platform="provisional" provisional="true">
            <require>
{_ext_enums("VK_VKL_synthetic_provisional")}                <command name="vkCmdSyntheticProvisionalVKL"/>
            </require>
        </extension>
        <extension name="VK_VKL_synthetic_safety" number="9009" type="device" author="VKL" contact="vkl" supported="vulkansc">
            <require>
{_ext_enums("VK_VKL_synthetic_safety")}                <command name="vkCmdSyntheticSafetyVKL"/>
            </require>
        </extension>
''')

# A renamed extension and an alias chain: VK_EXT_synthetic_chain became VK_KHR_synthetic_chain,
# which became VK_VKL_synthetic_chain; each older name's command is an alias of the next one's.
RENAMES = Edit(
    commands='''        <command queues="VK_QUEUE_GRAPHICS_BIT" renderpass="both" videocoding="outside" cmdbufferlevel="primary,secondary" tasks="action">
            <proto><type>void</type> <name>vkCmdSyntheticChainVKL</name></proto>
            <param externsync="true"><type>VkCommandBuffer</type> <name>commandBuffer</name></param>
            <param><type>uint32_t</type> <name>value</name></param>
        </command>
        <command name="vkCmdSyntheticChainKHR" alias="vkCmdSyntheticChainVKL"/>
        <command name="vkCmdSyntheticChainEXT" alias="vkCmdSyntheticChainKHR"/>
''',
    extensions=f'''        <extension name="VK_EXT_synthetic_chain" number="9010" type="device" author="VKL" contact="vkl" supported="vulkan" promotedto="VK_KHR_synthetic_chain" ratified="vulkan">
            <require>
{_ext_enums("VK_EXT_synthetic_chain")}                <command name="vkCmdSyntheticChainEXT"/>
            </require>
        </extension>
        <extension name="VK_KHR_synthetic_chain" number="9011" type="device" author="VKL" contact="vkl" supported="vulkan" promotedto="VK_VKL_synthetic_chain" ratified="vulkan">
            <require>
{_ext_enums("VK_KHR_synthetic_chain")}                <command name="vkCmdSyntheticChainKHR"/>
            </require>
        </extension>
        <extension name="VK_VKL_synthetic_chain" number="9012" type="device" author="VKL" contact="vkl" supported="vulkan" ratified="vulkan">
            <require>
{_ext_enums("VK_VKL_synthetic_chain")}                <command name="vkCmdSyntheticChainVKL"/>
            </require>
        </extension>
''')

# A release that changes nothing but its version: the next VK_HEADER_VERSION.
VERSION_ONLY = Edit(header_patch_step=1, in_all=False)


def _replace_once(text: str, old: str, new: str) -> str:
    if text.count(old) != 1:
        raise ValueError(f"{old!r} found {text.count(old)} times, not once")
    return text.replace(old, new)


def _ignored_attributes(text: str) -> str:
    """Attributes no loader reads: a command's tasks, an extension's contact, a type's comment."""
    text = _replace_once(text, 'cmdbufferlevel="primary,secondary" tasks="action">\n'
                               '            <proto><type>void</type> <name>vkCmdDraw</name></proto>',
                         'cmdbufferlevel="primary,secondary" tasks="action,synthetic">\n'
                         '            <proto><type>void</type> <name>vkCmdDraw</name></proto>')
    text = re.sub(r'(<extension name="VK_KHR_swapchain" [^>]*contact=")[^"]*"', r'\1vkl (synthetic)"', text, count=1)
    return _replace_once(text, '<type category="struct" name="VkExtent2D">',
                         '<type category="struct" name="VkExtent2D" comment="synthetic comment">')


# A release whose vk.xml changes only attributes the loader ignores (its version unchanged).
IGNORED_ATTRIBUTES = Edit(rewrite=_ignored_attributes, in_all=False)

KINDS: dict[str, Edit] = {
    "device-extension": DEVICE_EXTENSION,
    "instance-extension": INSTANCE_EXTENSION,
    "version-1.5": VERSION_1_5,
    "new-handle": NEW_HANDLE,
    "new-platform": NEW_PLATFORM,
    "status-changes": STATUS_CHANGES,
    "renames": RENAMES,
    "version-only": VERSION_ONLY,
    "ignored-attributes": IGNORED_ATTRIBUTES,
}


def make(kind: str, out: Path, base: Path | None = None) -> Path:
    """Writes the synthetic registry of one kind ("all": every kind at once) to `out`."""
    text = normalize((base or base_registry()).read_text())
    edits: list[Edit] = [e for e in KINDS.values() if e.in_all] if kind == "all" else [KINDS[kind]]
    for e in edits:
        text = e.apply(text)
    out.write_text(text)
    return out


def make_base(out: Path) -> Path:
    """The base registry, normalized and given the VKL tag: the 'previous release'."""
    out.write_text(Edit().apply(normalize(base_registry().read_text())))
    return out


if __name__ == "__main__":
    if sys.argv[1] == "base":
        make_base(Path(sys.argv[2]))
    else:
        make(sys.argv[1], Path(sys.argv[2]))
