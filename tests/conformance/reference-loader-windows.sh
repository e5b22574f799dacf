#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
# Cross-builds the Khronos Windows loader (vulkan-1.dll, x86_64) and vulkaninfo.exe from the
# tarballs of ../shared/khronos-loader-tests with mingw-w64, once per machine, into the cache
# outside the clone (${VKL_CACHE_DIR:-${XDG_CACHE_HOME:-~/.cache}/vkl}/khronos-windows-<version>),
# and prints that folder: loader/vulkan-1.dll (the reference of tests/windows/run_wine.py's
# differential cases) and vulkaninfo/vulkaninfo.exe (tests/windows/real_programs.py).
# -DUSE_GAS=ON: the loader's CMake tests `WIN32 AND NOT USE_GAS` before it defines the option,
# takes the MASM path, finds no assembler and only warns; without it the reference would have no
# unknown-command trampolines. Static runtime: the DLL and the program need no mingw DLL.
# Usage: reference-loader-windows.sh   (exit 77 without ../shared, as need_shared says)
set -eu
. "$(dirname "$0")/../shared_data.sh"
suite="$shared/khronos-loader-tests"
need_shared "$suite/Vulkan-Loader-v1.4.359.tar.gz"
version=v1.4.359
cache=${VKL_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/vkl}/khronos-windows-$version
mkdir -p "$cache"
if [ ! -f "$cache/ok" ]; then
  exec 9>"$cache.lock"
  flock 9
  if [ ! -f "$cache/ok" ]; then
    echo "cross-building the Khronos Windows loader $version into $cache (once; a few minutes)" >&2
    # `meson test` of a mingw cross build puts the mingw sysroot's folders first in PATH (for
    # Wine to find its DLLs), and its bin/ holds the COFF `as` and `ld`: the host compiler of the
    # headers step below would assemble with them and fail. The cross steps name their compilers
    # in the toolchain file, so none of those folders is needed here.
    PATH=$(printf '%s' "$PATH" | tr ':' '\n' | grep -v -e '-w64-mingw32' | paste -sd: -)
    export PATH
    build() {
      cd "$cache"
      rm -rf src tools headers headers-install build build-tools
      mkdir src tools
      tar -xzf "$suite/Vulkan-Loader-$version.tar.gz" -C src  # no top folder in this one
      tar -xzf "$suite/Vulkan-Tools-$version.tar.gz" -C tools --strip-components=1
      tar -xzf "$suite/Vulkan-Headers-$version.tar.gz" && mv "Vulkan-Headers-$version" headers
      # vulkaninfo loads user32.dll (for its surface window) only under _MSC_VER: a mingw build
      # dereferences a null handle table in AppCreateWin32Window whatever the loader (measured
      # under Wine with both). The same few lines for the other Windows compilers:
      python3 - tools/vulkaninfo/vulkaninfo.cpp <<'PATCH'
import sys
p = sys.argv[1]
s = open(p).read()
anchor = "\n#endif\n\n    int return_code = 0;"
assert s.count(anchor) == 1, "vulkaninfo.cpp changed: the mingw user32 patch no longer applies"
s = s.replace(anchor, "\n#endif\n#if defined(_WIN32) && !defined(_MSC_VER)\n"
              "    User32Handles local_user32_handles;\n    user32_handles = &local_user32_handles;\n"
              "    if (!local_user32_handles.load()) return 1;\n#endif\n\n    int return_code = 0;")
open(p, "w").write(s)
PATCH
      cat > toolchain.cmake <<'TOOLCHAIN'
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)
set(CMAKE_ASM_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)
TOOLCHAIN
      cmake -S headers -B headers-build -G Ninja -DCMAKE_INSTALL_PREFIX="$cache/headers-install" \
        -DVULKAN_HEADERS_ENABLE_MODULE=OFF -DVULKAN_HEADERS_ENABLE_TESTS=OFF
      cmake --install headers-build
      static='-static -static-libgcc -static-libstdc++'
      cmake -S src -B build -G Ninja -DCMAKE_TOOLCHAIN_FILE="$cache/toolchain.cmake" -DCMAKE_BUILD_TYPE=Release \
        -DUSE_GAS=ON -DUPDATE_DEPS=OFF -DBUILD_TESTS=OFF -DVulkanHeaders_DIR="$cache/headers-install/share/cmake/VulkanHeaders" \
        -DCMAKE_SHARED_LINKER_FLAGS="$static"
      ninja -C build
      # vulkaninfo alone (vkcube needs volk, neither in ../shared nor in Debian 12).
      cmake -S tools -B build-tools -G Ninja -DCMAKE_TOOLCHAIN_FILE="$cache/toolchain.cmake" -DCMAKE_BUILD_TYPE=Release \
        -DUPDATE_DEPS=OFF -DBUILD_CUBE=OFF -DBUILD_ICD=OFF -DBUILD_VULKANINFO=ON -DBUILD_TESTS=OFF \
        -DVulkanHeaders_DIR="$cache/headers-install/share/cmake/VulkanHeaders" \
        -DCMAKE_EXE_LINKER_FLAGS="$static"
      ninja -C build-tools vulkaninfo
    }
    # set -e holds inside build (it would not in a `build || ...` condition); the trap shows why.
    trap 'tail -n 40 "$cache.build.log" >&2' EXIT
    build >"$cache.build.log" 2>&1
    trap - EXIT
    touch "$cache/ok"
  fi
  exec 9>&-
fi
echo "$cache"
