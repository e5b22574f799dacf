// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// N threads each run the whole lifecycle a fixed number of times at once through the loader
// given by path: the pre-instance queries, an instance, its physical devices and groups, a device
// with one queue, device-command lookups, a command pool and buffer, an empty submission waited
// on with a fence, and everything destroyed. Prints throughput (never asserted); exits 1 on any
// unexpected VkResult, and a watchdog aborts (after naming the stuck threads and their step)
// when no thread has moved for --watchdog seconds.
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <thread>

#include "stress_common.h"

namespace {

const char kUsage[] =
    "usage: stress_threads LOADER [--threads=N (16)] [--iterations=K per thread (100)] [--watchdog=S (60)]\n"
    "  output: one line per measurement, key=value:\n"
    "    kind=thread thread=I iterations=K seconds=S per_s=R\n"
    "    kind=total threads=N iterations=N*K seconds=S per_s=R failures=F\n"
    "    kind=failure thread=I iteration=J step=NAME result=VKRESULT (each unexpected result)\n"
    "  exit status: 0 all calls succeeded, 1 a call failed, SIGABRT the watchdog saw no progress\n";

// The steps of one iteration, for the watchdog's report.
enum Step : int {
    kIdle, kPreInstance, kCreateInstance, kPhysicalDevices, kGroups, kCreateDevice, kLookups, kCommandBuffer,
    kSubmit, kWait, kDestroyDevice, kDestroyInstance, kDone, kStepCount
};
const char* const kStepNames[kStepCount] = {"idle", "pre-instance", "vkCreateInstance", "vkEnumeratePhysicalDevices",
    "vkEnumeratePhysicalDeviceGroups", "vkCreateDevice", "vkGetDeviceProcAddr", "command-buffer", "vkQueueSubmit",
    "vkWaitForFences", "vkDestroyDevice", "vkDestroyInstance", "done"};

struct alignas(64) ThreadState {
    std::atomic<int> step{kIdle};
    std::atomic<long> iteration{0};
    std::atomic<long> moves{0};  // step changes: the watchdog's measure of progress
    double seconds = 0;
};

std::atomic<long> g_failures{0};

void set_step(ThreadState& s, Step step) {
    s.step.store(step, std::memory_order_relaxed);
    s.moves.fetch_add(1, std::memory_order_relaxed);
}

bool ok(VkResult r, int thread, long iteration, Step step) {
    if (r == VK_SUCCESS)
        return true;
    ++g_failures;
    std::printf("kind=failure thread=%d iteration=%ld step=%s result=%d\n", thread, iteration, kStepNames[step], r);
    std::fflush(stdout);
    return false;
}

// One iteration; false when a call failed (what was made is destroyed).
bool iterate(const stress::Loader& l, int t, long i, ThreadState& s) {
    set_step(s, kPreInstance);
    uint32_t version = 0;
    if (!ok(l.enumerate_version(&version), t, i, kPreInstance))
        return false;
    uint32_t n = 0;
    if (!ok(l.instance_extensions(nullptr, &n, nullptr), t, i, kPreInstance))
        return false;
    std::vector<VkExtensionProperties> ext(n);
    if (!ok(l.instance_extensions(nullptr, &n, ext.data()), t, i, kPreInstance))
        return false;
    n = 0;
    if (!ok(l.instance_layers(&n, nullptr), t, i, kPreInstance))
        return false;
    std::vector<VkLayerProperties> layers(n);
    if (!ok(l.instance_layers(&n, layers.data()), t, i, kPreInstance))
        return false;

    set_step(s, kCreateInstance);
    VkInstance inst = VK_NULL_HANDLE;
    if (!ok(stress::make_instance(l, {}, &inst), t, i, kCreateInstance))
        return false;
    bool good = true;
    VkDevice dev = VK_NULL_HANDLE;
    do {
        set_step(s, kPhysicalDevices);
        n = 0;
        if (!(good = ok(l.physical_devices(inst, &n, nullptr), t, i, kPhysicalDevices)))
            break;
        std::vector<VkPhysicalDevice> pds(n);
        if (!(good = ok(l.physical_devices(inst, &n, pds.data()), t, i, kPhysicalDevices)))
            break;
        if (n == 0) {
            good = ok(VK_ERROR_INITIALIZATION_FAILED, t, i, kPhysicalDevices);  // no device: nothing to stress
            break;
        }
        set_step(s, kGroups);
        uint32_t ng = 0;
        if (!(good = ok(l.groups(inst, &ng, nullptr), t, i, kGroups)))
            break;
        std::vector<VkPhysicalDeviceGroupProperties> g(ng);
        for (auto& p : g)
            p.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_GROUP_PROPERTIES;
        if (!(good = ok(l.groups(inst, &ng, g.data()), t, i, kGroups)))
            break;

        set_step(s, kCreateDevice);
        uint32_t family = 0;
        if (!(good = ok(stress::make_device(l, pds[static_cast<size_t>(t) % n], &dev, &family), t, i, kCreateDevice)))
            break;
        set_step(s, kLookups);
        for (const char* name : {"vkQueueSubmit", "vkCreateCommandPool", "vkCmdDraw", "vkDestroyDevice", "vkGetDeviceQueue"})
            if (l.gdpa(dev, name) == nullptr)
                good = ok(VK_ERROR_INITIALIZATION_FAILED, t, i, kLookups);
        if (!good)
            break;
        VkQueue queue = VK_NULL_HANDLE;
        l.get_queue(dev, family, 0, &queue);

        set_step(s, kCommandBuffer);
        VkCommandPoolCreateInfo pci{};
        pci.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
        pci.queueFamilyIndex = family;
        VkCommandPool pool = VK_NULL_HANDLE;
        if (!(good = ok(l.create_pool(dev, &pci, nullptr, &pool), t, i, kCommandBuffer)))
            break;
        VkCommandBufferAllocateInfo ai{};
        ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
        ai.commandPool = pool;
        ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
        ai.commandBufferCount = 1;
        VkCommandBuffer cb = VK_NULL_HANDLE;
        VkCommandBufferBeginInfo bi{};
        bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
        bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
        VkFenceCreateInfo fci{};
        fci.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
        VkFence fence = VK_NULL_HANDLE;
        good = ok(l.allocate_buffers(dev, &ai, &cb), t, i, kCommandBuffer) && ok(l.begin(cb, &bi), t, i, kCommandBuffer) &&
               ok(l.end(cb), t, i, kCommandBuffer) && ok(l.create_fence(dev, &fci, nullptr, &fence), t, i, kCommandBuffer);
        if (good) {
            set_step(s, kSubmit);
            VkSubmitInfo si{};
            si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
            si.commandBufferCount = 1;
            si.pCommandBuffers = &cb;
            good = ok(l.submit(queue, 1, &si, fence), t, i, kSubmit);
            if (good) {
                set_step(s, kWait);
                good = ok(l.wait(dev, 1, &fence, VK_TRUE, UINT64_MAX), t, i, kWait);
            }
        }
        if (fence != VK_NULL_HANDLE)
            l.destroy_fence(dev, fence, nullptr);
        l.destroy_pool(dev, pool, nullptr);
    } while (false);
    if (dev != VK_NULL_HANDLE) {
        set_step(s, kDestroyDevice);
        l.destroy_device(dev, nullptr);
    }
    set_step(s, kDestroyInstance);
    l.destroy_instance(inst, nullptr);
    set_step(s, kIdle);
    return good;
}

}  // namespace

int main(int argc, char** argv) {
    const stress::Options o(argc, argv, kUsage);
    o.only({"threads", "iterations", "watchdog"});
    const int threads = static_cast<int>(o.num("threads", 16));
    const long iterations = o.num("iterations", 100);
    const long watchdog = o.num("watchdog", 60);
    const stress::Loader l(o.loader);
    std::printf("kind=start loader=%s threads=%d iterations=%ld watchdog_s=%ld\n", l.resolved.c_str(), threads, iterations,
                watchdog);
    std::fflush(stdout);

    std::vector<ThreadState> state(static_cast<size_t>(threads));
    std::atomic<int> finished{0};
    std::atomic<bool> go{false};
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
            ThreadState& s = state[static_cast<size_t>(t)];
            while (!go.load())
                std::this_thread::yield();
            const double start = stress::now_s();
            for (long i = 0; i < iterations; ++i) {
                s.iteration.store(i, std::memory_order_relaxed);
                iterate(l, t, i, s);
            }
            s.seconds = stress::now_s() - start;
            set_step(s, kDone);
            ++finished;
        });
    const double start = stress::now_s();
    go = true;

    // The watchdog: every thread's step-change count is sampled; when none moved for
    // `watchdog` seconds while some are unfinished, the unfinished ones are named and the
    // process aborts (a core dump, where enabled, shows where each one waits).
    std::vector<long> last(static_cast<size_t>(threads), -1);
    double last_move = stress::now_s();
    while (finished.load() < threads) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        bool moved = false;
        for (int t = 0; t < threads; ++t) {
            const long m = state[static_cast<size_t>(t)].moves.load(std::memory_order_relaxed);
            moved |= m != last[static_cast<size_t>(t)];
            last[static_cast<size_t>(t)] = m;
        }
        if (moved)
            last_move = stress::now_s();
        else if (watchdog > 0 && stress::now_s() - last_move > static_cast<double>(watchdog)) {
            for (int t = 0; t < threads; ++t) {
                const ThreadState& s = state[static_cast<size_t>(t)];
                if (s.step.load() != kDone)
                    std::printf("kind=stuck thread=%d iteration=%ld step=%s\n", t, s.iteration.load(), kStepNames[s.step.load()]);
            }
            std::printf("kind=watchdog seconds_without_progress=%ld\n", watchdog);
            std::fflush(stdout);
            std::abort();
        }
    }
    for (auto& t : pool)
        t.join();
    const double seconds = stress::now_s() - start;
    for (int t = 0; t < threads; ++t) {
        const ThreadState& s = state[static_cast<size_t>(t)];
        std::printf("kind=thread thread=%d iterations=%ld seconds=%.3f per_s=%.2f\n", t, iterations, s.seconds,
                    s.seconds > 0 ? static_cast<double>(iterations) / s.seconds : 0.0);
    }
    const long total = iterations * threads;
    std::printf("kind=total threads=%d iterations=%ld seconds=%.3f per_s=%.2f failures=%ld\n", threads, total, seconds,
                seconds > 0 ? static_cast<double>(total) / seconds : 0.0, g_failures.load());
    return g_failures.load() == 0 ? 0 : 1;
}
