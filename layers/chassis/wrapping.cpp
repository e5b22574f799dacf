// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Handle wrapping's ids (chassis/wrapping.h): one map for the layer's library, made when the first
// instance turns wrapping on and freed when the last such instance ends (every object it
// wrapped has ended then: an id outlives no instance). A program that exits with such instances
// alive leaves it, as the loader frees nothing at exit.
#include <mutex>

#include "chassis/internal.h"
#include "chassis/layer.h"
#include "chassis/wrapping.h"

namespace vkl::layer {
namespace {

std::mutex g_ids_lock;
HandleIds* g_ids = nullptr;   // while g_users > 0
uint32_t g_users = 0;

}  // namespace

HandleWrapping::HandleWrapping(const InstanceContext& context) : on_(false) {
    if (!context.settings.get_bool("handle_wrapping"))
        return;
    std::lock_guard<std::mutex> g(g_ids_lock);
    if (g_ids == nullptr)
        g_ids = new (std::nothrow) HandleIds;
    if (g_ids == nullptr) {
        context.log(Severity::Error, "handle_wrapping: out of memory: handles are not wrapped for this instance");
        return;
    }
    ++g_users;
    on_ = true;
    // The instance's state, which the chassis's entry points read: set before the application
    // has the instance back, so every later call of it and its devices wraps.
    const_cast<InstanceState&>(static_cast<const InstanceState&>(context)).wrapping = g_ids;
}

HandleWrapping::~HandleWrapping() {
    if (!on_)
        return;
    std::lock_guard<std::mutex> g(g_ids_lock);
    if (--g_users == 0) {
        delete g_ids;
        g_ids = nullptr;
    }
}

}  // namespace vkl::layer
