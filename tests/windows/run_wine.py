#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""The Windows runtime cases under Wine (meson test -C build-win64 --suite wine).

Each case runs wine_cases.exe in a throwaway WINEPREFIX: a hard-linked copy of a template prefix
booted once per machine (cached outside the clone), its registry files copied for real, so that
what a case writes never reaches the template. The case's registry is set by one .reg import:
Wine's own driver registration (winevulkan.json under HKLM\\...\\Drivers) is deleted first, so a
case sees only the drivers and layers it registers (hermetic, as the Linux tests are). The case
program prints "key=value" lines; each case checks them against what it expects, and a
differential case also runs through the Khronos 1.4.359 Windows build
(tests/conformance/reference-loader-windows.sh) and requires the same lines.

Wine facts the cases rely on (measured with Wine 8.0, README "Windows"): every program runs at
high integrity level, and a token lowered to medium is not honoured, so both loaders read no
path variable (VK_DRIVER_FILES, ...) and no HKEY_CURRENT_USER key; the Unix environment's VK_*
variables are not passed to Windows programs (VK_LOADER_DEBUG is set through cmd /c), the other
variables (the test driver's and layer's VKL_TEST_*) are.

usage: run_wine.py --loader DLL --cases EXE --driver DLL --layer DLL --path-syntax EXE [--reference DLL] [CASE...]
exit 0: every case passed; 1: a case failed; 77: no Wine (VKL_NO_SKIP=1: a failure)
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

WINE = shutil.which('wine64') or '/usr/lib/wine/wine64'
WINESERVER = shutil.which('wineserver') or '/usr/lib/wine/wineserver'
SRC = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KHRONOS_KEY = r'HKEY_LOCAL_MACHINE\SOFTWARE\Khronos\Vulkan'
KHRONOS_KEY_USER = r'HKEY_CURRENT_USER\SOFTWARE\Khronos\Vulkan'


def skip(reason):
    if os.environ.get('VKL_NO_SKIP') == '1':
        sys.exit('run_wine.py: VKL_NO_SKIP=1 but the Wine cases cannot run: ' + reason)
    print('SKIP: ' + reason)
    sys.exit(77)


def winpath(path):
    """A Unix path as a Windows program sees it (Wine's Z: drive)."""
    return 'Z:' + os.path.abspath(path).replace('/', '\\')


def base_env(prefix):
    env = {k: v for k, v in os.environ.items() if not k.startswith(('VK_', 'VKL_TEST_', 'WINE'))}
    # winedbg off: a crash ends the program (with its status) instead of opening a dialog on the
    # display, which nobody would close.
    env.update(WINEPREFIX=prefix, WINEDEBUG='-all', WINEDLLOVERRIDES='mscoree,mshtml=;vulkan-1=n;winedbg.exe=d')
    return env


def start_display():
    """An Xvfb of the run's own: Wine's display driver needs one for windows, and the Khronos loader
    for DXGI (without a DXGI factory it takes no driver from HKLM\\...\\Drivers)."""
    xvfb = shutil.which('Xvfb')
    if xvfb is None:
        skip('no Xvfb (Debian package xvfb): Wine has no display for windows and DXGI')
    for n in range(90, 190):
        if os.path.exists('/tmp/.X11-unix/X%d' % n) or os.path.exists('/tmp/.X%d-lock' % n):
            continue
        proc = subprocess.Popen([xvfb, ':%d' % n, '-screen', '0', '640x480x24', '-nolisten', 'tcp'],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            if os.path.exists('/tmp/.X11-unix/X%d' % n):
                return proc, ':%d' % n
            if proc.poll() is not None:
                break
            time.sleep(0.05)
        proc.kill()
    skip('no Xvfb display could be started')


def template_prefix():
    """The booted prefix every case copies: made once per machine and Wine version."""
    version = subprocess.run([WINE, '--version'], capture_output=True, text=True).stdout.strip() or 'wine'
    cache = os.environ.get('VKL_CACHE_DIR') or os.path.join(
        os.environ.get('XDG_CACHE_HOME') or os.path.expanduser('~/.cache'), 'vkl')
    prefix = os.path.join(cache, 'wine-prefix-' + version.replace(' ', '_'))
    if os.path.exists(os.path.join(prefix, 'ok')):
        return prefix
    os.makedirs(cache, exist_ok=True)
    partial = prefix + '.partial'
    shutil.rmtree(partial, ignore_errors=True)
    env = base_env(partial)
    env.pop('DISPLAY', None)  # no window is needed to boot
    subprocess.run([WINE, 'wineboot', '-i'], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)
    subprocess.run([WINESERVER, '-w'], env=env, timeout=120)
    if not os.path.exists(os.path.join(partial, 'system.reg')):
        skip('wineboot made no prefix in ' + partial)
    open(os.path.join(partial, 'ok'), 'w').close()
    shutil.rmtree(prefix, ignore_errors=True)
    os.rename(partial, prefix)
    return prefix


class CaseError(Exception):
    """A case that cannot go on (its program mapped another DLL): that case fails."""


def copy_prefix(template, prefix):
    """A prefix of the template's: hard links for the tree (a plain copy where the two are on
    different file systems), real copies of the registry files (what Wine writes)."""
    if subprocess.run(['cp', '-al', template, prefix], stderr=subprocess.DEVNULL).returncode != 0:
        shutil.rmtree(prefix, ignore_errors=True)
        subprocess.run(['cp', '-a', template, prefix], check=True)
    for f in ('system.reg', 'user.reg', 'userdef.reg'):
        os.unlink(os.path.join(prefix, f))
        shutil.copy(os.path.join(template, f), os.path.join(prefix, f))


class Case:
    """One case's prefix, folder and registry."""

    def __init__(self, template, work, name, args):
        self.name = name
        self.dir = os.path.join(work, name)
        self.prefix = os.path.join(self.dir, 'prefix')
        os.makedirs(self.dir)
        copy_prefix(template, self.prefix)
        self.args = args
        self.env = base_env(self.prefix)
        self.env['VKL_TEST_DRIVER_LOG'] = winpath(os.path.join(self.dir, 'driver.log'))
        self.reg = ['REGEDIT4', '', '[-%s\\Drivers]' % KHRONOS_KEY, '']

    def copy(self, src, name):
        dst = os.path.join(self.dir, name)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copy(src, dst)
        return dst

    def manifest(self, name, text):
        path = os.path.join(self.dir, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w') as f:
            f.write(text)
        return path

    def register(self, key, value_name, dword=0):
        self.reg += ['[%s]' % key, '"%s"=dword:%08x' % (value_name.replace('\\', '\\\\'), dword), '']

    def driver(self, name, config, dword=0, library=None, key=None):
        """A copy of the test driver named NAME.dll with manifest NAME.json, registered."""
        self.copy(self.args.driver, name + '.dll')
        self.env['VKL_TEST_DRIVER_' + name] = config
        lib = library or ('.\\\\%s.dll' % name)
        m = self.manifest(name + '.json', '{"file_format_version": "1.0.0", "ICD": {"library_path": "%s", '
                          '"api_version": "1.3.0"}}' % lib)
        self.register(key or KHRONOS_KEY + '\\Drivers', winpath(m), dword)
        return m

    def layer(self, name, kind='ExplicitLayers', implicit_extra='', hive=KHRONOS_KEY, register=True):
        """A copy of the test layer, VK_LAYER_VKL_<name>, with its manifest."""
        self.copy(self.args.layer, 'vkl_layer_%s.dll' % name)
        m = self.manifest('layer_%s.json' % name, (
            '{"file_format_version": "1.1.2", "layer": {"name": "VK_LAYER_VKL_%s", "type": "GLOBAL", '
            '"library_path": ".\\\\vkl_layer_%s.dll", "api_version": "1.3.0", "implementation_version": "1", '
            '"description": "test layer"%s}}') % (name, name, implicit_extra))
        if register:
            self.register(hive + '\\' + kind, winpath(m))
        return m

    def run(self, loader, *case_args, debug=None):
        reg = os.path.join(self.dir, 'case.reg')
        with open(reg, 'w', newline='\r\n') as f:
            f.write('\n'.join(self.reg) + '\n')
        subprocess.run([WINE, 'regedit', '/S', winpath(reg)], env=self.env, check=True, timeout=120)
        log = os.path.join(self.dir, 'driver.log')
        if os.path.exists(log):
            os.unlink(log)
        exe = winpath(self.args.cases)
        command = [WINE, exe, winpath(loader)] + list(case_args)
        if debug:  # VK_* variables reach a Windows program only when set inside it
            # Unquoted: cmd /c strips a quoted line's outer quotes (the paths hold no space).
            command = [WINE, 'cmd', '/c', 'set VK_LOADER_DEBUG=%s&& %s %s %s' % (
                debug, exe, winpath(loader), ' '.join(case_args))]
        try:
            r = subprocess.run(command, env=self.env, capture_output=True, text=True, timeout=60)
        except subprocess.TimeoutExpired as e:
            out = e.stdout.decode(errors='replace') if isinstance(e.stdout, bytes) else (e.stdout or '')
            return [line.rstrip('\r') for line in out.splitlines()] + ['timed out'], '', []
        lines = [line.rstrip('\r') for line in r.stdout.splitlines()]
        # The first line names the DLL the program mapped: the one asked for, or the case fails.
        if not lines or lines[0].lower() != ('loaded=' + winpath(loader)).lower():
            raise CaseError('the program mapped %s, not %s' % (lines[:1], winpath(loader)))
        lines = lines[1:]
        if r.returncode != 0:
            lines.append('exit status %d' % r.returncode)
        driver_log = open(log).read().splitlines() if os.path.exists(log) else []
        return lines, r.stderr, driver_log

    def close(self):
        subprocess.run([WINESERVER, '-k'], env=self.env, stderr=subprocess.DEVNULL)
        subprocess.run([WINESERVER, '-w'], env=self.env, stderr=subprocess.DEVNULL)


# ---- the cases: each sets up its Case, runs, and returns a list of failures ---------------------

def expect(failures, what, ok):
    if not ok:
        failures.append(what if len(what) < 1500 else what[:1500] + '...')


def differential(case, failures, *case_args):
    """Runs the case through both loaders; returns ours' lines."""
    ours, ours_err, _ = case.run(case.args.loader, *case_args)
    if case.args.reference:
        theirs, _, _ = case.run(case.args.reference, *case_args)
        expect(failures, 'differs from the Khronos Windows loader:\n  ours:   %s\n  Khronos: %s' % (ours, theirs),
               ours == theirs)
    return ours


def case_registry_driver(case):
    """HKLM\\...\\Drivers, DWORD 0, a relative library_path: the driver's two devices."""
    f = []
    case.driver('vkl_test_driver', 'devices=discrete,integrated')
    out = differential(case, f, 'devices')
    expect(f, 'two devices from the registered driver: %s' % out, 'physical_devices=2' in out)
    return f


def case_registry_driver_disabled(case):
    """A value whose DWORD is not 0 is not in use: no driver; ours says why in its log."""
    f = []
    case.driver('vkl_test_driver', 'devices=discrete', dword=1)
    out = differential(case, f, 'devices')
    expect(f, 'no driver: %s' % out, 'create_instance=-9' in out)
    _, err, _ = case.run(case.args.loader, 'devices', debug='all')
    expect(f, 'the log names the skipped value: %s' % err[-2000:], 'is DWORD 1, not 0 (in use): skipped' in err)
    expect(f, 'the log names the loader\'s file: %s' % err[-2000:], ', vulkan-1.dll, Vulkan ' in err)
    return f


def case_path_syntax(case):
    """';' lists and Windows paths, on the loader's own functions (path_syntax.exe): no variable
    reaches a loader at high integrity level, every program's level under Wine."""
    f = []
    r = subprocess.run([WINE, winpath(case.args.path_syntax)], env=case.env, capture_output=True, text=True,
                       timeout=60)
    out = [line.rstrip('\r') for line in r.stdout.splitlines()]
    expect(f, 'path_syntax.exe: %s' % out, r.returncode == 0 and '0 failed' in out and
           not any(line.startswith('FAIL') for line in out))
    return f


def case_registry_driver_folder(case):
    """A value naming a folder (no .json): the manifests in it."""
    f = []
    case.copy(case.args.driver, 'drivers/vkl_test_driver.dll')
    case.env['VKL_TEST_DRIVER_vkl_test_driver'] = 'devices=cpu'
    case.manifest('drivers/d.json', '{"file_format_version": "1.0.0", "ICD": {"library_path": '
                  '".\\\\vkl_test_driver.dll", "api_version": "1.3.0"}}')
    case.register(KHRONOS_KEY + '\\Drivers', winpath(os.path.join(case.dir, 'drivers')))
    out = differential(case, f, 'devices')
    expect(f, 'one device from the folder: %s' % out, 'physical_devices=1' in out)
    return f


def case_two_drivers(case):
    """Two registered drivers, an absolute and a relative library_path with '..'."""
    f = []
    case.driver('vkl_driver_a', 'devices=discrete')
    case.copy(case.args.driver, 'libs/vkl_driver_b.dll')
    case.env['VKL_TEST_DRIVER_vkl_driver_b'] = 'devices=integrated'
    m = case.manifest('manifests/b.json', '{"file_format_version": "1.0.0", "ICD": {"library_path": '
                      '"..\\\\libs\\\\vkl_driver_b.dll", "api_version": "1.3.0"}}')
    case.register(KHRONOS_KEY + '\\Drivers', winpath(m))
    out = differential(case, f, 'devices')
    expect(f, 'both drivers\' devices: %s' % out, 'physical_devices=2' in out)
    return f


def case_device_order(case):
    """Two drivers whose devices the Linux sort would reorder (by type): on Windows no such
    sort applies (LoaderDriverInterface, "Physical Device Sorting": only adapters order devices)."""
    f = []
    case.driver('vkl_driver_a', 'devices=cpu,integrated;groups=1')
    case.driver('vkl_driver_b', 'devices=discrete,cpu')
    out = differential(case, f, 'devices')
    expect(f, 'four devices: %s' % out, 'physical_devices=4' in out and 'groups=4' in out)
    return f


def dxgi_adapters(case):
    """How many display adapters Wine's DXGI 1.6 gives (wine_cases.exe dxgi, no loader)."""
    r = subprocess.run([WINE, winpath(case.args.cases), 'dxgi'], env=case.env, capture_output=True, text=True,
                       timeout=60)
    out = [line.rstrip('\r') for line in r.stdout.splitlines()]
    return int(next((line.split('=')[1] for line in out if line.startswith('adapters=')), '0')), out


def case_adapter_order(case):
    """A version-6 driver's vk_icdEnumerateAdapterPhysicalDevices puts the devices it names for
    the first display adapter first (LoaderDriverInterface, "Physical Device Sorting"), devices
    and groups; the rest follow in the drivers' order. Wine's DXGI gives one adapter on a display."""
    f = []
    adapters, dxgi = dxgi_adapters(case)
    expect(f, 'Wine\'s DXGI gives an adapter on the test display: %s' % dxgi, adapters >= 1)
    case.driver('vkl_driver_a', 'devices=discrete,integrated')
    case.driver('vkl_driver_b', 'devices=cpu,discrete;adapter=1;groups=1')
    out = differential(case, f, 'devices')
    expect(f, 'b\'s adapter device first, then the drivers\' order: %s' % out,
           out[2:6] == ['device0=vkl_driver_b device 1 type=2', 'device1=vkl_driver_b device 0 type=4',
                        'device2=vkl_driver_a device 0 type=2', 'device3=vkl_driver_a device 1 type=1'] and
           'group0=vkl_driver_b device 1' in out)
    _, _, log = case.run(case.args.loader, 'devices')
    expect(f, 'the driver was asked about the adapter: %s' % log, any('adapter_call=0' in line for line in log))
    return f


def case_adapter_layered(case):
    """On one adapter, a layered driver over Direct3D 12 (Dozen) comes after the native one, even
    when it was found last (which would otherwise put it first)."""
    f = []
    case.driver('vkl_driver_native', 'devices=discrete;adapter=0')
    case.driver('vkl_driver_dozen', 'devices=discrete;adapter=0;layered=1')
    out = differential(case, f, 'devices')
    expect(f, 'the native driver first: %s' % out, 'device0=vkl_driver_native device 0 type=2' in out)
    return f


def case_explicit_layer(case):
    """HKLM\\...\\ExplicitLayers: listed, and enabled by name it is in the chain."""
    f = []
    case.driver('vkl_test_driver', 'devices=discrete')
    case.layer('explicit')
    out = differential(case, f, 'layers')
    expect(f, 'the layer listed: %s' % out, 'layer=VK_LAYER_VKL_explicit' in out)
    out, _, log = case.run(case.args.loader, 'enable_layer', 'VK_LAYER_VKL_explicit')
    expect(f, 'an instance through the layer: %s' % out, 'create_instance=0' in out)
    expect(f, 'the layer saw vkCreateInstance: %s' % log, any(l.startswith('vkl_layer_explicit') for l in log))
    return f


def case_implicit_layer(case):
    """HKLM\\...\\ImplicitLayers: on by itself, off by its disable_environment variable."""
    f = []
    case.driver('vkl_test_driver', 'devices=discrete')
    case.layer('implicit', kind='ImplicitLayers', implicit_extra=', "disable_environment": {"VKL_DISABLE_IT": "1"}')
    out = differential(case, f, 'layers')
    expect(f, 'the implicit layer listed: %s' % out, 'layer=VK_LAYER_VKL_implicit' in out)
    _, _, log = case.run(case.args.loader, 'devices')
    expect(f, 'the implicit layer is in the chain: %s' % log, any(l.startswith('vkl_layer_implicit') for l in log))
    case.env['VKL_DISABLE_IT'] = '1'
    out = differential(case, f, 'layers')
    _, _, log = case.run(case.args.loader, 'devices')
    expect(f, 'disabled by its variable: %s' % log, not any(l.startswith('vkl_layer_implicit') for l in log))
    return f


def case_current_user_layer_elevated(case):
    """HKCU\\...\\ExplicitLayers: not read by an elevated process (every process under Wine)."""
    f = []
    case.driver('vkl_test_driver', 'devices=discrete')
    case.layer('user', hive=KHRONOS_KEY_USER)
    out = differential(case, f, 'layers')
    expect(f, 'no layer from HKEY_CURRENT_USER: %s' % out, 'layers=0' in out)
    return f


def case_settings_file(case):
    """HKLM\\...\\LoaderSettings names vk_loader_settings.json, which turns a layer on."""
    f = []
    case.driver('vkl_test_driver', 'devices=discrete')
    m = case.layer('chosen', register=False)
    settings = case.manifest('settings/vk_loader_settings.json', (
        '{"file_format_version": "1.0.0", "settings_array": [{"layers": ['
        '{"control": "on", "name": "VK_LAYER_VKL_chosen", "path": "%s", "treat_as_implicit_manifest": false}]}]}')
        % winpath(m).replace('\\', '\\\\'))
    case.register(KHRONOS_KEY + '\\LoaderSettings', winpath(settings))
    out = differential(case, f, 'layers')
    expect(f, 'the settings file\'s layer listed: %s' % out, 'layer=VK_LAYER_VKL_chosen' in out)
    _, _, log = case.run(case.args.loader, 'devices')
    expect(f, 'the settings file\'s layer is on: %s' % log, any(l.startswith('vkl_layer_chosen') for l in log))
    return f


def case_device(case):
    """A device, its queue, a device command through the export and through vkGetDeviceProcAddr."""
    f = []
    case.driver('vkl_test_driver', 'devices=discrete')
    out = differential(case, f, 'device')
    for want in ('create_device=0', 'queue=yes', 'exported_wait_idle=0', 'gdpa_wait_idle=0',
                 'gdpa_instance_command=null'):
        expect(f, '%s: %s' % (want, out), want in out)
    return f


def case_unknown(case):
    """A physical-device command the registry does not know, through the loader's trampoline
    (Win64: the first argument in %rcx).

    Not differential: the Khronos 1.4.359 mingw build (USE_GAS) crashes here, its x86-64 GAS
    trampolines read the first argument from %rdi (System V) on Windows too
    (loader/unknown_ext_chain_gas_x86.S); the case requires that crash, so a fixed reference
    makes it fail and turn differential."""
    f = []
    case.driver('vkl_test_driver', 'devices=discrete')
    out, _, _ = case.run(case.args.loader, 'unknown')
    for want in ('unknown_physical_device_command=non-null', 'unknown_result=0', 'unknown_value=32343'):
        expect(f, '%s: %s' % (want, out), want in out)
    if case.args.reference:
        theirs, _, _ = case.run(case.args.reference, 'unknown')
        expect(f, 'the Khronos mingw build no longer crashes on an unknown physical-device command: %s' % theirs,
               theirs == ['unknown_physical_device_command=non-null', 'exit status 5'])
    return f


def case_adapter_route(case):
    """The display adapters' values, as LoaderDriverInterface orders the routes: the kernel
    thunks' adapters first (D3DKMTEnumAdapters2, each asked D3DKMTQueryAdapterInfo's registry
    query), then the PnP Configuration Manager where they give no string. The log says what each
    answered (Wine 8: its adapters answer no registry query; its Configuration Manager lists no
    display adapter), and the Khronos keys' driver is still found."""
    f = []
    case.driver('vkl_test_driver', 'devices=discrete')
    out = differential(case, f, 'devices')
    expect(f, 'the registered driver\'s device: %s' % out, 'physical_devices=1' in out)
    _, err, _ = case.run(case.args.loader, 'devices', debug='driver')
    kmt = [line for line in err.splitlines() if 'display adapters: ' in line]
    expect(f, 'the log says what the kernel thunks answered, then asks the Configuration Manager: %s' % kmt,
           any(('D3DKMTEnumAdapters2 gives' in line or 'gdi32.dll enumerates none' in line) and
               'asking the PnP Configuration Manager' in line for line in kmt))
    print('    (Wine says: %s)' % ' / '.join(line.split('display adapters: ', 1)[1] for line in kmt))
    return f


def case_debug(case):
    """A messenger in the instance's pNext hears the loader's error about a missing layer."""
    f = []
    case.driver('vkl_test_driver', 'devices=discrete;ext=VK_EXT_debug_utils')
    out = differential(case, f, 'debug')
    for want in ('create_instance=-6', 'error_messages=some', 'create_messenger=0', 'submitted_messages_seen=1'):
        expect(f, '%s: %s' % (want, out), want in out)
    _, err, _ = case.run(case.args.loader, 'debug', debug='error')
    expect(f, 'this loader\'s error names the layer: %s' % err[-1500:], 'VK_LAYER_VKL_not_there' in err)
    return f


def case_win32_surface(case):
    """VK_KHR_win32_surface: the loader's surface for a driver that makes none."""
    f = []
    case.driver('vkl_test_driver', 'devices=discrete;ext=VK_KHR_surface,VK_KHR_win32_surface;iface=2')
    out = differential(case, f, 'win32_surface')
    for want in ('create_instance=0', 'create_surface=0', 'surface_support_result=0', 'surface_destroyed=yes'):
        expect(f, '%s: %s' % (want, out), want in out)
    return f


def case_alloc_failure(case):
    """The Nth allocation fails, for every N: out-of-memory or success, and nothing left allocated."""
    f = []
    case.driver('vkl_test_driver', 'devices=discrete')
    out, _, _ = case.run(case.args.loader, 'alloc_failure')
    for want in ('failed_with_out_of_memory=some', 'leaked_runs=0', 'other_results=0'):
        expect(f, '%s: %s' % (want, out), want in out)
    return f


CASES = {name[len('case_'):]: fn for name, fn in globals().items() if name.startswith('case_') and callable(fn)}


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    for a in ('--loader', '--cases', '--driver', '--layer', '--path-syntax'):
        p.add_argument(a, required=True)
    p.add_argument('--reference', help='the Khronos Windows vulkan-1.dll (default: built by '
                   'tests/conformance/reference-loader-windows.sh)')
    p.add_argument('--keep', action='store_true', help='keep the cases\' folders')
    p.add_argument('names', nargs='*', metavar='CASE')
    args = p.parse_args()
    if not os.path.exists(WINE):
        skip('no wine64 (Debian package wine64)')
    if args.reference is None:
        r = subprocess.run([os.path.join(SRC, 'tests/conformance/reference-loader-windows.sh')],
                           capture_output=True, text=True)
        if r.returncode == 0:
            args.reference = os.path.join(r.stdout.strip(), 'build/loader/vulkan-1.dll')
        elif r.returncode == 77 and os.environ.get('VKL_REQUIRE_SHARED') != '1':
            print('(no Khronos Windows reference: ' + r.stdout.strip() + '; differential parts not compared)')
        else:
            sys.exit('run_wine.py: the Khronos Windows reference did not build:\n' + r.stderr)
    template = template_prefix()
    xvfb, os.environ['DISPLAY'] = start_display()
    work = tempfile.mkdtemp(prefix='vkl-wine-')
    names = args.names or list(CASES)
    failed = 0
    start = time.monotonic()
    try:  # the display and the folders go whatever happens to a case
        for name in names:
            case = Case(template, work, name, args)
            t = time.monotonic()
            try:
                failures = CASES[name](case)
            except CaseError as e:  # e.g. the program mapped another DLL: this case fails, the next runs
                failures = [str(e)]
            finally:
                case.close()
            print('%s %s (%.1f s)' % ('ok  ' if not failures else 'FAIL', name, time.monotonic() - t))
            for what in failures:
                print('    ' + what)
            failed += bool(failures)
            if not args.keep:
                shutil.rmtree(case.dir, ignore_errors=True)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
        xvfb.kill()
        xvfb.wait()
    print('%d of %d Wine cases passed in %.0f s%s' % (len(names) - failed, len(names), time.monotonic() - start,
                                                     '' if args.reference else ' (no Khronos comparison)'))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
