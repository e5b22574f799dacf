# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""The tie between reference-audit.md and audit-mutations.txt: every row id a mutation names is a
row of the audit whose verdict is `same` (a mutation of a `kept` or `different` row would check a
behaviour this loader does not claim; a misspelt or renumbered id would count for nothing). It
reports how many `same` rows have a mutation seen killed (`seen: killed`, written by
`mutate.py --run --record`), and which have none yet: those are not a failure (most rows have
none), only the two mistakes above are.

Usage: python3 tests/conformance/check_audit_mutations.py [AUDIT [MUTATIONS]] [--list-uncovered]
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import mutate  # noqa: E402

AUDIT = HERE / "reference-audit.md"


def audit_rows(text: str) -> dict[str, str]:
    """Row id -> its `ours` cell, for the rows of the audit's tables whose header is
    `| # | reference behaviour | ours | held by |` (the per-file and environment tables)."""
    rows: dict[str, str] = {}
    header: list[str] = []
    for line in text.splitlines():
        if not line.startswith("|"):
            header = []
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not header:
            header = cells
            continue
        if all(set(c) <= {"-", ":", " "} for c in cells) or header[0] != "#" or "ours" not in header:
            continue
        rows[cells[0]] = cells[header.index("ours")]
    return rows


def is_same(ours: str) -> bool:
    return ours == "same" or ours.startswith(("same ", "same;", "same,", "same("))


def main(argv: list[str]) -> int:
    args = [a for a in argv if not a.startswith("--")]
    audit_path = Path(args[0]) if args else AUDIT
    mut_path = Path(args[1]) if len(args) > 1 else mutate.DEFAULT_FILE
    rows = audit_rows(audit_path.read_text(encoding="utf-8"))
    muts, errors = mutate.parse(mut_path)
    problems = list(errors)
    killed: dict[str, list[str]] = {}
    for m in muts:
        for r in m.rows:
            if r not in rows:
                problems.append(f"{m.ident}: row {r} is not a row of {audit_path.name}")
            elif not is_same(rows[r]):
                problems.append(f"{m.ident}: row {r} is not a `same` row (its verdict: {rows[r][:60]!r})")
            elif m.seen.startswith("killed"):
                killed.setdefault(r, []).append(m.ident)
    same = [r for r, ours in rows.items() if is_same(ours)]
    covered = [r for r in same if r in killed]
    # `# T10: no mutation: <why>`: a `same` row no code of ours decides (nothing to break).
    unbreakable: list[str] = []
    for line in mut_path.read_text(encoding="utf-8").splitlines():
        nm = re.match(r"^# ([A-Z]+(?:-[A-Z]+)?\d+): no mutation: \S", line)
        if not nm:
            continue
        if nm.group(1) not in rows or not is_same(rows[nm.group(1)]):
            problems.append(f"'{line[:40]}...': {nm.group(1)} is not a `same` row of {audit_path.name}")
        elif nm.group(1) in killed:
            problems.append(f"{nm.group(1)} has a 'no mutation' comment and a killed mutation")
        else:
            unbreakable.append(nm.group(1))
    survived = sorted({m.ident for m in muts if m.seen.startswith("survived")})
    unrun = sorted({m.ident for m in muts if not m.seen})
    for p in problems:
        print(p)
    print(f"{len(covered)} of {len(same)} `same` rows have a mutation seen killed, {len(unbreakable)} have no code "
          f"of ours to break (the comment says why), {len(same) - len(covered) - len(unbreakable)} neither "
          f"({len(muts)} mutations; {len(survived)} survived, {len(unrun)} not run yet)")
    if survived:
        print("survived (the row's test does not hold it yet): " + ", ".join(survived))
    if "--list-uncovered" in argv:
        print("`same` rows with no killed mutation: " + ", ".join(r for r in same if r not in killed and r not in unbreakable))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
