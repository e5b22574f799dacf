// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Allocation failure in the pre-instance calls (vkEnumerateInstanceExtensionProperties,
// vkEnumerateInstanceLayerProperties, vkEnumerateInstanceVersion), which take no allocator: the
// loader allocates with malloc there, so this program interposes the malloc family and fails
// the N-th allocation of one call, for every N until the call needs no more. Each must return
// VK_SUCCESS or VK_ERROR_OUT_OF_HOST_MEMORY, never crash, and every allocation the loader itself
// made (its code is the caller) must be freed by the time the library is closed. Built without
// sanitizers (they own malloc); a sanitizer build runs the other allocation-failure tests.
#include <catch2/catch.hpp>

#include <dlfcn.h>
#include <link.h>

#include <algorithm>

#include <cerrno>
#include <cstdlib>
#include <mutex>
#include <unordered_set>

#include "../runtime/harness.h"

extern "C" {
void* __libc_malloc(size_t);
void* __libc_calloc(size_t, size_t);
void* __libc_realloc(void*, size_t);
void* __libc_memalign(size_t, size_t);
void __libc_free(void*);
}

namespace {

// Armed on the test's thread only: -1 off, else the allocations left before the one that fails.
thread_local long t_countdown = -1;
thread_local bool t_failed = false;
thread_local bool t_inside = false;  // the tracker's own bookkeeping allocates
// The loader library's text, to tell its own allocations from those of libc and ld.so.
uintptr_t g_lib_begin = 0, g_lib_end = 0;
std::unordered_set<void*>* g_live = nullptr;  // loader allocations not yet freed

bool from_loader(void* caller) {
    const auto c = reinterpret_cast<uintptr_t>(caller);
    return c >= g_lib_begin && c < g_lib_end;
}

// Only the loader's own allocations are failed (its code calls malloc): those of libc and the
// dynamic linker on its behalf (dlopen) are theirs to survive, and some do not.
bool fail_now(void* caller) {
    if (t_countdown < 0 || !from_loader(caller))
        return false;
    if (t_countdown-- == 0) {
        t_failed = true;
        return true;
    }
    return false;
}

void track(void* p, void* caller) {
    if (p == nullptr || t_inside || g_live == nullptr || !from_loader(caller))
        return;
    t_inside = true;
    g_live->insert(p);
    t_inside = false;
}
void untrack(void* p) {
    if (p == nullptr || t_inside || g_live == nullptr)
        return;
    t_inside = true;
    g_live->erase(p);
    t_inside = false;
}

}  // namespace

extern "C" __attribute__((visibility("default"))) void* malloc(size_t n) {
    if (fail_now(__builtin_return_address(0))) {
        errno = ENOMEM;
        return nullptr;
    }
    void* p = __libc_malloc(n);
    track(p, __builtin_return_address(0));
    return p;
}
extern "C" __attribute__((visibility("default"))) void* calloc(size_t n, size_t size) {
    if (fail_now(__builtin_return_address(0))) {
        errno = ENOMEM;
        return nullptr;
    }
    void* p = __libc_calloc(n, size);
    track(p, __builtin_return_address(0));
    return p;
}
extern "C" __attribute__((visibility("default"))) void* realloc(void* old, size_t n) {
    if (n != 0 && fail_now(__builtin_return_address(0))) {
        errno = ENOMEM;
        return nullptr;
    }
    void* p = __libc_realloc(old, n);
    if (p != old || n == 0)
        untrack(old);
    track(p, __builtin_return_address(0));
    return p;
}
extern "C" __attribute__((visibility("default"))) void* aligned_alloc(size_t align, size_t n) {
    if (fail_now(__builtin_return_address(0))) {
        errno = ENOMEM;
        return nullptr;
    }
    void* p = __libc_memalign(align, n);
    track(p, __builtin_return_address(0));
    return p;
}
extern "C" __attribute__((visibility("default"))) void free(void* p) {
    untrack(p);
    __libc_free(p);
}

using namespace harness;

namespace {

// Runs `call` with allocation `index` failing; returns whether the failure was reached.
template <typename Call>
bool with_failure_at(long index, Call&& call) {
    t_failed = false;
    t_countdown = index;
    call();
    t_countdown = -1;
    return t_failed;
}

void each_index(const char* what, VkResult (*call)(const Loader&)) {
    long index = 0;
    for (;; ++index) {
        std::unordered_set<void*> live;
        bool reached = false;
        {
            Loader l;
            // Allocations whose caller lies in the library's loaded segments are the loader's.
            Dl_info info{};
            dladdr(reinterpret_cast<void*>(l.gipa), &info);
            g_lib_begin = reinterpret_cast<uintptr_t>(info.dli_fbase);
            g_lib_end = 0;
            dl_iterate_phdr([](dl_phdr_info* p, size_t, void*) {
                if (p->dlpi_addr != g_lib_begin)
                    return 0;
                for (int i = 0; i < p->dlpi_phnum; ++i)
                    if (p->dlpi_phdr[i].p_type == PT_LOAD)
                        g_lib_end = std::max<uintptr_t>(g_lib_end, p->dlpi_addr + p->dlpi_phdr[i].p_vaddr + p->dlpi_phdr[i].p_memsz);
                return 1;
            }, nullptr);
            REQUIRE(g_lib_end > g_lib_begin);
            g_live = &live;
            VkResult r = VK_SUCCESS;
            reached = with_failure_at(index, [&] { r = call(l); });
            INFO(what << ", allocation " << index << " failing");
            CHECK((r == VK_SUCCESS || r == VK_ERROR_OUT_OF_HOST_MEMORY));
        }
        g_live = nullptr;
        INFO(what << ", allocation " << index << " failing");
        CHECK(live.empty());  // every allocation the loader made, freed by the time it is unloaded
        if (!reached)
            break;
    }
    std::printf("pre-instance allocation failure, %s: %ld allocation indices, each failing cleanly\n", what, index);
    CHECK(index > 5);  // the call allocates at all (the test reaches the loader's allocations)
}

VkResult extensions(const Loader& l) {
    auto fn = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
    uint32_t n = 0;
    VkResult r = fn(nullptr, &n, nullptr);
    if (r != VK_SUCCESS)
        return r;
    std::vector<VkExtensionProperties> props(n);
    r = fn(nullptr, &n, props.data());
    return r == VK_INCOMPLETE ? VK_SUCCESS : r;  // a driver lost to the failure may shrink the list
}
VkResult layers(const Loader& l) {
    auto fn = l.sym<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties");
    uint32_t n = 0;
    VkResult r = fn(&n, nullptr);
    if (r != VK_SUCCESS)
        return r;
    std::vector<VkLayerProperties> props(n);
    r = fn(&n, props.data());
    return r == VK_INCOMPLETE ? VK_SUCCESS : r;
}
VkResult version(const Loader& l) {
    uint32_t v = 0;
    return l.sym<PFN_vkEnumerateInstanceVersion>("vkEnumerateInstanceVersion")(&v);
}

}  // namespace

TEST_CASE("pre-instance calls: malloc failing at every index, with drivers, explicit, implicit and meta layers") {
    World w;
    w.add_driver("drv", "ext=VK_EXT_debug_utils");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("a", "VK_LAYER_test_a");
    w.add_layer("imp", "VK_LAYER_test_imp", "", true);
    write(w.root() / "explicit" / "meta.json",
          "{ \"file_format_version\": \"1.2.1\", \"layer\": { \"name\": \"VK_LAYER_test_meta\", \"type\": \"GLOBAL\", "
          "\"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"meta\", "
          "\"component_layers\": [\"VK_LAYER_test_a\"] } }");
    w.env.set("VK_LOADER_DEBUG", "");  // the failures are expected; their log lines are not the test
    each_index("vkEnumerateInstanceExtensionProperties", &extensions);
    each_index("vkEnumerateInstanceLayerProperties", &layers);
    each_index("vkEnumerateInstanceVersion", &version);
}

TEST_CASE("pre-instance calls: malloc failing at every index, with a loader settings file") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    const fs::path a = w.add_layer("a", "VK_LAYER_test_a");
    write(w.root() / "config/vulkan/loader_settings.d/vk_loader_settings.json",
          "{ \"file_format_version\": \"1.0.0\", \"settings\": { \"layers\": [ { \"control\": \"on\", \"name\": "
          "\"VK_LAYER_test_a\", \"path\": \"" + a.string() + "\" } ], \"stderr_log\": [\"error\"] } }");
    w.env.set("VK_LOADER_DEBUG", "");
    each_index("vkEnumerateInstanceExtensionProperties with settings", &extensions);
    each_index("vkEnumerateInstanceLayerProperties with settings", &layers);
    each_index("vkEnumerateInstanceVersion with settings", &version);
}

TEST_CASE("pre-instance calls: malloc failing at every index, through implicit layers that intercept them") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    // Two layers in the pre-instance chain (pre_instance_functions), each calling down.
    const std::string pre = ", \"pre_instance_functions\": { "
                            "\"vkEnumerateInstanceVersion\": \"vkl_test_layer_PreEnumerateInstanceVersion\", "
                            "\"vkEnumerateInstanceExtensionProperties\": \"vkl_test_layer_PreEnumerateInstanceExtensionProperties\" }";
    w.add_layer("pre1", "VK_LAYER_test_pre1", "", true, pre);
    w.add_layer("pre2", "VK_LAYER_test_pre2", "", true, pre);
    w.env.set("VK_LOADER_DEBUG", "");
    each_index("vkEnumerateInstanceExtensionProperties through two intercepting layers", &extensions);
    each_index("vkEnumerateInstanceLayerProperties beside two intercepting layers (they name no intercept for it)", &layers);
    each_index("vkEnumerateInstanceVersion through two intercepting layers", &version);
    // The layers were in the chain (so the failures above hit the loader's pre-instance chain).
    for (const char* layer : {"pre1", "pre2"})
        for (const char* call : {"pre_vkEnumerateInstanceVersion", "pre_vkEnumerateInstanceExtensionProperties"}) {
            INFO(layer << " " << call);
            CHECK(count(w.driver_log(), std::string(layer) + " " + call) > 0);
        }
}
