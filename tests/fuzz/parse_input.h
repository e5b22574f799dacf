// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The in-process parser harnesses (fuzz_parse_*.cpp; README.md): each calls one parser of the
// loader or the chassis directly, as OSS-Fuzz's loader harnesses do, with no instance, driver or
// layer library. Those that read a file get the input written to one in a private folder on a
// tmpfs (/dev/shm where it exists), made once per process and removed at its end.
#pragma once

#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

namespace fuzz {

// The harness's folder, made at the first call.
inline const std::string& folder() {
    static const std::string dir = [] {
        char pattern[] = "/dev/shm/vkl-parse-XXXXXX";
        char fallback[] = "/tmp/vkl-parse-XXXXXX";
        const char* d = mkdtemp(pattern);
        if (d == nullptr)
            d = mkdtemp(fallback);
        if (d == nullptr) {
            std::perror("mkdtemp");
            std::abort();
        }
        static std::string made = d;
        std::atexit([] {
            const std::string cmd = "rm -rf '" + made + "'";
            if (std::system(cmd.c_str()) != 0) {
            }
        });
        return made;
    }();
    return dir;
}

// Writes `size` bytes to `path` (replacing it); aborts when it cannot (the harness is broken).
inline void write_input(const std::string& path, const uint8_t* data, size_t size) {
    const int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) {
        std::perror(path.c_str());
        std::abort();
    }
    for (size_t done = 0; done < size;) {
        const ssize_t n = ::write(fd, data + done, size - done);
        if (n <= 0) {
            std::perror(path.c_str());
            std::abort();
        }
        done += static_cast<size_t>(n);
    }
    close(fd);
}

}  // namespace fuzz
