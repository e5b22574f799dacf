// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The Catch2 runner of every Catch2 test program, compiled once (tests/meson.build: catch_main),
// with the skipped-case count of tests/case_skip.h.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "case_skip.h"

namespace {

std::vector<std::string> g_reasons;  // the running case's skipped checks
std::vector<std::pair<std::string, std::vector<std::string>>> g_skipped;  // skipped cases, with why
bool g_in_case = false;

struct SkipCounter : Catch::TestEventListenerBase {
    using TestEventListenerBase::TestEventListenerBase;
    void testCaseStarting(Catch::TestCaseInfo const& info) override {
        TestEventListenerBase::testCaseStarting(info);
        g_reasons.clear();
        g_in_case = true;
    }
    void testCaseEnded(Catch::TestCaseStats const& stats) override {
        g_in_case = false;
        // No assertion passed or failed: the case checked nothing, it was skipped.
        if (!g_reasons.empty() && stats.totals.assertions.total() == 0)
            g_skipped.emplace_back(stats.testInfo.name, g_reasons);
        g_reasons.clear();
        TestEventListenerBase::testCaseEnded(stats);
    }
};

}  // namespace

CATCH_REGISTER_LISTENER(SkipCounter)

namespace vkl_test {

void skip_case(const std::string& reason) {
    WARN("skipped: " << reason);
    if (g_in_case)
        g_reasons.push_back(reason);
}

}  // namespace vkl_test

int main(int argc, char* argv[]) {
    const int result = Catch::Session().run(argc, argv);
    if (g_skipped.empty())
        return result;
    std::printf("SKIP: %zu test case%s checked nothing on this machine:\n", g_skipped.size(),
                g_skipped.size() == 1 ? "" : "s");
    for (const auto& [name, reasons] : g_skipped)
        for (const std::string& r : reasons)
            std::printf("  %s: %s\n", name.c_str(), r.c_str());
    std::fflush(stdout);
    if (result != 0)
        return result;
    // As tests/skip.sh: where every prerequisite is installed (CI), a skip is a failure.
    if (const char* v = std::getenv("VKL_NO_SKIP"); v != nullptr && std::strcmp(v, "1") == 0) {
        std::fprintf(stderr, "VKL_NO_SKIP=1 but test cases were skipped (above)\n");
        return 1;
    }
    // Meson's SKIP: some cases of this program checked nothing here (the others' results are above).
    return 77;
}
