// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The layer chassis's state tracker alone (layers/chassis/state_tracker.h): records made and
// ended, a record of one type not found as another, sub-state callbacks in order whatever the
// order of attaching, and the implicit frees of object_tables.h's kImplicitFrees: descriptor
// sets with their pool at vkDestroyDescriptorPool and at vkResetDescriptorPool, command buffers
// with theirs at vkDestroyCommandPool, and nobody else's children.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "chassis/state_tracker.h"

using vkl::layer::StateTracker;
using vkl::layer::SubState;
using vkl::layer::TrackedObject;

namespace {

struct Sub : SubState {
    Sub(std::vector<std::string>& log, std::string name) : log_(log), name_(std::move(name)) {}
    void destroyed(const TrackedObject& o) override { log_.push_back(name_ + " " + std::to_string(o.handle)); }
    std::vector<std::string>& log_;
    std::string name_;
};

}  // namespace

TEST_CASE("StateTracker: records, sub-states in order, implicit frees") {
    StateTracker t;
    std::vector<std::string> log;
    const uint64_t dev = 1, dpool = 10, dpool2 = 11, cpool = 20;
    t.created(VK_OBJECT_TYPE_DESCRIPTOR_POOL, dpool, VK_OBJECT_TYPE_DEVICE, dev, "vkCreateDescriptorPool", true);
    t.created(VK_OBJECT_TYPE_DESCRIPTOR_POOL, dpool2, VK_OBJECT_TYPE_DEVICE, dev, "vkCreateDescriptorPool", false);
    t.created(VK_OBJECT_TYPE_COMMAND_POOL, cpool, VK_OBJECT_TYPE_DEVICE, dev, "vkCreateCommandPool", false);
    for (uint64_t s : {100, 101})
        t.created(VK_OBJECT_TYPE_DESCRIPTOR_SET, s, VK_OBJECT_TYPE_DESCRIPTOR_POOL, dpool, "vkAllocateDescriptorSets", false);
    t.created(VK_OBJECT_TYPE_DESCRIPTOR_SET, 102, VK_OBJECT_TYPE_DESCRIPTOR_POOL, dpool2, "vkAllocateDescriptorSets", false);
    t.created(VK_OBJECT_TYPE_COMMAND_BUFFER, 200, VK_OBJECT_TYPE_COMMAND_POOL, cpool, "vkAllocateCommandBuffers", false);
    CHECK(t.size() == 7);

    auto p = t.find(VK_OBJECT_TYPE_DESCRIPTOR_POOL, dpool);
    REQUIRE(p);
    CHECK(p->allocator);
    CHECK(std::string(p->command) == "vkCreateDescriptorPool");
    CHECK(p->parent == dev);
    CHECK_FALSE(t.find(VK_OBJECT_TYPE_BUFFER, dpool));  // another type's handle

    // Attached 2, 0, 1: called 0, 1, 2.
    for (uint32_t order : {2u, 0u, 1u})
        p->attach(order, std::make_unique<Sub>(log, "pool/" + std::to_string(order)));
    t.find(VK_OBJECT_TYPE_DESCRIPTOR_SET, 100)->attach(0, std::make_unique<Sub>(log, "set"));

    // A reset frees the pool's sets (not another pool's), and not the pool.
    t.pool_freed("vkResetDescriptorPool", VK_OBJECT_TYPE_DESCRIPTOR_POOL, dpool);
    CHECK(log == std::vector<std::string>{"set 100"});
    CHECK_FALSE(t.find(VK_OBJECT_TYPE_DESCRIPTOR_SET, 100));
    CHECK_FALSE(t.find(VK_OBJECT_TYPE_DESCRIPTOR_SET, 101));
    CHECK(t.find(VK_OBJECT_TYPE_DESCRIPTOR_SET, 102));
    CHECK(t.find(VK_OBJECT_TYPE_DESCRIPTOR_POOL, dpool));
    log.clear();

    // Destroy: the sub-states in order, then the record goes (a holder keeps it whole).
    t.destroyed(VK_OBJECT_TYPE_DESCRIPTOR_POOL, dpool);
    CHECK(log == std::vector<std::string>{"pool/0 10", "pool/1 10", "pool/2 10"});
    CHECK_FALSE(t.find(VK_OBJECT_TYPE_DESCRIPTOR_POOL, dpool));
    CHECK(p->handle == dpool);

    // The other pool's destroy frees its set; the command pool's, its command buffer.
    t.pool_freed("vkDestroyDescriptorPool", VK_OBJECT_TYPE_DESCRIPTOR_POOL, dpool2);
    CHECK_FALSE(t.find(VK_OBJECT_TYPE_DESCRIPTOR_SET, 102));
    CHECK(t.find(VK_OBJECT_TYPE_COMMAND_BUFFER, 200));
    t.pool_freed("vkDestroyCommandPool", VK_OBJECT_TYPE_COMMAND_POOL, cpool);
    CHECK_FALSE(t.find(VK_OBJECT_TYPE_COMMAND_BUFFER, 200));
    // No implicit free for a command that frees none (vkResetCommandPool resets, frees nothing).
    t.created(VK_OBJECT_TYPE_COMMAND_BUFFER, 201, VK_OBJECT_TYPE_COMMAND_POOL, cpool, "vkAllocateCommandBuffers", false);
    t.pool_freed("vkResetCommandPool", VK_OBJECT_TYPE_COMMAND_POOL, cpool);
    CHECK(t.find(VK_OBJECT_TYPE_COMMAND_BUFFER, 201));
    CHECK(t.size() == 3);  // the two pools not destroyed here, and 201
}
