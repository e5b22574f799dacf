# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Dependency expressions from vk.xml.

Newer registries write `depends="A+B,(C,D)"`: `+` is AND (binds tighter), `,` is OR,
parentheses group.  Older registries (1.3.239 and before) use `requires="A,B"` (a list in
which every entry is required) and `requiresCore="1.1"` on extensions, and
`feature=` / `extension=` attributes on `<require>`.  Both forms are turned into the same
frozen expression tree here, so nothing else in the generator knows which form it read.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Union


@dataclass(frozen=True)
class Ref:
    name: str

    def names(self) -> frozenset[str]:
        return frozenset((self.name,))

    def evaluate(self, is_true: Callable[[str], bool]) -> bool:
        return is_true(self.name)

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class All:
    terms: tuple["Expr", ...]

    def names(self) -> frozenset[str]:
        return frozenset().union(*(t.names() for t in self.terms))

    def evaluate(self, is_true: Callable[[str], bool]) -> bool:
        return all(t.evaluate(is_true) for t in self.terms)

    def __str__(self) -> str:
        return "+".join(_wrap(t) for t in self.terms)


@dataclass(frozen=True)
class Any:
    terms: tuple["Expr", ...]

    def names(self) -> frozenset[str]:
        return frozenset().union(*(t.names() for t in self.terms))

    def evaluate(self, is_true: Callable[[str], bool]) -> bool:
        return any(t.evaluate(is_true) for t in self.terms)

    def __str__(self) -> str:
        return ",".join(str(t) for t in self.terms)


Expr = Union[Ref, All, Any]


def _wrap(term: Expr) -> str:
    return f"({term})" if isinstance(term, Any) else str(term)


_TOKEN = re.compile(r"\s*([A-Za-z0-9_:]+|[+,()])")


class DependsSyntaxError(ValueError):
    pass


def parse(text: str) -> Expr:
    """Parses a `depends` expression; raises DependsSyntaxError naming the text on bad input."""
    tokens: list[str] = []
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            if text[pos:].strip() == "":
                break
            raise DependsSyntaxError(f"bad character at {pos} in depends expression {text!r}")
        tokens.append(m.group(1))
        pos = m.end()
    if not tokens:
        raise DependsSyntaxError("empty depends expression")

    index = 0

    def peek() -> str | None:
        return tokens[index] if index < len(tokens) else None

    def take() -> str:
        nonlocal index
        tok = tokens[index]
        index += 1
        return tok

    def parse_or() -> Expr:
        terms = [parse_and()]
        while peek() == ",":
            take()
            terms.append(parse_and())
        return terms[0] if len(terms) == 1 else Any(tuple(terms))

    def parse_and() -> Expr:
        terms = [parse_atom()]
        while peek() == "+":
            take()
            terms.append(parse_atom())
        return terms[0] if len(terms) == 1 else All(tuple(terms))

    def parse_atom() -> Expr:
        tok = peek()
        if tok is None:
            raise DependsSyntaxError(f"unexpected end of depends expression {text!r}")
        if tok == "(":
            take()
            inner = parse_or()
            if peek() != ")":
                raise DependsSyntaxError(f"missing ')' in depends expression {text!r}")
            take()
            return inner
        if tok in "+,)":
            raise DependsSyntaxError(f"unexpected {tok!r} in depends expression {text!r}")
        return Ref(take())

    expr = parse_or()
    if index != len(tokens):
        raise DependsSyntaxError(f"trailing {tokens[index]!r} in depends expression {text!r}")
    return expr


def all_of(names: list[str]) -> Expr | None:
    """The old `requires="A,B"` form: every name is required."""
    refs = tuple(Ref(n) for n in names if n)
    if not refs:
        return None
    return refs[0] if len(refs) == 1 else All(refs)


def conjoin(*exprs: Expr | None) -> Expr | None:
    present = tuple(e for e in exprs if e is not None)
    if not present:
        return None
    return present[0] if len(present) == 1 else All(present)


def substitute(expr: Expr | None, names: dict[str, str], drop: str | None = None) -> Expr | None:
    """Renames references through `names` (internal features to their public version). A
    reference to `drop` (a feature's own name, after renaming) counts as true and is left out:
    VK_VERSION_1_1 depending on its own part VK_GRAPHICS_VERSION_1_1 depends on nothing new."""
    if expr is None:
        return None
    if isinstance(expr, Ref):
        name = names.get(expr.name, expr.name)
        return None if name == drop else Ref(name)
    terms = [substitute(t, names, drop) for t in expr.terms]
    if isinstance(expr, Any) and any(t is None for t in terms):
        return None  # one alternative always holds
    kept = tuple(dict.fromkeys(t for t in terms if t is not None))
    if not kept:
        return None
    return kept[0] if len(kept) == 1 else type(expr)(kept)
