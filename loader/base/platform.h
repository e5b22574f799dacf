// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The platform module: every environment, file, directory, dynamic-library and stderr access
// of the loader goes through these few functions. On Linux (platform.cpp) they are built on plain
// POSIX/glibc calls (secure_getenv, opendir/readdir, stat, fopen, access, dlopen, fputs), so tests
// can redirect them by symbol interposition. On Windows (platform_win32.cpp) on the wide-character
// Win32 calls: every text here is UTF-8, converted to UTF-16 at the system call; "elevated" is a
// process of high integrity level (an administrator's elevated token).
#pragma once

#include <cstddef>
#include <cstdint>

#if !defined(_WIN32)
#include <unistd.h>  // environ, getpid
#endif

namespace vkl::platform {

// The process environment as "NAME=value" entries, NULL-terminated, valid until the loader is
// unloaded or the environment changes (POSIX: environ itself; Windows: a UTF-8 copy of the
// process's environment block, kept while the block is unchanged).
// free_environment_copies: at unload (objects/library_unload.cpp), what environment() and
// get_env kept (nothing on POSIX).
#if defined(_WIN32)
char* const* environment();
void free_environment_copies();
long long process_id();
#else
inline char* const* environment() { return environ; }
inline void free_environment_copies() {}
inline long long process_id() { return static_cast<long long>(getpid()); }
#endif

// ---- path syntax --------------------------------------------------------------------------
// POSIX: '/' separates folders, ':' the items of a path list (VK_DRIVER_FILES, XDG_DATA_DIRS).
// Windows: '\\' or '/' separate folders, ';' the items (a drive letter has a ':'), as the
// loader documents give every path-list variable there.
// How log lines name the loader's own file: + the Vulkan version ("libvulkan.so.1.4.359";
// "vulkan-1.dll, Vulkan 1.4.359").
#if defined(_WIN32)
inline constexpr const char* kLoaderFilePrefix = "vulkan-1.dll, Vulkan ";
#else
inline constexpr const char* kLoaderFilePrefix = "libvulkan.so.";
#endif
#if defined(_WIN32)
inline constexpr char kPathListSeparator = ';';
inline constexpr char kFolderSeparator = '\\';
inline bool is_folder_separator(char c) { return c == '\\' || c == '/'; }
// "C:..." (a drive) or "\\..." / "/..." (the current drive's root, a UNC share).
inline bool is_absolute_path(const char* p) {
    return (p[0] != '\0' && p[1] == ':') || is_folder_separator(p[0]);
}
#else
inline constexpr char kPathListSeparator = ':';
inline constexpr char kFolderSeparator = '/';
inline bool is_folder_separator(char c) { return c == '/'; }
inline bool is_absolute_path(const char* p) { return p[0] == '/'; }
#endif
// ---- display adapters ---------------------------------------------------------------------
// Windows orders physical devices by the system's GPU preference (LoaderDriverInterface,
// "Physical Device Sorting": the display adapters, each named by its LUID, and a version-6
// driver's vk_icdEnumerateAdapterPhysicalDevices for each) instead of the Linux sort by device
// type and PCI address (LoaderApplicationInterface, "Physical Device Ordering"), which only Linux
// applies.
struct AdapterLuid {  // the layout of Windows' LUID, which drivers get by value
    uint32_t low_part;
    int32_t high_part;
};
#if defined(_WIN32)
inline constexpr bool kSortsDevicesByAdapter = true;
#else
inline constexpr bool kSortsDevicesByAdapter = false;
#endif
// Calls fn(luid, index, user) for each display adapter in the system's GPU preference order
// (DXGI 1.6, EnumAdapterByGpuPreference with no preference). False, with no call, when the
// system cannot say (POSIX; a Windows without IDXGIFactory6): devices are then not sorted.
using AdapterFn = void (*)(AdapterLuid luid, uint32_t index, void* user);
bool for_each_display_adapter(AdapterFn fn, void* user);

// The last folder separator of `path`, or nullptr (POSIX: strrchr, which the C library
// vectorises: base_name runs for every manifest and log record of a search).
#if defined(_WIN32)
inline const char* last_folder_separator(const char* path) {
    const char* last = nullptr;
    for (const char* p = path; *p; ++p)
        if (is_folder_separator(*p))
            last = p;
    return last;
}
#else
inline const char* last_folder_separator(const char* path) { return __builtin_strrchr(path, '/'); }
#endif

#if defined(_WIN32)
// ---- the Windows registry (UTF-8 names in, UTF-8 names out) -------------------------------
enum class Hive { LocalMachine, CurrentUser };
const char* hive_name(Hive hive);  // "HKEY_LOCAL_MACHINE", "HKEY_CURRENT_USER"
// Calls fn(name, data, user) for each value of `key` (under SOFTWARE, e.g.
// "SOFTWARE\\Khronos\\Vulkan\\Drivers") that is a REG_DWORD, in enumeration order; a value of
// another type is passed with `is_dword` false. A 32-bit process sees WOW6432Node's view (the
// system's registry redirection). False when the key cannot be opened.
using RegistryValueFn = void (*)(const char* name, bool is_dword, unsigned long data, void* user);
bool for_each_registry_value(Hive hive, const char* key, RegistryValueFn fn, void* user);
// The PnP Configuration Manager's devices: for every present display adapter and each of its
// software-component children, the adapter's or child's software key's `value` (REG_SZ, or each
// string of a REG_MULTI_SZ), as fn(device_id, text, user). False when the system has no
// Configuration Manager to ask (no device list).
using DeviceStringFn = void (*)(const char* device, const char* text, void* user);
bool for_each_adapter_registry_string(const char* value, DeviceStringFn fn, void* user);
// The display adapters as the kernel thunks give them (gdi32's D3DKMTEnumAdapters2), each asked
// through D3DKMTQueryAdapterInfo's registry query for its key's `value` (REG_MULTI_SZ, else
// REG_SZ; paths translated to the driver store's): each string as fn("adapter N", text, user).
// LoaderDriverInterface's first route ("obtained by first enumerating DXGI adapters. Should that
// fail it will use the PnP Configuration Manager API"). What the system answered, for the log.
struct KernelAdapterAnswer {
    bool available = false;  // gdi32 has both thunks
    long enum_status = 0;    // D3DKMTEnumAdapters2's NTSTATUS
    uint32_t adapters = 0;
    uint32_t strings = 0;    // the strings given to fn
    long status = 0;         // the first adapter's registry query NTSTATUS that was not a success
};
KernelAdapterAnswer for_each_kernel_adapter_string(const char* value, DeviceStringFn fn, void* user);
// The same through the thunks given (gdi32's, or a test's stand-ins): each takes its WDK
// structure (D3DKMT_ENUMADAPTERS2, D3DKMT_QUERYADAPTERINFO, D3DKMT_CLOSEADAPTER) and returns an
// NTSTATUS. Each adapter handle the enumeration opened is closed (`close` may be nullptr).
using KernelThunkFn = long(__stdcall*)(void* args);
KernelAdapterAnswer kernel_adapter_strings(KernelThunkFn enumerate, KernelThunkFn query, KernelThunkFn close,
                                           const char* value, DeviceStringFn fn, void* user);
// A process of high integrity level: it reads no HKEY_CURRENT_USER location (as the Khronos
// loader), as it reads no path variable (get_env).
bool is_elevated();
// A 32-bit process on 64-bit Windows (IsWow64Process): it reads the adapters' ...Wow values.
bool is_wow64();
#endif

// secure_getenv: returns nullptr when the process runs with elevated privileges
// (setuid/setgid/capabilities), so no variable can steer a privileged process. An empty value
// counts as unset.
const char* get_env(const char* name);

// Whether the variable is set at all, even to an empty string (secure_getenv: never under
// elevated privileges).
bool env_is_set(const char* name);
// secure_getenv's value as it is: "" for a variable set to the empty string.
const char* get_env_even_empty(const char* name);

// getenv, also under elevated privileges, for the variables that apply there (env.h says which:
// none of them names a path): the value as it is, "" for a variable set to the empty string.
const char* get_env_even_elevated(const char* name);

// The same through getenv, also under elevated privileges: for variables that can only take
// something away (an implicit layer's "disable_environment"), which a privileged process must
// still honour; nothing that adds code or paths is read this way.
bool env_is_set_even_elevated(const char* name);

// fputs to stderr.
void write_stderr(const char* text);

// Calls `fn(name, user)` for every entry of `dir` in the order readdir returns them.
// Returns false when the directory cannot be opened.
bool for_each_dir_entry(const char* dir, void (*fn)(const char* name, void* user), void* user);

bool is_directory(const char* path);

// What identifies one version of a file or directory (stat): a change of content, a
// replacement (rename over it) or, for a directory, an entry added or removed changes it.
struct FileStamp {
    unsigned long long device = 0, inode = 0, size = 0;
    long long mtime_ns = 0, ctime_ns = 0;
    bool exists = false, is_directory = false;
    bool operator==(const FileStamp&) const = default;
};
FileStamp stamp(const char* path);
// A stamp taken more than this after the file's mtime is "settled": a later change cannot leave
// the stamp as it was (within kRacyNs of the mtime, a change in the same timestamp tick could;
// git treats racily-clean index entries the same way). Covers the coarsest common timestamps.
inline constexpr long long kRacyNs = 2'000'000'000LL;
// CLOCK_REALTIME, the clock file timestamps come from, in nanoseconds.
long long now_ns();
bool file_exists(const char* path);
// The canonical absolute path (symbolic links, "." and ".." resolved), malloc'd; nullptr with
// errno set when it cannot be resolved (it does not exist, a loop, ...).
char* real_path(const char* path);

// Reads a whole regular file into a NUL-terminated malloc'd buffer; nullptr on failure (errno
// set; EINVAL for a FIFO, device or socket, which is never opened).
// A file of more than `max` bytes (at most kMaxReadFile) fails with EFBIG: the cap is checked
// on the open file while reading it, never by a stat of its name (a larger file renamed over it
// in between is refused too), and no more than `max` + 1 bytes are read.
inline constexpr size_t kMaxReadFile = size_t(64) << 20;
char* read_file(const char* path, size_t* size, size_t max = kMaxReadFile);

// The running program's full path (/proc/self/exe); false when it cannot be read.
bool executable_path(char* out, size_t size);
// tools/vkloader's --app: the program whose view it shows (the override layer's app_keys
// name programs by path). Set once, before any other loader call; the library never sets it.
void set_executable_path_for_tools(const char* path);

// Writes `size` bytes to `path` by a temporary file renamed over it (a reader sees the old
// or the new content, never half of it); false with errno set. The path's folders are reached
// one at a time (base/path_walk.h): a folder that is another user's symbolic link is not
// followed, and a folder where another user could replace what is written is refused; then
// *refusal (when given) says which rule, for the caller's log line (nullptr for a system error).
// The temporary file is created exclusively in that folder (never an existing name: a planted
// symlink or FIFO is neither followed nor opened, so the call cannot block) with mode 0600, or
// the existing file's if stricter, and renamed over the name there.
bool write_file_replacing(const char* path, const char* data, size_t size, const char** refusal = nullptr);

// dlopen(path, RTLD_LAZY | RTLD_LOCAL); `keep_loaded` adds RTLD_NODELETE (dl_close then never
// unmaps it). A path refuse_library_for_tools named fails, dl_error() saying why.
void* dl_open(const char* path, bool keep_loaded = false);
// tools/vkloader: a library that took its probe process down (aborted, crashed, hung or ended
// it while loading) is never dl_open'ed in vkloader's own process. An exact path, as dl_open is
// given it: kept apart from the user's filter variables, whose comma-separated values a name
// holding a comma would defeat. The library never calls it.
void refuse_library_for_tools(const char* path);
void* dl_sym(void* library, const char* name);
void dl_close(void* library);
const char* dl_error();               // the last dlerror() text, never nullptr
// What a dl_error() text means, in the words a user looks for: "library not found", "wrong
// architecture", "not a shared library", "unresolved symbol", or "cannot be loaded".
const char* dl_error_kind(const char* text);
// Whether a manifest's "library_arch" names the other word size than this process's: it starts
// with "32" in a 64-bit process or "64" in a 32-bit one. Any other text ("x86_64", "", "sixty")
// is no mismatch, as in the Khronos loaders (LoaderDriverInterface and LoaderLayerInterface
// document only "32" and "64").
inline bool names_other_word_size(const char* arch) {
    const char* other = sizeof(void*) == 8 ? "32" : "64";
    return arch[0] == other[0] && arch[1] == other[1];
}

}  // namespace vkl::platform
