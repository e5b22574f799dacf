// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A Windows program (mingw-built, run under Wine) whose four threads create, use and leak
// instances and devices while the main thread calls ExitProcess(7) 1.5 s in: under Wine,
// vulkan-1.dll/winevulkan loads the host's libvulkan.so.1 (the Linux loader under test, through
// LD_LIBRARY_PATH), and Wine runs the process's exit while the other threads are still inside
// it. Usage: exit_threads.exe [DELAY_MS (1500)] [WARMUP (4)] [LEAKS (no limit)]: the delay starts
// once WARMUP lifecycles have completed; with LEAKS, the threads leak that many devices in all and
// then destroy everything, so that a faster loader's process does not exit holding more of the
// driver's objects (each leaked lavapipe device keeps its own threads) than a slower one's.
// Exit status 7 is a clean exit; a crash or a hang is not (tests/wine/exit_threads.py counts).
// Vulkan through vulkan-1.dll's vkGetInstanceProcAddr alone: no import library needed.
#include <windows.h>

#include <climits>
#include <cstdio>

#define VK_NO_PROTOTYPES
#include <vulkan/vulkan.h>

namespace {

PFN_vkGetInstanceProcAddr gipa;
volatile LONG g_lifecycles = 0;
volatile LONG g_failed_instances = 0;
volatile LONG g_devices = 0;
volatile LONG g_leaks_left = LONG_MAX;  // devices the threads may still leak
volatile LONG g_leaked = 0;

// Whether this lifecycle leaks its device (every fourth one, while the budget lasts).
bool leak_device(unsigned round, unsigned id) {
    if ((round + id) % 4 != 1)
        return false;
    if (InterlockedDecrement(&g_leaks_left) < 0)
        return false;
    InterlockedIncrement(&g_leaked);
    return true;
}

template <typename F>
F get(VkInstance i, const char* name) {
    return reinterpret_cast<F>(gipa(i, name));
}

DWORD WINAPI worker(void* arg) {
    const unsigned id = static_cast<unsigned>(reinterpret_cast<uintptr_t>(arg));
    auto create_instance = get<PFN_vkCreateInstance>(nullptr, "vkCreateInstance");
    for (unsigned round = 0;; ++round) {
        VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO, nullptr, "exit_threads", 1, nullptr, 0, VK_API_VERSION_1_1};
        VkInstanceCreateInfo ici{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, nullptr, 0, &app, 0, nullptr, 0, nullptr};
        VkInstance inst = VK_NULL_HANDLE;
        if (create_instance(&ici, nullptr, &inst) != VK_SUCCESS) {
            InterlockedIncrement(&g_failed_instances);
            Sleep(1);
            continue;
        }
        auto enumerate = get<PFN_vkEnumeratePhysicalDevices>(inst, "vkEnumeratePhysicalDevices");
        auto create_device = get<PFN_vkCreateDevice>(inst, "vkCreateDevice");
        auto destroy_instance = get<PFN_vkDestroyInstance>(inst, "vkDestroyInstance");
        auto gdpa = get<PFN_vkGetDeviceProcAddr>(inst, "vkGetDeviceProcAddr");
        uint32_t n = 1;
        VkPhysicalDevice pd = VK_NULL_HANDLE;
        VkResult r = enumerate(inst, &n, &pd);
        VkDevice dev = VK_NULL_HANDLE;
        bool leak = false;
        if ((r == VK_SUCCESS || r == VK_INCOMPLETE) && n == 1) {
            const float priority = 1.0f;
            VkDeviceQueueCreateInfo q{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO, nullptr, 0, 0, 1, &priority};
            VkDeviceCreateInfo dci{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, nullptr, 0, 1, &q, 0, nullptr, 0, nullptr, nullptr};
            if (create_device(pd, &dci, nullptr, &dev) == VK_SUCCESS) {
                InterlockedIncrement(&g_devices);
                leak = leak_device(round, id);
                auto get_queue = reinterpret_cast<PFN_vkGetDeviceQueue>(gdpa(dev, "vkGetDeviceQueue"));
                auto create_pool = reinterpret_cast<PFN_vkCreateCommandPool>(gdpa(dev, "vkCreateCommandPool"));
                auto alloc = reinterpret_cast<PFN_vkAllocateCommandBuffers>(gdpa(dev, "vkAllocateCommandBuffers"));
                auto begin = reinterpret_cast<PFN_vkBeginCommandBuffer>(gdpa(dev, "vkBeginCommandBuffer"));
                auto end = reinterpret_cast<PFN_vkEndCommandBuffer>(gdpa(dev, "vkEndCommandBuffer"));
                auto submit = reinterpret_cast<PFN_vkQueueSubmit>(gdpa(dev, "vkQueueSubmit"));
                auto wait_idle = reinterpret_cast<PFN_vkQueueWaitIdle>(gdpa(dev, "vkQueueWaitIdle"));
                auto destroy_pool = reinterpret_cast<PFN_vkDestroyCommandPool>(gdpa(dev, "vkDestroyCommandPool"));
                VkQueue queue = VK_NULL_HANDLE;
                get_queue(dev, 0, 0, &queue);
                VkCommandPoolCreateInfo pci{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO, nullptr, 0, 0};
                VkCommandPool pool = VK_NULL_HANDLE;
                if (create_pool(dev, &pci, nullptr, &pool) == VK_SUCCESS) {
                    VkCommandBufferAllocateInfo ai{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO, nullptr, pool,
                                                   VK_COMMAND_BUFFER_LEVEL_PRIMARY, 1};
                    VkCommandBuffer cb = VK_NULL_HANDLE;
                    VkCommandBufferBeginInfo bi{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO, nullptr, 0, nullptr};
                    if (alloc(dev, &ai, &cb) == VK_SUCCESS && begin(cb, &bi) == VK_SUCCESS && end(cb) == VK_SUCCESS) {
                        VkSubmitInfo si{VK_STRUCTURE_TYPE_SUBMIT_INFO, nullptr, 0, nullptr, nullptr, 1, &cb, 0, nullptr};
                        if (submit(queue, 1, &si, VK_NULL_HANDLE) == VK_SUCCESS)
                            wait_idle(queue);
                    }
                    if (!leak)
                        destroy_pool(dev, pool, nullptr);
                }
                // Every fourth lifecycle leaks its device (while LEAKS lasts), every eighth its
                // instance too.
                if (!leak)
                    reinterpret_cast<PFN_vkDestroyDevice>(gdpa(dev, "vkDestroyDevice"))(dev, nullptr);
            }
        }
        if ((round + id) % 8 != 5 || !leak)
            destroy_instance(inst, nullptr);
        InterlockedIncrement(&g_lifecycles);
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    // ExitProcess DELAY ms after WARMUP lifecycles have completed (lavapipe's first one, its
    // LLVM start-up, takes seconds on a busy machine: an exit during it is the driver's).
    DWORD delay_ms = 1500;
    LONG warmup = 4;
    if (argc > 1)
        delay_ms = static_cast<DWORD>(atoi(argv[1]));
    if (argc > 2)
        warmup = atol(argv[2]);
    if (argc > 3)
        g_leaks_left = atol(argv[3]);
    HMODULE vulkan = LoadLibraryA("vulkan-1.dll");
    if (vulkan == nullptr) {
        std::printf("kind=error what=no-vulkan-1.dll\n");
        return 2;
    }
    gipa = reinterpret_cast<PFN_vkGetInstanceProcAddr>(GetProcAddress(vulkan, "vkGetInstanceProcAddr"));
    if (gipa == nullptr)
        return 3;
    for (unsigned t = 0; t < 4; ++t)
        CreateThread(nullptr, 0, &worker, reinterpret_cast<void*>(static_cast<uintptr_t>(t)), 0, nullptr);
    for (DWORD waited = 0; g_lifecycles < warmup && waited < 60000; waited += 5)
        Sleep(5);
    std::printf("kind=warm lifecycles=%ld\n", static_cast<long>(g_lifecycles));  // the runner looks at the mappings now
    std::fflush(stdout);
    Sleep(delay_ms);
    std::printf("kind=exit lifecycles=%ld devices=%ld leaked_devices=%ld failed_instances=%ld\n",
                static_cast<long>(g_lifecycles), static_cast<long>(g_devices), static_cast<long>(g_leaked),
                static_cast<long>(g_failed_instances));
    std::fflush(stdout);
    ExitProcess(7);
}
