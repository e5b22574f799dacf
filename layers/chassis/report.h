// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A layer's product on stderr: the lines a statistics or capture layer exists to print (the
// guide's draw-statistics sample prints each command buffer's counts at vkEndCommandBuffer), as
// opposed to its diagnostics (log(), which the log_severity threshold filters and the
// application's messengers receive). layers/README.md, "Reports are not diagnostics": a report
// goes where the layer's report goes by default and is switched by the layer's own Boolean
// setting, never by log_severity.
//
//   if (lines_)   // the layer's own setting, on by default
//       vkl::layer::report_linef("command buffer %p ended with %u draws", (void*)cb, draws);
//   // stderr: "VK_LAYER_ACME_count: command buffer 0x5581... ended with 3 draws"
#pragma once

#include <string_view>

namespace vkl::layer {

// "<layer name>: <text>" and a newline on stderr, in one write(2) (lines of racing threads never
// interleave), with control characters and bytes that are no UTF-8 character as \xNN (the text
// may carry a device name or a path), as log() writes stderr. No severity: it is no diagnostic.
void report_line(std::string_view text);
void report_linef(const char* format, ...) __attribute__((format(printf, 1, 2)));

}  // namespace vkl::layer
