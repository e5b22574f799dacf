// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Output formats over OutputFile (output_file.h) for capture, statistics and tracing layers
// (layers/README.md, "Output formats"): each is bound to a String setting of the process's
// settings as OutputFile is, kept in a per-process interceptor, and written so that the file is
// valid at every moment a reader may look, a crash or a kill included: every line (a row, an
// event) goes out whole in one write(2), formatted on the stack (no allocation for a line under
// 512 bytes), with no buffer in the process that a crash would lose.
//
//   CsvFile    a header row (written when the file starts empty: Truncate, or an empty or new
//              file in Append mode), then row(values...): numbers as numbers, text quoted where
//              it must be (RFC 4180: a comma, a quote, a line break).
//   EventLog   one line per event: "2026-11-27T22:56:33.123456Z 4242 4243 name detail" (UTC time
//              to the microsecond, process id, thread id, the event's name, its detail; control
//              characters as \xNN), appended by default.
//   TraceFile  the Chrome / Perfetto trace-event JSON, in its JSON Array Format: "[" and a
//              process_name metadata event when it starts, then one event per line, each after a
//              comma ("," at the start of the line), instant(name) (ph "i", thread scope) and
//              complete(name, start, end) (ph "X", with its duration), timestamps in microseconds
//              of CLOCK_MONOTONIC (to the nanosecond), pid and tid; "]" when it ends. Cut short
//              (a crash, SIGKILL), the file is a valid array once "]" is added, which is what
//              Chrome's and Perfetto's importers do for a trace without its closing bracket.
//   Every line is one write(2). SIGKILL can cut the last one: Linux stops a write between two
//   pages of the file when a fatal signal is pending (a line over a 4 KiB boundary).
//   A reader drops a last line with no newline (layers/README.md, "Output formats").
//              Always emptied when it starts (a trace is one process's).
//
//   class Trace : public vkl::layer::ProcessInterceptor<Trace, vkl::layer::ProcessLifetime::Process> {
//   public:
//       explicit Trace(const vkl::layer::ProcessContext& c) : trace_(c, "trace_file") {}
//       void PreCallRecordQueuePresentKHR(VkQueue, const VkPresentInfoKHR*) { trace_.instant("present"); }
//   private:
//       vkl::layer::TraceFile trace_;
//   };
#pragma once

#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <string>
#include <string_view>
#include <type_traits>

#include "chassis/output_file.h"

namespace vkl::layer {

// Nanoseconds of CLOCK_MONOTONIC (the trace's clock); this thread's id (gettid, asked once per
// thread).
uint64_t monotonic_ns();
uint32_t thread_id();

// A line being formatted: on the stack up to 512 bytes, then on the heap.
class LineBuffer {
public:
    void put(char c) {
        if (big_.empty() && n_ < sizeof small_)
            small_[n_++] = c;
        else
            spill(&c, 1);
    }
    void put(std::string_view s) {
        if (big_.empty() && n_ + s.size() <= sizeof small_) {
            std::memcpy(small_ + n_, s.data(), s.size());
            n_ += s.size();
        } else {
            spill(s.data(), s.size());
        }
    }
    void put_uint(uint64_t v) {
        char d[20];
        size_t i = sizeof d;
        do {
            d[--i] = static_cast<char>('0' + v % 10);
            v /= 10;
        } while (v != 0);
        put(std::string_view(d + i, sizeof d - i));
    }
    void put_int(int64_t v) {
        if (v < 0) {
            put('-');
            put_uint(0 - static_cast<uint64_t>(v));
        } else {
            put_uint(static_cast<uint64_t>(v));
        }
    }
    void put_double(double v);
    // Nanoseconds as microseconds with three decimals ("1234.567"), the trace's unit.
    void put_microseconds(uint64_t ns) {
        put_uint(ns / 1000);
        const unsigned rest = static_cast<unsigned>(ns % 1000);
        const char frac[4] = {'.', static_cast<char>('0' + rest / 100), static_cast<char>('0' + rest / 10 % 10),
                              static_cast<char>('0' + rest % 10)};
        put(std::string_view(frac, 4));
    }
    // A JSON string's content: quote, backslash and control characters escaped.
    void put_json(std::string_view s);
    std::string_view view() const { return big_.empty() ? std::string_view(small_, n_) : std::string_view(big_); }

private:
    void spill(const char* p, size_t k) {
        if (big_.empty())
            big_.assign(small_, n_);
        big_.append(p, k);
    }
    char small_[512];
    size_t n_ = 0;
    std::string big_;
};

class CsvFile {
public:
    // The header row, written when the file starts empty.
    CsvFile(const ProcessContext& process, const char* setting, std::initializer_list<std::string_view> columns,
            OutputFile::Mode mode = OutputFile::Mode::Truncate);
    // One row: integers, floating-point numbers, bools (true/false), text (const char*,
    // std::string, std::string_view; quoted where RFC 4180 asks).
    template <typename... Values>
    void row(const Values&... values) {
        LineBuffer b;
        bool first = true;
        ((put_field(b, values, first), first = false), ...);
        b.put('\n');
        file_.write_lines(b.view());
    }
    // The last row, at the process's exit (a per-process interceptor's AtProcessExit): taking
    // no lock (OutputFile::write_last); rows after it are dropped.
    template <typename... Values>
    void last_row(const Values&... values) {
        LineBuffer b;
        bool first = true;
        ((put_field(b, values, first), first = false), ...);
        b.put('\n');
        file_.write_last(b.view());
    }
    OutputFile& file() { return file_; }

private:
    static void put_text(LineBuffer& b, std::string_view s);
    template <typename V>
    static void put_field(LineBuffer& b, const V& v, bool first) {
        if (!first)
            b.put(',');
        if constexpr (std::is_same_v<V, bool>)
            b.put(v ? std::string_view("true") : std::string_view("false"));
        else if constexpr (std::is_integral_v<V> && std::is_signed_v<V>)
            b.put_int(v);
        else if constexpr (std::is_integral_v<V>)
            b.put_uint(v);
        else if constexpr (std::is_floating_point_v<V>)
            b.put_double(static_cast<double>(v));
        else
            put_text(b, std::string_view(v));
    }
    OutputFile file_;
};

class EventLog {
public:
    EventLog(const ProcessContext& process, const char* setting, OutputFile::Mode mode = OutputFile::Mode::Append);
    void event(std::string_view name, std::string_view detail = {});
    void eventf(std::string_view name, const char* format, ...) __attribute__((format(printf, 3, 4)));
    OutputFile& file() { return file_; }

private:
    OutputFile file_;
};

class TraceFile {
public:
    // "[" and the process_name metadata event (the layer's name).
    TraceFile(const ProcessContext& process, const char* setting);
    // "]": the array closed, unless end() closed it.
    ~TraceFile();
    // "]" now, taking no lock (OutputFile::write_last), events after it dropped: a per-process
    // interceptor's AtProcessExit (ProcessLifetime::Process), where the destructor never runs.
    void end();
    TraceFile(const TraceFile&) = delete;
    TraceFile& operator=(const TraceFile&) = delete;

    static uint64_t now() { return monotonic_ns(); }
    // An instant event (ph "i", this thread's), now.
    void instant(std::string_view name, std::string_view category = "vulkan");
    // A complete event (ph "X") from start_ns to end_ns (now() values), on this thread.
    void complete(std::string_view name, uint64_t start_ns, uint64_t end_ns, std::string_view category = "vulkan");
    OutputFile& file() { return file_; }

    // A complete event for a scope: from its construction to its end. `name` and `category`
    // must outlive it.
    class Scope {
    public:
        Scope(TraceFile& trace, std::string_view name, std::string_view category = "vulkan")
            : trace_(trace), name_(name), category_(category), start_(now()) {}
        ~Scope() { trace_.complete(name_, start_, now(), category_); }
        Scope(const Scope&) = delete;
        Scope& operator=(const Scope&) = delete;

    private:
        TraceFile& trace_;
        std::string_view name_, category_;
        uint64_t start_;
    };

private:
    void begin_event(LineBuffer& b, std::string_view name, std::string_view category, char phase, uint64_t ts_ns);
    OutputFile file_;
    uint32_t pid_;
};

}  // namespace vkl::layer
