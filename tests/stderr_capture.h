// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// StderrCapture: what is written to stderr (file descriptor 2, where the loader logs) while the
// object lives. Shared by the unit and runtime tests.
//
// A program that dies inside a capture (a sanitizer report ends in abort(), a crash in a loader
// under test) would take what it wrote with it: the report went into the capture's file, not to
// the test log. So while a capture lives, a fatal signal first copies each live capture's text to
// the stderr it replaced (innermost first, so an outer capture passes on an inner one's), then
// the signal goes on to the handler that was there before (Catch's, which names the test).
#pragma once

#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#include <cerrno>
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
        prev_ = active();
        active() = this;
        struct sigaction sa {};
        sa.sa_handler = on_fatal_signal;
        sa.sa_flags = SA_ONSTACK;  // Catch's alternate stack, where it set one: a stack overflow too
        sigemptyset(&sa.sa_mask);
        for (size_t i = 0; i < kSignals; ++i)
            sigaction(kFatal[i], &sa, &old_[i]);
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
        for (size_t i = 0; i < kSignals; ++i)
            sigaction(kFatal[i], &old_[i], nullptr);
        active() = prev_;
        std::fflush(stderr);
        dup2(saved_, 2);
        close(saved_);
        close(fd_);
        unlink(path_.c_str());
    }

private:
    static constexpr int kFatal[] = {SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE};
    static constexpr size_t kSignals = sizeof kFatal / sizeof kFatal[0];

    // The innermost live capture (captures nest; they are made on the test's own thread).
    static StderrCapture*& active() {
        static StderrCapture* current = nullptr;
        return current;
    }

    // Async-signal-safe: pread and write only.
    void copy_out() const {
        static const char head[] = "\n--- stderr captured by the test before a fatal signal ---\n";
        (void)!write(saved_, head, sizeof head - 1);
        char buf[4096];
        off_t at = 0;
        for (ssize_t n; (n = pread(fd_, buf, sizeof buf, at)) > 0; at += n)
            (void)!write(saved_, buf, size_t(n));
    }

    static void on_fatal_signal(int sig) {
        const int saved_errno = errno;
        StderrCapture* outermost = nullptr;
        for (StderrCapture* c = active(); c != nullptr; c = c->prev_) {
            c->copy_out();
            outermost = c;
        }
        // The handlers from before the first capture come back; the signal, blocked while this
        // handler runs, reaches them when it returns.
        if (outermost != nullptr)
            for (size_t i = 0; i < kSignals; ++i)
                sigaction(kFatal[i], &outermost->old_[i], nullptr);
        active() = nullptr;
        raise(sig);
        errno = saved_errno;
    }

    int fd_ = -1, saved_ = -1;
    std::string path_;
    StderrCapture* prev_ = nullptr;
    struct sigaction old_[kSignals] {};
};
