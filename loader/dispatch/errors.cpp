// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Errors on the dispatch path: an invalid dispatchable handle (the one documented abort) and
// a driver that lacks the command a terminator was asked for (a log line and an error).
#include <cstdio>
#include <cstdlib>

#include "base/log.h"
#include "base/platform.h"
#include "types/records.h"

namespace vkl {

void invalid_handle(Cmd command) {
    const CommandInfo& c = kCommands[static_cast<uint16_t>(command)];
    const char* name = kStringPool + c.name;
    const char* param = kStringPool + c.param;
    char line[512];
    std::snprintf(line, sizeof line,
                  "ERROR | LOADER: %s: Invalid %s [VUID-%s-%s-parameter]\n", name, param, name,
                  param);
    platform::write_stderr(line);
    std::abort();
}

void report_missing_driver_command(const PhysicalDeviceTerm& pd, Cmd command) {
    const LogScope scope(pd.driver ? pd.driver->owner : nullptr);
    log(kLogError | kLogDriver, "driver %s does not provide %s; returning an error instead",
        pd.driver && pd.driver->manifest_path ? pd.driver->manifest_path : "(unknown)",
        kStringPool + kCommands[static_cast<uint16_t>(command)].name);
}

void report_answered_for_driver(const PhysicalDeviceTerm& pd, Cmd command, LackingLog level) {
    const uint32_t bits = (level == LackingLog::error ? kLogError : kLogInfo) | kLogDriver;
    // The scope first: whether the instance's messengers hear it is part of log_wanted's answer.
    const LogScope scope(pd.driver ? pd.driver->owner : nullptr);
    if (!log_wanted(bits))
        return;
    log(bits, "driver %s does not provide %s; answered as a driver without its extension",
        pd.driver && pd.driver->manifest_path ? pd.driver->manifest_path : "(unknown)",
        kStringPool + kCommands[static_cast<uint16_t>(command)].name);
}

void report_no_driver_for(const Instance& inst, Cmd command) {
    const LogScope scope(&inst);
    log(kLogError | kLogDriver, "%s: no driver of this instance provides it, or has its extension enabled; "
        "nothing was called", kStringPool + kCommands[static_cast<uint16_t>(command)].name);
}

}  // namespace vkl
