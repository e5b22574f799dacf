#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
# What a packager checks of a staged install made with the distribution options
# (-Dinstall_headers=true -Dsample_layers=true, --prefix=/usr --libdir=lib/<triplet>; tools/distro-build
# makes one): the file list is tests/install/distribution.txt; vulkan.pc answers through
# pkg-config in the staging root; a small CMake project finds the headers with
# find_package(VulkanHeaders) and the loader with find_package(Vulkan), builds, and its program
# runs against the staged libvulkan.so.1, and VULKAN_HEADERS_REGISTRY_DIRECTORY holds vk.xml and
# video.xml; a C++ program using vulkan.hpp and vulkan_raii.hpp builds with pkg-config's flags and
# runs on the staged library (and the `vulkan` module builds, where the compiler can: vulkan.cppm
# imports the C++23 standard library module); a Python generator imports the staged registry's
# reg.py and base_generator.py and reads its vk.xml and video.xml (tests/package/registry_consumer.py,
# as Vulkan-Tools' and the validation layers' generators do); the library's SONAME is libvulkan.so.1, the sample layer
# has none; exported symbols carry no version (as Debian's symbols file has them, @Base) and are
# a superset of Debian 12's libvulkan1 symbols; and, where the Khronos 1.4.359 reference build is
# in the cache (tests/conformance/reference-loader.sh), they equal that loader's exports.
# Usage: check_package.sh DESTDIR SOURCE_ROOT
set -eu
dest=$(cd "$1" && pwd)
src=$(cd "$2" && pwd)
triplet=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || c++ -print-multiarch)
version=$(tail -n 1 "$src/generated/registry_version.txt")
libdir="$dest/usr/lib/$triplet"
lib="$libdir/libvulkan.so.$version"
fail() { echo "check_package: $*" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== file list (tests/install/distribution.txt)"
(cd "$dest" && find . -type f -o -type l | sed 's|^\.||' | sed "s|$triplet|@TRIPLET@|g; s|$version|@VERSION@|g" | sort) > "$work/got"
grep -v '^#' "$src/tests/install/distribution.txt" | grep . | sort > "$work/want"
diff -u "$work/want" "$work/got" || fail "the staged install differs from tests/install/distribution.txt (- listed, + installed)"
echo "$(wc -l < "$work/got") files, as listed"

echo "== pkg-config in the staging root"
pc_version=$(PKG_CONFIG_SYSROOT_DIR="$dest" PKG_CONFIG_LIBDIR="$libdir/pkgconfig" pkg-config --modversion vulkan)
[ "$pc_version" = "$version" ] || fail "pkg-config --modversion vulkan says $pc_version, not $version"
pc_flags=$(PKG_CONFIG_SYSROOT_DIR="$dest" PKG_CONFIG_LIBDIR="$libdir/pkgconfig" pkg-config --cflags --libs vulkan)
echo "vulkan $pc_version: $pc_flags"
# shellcheck disable=SC2086  # pkg-config's words
cc -o "$work/pc_consumer" -x c - $pc_flags <<'C' || fail "a C program does not build with pkg-config's flags"
#include <vulkan/vulkan.h>
int main(void) { uint32_t v = 0; return vkEnumerateInstanceVersion(&v) == VK_SUCCESS ? 0 : 1; }
C

echo "== CMake: find_package(VulkanHeaders) and find_package(Vulkan) against the staging root"
mkdir -p "$work/cmake"
cat > "$work/cmake/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(consumer C)
find_package(VulkanHeaders 1.3 REQUIRED CONFIG)
find_package(Vulkan REQUIRED)
message(STATUS "VulkanHeaders ${VulkanHeaders_VERSION} registry ${VULKAN_HEADERS_REGISTRY_DIRECTORY}")
message(STATUS "Vulkan ${Vulkan_VERSION} include ${Vulkan_INCLUDE_DIRS} library ${Vulkan_LIBRARIES}")
foreach(f vk.xml video.xml)
  if(NOT EXISTS "${VULKAN_HEADERS_REGISTRY_DIRECTORY}/${f}")
    message(FATAL_ERROR "VULKAN_HEADERS_REGISTRY_DIRECTORY (${VULKAN_HEADERS_REGISTRY_DIRECTORY}) has no ${f}")
  endif()
endforeach()
add_executable(headers_only headers_only.c)
target_link_libraries(headers_only PRIVATE Vulkan::Headers)
add_executable(consumer consumer.c)
target_link_libraries(consumer PRIVATE Vulkan::Vulkan)
CMAKE
cat > "$work/cmake/headers_only.c" <<'C'
#include <vulkan/vulkan.h>
#include <stdio.h>
int main(void) { printf("%u\n", (unsigned)VK_HEADER_VERSION); return 0; }
C
cat > "$work/cmake/consumer.c" <<'C'
#include <vulkan/vulkan.h>
#include <stdio.h>
int main(void) {
    uint32_t v = 0;
    if (vkEnumerateInstanceVersion(&v) != VK_SUCCESS) return 1;
    printf("%u.%u.%u\n", VK_API_VERSION_MAJOR(v), VK_API_VERSION_MINOR(v), VK_API_VERSION_PATCH(v));
    return 0;
}
C
# Only the staging root: CMAKE_FIND_ROOT_PATH_MODE_* ONLY keeps the system's libvulkan-dev out.
cmake -S "$work/cmake" -B "$work/cmake/build" -DCMAKE_FIND_ROOT_PATH="$dest" -DCMAKE_PREFIX_PATH=/usr \
  -DCMAKE_FIND_ROOT_PATH_MODE_PACKAGE=ONLY -DCMAKE_FIND_ROOT_PATH_MODE_INCLUDE=ONLY \
  -DCMAKE_FIND_ROOT_PATH_MODE_LIBRARY=ONLY -DCMAKE_LIBRARY_ARCHITECTURE="$triplet" > "$work/cmake.log" 2>&1 ||
  { cat "$work/cmake.log"; fail "cmake could not configure the consumer against the staging root"; }
grep -E "VulkanHeaders|Vulkan " "$work/cmake.log" | grep -- "--"
grep -q "registry $dest/usr/share/vulkan/registry\$" "$work/cmake.log" || { cat "$work/cmake.log"; fail "VULKAN_HEADERS_REGISTRY_DIRECTORY is not the staged registry"; }
grep -q "include $dest/usr/include" "$work/cmake.log" || { cat "$work/cmake.log"; fail "find_package(Vulkan) did not take the staged headers"; }
grep -q "library $libdir/libvulkan.so" "$work/cmake.log" || { cat "$work/cmake.log"; fail "find_package(Vulkan) did not take the staged library"; }
cmake --build "$work/cmake/build" > "$work/build.log" 2>&1 || { cat "$work/build.log"; fail "the CMake consumer does not build"; }
[ "$("$work/cmake/build/headers_only")" = "${version##*.}" ] || fail "Vulkan::Headers gave headers other than $version's"
# The program runs on the staged loader (no driver: the version query needs none).
got=$(LD_LIBRARY_PATH="$libdir" VK_DRIVER_FILES=/nonexistent "$work/cmake/build/consumer") || fail "the CMake consumer fails to run"
[ "$got" = "$version" ] || fail "the consumer's vkEnumerateInstanceVersion says $got, not $version (another loader?)"
echo "a CMake consumer built and ran: vkEnumerateInstanceVersion $got"

echo "== C++: vulkan.hpp and vulkan_raii.hpp with pkg-config's flags, run on the staged library"
# One translation unit (the bindings are slow to compile: about 10 s here); -O0, no debug info.
start=$(date +%s)
# shellcheck disable=SC2086  # pkg-config's words
c++ -std=c++20 -O0 -DEXPECTED_HEADER_VERSION="${version##*.}" -o "$work/hpp_consumer" \
  "$src/tests/package/hpp_consumer.cpp" $pc_flags || fail "a C++ program using vulkan.hpp and vulkan_raii.hpp does not build"
got=$(LD_LIBRARY_PATH="$libdir" VK_DRIVER_FILES=/nonexistent "$work/hpp_consumer") || fail "the C++ consumer fails to run"
[ "${got%% *}" = "$version" ] || fail "vk::enumerateInstanceVersion says ${got%% *}, not $version (another loader?)"
opened=${got#* }
[ "${opened%% *}" = "$version" ] || fail "vk::raii::Context's loader says ${opened%% *}, not $version (another loader?)"
echo "built in $(( $(date +%s) - start )) s and ran: static and vk::raii dispatch both $version; $got"

echo "== C++ module vulkan (vulkan.cppm)"
# vulkan.cppm begins `export import std;`: it needs the C++23 standard library module, which GCC
# builds from 15 on (-fmodules, bits/std.cc). Older compilers, Debian 12's GCC 12 among them, skip.
gcc_major=$(c++ -dumpfullversion 2>/dev/null | cut -d. -f1)
if c++ -dM -E -x c++ /dev/null | grep -q __clang__; then
  echo "skipped: vulkan.cppm exports 'import std' (the C++23 standard library module); with clang that needs libc++'s std module, not tried here ($(c++ --version | head -n 1))"
elif [ "${gcc_major:-0}" -lt 15 ]; then
  echo "skipped: vulkan.cppm exports 'import std' (the C++23 standard library module), which this compiler ($(c++ --version | head -n 1)) cannot build; GCC 15 can"
else
  mkdir -p "$work/module" && cd "$work/module"
  cat > consumer.cpp <<'CPP'
import vulkan;
int main() { return vk::makeApiVersion(0, 1, 4, 0) == VK_MAKE_API_VERSION(0, 1, 4, 0) ? 0 : 1; }
CPP
  # shellcheck disable=SC2086  # pkg-config's words
  { c++ -std=c++23 -fmodules -fsearch-include-path -c bits/std.cc &&
    c++ -std=c++23 -fmodules $pc_flags -c "$dest/usr/include/vulkan/vulkan.cppm" &&
    c++ -std=c++23 -fmodules -o consumer consumer.cpp vulkan.o std.o $pc_flags; } ||
    fail "the vulkan module (vulkan.cppm) does not build with $(c++ --version | head -n 1)"
  LD_LIBRARY_PATH="$libdir" ./consumer || fail "the vulkan module's consumer fails"
  cd "$src"
  echo "the vulkan module built and a program importing it ran"
fi

echo "== Python: the staged registry's reg.py and base_generator.py read its vk.xml and video.xml"
python3 "$src/tests/package/registry_consumer.py" "$dest/usr/share/vulkan/registry" "$version" ||
  fail "a generator importing the staged registry's reg.py could not read it"

echo "== SONAME, symbol versions, symbols"
readelf -d "$lib" | grep -q "Library soname: \[libvulkan.so.1\]" || fail "$lib: SONAME is not libvulkan.so.1"
! readelf -d "$libdir/libVkLayer_vkl_draw_stats.so" | grep -q SONAME || fail "the sample layer has a SONAME"
objdump -T "$lib" | awk '$2 == "g" && $NF ~ /^vk/ { print $(NF-1), $NF }' > "$work/dynsyms"
versioned=$(awk '$1 != "Base" { print $2 }' "$work/dynsyms")
[ -z "$versioned" ] || fail "versioned exports (Debian's libvulkan1 has none): $(echo $versioned)"
awk '{ print $2 }' "$work/dynsyms" | sort -u > "$work/ours"
sed -n 's/^ \(vk[A-Za-z0-9_]*\)@Base .*/\1/p' "$src/tests/install/debian-libvulkan1-1.3.239.symbols" | sort -u > "$work/debian"
missing=$(comm -23 "$work/debian" "$work/ours")
[ -z "$missing" ] || fail "Debian 12's libvulkan1 exports these and this library does not: $(echo $missing)"
echo "$(wc -l < "$work/ours") exports, unversioned; every one of Debian 12's $(wc -l < "$work/debian") among them"
cache=${VKL_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/vkl}
reference=$(ls -d "$cache"/khronos-loader-tests-v"$version" 2>/dev/null || true)
if [ -n "$reference" ] && [ -f "$reference/ok" ]; then
  # Vulkan commands only (vk + capital): that build is configured for its test suite
  # (BUILD_TESTS=ON), which also exports the test hook vk_string_validate.
  nm -D --defined-only "$reference/build/loader/libvulkan.so.1" | awk '$3 ~ /^vk[A-Z]/ { print $3 }' | sort -u > "$work/khronos"
  if ! cmp -s "$work/khronos" "$work/ours"; then
    diff "$work/khronos" "$work/ours" | sed 's/^</  Khronos only:/; s/^>/  vkl only:/' | grep only
    fail "the exports differ from the Khronos $version loader's"
  fi
  echo "the exports equal the Khronos $version loader's ($(wc -l < "$work/khronos"))"
elif [ "${VKL_REQUIRE_SHARED:-}" = 1 ]; then
  fail "no Khronos $version reference build in $cache (tests/conformance/reference-loader.sh builds it)"
else
  echo "no Khronos $version reference build in $cache: its exports not compared"
fi
echo "check_package: the staged install is what a libvulkan1 + libvulkan-dev drop-in needs"
