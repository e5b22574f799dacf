// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The output formats over OutputFile (trace_formats.h): CSV, the event log, the trace-event JSON.
#include "chassis/trace_formats.h"

#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>

#include "chassis/hooks.h"

namespace vkl::layer {

uint64_t monotonic_ns() {
    timespec t{};
    clock_gettime(CLOCK_MONOTONIC, &t);
    return static_cast<uint64_t>(t.tv_sec) * 1000000000u + static_cast<uint64_t>(t.tv_nsec);
}

uint32_t thread_id() {
    static thread_local uint32_t id = static_cast<uint32_t>(syscall(SYS_gettid));
    return id;
}

void LineBuffer::put_double(double v) {
    if (!std::isfinite(v)) {
        put(std::string_view("null"));  // neither CSV nor JSON has a spelling for it that all readers take
        return;
    }
    char d[32];
    const int n = std::snprintf(d, sizeof d, "%.17g", v);
    put(std::string_view(d, n > 0 ? static_cast<size_t>(n) : 0));
}

void LineBuffer::put_json(std::string_view s) {
    static const char hex[] = "0123456789abcdef";
    for (char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            put('\\');
            put(c);
        } else if (u < 0x20 || u == 0x7f) {
            const char e[6] = {'\\', 'u', '0', '0', hex[u >> 4], hex[u & 15]};
            put(std::string_view(e, 6));
        } else {
            put(c);
        }
    }
}

// ---- CSV ------------------------------------------------------------------------------------

CsvFile::CsvFile(const ProcessContext& process, const char* setting, std::initializer_list<std::string_view> columns,
                 OutputFile::Mode mode)
    : file_(process, setting, mode) {
    if (!file_.started_empty())
        return;  // appended to a file that has its header
    LineBuffer b;
    bool first = true;
    for (std::string_view c : columns) {
        if (!first)
            b.put(',');
        first = false;
        put_text(b, c);
    }
    b.put('\n');
    file_.write_lines(b.view());
}

void CsvFile::put_text(LineBuffer& b, std::string_view s) {
    if (s.find_first_of(",\"\r\n") == std::string_view::npos) {
        b.put(s);
        return;
    }
    b.put('"');
    for (char c : s) {
        if (c == '"')
            b.put('"');
        b.put(c);
    }
    b.put('"');
}

// ---- the event log --------------------------------------------------------------------------

EventLog::EventLog(const ProcessContext& process, const char* setting, OutputFile::Mode mode) : file_(process, setting, mode) {}

namespace {

void put_two(LineBuffer& b, int v) {
    const char d[2] = {static_cast<char>('0' + v / 10 % 10), static_cast<char>('0' + v % 10)};
    b.put(std::string_view(d, 2));
}

// Text as the event log shows it: control characters as \xNN, so that an event is one line.
void put_plain(LineBuffer& b, std::string_view s) {
    static const char hex[] = "0123456789ABCDEF";
    for (char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7f) {
            const char e[4] = {'\\', 'x', hex[u >> 4], hex[u & 15]};
            b.put(std::string_view(e, 4));
        } else {
            b.put(c);
        }
    }
}

}  // namespace

void EventLog::event(std::string_view name, std::string_view detail) {
    timespec t{};
    clock_gettime(CLOCK_REALTIME, &t);
    tm utc{};
    gmtime_r(&t.tv_sec, &utc);
    LineBuffer b;
    b.put_uint(static_cast<uint64_t>(utc.tm_year + 1900));
    b.put('-');
    put_two(b, utc.tm_mon + 1);
    b.put('-');
    put_two(b, utc.tm_mday);
    b.put('T');
    put_two(b, utc.tm_hour);
    b.put(':');
    put_two(b, utc.tm_min);
    b.put(':');
    put_two(b, utc.tm_sec);
    b.put('.');
    const auto us = static_cast<uint64_t>(t.tv_nsec / 1000);
    char frac[6];
    for (int i = 5, v = static_cast<int>(us); i >= 0; --i, v /= 10)
        frac[i] = static_cast<char>('0' + v % 10);
    b.put(std::string_view(frac, 6));
    b.put(std::string_view("Z "));
    b.put_uint(static_cast<uint64_t>(getpid()));
    b.put(' ');
    b.put_uint(thread_id());
    b.put(' ');
    put_plain(b, name);
    if (!detail.empty()) {
        b.put(' ');
        put_plain(b, detail);
    }
    b.put('\n');
    file_.write_lines(b.view());
}

void EventLog::eventf(std::string_view name, const char* format, ...) {
    char text[512];
    va_list ap;
    va_start(ap, format);
    const int n = std::vsnprintf(text, sizeof text, format, ap);
    va_end(ap);
    event(name, std::string_view(text, n < 0 ? 0 : std::min<size_t>(static_cast<size_t>(n), sizeof text - 1)));
}

// ---- the trace-event JSON -------------------------------------------------------------------

TraceFile::TraceFile(const ProcessContext& process, const char* setting)
    : file_(process, setting, OutputFile::Mode::Truncate), pid_(static_cast<uint32_t>(getpid())) {
    // The array's first element is the process's name: every event after it starts with a comma,
    // so an event is one whole line that needs no knowledge of the others.
    LineBuffer b;
    b.put(std::string_view("[\n{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":"));
    b.put_uint(pid_);
    b.put(std::string_view(",\"tid\":"));
    b.put_uint(thread_id());
    b.put(std::string_view(",\"args\":{\"name\":\""));
    b.put_json(kLayer.name);
    b.put(std::string_view("\"}}\n"));
    file_.write_lines(b.view());
}

TraceFile::~TraceFile() {
    if (!file_.ended())
        file_.write_lines("]\n");
}

void TraceFile::end() { file_.write_last("]\n"); }

void TraceFile::begin_event(LineBuffer& b, std::string_view name, std::string_view category, char phase, uint64_t ts_ns) {
    b.put(std::string_view(",{\"name\":\""));
    b.put_json(name);
    b.put(std::string_view("\",\"cat\":\""));
    b.put_json(category);
    b.put(std::string_view("\",\"ph\":\""));
    b.put(phase);
    b.put(std::string_view("\",\"ts\":"));
    b.put_microseconds(ts_ns);
    b.put(std::string_view(",\"pid\":"));
    b.put_uint(pid_);
    b.put(std::string_view(",\"tid\":"));
    b.put_uint(thread_id());
}

void TraceFile::instant(std::string_view name, std::string_view category) {
    LineBuffer b;
    begin_event(b, name, category, 'i', now());
    b.put(std::string_view(",\"s\":\"t\"}\n"));
    file_.write_lines(b.view());
}

void TraceFile::complete(std::string_view name, uint64_t start_ns, uint64_t end_ns, std::string_view category) {
    LineBuffer b;
    begin_event(b, name, category, 'X', start_ns);
    b.put(std::string_view(",\"dur\":"));
    b.put_microseconds(end_ns > start_ns ? end_ns - start_ns : 0);
    b.put(std::string_view("}\n"));
    file_.write_lines(b.view());
}

}  // namespace vkl::layer
