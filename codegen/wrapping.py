# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Handle wrapping, derived from the object knowledge (codegen/objects.py): what a layer that
replaces the driver's non-dispatchable handles with its own ids must rewrite on each command's
way down (its ids back to the driver's handles, in parameters, arrays, members of structures and
of their pNext chains, on copies: the application's memory is const) and on its way up (the
driver's new handles to ids, in place: the application gave that memory to be written), which
templates/handle_wrapping.h.j2 spells.

The rules:
  * dispatchable handles are never wrapped: they carry the loader's dispatch pointer;
  * an input structure is copied, with every structure it reaches through pointers, and every
    element of its pNext chain up to the last one that holds handles (an element whose size the
    registry does not give, of a newer extension, ends the copy: the rest stays the
    application's, unrewritten);
  * a structure the command gets through a non-const pointer is in and out (the driver writes
    it): it cannot be copied, and its input handles are listed as not unwrapped;
  * an allocated or retrieved object's pool (kImplicitFrees: a descriptor pool, a swapchain) is
    remembered with its id, so that the pool's destroy or reset forgets its children's ids too.
"""
from __future__ import annotations

from dataclasses import dataclass

from .objects import DISPATCH, FIXED_ARRAY, OUTPUT, Knowledge
from .registry_model import Registry


@dataclass(frozen=True)
class Op:
    """One rewrite: `kind` is "handle" (a scalar member or parameter), "typed" (a handle held as a
    uint64_t, its type in another member: objecttype), "handles" (an array behind
    a pointer, `len` long), "fixed" (a fixed-size array, `len` long), "struct" (a structure by
    value), "structs" (structures behind a pointer, `len` long, None: one), "fixed_structs".
    `type` is the handle or structure type."""
    kind: str
    member: str
    type: str
    len: str | None = None


@dataclass(frozen=True)
class StructPlan:
    name: str
    ops: tuple[Op, ...]
    chain: tuple[str, ...]       # chain elements that hold handles of the phase
    sizes: tuple[str, ...]       # every structure its chain may hold (their sizes: the copy of the chain)


@dataclass(frozen=True)
class CommandPlan:
    name: str
    down: tuple[Op, ...]         # parameters rewritten on the way down (on copies)
    up: tuple[Op, ...]           # parameters whose new handles become ids on the way up
    ends: Op | None              # the handles a destroy or free ends (their ids are forgotten)
    frees_children: str | None   # the pool parameter whose children's ids a destroy or reset forgets
    parent: tuple[str, str] | None  # an allocation's pool: (parameter, member or "")
    fresh: bool = False          # it creates or allocates: each handle a new id (retrieved ones keep theirs)


@dataclass(frozen=True)
class Plan:
    by_hand: tuple[str, ...]               # structures with members rewritten by hand
    down_structs: tuple[StructPlan, ...]   # in dependency order
    up_structs: tuple[StructPlan, ...]
    commands: dict[str, CommandPlan]       # commands with anything to rewrite
    not_unwrapped: tuple[tuple[str, str, str], ...]   # (owner, member, why)


def build(reg: Registry, know: Knowledge) -> Plan:
    def wrapped(t: str) -> bool:
        return t in reg.handles and not reg.handles[t].dispatchable

    not_unwrapped: list[tuple[str, str, str]] = []

    def typed(members, out: bool) -> list[Op]:
        # A handle held as a uint64_t (objecttype): turned back whatever its type, since a value
        # that is no id (a dispatchable handle's pointer) goes down as it is.
        return [] if out else [Op("typed", m.name, "uint64_t") for m in members
                               if m.objecttype and m.type == "uint64_t" and not m.pointers]

    # Structures whose only way to handles is a member the visitors do not follow (a
    # noautovalidity pointer: VkDescriptorSetLayoutBinding::pImmutableSamplers, valid for sampler
    # descriptors alone): rewritten by hand (chassis/wrapping_by_hand.h), where what makes the
    # member valid is known; the structures holding them are copied to reach them.
    def holds_wrapped(t: str, seen: frozenset[str] = frozenset()) -> bool:
        t = reg.struct_alias_of.get(t, t)
        if wrapped(t):
            return True
        if t not in reg.structs or t in seen:
            return False
        return any(holds_wrapped(m.type, seen | {t}) for m in reg.structs[t].members if m.name != "pNext")
    by_hand = {n for n, st in reg.structs.items() if not st.union and not st.returnedonly and any(
        m.noautovalidity and m.pointers == 1 and holds_wrapped(m.type) for m in st.members)}

    def extra_steps(name: str, fixable: set[str]) -> list[Op]:
        """Members leading to a structure rewritten by hand that the visitors do not step into
        (their structure reaches no handle they follow)."""
        if name not in reg.structs:
            return []
        known = {st.member for st in know.struct_steps.get(name, ())}
        siblings = {m.name for m in reg.structs[name].members}
        ops = []
        for m in reg.structs[name].members:
            t = reg.struct_alias_of.get(m.type, m.type)
            if m.name in known or t not in fixable or t not in by_hand and t not in know.struct_reaches or m.noautovalidity:
                continue
            if m.array:
                ops.append(Op("fixed_structs", m.name, t, m.array))
            elif m.pointers == 1 and (m.len is None or m.len in siblings):
                ops.append(Op("structs", m.name, t, f"s.{m.len}" if m.len else None))
            elif m.pointers == 0:
                ops.append(Op("struct", m.name, t))
        return ops

    def struct_ops(name: str, out: bool, fixable: set[str]) -> list[Op]:
        ops: list[Op] = typed(reg.structs[name].members, out) if name in reg.structs else []
        for r in know.struct_reaches.get(name, ()):
            if not wrapped(r.type) or bool(r.flags & OUTPUT) != out:
                continue
            if r.flags & FIXED_ARRAY:
                ops.append(Op("fixed", r.member, r.type, r.len))
            elif r.pointer:
                ops.append(Op("handles", r.member, r.type, r.len or "1"))
            else:
                ops.append(Op("handle", r.member, r.type))
        for st in know.struct_steps.get(name, ()):
            if st.type not in fixable:
                continue
            if st.flags & FIXED_ARRAY:
                ops.append(Op("fixed_structs", st.member, st.type, st.len))
            elif st.pointer:
                ops.append(Op("structs", st.member, st.type, st.len))
            else:
                ops.append(Op("struct", st.member, st.type))
        if not out:
            ops += extra_steps(name, fixable)
        return ops

    def plans(out: bool) -> tuple[StructPlan, ...]:
        # The structures with something to rewrite in the phase, a fixpoint over members and
        # chains (a chain element is visited without its own chain, as the visitors do).
        fixable: set[str] = set() if out else set(by_hand)
        changed = True
        while changed:
            changed = False
            for name in list(know.struct_reaches) + [n for n in reg.structs if n not in know.struct_reaches
                                                     and (typed(reg.structs[n].members, out) or not out)]:
                if name in fixable:
                    continue
                if struct_ops(name, out, fixable) or any(c in fixable for c in know.chain.get(name, ())):
                    fixable.add(name)
                    changed = True
        ordered: list[str] = []

        def place(n: str, path: tuple[str, ...]) -> None:
            if n in ordered or n in path:
                return
            for st in know.struct_steps.get(n, ()):
                if st.type in fixable:
                    place(st.type, path + (n,))
            for o in ([] if out else extra_steps(n, fixable)):
                place(o.type, path + (n,))
            for c in know.chain.get(n, ()):
                if c in fixable:
                    place(c, path + (n,))
            ordered.append(n)
        order = {n: i for i, n in enumerate(reg.structs)}
        for n in sorted(fixable, key=lambda n: order.get(n, len(order))):
            place(n, ())
        out_plans = []
        for n in ordered:
            chain = tuple(c for c in know.chain.get(n, ()) if c in fixable)
            sizes = tuple(s.name for s in reg.structs.values()
                          if s.stype and s.name in reg.type_providers and n in {reg.struct_alias_of.get(e, e) for e in s.extends}) \
                if chain and not out else ()
            out_plans.append(StructPlan(n, tuple(struct_ops(n, out, fixable)), chain, sizes))
        return tuple(out_plans)

    down_structs = plans(False)
    up_structs = plans(True)
    down_names = {p.name for p in down_structs}
    up_names = {p.name for p in up_structs}

    ends_of = {l.command: l for l in know.lifetimes if l.kind in ("destroy", "free")}
    pool_frees = {i.command: i for i in know.implicit_frees if wrapped(i.child) and wrapped(i.pool)}
    commands: dict[str, CommandPlan] = {}
    for cmd in reg.commands.values():
        params = {p.name: p for p in cmd.params}
        down: list[Op] = typed(cmd.params, False)
        up: list[Op] = []
        for r in know.command_reaches[cmd.name]:
            if not wrapped(r.type) or r.flags & DISPATCH:
                continue
            kind = "handles" if r.pointer else "handle"
            if r.flags & OUTPUT:
                up.append(Op(kind, r.member, r.type, r.len or ("1" if r.pointer else None)))
            else:
                down.append(Op(kind, r.member, r.type, r.len or ("1" if r.pointer else None)))
        for st in know.command_steps[cmd.name]:
            p = params[st.member]
            const = p.decl.split("*")[0].strip().startswith("const")
            if st.type in down_names:
                if const:
                    down.append(Op("structs", st.member, st.type, st.len))
                else:
                    not_unwrapped.append((cmd.name, st.member, "a structure the command writes too: it cannot be "
                                          "copied, and its handles go down as the application gave them"))
            if st.type in up_names and not const:
                up.append(Op("structs", st.member, st.type, st.len))
        # A structure that holds only typed handles (VkDebugUtilsObjectNameInfoEXT) is no step.
        stepped = {st.member for st in know.command_steps[cmd.name]}
        for p in cmd.params:
            t = reg.struct_alias_of.get(p.type, p.type)
            if p.name not in stepped and t in down_names and p.pointers == 1 and \
                    p.decl.split("*")[0].strip().startswith("const"):
                down.append(Op("structs", p.name, t, p.len if p.len in params else None))
        ends = None
        if cmd.name in ends_of and wrapped(ends_of[cmd.name].type):
            l = ends_of[cmd.name]
            ends = Op("handles" if l.len else "handle", l.param, l.type, l.len)
        frees = None
        if cmd.name in pool_frees:
            i = pool_frees[cmd.name]
            frees = next((r.member for r in know.command_reaches[cmd.name] if r.type == i.pool and not r.flags & OUTPUT), None)
        parent = None
        made = [l for l in know.lifetimes if l.command == cmd.name and l.kind in ("allocate", "retrieve") and wrapped(l.type)]
        pools = {i.pool for l in made for i in know.implicit_frees if i.child == l.type and wrapped(i.pool)}
        if made and pools:
            want = pools
            parent = next(((r.member, "") for r in know.command_reaches[cmd.name]
                           if r.type in want and wrapped(r.type) and not r.flags & OUTPUT and not r.pointer), None)
            for st in know.command_steps[cmd.name]:
                if parent is None and st.pointer and not st.len:
                    parent = next(((st.member, r.member) for r in know.struct_reaches.get(st.type, ())
                                   if r.type in want and not r.pointer and not r.flags & OUTPUT), None)
        fresh = any(l.command == cmd.name and l.kind in ("create", "allocate") for l in know.lifetimes)
        if down or up or ends or frees:
            commands[cmd.name] = CommandPlan(cmd.name, tuple(down), tuple(up), ends, frees, parent, fresh)
    return Plan(tuple(sorted(by_hand)), down_structs, up_structs, commands, tuple(not_unwrapped))
