#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Runs exit_threads.exe under Wine (wine64, its own WINEPREFIX) RUNS times per Linux loader and
counts how each run ended: clean (exit status 7), a crash (another status: Wine reports a fault
as the exception code's low byte, or a signal), a hang (killed after --timeout). Each loader is
named by the folder holding its libvulkan.so.1, put first on LD_LIBRARY_PATH for winevulkan; an
empty name is the system's. The wineserver is ended between runs, so no run inherits another's.

usage: exit_threads.py --exe PATH --prefix DIR [--runs N (24)] [--timeout S (30)] [-- exe args] LOADER_DIR...
output: kind=run loader=DIR run=I how=clean|status:N|signal:NAME|hang seconds=S
        kind=runs loader=DIR runs=N clean=C crash=X hang=H
"""
import argparse
import os
import signal
import subprocess
import sys
import time


def main():
    argv = sys.argv[1:]
    extra = []
    if '--' in argv:
        at = argv.index('--')
        argv, extra = argv[:at], argv[at + 1:]
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument('--exe', required=True)
    p.add_argument('--prefix', required=True)
    p.add_argument('--runs', type=int, default=24)
    p.add_argument('--timeout', type=float, default=30)
    p.add_argument('--wine', default='/usr/lib/wine/wine64')
    p.add_argument('--wineserver', default='/usr/lib/wine/wineserver')
    p.add_argument('loaders', nargs='+')
    a = p.parse_args(argv)
    env = dict(os.environ, WINEPREFIX=a.prefix, WINEDEBUG=os.environ.get('WINEDEBUG', '-all'))
    for loader in a.loaders:
        counts = {'clean': 0, 'crash': 0, 'hang': 0}
        run_env = dict(env)
        if loader:
            run_env['LD_LIBRARY_PATH'] = loader + (':' + env['LD_LIBRARY_PATH'] if env.get('LD_LIBRARY_PATH') else '')
        for run in range(a.runs):
            subprocess.run([a.wineserver, '-k'], env=run_env, stderr=subprocess.DEVNULL)
            subprocess.run([a.wineserver, '-w'], env=run_env, stderr=subprocess.DEVNULL)
            start = time.monotonic()
            proc = subprocess.Popen([a.wine, a.exe] + extra, env=run_env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                    start_new_session=True)
            try:
                out, _ = proc.communicate(timeout=a.timeout)
                code = proc.returncode
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                out, _ = proc.communicate()
                code = None
            seconds = time.monotonic() - start
            if code == 7:
                how = 'clean'
                counts['clean'] += 1
            elif code is None:
                how = 'hang'
                counts['hang'] += 1
            else:
                how = 'signal:' + signal.Signals(-code).name if code < 0 else 'status:%d' % code
                counts['crash'] += 1
            print('kind=run loader=%s run=%d how=%s seconds=%.1f %s' % (loader or 'system', run, how, seconds,
                  out.decode(errors='replace').strip().splitlines()[-1:] if out else ''), flush=True)
        subprocess.run([a.wineserver, '-k'], env=run_env, stderr=subprocess.DEVNULL)
        print('kind=runs loader=%s runs=%d clean=%d crash=%d hang=%d' % (loader or 'system', a.runs, counts['clean'],
              counts['crash'], counts['hang']), flush=True)


if __name__ == '__main__':
    main()
