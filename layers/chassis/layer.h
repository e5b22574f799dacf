// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The layer chassis, for layer authors (layers/README.md): a layer is a shared library that
// links vkl_chassis, names itself once with VKL_LAYER(...), may declare settings with
// VKL_LAYER_SETTINGS(...), and names its interceptor types (per instance, per device, per
// process) with VKL_LAYER_INTERCEPTORS(...):
//
//   #include "chassis/layer.h"
//   VKL_LAYER("VK_LAYER_ACME_count", "Counts draws", 1);
//   class Count : public vkl::layer::DeviceInterceptor<Count> {
//   public:
//       explicit Count(const vkl::layer::DeviceContext& context) : context_(context) {}
//       void PreCallRecordCmdDraw(VkCommandBuffer, uint32_t vertices, uint32_t instances, uint32_t, uint32_t) {
//           draws_.fetch_add(1, std::memory_order_relaxed);
//       }
//   private:
//       const vkl::layer::DeviceContext& context_;
//       std::atomic<uint64_t> draws_{0};
//   };
//   VKL_LAYER_INTERCEPTORS(Count);
//
// The chassis provides the layer interface (vkNegotiateLoaderLayerInterfaceVersion, interface
// 2; vkGetInstanceProcAddr; vkGetDeviceProcAddr; vk_layerGetPhysicalDeviceProcAddr; the layer's
// enumerate functions), finds the next layer's functions, makes one object of each per-instance
// interceptor type per VkInstance and one of each per-device type per VkDevice, and for every
// command runs the types' PreCallValidate, PreCallRecord, the call down, PostCallRecord, in the
// order the types are named. Which hooks each type defines is known at compile time: the hooks
// are inlined into the layer's entry points, and a command that no type hooks is not on the
// layer's path (its vkGet*ProcAddr answer is the next layer's).
#pragma once

#include <tuple>
#include <utility>

#include "chassis/create_edit.h"
#include "chassis/hooks.h"
#include "chassis/output_file.h"
#include "chassis/report.h"
#include "chassis/trace_formats.h"
#include "layer_interceptor.h"

namespace vkl::layer {

// One object per VkInstance, constructed after the instance exists, from its context when the
// type has a constructor taking `const InstanceContext&`; destroyed after vkDestroyInstance. It
// may hook commands of every level (a device-level hook sees every device of the instance).
template <typename Derived>
class InstanceInterceptor : public HookNames {};

// One object per VkDevice, constructed when the device exists (before any hook runs for it),
// from its context when the type has a constructor taking `const DeviceContext&`; destroyed
// after vkDestroyDevice. It may hook device-level commands (vkDestroyDevice included).
template <typename Derived>
class DeviceInterceptor : public HookNames, public DeviceInterceptorTag {};

// One object per process: constructed at the first vkCreateInstance of the layer (before that
// instance's objects), from its context when the type has a constructor taking
// `const ProcessContext&` (the settings at process scope). When it ends is the layer's choice,
// the second argument (layers/README.md says which to pick):
//   ProcessLifetime::Process    at the process's exit (the layer's library is pinned at the first
//                               vkCreateInstance): one object however many instances the program
//                               makes one after another;
//   ProcessLifetime::Instances  after the last instance of the layer is destroyed (after that
//                               instance's objects); an instance created after that makes a new one.
// Under Instances it also ends (its destructor) when the layer is unloaded while an instance
// still lives. Under Process it is never destroyed: at the process's exit the chassis calls its
// `void AtProcessExit()` where it has one (no lock taken, nothing freed: a thread racing exit()
// may still be inside its hooks), the place for a log's last line (OutputFile::write_last,
// CsvFile::last_row, TraceFile::end). It may hook commands of every
// level, and it is found from a context (context.process<T>()) or with vkl::layer::process<T>().
// A layer's per-process types share one lifetime. Left out, the lifetime is Instances, with a
// deprecation warning asking for the choice.
template <typename Derived, ProcessLifetime Lifetime = ProcessLifetime::NotChosen>
class ProcessInterceptor : public HookNames, public ProcessInterceptorTag {
public:
    static constexpr ProcessLifetime kProcessLifetime = Lifetime;
};

// Instantiated for a per-process interceptor that does not say how long it lives: the warning
// names the type.
template <typename T>
[[deprecated("a per-process interceptor chooses its lifetime: ProcessInterceptor<T, vkl::layer::ProcessLifetime::Process> "
             "(ends at the process's exit: one log, one header for the whole program, a probe instance included) or "
             "ProcessInterceptor<T, vkl::layer::ProcessLifetime::Instances> (ends at the last vkDestroyInstance, the "
             "behaviour without a choice); layers/README.md, \"Process state, and the lifetime rule\"")]]
constexpr bool process_lifetime_not_chosen() {
    return true;
}

template <typename T>
constexpr ProcessLifetime lifetime_of() {
    if constexpr (kPerProcess<T>)
        return T::kProcessLifetime == ProcessLifetime::Process ? ProcessLifetime::Process : ProcessLifetime::Instances;
    else
        return ProcessLifetime::NotChosen;  // no per-process type
}

// The first chassis's name for a per-instance interceptor.
template <typename Derived>
using InterceptorBase = InstanceInterceptor<Derived>;

// The application's debug name of an object (vkSetDebugUtilsObjectNameEXT through `device`), for
// the objects of validation messages; a null or empty name removes it.
void set_object_name(VkDevice device, VkObjectType type, uint64_t handle, const char* name);

// Debug names in validation messages (InstanceContext::validation): a layer that names DebugNames
// among its interceptors (first, so that a name is known before the layer's own hooks of the same
// call run) has the names the application gives its objects in its messages' objects. Without
// it, vkSetDebugUtilsObjectNameEXT is not on the layer's path at all.
class DebugNames : public InstanceInterceptor<DebugNames> {
public:
    void PostCallRecordSetDebugUtilsObjectNameEXT(VkDevice device, const VkDebugUtilsObjectNameInfoEXT* info, VkResult result) {
        if (result == VK_SUCCESS && info != nullptr)
            set_object_name(device, info->objectType, info->objectHandle, info->pObjectName);
    }
};

// Handle wrapping (chassis/wrapping.h, layers/README.md "Handle wrapping"): a layer that names
// HandleWrapping among its interceptors (first) has an entry point for every command that takes
// or makes a non-dispatchable handle, and gives the application ids for them, where the layer's
// Boolean setting handle_wrapping (which it declares, off by default) is true for the instance.
class HandleWrapping : public InstanceInterceptor<HandleWrapping> {
public:
    explicit HandleWrapping(const InstanceContext& context);
    ~HandleWrapping();
    HandleWrapping(const HandleWrapping&) = delete;
    HandleWrapping& operator=(const HandleWrapping&) = delete;

private:
    bool on_;
};

// The per-process object of type T among the process's objects (InstanceState::process_objects),
// by its type: defined by VKL_LAYER_INTERCEPTORS, which knows the layer's types, and made there
// for each per-process type (so a layer of several source files finds it from any of them).
template <typename T>
T& process_object_of(void* process_objects);

template <typename T>
T& InstanceContext::process() const {
    static_assert(kPerProcess<T>, "context.process<T>() finds a per-process interceptor (ProcessInterceptor)");
    return process_object_of<T>(static_cast<const InstanceState*>(this)->process_objects);
}

// ProcessLifetime::Process: what a per-process type does at the process's exit, instead of its
// destructor, which never runs then (layers/README.md, "Process state"): `void AtProcessExit()`.
template <typename T>
constexpr bool has_at_process_exit() {
    if constexpr (kPerProcess<T>)
        return requires(T& t) { t.AtProcessExit(); };
    else
        return false;
}
template <typename T, typename O>
void exit_one(O& objects) {
    if constexpr (has_at_process_exit<T>())
        objects.template get<T>().AtProcessExit();
}

template <typename... Ts>
LayerInterceptors make_layer_interceptors() {
    constexpr bool process = ((lifetime_of<Ts>() == ProcessLifetime::Process) || ... || false);
    constexpr bool instances = ((lifetime_of<Ts>() == ProcessLifetime::Instances) || ... || false);
    static_assert(!(process && instances),
                  "a layer's per-process interceptors share one lifetime (they are made and ended together): give each "
                  "the same ProcessLifetime");
    ([] {
        if constexpr (kPerProcess<Ts>)
            if constexpr (Ts::kProcessLifetime == ProcessLifetime::NotChosen)
                (void)process_lifetime_not_chosen<Ts>();
    }(), ...);
    // process_object_of<T> made here, where VKL_LAYER_INTERCEPTORS defines it, for each
    // per-process type, and kept (its address handed to an empty asm): the layer's other source
    // files, which cannot see the definition, link to it.
    ([] {
        if constexpr (kPerProcess<Ts>)
            asm volatile("" : : "r"(&process_object_of<Ts>));
    }(), ...);
    LayerInterceptors l;
    Chassis<Ts...>::fill(l);
    l.process_lifetime = process;
    if constexpr (process && (has_at_process_exit<Ts>() || ... || false))
        l.exit_process = [](void* objects) {
            using ProcessObjects = typename Chassis<Ts...>::ProcessObjects;
            auto* o = static_cast<ProcessObjects*>(objects);
            // The reverse of the order named, as destructors would run. A fold over a comma
            // runs left to right: over the reversed positions, by index.
            constexpr size_t n = sizeof...(Ts);
            [&]<size_t... I>(std::index_sequence<I...>) {
                (exit_one<std::tuple_element_t<n - 1 - I, std::tuple<Ts...>>>(*o), ...);
            }(std::make_index_sequence<n>{});
        };
    return l;
}

// The context of the instance or device a dispatchable handle belongs to. A handle of no live
// object of this layer aborts with a message (chassis/state.h).
inline InstanceContext& instance_context(VkInstance h) { return instance_state(h); }
inline InstanceContext& instance_context(VkPhysicalDevice h) { return instance_state(h); }
inline DeviceContext& device_context(VkDevice h) { return device_state(h); }
inline DeviceContext& device_context(VkQueue h) { return device_state(h); }
inline DeviceContext& device_context(VkCommandBuffer h) { return device_state(h); }

// The layer's per-process object of type T (ProcessInterceptor); nullptr before the first
// vkCreateInstance and after the objects ended (the last vkDestroyInstance under
// ProcessLifetime::Instances, the process's exit under ProcessLifetime::Process).
template <typename T>
T* process() {
    static_assert(kPerProcess<T>, "vkl::layer::process<T>() finds a per-process interceptor (ProcessInterceptor)");
    void* objects = g_process_objects.load(std::memory_order_acquire);
    return objects ? static_cast<T*>(layer_interceptors().find_process_object(objects, &kTypeKey<T>)) : nullptr;
}

// The layer's interceptor object of type T for the instance or device a dispatchable handle
// belongs to: a per-device T from a VkDevice, VkQueue or VkCommandBuffer; a per-instance T from
// any handle. nullptr when T is not one of the layer's types.
template <typename T>
T* interceptor(VkInstance h) {
    static_assert(!kPerDevice<T>, "a per-device interceptor is found from a VkDevice, VkQueue or VkCommandBuffer");
    if constexpr (kPerProcess<T>)
        return process<T>();
    return static_cast<T*>(layer_interceptors().find_instance_object(instance_state(h).objects, &kTypeKey<T>));
}
template <typename T>
T* interceptor(VkPhysicalDevice h) {
    static_assert(!kPerDevice<T>, "a per-device interceptor is found from a VkDevice, VkQueue or VkCommandBuffer");
    if constexpr (kPerProcess<T>)
        return process<T>();
    return static_cast<T*>(layer_interceptors().find_instance_object(instance_state(h).objects, &kTypeKey<T>));
}
template <typename T, typename Handle>
    requires(std::is_same_v<Handle, VkDevice> || std::is_same_v<Handle, VkQueue> || std::is_same_v<Handle, VkCommandBuffer>)
T* interceptor(Handle h) {
    DeviceState& d = device_state(h);
    if constexpr (kPerProcess<T>)
        return process<T>();
    else if constexpr (kPerDevice<T>)
        return static_cast<T*>(layer_interceptors().find_device_object(d.device_objects, &kTypeKey<T>));
    else
        return static_cast<T*>(layer_interceptors().find_instance_object(d.objects, &kTypeKey<T>));
}

}  // namespace vkl::layer

#define VKL_LAYER(name, description, implementation_version) \
    const vkl::layer::LayerInfo vkl::layer::kLayer = {name, description, implementation_version}

// The layer lists itself in vkGetPhysicalDeviceToolProperties (and its EXT alias), first, before
// the tools below it: its name, implementation version and description (VKL_LAYER's), these
// purposes (VkToolPurposeFlags), and its name as the layer.
#define VKL_LAYER_TOOL(purposes) \
    VkToolPurposeFlags vkl::layer::layer_tool_purposes() { return (purposes); }

// The layer's interceptor types, in the order their hooks run.
#define VKL_LAYER_INTERCEPTORS(...)                                                                   \
    template <typename T>                                                                             \
    T& vkl::layer::process_object_of(void* objects) {                                                 \
        using ProcessObjects = typename vkl::layer::Chassis<__VA_ARGS__>::ProcessObjects;             \
        static_assert(ProcessObjects::template kHolds<T>,                                             \
                      "context.process<T>(): T is none of the layer's per-process interceptors; "    \
                      "name it in VKL_LAYER_INTERCEPTORS");                                          \
        return static_cast<ProcessObjects*>(objects)->template get<T>();                              \
    }                                                                                                 \
    const vkl::layer::LayerInterceptors& vkl::layer::layer_interceptors() {                          \
        static const vkl::layer::LayerInterceptors interceptors = make_layer_interceptors<__VA_ARGS__>(); \
        return interceptors;                                                                          \
    }
