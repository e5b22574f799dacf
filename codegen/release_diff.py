# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""`tools/regen --diff OLD.xml NEW.xml`: what a Vulkan-Headers release changes for this loader,
as a maintainer reviews it (the registry-update commit carries it).

Reads two registries through the one model and the view (the same routing the generator
uses), and says: the exports added and removed; the commands added and removed, by level, each
with how the loader routes it; aliases and promotions; core versions, extensions and platforms;
and the policy verdicts that changed or need a decision; then every other change of vk.xml,
element by element (what the loader ignored: a release of nothing else then lists what it did
change rather than "none" everywhere), and the generated/ files the new registry changes. Text
only; nothing is written.
"""
from __future__ import annotations

import functools
import os
import re
import xml.etree.ElementTree as ET
from collections import Counter

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


# How many lines the element-by-element section prints before it counts the rest.
XML_CHANGES_SHOWN = 40


def _identity(e: ET.Element) -> str:
    """What names one element among its siblings: its name (attribute, <name> or <proto><name>),
    else what it is about (an <enum>'s, a <require>'s depends, a comment's text)."""
    name = e.get("name") or e.findtext("name") or e.findtext("proto/name")
    if name:
        return f"{e.tag} {name.strip()}" + (f" [{e.get('api')}]" if e.get("api") else "")
    key = e.get("depends") or e.get("extension") or e.get("feature")
    return f"{e.tag}" + (f" ({key})" if key else "")


def _keyed(parent: ET.Element) -> dict[str, ET.Element]:
    out: dict[str, ET.Element] = {}
    for child in parent:
        k = _identity(child)
        n, key = 2, k
        while key in out:  # siblings with one identity: numbered in document order
            key, n = f"{k} #{n}", n + 1
        out[key] = child
    return out


def _short(value: str | None) -> str:
    if value is None:
        return "(none)"
    value = " ".join(value.split())
    return repr(value if len(value) <= 60 else value[:57] + "...")


def _same(a: ET.Element, b: ET.Element) -> bool:
    """Two elements alike, children and all (stopping at the first difference)."""
    if (a.tag != b.tag or a.attrib != b.attrib or (a.text or "").strip() != (b.text or "").strip()
            or (a.tail or "").strip() != (b.tail or "").strip() or len(a) != len(b)):
        return False
    return all(_same(x, y) for x, y in zip(a, b))


def _element_changes(old: ET.Element, new: ET.Element, where: str, out: list[tuple[str, str]]) -> None:
    """(element path, what changed) for every difference below two elements of one identity."""
    for a in sorted(set(old.attrib) | set(new.attrib)):
        if old.get(a) != new.get(a):
            out.append((where, f"{a}: {_short(old.get(a))} -> {_short(new.get(a))}"))
    if (old.text or "").strip() != (new.text or "").strip():
        out.append((where, f"text: {_short(old.text)} -> {_short(new.text)}"))
    if (old.tail or "").strip() != (new.tail or "").strip():  # e.g. the number after <name>VK_HEADER_VERSION</name>
        out.append((where, f"text after it: {_short(old.tail)} -> {_short(new.tail)}"))
    ko, kn = _keyed(old), _keyed(new)
    at = f"{where}/" if where else ""
    for k in kn:
        if k not in ko:
            out.append((at + k, "added"))
        elif not _same(ko[k], kn[k]):
            _element_changes(ko[k], kn[k], at + k, out)
    for k in ko:
        if k not in kn:
            out.append((at + k, "removed"))


@functools.lru_cache(maxsize=4)
def _root(path: str, mtime_ns: int, size: int) -> ET.Element:
    # Cached by the file's identity: the synthetic-registry tests compare one base with many
    # registries (never modified: nothing here writes to a tree).
    return ET.parse(path).getroot()


def _parsed(path) -> ET.Element:
    st = os.stat(path)
    return _root(str(path), st.st_mtime_ns, st.st_size)


def xml_changes(old_path, new_path) -> list[tuple[str, str]]:
    """Every difference between two vk.xml files, element by element: (path, what changed)."""
    changes: list[tuple[str, str]] = []
    _element_changes(_parsed(old_path), _parsed(new_path), "", changes)
    return changes


def generated_changes(before: dict[str, str], after: dict[str, str], sources: tuple[str, str]) -> list[str]:
    """generated/'s files that two generations write differently, with the lines removed and
    added (up to four shown; counted as multisets of lines, which is linear where a line diff
    of 30,000-line files is not; a file whose lines only moved says so). sources: the two
    registries' paths, whose file names each banner carries: read as the vk.xml of registry/
    that generated/ is always made from."""
    def lines(text: str, source: str) -> list[str]:
        return text.replace(f"({str(source).split('/')[-1]}; its version", "(vk.xml; its version").splitlines()
    rows = []
    for name in sorted(set(before) | set(after)):
        a, b = lines(before.get(name, ""), sources[0]), lines(after.get(name, ""), sources[1])
        if a == b:
            continue
        removed, added = Counter(a) - Counter(b), Counter(b) - Counter(a)
        changed = ([f"-{l}" for l in dict.fromkeys(a) if l in removed] +
                   [f"+{l}" for l in dict.fromkeys(b) if l in added])
        count = sum(removed.values()) + sum(added.values())
        if not count:
            rows.append(f"{name}: the same lines in another order")
        else:
            rows.append(f"{name}: " + (" | ".join(changed) if count <= 4 else f"{count} lines"))
    return rows


def diff(old_path, new_path, generated: bool = True) -> str:
    """The release note; with generated, also which of generated/'s files change (both rendered)."""
    from . import generate  # Jinja2: needed only to render
    vo = view.build(registry_model.parse(old_path))
    vn = view.build(registry_model.parse(new_path))
    files = (generate.render_view(vo)[0], generate.render_view(vn)[0]) if generated else None
    return diff_views(vo, vn, files)


def diff_views(vo: view.View, vn: view.View, files: tuple[dict[str, str], dict[str, str]] | None = None) -> str:
    """diff() of two registries already parsed and viewed (files: both generations, if rendered)."""
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

    # What changed in vk.xml that no section above names, element by element, so that "none"
    # everywhere above reads as "looked at, nothing for the loader", not as a note that missed
    # something: these are what the loader ignored (where generated/ changes below all the same,
    # a rule reads them and the sections above do not say it). Past XML_CHANGES_SHOWN lines,
    # counted per top-level element instead.
    named = set(re.findall(r"\b(?:vk|Vk|VK_|PFN_vk)\w+", "\n".join(out)))
    unnamed = [(where, what) for where, what in xml_changes(vo.registry.path, vn.registry.path)
               if not named & set(re.findall(r"\b(?:vk|Vk|VK_|PFN_vk)\w+", where))]
    rows = [f"{where}: {what}" for where, what in unnamed]
    if len(rows) > XML_CHANGES_SHOWN:
        per: dict[str, dict[str, int]] = {}
        for where, what in unnamed:
            kind = what if what in ("added", "removed") else "changed"
            counts = per.setdefault(where.split("/")[0], {})
            counts[kind] = counts.get(kind, 0) + 1
        rows = [f"{top}: " + ", ".join(f"{n} {k}" for k, n in sorted(c.items())) for top, c in per.items()]
    section("other vk.xml changes (no section above names them)", rows)
    if files is not None:
        section("generated/ files that change", generated_changes(*files, (vo.registry.path, vn.registry.path)))
    return "\n".join(out).rstrip() + "\n"
