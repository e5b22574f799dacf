// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The debug names an application gave its objects (vkSetDebugUtilsObjectNameEXT), per instance,
// for the objects of validation messages. Set when the application names an object and read
// when a message is sent, never on a per-call path: one lock.
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <utility>

#include <vulkan/vulkan.h>

namespace vkl::layer {

class ObjectNames {
public:
    // A null or empty name removes the object's name (as the extension says).
    void set(VkObjectType type, uint64_t handle, const char* name) {
        std::lock_guard<std::mutex> g(lock_);
        if (name == nullptr || *name == '\0')
            names_.erase({type, handle});
        else
            names_[{type, handle}] = name;
    }
    // A copy: a callback the message reaches may rename the object.
    bool get(VkObjectType type, uint64_t handle, std::string& out) const {
        std::lock_guard<std::mutex> g(lock_);
        auto it = names_.find({type, handle});
        if (it == names_.end())
            return false;
        out = it->second;
        return true;
    }

private:
    mutable std::mutex lock_;
    std::map<std::pair<VkObjectType, uint64_t>, std::string> names_;
};

}  // namespace vkl::layer
