// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Fuzzes the environment: each input line is the value of one variable below, in order (a
// missing line leaves it unset): every loader variable that names no path, in the order of
// loader/base/env_vars.inc (the world sets the path ones), then an implicit layer's two. Two drivers and three layers (one implicit, with enable and
// disable variables) give the filters something to choose from. VK_LOADER_DEBUG is read once
// per loaded library, so each input gets a freshly loaded library (not under libFuzzer; below).
#include <cstring>
#include <vector>

#include "fuzz_world.h"

namespace {

struct Row {
    const char* name;
    const char* kind;
};
constexpr Row kRows[] = {
#define VKL_ENV_VAR(name, kind, elevated, vkloader, doc) {#name, #kind},
#include "../../loader/base/env_vars.inc"
#undef VKL_ENV_VAR
};

std::vector<const char*> variables() {
    std::vector<const char*> out;
    for (const Row& r : kRows)
        if (std::strcmp(r.kind, "Path") != 0 && std::strcmp(r.kind, "PathList") != 0)
            out.push_back(r.name);
    out.push_back("FUZZ_ENABLE_IMPLICIT");
    out.push_back("FUZZ_DISABLE_IMPLICIT");
    return out;
}

void setup(fuzz::World& w) {
    const fuzz::fs::path d = w.slot_dir[0];
    for (const char* name : {"drv_a", "drv_b"}) {
        fuzz::fs::copy_file(d / "drv.so", d / (std::string(name) + ".so"), fuzz::fs::copy_options::overwrite_existing);
        fuzz::pin(d / (std::string(name) + ".so"));
        fuzz::write_file(d / "drivers" / (std::string(name) + ".json"),
                         std::string("{\"file_format_version\": \"1.0.1\", \"ICD\": {\"library_path\": \"") +
                             (d / (std::string(name) + ".so")).string() + "\", \"api_version\": \"1.3.0\"}}");
    }
    w.base.env.set("VKL_TEST_DRIVER_drv_b", "devices=integrated,discrete;driver_id=3");
    auto layer = [&](const char* dir, const char* file, const char* name, const char* extra) {
        fuzz::write_file(d / dir / (std::string(file) + ".json"),
                         std::string("{\"file_format_version\": \"1.2.1\", \"layer\": {\"name\": \"") + name +
                             "\", \"type\": \"GLOBAL\", \"library_path\": \"./layer.so\", \"api_version\": \"1.3.239\", "
                             "\"implementation_version\": \"1\", \"description\": \"fuzz\"" + extra + "}}");
    };
    layer("explicit", "a", "VK_LAYER_fuzz_a", "");
    layer("explicit", "b", "VK_LAYER_fuzz_b", ", \"device_extensions\": [{\"name\": \"VK_EXT_x\", \"spec_version\": 1}]");
    layer("implicit", "imp", "VK_LAYER_fuzz_implicit",
          ", \"enable_environment\": {\"FUZZ_ENABLE_IMPLICIT\": \"1\"}, "
          "\"disable_environment\": {\"FUZZ_DISABLE_IMPLICIT\": \"1\"}");
    w.base.env.set("VK_DRIVER_FILES", (d / "drivers").string());
    w.base.env.set("VK_LAYER_PATH", (d / "explicit").string());
    w.base.env.set("VK_IMPLICIT_LAYER_PATH", (d / "implicit").string());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    fuzz::World& w = fuzz::world();
    static bool ready = (setup(w), true);
    (void)ready;
    const std::string text(reinterpret_cast<const char*>(data), size);
    size_t at = 0;
    static const std::vector<const char*> kVariables = variables();
    for (const char* name : kVariables) {
        if (at > text.size()) {
            w.base.env.unset(name);
            continue;
        }
        size_t end = text.find('\n', at);
        if (end == std::string::npos)
            end = text.size();
        // A NUL ends an environment value; the rest of the line is lost, as in a real environment.
        w.base.env.set(name, std::string(text.c_str() + at, strnlen(text.c_str() + at, end - at)));
        at = end + 1;
    }
#if defined(VKL_FUZZING)
    // libFuzzer cannot follow an instrumented library that is unloaded: one library for the
    // process. VK_LOADER_DEBUG is then read by the first input only; the replay build (every
    // CI run, every past input) loads the library afresh for each.
    static harness::Loader* loader = new harness::Loader;
    fuzz::exercise(*loader);
#else
    harness::Loader loader;  // a fresh library: VK_LOADER_DEBUG and every cache read again
    fuzz::exercise(loader);
#endif
    return 0;
}
