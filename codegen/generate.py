# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Renders every template in templates/ into an output directory.

One template per generated file; the output name is the template name without `.j2`.
StrictUndefined makes a misspelt field a generation error instead of empty output.
"""
from __future__ import annotations

from pathlib import Path

import jinja2

from . import registry_model, view

TEMPLATE_DIR = Path(__file__).resolve().parent.parent / "templates"


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATE_DIR)),
        undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True,
        keep_trailing_newline=True, autoescape=False)
    env.filters["hex"] = lambda v, width=0: f"0x{v:0{width}x}"
    env.filters["c_string"] = lambda s: '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '\\0"'
    return env


def output_names() -> list[str]:
    return sorted(p.name[:-3] for p in TEMPLATE_DIR.glob("*.j2"))


def render_all(registry_path: str | Path) -> dict[str, str]:
    """Returns {file name: text} for every template, from one parse of the registry."""
    return render_with_notes(registry_path)[0]


def render_with_notes(registry_path: str | Path) -> tuple[dict[str, str], list[str]]:
    """render_all's files, and the generation-time notes a maintainer should read: the
    instance-level commands left without a terminator, and why."""
    return render_view(view.build(registry_model.parse(registry_path)))


def render_view(v: view.View) -> tuple[dict[str, str], list[str]]:
    """render_with_notes() of a registry already parsed and viewed."""
    env = _environment()
    out = {}
    for name in output_names():
        out[name] = env.get_template(name + ".j2").render(v=v, P=view)
    notes = [f"left out: {name} has no terminator ({why}); vkGetInstanceProcAddr returns NULL for it "
             "unless a layer provides it" for name, why in v.left_out]
    return out, notes
