// CaptureStderr: what the loader writes to stderr (its log) while the object lives.
#pragma once

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

// What the loader writes to stderr while it lives.
struct CaptureStderr {
    int saved = -1, fd = -1;
    std::string path;
    CaptureStderr() {
        std::fflush(stderr);
        char tmpl[] = "/tmp/vkl-err-XXXXXX";
        fd = mkstemp(tmpl);
        path = tmpl;
        saved = dup(2);
        dup2(fd, 2);
    }
    std::string text() {
        std::fflush(stderr);
        std::string out;
        if (FILE* f = std::fopen(path.c_str(), "r")) {
            char buf[4096];
            size_t n;
            while ((n = std::fread(buf, 1, sizeof buf, f)) > 0)
                out.append(buf, n);
            std::fclose(f);
        }
        return out;
    }
    ~CaptureStderr() {
        std::fflush(stderr);
        dup2(saved, 2);
        close(saved);
        close(fd);
        unlink(path.c_str());
    }
};
