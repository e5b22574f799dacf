// SPDX-License-Identifier: Apache-2.0
// A layer on the chassis whose per-process object lives as long as the process
// (ProcessLifetime::Process), for the lifetime tests: Log writes a CSV file (the setting
// log_file; emptied when it is made) with a header, an "init" row when it is made, a row per
// vkEnumeratePhysicalDevices of any instance, and an "exit" row when it ends. Instances (per
// instance) and Draws (per device) reach it through their context (context.process<Log>(), a
// reference): an "instance" row for each instance, a "draw" row for each vkCmdDraw.
#include <atomic>

#include "chassis/layer.h"

VKL_LAYER("VK_LAYER_VKL_chassis_process", "layer chassis test layer: the process's lifetime", 1);

VKL_LAYER_SETTINGS(VKL_SETTING("log_file", String, "", "The CSV log (empty: stderr)"));

namespace {

class Log : public vkl::layer::ProcessInterceptor<Log, vkl::layer::ProcessLifetime::Process> {
public:
    explicit Log(const vkl::layer::ProcessContext& context) : file_(context, "log_file", vkl::layer::OutputFile::Mode::Truncate) {
        file_.line("event,calls");
        file_.line("init,0");
    }
    ~Log() { file_.linef("exit,%llu", static_cast<unsigned long long>(calls_.load())); }
    void PostCallRecordEnumeratePhysicalDevices(VkInstance, uint32_t*, VkPhysicalDevice*, VkResult) {
        file_.linef("enumerate,%llu", static_cast<unsigned long long>(calls_.fetch_add(1) + 1));
    }
    void row(const char* event, uint64_t n) { file_.linef("%s,%llu", event, static_cast<unsigned long long>(n)); }
    std::atomic<uint64_t> instances{0}, draws{0};

private:
    vkl::layer::OutputFile file_;
    std::atomic<uint64_t> calls_{0};
};

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
    }

private:
    const vkl::layer::DeviceContext& context_;
};

}  // namespace

VKL_LAYER_INTERCEPTORS(Log, Instances, Draws);
