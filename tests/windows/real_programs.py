#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Real Windows programs under Wine through this vulkan-1.dll and the Khronos 1.4.359 Windows
build, with Wine's own registered driver (winevulkan.json: winevulkan.dll forwards to the host's
Vulkan, lavapipe here), on an Xvfb of the run's own (meson test -C build-win64 --suite wine).

- vulkaninfo.exe, cross-built from ../shared's Vulkan-Tools 1.4.359
  (tests/conformance/reference-loader-windows.sh): `--summary` and the full report (`-o FILE`:
  Wine's console stops a report this long written to a pipe, under either loader) must be the
  same through both loaders, less the lines vulkaninfo's messenger prints for the Khronos
  loader's own warnings ("[Loader Message]": its registry-layer and winevulkan interface-version
  notices, which this loader does not give).
- draw_window.exe (tests/windows/draw_window.cpp): draws into a window and reads the pixels back,
  from the swapchain image and from the window after the present: both hashes must be the same
  through both loaders, and the image's must be the pattern's.

Each program runs with the DLL under test beside it (WINEDLLOVERRIDES=vulkan-1=n), which is how
an application ships a loader, and the loader each one mapped is checked by its path.

usage: real_programs.py --loader DLL --draw EXE [--reference-dir DIR]
exit 0: the same; 1: a difference; 77: no Wine or Xvfb, or no ../shared (VKL_NO_SKIP=1: a failure)
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run_wine  # noqa: E402  (the prefix template, the display, the environment)

# The pattern draw_window.exe uploads (its fill_pattern), hashed as the image copy is.
def pattern_hash():
    size = 64
    h = 1469598103934665603
    for y in range(size):
        for x in range(size):
            diag = x == y or x + y == size - 1
            for b in (255 if diag else (200 if x < size // 2 else 20),
                      255 if diag else (180 if y < size // 2 else 40),
                      255 if diag else (x * 4) & 255, 255):
                h = ((h ^ b) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    return '%016x' % h


def run_program(prefix_env, folder, exe, args, timeout=120):
    r = subprocess.run([run_wine.WINE, os.path.join(folder, exe)] + args, env=prefix_env, cwd=folder,
                       capture_output=True, text=True, timeout=timeout)
    return r.returncode, [line.rstrip('\r') for line in r.stdout.splitlines()]


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument('--loader', required=True)
    p.add_argument('--draw', required=True)
    p.add_argument('--reference-dir', help='reference-loader-windows.sh\'s folder (default: build it)')
    args = p.parse_args()
    if not os.path.exists(run_wine.WINE):
        run_wine.skip('no wine64 (Debian package wine64)')
    if args.reference_dir is None:
        r = subprocess.run([os.path.join(run_wine.SRC, 'tests/conformance/reference-loader-windows.sh')],
                           capture_output=True, text=True)
        if r.returncode == 77:
            if os.environ.get('VKL_REQUIRE_SHARED') == '1':
                sys.exit('real_programs.py: VKL_REQUIRE_SHARED=1 but ' + r.stdout.strip())
            print(r.stdout.strip())
            return 77
        if r.returncode != 0:
            sys.exit('real_programs.py: the Khronos Windows build failed:\n' + r.stderr)
        args.reference_dir = r.stdout.strip()
    vulkaninfo = os.path.join(args.reference_dir, 'build-tools/vulkaninfo/vulkaninfo.exe')
    loaders = {'ours': args.loader, 'Khronos': os.path.join(args.reference_dir, 'build/loader/vulkan-1.dll')}
    template = run_wine.template_prefix()
    xvfb, os.environ['DISPLAY'] = run_wine.start_display()
    work = tempfile.mkdtemp(prefix='vkl-wine-real-')
    failures = []
    try:
        prefix = os.path.join(work, 'prefix')
        run_wine.copy_prefix(template, prefix)
        env = run_wine.base_env(prefix)  # Wine's winevulkan.json registration kept: the real driver
        results = {}
        for name, dll in loaders.items():
            folder = os.path.join(work, name)
            os.makedirs(folder)
            for f in (dll, vulkaninfo, args.draw):
                shutil.copy(f, folder)
            rc, summary = run_program(env, folder, 'vulkaninfo.exe', ['--summary'])
            summary = [line for line in summary if '[Loader Message]' not in line]
            report_file = os.path.join(folder, 'report.txt')
            rc2, _ = run_program(env, folder, 'vulkaninfo.exe', ['-o', run_wine.winpath(report_file)])
            report = open(report_file, errors='replace').read().splitlines() if os.path.exists(report_file) else []
            rc3, drawn = run_program(env, folder, 'draw_window.exe', [])
            results[name] = (rc, summary, rc2, report, rc3, drawn)
            if rc != 0 or rc2 != 0 or not report:
                failures.append('%s: vulkaninfo.exe ended with %d / %d (%d report lines)' % (name, rc, rc2, len(report)))
            if not any('deviceName' in line for line in summary):
                failures.append('%s: vulkaninfo --summary lists no device:\n  %s' % (name, '\n  '.join(summary[-10:])))
            loaded = [line for line in drawn if line.startswith('loader=')]
            if loaded != ['loader=' + run_wine.winpath(os.path.join(folder, 'vulkan-1.dll'))]:
                failures.append('%s: draw_window.exe loaded %s' % (name, loaded))
            if rc3 != 0 or 'done=yes' not in drawn:
                failures.append('%s: draw_window.exe ended with %d: %s' % (name, rc3, drawn))
        ours, theirs = results['ours'], results['Khronos']
        for what, i in (('vulkaninfo --summary', 1), ('vulkaninfo\'s report', 3)):
            if ours[i] != theirs[i]:
                diff = [line for line in ours[i] if line not in theirs[i]][:5] + ['--'] + \
                       [line for line in theirs[i] if line not in ours[i]][:5]
                failures.append('%s differs (ours, then Khronos):\n  %s' % (what, '\n  '.join(diff)))
        hashes = {n: [line for line in r[5] if line.startswith(('image_hash=', 'window_hash='))]
                  for n, r in results.items()}
        if hashes['ours'] != hashes['Khronos'] or len(hashes['ours']) != 2:
            failures.append('the pixels differ: ours %s, Khronos %s' % (hashes['ours'], hashes['Khronos']))
        if 'image_hash=' + pattern_hash() not in hashes['ours']:
            failures.append('the image is not the pattern drawn: %s (the pattern: %s)' % (hashes['ours'], pattern_hash()))
        print('vulkaninfo: --summary %d lines, report %d lines, the same through both loaders%s' % (
            len(ours[1]), len(ours[3]), '' if ours[1] == theirs[1] and ours[3] == theirs[3] else ' (NOT)'))
        print('draw_window: %s' % ' '.join(hashes['ours']))
    finally:
        subprocess.run([run_wine.WINESERVER, '-k'], env=run_wine.base_env(os.path.join(work, 'prefix')),
                       stderr=subprocess.DEVNULL)
        xvfb.kill()
        xvfb.wait()
        shutil.rmtree(work, ignore_errors=True)
    for f in failures:
        print('FAIL ' + f)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
