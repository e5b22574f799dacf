// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// What the test driver and test layer need of the system they run on, for both systems they
// are built for: Linux (.so, dladdr) and Windows (.dll under Wine, the cross build's
// tests/windows). Their configuration comes from VKL_TEST_DRIVER_<NAME> / VKL_TEST_LAYER_<NAME>,
// where NAME is the library's file name without its folder and its ".so" or ".dll".
#pragma once

#include <string>
#include <cstring>

#if defined(_WIN32)
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
// Exported from the DLL (the Linux build's symbol visibility; a .def names the driver's).
#define VKL_TEST_EXPORT __declspec(dllexport)
#else
#include <dlfcn.h>
#include <signal.h>
#include <unistd.h>
#define VKL_TEST_EXPORT __attribute__((visibility("default")))
#endif

namespace vkl_test {

// The file name (no folder, no ".so" / ".dll") of the library holding `address`.
inline std::string module_name_of(const void* address) {
    std::string file;
#if defined(_WIN32)
    HMODULE m = nullptr;
    char path[MAX_PATH] = {};
    if (GetModuleHandleExA(GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS | GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT,
                           static_cast<LPCSTR>(address), &m) &&
        GetModuleFileNameA(m, path, sizeof path) > 0)
        file = path;
    file = file.substr(file.find_last_of("\\/") + 1);
    const char* suffix = ".dll";
#else
    Dl_info info{};
    dladdr(const_cast<void*>(address), &info);
    file = info.dli_fname ? info.dli_fname : "";
    file = file.substr(file.rfind('/') + 1);
    const char* suffix = ".so";
#endif
    const size_t n = std::char_traits<char>::length(suffix);
    if (file.size() > n && file.compare(file.size() - n, n, suffix) == 0)
        file.resize(file.size() - n);
    return file;
}

// Never returns: on Linux also ignoring SIGALRM (an alarm() bound on a probe does not end it).
[[noreturn]] inline void hang_forever() {
#if defined(_WIN32)
    for (;;)
        Sleep(INFINITE);
#else
    signal(SIGALRM, SIG_IGN);
    for (;;)
        pause();
#endif
}

// `text` to standard output, unbuffered (file descriptor 1 on Linux).
inline void write_stdout_raw(const char* text) {
#if defined(_WIN32)
    DWORD written = 0;
    WriteFile(GetStdHandle(STD_OUTPUT_HANDLE), text, static_cast<DWORD>(std::strlen(text)), &written, nullptr);
#else
    (void)!write(1, text, std::strlen(text));
#endif
}

}  // namespace vkl_test
