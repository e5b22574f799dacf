#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""layers/chassis/layer_manifest.py: the manifest a layer's source declares (name, description
with every kind of C escape, version, settings with their types and defaults, the implicit
layer's environment fields), valid JSON for any description; and each source it cannot read is
one error naming the line."""
import json
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "layers" / "chassis" / "layer_manifest.py"
sys.path.insert(0, str(TOOL.parent))
import layer_manifest  # noqa: E402


def make(source: str, enable=None, disable=None) -> dict:
    return layer_manifest.manifest(source, "./lib.so", "1.3.239", enable or {}, disable or {})


class Manifest(unittest.TestCase):
    def test_name_description_version(self):
        m = make('#include "chassis/layer.h"\n// VKL_LAYER("VK_LAYER_in_a_comment", "no", 9)\n'
                 'VKL_LAYER("VK_LAYER_3D_tool", "Says \\"hi\\" \\\\ tab\\there, \\u00e9t\\xe9 "\n'
                 '          "and more", 0x10);\n')
        layer = m["layer"]
        self.assertEqual(m["file_format_version"], "1.2.1")
        self.assertEqual(layer["name"], "VK_LAYER_3D_tool")
        self.assertEqual(layer["description"], 'Says "hi" \\ tab\there, \u00e9t\u00e9 and more')
        self.assertEqual(layer["implementation_version"], "16")
        self.assertEqual(layer["library_path"], "./lib.so")
        # Only the chassis's own setting (the log threshold), which every layer has.
        self.assertEqual([x["key"] for x in layer["features"]["settings"]], ["log_severity"])
        self.assertEqual(json.loads(json.dumps(m)), m)

    def test_character_literals_and_raw_text_around(self):
        m = make("char q = '\"'; char b = '\\\\'; int n = 1'000;\n"
                 'VKL_LAYER("VK_LAYER_x_y", "d", 1);\n/* VKL_SETTING("x", String, "", "") */\n')
        self.assertEqual(m["layer"]["name"], "VK_LAYER_x_y")
        self.assertEqual(len(m["layer"]["features"]["settings"]), 1)

    def test_settings(self):
        m = make('VKL_LAYER("VK_LAYER_a_b", "d", 1);\n'
                 'VKL_LAYER_SETTINGS(VKL_SETTING("report_file", String, "", "Where"),\n'
                 '                   VKL_SETTING("lines", Boolean, "true", "Lines"),\n'
                 '                   VKL_SETTING("depth", Integer, "-0x10", "Depth"),\n'
                 '                   VKL_SETTING("count", Unsigned, "7", "Count"),\n'
                 '                   VKL_SETTING("ratio", Float, "0.5", "Ratio"));\n')
        s = m["layer"]["features"]["settings"]
        self.assertEqual([x["key"] for x in s], ["report_file", "lines", "depth", "count", "ratio", "log_severity"])
        self.assertEqual([x["type"] for x in s], ["STRING", "BOOL", "INT", "INT", "FLOAT", "ENUM"])
        self.assertEqual([x["default"] for x in s], ["", True, -16, 7, 0.5, "warning"])
        s = s[:-1]
        self.assertEqual(s[0]["label"], "Report file")
        self.assertEqual(s[0]["description"], "Where")
        self.assertEqual(s[3]["range"], {"min": 0})  # Unsigned
        self.assertTrue(all("range" not in x for i, x in enumerate(s) if i != 3))
        # No extra name: the derived variable the chassis reads first, which vkconfig shows.
        self.assertEqual([x["env"] for x in s], ["VK_A_B_REPORT_FILE", "VK_A_B_LINES", "VK_A_B_DEPTH", "VK_A_B_COUNT",
                                                 "VK_A_B_RATIO"])

    def test_derived_variable_without_an_extra_name(self):
        m = make('VKL_LAYER("VK_LAYER_ACME_memory_usage", "d", 1);\n'
                 'VKL_LAYER_SETTINGS(VKL_SETTING("log", String, "", "Log"),\n'
                 '                   VKL_SETTING("log_file", String, "", "Log file", "ACME_LOG"));\n')
        self.assertEqual([(x["key"], x["env"]) for x in m["layer"]["features"]["settings"]],
                         [("log", "VK_ACME_MEMORY_USAGE_LOG"), ("log_file", "ACME_LOG"),
                          ("log_severity", "VK_ACME_MEMORY_USAGE_LOG_SEVERITY")])

    def test_log_severity_in_every_manifest(self):
        for source in ('VKL_LAYER("VK_LAYER_ACME_count", "d", 1);',
                       'VKL_LAYER("VK_LAYER_ACME_count", "d", 1);\nVKL_LAYER_SETTINGS(VKL_SETTING("x", String, "", "d"));'):
            with self.subTest(source=source):
                last = make(source)["layer"]["features"]["settings"][-1]
                self.assertEqual((last["key"], last["type"], last["default"], last["env"]),
                                 ("log_severity", "ENUM", "warning", "VK_ACME_COUNT_LOG_SEVERITY"))
                self.assertEqual([f["key"] for f in last["flags"]], ["verbose", "info", "warning", "error"])
        with self.assertRaises(layer_manifest.SourceError) as e:
            make('VKL_LAYER("VK_LAYER_a_b", "d", 1);\nVKL_SETTING("log_severity", String, "", "d")')
        self.assertIn("the chassis has a setting of that name", str(e.exception))

    def test_extra_variable_names(self):
        m = make('VKL_LAYER("VK_LAYER_a_b", "d", 1);\n'
                 'VKL_LAYER_SETTINGS(VKL_SETTING("log", String, "", "Log", "VK_COMPILE_TIME_LOG", "VK_FRAME_LOG"));\n')
        self.assertEqual(m["layer"]["features"]["settings"][0]["env"], "VK_COMPILE_TIME_LOG")
        for bad, message in [('"no spaces"', "is not an environment variable name"), ("NAME", "must be a string literal"),
                             ('"A", "B", "C", "D", "E"', "up to 4 extra variable names")]:
            with self.subTest(bad=bad):
                with self.assertRaises(layer_manifest.SourceError) as e:
                    make(f'VKL_LAYER("VK_LAYER_a_b", "d", 1);\nVKL_SETTING("x", String, "", "d", {bad})')
                self.assertIn(message, str(e.exception))

    def test_implicit(self):
        m = make('VKL_LAYER("VK_LAYER_a_b", "d", 1);', {"ENABLE_AB": "1"}, {"DISABLE_AB": "1"})
        self.assertEqual(m["layer"]["enable_environment"], {"ENABLE_AB": "1"})
        self.assertEqual(m["layer"]["disable_environment"], {"DISABLE_AB": "1"})

    def test_errors_name_the_line(self):
        cases = {
            'VKL_LAYER(kName, "d", 1);': "1: the layer's name must be a string literal",
            'VKL_LAYER("VK_LAYER_a_b", "d", 1);\nVKL_LAYER("VK_LAYER_c_d", "d", 1);': "found 2",
            'VKL_LAYER("VK_LAYER_a b", "d", 1);': "is not a layer name",
            'VKL_LAYER("VK_LAYER_a_b", "d", 1);\n\nVKL_SETTING("n", Integer, "x", "d")': "3: setting n: default \"x\"",
            'VKL_LAYER("VK_LAYER_a_b", "d", 1);\nVKL_SETTING("n", Text, "x", "d")': "2: setting n: type Text",
            'VKL_LAYER("VK_LAYER_a_b", "d", 1);\nVKL_SETTING("Bad", String, "", "d")': "2: setting name 'Bad'",
            'VKL_LAYER("VK_LAYER_a_b", R"(raw)", 1);': "1: raw string literals",
            'VKL_LAYER("VK_LAYER_a_b", "d", 1);\nVKL_SETTING("n", Unsigned, "-1", "d")': "is not a Unsigned value",
            'VKL_LAYER("VK_LAYER_a_b", "unterminated, 1);': "1: unterminated string literal",
            'VKL_LAYER("VK_LAYER_a_b", "d", 1);\nVKL_SETTING("n", String, "", "d"), VKL_SETTING("n", String, "", "d")':
                "declared twice",
        }
        for source, expected in cases.items():
            with self.subTest(source=source):
                with self.assertRaises(layer_manifest.SourceError) as e:
                    make(source)
                self.assertIn(expected, str(e.exception))

    def test_hook_names(self):
        names, aliases = layer_manifest.read_hook_names(
            (ROOT / "generated" / "layer_hooks.txt").read_text())
        self.assertIn("CmdDraw", names)
        self.assertEqual(aliases["CmdBeginRenderPass2KHR"], "CmdBeginRenderPass2")
        ok = "struct A { void PreCallRecordCmdDraw(int); bool PreCallValidateCreateDevice(); void Other(); };"
        layer_manifest.check_hooks(ok, names, aliases)
        cases = {
            "struct A {\n void PreCallRecordCmdDraws(int) {} };":
                "2: PreCallRecordCmdDraws is no hook: no command is named vkCmdDraws; did you mean PreCallRecordCmdDraw?",
            "void PostCallRecordCmdBeginRenderPass2KHR(int);":
                "1: PostCallRecordCmdBeginRenderPass2KHR is never called: vkCmdBeginRenderPass2KHR is an alias of "
                "vkCmdBeginRenderPass2; name the hook PostCallRecordCmdBeginRenderPass2",
            "void PreCallValidateNothingLikeIt();": "1: PreCallValidateNothingLikeIt is no hook: no command is named vkNothingLikeIt",
        }
        for source, expected in cases.items():
            with self.subTest(source=source):
                with self.assertRaises(layer_manifest.SourceError) as e:
                    layer_manifest.check_hooks(source, names, aliases)
                self.assertEqual(str(e.exception), expected)
        for src in (ROOT / "layers" / "draw_stats" / "draw_stats.cpp", ROOT / "tests" / "layer" / "chassis_test_layer.cpp"):
            layer_manifest.check_hooks(src.read_text(), names, aliases)

    def test_command_line(self):
        with tempfile.TemporaryDirectory() as tmp:
            src = Path(tmp) / "layer.cpp"
            src.write_text('VKL_LAYER("VK_LAYER_a_b", "d\\"", 3);\n')
            out = Path(tmp) / "m.json"
            r = subprocess.run([sys.executable, str(TOOL), str(src), "--library-path", "/x/lib.so", "--api-version", "1.3.1",
                                "--implicit", "--disable-env", "NO_AB=1", "-o", str(out)], capture_output=True, text=True)
            self.assertEqual(r.returncode, 0, r.stderr)
            m = json.loads(out.read_text())
            self.assertEqual((m["layer"]["description"], m["layer"]["api_version"]), ('d"', "1.3.1"))
            src.write_text('VKL_LAYER("VK_LAYER_a_b", name, 3);\n')
            r = subprocess.run([sys.executable, str(TOOL), str(src), "--library-path", "x", "--api-version", "1"],
                               capture_output=True, text=True)
            self.assertNotEqual(r.returncode, 0)
            self.assertEqual(r.stderr.strip(), f"{src}:1: the description must be a string literal")
            r = subprocess.run([sys.executable, str(TOOL), str(src), "--library-path", "x", "--api-version", "1", "--implicit"],
                               capture_output=True, text=True)
            self.assertIn("needs --disable-env", r.stderr)
            # The hook check alone, as a build step: a stamp when right, the line and the hook when not.
            hooks = str(ROOT / "generated" / "layer_hooks.txt")
            stamp = Path(tmp) / "stamp"
            src.write_text('VKL_LAYER("VK_LAYER_a_b", "d", 3);\nstruct A { void PreCallRecordCmdDraw(int); };\n')
            r = subprocess.run([sys.executable, str(TOOL), str(src), "--hooks", hooks, "--stamp", str(stamp)],
                               capture_output=True, text=True)
            self.assertEqual((r.returncode, stamp.exists()), (0, True), r.stderr)
            stamp.unlink()
            src.write_text('VKL_LAYER("VK_LAYER_a_b", "d", 3);\nstruct A { void PreCallRecordCmdDrawIndexd(int); };\n')
            r = subprocess.run([sys.executable, str(TOOL), str(src), "--hooks", hooks, "--stamp", str(stamp)],
                               capture_output=True, text=True)
            self.assertNotEqual(r.returncode, 0)
            self.assertFalse(stamp.exists())
            self.assertEqual(r.stderr.strip(), f"{src}:2: PreCallRecordCmdDrawIndexd is no hook: no command is named "
                                               "vkCmdDrawIndexd; did you mean PreCallRecordCmdDrawIndexed?")

    def test_in_tree_layers(self):
        for src in (ROOT / "layers" / "draw_stats" / "draw_stats.cpp", ROOT / "tests" / "layer" / "chassis_test_layer.cpp"):
            with self.subTest(src=src.name):
                m = make(src.read_text())
                self.assertTrue(m["layer"]["name"].startswith("VK_LAYER_VKL_"))
                self.assertTrue(m["layer"]["features"]["settings"])


if __name__ == "__main__":
    unittest.main()
