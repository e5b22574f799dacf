// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "survey.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>

#include <cstdlib>
#include <cstring>

#include "base/env.h"
#include "base/log.h"
#include "base/platform.h"
#include "discovery/driver_manifest.h"
#include "base/text.h"

namespace vkloader {

std::vector<const char*> rule_variables(vkl::EnvVkloader rule) {
    std::vector<const char*> out;
    for (unsigned i = 0; i < static_cast<unsigned>(vkl::Env::Count); ++i)
        if (vkl::env_vkloader(static_cast<vkl::Env>(i)) == rule)
            out.push_back(vkl::env_name(static_cast<vkl::Env>(i)));
    return out;
}

namespace {

// What the loader logged while one decision was made (instead of stderr): each line's text, its
// level and category bits, and its record (base/log_event.h), copied (the loader's strings live
// for the call only). The report is sorted by the records' codes and fields; the text is only
// shown, never read.
struct Line {
    uint32_t bits = 0;
    vkl::LogEvent event = vkl::LogEvent::NoEvent;
    vkl::LogFile kind = vkl::LogFile::NoFile;
    std::string file, layer, driver, library, variable, reason, detail, text;

    bool refuses() const { return bits & (vkl::kLogError | vkl::kLogWarn); }
};

std::string copy(const char* s) { return s ? s : ""; }

struct Capture {
    std::vector<Line> lines;
    vkl::LogCapture scope{[](void* user, uint32_t bits, const vkl::LogRecord& r, const char* message) {
                              static_cast<Capture*>(user)->lines.push_back(
                                  Line{bits, r.event, r.kind, copy(r.file), copy(r.layer), copy(r.driver), copy(r.library),
                                       copy(r.variable), copy(r.reason), copy(r.detail), message});
                          },
                          this};
    // The last error or warning (the one that says why), else the last line; `driver` (may be
    // empty) keeps to the lines about that driver (its manifest's path).
    std::string why(const std::string& driver = "") const {
        std::string last;
        for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
            if (!driver.empty() && it->driver != driver && it->file != driver)
                continue;
            if (it->refuses())
                return it->text;
            if (last.empty())
                last = it->text;
        }
        return last;
    }
    // The library failure recorded last about `driver` (a manifest path) or `layer` (a name).
    LibraryFailure library_failure(const std::string& driver, const std::string& layer) const {
        for (auto it = lines.rbegin(); it != lines.rend(); ++it)
            if ((it->event == vkl::LogEvent::DriverLibraryFailed && !driver.empty() && it->driver == driver) ||
                (it->event == vkl::LogEvent::LayerLibraryFailed && !layer.empty() && it->layer == layer &&
                 !it->reason.empty()))
                return LibraryFailure{it->library, it->reason, it->detail};
        return LibraryFailure{};
    }
};

// Keeps the errors and warnings a discovery step logged about files (a record that names a file
// and its kind), each once; and which manifest of several of one layer name was ignored (a
// LayerDuplicate record: an info line, kept as the ignored manifest's verdict). A driver filter
// that matches no manifest is a name that matches nothing, like a layer's.
void keep_file_verdicts(const Capture& cap, Survey& out) {
    for (const Line& line : cap.lines) {
        if (line.event == vkl::LogEvent::DriverFilterUnmatched) {
            if (std::find(out.unmatched_names.begin(), out.unmatched_names.end(), line.text) == out.unmatched_names.end())
                out.unmatched_names.push_back(line.text);
            continue;
        }
        const bool duplicate = line.event == vkl::LogEvent::LayerDuplicate;
        if (line.file.empty() || line.kind == vkl::LogFile::NoFile || !(duplicate || line.refuses()))
            continue;
        FileVerdict v;
        v.kind = vkl::log_file_words(line.kind);
        v.path = line.file;
        v.level = (line.bits & vkl::kLogError) ? "error" : (line.bits & vkl::kLogWarn) ? "warning" : "info";
        v.reason = line.text;
        if (duplicate)
            v.duplicate_layer = line.layer;
        bool seen = false;
        for (const FileVerdict& f : out.files)
            seen |= f.reason == v.reason;
        if (!seen)
            out.files.push_back(std::move(v));
    }
}

// Loads `library` (a driver's or a layer's, as the loader would: dlopen) in a child process
// first: a library that aborts or crashes in its constructor, hangs there, or ends the process
// takes the child down, not vkloader. Empty when it loaded (or failed to load in the ordinary
// way, which the loader's own attempt then explains); else why it is not to be loaded here.
//
// The protocol is one byte: the child writes 'L' (dlopen returned a handle) or 'F' (it returned
// NULL) on a pipe and then _exits. Any other end (a signal, an exit from a constructor, no byte
// within the bound) is the verdict. The bound is kept here, in the parent, which kills the
// child (SIGKILL, which no library can ignore or catch), not by an alarm() the library could
// ignore. The child is watched by waitpid too: a grandchild the constructor started may hold
// the pipe open after the child has ended.
std::string load_in_child(const char* library, unsigned timeout_s) {
    std::fflush(nullptr);
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0)
        return std::string();  // cannot tell: vkloader loads it itself, as before
    const pid_t child = fork();
    if (child < 0) {
        close(fds[0]);
        close(fds[1]);
        return std::string();
    }
    if (child == 0) {
        close(fds[0]);
        void* h = dlopen(library, RTLD_LAZY | RTLD_LOCAL);
        const char verdict = h ? 'L' : 'F';
        (void)!write(fds[1], &verdict, 1);
        _exit(0);
    }
    close(fds[1]);
    timespec start{};
    clock_gettime(CLOCK_MONOTONIC, &start);
    char verdict = 0;
    int status = 0;
    bool ended = false, timed_out = false, eof = false;
    for (;;) {
        // The pipe until its end (a byte, or EOF: every holder closed it); then only waitpid,
        // every 100 ms.
        pollfd p{eof ? -1 : fds[0], POLLIN, 0};
        if (poll(&p, 1, 100) > 0) {
            const ssize_t n = read(fds[0], &verdict, 1);
            if (n == 1 || (n < 0 && errno != EINTR))
                break;
            eof = n == 0;
        }
        const pid_t w = waitpid(child, &status, WNOHANG);
        if (w == child) {
            ended = true;
            // A byte written just before the end is still in the pipe.
            pollfd last{eof ? -1 : fds[0], POLLIN, 0};
            if (poll(&last, 1, 0) > 0 && read(fds[0], &verdict, 1) != 1)
                verdict = 0;
            break;
        }
        if (w < 0 && errno != EINTR)
            break;  // not our child any more: cannot tell
        timespec now{};
        clock_gettime(CLOCK_MONOTONIC, &now);
        if (now.tv_sec - start.tv_sec >= static_cast<time_t>(timeout_s)) {
            timed_out = true;
            break;
        }
    }
    close(fds[0]);
    if (!ended) {
        // Done with it either way: after its byte it only has _exit left; a child past its bound
        // is killed. Reaped here, so no zombie stays.
        kill(child, SIGKILL);
        while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
        }
    }
    if (verdict == 'L' || verdict == 'F')
        return std::string();
    const std::string where = " (loaded in a child process; not loaded here)";
    if (timed_out)
        return "library did not finish loading in " + std::to_string(timeout_s) + " s" + where;
    if (ended && WIFSIGNALED(status)) {
        const int sig = WTERMSIG(status);
        const char* abbrev = sigabbrev_np(sig);
        return std::string("library ") + (sig == SIGABRT ? "aborted" : "crashed") + " while loading: SIG" +
               (abbrev ? abbrev : std::to_string(sig).c_str()) + where;
    }
    if (ended && WIFEXITED(status))
        return "library ended the process while loading (exit status " + std::to_string(WEXITSTATUS(status)) + ")" + where;
    return std::string();
}

void survey_drivers(Survey& out, unsigned timeout_s) {
    vkl::DriverSurvey found;
    {
        Capture discovery;
        vkl::survey_driver_manifests(out.settings, found);
        keep_file_verdicts(discovery, out);
    }
    for (const vkl::DriverCandidate& c : found.candidates) {
        DriverReport r;
        r.manifest = c.path;
        r.origin = c.origin;
        if (r.origin == "search path") {  // which directory of it
            const std::string path = c.path;
            r.origin += " " + path.substr(0, path.rfind('/'));
        }
        r.package_library = c.package_library ? c.package_library : "";
        if (c.left_out) {
            r.status = "left out";
            r.reason = c.left_out;
            // The filter's value, and what it is compared with: the manifest's file name.
            for (const char* var : rule_variables(vkl::EnvVkloader::DriverRule))
                if (r.reason.rfind(var, 0) == 0)
                    if (const char* v = std::getenv(var))
                        r.reason = std::string(var) + "=" + v + r.reason.substr(std::strlen(var)) + " (it is matched against "
                                   "the manifest's file name, " + vkl::text::base_name(c.path) + ")";
        } else {
            Capture cap;
            bool oom = false;
            vkl::DriverLibrary* d = vkl::read_driver_manifest(c.path, c.package_library, vkl::Allocator(), &oom);
            const std::string unsafe = d ? load_in_child(d->library_path, timeout_s) : std::string();
            if (d && unsafe.empty() && !vkl::load_driver_library(d)) {
                vkl::free_driver_library(d);
                d = nullptr;
            }
            keep_file_verdicts(cap, out);
            if (!unsafe.empty()) {
                r.status = "failed";
                r.reason = std::string("driver manifest ") + c.path + ": " + d->library_path + ": " + unsafe;
                vkl::platform::refuse_library_for_tools(d->library_path);
                vkl::free_driver_library(d);
            } else if (d == nullptr) {
                r.status = "failed";
                r.reason = cap.why();
                r.library_failure = cap.library_failure(c.path, "");
            } else {
                r.status = "loaded";
                r.library = d->library_path;
                r.interface_version = d->interface_version;
                r.api_version = d->manifest_api_version;
                r.instance_version = d->instance_version;
                r.portability = d->portability;
                out.opened_drivers.push_back(d);
            }
        }
        out.drivers.push_back(std::move(r));
    }
}

void survey_layers(Survey& out, bool with_layers, const std::string& only, unsigned timeout_s) {
    Capture discovery;
    out.layer_set = vkl::acquire_layers(out.settings, nullptr);
    keep_file_verdicts(discovery, out);
    if (out.layer_set == nullptr)
        return;
    const vkl::LayerSet& set = *out.layer_set;
    vkl::LayerPlan plan;
    VkInstanceCreateInfo ci{};
    ci.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    {
        Capture planning;
        vkl::plan_layers(set, ci, plan);
        for (const Line& line : planning.lines)
            if (line.event == vkl::LogEvent::LayerNameUnmatched)
                out.unmatched_names.push_back(line.text);
    }
    for (const vkl::LayerVerdict& v : plan.verdicts) {
        LayerReport r;
        r.manifest = v.layer;
        r.enabled = v.enabled;
        r.rule = v.rule;
        out.layers.push_back(std::move(r));
    }
    auto probe = [&](LayerReport& r) {
        if (r.probed || r.manifest->library_path == nullptr)
            return;
        r.probed = true;
        if (const std::string unsafe = load_in_child(r.manifest->library_path, timeout_s); !unsafe.empty()) {
            r.loads = false;
            r.load_error = std::string(r.manifest->library_path) + ": " + unsafe;
            vkl::platform::refuse_library_for_tools(r.manifest->library_path);
            return;
        }
        Capture cap;
        vkl::ActiveLayer a;
        r.loads = vkl::probe_layer(*r.manifest, a);
        if (r.loads) {
            r.interface_version = a.interface_version;
            out.probed_layers.push_back(a);
        } else {
            r.load_error = cap.why();
            r.library_failure = cap.library_failure("", r.manifest->name);
        }
    };
    // The chain: the planned layers that load (vkCreateInstance leaves the others out). Not with
    // --no-layers: then no layer library is loaded at all, not even to check it.
    if (with_layers)
        for (const vkl::LayerManifest* l : plan.chain)
            for (size_t i = 0; i < out.layers.size(); ++i)
                if (out.layers[i].manifest == l) {
                    probe(out.layers[i]);
                    if (out.layers[i].loads)
                        out.chain.push_back(i);
                }
    // explain NAME: the layer it explains (by name or manifest path), and no other.
    if (!only.empty())
        for (LayerReport& r : out.layers)
            if (only == r.manifest->name || only == r.manifest->manifest_path)
                probe(r);
}

// The loader's object and the application's handle are one device when their deviceUUIDs are
// equal (two identical GPUs differ only there); without UUIDs, when their properties are.
bool same_device(const vkl::PhysicalDeviceFacts& loader, const VkPhysicalDeviceProperties& b, const uint8_t* uuid) {
    if (loader.has_uuid && uuid != nullptr)
        return std::memcmp(loader.device_uuid, uuid, VK_UUID_SIZE) == 0;
    const VkPhysicalDeviceProperties& a = loader.props;
    return a.vendorID == b.vendorID && a.deviceID == b.deviceID && a.driverVersion == b.driverVersion &&
           std::strcmp(a.deviceName, b.deviceName) == 0 &&
           std::memcmp(a.pipelineCacheUUID, b.pipelineCacheUUID, VK_UUID_SIZE) == 0;
}

// The application's view: its physical devices in its order, each traced to the loader's own
// object for it (and so to its driver) by its properties, since a layer may wrap handles.
void survey_devices(Survey& out, VkInstance instance) {
    vkl::Instance& inst = *vkl::instance_of(instance);
    uint32_t n = 0;
    vkEnumeratePhysicalDevices(instance, &n, nullptr);
    std::vector<VkPhysicalDevice> handles(n);
    if (n)
        vkEnumeratePhysicalDevices(instance, &n, handles.data());
    handles.resize(n);
    std::vector<const vkl::PhysicalDeviceTerm*> terms;
    {
        std::lock_guard<vkl::Mutex> guard(inst.lock);
        for (const vkl::PhysicalDeviceTerm* t : inst.terms)
            terms.push_back(t);
    }
    for (VkPhysicalDevice h : handles) {
        VkPhysicalDeviceProperties props{};
        vkGetPhysicalDeviceProperties(h, &props);
        // Its deviceUUID (a 1.1 device; the instance is made for the newest version).
        VkPhysicalDeviceIDProperties id{};
        id.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES;
        const uint8_t* uuid = nullptr;
        if (VK_API_VERSION_MINOR(props.apiVersion) >= 1) {
            VkPhysicalDeviceProperties2 p2{};
            p2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
            p2.pNext = &id;
            vkGetPhysicalDeviceProperties2(h, &p2);
            for (uint8_t b : id.deviceUUID)
                if (b != 0)
                    uuid = id.deviceUUID;
        }
        vkl::PhysicalDeviceFacts facts;
        facts.props = props;
        for (auto& t : terms) {
            if (t == nullptr)
                continue;
            vkl::PhysicalDeviceFacts f = vkl::physical_device_facts(*t->driver, t->handle, t);
            if (same_device(f, props, uuid)) {
                facts = f;
                t = nullptr;  // each loader object once
                break;
            }
        }
        out.devices.push_back(facts);
        out.device_drivers.push_back(facts.driver ? facts.driver : "");
    }
    // The driver's manifest path lives in the loader's driver set, which goes away with the
    // instance: the facts point at the survey's own copies.
    for (size_t i = 0; i < out.devices.size(); ++i)
        out.devices[i].driver = out.devices[i].driver ? out.device_drivers[i].c_str() : nullptr;
}

void survey_instance(Survey& out) {
    VkApplicationInfo app{};
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.pApplicationName = "vkloader";
    app.apiVersion = VK_MAKE_API_VERSION(0, 1, VK_API_VERSION_MINOR(VK_HEADER_VERSION_COMPLETE), 0);
    VkInstanceCreateInfo ci{};
    ci.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ci.pApplicationInfo = &app;
    VkInstance instance = VK_NULL_HANDLE;
    Capture cap;
    const VkResult r = vkCreateInstance(&ci, nullptr, &instance);
    if (r != VK_SUCCESS) {
        out.instance_error = cap.why();
        if (out.instance_error.empty())
            out.instance_error = "vkCreateInstance returned " + std::to_string(r);
    } else {
        const vkl::Instance& inst = *vkl::instance_of(instance);
        out.instance_created = inst.driver_count > 0;
        for (uint32_t d = 0; d < inst.driver_count; ++d)
            for (DriverReport& rep : out.drivers)
                if (rep.manifest == inst.drivers[d].manifest_path)
                    rep.instance = true;
        survey_devices(out, instance);
        vkDestroyInstance(instance, nullptr);
    }
    for (DriverReport& rep : out.drivers)
        if (rep.status == "loaded" && !rep.instance) {
            rep.instance_reason = cap.why(rep.manifest);
            if (rep.instance_reason.empty())
                rep.instance_reason = r == VK_SUCCESS ? "vkCreateInstance did not use it" : out.instance_error;
        }
}

}  // namespace

void collect(Survey& out, bool with_layers, const std::string& explained, unsigned load_timeout_s) {
    {
        Capture discovery;
        bool oom = false;
        out.settings = vkl::read_settings(nullptr, &oom);
        keep_file_verdicts(discovery, out);
    }
    if (out.settings) {
        out.settings_file = out.settings->path;
        for (const vkl::SettingsLayer& e : out.settings->layers)
            if (e.control == vkl::LayerControl::Off && e.name)
                out.settings_off.emplace_back(e.name, e.path ? e.path : "");
    }
    if (char* found = vkl::find_settings_file()) {
        out.settings_found = found;
        std::free(found);
    }
    survey_drivers(out, load_timeout_s);
    survey_layers(out, with_layers, explained, load_timeout_s);
    if (!with_layers)
        setenv("VK_LOADER_LAYERS_DISABLE", "~all~", 1);  // the survey of the layers is done
    survey_instance(out);
}

void release(Survey& s) {
    for (vkl::ActiveLayer& a : s.probed_layers)
        vkl::unload_layer(a);
    s.probed_layers.clear();
    if (s.layer_set)
        vkl::release_layers(s.layer_set);
    s.layer_set = nullptr;
    vkl::free_settings(s.settings);
    s.settings = nullptr;
    for (vkl::DriverLibrary* d : s.opened_drivers)
        vkl::close_driver(d);
    s.opened_drivers.clear();
}

std::string settings_off_rule(const Survey& s) {
    return "turned off by the loader settings file " + s.settings_file +
           " (its \"layers\" entry: control \"off\"; \"on\" or \"auto\" there brings it back)";
}

std::vector<const FileVerdict*> file_verdicts(const Survey& s, const std::string& path) {
    std::vector<const FileVerdict*> out;
    for (const FileVerdict& f : s.files)
        if (f.path == path || vkl::text::base_name(f.path.c_str()) == path)
            out.push_back(&f);
    return out;
}

const DriverReport* find_driver(const Survey& s, const std::string& name) {
    for (const DriverReport& d : s.drivers) {
        const std::string base = vkl::text::base_name(d.manifest.c_str());
        if (d.manifest == name || base == name || base == name + ".json")
            return &d;
    }
    return nullptr;
}

const LayerReport* find_layer(const Survey& s, const std::string& name) {
    for (const LayerReport& l : s.layers)
        if (name == l.manifest->name || name == l.manifest->manifest_path)  // a name, or the manifest's path
            return &l;
    return nullptr;
}

}  // namespace vkloader
