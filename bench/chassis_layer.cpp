// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The benchmark's chassis layer: built on the layer chassis (layers/chassis/), one interceptor
// with an empty PreCallRecordCmdDraw, so vkCmdDraw goes through the chassis's generated entry
// point (lookup by dispatch key, the hook lists, the call down). Measured against the null layer
// built with VKL_NULL_LAYER_DRAW, a hand-written pass-through of vkCmdDraw.
#include "chassis/layer.h"

VKL_LAYER("VK_LAYER_bench_chassis", "benchmark: a chassis layer hooking vkCmdDraw", 1);

namespace {

class Draw : public vkl::layer::InterceptorBase<Draw> {
public:
    void PreCallRecordCmdDraw(VkCommandBuffer, uint32_t, uint32_t, uint32_t, uint32_t) {}
};
}  // namespace

VKL_LAYER_INTERCEPTORS(Draw);
