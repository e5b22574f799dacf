#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Runs exit_race many times per loader and counts how each run ended: a clean exit (status 0),
a signal (a crash; by name), a hang (still running after --timeout seconds: killed), or another
status. One line per loader, key=value. With --require-clean LOADER, that loader's runs must
all be clean (exit status 1 otherwise); the others are reported only.

usage: exit_race.py --program PATH [--runs N (100)] [--timeout S (20)] [--require-clean LOADER ...]
                    LOADER [LOADER ...] [-- exit_race options]
output: kind=runs loader=PATH runs=N clean=C signal=S hang=H status=X signals=NAME:N,...
        kind=failed loader=PATH run=I how=signal:SIGSEGV|hang|status:N seed=N (each failed run; its
        output follows on stderr, for the first three of each loader)
"""
import argparse
import os
import re
import signal
import subprocess
import sys


def main():
    argv = sys.argv[1:]
    extra = []
    if '--' in argv:
        at = argv.index('--')
        argv, extra = argv[:at], argv[at + 1:]
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument('--program', required=True)
    p.add_argument('--runs', type=int, default=100)
    p.add_argument('--timeout', type=float, default=20)
    p.add_argument('--require-clean', action='append', default=[])
    p.add_argument('loaders', nargs='+')
    a = p.parse_args(argv)
    failed_required = False
    for loader in a.loaders:
        counts = {'clean': 0, 'signal': 0, 'hang': 0, 'status': 0}
        signals = {}
        shown = 0
        for run in range(a.runs):
            proc = subprocess.Popen([a.program, loader] + extra, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                    start_new_session=True)
            try:
                out, _ = proc.communicate(timeout=a.timeout)
                code = proc.returncode
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                out, _ = proc.communicate()
                code = None
            if code == 0:
                counts['clean'] += 1
                continue
            if code is None:
                how = 'hang'
                counts['hang'] += 1
            elif code < 0:
                name = signal.Signals(-code).name
                how = 'signal:' + name
                counts['signal'] += 1
                signals[name] = signals.get(name, 0) + 1
            else:
                how = 'status:%d' % code
                counts['status'] += 1
            text = out.decode(errors='replace')
            seed = re.search(r'seed=(\d+)', text)
            print('kind=failed loader=%s run=%d how=%s seed=%s' % (loader, run, how, seed.group(1) if seed else '?'),
                  flush=True)
            if shown < 3:
                shown += 1
                sys.stderr.write(text[-4000:] + '\n')
        print('kind=runs loader=%s runs=%d clean=%d signal=%d hang=%d status=%d signals=%s' %
              (loader, a.runs, counts['clean'], counts['signal'], counts['hang'], counts['status'],
               ','.join('%s:%d' % kv for kv in sorted(signals.items())) or '-'), flush=True)
        if loader in a.require_clean and counts['clean'] != a.runs:
            failed_required = True
    return 1 if failed_required else 0


if __name__ == '__main__':
    sys.exit(main())
