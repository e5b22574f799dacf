// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The process's state and its per-process interceptor objects (ProcessInterceptor, layer.h):
// made at the first vkCreateInstance of the layer, kept while any instance of it lives,
// destroyed after the last vkDestroyInstance (after that instance's own objects) or, when the
// program never destroys its instances, when the layer is unloaded (dlclose, or the program's
// exit). Its settings are the layer's at process scope: the environment, vk_layer_settings.txt
// and the defaults, read once when it is made.
#include <cstdarg>
#include <mutex>

#include "chassis/internal.h"
#include "chassis/settings_sources.h"

namespace vkl::layer {

std::atomic<void*> g_process_objects{nullptr};

namespace {

const Messengers g_quiet(true);

// Guards the count of live instances and the process state's making and destruction (never on
// a per-call path: vkCreateInstance and vkDestroyInstance only).
std::mutex g_process_lock;
size_t g_live_instances = 0;
ProcessState* g_process = nullptr;

void end_process_locked() {
    if (g_process == nullptr)
        return;
    g_process_objects.store(nullptr, std::memory_order_release);
    if (g_process->objects)
        L().destroy_process(g_process->objects);
    delete g_process;
    g_process = nullptr;
}

// At unload: a program that exits (or unloads the layer) with instances alive still ends the
// process's objects, so that their files are closed and their last words written.
__attribute__((destructor)) void end_process_at_unload() {
    std::lock_guard<std::mutex> g(g_process_lock);
    end_process_locked();
}

}  // namespace

const Messengers* quiet() { return &g_quiet; }

void ProcessContext::log(Severity severity, const char* message) const {
    static_cast<const ProcessState*>(this)->messengers.send(kLayer.name, severity, message);
}

void ProcessContext::logf(Severity severity, const char* format, ...) const {
    va_list ap;
    va_start(ap, format);
    vlog(&static_cast<const ProcessState*>(this)->messengers, severity, format, ap);
    va_end(ap);
}

bool begin_instance() {
    std::lock_guard<std::mutex> g(g_process_lock);
    if (g_live_instances == 0 && g_process == nullptr) {
        auto* p = new (std::nothrow) ProcessState;
        if (p == nullptr)
            return false;
        // The same sources the instance reads next, which reports their bad inputs: quiet here.
        read_settings(p->settings, nullptr, quiet());
        p->messengers.stderr_threshold(stderr_threshold(p->settings, quiet()));
        p->objects = L().make_process(*p);
        if (p->objects == nullptr) {
            delete p;
            return false;
        }
        g_process = p;
        g_process_objects.store(p->objects, std::memory_order_release);
    }
    ++g_live_instances;
    return true;
}

void end_instance() {
    std::lock_guard<std::mutex> g(g_process_lock);
    if (g_live_instances > 0 && --g_live_instances == 0)
        end_process_locked();
}

}  // namespace vkl::layer
