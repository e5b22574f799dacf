# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Resolves every policy entry against one registry: which command or feature it is there, or
why it does not apply.

A policy entry is written once, in one spelling, and must hold for every registry the generator
is run on, old and new. For each entry the resolution is one of:
  * applies: the registry has the name, or another spelling of the same command. Spellings are
    the alias families of this registry and of the pinned registry/vk.xml (the registry the
    project knows), so vkGetPhysicalDeviceToolProperties finds vkGetPhysicalDeviceToolPropertiesEXT
    in a 1.2 registry that predates the core name;
  * not applicable: the registry predates it (the pinned registry knows it, this one does not);
  * an error: no registry the project knows has the name (a misspelling).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable

from . import policy, registry_model
from .registry_model import Registry

PINNED_REGISTRY = Path(__file__).resolve().parent.parent / "registry" / "vk.xml"


class PolicyError(ValueError):
    pass


@dataclass(frozen=True)
class Resolved:
    table: str            # policy table name, e.g. "HANDWRITTEN_TERMINATORS"
    name: str             # the entry's spelling
    reason: str
    target: str | None    # canonical command / feature / platform name here; None: not applicable
    note: str             # how it was found, or why it does not apply


@dataclass(frozen=True)
class Resolution:
    rows: tuple[Resolved, ...]
    # policy spelling -> canonical command name here, for applicable command entries
    commands: dict[str, str]
    # canonical command name -> the policy's spelling (its C++ identifier)
    spelling_of: dict[str, str]

    def table(self, name: str) -> tuple[Resolved, ...]:
        return tuple(r for r in self.rows if r.table == name)

    def targets(self, name: str) -> list[str]:
        """The applicable entries of one table, as names in this registry, in policy order."""
        return [r.target for r in self.table(name) if r.target is not None]

    @property
    def not_applicable(self) -> tuple[Resolved, ...]:
        return tuple(r for r in self.rows if r.target is None)


@lru_cache(maxsize=4)
def _parse_known(path: str) -> Registry:
    return registry_model.parse(path)


def resolve(reg: Registry, known: Callable[[], Registry] | None = None) -> Resolution:
    """`known` returns the registry the project knows (default: the pinned one); it is asked
    only when an entry is missing from `reg` under every spelling `reg` itself gives."""
    if known is None:
        def known() -> Registry:
            if Path(reg.path).resolve() == PINNED_REGISTRY:
                return reg
            return _parse_known(str(PINNED_REGISTRY))

    rows: list[Resolved] = []
    commands: dict[str, str] = {}
    spelling_of: dict[str, str] = {}

    def resolve_command(name: str) -> tuple[str | None, str]:
        if name in reg.alias_of:
            canon = reg.alias_of[name]
            return canon, "" if canon == name else f"alias of {canon}"
        k = known()
        if name not in k.alias_of:
            return None, ""
        for spelling in k.command(name).names:
            if spelling in reg.alias_of:
                return reg.alias_of[spelling], f"spelled {spelling} in this registry"
        return None, f"the registry predates it; registry/vk.xml {k.version_string} has it"

    def resolve_feature(name: str) -> tuple[str | None, str]:
        f = reg.feature(name)
        if f is not None:
            return f.name, "" if f.name == name else f"part of {f.name}"
        k = known()
        if k.feature(name) is None:
            return None, ""
        return None, f"the registry predates it; registry/vk.xml {k.version_string} has it"

    def resolve_platform(name: str) -> tuple[str | None, str]:
        if name in reg.platforms:
            return name, ""
        k = known()
        if name not in k.platforms:
            return None, ""
        return None, f"the registry predates it; registry/vk.xml {k.version_string} has it"

    for kind, tables, find in (("command", policy.COMMAND_TABLES, resolve_command),
                               ("feature", policy.FEATURE_TABLES, resolve_feature),
                               ("platform", policy.PLATFORM_TABLES, resolve_platform)):
        for table in tables:
            for name, entry in getattr(policy, table).items():
                target, note = find(name)
                if target is None and not note:
                    raise PolicyError(
                        f"policy.{table} names the {kind} {name}, which neither this registry "
                        f"({reg.version_string}) nor registry/vk.xml knows: misspelled?")
                rows.append(Resolved(table, name, entry.reason, target, note))
                if kind == "command" and target is not None:
                    commands[name] = target
                    other = spelling_of.setdefault(target, name)
                    if other != name:
                        raise PolicyError(f"policy names {target} twice, as {other} and as {name}: "
                                          "use one spelling")
    return Resolution(rows=tuple(rows), commands=commands, spelling_of=spelling_of)


def explain(res: Resolution, reg: Registry) -> str:
    """The --explain listing: one line per policy entry."""
    lines = [f"policy entries for the Vulkan registry {reg.version_string} ({reg.path}):"]
    width = max(len(r.name) for r in res.rows)
    for r in res.rows:
        verdict = "applies" if r.target is not None else "not applicable"
        detail = f" ({r.note})" if r.note else ""
        lines.append(f"  {r.table:28} {r.name:{width}}  {verdict}{detail}")
    n_na = len(res.not_applicable)
    lines.append(f"{len(res.rows) - n_na} apply, {n_na} not applicable")
    return "\n".join(lines) + "\n"
