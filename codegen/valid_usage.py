# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""The specification's valid-usage statements (`validusage.json`, which a Vulkan-Headers release
ships beside `vk.xml`), read once, for what object knowledge needs of them: the VUIDs a
validation layer reports when an object has the wrong parent, when the allocators of a create
and its destroy disagree, and when a device or instance is destroyed with children alive.

vk.xml gives the implicit "-parameter" VUID of every handle by its pattern, but not which
parent statement a handle has: some have their own ("VUID-vkDestroyBuffer-buffer-parent"), some
share their command's or structure's ("VUID-vkCmdCopyBuffer-commonparent"), some none. Those, and
the explicit VUIDs below, are read from the statements themselves, by the sentences the
specification uses for each rule (quoted where each is matched). A registry without
validusage.json (the older releases in ../shared/registry) gives none: a layer then reports no
such message, rather than a VUID the specification may not have.
"""
from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

_TAG = re.compile(r"<[^>]+>")


def _plain(text: str) -> str:
    return _TAG.sub("", text).strip()   # 1.3.239's statements begin with a space


@dataclass(frozen=True)
class ValidUsage:
    # Per owner (a command or structure name): its statements as (VUID, plain text).
    statements: dict[str, tuple[tuple[str, str], ...]] = field(default_factory=dict)

    def has(self, vuid: str) -> bool:
        owner = vuid.split("-")[1] if vuid.count("-") >= 2 else ""
        return any(v == vuid for v, _ in self.statements.get(owner, ()))

    def text(self, vuid: str) -> str:
        owner = vuid.split("-")[1] if vuid.count("-") >= 2 else ""
        return next((t for v, t in self.statements.get(owner, ()) if v == vuid), "")

    def parent(self, owner: str, member: str) -> tuple[str, str]:
        """The VUID saying which object `member` of `owner` must come from, and the parameter
        naming that object ("" for the common device of a -commonparent statement):
        "If buffer is a valid handle, it must have been created, allocated, or retrieved from
        device"; "Each element of pCommandBuffers that is a valid handle must have been created,
        allocated, or retrieved from commandPool"; "Each of commandBuffer, dstBuffer, and
        srcBuffer must have been created, allocated, or retrieved from the same VkDevice"."""
        own = f"VUID-{owner}-{member}-parent"
        text = self.text(own)
        if text:
            m = re.search(r"retrieved from (\w+)\s*$", text)
            return own, m.group(1) if m else ""
        common = f"VUID-{owner}-commonparent"
        text = self.text(common)
        if text and re.search(rf"\b{re.escape(member)}\b", text):
            return common, ""
        return "", ""

    def allocator(self, command: str, param: str) -> tuple[str, str]:
        """A destroy command's two allocator VUIDs: "If VkAllocationCallbacks were provided when
        buffer was created, a compatible set of callbacks must be provided here" and "If no
        VkAllocationCallbacks were provided when buffer was created, pAllocator must be NULL"."""
        given = absent = ""
        for vuid, text in self.statements.get(command, ()):
            if re.match(rf"If VkAllocationCallbacks were provided when {re.escape(param)} was created, a compatible set", text):
                given = vuid
            elif re.match(rf"If no VkAllocationCallbacks were provided when {re.escape(param)} was created, pAllocator must be NULL", text):
                absent = vuid
        return given, absent

    def children_alive(self, command: str) -> str:
        """The VUID of destroying a parent with children alive: "All child objects created on
        device that can be destroyed or freed must have been destroyed or freed prior to
        destroying device" (and vkDestroyInstance's "All child objects that were created with
        instance ...")."""
        for vuid, text in self.statements.get(command, ()):
            if text.startswith("All child objects"):
                return vuid
        return ""


def load(vk_xml: str | Path) -> ValidUsage:
    """The statements of the validusage.json beside vk.xml; none when it has none. Read once per
    file (a generator run builds several views of one registry)."""
    return _load(Path(vk_xml).resolve().with_name("validusage.json"))


@functools.lru_cache(maxsize=None)
def _load(path: Path) -> ValidUsage:
    if not path.is_file():
        return ValidUsage()
    data = json.loads(path.read_text(encoding="utf-8"))["validation"]
    out: dict[str, tuple[tuple[str, str], ...]] = {}
    for owner, groups in data.items():
        out[owner] = tuple((e["vuid"], _plain(e["text"])) for entries in groups.values() for e in entries)
    return ValidUsage(out)
