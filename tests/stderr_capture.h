// SPDX-License-Identifier: Apache-2.0
// StderrCapture: what is written to stderr (file descriptor 2, where the loader logs) while the
// object lives. Shared by the unit and runtime tests.
#pragma once

#include <stdlib.h>
#include <unistd.h>

#include <cstdio>
#include <string>

class StderrCapture {
public:
    StderrCapture() {
        std::fflush(stderr);
        char tmpl[] = "/tmp/vkl-stderr-XXXXXX";
        fd_ = mkstemp(tmpl);
        path_ = tmpl;
        saved_ = dup(2);
        dup2(fd_, 2);
    }
    StderrCapture(const StderrCapture&) = delete;
    StderrCapture& operator=(const StderrCapture&) = delete;
    std::string text() const {
        std::fflush(stderr);
        std::string out;
        if (FILE* f = std::fopen(path_.c_str(), "r")) {
            char buf[4096];
            size_t n;
            while ((n = std::fread(buf, 1, sizeof buf, f)) > 0)
                out.append(buf, n);
            std::fclose(f);
        }
        return out;
    }
    ~StderrCapture() {
        std::fflush(stderr);
        dup2(saved_, 2);
        close(saved_);
        close(fd_);
        unlink(path_.c_str());
    }

private:
    int fd_ = -1, saved_ = -1;
    std::string path_;
};
