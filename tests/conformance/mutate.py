# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Mutation checks of the reference audit's `same` rows: each entry of audit-mutations.txt breaks
the behaviour one or more rows describe (one exact edit of one file under loader/, layers/ or
generated/) and names the tests that hold those rows. A test that passes with the behaviour
broken holds nothing; this tool shows which do.

Usage:
  mutate.py --check [FILE]           every entry is well formed and its search string occurs
                                     exactly once in its file (cheap; a Meson test, so entries
                                     cannot rot silently when the code moves)
  mutate.py --run [--build DIR] [--record] [--only ID[,ID..]] [--from ID] [FILE]
                                     for each entry: the edit is applied in place, only the targets
                                     needed are rebuilt, the tests run: KILLED when one fails (or
                                     crashes, or times out), SURVIVED when all pass, BROKEN when the
                                     mutated tree does not build. Each test that killed is then run
                                     on the restored tree: a kill by a test that fails there too
                                     does not count. The file is restored in a finally block
                                     (and on SIGINT/SIGTERM), then `git diff --quiet` on it is
                                     checked. --record writes each outcome back as the entry's
                                     `seen:` line. Slow: not part of CI.
  mutate.py --show ID [FILE]         the diff an entry makes (nothing is written)

The file format (audit-mutations.txt): entries separated by blank lines, `#` lines are comments.
  mutation <id>            a unique name
  rows: T38, ENV24         audit row ids this edit breaks (reference-audit.md, first column);
                           T-P1..T-P200 is each id from the first to the last
  file: loader/x.cpp       the file edited (under loader/, layers/ or generated/)
  find: <text>             exact text that occurs exactly once in the file (rest of the line)
  replace: <text>          what it becomes (rest of the line; may be empty)
  find-re: <regex>         instead of find: a Python regular expression (MULTILINE), every match
                           replaced (replace: is then a re.sub template, \\1 for a group): one
                           edit of a generated file's many functions of one shape
  count: N                 with find-re: how many matches the file must have (--check)
  per-row: yes             a kill counts only if the killing test's output names every row id
                           of rows: (a test that checks each row by name, one mutation for many
                           rows: each row's check is seen to fail, not just the test)
  test: <ref>              a test, in the audit's own notation (repeatable):
                             rt/<file> "<case>", rules/<file> "<case>"  the file's runtime area
                                                                         program (tests/meson.build)
                             unit/<file> "<case>"                        unit_tests
                             K:<Suite.Test>                              the Khronos 1.4.359 suite
                             meson:<name>                                `meson test <name>`
  build: <target> ...      Meson targets to rebuild (default: from file's folder and the tests)
  seen: killed|survived|broken|skipped [by <test>] [(date)]
                           the last --run's outcome; only `killed` counts for a row (a kill
                           counts once its test passed on the clean tree: `skipped` otherwise)
                           (tests/conformance/check_audit_mutations.py)
  note: <text>             free text (why the mutation is this one, what was strengthened)
"""
from __future__ import annotations

import argparse
import datetime
import os
import re
import signal
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
ROOT = HERE.parent.parent
DEFAULT_FILE = HERE / "audit-mutations.txt"
EDITABLE = ("loader/", "layers/", "generated/")
KEYS = {"rows", "file", "find", "find-re", "count", "per-row", "replace", "test", "build", "seen", "note"}
ROW_RANGE = re.compile(r"^([A-Z]+(?:-[A-Z]+)?)(\d+)\.\.\1(\d+)$")
TEST_REF = re.compile(r'^(?:(rt|rules|unit)/(\w+) "((?:[^"\\]|\\.)*)"|K:([A-Za-z_]\w*\.[A-Za-z_]\w*)|meson:([\w-]+))$')
TIMEOUT_S = 120  # a hang counts as a kill; the Khronos suite gives each test 60 s


@dataclass
class Mutation:
    ident: str
    line: int
    rows: list[str] = field(default_factory=list)
    file: str = ""
    find: str | None = None
    find_re: str | None = None
    count: int | None = None
    per_row: bool = False
    replace: str | None = None
    tests: list[str] = field(default_factory=list)
    build: list[str] = field(default_factory=list)
    seen: str = ""
    seen_line: int | None = None  # index in the file's lines, for --record


def parse(path: Path) -> tuple[list[Mutation], list[str]]:
    """The entries of the file, and a list of format errors (each naming its line)."""
    out: list[Mutation] = []
    errors: list[str] = []
    cur: Mutation | None = None
    for i, raw in enumerate(path.read_text(encoding="utf-8").splitlines()):
        n = i + 1
        if raw.startswith("#"):
            continue
        if not raw.strip():
            cur = None
            continue
        if raw.startswith("mutation "):
            cur = Mutation(raw[len("mutation "):].strip(), n)
            out.append(cur)
            continue
        key, sep, value = raw.partition(":")
        if cur is None or not sep or key not in KEYS:
            errors.append(f"{path.name}:{n}: expected 'mutation <id>' or '<key>: <value>' ({', '.join(sorted(KEYS))}): {raw!r}")
            continue
        # One space after the colon belongs to the format; the rest of the line is the value.
        value = value[1:] if value.startswith(" ") else value
        if key == "rows":
            for r in (r.strip() for r in value.split(",")):
                span = ROW_RANGE.match(r)
                if span and int(span.group(2)) < int(span.group(3)):
                    cur.rows += [f"{span.group(1)}{i}" for i in range(int(span.group(2)), int(span.group(3)) + 1)]
                elif r:
                    cur.rows.append(r)
        elif key == "find-re":
            cur.find_re = value
        elif key == "count":
            cur.count = int(value) if value.strip().isdigit() else -1
        elif key == "per-row":
            cur.per_row = value.strip() == "yes"
        elif key in ("file", "find", "replace"):
            if getattr(cur, key) not in (None, ""):
                errors.append(f"{path.name}:{n}: {cur.ident}: a second '{key}:'")
            setattr(cur, key, value)
        elif key == "test":
            cur.tests.append(value.strip())
        elif key == "build":
            cur.build += value.split()
        elif key == "seen":
            cur.seen = value.strip()
            cur.seen_line = i
    seen_ids: set[str] = set()
    for m in out:
        where = f"{path.name}:{m.line}: {m.ident}"
        if m.ident in seen_ids:
            errors.append(f"{where}: the id is used twice")
        seen_ids.add(m.ident)
        if not m.rows:
            errors.append(f"{where}: no 'rows:'")
        if not m.file or not m.file.startswith(EDITABLE):
            errors.append(f"{where}: 'file:' must be under {', '.join(EDITABLE)}")
        if (m.find in (None, "")) == (m.find_re in (None, "")):
            errors.append(f"{where}: one of 'find:' and 'find-re:'")
        if m.find_re:
            try:
                re.compile(m.find_re, re.M)
            except re.error as e:
                errors.append(f"{where}: 'find-re:' is not a regular expression: {e}")
            if m.count is None or m.count < 1:
                errors.append(f"{where}: 'find-re:' needs 'count:' (a number of matches, at least 1)")
        if m.replace is None:
            errors.append(f"{where}: no 'replace:'")
        elif m.replace == m.find:
            errors.append(f"{where}: 'replace:' is the same text as 'find:'")
        if not m.tests:
            errors.append(f"{where}: no 'test:'")
        for t in m.tests:
            if not TEST_REF.match(t):
                errors.append(f"{where}: test {t!r} is not rt/<file> \"<case>\", rules/.., unit/.., K:<Suite.Test> or meson:<name>")
        if m.seen and m.seen.split()[0] not in ("killed", "survived", "broken", "skipped"):
            errors.append(f"{where}: 'seen:' is killed, survived, broken or skipped, not {m.seen!r}")
    return out, errors


def apply(m: Mutation, text: str) -> tuple[str | None, str]:
    """The mutated text, or None and why not (the search does not match as the entry says)."""
    if m.find_re:
        new, n = re.subn(m.find_re, m.replace or "", text, flags=re.M)
        if n != m.count:
            return None, f"the regular expression matches {n} times, not {m.count}: {m.find_re!r}"
        return new, ""
    n = text.count(m.find or "")
    if n != 1:
        return None, f"the search string occurs {n} times, not once: {m.find!r}"
    return text.replace(m.find, m.replace or "", 1), ""


def check(path: Path) -> int:
    muts, errors = parse(path)
    for m in muts:
        target = ROOT / m.file
        if not m.file or (m.find in (None, "") and not m.find_re):
            continue
        if not target.is_file():
            errors.append(f"{m.ident}: {m.file} does not exist")
            continue
        try:
            _, why = apply(m, target.read_text(encoding="utf-8"))
        except re.error as e:
            why = f"bad replacement: {e}"
        if why:
            errors.append(f"{m.ident}: {m.file}: {why}")
    errors += missing_tests(muts)
    for e in errors:
        print(e)
    print(f"{len(muts)} mutations, {sum(len(m.rows) for m in muts)} row references; "
          f"{'FAIL' if errors else 'ok'}: {len(errors)} problem(s)")
    return 1 if errors else 0


def missing_tests(muts: list[Mutation]) -> list[str]:
    """The tests named that do not exist: a Catch2 case not in its file, a Khronos test listed
    as an expected failure (it fails anyway: it can kill nothing), a Meson test not registered."""
    import check_audit_tests as cat  # the audit's own reading of test references
    out: list[str] = []
    cases: dict[Path, set[str]] = {}
    xf = {line.split()[0] for line in cat.EXPECTED_FAILURES.read_text(encoding="utf-8").splitlines()
          if line.strip() and not line.startswith("#")}
    meson_tests = {n for p in cat.TESTS.rglob("meson.build") for n in cat._MESON_TEST.findall(p.read_text(encoding="utf-8"))}
    for m in muts:
        for ref in m.tests:
            t = TEST_REF.match(ref)
            if not t:
                continue
            if t.group(1):
                path = cat.TESTS / cat.FOLDERS[t.group(1)] / f"{t.group(2)}.cpp"
                if path not in cases:
                    cases[path] = cat.catch_cases(path) if path.exists() else set()
                if re.sub(r"\\(.)", r"\1", t.group(3)) not in cases[path]:
                    out.append(f"{m.ident}: no TEST_CASE \"{t.group(3)}\" in {path.relative_to(ROOT)}")
            elif t.group(4) and t.group(4) in xf:
                out.append(f"{m.ident}: K:{t.group(4)} is an expected failure (expected-failures.txt): it kills nothing")
            elif t.group(5) and t.group(5) not in meson_tests:
                out.append(f"{m.ident}: no meson test named {t.group(5)!r}")
    return out


# ---- --run ---------------------------------------------------------------------------------------

def khronos_dir() -> Path:
    out = subprocess.run([str(HERE / "reference-loader.sh")], capture_output=True, text=True, check=True)
    return Path(out.stdout.strip())


def catch_escape(name: str) -> str:
    # A Catch2 test spec: ',' separates alternatives, '[' opens a tag, '*' is a wildcard, '\' escapes.
    return re.sub(r'([\\,\[\]*])', r'\\\1', name)


class Runner:
    def __init__(self, build: Path):
        self.build = build
        self._ks: Path | None = None
        self._gtest_bins: dict[str, str] = {}

    def ks(self) -> Path:
        if self._ks is None:
            self._ks = khronos_dir()
        return self._ks

    def gtest_binary(self, name: str) -> Path:
        suite = name.split(".")[0]
        if not self._gtest_bins:
            for b in ("test_regression", "test_threading"):
                out = subprocess.run([str(self.ks() / "build" / "tests" / b), "--gtest_list_tests"],
                                     capture_output=True, text=True).stdout
                for line in out.splitlines():
                    if line and not line.startswith(" "):
                        self._gtest_bins.setdefault(line.strip().rstrip("."), b)
        return self.ks() / "build" / "tests" / self._gtest_bins.get(suite, "test_regression")

    def command(self, ref: str) -> tuple[list[str], dict[str, str]]:
        m = TEST_REF.match(ref)
        assert m, ref
        env = dict(os.environ)
        # A differential test that cannot reach a reference must fail here, not skip (it would
        # pass the baseline and "survive" every mutation).
        env["VKL_NO_SKIP"] = "1"
        if m.group(1):
            binary = "unit_tests" if m.group(1) == "unit" else runtime_program(m.group(2))
            case = re.sub(r"\\(.)", r"\1", m.group(3))
            if binary == "unit_tests":
                env["VK_LOADER_DEBUG"] = "all"  # as the `unit` Meson test runs it
            return [str(self.build / "tests" / binary), "-w", "NoTests", catch_escape(case)], env
        if m.group(4):
            env["VK_LOADER_TEST_LOADER_PATH"] = str((self.build / "loader" / "libvulkan.so.1").resolve())
            env["LD_PRELOAD"] = str(self.ks() / "lfs_forward.so")
            return [str(self.gtest_binary(m.group(4))), f"--gtest_filter={m.group(4)}"], env
        return ["meson", "test", "-C", str(self.build), "--no-rebuild", "--print-errorlogs", m.group(5)], env

    def passes(self, ref: str) -> tuple[bool, str]:
        ok, detail, _ = self.passes_with_output(ref)
        return ok, detail

    def passes_with_output(self, ref: str) -> tuple[bool, str, str]:
        """passes(), and the test's whole output."""
        cmd, env = self.command(ref)
        try:
            p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=TIMEOUT_S, cwd=ROOT)
        except subprocess.TimeoutExpired:
            return False, f"timed out after {TIMEOUT_S} s", ""
        out = p.stdout + p.stderr
        ok, detail = self._verdict(ref, cmd, p, out)
        return ok, detail, out

    def _verdict(self, ref: str, cmd: list[str], p: subprocess.CompletedProcess, out: str) -> tuple[bool, str]:
        if "No test cases matched" in out or ("--gtest_filter" in cmd[-1] and "[  PASSED  ] 0 tests" in out):
            return False, "no test matched"
        if ref.startswith("K:") and p.returncode == 0 and "[  PASSED  ] 1 test" not in out:
            return False, "the suite ran no test"
        tail = "\n".join(out.strip().splitlines()[-6:])
        return p.returncode == 0, f"rc {p.returncode}" + (f"\n{tail}" if p.returncode else "")

    def targets(self, m: Mutation) -> list[str]:
        if m.build:
            return m.build
        t: list[str] = []
        if m.file.startswith(("loader/", "generated/")):
            t.append("loader/vulkan")
        for ref in m.tests:
            if ref.startswith("unit/") and "unit_tests" not in t:
                t.append("unit_tests")
        if m.file.startswith("layers/") or any(r.startswith("meson:") for r in m.tests):
            t = []  # everything: the layers and the meson tests' programs
        return t

    def compile(self, targets: list[str]) -> tuple[bool, str]:
        p = subprocess.run(["meson", "compile", "-C", str(self.build)] + targets, capture_output=True, text=True)
        return p.returncode == 0, "\n".join((p.stdout + p.stderr).strip().splitlines()[-15:])


def runtime_program(test_file: str) -> str:
    """The runtime area program that holds tests/runtime/<test_file> (tests/meson.build's
    runtime_areas: one program per area, named runtime_<area>)."""
    text = (ROOT / "tests" / "meson.build").read_text(encoding="utf-8")
    name = test_file if test_file.endswith(".cpp") else test_file + ".cpp"
    for area in re.finditer(r"\[\s*'([a-z0-9-]+)',\s*\[([^\]]*)\]", text):
        if f"'{name}'" in area.group(2):
            return "runtime_" + area.group(1).replace("-", "_")
    raise SystemExit(f"mutate.py: tests/runtime/{name} is in no runtime area of tests/meson.build")


class Restore:
    """Puts the file back whatever happens (exception, Ctrl-C, SIGTERM)."""

    def __init__(self, path: Path, original: bytes):
        self.path, self.original = path, original

    def __enter__(self):
        self.old = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
        for s in self.old:
            signal.signal(s, self._signal)
        return self

    def _signal(self, signum, frame):
        raise KeyboardInterrupt(f"signal {signum}")

    def __exit__(self, *exc):
        try:
            self.path.write_bytes(self.original)
        finally:
            for s, h in self.old.items():
                signal.signal(s, h)
        return False


def git_clean(path: str) -> bool:
    return subprocess.run(["git", "diff", "--quiet", "--", path], cwd=ROOT).returncode == 0


def record(path: Path, results: dict[str, str]) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    muts, _ = parse(path)
    # From the end, so earlier indexes stay valid when a line is inserted.
    for m in sorted(muts, key=lambda m: m.line, reverse=True):
        if m.ident not in results:
            continue
        text = f"seen: {results[m.ident]}"
        if m.seen_line is not None:
            lines[m.seen_line] = text
        else:
            j = m.line  # the line after 'mutation <id>' (1-based m.line is the index of the next)
            while j < len(lines) and lines[j].strip() and not lines[j].startswith("note:"):
                j += 1
            lines.insert(j, text)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def run(path: Path, build: Path, only: set[str] | None, start: str | None, do_record: bool) -> int:
    muts, errors = parse(path)
    if errors:
        for e in errors:
            print(e)
        return 1
    if only:
        muts = [m for m in muts if m.ident in only]
    if start:
        idx = [m.ident for m in muts].index(start)
        muts = muts[idx:]
    for m in muts:
        if not git_clean(m.file):
            print(f"{m.file} has uncommitted changes: the tool restores files to their committed text; commit first")
            return 1
    # Ctrl-C or SIGTERM anywhere: the finally below still rebuilds and checks the kills so far.
    def interrupted(signum, frame):
        raise KeyboardInterrupt(f"signal {signum}")
    signal.signal(signal.SIGTERM, interrupted)
    r = Runner(build)
    every_target = sorted({t for m in muts for t in r.targets(m)}) if all(r.targets(m) for m in muts) else []
    ok, log = r.compile(every_target)
    if not ok:
        print("the clean tree does not build:\n" + log)
        return 1
    # A test that fails on the clean tree kills every mutation: each test that killed one is run
    # again on the clean tree (its result kept), before its first kill counts.
    baseline: dict[str, tuple[bool, str]] = {}
    results: dict[str, str] = {}
    counts = {"KILLED": 0, "SURVIVED": 0, "BROKEN": 0, "SKIPPED": 0}
    today = datetime.date.today().isoformat()
    pending: list[tuple[Mutation, str]] = []  # killed, waiting for the killer's clean-tree run

    def settle(force: bool) -> None:
        """Runs the clean-tree check of the pending kills (the tree must be clean and built)."""
        for m, killer in pending:
            if killer not in baseline:
                baseline[killer] = r.passes(killer)
            if baseline[killer][0]:
                verdict, note = "killed", f"by {killer}"
            else:
                verdict, note = "skipped", f"{killer} fails on the clean tree too ({baseline[killer][1].splitlines()[0]})"
                counts["KILLED"] -= 1
                counts["SKIPPED"] += 1
                print(f"NOT KILLED {m.ident}: {note}", flush=True)
            results[m.ident] = f"{verdict} {note} ({today})"
            if do_record and verdict == "killed":
                record(path, {m.ident: results[m.ident]})
        pending.clear()

    try:
        for m in muts:
            target = ROOT / m.file
            original = target.read_bytes()
            mutated, skip_why = apply(m, original.decode("utf-8"))
            if mutated is None:
                print(f"SKIPPED {m.ident}: {skip_why}")
                counts["SKIPPED"] += 1
                continue
            with Restore(target, original):
                target.write_text(mutated, encoding="utf-8")
                ok, log = r.compile(r.targets(m))
                if not ok:
                    verdict, why = "BROKEN", log
                else:
                    verdict, why = "SURVIVED", ""
                    for t in m.tests:
                        passed, detail, out = r.passes_with_output(t)
                        if passed:
                            continue
                        unnamed = [row for row in m.rows if m.per_row and not re.search(rf"(?<![\w-]){re.escape(row)}(?![\w-])", out)]
                        if unnamed:  # the test failed, but not by each row's check
                            why = f"{t} failed without naming {len(unnamed)} of the rows ({', '.join(unnamed[:8])})"
                            continue
                        verdict, why = "KILLED", t
                        break
            if not git_clean(m.file):
                print(f"{m.file} is not back to its committed text after {m.ident}: stopping")
                return 2
            counts[verdict] += 1
            print(f"{verdict} {m.ident} [{', '.join(m.rows)}] {why.splitlines()[0] if why else ''}", flush=True)
            if verdict == "BROKEN":
                print("  " + why.replace("\n", "\n  "))
            if verdict == "KILLED":
                pending.append((m, why))
                continue
            results[m.ident] = f"{verdict.lower()} ({today})"
            if do_record:  # one at a time: a run stopped half-way keeps what it saw
                record(path, {m.ident: results[m.ident]})
    finally:
        # The build again matches the restored tree (ccache makes the recompiles cheap); then
        # the kills are checked against it.
        ok, _ = r.compile(every_target)
        if ok:
            settle(True)
    print(", ".join(f"{v} {k.lower()}" for k, v in counts.items()))
    return 0


def show(path: Path, ident: str) -> int:
    muts, _ = parse(path)
    for m in muts:
        if m.ident == ident:
            if m.find_re:
                print(f"--- {m.file} ({m.count} matches)\n- re: {m.find_re}\n+ {m.replace}")
            else:
                print(f"--- {m.file}\n- {m.find}\n+ {m.replace}")
            return 0
    print(f"no mutation {ident}")
    return 1


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true")
    mode.add_argument("--run", action="store_true")
    mode.add_argument("--show", metavar="ID")
    ap.add_argument("--build", default=str(ROOT / "build"))
    ap.add_argument("--record", action="store_true")
    ap.add_argument("--only")
    ap.add_argument("--from", dest="start")
    ap.add_argument("file", nargs="?", default=str(DEFAULT_FILE))
    a = ap.parse_args()
    path = Path(a.file)
    if a.check:
        return check(path)
    if a.show:
        return show(path, a.show)
    return run(path, Path(a.build), set(a.only.split(",")) if a.only else None, a.start, a.record)


if __name__ == "__main__":
    sys.exit(main())
