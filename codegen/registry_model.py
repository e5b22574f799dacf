# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""The one registry model: vk.xml parsed once into frozen dataclasses.

Everything a generator needs is resolved here, once:
  * `api` filtering: elements whose `api`/`supported` attribute does not name "vulkan"
    (Vulkan SC entries, disabled extensions) are dropped while parsing;
  * aliases: every alias command name maps to one canonical Command;
  * requirements: each core version and extension lists the command names it requires,
    with the `depends` expression of each `<require>` block;
  * command level: derived from the first parameter's handle and its parent chain;
  * guards: the header macros under which each command name is declared.
Generators read the model and never change it (every class here is frozen).
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from . import depends as dep

API = "vulkan"

# Dispatch levels, ordered from the outermost object inwards.
GLOBAL = "global"
INSTANCE = "instance"
PHYSICAL_DEVICE = "physical_device"
DEVICE = "device"
# The first parameter is a non-dispatchable handle: no loader can route the call (a registry
# defect, e.g. vkGetSubpassShadingMaxWorkgroupSizeHUAWEI(VkRenderPass, ...) in 1.2.182).
UNDISPATCHABLE = "undispatchable"

# The dispatchable handle at which each level's parent chain ends.
LEVEL_OF_ROOT_HANDLE = {
    "VkInstance": INSTANCE,
    "VkPhysicalDevice": PHYSICAL_DEVICE,
    "VkDevice": DEVICE,
}


class RegistryError(ValueError):
    """vk.xml says something the model cannot represent; the message names the element."""


# Names the registry gives reach generated C++ and preprocessor lines as they are written there:
# commands and their parameters, core versions and extensions (and the names their `depends`
# expressions use), platforms and their macros, handles, structures and result codes. Each must be
# a C identifier; anything else is refused here, naming the element, so that no generator ever
# pastes it (tests/test_model.py's BadNames).
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# A parameter's declaration, as generated code spells it: identifiers, pointers, array bounds.
_DECLARATION = re.compile(r"[A-Za-z0-9_ *\[\]]+")


def _identifier(value: str | None, what: str) -> str:
    """`value`, when it is a C identifier; otherwise a RegistryError naming `what` (the element
    and attribute it was read from)."""
    if value is None or not _IDENTIFIER.fullmatch(value):
        raise RegistryError(f"{what}: {value!r} is not a C identifier")
    return value


def _checked_depends(expr: dep.Expr | None, what: str) -> dep.Expr | None:
    """A depends expression whose every name is a C identifier, or `Struct::member` (a feature
    term, which generated guards count as true)."""
    if expr is not None:
        for name in sorted(expr.names()):
            for part in name.split("::", 1) if name.count("::") == 1 else (name,):
                _identifier(part, f"{what} names {name!r}")
    return expr


@dataclass(frozen=True)
class Param:
    name: str
    type: str           # the base type name, e.g. "VkDevice"
    decl: str           # the full C declaration, e.g. "const VkDeviceCreateInfo* pCreateInfo"
    optional: bool
    # The registry's `len` (an array's length: a parameter, `param->member`, "null-terminated"),
    # None for no array; `optional` per level ("false,true": the array must be given, an element
    # may be VK_NULL_HANDLE); `noautovalidity`: its validity depends on other values (a pointer
    # that may be ignored, and then be anything).
    len: str | None = None
    optional_levels: tuple[bool, ...] = ()
    noautovalidity: bool = False
    # `objecttype`: a handle held as a uint64_t whose VkObjectType the named sibling gives
    # (VkDebugUtilsObjectNameInfoEXT::objectHandle, vkSetPrivateData's objectHandle).
    objecttype: str | None = None

    @property
    def pointers(self) -> int:
        """How many `*` the declaration has."""
        return self.decl.count("*")

    @property
    def array(self) -> str | None:
        """A fixed-size array's size (`[VK_MAX_DEVICE_GROUP_SIZE]`), None otherwise."""
        m = re.search(r"\[\s*([A-Za-z0-9_]+)\s*\]", self.decl)
        return m.group(1) if m else None


@dataclass(frozen=True)
class Handle:
    name: str
    dispatchable: bool
    parents: tuple[str, ...]
    aliases: tuple[str, ...]


@dataclass(frozen=True)
class Requirement:
    """One `<require>` block of a feature or extension."""
    depends: dep.Expr | None
    commands: tuple[str, ...]
    types: tuple[str, ...] = ()


@dataclass(frozen=True)
class Feature:
    """A core version (VK_VERSION_1_x) or an extension: anything that adds commands."""
    name: str
    kind: str                     # "core", "instance" or "device"
    number: int                   # extension number; 0 for core versions
    version: tuple[int, int]      # (major, minor) for core versions; (0, 0) for extensions
    platform: str | None
    protect: str | None           # the header macro that hides the whole feature
    depends: dep.Expr | None
    promoted_to: str | None
    provisional: bool
    requirements: tuple[Requirement, ...]
    spec_version: int = 0            # the extension's VK_*_SPEC_VERSION in this registry
    spec_version_macro: str | None = None
    parts: tuple[str, ...] = ()      # internal features folded into this core version

    @property
    def is_core(self) -> bool:
        return self.kind == "core"

    @property
    def commands(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for req in self.requirements:
            for c in req.commands:
                seen.setdefault(c, None)
        return tuple(seen)


@dataclass(frozen=True)
class Command:
    name: str                     # canonical name
    aliases: tuple[str, ...]      # other names of the same command, in registry order
    return_type: str
    params: tuple[Param, ...]
    level: str                    # GLOBAL / INSTANCE / PHYSICAL_DEVICE / DEVICE / UNDISPATCHABLE
    success_codes: tuple[str, ...]
    error_codes: tuple[str, ...] = ()   # the registry's errorcodes attribute (empty where it gives none)

    @property
    def names(self) -> tuple[str, ...]:
        return (self.name,) + self.aliases

    @property
    def result_codes(self) -> tuple[str, ...]:
        """Every VkResult the registry says the command may return."""
        return self.success_codes + self.error_codes

    @property
    def dispatch_param(self) -> Param | None:
        return self.params[0] if self.level not in (GLOBAL, UNDISPATCHABLE) else None


@dataclass(frozen=True)
class Struct:
    """A structure or union of the API: its members (each a Param: type, name, declaration,
    `len`, `optional`, `noautovalidity`) and, for one that may be chained to another's pNext,
    the structures it extends."""
    name: str
    stype: str | None          # the VK_STRUCTURE_TYPE_* value of its sType member
    extends: tuple[str, ...]   # the structures whose pNext chain it may be in (`structextends`)
    members: tuple[Param, ...] = ()
    union: bool = False
    returnedonly: bool = False # written by the implementation, never read


@dataclass(frozen=True)
class Platform:
    name: str
    protect: str


@dataclass(frozen=True)
class Registry:
    path: str
    header_version: int
    api_version: tuple[int, int, int]      # VK_HEADER_VERSION_COMPLETE, e.g. (1, 3, 239)
    platforms: dict[str, Platform]
    handles: dict[str, Handle]
    commands: dict[str, Command]           # canonical name -> command, registry order
    alias_of: dict[str, str]               # every name (canonical too) -> canonical name
    features: dict[str, Feature]           # core versions first, then extensions by number
    providers: dict[str, tuple[str, ...]]  # command name (any spelling) -> features requiring it
    tags: tuple[str, ...] = ()             # vendor/author tags (KHR, EXT, ...), registry order
    folded_into: dict[str, str] = field(default_factory=dict)  # internal feature -> its public version
    copyright: str = ""                     # the registry's copyright line, e.g. "Copyright 2015-2022 ..."
    licence: str = "NOASSERTION"            # its SPDX licence expression, e.g. "Apache-2.0 OR MIT"
    structs: dict[str, Struct] = field(default_factory=dict)  # structures and unions, registry order
    type_providers: dict[str, tuple[str, ...]] = field(default_factory=dict)  # type -> features requiring it
    # The `export` attribute of each command name that has one (1.4.330 on): the APIs whose
    # loaders export it, e.g. ("vulkan", "vulkansc"). Empty for registries that predate it.
    export_apis: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # Every alias of a structure (VkFooKHR -> VkFoo), as parameters and members may name them.
    struct_alias_of: dict[str, str] = field(default_factory=dict)
    # The VkObjectType values (VK_OBJECT_TYPE_*) the registry defines, aliases left out.
    object_types: tuple[str, ...] = ()
    # Each handle's VkObjectType value, from its `objtypeenum` (1.2.134 on); None before that.
    objtypeenum: dict[str, str] = field(default_factory=dict)
    # The VkDebugReportObjectTypeEXT values (VK_DEBUG_REPORT_OBJECT_TYPE_*_EXT), aliases left out.
    debug_report_object_types: tuple[str, ...] = ()
    # The number of each VkStructureType value (aliases left out): generated code that must
    # compile against other headers than the registry's spells an sType by number, since a
    # later release may rename one without an alias (1.2.182's
    # VK_STRUCTURE_TYPE_SUBPASSS_SHADING_PIPELINE_CREATE_INFO_HUAWEI).
    structure_type_values: dict[str, int] = field(default_factory=dict)

    def exported_by_registry(self, name: str) -> bool | None:
        """Whether vk.xml says a Vulkan loader exports the command name: True/False from its
        `export` attribute; None when this registry marks no command at all (before 1.4.330)."""
        if not self.export_apis:
            return None
        return API in self.export_apis.get(name, ())

    @property
    def version_string(self) -> str:
        return "%d.%d.%d" % self.api_version

    def command(self, name: str) -> Command:
        return self.commands[self.alias_of[name]]

    def feature(self, name: str) -> Feature | None:
        """A feature by any name the registry uses for it (internal parts resolve to their
        public version)."""
        return self.features.get(self.folded_into.get(name, name))

    @property
    def core_versions(self) -> list[Feature]:
        return [f for f in self.features.values() if f.is_core]

    @property
    def extensions(self) -> list[Feature]:
        return [f for f in self.features.values() if not f.is_core]


def _api_ok(elem: ET.Element, attr: str = "api") -> bool:
    value = elem.get(attr)
    return value is None or API in value.split(",")


def _text(elem: ET.Element) -> str:
    return "".join(elem.itertext())


# A structure member may also be a bit-field (VkAccelerationStructureInstanceKHR's `:24`).
_MEMBER_DECLARATION = re.compile(r"[A-Za-z0-9_ *\[\]]+(:[0-9]+)?")


def _declaration_text(elem: ET.Element) -> str:
    """The element's text without its <comment> children (a member's comment is no C)."""
    parts = [elem.text or ""]
    for child in elem:
        if child.tag != "comment":
            parts.append(_text(child))
        parts.append(child.tail or "")
    return "".join(parts)


def _parse_param(elem: ET.Element, where: str, member: bool = False) -> Param:
    name_el = elem.find("name")
    type_el = elem.find("type")
    if name_el is None or type_el is None:
        raise RegistryError(f"{where}: <{'member' if member else 'param'}> without <name> or <type>")
    decl = " ".join(_declaration_text(elem).split())
    name = _identifier(name_el.text, f"{where}: <param><name>")
    _identifier(type_el.text, f"{where}: <param> {name}: <type>")
    if not (_MEMBER_DECLARATION if member else _DECLARATION).fullmatch(decl):
        raise RegistryError(f"{where}: <param> {name}: its declaration {decl!r} is not a plain C declaration")
    levels = tuple(x.strip() == "true" for x in elem.get("optional", "").split(",") if x.strip())
    return Param(name=name, type=type_el.text, decl=decl,
                 optional=elem.get("optional", "").startswith("true"),
                 len=elem.get("len") or None, optional_levels=levels,
                 noautovalidity=elem.get("noautovalidity") == "true", objecttype=elem.get("objecttype") or None)


def _level_of(first: Param | None, handles: dict[str, Handle], where: str) -> str:
    """Walks the first parameter's handle up its parent chain to the first dispatchable root."""
    if first is None or "*" in first.decl or "[" in first.decl:
        return GLOBAL  # a pointer or array of handles does not dispatch
    handle = handles.get(first.type)
    if handle is None:
        return GLOBAL
    if not handle.dispatchable:
        return UNDISPATCHABLE
    seen: set[str] = set()
    pending = [handle.name]
    while pending:
        name = pending.pop(0)
        if name in LEVEL_OF_ROOT_HANDLE:
            return LEVEL_OF_ROOT_HANDLE[name]
        if name in seen:
            continue
        seen.add(name)
        h = handles.get(name)
        if h is None:
            raise RegistryError(f"{where}: handle {name} is not defined")
        pending.extend(h.parents)
    raise RegistryError(f"{where}: dispatchable handle {handle.name} has no instance/device ancestor")


def _parse_handles(root: ET.Element) -> dict[str, Handle]:
    raw: dict[str, tuple[bool, tuple[str, ...]]] = {}
    aliases: dict[str, list[str]] = {}
    for t in root.iterfind("types/type[@category='handle']"):
        if not _api_ok(t):
            continue
        if t.get("alias"):
            aliases.setdefault(t.get("alias"), []).append(_identifier(t.get("name"), "<type category=\"handle\" alias=...> name"))
            continue
        name_el = t.find("name")
        macro = t.find("type")
        if name_el is None or macro is None:
            raise RegistryError("handle type without <name>/<type>")
        name = _identifier(name_el.text, "<type category=\"handle\"><name>")
        parents = tuple(_identifier(p, f"handle {name}: parent") for p in (t.get("parent") or "").split(",") if p)
        raw[name] = (macro.text == "VK_DEFINE_HANDLE", parents)
    return {n: Handle(n, d, p, tuple(aliases.get(n, ()))) for n, (d, p) in raw.items()}


def _parse_version(root: ET.Element) -> tuple[int, tuple[int, int] | None]:
    """VK_HEADER_VERSION, and the (major, minor) of VK_HEADER_VERSION_COMPLETE when the registry
    has it. Registries before 1.2.140 have no _COMPLETE; then the caller takes the newest public
    core version. Both spellings of _COMPLETE are read: VK_MAKE_API_VERSION(variant, major,
    minor, patch) and the older VK_MAKE_VERSION(major, minor, patch)."""
    header = None
    complete = None
    for t in root.iterfind("types/type[@category='define']"):
        if not _api_ok(t):
            continue
        name = t.find("name")
        if name is None:
            continue
        if name.text == "VK_HEADER_VERSION":
            m = re.search(r"VK_HEADER_VERSION\s+(\d+)", _text(t))
            header = int(m.group(1)) if m else None
        elif name.text == "VK_HEADER_VERSION_COMPLETE":
            text = _text(t)
            m = (re.search(r"VK_MAKE_API_VERSION\(\s*\d+\s*,\s*(\d+)\s*,\s*(\d+)", text)
                 or re.search(r"VK_MAKE_VERSION\(\s*(\d+)\s*,\s*(\d+)", text))
            if m is None:
                raise RegistryError(f"VK_HEADER_VERSION_COMPLETE has an unknown form: {text.strip()!r}")
            complete = (int(m.group(1)), int(m.group(2)))
    if header is None:
        raise RegistryError("cannot find VK_HEADER_VERSION")
    return header, complete


def _requirement(req: ET.Element, owner: str) -> Requirement:
    if req.get("depends"):
        expr = dep.parse(req.get("depends"))
    else:  # pre-1.3.241 spelling: comma-separated names, each of which may join names with '+'
        # (1.3.239: extension="VK_KHR_synchronization2+VK_KHR_ray_tracing_pipeline"), every one required
        expr = dep.conjoin(dep.all_of((req.get("feature") or "").split(",")),
                           *(dep.parse(n) for n in (req.get("extension") or "").split(",") if n))
    _checked_depends(expr, f"{owner}: <require> depends")
    cmds = tuple(c.get("name") for c in req.iterfind("command"))
    types = tuple(t.get("name") for t in req.iterfind("type") if _api_ok(t))
    return Requirement(depends=expr, commands=cmds, types=types)


def _removed_commands(elem: ET.Element) -> set[str]:
    """Commands named in the element's `<remove>` blocks (for this API)."""
    return {c.get("name") for r in elem.iterfind("remove") if _api_ok(r)
            for c in r.iterfind("command")}


def _is_internal(f: ET.Element) -> bool:
    """`apitype="internal"` (1.4.330 on): a partial feature that only its public version's
    header macro declares (VK_BASE_VERSION_1_0 etc. are folded into VK_VERSION_1_0). Any other
    apitype, or none, is a public feature with its own macro."""
    return f.get("apitype") == "internal"


def _public_owner(internal: str, public: list[ET.Element], depends_of: dict[str, dep.Expr | None],
                  number: str) -> str:
    """The public core version an internal feature belongs to: the oldest public version whose
    `depends` closure reaches it; failing that, the public version with the same number."""
    def reaches(name: str, seen: set[str]) -> bool:
        e = depends_of.get(name)
        if e is None:
            return False
        for n in e.names():
            if n == internal:
                return True
            if n not in seen:
                seen.add(n)
                if reaches(n, seen):
                    return True
        return False

    ordered = sorted(public, key=lambda f: _feature_number(f))
    for f in ordered:
        if reaches(f.get("name"), set()):
            return f.get("name")
    for f in ordered:
        if f.get("number") == number:
            return f.get("name")
    raise RegistryError(f"internal feature {internal}: no public core version includes it")


def _feature_number(f: ET.Element) -> tuple[int, int]:
    try:
        major, minor = (int(x) for x in f.get("number").split("."))
    except (AttributeError, ValueError):
        raise RegistryError(f"feature {f.get('name')}: bad number {f.get('number')!r}") from None
    return major, minor


def _parse_features(root: ET.Element, platforms: dict[str, Platform]
                    ) -> tuple[list[Feature], dict[str, str], set[str]]:
    """Core versions and extensions. Returns the features, the map from each internal feature
    to the public version that declares it, and the commands `<remove>`d for this API."""
    elems = [f for f in root.iterfind("feature") if _api_ok(f)]
    for f in elems:
        _identifier(f.get("name"), "<feature> name")
    public = [f for f in elems if not _is_internal(f)]
    raw_depends = {f.get("name"): _checked_depends(dep.parse(f.get("depends")), f"<feature name=\"{f.get('name')}\"> depends")
                   if f.get("depends") else None for f in elems}
    folded_into = {f.get("name"): _public_owner(f.get("name"), public, raw_depends, f.get("number"))
                   for f in elems if _is_internal(f)}
    removed: set[str] = set()
    for f in elems:
        removed |= _removed_commands(f)

    def rename(e: dep.Expr | None, owner: str | None = None) -> dep.Expr | None:
        return dep.substitute(e, folded_into, drop=owner)

    parts: dict[str, list[ET.Element]] = {}
    for f in elems:  # registry order: a public version's parts come before it
        parts.setdefault(folded_into.get(f.get("name"), f.get("name")), []).append(f)
    out: list[Feature] = []
    for f in public:
        name = f.get("name")
        reqs = tuple(Requirement(rename(r.depends, name), r.commands, r.types)
                     for part in parts[name] for r in
                     (_requirement(x, name) for x in part.iterfind("require") if _api_ok(x)))
        out.append(Feature(name=name, kind="core", number=0, version=_feature_number(f),
                           platform=None, protect=None, depends=rename(raw_depends[name], name),
                           promoted_to=None, provisional=False, requirements=reqs,
                           parts=tuple(p.get("name") for p in parts[name] if p is not f)))
    out.sort(key=lambda f: f.version)
    exts: list[Feature] = []
    for e in root.iterfind("extensions/extension"):
        if not _api_ok(e, "supported"):
            continue
        name = _identifier(e.get("name"), "<extension> name")
        kind = e.get("type")
        if kind not in ("instance", "device"):
            raise RegistryError(f"extension {name}: type {kind!r} is neither instance nor device")
        platform = e.get("platform")
        protect = e.get("protect")
        if platform:
            if platform not in platforms:
                raise RegistryError(f"extension {name}: unknown platform {platform!r}")
            protect = protect or platforms[platform].protect
        if protect is not None:
            _identifier(protect, f"<extension name=\"{name}\"> protect")
        if e.get("depends"):
            depends = dep.parse(e.get("depends"))
        else:
            core = e.get("requiresCore")
            depends = dep.conjoin(
                dep.Ref("VK_VERSION_" + core.replace(".", "_")) if core and core != "1.0" else None,
                dep.all_of((e.get("requires") or "").split(",")))
        _checked_depends(depends, f"<extension name=\"{name}\"> depends")
        reqs = tuple(Requirement(rename(r.depends), r.commands, r.types)
                     for r in (_requirement(x, name) for x in e.iterfind("require") if _api_ok(x)))
        removed |= _removed_commands(e)
        promoted = e.get("promotedto")
        if promoted is not None:
            _identifier(promoted, f"<extension name=\"{name}\"> promotedto")
        spec_macro, spec_version = None, 0
        for r in e.iterfind("require"):
            if not _api_ok(r):
                continue
            for en in r.iterfind("enum"):
                if _api_ok(en) and (en.get("name") or "").endswith("_SPEC_VERSION") \
                        and (en.get("value") or "").isdigit():
                    spec_macro = _identifier(en.get("name"), f"<extension name=\"{name}\">: <enum> name")
                    spec_version = int(en.get("value"))
        # Before 1.2.171, provisional extensions were marked only by platform="provisional".
        provisional = e.get("provisional") == "true" or platform == "provisional"
        exts.append(Feature(name=name, kind=kind, number=int(e.get("number")), version=(0, 0),
                            platform=platform, protect=protect, depends=rename(depends),
                            promoted_to=folded_into.get(promoted, promoted),
                            provisional=provisional, requirements=reqs, spec_version=spec_version,
                            spec_version_macro=spec_macro))
    exts.sort(key=lambda f: f.number)
    return out + exts, folded_into, removed


def _parse_structs(root: ET.Element) -> tuple[dict[str, Struct], dict[str, str]]:
    """Every structure and union (not aliases) with its members, and the aliases' targets."""
    out: dict[str, Struct] = {}
    aliases: dict[str, str] = {}
    for t in root.iterfind("types/type"):
        if t.get("category") not in ("struct", "union") or not _api_ok(t):
            continue
        if t.get("alias"):
            aliases[_identifier(t.get("name"), "<type category=\"struct\" alias=...> name")] = \
                _identifier(t.get("alias"), f"struct {t.get('name')}: alias")
            continue
        name = _identifier(t.get("name"), f"<type category=\"{t.get('category')}\"> name")
        stype = None
        members = []
        for m in t.iterfind("member"):
            if not _api_ok(m):
                continue
            if m.findtext("name") == "sType" and stype is None:
                stype = (m.get("values") or "").split(",")[0] or None
            members.append(_parse_param(m, f"struct {name}", member=True))
        if stype is not None:
            _identifier(stype, f"struct {name}: sType values")
        extends = tuple(_identifier(x, f"struct {name}: structextends")
                        for x in (t.get("structextends") or "").split(",") if x)
        out[name] = Struct(name, stype, extends, tuple(members), union=t.get("category") == "union",
                           returnedonly=t.get("returnedonly") == "true")
    for a in list(aliases):   # an alias of an alias names the structure itself
        seen = {a}
        while aliases[a] in aliases and aliases[a] not in seen:
            seen.add(aliases[a])
            aliases[a] = aliases[aliases[a]]
    return out, aliases


def _parse_enum_names(root: ET.Element, enum: str) -> tuple[str, ...]:
    """The values of an enum of the API (the enum's own and those extensions add), no aliases."""
    names: dict[str, None] = {}
    for e in root.iterfind(f"enums[@name='{enum}']/enum"):
        if _api_ok(e) and not e.get("alias") and e.get("name"):
            names.setdefault(_identifier(e.get("name"), f"{enum} value"))
    for e in root.iter("enum"):
        if e.get("extends") == enum and _api_ok(e) and not e.get("alias") and e.get("name"):
            names.setdefault(_identifier(e.get("name"), f"{enum} value"))
    return tuple(names)


def _enum_value(e: ET.Element, extension_number: int | None) -> int | None:
    """An <enum>'s number: `value` (decimal or hex), or `offset` in an extension's block (the
    registry's rule: 1000000000 + (number - 1) * 1000 + offset, negated by dir="-"; `extnumber`
    names the block where a feature or another extension adds it)."""
    if e.get("value") is not None:
        try:
            return int(e.get("value").strip().rstrip("ULul"), 0)
        except ValueError:
            raise RegistryError(f"enum {e.get('name')}: value {e.get('value')!r} is not a number") from None
    if e.get("offset") is not None:
        number = int(e.get("extnumber")) if e.get("extnumber") else extension_number
        if number is None:
            raise RegistryError(f"enum {e.get('name')}: an offset outside an extension, with no extnumber")
        v = 1000000000 + (number - 1) * 1000 + int(e.get("offset"))
        return -v if e.get("dir") == "-" else v
    return None


def _parse_enum_values(root: ET.Element, enum: str) -> dict[str, int]:
    """The numbers of an enum's values: its own and those features and extensions add."""
    out: dict[str, int] = {}
    for e in root.iterfind(f"enums[@name='{enum}']/enum"):
        if _api_ok(e) and not e.get("alias") and e.get("name"):
            v = _enum_value(e, None)
            if v is not None:
                out[_identifier(e.get("name"), f"{enum} value")] = v
    for block in [f for f in root.iterfind("feature") if _api_ok(f)] + list(root.iterfind("extensions/extension")):
        number = int(block.get("number")) if block.tag == "extension" and block.get("number") else None
        for e in block.iter("enum"):
            if e.get("extends") == enum and _api_ok(e) and not e.get("alias") and e.get("name"):
                v = _enum_value(e, number)
                if v is not None:
                    out.setdefault(_identifier(e.get("name"), f"{enum} value"), v)
    return out


def _parse_licence(root: ET.Element) -> tuple[str, str]:
    """The copyright line and SPDX licence of vk.xml, from its top-level comments. Releases since
    1.2.140 say `SPDX-License-Identifier:`; older ones quote the Apache-2.0 notice. Anything else is
    SPDX's NOASSERTION: generated files then say so rather than guess."""
    copyright, licence = "", "NOASSERTION"
    for c in root.findall("comment"):
        text = c.text or ""
        for line in (x.strip() for x in text.splitlines()):
            if not copyright and line.startswith("Copyright"):
                copyright = line
            if line.startswith("SPDX-License-Identifier:"):
                return copyright, line.split(":", 1)[1].strip() or licence
        if "Apache License, Version 2.0" in " ".join(text.split()):
            licence = "Apache-2.0"
    return copyright, licence


def parse(path: str | Path) -> Registry:
    """Parses vk.xml once. Raises RegistryError (or ET.ParseError) naming what is wrong."""
    root = ET.parse(str(path)).getroot()
    platforms = {_identifier(p.get("name"), "<platform> name"):
                 Platform(p.get("name"), _identifier(p.get("protect"), f"<platform name=\"{p.get('name')}\"> protect"))
                 for p in root.iterfind("platforms/platform")}
    tags = tuple(_identifier(t.get("name"), "<tag> name") for t in root.iterfind("tags/tag") if t.get("name"))
    handles = _parse_handles(root)
    objtypeenum = {t.findtext("name"): _identifier(t.get("objtypeenum"), f"handle {t.findtext('name')}: objtypeenum")
                   for t in root.iterfind("types/type[@category='handle']")
                   if _api_ok(t) and not t.get("alias") and t.get("objtypeenum")}
    structs, struct_alias_of = _parse_structs(root)
    header_version, complete = _parse_version(root)
    copyright, licence = _parse_licence(root)
    features, folded_into, removed = _parse_features(root, platforms)
    core = [f.version for f in features if f.is_core]
    if not core:
        raise RegistryError("no core version (<feature>) for the Vulkan API")
    major, minor = complete if complete is not None else max(core)
    api_version = (major, minor, header_version)

    # Which names are really part of the Vulkan API: required by some vulkan feature.
    providers: dict[str, list[str]] = {}
    type_providers: dict[str, list[str]] = {}
    for f in features:
        for c in f.commands:
            if c not in removed:
                providers.setdefault(c, []).append(f.name)
        for req in f.requirements:
            for t in req.types:
                if f.name not in type_providers.get(t, ()):
                    type_providers.setdefault(t, []).append(f.name)

    defs: dict[str, ET.Element] = {}
    alias_elems: dict[str, str] = {}
    order: list[str] = []
    export_apis: dict[str, tuple[str, ...]] = {}
    for c in root.iterfind("commands/command"):
        if not _api_ok(c):
            continue
        if c.get("export") is not None:
            spelled = c.get("name") or c.findtext("proto/name") or ""
            export_apis[spelled] = tuple(a for a in c.get("export").split(",") if a)
        if c.get("alias"):
            alias = _identifier(c.get("name"), "<command alias=...> name")
            alias_elems[alias] = _identifier(c.get("alias"), f"<command name=\"{alias}\"> alias")
            order.append(alias)
            continue
        proto = c.find("proto")
        if proto is None or proto.find("name") is None:
            raise RegistryError("<command> without <proto><name>")
        name = _identifier(proto.find("name").text, "<command><proto><name>")
        defs[name] = c
        order.append(name)

    def canonical(name: str) -> str:
        seen = set()
        while name in alias_elems:
            if name in seen:
                raise RegistryError(f"alias cycle at command {name}")
            seen.add(name)
            name = alias_elems[name]
        if name not in defs:
            raise RegistryError(f"alias target {name} has no definition")
        return name

    for name in providers:
        if name not in defs and name not in alias_elems:
            raise RegistryError(f"a feature requires command {name}, which is not defined")

    alias_of: dict[str, str] = {}
    aliases: dict[str, list[str]] = {}
    for name in order:
        if name not in providers:
            continue  # defined but required by no Vulkan feature: not in the headers
        canon = canonical(name)
        alias_of[name] = canon
        if name != canon:
            aliases.setdefault(canon, []).append(name)

    def command(name: str) -> Command:
        c = defs[name]
        where = f"command {name}"
        params = tuple(_parse_param(p, where) for p in c.iterfind("param") if _api_ok(p))
        codes = {attr: tuple(_identifier(s, f"<command> {name}: {attr}") for s in (c.get(attr) or "").split(",") if s)
                 for attr in ("successcodes", "errorcodes")}
        return Command(
            name=name, aliases=tuple(aliases.get(name, ())),
            return_type=_identifier(c.findtext("proto/type"), f"<command> {name}: <proto><type>"), params=params,
            level=_level_of(params[0] if params else None, handles, where),
            success_codes=codes["successcodes"], error_codes=codes["errorcodes"])

    commands: dict[str, Command] = {}
    for name in order:
        if alias_of.get(name) == name:
            commands[name] = command(name)
    # An alias whose canonical command is required by nothing still needs a definition.
    for name, canon in list(alias_of.items()):
        if canon not in commands:
            commands[canon] = command(canon)
            alias_of[canon] = canon

    return Registry(
        path=str(path), header_version=header_version, api_version=api_version,
        platforms=platforms, handles=handles, commands=commands, alias_of=alias_of,
        features={f.name: f for f in features},
        providers={k: tuple(v) for k, v in providers.items()},
        tags=tags, folded_into=folded_into, copyright=copyright, licence=licence,
        structs=structs,
        type_providers={k: tuple(v) for k, v in type_providers.items()},
        export_apis={k: v for k, v in export_apis.items() if k in alias_of},
        struct_alias_of=struct_alias_of, object_types=_parse_enum_names(root, "VkObjectType"), objtypeenum=objtypeenum,
        debug_report_object_types=_parse_enum_names(root, "VkDebugReportObjectTypeEXT"),
        structure_type_values=_parse_enum_values(root, "VkStructureType"))
