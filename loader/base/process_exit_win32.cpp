// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// How process exit is told from FreeLibrary on Windows: DllMain's DLL_PROCESS_DETACH carries a
// non-null lpReserved when the process is terminating ("DllMain entry point": the other threads
// have already been ended, and may have held any lock), and a null one for FreeLibrary. The
// mingw-w64 C runtime's entry point calls DllMain before it runs the library's destructors, so
// objects/library_unload.cpp's destructor finds the mark set at exit only.
#include "base/process_exit.h"

#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>

#include <atomic>

namespace vkl {
namespace {
std::atomic<bool> g_exiting{false};
}  // namespace

bool process_exiting() { return g_exiting.load(std::memory_order_acquire); }

}  // namespace vkl

extern "C" BOOL WINAPI DllMain(HINSTANCE, DWORD reason, LPVOID reserved) {
    if (reason == DLL_PROCESS_DETACH && reserved != nullptr)
        vkl::g_exiting.store(true, std::memory_order_release);
    return TRUE;
}
