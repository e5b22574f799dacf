#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""loader/'s includes point one way (loader/README.md): every include of a loader file names a
file of the same layer or a lower one, base/ includes nothing else of the loader, no file
includes itself through a cycle, every layer is one folder (no source file in loader/ itself), and
no file is named like another layer's folder (a reader, or any tool that groups a header with its
folder, would place it there).

Layers, lowest first: base/, discovery/, types/, extensions/, dispatch/, objects/. Includes of generated files (commands.h, ...) and system headers are not
the loader's and are not checked. Exit 1 with one line per violation.
Usage: check_layers.py [LOADER_DIR]
"""
import re
import sys
from pathlib import Path

LOADER = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "loader"
RANK = {"base": 0, "discovery": 1, "types": 2, "extensions": 3, "dispatch": 4, "objects": 5}
SOURCES = (".h", ".cpp", ".S")


def layer_of(path: Path) -> str:
    rel = path.relative_to(LOADER)
    return rel.parts[0] if len(rel.parts) > 1 else ""


files = sorted(p for p in LOADER.rglob("*") if p.suffix in SOURCES)
problems: list[str] = []
unknown = sorted({layer_of(p) for p in files} - set(RANK) - {""})
for u in unknown:
    problems.append(f"loader/{u}/: a folder the layering does not know (add it to RANK and loader/README.md)")
graph: dict[Path, list[Path]] = {}
for f in files:
    graph[f] = []
    for line_no, line in enumerate(f.read_text().splitlines(), 1):
        m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
        if not m:
            continue
        target = LOADER / m.group(1)
        if not target.exists():
            continue  # a generated file (commands.h, terminators.h, ...)
        graph[f].append(target)
        a, b = layer_of(f), layer_of(target)
        where = f"{f.relative_to(LOADER.parent)}:{line_no}"
        if a == "base" and b != "base":
            problems.append(f"{where}: base/ includes {m.group(1)}; base/ uses nothing else of the loader")
        elif a in RANK and b in RANK and RANK[b] > RANK[a]:
            problems.append(f"{where}: includes {m.group(1)}, a higher layer ({b} above {a})")

# Cycles, by depth-first search over the include graph.
state: dict[Path, int] = {}
def visit(f: Path, stack: list[Path]) -> None:
    state[f] = 1
    for t in graph.get(f, []):
        if state.get(t) == 1:
            cycle = stack[stack.index(t):] + [t] if t in stack else [f, t]
            problems.append("include cycle: " + " -> ".join(str(p.relative_to(LOADER.parent)) for p in cycle))
        elif t not in state:
            visit(t, stack + [t])
    state[f] = 2
for f in files:
    if f not in state:
        visit(f, [f])

for p in files:
    if layer_of(p) == "":
        problems.append(f"loader/{p.name}: a source file outside every layer's folder (move it into one)")
    elif p.stem in RANK and p.stem != layer_of(p):
        problems.append(f"{p.relative_to(LOADER.parent)}: named like the {p.stem}/ layer, which it is not part of")

for p in problems:
    print(p)
print(f"{len(files)} files in {len(RANK)} layers, {sum(len(v) for v in graph.values())} loader includes, "
      f"{len(problems)} problem(s)")
sys.exit(1 if problems else 0)
