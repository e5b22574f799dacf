// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The Windows path rules, on the loader's own functions (linked with its core), run under Wine by
// run_wine.py's `path_syntax` case: a Windows program reads no path variable at high integrity
// level (every program under Wine), so ';' lists and Windows paths are checked here directly.
// Prints one "ok ..." or "FAIL ..." line per check.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "base/platform.h"
#include "base/text.h"
#include "discovery/search_paths.h"

namespace {

int failures = 0;

void check(const char* what, bool ok) {
    std::printf("%s %s\n", ok ? "ok" : "FAIL", what);
    failures += !ok;
}

std::string items_of(const char* list) {
    std::string out;
    vkl::for_each_search_list_item(
        list, [](const char* item, void* user) { *static_cast<std::string*>(user) += std::string(item) + "|"; },
        &out);
    return out;
}

bool beside(const char* manifest, const char* library, const char* want) {
    char* got = vkl::text::library_path_for_manifest(manifest, library);
    const bool same = got && std::strcmp(got, want) == 0;
    if (!same)
        std::printf("  library_path_for_manifest(%s, %s) = %s, not %s\n", manifest, library, got ? got : "(null)", want);
    std::free(got);
    return same;
}

}  // namespace

int main() {
    using namespace vkl;
    check("';' separates a path list; a drive's ':' does not",
          items_of("C:\\a\\x.json;D:\\b;;\\\\server\\share\\c.json") == "C:\\a\\x.json|D:\\b|\\\\server\\share\\c.json|");
    check("drive and root paths are absolute", platform::is_absolute_path("C:\\x.dll") && platform::is_absolute_path("c:/x.dll") &&
                                               platform::is_absolute_path("\\x.dll") && platform::is_absolute_path("/x.dll") &&
                                               platform::is_absolute_path("\\\\server\\share\\x.dll"));
    check("a bare or relative name is not absolute", !platform::is_absolute_path("x.dll") && !platform::is_absolute_path(".\\x.dll") &&
                                                     !platform::is_absolute_path("..\\x.dll"));
    check("a bare library name is kept (the system folder's)", beside("C:\\m\\icd.json", "vendor.dll", "vendor.dll"));
    check("an absolute library path is kept", beside("C:\\m\\icd.json", "D:\\v\\vendor.dll", "D:\\v\\vendor.dll"));
    check("a relative library path is beside the manifest, with either separator",
          beside("C:\\m\\icd.json", ".\\vendor.dll", "C:\\m\\.\\vendor.dll") &&
              beside("C:\\m\\icd.json", "..\\lib\\vendor.dll", "C:\\m\\..\\lib\\vendor.dll") &&
              beside("C:/m/icd.json", "lib/vendor.dll", "C:/m\\lib/vendor.dll"));
    check("base_name takes either separator", std::strcmp(text::base_name("C:\\a/b\\c.json"), "c.json") == 0 &&
                                              std::strcmp(text::base_name("C:/a\\b/c.json"), "c.json") == 0);
    std::printf("%d failed\n", failures);
    return failures ? 1 : 0;
}
