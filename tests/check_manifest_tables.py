# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""README's manifest reference comes from the manifest tables: loader/discovery/layer_fields.inc
and driver_fields.inc (one row per field, read by one loop each). This prints the two Markdown
tables from the rows and fails naming the difference when README.md's "Manifests" section does
not hold them exactly.

Usage: python3 tests/check_manifest_tables.py [--print]
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TABLES = [
    ("Driver manifests (the \"ICD\" object)", ROOT / "loader/discovery/driver_fields.inc", "VKL_DRIVER_FIELD"),
    ("Layer manifests (a \"layer\" object, or each of \"layers\")", ROOT / "loader/discovery/layer_fields.inc", "VKL_LAYER_FIELD"),
]
NEED = {
    "Required": "required",
    "NonMeta": "required, but for a meta layer",
    "Implicit": "required for an implicit layer",
    "ImplicitOnly": "implicit layers only",
    "Optional": "optional",
}
BAD = {"Refuse": "the entry is skipped", "Lenient": "read leniently (the document column says how)", "Ignore": "the field is ignored"}
TYPE = {"String": "string", "Number": "number (or text: its leading number)", "Object": "object", "Array": "array",
        "Any": "object", "Boolean": "boolean"}


def rows(path: Path, macro: str) -> list[tuple[str, ...]]:
    text = path.read_text()
    pattern = re.compile(macro + r"\((\w+), (\w+), VKL_FORMAT\((\d+), (\d+), (\d+)\), (\w+), (\w+), (\w+),\s*\"((?:[^\"\\]|\\.)*)\"\)",
                         re.S)
    out = []
    for m in pattern.finditer(text):
        key, typ, a, b, c, need, bad, _reader, passage = m.groups()
        out.append((key, TYPE[typ], f"{a}.{b}.{c}", NEED[need], BAD[bad], passage.replace('\\"', '"')))
    if not out:
        sys.exit(f"{path}: no {macro} rows")
    return out


def tables() -> str:
    out = []
    for title, path, macro in TABLES:
        out.append(f"{title}, from `{path.relative_to(ROOT)}`:\n")
        out.append("| field | JSON type | since format | needed | a value of another type | the document says |")
        out.append("| --- | --- | --- | --- | --- | --- |")
        for key, typ, since, need, bad, passage in rows(path, macro):
            out.append(f"| `{key}` | {typ} | {since} | {need} | {bad} | {passage} |")
        out.append("")
    return "\n".join(out)


def main() -> int:
    expected = tables()
    if "--print" in sys.argv:
        print(expected)
        return 0
    readme = (ROOT / "README.md").read_text()
    begin, end = "<!-- manifest tables: begin -->\n", "<!-- manifest tables: end -->"
    if begin not in readme or end not in readme:
        print("README.md: no manifest tables section (markers missing)")
        return 1
    have = readme[readme.index(begin) + len(begin):readme.index(end)]
    if have.strip() != expected.strip():
        print("README.md's manifest tables differ from the .inc rows; python3 tests/check_manifest_tables.py --print gives them")
        return 1
    print("README.md: the manifest tables match loader/discovery/*_fields.inc")
    return 0


if __name__ == "__main__":
    sys.exit(main())
