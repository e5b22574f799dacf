// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// vkloader: what the loader finds, loads, skips and why, from the loader's own code.
//
//   vkloader [OPTIONS]                 drivers, physical devices, layers: a summary
//   vkloader [OPTIONS] layers          the layer chain a program gets, with the rule for each
//   vkloader [OPTIONS] explain NAME    one driver (manifest path or file name) or layer
// OPTIONS: --json (schema.json), --env K=V (K= sets it empty, K alone unsets it; evaluated as
// that program's environment), --app PATH (the program, for the override layer's app_keys),
// --no-layers (vkCreateInstance without layers, when one takes programs down), --load-timeout S
// (the seconds a library may take to load in the child process that checks it; default 30).
// --version prints the release and the registry version; --help the usage. Manual: vkloader.1.
// The report goes to stdout; fd 1 itself points at stderr from the start, so what a library
// writes to stdout while it is loaded (or later) never gets into it.
// Exit status: 0 when at least one driver creates an instance, 1 when none does, 2 for a
// usage error or an unknown NAME.
#include "report.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "base/env.h"
#include "base/platform.h"

namespace {

int usage(const char* why) {
    std::fprintf(stderr,
                 "vkloader: %s\n"
                 "usage: vkloader [--json] [--env K=V]... [--app PATH] [--no-layers] [--load-timeout S] [layers | explain NAME]\n"
                 "       vkloader --version | --help\n",
                 why);
    return 2;
}

// The report's stream: a copy of stdout; fd 1 then points at stderr (or /dev/null where there is
// no stderr), so a library that writes to stdout cannot break the report (--json stays JSON).
void keep_stdout_for_the_report() {
    const int copy = fcntl(1, F_DUPFD_CLOEXEC, 3);
    if (copy < 0)
        return;  // no stdout: nothing to keep apart
    std::FILE* out = fdopen(copy, "w");
    if (out == nullptr) {
        close(copy);
        return;
    }
    std::fflush(stdout);
    if (dup2(2, 1) < 0) {
        const int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
        if (null >= 0) {
            dup2(null, 1);
            close(null);
        }
    }
    vkloader::set_report_out(out);
}

}  // namespace

int main(int argc, char** argv) {
    // vkloader's own vkCreateInstance is not the program the user asked VK_LOADER_STATE_FILE
    // about: it must not overwrite that program's state (base/env_vars.inc: VKLOADER Unset).
    for (unsigned i = 0; i < static_cast<unsigned>(vkl::Env::Count); ++i)
        if (vkl::env_vkloader(static_cast<vkl::Env>(i)) == vkl::EnvVkloader::Unset)
            unsetenv(vkl::env_name(static_cast<vkl::Env>(i)));
    keep_stdout_for_the_report();
    bool json = false, with_layers = true;
    unsigned load_timeout_s = 30;
    std::string command = "summary", name;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--json") {
            json = true;
        } else if (a == "--no-layers") {
            with_layers = false;
        } else if (a == "--load-timeout") {
            if (i + 1 == argc)
                return usage("--load-timeout needs a number of seconds");
            const std::string v = argv[++i];
            char* end = nullptr;
            const unsigned long n = std::strtoul(v.c_str(), &end, 10);
            if (v.empty() || v[0] == '-' || *end != '\0' || n < 1 || n > 3600)
                return usage(("--load-timeout " + v + ": not a number of seconds from 1 to 3600").c_str());
            load_timeout_s = static_cast<unsigned>(n);
        } else if (a == "--env" || a == "--app") {
            if (i + 1 == argc)
                return usage((a + " needs a value").c_str());
            const std::string v = argv[++i];
            if (a == "--app") {
                // As the loader sees the running program: its real path (/bin/vkcube is
                // /usr/bin/vkcube where /bin links to /usr/bin). Kept for the process's life.
                char* real = realpath(argv[i], nullptr);
                vkl::platform::set_executable_path_for_tools(real ? real : argv[i]);
            } else if (const size_t eq = v.find('='); eq == std::string::npos) {
                unsetenv(v.c_str());
            } else if (eq == 0) {
                return usage(("--env " + v + ": no variable name").c_str());
            } else {
                setenv(v.substr(0, eq).c_str(), v.substr(eq + 1).c_str(), 1);
            }
        } else if (a == "-h" || a == "--help") {
            usage("show what the Vulkan loader finds, loads and skips, and why");
            return 0;
        } else if (a == "--version") {
            // The release (HEADERS.0+vklPROJECT, README "Versions") and the registry it implements.
            std::fprintf(vkloader::report_out(), "vkloader %s (loader generated from the Vulkan %s registry)\n",
                         VKL_PROJECT_VERSION, VKL_VULKAN_VERSION);
            return 0;
        } else if (a == "layers" || a == "summary") {
            command = a;
        } else if (a == "explain") {
            if (i + 1 == argc)
                return usage("explain needs a driver or layer name");
            command = a;
            name = argv[++i];
        } else {
            return usage(("unknown argument " + a).c_str());
        }
    }
    vkloader::Survey survey;
    vkloader::collect(survey, with_layers, command == "explain" ? name : std::string(), load_timeout_s);
    int status = survey.instance_created ? 0 : 1;
    if (command == "summary") {
        json ? vkloader::print_summary_json(survey) : vkloader::print_summary_text(survey);
    } else if (command == "layers") {
        json ? vkloader::print_layers_json(survey) : vkloader::print_layers_text(survey);
    } else {
        vkloader::Explanation e;
        const std::vector<const vkloader::FileVerdict*> refused = vkloader::file_verdicts(survey, name);
        if (vkloader::explain(survey, name, e)) {
            json ? vkloader::print_explain_json(e) : vkloader::print_explain_text(e);
        } else if (auto off = std::find_if(survey.settings_off.begin(), survey.settings_off.end(),
                                           [&](const auto& e) { return e.first == name || e.second == name; });
                   off != survey.settings_off.end()) {
            // A layer the settings file turns off: for the loader it does not exist. Its strings
            // come from that file: escaped as every report's are.
            std::fprintf(vkloader::report_out(),
                         "layer %s: turned off by the loader settings file %s\n  its \"layers\" entry for %s says "
                         "control \"off\": set it to \"on\" (always) or \"auto\" (its normal rules) to use the layer\n",
                         vkloader::safe(off->first).c_str(), vkloader::safe(survey.settings_file).c_str(),
                         vkloader::safe(off->second).c_str());
            status = 1;
        } else if (!refused.empty()) {
            // A file the loader did not use: what it said about it.
            if (json) {
                vkloader::print_summary_json(survey);
            } else {
                std::fprintf(vkloader::report_out(), "file %s: not used\n\n", vkloader::safe(name).c_str());
                for (const vkloader::FileVerdict* f : refused)
                    std::fprintf(vkloader::report_out(), "  [%s] %s\n", f->level.c_str(), vkloader::safe(f->reason).c_str());
            }
            status = 1;
        } else {
            status = usage(("no driver or layer is named " + name + ", and the loader found no file of that name").c_str());
        }
    }
    vkloader::release(survey);
    std::fflush(vkloader::report_out());
    return status;
}
