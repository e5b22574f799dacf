// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A layer on the chassis whose per-process objects live as long as the process
// (ProcessLifetime::Process), for the lifetime and output-format tests:
//   Log writes a CSV file (CsvFile, the setting log_file; emptied when it is made, or appended to
//     with VKL_CHASSIS_PROCESS_APPEND=1) with a header, an "init" row when it is made, a row per
//     vkEnumeratePhysicalDevices of any instance, and an "exit" row at the process's exit (AtProcessExit); "quoted" rows
//     with VKL_CHASSIS_PROCESS_QUOTED=1 (text that CSV must quote).
//   Trace writes, when its settings name files, the trace-event JSON (TraceFile, trace_file): a
//     complete event per vkEnumeratePhysicalDevices (its duration, from the pre to the post
//     hook), an instant event per vkCmdDraw; and an event log (EventLog, events_file): an
//     "enumerate" event per vkEnumeratePhysicalDevices.
//   Instances (per instance) and Draws (per device) reach Log through their context
//     (context.process<Log>(), a reference): an "instance" row for each instance, a "draw" row
//     for each vkCmdDraw (with VKL_CHASSIS_PROCESS_DRAW_LOOP=1, rows without end from inside the
//     hook, which checks that Log was never destroyed under it: a racing exit's test).
#include <time.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <memory>

#include "chassis/layer.h"

VKL_LAYER("VK_LAYER_VKL_chassis_process", "layer chassis test layer: the process's lifetime", 1);

VKL_LAYER_SETTINGS(VKL_SETTING("log_file", String, "", "The CSV log (empty: stderr)"),
                   VKL_SETTING("trace_file", String, "", "The trace-event JSON (empty: none)"),
                   VKL_SETTING("events_file", String, "", "The event log (empty: none)"));

namespace {

bool env_is(const char* name, const char* value) {
    const char* v = std::getenv(name);
    return v && std::strcmp(v, value) == 0;
}

class Log : public vkl::layer::ProcessInterceptor<Log, vkl::layer::ProcessLifetime::Process> {
public:
    explicit Log(const vkl::layer::ProcessContext& context)
        : file_(context, "log_file", {"event", "calls"},
                env_is("VKL_CHASSIS_PROCESS_APPEND", "1") ? vkl::layer::OutputFile::Mode::Append
                                                          : vkl::layer::OutputFile::Mode::Truncate) {
        file_.row("init", 0);
        if (env_is("VKL_CHASSIS_PROCESS_QUOTED", "1"))
            file_.row("a,b \"c\"\nd", -1);
    }
    // The process's exit: the destructor never runs under ProcessLifetime::Process.
    void AtProcessExit() { file_.last_row("exit", calls_.load()); }
    void PostCallRecordEnumeratePhysicalDevices(VkInstance, uint32_t*, VkPhysicalDevice*, VkResult) {
        file_.row("enumerate", calls_.fetch_add(1) + 1);
    }
    ~Log() { alive.store(0); }
    void row(const char* event, uint64_t n) { file_.row(event, n); }
    std::atomic<uint64_t> instances{0}, draws{0};
    // kAlive from construction to destruction: a hook racing the process's exit checks that
    // its object was not ended under it.
    static constexpr uint64_t kAlive = 0x11fe11fe11fe11feull;
    std::atomic<uint64_t> alive{kAlive};

private:
    vkl::layer::CsvFile file_;
    std::atomic<uint64_t> calls_{0};
};

class Trace : public vkl::layer::ProcessInterceptor<Trace, vkl::layer::ProcessLifetime::Process> {
public:
    explicit Trace(const vkl::layer::ProcessContext& context) {
        if (*context.settings.get_string("trace_file"))
            trace_ = std::make_unique<vkl::layer::TraceFile>(context, "trace_file");
        if (*context.settings.get_string("events_file"))
            events_ = std::make_unique<vkl::layer::EventLog>(context, "events_file");
    }
    void PreCallRecordEnumeratePhysicalDevices(VkInstance, uint32_t*, VkPhysicalDevice*) { start_ = vkl::layer::TraceFile::now(); }
    void PostCallRecordEnumeratePhysicalDevices(VkInstance, uint32_t*, VkPhysicalDevice*, VkResult) {
        const uint64_t n = calls_.fetch_add(1) + 1;
        if (trace_)
            trace_->complete("vkEnumeratePhysicalDevices", start_, vkl::layer::TraceFile::now());
        if (events_)
            events_->eventf("enumerate", "call=%llu", static_cast<unsigned long long>(n));
    }
    void PreCallRecordCmdDraw(VkCommandBuffer, uint32_t, uint32_t, uint32_t, uint32_t) {
        if (trace_)
            trace_->instant("vkCmdDraw");
    }
    void AtProcessExit() {
        if (trace_)
            trace_->end();
    }

private:
    static thread_local uint64_t start_;
    std::unique_ptr<vkl::layer::TraceFile> trace_;
    std::unique_ptr<vkl::layer::EventLog> events_;
    std::atomic<uint64_t> calls_{0};
};
thread_local uint64_t Trace::start_ = 0;

class Instances : public vkl::layer::InstanceInterceptor<Instances> {
public:
    explicit Instances(const vkl::layer::InstanceContext& context) {
        Log& log = context.process<Log>();
        log.row("instance", log.instances.fetch_add(1) + 1);
    }
};

class Draws : public vkl::layer::DeviceInterceptor<Draws> {
public:
    explicit Draws(const vkl::layer::DeviceContext& context) : context_(context) {}
    void PreCallRecordCmdDraw(VkCommandBuffer, uint32_t, uint32_t, uint32_t, uint32_t) {
        Log& log = context_.process<Log>();
        log.row("draw", log.draws.fetch_add(1) + 1);
        // VKL_CHASSIS_PROCESS_DRAW_LOOP=1: the hook never returns, writing a "draw" row every
        // 50 us, as a render thread still inside the layer when another thread calls exit();
        // its object ended under it (destroyed) is exit status 7.
        if (env_is("VKL_CHASSIS_PROCESS_DRAW_LOOP", "1"))
            for (;;) {
                if (log.alive.load() != Log::kAlive)
                    _exit(7);
                log.row("draw", log.draws.fetch_add(1) + 1);
                const timespec us50{0, 50000};
                nanosleep(&us50, nullptr);
            }
    }

private:
    const vkl::layer::DeviceContext& context_;
};

}  // namespace

VKL_LAYER_INTERCEPTORS(Log, Trace, Instances, Draws);
