# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Every function the Khronos 1.4.359 loader defines in its hand-written Linux files is named in
tests/conformance/reference-audit.md: in the row of the behaviour it decides, or in the section of
functions with no observable behaviour of their own. A function the audit does not name is one
nobody compared with this loader; the test fails naming each.

Usage: python3 tests/conformance/check_audit_names.py [AUDIT]
The reference source is read from ../shared/khronos-loader-tests/Vulkan-Loader-v1.4.359.tar.gz
(tests/shared_data.py: VKL_SHARED_DIR moves it). Without it the test skips (exit 77, which Meson
reports as SKIP); under VKL_REQUIRE_SHARED=1 a missing tarball is a failure.
Definitions are found in the C text: a line starting at column 0 with a return type and the name,
then the parameters (over any number of lines) and `{` (prototypes end in `;` and do not count).
Comments and string literals are blanked first. Universal Ctags' function list of the same files
(ctags -x --kinds-c=f) gave the same 644 names when this was written.
"""
from __future__ import annotations

import re
import sys
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import shared_data  # noqa: E402

VERSION = "v1.4.359"
TARBALL = shared_data.SHARED / "khronos-loader-tests" / f"Vulkan-Loader-{VERSION}.tar.gz"
AUDIT = HERE / "reference-audit.md"
# The reference's hand-written sources that build into the Linux loader (loader.c whole; the
# generated files and the Windows, Fuchsia and assembly sources are not walked).
FILES = ["loader.c", "trampoline.c", "terminator.c", "wsi.c", "extension_manual.c", "debug_utils.c",
         "unknown_function_handling.c", "gpa_helper.c", "settings.c", "loader_environment.c",
         "loader_linux.c", "loader_json.c", "log.c", "allocation.c"]

# Comments become blanks (their newlines kept, so column 0 stays column 0); string and character
# literals become empty ones (a "{" or "(" inside one must not count).
_NOISE = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S)
# At column 0, not a preprocessor line nor a brace: the return type and qualifiers, word by word
# (`LOADER_EXPORT VKAPI_ATTR VkResult VKAPI_CALL`, `struct x *`, an attribute such as
# `__attribute__((constructor))` or `DECORATE_PRINTF(4, 5)`, which may end the line), the name, the
# balanced parameters (function pointers nest parentheses; never `;`, `{` or `}`) and `{`.
_WORD = r"[A-Za-z_]\w*(?:\((?:[^();{}\n]|\([^();{}\n]*\))*\))?[\s*]+"
_PARAMS = r"(?:[^;{}()]|\((?:[^;{}()]|\([^;{}()]*\))*\))*"
_DEFINITION = re.compile(r"^(?![#\s{}])(?:" + _WORD + r")+?(?P<name>[A-Za-z_]\w*)\s*\((?P<params>" + _PARAMS + r")\)\s*\{",
                         re.M)
_KEYWORDS = {"if", "for", "while", "switch", "return", "sizeof", "do", "else"}


def blank_noise(text: str) -> str:
    def repl(m: re.Match) -> str:
        s = m.group(0)
        if s.startswith("/"):
            return re.sub(r"[^\n]", " ", s)
        return s[0] * 2
    return _NOISE.sub(repl, text)


def definitions(c_text: str) -> list[str]:
    return [m.group("name") for m in _DEFINITION.finditer(blank_noise(c_text))
            if m.group("name") not in _KEYWORDS]


def reference_functions(tarball: Path) -> dict[str, list[str]]:
    """Function name -> the files of FILES that define it."""
    found: dict[str, list[str]] = {}
    with tarfile.open(tarball) as tar:
        members = {Path(m.name).as_posix().removeprefix("./"): m for m in tar.getmembers() if m.isfile()}
        for f in FILES:
            # The tarball may or may not have a top folder: match on the path's tail.
            hits = [m for p, m in members.items() if p == f"loader/{f}" or p.endswith(f"/loader/{f}")]
            if len(hits) != 1:
                raise SystemExit(f"{tarball}: expected one loader/{f}, found {len(hits)}")
            text = tar.extractfile(hits[0]).read().decode("utf-8", errors="replace")
            for name in definitions(text):
                found.setdefault(name, [])
                if f not in found[name]:
                    found[name].append(f)
    return found


def named(audit_text: str, name: str) -> bool:
    return re.search(r"(?<![\w])" + re.escape(name) + r"(?![\w])", audit_text) is not None


def main(argv: list[str]) -> int:
    audit = Path(argv[1]) if len(argv) > 1 else AUDIT
    if not TARBALL.exists():
        if shared_data.REQUIRED:
            print(f"VKL_REQUIRE_SHARED=1 but {TARBALL} does not exist", file=sys.stderr)
            return 1
        print(f"SKIP: {TARBALL} not found (a clone without ../shared): the reference's function "
              "names cannot be read")
        return 77
    functions = reference_functions(TARBALL)
    # A regex that lost its way finds far fewer (or far more) definitions: 644 in 1.4.359.
    if not 600 <= len(functions) <= 700:
        print(f"found {len(functions)} function definitions in {TARBALL}, expected about 644: "
              "the definition pattern no longer fits the source", file=sys.stderr)
        return 1
    text = audit.read_text(encoding="utf-8")
    missing = sorted((files[0], name) for name, files in functions.items() if not named(text, name))
    if missing:
        print(f"{audit}: {len(missing)} of the {len(functions)} functions the Khronos {VERSION} loader "
              "defines in its hand-written Linux files are not named (add each to the row of the "
              "behaviour it decides, or to the section of functions with no observable behaviour "
              "of their own, with why):", file=sys.stderr)
        for f, name in missing:
            print(f"  loader/{f}: {name}", file=sys.stderr)
        return 1
    print(f"{audit.name}: all {len(functions)} functions of the reference's hand-written Linux files are named")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
