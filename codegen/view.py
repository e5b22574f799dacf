# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Derived, read-only facts the templates render: command ids, table slots, guards, the string
pool and the perfect-hash table.  Computed once from the registry model plus the policy table.

Nothing here produces C++ text: values are names, numbers and lists; templates do the spelling.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from . import instance_terminators, name_hash, objects, policy, policy_resolution, valid_usage, wrapping
from .depends import Expr
from .policy_resolution import PolicyError
from .registry_model import (DEVICE, GLOBAL, INSTANCE, PHYSICAL_DEVICE, UNDISPATCHABLE, Command,
                             Feature, Registry)

LEVEL_CODES = {GLOBAL: 0, INSTANCE: 1, PHYSICAL_DEVICE: 2, DEVICE: 3}
KIND_CODES = {"core": 0, "instance": 1, "device": 2}
# What a generated physical-device terminator returns for a driver without the command when no
# policy.WHEN_DRIVER_LACKS entry or emulation answers it (VkBool32: VK_FALSE; void: nothing).
GENERIC_LACKING_RESULT = "VK_ERROR_EXTENSION_NOT_PRESENT"
# What a policy.WHEN_DRIVER_LACKS entry may answer, by the command's return type (VkResult: one of
# the command's own codes in the registry).
LACKING_BOOL_RESULTS = ("VK_TRUE", "VK_FALSE")
LACKING_LOG_LEVELS = ("info", "error")


@dataclass(frozen=True)
class GuardTerm:
    """`defined(macro)`, and `defined(protect)` too when the feature is platform-protected.

    For extensions, also `SPEC_VERSION >= n` with this registry's spec version: an older header
    may define the extension at an older spec version that lacks commands added since (volk
    guards the same way). The registry does not say which version added which command, so the
    whole extension's commands need the registry's version; older headers lose only trampolines.
    A provisional extension needs `SPEC_VERSION == n`: until it is final its types and commands
    may be renamed or changed in any spec version (VkVideoProfileKHR of 1.3.204's provisional
    VK_KHR_video_queue is VkVideoProfileInfoKHR in later headers), so only headers of exactly
    this spec version declare what the registry describes.
    For core versions the macro is the public version's (VK_VERSION_1_0), also for the commands
    of internal parts (VK_BASE_VERSION_1_0), which no header defines.
    """
    macro: str
    protect: str | None
    spec_macro: str | None = None
    spec_version: int = 0
    depends: Expr | None = None   # the <require depends=...> of the block that adds the command
    spec_exact: bool = False      # provisional: == instead of >=


@dataclass(frozen=True)
class CommandView:
    id: int
    cmd: Command
    short: str                   # name without the "vk" prefix: the member/enum spelling
    guard: tuple[GuardTerm, ...] # the canonical name is declared when any term holds
    level_code: int
    slot: int                    # index in its level's table (-1 for global commands)
    driver_slot: int             # index in DriverTable, -1 when drivers are not asked for it
    exported: bool               # a symbol of libvulkan.so.1
    exported_windows: bool       # a symbol of vulkan-1.dll
    handwritten_trampoline: bool
    terminator: str              # "", "generated" or "handwritten"
    device_terminator: bool
    noop_when_driver_lacks: bool # a device terminator that is a no-op without the driver's command
    emulated_by: str | None      # extension whose emulation covers this command
    driver_must_have: bool       # a generated terminator calls it unchecked: drivers lacking it are refused
    surface_params: tuple[str, ...]
    name_off: int
    param_off: int               # dispatchable parameter's name, for the VUID message
    chassis_owned: bool          # the layer chassis writes it by hand (policy.LAYER_CHASSIS_OWNED)
    chassis_hooked: bool         # interceptors may hook it (generated entry, or LAYER_CHASSIS_HOOKED_OWNED)
    when_lacking: LackingView | None = None  # policy.WHEN_DRIVER_LACKS

    @property
    def exported_symbol(self) -> bool:
        """An exported symbol of the library where the command is compiled: the commands exported
        by one system alone are those of its window system, compiled there alone (build() checks)."""
        return self.exported or self.exported_windows

    @property
    def has_result(self) -> bool:
        return self.cmd.return_type == "VkResult"


@dataclass(frozen=True)
class LackingView:
    """policy.WHEN_DRIVER_LACKS for one command: what the loader answers for a driver without it,
    checked against the command's registry entry (lacking_view)."""
    result: str | None           # a code of the command, VK_TRUE/VK_FALSE, or None (void, emulated)
    zeroed: tuple[str, ...]      # output parameters of the command
    emulated: bool
    reason: str
    log: str                     # "info" or "error"
    outside_registry: str = ""   # why `result` is a code the registry does not list (or "")


def _output_params(cmd: Command) -> set[str]:
    """The pointer parameters the command writes through (not `const T*`)."""
    return {p.name for p in cmd.params[1:] if "*" in p.decl and "const" not in p.decl.split("*")[0]}


def lacking_view(name: str, entry: policy.Lacking, cmd: Command, reg: Registry, device_terms: set[str],
                 handwritten_terms: set[str]) -> LackingView:
    """One policy.WHEN_DRIVER_LACKS entry, checked against the command's registry entry (what
    policy.py says each kind of entry allows); a PolicyError naming the entry otherwise."""
    where = f"policy.WHEN_DRIVER_LACKS[{name}]"
    if cmd.level == DEVICE:
        if cmd.name not in device_terms or entry.emulated:
            raise PolicyError(f"{where}: a device-level entry must be a DEVICE_TERMINATORS one, answered "
                              "without emulation")
    elif cmd.level != PHYSICAL_DEVICE or cmd.name in handwritten_terms:
        raise PolicyError(f"{where}: only generated physical-device terminators and device terminators")
    if entry.log not in LACKING_LOG_LEVELS:
        raise PolicyError(f"{where}: log {entry.log!r} is none of {', '.join(LACKING_LOG_LEVELS)}")
    outputs = _output_params(cmd)
    if not set(entry.zeroed) <= outputs:
        raise PolicyError(f"{where}: {', '.join(sorted(set(entry.zeroed) - outputs))} is not an output "
                          f"parameter of {cmd.name} (its outputs: {', '.join(sorted(outputs)) or 'none'})")
    if entry.emulated:
        if entry.zeroed or entry.result is not None:
            raise PolicyError(f"{where}: an emulated entry gives no result and zeroes nothing (its hand-written "
                              "vkl::lacking function answers)")
    elif cmd.return_type == "VkResult":
        if entry.result is None or (entry.result not in cmd.result_codes and not entry.outside_registry):
            raise PolicyError(f"{where}: {entry.result} is not a code of {cmd.name} in the registry "
                              f"{reg.version_string} (it lists {', '.join(cmd.result_codes) or 'none'}; "
                              "outside_registry says why, where a reference loader's suite requires it)")
        if entry.result in cmd.result_codes and entry.outside_registry:
            raise PolicyError(f"{where}: outside_registry is given, but the registry {reg.version_string} lists "
                              f"{entry.result} for {cmd.name}")
    elif cmd.return_type == "VkBool32":
        if entry.result not in LACKING_BOOL_RESULTS:
            raise PolicyError(f"{where}: {cmd.name} returns VkBool32: the answer is VK_TRUE or VK_FALSE, "
                              f"not {entry.result}")
    elif cmd.return_type == "void":
        if entry.result is not None:
            raise PolicyError(f"{where}: {cmd.name} returns nothing: no result ({entry.result} given); "
                              "zeroed outputs or nothing")
    else:
        raise PolicyError(f"{where}: {cmd.name} returns {cmd.return_type}: an entry answers VkResult, VkBool32 "
                          "and void commands")
    return LackingView(entry.result, entry.zeroed, entry.emulated, entry.reason, entry.log, entry.outside_registry)


@dataclass(frozen=True)
class NameView:
    name: str
    command: CommandView
    providers: tuple[int, ...]   # feature indices
    name_off: int


@dataclass(frozen=True)
class FeatureView:
    index: int
    feature: Feature
    guard: GuardTerm
    kind_code: int
    api_version: tuple[int, int]
    ext_index: int               # index within kInstanceExtensions / kDeviceExtensions; -1 for core
    commands: tuple[int, ...]    # canonical command ids, registry order
    name_off: int
    compiled_platform: bool      # False for platforms the Linux build leaves out
    windows_platform: bool       # a policy.WINDOWS_PLATFORMS platform: compiled where its macro is defined
    removed_platform: bool       # an instance extension of a policy.REMOVED_PLATFORMS platform
    loader_implemented: bool
    emulated: bool


@dataclass(frozen=True)
class ChainStructView:
    """A structure that may be chained to VkInstanceCreateInfo or VkDeviceCreateInfo."""
    name: str
    stype: str
    guard: tuple[GuardTerm, ...]  # declared when any term holds
    features: bool                # also extends VkPhysicalDeviceFeatures2: a feature structure


@dataclass(frozen=True)
class View:
    registry: Registry
    commands: tuple[CommandView, ...]
    names: tuple[NameView, ...]
    features: tuple[FeatureView, ...]
    instance_extensions: tuple[FeatureView, ...]
    device_extensions: tuple[FeatureView, ...]
    level_tables: dict[str, tuple[CommandView, ...]]
    driver_table: tuple[CommandView, ...]
    pool: tuple[tuple[int, str], ...]       # (offset, string), in offset order
    pool_size: int
    phash: name_hash.PerfectHash
    hash_slots: tuple[int, ...]             # name index per slot, 0xFFFF when empty
    feature_phash: name_hash.PerfectHash    # over every feature name (core versions, extensions)
    feature_hash_slots: tuple[int, ...]     # feature index per slot, 0xFFFF when empty
    exported: tuple[CommandView, ...]
    exported_windows: tuple[CommandView, ...]   # vulkan-1.dll's exports
    emulations: tuple[tuple[FeatureView, tuple[CommandView, ...]], ...]
    provider_list: tuple[int, ...]
    provider_first: tuple[int, ...]         # per name
    first_name: tuple[int, ...]             # per command: index of its canonical name in names

    policy: policy_resolution.Resolution
    undispatchable: tuple[str, ...]         # left out: first parameter a non-dispatchable handle
    chain_structs: tuple[ChainStructView, ...] = ()  # for the layer chassis's create-info copies
    # Instance-level commands no rule gives a terminator (codegen/instance_terminators.py), and why.
    left_out: tuple[tuple[str, str], ...] = ()
    # What a validation layer knows about objects (codegen/objects.py), and the guard of each
    # handle and structure its tables and visitors name (structures in registry order, each
    # after the structures it visits).
    objects: objects.Knowledge | None = None
    object_guards: dict[str, tuple[GuardTerm, ...]] = field(default_factory=dict)
    visited_structs: tuple[str, ...] = ()
    # Handle wrapping (codegen/wrapping.py): what each command's way down and up rewrites.
    wrapping: wrapping.Plan | None = None

    @property
    def unknown_slots(self) -> int:
        return policy.UNKNOWN_COMMAND_SLOTS

    @property
    def generic_lacking_not_allowed(self) -> tuple[CommandView, ...]:
        """The physical-device commands whose generated terminator gives GENERIC_LACKING_RESULT to
        a driver without them (no policy entry, no emulation, not a command every driver has),
        though their registry entry does not list that code."""
        return tuple(c for c in self.level_tables[PHYSICAL_DEVICE]
                     if c.terminator == "generated" and not c.driver_must_have and c.emulated_by is None
                     and c.when_lacking is None and c.has_result
                     and GENERIC_LACKING_RESULT not in c.cmd.result_codes)

    @property
    def banner(self) -> str:
        # No version: a release that changes nothing but the version then changes only the lines
        # that state it (registry_version.txt, commands.h's kRegistryVersion), not every file's head.
        return "Vulkan registry"


class _Pool:
    def __init__(self) -> None:
        self.offsets: dict[str, int] = {}
        self.size = 0

    def add(self, s: str) -> int:
        if s not in self.offsets:
            self.offsets[s] = self.size
            self.size += len(s.encode()) + 1
        return self.offsets[s]


def build(reg: Registry, resolution: policy_resolution.Resolution | None = None) -> View:
    res = resolution or policy_resolution.resolve(reg)
    pool = _Pool()

    def guard_of(f: Feature, depends: Expr | None = None) -> GuardTerm:
        if f.spec_version_macro and f.provisional:
            return GuardTerm(f.name, f.protect, f.spec_version_macro, f.spec_version, depends,
                             spec_exact=True)
        if f.spec_version_macro and f.spec_version > 1:
            return GuardTerm(f.name, f.protect, f.spec_version_macro, f.spec_version, depends)
        return GuardTerm(f.name, f.protect, depends=depends)

    def command_guard(name: str, kind: str = "commands") -> tuple[GuardTerm, ...]:
        """Declared when any (feature, require block) adding the name holds. A block's depends
        matters: a command added to an extension under `depends="VK_EXT_other"` is declared
        only by headers that also have VK_EXT_other. The same for a type (kind "types")."""
        terms: dict[GuardTerm, None] = {}
        providers = reg.providers[name] if kind == "commands" else reg.type_providers[name]
        for p in providers:
            f = reg.features[p]
            for req in f.requirements:
                if name in getattr(req, kind):
                    terms.setdefault(guard_of(f, None if f.is_core else req.depends))
        return tuple(terms)

    compiled_platforms = set(res.targets("LINUX_PLATFORMS"))
    removed_platforms = set(res.targets("REMOVED_PLATFORMS"))
    windows_platforms = set(res.targets("WINDOWS_PLATFORMS"))
    if compiled_platforms & removed_platforms:
        raise PolicyError(f"policy.REMOVED_PLATFORMS names compiled platforms: {sorted(compiled_platforms & removed_platforms)}")
    exported_extensions = set(res.targets("EXPORTED_EXTENSIONS"))
    emulated_extensions = res.targets("EMULATED_EXTENSIONS")

    # Exports: the core versions' commands, as far as the registry's `export` attribute says a
    # Vulkan loader exports them (all of them where the registry predates the attribute), plus
    # the listed extensions' commands.
    exported_names: set[str] = set()
    for f in reg.features.values():
        if f.is_core or f.name in exported_extensions:
            for req in f.requirements:
                if req.depends is not None and not f.is_core:
                    if not req.depends.names() <= (set(res.targets("EXPORT_DEPENDENT_BLOCKS_OF"))
                                                   | exported_extensions):
                        continue
                exported_names.update(c for c in req.commands
                                      if not f.is_core or reg.exported_by_registry(c) is not False)

    # vulkan-1.dll's exports: the same rule with the Windows window system in place of Linux's.
    windows_extensions = set(res.targets("WINDOWS_EXPORTED_EXTENSIONS"))
    linux_window_systems = {f.name for f in reg.features.values()
                            if f.name in exported_extensions and f.platform in compiled_platforms}
    windows_names = {c for c in exported_names
                     if not any(c in reg.features[e].commands for e in linux_window_systems)}
    for e in windows_extensions:
        for req in reg.features[e].requirements:
            if req.depends is None or req.depends.names() <= (set(res.targets("EXPORT_DEPENDENT_BLOCKS_OF"))
                                                             | windows_extensions):
                windows_names.update(req.commands)

    emulated_cmds: dict[str, str] = {}
    for ext in emulated_extensions:
        for c in reg.features[ext].commands:
            emulated_cmds.setdefault(reg.alias_of[c], ext)

    required_core: set[str] = set()
    for f in res.targets("REQUIRED_DRIVER_CORE"):
        required_core.update(reg.features[f].commands)

    handwritten_tramp = set(res.targets("HANDWRITTEN_TRAMPOLINES"))
    handwritten_term = set(res.targets("HANDWRITTEN_TERMINATORS"))
    handwritten_instance_term = set(res.targets("HANDWRITTEN_INSTANCE_TERMINATORS"))
    left_out: list[tuple[str, str]] = []   # instance-level commands without a terminator, and why
    device_terms = set(res.targets("DEVICE_TERMINATORS"))
    noop_terms = set(res.targets("NOOP_WHEN_DRIVER_LACKS"))
    if not noop_terms <= device_terms:
        raise PolicyError(f"NOOP_WHEN_DRIVER_LACKS names non-terminators: {sorted(noop_terms - device_terms)}")
    driver_device = device_terms | set(res.targets("DRIVER_DEVICE_COMMANDS"))
    lacking = {r.target: lacking_view(r.name, policy.WHEN_DRIVER_LACKS[r.name], reg.commands[r.target], reg,
                                      device_terms, handwritten_term)
               for r in res.table("WHEN_DRIVER_LACKS") if r.target is not None}
    chassis_owned = set(res.targets("LAYER_CHASSIS_OWNED"))
    chassis_hooked_owned = set(res.targets("LAYER_CHASSIS_HOOKED_OWNED"))
    if not chassis_hooked_owned <= chassis_owned:
        raise PolicyError(f"LAYER_CHASSIS_HOOKED_OWNED names commands the chassis does not own: "
                          f"{sorted(chassis_hooked_owned - chassis_owned)}")

    level_counts = {INSTANCE: 0, PHYSICAL_DEVICE: 0, DEVICE: 0}
    driver_count = 0
    cviews: list[CommandView] = []
    # Commands no loader can route are left out: no id, slot, trampoline or lookup name.
    undispatchable = tuple(c.name for c in reg.commands.values() if c.level == UNDISPATCHABLE)
    routable = [c for c in reg.commands.values() if c.level != UNDISPATCHABLE]
    for i, cmd in enumerate(routable):
        guard = command_guard(cmd.name)
        if cmd.level == GLOBAL and cmd.name not in handwritten_tramp:
            raise PolicyError(f"{cmd.name} is a global command: it must be hand-written "
                              "(policy.HANDWRITTEN_TRAMPOLINES)")
        slot = -1
        if cmd.level != GLOBAL:
            slot = level_counts[cmd.level]
            level_counts[cmd.level] += 1
        on_driver = cmd.level in (GLOBAL, INSTANCE, PHYSICAL_DEVICE) or cmd.name in driver_device
        dslot = -1
        if on_driver:
            dslot = driver_count
            driver_count += 1
        if cmd.level == INSTANCE:
            verdict = instance_terminators.classify(cmd, reg, handwritten_instance_term, compiled_platforms)
            terminator = verdict.terminator
            if verdict.terminator == instance_terminators.LEFT_OUT:
                left_out.append((cmd.name, verdict.why))
        elif cmd.name in handwritten_term:
            terminator = "handwritten"
        elif cmd.level == PHYSICAL_DEVICE:
            terminator = "generated"
        else:
            terminator = ""
        exported = any(n in exported_names for n in cmd.names)
        if exported and cmd.name not in exported_names:
            raise PolicyError(f"{cmd.name}: only an alias is exported; export the canonical name")
        exported_windows = any(n in windows_names for n in cmd.names)
        if exported_windows and cmd.name not in windows_names:
            raise PolicyError(f"{cmd.name}: only an alias is exported on Windows; export the canonical name")
        if exported != exported_windows and not all(reg.features[p].platform for n in cmd.names
                                                     for p in reg.providers.get(n, ())):
            raise PolicyError(f"{cmd.name}: exported on one system alone but not of a window system's platform")
        surface_params = tuple(p.name for p in cmd.params[1:]
                               if p.type == "VkSurfaceKHR" and "*" not in p.decl)
        cviews.append(CommandView(
            id=i, cmd=cmd, short=res.spelling_of.get(cmd.name, cmd.name)[2:], guard=guard, level_code=LEVEL_CODES[cmd.level],
            slot=slot, driver_slot=dslot, exported=exported, exported_windows=exported_windows,
            handwritten_trampoline=cmd.name in handwritten_tramp,
            terminator=terminator, device_terminator=cmd.name in device_terms,
            noop_when_driver_lacks=cmd.name in noop_terms or (cmd.name in lacking and cmd.name in device_terms),
            emulated_by=emulated_cmds.get(cmd.name),
            driver_must_have=cmd.name in required_core and terminator == "generated", surface_params=surface_params,
            name_off=pool.add(cmd.name),
            param_off=pool.add(cmd.params[0].name if cmd.params else ""),
            chassis_owned=cmd.name in chassis_owned,
            chassis_hooked=cmd.level != GLOBAL and (cmd.name not in chassis_owned or cmd.name in chassis_hooked_owned),
            when_lacking=lacking.get(cmd.name)))
    by_name = {c.cmd.name: c for c in cviews}
    if len({c.short for c in cviews}) != len(cviews):
        raise PolicyError("two commands share a C++ identifier: a policy spelling names another command")

    # Features: core versions, then instance extensions, then device extensions.
    fviews: list[FeatureView] = []
    inst_i = dev_i = 0
    for f in reg.features.values():
        if f.kind == "instance":
            ext_index, inst_i = inst_i, inst_i + 1
        elif f.kind == "device":
            ext_index, dev_i = dev_i, dev_i + 1
        else:
            ext_index = -1
        cmds = tuple(dict.fromkeys(by_name[reg.alias_of[c]].id for c in f.commands
                                   if reg.alias_of[c] in by_name))
        fviews.append(FeatureView(
            index=len(fviews), feature=f, guard=guard_of(f), kind_code=KIND_CODES[f.kind],
            api_version=f.version, ext_index=ext_index, commands=cmds, name_off=pool.add(f.name),
            compiled_platform=f.platform is None or f.platform in compiled_platforms,
            windows_platform=f.platform in windows_platforms,
            removed_platform=f.kind == "instance" and f.platform in removed_platforms,
            loader_implemented=f.name in res.targets("LOADER_INSTANCE_EXTENSIONS"),
            emulated=f.name in emulated_extensions))
    fidx = {fv.feature.name: fv.index for fv in fviews}

    # Every spelling of every command is a lookup name.
    nviews: list[NameView] = []
    provider_list: list[int] = []
    provider_first: list[int] = []
    first_name: list[int] = []
    for c in cviews:
        first_name.append(len(nviews))
        if len(c.cmd.names) > 255:
            raise PolicyError(f"{c.cmd.name} has more than 254 aliases")
        for n in c.cmd.names:
            provs = tuple(fidx[p] for p in reg.providers[n])
            provider_first.append(len(provider_list))
            provider_list.extend(provs)
            nviews.append(NameView(name=n, command=c, providers=provs, name_off=pool.add(n)))
    if len(nviews) >= 0xFFFF or len(cviews) >= 0xFFFF:
        raise PolicyError("more than 65534 command names: widen the generated index types")

    phash = name_hash.build([nv.name.encode() for nv in nviews])
    hash_slots = tuple(0xFFFF if s < 0 else s for s in phash.slots)
    feature_phash = name_hash.build([fv.feature.name.encode() for fv in fviews])
    feature_hash_slots = tuple(0xFFFF if s < 0 else s for s in feature_phash.slots)

    emulations = []
    for ext in emulated_extensions:
        if ext in fidx:
            fv = fviews[fidx[ext]]
            emulations.append((fv, tuple(cviews[i] for i in fv.commands
                                         if cviews[i].cmd.level == PHYSICAL_DEVICE)))

    chain_structs = tuple(
        ChainStructView(st.name, st.stype, command_guard(st.name, "types"), "VkPhysicalDeviceFeatures2" in st.extends)
        for st in reg.structs.values()
        if st.stype and st.name in reg.type_providers and {"VkInstanceCreateInfo", "VkDeviceCreateInfo"} & set(st.extends))
    level_tables = {lvl: tuple(c for c in cviews if c.cmd.level == lvl)
                    for lvl in (INSTANCE, PHYSICAL_DEVICE, DEVICE)}

    # Object knowledge: the structures the commands' visitors reach (through members and
    # chains), each guarded by the features requiring it, or, where the registry lists no type
    # for it (core types before 1.3), by the guards of the commands that reach it.
    know = objects.build(reg, tuple(res.targets("FREES_POOL_CHILDREN_AT_RESET")), valid_usage.load(reg.path))
    object_guards: dict[str, dict[GuardTerm, None]] = {}
    used: list[str] = []
    for c in cviews:
        seen: set[str] = set()
        pending = [st.type for st in know.command_steps[c.cmd.name]]
        while pending:
            n = pending.pop(0)
            if n in seen:
                continue
            seen.add(n)
            if n not in used:
                used.append(n)
            if n not in reg.type_providers:
                for t in c.guard:
                    object_guards.setdefault(n, {}).setdefault(t)
            pending.extend(st.type for st in know.struct_steps[n])
            pending.extend(know.chain.get(n, ()))
        for r in know.command_reaches[c.cmd.name]:
            if r.type not in reg.type_providers:
                for t in c.guard:
                    object_guards.setdefault(r.type, {}).setdefault(t)
    plan = wrapping.build(reg, know)
    guards = {n: tuple(g) for n, g in object_guards.items()}
    wrap_names = [n for p in plan.down_structs + plan.up_structs for n in (p.name,) + p.sizes]
    for n in list(used) + [h.name for h in know.handles] + wrap_names:
        if n in reg.type_providers:
            guards[n] = command_guard(n, "types")
    # A structure handle wrapping rewrites that no feature lists (core types before 1.3) and no
    # visitor visits (VkDescriptorImageInfo, behind a member the visitors do not follow): the
    # guards of what refers to it, commands and structures (a type only Vulkan SC's commands
    # reach gets none, and is left out).
    referrers: dict[str, dict[GuardTerm, None]] = {}
    for c in cviews:
        if c.cmd.name in plan.commands:
            for o in plan.commands[c.cmd.name].down + plan.commands[c.cmd.name].up:
                if o.kind.endswith("structs"):
                    for t in c.guard:
                        referrers.setdefault(o.type, {}).setdefault(t)
    changed = True
    while changed:
        changed = False
        for p_ in plan.down_structs + plan.up_structs:
            g = guards.get(p_.name, referrers.get(p_.name))
            if g is None:
                continue
            targets = [o.type for o in p_.ops if o.kind.endswith("structs")] + list(p_.chain) + \
                [st for n in know.not_followed if n.owner == p_.name for st in (n.type,)]
            for t in targets:
                if t in guards:
                    continue
                before = len(referrers.get(t, {}))
                for term in g:
                    referrers.setdefault(t, {}).setdefault(term)
                changed |= len(referrers[t]) != before
    for n, g in referrers.items():
        if n not in guards:
            guards[n] = tuple(g)
    # Each structure after those it visits (a visitor is defined before its callers use it).
    ordered: list[str] = []

    def place(n: str, path: tuple[str, ...]) -> None:
        if n in ordered or n in path:
            return
        for st in know.struct_steps[n]:
            place(st.type, path + (n,))
        for ch in know.chain.get(n, ()):
            if ch in used:
                place(ch, path + (n,))
        ordered.append(n)
    for n in used:
        place(n, ())
    return View(
        registry=reg, commands=tuple(cviews), names=tuple(nviews), features=tuple(fviews),
        instance_extensions=tuple(f for f in fviews if f.feature.kind == "instance"),
        device_extensions=tuple(f for f in fviews if f.feature.kind == "device"),
        level_tables=level_tables,
        driver_table=tuple(c for c in cviews if c.driver_slot >= 0),
        pool=tuple(sorted(((o, s) for s, o in pool.offsets.items()))), pool_size=pool.size,
        phash=phash, hash_slots=hash_slots, feature_phash=feature_phash,
        feature_hash_slots=feature_hash_slots,
        exported=tuple(sorted((c for c in cviews if c.exported), key=lambda c: c.cmd.name)),
        exported_windows=tuple(sorted((c for c in cviews if c.exported_windows), key=lambda c: c.cmd.name)),
        emulations=tuple(emulations), provider_list=tuple(provider_list),
        provider_first=tuple(provider_first), first_name=tuple(first_name), policy=res,
        undispatchable=undispatchable, chain_structs=chain_structs, left_out=tuple(left_out),
        objects=know, object_guards=guards, visited_structs=tuple(ordered), wrapping=plan)
