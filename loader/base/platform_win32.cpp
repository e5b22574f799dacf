// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// base/platform.h on Windows. Every text the loader holds is UTF-8; every path, variable name
// and value is converted to UTF-16 at the wide-character Win32 call and back (a path that is
// not valid UTF-8 fails with EILSEQ, never reaches a system call half-converted).
//
// Elevated is a process of high integrity level or above (an administrator's elevated token, a
// service): it reads as unset every variable that secure_getenv would hide on Linux, and loads
// no library by a bare name from anywhere but the system folder.
#include "base/platform.h"

#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#include <cfgmgr32.h>
#include <dxgi1_6.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cwchar>

#include "base/env.h"
#include "base/sync.h"

namespace vkl::platform {

void lock_exclusive(void** lock) { AcquireSRWLockExclusive(reinterpret_cast<PSRWLOCK>(lock)); }
void unlock_exclusive(void** lock) { ReleaseSRWLockExclusive(reinterpret_cast<PSRWLOCK>(lock)); }
unsigned long current_thread_id() { return GetCurrentThreadId(); }
static_assert(sizeof(SRWLOCK) == sizeof(void*));

long long process_id() { return static_cast<long long>(GetCurrentProcessId()); }

namespace {

// UTF-8 -> UTF-16, malloc'd; nullptr with errno EILSEQ (not UTF-8) or ENOMEM.
wchar_t* widen(const char* text) {
    const int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, text, -1, nullptr, 0);
    if (n <= 0) {
        errno = EILSEQ;
        return nullptr;
    }
    auto* w = static_cast<wchar_t*>(std::malloc(sizeof(wchar_t) * static_cast<size_t>(n)));
    if (w == nullptr) {
        errno = ENOMEM;
        return nullptr;
    }
    MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, text, -1, w, n);
    return w;
}

// UTF-16 (`len` units, or NUL-terminated for -1) -> UTF-8, malloc'd and NUL-terminated. An
// unpaired surrogate becomes U+FFFD.
char* narrow(const wchar_t* text, int len = -1) {
    const int n = WideCharToMultiByte(CP_UTF8, 0, text, len, nullptr, 0, nullptr, nullptr);
    if (n < 0 || (n == 0 && len != 0)) {
        errno = EILSEQ;
        return nullptr;
    }
    auto* s = static_cast<char*>(std::malloc(static_cast<size_t>(n) + 1));
    if (s == nullptr) {
        errno = ENOMEM;
        return nullptr;
    }
    WideCharToMultiByte(CP_UTF8, 0, text, len, s, n, nullptr, nullptr);
    s[n] = '\0';
    return s;
}

// A malloc'd wide string that frees itself.
struct Wide {
    wchar_t* p;
    explicit Wide(const char* text) : p(text ? widen(text) : nullptr) {}
    ~Wide() { std::free(p); }
    Wide(const Wide&) = delete;
    Wide& operator=(const Wide&) = delete;
};

int errno_of(DWORD error) {
    switch (error) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
    case ERROR_INVALID_NAME:
    case ERROR_BAD_NETPATH:
        return ENOENT;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
        return EACCES;
    case ERROR_NOT_ENOUGH_MEMORY:
    case ERROR_OUTOFMEMORY:
        return ENOMEM;
    case ERROR_FILENAME_EXCED_RANGE:
        return ENAMETOOLONG;
    case ERROR_ALREADY_EXISTS:
    case ERROR_FILE_EXISTS:
        return EEXIST;
    default:
        return EIO;
    }
}

// Whether the process token's integrity level is high or above (Khronos's IsHighIntegrity
// asks the same). Asked once: a process's token does not change level.
std::atomic<int> g_high_integrity{-1};
bool elevated() {
    int known = g_high_integrity.load(std::memory_order_relaxed);
    if (known >= 0)
        return known != 0;
    bool high = false;
    HANDLE token = nullptr;
    if (OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &token)) {
        alignas(TOKEN_MANDATORY_LABEL) unsigned char buf[sizeof(TOKEN_MANDATORY_LABEL) + SECURITY_MAX_SID_SIZE];
        DWORD got = 0;
        if (GetTokenInformation(token, TokenIntegrityLevel, buf, sizeof buf, &got)) {
            const auto* label = reinterpret_cast<const TOKEN_MANDATORY_LABEL*>(buf);
            PSID sid = label->Label.Sid;
            const DWORD rid = *GetSidSubAuthority(sid, static_cast<DWORD>(*GetSidSubAuthorityCount(sid) - 1));
            high = rid >= SECURITY_MANDATORY_HIGH_RID;
        }
        CloseHandle(token);
    }
    g_high_integrity.store(high ? 1 : 0, std::memory_order_relaxed);
    return high;
}

// Values handed out by get_env: kept, one per (name, value) seen, until the loader is unloaded
// (the interface returns pointers as getenv does). A value that changes adds an entry; an
// unchanged one is found again, so the list grows only with changes of the environment.
struct EnvValue {
    EnvValue* next;
    const char* value;  // into text, after the name's NUL
    char text[];
};
Mutex g_env_lock;
EnvValue* g_env_values = nullptr;

const char* keep_value(const char* name, const char* value) {
    const std::lock_guard<Mutex> guard(g_env_lock);
    for (EnvValue* v = g_env_values; v; v = v->next)
        if (std::strcmp(v->text, name) == 0 && std::strcmp(v->value, value) == 0)
            return v->value;
    const size_t n = std::strlen(name) + 1, m = std::strlen(value) + 1;
    auto* v = static_cast<EnvValue*>(std::malloc(sizeof(EnvValue) + n + m));
    if (v == nullptr)
        return nullptr;
    std::memcpy(v->text, name, n);
    std::memcpy(v->text + n, value, m);
    v->value = v->text + n;
    v->next = g_env_values;
    g_env_values = v;
    return v->value;
}

// GetEnvironmentVariableW's value in UTF-8 (kept), "" for an empty one, nullptr when unset.
const char* read_env(const char* name) {
    Wide wname(name);
    if (wname.p == nullptr)
        return nullptr;
    wchar_t inline_buf[256];
    SetLastError(ERROR_SUCCESS);
    DWORD n = GetEnvironmentVariableW(wname.p, inline_buf, 256);
    if (n == 0)
        return GetLastError() == ERROR_ENVVAR_NOT_FOUND ? nullptr : keep_value(name, "");
    wchar_t* w = inline_buf;
    if (n >= 256) {  // too long for `small`: n is the size it needs, NUL included
        w = static_cast<wchar_t*>(std::malloc(sizeof(wchar_t) * n));
        const DWORD got = w ? GetEnvironmentVariableW(wname.p, w, n) : 0;
        if (got == 0 || got >= n) {  // removed or grown in between: read as unset
            std::free(w);
            return nullptr;
        }
    }
    char* utf8 = narrow(w);
    if (w != inline_buf)
        std::free(w);
    if (utf8 == nullptr)
        return nullptr;
    const char* kept = keep_value(name, utf8);
    std::free(utf8);
    return kept;
}

// environment()'s UTF-8 copies of the environment block: the newest, and the ones before it
// (entries of an EnvScope may still point into them) until unload.
struct EnvBlock {
    EnvBlock* next;
    wchar_t* wide;       // the block it was made from, to tell an unchanged block
    size_t wide_units;
    char** entries;      // NULL-terminated, each malloc'd with the array
};
EnvBlock* g_env_blocks = nullptr;

}  // namespace

char* const* environment() {
    wchar_t* block = GetEnvironmentStringsW();
    if (block == nullptr)
        return nullptr;
    size_t units = 0, count = 0;
    while (block[units] != L'\0') {
        units += std::wcslen(block + units) + 1;
        ++count;
    }
    ++units;
    const std::lock_guard<Mutex> guard(g_env_lock);
    if (g_env_blocks && g_env_blocks->wide_units == units &&
        std::memcmp(g_env_blocks->wide, block, units * sizeof(wchar_t)) == 0) {
        FreeEnvironmentStringsW(block);
        return g_env_blocks->entries;
    }
    auto* b = static_cast<EnvBlock*>(std::calloc(1, sizeof(EnvBlock)));
    char** entries = b ? static_cast<char**>(std::calloc(count + 1, sizeof(char*))) : nullptr;
    wchar_t* wide = entries ? static_cast<wchar_t*>(std::malloc(units * sizeof(wchar_t))) : nullptr;
    if (wide == nullptr) {
        std::free(entries);
        std::free(b);
        FreeEnvironmentStringsW(block);
        return nullptr;
    }
    std::memcpy(wide, block, units * sizeof(wchar_t));
    size_t i = 0;
    for (const wchar_t* e = block; *e != L'\0'; e += std::wcslen(e) + 1)
        if (e[0] != L'=')  // "=C:=C:\dir": the per-drive current directories, no variables
            if (char* s = narrow(e))
                entries[i++] = s;
    FreeEnvironmentStringsW(block);
    b->wide = wide;
    b->wide_units = units;
    b->entries = entries;
    b->next = g_env_blocks;
    g_env_blocks = b;
    return entries;
}

void free_environment_copies() {
    const std::lock_guard<Mutex> guard(g_env_lock);
    while (EnvBlock* b = g_env_blocks) {
        g_env_blocks = b->next;
        for (char** e = b->entries; *e; ++e)
            std::free(*e);
        std::free(b->entries);
        std::free(b->wide);
        std::free(b);
    }
    while (EnvValue* v = g_env_values) {
        g_env_values = v->next;
        std::free(v);
    }
}

bool is_elevated() { return elevated(); }

bool is_wow64() {
    static std::atomic<int> known{-1};  // a process's bitness does not change: asked once
    int v = known.load(std::memory_order_relaxed);
    if (v < 0) {
        BOOL wow = FALSE;
        v = IsWow64Process(GetCurrentProcess(), &wow) && wow ? 1 : 0;
        known.store(v, std::memory_order_relaxed);
    }
    return v != 0;
}

const char* get_env_even_elevated(const char* name) { return read_env(name); }

bool env_is_set_even_elevated(const char* name) { return read_env(name) != nullptr; }

const char* get_env_even_empty(const char* name) { return elevated() ? nullptr : read_env(name); }

bool env_is_set(const char* name) { return get_env_even_empty(name) != nullptr; }

const char* get_env(const char* name) {
    const char* value = get_env_even_empty(name);
    return (value != nullptr && value[0] != '\0') ? value : nullptr;  // empty counts as unset
}

void write_stderr(const char* text) { std::fputs(text, stderr); }

bool for_each_dir_entry(const char* dir, void (*fn)(const char* name, void* user), void* user) {
    char* pattern = static_cast<char*>(std::malloc(std::strlen(dir) + 3));
    if (pattern == nullptr)
        return false;
    std::strcpy(pattern, dir);
    std::strcat(pattern, "\\*");
    Wide wpattern(pattern);
    std::free(pattern);
    if (wpattern.p == nullptr)
        return false;
    WIN32_FIND_DATAW data;
    HANDLE h = FindFirstFileExW(wpattern.p, FindExInfoBasic, &data, FindExSearchNameMatch, nullptr, FIND_FIRST_EX_LARGE_FETCH);
    if (h == INVALID_HANDLE_VALUE) {
        // An empty directory still lists "." and ".."; a missing one fails.
        return GetLastError() == ERROR_FILE_NOT_FOUND && is_directory(dir);
    }
    do {
        if (char* name = narrow(data.cFileName)) {
            fn(name, user);
            std::free(name);
        }
    } while (FindNextFileW(h, &data));
    FindClose(h);
    return true;
}

bool is_directory(const char* path) {
    Wide w(path);
    if (w.p == nullptr)
        return false;
    const DWORD a = GetFileAttributesW(w.p);
    return a != INVALID_FILE_ATTRIBUTES && (a & FILE_ATTRIBUTE_DIRECTORY);
}

namespace {
// FILETIME-style 100 ns ticks since 1601 -> ns since 1970.
long long unix_ns(long long ticks) { return (ticks - 116444736000000000LL) * 100; }
}  // namespace

FileStamp stamp(const char* path) {
    FileStamp f;
    Wide w(path);
    if (w.p == nullptr)
        return f;
    // The handle of the file or directory itself (FILE_FLAG_BACKUP_SEMANTICS opens a directory),
    // read-attributes only and sharing everything, so that no writer is kept out.
    HANDLE h = CreateFileW(w.p, FILE_READ_ATTRIBUTES, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                           OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, nullptr);
    if (h == INVALID_HANDLE_VALUE)
        return f;
    BY_HANDLE_FILE_INFORMATION info;
    FILE_BASIC_INFO basic;
    const bool ok = GetFileInformationByHandle(h, &info) &&
                    GetFileInformationByHandleEx(h, FileBasicInfo, &basic, sizeof basic);
    CloseHandle(h);
    if (!ok)
        return f;
    f.device = info.dwVolumeSerialNumber;
    f.inode = (static_cast<unsigned long long>(info.nFileIndexHigh) << 32) | info.nFileIndexLow;
    f.size = (static_cast<unsigned long long>(info.nFileSizeHigh) << 32) | info.nFileSizeLow;
    f.mtime_ns = unix_ns(basic.LastWriteTime.QuadPart);
    f.ctime_ns = unix_ns(basic.ChangeTime.QuadPart);
    f.exists = true;
    f.is_directory = (info.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) != 0;
    return f;
}

long long now_ns() {
    FILETIME t;
    GetSystemTimePreciseAsFileTime(&t);
    return unix_ns((static_cast<long long>(t.dwHighDateTime) << 32) | t.dwLowDateTime);
}

bool file_exists(const char* path) {
    Wide w(path);
    return w.p != nullptr && GetFileAttributesW(w.p) != INVALID_FILE_ATTRIBUTES;
}

char* real_path(const char* path) {
    Wide w(path);
    if (w.p == nullptr)
        return nullptr;
    HANDLE h = CreateFileW(w.p, FILE_READ_ATTRIBUTES, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                           OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, nullptr);
    if (h == INVALID_HANDLE_VALUE) {
        errno = errno_of(GetLastError());
        return nullptr;
    }
    // The final path: links and junctions resolved, as the volume names it (\\?\C:\...).
    const DWORD n = GetFinalPathNameByHandleW(h, nullptr, 0, FILE_NAME_NORMALIZED | VOLUME_NAME_DOS);
    wchar_t* out = n ? static_cast<wchar_t*>(std::malloc(sizeof(wchar_t) * (n + 1))) : nullptr;
    const DWORD got = out ? GetFinalPathNameByHandleW(h, out, n + 1, FILE_NAME_NORMALIZED | VOLUME_NAME_DOS) : 0;
    CloseHandle(h);
    if (got == 0 || got > n) {
        std::free(out);
        errno = ENOENT;
        return nullptr;
    }
    const wchar_t* p = out;
    if (std::wcsncmp(p, L"\\\\?\\UNC\\", 8) == 0)
        p += 6;  // keep "\\" of \\server\share: written back below
    else if (std::wcsncmp(p, L"\\\\?\\", 4) == 0)
        p += 4;
    char* utf8 = narrow(p);
    if (utf8 && p != out && std::wcsncmp(out, L"\\\\?\\UNC\\", 8) == 0)
        utf8[0] = '\\';
    std::free(out);
    return utf8;
}

char* read_file(const char* path, size_t* size, size_t max) {
    Wide w(path);
    if (w.p == nullptr)
        return nullptr;
    HANDLE h = CreateFileW(w.p, GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                           OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, nullptr);
    if (h == INVALID_HANDLE_VALUE) {
        errno = errno_of(GetLastError());
        return nullptr;
    }
    // Only a file on disk: a pipe, console or device named *.json is never read, a directory
    // fails with EISDIR. Checked on the open handle, whatever the name points at by now.
    BY_HANDLE_FILE_INFORMATION info;
    if (GetFileType(h) != FILE_TYPE_DISK || !GetFileInformationByHandle(h, &info)) {
        CloseHandle(h);
        errno = EINVAL;
        return nullptr;
    }
    if (info.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) {
        CloseHandle(h);
        errno = EISDIR;
        return nullptr;
    }
    if (max > kMaxReadFile)
        max = kMaxReadFile;
    size_t cap = max + 2 < 4096 ? max + 2 : 4096, len = 0;  // room for max + 1 bytes and the NUL
    char* buf = static_cast<char*>(std::malloc(cap));
    while (buf) {
        DWORD got = 0;
        if (!ReadFile(h, buf + len, static_cast<DWORD>(cap - len - 1), &got, nullptr)) {
            errno = errno_of(GetLastError());
            std::free(buf);
            buf = nullptr;
            break;
        }
        len += got;
        if (len > max) {  // more than the cap: refused without reading the rest
            std::free(buf);
            buf = nullptr;
            errno = EFBIG;
            break;
        }
        if (got == 0)
            break;
        if (len + 1 == cap) {
            const size_t grown = cap > (max + 2) / 2 ? max + 2 : cap * 2;
            char* bigger = static_cast<char*>(std::realloc(buf, grown));
            if (bigger == nullptr) {
                std::free(buf);
                buf = nullptr;
                break;
            }
            buf = bigger;
            cap = grown;
        }
    }
    CloseHandle(h);
    if (buf) {
        buf[len] = '\0';
        if (size)
            *size = len;
    }
    return buf;
}

namespace {
std::atomic<const char*> g_tool_executable{nullptr};
}  // namespace

void set_executable_path_for_tools(const char* path) { g_tool_executable.store(path, std::memory_order_release); }

bool executable_path(char* out, size_t size) {
    if (const char* p = g_tool_executable.load(std::memory_order_acquire)) {
        std::snprintf(out, size, "%s", p);
        return true;
    }
    // GetModuleFileNameW truncates silently: a buffer it fills completely may hold part of it.
    for (DWORD cap = MAX_PATH;; cap *= 2) {
        auto* w = static_cast<wchar_t*>(std::malloc(sizeof(wchar_t) * cap));
        if (w == nullptr)
            return false;
        const DWORD n = GetModuleFileNameW(nullptr, w, cap);
        if (n == 0 || (n == cap && cap >= 32768)) {
            std::free(w);
            return false;
        }
        if (n < cap) {
            char* utf8 = narrow(w, static_cast<int>(n));
            std::free(w);
            if (utf8 == nullptr || std::strlen(utf8) >= size) {
                std::free(utf8);
                return false;
            }
            std::strcpy(out, utf8);
            std::free(utf8);
            return true;
        }
        std::free(w);
    }
}

bool write_file_replacing(const char* path, const char* data, size_t size, const char** refusal) {
    // No folder rules here yet (the POSIX walk's owner and link checks have no Windows
    // counterpart in this build): a failure is a system error, which *refusal says by nullptr.
    if (refusal)
        *refusal = nullptr;
    // A new file of a name no other process uses, created exclusively (CREATE_NEW: an existing
    // name, link or not, fails), beside the target, then moved over it.
    static std::atomic<unsigned> counter{0};
    char tmp[4096];
    if (std::snprintf(tmp, sizeof tmp, "%s.%lu.%u.tmp", path, GetCurrentProcessId(),
                      counter.fetch_add(1, std::memory_order_relaxed)) >= static_cast<int>(sizeof tmp)) {
        errno = ENAMETOOLONG;
        return false;
    }
    Wide wtmp(tmp), wpath(path);
    if (wtmp.p == nullptr || wpath.p == nullptr)
        return false;
    HANDLE h = CreateFileW(wtmp.p, GENERIC_WRITE, 0, nullptr, CREATE_NEW, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (h == INVALID_HANDLE_VALUE) {
        errno = errno_of(GetLastError());
        return false;
    }
    bool ok = true;
    for (size_t done = 0; ok && done < size;) {
        DWORD n = 0;
        const DWORD chunk = size - done > (1u << 30) ? (1u << 30) : static_cast<DWORD>(size - done);
        ok = WriteFile(h, data + done, chunk, &n, nullptr) && n > 0;
        done += n;
    }
    DWORD e = ok ? ERROR_SUCCESS : GetLastError();
    if (!CloseHandle(h) && ok) {
        ok = false;
        e = GetLastError();
    }
    if (ok && !MoveFileExW(wtmp.p, wpath.p, MOVEFILE_REPLACE_EXISTING)) {
        ok = false;
        e = GetLastError();
    }
    if (!ok) {
        DeleteFileW(wtmp.p);
        errno = errno_of(e);
    }
    return ok;
}

namespace {
struct RefusedLibrary {
    RefusedLibrary* next;
    char path[];
};
std::atomic<RefusedLibrary*> g_refused_libraries{nullptr};
constexpr const char* kRefusedLibrary = "refused: it took vkloader's probe process down while loading";
// dl_error's text: the failing call's error, with the kind dl_error_kind reads back.
thread_local char t_error[512];
thread_local bool t_has_error = false;

void set_error(const char* what, DWORD code, const char* kind) {
    wchar_t* msg = nullptr;
    FormatMessageW(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, nullptr,
                   code, 0, reinterpret_cast<wchar_t*>(&msg), 0, nullptr);
    char* text = msg ? narrow(msg) : nullptr;
    if (msg)
        LocalFree(msg);
    if (text)  // FormatMessage's text ends in "\r\n"
        for (size_t n = std::strlen(text); n > 0 && (text[n - 1] == '\n' || text[n - 1] == '\r' || text[n - 1] == ' ');)
            text[--n] = '\0';
    std::snprintf(t_error, sizeof t_error, "%s failed, error %lu (%s)%s%s", what, static_cast<unsigned long>(code), kind,
                  text && text[0] ? ": " : "", text ? text : "");
    std::free(text);
    t_has_error = true;
}

// Why a LoadLibrary failed, in dl_error_kind's words. ERROR_BAD_EXE_FORMAT covers both a PE of
// the other architecture and a file that is no PE at all: the file's headers tell them apart.
const char* load_failure_kind(const wchar_t* path, DWORD code) {
    if (code == ERROR_MOD_NOT_FOUND || code == ERROR_FILE_NOT_FOUND || code == ERROR_PATH_NOT_FOUND)
        return "library not found";
    if (code == ERROR_PROC_NOT_FOUND)
        return "unresolved symbol";
    if (code != ERROR_BAD_EXE_FORMAT)
        return "cannot be loaded";
    HANDLE h = CreateFileW(path, GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                           OPEN_EXISTING, 0, nullptr);
    if (h == INVALID_HANDLE_VALUE)
        return "not a shared library";
    unsigned char head[1024];
    DWORD got = 0;
    const bool read = ReadFile(h, head, sizeof head, &got, nullptr);
    CloseHandle(h);
    if (!read || got < 0x40 || head[0] != 'M' || head[1] != 'Z')
        return "not a shared library";
    DWORD pe;
    std::memcpy(&pe, head + 0x3C, 4);
    if (pe + 6 > got || std::memcmp(head + pe, "PE\0\0", 4) != 0)
        return "not a shared library";
    WORD machine;
    std::memcpy(&machine, head + pe + 4, 2);
    const WORD ours = sizeof(void*) == 8 ? IMAGE_FILE_MACHINE_AMD64 : IMAGE_FILE_MACHINE_I386;
    return machine != ours ? "wrong architecture" : "not a shared library";
}
}  // namespace

void refuse_library_for_tools(const char* path) {
    const size_t n = std::strlen(path) + 1;
    auto* r = static_cast<RefusedLibrary*>(std::malloc(sizeof(RefusedLibrary) + n));
    if (r == nullptr)
        return;
    std::memcpy(r->path, path, n);
    r->next = g_refused_libraries.load(std::memory_order_relaxed);
    while (!g_refused_libraries.compare_exchange_weak(r->next, r, std::memory_order_release, std::memory_order_relaxed)) {
    }
}

void* dl_open(const char* path, bool keep_loaded) {
    for (const RefusedLibrary* r = g_refused_libraries.load(std::memory_order_acquire); r; r = r->next)
        if (path && std::strcmp(r->path, path) == 0) {
            std::snprintf(t_error, sizeof t_error, "%s", kRefusedLibrary);
            t_has_error = true;
            return nullptr;
        }
    Wide w(path);
    if (w.p == nullptr) {
        set_error("LoadLibraryExW", ERROR_INVALID_NAME, "library not found");
        return nullptr;
    }
    // Never the current directory, never PATH: a bare name ("vulkan_driver.dll") only from the
    // system folder; a path as given, with the DLLs it depends on from its own folder and the
    // system folder (LOAD_LIBRARY_SEARCH_DLL_LOAD_DIR needs a fully qualified path).
    const bool has_folder = std::wcschr(w.p, L'\\') != nullptr || std::wcschr(w.p, L'/') != nullptr;
    const bool absolute = (w.p[0] && w.p[1] == L':') || (w.p[0] == L'\\' && w.p[1] == L'\\');
    DWORD flags = LOAD_LIBRARY_SEARCH_SYSTEM32;
    if (has_folder && absolute)
        flags |= LOAD_LIBRARY_SEARCH_DLL_LOAD_DIR;
    else if (has_folder)
        flags = LOAD_WITH_ALTERED_SEARCH_PATH;  // relative with a folder: taken as given
    HMODULE m = LoadLibraryExW(w.p, nullptr, flags);
    if (m == nullptr) {
        const DWORD code = GetLastError();
        set_error("LoadLibraryExW", code, load_failure_kind(w.p, code));
        return nullptr;
    }
    if (keep_loaded) {
        HMODULE pinned = nullptr;
        GetModuleHandleExW(GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS | GET_MODULE_HANDLE_EX_FLAG_PIN,
                           reinterpret_cast<LPCWSTR>(m), &pinned);
    }
    return m;
}

void* dl_sym(void* library, const char* name) {
    return reinterpret_cast<void*>(GetProcAddress(static_cast<HMODULE>(library), name));
}

namespace {
Once g_unloading_once;
bool g_unloading_disabled = false;
}  // namespace
void dl_close(void* library) {
    g_unloading_once.call([] {
        g_unloading_disabled = vkl::env_flag(vkl::Env::VK_LOADER_DISABLE_DYNAMIC_LIBRARY_UNLOADING);
    });
    if (!g_unloading_disabled)
        FreeLibrary(static_cast<HMODULE>(library));
}

const char* dl_error() {
    if (!t_has_error)
        return "unknown dynamic loader error";
    t_has_error = false;
    return t_error;
}

// ---- the registry -------------------------------------------------------------------------

const char* hive_name(Hive hive) { return hive == Hive::LocalMachine ? "HKEY_LOCAL_MACHINE" : "HKEY_CURRENT_USER"; }

bool for_each_registry_value(Hive hive, const char* key, RegistryValueFn fn, void* user) {
    Wide wkey(key);
    HKEY k = nullptr;
    if (wkey.p == nullptr ||
        RegOpenKeyExW(hive == Hive::LocalMachine ? HKEY_LOCAL_MACHINE : HKEY_CURRENT_USER, wkey.p, 0, KEY_QUERY_VALUE,
                      &k) != ERROR_SUCCESS)
        return false;
    // Value names are at most 16,383 characters (the registry's limit); one buffer holds any.
    constexpr DWORD kMaxName = 16384;
    auto* name = static_cast<wchar_t*>(std::malloc(sizeof(wchar_t) * kMaxName));
    for (DWORD i = 0; name != nullptr; ++i) {
        DWORD name_len = kMaxName, type = 0, data = 0, data_size = sizeof data;
        const LSTATUS r = RegEnumValueW(k, i, name, &name_len, nullptr, &type, reinterpret_cast<BYTE*>(&data), &data_size);
        if (r == ERROR_NO_MORE_ITEMS)
            break;
        if (r != ERROR_SUCCESS && r != ERROR_MORE_DATA)  // more data: a value that is no DWORD;
            break;  // any other error (the key deleted meanwhile) would repeat at every index
        if (char* utf8 = narrow(name, static_cast<int>(name_len))) {
            const bool is_dword = r == ERROR_SUCCESS && type == REG_DWORD && data_size == sizeof data;
            fn(utf8, is_dword, is_dword ? data : 0, user);
            std::free(utf8);
        }
    }
    std::free(name);
    RegCloseKey(k);
    return true;
}

namespace {

// The device's software key's `value` (REG_SZ or REG_MULTI_SZ), each string to fn.
void device_strings(DEVINST dev, const wchar_t* device_id, const wchar_t* value, DeviceStringFn fn, void* user) {
    HKEY k = nullptr;
    if (CM_Open_DevNode_Key(dev, KEY_QUERY_VALUE, 0, RegDisposition_OpenExisting, &k, CM_REGISTRY_SOFTWARE) !=
        CR_SUCCESS)
        return;
    DWORD type = 0, size = 0;
    if (RegQueryValueExW(k, value, nullptr, &type, nullptr, &size) == ERROR_SUCCESS &&
        (type == REG_SZ || type == REG_MULTI_SZ) && size > 0 && size < (1u << 20)) {
        // Two more NULs than the value's bytes: a registry string need not be stored terminated.
        const size_t units = size / sizeof(wchar_t) + 2;
        auto* text = static_cast<wchar_t*>(std::calloc(units, sizeof(wchar_t)));
        DWORD got = static_cast<DWORD>((units - 2) * sizeof(wchar_t));
        if (text && RegQueryValueExW(k, value, nullptr, &type, reinterpret_cast<BYTE*>(text), &got) == ERROR_SUCCESS) {
            char* id = narrow(device_id);
            for (const wchar_t* p = text; *p && p < text + units - 2; p += std::wcslen(p) + 1) {
                if (char* utf8 = narrow(p)) {
                    fn(id ? id : "?", utf8, user);
                    std::free(utf8);
                }
                if (type == REG_SZ)
                    break;
            }
            std::free(id);
        }
        std::free(text);
    }
    RegCloseKey(k);
}

}  // namespace

bool for_each_adapter_registry_string(const char* value, DeviceStringFn fn, void* user) {
    // The display adapters' device class, and the software components' one (a driver's
    // component may carry the value instead of its adapter).
    static const wchar_t kDisplayClass[] = L"{4d36e968-e325-11ce-bfc1-08002be10318}";
    static const wchar_t kSoftwareComponentClass[] = L"{5c4c3332-344d-483c-8739-259e934c9cc8}";
    constexpr ULONG kFlags = CM_GETIDLIST_FILTER_CLASS | CM_GETIDLIST_FILTER_PRESENT;
    Wide wvalue(value);
    if (wvalue.p == nullptr)
        return false;
    wchar_t* ids = nullptr;
    for (int attempt = 0; attempt < 4; ++attempt) {  // a device added in between: asked again
        ULONG units = 0;
        if (CM_Get_Device_ID_List_SizeW(&units, kDisplayClass, kFlags) != CR_SUCCESS || units == 0)
            return false;
        std::free(ids);
        ids = static_cast<wchar_t*>(std::calloc(units + 1, sizeof(wchar_t)));
        if (ids == nullptr)
            return false;
        const CONFIGRET r = CM_Get_Device_ID_ListW(kDisplayClass, ids, units, kFlags);
        if (r == CR_SUCCESS)
            break;
        ids[0] = L'\0';
        if (r != CR_BUFFER_SMALL)
            break;
    }
    if (ids == nullptr)
        return false;
    for (const wchar_t* id = ids; *id; id += std::wcslen(id) + 1) {
        DEVINST dev = 0;
        if (CM_Locate_DevNodeW(&dev, const_cast<wchar_t*>(id), CM_LOCATE_DEVNODE_NORMAL) != CR_SUCCESS)
            continue;
        ULONG status = 0, problem = 0;
        if (CM_Get_DevNode_Status(&status, &problem, dev, 0) == CR_SUCCESS && (status & DN_HAS_PROBLEM) &&
            problem == CM_PROB_NEED_RESTART)
            continue;  // installed, waiting for a restart: not in use yet
        device_strings(dev, id, wvalue.p, fn, user);
        DEVINST child = 0;
        for (CONFIGRET c = CM_Get_Child(&child, dev, 0); c == CR_SUCCESS; c = CM_Get_Sibling(&child, child, 0)) {
            wchar_t guid[40] = {};
            ULONG guid_size = sizeof guid;
            if (CM_Get_DevNode_Registry_PropertyW(child, CM_DRP_CLASSGUID, nullptr, guid, &guid_size, 0) != CR_SUCCESS ||
                _wcsicmp(guid, kSoftwareComponentClass) != 0)
                continue;
            wchar_t child_id[MAX_DEVICE_ID_LEN] = {};
            if (CM_Get_Device_IDW(child, child_id, MAX_DEVICE_ID_LEN, 0) != CR_SUCCESS)
                std::wcscpy(child_id, L"?");
            device_strings(child, child_id, wvalue.p, fn, user);
        }
    }
    std::free(ids);
    return true;
}

namespace {

// The kernel thunks' structures, as the Windows Driver Kit's d3dkmthk.h and d3dukmdt.h lay them
// out (mingw-w64 ships neither header): D3DKMT_ADAPTERINFO, D3DKMT_ENUMADAPTERS2,
// D3DKMT_QUERYADAPTERINFO and D3DDDI_QUERYREGISTRY_INFO.
struct KmtAdapterInfo {
    UINT handle;  // D3DKMT_HANDLE
    LUID luid;
    ULONG sources;
    BOOL precise_present_regions_preferred;
};
struct KmtEnumAdapters2 {
    ULONG count;
    KmtAdapterInfo* adapters;
};
struct KmtQueryAdapterInfo {
    UINT adapter;
    INT type;  // KMTQUERYADAPTERINFOTYPE
    void* data;
    UINT data_size;
};
constexpr INT kKmtQueryRegistry = 48;             // KMTQAITYPE_QUERYREGISTRY
constexpr INT kRegistryAdapterKey = 1;            // D3DDDI_QUERYREGISTRY_ADAPTERKEY
constexpr UINT kRegistryTranslatePath = 1;        // D3DDDI_QUERYREGISTRY_FLAGS.TranslatePath
constexpr INT kRegistryStatusSuccess = 0;         // D3DDDI_QUERYREGISTRY_STATUS_SUCCESS
constexpr INT kRegistryStatusBufferOverflow = 1;  // ..._BUFFER_OVERFLOW
struct KmtRegistryQuery {
    INT query_type;
    UINT flags;
    WCHAR value_name[MAX_PATH];
    ULONG value_type;
    ULONG physical_adapter_index;
    ULONG output_value_size;  // bytes of the value (the answer to an overflow)
    INT status;
    union {
        DWORD dword;
        UINT64 qword;
        WCHAR string[1];
        BYTE binary[1];
    } out;
};
// One adapter's `value` of `type`: its strings to fn; the query's NTSTATUS (0 when answered).
LONG adapter_strings(KernelThunkFn query, UINT adapter, uint32_t index, const wchar_t* value, ULONG type,
                     DeviceStringFn fn, void* user, uint32_t& strings) {
    KmtRegistryQuery head = {};
    head.query_type = kRegistryAdapterKey;
    head.flags = kRegistryTranslatePath;
    std::wcsncpy(head.value_name, value, MAX_PATH - 1);
    head.value_type = type;
    KmtQueryAdapterInfo q{adapter, kKmtQueryRegistry, &head, sizeof head};
    LONG st = query(&q);
    if (st != 0)
        return st;
    // Answered without an overflow: no such value (D3DDDI_QUERYREGISTRY_STATUS_FAIL), or one that
    // fitted the structure's 8-byte union (three characters and a NUL: no manifest path), passed over.
    if (head.status != kRegistryStatusBufferOverflow)
        return 0;
    // The value's size is known now: asked again with room for it and two more NULs (a
    // registry string need not be stored terminated). Bounded, as every registry read here.
    KmtRegistryQuery* full = nullptr;
    for (int attempt = 0; attempt < 4 && st == 0; ++attempt) {
        const ULONG bytes = head.output_value_size;
        if (bytes == 0 || bytes > (1u << 20))
            break;
        std::free(full);
        const size_t size = sizeof head + bytes + 2 * sizeof(WCHAR);
        full = static_cast<KmtRegistryQuery*>(std::calloc(1, size));
        if (full == nullptr)
            break;
        std::memcpy(full, &head, sizeof head);
        q.data = full;
        q.data_size = static_cast<UINT>(sizeof head + bytes);
        st = query(&q);
        if (st == 0 && full->status == kRegistryStatusBufferOverflow) {
            head.output_value_size = full->output_value_size;
            continue;
        }
        if (st == 0 && full->status == kRegistryStatusSuccess) {
            char name[32];
            std::snprintf(name, sizeof name, "adapter %u", index);
            const wchar_t* end = full->out.string + bytes / sizeof(WCHAR);
            for (const wchar_t* p = full->out.string; p < end && *p; p += std::wcslen(p) + 1) {
                if (char* utf8 = narrow(p)) {
                    fn(name, utf8, user);
                    ++strings;
                    std::free(utf8);
                }
                if (full->value_type == REG_SZ)
                    break;
            }
        }
        break;
    }
    std::free(full);
    return st;
}

}  // namespace

KernelAdapterAnswer kernel_adapter_strings(KernelThunkFn enumerate, KernelThunkFn query, KernelThunkFn close,
                                           const char* value, DeviceStringFn fn, void* user) {
    KernelAdapterAnswer answer;
    Wide wvalue(value);
    if (enumerate == nullptr || query == nullptr || wvalue.p == nullptr)
        return answer;
    answer.available = true;
    KmtEnumAdapters2 list{0, nullptr};
    // Asked twice: how many entries to make room for (the system's maximum), then the adapters,
    // which fills in their number (an adapter added beyond the room: the call fails, and the
    // Configuration Manager is asked instead). Never more than the room is read.
    answer.enum_status = enumerate(&list);
    const ULONG room = list.count;
    if (answer.enum_status == 0 && room > 0 && room < 256 &&
        (list.adapters = static_cast<KmtAdapterInfo*>(std::calloc(room, sizeof(KmtAdapterInfo)))) != nullptr &&
        (answer.enum_status = enumerate(&list)) == 0) {
        const ULONG count = list.count < room ? list.count : room;
        answer.adapters = count;
        for (ULONG i = 0; i < count; ++i) {
            LONG st = adapter_strings(query, list.adapters[i].handle, i, wvalue.p, REG_MULTI_SZ, fn, user, answer.strings);
            if (st != 0)  // refused as of another type, perhaps: asked as a REG_SZ
                st = adapter_strings(query, list.adapters[i].handle, i, wvalue.p, REG_SZ, fn, user, answer.strings);
            if (st != 0 && answer.status == 0)
                answer.status = st;
            // The enumeration opened each adapter: D3DKMT_CLOSEADAPTER, whose one member is the handle.
            if (close) {
                UINT handle = list.adapters[i].handle;
                close(&handle);
            }
        }
    }
    std::free(list.adapters);
    return answer;
}

KernelAdapterAnswer for_each_kernel_adapter_string(const char* value, DeviceStringFn fn, void* user) {
    // gdi32.dll from the system folder only; let go after the call, as dxgi.dll is.
    HMODULE gdi = LoadLibraryExW(L"gdi32.dll", nullptr, LOAD_LIBRARY_SEARCH_SYSTEM32);
    if (gdi == nullptr)
        return {};
    auto thunk = [&](const char* name) {
        return reinterpret_cast<KernelThunkFn>(reinterpret_cast<void*>(GetProcAddress(gdi, name)));
    };
    const KernelAdapterAnswer answer =
        kernel_adapter_strings(thunk("D3DKMTEnumAdapters2"), thunk("D3DKMTQueryAdapterInfo"), thunk("D3DKMTCloseAdapter"),
                               value, fn, user);
    FreeLibrary(gdi);
    return answer;
}

const char* dl_error_kind(const char* text) {
    for (const char* kind : {"wrong architecture", "library not found", "unresolved symbol", "not a shared library"}) {
        char paren[40];
        std::snprintf(paren, sizeof paren, "(%s)", kind);
        if (std::strstr(text, paren))
            return kind;
    }
    return "cannot be loaded";
}

bool for_each_display_adapter(AdapterFn fn, void* user) {
    // dxgi.dll from the system folder only. Loaded for the call and let go after: the loader asks
    // only while a driver of interface 6 or later has vk_icdEnumerateAdapterPhysicalDevices.
    HMODULE dxgi = LoadLibraryExW(L"dxgi.dll", nullptr, LOAD_LIBRARY_SEARCH_SYSTEM32);
    if (dxgi == nullptr)
        return false;
    using CreateFactory = HRESULT(WINAPI*)(REFIID, void**);
    auto create = reinterpret_cast<CreateFactory>(reinterpret_cast<void*>(GetProcAddress(dxgi, "CreateDXGIFactory1")));
    IDXGIFactory6* factory = nullptr;
    if (create == nullptr || create(__uuidof(IDXGIFactory6), reinterpret_cast<void**>(&factory)) != S_OK ||
        factory == nullptr) {
        FreeLibrary(dxgi);
        return false;
    }
    uint32_t index = 0;
    for (UINT i = 0;; ++i) {
        IDXGIAdapter1* adapter = nullptr;
        if (factory->EnumAdapterByGpuPreference(i, DXGI_GPU_PREFERENCE_UNSPECIFIED, __uuidof(IDXGIAdapter1),
                                                reinterpret_cast<void**>(&adapter)) != S_OK)
            break;  // DXGI_ERROR_NOT_FOUND past the last one; any other failure ends the order too
        DXGI_ADAPTER_DESC1 desc{};
        if (adapter->GetDesc1(&desc) == S_OK)
            fn(AdapterLuid{desc.AdapterLuid.LowPart, desc.AdapterLuid.HighPart}, index++, user);
        adapter->Release();
    }
    factory->Release();
    FreeLibrary(dxgi);
    return true;
}

}  // namespace vkl::platform
