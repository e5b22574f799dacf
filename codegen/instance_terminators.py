# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Instance-level terminators by rule: what ends the instance chain for a command
whose first parameter is a VkInstance.

A future extension's instance command must never be a link error (`undefined reference to
vkl::term::<Command>`) until someone writes a terminator in loader/. Each instance-level
command is one of:
  * hand-written: policy.HANDWRITTEN_INSTANCE_TERMINATORS names it (loader/ defines
    vkl::term::<Command>);
  * generated, rule "broadcast": it returns VkResult or nothing and every other parameter is an
    input the drivers can share (no handle, no output pointer). The terminator calls each
    driver instance that may be asked for it (its core version within the one the loader
    created that instance with, or its extension enabled there) and returns the first failure;
  * left out, with the reason: no rule fits (an output, a handle only one driver would know,
    a window system this Linux build does not compile). It has no terminator, so
    vkGetInstanceProcAddr returns NULL for it unless a layer provides it, and `tools/regen`
    says so when it generates.
This module only classifies; the templates spell the terminators.
"""
from __future__ import annotations

from dataclasses import dataclass

from .registry_model import INSTANCE, Command, Registry

HANDWRITTEN = "handwritten"
GENERATED = "generated"
LEFT_OUT = ""


@dataclass(frozen=True)
class Verdict:
    terminator: str   # HANDWRITTEN, GENERATED or LEFT_OUT
    why: str          # the rule that generated it, or why it is left out


def _is_output(decl: str) -> bool:
    """A pointer parameter the callee writes through (not `const T*`)."""
    return "*" in decl and not decl.lstrip().startswith("const ")


def classify(cmd: Command, reg: Registry, handwritten: set[str], compiled_platforms: set[str]) -> Verdict:
    assert cmd.level == INSTANCE
    if cmd.name in handwritten:
        return Verdict(HANDWRITTEN, "policy.HANDWRITTEN_INSTANCE_TERMINATORS")
    providers = [reg.features[p] for n in cmd.names for p in reg.providers.get(n, ())]
    platforms = {f.platform for f in providers if f.platform}
    if providers and all(f.platform and f.platform not in compiled_platforms for f in providers):
        return Verdict(LEFT_OUT, f"its platform ({', '.join(sorted(platforms))}) is not compiled in this "
                                 "Linux build (policy.LINUX_PLATFORMS)")
    if cmd.return_type not in ("VkResult", "void"):
        return Verdict(LEFT_OUT, f"it returns {cmd.return_type}: several drivers' answers cannot be merged")
    for p in cmd.params[1:]:
        if p.type in reg.handles:
            return Verdict(LEFT_OUT, f"parameter {p.name} is a {p.type}: a handle each driver knows by its own value")
        if _is_output(p.decl):
            return Verdict(LEFT_OUT, f"parameter {p.name} is an output: several drivers' answers cannot be merged")
    return Verdict(GENERATED, "broadcast: each driver instance that may be asked for it, the first failure returned")
