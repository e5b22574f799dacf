# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""`tools/regen --diff OLD.xml NEW.xml`: what a Vulkan-Headers release changes for this loader,
as a maintainer reviews it (the registry-update commit carries it).

Reads two registries through the one model and the view (the same routing the generator
uses), and says: the exports added and removed; the commands added and removed, by level, each
with how the loader routes it; aliases and promotions; core versions, extensions and platforms;
and the policy verdicts that changed or need a decision. Text only; nothing is written.
"""
from __future__ import annotations

from . import registry_model, view
from .registry_model import DEVICE, GLOBAL, INSTANCE, PHYSICAL_DEVICE, UNDISPATCHABLE, Registry

LEVEL_TITLES = {GLOBAL: "global", INSTANCE: "instance-level", PHYSICAL_DEVICE: "physical-device-level",
                DEVICE: "device-level", UNDISPATCHABLE: "undispatchable"}


def routing(v: view.View, name: str) -> str:
    """How the loader routes one command (canonical name) of this view's registry."""
    if name in v.registry.commands and v.registry.commands[name].level == UNDISPATCHABLE:
        return "left out: its first parameter is a non-dispatchable handle (no loader can route it)"
    c = next(c for c in v.commands if c.cmd.name == name)
    level = c.cmd.level
    if level == GLOBAL:
        return "hand-written (loader/)"
    if level == INSTANCE:
        if c.terminator == "handwritten":
            return "hand-written terminator (policy.HANDWRITTEN_INSTANCE_TERMINATORS)"
        if c.terminator == "generated":
            return "generated terminator (broadcast to each driver instance that may be asked)"
        why = dict(v.left_out).get(name, "no rule fits")
        return f"left out: {why}"
    if level == PHYSICAL_DEVICE:
        if c.terminator == "handwritten":
            return "hand-written terminator (policy.HANDWRITTEN_TERMINATORS)"
        route = "generated terminator"
        if c.emulated_by:
            route += f", emulated for drivers without {c.emulated_by}"
        if c.surface_params:
            route += f", unwraps {', '.join(c.surface_params)}"
        return route
    if c.device_terminator:
        return "device terminator (policy.DEVICE_TERMINATORS)"
    return "pass-through: the device chain ends in the driver"


def _platform_of(reg: Registry, name: str) -> str:
    plats = sorted({reg.features[p].platform for n in reg.command(name).names
                    for p in reg.providers.get(n, ()) if reg.features[p].platform})
    return f" [{', '.join(plats)}]" if plats else ""


def _providers(reg: Registry, name: str) -> str:
    return ", ".join(dict.fromkeys(p for n in reg.command(name).names for p in reg.providers.get(n, ())))


def diff(old_path, new_path) -> str:
    old = registry_model.parse(old_path)
    new = registry_model.parse(new_path)
    return diff_views(view.build(old), view.build(new))


def diff_views(vo: view.View, vn: view.View) -> str:
    """diff() of two registries already parsed and viewed."""
    old, new = vo.registry, vn.registry
    out: list[str] = [f"Vulkan registry {old.version_string} -> {new.version_string} "
                      f"({old.path.split('/')[-1]} -> {new.path.split('/')[-1]})", ""]

    def section(title: str, lines: list[str]) -> None:
        out.append(f"{title}: {len(lines) if lines else 'none'}")
        out.extend(f"  {l}" for l in lines)
        out.append("")

    eo = {c.cmd.name for c in vo.exported}
    en = {c.cmd.name for c in vn.exported}
    section("new exports", sorted(en - eo))
    section("removed exports", sorted(eo - en))

    old_names, new_names = set(old.alias_of), set(new.alias_of)
    added = [n for n in new.commands if n not in old_names]          # registry order
    for level in (GLOBAL, INSTANCE, PHYSICAL_DEVICE, DEVICE, UNDISPATCHABLE):
        rows = [f"{n} ({_providers(new, n)}){_platform_of(new, n)}: {routing(vn, n)}"
                for n in added if new.commands[n].level == level]
        if rows:
            section(f"new {LEVEL_TITLES[level]} commands", rows)
    if not added:
        section("new commands", [])
    section("removed commands", sorted(n for n in old.commands if n not in new_names))
    changed = [f"{n}: {routing(vo, n)} -> {routing(vn, n)}" for n in new.commands
               if n in old.commands and routing(vo, n) != routing(vn, n)]
    section("commands routed differently", changed)

    section("new aliases", [f"{n} -> {new.alias_of[n]}" for n in new.alias_of
                            if n != new.alias_of[n] and old.alias_of.get(n) != new.alias_of[n]])
    fo, fn = old.features, new.features
    section("new core versions", [f"{f.name} ({len(f.commands)} commands)" for f in new.core_versions if f.name not in fo])
    section("new instance extensions", [f"{f.name} ({len(f.commands)} commands)" + (f" [{f.platform}]" if f.platform else "")
                                        for f in new.extensions if f.kind == "instance" and f.name not in fo])
    section("new device extensions", [f"{f.name} ({len(f.commands)} commands)" + (f" [{f.platform}]" if f.platform else "")
                                      for f in new.extensions if f.kind == "device" and f.name not in fo])
    section("removed core versions and extensions", [n for n in fo if n not in fn])
    section("promotions", [f"{f.name} -> {f.promoted_to}" for f in new.extensions
                           if f.promoted_to and (f.name not in fo or fo[f.name].promoted_to != f.promoted_to)])
    section("now provisional / no longer provisional",
            [f"{f.name}: {'provisional' if f.provisional else 'final'}" for f in new.extensions
             if f.name in fo and fo[f.name].provisional != f.provisional])
    compiled = set(vn.policy.targets("LINUX_PLATFORMS"))
    section("new platforms", [f"{p.name} ({p.protect}): " + ("compiled" if p.name in compiled else
                              "not compiled on Linux; its instance extensions are not listed (policy.LINUX_PLATFORMS)")
                              for p in new.platforms.values() if p.name not in old.platforms])
    section("removed platforms", [p for p in old.platforms if p not in new.platforms])

    ro = {(r.table, r.name): r for r in vo.policy.rows}
    policy_rows = []
    for r in vn.policy.rows:
        before = ro.get((r.table, r.name))
        now = "applies" if r.target else "not applicable"
        was = "applies" if before and before.target else "not applicable"
        if before is None or now != was or (before.target != r.target):
            policy_rows.append(f"{r.table} {r.name}: {was} -> {now}" + (f" ({r.note})" if r.note else ""))
    left = [f"{n}: {why} (a rule in codegen/instance_terminators.py or a "
            "policy.HANDWRITTEN_INSTANCE_TERMINATORS entry and loader/ code would route it)"
            for n, why in vn.left_out if n not in dict(vo.left_out)]
    new_inst = [f"{f.name}: instance extension; policy.EMULATED_EXTENSIONS / EXPORTED_EXTENSIONS / "
                "LOADER_INSTANCE_EXTENSIONS if the loader should do more than pass it on"
                for f in new.extensions if f.kind == "instance" and f.name not in fo and
                (not f.platform or f.platform in compiled)]
    section("policy to review", policy_rows + left + new_inst)
    return "\n".join(out).rstrip() + "\n"
