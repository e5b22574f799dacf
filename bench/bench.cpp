// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The loader benchmark: opens any libvulkan.so.1 by path and measures it with the null driver
// and null layers of bench/, so what it measures is the loader. Without BENCH_NULL_DRIVER in
// the environment it measures a real driver (whatever VK_DRIVER_FILES names): the figures that
// need the null driver are skipped, and vkCmdSetViewport on a recording command buffer stands
// in for the empty command.
//
//   bench figure NAME LOADER [ITERATIONS]   one warm-up operation, then ITERATIONS inside
//                                           `measured` (what bench/run --callgrind counts)
//   bench figure startup LOADER 1           a program's first calls in this fresh process
//   bench wall LOADER [NAME [N]]            wall-clock medians of 9 samples of N operations (ns/op)
//   bench memory LOADER                     bytes live per instance and per device
//   bench list | count-names                the figure names | how many names gipa/gdpa use
// The environment (driver and layer manifests) is set up by bench/run.
#include <dlfcn.h>
#include <link.h>
#include <malloc.h>
#include <limits.h>
#include <stdlib.h>
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#include <vulkan/vulkan.h>

#include "commands.h"

namespace {

struct Loader {
    void* lib = nullptr;
    PFN_vkGetInstanceProcAddr gipa = nullptr;
    explicit Loader(const char* path) {
        lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
        if (lib == nullptr) {
            std::fprintf(stderr, "bench: cannot open %s: %s\n", path, dlerror());
            std::exit(2);
        }
        link_map* map = nullptr;
        char a[PATH_MAX], b[PATH_MAX];
        if (dlinfo(lib, RTLD_DI_LINKMAP, &map) != 0 || !realpath(map->l_name, a) || !realpath(path, b) || std::strcmp(a, b)) {
            std::fprintf(stderr, "bench: %s is not the library that was loaded\n", path);
            std::exit(2);
        }
        gipa = reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(lib, "vkGetInstanceProcAddr"));
    }
    template <typename F>
    F sym(const char* n) const {
        return reinterpret_cast<F>(dlsym(lib, n));
    }
};

// Counting allocator: live bytes of what a loader allocates through VkAllocationCallbacks.
struct Counting {
    std::mutex m;
    size_t live = 0, peak = 0, calls = 0;
    VkAllocationCallbacks cb{};
    struct Header {
        size_t size;
        size_t pad;
    };
    Counting() {
        cb.pUserData = this;
        cb.pfnAllocation = [](void* u, size_t size, size_t align, VkSystemAllocationScope) -> void* {
            auto* self = static_cast<Counting*>(u);
            const size_t a = align < 16 ? 16 : align;
            auto* base = static_cast<char*>(aligned_alloc(a, ((size + a + a - 1) / a) * a));
            if (base == nullptr)
                return nullptr;
            reinterpret_cast<Header*>(base + a - sizeof(Header))->size = size;
            reinterpret_cast<Header*>(base + a - sizeof(Header))->pad = a;
            std::lock_guard<std::mutex> g(self->m);
            self->live += size;
            self->peak = std::max(self->peak, self->live);
            ++self->calls;
            return base + a;
        };
        cb.pfnReallocation = [](void* u, void* old, size_t size, size_t align, VkSystemAllocationScope s) -> void* {
            auto* self = static_cast<Counting*>(u);
            void* p = self->cb.pfnAllocation(u, size, align, s);
            if (p && old) {
                const Header* h = reinterpret_cast<const Header*>(static_cast<char*>(old) - sizeof(Header));
                std::memcpy(p, old, std::min(h->size, size));
            }
            if (p || size == 0)
                self->cb.pfnFree(u, old);
            return p;
        };
        cb.pfnFree = [](void* u, void* p) {
            if (p == nullptr)
                return;
            auto* self = static_cast<Counting*>(u);
            const Header* h = reinterpret_cast<const Header*>(static_cast<char*>(p) - sizeof(Header));
            std::lock_guard<std::mutex> g(self->m);
            self->live -= h->size;
            free(static_cast<char*>(p) - h->pad);
        };
    }
};

// What the figures work on.
struct Context {
    const Loader& l;
    VkInstance instance = VK_NULL_HANDLE;
    VkPhysicalDevice pd = VK_NULL_HANDLE;
    VkDevice device = VK_NULL_HANDLE;
    VkCommandBuffer cb = VK_NULL_HANDLE;
    std::vector<std::string> names;   // every command name of the registry plus unknown ones
    std::vector<const char*> layers;  // VK_LAYER_bench_null_*, from BENCH_LAYERS
    // Resolved once at setup, so that the figures count only the calls they measure.
    PFN_vkGetDeviceProcAddr gdpa = nullptr;
    PFN_vkVoidFunction draw_exported = nullptr, draw_gipa = nullptr, draw_gdpa = nullptr, draw_driver = nullptr;
    // A real driver: vkCmdSetViewport through each path, on a command buffer of `pool`.
    const bool real = getenv("BENCH_NULL_DRIVER") == nullptr;
    VkCommandPool pool = VK_NULL_HANDLE;
    PFN_vkVoidFunction viewport_exported = nullptr, viewport_gipa = nullptr, viewport_gdpa = nullptr;
    // And vkCmdBindVertexBuffers of a buffer: a call with a non-dispatchable handle (a validation
    // layer checks it, a wrapping one turns its id back into the driver's handle).
    VkBuffer buffer = VK_NULL_HANDLE;
    PFN_vkVoidFunction bind_gdpa = nullptr;

    explicit Context(const Loader& loader) : l(loader) {
        for (uint16_t i = 0; i < vkl::kNameCount; ++i)
            names.emplace_back(vkl::kStringPool + vkl::kNames[i].name);
        for (const char* u : {"vkNotACommandKHR", "vkGetPhysicalDeviceNothingEXT", "vkCmdNothingNV", "vkX"})
            names.emplace_back(u);
        static std::vector<std::string> layer_names;
        const int n = getenv("BENCH_LAYERS") ? atoi(getenv("BENCH_LAYERS")) : 0;
        for (int i = 0; i < n; ++i)
            layer_names.push_back("VK_LAYER_bench_null_" + std::to_string(i));
        for (auto& s : layer_names)
            layers.push_back(s.c_str());
    }
    VkResult create_instance(VkInstance* out, const VkAllocationCallbacks* alloc = nullptr) const {
        VkApplicationInfo app{};
        app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
        app.apiVersion = VK_API_VERSION_1_3;
        VkInstanceCreateInfo ci{};
        ci.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
        ci.pApplicationInfo = &app;
        ci.enabledLayerCount = static_cast<uint32_t>(layers.size());
        ci.ppEnabledLayerNames = layers.data();
        return l.sym<PFN_vkCreateInstance>("vkCreateInstance")(&ci, alloc, out);
    }
    // `extensions`: the device extensions to enable (the null driver has the few a
    // typical program enables: swapchain and dynamic rendering).
    // Looked up once: a figure counts the loader's vkCreateDevice, not the benchmark's dlsym.
    PFN_vkCreateDevice create_device_fn = nullptr;
    VkResult create_device(VkDevice* out, const VkAllocationCallbacks* alloc = nullptr,
                           const std::vector<const char*>& extensions = {}) {
        float prio = 1.0f;
        VkDeviceQueueCreateInfo q{};
        q.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
        q.queueCount = 1;
        q.pQueuePriorities = &prio;
        VkDeviceCreateInfo ci{};
        ci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
        ci.queueCreateInfoCount = 1;
        ci.pQueueCreateInfos = &q;
        ci.enabledExtensionCount = static_cast<uint32_t>(extensions.size());
        ci.ppEnabledExtensionNames = extensions.data();
        if (create_device_fn == nullptr)
            create_device_fn = l.sym<PFN_vkCreateDevice>("vkCreateDevice");
        return create_device_fn(pd, &ci, alloc, out);
    }
    // Before each wall-clock sample, untimed: with a real driver the command buffer starts
    // empty again, so that every sample records into the same reused memory.
    void restart_recording() {
        if (!real || pool == VK_NULL_HANDLE)
            return;
        l.sym<PFN_vkResetCommandPool>("vkResetCommandPool")(device, pool, 0);
        VkCommandBufferBeginInfo bi{};
        bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
        l.sym<PFN_vkBeginCommandBuffer>("vkBeginCommandBuffer")(cb, &bi);
    }
    bool setup(bool with_device) {
        if (create_instance(&instance) != VK_SUCCESS)
            return false;
        uint32_t n = 1;
        l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices")(instance, &n, &pd);
        if (!with_device)
            return true;
        if (create_device(&device) != VK_SUCCESS)
            return false;
        gdpa = l.sym<PFN_vkGetDeviceProcAddr>("vkGetDeviceProcAddr");
        return real ? setup_real() : setup_null();
    }
    bool setup_null() {
        VkCommandBufferAllocateInfo ai{};
        ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
        ai.commandBufferCount = 1;
        if (l.sym<PFN_vkAllocateCommandBuffers>("vkAllocateCommandBuffers")(device, &ai, &cb) != VK_SUCCESS)
            return false;
        draw_exported = l.sym<PFN_vkVoidFunction>("vkCmdDraw");
        draw_gipa = l.gipa(instance, "vkCmdDraw");
        draw_gdpa = gdpa(device, "vkCmdDraw");
        void* driver = dlopen(getenv("BENCH_NULL_DRIVER"), RTLD_NOW | RTLD_NOLOAD);
        draw_driver = driver ? reinterpret_cast<PFN_vkVoidFunction>(dlsym(driver, "vkl_null_CmdDraw")) : nullptr;
        if (driver)
            dlclose(driver);  // drops the NOLOAD reference only; the loader still holds it
        return draw_exported && draw_gipa && draw_gdpa && draw_driver;
    }
    bool setup_real() {
        VkCommandPoolCreateInfo pi{};
        pi.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
        pi.queueFamilyIndex = 0;
        if (l.sym<PFN_vkCreateCommandPool>("vkCreateCommandPool")(device, &pi, nullptr, &pool) != VK_SUCCESS)
            return false;
        VkCommandBufferAllocateInfo ai{};
        ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
        ai.commandPool = pool;
        ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
        ai.commandBufferCount = 1;
        if (l.sym<PFN_vkAllocateCommandBuffers>("vkAllocateCommandBuffers")(device, &ai, &cb) != VK_SUCCESS)
            return false;
        VkCommandBufferBeginInfo bi{};
        bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
        if (l.sym<PFN_vkBeginCommandBuffer>("vkBeginCommandBuffer")(cb, &bi) != VK_SUCCESS)
            return false;
        viewport_exported = l.sym<PFN_vkVoidFunction>("vkCmdSetViewport");
        viewport_gipa = l.gipa(instance, "vkCmdSetViewport");
        viewport_gdpa = gdpa(device, "vkCmdSetViewport");
        VkBufferCreateInfo bci{};
        bci.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
        bci.size = 256;
        bci.usage = VK_BUFFER_USAGE_VERTEX_BUFFER_BIT;
        if (l.sym<PFN_vkCreateBuffer>("vkCreateBuffer")(device, &bci, nullptr, &buffer) != VK_SUCCESS)
            return false;
        bind_gdpa = gdpa(device, "vkCmdBindVertexBuffers");
        return viewport_exported && viewport_gipa && viewport_gdpa && bind_gdpa;
    }
    ~Context() {
        if (buffer)
            l.sym<PFN_vkDestroyBuffer>("vkDestroyBuffer")(device, buffer, nullptr);
        if (pool)
            l.sym<PFN_vkDestroyCommandPool>("vkDestroyCommandPool")(device, pool, nullptr);
        if (device)
            l.sym<PFN_vkDestroyDevice>("vkDestroyDevice")(device, nullptr);
        if (instance)
            l.sym<PFN_vkDestroyInstance>("vkDestroyInstance")(instance, nullptr);
    }
};

// Keeps results alive without a memory store in the loop.
inline void sink(uintptr_t v) { __asm__ volatile("" : : "r"(v)); }

// ---- the figures: each runs `iterations` operations; noinline so callgrind can count them ----
#define FIGURE(name) extern "C" __attribute__((noinline)) void figure_##name(Context& c, long iterations)

FIGURE(gipa) {  // one operation = one name
    for (long i = 0; i < iterations; ++i)
        sink(reinterpret_cast<uintptr_t>(c.l.gipa(c.instance, c.names[static_cast<size_t>(i) % c.names.size()].c_str())));
}
FIGURE(gdpa) {
    for (long i = 0; i < iterations; ++i)
        sink(reinterpret_cast<uintptr_t>(c.gdpa(c.device, c.names[static_cast<size_t>(i) % c.names.size()].c_str())));
}
FIGURE(instance) {
    auto destroy = c.l.sym<PFN_vkDestroyInstance>("vkDestroyInstance");
    for (long i = 0; i < iterations; ++i) {
        VkInstance inst = VK_NULL_HANDLE;
        if (c.create_instance(&inst) == VK_SUCCESS)
            destroy(inst, nullptr);
    }
}
FIGURE(device) {
    auto destroy = c.l.sym<PFN_vkDestroyDevice>("vkDestroyDevice");
    for (long i = 0; i < iterations; ++i) {
        VkDevice d = VK_NULL_HANDLE;
        if (c.create_device(&d) == VK_SUCCESS)
            destroy(d, nullptr);
    }
}
// A device that enables what a typical program enables (bench/run's few-extensions figure).
FIGURE(device_extensions) {
    auto destroy = c.l.sym<PFN_vkDestroyDevice>("vkDestroyDevice");
    const std::vector<const char*> extensions = {"VK_KHR_swapchain", "VK_KHR_dynamic_rendering"};
    for (long i = 0; i < iterations; ++i) {
        VkDevice d = VK_NULL_HANDLE;
        if (c.create_device(&d, nullptr, extensions) == VK_SUCCESS)
            destroy(d, nullptr);
    }
}
// A device's first calls: create it, look a command up through vkGetDeviceProcAddr, allocate a
// command buffer, record one draw through the pointer and one through the exported symbol,
// destroy it. What a loader defers from vkCreateDevice to a first lookup or call is counted here.
FIGURE(device_first_call) {
    auto destroy = c.l.sym<PFN_vkDestroyDevice>("vkDestroyDevice");
    auto allocate = c.l.sym<PFN_vkAllocateCommandBuffers>("vkAllocateCommandBuffers");
    auto exported = c.l.sym<PFN_vkCmdDraw>("vkCmdDraw");
    for (long i = 0; i < iterations; ++i) {
        VkDevice d = VK_NULL_HANDLE;
        if (c.create_device(&d) != VK_SUCCESS)
            continue;
        auto draw = reinterpret_cast<PFN_vkCmdDraw>(c.gdpa(d, "vkCmdDraw"));
        VkCommandBufferAllocateInfo ai{};
        ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
        ai.commandBufferCount = 1;
        VkCommandBuffer cb = VK_NULL_HANDLE;
        if (draw && allocate(d, &ai, &cb) == VK_SUCCESS) {
            draw(cb, 3, 1, 0, 0);
            exported(cb, 3, 1, 0, 0);
        }
        destroy(d, nullptr);
    }
}
FIGURE(enumerate_physical_devices) {
    auto fn = c.l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices");
    for (long i = 0; i < iterations; ++i) {
        uint32_t n = 0;
        fn(c.instance, &n, nullptr);
        VkPhysicalDevice pds[16];
        n = std::min<uint32_t>(n, 16);
        fn(c.instance, &n, pds);
        sink(n);
    }
}
FIGURE(instance_extensions) {
    auto fn = c.l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
    VkExtensionProperties props[64];
    for (long i = 0; i < iterations; ++i) {
        uint32_t n = 64;
        fn(nullptr, &n, props);
        sink(n);
    }
}
FIGURE(instance_layers) {
    auto fn = c.l.sym<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties");
    VkLayerProperties props[64];
    for (long i = 0; i < iterations; ++i) {
        uint32_t n = 64;
        fn(&n, props);
        sink(n);
    }
}
FIGURE(instance_version) {
    auto fn = c.l.sym<PFN_vkEnumerateInstanceVersion>("vkEnumerateInstanceVersion");
    for (long i = 0; i < iterations; ++i) {
        uint32_t v = 0;
        fn(&v);
        sink(v);
    }
}
// A program's start-up: the calls most programs make first, in a process that has made none.
// One operation = the whole sequence; bench/run counts it once, in a fresh process.
FIGURE(startup) {
    auto version = c.l.sym<PFN_vkEnumerateInstanceVersion>("vkEnumerateInstanceVersion");
    auto extensions = c.l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
    auto layers = c.l.sym<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties");
    auto enumerate = c.l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices");
    auto destroy = c.l.sym<PFN_vkDestroyInstance>("vkDestroyInstance");
    for (long i = 0; i < iterations; ++i) {
        uint32_t v = 0, n = 0;
        version(&v);
        extensions(nullptr, &n, nullptr);
        std::vector<VkExtensionProperties> exts(n);
        extensions(nullptr, &n, exts.data());
        n = 0;
        layers(&n, nullptr);
        std::vector<VkLayerProperties> lays(n);
        layers(&n, lays.data());
        VkInstance inst = VK_NULL_HANDLE;
        if (c.create_instance(&inst) != VK_SUCCESS)
            continue;
        n = 0;
        enumerate(inst, &n, nullptr);
        std::vector<VkPhysicalDevice> pds(n);
        enumerate(inst, &n, pds.data());
        sink(n);
        destroy(inst, nullptr);
    }
}
// Empty vkCmdDraw: through the exported symbol, through the pointers GIPA and GDPA give, and
// the driver's own function (the physical limit).
using PFN_Draw = void(VKAPI_PTR*)(VkCommandBuffer, uint32_t, uint32_t, uint32_t, uint32_t);
__attribute__((noinline)) void draw_loop(PFN_Draw draw, VkCommandBuffer cb, long iterations) {
    for (long i = 0; i < iterations; ++i)
        draw(cb, 3, 1, 0, 0);
}
FIGURE(draw_exported) { draw_loop(reinterpret_cast<PFN_Draw>(c.draw_exported), c.cb, iterations); }
FIGURE(draw_gipa) { draw_loop(reinterpret_cast<PFN_Draw>(c.draw_gipa), c.cb, iterations); }
FIGURE(draw_gdpa) { draw_loop(reinterpret_cast<PFN_Draw>(c.draw_gdpa), c.cb, iterations); }
FIGURE(draw_driver) { draw_loop(reinterpret_cast<PFN_Draw>(c.draw_driver), c.cb, iterations); }
// With a real driver: vkCmdSetViewport, a command that only sets state.
__attribute__((noinline)) void viewport_loop(PFN_vkCmdSetViewport set, VkCommandBuffer cb, long iterations) {
    const VkViewport vp{0, 0, 64, 64, 0, 1};
    for (long i = 0; i < iterations; ++i)
        set(cb, 0, 1, &vp);
}
FIGURE(viewport_exported) { viewport_loop(reinterpret_cast<PFN_vkCmdSetViewport>(c.viewport_exported), c.cb, iterations); }
FIGURE(viewport_gipa) { viewport_loop(reinterpret_cast<PFN_vkCmdSetViewport>(c.viewport_gipa), c.cb, iterations); }
FIGURE(viewport_gdpa) { viewport_loop(reinterpret_cast<PFN_vkCmdSetViewport>(c.viewport_gdpa), c.cb, iterations); }
__attribute__((noinline)) void bind_loop(PFN_vkCmdBindVertexBuffers bind, VkCommandBuffer cb, VkBuffer buffer, long iterations) {
    const VkDeviceSize offset = 0;
    for (long i = 0; i < iterations; ++i)
        bind(cb, 0, 1, &buffer, &offset);
}
FIGURE(bind_gdpa) { bind_loop(reinterpret_cast<PFN_vkCmdBindVertexBuffers>(c.bind_gdpa), c.cb, c.buffer, iterations); }

struct Figure {
    const char* name;
    void (*fn)(Context&, long);
    bool device;        // needs a device (else only an instance)
    long wall_iters;    // operations per wall-clock sample
    bool fresh = false; // measured in a process that has made no Vulkan call: no setup, no warm-up
};
const Figure kFigures[] = {
    {"gipa", figure_gipa, false, 20000},
    {"gdpa", figure_gdpa, true, 20000},
    {"instance", figure_instance, false, 50},
    {"device", figure_device, true, 200},
    {"device_extensions", figure_device_extensions, true, 200},
    {"device_first_call", figure_device_first_call, true, 200},
    {"enumerate_physical_devices", figure_enumerate_physical_devices, false, 5000},
    {"instance_extensions", figure_instance_extensions, false, 200},
    {"instance_layers", figure_instance_layers, false, 200},
    {"instance_version", figure_instance_version, false, 200},
    {"draw_exported", figure_draw_exported, true, 2000000},
    {"draw_gipa", figure_draw_gipa, true, 2000000},
    {"draw_gdpa", figure_draw_gdpa, true, 2000000},
    {"draw_driver", figure_draw_driver, true, 2000000},
    {"viewport_exported", figure_viewport_exported, true, 20000},
    {"viewport_gipa", figure_viewport_gipa, true, 20000},
    {"viewport_gdpa", figure_viewport_gdpa, true, 20000},
    {"bind_gdpa", figure_bind_gdpa, true, 20000},
    {"startup", figure_startup, false, 1, true},
};

// The run callgrind counts (--toggle-collect=measured): the figure after its warm-up.
extern "C" __attribute__((noinline)) void measured(const Figure& f, Context& c, long iterations) { f.fn(c, iterations); }

const Figure* find_figure(const char* n) {
    for (const Figure& f : kFigures)
        if (std::strcmp(f.name, n) == 0)
            return &f;
    return nullptr;
}

double now_ns() {
    timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return static_cast<double>(t.tv_sec) * 1e9 + static_cast<double>(t.tv_nsec);
}

// Bytes the loader holds per instance / per device, through the application's callbacks.
void memory(const Loader& l) {
    // The heap the first instance leaves behind in a fresh process, callbacks or not: our
    // process-wide caches (drivers, manifests) live outside VkAllocationCallbacks.
    Context c(l);
    const size_t heap_before = mallinfo2().uordblks;
    const bool ok = c.setup(false);
    std::printf("heap_after_first_instance %zu\n", ok ? mallinfo2().uordblks - heap_before : 0);
    if (!ok) {
        std::printf("bytes_per_instance -1\nbytes_per_device -1\n");
        return;
    }
    Counting inst_alloc;
    VkInstance inst = VK_NULL_HANDLE;
    c.create_instance(&inst, &inst_alloc.cb);
    uint32_t n = 1;
    VkPhysicalDevice pd = VK_NULL_HANDLE;
    l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices")(inst, &n, &pd);
    std::printf("bytes_per_instance %zu\n", inst_alloc.live);
    Counting dev_alloc;
    Context dc(l);
    dc.instance = inst;
    dc.pd = pd;
    VkDevice dev = VK_NULL_HANDLE;
    dc.create_device(&dev, &dev_alloc.cb);
    std::printf("bytes_per_device %zu\n", dev_alloc.live);
    l.sym<PFN_vkDestroyDevice>("vkDestroyDevice")(dev, &dev_alloc.cb);
    dc.instance = VK_NULL_HANDLE;
    l.sym<PFN_vkDestroyInstance>("vkDestroyInstance")(inst, &inst_alloc.cb);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc >= 2 && std::strcmp(argv[1], "count-names") == 0) {
        std::printf("%u\n", static_cast<unsigned>(vkl::kNameCount) + 4);  // + the unknown names
        return 0;
    }
    if (argc >= 2 && std::strcmp(argv[1], "list") == 0) {
        for (const Figure& f : kFigures)
            std::printf("%s\n", f.name);
        return 0;
    }
    if (argc >= 4 && std::strcmp(argv[1], "figure") == 0) {
        const Figure* f = find_figure(argv[2]);
        if (f == nullptr) {
            std::fprintf(stderr, "bench: unknown figure %s\n", argv[2]);
            return 2;
        }
        // BENCH_KEEP_DRIVER=1: the null driver stays mapped for the whole run, whatever the
        // loader does with it, so that no loader is charged the dynamic linker's loading and
        // unloading of it (bench/run counts how often each loader loads it in a run without).
        if (getenv("BENCH_KEEP_DRIVER") && getenv("BENCH_NULL_DRIVER"))
            dlopen(getenv("BENCH_NULL_DRIVER"), RTLD_NOW | RTLD_LOCAL);
        Loader l(argv[3]);
        const long iterations = argc > 4 ? atol(argv[4]) : 100;
        Context c(l);
        if (!f->fresh) {
            if (!c.setup(f->device)) {
                std::fprintf(stderr, "bench: setup failed for %s\n", argv[3]);
                return 1;
            }
            f->fn(c, 1);  // warm-up: first-use costs (lazy binding, caches) stay out of the count
        }
        measured(*f, c, iterations);
        std::printf("%s %ld\n", f->name, iterations);
        return 0;
    }
    if (argc >= 3 && std::strcmp(argv[1], "memory") == 0) {
        Loader l(argv[2]);
        memory(l);
        return 0;
    }
    if (argc >= 3 && std::strcmp(argv[1], "wall") == 0) {
        Loader l(argv[2]);
        const char* only = argc > 3 ? argv[3] : nullptr;
        const long iters = argc > 4 ? atol(argv[4]) : 0;  // 0: the figure's default
        for (const Figure& f : kFigures) {
            if ((only && std::strcmp(only, f.name) != 0) || (f.fresh && !only))
                continue;
            if (f.fresh) {  // a fresh process per sample: bench/run --startup times whole runs
                std::printf("%s -1\n", f.name);
                continue;
            }
            Context c(l);
            if (!c.setup(f.device)) {
                std::printf("%s -1\n", f.name);
                continue;
            }
            f.fn(c, 1);
            std::vector<double> samples;
            const long n = iters > 0 ? iters : f.wall_iters;
            for (int s = 0; s < 9; ++s) {
                c.restart_recording();
                const double t0 = now_ns();
                f.fn(c, n);
                samples.push_back((now_ns() - t0) / static_cast<double>(n));
            }
            std::sort(samples.begin(), samples.end());
            std::printf("%s %.2f\n", f.name, samples[samples.size() / 2]);  // ns per operation, median
        }
        return 0;
    }
    std::fprintf(stderr, "usage: bench list | figure NAME LOADER [N] | wall LOADER [FIGURE] | memory LOADER\n");
    return 2;
}
