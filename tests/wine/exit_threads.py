#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Runs exit_threads.exe under Wine (wine64, its own WINEPREFIX) RUNS times per Linux loader and
counts how each run ended: clean (exit status 7), a crash (another status: Wine reports a fault
as the exception code's low byte, or a signal), a hang (killed after --timeout). Each loader is
named by the folder holding its libvulkan.so.1, put first on LD_LIBRARY_PATH for winevulkan; an
empty name is the system's; DIR|VAR=VALUE|... also sets those variables for that loader's runs. The wineserver is ended between runs, so no run inherits another's;
the loaders take turns, run by run. Once the program says it is warm, the libvulkan.so.1 its
process maps is read from /proc: a run that mapped another loader's stops the count.

usage: exit_threads.py --exe PATH --prefix DIR [--runs N (24)] [--timeout S (30)] [--cores DIR] [-- exe args] LOADER_DIR...
output: kind=run loader=DIR run=I how=clean|status:N|signal:NAME|hang seconds=S exit_s=E mapped=LIB LAST_LINE
        (E: from the program's kind=exit line to its end)
        kind=runs loader=DIR runs=N clean=C crash=X hang=H
"""
import argparse
import os
import resource
import signal
import subprocess
import sys
import threading
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
    p.add_argument('--cores', help='a folder: each run in a folder of its own under it, with core dumps on')
    p.add_argument('loaders', nargs='+')
    a = p.parse_args(argv)
    env = dict(os.environ, WINEPREFIX=a.prefix, WINEDEBUG=os.environ.get('WINEDEBUG', '-all'))
    counts = {loader: {'clean': 0, 'crash': 0, 'hang': 0} for loader in a.loaders}
    # Round robin: run I of every loader before run I+1 of any, so that whatever else the
    # machine does at the time (its load decides how long an exit takes) falls on all alike.
    for run in range(a.runs):
        for loader in a.loaders:
            run_env = dict(env)
            folder, *assignments = loader.split('|')  # DIR|VAR=VALUE|...: variables for this loader's runs alone
            run_env.update(a.split('=', 1) for a in assignments)
            if folder:
                run_env['LD_LIBRARY_PATH'] = folder + (':' + env['LD_LIBRARY_PATH'] if env.get('LD_LIBRARY_PATH') else '')
            cwd = None
            if a.cores:  # each run in a folder of its own, core dumps on, so a crash leaves its core
                cwd = os.path.join(a.cores, 'loader%d-run%d' % (a.loaders.index(loader), run))
                os.makedirs(cwd, exist_ok=True)
            subprocess.run([a.wineserver, '-k'], env=run_env, stderr=subprocess.DEVNULL)
            subprocess.run([a.wineserver, '-w'], env=run_env, stderr=subprocess.DEVNULL)
            start = time.monotonic()
            proc = subprocess.Popen([a.wine, os.path.abspath(a.exe)] + extra, env=run_env, stdout=subprocess.PIPE,
                                    stderr=subprocess.STDOUT, start_new_session=True, cwd=cwd,
                                    preexec_fn=unlimited_cores if a.cores else None)
            lines = []  # (when, line): the time the program said it calls ExitProcess
            loaded = []  # the libvulkan.so.1 the process had mapped once warm
            reader = threading.Thread(target=read_lines, args=(proc.stdout, lines, proc.pid, loaded))
            reader.start()
            try:
                code = proc.wait(timeout=a.timeout)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
                code = None
            end = time.monotonic()
            reader.join()
            seconds = end - start
            want = os.path.realpath(os.path.join(folder, 'libvulkan.so.1')) if folder else None
            if want is not None and loaded and loaded != [want]:
                sys.exit('exit_threads.py: run %d for %s had %s mapped, not %s' % (run, loader, loaded, want))
            said = [(when, line) for when, line in lines if line.startswith('kind=exit')]
            # From the program's last line to its end: how long its exit took (Wine's, the
            # driver's and the loader's handlers), whatever ended it.
            exit_s = '%.2f' % (end - said[-1][0]) if said else '-'
            out = said[-1][1] if said else (lines[-1][1] if lines else '')
            if code == 7:
                how = 'clean'
                counts[loader]['clean'] += 1
            elif code is None:
                how = 'hang'
                counts[loader]['hang'] += 1
            else:
                how = 'signal:' + signal.Signals(-code).name if code < 0 else 'status:%d' % code
                counts[loader]['crash'] += 1
            print('kind=run loader=%s run=%d how=%s seconds=%.1f exit_s=%s mapped=%s %s' % (
                loader or 'system', run, how, seconds, exit_s, ','.join(loaded) or '-', out), flush=True)
    subprocess.run([a.wineserver, '-k'], env=env, stderr=subprocess.DEVNULL)
    for loader in a.loaders:
        c = counts[loader]
        print('kind=runs loader=%s runs=%d clean=%d crash=%d hang=%d' % (loader or 'system', a.runs, c['clean'],
              c['crash'], c['hang']), flush=True)


def read_lines(pipe, lines, pid, loaded):
    for raw in pipe:
        line = raw.decode(errors='replace').strip()
        lines.append((time.monotonic(), line))
        if line.startswith('kind=warm'):
            loaded.extend(vulkan_mapped(pid))


def vulkan_mapped(pid):
    """The libvulkan.so.1 files process PID has mapped (wine64 execs its preloader: one pid)."""
    try:
        with open('/proc/%d/maps' % pid) as f:
            return sorted({line.split()[-1] for line in f if '/libvulkan.so.1' in line})
    except OSError:
        return []


def unlimited_cores():
    resource.setrlimit(resource.RLIMIT_CORE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))

if __name__ == '__main__':
    main()
