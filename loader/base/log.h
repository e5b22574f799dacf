// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The loader's one logger. VK_LOADER_DEBUG selects what is printed: a comma-separated list of
// error, warn, info, debug, perf, driver, layer, validation, all (unknown words are reported once). The
// settings file's "stderr_log" replaces it while present (set_stderr_filter). With neither, stderr
// stays silent (as with the reference loaders): only kLogFatal messages are always printed.
#pragma once

#include <cstdarg>
#include <cstdint>

#include "base/log_event.h"

// printf-style format checking. mingw-w64's GCC takes "printf" for the Microsoft C runtime's
// format language (no %zu); the loader is built with mingw's own C99 printf
// (__USE_MINGW_ANSI_STDIO, meson.build), whose language is GNU's.
#if defined(_WIN32)
#define VKL_PRINTF_FORMAT(f, a) __attribute__((format(gnu_printf, f, a)))
#else
#define VKL_PRINTF_FORMAT(f, a) __attribute__((format(printf, f, a)))
#endif

namespace vkl {

enum LogBits : uint32_t {
    kLogError = 1u << 0,
    kLogWarn = 1u << 1,
    kLogInfo = 1u << 2,
    kLogDebug = 1u << 3,
    kLogPerf = 1u << 4,
    kLogDriver = 1u << 5,
    kLogLayer = 1u << 6,
    kLogValidation = 1u << 7,  // the application broke a valid-usage rule (messengers: VALIDATION type)
    kLogAll = 0xFFu,
    // Printed whatever VK_LOADER_DEBUG and the settings file say: the application broke a rule
    // the loader cannot carry on past silently. Combine with kLogError.
    kLogFatal = 1u << 8,
};

// Parses a VK_LOADER_DEBUG value (null: unset, 0); a value with a word also shows errors.
// Unknown words are returned through `unknown` (may be null).
uint32_t parse_log_mask(const char* value, const char** unknown);

// The mask in force (read from the environment once, when the library is loaded). Unset or set
// to the empty string: 0, nothing but kLogFatal reaches stderr; set to any word: errors and the words.
uint32_t log_mask();

// The settings file's "stderr_log" (discovery/settings): while non-zero, stderr shows exactly
// the messages with a bit in `mask`, whatever VK_LOADER_DEBUG says. 0 gives VK_LOADER_DEBUG
// back. The latest settings read wins (the file is read at every instance and pre-instance call).
void set_stderr_filter(uint32_t mask);

bool log_enabled(uint32_t bits);
// Whether log(bits, ...) would reach anyone now (stderr, a messenger, a capture): callers that
// format a message themselves first skip that work when not.
bool log_wanted(uint32_t bits);

// Writes "LEVEL | CATEGORY: message" to stderr when any of `bits` is enabled, or it has kLogFatal.
// printf-style.
void log(uint32_t bits, const char* format, ...) VKL_PRINTF_FORMAT(2, 3);
// The same line, with what it is about as data (base/log_event.h): a LogCapture gets the record
// beside the text; stderr and messengers get the text alone, as above. Nobody listening: it
// returns before looking at the record or formatting anything, as the plain form does.
void log(uint32_t bits, const LogRecord& record, const char* format, ...) VKL_PRINTF_FORMAT(3, 4);
// A line about one file (a record of `event`, `kind` and `file` alone), the record built inside
// rather than at each call.
void log_file(uint32_t bits, LogEvent event, LogFile kind, const char* file, const char* format, ...)
    VKL_PRINTF_FORMAT(5, 6);
// The same with a va_list: for a reader's own wrapper that builds the record once, in one place,
// instead of at each of its calls (discovery's manifest readers).
void vlog(uint32_t bits, const LogRecord& record, const char* format, va_list ap) VKL_PRINTF_FORMAT(3, 0);

// Where every message goes besides stderr, whatever VK_LOADER_DEBUG says: the debug
// messengers. extensions/debug.cpp installs it when the first messenger is made, so this base
// module knows nothing of messengers. `message` has no level prefix and no newline; `context`
// is the instance the message is about (LogScope), or null.
using LogSink = void (*)(uint32_t bits, const char* message, const void* context);
void set_log_sink(LogSink sink);
// How many messengers live (the debug-messenger module counts them): with none, a message
// stderr does not want is not even formatted.
void log_listeners_changed(int delta);

// While alive, messages logged on this thread are about `instance` (a loader Instance): only
// that instance's debug messengers receive them. Scopes nest; with none, no messenger does.
class LogScope {
public:
    explicit LogScope(const void* instance);
    ~LogScope();
    LogScope(const LogScope&) = delete;
    LogScope& operator=(const LogScope&) = delete;

private:
    const void* outer_;
};

// While alive, every message logged on this thread, whatever its level, goes to `fn` instead
// of stderr (messengers still hear theirs), with its record (an empty one for a plain log line;
// its strings live for the call only). For tools/vkloader: it sorts the lines by their codes and
// fields, and the reason it gives for a verdict is the line the loader logged when it made that
// decision, not a second wording of it. The library itself never installs one. Captures nest
// (the innermost hears).
class LogCapture {
public:
    using Fn = void (*)(void* user, uint32_t bits, const LogRecord& record, const char* message);
    LogCapture(Fn fn, void* user);
    ~LogCapture();
    LogCapture(const LogCapture&) = delete;
    LogCapture& operator=(const LogCapture&) = delete;

    Fn fn;
    void* user;

private:
    LogCapture* outer_;
};

}  // namespace vkl
