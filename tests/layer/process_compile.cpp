// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Compile-fail tests of tests/compile_fail.py for per-process interceptors: with
// VKL_UNNAMED_PROCESS a device interceptor asks its context for a per-process type the layer does
// not name in VKL_LAYER_INTERCEPTORS; with VKL_MIXED_LIFETIMES two per-process types choose
// different lifetimes. Each must fail with an error that says so; without either, the layer
// compiles (a device interceptor reaching its process object through the context).
#include "chassis/layer.h"

VKL_LAYER("VK_LAYER_VKL_process_compile", "compile-fail test", 1);

namespace {

class Log : public vkl::layer::ProcessInterceptor<Log, vkl::layer::ProcessLifetime::Process> {
public:
    void line() {}
};

class Unnamed : public vkl::layer::ProcessInterceptor<Unnamed, vkl::layer::ProcessLifetime::Process> {
public:
    void line() {}
};

#if defined(VKL_MIXED_LIFETIMES)
class Other : public vkl::layer::ProcessInterceptor<Other, vkl::layer::ProcessLifetime::Instances> {};
#else
class Other : public vkl::layer::ProcessInterceptor<Other, vkl::layer::ProcessLifetime::Process> {};
#endif

class Draws : public vkl::layer::DeviceInterceptor<Draws> {
public:
    explicit Draws(const vkl::layer::DeviceContext& context) : context_(context) {}
    void PreCallRecordCmdDraw(VkCommandBuffer, uint32_t, uint32_t, uint32_t, uint32_t) {
#if defined(VKL_UNNAMED_PROCESS)
        context_.process<Unnamed>().line();
#else
        context_.process<Log>().line();
#endif
    }

private:
    const vkl::layer::DeviceContext& context_;
};

}  // namespace

VKL_LAYER_INTERCEPTORS(Log, Other, Draws);
