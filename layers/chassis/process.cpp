// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The process's state and its per-process interceptor objects (ProcessInterceptor, layer.h):
// made at the first vkCreateInstance of the layer. Their end is the layer's choice
// (ProcessLifetime): with Instances, after the last vkDestroyInstance (after that instance's own
// objects); with Process, at the process's exit, the layer's library pinned at the first
// vkCreateInstance so that the loader's unloading it after the last vkDestroyInstance neither
// ends them nor unmaps their code, and never destroyed (at the exit, their AtProcessExit: nothing
// freed, no lock taken). Under Instances a program that unloads the layer (or exits) with
// instances alive ends them then. Its settings are the layer's at process scope: the
// environment, vk_layer_settings.txt and the defaults, read once when it is made.
#include <dlfcn.h>

#include <atomic>
#include <cstdarg>
#include <cstdlib>
#include <cstdio>
#include <mutex>
#include <vector>

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
// The objects have ended at the layer's unload (ProcessLifetime::Instances); none are made again.
bool g_process_ended = false;

// The live instances whose messengers the process's log() reaches. Recursive: a messenger's
// callback that logs through the layer again, on the same thread, finds the list as it is.
// Made at load, freed at the layer's unload but not at exit: a thread inside vkDestroyInstance
// while exit() runs the static destructors still takes the lock and walks the list, as the
// loader frees nothing at exit (the exit-race stress test under AddressSanitizer read a
// destroyed vector here). At exit under ProcessLifetime::Process the atexit handler, registered
// after this object was made, has set g_exited before its destructor runs.
struct LiveInstances {
    std::recursive_mutex lock;
    std::vector<const InstanceState*> list;
};
LiveInstances* const g_live_instances_made = new LiveInstances;
std::recursive_mutex& g_live_lock = g_live_instances_made->lock;
std::vector<const InstanceState*>& g_live = g_live_instances_made->list;

void end_process_locked() {
    if (g_process == nullptr)
        return;
    g_process_objects.store(nullptr, std::memory_order_release);
    if (g_process->objects)
        L().destroy_process(g_process->objects);
    delete g_process;
    g_process = nullptr;
}

// ProcessLifetime::Process: the exit has begun (set once, by the first of the atexit handler
// and the library's destructor); an instance created after it is refused.
std::atomic<bool> g_exited{false};

struct LiveInstancesEnd {
    ~LiveInstancesEnd() {
        if (!g_exited.load(std::memory_order_acquire))
            delete g_live_instances_made;
    }
} g_live_instances_end;

// ProcessLifetime::Process: the end at exit(), an atexit handler registered at the first
// vkCreateInstance, so that it runs before the destructors of the layer's static objects made
// before it (the library's own destructor comes after all of them). Safe by construction against
// the threads still inside the layer when exit() runs (a render thread destroying its device; on
// Wine, ExitProcess runs this from one thread while others are inside Vulkan or have been killed
// there): nothing is freed, no lock is taken, and the objects stay where hooks and
// context.process<T>() find them (the library is pinned, its code stays mapped). Each type's
// AtProcessExit() writes its last words (OutputFile::write_last: no lock either); the kernel
// closes the files at the process's end.
void end_process_at_exit() {
    if (g_exited.exchange(true, std::memory_order_acq_rel))
        return;
    if (void* objects = g_process_objects.load(std::memory_order_acquire); objects && L().exit_process)
        L().exit_process(objects);
}

// At unload: a program that exits (or unloads the layer) with instances alive still ends the
// process's objects (ProcessLifetime::Instances), so that their files are closed and their last
// words written. ProcessLifetime::Process: the exit's end, as above (once: at exit the atexit
// handler came first; the library's destructor runs without it only where pinning failed and
// the loader unloads the layer, whose code goes then: nothing may be left to call in).
__attribute__((destructor)) void end_process_at_unload() {
    if (L().process_lifetime) {
        end_process_at_exit();
        return;
    }
    std::lock_guard<std::mutex> g(g_process_lock);
    end_process_locked();
    g_process_ended = true;
}

// Keeps the layer's library loaded to the process's end, whatever dlclose the loader calls after
// the last vkDestroyInstance (Khronos loaders unload a layer then): the library that holds this
// function, opened again by its own path with RTLD_NODELETE (RTLD_NOLOAD: it is loaded already).
// The reference it takes is never given back.
bool pin_library() {
    Dl_info info{};
    if (dladdr(reinterpret_cast<void*>(&pin_library), &info) == 0 || info.dli_fname == nullptr)
        return false;
    return dlopen(info.dli_fname, RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE) != nullptr;
}

}  // namespace

const Messengers* quiet() { return &g_quiet; }

// Every live instance's messengers hear the process's log: the process's objects serve them
// all. Stderr (from the threshold up) when none has a messenger; while the objects are made, the
// messengers chained to the create info of the vkCreateInstance that makes them (ProcessState's
// own, active then).
void ProcessContext::log(Severity severity, const char* message) const {
    bool heard = false;
    {
        std::lock_guard<std::recursive_mutex> g(g_live_lock);
        for (const InstanceState* s : g_live)
            heard |= s->messengers.send_to_messengers(kLayer.name, severity, message);
    }
    if (!heard)
        static_cast<const ProcessState*>(this)->messengers.send(kLayer.name, severity, message);
}

void ProcessContext::logf(Severity severity, const char* format, ...) const {
    char text[1024];
    va_list ap;
    va_start(ap, format);
    std::vsnprintf(text, sizeof text, format, ap);
    va_end(ap);
    log(severity, text);
}

void instance_live(const InstanceState* s) {
    std::lock_guard<std::recursive_mutex> g(g_live_lock);
    g_live.push_back(s);
}

void instance_gone(const InstanceState* s) {
    std::lock_guard<std::recursive_mutex> g(g_live_lock);
    for (size_t i = 0; i < g_live.size(); ++i)
        if (g_live[i] == s) {
            g_live.erase(g_live.begin() + static_cast<long>(i));
            return;
        }
}

VkResult begin_instance(const void* create_info_chain, void** process_objects) {
    std::lock_guard<std::mutex> g(g_process_lock);
    // ProcessLifetime::Process: the objects outlive the exit's start (never destroyed), but an
    // instance created after it, by a thread racing exit(), is refused as before.
    if (g_exited.load(std::memory_order_acquire))
        return VK_ERROR_INITIALIZATION_FAILED;
    if (g_process == nullptr) {
        // The process's objects ended at exit (or at the layer's unload): an instance created
        // after that, by a thread racing exit(), gets none, so it is refused.
        if (g_process_ended)
            return VK_ERROR_INITIALIZATION_FAILED;
        auto* p = new (std::nothrow) ProcessState;
        if (p == nullptr)
            return VK_ERROR_OUT_OF_HOST_MEMORY;
        // The same sources the instance reads next, which reports their bad inputs: quiet here.
        // The API's are this first instance's VkLayerSettingsCreateInfoEXT: the instance that
        // makes the process's objects seeds their settings (later instances' do not change them).
        read_settings(p->settings, create_info_chain, quiet());
        p->messengers.stderr_threshold(stderr_threshold(p->settings, quiet()));
        // What the objects log while they are made reaches the messengers chained to this
        // create info (no instance is live yet), as the instance's own log does.
        p->messengers.add_chained(create_info_chain);
        p->messengers.chained_active(true);
        p->objects = L().make_process(*p);
        p->messengers.chained_active(false);
        if (p->objects == nullptr) {
            delete p;
            return VK_ERROR_OUT_OF_HOST_MEMORY;
        }
        g_process = p;
        g_process_objects.store(p->objects, std::memory_order_release);
        static bool pinned = false;  // once per process, under the lock
        if (L().process_lifetime && !pinned) {
            pinned = true;
            if (!pin_library())
                chassis_log(nullptr, Severity::Warning, "cannot keep the layer's library loaded to the process's end (%s): "
                            "its per-process objects may end when the loader unloads it", dlerror());
            std::atexit(&end_process_at_exit);
        }
    }
    ++g_live_instances;
    *process_objects = g_process->objects;
    return VK_SUCCESS;
}

void end_instance() {
    std::lock_guard<std::mutex> g(g_process_lock);
    if (g_live_instances > 0 && --g_live_instances == 0 && !L().process_lifetime)
        end_process_locked();
}

}  // namespace vkl::layer
