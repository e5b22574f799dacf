// SPDX-License-Identifier: Apache-2.0
// A layer's output file (output_file.h): opened once, from a String setting of the process's
// settings, with the checks the header lists; whole lines under a lock; stderr as the fallback.
#include "chassis/output_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstring>

#include "chassis/context.h"
#include "chassis/settings.h"

namespace vkl::layer {

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
    const int flags = O_WRONLY | O_CREAT | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | (mode == Mode::Append ? O_APPEND : 0) |
                      (guarded ? O_NOFOLLOW : 0);
    const int fd = open(path.c_str(), flags, 0666);
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
    // Opened without blocking (a FIFO with no reader fails at once, ENXIO); written blocking.
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    // Known to be the file's only once it is kept: a fallback to stderr is never "regular" (a
    // rewrite would empty the program's own stderr file).
    const bool regular = S_ISREG(st.st_mode);
    if (mode == Mode::Truncate && regular && ftruncate(fd, 0) != 0) {
        process.logf(Severity::Error, "output file %s (setting %s): cannot be emptied: %s; writing to stderr", path.c_str(),
                     setting, std::strerror(errno));
        close(fd);
        return;
    }
    fd_ = fd;
    regular_ = regular;
    path_ = path;
}

OutputFile::~OutputFile() {
    if (fd_ >= 0)
        close(fd_);
}

void OutputFile::write_all(std::string_view text) {
    for (size_t done = 0; done < text.size();) {
        const ssize_t n = write(fd_ >= 0 ? fd_ : 2, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return;  // a full disk or a closed pipe: the rest is lost, as with any log
        done += static_cast<size_t>(n);
    }
}

void OutputFile::line(std::string_view text) {
    std::string whole(text);
    if (whole.empty() || whole.back() != '\n')
        whole += '\n';
    std::lock_guard<std::mutex> g(lock_);
    write_all(whole);
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
    std::lock_guard<std::mutex> g(lock_);
    if (regular_) {
        if (ftruncate(fd_, 0) != 0)
            return;
        lseek(fd_, 0, SEEK_SET);
    }
    write_all(text);
}

}  // namespace vkl::layer
