// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Creates and destroys an instance and a device R times in one process through the loader given
// by path, with the layers named, and samples what the process holds (resident memory, open
// file descriptors, mappings, threads) after the warm-up and at each checkpoint. With --check it
// fails when a figure grows between the first checkpoint and the last by more than its slack:
// a loader that leaks per lifecycle shows it here long before it shows anywhere else.
#include <dirent.h>
#include <unistd.h>

#include <algorithm>

#include "stress_common.h"

namespace {

const char kUsage[] =
    "usage: soak_lifecycles LOADER [--rounds=R (1000)] [--warmup=W (50)] [--checkpoints=A,B,... (rounds at which to\n"
    "       sample, counted from the start; default: 10^3, 10^4, 10^5 up to R, and R)] [--layer=NAME ...]\n"
    "       [--no-device] [--check] [--slack-rss-kb=K (2048)] [--slack-fds=N (0)] [--slack-maps=N (0)]\n"
    "       [--slack-threads=N (0)]\n"
    "  output, key=value:\n"
    "    kind=checkpoint rounds=N rss_kb=K fds=F maps=M threads=T seconds=S\n"
    "    kind=growth rss_kb=dK fds=dF maps=dM threads=dT (last checkpoint minus the first)\n"
    "    kind=exceeded figure=NAME growth=G slack=S (with --check, each figure over its slack)\n"
    "    kind=failure round=N step=NAME result=VKRESULT\n"
    "  exit status: 0 fine, 1 a call failed or (--check) a figure grew past its slack\n";

struct Figures {
    long rss_kb = 0, fds = 0, maps = 0, threads = 0;
};

long entries(const char* dir) {
    long n = 0;
    if (DIR* d = opendir(dir)) {
        while (const dirent* e = readdir(d))
            n += e->d_name[0] != '.';
        closedir(d);
    }
    return n;
}

Figures sample() {
    Figures f;
    long pages = 0, resident = 0;
    if (FILE* s = std::fopen("/proc/self/statm", "r")) {
        if (std::fscanf(s, "%ld %ld", &pages, &resident) != 2)
            resident = 0;
        std::fclose(s);
    }
    f.rss_kb = resident * (sysconf(_SC_PAGESIZE) / 1024);
    f.fds = entries("/proc/self/fd") - 1;  // less the directory being read
    f.threads = entries("/proc/self/task");
    if (FILE* m = std::fopen("/proc/self/maps", "r")) {
        for (int c; (c = std::fgetc(m)) != EOF;)
            f.maps += c == '\n';
        std::fclose(m);
    }
    return f;
}

bool ok(VkResult r, long round, const char* step) {
    if (r == VK_SUCCESS)
        return true;
    std::printf("kind=failure round=%ld step=%s result=%d\n", round, step, r);
    std::fflush(stdout);
    return false;
}

bool lifecycle(const stress::Loader& l, const std::vector<const char*>& layers, bool device, long round) {
    VkInstance inst = VK_NULL_HANDLE;
    if (!ok(stress::make_instance(l, layers, &inst), round, "vkCreateInstance"))
        return false;
    bool good = true;
    if (device) {
        uint32_t n = 1;
        VkPhysicalDevice pd = VK_NULL_HANDLE;
        const VkResult r = l.physical_devices(inst, &n, &pd);
        good = (r == VK_SUCCESS || r == VK_INCOMPLETE) && n == 1 ? true : ok(r == VK_SUCCESS ? VK_ERROR_INITIALIZATION_FAILED : r, round, "vkEnumeratePhysicalDevices");
        VkDevice dev = VK_NULL_HANDLE;
        uint32_t family = 0;
        if (good && (good = ok(stress::make_device(l, pd, &dev, &family), round, "vkCreateDevice")))
            l.destroy_device(dev, nullptr);
    }
    l.destroy_instance(inst, nullptr);
    return good;
}

}  // namespace

int main(int argc, char** argv) {
    const stress::Options o(argc, argv, kUsage);
    o.only({"rounds", "warmup", "checkpoints", "layer", "no-device", "check", "slack-rss-kb", "slack-fds", "slack-maps",
            "slack-threads"});
    const long rounds = o.num("rounds", 1000);
    const long warmup = std::min(o.num("warmup", 50), rounds);
    std::vector<long> checkpoints{warmup};
    if (o.has("checkpoints")) {
        std::string list = o.all("checkpoints").back();
        for (size_t at = 0; at < list.size();) {
            const size_t end = std::min(list.find(',', at), list.size());
            checkpoints.push_back(std::strtol(list.substr(at, end - at).c_str(), nullptr, 10));
            at = end + 1;
        }
    } else {
        for (long c = 1000; c < rounds; c *= 10)
            checkpoints.push_back(c);
    }
    checkpoints.push_back(rounds);
    std::sort(checkpoints.begin(), checkpoints.end());
    checkpoints.erase(std::unique(checkpoints.begin(), checkpoints.end()), checkpoints.end());
    checkpoints.erase(std::remove_if(checkpoints.begin(), checkpoints.end(), [&](long c) { return c < warmup || c > rounds; }),
                      checkpoints.end());
    const std::vector<std::string> layer_names = o.all("layer");
    std::vector<const char*> layers;
    for (const std::string& n : layer_names)
        layers.push_back(n.c_str());
    const bool device = !o.has("no-device");

    const stress::Loader l(o.loader);
    std::printf("kind=start loader=%s rounds=%ld warmup=%ld device=%d layers=", l.resolved.c_str(), rounds, warmup, device);
    for (size_t i = 0; i < layer_names.size(); ++i)
        std::printf("%s%s", i ? "," : "", layer_names[i].c_str());
    std::printf("\n");
    std::fflush(stdout);

    const double start = stress::now_s();
    std::vector<Figures> seen;
    size_t next = 0;
    for (long round = 0; round <= rounds; ++round) {
        while (next < checkpoints.size() && checkpoints[next] == round) {
            const Figures f = sample();
            seen.push_back(f);
            std::printf("kind=checkpoint rounds=%ld rss_kb=%ld fds=%ld maps=%ld threads=%ld seconds=%.3f\n", round, f.rss_kb,
                        f.fds, f.maps, f.threads, stress::now_s() - start);
            std::fflush(stdout);
            ++next;
        }
        if (round < rounds && !lifecycle(l, layers, device, round))
            return 1;
    }
    if (seen.size() < 2) {
        std::printf("kind=growth note=fewer-than-two-checkpoints\n");
        return 0;
    }
    const Figures& a = seen.front();
    const Figures& b = seen.back();
    const Figures growth{b.rss_kb - a.rss_kb, b.fds - a.fds, b.maps - a.maps, b.threads - a.threads};
    std::printf("kind=growth rss_kb=%ld fds=%ld maps=%ld threads=%ld\n", growth.rss_kb, growth.fds, growth.maps, growth.threads);
    if (!o.has("check"))
        return 0;
    bool good = true;
    const struct {
        const char* name;
        long growth;
        long slack;
    } limits[] = {{"rss_kb", growth.rss_kb, o.num("slack-rss-kb", 2048)},
                  {"fds", growth.fds, o.num("slack-fds", 0)},
                  {"maps", growth.maps, o.num("slack-maps", 0)},
                  {"threads", growth.threads, o.num("slack-threads", 0)}};
    for (const auto& m : limits)
        if (m.growth > m.slack) {
            std::printf("kind=exceeded figure=%s growth=%ld slack=%ld\n", m.name, m.growth, m.slack);
            good = false;
        }
    return good ? 0 : 1;
}
