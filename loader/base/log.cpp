// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "base/log.h"

#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "base/env.h"
#include "base/platform.h"
#include "base/text.h"
#include "base/sync.h"

namespace vkl {

namespace {

struct Word {
    const char* name;
    uint32_t bits;
};
constexpr Word kWords[] = {
    {"error", kLogError}, {"warn", kLogWarn},     {"info", kLogInfo},   {"debug", kLogDebug},
    {"perf", kLogPerf},   {"driver", kLogDriver}, {"layer", kLogLayer}, {"validation", kLogValidation},
    {"all", kLogAll},
};

// Read once per process; Once keeps concurrent first calls safe. Reset on dlclose because it
// lives in the library image.
Once g_mask_once;
uint32_t g_mask = 0;

// Set once by the debug-messenger module (the same function every time); atomic because any
// thread may log while another creates the first messenger.
std::atomic<LogSink> g_sink{nullptr};

// Live messengers (log_listeners_changed); read without a lock: a message logged while the
// first messenger is being made may be missed by it, as it would be a moment earlier.
std::atomic<int> g_listeners{0};

// The settings file's stderr filter (0: none); any thread may read settings while others log.
std::atomic<uint32_t> g_stderr_filter{0};

// The instance the current call on this thread is about (LogScope).
thread_local const void* t_context = nullptr;

// The innermost LogCapture of this thread (tools/vkloader only).
thread_local LogCapture* t_capture = nullptr;

}  // namespace

uint32_t parse_log_mask(const char* value, const char** unknown) {
    if (unknown)
        *unknown = nullptr;
    // Unset or empty: silence. Asked for anything: errors too.
    if (value == nullptr || *value == '\0')
        return 0;
    uint32_t mask = kLogError;
    const char* p = value;
    while (*p) {
        const char* end = std::strchr(p, ',');
        const size_t n = end ? static_cast<size_t>(end - p) : std::strlen(p);
        bool known = n == 0;
        for (const Word& w : kWords) {
            if (std::strlen(w.name) == n && std::strncmp(w.name, p, n) == 0) {
                mask |= w.bits;
                known = true;
            }
        }
        if (!known && unknown && *unknown == nullptr)
            *unknown = p;
        p += n;
        if (*p == ',')
            ++p;
    }
    return mask;
}

uint32_t log_mask() {
    g_mask_once.call([] {
        const char* unknown = nullptr;
        const char* value = get_env(Env::VK_LOADER_DEBUG);
        g_mask = parse_log_mask(value, &unknown);
        if (unknown) {
            char line[256];
            std::snprintf(line, sizeof line,
                          "WARNING | LOADER: VK_LOADER_DEBUG=\"%s\": ignoring unknown word at \"%s\" "
                          "(known: error, warn, info, debug, perf, driver, layer, validation, all)\n",
                          value, unknown);
            platform::write_stderr(line);
        }
    });
    return g_mask;
}

// VK_LOADER_DEBUG is read when the library is loaded, as the Khronos loaders read it (in their
// library constructor): a program that sets or unsets it later changes nothing, whichever
// loader it runs on.
__attribute__((constructor)) void read_log_mask_at_load() { log_mask(); }

void set_log_sink(LogSink sink) { g_sink.store(sink, std::memory_order_release); }

void log_listeners_changed(int delta) { g_listeners.fetch_add(delta, std::memory_order_relaxed); }

LogScope::LogScope(const void* instance) : outer_(t_context) { t_context = instance; }
LogScope::~LogScope() { t_context = outer_; }

LogCapture::LogCapture(Fn f, void* u) : fn(f), user(u), outer_(t_capture) { t_capture = this; }
LogCapture::~LogCapture() { t_capture = outer_; }

void set_stderr_filter(uint32_t mask) { g_stderr_filter.store(mask, std::memory_order_relaxed); }

bool log_enabled(uint32_t bits) {
    if (bits & kLogFatal)
        return true;
    if (const uint32_t filter = g_stderr_filter.load(std::memory_order_relaxed))
        return (filter & bits) != 0;
    return log_mask() & bits;
}

bool log_wanted(uint32_t bits) {
    return t_capture != nullptr || log_enabled(bits) ||
           (t_context != nullptr && g_listeners.load(std::memory_order_relaxed) > 0 &&
            g_sink.load(std::memory_order_acquire) != nullptr);
}

namespace {

constexpr const char* kFileWords[] = {
    "",
#define VKL_LOG_FILE_WORDS(name, words) words,
    VKL_LOG_FILE_KINDS(VKL_LOG_FILE_WORDS)
#undef VKL_LOG_FILE_WORDS
};

// An empty record, for the plain log lines.
constexpr LogRecord kNoRecord{};

// Who hears a line of `bits` now.
struct Audience {
    LogSink sink;
    LogCapture* capture;
    bool to_messengers;
    bool to_stderr;
    bool anyone() const { return to_messengers || to_stderr || capture != nullptr; }
};

// Inlined into both forms of log: their early return is the whole cost of a line nobody hears.
[[gnu::always_inline]] inline Audience audience(uint32_t bits) {
    Audience a;
    a.sink = g_sink.load(std::memory_order_acquire);
    a.to_messengers = a.sink != nullptr && t_context != nullptr && g_listeners.load(std::memory_order_relaxed) > 0;
    a.capture = t_capture;
    a.to_stderr = a.capture == nullptr && log_enabled(bits);
    return a;
}

void emit(const Audience& a, uint32_t bits, const LogRecord& record, const char* format, va_list ap)
    VKL_PRINTF_FORMAT(4, 0);

}  // namespace

const char* log_file_words(LogFile kind) {
    const auto i = static_cast<size_t>(kind);
    return i < sizeof kFileWords / sizeof kFileWords[0] ? kFileWords[i] : "";
}

// Nobody to tell (stderr does not want it, no messenger can hear it, no capture): back before
// the arguments or the record are looked at, so a line costs no formatting.
void log(uint32_t bits, const char* format, ...) {
    const Audience a = audience(bits);
    if (!a.anyone())
        return;
    va_list ap;
    va_start(ap, format);
    emit(a, bits, kNoRecord, format, ap);
    va_end(ap);
}

void log(uint32_t bits, const LogRecord& record, const char* format, ...) {
    const Audience a = audience(bits);
    if (!a.anyone())
        return;
    va_list ap;
    va_start(ap, format);
    emit(a, bits, record, format, ap);
    va_end(ap);
}

void log_file(uint32_t bits, LogEvent event, LogFile kind, const char* file, const char* format, ...) {
    const Audience a = audience(bits);
    if (!a.anyone())
        return;
    va_list ap;
    va_start(ap, format);
    emit(a, bits, LogRecord{.event = event, .kind = kind, .file = file}, format, ap);
    va_end(ap);
}

void vlog(uint32_t bits, const LogRecord& record, const char* format, va_list ap) {
    const Audience a = audience(bits);
    if (a.anyone())
        emit(a, bits, record, format, ap);
}

namespace {

void emit(const Audience& a, uint32_t bits, const LogRecord& record, const char* format, va_list ap) {
    const char* level = (bits & kLogError)  ? "ERROR"
                        : (bits & kLogWarn) ? "WARNING"
                        : (bits & kLogPerf) ? "PERF"
                        : (bits & kLogInfo) ? "INFO"
                                            : "DEBUG";
    const char* category = (bits & kLogDriver) ? "DRIVER" : (bits & kLogLayer) ? "LAYER" : "LOADER";
    char raw[1024];
    std::vsnprintf(raw, sizeof raw, format, ap);
    // Messages carry text from files (manifest names, versions, paths): control characters (C0,
    // DEL and C1, encoded or raw), newlines and bytes that are no UTF-8 character are escaped
    // (text::text_unit), so no file can put terminal sequences or forged lines into the log.
    char line[1024 * 4 + 64];
    int n = std::snprintf(line, sizeof line, "%s | %s: ", level, category);
    size_t at = static_cast<size_t>(n);
    for (const unsigned char* p = reinterpret_cast<const unsigned char*>(raw); *p;) {
        const text::TextUnit u = text::text_unit(p);
        if (at + (u.escape ? 4 * u.length : u.length) + 1 >= sizeof line - 1)
            break;
        for (unsigned i = 0; i < u.length; ++i, ++p) {
            if (u.escape) {
                static const char hex[] = "0123456789ABCDEF";
                line[at++] = '\\';
                line[at++] = 'x';
                line[at++] = hex[*p >> 4];
                line[at++] = hex[*p & 15];
            } else {
                line[at++] = static_cast<char>(*p);
            }
        }
    }
    line[at] = '\0';
    // Debug messengers get every message their severity mask asks for; stderr what
    // VK_LOADER_DEBUG selects.
    if (a.to_messengers)
        a.sink(bits, line + n, t_context);
    if (a.capture)
        a.capture->fn(a.capture->user, bits, record, line + n);
    if (!a.to_stderr)
        return;
    const size_t len = std::strlen(line);
    line[len] = '\n';
    line[len + 1] = '\0';
    platform::write_stderr(line);
}

}  // namespace

}  // namespace vkl
