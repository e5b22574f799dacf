// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The compile-fail test of tests/compile_fail.py: a hook named after an alias of its command
// (vkCmdBeginRenderPass2KHR is vkCmdBeginRenderPass2) must not compile, with an error that names
// the hook to write; with the canonical name (no VKL_ALIAS_HOOK) the same layer compiles.
#include "chassis/layer.h"

VKL_LAYER("VK_LAYER_VKL_alias_hook", "compile-fail test", 1);

namespace {

class Hooks : public vkl::layer::DeviceInterceptor<Hooks> {
public:
#if defined(VKL_ALIAS_HOOK)
    void PostCallRecordCmdBeginRenderPass2KHR(VkCommandBuffer, const VkRenderPassBeginInfo*, const VkSubpassBeginInfo*) {}
#else
    void PostCallRecordCmdBeginRenderPass2(VkCommandBuffer, const VkRenderPassBeginInfo*, const VkSubpassBeginInfo*) {}
#endif
};

}  // namespace

VKL_LAYER_INTERCEPTORS(Hooks);
