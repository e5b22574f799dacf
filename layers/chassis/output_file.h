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
// truncated; a symlink at the name is followed only when it is the user's or root's (the user's
// own choice, /dev/stderr), never one another user planted (in /tmp, beside the name the user
// chose), and a regular file of another owner is neither emptied nor written (the rules of the
// loader's state file, which such a link or file never fools either). A pipe whose reader goes away never kills the program with
// SIGPIPE: the lines after are dropped (stderr itself is the program's and written as it is).
// Two processes rewriting one file (rewrite) take turns under an advisory lock (flock, waited
// on for about 200 ms at most): the file holds the last whole report, never a mix. Processes
// forked after the file was opened share one open file and are not kept apart.
#pragma once

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
    // Whether the file held nothing when it was opened (emptied by Mode::Truncate, new, or
    // stderr): where a format writes its header.
    bool started_empty() const { return started_empty_; }

    // Where the lines go: the file's path, or "" for stderr.
    const std::string& path() const { return path_; }
    bool is_stderr() const { return fd_ < 0; }

private:
    void write_all(std::string_view text);

    std::mutex lock_;
    int fd_ = -1;  // -1: stderr (never "2": a program that closed its stderr gets 2 from open)
    bool regular_ = false;
    bool broken_ = false;  // a pipe whose reader has gone (EPIPE): later lines are dropped
    bool started_empty_ = true;
    std::string path_;
};

}  // namespace vkl::layer
