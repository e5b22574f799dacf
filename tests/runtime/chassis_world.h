// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// What the layer-chassis tests share: a world with the test driver and the chassis test layer
// (tests/layer/chassis_test_layer.cpp) in its explicit-layer folder, the lines that layer wrote
// to the driver's log, and command buffers.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "../case_skip.h"
#include "harness.h"

namespace harness {

// A copy of a layer library built on the chassis, as <explicit>/<file>.so, with a manifest naming
// it `name`.
inline void add_chassis_layer(World& w, const char* library, const std::string& name, const std::string& file) {
    const fs::path dir = w.root() / "explicit";
    fs::copy_file(library, dir / (file + ".so"));
    write(dir / (file + ".json"),
          "{ \"file_format_version\": \"1.2.1\", \"layer\": { \"name\": \"" + name + "\", \"type\": \"GLOBAL\", "
          "\"library_path\": \"" + (dir / (file + ".so")).string() + "\", \"api_version\": \"1.3.0\", "
          "\"implementation_version\": \"1\", \"description\": \"" + file + "\" } }");
}

struct ChassisWorld {
    World w;
    explicit ChassisWorld(const std::string& driver_config = "devices=discrete") {
        w.add_driver("drv", driver_config);
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        add_chassis_layer(w, VKL_CHASSIS_TEST_LAYER, "VK_LAYER_VKL_chassis_test", "chassis");
        // A plain test layer that records the vkCmdDraw it passes on, to sit below the chassis.
        w.add_layer("below", "VK_LAYER_test_below", "intercept=vkCmdDraw");
    }
    // The driver log's lines that start with one of `prefixes` (every line with none).
    std::vector<std::string> lines(std::initializer_list<const char*> prefixes) const {
        std::vector<std::string> out;
        std::istringstream in(w.driver_log());
        std::string line;
        while (std::getline(in, line))
            for (const char* p : prefixes)
                if (line.rfind(p, 0) == 0) {
                    out.push_back(line);
                    break;
                }
        return out;
    }
    std::vector<std::string> log() const {
        std::vector<std::string> out;
        for (const std::string& l : lines({"chassis ", "second ", "below vkCmdDraw"}))
            if (l.rfind("below", 0) != 0 || l == "below vkCmdDraw")
                out.push_back(l);
        return out;
    }
};

// The Khronos loader's variant of a test is skipped (case_skip.h), saying so, where it is not
// installed.
inline bool system_loader_missing() {
    if (fs::exists(kSystemLoader))
        return false;
    vkl_test::skip_case(std::string("no system loader at ") + kSystemLoader);
    return true;
}

inline VkCommandBuffer command_buffer(const Loader& l, VkDevice dev, VkResult* result = nullptr,
                                      VkCommandPool pool = VK_NULL_HANDLE) {
    VkCommandBufferAllocateInfo ai{};
    ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    ai.commandPool = pool;
    ai.commandBufferCount = 1;
    VkCommandBuffer cb = VK_NULL_HANDLE;
    const VkResult r = l.sym<PFN_vkAllocateCommandBuffers>("vkAllocateCommandBuffers")(dev, &ai, &cb);
    if (result)
        *result = r;
    return r == VK_SUCCESS ? cb : nullptr;
}

inline void free_command_buffer(const Loader& l, VkDevice dev, VkCommandBuffer cb, VkCommandPool pool = VK_NULL_HANDLE) {
    if (cb)
        l.sym<PFN_vkFreeCommandBuffers>("vkFreeCommandBuffers")(dev, pool, 1, &cb);
}

}  // namespace harness
