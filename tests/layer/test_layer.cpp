// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A configurable layer for hermetic loader tests and benchmarks.
//
// One build serves every test: the harness copies the library under different names, and each
// copy reads VKL_TEST_LAYER_<NAME> (NAME = file name without ".so"), ';'-separated key=value:
//   intercept=vkCmdDraw,...   device commands it puts itself in front of (and records)
//   fail=negotiate|create_instance|create_device   fails at that stage
//   fail=create_instance_after|create_device_after  fails once the chain below was created,
//                                                 after destroying it
//   fail=create_instance_ext  its vkCreateInstance returns VK_ERROR_EXTENSION_NOT_PRESENT without
//                             calling down (an error the loader's terminator did not produce)
//   wrap=1                    wraps VkDevice handles (its own dispatchable objects, given the
//                             loader's dispatch pointer through the loader-data callback)
//   legacy=1                  no vkNegotiateLoaderLayerInterfaceVersion: exported GIPA/GDPA only
//   features2_khr=1           answers vkGetPhysicalDeviceFeatures2KHR (that name only, not the
//                             core one) and records "vkGetPhysicalDeviceFeatures2KHR" each call
//   intercept_phys=1          puts itself in front of the driver's vkGetPhysicalDeviceTestDataVKL
//                             (unknown to the registry), finding the next one in vkCreateInstance
//                             (adds 0x100000 to the driver's value)
//   gpdpa_via_gipa=1          finds the next vk_layerGetPhysicalDeviceProcAddr through the next
//                             vkGetInstanceProcAddr instead of its link
//   query_global=1            calls the three pre-instance commands below it from vkCreateInstance
//                             (fails it if any is missing) and records their counts
//   add_devext=NAME           adds NAME to what vkEnumerateDeviceExtensionProperties(NULL) returns
//                             below it (a layer implementing a device extension its manifest omits)
//   own_name=LAYER            with add_devext: a vkEnumerateDeviceExtensionProperties naming LAYER (this
//                             layer's manifest name) is answered by the layer itself: NAME alone
//   iface=N                   negotiates interface N (0, 1: a legacy layer found through its
//                             exported functions; 99: more than any loader offers)
//   null=vkA,vkB,...          its vkGetInstanceProcAddr gives NULL for these names
//   devices_change=1          its vkEnumeratePhysicalDevices hides the last device every other call
//   check_names=1             like the validation layer, knows only the handles it was given: it
//                             records "name_known"/"name_unknown" for each VkInstance or
//                             VkPhysicalDevice named through vkSetDebugUtilsObjectNameEXT
//   over_report=N             its vkEnumeratePhysicalDevices says it wrote N more devices than
//                             the room it was given (a broken layer)
//   probe=vkA,vkB,...         at vkCreateDevice, records "probe vkA=set|null": what the
//                             vkGetDeviceProcAddr below it answers for each name
//   ctor=abort                its library aborts while it is being loaded (a constructor), as a
//                             broken layer can: whoever loads it dies
//   ctor=exit0                its constructor ends the process with _exit(0) (a "successful" end)
//   ctor=hang                 its constructor never returns, ignoring SIGALRM (an alarm() bound
//                             in the process that loads it does not end it)
//   ctor=stdout               its constructor writes a line to stdout (fd 1)
//   ctor_mark=DIR             its constructor creates DIR/<name>.loaded (who loaded the library)
//   submit_on_destroy=1       its vkDestroyInstance, before calling down, submits a warning
//                             "<name> destroying its instance" through the vkSubmitDebugUtilsMessageEXT
//                             below it (something reported during vkDestroyInstance)
//   api=1.M                   its vkCreateInstance passes down the application's create info with
//                             pApplicationInfo->apiVersion raised to 1.M (an application info made
//                             when there is none)
//   overlap_ms=N              its vkCreateInstance waits N ms before calling down and records
//                             "create_instance_overlap=<most calls inside it at once so far>"
//                             (whether the loader lets two instance creations overlap)
//   spin_us=N                 its vkCreateInstance keeps its thread busy N microseconds (no system
//                             call) before calling down: a slower loader, as far as the driver and
//                             the rest of the process can tell (tests/wine/README.md)
// It always intercepts the create/destroy calls and records them to VKL_TEST_DRIVER_LOG as
// "<name> <command>", and it provides vkGetLayerTestValueVKL, a device command only it knows.

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <unordered_map>
#include <thread>
#include <vector>

#include <vulkan/vk_layer.h>
#include <vulkan/vulkan.h>

#include "../driver/test_driver.h"
#include "../driver/test_module.h"
#include "base/two_call.h"

namespace {

#if defined(VKL_TEST_LAYER_LAZY)
extern "C" void vkl_test_symbol_nobody_defines();
#endif

struct Config {
    std::string name;
    std::vector<std::string> intercept;
    std::string fail;
    bool wrap = false;
    bool legacy = false;
    bool intercept_phys = false;
    bool features2_khr = false;
    bool gpdpa_via_gipa = false;
    bool query_global = false;
    bool check_names = false;
    bool devices_change = false;
    std::string add_devext;
    std::string own_name;
    int iface = -1;                     // -1: negotiate normally (2)
    std::vector<std::string> null_names;
    std::vector<std::string> probe;
    uint32_t over_report = 0;
    bool submit_on_destroy = false;
    uint32_t api = 0;                   // api=1.M: the apiVersion it passes down (0: the application's)
    uint32_t overlap_ms = 0;
    uint32_t spin_us = 0;
};

// The non-empty items of a ','-separated list.
std::vector<std::string> split_commas(const std::string& list) {
    std::vector<std::string> out;
    for (size_t p = 0; p <= list.size();) {
        size_t q = list.find(',', p);
        if (q == std::string::npos)
            q = list.size();
        if (q > p)
            out.push_back(list.substr(p, q - p));
        p = q + 1;
    }
    return out;
}

Config load_config() {
    Config c;
    const std::string file = vkl_test::module_name_of(reinterpret_cast<const void*>(&load_config));
    c.name = file;
    const char* v = getenv(("VKL_TEST_LAYER_" + file).c_str());
    std::string s = v ? v : "";
    size_t at = 0;
    while (at < s.size()) {
        size_t end = s.find(';', at);
        if (end == std::string::npos)
            end = s.size();
        const std::string kv = s.substr(at, end - at);
        const size_t eq = kv.find('=');
        const std::string k = kv.substr(0, eq), val = eq == std::string::npos ? "" : kv.substr(eq + 1);
        if (k == "intercept") {
            c.intercept = split_commas(val);
        } else if (k == "fail") {
            c.fail = val;
        } else if (k == "wrap") {
            c.wrap = val == "1";
        } else if (k == "legacy") {
            c.legacy = val == "1";
        } else if (k == "features2_khr") {
            c.features2_khr = val == "1";
        } else if (k == "intercept_phys") {
            c.intercept_phys = val == "1";
        } else if (k == "gpdpa_via_gipa") {
            c.gpdpa_via_gipa = val == "1";
        } else if (k == "query_global") {
            c.query_global = val == "1";
        } else if (k == "check_names") {
            c.check_names = val == "1";
        } else if (k == "devices_change") {
            c.devices_change = val == "1";
        } else if (k == "add_devext") {
            c.add_devext = val;
        } else if (k == "own_name") {
            c.own_name = val;
        } else if (k == "iface") {
            c.iface = std::atoi(val.c_str());
        } else if (k == "null") {
            c.null_names = split_commas(val);
        } else if (k == "over_report") {
            c.over_report = static_cast<uint32_t>(std::atoi(val.c_str()));
        } else if (k == "probe") {
            c.probe = split_commas(val);
        } else if (k == "submit_on_destroy") {
            c.submit_on_destroy = val == "1";
        } else if (k == "spin_us") {
            c.spin_us = static_cast<uint32_t>(std::atoi(val.c_str()));
        } else if (k == "overlap_ms") {
            c.overlap_ms = static_cast<uint32_t>(std::atoi(val.c_str()));
        } else if (k == "api" && val.size() > 2) {
            c.api = VK_MAKE_API_VERSION(0, 1, static_cast<uint32_t>(std::atoi(val.c_str() + 2)), 0);
        }
        at = end + 1;
    }
    return c;
}

// ctor=..., ctor_mark=DIR: what the library does while it is loaded, before any Vulkan call.
__attribute__((constructor)) void on_load() {
    const std::string file = vkl_test::module_name_of(reinterpret_cast<const void*>(&on_load));
    const char* v = getenv(("VKL_TEST_LAYER_" + file).c_str());
    const std::string config = v ? v : "";
    if (config.find("ctor=abort") != std::string::npos)
        abort();
    if (config.find("ctor=exit0") != std::string::npos)
        _exit(0);
    if (config.find("ctor=hang") != std::string::npos) {
        vkl_test::hang_forever();
    }
    if (config.find("ctor=stdout") != std::string::npos) {
        vkl_test::write_stdout_raw("stray output from a layer's constructor\n");
    }
    const size_t mark = config.find("ctor_mark=");
    if (mark != std::string::npos) {
        std::string dir = config.substr(mark + 10);
        dir = dir.substr(0, dir.find(';'));
        if (FILE* f = std::fopen((dir + "/" + file + ".loaded").c_str(), "w"))
            std::fclose(f);
    }
}

Config& config() {
    static Config c = load_config();
    return c;
}

bool intercepts(const char* name) {
    for (const std::string& s : config().intercept)
        if (s == name)
            return true;
    return false;
}

void* key(const void* dispatchable) { return *static_cast<void* const*>(dispatchable); }

struct InstanceData {
    VkInstance instance;
    PFN_vkGetInstanceProcAddr next_gipa;
    PFN_vkDestroyInstance next_destroy;
    PFN_GetPhysicalDeviceProcAddr next_gpdpa;
    PFN_vkLayerCreateDevice layer_create_device;
    PFN_vkLayerDestroyDevice layer_destroy_device;
};
// The next vkEnumerateDeviceExtensionProperties below this layer (add_devext=).
PFN_vkEnumerateDeviceExtensionProperties g_next_enum_dev_ext = nullptr;
// The next vkGetPhysicalDeviceTestDataVKL below this layer (intercept_phys=1).
using PFN_TestData = VkResult(VKAPI_PTR*)(VkPhysicalDevice, uint32_t*);
PFN_TestData g_next_test_data = nullptr;
// The next vkGetPhysicalDeviceFeatures2KHR below this layer (features2_khr=1).
PFN_vkGetPhysicalDeviceFeatures2KHR g_next_features2_khr = nullptr;
struct DeviceData {
    VkDevice next_device;  // the handle below this layer
    PFN_vkGetDeviceProcAddr next_gdpa;
    PFN_vkDestroyDevice next_destroy;
    PFN_vkCmdDraw next_draw;
    PFN_vkSetDeviceLoaderData set_loader_data;
};
// A device handle this layer hands up when it wraps: a dispatchable object of its own.
struct WrappedDevice {
    void* loader_dispatch;  // set by the loader-data callback, then by the loader
    DeviceData* data;
};

std::mutex g_lock;
std::unordered_map<void*, InstanceData> g_instances;  // by dispatch key
std::unordered_map<void*, DeviceData*> g_devices;     // by the handle the layer hands up

DeviceData* device_data(VkDevice d) {
    std::lock_guard<std::mutex> g(g_lock);
    auto it = g_devices.find(reinterpret_cast<void*>(d));
    return it == g_devices.end() ? nullptr : it->second;
}

void record(const char* what) { vkl_test::record(config().name.c_str(), what); }

VKAPI_ATTR VkResult VKAPI_CALL CreateInstance(const VkInstanceCreateInfo* ci, const VkAllocationCallbacks* alloc,
                                              VkInstance* pInstance) {
    record("vkCreateInstance");
    if (config().spin_us > 0) {
        const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(config().spin_us);
        while (std::chrono::steady_clock::now() < until) {
        }
    }
    if (config().overlap_ms > 0) {
        static std::atomic<uint32_t> inside{0}, most{0};
        const uint32_t now = inside.fetch_add(1) + 1;
        for (uint32_t m = most.load(); now > m && !most.compare_exchange_weak(m, now);) {
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(config().overlap_ms));
        inside.fetch_sub(1);
        vkl_test::record_value(config().name.c_str(), "create_instance_overlap", most.load());
    }
#if defined(VKL_TEST_LAYER_LAZY)
    if (config().fail == "call_missing")
        vkl_test_symbol_nobody_defines();  // unresolved: only lazy binding lets this library load
#endif
    if (config().fail == "create_instance")
        return VK_ERROR_INITIALIZATION_FAILED;
    if (config().fail == "create_instance_ext")
        return VK_ERROR_EXTENSION_NOT_PRESENT;
    VkLayerInstanceCreateInfo* link = nullptr;
    PFN_vkLayerCreateDevice layer_create_device = nullptr;
    PFN_vkLayerDestroyDevice layer_destroy_device = nullptr;
    for (auto* s = const_cast<VkLayerInstanceCreateInfo*>(static_cast<const VkLayerInstanceCreateInfo*>(ci->pNext)); s;
         s = const_cast<VkLayerInstanceCreateInfo*>(static_cast<const VkLayerInstanceCreateInfo*>(s->pNext))) {
        if (s->sType != VK_STRUCTURE_TYPE_LOADER_INSTANCE_CREATE_INFO)
            continue;
        if (s->function == VK_LAYER_LINK_INFO && link == nullptr)
            link = s;
        else if (s->function == VK_LOADER_FEATURES)
            vkl_test::record_value(config().name.c_str(), "loader_features", s->u.loaderFeatures);
        else if (s->function == VK_LOADER_LAYER_CREATE_DEVICE_CALLBACK) {
            layer_create_device = s->u.layerDevice.pfnLayerCreateDevice;
            layer_destroy_device = s->u.layerDevice.pfnLayerDestroyDevice;
        }
    }
    if (link == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    PFN_vkGetInstanceProcAddr next_gipa = link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    PFN_GetPhysicalDeviceProcAddr next_gpdpa = link->u.pLayerInfo->pfnNextGetPhysicalDeviceProcAddr;
    link->u.pLayerInfo = link->u.pLayerInfo->pNext;  // the next layer sees its own link
    auto next_create = reinterpret_cast<PFN_vkCreateInstance>(next_gipa(VK_NULL_HANDLE, "vkCreateInstance"));
    if (config().query_global) {
        auto version = reinterpret_cast<PFN_vkEnumerateInstanceVersion>(next_gipa(VK_NULL_HANDLE, "vkEnumerateInstanceVersion"));
        auto exts = reinterpret_cast<PFN_vkEnumerateInstanceExtensionProperties>(
            next_gipa(VK_NULL_HANDLE, "vkEnumerateInstanceExtensionProperties"));
        auto layers = reinterpret_cast<PFN_vkEnumerateInstanceLayerProperties>(
            next_gipa(VK_NULL_HANDLE, "vkEnumerateInstanceLayerProperties"));
        if (version == nullptr || exts == nullptr || layers == nullptr)
            return VK_ERROR_INITIALIZATION_FAILED;
        uint32_t v = 0, n_ext = 0, n_layers = 0;
        if (version(&v) != VK_SUCCESS || exts(nullptr, &n_ext, nullptr) != VK_SUCCESS ||
            layers(&n_layers, nullptr) != VK_SUCCESS)
            return VK_ERROR_INITIALIZATION_FAILED;
        vkl_test::record_value(config().name.c_str(), "global_extensions", n_ext);
        vkl_test::record_value(config().name.c_str(), "global_layers", n_layers);
    }
    VkInstanceCreateInfo raised = *ci;
    VkApplicationInfo app{};
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    if (ci->pApplicationInfo)
        app = *ci->pApplicationInfo;
    if (config().api) {
        app.apiVersion = config().api;
        raised.pApplicationInfo = &app;
    }
    const VkResult r = next_create(config().api ? &raised : ci, alloc, pInstance);
    if (r != VK_SUCCESS)
        return r;
    if (config().fail == "create_instance_after") {
        // Fails once the chain below exists, undoing it first, as a layer must.
        reinterpret_cast<PFN_vkDestroyInstance>(next_gipa(*pInstance, "vkDestroyInstance"))(*pInstance, alloc);
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    if (!config().add_devext.empty())
        g_next_enum_dev_ext = reinterpret_cast<PFN_vkEnumerateDeviceExtensionProperties>(
            next_gipa(*pInstance, "vkEnumerateDeviceExtensionProperties"));
    if (config().gpdpa_via_gipa)
        next_gpdpa = reinterpret_cast<PFN_GetPhysicalDeviceProcAddr>(next_gipa(*pInstance, "vk_layerGetPhysicalDeviceProcAddr"));
    if (config().features2_khr)
        g_next_features2_khr =
            reinterpret_cast<PFN_vkGetPhysicalDeviceFeatures2KHR>(next_gipa(*pInstance, "vkGetPhysicalDeviceFeatures2KHR"));
    if (config().intercept_phys) {
        // Asked before vkCreateInstance returns: the loader has not seen the name yet.
        g_next_test_data = next_gpdpa ? reinterpret_cast<PFN_TestData>(next_gpdpa(*pInstance, "vkGetPhysicalDeviceTestDataVKL"))
                                      : nullptr;
        if (g_next_test_data == nullptr)
            return VK_ERROR_INITIALIZATION_FAILED;
    }
    // This layer keeps its state by dispatch key, so one copy of the library serves one layer
    // of a chain. A second layer of the same library in the chain (a manifest's "layers" array
    // can name one library twice) fails cleanly: what was created below is destroyed, and the
    // loader sees an ordinary layer failure. Nothing here calls down with g_lock held: the
    // inner copy of the library takes it too.
    const InstanceData data{*pInstance,
                            next_gipa,
                            reinterpret_cast<PFN_vkDestroyInstance>(next_gipa(*pInstance, "vkDestroyInstance")),
                            next_gpdpa,
                            layer_create_device,
                            layer_destroy_device};
    bool inserted = false;
    {
        std::lock_guard<std::mutex> g(g_lock);
        inserted = g_instances.emplace(key(*pInstance), data).second;
    }
    if (!inserted) {
        record("twice_in_chain");
        data.next_destroy(*pInstance, alloc);
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL DestroyInstance(VkInstance instance, const VkAllocationCallbacks* alloc) {
    record("vkDestroyInstance");
    InstanceData d;
    {
        std::lock_guard<std::mutex> g(g_lock);
        d = g_instances[key(instance)];
        g_instances.erase(key(instance));
    }
    if (config().submit_on_destroy) {
        auto submit = reinterpret_cast<PFN_vkSubmitDebugUtilsMessageEXT>(d.next_gipa(instance, "vkSubmitDebugUtilsMessageEXT"));
        if (submit != nullptr) {
            const std::string text = config().name + " destroying its instance";
            VkDebugUtilsMessengerCallbackDataEXT data{};
            data.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CALLBACK_DATA_EXT;
            data.pMessage = text.c_str();
            submit(instance, VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT, VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT, &data);
        }
    }
    d.next_destroy(instance, alloc);
}

VKAPI_ATTR VkResult VKAPI_CALL CreateDevice(VkPhysicalDevice pd, const VkDeviceCreateInfo* ci, const VkAllocationCallbacks* alloc,
                                            VkDevice* pDevice) {
    record("vkCreateDevice");
    if (config().fail == "create_device")
        return VK_ERROR_INITIALIZATION_FAILED;
    VkLayerDeviceCreateInfo* link = nullptr;
    PFN_vkSetDeviceLoaderData set_data = nullptr;
    for (auto* s = const_cast<VkLayerDeviceCreateInfo*>(static_cast<const VkLayerDeviceCreateInfo*>(ci->pNext)); s;
         s = const_cast<VkLayerDeviceCreateInfo*>(static_cast<const VkLayerDeviceCreateInfo*>(s->pNext))) {
        if (s->sType != VK_STRUCTURE_TYPE_LOADER_DEVICE_CREATE_INFO)
            continue;
        if (s->function == VK_LAYER_LINK_INFO && link == nullptr)
            link = s;
        else if (s->function == VK_LOADER_DATA_CALLBACK)
            set_data = s->u.pfnSetDeviceLoaderData;
    }
    if (link == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    PFN_vkGetInstanceProcAddr next_gipa = link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    PFN_vkGetDeviceProcAddr next_gdpa = link->u.pLayerInfo->pfnNextGetDeviceProcAddr;
    link->u.pLayerInfo = link->u.pLayerInfo->pNext;
    VkInstance instance = VK_NULL_HANDLE;
    {
        std::lock_guard<std::mutex> g(g_lock);
        auto it = g_instances.find(key(pd));
        if (it != g_instances.end())
            instance = it->second.instance;
    }
    auto next_create = reinterpret_cast<PFN_vkCreateDevice>(next_gipa(instance, "vkCreateDevice"));
    // The value *pDevice holds goes down too: the Khronos loader's vkCreateDevice terminator reads
    // its own device object from it (a layer that passes a fresh VK_NULL_HANDLE crashes it).
    VkDevice next_device = *pDevice;
    const VkResult r = next_create(pd, ci, alloc, &next_device);
    if (r != VK_SUCCESS)
        return r;
    if (config().fail == "create_device_after") {  // see create_instance_after
        reinterpret_cast<PFN_vkDestroyDevice>(next_gdpa(next_device, "vkDestroyDevice"))(next_device, alloc);
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    for (const std::string& name : config().probe)
        record(("probe " + name + (next_gdpa(next_device, name.c_str()) ? "=set" : "=null")).c_str());
    auto* dd = new DeviceData{next_device, next_gdpa,
                              reinterpret_cast<PFN_vkDestroyDevice>(next_gdpa(next_device, "vkDestroyDevice")),
                              reinterpret_cast<PFN_vkCmdDraw>(next_gdpa(next_device, "vkCmdDraw")), set_data};
    VkDevice handed_up = next_device;
    if (config().wrap) {
        auto* w = new WrappedDevice{nullptr, dd};
        if (set_data == nullptr || set_data(next_device, w) != VK_SUCCESS) {
            delete w;
            delete dd;
            return VK_ERROR_INITIALIZATION_FAILED;
        }
        handed_up = reinterpret_cast<VkDevice>(w);
    }
    bool inserted = false;
    {
        std::lock_guard<std::mutex> g(g_lock);
        inserted = g_devices.emplace(reinterpret_cast<void*>(handed_up), dd).second;
    }
    if (!inserted) {  // twice in one chain: see CreateInstance
        record("twice_in_chain");
        dd->next_destroy(next_device, alloc);
        if (handed_up != next_device)
            delete reinterpret_cast<WrappedDevice*>(handed_up);
        delete dd;
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    *pDevice = handed_up;
    return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL DestroyDevice(VkDevice device, const VkAllocationCallbacks* alloc) {
    record("vkDestroyDevice");
    DeviceData* dd = nullptr;
    {
        std::lock_guard<std::mutex> g(g_lock);
        auto it = g_devices.find(reinterpret_cast<void*>(device));
        if (it == g_devices.end())
            return;
        dd = it->second;
        g_devices.erase(it);
    }
    dd->next_destroy(dd->next_device, alloc);
    if (dd->next_device != device)
        delete reinterpret_cast<WrappedDevice*>(device);
    delete dd;
}

VKAPI_ATTR void VKAPI_CALL CmdDraw(VkCommandBuffer cb, uint32_t a, uint32_t b, uint32_t c, uint32_t d) {
    record("vkCmdDraw");
    // Command buffers carry the device's dispatch pointer: find a device of this layer by it.
    PFN_vkCmdDraw next = nullptr;
    {
        std::lock_guard<std::mutex> g(g_lock);
        for (auto& [handle, dd] : g_devices)
            if (key(handle) == key(cb))
                next = dd->next_draw;
    }
    if (next)
        next(cb, a, b, c, d);
    else  // a command buffer made below the loader whose maker did not set its dispatch pointer
        record("vkCmdDraw on a command buffer of no device of this layer (no loader data)");
}

// A physical-device command only this layer knows (through vk_layerGetPhysicalDeviceProcAddr).
VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceLayerDataVKL(VkPhysicalDevice, uint32_t* out) {
    record("vkGetPhysicalDeviceLayerDataVKL");
    *out = 0xABC;
    return VK_SUCCESS;
}

// check_names=1: the physical devices this layer was given by the layers below it.
std::vector<VkPhysicalDevice> g_seen_physical_devices;

VKAPI_ATTR VkResult VKAPI_CALL EnumeratePhysicalDevices(VkInstance instance, uint32_t* count, VkPhysicalDevice* out) {
    PFN_vkEnumeratePhysicalDevices next = nullptr;
    {
        PFN_vkGetInstanceProcAddr next_gipa = nullptr;
        {
            std::lock_guard<std::mutex> g(g_lock);
            auto it = g_instances.find(key(instance));
            if (it == g_instances.end())
                return VK_ERROR_INITIALIZATION_FAILED;
            next_gipa = it->second.next_gipa;
        }
        next = reinterpret_cast<PFN_vkEnumeratePhysicalDevices>(next_gipa(instance, "vkEnumeratePhysicalDevices"));
    }
    if (config().devices_change) {
        // Every other call hides the last device: what a layer filtering devices by something
        // that changes (a hot-plugged GPU, a setting re-read) shows the loader. The count is
        // per copy of the library, across its instances and threads.
        static std::atomic<unsigned> calls{0};
        uint32_t n = 0;
        VkResult r = next(instance, &n, nullptr);
        if (r != VK_SUCCESS)
            return r;
        std::vector<VkPhysicalDevice> all(n);
        r = next(instance, &n, all.data());
        if (r != VK_SUCCESS && r != VK_INCOMPLETE)
            return r;
        all.resize(n);
        if (calls++ % 2 == 1 && !all.empty())
            all.pop_back();
        return vkl::copy_out(all.data(), static_cast<uint32_t>(all.size()), count, out);
    }
    const VkResult r = next(instance, count, out);
    if (out != nullptr && (r == VK_SUCCESS || r == VK_INCOMPLETE)) {
        std::lock_guard<std::mutex> g(g_lock);
        g_seen_physical_devices.insert(g_seen_physical_devices.end(), out, out + *count);
    }
    if (out != nullptr)
        *count += config().over_report;
    return r;
}

VKAPI_ATTR VkResult VKAPI_CALL SetDebugUtilsObjectNameEXT(VkDevice device, const VkDebugUtilsObjectNameInfoEXT* info) {
    bool known = true;
    {
        std::lock_guard<std::mutex> g(g_lock);
        if (info->objectType == VK_OBJECT_TYPE_PHYSICAL_DEVICE) {
            known = false;
            for (VkPhysicalDevice pd : g_seen_physical_devices)
                known |= reinterpret_cast<uint64_t>(pd) == info->objectHandle;
        } else if (info->objectType == VK_OBJECT_TYPE_INSTANCE) {
            known = false;
            for (auto& [k, data] : g_instances)
                known |= reinterpret_cast<uint64_t>(data.instance) == info->objectHandle;
        }
    }
    record(known ? "name_known" : "name_unknown");
    DeviceData* dd = device_data(device);
    auto next = dd ? reinterpret_cast<PFN_vkSetDebugUtilsObjectNameEXT>(dd->next_gdpa(dd->next_device, "vkSetDebugUtilsObjectNameEXT"))
                   : nullptr;
    return next ? next(dd->next_device, info) : VK_SUCCESS;
}

// In front of the driver's vkGetPhysicalDeviceTestDataVKL (intercept_phys=1).
VKAPI_ATTR VkResult VKAPI_CALL InterceptTestDataVKL(VkPhysicalDevice pd, uint32_t* out) {
    const VkResult r = g_next_test_data(pd, out);
    *out += 0x100000;
    return r;
}

// vkGetPhysicalDeviceFeatures2KHR under that name only (features2_khr=1).
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceFeatures2KHR(VkPhysicalDevice pd, VkPhysicalDeviceFeatures2* features) {
    record("vkGetPhysicalDeviceFeatures2KHR");
    if (g_next_features2_khr)
        g_next_features2_khr(pd, features);
}

// A device command only this layer knows.
VKAPI_ATTR uint32_t VKAPI_CALL GetLayerTestValueVKL(VkDevice, uint32_t x) { return x + 1000; }

PFN_vkVoidFunction VKAPI_CALL GetDeviceProcAddr(VkDevice device, const char* name);

PFN_vkVoidFunction own(const char* name) {
#define OWN(n, f)                  \
    if (vkl_test::same_name(name, n)) \
        return reinterpret_cast<PFN_vkVoidFunction>(&f);
    OWN("vkCreateInstance", CreateInstance)
    OWN("vkDestroyInstance", DestroyInstance)
    OWN("vkCreateDevice", CreateDevice)
    OWN("vkDestroyDevice", DestroyDevice)
    OWN("vkGetDeviceProcAddr", GetDeviceProcAddr)
    OWN("vkGetLayerTestValueVKL", GetLayerTestValueVKL)
    if (intercepts(name)) {
        OWN("vkCmdDraw", CmdDraw)
    }
    if (config().check_names || config().devices_change || config().over_report)
        OWN("vkEnumeratePhysicalDevices", EnumeratePhysicalDevices)
    if (config().check_names)
        OWN("vkSetDebugUtilsObjectNameEXT", SetDebugUtilsObjectNameEXT)
#undef OWN
    return nullptr;
}

PFN_vkVoidFunction VKAPI_CALL GetInstanceProcAddr(VkInstance instance, const char* name);

// add_devext=: the extensions below, then this layer's own.
VKAPI_ATTR VkResult VKAPI_CALL EnumerateDeviceExtensionProperties(VkPhysicalDevice pd, const char* layer, uint32_t* count,
                                                                  VkExtensionProperties* out) {
    VkExtensionProperties mine{};
    std::snprintf(mine.extensionName, sizeof mine.extensionName, "%s", config().add_devext.c_str());
    mine.specVersion = 1;
    if (layer != nullptr && !config().own_name.empty() && config().own_name == layer)
        return vkl::copy_out(&mine, 1, count, out);
    if (layer != nullptr || g_next_enum_dev_ext == nullptr)
        return g_next_enum_dev_ext ? g_next_enum_dev_ext(pd, layer, count, out) : VK_ERROR_INITIALIZATION_FAILED;
    uint32_t n = 0;
    VkResult r = g_next_enum_dev_ext(pd, nullptr, &n, nullptr);
    if (r != VK_SUCCESS)
        return r;
    std::vector<VkExtensionProperties> all(n);
    r = g_next_enum_dev_ext(pd, nullptr, &n, all.data());
    all.resize(n);
    all.push_back(mine);
    return vkl::copy_out(all.data(), static_cast<uint32_t>(all.size()), count, out);
}

PFN_vkVoidFunction VKAPI_CALL GetDeviceProcAddr(VkDevice device, const char* name) {
    if (PFN_vkVoidFunction f = own(name))
        return f;
    DeviceData* dd = device_data(device);
    return dd ? dd->next_gdpa(dd->next_device, name) : nullptr;
}

// A copy of what this layer keeps for the instance of this dispatchable handle (all null when
// none), taken under g_lock so that the caller can call down without holding it.
template <typename Handle>
InstanceData instance_data(Handle h) {
    std::lock_guard<std::mutex> g(g_lock);
    auto it = g_instances.find(key(h));
    return it == g_instances.end() ? InstanceData{} : it->second;
}

PFN_vkVoidFunction VKAPI_CALL GetPhysicalDeviceProcAddr(VkInstance instance, const char* name) {
    if (vkl_test::same_name(name, "vkGetPhysicalDeviceLayerDataVKL"))
        return reinterpret_cast<PFN_vkVoidFunction>(&GetPhysicalDeviceLayerDataVKL);
    if (config().intercept_phys && vkl_test::same_name(name, "vkGetPhysicalDeviceTestDataVKL"))
        return reinterpret_cast<PFN_vkVoidFunction>(&InterceptTestDataVKL);
    const PFN_GetPhysicalDeviceProcAddr next = instance_data(instance).next_gpdpa;
    return next ? next(instance, name) : nullptr;
}

PFN_vkVoidFunction VKAPI_CALL GetInstanceProcAddr(VkInstance instance, const char* name) {
    for (const std::string& n : config().null_names)
        if (n == name)
            return nullptr;
    if (vkl_test::same_name(name, "vkGetInstanceProcAddr"))
        return reinterpret_cast<PFN_vkVoidFunction>(&GetInstanceProcAddr);
    if (PFN_vkVoidFunction f = own(name))
        return f;
    if (config().features2_khr && std::strcmp(name, "vkGetPhysicalDeviceFeatures2KHR") == 0)
        return reinterpret_cast<PFN_vkVoidFunction>(&GetPhysicalDeviceFeatures2KHR);
    if (!config().add_devext.empty() && vkl_test::same_name(name, "vkEnumerateDeviceExtensionProperties"))
        return reinterpret_cast<PFN_vkVoidFunction>(&EnumerateDeviceExtensionProperties);
    if (instance == VK_NULL_HANDLE)
        return nullptr;
    const PFN_vkGetInstanceProcAddr next = instance_data(instance).next_gipa;
    return next ? next(instance, name) : nullptr;
}

}  // namespace

extern "C" {

VKL_TEST_EXPORT VKAPI_ATTR VkResult VKAPI_CALL
vkNegotiateLoaderLayerInterfaceVersion(VkNegotiateLayerInterface* n) {
    record("negotiate");
    if (config().fail == "negotiate" || config().legacy)
        return VK_ERROR_INITIALIZATION_FAILED;
    if (config().iface >= 0) {
        n->loaderLayerInterfaceVersion = static_cast<uint32_t>(config().iface);
        if (config().iface < 2)
            return VK_SUCCESS;  // a legacy layer: the loader finds its exported functions
    } else if (n->loaderLayerInterfaceVersion > 2) {
        n->loaderLayerInterfaceVersion = 2;
    }
    n->pfnGetInstanceProcAddr = &GetInstanceProcAddr;
    n->pfnGetDeviceProcAddr = &GetDeviceProcAddr;
    n->pfnGetPhysicalDeviceProcAddr = &GetPhysicalDeviceProcAddr;
    return VK_SUCCESS;
}

// Interface 0/1 layers export these (used when the manifest renames nothing and negotiation
// is absent: legacy=1 makes negotiation fail instead, see above).
VKL_TEST_EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkl_test_layer_GetInstanceProcAddr(
    VkInstance instance, const char* name) {
    return GetInstanceProcAddr(instance, name);
}
VKL_TEST_EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkl_test_layer_GetDeviceProcAddr(VkDevice device,
                                                                                                             const char* name) {
    return GetDeviceProcAddr(device, name);
}

// Test hook: creates and destroys a device of the layer's own through the loader's
// VK_LOADER_LAYER_CREATE_DEVICE_CALLBACK (as a layer that needs a private device would).
VKL_TEST_EXPORT VkResult vkl_test_layer_CreateOwnDevice(VkInstance instance, VkPhysicalDevice pd) {
    InstanceData d{};
    {
        std::lock_guard<std::mutex> g(g_lock);
        auto it = g_instances.find(key(instance));
        if (it == g_instances.end())
            return VK_ERROR_INITIALIZATION_FAILED;
        d = it->second;
    }
    if (d.layer_create_device == nullptr || d.layer_destroy_device == nullptr)
        return VK_ERROR_EXTENSION_NOT_PRESENT;
    float prio = 1.0f;
    VkDeviceQueueCreateInfo q{};
    q.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    q.queueCount = 1;
    q.pQueuePriorities = &prio;
    VkDeviceCreateInfo ci{};
    ci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    ci.queueCreateInfoCount = 1;
    ci.pQueueCreateInfos = &q;
    VkDevice device = VK_NULL_HANDLE;
    PFN_vkGetDeviceProcAddr next_gdpa = nullptr;
    const VkResult r = d.layer_create_device(instance, pd, &ci, nullptr, &device, &GetInstanceProcAddr, &next_gdpa);
    if (r != VK_SUCCESS)
        return r;
    auto wait = reinterpret_cast<PFN_vkDeviceWaitIdle>(next_gdpa(device, "vkQueueWaitIdle"));
    auto destroy = reinterpret_cast<PFN_vkDestroyDevice>(next_gdpa(device, "vkDestroyDevice"));
    if (wait == nullptr || destroy == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    d.layer_destroy_device(device, nullptr, destroy);
    record("own_device");
    return VK_SUCCESS;
}

// Pre-instance intercepts (named in a manifest's "pre_instance_functions"): the version one
// reports 1.2.77 after calling down, so a test can see it ran.
VKL_TEST_EXPORT VKAPI_ATTR VkResult VKAPI_CALL
vkl_test_layer_PreEnumerateInstanceVersion(const VkEnumerateInstanceVersionChain* chain, uint32_t* pApiVersion) {
    record("pre_vkEnumerateInstanceVersion");
    // Each link's header says what it is (LoaderLayerInterface, "Pre-Instance Functions").
    if (chain->header.type != VK_CHAIN_TYPE_ENUMERATE_INSTANCE_VERSION || chain->header.version != VK_CURRENT_CHAIN_VERSION ||
        chain->header.size != sizeof(*chain)) {
        record("pre_bad_chain_header");
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    const VkResult r = chain->CallDown(pApiVersion);
    if (r == VK_SUCCESS)
        *pApiVersion = VK_MAKE_API_VERSION(0, 1, 2, 77);
    return r;
}
VKL_TEST_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkl_test_layer_PreEnumerateInstanceExtensionProperties(
    const VkEnumerateInstanceExtensionPropertiesChain* chain, const char* pLayerName, uint32_t* pCount,
    VkExtensionProperties* pProperties) {
    record("pre_vkEnumerateInstanceExtensionProperties");
    if (chain->header.type != VK_CHAIN_TYPE_ENUMERATE_INSTANCE_EXTENSION_PROPERTIES ||
        chain->header.version != VK_CURRENT_CHAIN_VERSION || chain->header.size != sizeof(*chain)) {
        record("pre_bad_chain_header");
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    return chain->CallDown(pLayerName, pCount, pProperties);
}

}  // extern "C"
