// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "base/platform.h"

#include <dirent.h>
#include <fcntl.h>
#include <dlfcn.h>
#include <link.h>
#include <gnu/libc-version.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>

#include "base/env.h"
#include "base/path_walk.h"
#include "base/sync.h"

namespace vkl::platform {

const char* get_env(const char* name) {
    const char* value = secure_getenv(name);
    return (value != nullptr && value[0] != '\0') ? value : nullptr;  // empty counts as unset
}

bool env_is_set(const char* name) { return secure_getenv(name) != nullptr; }

const char* get_env_even_empty(const char* name) { return secure_getenv(name); }

const char* get_env_even_elevated(const char* name) { return std::getenv(name); }

bool env_is_set_even_elevated(const char* name) { return std::getenv(name) != nullptr; }

void write_stderr(const char* text) { std::fputs(text, stderr); }

bool for_each_dir_entry(const char* dir, void (*fn)(const char* name, void* user), void* user) {
    DIR* d = opendir(dir);
    if (d == nullptr)
        return false;
    while (const dirent* e = readdir(d))
        fn(e->d_name, user);
    closedir(d);
    return true;
}

bool is_directory(const char* path) {
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

namespace {

// The load address of the object whose segments hold `address` (0: none). dl_iterate_phdr, not
// dladdr: dladdr also looks for the nearest symbol, a walk over all of libc's (170,000
// instructions, measured).
uintptr_t object_of(const void* address) {
    struct Find {
        uintptr_t address;
        uintptr_t base;
    } find{reinterpret_cast<uintptr_t>(address), 0};
    dl_iterate_phdr(
        [](dl_phdr_info* info, size_t, void* user) {
            auto* f = static_cast<Find*>(user);
            for (int i = 0; i < info->dlpi_phnum; ++i) {
                const ElfW(Phdr)& ph = info->dlpi_phdr[i];
                const uintptr_t start = info->dlpi_addr + ph.p_vaddr;
                if (ph.p_type == PT_LOAD && f->address >= start && f->address < start + ph.p_memsz) {
                    f->base = info->dlpi_addr;
                    return 1;
                }
            }
            return 0;
        },
        &find);
    return find.base;
}

// Whether the opendir this library calls is another than the C library's: a program or a
// preloaded library that redirects paths (test harnesses such as the Khronos loader tests',
// sandboxes) defines its own. Asked once: the symbols a library binds to do not change.
// (Two threads may both find out: they find the same.)
std::atomic<int> g_opendir_interposed{-1};  // -1: not asked yet
bool opendir_interposed() {
    int known = g_opendir_interposed.load(std::memory_order_relaxed);
    if (known < 0) {
        const uintptr_t ours = object_of(reinterpret_cast<const void*>(&opendir));
        const uintptr_t libc = object_of(reinterpret_cast<const void*>(&gnu_get_libc_version));
        known = ours == 0 || libc == 0 || ours != libc;  // cannot tell: the careful path
        g_opendir_interposed.store(known, std::memory_order_relaxed);
    }
    return known != 0;
}

}  // namespace

FileStamp stamp(const char* path) {
    FileStamp f;
    struct stat st;
    const bool found = stat(path, &st) == 0;
    // Where opendir is interposed, a directory is stamped through the handle opendir gives, the
    // one its listing is read from: an interposed opendir may resolve a path differently from
    // stat, and the stamp must describe what is listed. (Otherwise stat says the same, without
    // opendir's allocation: most of the cost of a search.)
    if ((!found || S_ISDIR(st.st_mode)) && opendir_interposed()) {
        DIR* d = opendir(path);
        if (d == nullptr && !found)
            return f;
        if (d != nullptr) {
            const bool ok = fstat(dirfd(d), &st) == 0;
            closedir(d);
            if (!ok)
                return f;
        }
    } else if (!found) {
        return f;
    }
    f.device = st.st_dev;
    f.inode = st.st_ino;
    f.size = static_cast<unsigned long long>(st.st_size);
    f.mtime_ns = static_cast<long long>(st.st_mtim.tv_sec) * 1000000000LL + st.st_mtim.tv_nsec;
    f.ctime_ns = static_cast<long long>(st.st_ctim.tv_sec) * 1000000000LL + st.st_ctim.tv_nsec;
    f.exists = true;
    f.is_directory = S_ISDIR(st.st_mode);
    return f;
}

long long now_ns() {
    timespec t{};
    clock_gettime(CLOCK_REALTIME, &t);
    return static_cast<long long>(t.tv_sec) * 1000000000LL + t.tv_nsec;
}

bool file_exists(const char* path) { return access(path, F_OK) == 0; }

char* real_path(const char* path) { return ::realpath(path, nullptr); }

char* read_file(const char* path, size_t* size, size_t max) {
    // Only regular files: a FIFO or device named *.json would block the read (or never end).
    // Checked before opening, since opening a FIFO blocks already; opened close-on-exec so a
    // child the application starts does not inherit it.
    struct stat st;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        errno = S_ISDIR(st.st_mode) ? EISDIR : EINVAL;
        return nullptr;
    }
    FILE* f = std::fopen(path, "rbe");
    if (f == nullptr)
        return nullptr;
    // What is checked from here on is the open file itself, whatever the name points at by now:
    // it is a regular file, and at most `max` bytes are read from it (one more tells that it is
    // larger), whatever a stat of the name said before.
    if (fstat(fileno(f), &st) == 0 && !S_ISREG(st.st_mode)) {  // replaced since the check
        std::fclose(f);
        errno = EINVAL;
        return nullptr;
    }
    if (max > kMaxReadFile)
        max = kMaxReadFile;
    size_t cap = max + 2 < 4096 ? max + 2 : 4096, len = 0;  // room for max + 1 bytes and the NUL
    char* buf = static_cast<char*>(std::malloc(cap));
    while (buf) {
        len += std::fread(buf + len, 1, cap - len - 1, f);
        if (std::ferror(f)) {
            std::free(buf);
            buf = nullptr;
            break;
        }
        if (len > max) {  // more than the cap: refused without reading the rest
            std::free(buf);
            buf = nullptr;
            errno = EFBIG;
            break;
        }
        if (std::feof(f))
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
    std::fclose(f);
    if (buf) {
        buf[len] = '\0';
        if (size)
            *size = len;
    }
    return buf;
}

namespace {
// tools/vkloader's --app; atomic because any thread may ask for the program's path.
std::atomic<const char*> g_tool_executable{nullptr};
}  // namespace

void set_executable_path_for_tools(const char* path) { g_tool_executable.store(path, std::memory_order_release); }

bool executable_path(char* out, size_t size) {
    if (const char* p = g_tool_executable.load(std::memory_order_acquire)) {
        std::snprintf(out, size, "%s", p);
        return true;
    }
    const ssize_t n = readlink("/proc/self/exe", out, size - 1);
    if (n <= 0)
        return false;
    out[n] = '\0';
    return true;
}

bool write_file_replacing(const char* path, const char* data, size_t size, const char** refusal) {
    if (refusal)
        *refusal = nullptr;
    // The folder reached one component at a time (base/path_walk.h): a folder of the path that
    // is another user's symbolic link (SHARED/reports -> ~/private) is not followed, so the
    // rename below never replaces a file of the user's elsewhere; a folder where another user
    // can replace what is written (writable by others and not sticky, or another user's and
    // writable by more than them) is refused.
    PathWalk walk;
    if (!walk_to_leaf(path, walk)) {
        if (refusal)
            *refusal = walk.refusal;
        return false;
    }
    const int dir = walk.folder;
    if (folder_shared_unsafely(dir)) {
        if (refusal)
            *refusal = "its folder can be written by other users (writable by others and not sticky, or another user's)";
        close(dir);
        errno = EACCES;
        return false;
    }
    // A new file of a name no one can guess, created exclusively (O_CREAT | O_EXCL, so no planted
    // symlink is followed and no FIFO opened), in that folder, then renamed over the name there
    // (renameat replaces a link, FIFO or hard link at the name itself, never what it points to or
    // shares its content with).
    char tmp[sizeof walk.leaf + 16];
    int fd = -1;
    for (int tries = 0; fd < 0 && tries < 16; ++tries) {
        unsigned char r[6] = {};
        if (getentropy(r, sizeof r) != 0) {
            timespec now{};
            clock_gettime(CLOCK_MONOTONIC, &now);
            const unsigned long long t = static_cast<unsigned long long>(now.tv_nsec) ^
                                         (static_cast<unsigned long long>(getpid()) << 30) ^ static_cast<unsigned long long>(tries);
            std::memcpy(r, &t, sizeof r);
        }
        std::snprintf(tmp, sizeof tmp, "%.200s.%02x%02x%02x%02x%02x%02x", walk.leaf, r[0], r[1], r[2], r[3], r[4], r[5]);
        fd = openat(dir, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    if (fd < 0) {
        const int e = errno;
        close(dir);
        errno = e;
        return false;
    }
    // 0600, or an existing target's mode if it is stricter still (a regular file of this user's).
    struct stat st;
    if (fstatat(dir, walk.leaf, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode) && st.st_uid == geteuid() &&
        (st.st_mode & 0777 & ~0600) == 0)
        fchmod(fd, st.st_mode & 0600);
    bool ok = true;
    for (size_t done = 0; ok && done < size;) {
        const ssize_t n = ::write(fd, data + done, size - done);
        if (n > 0)
            done += static_cast<size_t>(n);
        else if (n < 0 && errno != EINTR)
            ok = false;
    }
    int e = errno;
    if (::close(fd) != 0 && ok) {
        ok = false;
        e = errno;
    }
    if (ok && renameat(dir, tmp, dir, walk.leaf) != 0) {
        ok = false;
        e = errno;
    }
    if (!ok)
        unlinkat(dir, tmp, 0);
    close(dir);
    errno = e;
    return ok;
}

// Lazy binding, the dynamic linker's default and every Linux loader's: a driver or layer with
// an unresolved symbol on a path it never takes still loads.
namespace {
// refuse_library_for_tools's paths: a list that only grows (vkloader's process keeps it to its
// end), pushed lock-free; nullptr in the library, so dl_open pays one load for it.
struct RefusedLibrary {
    RefusedLibrary* next;
    char path[];
};
std::atomic<RefusedLibrary*> g_refused_libraries{nullptr};
constexpr const char* kRefusedLibrary = "refused: it took vkloader's probe process down while loading";
thread_local const char* t_refused = nullptr;  // dl_error's text after a refusal
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
            t_refused = kRefusedLibrary;
            return nullptr;
        }
    return dlopen(path, RTLD_LAZY | RTLD_LOCAL | (keep_loaded ? RTLD_NODELETE : 0));
}
void* dl_sym(void* library, const char* name) { return dlsym(library, name); }
// VK_LOADER_DISABLE_DYNAMIC_LIBRARY_UNLOADING=1 (read once per load of the loader, as the
// reference reads it at its start): driver and layer libraries are never unloaded, so leak
// checkers and profilers still find their symbols at exit. It names no path and loads nothing,
// so it applies under elevated privileges too.
namespace {
Once g_unloading_once;
bool g_unloading_disabled = false;
}  // namespace
void dl_close(void* library) {
    g_unloading_once.call([] {
        g_unloading_disabled = vkl::env_flag(vkl::Env::VK_LOADER_DISABLE_DYNAMIC_LIBRARY_UNLOADING);
    });
    if (!g_unloading_disabled)
        dlclose(library);
}
const char* dl_error() {
    if (const char* refused = t_refused) {
        t_refused = nullptr;
        return refused;
    }
    const char* e = dlerror();
    return e ? e : "unknown dynamic loader error";
}

const char* dl_error_kind(const char* text) {
    // glibc's wording (elf/dl-load.c); anything else keeps the general answer.
    if (std::strstr(text, "wrong ELF class") || std::strstr(text, "machine"))
        return "wrong architecture";
    if (std::strstr(text, "No such file"))
        return "library not found";
    if (std::strstr(text, "undefined symbol"))
        return "unresolved symbol";
    if (std::strstr(text, "file too short") || std::strstr(text, "invalid ELF header") || std::strstr(text, "ELF file") ||
        std::strstr(text, "only ET_DYN"))
        return "not a shared library";
    return "cannot be loaded";
}

// No display adapter order on POSIX: Linux sorts devices by their own properties.
bool for_each_display_adapter(AdapterFn, void*) { return false; }

}  // namespace vkl::platform
