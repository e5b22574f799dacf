# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""The policy entries that decide behaviour the Khronos loader spells out by hand are tied to their
rows of tests/conformance/reference-audit.md, both ways:
  * every entry of policy.AUDITED_TABLES (codegen/policy.py) names its row (Entry.audit); the row
    exists and names the command (any spelling the pinned registry gives it, as `vkX`, `X` or
    `terminator_X`);
  * a row that claims a policy entry, by writing `policy.TABLE[vkName]`, names a table and an entry
    that exist; where the table is one of AUDITED_TABLES, that entry names this row.
The test fails naming each entry or row that breaks the tie.

Usage: python3 tests/conformance/check_audit_policy.py [AUDIT]
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from check_audit_tests import table_rows  # noqa: E402
from codegen import policy, registry_model  # noqa: E402

AUDIT = HERE / "reference-audit.md"
PINNED = ROOT / "registry" / "vk.xml"
_CLAIM = re.compile(r"`policy\.(\w+)\[(\w+)\]`")


def names_command(text: str, spellings: tuple[str, ...]) -> bool:
    for name in spellings:
        short = name[2:] if name.startswith("vk") else name
        if re.search(rf"(?<![A-Za-z0-9_])(?:vk|terminator_)?{re.escape(short)}(?![A-Za-z0-9_])", text):
            return True
    return False


def problems(text: str, reg: registry_model.Registry) -> list[str]:
    rows = {key: " | ".join(row) for key, header, row in table_rows(text) if header and header[0] == "#"}
    out: list[str] = []
    for table in policy.AUDITED_TABLES:
        for name, entry in getattr(policy, table).items():
            where = f"policy.{table}[{name}]"
            if not entry.audit:
                out.append(f"{where} names no row of the audit (Entry.audit)")
            elif entry.audit not in rows:
                out.append(f"{where} names the row {entry.audit}, which the audit does not have")
            else:
                spellings = reg.command(name).names if name in reg.alias_of else (name,)
                if not names_command(rows[entry.audit], spellings):
                    out.append(f"{where}: its row {entry.audit} does not name {name}")
    for key, row in rows.items():
        for table, name in _CLAIM.findall(row):
            entries = getattr(policy, table, None)
            if not isinstance(entries, dict):
                out.append(f"{key} claims policy.{table}[{name}]: codegen/policy.py has no table {table}")
            elif name not in entries:
                out.append(f"{key} claims policy.{table}[{name}]: the table has no entry {name}")
            elif table in policy.AUDITED_TABLES and entries[name].audit != key:
                out.append(f"{key} claims policy.{table}[{name}], whose row is "
                           f"{entries[name].audit or 'not named'}")
    return out


def main(argv: list[str]) -> int:
    audit = Path(argv[1]) if len(argv) > 1 else AUDIT
    found = problems(audit.read_text(encoding="utf-8"), registry_model.parse(PINNED))
    if found:
        print(f"{audit}: {len(found)} policy entries and audit rows do not match:", file=sys.stderr)
        for p in found:
            print(f"  {p}", file=sys.stderr)
        return 1
    n = sum(len(getattr(policy, t)) for t in policy.AUDITED_TABLES)
    print(f"{audit.name}: the {n} entries of {', '.join(policy.AUDITED_TABLES)} and the rows that claim "
          "policy entries name each other")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
