// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A layer's output file (output_file.h): opened once, from a String setting of the process's
// settings, with the checks the header lists; whole lines under a lock; stderr as the fallback.
#include "chassis/output_file.h"

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstring>

#include "base/path_walk.h"
#include "chassis/context.h"
#include "chassis/settings.h"

namespace vkl::layer {

namespace {
bool lock_for_rewrite(int fd);
}  // namespace

OutputFile::OutputFile(const ProcessContext& process, const char* setting, Mode mode) {
    const std::string path = process.settings.get_string(setting);
    if (path.empty())
        return;  // stderr, as asked
    if (elevated() && process.settings.source(setting) != SettingSource::Default) {
        process.logf(Severity::Error, "output file %s (setting %s): refused in a process with elevated privileges; writing to stderr",
                     path.c_str(), setting);
        return;
    }
    // The default itself, in an elevated process, names the file only as an absolute path and
    // not through a symlink: a relative one is resolved in the caller's working directory, and
    // the caller could have planted a link there (to /etc/shadow, which a setuid-root program
    // would then empty and write).
    const bool guarded = elevated();
    if (guarded && path.front() != '/') {
        process.logf(Severity::Error, "output file %s (setting %s): a relative path is refused in a process with elevated "
                     "privileges; writing to stderr", path.c_str(), setting);
        return;
    }
    const int flags = O_WRONLY | O_CREAT | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | (mode == Mode::Append ? O_APPEND : 0);
    // The path's folders, one at a time (loader/base/path_walk.h): a folder of the path that is
    // another user's symbolic link (SHARED/reports -> ~/private, planted in a shared folder) is
    // not followed, so the user's file elsewhere is never emptied and written through it; the
    // name is then opened in the folder reached, never through a folder changed since.
    platform::PathWalk walk;
    if (!platform::walk_to_leaf(path.c_str(), walk)) {
        if (walk.refusal)
            process.logf(Severity::Error, "output file %s (setting %s): %s (uid %u); writing to stderr", path.c_str(), setting,
                         walk.refusal, walk.refused_uid);
        else
            process.logf(Severity::Error, "output file %s (setting %s): %s; writing to stderr", path.c_str(), setting,
                         std::strerror(errno));
        return;
    }
    const int dir = walk.folder;
    struct Close {
        int fd;
        ~Close() { close(fd); }
    } close_dir{dir};
    // The loader's state file is never fooled by a link planted at its name (it writes a new
    // file and renames it over the name); an output file may be a link the user made (to
    // /dev/stderr, to a FIFO a reader holds), so the same rule takes this shape: the name itself
    // is opened without following a link, and a link there is followed only when it is the
    // user's or root's (/dev/stderr, /proc/self/fd/N), never one another user planted (in a
    // shared sticky folder such as /tmp, next to the name the user chose) to make this process
    // empty and write a file of the user's that the link names.
    int fd = openat(dir, walk.leaf, flags | O_NOFOLLOW, 0666);
    // A link at the name fails that (ELOOP; EACCES from some kernels for O_CREAT in a sticky
    // folder): then whose link it is decides.
    struct stat link {};
    bool followed = false;
    if (fd < 0 && (errno == ELOOP || errno == EACCES) && !guarded && fstatat(dir, walk.leaf, &link, AT_SYMLINK_NOFOLLOW) == 0 &&
        S_ISLNK(link.st_mode)) {
        if (link.st_uid != geteuid() && link.st_uid != 0) {
            process.logf(Severity::Error, "output file %s (setting %s): a symbolic link of another user (uid %u), not "
                         "followed; writing to stderr", path.c_str(), setting, static_cast<unsigned>(link.st_uid));
            return;
        }
        fd = openat(dir, walk.leaf, flags, 0666);
        followed = true;
    } else if (fd < 0 && guarded && errno == EACCES && fstatat(dir, walk.leaf, &link, AT_SYMLINK_NOFOLLOW) == 0 &&
               S_ISLNK(link.st_mode)) {
        errno = ELOOP;  // the same refusal whatever the kernel says
    }
    if (fd < 0) {
        process.logf(Severity::Error, "output file %s (setting %s): %s; writing to stderr", path.c_str(), setting,
                     std::strerror(errno));
        return;
    }
    struct stat st {};
    if (fstat(fd, &st) != 0 || S_ISDIR(st.st_mode)) {
        process.logf(Severity::Error, "output file %s (setting %s): not a file; writing to stderr", path.c_str(), setting);
        close(fd);
        return;
    }
    // A regular file is written only when it is the user's own (or was just made): another
    // owner's file, which the user may be allowed to write (one planted world-writable in /tmp
    // under the name the user chose), is neither emptied nor given the user's lines, as the
    // state file never writes into another's file.
    if (S_ISREG(st.st_mode) && st.st_uid != geteuid()) {
        process.logf(Severity::Error, "output file %s (setting %s): the file belongs to another user (uid %u), not "
                     "written; writing to stderr", path.c_str(), setting, static_cast<unsigned>(st.st_uid));
        close(fd);
        return;
    }
    // Anything else (a FIFO, a socket, a device) only when it is the user's or root's (a
    // terminal, /dev/null): another user's FIFO planted at the name would read the user's report.
    if (!S_ISREG(st.st_mode) && st.st_uid != geteuid() && st.st_uid != 0) {
        process.logf(Severity::Error, "output file %s (setting %s): a %s of another user (uid %u), not written; writing to "
                     "stderr", path.c_str(), setting, S_ISFIFO(st.st_mode) ? "FIFO" : S_ISSOCK(st.st_mode) ? "socket" : "device",
                     static_cast<unsigned>(st.st_uid));
        close(fd);
        return;
    }
    // A hard link planted in a folder others can write (another user's link to a file of the
    // user's: the file is the user's, so the owner check passes) would have this process empty
    // and write that file: a regular file with more than one name is refused there, and
    // wherever a link of the user's led (its folder is not the one checked).
    struct stat folder {};
    const bool others_write = followed || fstat(dir, &folder) != 0 || folder.st_uid != geteuid() ||
                              (folder.st_mode & (S_IWGRP | S_IWOTH)) != 0;
    if (S_ISREG(st.st_mode) && st.st_nlink > 1 && others_write) {
        process.logf(Severity::Error, "output file %s (setting %s): the file has %lu names (hard links) in a folder others "
                     "can write, not written; writing to stderr", path.c_str(), setting,
                     static_cast<unsigned long>(st.st_nlink));
        close(fd);
        return;
    }
    // Opened without blocking (a FIFO with no reader fails at once, ENXIO); written blocking.
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    // Known to be the file's only once it is kept: a fallback to stderr is never "regular" (a
    // rewrite would empty the program's own stderr file).
    const bool regular = S_ISREG(st.st_mode);
    if (mode == Mode::Truncate && regular) {
        // Under the lock rewrite() takes: another process's report is never cut mid-write.
        const bool locked = lock_for_rewrite(fd);
        const bool emptied = ftruncate(fd, 0) == 0;
        const int saved = errno;
        if (locked)
            flock(fd, LOCK_UN);
        if (!emptied) {
            process.logf(Severity::Error, "output file %s (setting %s): cannot be emptied: %s; writing to stderr", path.c_str(),
                         setting, std::strerror(saved));
            close(fd);
            return;
        }
    }
    fd_ = fd;
    regular_ = regular;
    path_ = path;
    // Appended to: empty if it held nothing (a FIFO or device counts as empty: nothing to keep).
    started_empty_ = mode == Mode::Truncate || !regular || st.st_size == 0;
}

OutputFile::~OutputFile() {
    if (fd_ >= 0)
        close(fd_);
}

namespace {

// write(2) of all of `text`; false when it stopped (a full disk, a closed pipe: the rest is lost,
// as with any log).
bool write_fd(int fd, std::string_view text) {
    for (size_t done = 0; done < text.size();) {
        const ssize_t n = write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += static_cast<size_t>(n);
    }
    return true;
}

// The same on a pipe or socket the user named, whose reader may have gone: the program must not
// die of the SIGPIPE that write(2) raises then (its default action ends the process). SIGPIPE is
// blocked in this thread for the write, and one it raised is taken back before the mask returns
// (one already pending for the program stays pending).
bool write_fd_no_sigpipe(int fd, std::string_view text) {
    sigset_t pipe_only, old;
    sigemptyset(&pipe_only);
    sigaddset(&pipe_only, SIGPIPE);
    sigset_t pending;
    sigemptyset(&pending);
    const bool was_pending = sigpending(&pending) == 0 && sigismember(&pending, SIGPIPE) == 1;
    pthread_sigmask(SIG_BLOCK, &pipe_only, &old);
    const bool ok = write_fd(fd, text);
    const int saved = errno;
    if (!ok && saved == EPIPE && !was_pending) {
        const timespec zero{};
        while (sigtimedwait(&pipe_only, nullptr, &zero) < 0 && errno == EINTR) {
        }
    }
    pthread_sigmask(SIG_SETMASK, &old, nullptr);
    errno = saved;
    return ok;
}

// The advisory lock two processes writing one file take turns under (rewrite(), and Truncate's
// emptying). Another writer holds it for one truncate and write; a process that holds it longer
// (a stopped reader, `flock report.txt sleep 60`) is not waited on for more than about 200 ms:
// then the write goes ahead without it (false: nothing to unlock), as it did before locks.
bool lock_for_rewrite(int fd) {
    for (int tries = 0; tries < 200; ++tries) {
        if (flock(fd, LOCK_EX | LOCK_NB) == 0)
            return true;
        if (errno != EWOULDBLOCK && errno != EINTR)
            return false;
        const timespec ms{0, 1000000};
        nanosleep(&ms, nullptr);
    }
    return false;
}

}  // namespace

void OutputFile::write_all(std::string_view text) {
    if (fd_ < 0) {
        write_fd(2, text);
        return;
    }
    if (broken_.load(std::memory_order_relaxed))
        return;
    // A pipe whose reader has gone stays gone: later lines are dropped without a write.
    if (!(regular_ ? write_fd(fd_, text) : write_fd_no_sigpipe(fd_, text)) && errno == EPIPE)
        broken_.store(true, std::memory_order_relaxed);
}

bool OutputFile::enter() {
    writers_.fetch_add(1, std::memory_order_acq_rel);
    if (ended_.load(std::memory_order_acquire)) {
        leave();
        return false;
    }
    return true;
}

void OutputFile::write_last(std::string_view text) {
    if (ended_.exchange(true, std::memory_order_acq_rel))
        return;  // once
    // Writes that began before the flag was set come first: waited for 100 ms at most (a
    // writer stopped for good, by a kill or inside a full pipe, is not waited on longer).
    for (int tries = 0; tries < 100 && writers_.load(std::memory_order_acquire) != 0; ++tries) {
        const timespec ms{0, 1000000};
        nanosleep(&ms, nullptr);
    }
    write_all(text);
}

void OutputFile::write_lines(std::string_view text) {
    if (!enter())
        return;
    {
        std::lock_guard<std::mutex> g(lock_);
        write_all(text);
    }
    leave();
}

void OutputFile::line(std::string_view text) {
    std::string whole(text);
    if (whole.empty() || whole.back() != '\n')
        whole += '\n';
    if (!enter())
        return;
    {
        std::lock_guard<std::mutex> g(lock_);
        write_all(whole);
    }
    leave();
}

void OutputFile::linef(const char* format, ...) {
    char small[512];
    va_list ap;
    va_start(ap, format);
    va_list again;
    va_copy(again, ap);
    const int n = std::vsnprintf(small, sizeof small, format, ap);
    va_end(ap);
    if (n < 0) {
        va_end(again);
        return;
    }
    if (static_cast<size_t>(n) < sizeof small) {
        va_end(again);
        line(std::string_view(small, static_cast<size_t>(n)));
        return;
    }
    std::string big(static_cast<size_t>(n) + 1, '\0');
    std::vsnprintf(big.data(), big.size(), format, again);
    va_end(again);
    big.resize(static_cast<size_t>(n));
    line(big);
}

void OutputFile::rewrite(std::string_view text) {
    if (!enter())
        return;
    std::lock_guard<std::mutex> g(lock_);
    struct Leave {
        OutputFile* f;
        ~Leave() { f->leave(); }
    } leave_at_end{this};
    if (!regular_) {
        write_all(text);
        return;
    }
    // Another process may rewrite the same file (two programs with one report path): an
    // advisory lock over the emptying and the write, so that the file holds one whole report
    // (the last one) and never a mix of two or a hole of zeros.
    const bool locked = lock_for_rewrite(fd_);
    if (ftruncate(fd_, 0) == 0) {
        lseek(fd_, 0, SEEK_SET);
        write_all(text);
    }
    if (locked)
        flock(fd_, LOCK_UN);
}

}  // namespace vkl::layer
