// SPDX-License-Identifier: Apache-2.0
// vkloader: what the loader finds, loads, skips and why, from the loader's own code.
//
//   vkloader [OPTIONS]                 drivers, physical devices, layers: a summary
//   vkloader [OPTIONS] layers          the layer chain a program gets, with the rule for each
//   vkloader [OPTIONS] explain NAME    one driver (manifest path or file name) or layer
// OPTIONS: --json (schema.json), --env K=V (K= sets it empty, K alone unsets it; evaluated as
// that program's environment), --app PATH (the program, for the override layer's app_keys),
// --no-layers (vkCreateInstance without layers, when one takes programs down).
// Exit status: 0 when at least one driver creates an instance, 1 when none does, 2 for a
// usage error or an unknown NAME.
#include "report.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "base/platform.h"

namespace {

int usage(const char* why) {
    std::fprintf(stderr,
                 "vkloader: %s\n"
                 "usage: vkloader [--json] [--env K=V]... [--app PATH] [--no-layers] [layers | explain NAME]\n",
                 why);
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    // vkloader's own vkCreateInstance is not the program the user asked VK_LOADER_STATE_FILE
    // about: it must not overwrite that program's state.
    unsetenv("VK_LOADER_STATE_FILE");
    bool json = false, with_layers = true;
    std::string command = "summary", name;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--json") {
            json = true;
        } else if (a == "--no-layers") {
            with_layers = false;
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
    vkloader::collect(survey, with_layers, command == "explain" ? name : std::string());
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
            // A layer the settings file turns off: for the loader it does not exist.
            std::printf("layer %s: turned off by the loader settings file %s\n  its \"layers\" entry for %s says "
                        "control \"off\": set it to \"on\" (always) or \"auto\" (its normal rules) to use the layer\n",
                        off->first.c_str(), survey.settings_file.c_str(), off->second.c_str());
            status = 1;
        } else if (!refused.empty()) {
            // A file the loader did not use: what it said about it.
            if (json) {
                vkloader::print_summary_json(survey);
            } else {
                std::printf("file %s: not used\n\n", name.c_str());
                for (const vkloader::FileVerdict* f : refused)
                    std::printf("  [%s] %s\n", f->level.c_str(), f->reason.c_str());
            }
            status = 1;
        } else {
            status = usage(("no driver or layer is named " + name + ", and the loader found no file of that name").c_str());
        }
    }
    vkloader::release(survey);
    return status;
}
