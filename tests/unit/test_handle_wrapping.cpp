// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Handle wrapping (generated/handle_wrapping.h, chassis/wrapping.h) against a next layer that
// records what it is given: ids turned back into the driver's handles in parameters, arrays,
// structure members, structures behind pointers and pNext chains (past an element without
// handles, up to one this registry does not know), the members rewritten by hand (a descriptor
// write's image, buffer and texel-buffer arrays by its type), new handles turned into ids counted
// from 1, a handle retrieved twice given one id, destroys and a pool's reset forgetting ids, and
// the application's memory never written on the way down.
#include <catch2/catch.hpp>

#include "fake_handle.h"

#include <atomic>
#include <cstring>
#include <thread>
#include <vector>

#include "chassis/state_tracker.h"
#include "handle_wrapping.h"

namespace w = vkl::layer::wrapping;
using vkl::layer::HandleIds;
using vkl::layer::objects::key;

namespace {


// A next layer: what it was given, and the handles it makes.
struct Next {
    mutable std::vector<uint64_t> got;
    mutable uint64_t made = 0xd000;
    mutable bool chain_kept = false, unknown_kept = false;

    VkResult QueueSubmit(VkQueue, uint32_t n, const VkSubmitInfo* s, VkFence fence) const {
        for (uint32_t i = 0; i < n; ++i) {
            for (uint32_t j = 0; j < s[i].waitSemaphoreCount; ++j)
                got.push_back(key(s[i].pWaitSemaphores[j]));
            for (uint32_t j = 0; j < s[i].signalSemaphoreCount; ++j)
                got.push_back(key(s[i].pSignalSemaphores[j]));
            for (auto* p = static_cast<const VkBaseInStructure*>(s[i].pNext); p; p = p->pNext) {
                if (p->sType == VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO)
                    chain_kept = reinterpret_cast<const VkTimelineSemaphoreSubmitInfo*>(p)->waitSemaphoreValueCount == 7;
                if (p->sType == static_cast<VkStructureType>(0x7fff0001))
                    unknown_kept = true;
                if (p->sType == VK_STRUCTURE_TYPE_FRAME_BOUNDARY_EXT) {
                    auto* f = reinterpret_cast<const VkFrameBoundaryEXT*>(p);
                    for (uint32_t j = 0; j < f->imageCount; ++j)
                        got.push_back(key(f->pImages[j]));
                }
            }
        }
        got.push_back(key(fence));
        return VK_SUCCESS;
    }
    VkResult AllocateMemory(VkDevice, const VkMemoryAllocateInfo* info, const VkAllocationCallbacks*, VkDeviceMemory* out) const {
        for (auto* p = static_cast<const VkBaseInStructure*>(info->pNext); p; p = p->pNext)
            if (p->sType == VK_STRUCTURE_TYPE_MEMORY_DEDICATED_ALLOCATE_INFO)
                got.push_back(key(reinterpret_cast<const VkMemoryDedicatedAllocateInfo*>(p)->image));
        *out = fake<VkDeviceMemory>(++made);
        return VK_SUCCESS;
    }
    void UpdateDescriptorSets(VkDevice, uint32_t n, const VkWriteDescriptorSet* writes, uint32_t, const VkCopyDescriptorSet*) const {
        for (uint32_t i = 0; i < n; ++i) {
            got.push_back(key(writes[i].dstSet));
            for (uint32_t j = 0; j < writes[i].descriptorCount; ++j) {
                if (writes[i].descriptorType == VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER)
                    got.push_back(key(writes[i].pImageInfo[j].imageView)), got.push_back(key(writes[i].pImageInfo[j].sampler));
                if (writes[i].descriptorType == VK_DESCRIPTOR_TYPE_STORAGE_BUFFER)
                    got.push_back(key(writes[i].pBufferInfo[j].buffer));
                if (writes[i].descriptorType == VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER)
                    got.push_back(key(writes[i].pTexelBufferView[j]));
            }
        }
    }
    VkResult AllocateDescriptorSets(VkDevice, const VkDescriptorSetAllocateInfo* info, VkDescriptorSet* out) const {
        got.push_back(key(info->descriptorPool));
        for (uint32_t i = 0; i < info->descriptorSetCount; ++i)
            out[i] = fake<VkDescriptorSet>(++made);
        return VK_SUCCESS;
    }
    VkResult ResetDescriptorPool(VkDevice, VkDescriptorPool pool, VkDescriptorPoolResetFlags) const {
        got.push_back(key(pool));
        return VK_SUCCESS;
    }
    void DestroyBuffer(VkDevice, VkBuffer b, const VkAllocationCallbacks*) const { got.push_back(key(b)); }
    VkResult CreateBuffer(VkDevice, const VkBufferCreateInfo*, const VkAllocationCallbacks*, VkBuffer* out) const {
        *out = fake<VkBuffer>(0xb0);   // always the same address: a destroyed buffer's, given again
        return VK_SUCCESS;
    }
    VkResult CreateDescriptorSetLayout(VkDevice, const VkDescriptorSetLayoutCreateInfo* info, const VkAllocationCallbacks*,
                                       VkDescriptorSetLayout* out) const {
        for (uint32_t i = 0; i < info->bindingCount; ++i)
            if (info->pBindings[i].descriptorType == VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER)
                for (uint32_t j = 0; j < info->pBindings[i].descriptorCount; ++j)
                    got.push_back(key(info->pBindings[i].pImmutableSamplers[j]));
        *out = fake<VkDescriptorSetLayout>(++made);
        return VK_SUCCESS;
    }
    VkResult SetDebugUtilsObjectNameEXT(VkDevice, const VkDebugUtilsObjectNameInfoEXT* info) const {
        got.push_back(info->objectHandle);
        return VK_SUCCESS;
    }
    VkResult GetSwapchainImagesKHR(VkDevice, VkSwapchainKHR, uint32_t* count, VkImage* images) const {
        if (images)
            for (uint32_t i = 0; i < *count && i < 2; ++i)
                images[i] = fake<VkImage>(0x1a0 + i);   // the same images at every call
        *count = 2;
        return VK_SUCCESS;
    }
};

}  // namespace

TEST_CASE("handle wrapping: ids counted from 1, turned back on the way down, in parameters, arrays and pNext chains") {
    HandleIds ids;
    Next next;
    const VkSemaphore wait = ids.up(fake<VkSemaphore>(0x51)), signal = ids.up(fake<VkSemaphore>(0x52));
    const VkFence fence = ids.up(fake<VkFence>(0xf1));
    const VkImage image = ids.up(fake<VkImage>(0x1e));
    CHECK(key(wait) == 1);
    CHECK(key(signal) == 2);
    CHECK(key(fence) == 3);
    CHECK(key(image) == 4);
    CHECK(ids.up(fake<VkImage>(0x1e)) == image);   // the driver's handle already has its id

    // The chain: an element without handles, one with (VkFrameBoundaryEXT::pImages), then one
    // this registry does not know, which stays the application's.
    struct Unknown {
        VkStructureType sType;
        const void* pNext;
    } unknown{static_cast<VkStructureType>(0x7fff0001), nullptr};
    VkFrameBoundaryEXT frame{};
    frame.sType = VK_STRUCTURE_TYPE_FRAME_BOUNDARY_EXT;
    frame.pNext = &unknown;
    frame.imageCount = 1;
    frame.pImages = &image;
    VkTimelineSemaphoreSubmitInfo timeline{};
    timeline.sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO;
    timeline.pNext = &frame;
    timeline.waitSemaphoreValueCount = 7;
    VkSubmitInfo submit{};
    submit.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    submit.pNext = &timeline;
    submit.waitSemaphoreCount = 1;
    submit.pWaitSemaphores = &wait;
    submit.signalSemaphoreCount = 1;
    submit.pSignalSemaphores = &signal;
    const VkSubmitInfo before = submit;
    REQUIRE(w::down_QueueSubmit(ids, next, fake<VkQueue>(0x9), 1, &submit, fence) == VK_SUCCESS);
    CHECK(next.got == std::vector<uint64_t>{0x51, 0x52, 0x1e, 0xf1});
    CHECK(next.chain_kept);
    CHECK(next.unknown_kept);
    // The application's structures are as they were.
    CHECK(std::memcmp(&submit, &before, sizeof submit) == 0);
    CHECK(key(frame.pImages[0]) == 4);
    CHECK(timeline.pNext == &frame);
}

TEST_CASE("handle wrapping: a pNext member going down, a new handle coming up") {
    HandleIds ids;
    Next next;
    const VkImage image = ids.up(fake<VkImage>(0x1e));
    VkMemoryDedicatedAllocateInfo dedicated{};
    dedicated.sType = VK_STRUCTURE_TYPE_MEMORY_DEDICATED_ALLOCATE_INFO;
    dedicated.image = image;
    VkMemoryAllocateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    info.pNext = &dedicated;
    VkDeviceMemory memory = VK_NULL_HANDLE;
    REQUIRE(w::down_AllocateMemory(ids, next, fake<VkDevice>(0x8), &info, nullptr, &memory) == VK_SUCCESS);
    CHECK(next.got == std::vector<uint64_t>{0x1e});
    CHECK(key(memory) == 2);
    CHECK(ids.down(memory) == fake<VkDeviceMemory>(0xd001));
    CHECK(key(dedicated.image) == 1);
}

TEST_CASE("handle wrapping: a descriptor write's arrays, by its descriptor type (rewritten by hand)") {
    HandleIds ids;
    Next next;
    const VkDescriptorSet set = ids.up(fake<VkDescriptorSet>(0x5e));
    const VkImageView view = ids.up(fake<VkImageView>(0x7e));
    const VkSampler sampler = ids.up(fake<VkSampler>(0x5a));
    const VkBuffer buffer = ids.up(fake<VkBuffer>(0xb0));
    const VkBufferView texel = ids.up(fake<VkBufferView>(0xbf));
    VkDescriptorImageInfo image_info{sampler, view, VK_IMAGE_LAYOUT_GENERAL};
    VkDescriptorBufferInfo buffer_info{buffer, 0, 16};
    VkWriteDescriptorSet writes[3]{};
    for (auto& wr : writes) {
        wr.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
        wr.dstSet = set;
        wr.descriptorCount = 1;
        // The arrays the type ignores may be anything: never read.
        wr.pImageInfo = reinterpret_cast<const VkDescriptorImageInfo*>(uintptr_t{0x10});
        wr.pBufferInfo = reinterpret_cast<const VkDescriptorBufferInfo*>(uintptr_t{0x10});
        wr.pTexelBufferView = reinterpret_cast<const VkBufferView*>(uintptr_t{0x10});
    }
    writes[0].descriptorType = VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER;
    writes[0].pImageInfo = &image_info;
    writes[1].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    writes[1].pBufferInfo = &buffer_info;
    writes[2].descriptorType = VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER;
    writes[2].pTexelBufferView = &texel;
    w::down_UpdateDescriptorSets(ids, next, fake<VkDevice>(0x8), 3, writes, 0, nullptr);
    CHECK(next.got == std::vector<uint64_t>{0x5e, 0x7e, 0x5a, 0x5e, 0xb0, 0x5e, 0xbf});
}

TEST_CASE("handle wrapping: destroys and a pool's reset forget ids; a retrieved handle keeps its id") {
    HandleIds ids;
    Next next;
    const VkDescriptorPool pool = ids.up(fake<VkDescriptorPool>(0x90));
    VkDescriptorSetAllocateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
    info.descriptorPool = pool;
    info.descriptorSetCount = 2;
    VkDescriptorSet sets[2]{};
    REQUIRE(w::down_AllocateDescriptorSets(ids, next, fake<VkDevice>(0x8), &info, sets) == VK_SUCCESS);
    CHECK(next.got == std::vector<uint64_t>{0x90});
    CHECK(key(sets[0]) == 2);
    CHECK(key(sets[1]) == 3);
    CHECK(ids.size() == 3);
    REQUIRE(w::down_ResetDescriptorPool(ids, next, fake<VkDevice>(0x8), pool, 0) == VK_SUCCESS);
    CHECK(ids.size() == 1);   // the sets' ids went with the reset, the pool's stays
    CHECK(ids.down(sets[0]) == sets[0]);   // no longer an id: goes down as given

    const VkBuffer buffer = ids.up(fake<VkBuffer>(0xb0));
    w::down_DestroyBuffer(ids, next, fake<VkDevice>(0x8), buffer, nullptr);
    CHECK(next.got.back() == 0xb0);
    CHECK(ids.size() == 1);

    uint32_t count = 2;
    VkImage images[2]{}, again[2]{};
    REQUIRE(w::down_GetSwapchainImagesKHR(ids, next, fake<VkDevice>(0x8), fake<VkSwapchainKHR>(0x5c), &count, images) == VK_SUCCESS);
    REQUIRE(w::down_GetSwapchainImagesKHR(ids, next, fake<VkDevice>(0x8), fake<VkSwapchainKHR>(0x5c), &count, again) == VK_SUCCESS);
    CHECK(images[0] == again[0]);
    CHECK(images[1] == again[1]);
    CHECK(images[0] != images[1]);
    CHECK(ids.down(images[1]) == fake<VkImage>(0x1a1));

    // A handle held as a uint64_t beside its VkObjectType (objecttype); a dispatchable handle
    // (no id) goes down as it is.
    VkDebugUtilsObjectNameInfoEXT name{};
    name.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT;
    name.objectType = VK_OBJECT_TYPE_IMAGE;
    name.objectHandle = key(images[0]);
    REQUIRE(w::down_SetDebugUtilsObjectNameEXT(ids, next, fake<VkDevice>(0x8), &name) == VK_SUCCESS);
    CHECK(next.got.back() == 0x1a0);
    name.objectType = VK_OBJECT_TYPE_DEVICE;
    name.objectHandle = 0x7f0000001000;
    REQUIRE(w::down_SetDebugUtilsObjectNameEXT(ids, next, fake<VkDevice>(0x8), &name) == VK_SUCCESS);
    CHECK(next.got.back() == 0x7f0000001000);
}

TEST_CASE("handle wrapping: a new object on a destroyed one's driver handle gets a new id; immutable samplers") {
    HandleIds ids;
    Next next;
    VkBufferCreateInfo bci{};
    bci.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    VkBuffer first = VK_NULL_HANDLE, second = VK_NULL_HANDLE;
    REQUIRE(w::down_CreateBuffer(ids, next, fake<VkDevice>(0x8), &bci, nullptr, &first) == VK_SUCCESS);
    w::down_DestroyBuffer(ids, next, fake<VkDevice>(0x8), first, nullptr);
    REQUIRE(w::down_CreateBuffer(ids, next, fake<VkDevice>(0x8), &bci, nullptr, &second) == VK_SUCCESS);
    CHECK(key(first) == 1);
    CHECK(key(second) == 2);   // never the destroyed object's id
    CHECK(ids.down(second) == fake<VkBuffer>(0xb0));
    CHECK(ids.down(first) == first);   // forgotten: goes down as given

    // pImmutableSamplers, a noautovalidity array (valid for sampler descriptors alone), through
    // the create info's pBindings: rewritten by hand.
    const VkSampler sampler = ids.up(fake<VkSampler>(0x5a));
    VkDescriptorSetLayoutBinding bindings[2]{};
    bindings[0].descriptorType = VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER;
    bindings[0].descriptorCount = 1;
    bindings[0].pImmutableSamplers = &sampler;
    bindings[1].descriptorType = VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;   // its pImmutableSamplers ignored: never read
    bindings[1].descriptorCount = 1;
    bindings[1].pImmutableSamplers = reinterpret_cast<const VkSampler*>(uintptr_t{0x10});
    VkDescriptorSetLayoutCreateInfo lci{};
    lci.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
    lci.bindingCount = 2;
    lci.pBindings = bindings;
    VkDescriptorSetLayout layout = VK_NULL_HANDLE;
    REQUIRE(w::down_CreateDescriptorSetLayout(ids, next, fake<VkDevice>(0x8), &lci, nullptr, &layout) == VK_SUCCESS);
    CHECK(next.got.back() == 0x5a);
    CHECK(bindings[0].pImmutableSamplers == &sampler);
}

TEST_CASE("handle wrapping: ids read on every call while another thread makes and ends objects") {
    // Readers turn ids back while a writer wraps new handles and forgets old ones (the races a
    // validation layer must survive: the application's thread destroying what another uses).
    // A reader sees an id's own driver handle or, once it is forgotten, the id itself: never
    // another object's handle, never a torn value. Run by the sanitizer legs too.
    HandleIds ids;
    constexpr uint64_t kRounds = 4000;
    auto driver_of = [](uint64_t n) { return 0x100000 + n * 16; };
    std::atomic<uint64_t> made{0};
    std::atomic<bool> done{false};
    std::atomic<uint64_t> wrong{0};
    std::vector<std::thread> readers;
    for (int r = 0; r < 3; ++r)
        readers.emplace_back([&] {
            while (!done.load(std::memory_order_acquire)) {
                const uint64_t top = made.load(std::memory_order_acquire);
                for (uint64_t id = top > 64 ? top - 64 : 1; id <= top; ++id) {
                    const uint64_t d = ids.down(id);
                    if (d != id && d != driver_of(id))
                        wrong.fetch_add(1, std::memory_order_relaxed);
                }
            }
        });
    for (uint64_t n = 1; n <= kRounds; ++n) {
        const uint64_t id = ids.up(driver_of(n));
        REQUIRE(id == n);   // counted from 1, in the order made
        made.store(n, std::memory_order_release);
        if (n > 16)
            ids.forget(n - 16);
    }
    done.store(true, std::memory_order_release);
    for (auto& t : readers)
        t.join();
    CHECK(wrong.load() == 0);
    CHECK(ids.size() == 16);
}

TEST_CASE("state tracker: live() while another thread creates and destroys records") {
    vkl::layer::StateTracker tracker;
    std::atomic<bool> done{false};
    std::atomic<uint64_t> wrong{0};
    std::thread reader([&] {
        while (!done.load(std::memory_order_acquire))
            for (uint64_t h = 1; h <= 64; ++h)
                // A handle is a buffer's (even) or an image's (odd) for its whole life: never
                // live as the other type.
                if (tracker.live((h & 1) ? VK_OBJECT_TYPE_BUFFER : VK_OBJECT_TYPE_IMAGE, h))
                    wrong.fetch_add(1, std::memory_order_relaxed);
    });
    for (int round = 0; round < 200; ++round) {
        for (uint64_t h = 1; h <= 64; ++h)
            tracker.created((h & 1) ? VK_OBJECT_TYPE_IMAGE : VK_OBJECT_TYPE_BUFFER, h, VK_OBJECT_TYPE_DEVICE, 1, "vkCreate", false);
        for (uint64_t h = 1; h <= 64; ++h)
            tracker.destroyed((h & 1) ? VK_OBJECT_TYPE_IMAGE : VK_OBJECT_TYPE_BUFFER, h);
    }
    done.store(true, std::memory_order_release);
    reader.join();
    CHECK(wrong.load() == 0);
    CHECK(tracker.size() == 0);
}
