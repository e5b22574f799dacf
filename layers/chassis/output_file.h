// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A layer's output file, bound to one of its String settings: what a stats, capture or tracing
// layer writes (layers/README.md, "Output files"). Keep it in a per-process interceptor
// (ProcessInterceptor), which gives it the process's settings and closes it at the process's end.
//
//   class Log : public vkl::layer::ProcessInterceptor<Log, vkl::layer::ProcessLifetime::Process> {
//   public:
//       explicit Log(const vkl::layer::ProcessContext& c) : file_(c, "log_file", vkl::layer::OutputFile::Mode::Append) {}
//       void PostCallRecordQueuePresentKHR(VkQueue, const VkPresentInfoKHR*, VkResult) { file_.line("frame"); }
//   private:
//       vkl::layer::OutputFile file_;
//   };
//
// The setting's value names the file; empty: stderr. A file that cannot be opened (or a value
// refused: see below) is one log line naming it and the reason, and stderr instead. Each line is
// written whole, in one write(2), under the file's lock, so lines of different threads (and, in
// Append mode, of different processes) never interleave. Hostile inputs: in a process with
// elevated privileges (setuid, setgid, capabilities) a path that is not the layer's own default
// is refused (no variable or settings file of the caller names a file such a program writes),
// and so is a default that is relative (the caller chooses the working directory) or a symlink;
// the file is opened without blocking (a FIFO with no reader is refused, never waited on) and
// without becoming the controlling terminal, then written blocking; only a regular file is
// truncated; the path's folders are walked one at a time and a symlink standing for a folder,
// or at the name, is followed only when it is the user's or root's (the user's own choice,
// /dev/stderr), never one another user planted (in /tmp, beside the name the user chose, or as
// SHARED/reports -> ~/private); a regular file of another owner, and a FIFO, socket or device of
// another owner than the user or root, is neither emptied nor written; a regular file with more
// than one name (a planted hard link) is refused in a folder others can write (the rules of the
// loader's state file, which such a link or file never fools either). A pipe whose reader goes away never kills the program with
// SIGPIPE: the lines after are dropped (stderr itself is the program's and written as it is).
// Two processes rewriting one file (rewrite) take turns under an advisory lock (flock, waited
// on for about 200 ms at most): the file holds the last whole report, never a mix. Processes
// forked after the file was opened share one open file and are not kept apart.
#pragma once

#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>

namespace vkl::layer {

struct ProcessContext;
class Settings;

class OutputFile {
public:
    enum class Mode : uint8_t {
        Append,    // lines go after what the file holds
        Truncate,  // the file starts empty
    };
    // The file the String setting `setting` of the process's settings names.
    OutputFile(const ProcessContext& process, const char* setting, Mode mode);
    ~OutputFile();
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    // Writes `text` and a newline (one, if `text` ends with one already) as one write.
    void line(std::string_view text);
    void linef(const char* format, ...) __attribute__((format(printf, 2, 3)));
    // Replaces the file's content with `text` (a report rewritten whole at each update); on
    // stderr, a FIFO or a device: writes it.
    void rewrite(std::string_view text);
    // Writes `text` as it is (whole lines, each ending with a newline), in one write(2) under the
    // file's lock, copying nothing: the formats' per-event path (chassis/trace_formats.h).
    void write_lines(std::string_view text);
    // The last words, at the process's exit (a per-process interceptor's AtProcessExit,
    // ProcessLifetime::Process): `text` as it is, in one write(2), taking no lock (a thread that
    // exit() stopped, or Wine's ExitProcess killed, inside a write may hold the file's lock
    // forever). It waits about 100 ms at most for writes already under way, so that it comes
    // after them; what any thread writes after it is dropped. Nothing is closed or freed: a hook
    // still running may use the file.
    void write_last(std::string_view text);
    // Whether write_last has run.
    bool ended() const { return ended_.load(std::memory_order_acquire); }
    // Whether the file held nothing when it was opened (emptied by Mode::Truncate, new, or
    // stderr): where a format writes its header.
    bool started_empty() const { return started_empty_; }

    // Where the lines go: the file's path, or "" for stderr.
    const std::string& path() const { return path_; }
    bool is_stderr() const { return fd_ < 0; }

private:
    void write_all(std::string_view text);
    // Counts a write under way (writers_) unless write_last has run: false then, write nothing.
    bool enter();
    void leave() { writers_.fetch_sub(1, std::memory_order_release); }

    std::mutex lock_;
    int fd_ = -1;  // -1: stderr (never "2": a program that closed its stderr gets 2 from open)
    bool regular_ = false;
    std::atomic<bool> broken_{false};  // a pipe whose reader has gone (EPIPE): later lines are dropped
    std::atomic<bool> ended_{false};   // write_last has run: later lines are dropped
    std::atomic<int> writers_{0};      // writes under way (write_last waits for them, briefly)
    bool started_empty_ = true;
    std::string path_;
};

}  // namespace vkl::layer
