// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A layer's product lines on stderr (report.h).
#include "chassis/report.h"

#include <unistd.h>

#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <string>

#include "base/text.h"
#include "chassis/hooks.h"

namespace vkl::layer {

void report_line(std::string_view text) {
    std::string out = kLayer.name;
    out += ": ";
    if (!text.empty() && text.back() == '\n')
        text.remove_suffix(1);
    text::append_escaped(out, text.data(), text.data() + text.size());
    out += '\n';
    for (size_t done = 0; done < out.size();) {
        const ssize_t n = write(2, out.data() + done, out.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return;  // stderr closed or full: the program's, as any print to it
        done += static_cast<size_t>(n);
    }
}

void report_linef(const char* format, ...) {
    char small[512];
    va_list ap;
    va_start(ap, format);
    va_list again;
    va_copy(again, ap);
    const int n = std::vsnprintf(small, sizeof small, format, ap);
    va_end(ap);
    if (n < 0) {
        va_end(again);
        return;
    }
    if (static_cast<size_t>(n) < sizeof small) {
        va_end(again);
        report_line(std::string_view(small, static_cast<size_t>(n)));
        return;
    }
    std::string big(static_cast<size_t>(n) + 1, '\0');
    std::vsnprintf(big.data(), big.size(), format, again);
    va_end(again);
    big.resize(static_cast<size_t>(n));
    report_line(big);
}

}  // namespace vkl::layer
