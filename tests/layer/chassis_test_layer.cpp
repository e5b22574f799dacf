// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A layer built on the layer chassis (layers/chassis/) for the chassis tests. Its interceptors
// record what they see to the test driver's log (VKL_TEST_DRIVER_LOG), as "chassis <what>",
// "second <what>" and "device <what>":
//   Recorder (per instance): the hook order of vkCmdDraw and others; VKL_CHASSIS_TEST_SKIP=1 makes
//     its PreCallValidate hooks ask to skip the call.
//   Second (per instance): a second type's vkCmdDraw hook, after the first's.
//   Process (per process): see its class.
//   Heaps (per device): what a layer author's first real task needs. It maps memory types to
//     heaps by calling down the chain (vkGetPhysicalDeviceMemoryProperties), counts the bytes of
//     vkAllocateMemory per heap of its own device, and reports them at vkDestroyDevice; it sees
//     vkGetBufferDeviceAddress's address in PostCallRecord.
// Behind variables, so that the other tests' logs stay as they are:
//   VKL_CHASSIS_TEST_SETTINGS=1  records each setting's value and source at vkCreateInstance
//   VKL_CHASSIS_TEST_EDIT=1      create hooks: vkCreateInstance gets VK_KHR_surface and a
//                                missing extension (refused); vkCreateDevice gets VK_KHR_swapchain,
//                                core feature samplerAnisotropy, Vulkan 1.2 bufferDeviceAddress, and a
//                                missing extension (refused)
//   VKL_CHASSIS_TEST_LOG=1       logs at vkEnumeratePhysicalDevices (to the application's messengers);
//                                =all: one message of each severity ("severity 0" verbose ... "severity 3" error)
//   VKL_CHASSIS_TEST_RESULT=1    vkResetCommandPool's post hook turns VK_SUCCESS into VK_ERROR_DEVICE_LOST
//   VKL_CHASSIS_TEST_OWN_CB=1    at instance creation, gives an object of its own the instance's
//                                dispatch (vkSetInstanceLoaderData); at device creation, allocates a
//                                command buffer of its own from the
//                                next layer, gives it the loader's dispatch (vkSetDeviceLoaderData),
//                                records a vkCmdDraw of 5 vertices down the chain and frees it;
//                                =nodata skips the loader data (the control: the draw is lost)
//   VKL_CHASSIS_TEST_TRACKER=1   Tracked<0> and Tracked<1> (per device, between the state
//                                tracker's TrackerBegin and TrackerEnd) record what the tracker
//                                holds in their hooks of vkCreateCommandPool,
//                                vkAllocateCommandBuffers, vkDestroyCommandPool and vkDestroyDevice,
//                                and attach sub-states that record their destroyed callbacks
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

#include "../driver/test_driver.h"
#include "chassis/handle_map.h"
#include "chassis/layer.h"
#include "chassis/tracker.h"

VKL_LAYER("VK_LAYER_VKL_chassis_test", "layer chassis test layer", 1);

// A tool, as the layer guide asks of tools: listed in vkGetPhysicalDeviceToolProperties.
VKL_LAYER_TOOL(VK_TOOL_PURPOSE_PROFILING_BIT | VK_TOOL_PURPOSE_TRACING_BIT);

VKL_LAYER_SETTINGS(VKL_SETTING("api_only", String, "default", "Set through VK_EXT_layer_settings only"),
                   VKL_SETTING("file_over_api", String, "default", "Set through the API and vk_layer_settings.txt"),
                   VKL_SETTING("env_over_file", String, "default", "Set through the API, the file and the environment"),
                   VKL_SETTING("untouched", Integer, "7", "Set nowhere: the default (or by its extra names)",
                               "VKL_CHASSIS_TEST_NUMBER", "VKL_CHASSIS_TEST_OTHER_NUMBER"),
                   VKL_SETTING("flag", Boolean, "false", "A boolean"),
                   VKL_SETTING("output", String, "", "The process's output file (empty: stderr)"),
                   VKL_SETTING("default_output", String, "chassis-test-default.log",
                               "An output file whose default is a relative path (VKL_CHASSIS_TEST_PROCESS=default-output)"));

namespace {

bool env_is(const char* name, const char* value) {
    const char* v = std::getenv(name);
    return v && std::strcmp(v, value) == 0;
}
bool skip() { return env_is("VKL_CHASSIS_TEST_SKIP", "1"); }
bool validate() { return env_is("VKL_CHASSIS_TEST_VALIDATE", "1"); }

const char* source_name(vkl::layer::SettingSource s) {
    switch (s) {
    case vkl::layer::SettingSource::Api: return "api";
    case vkl::layer::SettingSource::File: return "file";
    case vkl::layer::SettingSource::Environment: return "env";
    case vkl::layer::SettingSource::Default: break;
    }
    return "default";
}

class Recorder : public vkl::layer::InstanceInterceptor<Recorder> {
public:
    explicit Recorder(const vkl::layer::InstanceContext& context) : context_(context) {
        if (validate())  // during vkCreateInstance: the messengers chained to its create info hear it
            context.validation(vkl::layer::Severity::Error, "VUID-chassis-test-create",
                               {{VK_OBJECT_TYPE_INSTANCE, vkl::layer::handle_key(context.instance)}}, "reported while the instance is made");
        if (std::getenv("VKL_CHASSIS_TEST_OWN_CB"))
            give_instance_loader_data();
        if (!env_is("VKL_CHASSIS_TEST_SETTINGS", "1"))
            return;
        const vkl::layer::Settings& s = context.settings;
        for (const char* name : {"api_only", "file_over_api", "env_over_file"})
            vkl_test::record("chassis", ("setting " + std::string(name) + "=" + s.get_string(name) + " (" +
                                         source_name(s.source(name)) + ")").c_str());
        vkl_test::record("chassis", ("setting untouched=" + std::to_string(s.get_int("untouched")) + " (" +
                                     source_name(s.source("untouched")) + ")").c_str());
        vkl_test::record("chassis", (std::string("setting flag=") + (s.get_bool("flag") ? "true" : "false") + " (" +
                                     source_name(s.source("flag")) + ")").c_str());
    }

    ~Recorder() {
        if (validate())  // during vkDestroyInstance
            context_.validation(vkl::layer::Severity::Error, "VUID-chassis-test-destroy",
                                {{VK_OBJECT_TYPE_INSTANCE, vkl::layer::handle_key(context_.instance)}}, "reported while the instance goes");
    }
    // VKL_CHASSIS_TEST_VALIDATE=1: a validation message at each vkEnumeratePhysicalDevices, whose
    // skip the application's callback decides.
    bool PreCallValidateEnumeratePhysicalDevices(VkInstance instance, uint32_t*, VkPhysicalDevice*) {
        return validate() && context_.validationf(vkl::layer::Severity::Error, "VUID-vkEnumeratePhysicalDevices-instance-parameter",
                                                  {{VK_OBJECT_TYPE_INSTANCE, vkl::layer::handle_key(instance)}},
                                                  "instance %d", 1);
    }

    static void EditCreateInstance(vkl::layer::InstanceCreateEdit& edit) {
        if (!env_is("VKL_CHASSIS_TEST_EDIT", "1"))
            return;
        edit.add_extension(VK_KHR_SURFACE_EXTENSION_NAME);  // the test driver's (ext=VK_KHR_surface)
        edit.add_extension("VK_VKL_missing_instance_extension");
        // Settings for a layer below (the test driver records what reaches it): one of each kind.
        edit.add_layer_setting("VK_LAYER_VKL_below", "answer", int64_t{42});
        edit.add_layer_setting("VK_LAYER_VKL_below", "verbose", true);
        edit.add_layer_setting("VK_LAYER_VKL_below", "mode", "fast");
    }
    void EditCreateDevice(vkl::layer::DeviceCreateEdit& edit) {
        if (!env_is("VKL_CHASSIS_TEST_EDIT", "1"))
            return;
        edit.add_extension(VK_KHR_SWAPCHAIN_EXTENSION_NAME);
        edit.add_extension("VK_VKL_missing_device_extension");
        VkPhysicalDeviceFeatures core{};
        core.samplerAnisotropy = VK_TRUE;
        edit.enable_features(core);
        VkPhysicalDeviceVulkan12Features v12{};
        v12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
        v12.bufferDeviceAddress = VK_TRUE;
        edit.enable_features(v12);
    }

    // A hook of the command the chassis answers for a tool (VKL_LAYER_TOOL): the tools below go
    // through it.
    void PostCallRecordGetPhysicalDeviceToolProperties(VkPhysicalDevice, uint32_t*, VkPhysicalDeviceToolProperties*, VkResult) {
        vkl_test::record("chassis", "post vkGetPhysicalDeviceToolProperties");
    }

    bool PreCallValidateCmdDraw(VkCommandBuffer, uint32_t, uint32_t, uint32_t, uint32_t) {
        vkl_test::record("chassis", "validate vkCmdDraw");
        return skip();
    }
    void PreCallRecordCmdDraw(VkCommandBuffer, uint32_t, uint32_t, uint32_t, uint32_t) {
        vkl_test::record("chassis", "record vkCmdDraw");
    }
    void PostCallRecordCmdDraw(VkCommandBuffer, uint32_t vertices, uint32_t, uint32_t, uint32_t) {
        vkl_test::record_value("chassis", "post vkCmdDraw vertices", vertices);
    }
    bool PreCallValidateAllocateCommandBuffers(VkDevice, const VkCommandBufferAllocateInfo*, VkCommandBuffer*) {
        return skip();
    }
    void PostCallRecordAllocateCommandBuffers(VkDevice, const VkCommandBufferAllocateInfo*, VkCommandBuffer*, VkResult result) {
        vkl_test::record_value("chassis", "post vkAllocateCommandBuffers result", static_cast<uint64_t>(result));
    }
    void PostCallRecordCreateDevice(VkPhysicalDevice, const VkDeviceCreateInfo*, const VkAllocationCallbacks*, VkDevice*,
                                    VkResult result) {
        vkl_test::record_value("chassis", "post vkCreateDevice result", static_cast<uint64_t>(result));
    }
    void PreCallRecordDestroyDevice(VkDevice, const VkAllocationCallbacks*) { vkl_test::record("chassis", "record vkDestroyDevice"); }
    void PostCallRecordDestroyInstance(VkInstance, const VkAllocationCallbacks*) {
        vkl_test::record("chassis", "post vkDestroyInstance");
    }
    // A command of a device extension (VK_KHR_swapchain): handed out only where it is enabled.
    void PreCallRecordCreateSwapchainKHR(VkDevice, const VkSwapchainCreateInfoKHR*, const VkAllocationCallbacks*,
                                         VkSwapchainKHR*) {}
    void PreCallRecordEnumeratePhysicalDevices(VkInstance, uint32_t*, VkPhysicalDevice*) {
        vkl_test::record("chassis", "record vkEnumeratePhysicalDevices");
        if (env_is("VKL_CHASSIS_TEST_LOG", "1"))
            context_.log(vkl::layer::Severity::Warning, "enumerating physical devices");
        if (env_is("VKL_CHASSIS_TEST_LOG", "all"))
            for (auto s : {vkl::layer::Severity::Verbose, vkl::layer::Severity::Info, vkl::layer::Severity::Warning,
                           vkl::layer::Severity::Error})
                context_.logf(s, "severity %d", static_cast<int>(s));
    }
    void PostCallRecordGetPhysicalDeviceProperties(VkPhysicalDevice, VkPhysicalDeviceProperties* p) {
        vkl_test::record("chassis", (std::string("post vkGetPhysicalDeviceProperties ") + p->deviceName).c_str());
    }

private:
    // An instance-level dispatchable object of the layer's own (as a layer that hands out
    // physical devices of its own makes): vkSetInstanceLoaderData gives it the instance's
    // dispatch pointer.
    void give_instance_loader_data() {
        void* object[2] = {nullptr, nullptr};
        const VkResult r = context_.set_loader_data(object);
        const bool same = object[0] != nullptr && object[0] == *reinterpret_cast<void* const*>(context_.instance);
        vkl_test::record("chassis", r == VK_SUCCESS && same ? "instance loader data set" : "instance loader data failed");
    }

    const vkl::layer::InstanceContext& context_;
};

// One per process (VKL_CHASSIS_TEST_PROCESS=1, =truncate, or =default-output; with
// VKL_CHASSIS_TEST_PROCESS_LOG=1 it also logs "process log <n>" at each call): records when it is made and
// destroyed, with its process-scope setting env_over_file, and counts vkEnumeratePhysicalDevices
// over every instance; writes a line per call to its output file (the setting "output",
// appended to, or emptied first with =truncate); with =default-output, also opens the setting
// "default_output" (a relative default) and writes a line there at its end; with =rewrite, only
// rewrites the output file (emptied first) with the report VKL_CHASSIS_TEST_REWRITE describes at
// each call.
// Its lifetime: while an instance lives (the lifetime tests count its making and ending per
// instance); tests/layer/chassis_process_layer.cpp has the process's.
class Process : public vkl::layer::ProcessInterceptor<Process, vkl::layer::ProcessLifetime::Instances> {
public:
    explicit Process(const vkl::layer::ProcessContext& context)
        : context_(context), on_(std::getenv("VKL_CHASSIS_TEST_PROCESS") != nullptr),
          file_(context, "output",
                env_is("VKL_CHASSIS_TEST_PROCESS", "truncate") || env_is("VKL_CHASSIS_TEST_PROCESS", "rewrite")
                    ? vkl::layer::OutputFile::Mode::Truncate
                                                               : vkl::layer::OutputFile::Mode::Append) {
        if (env_is("VKL_CHASSIS_TEST_PROCESS", "default-output"))
            default_output_ = std::make_unique<vkl::layer::OutputFile>(context, "default_output", vkl::layer::OutputFile::Mode::Truncate);
        if (on_ && !rewrite_)
            vkl_test::record("process", (std::string("created env_over_file=") + context.settings.get_string("env_over_file") +
                                         " (" + source_name(context.settings.source("env_over_file")) + ")")
                                            .c_str());
    }
    ~Process() {
        if (default_output_)
            default_output_->line("written to the default output file");
        if (on_ && !rewrite_)
            vkl_test::record_value("process", "destroyed after calls", calls_.load());
    }
    void PostCallRecordEnumeratePhysicalDevices(VkInstance, uint32_t*, VkPhysicalDevice*, VkResult) {
        if (!on_)
            return;
        const uint64_t n = calls_.fetch_add(1) + 1;
        if (rewrite_) {
            // VKL_CHASSIS_TEST_REWRITE=<letter>:<count>: the report is that letter, count times.
            const char* r = std::getenv("VKL_CHASSIS_TEST_REWRITE");
            if (r && r[0] && r[1] == ':')
                file_.rewrite(std::string(std::strtoul(r + 2, nullptr, 10), r[0]) + "\n");
            return;
        }
        vkl_test::record_value("process", "vkEnumeratePhysicalDevices", n);
        if (log_)
            context_.logf(vkl::layer::Severity::Warning, "process log %llu", static_cast<unsigned long long>(n));
        file_.linef("vkEnumeratePhysicalDevices call %llu of this process, from a line long enough to be torn if "
                    "written in pieces: %s",
                    static_cast<unsigned long long>(n), std::string(200, 'x').c_str());
    }

private:
    const vkl::layer::ProcessContext& context_;
    const bool on_;
    const bool log_ = env_is("VKL_CHASSIS_TEST_PROCESS_LOG", "1");  // a warning through its log() at each call
    const bool rewrite_ = env_is("VKL_CHASSIS_TEST_PROCESS", "rewrite");  // rewrites its file at each call, nothing else
    std::atomic<uint64_t> calls_{0};
    vkl::layer::OutputFile file_;
    std::unique_ptr<vkl::layer::OutputFile> default_output_;  // VKL_CHASSIS_TEST_PROCESS=default-output
};

class Second : public vkl::layer::InstanceInterceptor<Second> {
public:
    void PreCallRecordCmdDraw(VkCommandBuffer, uint32_t, uint32_t, uint32_t, uint32_t) {
        vkl_test::record("second", "record vkCmdDraw");
    }
};

class Heaps : public vkl::layer::DeviceInterceptor<Heaps> {
public:
    explicit Heaps(const vkl::layer::DeviceContext& context) : context_(context) {
        // The call down the chain: the next layer's function, with the handle this layer got.
        context.instance->next_physical_device.GetPhysicalDeviceMemoryProperties(context.physical_device, &memory_);
        if (const char* own = std::getenv("VKL_CHASSIS_TEST_OWN_CB"))
            draw_on_own_command_buffer(std::strcmp(own, "nodata") != 0);
        if (!env_is("VKL_CHASSIS_TEST_EDIT", "1"))
            return;
        const auto* v12 = context.enabled_feature_struct<VkPhysicalDeviceVulkan12Features>(
            VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES);
        vkl_test::record("device", (std::string("created ") + context.properties.deviceName + " swapchain=" +
                                    (context.extension_enabled(VK_KHR_SWAPCHAIN_EXTENSION_NAME) ? "1" : "0") +
                                    " samplerAnisotropy=" + (context.enabled_features.samplerAnisotropy ? "1" : "0") +
                                    " bufferDeviceAddress=" + (v12 && v12->bufferDeviceAddress ? "1" : "0") +
                                    " surface=" +
                                    (context.instance->extension_enabled(VK_KHR_SURFACE_EXTENSION_NAME) ? "1" : "0"))
                                       .c_str());
    }
    // VKL_CHASSIS_TEST_VALIDATE=1: a message about the device (with its debug name, DebugNames).
    bool PreCallValidateAllocateMemory(VkDevice device, const VkMemoryAllocateInfo*, const VkAllocationCallbacks*, VkDeviceMemory*) {
        return validate() && context_.validation(vkl::layer::Severity::Warning, "VUID-vkAllocateMemory-device-parameter",
                                                 {{VK_OBJECT_TYPE_DEVICE, vkl::layer::handle_key(device)},
                                                  {VK_OBJECT_TYPE_DEVICE_MEMORY, 0x1234}},
                                                 "allocating");
    }
    void PostCallRecordAllocateMemory(VkDevice, const VkMemoryAllocateInfo* info, const VkAllocationCallbacks*, VkDeviceMemory*,
                                      VkResult result) {
        if (result == VK_SUCCESS && info->memoryTypeIndex < memory_.memoryTypeCount)
            bytes_[memory_.memoryTypes[info->memoryTypeIndex].heapIndex] += info->allocationSize;
    }
    // VKL_CHASSIS_TEST_HELPERS=1: the helpers find this object, the instance's objects and the
    // device's context from a command buffer.
    void PreCallRecordCmdDraw(VkCommandBuffer cb, uint32_t, uint32_t, uint32_t, uint32_t) {
        if (!env_is("VKL_CHASSIS_TEST_HELPERS", "1"))
            return;
        const bool ok = vkl::layer::interceptor<Heaps>(cb) == this && vkl::layer::interceptor<Recorder>(cb) != nullptr &&
                        vkl::layer::interceptor<Second>(cb) != nullptr &&
                        vkl::layer::device_context(cb).device == context_.device &&
                        vkl::layer::interceptor<Recorder>(context_.physical_device) == vkl::layer::interceptor<Recorder>(cb);
        vkl_test::record("device", ok ? "helpers found the objects" : "helpers failed");
    }
    // VKL_CHASSIS_TEST_RESULT=1: a post hook changes the result the application gets (it takes it
    // by reference).
    void PostCallRecordResetCommandPool(VkDevice, VkCommandPool, VkCommandPoolResetFlags, VkResult& result) {
        if (env_is("VKL_CHASSIS_TEST_RESULT", "1") && result == VK_SUCCESS)
            result = VK_ERROR_DEVICE_LOST;
    }
#if defined(VK_VERSION_1_2)
    void PostCallRecordGetBufferDeviceAddress(VkDevice, const VkBufferDeviceAddressInfo*, VkDeviceAddress address) {
        vkl_test::record_value("device", "buffer address", address);
    }
#endif
    void PreCallRecordDestroyDevice(VkDevice, const VkAllocationCallbacks*) {
        std::string line = std::string("heaps of ") + context_.properties.deviceName + ":";
        for (uint32_t h = 0; h < memory_.memoryHeapCount; ++h)
            line += " " + std::to_string(bytes_[h]) + "/" + std::to_string(memory_.memoryHeaps[h].size);
        vkl_test::record("device", line.c_str());
    }

private:
    void draw_on_own_command_buffer(bool give_loader_data) {
        VkCommandBufferAllocateInfo ai{};
        ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
        ai.commandBufferCount = 1;
        VkCommandBuffer cb = VK_NULL_HANDLE;
        if (context_.next.AllocateCommandBuffers(context_.device, &ai, &cb) != VK_SUCCESS)
            return;
        if (give_loader_data && context_.set_loader_data(cb) != VK_SUCCESS)
            vkl_test::record("device", "set_loader_data failed");
        context_.next.CmdDraw(cb, 5, 1, 0, 0);
        context_.next.FreeCommandBuffers(context_.device, VK_NULL_HANDLE, 1, &cb);
    }

    const vkl::layer::DeviceContext& context_;
    VkPhysicalDeviceMemoryProperties memory_{};
    VkDeviceSize bytes_[VK_MAX_MEMORY_HEAPS] = {};
};

// The state tracker's order, seen by two validation objects (VKL_CHASSIS_TEST_TRACKER=1).
template <uint32_t N>
class Tracked : public vkl::layer::DeviceInterceptor<Tracked<N>> {
public:
    explicit Tracked(const vkl::layer::DeviceContext& context)
        : on_(env_is("VKL_CHASSIS_TEST_TRACKER", "1")), tracker_(vkl::layer::tracker(context)) {
        // From the constructor: the tracker (TrackerBegin, named before), a sibling, and a type
        // the layer does not name (none).
        if (on_)
            say(std::string("constructed tracker=") + (tracker_ ? "1" : "0") +
                " heaps=" + (vkl::layer::sibling<Heaps>(context) != nullptr ? "1" : "0") +
                " unnamed=" + (vkl::layer::sibling<Tracked<2>>(context) != nullptr ? "1" : "0"));
    }
    void PostCallRecordCreateCommandPool(VkDevice, const VkCommandPoolCreateInfo*, const VkAllocationCallbacks*,
                                         VkCommandPool* pool, VkResult result) {
        if (!on_ || result != VK_SUCCESS)
            return;
        pool_ = vkl::layer::objects::key(*pool);
        auto r = tracker_->find(VK_OBJECT_TYPE_COMMAND_POOL, pool_);
        say(std::string("post create pool record=") + (r ? "1" : "0") + (r ? std::string(" ") + r->command : ""));
        // Tracked<1> attaches to the pool here; Tracked<0> later: callbacks still run 0 then 1.
        if (r && N == 1)
            r->attach(N, std::make_unique<Sub>("pool"));
    }
    void PostCallRecordAllocateCommandBuffers(VkDevice, const VkCommandBufferAllocateInfo*, VkCommandBuffer* cbs,
                                              VkResult result) {
        if (!on_ || result != VK_SUCCESS)
            return;
        cb_ = vkl::layer::objects::key(cbs[0]);
        auto r = tracker_->find(VK_OBJECT_TYPE_COMMAND_BUFFER, cb_);
        say(std::string("post allocate record=") + (r ? "1" : "0") +
            (r && r->parent == pool_ && r->parent_type == VK_OBJECT_TYPE_COMMAND_POOL ? " parent=pool" : ""));
        if (r)
            r->attach(N, std::make_unique<Sub>("command buffer"));
        if (auto p = tracker_->find(VK_OBJECT_TYPE_COMMAND_POOL, pool_); p && N == 0)
            p->attach(N, std::make_unique<Sub>("pool"));
    }
    bool PreCallValidateDestroyCommandPool(VkDevice, VkCommandPool, const VkAllocationCallbacks*) {
        held("validate destroy");
        return false;
    }
    void PreCallRecordDestroyCommandPool(VkDevice, VkCommandPool, const VkAllocationCallbacks*) { held("record destroy"); }
    void PostCallRecordDestroyCommandPool(VkDevice, VkCommandPool, const VkAllocationCallbacks*) { held("post destroy"); }
    void PreCallRecordDestroyDevice(VkDevice, const VkAllocationCallbacks*) {
        if (on_)
            held("destroy device");
    }

private:
    class Sub : public vkl::layer::SubState {
    public:
        explicit Sub(const char* what) : what_(what) {}
        void destroyed(const vkl::layer::TrackedObject&) override { say(std::string("destroyed ") + what_); }

    private:
        const char* what_;
    };
    static void say(const std::string& line) { vkl_test::record("tracker", (std::to_string(N) + " " + line).c_str()); }
    void held(const char* where) {
        if (!on_)
            return;
        say(std::string(where) + " pool=" + (tracker_->find(VK_OBJECT_TYPE_COMMAND_POOL, pool_) ? "1" : "0") +
            " command buffer=" + (tracker_->find(VK_OBJECT_TYPE_COMMAND_BUFFER, cb_) ? "1" : "0"));
    }

    bool on_;
    vkl::layer::StateTracker* tracker_;
    uint64_t pool_ = 0, cb_ = 0;
};

}  // namespace

VKL_LAYER_INTERCEPTORS(vkl::layer::DebugNames, vkl::layer::TrackerBegin, Recorder, Second, Heaps, Tracked<0>, Tracked<1>,
                       Process, vkl::layer::TrackerEnd);
