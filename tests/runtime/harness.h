// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Hermetic test harness: a private HOME/XDG tree, driver manifests pointing at copies of the
// in-tree test driver, the built libvulkan.so.1 opened fresh by path (and checked), and
// stderr capture.
#pragma once

#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <limits.h>
#include <stdlib.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <cstdlib>
#include <string>
#include <vector>

#include <vulkan/vulkan.h>

#include "../stderr_capture.h"

// VKL_TEST_ASAN: 1 in an AddressSanitizer build, by GCC (which defines __SANITIZE_ADDRESS__) or
// by clang (which says so through __has_feature). Cases whose references leak at exit check
// this loader alone there: LeakSanitizer would report the reference's leak at the test
// program's exit, and in every child a later case forks.
#if defined(__SANITIZE_ADDRESS__)
#define VKL_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define VKL_TEST_ASAN 1
#endif
#endif
#ifndef VKL_TEST_ASAN
#define VKL_TEST_ASAN 0
#endif

namespace fs = std::filesystem;

namespace harness {

// Every environment variable the loader defines (loader/base/env_vars.inc): a World unsets them
// all, so that a test sees only what it sets.
inline constexpr const char* kLoaderVariables[] = {
#define VKL_ENV_VAR(name, kind, elevated, vkloader, doc) #name,
#include "../../loader/base/env_vars.inc"
#undef VKL_ENV_VAR
};

// Sets environment variables and restores them when it goes away.
class Env {
public:
    void set(const std::string& k, const std::string& v) {
        remember(k);
        setenv(k.c_str(), v.c_str(), 1);
    }
    void unset(const std::string& k) {
        remember(k);
        unsetenv(k.c_str());
    }
    ~Env() {
        for (auto& [k, v] : saved_)
            v.first ? setenv(k.c_str(), v.second.c_str(), 1) : unsetenv(k.c_str());
    }

private:
    void remember(const std::string& k) {
        if (saved_.count(k))
            return;
        const char* old = getenv(k.c_str());
        saved_[k] = {old != nullptr, old ? old : ""};
    }
    std::map<std::string, std::pair<bool, std::string>> saved_;
};

inline std::string slurp(const fs::path& p) {
    std::ifstream in(p);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

inline void write(const fs::path& p, const std::string& text) {
    fs::create_directories(p.parent_path());
    std::ofstream(p) << text;
}

// A private world: HOME, XDG_* and every loader variable point inside a fresh temp dir.
class World {
public:
    World() {
        // $TMPDIR when set: the suite also runs with it on a tmpfs, whose directory listings
        // come in another order than ext4's (tests must not assume one).
        const char* tmp = std::getenv("TMPDIR");
        std::string tmpl = std::string(tmp && *tmp ? tmp : "/tmp") + "/vkl-test-XXXXXX";
        root_ = mkdtemp(tmpl.data());
        for (const char* v : kLoaderVariables)  // every one, then the search places are set
            env.unset(v);
        env.set("HOME", (root_ / "home").string());
        env.set("XDG_CONFIG_HOME", (root_ / "config").string());
        env.set("XDG_CONFIG_DIRS", (root_ / "etc-xdg").string());
        env.set("XDG_DATA_HOME", (root_ / "data").string());
        env.set("XDG_DATA_DIRS", (root_ / "share").string());
        env.set("VKL_TEST_DRIVER_LOG", log_path().string());
    }
    ~World() {
        // VKL_TEST_KEEP=1 keeps each test's world (manifests, logs, reports) to look at after
        // the run, and says where.
        if (const char* keep = std::getenv("VKL_TEST_KEEP"); keep && std::strcmp(keep, "1") == 0) {
            std::fprintf(stderr, "VKL_TEST_KEEP: kept %s\n", root_.c_str());
            return;
        }
        std::error_code ec;
        fs::remove_all(root_, ec);
    }
    const fs::path& root() const { return root_; }
    fs::path log_path() const { return root_ / "driver.log"; }
    std::string driver_log() const { return slurp(log_path()); }

    // Copies the test driver (variant "all", "gipa" or "v0") to <dir>/<name>.so, writes
    // <dir>/<name>.json, and configures it. Returns the manifest path.
    fs::path add_driver(const std::string& name, const std::string& config = "", const fs::path& dir = "",
                        const std::string& variant = "all", const std::string& icd_extra = "",
                        const std::string& api_version = "1.3.0") {
        const fs::path d = dir.empty() ? root_ / "drivers" : dir;
        fs::create_directories(d);
        const fs::path lib = d / (name + ".so");
        fs::copy_file(driver_library(variant), lib, fs::copy_options::overwrite_existing);
        env.set("VKL_TEST_DRIVER_" + name, config);
        const fs::path manifest = d / (name + ".json");
        write(manifest, "{ \"file_format_version\": \"1.0.1\", \"ICD\": { \"library_path\": \"" + lib.string() +
                            "\", \"api_version\": \"" + api_version + "\"" + icd_extra + " } }\n");
        return manifest;
    }

    // Copies the test layer to <dir>/<name>.so and writes <dir>/<name>.json naming layer
    // `layer_name`; implicit layers get a disable variable DISABLE_<name>. `extra` is appended
    // to the layer object. Returns the manifest path.
    fs::path add_layer(const std::string& name, const std::string& layer_name, const std::string& config = "",
                       bool implicit = false, const std::string& extra = "", const fs::path& dir = "") {
        const fs::path d = dir.empty() ? root_ / (implicit ? "implicit" : "explicit") : dir;
        fs::create_directories(d);
        const fs::path lib = d / (name + ".so");
        fs::copy_file(VKL_TEST_LAYER, lib, fs::copy_options::overwrite_existing);
        env.set("VKL_TEST_LAYER_" + name, config);
        const fs::path manifest = d / (name + ".json");
        std::string body = "\"name\": \"" + layer_name + "\", \"type\": \"GLOBAL\", \"library_path\": \"" + lib.string() +
                           "\", \"api_version\": \"1.3.239\", \"implementation_version\": \"1\", \"description\": \"test layer " +
                           name + "\"";
        if (implicit)
            body += ", \"disable_environment\": { \"DISABLE_" + name + "\": \"1\" }";
        write(manifest, "{ \"file_format_version\": \"1.2.1\", \"layer\": { " + body + extra + " } }\n");
        return manifest;
    }
    // Points the layer search at this world's explicit/ and implicit/ folders only.
    void use_own_layers() {
        fs::create_directories(root_ / "explicit");
        fs::create_directories(root_ / "implicit");
        env.set("VK_LAYER_PATH", (root_ / "explicit").string());
        env.set("VK_IMPLICIT_LAYER_PATH", (root_ / "implicit").string());
    }

    static std::string driver_library(const std::string& variant) {
        if (variant == "gipa")
            return VKL_TEST_DRIVER_GIPA;
        if (variant == "v0")
            return VKL_TEST_DRIVER_V0;
        return VKL_TEST_DRIVER_ALL;
    }

    Env env;

private:
    fs::path root_;
};

// Whether this build has generic trampolines for commands the registry does not know
// (loader/meson.build: x86-64, i386, AArch64). Elsewhere vkGetInstanceProcAddr returns NULL for
// them, by design and with one log line; the tests that need them check that instead.
inline constexpr bool kUnknownTrampolines = VKL_HAS_UNKNOWN_TRAMPOLINES;

// The system's Khronos loader of this build's architecture (Meson: /usr/lib/<multiarch>/), the
// reference of the differential tests.
inline constexpr const char* kSystemLoader = VKL_SYSTEM_LOADER;

// The built libvulkan.so.1 (or, for differential tests, another loader), opened by path and
// checked to be that file. Each Loader is a fresh load (no surviving state) as long as no other
// Loader of the same file is open.
class Loader {
public:
    explicit Loader(const char* path = VKL_LIBRARY) {
        handle_ = dlopen(path, RTLD_NOW | RTLD_LOCAL);
        if (handle_ == nullptr) {
            std::fprintf(stderr, "cannot open %s: %s\n", path, dlerror());
            std::abort();
        }
        link_map* map = nullptr;
        dlinfo(handle_, RTLD_DI_LINKMAP, &map);
        char a[PATH_MAX], b[PATH_MAX];
        if (!realpath(map->l_name, a) || !realpath(path, b) || std::strcmp(a, b) != 0) {
            std::fprintf(stderr, "loaded %s instead of %s\n", map->l_name, path);
            std::abort();
        }
        gipa = reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(handle_, "vkGetInstanceProcAddr"));
    }
    ~Loader() { dlclose(handle_); }
    Loader(const Loader&) = delete;
    Loader& operator=(const Loader&) = delete;

    template <typename F>
    F sym(const char* name) const {
        return reinterpret_cast<F>(dlsym(handle_, name));
    }
    template <typename F>
    F proc(VkInstance instance, const char* name) const {
        return reinterpret_cast<F>(gipa(instance, name));
    }

    VkResult create_instance(VkInstance* out, std::vector<const char*> extensions = {}, uint32_t api = VK_API_VERSION_1_3,
                             VkInstanceCreateFlags flags = 0, const void* pNext = nullptr,
                             const VkAllocationCallbacks* alloc = nullptr, std::vector<const char*> layers = {}) const {
        VkApplicationInfo app{};
        app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
        app.apiVersion = api;
        VkInstanceCreateInfo ci{};
        ci.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
        ci.pNext = pNext;
        ci.flags = flags;
        ci.pApplicationInfo = &app;
        ci.enabledExtensionCount = static_cast<uint32_t>(extensions.size());
        ci.ppEnabledExtensionNames = extensions.data();
        ci.enabledLayerCount = static_cast<uint32_t>(layers.size());
        ci.ppEnabledLayerNames = layers.data();
        return sym<PFN_vkCreateInstance>("vkCreateInstance")(&ci, alloc, out);
    }
    void destroy_instance(VkInstance i, const VkAllocationCallbacks* alloc = nullptr) const {
        sym<PFN_vkDestroyInstance>("vkDestroyInstance")(i, alloc);
    }
    std::vector<VkPhysicalDevice> physical_devices(VkInstance i) const {
        auto fn = sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices");
        uint32_t n = 0;
        fn(i, &n, nullptr);
        std::vector<VkPhysicalDevice> out(n);
        fn(i, &n, out.data());
        out.resize(n);
        return out;
    }
    // A device with one queue; VK_NULL_HANDLE on failure (the result goes to *result). `layers`:
    // the deprecated device layer names.
    VkDevice create_device(VkPhysicalDevice pd, std::vector<const char*> ext = {},
                           const VkAllocationCallbacks* alloc = nullptr, VkResult* result = nullptr,
                           const void* pNext = nullptr, const VkPhysicalDeviceFeatures* features = nullptr,
                           std::vector<const char*> layers = {}) const {
        float prio = 1.0f;
        VkDeviceQueueCreateInfo q{};
        q.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
        q.queueCount = 1;
        q.pQueuePriorities = &prio;
        VkDeviceCreateInfo ci{};
        ci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
        ci.queueCreateInfoCount = 1;
        ci.pQueueCreateInfos = &q;
        ci.enabledExtensionCount = static_cast<uint32_t>(ext.size());
        ci.ppEnabledExtensionNames = ext.data();
        ci.pNext = pNext;
        ci.pEnabledFeatures = features;
        ci.enabledLayerCount = static_cast<uint32_t>(layers.size());
        ci.ppEnabledLayerNames = layers.empty() ? nullptr : layers.data();
        VkDevice d = VK_NULL_HANDLE;
        const VkResult r = sym<PFN_vkCreateDevice>("vkCreateDevice")(pd, &ci, alloc, &d);
        if (result)
            *result = r;
        return r == VK_SUCCESS ? d : VK_NULL_HANDLE;
    }
    void destroy_device(VkDevice d, const VkAllocationCallbacks* alloc = nullptr) const {
        sym<PFN_vkDestroyDevice>("vkDestroyDevice")(d, alloc);
    }
    std::string device_name(VkPhysicalDevice pd) const {
        VkPhysicalDeviceProperties p{};
        sym<PFN_vkGetPhysicalDeviceProperties>("vkGetPhysicalDeviceProperties")(pd, &p);
        return p.deviceName;
    }
    // The names vkEnumerateInstanceLayerProperties lists, in its order.
    std::vector<std::string> instance_layers() const {
        auto fn = sym<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties");
        uint32_t n = 0;
        fn(&n, nullptr);
        std::vector<VkLayerProperties> props(n);
        fn(&n, props.data());
        std::vector<std::string> out;
        for (uint32_t i = 0; i < n; ++i)
            out.push_back(props[i].layerName);
        return out;
    }

    PFN_vkGetInstanceProcAddr gipa = nullptr;

private:
    void* handle_ = nullptr;
};

// Counts live allocations; fails the allocation whose index equals fail_at; counts frees of
// memory it never handed out (each allocation must go back to the callbacks that made it).
struct CountingAllocator {
    std::mutex m;
    std::set<void*> live;
    long next = 0;
    long fail_at = -1;
    size_t total_bytes = 0;
    size_t largest = 0;
    long foreign_frees = 0;  // frees of memory this allocator did not hand out
    VkAllocationCallbacks cb{};

    CountingAllocator() {
        cb.pUserData = this;
        cb.pfnAllocation = [](void* u, size_t size, size_t align, VkSystemAllocationScope) -> void* {
            auto* self = static_cast<CountingAllocator*>(u);
            std::lock_guard<std::mutex> g(self->m);
            if (self->next++ == self->fail_at)
                return nullptr;
            void* p = aligned_alloc(align < 16 ? 16 : align, ((size + 15) / 16) * 16);
            self->live.insert(p);
            self->total_bytes += size;
            if (size > self->largest)
                self->largest = size;
            return p;
        };
        cb.pfnReallocation = [](void* u, void* old, size_t size, size_t align, VkSystemAllocationScope s) -> void* {
            auto* self = static_cast<CountingAllocator*>(u);
            if (old == nullptr)
                return self->cb.pfnAllocation(u, size, align, s);
            if (size == 0) {
                self->cb.pfnFree(u, old);
                return nullptr;
            }
            void* p = self->cb.pfnAllocation(u, size, align, s);
            if (p == nullptr)
                return nullptr;
            std::memcpy(p, old, size);  // test allocations are at least `size` long or zero-padded
            self->cb.pfnFree(u, old);
            return p;
        };
        cb.pfnFree = [](void* u, void* p) {
            if (p == nullptr)
                return;
            auto* self = static_cast<CountingAllocator*>(u);
            std::lock_guard<std::mutex> g(self->m);
            if (self->live.erase(p) == 0)
                ++self->foreign_frees;  // not made here: another allocator's, or malloc's
            free(p);
        };
    }
};


using ::StderrCapture;

// The first bytes of an ELF shared object of the given class and machine: enough for the
// dynamic linker to refuse it for what it is.
inline std::string elf_header(unsigned char elf_class, uint16_t machine) {
    std::string h(64, '\0');
    std::memcpy(h.data(), ELFMAG, SELFMAG);
    h[EI_CLASS] = static_cast<char>(elf_class);
    h[EI_DATA] = ELFDATA2LSB;
    h[EI_VERSION] = EV_CURRENT;
    const uint16_t type = ET_DYN;
    std::memcpy(h.data() + 16, &type, 2);
    std::memcpy(h.data() + 18, &machine, 2);
    return h;
}
// An ELF header of the other class than this build's (32-bit on a 64-bit build): "wrong
// architecture".
inline std::string other_class_elf() {
    return elf_header(sizeof(void*) == 8 ? ELFCLASS32 : ELFCLASS64, sizeof(void*) == 8 ? EM_386 : EM_X86_64);
}

// A driver package at `root` with the test driver as lib/<name>.so and its manifest as
// meta/icd.d/<name>.json; `metadata` replaces the metadata.json text when given.
inline fs::path make_package(const fs::path& root, const std::string& name, const std::string& metadata = "",
                             const std::string& manifest_library = "") {
    fs::create_directories(root / "lib");
    fs::copy_file(VKL_TEST_DRIVER_ALL, root / "lib" / (name + ".so"), fs::copy_options::overwrite_existing);
    write(root / "meta" / "icd.d" / (name + ".json"),
          "{ \"file_format_version\": \"1.0.1\", \"ICD\": { \"library_path\": \"" +
              (manifest_library.empty() ? "../../lib/" + name + ".so" : manifest_library) +
              "\", \"api_version\": \"1.3.0\" } }");
    write(root / "meta" / "metadata" / "metadata.json",
          metadata.empty() ? "{ \"version\": 1, \"file_path\": \"lib/" + name + ".so\", \"manifest_path\": \"meta/icd.d/" +
                                 name + ".json\" }"
                           : metadata);
    return root;
}

// Whether the library at `lib` is loaded in this process now (without loading it).
inline bool library_loaded(const fs::path& lib) {
    void* h = dlopen(lib.c_str(), RTLD_NOW | RTLD_NOLOAD);
    if (h)
        dlclose(h);
    return h != nullptr;
}

inline size_t count(const std::string& hay, const std::string& needle) {
    size_t n = 0;
    for (size_t at = hay.find(needle); at != std::string::npos; at = hay.find(needle, at + 1))
        ++n;
    return n;
}

}  // namespace harness
