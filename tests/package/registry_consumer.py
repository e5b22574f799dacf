# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""A generator of the kind Vulkan-Tools and the validation layers run at build time, against an
installed registry: imports that directory's reg.py and base_generator.py (nothing of this
project's), parses its vk.xml and video.xml into the release's VulkanObject, and writes a small
file from it. Checks what it read: the header version, core commands, a handle's parent chain,
the video codecs (vk.xml) and the video std headers (video.xml).

Usage: python3 registry_consumer.py REGISTRY_DIR VERSION   (VERSION: e.g. 1.4.359)
Prints one summary line; exits 1 naming what is wrong.
"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from xml.etree import ElementTree


def main() -> int:
    registry, version = Path(sys.argv[1]), sys.argv[2]
    for name in ("vk.xml", "video.xml", "reg.py", "base_generator.py"):
        if not (registry / name).is_file():
            print(f"registry_consumer: {registry} has no {name}", file=sys.stderr)
            return 1
    # Debian 12's pyparsing 3.0.9 names DelimitedList (3.1, which the release's
    # parse_dependency.py imports) delimited_list: the same function.
    import pyparsing
    if not hasattr(pyparsing, "DelimitedList"):
        pyparsing.DelimitedList = pyparsing.delimited_list
    sys.path.insert(0, str(registry))
    import base_generator
    from base_generator import BaseGenerator, BaseGeneratorOptions
    from reg import Registry

    found: dict[str, object] = {}

    class Summary(BaseGenerator):
        def generate(self):
            vk = self.vk
            found.update(version=vk.headerVersionComplete, commands=len(vk.commands),
                         create=("vkCreateInstance" in vk.commands and "vkCmdDraw" in vk.commands),
                         queue_on_device=vk.handles["VkQueue"].device, codecs=len(vk.videoCodecs),
                         video_std=len(vk.videoStd.headers) if vk.videoStd else 0)
            self.write(f"// {vk.headerVersionComplete}: {len(vk.commands)} commands\n")

    with tempfile.TemporaryDirectory() as out:
        base_generator.SetOutputFileName("summary.txt")
        base_generator.SetOutputDirectory(out)
        base_generator.SetTargetApiName("vulkan")
        base_generator.SetMergedApiNames(None)
        gen = Summary()
        reg = Registry(gen, BaseGeneratorOptions(videoXmlPath=str(registry / "video.xml")))
        reg.loadElementTree(ElementTree.parse(registry / "vk.xml"))
        reg.apiGen()
        written = (Path(out) / "summary.txt").read_text()
    problems = []
    if found.get("version") != version:
        problems.append(f"header version {found.get('version')}, not {version}")
    if not found.get("create"):
        problems.append("vkCreateInstance or vkCmdDraw missing")
    if not found.get("queue_on_device"):
        problems.append("VkQueue's parent chain does not reach VkDevice")
    if not found.get("codecs"):
        problems.append("no video codecs in vk.xml")
    if not found.get("video_std"):
        problems.append("no video std headers read from video.xml")
    if f"{version}:" not in written:
        problems.append(f"the generated file says {written!r}")
    if problems:
        print("registry_consumer: " + "; ".join(problems), file=sys.stderr)
        return 1
    print(f"registry_consumer: {registry}: Vulkan {found['version']}, {found['commands']} commands, "
          f"{found['codecs']} video codecs, {found['video_std']} video std headers (video.xml)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
