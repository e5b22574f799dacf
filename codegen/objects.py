# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""What a validation layer knows about objects, derived from the registry model once: per handle
type its VkObjectType, dispatchable flag and parents; the commands that create, allocate,
retrieve, destroy or free each type (and those that free a pool's children with it); and every
handle each command reaches (its parameters, arrays with their `len`, members of structures and
of the structures their pNext chains may hold), which templates/object_tables.h.j2 spells as
tables and visitors.

The rules, each from the registry's own conventions (the specification's "Object Model" chapter
and vk.xml's attributes), never a list of names:
  * a handle's VkObjectType is its `objtypeenum`; registries before 1.2.134 have none, and the
    value is the handle's name in the enum's spelling (VkBufferView -> VK_OBJECT_TYPE_BUFFER_VIEW),
    when VkObjectType has it;
  * its VkDebugReportObjectTypeEXT is VK_DEBUG_REPORT_OBJECT_TYPE_<X>_EXT for VK_OBJECT_TYPE_<X>,
    when that enum has it: the two enums name the same types alike, but their numbers part after
    the core 1.0 types (VK_OBJECT_TYPE_SURFACE_KHR is 1000000000, its debug-report value 26);
  * a command named vkCreate*, vkAllocate* or vkRegister* that writes handles through a pointer
    parameter creates (allocates) them; any other command writing handles retrieves objects that
    exist without the application creating them (queues, physical devices, swapchain images,
    displays): they end with their registry parent;
  * vkDestroy* and vkFree* destroy (free) the last handle parameter (scalar or array): "vkFreeMemory
    (device, memory)", "vkFreeCommandBuffers(device, commandPool, count, pCommandBuffers)";
  * destroying a non-dispatchable object frees the objects allocated (vkAllocate*) from it, whose
    registry parent it is ("When a pool is destroyed, all [objects] allocated from the pool are
    implicitly freed"), and the commands of policy.FREES_POOL_CHILDREN_AT_RESET free them too;
    objects retrieved from a non-dispatchable object the application destroys end with it
    (vkGetSwapchainImagesKHR's images with their swapchain);
  * a member with `noautovalidity` whose value is a pointer is not followed: the specification
    lets an application leave such a pointer invalid where another member makes it ignored
    (VkWriteDescriptorSet::pImageInfo for a buffer descriptor); a union member is not followed
    either (which one is valid depends on another value). Both are listed as not followed, with
    the reason, so that a layer handles them by hand.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .registry_model import Command, Param, Registry
from .valid_usage import ValidUsage

# Flags of one reached handle (ReachFlag in the generated header).
OPTIONAL = 1          # may be VK_NULL_HANDLE (`optional`)
OUTPUT = 2            # written by the command (through a non-const pointer)
DISPATCH = 4          # the command's dispatchable first parameter
NO_AUTO_VALIDITY = 8  # `noautovalidity`: valid only where other values say
IN_ARRAY = 16         # an element of an array (a `len` or a fixed size)
FIXED_ARRAY = 32      # of a fixed-size array: the elements past the count its structure gives are zero
DEVICE_OBJECT = 64    # of a type made under a VkDevice (a device's tracker keeps it)

CREATE_PREFIXES = ("vkCreate", "vkAllocate", "vkRegister")
DESTROY_PREFIXES = ("vkDestroy", "vkFree")


@dataclass(frozen=True)
class HandleInfo:
    name: str
    object_type: str | None      # VK_OBJECT_TYPE_*, None where VkObjectType has no value for it
    dispatchable: bool
    parents: tuple[str, ...]
    report_type: str | None = None  # VK_DEBUG_REPORT_OBJECT_TYPE_*_EXT, None where that enum has none
    device_level: bool = False   # made under a VkDevice (a device's tracker keeps it; VkDevice and the rest: the instance's)
    destroyable: bool = False    # some command destroys or frees it (a leak when alive at its parent's end)


@dataclass(frozen=True)
class Reach:
    """One handle a command or structure reaches: in `owner` (a command or structure), at
    `member` (a parameter or member name), of handle type `type`."""
    owner: str
    member: str
    type: str
    flags: int
    len: str | None              # the C expression of the array's length, relative to the owner
    vuid: str                    # the implicit `-parameter` VUID, "" for outputs
    pointer: bool = False        # reached through a pointer (an array when `len` is given)
    parent_vuid: str = ""        # its -parent or the owner's -commonparent VUID (validusage.json)
    parent_member: str = ""      # the parameter naming its parent where not the device (a pool)


@dataclass(frozen=True)
class StructStep:
    """A member of a structure type (or an array of them) that reaches handles."""
    owner: str
    member: str
    type: str                    # the structure's name
    flags: int
    len: str | None
    pointer: bool = False


@dataclass(frozen=True)
class NotFollowed:
    owner: str
    member: str
    type: str
    why: str


@dataclass(frozen=True)
class Lifetime:
    command: str
    kind: str                    # "create", "allocate", "retrieve", "destroy", "free"
    type: str                    # the handle type
    param: str                   # the parameter holding the handles
    len: str | None              # the array's length (a C expression over the parameters)
    allocator_vuid: str = ""     # destroy: callbacks given at create, none here (validusage.json)
    no_allocator_vuid: str = ""  # destroy: none given at create, callbacks here
    children_vuid: str = ""      # destroy: children alive (vkDestroyDevice, vkDestroyInstance)


@dataclass(frozen=True)
class ImplicitFree:
    command: str                 # a destroy or reset command of the pool
    pool: str
    child: str


@dataclass(frozen=True)
class Knowledge:
    handles: tuple[HandleInfo, ...]
    # Per structure that reaches handles: its direct handle members, its structure members that
    # reach handles, and the structures of its pNext chain that do ("" when none).
    phases: dict[str, frozenset[str]]   # per structure that reaches handles: "in", "out" or both
    struct_reaches: dict[str, tuple[Reach, ...]]
    struct_steps: dict[str, tuple[StructStep, ...]]
    chain: dict[str, tuple[str, ...]]
    command_reaches: dict[str, tuple[Reach, ...]]
    command_steps: dict[str, tuple[StructStep, ...]]
    lifetimes: tuple[Lifetime, ...]
    implicit_frees: tuple[ImplicitFree, ...]
    not_followed: tuple[NotFollowed, ...]

    def object_type(self, handle: str) -> str:
        """The handle type's VkObjectType value (VK_OBJECT_TYPE_UNKNOWN where the enum has none)."""
        for h in self.handles:
            if h.name == handle:
                return h.object_type or "VK_OBJECT_TYPE_UNKNOWN"
        return "VK_OBJECT_TYPE_UNKNOWN"

    def phase_test(self, struct: str) -> str:
        """When a visitor descends into the structure: "in" (input phase only), "out" or ""
        (both)."""
        p = self.phases[struct]
        return "" if len(p) == 2 else next(iter(p))


def object_type_of(name: str, reg: Registry) -> str | None:
    """The handle's VkObjectType value: its objtypeenum, else its name in the enum's spelling."""
    if name in reg.objtypeenum:
        return reg.objtypeenum[name]
    base, tag = name[2:], ""
    for t in sorted(reg.tags, key=len, reverse=True):
        if base.endswith(t):
            base, tag = base[: -len(t)], t
            break
    spelled = "VK_OBJECT_TYPE_" + re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", base).upper() + ("_" + tag if tag else "")
    return spelled if spelled in reg.object_types else None


def report_type_of(object_type: str | None, reg: Registry) -> str | None:
    """The VkDebugReportObjectTypeEXT value naming the same type as a VkObjectType value."""
    if object_type is None or not object_type.startswith("VK_OBJECT_TYPE_"):
        return None
    spelled = "VK_DEBUG_REPORT_OBJECT_TYPE_" + object_type[len("VK_OBJECT_TYPE_"):] + "_EXT"
    return spelled if spelled in reg.debug_report_object_types else None


def _optional(p: Param, level: int) -> bool:
    return len(p.optional_levels) > level and p.optional_levels[level]


def _const_pointer(p: Param) -> bool:
    return p.decl.split("*")[0].strip().startswith("const") or " const" in p.decl.split("*")[0]


def build(reg: Registry, resets: tuple[str, ...] = (), usage: ValidUsage | None = None) -> Knowledge:
    usage = usage or ValidUsage()
    handle_alias = {a: h.name for h in reg.handles.values() for a in h.aliases}

    def handle_of(t: str) -> str | None:
        t = handle_alias.get(t, t)
        return t if t in reg.handles else None

    def struct_of(t: str) -> str | None:
        t = reg.struct_alias_of.get(t, t)
        return t if t in reg.structs else None

    parents_of = {h.name: tuple(handle_alias.get(p, p) for p in h.parents) for h in reg.handles.values()}

    def under_device(name: str, seen: frozenset[str] = frozenset()) -> bool:
        if name == "VkDevice":
            return True
        return any(p not in seen and under_device(p, seen | {name}) for p in parents_of.get(name, ()))

    def device_object(name: str) -> bool:
        return name != "VkDevice" and under_device(name)

    handles = tuple(HandleInfo(h.name, object_type_of(h.name, reg), h.dispatchable,
                               tuple(handle_alias.get(p, p) for p in h.parents),
                               report_type_of(object_type_of(h.name, reg), reg))
                    for h in reg.handles.values())

    # The structures whose chain may hold each structure: its `structextends`, and those of the
    # structures it extends in turn (a feature structure extends VkPhysicalDeviceFeatures2, which
    # is in VkDeviceCreateInfo's chain, and is in that chain too).
    extenders: dict[str, list[str]] = {}
    for s in reg.structs.values():
        for e in s.extends:
            extenders.setdefault(struct_of(e) or e, []).append(s.name)

    def chain_of(name: str) -> list[str]:
        out: dict[str, None] = {}
        pending = list(extenders.get(name, ()))
        while pending:
            n = pending.pop(0)
            if n not in out:
                out[n] = None
                pending.extend(extenders.get(n, ()))
        return list(out)

    not_followed: list[NotFollowed] = []

    # Which structures reach handles of each phase (INPUT: read by the command; OUTPUT: written
    # by it): a fixpoint over members and chains. A returnedonly structure's handles are outputs,
    # as are those behind a member's non-const pointer; the other structures a command gets
    # through a non-const pointer are in/out (VkExportMetalObjectsInfoEXT's chain names inputs).
    def followable(m: Param, is_struct: bool) -> bool:
        return not (is_struct and m.noautovalidity and m.pointers) and m.pointers <= 1

    phases: dict[str, set[str]] = {}
    changed = True
    while changed:
        changed = False
        for s in reg.structs.values():
            if s.union:
                continue
            got = set(phases.get(s.name, ()))
            for m in s.members:
                if m.name == "pNext":
                    for c in chain_of(s.name):
                        got |= phases.get(c, set())
                elif not followable(m, True):
                    continue
                elif handle_of(m.type):
                    got.add("out" if s.returnedonly or (m.pointers and not _const_pointer(m)) else "in")
                elif struct_of(m.type) in phases:
                    got |= {"out"} if s.returnedonly else phases[struct_of(m.type)]
            if got and got != phases.get(s.name):
                phases[s.name] = got
                changed = True
    reaching = set(phases)

    def member_len(owner_is_struct: bool, p: Param, siblings: dict[str, Param], where: str) -> str | None | bool:
        """The C expression of an array's element count (over `s.` for a structure, the
        parameters for a command); False when the registry's len cannot be spelled."""
        if p.array:
            return p.array
        if p.len is None:
            return None
        first = p.len.split(",")[0].strip()
        prefix = "s." if owner_is_struct else ""
        if first in siblings:
            sib = siblings[first]
            if sib.pointers:
                return f"({prefix}{first} ? *{prefix}{first} : 0u)"
            return f"{prefix}{first}"
        # `param->member`; registries before 1.2.140 or so wrote `param::member`.
        m = re.fullmatch(r"([A-Za-z_][A-Za-z0-9_]*)(?:->|::)([A-Za-z_][A-Za-z0-9_]*)", first)
        if m and m.group(1) in siblings:
            return f"({prefix}{m.group(1)} ? {prefix}{m.group(1)}->{m.group(2)} : 0u)"
        return False

    def walk(owner: str, members: tuple[Param, ...], is_struct: bool, output_owner: bool, union: bool,
             cmd: Command | None) -> tuple[list[Reach], list[StructStep]]:
        reaches: list[Reach] = []
        steps: list[StructStep] = []
        siblings = {m.name: m for m in members}
        for i, m in enumerate(members):
            h = handle_of(m.type)
            st = struct_of(m.type)
            if m.name == "pNext" or (h is None and (st is None or st not in reaching)):
                continue
            if union:
                not_followed.append(NotFollowed(owner, m.name, m.type, "a union member: which one is valid "
                                                "depends on another value"))
                continue
            if is_struct and m.noautovalidity and m.pointers:
                not_followed.append(NotFollowed(owner, m.name, m.type, "noautovalidity pointer: may be left "
                                                "invalid where another value makes it ignored"))
                continue
            if m.pointers > 1:
                not_followed.append(NotFollowed(owner, m.name, m.type, "a pointer to pointers"))
                continue
            length = member_len(is_struct, m, siblings, owner)
            if length is False:
                not_followed.append(NotFollowed(owner, m.name, m.type, f"its len {m.len!r} is no count "
                                                "this generator can spell"))
                continue
            if h is not None:
                output = output_owner or (m.pointers == 1 and not _const_pointer(m))
            else:   # a structure: an output when it holds outputs alone
                output = output_owner or phases[st] == {"out"}
            flags = OUTPUT if output else 0
            if m.pointers or m.array:
                flags |= IN_ARRAY if (length or m.array) else 0
                if m.array:
                    flags |= FIXED_ARRAY
                if _optional(m, 1) or (m.array and _optional(m, 0)):
                    flags |= OPTIONAL
            elif _optional(m, 0):
                flags |= OPTIONAL
            if m.noautovalidity:
                flags |= NO_AUTO_VALIDITY
            if cmd is not None and i == 0 and cmd.dispatch_param is not None:
                flags |= DISPATCH
            if not is_struct and m.noautovalidity and m.pointers:
                flags |= OPTIONAL   # an array whose elements may be VK_NULL_HANDLE (vkFreeCommandBuffers)
            if h is not None and device_object(h):
                flags |= DEVICE_OBJECT
            if h is not None:
                vuid = "" if output else f"VUID-{owner}-{m.name}-parameter"
                pvuid, pmember = ("", "") if output or flags & DISPATCH else usage.parent(owner, m.name)
                if pmember and (is_struct or (cmd is not None and cmd.dispatch_param is not None and pmember == cmd.dispatch_param.name)
                                or pmember not in siblings or not handle_of(siblings[pmember].type)):
                    pmember = ""   # the device (or instance) the command runs on
                reaches.append(Reach(owner, m.name, h, flags, length or None, vuid, m.pointers == 1, pvuid, pmember))
            else:
                steps.append(StructStep(owner, m.name, st, flags, length or None, m.pointers == 1))
        return reaches, steps

    phases: dict[str, frozenset[str]]   # per structure that reaches handles: "in", "out" or both
    struct_reaches: dict[str, tuple[Reach, ...]] = {}
    struct_steps: dict[str, tuple[StructStep, ...]] = {}
    chain: dict[str, tuple[str, ...]] = {}
    for name in reg.structs:
        s = reg.structs[name]
        if name not in reaching and not s.union:
            continue
        r, st = walk(name, s.members, True, s.returnedonly, s.union, None)
        if name not in reaching:
            continue
        struct_reaches[name] = tuple(r)
        struct_steps[name] = tuple(st)
        if any(m.name == "pNext" for m in s.members):
            chain[name] = tuple(c for c in chain_of(name) if c in reaching and reg.structs[c].stype
                                and c in reg.type_providers)   # declared by some feature


    command_reaches: dict[str, tuple[Reach, ...]] = {}
    command_steps: dict[str, tuple[StructStep, ...]] = {}
    lifetimes: list[Lifetime] = []
    for cmd in reg.commands.values():
        r, st = walk(cmd.name, cmd.params, False, False, False, cmd)
        command_reaches[cmd.name] = tuple(r)
        command_steps[cmd.name] = tuple(st)
        outputs = [x for x in r if x.flags & OUTPUT]
        if cmd.name.startswith(CREATE_PREFIXES):
            for x in outputs:
                kind = "allocate" if cmd.name.startswith("vkAllocate") else "create"
                lifetimes.append(Lifetime(cmd.name, kind, x.type, x.member, x.len))
        else:
            for x in outputs:
                lifetimes.append(Lifetime(cmd.name, "retrieve", x.type, x.member, x.len))
        if cmd.name.startswith(DESTROY_PREFIXES):
            inputs = [x for x in r if not x.flags & OUTPUT]
            if inputs:
                x = inputs[-1]
                given, absent = usage.allocator(cmd.name, x.member)
                lifetimes.append(Lifetime(cmd.name, "free" if cmd.name.startswith("vkFree") else "destroy",
                                          x.type, x.member, x.len, given, absent, usage.children_alive(cmd.name)))
    # Objects in output structures a command writes (VkDisplayPropertiesKHR::display) are retrieved.
    for cmd in reg.commands.values():
        seen: set[str] = set()
        pending = [s.type for s in command_steps[cmd.name] if "out" in phases[s.type]]
        while pending:
            sname = pending.pop()
            if sname in seen:
                continue
            seen.add(sname)
            kind = ("allocate" if cmd.name.startswith("vkAllocate") else "create") \
                if cmd.name.startswith(CREATE_PREFIXES) else "retrieve"
            for x in struct_reaches.get(sname, ()):
                if x.flags & OUTPUT and not any(l.command == cmd.name and l.type == x.type for l in lifetimes):
                    lifetimes.append(Lifetime(cmd.name, kind, x.type, f"{sname}::{x.member}", None))
            pending.extend(s.type for s in struct_steps.get(sname, ()))
            pending.extend(chain.get(sname, ()))

    allocated = {l.type for l in lifetimes if l.kind == "allocate"}
    implicit: list[ImplicitFree] = []
    for l in lifetimes:
        if l.kind not in ("destroy", "free"):
            continue
        if reg.handles[l.type].dispatchable:
            continue
        for h in handles:
            if l.type in h.parents and h.name in allocated:
                implicit.append(ImplicitFree(l.command, l.type, h.name))
    # Objects retrieved from another non-dispatchable object (swapchain images) end with it
    # ("the presentable images of a swapchain are destroyed with it").
    destroys = {l.type: l.command for l in lifetimes if l.kind == "destroy"}
    for l in lifetimes:
        if l.kind != "retrieve" or reg.handles[l.type].dispatchable:
            continue
        sources = [x.type for x in command_reaches[l.command]
                   if not x.flags & (OUTPUT | DISPATCH) and not x.pointer and x.type in destroys
                   and not reg.handles[x.type].dispatchable]
        if sources and not any(i.command == destroys[sources[0]] and i.child == l.type for i in implicit):
            implicit.append(ImplicitFree(destroys[sources[0]], sources[0], l.type))
    for name in resets:
        cmd = reg.commands[name]
        pools = [x.type for x in command_reaches[name] if not x.flags & (OUTPUT | DISPATCH)]
        for h in handles:
            if pools and pools[0] in h.parents and h.name in allocated:
                implicit.append(ImplicitFree(cmd.name, pools[0], h.name))

    # Which types belong to a device, and which can be ended by the application.
    ended = {l.type for l in lifetimes if l.kind in ("destroy", "free")}
    handles = tuple(HandleInfo(h.name, h.object_type, h.dispatchable, h.parents, h.report_type,
                               device_object(h.name), h.name in ended) for h in handles)

    return Knowledge(handles=handles, phases={k: frozenset(v) for k, v in phases.items()}, struct_reaches=struct_reaches, struct_steps=struct_steps, chain=chain,
                     command_reaches=command_reaches, command_steps=command_steps, lifetimes=tuple(lifetimes),
                     implicit_frees=tuple(implicit), not_followed=tuple(not_followed))
