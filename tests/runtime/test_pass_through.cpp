// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The plain pass-through exports (reference-audit.md, rows T-P1 on): each takes the dispatch
// table from its handle's first word and calls the table's entry with the arguments unchanged.
// The commands come from the audit's own rows, so a row and its check cannot drift apart.
#include <catch2/catch.hpp>

#include <fstream>
#include <regex>

#include "harness.h"

using namespace harness;

namespace {

struct Row {
    std::string id;       // T-P12
    std::string command;  // vkCmdDraw
};

// The audit's T-P rows whose verdict is `same`: the exports this loader claims pass through.
std::vector<Row> pass_through_rows() {
    std::ifstream in(VKL_REFERENCE_AUDIT);
    const std::regex row(R"(^\| (T-P[1-9][0-9]*) \| `(vk\w+)`[^|]*\| same[ (|])");
    std::vector<Row> out;
    std::smatch m;
    for (std::string line; std::getline(in, line);)
        if (std::regex_search(line, m, row))
            out.push_back({m[1], m[2]});
    return out;
}

// The handle a command takes first (vk.xml: every pass-through export's first parameter is a
// device, a queue or a command buffer, and its name says which).
enum class Kind { device, queue, command_buffer };
Kind kind_of(const std::string& command) {
    if (command.starts_with("vkCmd") || command == "vkBeginCommandBuffer" || command == "vkEndCommandBuffer" ||
        command == "vkResetCommandBuffer")
        return Kind::command_buffer;
    return command.starts_with("vkQueue") ? Kind::queue : Kind::device;
}

// Calls an export with `handle` first and zeros after it (16 words: more than any of these
// commands takes on any target, 64-bit handles counting two words on 32-bit ones). The
// export only forwards them; the driver's stub reads the first (tests/driver/call_stubs.h).
// Clang's function-type check would report the call through another type: off here alone.
#if defined(__clang__)
__attribute__((no_sanitize("function")))
#endif
void call_with(PFN_vkVoidFunction fn, void* handle) {
    using Any = uint64_t(VKAPI_PTR*)(void*, uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t,
                                     uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t);
    reinterpret_cast<Any>(fn)(handle, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
}

}  // namespace

TEST_CASE("every plain pass-through export reaches the driver's function of its name with the handle it was given") {
    const std::vector<Row> rows = pass_through_rows();
    // 181 rows before the Vulkan 1.4 commands; a reading that finds far fewer is a broken regex.
    REQUIRE(rows.size() >= 181);
    World w;
    w.add_driver("stubs", "api=1.4;stubs=1", "", "all", "", "1.4.0");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_4) == VK_SUCCESS);
    const auto pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 1);
    VkDevice dev = l.create_device(pds[0]);
    REQUIRE(dev != nullptr);
    VkQueue queue = nullptr;
    l.sym<PFN_vkGetDeviceQueue>("vkGetDeviceQueue")(dev, 0, 0, &queue);
    REQUIRE(queue != nullptr);
    VkCommandBufferAllocateInfo ai{};
    ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    ai.commandBufferCount = 1;
    VkCommandBuffer cb = nullptr;  // of no pool: the driver frees it when it is unloaded
    REQUIRE(l.sym<PFN_vkAllocateCommandBuffers>("vkAllocateCommandBuffers")(dev, &ai, &cb) == VK_SUCCESS);

    size_t seen = w.driver_log().size();
    for (const Row& r : rows) {
        INFO(r.id << " " << r.command);
        const auto fn = l.sym<PFN_vkVoidFunction>(r.command.c_str());
        CHECK(fn != nullptr);
        if (fn == nullptr)
            continue;
        void* handle = kind_of(r.command) == Kind::device  ? static_cast<void*>(dev)
                       : kind_of(r.command) == Kind::queue ? static_cast<void*>(queue)
                                                           : static_cast<void*>(cb);
        call_with(fn, handle);
        // Exactly one driver call since the last command: the stub of this name, this handle.
        const std::string log = w.driver_log();
        const std::string calls = log.substr(seen);
        seen = log.size();
        CHECK(calls == "stubs call " + r.command + "=" + std::to_string(reinterpret_cast<uintptr_t>(handle)) + "\n");
    }
    l.destroy_device(dev);
    l.destroy_instance(inst);
}
