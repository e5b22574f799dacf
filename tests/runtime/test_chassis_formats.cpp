// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The chassis's output formats over OutputFile (chassis/trace_formats.h), through the process
// layer (tests/layer/chassis_process_layer.cpp), under this loader and under the system's
// Khronos loader, each program a child process whose exit ends the layer's process objects:
//   CSV: the header once, also when a second program appends to the file; text quoted where
//     RFC 4180 asks, numbers as numbers;
//   the trace-event JSON: a valid JSON array when the program ends (process_name metadata,
//     complete events with their duration, instant events, pid and tid, timestamps in order);
//     killed mid-run (SIGKILL), every line is whole and the file parses once "]" is added, as
//     Chrome's and Perfetto's importers do;
//   the event log: one whole line per event, "UTC-time pid tid name detail".
#include <catch2/catch.hpp>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <regex>
#include <sstream>

#include <rapidjson/document.h>

#include "chassis_world.h"

using namespace harness;

namespace {

constexpr const char* kLayerName = "VK_LAYER_VKL_chassis_process";

struct FormatsWorld {
    World w;
    FormatsWorld() {
        w.add_driver("drv", "devices=discrete");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        add_chassis_layer(w, VKL_CHASSIS_PROCESS_LAYER, kLayerName, "process");
        for (const char* v : {"VKL_CHASSIS_PROCESS_APPEND", "VKL_CHASSIS_PROCESS_QUOTED", "VK_VKL_CHASSIS_PROCESS_TRACE_FILE",
                              "VK_VKL_CHASSIS_PROCESS_EVENTS_FILE"})
            w.env.unset(v);
    }
};

// In a child process: an instance, `enumerations` vkEnumeratePhysicalDevices (forever with -1),
// `draws` vkCmdDraw on a device, then exit() (the process objects' end). Returns the child's pid
// (forever) or waits for it and checks that it exited with 0.
pid_t program(const char* loader_path, int enumerations, int draws, bool wait = true) {
    std::fflush(nullptr);
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        Loader l(loader_path);
        VkInstance inst = VK_NULL_HANDLE;
        if (l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {kLayerName}) != VK_SUCCESS)
            _exit(3);
        auto enumerate = l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices");
        VkPhysicalDevice pd = VK_NULL_HANDLE;
        for (int i = 0; enumerations < 0 || i < enumerations; ++i) {
            uint32_t n = 1;
            enumerate(inst, &n, &pd);
        }
        if (draws > 0) {
            VkDevice dev = l.create_device(pd);
            VkCommandBuffer cb = dev ? command_buffer(l, dev) : nullptr;
            if (cb == nullptr)
                _exit(4);
            for (int i = 0; i < draws; ++i)
                l.sym<PFN_vkCmdDraw>("vkCmdDraw")(cb, 3, 1, 0, 0);
            free_command_buffer(l, dev, cb);
            l.destroy_device(dev);
        }
        l.destroy_instance(inst);
        std::exit(0);
    }
    if (wait) {
        int status = 0;
        REQUIRE(waitpid(child, &status, 0) == child);
        REQUIRE(WIFEXITED(status));
        REQUIRE(WEXITSTATUS(status) == 0);
    }
    return child;
}

void csv(const char* loader_path) {
    FormatsWorld fw;
    const fs::path log = fw.w.root() / "log.csv";
    fw.w.env.set("VK_VKL_CHASSIS_PROCESS_LOG_FILE", log.string());
    fw.w.env.set("VKL_CHASSIS_PROCESS_APPEND", "1");
    fw.w.env.set("VKL_CHASSIS_PROCESS_QUOTED", "1");
    program(loader_path, 1, 0);
    fw.w.env.unset("VKL_CHASSIS_PROCESS_QUOTED");
    program(loader_path, 2, 0);  // appended: no second header
    CHECK(slurp(log) == "event,calls\n"
                        "init,0\n\"a,b \"\"c\"\"\nd\",-1\ninstance,1\nenumerate,1\nexit,1\n"
                        "init,0\ninstance,1\nenumerate,1\nenumerate,2\nexit,2\n");
}

// The whole lines of a file a killed program was writing. Each line is one write(2), but Linux
// stops a write between two pages of the file when a fatal signal is pending (SIGKILL), so a
// line that straddles a 4 KiB boundary can be cut when the kill lands inside its write: only the
// last line can be, and a reader drops it.
std::string whole_lines(const std::string& text) {
    const size_t end = text.rfind('\n');
    return end == std::string::npos ? std::string() : text.substr(0, end + 1);
}

// The events of a trace that `text` + "]" (when it lacks it) holds, checked one by one.
std::vector<std::string> trace_events(const std::string& text, pid_t pid, bool closed) {
    REQUIRE(text.rfind("[\n", 0) == 0);
    REQUIRE(!text.empty());
    CHECK(text.back() == '\n');  // every line whole
    const std::string json = closed ? text : text + "]";
    if (closed)
        CHECK(text.size() >= 2);
    rapidjson::Document d;
    d.Parse(json.c_str());
    INFO(text.substr(text.size() > 400 ? text.size() - 400 : 0));
    REQUIRE(!d.HasParseError());
    REQUIRE(d.IsArray());
    REQUIRE(d.Size() >= 1);
    CHECK(std::string(d[0]["name"].GetString()) == "process_name");
    CHECK(std::string(d[0]["ph"].GetString()) == "M");
    CHECK(std::string(d[0]["args"]["name"].GetString()) == kLayerName);
    std::vector<std::string> events;
    double last_ts = 0;
    for (rapidjson::SizeType i = 1; i < d.Size(); ++i) {
        const auto& e = d[i];
        REQUIRE(e.IsObject());
        CHECK(e["pid"].GetInt64() == pid);
        CHECK(e["tid"].GetInt64() > 0);
        CHECK(std::string(e["cat"].GetString()) == "vulkan");
        const double ts = e["ts"].GetDouble();
        CHECK(ts >= last_ts);  // one thread: in order
        last_ts = ts;
        const std::string ph = e["ph"].GetString();
        if (ph == "X")
            CHECK(e["dur"].GetDouble() >= 0);
        else
            CHECK(std::string(e["s"].GetString()) == "t");
        events.push_back(ph + " " + e["name"].GetString());
    }
    return events;
}

void trace(const char* loader_path) {
    FormatsWorld fw;
    const fs::path trace = fw.w.root() / "trace.json";
    fw.w.env.set("VK_VKL_CHASSIS_PROCESS_TRACE_FILE", trace.string());
    fw.w.env.set("VK_VKL_CHASSIS_PROCESS_LOG_FILE", (fw.w.root() / "log.csv").string());
    const pid_t pid = program(loader_path, 2, 2);
    const std::string text = slurp(trace);
    CHECK(text.size() >= 2);
    CHECK(text.substr(text.size() - 2) == "]\n");  // closed at the process's end: strict JSON
    CHECK(trace_events(text, pid, true) == std::vector<std::string>{"X vkEnumeratePhysicalDevices",
                                                                    "X vkEnumeratePhysicalDevices", "i vkCmdDraw",
                                                                    "i vkCmdDraw"});
}

void killed(const char* loader_path) {
    FormatsWorld fw;
    const fs::path trace = fw.w.root() / "trace.json", events = fw.w.root() / "events.log";
    fw.w.env.set("VK_VKL_CHASSIS_PROCESS_TRACE_FILE", trace.string());
    fw.w.env.set("VK_VKL_CHASSIS_PROCESS_EVENTS_FILE", events.string());
    fw.w.env.set("VK_VKL_CHASSIS_PROCESS_LOG_FILE", (fw.w.root() / "log.csv").string());
    const pid_t pid = program(loader_path, -1, 0, false);  // enumerates until killed
    auto lines = [&] {
        const std::string t = slurp(trace);
        return std::count(t.begin(), t.end(), '\n');
    };
    for (int i = 0; i < 2000 && lines() < 200; ++i)  // at most 10 s
        usleep(5000);
    REQUIRE(kill(pid, SIGKILL) == 0);
    int status = 0;
    REQUIRE(waitpid(pid, &status, 0) == pid);
    REQUIRE(WIFSIGNALED(status));
    const std::string text = whole_lines(slurp(trace));
    CHECK(text.find("]") == std::string::npos);  // cut short: never closed
    const std::vector<std::string> got = trace_events(text, pid, false);
    CHECK(got.size() >= 150);
    for (const std::string& e : got)
        CHECK(e == "X vkEnumeratePhysicalDevices");
    // The event log: whole lines, each "time pid tid name detail", the calls in order.
    std::istringstream in(whole_lines(slurp(events)));
    const std::regex line(R"((\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z) (\d+) (\d+) enumerate call=(\d+))");
    std::string l;
    uint64_t n = 0;
    while (std::getline(in, l)) {
        std::smatch m;
        INFO(l);
        REQUIRE(std::regex_match(l, m, line));
        CHECK(std::stoll(m[2]) == pid);
        CHECK(std::stoull(m[4]) == ++n);
    }
    CHECK(n >= 150);
}

}  // namespace

TEST_CASE("layer chassis formats: CSV, one header also when appended to, quoted where it must be (this loader)") {
    csv(VKL_LIBRARY);
}

TEST_CASE("layer chassis formats: CSV (Khronos loader)") {
    if (system_loader_missing())
        return;
    csv(kSystemLoader);
}

TEST_CASE("layer chassis formats: the trace-event JSON, closed at the process's end (this loader)") { trace(VKL_LIBRARY); }

TEST_CASE("layer chassis formats: the trace-event JSON (Khronos loader)") {
    if (system_loader_missing())
        return;
    trace(kSystemLoader);
}

TEST_CASE("layer chassis formats: a trace and an event log of a program killed mid-run still parse (this loader)") {
    killed(VKL_LIBRARY);
}

TEST_CASE("layer chassis formats: a trace and an event log of a killed program (Khronos loader)") {
    if (system_loader_missing())
        return;
    killed(kSystemLoader);
}
