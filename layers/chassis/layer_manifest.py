#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Writes a chassis layer's JSON manifest from its source, where the layer says once what it is:
VKL_LAYER("VK_LAYER_...", "description", version) and, when it has settings,
VKL_LAYER_SETTINGS(VKL_SETTING("name", Type, "default", "description"[, "VARIABLE"...]), ...). The settings go
into the manifest's "features"/"settings" (the layer-manifest format vkconfig reads), so that
vkconfig can show and set them: a setting's first extra variable name as its "env" (without one,
the variable the chassis derives first, VK_<LAYER>_<SETTING>), an
Unsigned setting with "range": {"min": 0}.

  layer_manifest.py SOURCE --library-path PATH --api-version X.Y.Z [--hooks layer_hooks.txt]
                    [--implicit --enable-env VAR=VALUE --disable-env VAR=VALUE] [-o OUT]
  layer_manifest.py SOURCE --hooks layer_hooks.txt --stamp FILE     (the hook check alone, a build step)

The macros' arguments must be literals (C string literals, a type name, an integer): the source
is read here, not compiled. A source that breaks that rule is an error naming the line.

--hooks (generated/layer_hooks.txt, installed with the SDK): every PreCallValidate<X>,
PreCallRecord<X> and PostCallRecord<X> the source defines or calls must name a command of the
registry by its own name; a misspelling or an alias stops the build with the line and the hook
to write (a misspelt hook would compile and never run).
"""
from __future__ import annotations

import argparse
import difflib
import json
import re
import sys

MAX_VARIABLES = 4  # kMaxSettingVariables (chassis/settings.h)
# The chassis's own settings, which every layer has (chassis/settings.cpp); a layer may not
# declare one of these names.
CHASSIS_SETTINGS = ("log_severity",)
LOG_SEVERITY = {
    "key": "log_severity", "label": "Log severity", "type": "ENUM", "default": "warning",
    "description": "The least severity of the layer's messages that go to stderr when the application has no debug "
                   "messenger; messengers get what they ask for",
    "env": None,  # set per layer: VK_<LAYER>_LOG_SEVERITY
    "flags": [{"key": k, "label": k.capitalize(), "description": d} for k, d in (
        ("verbose", "Every message"), ("info", "Information, warnings and errors"),
        ("warning", "Warnings and errors"), ("error", "Errors only"))],
}
TYPES = {"Boolean": "BOOL", "Integer": "INT", "Unsigned": "INT", "Float": "FLOAT", "String": "STRING"}
SIMPLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v",
                  "\\": "\\", "'": "'", '"': '"', "?": "?"}


class SourceError(Exception):
    pass


def tokens(text: str):
    """(kind, value, line) for identifiers, numbers, string literals (decoded) and punctuation;
    comments and whitespace skipped; adjacent string literals are separate tokens here."""
    i, line, n = 0, 1, len(text)
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif c.isspace():
            i += 1
        elif text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            line += text.count("\n", i, end)
            i = end
        elif c == "'":  # a character literal: skipped ('"' must not start a string)
            j = i + 1
            while j < n and text[j] not in "'\n":
                j += 2 if text[j] == "\\" else 1
            if j >= n or text[j] != "'":
                raise SourceError(f"{line}: unterminated character literal")
            yield "char", text[i:j + 1], line
            i = j + 1
        elif c == '"' or (text.startswith('u8"', i)):
            start_line = line
            i += 1 if c == '"' else 3
            out = []
            while True:
                if i >= n or text[i] == "\n":
                    raise SourceError(f"{start_line}: unterminated string literal")
                ch = text[i]
                if ch == '"':
                    i += 1
                    break
                if ch != "\\":
                    out.append(ch)
                    i += 1
                    continue
                i += 1
                e = text[i] if i < n else ""
                if e in SIMPLE_ESCAPES:
                    out.append(SIMPLE_ESCAPES[e])
                    i += 1
                elif e == "x":
                    m = re.match(r"[0-9a-fA-F]+", text[i + 1:])
                    if not m:
                        raise SourceError(f"{line}: \\x without hex digits")
                    out.append(chr(int(m.group(0), 16)))
                    i += 1 + len(m.group(0))
                elif e in "uU":
                    width = 4 if e == "u" else 8
                    digits = text[i + 1:i + 1 + width]
                    if not re.fullmatch(r"[0-9a-fA-F]{%d}" % width, digits):
                        raise SourceError(f"{line}: bad \\{e} escape")
                    out.append(chr(int(digits, 16)))
                    i += 1 + width
                elif e in "01234567":
                    m = re.match(r"[0-7]{1,3}", text[i:])
                    out.append(chr(int(m.group(0), 8)))
                    i += len(m.group(0))
                else:
                    raise SourceError(f"{line}: unknown escape \\{e}")
            yield "string", "".join(out), start_line
        elif c.isalpha() or c == "_":
            m = re.match(r"[A-Za-z_][A-Za-z0-9_]*", text[i:])
            word = m.group(0)
            if word in ("R", "LR", "uR", "UR", "u8R") and text.startswith('"', i + len(word)):
                raise SourceError(f"{line}: raw string literals are not read here; write an ordinary one")
            if word in ("L", "u", "U") and text.startswith('"', i + len(word)):
                raise SourceError(f"{line}: wide string literals are not read here; write an ordinary one")
            yield "name", word, line
            i += len(word)
        elif c.isdigit():
            m = re.match(r"(0[xX][0-9a-fA-F](?:'?[0-9a-fA-F])*|[0-9](?:'?[0-9])*)[uUlL]*", text[i:])
            digits = m.group(1).replace("'", "")
            if digits[:2] in ("0x", "0X"):
                value = int(digits, 16)
            elif len(digits) > 1 and digits[0] == "0":
                value = int(digits, 8)
            else:
                value = int(digits)
            yield "number", value, line
            i += len(m.group(0))
        else:
            yield "punct", c, line
            i += 1


def invocations(text: str, macro: str):
    """The argument lists of each `macro(...)` outside comments and strings: per argument, its
    tokens (adjacent string literals joined into one)."""
    toks = list(tokens(text))
    for k, (kind, value, line) in enumerate(toks):
        if kind != "name" or value != macro or k + 1 >= len(toks) or toks[k + 1][1] != "(":
            continue
        args, current, depth, j = [], [], 0, k + 2
        while j < len(toks):
            t = toks[j]
            if t[0] == "punct" and t[1] in "([{":
                depth += 1
            elif t[0] == "punct" and t[1] in ")]}":
                if depth == 0:
                    break
                depth -= 1
            if t[0] == "punct" and t[1] == "," and depth == 0:
                args.append(current)
                current = []
            elif t[0] == "string" and current and current[-1][0] == "string":
                current[-1] = ("string", current[-1][1] + t[1], current[-1][2])
            else:
                current.append(t)
            j += 1
        else:
            raise SourceError(f"{line}: {macro}( is not closed")
        args.append(current)
        yield line, args


def literal(arg, kind: str, what: str, line: int):
    if len(arg) != 1 or arg[0][0] != kind:
        raise SourceError(f"{line}: {what} must be {'a string literal' if kind == 'string' else 'an integer'}"
                          if kind != "name" else f"{line}: {what} must be a type name ({', '.join(TYPES)})")
    return arg[0][1]


def default_value(text: str, type_name: str, name: str, line: int):
    """The default as vkconfig wants it in JSON, checked as the chassis parses it."""
    try:
        if type_name == "Boolean":
            low = text.lower()
            if low in ("true", "on", "1"):
                return True
            if low in ("false", "off", "0"):
                return False
            raise ValueError
        if type_name in ("Integer", "Unsigned"):
            neg = text.startswith("-")
            if type_name == "Unsigned" and neg:
                raise ValueError
            body = text[1:] if neg else text
            value = int(body, 16) if body[:2].lower() == "0x" else int(body, 10)
            return -value if neg else value
        if type_name == "Float":
            return float(text)
    except ValueError:
        raise SourceError(f"{line}: setting {name}: default \"{text}\" is not a {type_name} value") from None
    return text


def derived_variable(layer_name: str, key: str) -> str:
    """The first variable the chassis reads for a setting (chassis/settings.cpp): VK_<LAYER>_<SETTING>,
    the layer's name without VK_LAYER_, upper case."""
    return f"VK_{layer_name[len('VK_LAYER_'):].upper()}_{key.upper()}"


def manifest(text: str, library_path: str, api_version: str, enable: dict, disable: dict) -> dict:
    layers = list(invocations(text, "VKL_LAYER"))
    if len(layers) != 1:
        raise SourceError(f"1: the source must name its layer once with VKL_LAYER(...) (found {len(layers)})")
    line, args = layers[0]
    if len(args) != 3:
        raise SourceError(f"{line}: VKL_LAYER takes a name, a description and an implementation version")
    name = literal(args[0], "string", "the layer's name", line)
    if not re.fullmatch(r"VK_LAYER_[A-Za-z0-9_]+", name):
        raise SourceError(f"{line}: {name!r} is not a layer name (VK_LAYER_ followed by letters, digits and '_')")
    layer = {"name": name, "type": "GLOBAL", "library_path": library_path, "api_version": api_version,
             "implementation_version": str(literal(args[2], "number", "the implementation version", line)),
             "description": literal(args[1], "string", "the description", line)}
    if enable:
        layer["enable_environment"] = enable
    if disable:
        layer["disable_environment"] = disable
    settings = []
    for line, args in invocations(text, "VKL_SETTING"):
        if not 4 <= len(args) <= 4 + MAX_VARIABLES:
            raise SourceError(f"{line}: VKL_SETTING takes a name, a type, a default, a description and up to "
                              f"{MAX_VARIABLES} extra variable names")
        key = literal(args[0], "string", "the setting's name", line)
        if not re.fullmatch(r"[a-z][a-z0-9_]*", key):
            raise SourceError(f"{line}: setting name {key!r}: lower case letters, digits and '_', a letter first")
        if key in CHASSIS_SETTINGS:
            raise SourceError(f"{line}: setting {key}: the chassis has a setting of that name for every layer")
        type_name = literal(args[1], "name", "the setting's type", line)
        if type_name not in TYPES:
            raise SourceError(f"{line}: setting {key}: type {type_name} is none of {', '.join(TYPES)}")
        variables = [literal(a, "string", "an extra variable name", line) for a in args[4:]]
        for v in variables:
            if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", v):
                raise SourceError(f"{line}: setting {key}: {v!r} is not an environment variable name")
        setting = {"key": key, "label": key.replace("_", " ").capitalize(),
                   "description": literal(args[3], "string", "the setting's description", line),
                   "type": TYPES[type_name],
                   "default": default_value(literal(args[2], "string", "the setting's default", line), type_name,
                                            key, line)}
        # vkconfig shows one name (the chassis reads every one): the extra name its users know,
        # else the derived one the chassis reads first, as for log_severity.
        setting["env"] = variables[0] if variables else derived_variable(name, key)
        if type_name == "Unsigned":
            setting["range"] = {"min": 0}
        settings.append(setting)
    if len({s["key"] for s in settings}) != len(settings):
        raise SourceError("1: a setting is declared twice")
    # The chassis's own setting, which every layer has (chassis/settings.cpp).
    settings.append(dict(LOG_SEVERITY, env=derived_variable(name, "log_severity")))
    layer["features"] = {"settings": settings}
    return {"file_format_version": "1.2.1", "layer": layer}


HOOK = re.compile(r"(PreCallValidate|PreCallRecord|PostCallRecord)([A-Z][A-Za-z0-9_]*)")


def read_hook_names(text: str) -> tuple[set[str], dict[str, str]]:
    """The commands (their names without "vk") and the aliases (-> command) of layer_hooks.txt."""
    names, aliases = set(), {}
    for line in text.splitlines():
        words = line.split()
        if not words or words[0].startswith("#"):
            continue
        if len(words) == 1:
            names.add(words[0])
        else:
            aliases[words[0]] = words[1]
    return names, aliases


def check_hooks(text: str, names: set[str], aliases: dict[str, str]) -> None:
    """Every hook-named function of the source names a command (not an alias)."""
    toks = list(tokens(text))
    for k, (kind, value, line) in enumerate(toks):
        m = HOOK.fullmatch(value) if kind == "name" else None
        if m is None or k + 1 >= len(toks) or toks[k + 1][1] != "(":
            continue
        phase, command = m.groups()
        if command in names:
            continue
        if command in aliases:
            raise SourceError(f"{line}: {value} is never called: vk{command} is an alias of vk{aliases[command]}; "
                              f"name the hook {phase}{aliases[command]}")
        close = difflib.get_close_matches(command, sorted(names), n=1, cutoff=0.8)
        raise SourceError(f"{line}: {value} is no hook: no command is named vk{command}" +
                          (f"; did you mean {phase}{close[0]}?" if close else ""))


def pairs(values: list[str], option: str) -> dict:
    out = {}
    for v in values or ():
        name, eq, value = v.partition("=")
        if not eq or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
            raise SystemExit(f"layer_manifest.py: {option} {v!r}: give VARIABLE=VALUE")
        out[name] = value
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("source")
    ap.add_argument("--library-path")
    ap.add_argument("--api-version")
    ap.add_argument("--hooks", help="layer_hooks.txt: check the source's hook names against the registry's commands")
    ap.add_argument("--implicit", action="store_true", help="an implicit layer: needs --disable-env")
    ap.add_argument("--enable-env", action="append", help="VAR=VALUE that enables the implicit layer")
    ap.add_argument("--disable-env", action="append", help="VAR=VALUE that disables the implicit layer")
    ap.add_argument("-o", "--output", help="default: stdout")
    ap.add_argument("--stamp", help="check the hooks only (--hooks), and write this file when they are right")
    args = ap.parse_args()
    if args.stamp and not args.hooks:
        raise SystemExit("layer_manifest.py: --stamp checks hook names: give --hooks")
    if not args.stamp and not (args.library_path and args.api_version):
        raise SystemExit("layer_manifest.py: give --library-path and --api-version (or --hooks with --stamp)")
    if args.implicit and not args.disable_env:
        raise SystemExit("layer_manifest.py: an implicit layer needs --disable-env (the loader requires it)")
    if not args.implicit and (args.enable_env or args.disable_env):
        raise SystemExit("layer_manifest.py: --enable-env and --disable-env are for implicit layers (--implicit)")
    try:
        with open(args.source, encoding="utf-8") as f:
            text = f.read()
        if args.hooks:
            with open(args.hooks, encoding="utf-8") as f:
                check_hooks(text, *read_hook_names(f.read()))
        if args.stamp:
            with open(args.stamp, "w", encoding="utf-8") as f:
                f.write("hook names checked\n")
            return 0
        data = manifest(text, args.library_path, args.api_version, pairs(args.enable_env, "--enable-env"),
                        pairs(args.disable_env, "--disable-env"))
    except SourceError as e:
        line, _, message = str(e).partition(": ")
        raise SystemExit(f"{args.source}:{line}: {message}") from None
    except (OSError, UnicodeDecodeError) as e:
        raise SystemExit(f"layer_manifest.py: {args.source}: {e}") from None
    out = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(out)
    else:
        sys.stdout.write(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
