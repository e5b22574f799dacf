// SPDX-License-Identifier: Apache-2.0
// VK_LAYER_VKL_draw_stats: the layer-writing guide's draw-statistics sample, on the layer
// chassis. Per command buffer it counts draws (direct, indexed, indirect; vertex, index and
// instance totals where the call gives them), dispatches and render passes; a secondary
// command buffer counts where a primary executes it. Submitted command buffers add to the
// current frame, which vkQueuePresentKHR closes. vkDestroyDevice prints a summary to stderr and,
// with VKL_DRAW_STATS_FILE set, writes a JSON report there.
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "chassis/layer.h"

VKL_LAYER("VK_LAYER_VKL_draw_stats", "Counts draws, dispatches and render passes per command buffer, submission and frame", 1);

namespace {

struct Counts {
    uint64_t draws = 0, indexed_draws = 0, indirect_draws = 0;
    uint64_t vertices = 0, indices = 0, instances = 0;
    uint64_t dispatches = 0, render_passes = 0;
    void add(const Counts& o) {
        draws += o.draws, indexed_draws += o.indexed_draws, indirect_draws += o.indirect_draws;
        vertices += o.vertices, indices += o.indices, instances += o.instances;
        dispatches += o.dispatches, render_passes += o.render_passes;
    }
    std::string json() const {
        char s[512];
        std::snprintf(s, sizeof s,
                      "{\"draws\": %llu, \"indexed_draws\": %llu, \"indirect_draws\": %llu, \"vertices\": %llu, "
                      "\"indices\": %llu, \"instances\": %llu, \"dispatches\": %llu, \"render_passes\": %llu}",
                      (unsigned long long)draws, (unsigned long long)indexed_draws, (unsigned long long)indirect_draws,
                      (unsigned long long)vertices, (unsigned long long)indices, (unsigned long long)instances,
                      (unsigned long long)dispatches, (unsigned long long)render_passes);
        return s;
    }
};

class DrawStats : public vkl::layer::InterceptorBase<DrawStats> {
public:
    // -- recording ------------------------------------------------------------------------
    void PreCallRecordBeginCommandBuffer(VkCommandBuffer cb, const VkCommandBufferBeginInfo*) { with(cb, [](Counts& c) { c = {}; }); }
    void PreCallRecordCmdDraw(VkCommandBuffer cb, uint32_t vertices, uint32_t instances, uint32_t, uint32_t) {
        with(cb, [&](Counts& c) { ++c.draws, c.vertices += vertices, c.instances += instances; });
    }
    void PreCallRecordCmdDrawIndexed(VkCommandBuffer cb, uint32_t indices, uint32_t instances, uint32_t, int32_t, uint32_t) {
        with(cb, [&](Counts& c) { ++c.indexed_draws, c.indices += indices, c.instances += instances; });
    }
    void PreCallRecordCmdDrawIndirect(VkCommandBuffer cb, VkBuffer, VkDeviceSize, uint32_t draws, uint32_t) {
        with(cb, [&](Counts& c) { c.indirect_draws += draws; });
    }
    void PreCallRecordCmdDrawIndexedIndirect(VkCommandBuffer cb, VkBuffer, VkDeviceSize, uint32_t draws, uint32_t) {
        with(cb, [&](Counts& c) { c.indirect_draws += draws; });
    }
    void PreCallRecordCmdDispatch(VkCommandBuffer cb, uint32_t, uint32_t, uint32_t) { with(cb, [](Counts& c) { ++c.dispatches; }); }
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
    // A secondary counts where it runs: in the primary that executes it, at that point.
    void PreCallRecordCmdExecuteCommands(VkCommandBuffer primary, uint32_t n, const VkCommandBuffer* secondaries) {
        std::lock_guard<std::mutex> g(lock_);
        for (uint32_t i = 0; i < n; ++i)
            recorded_[primary].add(recorded_[secondaries[i]]);
    }
    void PostCallRecordFreeCommandBuffers(VkDevice, VkCommandPool, uint32_t n, const VkCommandBuffer* cbs) {
        std::lock_guard<std::mutex> g(lock_);
        for (uint32_t i = 0; i < n; ++i)
            recorded_.erase(cbs[i]);
    }

    // -- submission and frames ------------------------------------------------------------------
    void PostCallRecordQueueSubmit(VkQueue, uint32_t n, const VkSubmitInfo* submits, VkFence, VkResult result) {
        if (result != VK_SUCCESS)
            return;
        std::lock_guard<std::mutex> g(lock_);
        for (uint32_t s = 0; s < n; ++s)
            for (uint32_t i = 0; i < submits[s].commandBufferCount; ++i)
                frame_.add(recorded_[submits[s].pCommandBuffers[i]]);
        submissions_ += n;
    }
#if defined(VK_VERSION_1_3)
    void PostCallRecordQueueSubmit2(VkQueue, uint32_t n, const VkSubmitInfo2* submits, VkFence, VkResult result) {
        if (result != VK_SUCCESS)
            return;
        std::lock_guard<std::mutex> g(lock_);
        for (uint32_t s = 0; s < n; ++s)
            for (uint32_t i = 0; i < submits[s].commandBufferInfoCount; ++i)
                frame_.add(recorded_[submits[s].pCommandBufferInfos[i].commandBuffer]);
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

    // -- the report -------------------------------------------------------------------------------
    void PreCallRecordDestroyDevice(VkDevice, const VkAllocationCallbacks*) {
        std::lock_guard<std::mutex> g(lock_);
        Counts all = total_;
        all.add(frame_);  // submitted after the last present
        std::fprintf(stderr,
                     "VK_LAYER_VKL_draw_stats: %llu frames, %llu submissions: %llu draws (%llu vertices, %llu instances), "
                     "%llu indexed draws (%llu indices), %llu indirect draws, %llu dispatches, %llu render passes\n",
                     (unsigned long long)frame_count_, (unsigned long long)submissions_, (unsigned long long)all.draws,
                     (unsigned long long)all.vertices, (unsigned long long)all.instances, (unsigned long long)all.indexed_draws,
                     (unsigned long long)all.indices, (unsigned long long)all.indirect_draws, (unsigned long long)all.dispatches,
                     (unsigned long long)all.render_passes);
        if (const char* path = std::getenv("VKL_DRAW_STATS_FILE"); path && *path)
            write_report(path, all);
    }

private:
    static constexpr size_t kMaxFramesKept = 100000;

    template <typename F>
    void with(VkCommandBuffer cb, F&& f) {
        std::lock_guard<std::mutex> g(lock_);
        f(recorded_[cb]);
    }
    void write_report(const char* path, const Counts& all) const {
        FILE* f = std::fopen(path, "w");
        if (f == nullptr) {
            std::fprintf(stderr, "VK_LAYER_VKL_draw_stats: VKL_DRAW_STATS_FILE %s: cannot write the report\n", path);
            return;
        }
        std::fprintf(f, "{\n  \"layer\": \"VK_LAYER_VKL_draw_stats\",\n  \"frames\": %llu,\n  \"submissions\": %llu,\n"
                        "  \"total\": %s,\n  \"per_frame\": [",
                     (unsigned long long)frame_count_, (unsigned long long)submissions_, all.json().c_str());
        for (size_t i = 0; i < frames_.size(); ++i)
            std::fprintf(f, "%s\n    %s", i ? "," : "", frames_[i].json().c_str());
        std::fprintf(f, "\n  ]\n}\n");
        std::fclose(f);
    }

    std::mutex lock_;  // hooks may run on any thread; recording is per command buffer
    std::unordered_map<VkCommandBuffer, Counts> recorded_;
    Counts frame_, total_;
    std::vector<Counts> frames_;
    uint64_t frame_count_ = 0, submissions_ = 0;
};

}  // namespace

VKL_LAYER_INTERCEPTORS(DrawStats);
