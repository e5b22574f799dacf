// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A chassis layer's per-process interceptor and its output file, through the chassis test
// layer's Process type (VKL_CHASSIS_TEST_PROCESS, ProcessLifetime::Instances) and the process
// layer's Log (ProcessLifetime::Process), under this loader and under the system's Khronos
// loader. The lifetime rule: one object made at the first vkCreateInstance and, under Instances,
// destroyed after the last vkDestroyInstance, shared by instances that live together, made
// again for an instance created after that, ended at exit when the program never destroys its
// instance; under Process, one object to the process's exit; its settings are the process's (environment, settings file, and the first instance's
// VK_EXT_layer_settings), its log reaches every live instance's messengers. The output file: appended to or
// emptied, whole lines from racing threads, stderr (with one line naming the file and the
// reason) where it cannot be opened, never a wait on a FIFO.
#include <catch2/catch.hpp>

#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <mutex>
#include <set>
#include <thread>

#include "../../layers/chassis/layer_settings_ext.h"
#include "chassis_world.h"
#include "other_user.h"

using namespace harness;
using vkl::layer::LayerSetting;
using vkl::layer::LayerSettingsCreateInfo;

namespace {

constexpr const char* kLayerName = "VK_LAYER_VKL_chassis_test";

struct ProcessWorld : ChassisWorld {
    explicit ProcessWorld(const char* mode = "1") {
        w.env.set("VKL_CHASSIS_TEST_PROCESS", mode);
        w.env.set("VK_VKL_CHASSIS_TEST_OUTPUT", (w.root() / "process.log").string());  // not stderr
    }
    std::vector<std::string> process_log() const { return lines({"process "}); }
};

// An instance whose VK_EXT_layer_settings sets env_over_file to `value` (the first instance's
// seeds the process's settings), with VK_EXT_debug_utils enabled.
VkInstance create(const Loader& l, const char* value = "from-api") {
    const char* api_value = value;
    const LayerSetting s[] = {{kLayerName, "env_over_file", vkl::layer::VK_LAYER_SETTING_TYPE_STRING_EXT, 1, &api_value}};
    LayerSettingsCreateInfo info{vkl::layer::kLayerSettingsCreateInfoType, nullptr, 1, s};
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst, {VK_EXT_DEBUG_UTILS_EXTENSION_NAME}, VK_API_VERSION_1_3, 0, &info, nullptr, {kLayerName}) ==
            VK_SUCCESS);
    return inst;
}

void enumerate(const Loader& l, VkInstance inst) {
    VkPhysicalDevice pd = VK_NULL_HANDLE;
    uint32_t n = 1;
    l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices")(inst, &n, &pd);
}

void lifetime(const char* loader_path) {
    {
        ProcessWorld pw;
        Loader l(loader_path);
        // Together: one object for both, destroyed after the second's destroy.
        VkInstance a = create(l);
        VkInstance b = create(l);
        enumerate(l, a);
        enumerate(l, b);
        l.destroy_instance(a);
        CHECK(pw.process_log() == std::vector<std::string>{"process created env_over_file=from-api (api)",
                                                            "process vkEnumeratePhysicalDevices=1",
                                                            "process vkEnumeratePhysicalDevices=2"});
        enumerate(l, b);
        l.destroy_instance(b);
        CHECK(pw.process_log() == std::vector<std::string>{"process created env_over_file=from-api (api)",
                                                            "process vkEnumeratePhysicalDevices=1",
                                                            "process vkEnumeratePhysicalDevices=2",
                                                            "process vkEnumeratePhysicalDevices=3",
                                                            "process destroyed after calls=3"});
    }
    {
        // One after the other: each its own, with the process's settings of its time.
        ProcessWorld pw;
        Loader l(loader_path);
        pw.w.env.set("VK_VKL_CHASSIS_TEST_ENV_OVER_FILE", "first");
        VkInstance a = create(l);
        enumerate(l, a);
        l.destroy_instance(a);
        pw.w.env.set("VK_VKL_CHASSIS_TEST_ENV_OVER_FILE", "second");
        VkInstance b = create(l);
        enumerate(l, b);
        enumerate(l, b);
        l.destroy_instance(b);
        CHECK(pw.process_log() == std::vector<std::string>{"process created env_over_file=first (env)",
                                                            "process vkEnumeratePhysicalDevices=1",
                                                            "process destroyed after calls=1",
                                                            "process created env_over_file=second (env)",
                                                            "process vkEnumeratePhysicalDevices=1",
                                                            "process vkEnumeratePhysicalDevices=2",
                                                            "process destroyed after calls=2"});
    }
}

// A program that exits without vkDestroyInstance: the process's objects end at exit (the layer's
// unload), so their last words are written. In a child process, which exits with the instance
// alive.
void ends_at_exit(const char* loader_path) {
    ProcessWorld pw;
    std::fflush(nullptr);
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        Loader l(loader_path);
        VkInstance inst = create(l);
        enumerate(l, inst);
        std::exit(0);  // the instance still alive
    }
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    CHECK(WIFEXITED(status));
    CHECK(pw.process_log() == std::vector<std::string>{"process created env_over_file=from-api (api)",
                                                        "process vkEnumeratePhysicalDevices=1",
                                                        "process destroyed after calls=1"});
}

struct Heard {
    std::mutex m;
    std::vector<std::string> messages;
};

VKAPI_ATTR VkBool32 VKAPI_CALL on_utils(VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT,
                                        const VkDebugUtilsMessengerCallbackDataEXT* data, void* user) {
    auto* h = static_cast<Heard*>(user);
    if (data->pMessageIdName && std::string(data->pMessageIdName) == kLayerName) {  // not the loader's own messages
        std::lock_guard<std::mutex> g(h->m);
        h->messages.push_back(data->pMessage);
    }
    return VK_FALSE;
}

// The process's objects take the settings of the instance that makes them, VK_EXT_layer_settings
// included (the environment still over it), never a later instance's; their log() reaches every
// live instance's messengers, and stderr when none has one.
void process_settings_and_log(const char* loader_path) {
    ProcessWorld pw;
    pw.w.env.set("VKL_CHASSIS_TEST_PROCESS_LOG", "1");
    Loader l(loader_path);
    VkInstance a = create(l, "first-api");
    VkInstance b = create(l, "second-api");
    Heard heard_a, heard_b;
    auto messenger = [&](VkInstance inst, Heard* h) {
        VkDebugUtilsMessengerCreateInfoEXT ci{};
        ci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
        ci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT;
        ci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
        ci.pfnUserCallback = on_utils;
        ci.pUserData = h;
        VkDebugUtilsMessengerEXT m = VK_NULL_HANDLE;
        REQUIRE(l.proc<PFN_vkCreateDebugUtilsMessengerEXT>(inst, "vkCreateDebugUtilsMessengerEXT")(inst, &ci, nullptr, &m) ==
                VK_SUCCESS);
        return m;
    };
    auto destroy = [&](VkInstance inst, VkDebugUtilsMessengerEXT m) {
        l.proc<PFN_vkDestroyDebugUtilsMessengerEXT>(inst, "vkDestroyDebugUtilsMessengerEXT")(inst, m, nullptr);
    };
    VkDebugUtilsMessengerEXT ma = messenger(a, &heard_a), mb = messenger(b, &heard_b);
    std::string err;
    {
        StderrCapture capture;
        enumerate(l, b);  // one process: every instance's messengers hear it
        destroy(b, mb);
        enumerate(l, a);  // b has none now: a's alone
        destroy(a, ma);
        enumerate(l, a);  // none: stderr
        err = capture.text();
    }
    CHECK(heard_a.messages == std::vector<std::string>{"process log 1", "process log 2"});
    CHECK(heard_b.messages == std::vector<std::string>{"process log 1"});
    CHECK(err == std::string(kLayerName) + ": warning: process log 3\n");
    l.destroy_instance(a);
    l.destroy_instance(b);
    CHECK(pw.process_log().at(0) == "process created env_over_file=first-api (api)");
    // The environment is still over the API.
    pw.w.env.set("VK_VKL_CHASSIS_TEST_ENV_OVER_FILE", "from-env");
    VkInstance c = create(l, "third-api");
    l.destroy_instance(c);
    CHECK(pw.process_log().back() == "process destroyed after calls=0");
    CHECK(pw.process_log().at(pw.process_log().size() - 2) == "process created env_over_file=from-env (env)");
}

// ProcessLifetime::Process (tests/layer/chassis_process_layer.cpp): a program that creates and
// destroys a probe instance before its real one gets one object for both, so its CSV log has one
// header, one "init" row, the rows of every instance and one "exit" row, written at the
// process's exit; the layer's library stays loaded after the loader unloads it (and after the
// loader itself is gone). Per-instance and per-device interceptors reach the object through
// their context (context.process<Log>()): the "instance" and "draw" rows. In a child process,
// which exits.
void process_lifetime(const char* loader_path) {
    World w;
    w.add_driver("drv", "devices=discrete");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    add_chassis_layer(w, VKL_CHASSIS_PROCESS_LAYER, "VK_LAYER_VKL_chassis_process", "process");
    const fs::path log = w.root() / "log.csv";
    w.env.set("VK_VKL_CHASSIS_PROCESS_LOG_FILE", log.string());
    const std::string library = (w.root() / "explicit" / "process.so").string();
    std::fflush(nullptr);
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        {
            Loader l(loader_path);
            auto instance = [&] {
                VkInstance inst = VK_NULL_HANDLE;
                if (l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_VKL_chassis_process"}) !=
                    VK_SUCCESS)
                    _exit(3);
                return inst;
            };
            VkInstance probe = instance();
            enumerate(l, probe);
            l.destroy_instance(probe);
            VkInstance real = instance();
            enumerate(l, real);
            enumerate(l, real);
            // A per-device interceptor's hook reaches the process's object through its context.
            VkPhysicalDevice pd = VK_NULL_HANDLE;
            uint32_t n = 1;
            l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices")(real, &n, &pd);
            VkDevice dev = l.create_device(pd);
            VkCommandBuffer cb = dev ? command_buffer(l, dev) : nullptr;
            if (cb == nullptr)
                _exit(5);
            l.sym<PFN_vkCmdDraw>("vkCmdDraw")(cb, 3, 1, 0, 0);
            l.sym<PFN_vkCmdDraw>("vkCmdDraw")(cb, 3, 1, 0, 0);
            free_command_buffer(l, dev, cb);
            l.destroy_device(dev);
            l.destroy_instance(real);
        }
        // The loader is closed, and closed the layer: pinned, the layer is still there.
        if (dlopen(library.c_str(), RTLD_NOW | RTLD_NOLOAD) == nullptr)
            _exit(4);
        std::exit(0);  // the process's end: the log's last row
    }
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
    CHECK(slurp(log) == "event,calls\ninit,0\ninstance,1\nenumerate,1\ninstance,2\nenumerate,2\nenumerate,3\nenumerate,4\n"
                        "draw,1\ndraw,2\nexit,4\n");
}

// ProcessLifetime::Process, a thread inside a hook of the process's object when another thread
// calls exit(): the object is never destroyed under it (the hook checks, exit status 7 if it
// was), no lock is taken at the exit (the hook holds the log's file lock at times), and the
// log's last row is the "exit" row, written once (the hook's rows after it are dropped). Each
// run in a child process; `runs` of them, as the thread's position at the exit varies.
void hook_racing_exit(const char* loader_path, int runs) {
    World w;
    w.add_driver("drv", "devices=discrete");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    add_chassis_layer(w, VKL_CHASSIS_PROCESS_LAYER, "VK_LAYER_VKL_chassis_process", "process");
    const fs::path log = w.root() / "log.csv";
    w.env.set("VK_VKL_CHASSIS_PROCESS_LOG_FILE", log.string());
    w.env.set("VKL_CHASSIS_PROCESS_DRAW_LOOP", "1");
    int clean = 0;
    for (int run = 0; run < runs; ++run) {
        std::fflush(nullptr);
        const pid_t child = fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            Loader l(loader_path);
            VkInstance inst = VK_NULL_HANDLE;
            if (l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, {"VK_LAYER_VKL_chassis_process"}) != VK_SUCCESS)
                _exit(3);
            VkPhysicalDevice pd = VK_NULL_HANDLE;
            uint32_t n = 1;
            l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices")(inst, &n, &pd);
            VkDevice dev = l.create_device(pd);
            VkCommandBuffer cb = dev ? command_buffer(l, dev) : nullptr;
            if (cb == nullptr)
                _exit(5);
            auto draw = l.sym<PFN_vkCmdDraw>("vkCmdDraw");
            std::thread([draw, cb] { draw(cb, 3, 1, 0, 0); }).detach();  // never returns
            std::this_thread::sleep_for(std::chrono::milliseconds(5 + 3 * run));
            std::exit(0);  // the instance, the device and the thread still alive
        }
        int status = 0;
        REQUIRE(waitpid(child, &status, 0) == child);
        INFO("run " << run << ": " << (WIFEXITED(status) ? "exit status " : "signal ")
                    << (WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status)));
        CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 0));
        const std::string text = slurp(log);
        const size_t last = text.rfind("\nexit,");
        CHECK(last != std::string::npos);
        CHECK(text.find("\nexit,") == last);  // once
        CHECK((last != std::string::npos && text.find('\n', last + 1) == text.size() - 1));  // the last row
        clean += WIFEXITED(status) && WEXITSTATUS(status) == 0;
    }
    CHECK(clean == runs);
}

// Runs the unload-time destructors of the loaded library whose path ends with `suffix` (its
// DT_FINI_ARRAY, last first), as exit() does, and leaves it mapped; false when it is not loaded.
bool run_fini_array(const std::string& suffix) {
    struct Found {
        const std::string* suffix;
        const ElfW(Dyn)* dynamic = nullptr;
        ElfW(Addr) base = 0;
    } found{&suffix};
    dl_iterate_phdr(
        [](dl_phdr_info* info, size_t, void* data) {
            auto* f = static_cast<Found*>(data);
            const std::string name = info->dlpi_name ? info->dlpi_name : "";
            if (name.size() < f->suffix->size() || name.compare(name.size() - f->suffix->size(), f->suffix->size(), *f->suffix) != 0)
                return 0;
            for (int i = 0; i < info->dlpi_phnum; ++i)
                if (info->dlpi_phdr[i].p_type == PT_DYNAMIC)
                    f->dynamic = reinterpret_cast<const ElfW(Dyn)*>(info->dlpi_addr + info->dlpi_phdr[i].p_vaddr);
            f->base = info->dlpi_addr;
            return 1;
        },
        &found);
    if (found.dynamic == nullptr)
        return false;
    ElfW(Addr) array = 0;
    size_t bytes = 0;
    for (const ElfW(Dyn)* d = found.dynamic; d->d_tag != DT_NULL; ++d) {
        if (d->d_tag == DT_FINI_ARRAY)
            array = d->d_un.d_ptr;
        else if (d->d_tag == DT_FINI_ARRAYSZ)
            bytes = d->d_un.d_val;
    }
    auto* fns = reinterpret_cast<void (**)()>(found.base + array);
    for (size_t i = bytes / sizeof(void (*)()); i-- > 0;)
        fns[i]();
    return true;
}

// A program that exits with an instance alive while another thread is still in a command the
// per-process interceptor hooks: the process's objects end at the layer's unload, and the call
// that comes after runs without that interceptor's hooks (never through the ended object). The
// child runs the layer's unload-time destructors itself, as exit() would, then makes the call.
void call_after_unload(const char* loader_path) {
    ProcessWorld pw;
    std::fflush(nullptr);
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        Loader l(loader_path);
        VkInstance inst = create(l);
        enumerate(l, inst);
        if (!run_fini_array("/explicit/chassis.so"))
            _exit(3);
        VkPhysicalDevice pd = VK_NULL_HANDLE;
        uint32_t n = 1;
        const VkResult r = l.sym<PFN_vkEnumeratePhysicalDevices>("vkEnumeratePhysicalDevices")(inst, &n, &pd);
        _exit(r == VK_SUCCESS && n == 1 ? 0 : 4);  // no further unload: the destructors have run
    }
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
    CHECK(pw.process_log() == std::vector<std::string>{"process created env_over_file=from-api (api)",
                                                        "process vkEnumeratePhysicalDevices=1",
                                                        "process destroyed after calls=1"});
}

const std::string kLine = "vkEnumeratePhysicalDevices call %d of this process, from a line long enough to be torn if written in "
                          "pieces: " + std::string(200, 'x') + "\n";
std::string line(int n) {
    char head[64];
    std::snprintf(head, sizeof head, "vkEnumeratePhysicalDevices call %d", n);
    return head + kLine.substr(kLine.find(" of this"));
}

// Runs one instance that enumerates `calls` times on each of `threads` threads; returns stderr.
std::string run(const char* loader_path, int threads, int calls) {
    Loader l(loader_path);
    StderrCapture err;
    VkInstance inst = create(l);
    std::vector<std::thread> ts;
    for (int t = 0; t < threads; ++t)
        ts.emplace_back([&] {
            for (int i = 0; i < calls; ++i)
                enumerate(l, inst);
        });
    for (std::thread& t : ts)
        t.join();
    l.destroy_instance(inst);
    return err.text();
}

void output_file(const char* loader_path) {
    ProcessWorld pw;
    const fs::path file = pw.w.root() / "out" / "process.log";
    fs::create_directories(file.parent_path());
    write(file, "kept\n");
    pw.w.env.set("VK_VKL_CHASSIS_TEST_OUTPUT", file.string());
    // Appended to; lines of two racing threads each whole.
    CHECK(run(loader_path, 2, 50).empty());
    std::string text = slurp(file);
    REQUIRE(text.rfind("kept\n", 0) == 0);
    std::multiset<std::string> got;
    for (size_t at = 5; at < text.size();) {
        const size_t end = text.find('\n', at);
        REQUIRE(end != std::string::npos);
        got.insert(text.substr(at, end + 1 - at));
        at = end + 1;
    }
    std::multiset<std::string> want;
    for (int n = 1; n <= 100; ++n)
        want.insert(line(n));
    CHECK(got == want);
    // Emptied first (the mode), by a new process object.
    pw.w.env.set("VKL_CHASSIS_TEST_PROCESS", "truncate");
    CHECK(run(loader_path, 1, 1).empty());
    CHECK(slurp(file) == line(1));
    pw.w.env.set("VKL_CHASSIS_TEST_PROCESS", "1");
    // Empty: stderr, as asked, with no complaint.
    pw.w.env.set("VK_VKL_CHASSIS_TEST_OUTPUT", "");
    CHECK(run(loader_path, 1, 1) == line(1));
    // A file that cannot be opened, and a FIFO with no reader: one line each, then stderr.
    const fs::path missing = pw.w.root() / "no-such-dir" / "x.log";
    pw.w.env.set("VK_VKL_CHASSIS_TEST_OUTPUT", missing.string());
    CHECK(run(loader_path, 1, 1) == std::string(kLayerName) + ": error: output file " + missing.string() +
                                        " (setting output): No such file or directory; writing to stderr\n" + line(1));
    const fs::path fifo = pw.w.root() / "fifo";
    REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
    pw.w.env.set("VK_VKL_CHASSIS_TEST_OUTPUT", fifo.string());
    CHECK(run(loader_path, 1, 1) == std::string(kLayerName) + ": error: output file " + fifo.string() +
                                        " (setting output): No such device or address; writing to stderr\n" + line(1));
    // A path with C1 controls in it (CSI as U+009B in UTF-8, and as the raw byte 0x9B, which a
    // terminal in 8-bit mode reads as CSI): escaped in the line that names it, as the loader
    // escapes its own lines. (C0 controls, ESC among them, never get this far: a variable with
    // them is refused.)
    const std::string hostile = (pw.w.root() / "no-such-dir\xc2\x9b" "31m\x9b" "0m" / "x.log").string();
    const std::string shown = (pw.w.root() / "no-such-dir\\xC2\\x9B31m\\x9B0m" / "x.log").string();
    pw.w.env.set("VK_VKL_CHASSIS_TEST_OUTPUT", hostile);
    CHECK(run(loader_path, 1, 1) == std::string(kLayerName) + ": error: output file " + shown +
                                        " (setting output): No such file or directory; writing to stderr\n" + line(1));
}

// Another user's plants in a shared sticky folder (as /tmp is) at the name the user gave the
// output file: a symbolic link to a file of the user's, which the layer must neither empty nor
// write through; a regular file of theirs, which must not get the user's lines. Each is one line
// naming the file and the reason, and stderr. A link of the user's own is still followed (their
// choice). Planting another owner's link takes root (lchown), as the suite runs on CI; skipped,
// saying so, otherwise.
void planted_in_sticky_folder(const char* loader_path) {
    if (geteuid() != 0) {
        WARN("skipped: planting another user's symlink needs root (lchown)");
        return;
    }
    constexpr uid_t kOther = 65534;  // nobody
    ProcessWorld pw("truncate");
    const fs::path shared = pw.w.root() / "shared";
    fs::create_directories(shared);
    REQUIRE(chmod(shared.c_str(), 01777) == 0);
    const fs::path own = pw.w.root() / "own.txt";
    write(own, "precious\n");
    const fs::path planted = shared / "report.log";
    REQUIRE(symlink(own.c_str(), planted.c_str()) == 0);
    REQUIRE(lchown(planted.c_str(), kOther, kOther) == 0);
    pw.w.env.set("VK_VKL_CHASSIS_TEST_OUTPUT", planted.string());
    for (const char* mode : {"truncate", "1"}) {  // emptied first, or appended to
        pw.w.env.set("VKL_CHASSIS_TEST_PROCESS", mode);
        CHECK(run(loader_path, 1, 1) == std::string(kLayerName) + ": error: output file " + planted.string() +
                                            " (setting output): a symbolic link of another user (uid 65534), not followed; "
                                            "writing to stderr\n" + line(1));
        CHECK(slurp(own) == "precious\n");
    }
    // Another user's regular file at the name (world-writable, so the kernel would let the write
    // through): neither emptied nor written.
    const fs::path theirs = shared / "theirs.log";
    write(theirs, "theirs\n");
    REQUIRE(chown(theirs.c_str(), kOther, kOther) == 0);
    REQUIRE(chmod(theirs.c_str(), 0666) == 0);
    pw.w.env.set("VK_VKL_CHASSIS_TEST_OUTPUT", theirs.string());
    for (const char* mode : {"truncate", "1"}) {
        pw.w.env.set("VKL_CHASSIS_TEST_PROCESS", mode);
        CHECK(run(loader_path, 1, 1) == std::string(kLayerName) + ": error: output file " + theirs.string() +
                                            " (setting output): the file belongs to another user (uid 65534), not written; "
                                            "writing to stderr\n" + line(1));
        CHECK(slurp(theirs) == "theirs\n");
    }
    // The user's own link: followed, the file it names emptied and written, as asked.
    const fs::path mine = shared / "mine.log";
    REQUIRE(symlink(own.c_str(), mine.c_str()) == 0);
    pw.w.env.set("VK_VKL_CHASSIS_TEST_OUTPUT", mine.string());
    pw.w.env.set("VKL_CHASSIS_TEST_PROCESS", "truncate");
    CHECK(run(loader_path, 1, 1).empty());
    CHECK(slurp(own) == line(1));
}

struct Plant {
    std::string fifo, link_target, link;
};
bool plant_fifo_and_link(const void* arg) {
    const auto* p = static_cast<const Plant*>(arg);
    return mkfifo(p->fifo.c_str(), 0666) == 0 && symlink(p->link_target.c_str(), p->link.c_str()) == 0;
}

// What another user plants in a shared sticky folder, beyond a link or file at the name: a
// FIFO of theirs at the name (they hold its reader: the user's report would be theirs to read);
// a symbolic link of theirs standing for a FOLDER of the path (SHARED/reports -> the user's own
// folder: its file would be emptied and written); a hard link to the user's own file (the file is
// the user's, so the owner check passes; planted here by root, as protected_hardlinks keeps
// another user from making it). Each is refused with one line naming the file and the reason,
// and the lines go to stderr. The FIFO and the folder link are made by a child that has become an
// unused uid (root needed: skipped, saying so, otherwise).
void planted_by_other_user(const char* loader_path) {
    ProcessWorld pw("truncate");
    const fs::path shared = pw.w.root() / "shared";
    fs::create_directories(shared);
    REQUIRE(chmod(shared.c_str(), 01777) == 0);
    REQUIRE(chmod(pw.w.root().c_str(), 0755) == 0);  // the other user reaches the shared folder
    const fs::path own = pw.w.root() / "own";
    fs::create_directories(own);
    write(own / "report.log", "precious\n");
    write(own / "linked.log", "precious\n");
    const Plant plant{(shared / "report.fifo").string(), own.string(), (shared / "reports").string()};
    std::string why;
    const uid_t other = as_other_user(&plant_fifo_and_link, &plant, &why);
    if (other == 0) {
        WARN(why);
        return;
    }
    const std::string uid = std::to_string(other);
    // The FIFO, its reader held (by this process: whose FIFO it is decides, not who reads).
    const int reader = open(plant.fifo.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    REQUIRE(reader >= 0);
    pw.w.env.set("VK_VKL_CHASSIS_TEST_OUTPUT", plant.fifo);
    for (const char* mode : {"truncate", "1"}) {
        pw.w.env.set("VKL_CHASSIS_TEST_PROCESS", mode);
        CHECK(run(loader_path, 1, 1) == std::string(kLayerName) + ": error: output file " + plant.fifo +
                                            " (setting output): a FIFO of another user (uid " + uid + "), not written; "
                                            "writing to stderr\n" + line(1));
        char buf[64];
        CHECK(read(reader, buf, sizeof buf) <= 0);  // nothing reached the FIFO
    }
    close(reader);
    // The folder link.
    const std::string through = (shared / "reports" / "report.log").string();
    pw.w.env.set("VK_VKL_CHASSIS_TEST_OUTPUT", through);
    for (const char* mode : {"truncate", "1"}) {
        pw.w.env.set("VKL_CHASSIS_TEST_PROCESS", mode);
        CHECK(run(loader_path, 1, 1) == std::string(kLayerName) + ": error: output file " + through +
                                            " (setting output): a folder of the path is a symbolic link of another user, "
                                            "not followed (uid " + uid + "); writing to stderr\n" + line(1));
        CHECK(slurp(own / "report.log") == "precious\n");
    }
    // The hard link.
    const fs::path hard = shared / "hard.log";
    REQUIRE(link((own / "linked.log").c_str(), hard.c_str()) == 0);
    pw.w.env.set("VK_VKL_CHASSIS_TEST_OUTPUT", hard.string());
    for (const char* mode : {"truncate", "1"}) {
        pw.w.env.set("VKL_CHASSIS_TEST_PROCESS", mode);
        CHECK(run(loader_path, 1, 1) == std::string(kLayerName) + ": error: output file " + hard.string() +
                                            " (setting output): the file has 2 names (hard links) in a folder others can "
                                            "write, not written; writing to stderr\n" + line(1));
        CHECK(slurp(own / "linked.log") == "precious\n");
    }
}

// A FIFO whose reader goes away while the layer writes to it: the program is not killed by
// SIGPIPE (the write fails, and the lines after are dropped). In a child process, which holds the
// only reader and closes it.
void fifo_reader_gone(const char* loader_path) {
    ProcessWorld pw;
    const fs::path fifo = pw.w.root() / "fifo";
    REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
    pw.w.env.set("VK_VKL_CHASSIS_TEST_OUTPUT", fifo.string());
    std::fflush(nullptr);
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        signal(SIGPIPE, SIG_DFL);  // what a program has unless it asks otherwise: the test's premise
        const int reader = open(fifo.c_str(), O_RDONLY | O_NONBLOCK);
        if (reader < 0)
            _exit(3);
        Loader l(loader_path);
        VkInstance inst = create(l);
        enumerate(l, inst);  // written to the pipe
        close(reader);
        enumerate(l, inst);  // EPIPE: SIGPIPE would end the process here
        enumerate(l, inst);
        l.destroy_instance(inst);
        _exit(0);
    }
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    INFO("the child ended by signal " << (WIFSIGNALED(status) ? WTERMSIG(status) : 0));
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
}

// Two processes rewriting one report file (OutputFile::rewrite, Truncate mode) while a third
// reads it under a shared advisory lock: every read is one whole report, never a mix of the two,
// a cut one or a hole of zeros.
void rewrite_two_processes(const char* loader_path) {
    ProcessWorld pw("rewrite");
    const fs::path file = pw.w.root() / "report.txt";
    pw.w.env.set("VK_VKL_CHASSIS_TEST_OUTPUT", file.string());
    const std::string a = std::string(20000, 'A') + "\n", b = std::string(7000, 'B') + "\n";
    std::fflush(nullptr);
    pid_t children[2];
    for (int i = 0; i < 2; ++i) {
        children[i] = fork();
        REQUIRE(children[i] >= 0);
        if (children[i] == 0) {
            setenv("VKL_CHASSIS_TEST_REWRITE", i == 0 ? "A:20000" : "B:7000", 1);
            Loader l(loader_path);
            VkInstance inst = create(l);
            for (int n = 0; n < 1500; ++n)
                enumerate(l, inst);
            l.destroy_instance(inst);
            _exit(0);
        }
    }
    int reads = 0, bad = 0;
    std::string example;
    for (int exited = 0; exited < 2;) {
        for (pid_t& c : children) {
            int status = 0;
            if (c > 0 && waitpid(c, &status, WNOHANG) == c) {
                CHECK(WIFEXITED(status));
                c = 0;
                ++exited;
            }
        }
        const int fd = open(file.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            continue;
        flock(fd, LOCK_SH);
        std::string text;
        char buf[65536];
        for (ssize_t n; (n = read(fd, buf, sizeof buf)) > 0;)
            text.append(buf, size_t(n));
        flock(fd, LOCK_UN);
        close(fd);
        ++reads;
        if (!text.empty() && text != a && text != b) {
            if (bad++ == 0)
                example = text.substr(0, 40) + "... (" + std::to_string(text.size()) + " bytes)";
        }
    }
    INFO(bad << " of " << reads << " reads were no whole report, e.g. " << example);
    CHECK(reads > 100);  // the reads raced the writers: a test that read nothing proves nothing
    CHECK(bad == 0);
    const std::string last = slurp(file);
    CHECK((last == a || last == b));
}

// A program that closed its stderr (a daemon): the output file's open gets descriptor 2. It is
// still the file (the lines go there) and it is closed at the process's end, not taken for
// stderr and left open. In a child process, which closes its fd 2.
void output_file_on_fd_2(const char* loader_path) {
    ProcessWorld pw;
    const fs::path file = pw.w.root() / "process.log";
    std::fflush(nullptr);
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        close(2);
        Loader l(loader_path);
        VkInstance inst = create(l);
        enumerate(l, inst);
        // Which descriptor the file has: 2, or a later one where the walk of its folders took 2
        // for a moment (loader/base/path_walk.h); either way it is the file's, not stderr.
        auto open_on_file = [&] {
            for (int fd = 0; fd < 64; ++fd) {
                char link[64], target[4096];
                std::snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
                const ssize_t n = readlink(link, target, sizeof target - 1);
                if (n > 0 && std::string(target, static_cast<size_t>(n)) == file.string())
                    return true;
            }
            return false;
        };
        const bool open_while_alive = open_on_file();
        l.destroy_instance(inst);
        const bool closed_at_end = !open_on_file() && fcntl(2, F_GETFD) == -1;
        _exit(open_while_alive && closed_at_end ? 0 : 3);
    }
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);  // 3: descriptor 2 left open after the process's end
    CHECK(slurp(file) == line(1));
}

}  // namespace

TEST_CASE("layer chassis: a per-process interceptor lives from the first vkCreateInstance to the last vkDestroyInstance "
          "(this loader)") {
    lifetime(VKL_LIBRARY);
}

TEST_CASE("layer chassis: a per-process interceptor's lifetime (Khronos loader)") {
    if (system_loader_missing())
        return;
    lifetime(kSystemLoader);
}

TEST_CASE("layer chassis: a per-process interceptor ends at exit when the program never destroys its instance") {
    SECTION("this loader") { ends_at_exit(VKL_LIBRARY); }
    SECTION("Khronos loader") {
        if (!system_loader_missing())
            ends_at_exit(kSystemLoader);
    }
}

TEST_CASE("layer chassis: ProcessLifetime::Process: a hook running while another thread calls exit() keeps its object") {
    SECTION("this loader") { hook_racing_exit(VKL_LIBRARY, 12); }
    SECTION("Khronos loader") {
        if (!system_loader_missing())
            hook_racing_exit(kSystemLoader, 12);
    }
}

TEST_CASE("layer chassis: a hooked call after the per-process interceptor ended at unload runs without its hooks") {
    SECTION("this loader") { call_after_unload(VKL_LIBRARY); }
    SECTION("Khronos loader") {
        if (!system_loader_missing())
            call_after_unload(kSystemLoader);
    }
}

TEST_CASE("layer chassis: the process's settings are the first instance's, its log reaches every instance's messengers (this loader)") {
    process_settings_and_log(VKL_LIBRARY);
}

TEST_CASE("layer chassis: the process's settings are the first instance's, its log reaches every instance's messengers (Khronos loader)") {
    if (system_loader_missing())
        return;
    process_settings_and_log(kSystemLoader);
}

TEST_CASE("layer chassis: ProcessLifetime::Process: a probe instance before the real one gives one log with one header (this loader)") {
    process_lifetime(VKL_LIBRARY);
}

TEST_CASE("layer chassis: ProcessLifetime::Process: one log with one header across instances (Khronos loader)") {
    if (system_loader_missing())
        return;
    process_lifetime(kSystemLoader);
}

TEST_CASE("layer chassis: an output file: appended to or emptied, whole lines, stderr where it cannot be opened (this loader)") {
    output_file(VKL_LIBRARY);
}

TEST_CASE("layer chassis: an output file (Khronos loader)") {
    if (system_loader_missing())
        return;
    output_file(kSystemLoader);
}

TEST_CASE("layer chassis: an output file is not fooled by another user's link or file in a sticky folder (this loader)") {
    planted_in_sticky_folder(VKL_LIBRARY);
}

TEST_CASE("layer chassis: an output file is not fooled by another user's link or file in a sticky folder (Khronos loader)") {
    if (system_loader_missing())
        return;
    planted_in_sticky_folder(kSystemLoader);
}

TEST_CASE("layer chassis: an output file refuses another user's FIFO, folder link and a hard link to the user's file") {
    SECTION("this loader") { planted_by_other_user(VKL_LIBRARY); }
    SECTION("Khronos loader") {
        if (!system_loader_missing())
            planted_by_other_user(kSystemLoader);
    }
}

TEST_CASE("layer chassis: an output file on a FIFO whose reader goes away does not kill the program (SIGPIPE)") {
    SECTION("this loader") { fifo_reader_gone(VKL_LIBRARY); }
    SECTION("Khronos loader") {
        if (!system_loader_missing())
            fifo_reader_gone(kSystemLoader);
    }
}

TEST_CASE("layer chassis: two processes rewriting one output file: each read is one whole report") {
    rewrite_two_processes(VKL_LIBRARY);
}

TEST_CASE("layer chassis: an output file opened as descriptor 2 (stderr closed) is closed at the process's end") {
    SECTION("this loader") { output_file_on_fd_2(VKL_LIBRARY); }
    SECTION("Khronos loader") {
        if (!system_loader_missing())
            output_file_on_fd_2(kSystemLoader);
    }
}
