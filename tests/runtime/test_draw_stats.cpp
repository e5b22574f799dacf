// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// VK_LAYER_VKL_draw_stats (layers/draw_stats/) on the test driver, under this loader and under
// the system's Khronos loader: two devices on two physical devices, each with its own counts; a
// vkEndCommandBuffer line per command buffer with what the test recorded (every kind of draw,
// instances, vertices = vertexCount x instanceCount, indices likewise, dispatches with
// vkCmdDispatchBase, render passes, a secondary executed in a primary); counts reset at
// vkBeginCommandBuffer; frames and submissions per device; one JSON object per device in the
// report file (its path a layer setting, from the environment); command buffers forgotten with
// their pool.
#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <rapidjson/document.h>

#include "chassis_world.h"

using namespace harness;

namespace {

struct DrawStatsWorld {
    World w;
    fs::path report;
    DrawStatsWorld() {
        w.add_driver("drv", "devices=discrete,integrated;devext=VK_KHR_swapchain,VK_EXT_multi_draw,VK_EXT_mesh_shader");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        add_chassis_layer(w, VKL_DRAW_STATS_LAYER, "VK_LAYER_VKL_draw_stats", "draw_stats");
        report = w.root() / "report.json";
        w.env.set("VK_VKL_DRAW_STATS_REPORT_FILE", report.string());  // the layer's report_file setting
        w.env.unset("VKL_DRAW_STATS_FILE");
        // The vkEndCommandBuffer lines are the layer's report: nothing needs to ask for them.
        for (const char* v : {"VK_VKL_DRAW_STATS_LOG_SEVERITY", "VK_DRAW_STATS_LOG_SEVERITY",
                              "VK_VKL_DRAW_STATS_COMMAND_BUFFER_LINES", "VK_DRAW_STATS_COMMAND_BUFFER_LINES"})
            w.env.unset(v);
    }
};

std::string ended(VkCommandBuffer cb, int draws, int instances, int vertices, int indices, int dispatches, int passes) {
    char s[256];
    std::snprintf(s, sizeof s,
                  "VK_LAYER_VKL_draw_stats: command buffer %p ended with %d draws, %d instances, %d vertices and %d "
                  "indices; %d dispatches, %d render passes\n",
                  static_cast<void*>(cb), draws, instances, vertices, indices, dispatches, passes);
    return s;
}

template <typename F>
F fn(const Loader& l, VkDevice dev, const char* name) {
    auto gdpa = l.sym<PFN_vkGetDeviceProcAddr>("vkGetDeviceProcAddr");
    auto f = reinterpret_cast<F>(gdpa(dev, name));
    REQUIRE(f != nullptr);
    return f;
}

void two_devices(const char* loader_path) {
    DrawStatsWorld dw;
    Loader l(loader_path);
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_VKL_draw_stats"}) == VK_SUCCESS);
    const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 2);
    const std::string name_a = l.device_name(pds[0]), name_b = l.device_name(pds[1]);
    VkDevice a = l.create_device(pds[0], {"VK_KHR_swapchain", "VK_EXT_multi_draw", "VK_EXT_mesh_shader"});
    VkDevice b = l.create_device(pds[1]);
    REQUIRE(a != nullptr);
    REQUIRE(b != nullptr);

    VkCommandPoolCreateInfo pi{};
    pi.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    VkCommandPool pool_a = VK_NULL_HANDLE, pool_b = VK_NULL_HANDLE;
    REQUIRE(l.sym<PFN_vkCreateCommandPool>("vkCreateCommandPool")(a, &pi, nullptr, &pool_a) == VK_SUCCESS);
    REQUIRE(l.sym<PFN_vkCreateCommandPool>("vkCreateCommandPool")(b, &pi, nullptr, &pool_b) == VK_SUCCESS);
    VkCommandBuffer primary = command_buffer(l, a, nullptr, pool_a), secondary = command_buffer(l, a, nullptr, pool_a);
    VkCommandBuffer other = command_buffer(l, b, nullptr, pool_b);
    REQUIRE(primary != nullptr);
    REQUIRE(secondary != nullptr);
    REQUIRE(other != nullptr);

    VkCommandBufferBeginInfo bi{};
    bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    auto begin = l.sym<PFN_vkBeginCommandBuffer>("vkBeginCommandBuffer");
    auto end = l.sym<PFN_vkEndCommandBuffer>("vkEndCommandBuffer");
    auto draw = l.sym<PFN_vkCmdDraw>("vkCmdDraw");
    const VkBuffer buffer = (VkBuffer)uintptr_t(0x1000);
    std::string err_text;
    {
        StderrCapture err;
        begin(secondary, &bi);
        draw(secondary, 3, 2, 0, 0);
        end(secondary);

        begin(primary, &bi);
        draw(primary, 6, 1, 0, 0);
        l.sym<PFN_vkCmdDrawIndexed>("vkCmdDrawIndexed")(primary, 12, 3, 0, 0, 0);
        l.sym<PFN_vkCmdDrawIndirect>("vkCmdDrawIndirect")(primary, buffer, 0, 4, 16);
        l.sym<PFN_vkCmdDrawIndexedIndirect>("vkCmdDrawIndexedIndirect")(primary, buffer, 0, 2, 20);
        l.sym<PFN_vkCmdDrawIndirectCount>("vkCmdDrawIndirectCount")(primary, buffer, 0, buffer, 64, 8, 16);
        l.sym<PFN_vkCmdDrawIndexedIndirectCount>("vkCmdDrawIndexedIndirectCount")(primary, buffer, 0, buffer, 64, 8, 20);
        const VkMultiDrawInfoEXT multi[2] = {{0, 5}, {5, 7}};
        fn<PFN_vkCmdDrawMultiEXT>(l, a, "vkCmdDrawMultiEXT")(primary, 2, multi, 2, 0, sizeof(VkMultiDrawInfoEXT));
        const VkMultiDrawIndexedInfoEXT multi_indexed[1] = {{0, 9, 0}};
        fn<PFN_vkCmdDrawMultiIndexedEXT>(l, a, "vkCmdDrawMultiIndexedEXT")(primary, 1, multi_indexed, 3, 0,
                                                                           sizeof(VkMultiDrawIndexedInfoEXT), nullptr);
        fn<PFN_vkCmdDrawMeshTasksEXT>(l, a, "vkCmdDrawMeshTasksEXT")(primary, 1, 1, 1);
        l.sym<PFN_vkCmdDispatch>("vkCmdDispatch")(primary, 1, 1, 1);
        l.sym<PFN_vkCmdDispatchBase>("vkCmdDispatchBase")(primary, 0, 0, 0, 1, 1, 1);
        l.sym<PFN_vkCmdDispatchIndirect>("vkCmdDispatchIndirect")(primary, buffer, 0);
        VkRenderPassBeginInfo rp{};
        rp.sType = VK_STRUCTURE_TYPE_RENDER_PASS_BEGIN_INFO;
        l.sym<PFN_vkCmdBeginRenderPass>("vkCmdBeginRenderPass")(primary, &rp, VK_SUBPASS_CONTENTS_INLINE);
        l.sym<PFN_vkCmdEndRenderPass>("vkCmdEndRenderPass")(primary);
        VkRenderingInfo ri{};
        ri.sType = VK_STRUCTURE_TYPE_RENDERING_INFO;
        l.sym<PFN_vkCmdBeginRendering>("vkCmdBeginRendering")(primary, &ri);
        l.sym<PFN_vkCmdEndRendering>("vkCmdEndRendering")(primary);
        l.sym<PFN_vkCmdExecuteCommands>("vkCmdExecuteCommands")(primary, 1, &secondary);
        end(primary);

        begin(other, &bi);
        draw(other, 100, 1, 0, 0);
        draw(other, 100, 1, 0, 0);
        end(other);
        err_text = err.text();
    }
    // Draws: 1 + 1 indexed + 4 indirect + 2 indexed indirect + 2 indirect-count + 2 multi + 1 multi
    // indexed + 1 mesh, and the secondary's 1. Instances: 1 + 3 + 2x2 + 1x3 + 2. Vertices: 6 + (5 + 7)
    // x 2 + 3 x 2. Indices: 12 x 3 + 9 x 3.
    CHECK(err_text == ended(secondary, 1, 2, 6, 0, 0, 0) + ended(primary, 15, 13, 36, 63, 3, 2) + ended(other, 2, 2, 200, 0, 0, 0));

    VkQueue qa = VK_NULL_HANDLE, qb = VK_NULL_HANDLE;
    l.sym<PFN_vkGetDeviceQueue>("vkGetDeviceQueue")(a, 0, 0, &qa);
    l.sym<PFN_vkGetDeviceQueue>("vkGetDeviceQueue")(b, 0, 0, &qb);
    auto submit = [&](VkQueue q, VkCommandBuffer cb) {
        VkSubmitInfo si{};
        si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
        si.commandBufferCount = 1;
        si.pCommandBuffers = &cb;
        REQUIRE(l.sym<PFN_vkQueueSubmit>("vkQueueSubmit")(q, 1, &si, VK_NULL_HANDLE) == VK_SUCCESS);
    };
    submit(qa, primary);
    VkPresentInfoKHR present{};
    present.sType = VK_STRUCTURE_TYPE_PRESENT_INFO_KHR;
    REQUIRE(fn<PFN_vkQueuePresentKHR>(l, a, "vkQueuePresentKHR")(qa, &present) == VK_SUCCESS);  // frame 1 ends
    submit(qa, primary);  // frame 2, never presented
    submit(qb, other);
    {
        StderrCapture err;  // re-recorded: the counts start again
        begin(primary, &bi);
        draw(primary, 1, 1, 0, 0);
        end(primary);
        CHECK(err.text() == ended(primary, 1, 1, 1, 0, 0, 0));
    }
    // Device A's command buffers go with their pool; device B's pool (and its command buffer) is
    // left to the end of the device (the driver frees it then).
    l.sym<PFN_vkDestroyCommandPool>("vkDestroyCommandPool")(a, pool_a, nullptr);
    {
        StderrCapture err;
        l.destroy_device(a);
        l.destroy_device(b);
        const std::string t = err.text();
        CHECK(t.find("VK_LAYER_VKL_draw_stats: device " + name_a + ": 1 frames, 2 submissions: 30 draws (10 indexed, 12 indirect, "
                      "4 indirect-count, 6 multi, 2 mesh; 26 instances, 72 vertices, 126 indices), 6 dispatches, 4 render "
                      "passes\n") != std::string::npos);
        CHECK(t.find("VK_LAYER_VKL_draw_stats: device " + name_b + ": 0 frames, 1 submissions: 2 draws (0 indexed, 0 indirect, "
                      "0 indirect-count, 0 multi, 0 mesh; 2 instances, 200 vertices, 0 indices), 0 dispatches, 0 render "
                      "passes\n") != std::string::npos);
        INFO(t);
    }
    l.destroy_instance(inst);

    const std::string text = slurp(dw.report);
    INFO(text);
    rapidjson::Document d;
    d.Parse(text.c_str());
    REQUIRE(!d.HasParseError());
    REQUIRE(d["devices"].IsArray());
    REQUIRE(d["devices"].Size() == 2);
    const auto& da = d["devices"][0];
    const auto& db = d["devices"][1];
    CHECK(std::string(da["device"].GetString()) == name_a);
    CHECK(da["frames"].GetUint64() == 1);
    CHECK(da["submissions"].GetUint64() == 2);
    CHECK(da["command_buffers_left"].GetUint64() == 0);
    CHECK(da["total"]["draws"].GetUint64() == 30);
    CHECK(da["total"]["vertices"].GetUint64() == 72);
    CHECK(da["total"]["indices"].GetUint64() == 126);
    REQUIRE(da["per_frame"].Size() == 1);
    CHECK(da["per_frame"][0]["draws"].GetUint64() == 15);
    CHECK(da["per_frame"][0]["render_passes"].GetUint64() == 2);
    CHECK(std::string(db["device"].GetString()) == name_b);
    CHECK(db["frames"].GetUint64() == 0);
    CHECK(db["submissions"].GetUint64() == 1);
    CHECK(db["command_buffers_left"].GetUint64() == 1);  // never freed: its pool was left to the device's end
    CHECK(db["total"]["draws"].GetUint64() == 2);
    CHECK(db["total"]["vertices"].GetUint64() == 200);
    CHECK(db["total"]["render_passes"].GetUint64() == 0);
}

// The report is the process's (its object's lifetime is ProcessLifetime::Process): two instances
// that live together share it, and an instance created after the last one was destroyed (the
// real one after a probe) adds to it, never starting it again.
void report_per_process_objects(const char* loader_path) {
    DrawStatsWorld dw;
    Loader l(loader_path);
    StderrCapture quiet;
    auto devices_in_report = [&] {
        rapidjson::Document d;
        d.Parse(slurp(dw.report).c_str());
        REQUIRE(!d.HasParseError());
        return d["devices"].Size();
    };
    auto instance = [&] {
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_VKL_draw_stats"}) == VK_SUCCESS);
        return inst;
    };
    auto one_device = [&](VkInstance inst) {
        VkDevice dev = l.create_device(l.physical_devices(inst).at(0));
        REQUIRE(dev != nullptr);
        l.destroy_device(dev);
    };
    VkInstance a = instance(), b = instance();
    one_device(a);
    one_device(b);
    CHECK(devices_in_report() == 2);
    l.destroy_instance(a);
    l.destroy_instance(b);
    CHECK(devices_in_report() == 2);  // closed, kept
    VkInstance c = instance();
    one_device(c);
    CHECK(devices_in_report() == 3);  // the same report, not started again
    l.destroy_instance(c);
}

// A report file that opens but cannot be emptied (a memfd sealed against shrinking, through
// /proc/self/fd): one line, and the report goes to stderr. When stderr is itself a regular file
// (the program's own log, here the capture's file), the report's rewrite must not empty that:
// the lines written before it (the refusal, the device's summary) stay.
void report_file_cannot_be_emptied(const char* loader_path) {
    DrawStatsWorld dw;
    const int memfd = memfd_create("sealed-report", MFD_ALLOW_SEALING | MFD_CLOEXEC);
    REQUIRE(memfd >= 0);
    REQUIRE(write(memfd, "kept\n", 5) == 5);
    REQUIRE(fcntl(memfd, F_ADD_SEALS, F_SEAL_SHRINK) == 0);
    const std::string path = "/proc/self/fd/" + std::to_string(memfd);
    dw.w.env.set("VK_VKL_DRAW_STATS_REPORT_FILE", path);
    std::string err;
    {
        Loader l(loader_path);
        StderrCapture capture;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_VKL_draw_stats"}) == VK_SUCCESS);
        const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
        REQUIRE(!pds.empty());
        VkDevice dev = l.create_device(pds[0]);
        REQUIRE(dev != nullptr);
        l.destroy_device(dev);
        l.destroy_instance(inst);
        err = capture.text();
    }
    close(memfd);
    CHECK(err.rfind("VK_LAYER_VKL_draw_stats: error: output file " + path +
                        " (setting report_file): cannot be emptied: Operation not permitted; writing to stderr\n",
                    0) == 0);
    CHECK(err.find("VK_LAYER_VKL_draw_stats: device ") != std::string::npos);
    CHECK(err.find("\"devices\": [") != std::string::npos);
}

// The guide's sample prints each command buffer's counts at vkEndCommandBuffer: that is the
// layer's product, so with the layer enabled and nothing else set (no report file, no
// log_severity) each command buffer gives its line on stderr. log_severity, the threshold of the
// layer's diagnostics, does not hide them; the layer's own setting command_buffer_lines does.
void lines_by_default(const char* loader_path) {
    DrawStatsWorld dw;
    dw.w.env.unset("VK_VKL_DRAW_STATS_REPORT_FILE");
    auto record = [&](const char* severity, const char* lines) {
        if (severity)
            dw.w.env.set("VK_VKL_DRAW_STATS_LOG_SEVERITY", severity);
        else
            dw.w.env.unset("VK_VKL_DRAW_STATS_LOG_SEVERITY");
        if (lines)
            dw.w.env.set("VK_VKL_DRAW_STATS_COMMAND_BUFFER_LINES", lines);
        else
            dw.w.env.unset("VK_VKL_DRAW_STATS_COMMAND_BUFFER_LINES");
        Loader l(loader_path);
        StderrCapture err;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_VKL_draw_stats"}) == VK_SUCCESS);
        VkDevice dev = l.create_device(l.physical_devices(inst).at(0));
        REQUIRE(dev != nullptr);
        VkCommandBuffer a = command_buffer(l, dev), b = command_buffer(l, dev);
        REQUIRE(a != nullptr);
        REQUIRE(b != nullptr);
        VkCommandBufferBeginInfo bi{};
        bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
        auto begin = l.sym<PFN_vkBeginCommandBuffer>("vkBeginCommandBuffer");
        auto end = l.sym<PFN_vkEndCommandBuffer>("vkEndCommandBuffer");
        begin(a, &bi);
        l.sym<PFN_vkCmdDraw>("vkCmdDraw")(a, 36, 1, 0, 0);
        end(a);
        begin(b, &bi);
        end(b);
        const std::string t = err.text();
        free_command_buffer(l, dev, a);
        free_command_buffer(l, dev, b);
        l.destroy_device(dev);
        l.destroy_instance(inst);
        return std::make_pair(t, ended(a, 1, 1, 36, 0, 0, 0) + ended(b, 0, 0, 0, 0, 0, 0));
    };
    {
        const auto [text, lines] = record(nullptr, nullptr);
        CHECK(text == lines);
    }
    {
        const auto [text, lines] = record("error", nullptr);  // the diagnostics' threshold: the report stays
        CHECK(text == lines);
    }
    {
        const auto [text, lines] = record(nullptr, "false");  // the layer's own switch
        CHECK(text.empty());
    }
}

}  // namespace

TEST_CASE("draw-stats layer: a line per command buffer with nothing but the layer enabled (this loader)") {
    lines_by_default(VKL_LIBRARY);
}

TEST_CASE("draw-stats layer: a line per command buffer with nothing but the layer enabled (Khronos loader)") {
    if (system_loader_missing())
        return;
    lines_by_default(kSystemLoader);
}

TEST_CASE("draw-stats layer: two devices, each its own counts; vkEndCommandBuffer lines; every kind of draw (this loader)") {
    two_devices(VKL_LIBRARY);
}

TEST_CASE("draw-stats layer: two devices, vkEndCommandBuffer lines, every kind of draw (Khronos loader)") {
    if (system_loader_missing())
        return;
    two_devices(kSystemLoader);
}

TEST_CASE("draw-stats layer: a report file that cannot be emptied goes to stderr, which its rewrite never empties (this loader)") {
    report_file_cannot_be_emptied(VKL_LIBRARY);
}

TEST_CASE("draw-stats layer: a report file that cannot be emptied goes to stderr (Khronos loader)") {
    if (system_loader_missing())
        return;
    report_file_cannot_be_emptied(kSystemLoader);
}

TEST_CASE("draw-stats layer: the report holds every device of the process, across instances made one after another (this loader)") {
    report_per_process_objects(VKL_LIBRARY);
}

TEST_CASE("draw-stats layer: the report holds every device of the process, across instances (Khronos loader)") {
    if (system_loader_missing())
        return;
    report_per_process_objects(kSystemLoader);
}
