# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Vulkan headers for a synthetic registry, made by the Khronos header generator.

The generator (reg.py, cgenerator.py and their helpers) comes from the Vulkan-Headers release
tarball in ../shared/khronos-loader-tests; this file is only the driver that tells it what to
write, as the release's own header build does: vulkan_core.h holds every feature and every
extension without a platform, and vulkan_<platform>.h (vulkan_beta.h for `provisional`) each
platform's extensions. The other headers (vulkan.h, vk_platform.h, vk_icd.h, vk_layer.h) are
copied from a real release's include directory; a platform that release does not know gets
its header and an `#include` under its VK_USE_PLATFORM_* macro in vulkan.h.

  python3 tests/synthetic/khronos_headers.py VK_XML BASE_INCLUDE OUT_INCLUDE
"""
from __future__ import annotations

import contextlib
import io
import re
import shutil
import sys
import tarfile
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import shared_data  # noqa: E402

TARBALL = shared_data.SHARED / "khronos-loader-tests" / "Vulkan-Headers-v1.4.359.tar.gz"

PREFIX = ["/*", "** Copyright 2015-2025 The Khronos Group Inc.", "**",
          "** SPDX-License-Identifier: Apache-2.0 OR MIT", "*/", "",
          "/*", "** This header is generated from the Khronos Vulkan XML API Registry.", "**", "*/", ""]


def header_name(platform: str) -> str:
    return "vulkan_beta.h" if platform == "provisional" else f"vulkan_{platform}.h"


def _scripts(tmp: Path) -> Path:
    """The generator scripts, unpacked from the tarball (its registry/ Python files)."""
    with tarfile.open(TARBALL) as tar:
        members = [m for m in tar.getmembers()
                   if re.fullmatch(r"[^/]+/registry/[\w/]+\.py", m.name) and m.isfile()]
        for m in members:
            m.name = m.name.split("/registry/", 1)[1]
        tar.extractall(tmp, members=members)
    return tmp


def _regex(names: list[str]) -> str:
    return "^(" + "|".join(re.escape(n) for n in names) + ")$" if names else "^$"


# The platforms whose headers a Linux build of this project includes (meson.build defines their
# VK_USE_PLATFORM_* macros, and VK_ENABLE_BETA_EXTENSIONS): the others are copied as they are.
BUILT_PLATFORMS = frozenset({"xlib", "xlib_xrandr", "xcb", "wayland", "provisional"})


def generate(vk_xml: Path, base_include: Path, out_include: Path,
             platforms: frozenset[str] | None = BUILT_PLATFORMS) -> list[str]:
    """Writes OUT_INCLUDE/vulkan/... for VK_XML; returns the header names generated. Platform
    headers are made for `platforms` (None: all) and for every platform the base lacks."""
    if out_include.exists():
        shutil.rmtree(out_include)
    shutil.copytree(base_include, out_include)
    root = ET.parse(vk_xml).getroot()
    by_platform: dict[str, list[str]] = {}
    protect: dict[str, str] = {p.get("name"): p.get("protect") for p in root.iterfind("platforms/platform")}
    for e in root.iterfind("extensions/extension"):
        if e.get("platform"):
            by_platform.setdefault(e.get("platform"), []).append(e.get("name"))
    platform_exts = [n for names in by_platform.values() for n in names]
    outdir = out_include / "vulkan"
    done = []
    # The 1.4.359 generator's parse_dependency.py imports pyparsing's DelimitedList (3.1); Debian 12
    # ships 3.0.9, where the same call is delimited_list.
    import pyparsing
    if not hasattr(pyparsing, "DelimitedList"):
        pyparsing.DelimitedList = pyparsing.delimited_list
    with tempfile.TemporaryDirectory() as tmp:
        sys.path.insert(0, str(_scripts(Path(tmp))))
        try:
            from cgenerator import CGeneratorOptions, COutputGenerator
            from reg import Registry
            from vkconventions import VulkanConventions

            def one(filename: str, **opts) -> None:
                options = CGeneratorOptions(
                    conventions=VulkanConventions(), filename=filename, directory=str(outdir), apiname="vulkan",
                    profile=None, prefixText=PREFIX, genFuncPointers=True, protectFile=True, protectFeature=False,
                    protectProto="#ifndef", protectProtoStr="VK_NO_PROTOTYPES", apicall="VKAPI_ATTR ",
                    apientry="VKAPI_CALL ", apientryp="VKAPI_PTR *", alignFuncParam=48,
                    protectExtensionProto="#ifndef", protectExtensionProtoStr="VK_ONLY_EXPORTED_PROTOTYPES", **opts)
                log = io.StringIO()
                with contextlib.redirect_stdout(log), contextlib.redirect_stderr(log):
                    gen = COutputGenerator(errFile=log, warnFile=log, diagFile=None)
                    reg = Registry(gen, options)
                    reg.loadElementTree(ET.parse(vk_xml))
                    reg.apiGen()
                done.append(filename)

            one("vulkan_core.h", versions=".*", emitversions=".*", defaultExtensions="vulkan",
                addExtensions=None, removeExtensions=_regex(platform_exts), emitExtensions=".*")
            for platform, names in sorted(by_platform.items()):
                name = header_name(platform)
                known = (outdir / name).exists()
                if (known and platforms is not None and platform not in platforms) or not protect.get(platform):
                    continue
                # Every other extension is processed but not emitted, as the core versions are:
                # what they declare (VkSurfaceKHR, ...) is vulkan_core.h's, not repeated here.
                others = [n for n in platform_exts if n not in names]
                one(name, versions=".*", emitversions=None, defaultExtensions="vulkan",
                    addExtensions=None, removeExtensions=_regex(others), emitExtensions=_regex(names))
                vulkan_h = outdir / "vulkan.h"
                text = vulkan_h.read_text()
                if f'"{name}"' not in text:  # a platform the base release does not know
                    block = f'\n#ifdef {protect[platform]}\n#include "{name}"\n#endif\n\n'
                    at = text.rindex("#endif")  # the include guard's
                    vulkan_h.write_text(text[:at] + block + text[at:])
        finally:
            sys.path.remove(str(Path(tmp)))
            for mod in ("cgenerator", "reg", "generator", "vkconventions", "apiconventions", "spec_tools",
                        "parse_dependency", "stripAPI", "base_generator", "vulkan_object"):
                sys.modules.pop(mod, None)
    return done


if __name__ == "__main__":
    print(generate(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3]), platforms=None))
