// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// VK_LAYER_VKL_draw_stats: the layer-writing guide's draw-statistics sample, on the layer
// chassis, per device and per command buffer. A command buffer's counts start at
// vkBeginCommandBuffer and are reported at vkEndCommandBuffer, as the guide's sample does (a line
// on stderr, the layer's report: its command_buffer_lines setting, on by default, switches it,
// not the log_severity threshold of diagnostics): draws
// (direct, indexed, indirect, indirect-count, multi, mesh), instances, vertices (vertexCount x
// instanceCount) and indices (indexCount x instanceCount), dispatches (vkCmdDispatchBase too) and
// render passes. A secondary command buffer counts where a primary executes it. Submitted
// command buffers add to the device's current frame, which vkQueuePresentKHR closes.
// vkDestroyDevice prints the device's summary to stderr and, with the report_file setting (its
// variables VK_VKL_DRAW_STATS_REPORT_FILE, or VKL_DRAW_STATS_FILE, which its users know; never in
// a process with elevated privileges), writes the report there: one JSON object per device
// of the process ("command_buffers_left": the command buffers the
// application never freed, alone or with their pool, whose counts the layer still held). The report file is the process's
// (Report, a per-process interceptor of the process's lifetime, through the chassis's
// OutputFile): rewritten whole at each vkDestroyDevice, closed at the process's exit
// (layers/README.md, "Process state").
//
// The recording path takes no lock: each command buffer's counts are found in a HandleMap
// (lock-free lookup) and only its recording thread writes them (Vulkan requires command
// buffers to be externally synchronized). A device's own lock guards its frames, taken at
// submission, present and command-buffer allocation and freeing; command buffers are forgotten
// with their pool.
#include <cinttypes>
#include <cstdio>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "chassis/handle_map.h"
#include "chassis/layer.h"

VKL_LAYER("VK_LAYER_VKL_draw_stats", "Counts draws, dispatches and render passes per command buffer, submission, frame and device",
          2);

VKL_LAYER_SETTINGS(VKL_SETTING("report_file", String, "",
                               "Each device's JSON report is written to this file at vkDestroyDevice (empty: no report); "
                               "read at process scope, never in a process with elevated privileges",
                               "VKL_DRAW_STATS_FILE"),
                   VKL_SETTING("command_buffer_lines", Boolean, "true",
                               "One line per command buffer at vkEndCommandBuffer, on stderr beside the device summary "
                               "(the layer's report, not a diagnostic: log_severity does not hide it)"));

namespace {

struct Counts {
    uint64_t draws = 0;  // every draw: the kinds below, and plain vkCmdDraw
    uint64_t indexed = 0, indirect = 0, indirect_count = 0, multi = 0, mesh = 0;
    uint64_t instances = 0, vertices = 0, indices = 0;
    uint64_t dispatches = 0, render_passes = 0;

    void add(const Counts& o) {
        draws += o.draws, indexed += o.indexed, indirect += o.indirect, indirect_count += o.indirect_count;
        multi += o.multi, mesh += o.mesh, instances += o.instances, vertices += o.vertices, indices += o.indices;
        dispatches += o.dispatches, render_passes += o.render_passes;
    }
    std::string json() const {
        char s[640];
        std::snprintf(s, sizeof s,
                      "{\"draws\": %" PRIu64 ", \"indexed_draws\": %" PRIu64 ", \"indirect_draws\": %" PRIu64
                      ", \"indirect_count_draws\": %" PRIu64 ", \"multi_draws\": %" PRIu64 ", \"mesh_draws\": %" PRIu64
                      ", \"instances\": %" PRIu64 ", \"vertices\": %" PRIu64 ", \"indices\": %" PRIu64
                      ", \"dispatches\": %" PRIu64 ", \"render_passes\": %" PRIu64 "}",
                      draws, indexed, indirect, indirect_count, multi, mesh, instances, vertices, indices, dispatches,
                      render_passes);
        return s;
    }
};

struct CommandBufferState {
    Counts counts;
    VkCommandPool pool = VK_NULL_HANDLE;
};

// The report file holds every device of the process: its objects live as long as the process
// (ProcessLifetime::Process), so a program that makes a probe instance (and device) before its
// real one gets one report with both, never a report started again by the second instance. Each
// vkDestroyDevice rewrites it with the reports so far. Devices of any instance end on any
// thread, hence the lock.
class Report : public vkl::layer::ProcessInterceptor<Report, vkl::layer::ProcessLifetime::Process> {
public:
    explicit Report(const vkl::layer::ProcessContext& context) {
        if (*context.settings.get_string("report_file"))
            file_ = std::make_unique<vkl::layer::OutputFile>(context, "report_file", vkl::layer::OutputFile::Mode::Truncate);
    }
    void add(std::string device_report) {
        if (!file_)
            return;
        std::lock_guard<std::mutex> g(lock_);
        reports_.push_back(std::move(device_report));
        std::string text = "{\n  \"layer\": \"VK_LAYER_VKL_draw_stats\",\n  \"devices\": [";
        for (size_t i = 0; i < reports_.size(); ++i)
            text += std::string(i ? "," : "") + "\n    " + reports_[i];
        text += "\n  ]\n}\n";
        file_->rewrite(text);
    }

private:
    std::unique_ptr<vkl::layer::OutputFile> file_;  // none without a report_file
    std::mutex lock_;
    std::vector<std::string> reports_;
};

class DrawStats : public vkl::layer::DeviceInterceptor<DrawStats> {
public:
    explicit DrawStats(const vkl::layer::DeviceContext& context)
        : context_(context), lines_(context.settings().get_bool("command_buffer_lines")) {}

    // -- command buffers: made and forgotten (with their pool) -----------------------------------
    void PostCallRecordAllocateCommandBuffers(VkDevice, const VkCommandBufferAllocateInfo* info, VkCommandBuffer* cbs,
                                              VkResult result) {
        if (result != VK_SUCCESS)
            return;
        for (uint32_t i = 0; i < info->commandBufferCount; ++i)
            if (CommandBufferState* s = cbs_.insert(vkl::layer::handle_key(cbs[i])))
                s->pool = info->commandPool;
    }
    void PreCallRecordFreeCommandBuffers(VkDevice, VkCommandPool, uint32_t n, const VkCommandBuffer* cbs) {
        for (uint32_t i = 0; i < n; ++i)
            if (cbs[i] != VK_NULL_HANDLE)
                cbs_.erase(vkl::layer::handle_key(cbs[i]));
    }
    void PreCallRecordDestroyCommandPool(VkDevice, VkCommandPool pool, const VkAllocationCallbacks*) {
        if (pool != VK_NULL_HANDLE)
            cbs_.erase_if([pool](uint64_t, const CommandBufferState& s) { return s.pool == pool; });
    }

    // -- recording: no lock ------------------------------------------------------------------------
    void PreCallRecordBeginCommandBuffer(VkCommandBuffer cb, const VkCommandBufferBeginInfo*) {
        with(cb, [](Counts& c) { c = {}; });
    }
    void PostCallRecordEndCommandBuffer(VkCommandBuffer cb, VkResult) {
        if (!lines_)
            return;
        with(cb, [&](Counts& c) {
            // The layer's product, not a diagnostic: on stderr beside the device summary,
            // whatever log_severity says (layers/README.md, "Reports are not diagnostics").
            vkl::layer::report_linef("command buffer %p ended with %" PRIu64 " draws, %" PRIu64 " instances, %" PRIu64
                                     " vertices and %" PRIu64 " indices; %" PRIu64 " dispatches, %" PRIu64 " render passes",
                                     static_cast<void*>(cb), c.draws, c.instances, c.vertices, c.indices, c.dispatches,
                                     c.render_passes);
        });
    }
    void PreCallRecordCmdDraw(VkCommandBuffer cb, uint32_t vertices, uint32_t instances, uint32_t, uint32_t) {
        with(cb, [&](Counts& c) {
            ++c.draws, c.instances += instances, c.vertices += uint64_t(vertices) * instances;
        });
    }
    void PreCallRecordCmdDrawIndexed(VkCommandBuffer cb, uint32_t indices, uint32_t instances, uint32_t, int32_t, uint32_t) {
        with(cb, [&](Counts& c) {
            ++c.draws, ++c.indexed, c.instances += instances, c.indices += uint64_t(indices) * instances;
        });
    }
    // Indirect draws: their counts are in a buffer the GPU reads.
    void PreCallRecordCmdDrawIndirect(VkCommandBuffer cb, VkBuffer, VkDeviceSize, uint32_t draws, uint32_t) {
        with(cb, [&](Counts& c) { c.draws += draws, c.indirect += draws; });
    }
    void PreCallRecordCmdDrawIndexedIndirect(VkCommandBuffer cb, VkBuffer, VkDeviceSize, uint32_t draws, uint32_t) {
        with(cb, [&](Counts& c) { c.draws += draws, c.indirect += draws, c.indexed += draws; });
    }
#if defined(VK_VERSION_1_2)
    // Indirect-count draws: even how many is in a buffer; each call counts once.
    void PreCallRecordCmdDrawIndirectCount(VkCommandBuffer cb, VkBuffer, VkDeviceSize, VkBuffer, VkDeviceSize, uint32_t, uint32_t) {
        with(cb, [](Counts& c) { ++c.draws, ++c.indirect_count; });
    }
    void PreCallRecordCmdDrawIndexedIndirectCount(VkCommandBuffer cb, VkBuffer, VkDeviceSize, VkBuffer, VkDeviceSize, uint32_t,
                                                  uint32_t) {
        with(cb, [](Counts& c) { ++c.draws, ++c.indirect_count, ++c.indexed; });
    }
#endif
#if defined(VK_EXT_multi_draw)
    void PreCallRecordCmdDrawMultiEXT(VkCommandBuffer cb, uint32_t n, const VkMultiDrawInfoEXT* draws, uint32_t instances,
                                      uint32_t, uint32_t stride) {
        with(cb, [&](Counts& c) {
            c.draws += n, c.multi += n, c.instances += uint64_t(n) * instances;
            for (uint32_t i = 0; i < n; ++i)
                c.vertices += uint64_t(at(draws, i, stride)->vertexCount) * instances;
        });
    }
    void PreCallRecordCmdDrawMultiIndexedEXT(VkCommandBuffer cb, uint32_t n, const VkMultiDrawIndexedInfoEXT* draws,
                                             uint32_t instances, uint32_t, uint32_t stride, const int32_t*) {
        with(cb, [&](Counts& c) {
            c.draws += n, c.multi += n, c.indexed += n, c.instances += uint64_t(n) * instances;
            for (uint32_t i = 0; i < n; ++i)
                c.indices += uint64_t(at(draws, i, stride)->indexCount) * instances;
        });
    }
#endif
#if defined(VK_EXT_mesh_shader)
    void PreCallRecordCmdDrawMeshTasksEXT(VkCommandBuffer cb, uint32_t, uint32_t, uint32_t) {
        with(cb, [](Counts& c) { ++c.draws, ++c.mesh; });
    }
    void PreCallRecordCmdDrawMeshTasksIndirectEXT(VkCommandBuffer cb, VkBuffer, VkDeviceSize, uint32_t draws, uint32_t) {
        with(cb, [&](Counts& c) { c.draws += draws, c.mesh += draws, c.indirect += draws; });
    }
    void PreCallRecordCmdDrawMeshTasksIndirectCountEXT(VkCommandBuffer cb, VkBuffer, VkDeviceSize, VkBuffer, VkDeviceSize, uint32_t,
                                                       uint32_t) {
        with(cb, [](Counts& c) { ++c.draws, ++c.mesh, ++c.indirect_count; });
    }
#endif
#if defined(VK_NV_mesh_shader)
    void PreCallRecordCmdDrawMeshTasksNV(VkCommandBuffer cb, uint32_t, uint32_t) {
        with(cb, [](Counts& c) { ++c.draws, ++c.mesh; });
    }
#endif
    void PreCallRecordCmdDispatch(VkCommandBuffer cb, uint32_t, uint32_t, uint32_t) { with(cb, [](Counts& c) { ++c.dispatches; }); }
#if defined(VK_VERSION_1_1)
    void PreCallRecordCmdDispatchBase(VkCommandBuffer cb, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t) {
        with(cb, [](Counts& c) { ++c.dispatches; });
    }
#endif
    void PreCallRecordCmdDispatchIndirect(VkCommandBuffer cb, VkBuffer, VkDeviceSize) {
        with(cb, [](Counts& c) { ++c.dispatches; });
    }
    void PreCallRecordCmdBeginRenderPass(VkCommandBuffer cb, const VkRenderPassBeginInfo*, VkSubpassContents) {
        with(cb, [](Counts& c) { ++c.render_passes; });
    }
#if defined(VK_VERSION_1_2)
    void PreCallRecordCmdBeginRenderPass2(VkCommandBuffer cb, const VkRenderPassBeginInfo*, const VkSubpassBeginInfo*) {
        with(cb, [](Counts& c) { ++c.render_passes; });
    }
#endif
#if defined(VK_VERSION_1_3)
    void PreCallRecordCmdBeginRendering(VkCommandBuffer cb, const VkRenderingInfo*) { with(cb, [](Counts& c) { ++c.render_passes; }); }
#endif
    // A secondary counts where it runs: in the primary that executes it, at that point (it is
    // executable, so nothing records it meanwhile).
    void PreCallRecordCmdExecuteCommands(VkCommandBuffer primary, uint32_t n, const VkCommandBuffer* secondaries) {
        with(primary, [&](Counts& c) {
            for (uint32_t i = 0; i < n; ++i)
                if (const CommandBufferState* s = cbs_.find(vkl::layer::handle_key(secondaries[i])))
                    c.add(s->counts);
        });
    }

    // -- submission and frames: the device's lock ------------------------------------------------
    void PostCallRecordQueueSubmit(VkQueue, uint32_t n, const VkSubmitInfo* submits, VkFence, VkResult result) {
        if (result != VK_SUCCESS)
            return;
        std::lock_guard<std::mutex> g(lock_);
        for (uint32_t s = 0; s < n; ++s)
            for (uint32_t i = 0; i < submits[s].commandBufferCount; ++i)
                submitted(submits[s].pCommandBuffers[i]);
        submissions_ += n;
    }
#if defined(VK_VERSION_1_3)
    void PostCallRecordQueueSubmit2(VkQueue, uint32_t n, const VkSubmitInfo2* submits, VkFence, VkResult result) {
        if (result != VK_SUCCESS)
            return;
        std::lock_guard<std::mutex> g(lock_);
        for (uint32_t s = 0; s < n; ++s)
            for (uint32_t i = 0; i < submits[s].commandBufferInfoCount; ++i)
                submitted(submits[s].pCommandBufferInfos[i].commandBuffer);
        submissions_ += n;
    }
#endif
    void PostCallRecordQueuePresentKHR(VkQueue, const VkPresentInfoKHR*, VkResult) {
        std::lock_guard<std::mutex> g(lock_);
        total_.add(frame_);
        if (frames_.size() < kMaxFramesKept)
            frames_.push_back(frame_);
        ++frame_count_;
        frame_ = {};
    }

    // -- the device's report -----------------------------------------------------------------------
    void PreCallRecordDestroyDevice(VkDevice, const VkAllocationCallbacks*) {
        std::lock_guard<std::mutex> g(lock_);
        Counts all = total_;
        all.add(frame_);  // submitted after the last present
        vkl::layer::report_linef("device %s: %" PRIu64 " frames, %" PRIu64 " submissions: %" PRIu64 " draws (%" PRIu64
                     " indexed, %" PRIu64 " indirect, %" PRIu64 " indirect-count, %" PRIu64 " multi, %" PRIu64 " mesh; %" PRIu64
                     " instances, %" PRIu64 " vertices, %" PRIu64 " indices), %" PRIu64 " dispatches, %" PRIu64 " render passes",
                     context_.properties.deviceName, frame_count_, submissions_, all.draws, all.indexed, all.indirect,
                     all.indirect_count, all.multi, all.mesh, all.instances, all.vertices, all.indices, all.dispatches,
                     all.render_passes);
        write_report(all);
    }

private:
    static constexpr size_t kMaxFramesKept = 100000;

    template <typename F>
    void with(VkCommandBuffer cb, F&& f) {
        if (CommandBufferState* s = cbs_.find(vkl::layer::handle_key(cb)))
            f(s->counts);
    }
    template <typename T>
    static const T* at(const T* first, uint32_t i, uint32_t stride) {
        return reinterpret_cast<const T*>(reinterpret_cast<const char*>(first) + size_t(i) * stride);
    }
    void submitted(VkCommandBuffer cb) {
        if (const CommandBufferState* s = cbs_.find(vkl::layer::handle_key(cb)))
            frame_.add(s->counts);
    }
    void write_report(const Counts& all) {
        char head[512];
        std::snprintf(head, sizeof head,
                      "{\"device\": \"%s\", \"api_version\": \"%u.%u.%u\", \"frames\": %" PRIu64 ", \"submissions\": %" PRIu64
                      ", \"command_buffers_left\": %zu,\n     \"total\": %s,\n     \"per_frame\": [",
                      json_safe(context_.properties.deviceName).c_str(), VK_API_VERSION_MAJOR(context_.api_version),
                      VK_API_VERSION_MINOR(context_.api_version), VK_API_VERSION_PATCH(context_.api_version), frame_count_,
                      submissions_, cbs_.size(), all.json().c_str());
        std::string report = head;
        for (size_t i = 0; i < frames_.size(); ++i)
            report += std::string(i ? "," : "") + "\n       " + frames_[i].json();
        report += "\n     ]}";
        context_.process<Report>().add(std::move(report));  // the process's: it outlives every device
    }
    // A device name as a JSON string's content (drivers name devices in plain text, but a quote
    // or a control character must not break the report).
    static std::string json_safe(const char* s) {
        std::string out;
        for (; *s; ++s)
            if (*s == '"' || *s == '\\')
                out += std::string("\\") + *s;
            else if (static_cast<unsigned char>(*s) >= 0x20)
                out += *s;
        return out;
    }

    const vkl::layer::DeviceContext& context_;
    const bool lines_;
    vkl::layer::HandleMap<CommandBufferState> cbs_;
    std::mutex lock_;  // the frames (submission, present, the report): never taken while recording
    Counts frame_, total_;
    std::vector<Counts> frames_;
    uint64_t frame_count_ = 0, submissions_ = 0;
};

}  // namespace

VKL_LAYER_INTERCEPTORS(DrawStats, Report);
