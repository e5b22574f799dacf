// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A program built against the combined synthetic future registry's headers (tests/synthetic/):
// the exports, lookups and calls of every kind of change, through this loader and the test
// driver, which implements the new commands. tests/synthetic/test_synthetic.py builds and runs
// it in a hermetic world (its own HOME/XDG tree, only the test driver's manifest).
//   synthetic_app LIBVULKAN     (VKL_TEST_DRIVER_LOG names the driver's record; exit 0: all passed)
// Built against other headers it only says so and exits 77 (skip).
#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

#include <vulkan/vulkan.h>

#if defined(VK_VERSION_1_5) && defined(VK_VKL_synthetic_device) && defined(VK_VKL_synthetic_instance) && \
    defined(VK_VKL_synthetic_handle) && defined(VK_VKL_synthetic_chain)
namespace {

int failures = 0;
#define CHECK(c)                                                                         \
    do {                                                                                 \
        if (!(c)) {                                                                      \
            std::fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #c);  \
            ++failures;                                                                  \
        }                                                                                \
    } while (0)

std::string driver_log() {
    const char* path = std::getenv("VKL_TEST_DRIVER_LOG");
    std::ifstream in(path ? path : "");
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

bool logged(const char* what) { return driver_log().find(what) != std::string::npos; }

template <typename F>
F load(PFN_vkGetInstanceProcAddr gipa, VkInstance i, const char* name) {
    return reinterpret_cast<F>(gipa(i, name));
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: synthetic_app LIBVULKAN\n");
        return 2;
    }
    void* lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (lib == nullptr) {
        std::fprintf(stderr, "cannot load %s: %s\n", argv[1], dlerror());
        return 1;
    }
    auto gipa = reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(lib, "vkGetInstanceProcAddr"));
    CHECK(gipa != nullptr);
    if (gipa == nullptr)
        return 1;

    // The library is the one generated from the synthetic registry: it says Vulkan 1.5.
    uint32_t version = 0;
    load<PFN_vkEnumerateInstanceVersion>(gipa, VK_NULL_HANDLE, "vkEnumerateInstanceVersion")(&version);
    CHECK(VK_API_VERSION_MINOR(version) == 5);

    // Exports: the commands VK_VERSION_1_5 promoted are symbols; extensions' commands are not.
    CHECK(dlsym(lib, "vkCmdSetSyntheticState") != nullptr);
    CHECK(dlsym(lib, "vkGetPhysicalDeviceSyntheticLimit") != nullptr);
    CHECK(dlsym(lib, "vkCmdSetSyntheticStateVKL") == nullptr);
    CHECK(dlsym(lib, "vkCmdSyntheticVKL") == nullptr);
    CHECK(dlsym(lib, "vkSetSyntheticHintVKL") == nullptr);

    // Instance extensions: the driver reports VK_KHR_win32_surface and the new platform's surface
    // extension too; this Linux build compiles neither, so neither is listed.
    auto enum_ext = load<PFN_vkEnumerateInstanceExtensionProperties>(gipa, VK_NULL_HANDLE,
                                                                     "vkEnumerateInstanceExtensionProperties");
    uint32_t n = 0;
    CHECK(enum_ext(nullptr, &n, nullptr) == VK_SUCCESS);
    VkExtensionProperties props[64];
    n = n > 64 ? 64 : n;
    CHECK(enum_ext(nullptr, &n, props) == VK_SUCCESS);
    auto listed = [&](const char* e) {
        for (uint32_t i = 0; i < n; ++i)
            if (std::strcmp(props[i].extensionName, e) == 0)
                return true;
        return false;
    };
    CHECK(listed("VK_VKL_synthetic_instance"));
    CHECK(listed("VK_KHR_surface"));
    CHECK(!listed("VK_KHR_win32_surface"));
    CHECK(!listed("VK_VKL_vklwin_surface"));

    auto create_instance = load<PFN_vkCreateInstance>(gipa, VK_NULL_HANDLE, "vkCreateInstance");
    VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.apiVersion = VK_API_VERSION_1_5;
    VkInstanceCreateInfo ci{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    ci.pApplicationInfo = &app;
    // Enabling an extension of a platform this build does not compile fails.
    const char* platform_ext[] = {"VK_KHR_surface", "VK_VKL_vklwin_surface"};
    ci.enabledExtensionCount = 2;
    ci.ppEnabledExtensionNames = platform_ext;
    VkInstance instance = VK_NULL_HANDLE;
    CHECK(create_instance(&ci, nullptr, &instance) == VK_ERROR_EXTENSION_NOT_PRESENT);

    const char* exts[] = {"VK_KHR_surface", "VK_VKL_synthetic_instance"};
    ci.ppEnabledExtensionNames = exts;
    CHECK(create_instance(&ci, nullptr, &instance) == VK_SUCCESS);
    if (instance == VK_NULL_HANDLE)
        return 1;

    // A new instance extension: its broadcast command reaches the driver and brings its failure
    // back; the command no rule fits, and the uncompiled platform's surface command, have no pointer.
    auto hint = load<PFN_vkSetSyntheticHintVKL>(gipa, instance, "vkSetSyntheticHintVKL");
    CHECK(hint != nullptr);
    if (hint) {
        CHECK(hint(instance, 7) == VK_SUCCESS);
        CHECK(logged("synthetic_hint=7"));
        CHECK(hint(instance, 13) == VK_ERROR_INITIALIZATION_FAILED);
    }
    CHECK(gipa(instance, "vkGetSyntheticInstanceValueVKL") == nullptr);
    CHECK(gipa(instance, "vkCreateVklwinSurfaceVKL") == nullptr);

    uint32_t count = 1;
    VkPhysicalDevice pd = VK_NULL_HANDLE;
    auto enum_pd = load<PFN_vkEnumeratePhysicalDevices>(gipa, instance, "vkEnumeratePhysicalDevices");
    CHECK(enum_pd(instance, &count, &pd) == VK_SUCCESS && count == 1);

    // A promoted physical-device command, by its core name (an exported symbol) and its alias.
    uint32_t limit = 0;
    auto limit_fn = reinterpret_cast<PFN_vkGetPhysicalDeviceSyntheticLimit>(dlsym(lib, "vkGetPhysicalDeviceSyntheticLimit"));
    if (limit_fn)
        limit_fn(pd, &limit);
    CHECK(limit == 0x1500);
    CHECK(gipa(instance, "vkGetPhysicalDeviceSyntheticLimitVKL") != nullptr);

    // A device with the new device extensions and the new feature structure in its chain.
    float priority = 1.0f;
    VkDeviceQueueCreateInfo q{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
    q.queueCount = 1;
    q.pQueuePriorities = &priority;
    VkPhysicalDeviceSyntheticFeaturesVKL features{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SYNTHETIC_FEATURES_VKL};
    features.synthetic = VK_TRUE;
    const char* dev_exts[] = {"VK_VKL_synthetic_device", "VK_VKL_synthetic_handle", "VK_VKL_synthetic_chain"};
    VkDeviceCreateInfo dci{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
    dci.pNext = &features;
    dci.queueCreateInfoCount = 1;
    dci.pQueueCreateInfos = &q;
    dci.enabledExtensionCount = 3;
    dci.ppEnabledExtensionNames = dev_exts;
    VkDevice device = VK_NULL_HANDLE;
    CHECK(load<PFN_vkCreateDevice>(gipa, instance, "vkCreateDevice")(pd, &dci, nullptr, &device) == VK_SUCCESS);
    if (device != VK_NULL_HANDLE) {
        auto gdpa = load<PFN_vkGetDeviceProcAddr>(gipa, instance, "vkGetDeviceProcAddr");
        auto value_fn = reinterpret_cast<PFN_vkGetSyntheticValueVKL>(gdpa(device, "vkGetSyntheticValueVKL"));
        CHECK(value_fn != nullptr);
        uint32_t out = 0;
        if (value_fn)
            CHECK(value_fn(device, 6, &out) == VK_SUCCESS && out == 43);

        // A new non-dispatchable handle: made and destroyed through the device; the command that
        // takes it first is one no loader can route.
        auto create_obj = reinterpret_cast<PFN_vkCreateSyntheticObjectVKL>(gdpa(device, "vkCreateSyntheticObjectVKL"));
        auto destroy_obj = reinterpret_cast<PFN_vkDestroySyntheticObjectVKL>(gdpa(device, "vkDestroySyntheticObjectVKL"));
        CHECK(create_obj != nullptr && destroy_obj != nullptr);
        if (create_obj && destroy_obj) {
            VkSyntheticObjectVKL obj = VK_NULL_HANDLE;
            CHECK(create_obj(device, nullptr, &obj) == VK_SUCCESS);
            destroy_obj(device, obj, nullptr);
            CHECK(logged("synthetic_destroyed=1511"));
        }
        CHECK(gdpa(device, "vkGetSyntheticObjectTagVKL") == nullptr);

        // Commands recorded into a command buffer: the device extension's, the promoted core one
        // (through the exported symbol), and the end of an alias chain (its enabled extension's
        // name; an alias whose extension is not enabled has no pointer).
        VkCommandPoolCreateInfo pci{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
        VkCommandPool pool = VK_NULL_HANDLE;
        CHECK(reinterpret_cast<PFN_vkCreateCommandPool>(gdpa(device, "vkCreateCommandPool"))(device, &pci, nullptr, &pool) == VK_SUCCESS);
        VkCommandBufferAllocateInfo ai{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
        ai.commandPool = pool;
        ai.commandBufferCount = 1;
        VkCommandBuffer cb = VK_NULL_HANDLE;
        CHECK(reinterpret_cast<PFN_vkAllocateCommandBuffers>(gdpa(device, "vkAllocateCommandBuffers"))(device, &ai, &cb) == VK_SUCCESS);
        if (cb != VK_NULL_HANDLE) {
            auto cmd = reinterpret_cast<PFN_vkCmdSyntheticVKL>(gdpa(device, "vkCmdSyntheticVKL"));
            CHECK(cmd != nullptr);
            if (cmd)
                cmd(cb, 5);
            CHECK(logged("synthetic_cmd=5"));
            auto state = reinterpret_cast<PFN_vkCmdSetSyntheticState>(dlsym(lib, "vkCmdSetSyntheticState"));
            if (state)
                state(cb, 9);
            CHECK(logged("synthetic_state=9"));
            auto chain = reinterpret_cast<PFN_vkCmdSyntheticChainVKL>(gdpa(device, "vkCmdSyntheticChainVKL"));
            CHECK(chain != nullptr);
            if (chain)
                chain(cb, 11);
            CHECK(logged("synthetic_chain=11"));
            CHECK(gdpa(device, "vkCmdSyntheticChainEXT") == nullptr);
        }
        reinterpret_cast<PFN_vkDestroyCommandPool>(gdpa(device, "vkDestroyCommandPool"))(device, pool, nullptr);
        reinterpret_cast<PFN_vkDestroyDevice>(gdpa(device, "vkDestroyDevice"))(device, nullptr);
    }
    load<PFN_vkDestroyInstance>(gipa, instance, "vkDestroyInstance")(instance, nullptr);
    std::printf("synthetic_app: %s\n", failures ? "FAILED" : "all checks passed");
    return failures ? 1 : 0;
}
#else
int main() {
    std::puts("SKIP: not built against the synthetic registry's headers (tests/synthetic/test_synthetic.py builds it)");
    return 77;
}
#endif
