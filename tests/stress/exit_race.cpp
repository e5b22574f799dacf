// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// exit() while other threads are inside the loader, as games and Wine programs end: T worker
// threads loop through every phase of the lifecycle (pre-instance queries, instance, physical
// devices, device, command buffer, submission, fence wait, destruction; some iterations leave
// their device or instance alive on purpose), and after a random short delay the main thread
// (or, with --exiter=worker, worker 0) calls exit(0). A clean run exits with status 0; a crash
// or a hang at exit is the loader's (or the driver's) fault. exit_race.py runs it many times
// per loader and counts.
#include <unistd.h>

#include <atomic>
#include <random>
#include <thread>

#include "stress_common.h"

namespace {

const char kUsage[] =
    "usage: exit_race LOADER [--threads=T (4)] [--max-delay-ms=D (300)] [--min-delay-ms=D (0)] [--seed=N (random)]\n"
    "       [--exiter=main|worker] [--layer=NAME ...] [--warmup=N (0)]\n"
    "  --warmup=N: the delay starts once N lifecycles have completed (a driver's one-time start-up,\n"
    "  such as lavapipe's LLVM initialisation, is over: exit() during it crashes inside the driver\n"
    "  through any loader)\n"
    "  output, key=value: kind=start seed=N delay_us=D exiter=main|worker, then kind=exit iterations=N leaked=L\n"
    "  just before exit(0). Exit status 0: exit ran cleanly; anything else (a signal, a hang) is a failure.\n";

// Objects left alive on purpose: reachable from here, as an application's globals would hold
// them (LeakSanitizer counts what a global reaches as not leaked).
constexpr int kMaxLeaked = 256;
VkInstance g_leaked_instances[kMaxLeaked];
VkDevice g_leaked_devices[kMaxLeaked];
std::atomic<int> g_leaked_instance_count{0};
std::atomic<int> g_leaked_device_count{0};
std::atomic<long> g_iterations{0};

bool leak(VkInstance i) {
    const int at = g_leaked_instance_count.fetch_add(1);
    if (at >= kMaxLeaked)
        return false;
    g_leaked_instances[at] = i;
    return true;
}
bool leak(VkDevice d) {
    const int at = g_leaked_device_count.fetch_add(1);
    if (at >= kMaxLeaked)
        return false;
    g_leaked_devices[at] = d;
    return true;
}

// One lifecycle; `shape` picks what is left alive: 0 nothing, 1 the device, 2 the instance (and
// its device). Results are not judged: during exit, whatever a call returns is acceptable, only a
// crash or a hang is not.
void lifecycle(const stress::Loader& l, const std::vector<const char*>& layers, int shape) {
    uint32_t n = 0;
    l.enumerate_version(&n);
    n = 0;
    l.instance_extensions(nullptr, &n, nullptr);
    n = 0;
    l.instance_layers(&n, nullptr);
    VkInstance inst = VK_NULL_HANDLE;
    if (stress::make_instance(l, layers, &inst) != VK_SUCCESS)
        return;
    n = 1;
    VkPhysicalDevice pd = VK_NULL_HANDLE;
    const VkResult r = l.physical_devices(inst, &n, &pd);
    VkDevice dev = VK_NULL_HANDLE;
    uint32_t family = 0;
    if ((r == VK_SUCCESS || r == VK_INCOMPLETE) && n == 1 && stress::make_device(l, pd, &dev, &family) == VK_SUCCESS) {
        l.gdpa(dev, "vkQueueSubmit");
        VkQueue queue = VK_NULL_HANDLE;
        l.get_queue(dev, family, 0, &queue);
        VkCommandPoolCreateInfo pci{};
        pci.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
        pci.queueFamilyIndex = family;
        VkCommandPool pool = VK_NULL_HANDLE;
        if (l.create_pool(dev, &pci, nullptr, &pool) == VK_SUCCESS) {
            VkCommandBufferAllocateInfo ai{};
            ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
            ai.commandPool = pool;
            ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
            ai.commandBufferCount = 1;
            VkCommandBuffer cb = VK_NULL_HANDLE;
            VkCommandBufferBeginInfo bi{};
            bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
            VkFenceCreateInfo fci{};
            fci.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
            VkFence fence = VK_NULL_HANDLE;
            if (l.allocate_buffers(dev, &ai, &cb) == VK_SUCCESS && l.begin(cb, &bi) == VK_SUCCESS && l.end(cb) == VK_SUCCESS &&
                l.create_fence(dev, &fci, nullptr, &fence) == VK_SUCCESS) {
                VkSubmitInfo si{};
                si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
                si.commandBufferCount = 1;
                si.pCommandBuffers = &cb;
                if (l.submit(queue, 1, &si, fence) == VK_SUCCESS)
                    l.wait(dev, 1, &fence, VK_TRUE, 5'000'000'000ull);
            }
            if (fence != VK_NULL_HANDLE)
                l.destroy_fence(dev, fence, nullptr);
            if (shape == 0)
                l.destroy_pool(dev, pool, nullptr);  // a leaked device keeps its pool
        }
        if (shape == 0 || !leak(dev))
            l.destroy_device(dev, nullptr);
    }
    if (shape != 2 || !leak(inst))
        l.destroy_instance(inst, nullptr);
}

[[noreturn]] void exit_now() {
    std::printf("kind=exit iterations=%ld leaked_instances=%d leaked_devices=%d\n", g_iterations.load(),
                std::min(g_leaked_instance_count.load(), kMaxLeaked), std::min(g_leaked_device_count.load(), kMaxLeaked));
    std::fflush(stdout);
    std::exit(0);
}

}  // namespace

int main(int argc, char** argv) {
    const stress::Options o(argc, argv, kUsage);
    o.only({"threads", "max-delay-ms", "min-delay-ms", "seed", "exiter", "layer", "warmup"});
    const long warmup = o.num("warmup", 0);
    const std::vector<std::string> layer_names = o.all("layer");
    std::vector<const char*> layers;
    for (const std::string& n : layer_names)
        layers.push_back(n.c_str());
    const int threads = static_cast<int>(std::max(1L, o.num("threads", 4)));
    const long max_delay = o.num("max-delay-ms", 300);
    const long min_delay = std::min(o.num("min-delay-ms", 0), max_delay);
    const unsigned long seed = o.has("seed") ? static_cast<unsigned long>(o.num("seed", 0))
                                             : static_cast<unsigned long>(getpid()) ^ static_cast<unsigned long>(stress::now_s() * 1e6);
    const std::string exiter = o.has("exiter") ? o.all("exiter").back() : "main";
    if (exiter != "main" && exiter != "worker") {
        std::fprintf(stderr, "--exiter: main or worker\n");
        return 2;
    }
    std::mt19937_64 rng(seed);
    const long delay_us = min_delay * 1000 + static_cast<long>(rng() % static_cast<unsigned long>((max_delay - min_delay) * 1000 + 1));
    const stress::Loader l(o.loader);
    std::printf("kind=start loader=%s threads=%d seed=%lu delay_us=%ld exiter=%s\n", l.resolved.c_str(), threads, seed, delay_us,
                exiter.c_str());
    std::fflush(stdout);
    std::atomic<double> start{1e300};  // when the delay began: after the warm-up
    if (warmup == 0)
        start = stress::now_s();
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
            std::mt19937 r(static_cast<unsigned>(seed) + static_cast<unsigned>(t));
            for (;;) {
                if (t == 0 && exiter == "worker" && stress::now_s() - start >= static_cast<double>(delay_us) / 1e6)
                    exit_now();
                const unsigned pick = r() % 8;
                lifecycle(l, layers, pick < 6 ? 0 : static_cast<int>(pick - 5));  // a quarter leave something alive
                if (++g_iterations == warmup)
                    start = stress::now_s();
            }
        });
    if (exiter == "main") {
        while (g_iterations.load() < warmup)
            std::this_thread::sleep_for(std::chrono::microseconds(200));
        std::this_thread::sleep_for(std::chrono::microseconds(delay_us));
        exit_now();
    }
    for (auto& t : pool)
        t.join();  // never returns: worker 0 exits the process
    return 3;
}
