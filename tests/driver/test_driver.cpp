// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A configurable Vulkan driver (ICD) for hermetic loader tests and benchmarks.
//
// One build serves every test: the harness copies the library under different names, and each
// copy reads its configuration from the environment variable VKL_TEST_DRIVER_<NAME>, where NAME
// is the file name without directory and ".so". Its value is a ';'-separated list of key=value:
//   iface=N            negotiated interface version (0..7); 0 and 1 export no negotiation
//   negotiate=fail     vk_icdNegotiateLoaderICDInterfaceVersion returns VK_ERROR_INCOMPATIBLE_DRIVER
//   negotiate=error    it writes its version, then returns VK_ERROR_INITIALIZATION_FAILED (a driver's
//                      mistake: only VK_ERROR_INCOMPATIBLE_DRIVER refuses)
//   negotiate=lie      it answers interface 99, more than the loader offered (a broken driver)
//   api=1.M            the driver's instance and device API version (1.0 has no vkEnumerateInstanceVersion)
//   devices=T,T,...    physical devices by type: discrete, integrated, virtual, cpu, other
//   pci=B,B,...        PCI bus number per device (VK_EXT_pci_bus_info)
//   ext=E,E,...        instance extensions it reports (VK_EXT_debug_utils: it makes messengers,
//                      recording their creation and destruction; with VK_EXT_debug_report, it has
//                      vkDebugReportMessageEXT, which records "debug_report=<message>")
//   devext=E,E,...     device extensions it reports
//   groups=1           reports vkEnumeratePhysicalDeviceGroups (one group per device)
//   groups=partial     the same, but its last device is in no group
//   groups=pairs       devices 0+1, 2+3, ... in groups of two
//   groups=fail        reports vkEnumeratePhysicalDeviceGroups, which returns VK_ERROR_INITIALIZATION_FAILED
//                      (a driver whose group query fails with other than out-of-memory)
//   omit=vkA,vkB,...   its vk_icdGetInstanceProcAddr gives NULL for these names
//   ext_file=PATH      its instance extensions are read from PATH (comma-separated) at each
//                      query, in addition to ext= (a driver whose list changes while loaded)
//   create=fail        vkCreateInstance returns VK_ERROR_INITIALIZATION_FAILED
//   create=oom         vkCreateInstance returns VK_ERROR_OUT_OF_HOST_MEMORY
//   create_device=fail vkCreateDevice returns VK_ERROR_INITIALIZATION_FAILED
//   messenger=fail     vkCreateDebugUtilsMessengerEXT (with ext=VK_EXT_debug_utils) returns
//                      VK_ERROR_OUT_OF_HOST_MEMORY, making nothing; it records
//                      "vkCreateDebugUtilsMessengerEXT failed"
//   driver_version=N   VkPhysicalDeviceProperties::driverVersion (default 1)
//   same_names=1       every device is named "<name> device": identical GPUs, told apart only by deviceUUID
//   null_surface=1     vkCreateHeadlessSurfaceEXT succeeds with a VK_NULL_HANDLE surface
//   driver_id=N        device i reports VkPhysicalDeviceDriverProperties::driverID N + i
//   vendor=N           VkPhysicalDeviceProperties::vendorID of every device (default 0x10005)
//   device_ids=N,N,... deviceID per device (default: the device's index)
//   destroy_sleep_ms=N vkDestroyInstance records "vkDestroyInstance", then sleeps N ms: a loader
//                      that calls the driver's instance from then on (another thread's state-file
//                      write) is recorded: "vkEnumeratePhysicalDevices after vkDestroyInstance"
//   over_report=N      every array query (physical devices, groups, extensions, ...) says it wrote
//                      N more items than the room it was given (a broken or hostile driver)
//   loose_gdpa=1       its vkGetDeviceProcAddr gives the VK_KHR_swapchain commands whether or not
//                      the device enabled the extension (as some drivers do)
//   stubs=1            its vkGetDeviceProcAddr gives, for every name but the five that make and
//                      end its objects (vkGetDeviceProcAddr, vkDestroyDevice, vkGetDeviceQueue,
//                      vkGetDeviceQueue2, vkAllocateCommandBuffers), a stub of that name that
//                      records "call <name>=<handle>" (call_stubs.h)
//   adapter=I,I,...    (interface 6 and later) vk_icdEnumerateAdapterPhysicalDevices gives these
//                      devices (by index) for the first display adapter it is asked about, none
//                      for the others; it records "adapter_call=<n>" (the how-manyth distinct
//                      adapter, from 0) at each count query. Unset: no devices on any adapter.
//   layered=1          its devices say they are a layered driver's over Direct3D 12
//                      (VkPhysicalDeviceLayeredDriverPropertiesMSFT::underlyingAPI)
//   (environment) VKL_TEST_DRIVER_FAIL_CALL_<NAME>=N: the Nth call (from 0) of those that return a
//                      VkResult (negotiation, the instance-level queries, vkCreateInstance, the
//                      physical-device and group enumerations, vkCreateDevice) fails, counted from
//                      when the value was last changed: VK_ERROR_INCOMPATIBLE_DRIVER for the
//                      negotiation, VK_ERROR_OUT_OF_HOST_MEMORY for the others; it records
//                      "failed_call=<N> <command>". Read at each call, so a test walks N through
//                      0, 1, 2, ... without reloading the driver.
//   features=1         every core feature and every VkPhysicalDeviceVulkan12Features member is
//                      supported (otherwise none); vkCreateDevice records how many of each it got
//                      enabled ("core_features=N", "vulkan12_features=N", "vulkan12_structs=N")
// Device i reports deviceUUID {i, 1, 2, ..., 15} and driverUUID {0xD0, 0xD1, ..., 0xDF}
// (VkPhysicalDeviceIDProperties), so loader settings can name it; two memory types, 0 on heap 0
// (device-local, 256 MiB x (i + 1)) and 1 on heap 1 (host-visible, 64 MiB); and buffer device
// address 0xADD00000 + the buffer handle. Recording and submission commands do nothing (enough
// for layers that count what is recorded); command pools free their command buffers.
// vkCreateInstance records "instance_extension=<name>" for each extension it is given.
// vkDestroyInstance records "vkDestroyInstance", then "destroy_instance_allocator=set|null" (whether
// it got allocation callbacks).
// vkCreateDevice records "device_layers=N" (the create info's enabledLayerCount),
// "device_layer_names=null|set" and "enabled_features=null|none|robustBufferAccess" (its
// pEnabledFeatures: NULL, without robustBufferAccess, with it).
// It records what the loader asked of it in a small shared log (see test_driver.h).
//
// Which entry points the library exports is fixed at build time by a version script:
//   exports_all.map   vk_icdNegotiateLoaderICDInterfaceVersion, vk_icdGetInstanceProcAddr,
//      vk_icdGetPhysicalDeviceProcAddr (interfaces 2-7)
//   exports_gipa.map  vk_icdGetInstanceProcAddr only (interface 1; with iface=7, the others through it)
//   exports_v0.map    vkGetInstanceProcAddr, vkCreateInstance, vkEnumerateInstanceExtensionProperties
//      (interface 0)

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include <vulkan/vk_icd.h>
#include <vulkan/vulkan.h>

#include "call_stubs.h"
#include "test_driver.h"
#include "test_module.h"

// Defined at the end; which of them the library exports is chosen by a version script.
extern "C" {
VKAPI_ATTR VkResult VKAPI_CALL vk_icdNegotiateLoaderICDInterfaceVersion(uint32_t* pVersion);
VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vk_icdGetInstanceProcAddr(VkInstance instance, const char* name);
VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vk_icdGetPhysicalDeviceProcAddr(VkInstance instance, const char* name);
// Windows' LUID, which the function below takes by value (vk_icd.h declares it there).
#if defined(_WIN32)
using AdapterLuid = LUID;
#else
struct AdapterLuid {
    uint32_t LowPart;
    int32_t HighPart;
};
#endif
VKAPI_ATTR VkResult VKAPI_CALL vk_icdEnumerateAdapterPhysicalDevices(VkInstance instance, AdapterLuid luid,
                                                                     uint32_t* count, VkPhysicalDevice* out);
}

namespace {

struct Config {
    uint32_t iface = 7;
    bool negotiate_fail = false;
    bool negotiate_lie = false;
    bool negotiate_error = false;
    uint32_t api = VK_API_VERSION_1_3;
    std::vector<VkPhysicalDeviceType> devices{VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU};
    std::vector<uint32_t> pci;
    std::vector<std::string> ext;
    std::vector<std::string> devext;
    bool groups = false;
    bool groups_partial = false;
    bool groups_pairs = false;
    bool groups_fail = false;
    std::vector<std::string> omit;
    std::string ext_file;
    bool create_fail = false;
    bool create_oom = false;
    bool create_device_fail = false;
    bool messenger_fail = false;
    uint32_t driver_version = 1;
    bool same_names = false;
    uint32_t driver_id = 0;
    uint32_t vendor = 0x10005;
    std::vector<uint32_t> device_ids;
    bool null_surface = false;
    bool features = false;
    bool loose_gdpa = false;
    bool stubs = false;
    uint32_t over_report = 0;
    uint32_t destroy_sleep_ms = 0;
    std::vector<uint32_t> adapter;  // adapter=: devices on the first adapter asked about
    bool layered = false;           // layered=1: a layered driver over Direct3D 12
    bool devices_change = false;  // each vkEnumeratePhysicalDevices reports one device fewer or more than the last
    std::string name;
};

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    size_t at = 0;
    while (at <= s.size()) {
        size_t end = s.find(sep, at);
        if (end == std::string::npos)
            end = s.size();
        if (end > at)
            out.push_back(s.substr(at, end - at));
        at = end + 1;
    }
    return out;
}

Config load_config() {
    Config c;
    const std::string file = vkl_test::module_name_of(reinterpret_cast<const void*>(&load_config));
    c.name = file;
    std::string var = "VKL_TEST_DRIVER_" + file;
    const char* value = getenv(var.c_str());
    if (value == nullptr)
        return c;
    for (const std::string& kv : split(value, ';')) {
        const size_t eq = kv.find('=');
        const std::string k = kv.substr(0, eq), v = eq == std::string::npos ? "" : kv.substr(eq + 1);
        if (k == "iface") c.iface = static_cast<uint32_t>(std::stoul(v));
        else if (k == "negotiate") {
            c.negotiate_fail = v == "fail";
            c.negotiate_lie = v == "lie";
            c.negotiate_error = v == "error";
        }
        else if (k == "api") c.api = VK_MAKE_API_VERSION(0, 1, static_cast<uint32_t>(std::stoul(v.substr(2))), 0);
        else if (k == "devices") {
            c.devices.clear();
            for (const std::string& t : split(v, ','))
                c.devices.push_back(t == "discrete" ? VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU
                                    : t == "integrated" ? VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU
                                    : t == "virtual" ? VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU
                                    : t == "cpu" ? VK_PHYSICAL_DEVICE_TYPE_CPU
                                                 : VK_PHYSICAL_DEVICE_TYPE_OTHER);
            if (v == "none")
                c.devices.clear();
        } else if (k == "pci") {
            for (const std::string& b : split(v, ',')) c.pci.push_back(static_cast<uint32_t>(std::stoul(b)));
        } else if (k == "ext") c.ext = split(v, ',');
        else if (k == "devext") c.devext = split(v, ',');
        else if (k == "groups") {
            c.groups = v == "1" || v == "partial" || v == "pairs" || v == "fail";
            c.groups_fail = v == "fail";
            c.groups_partial = v == "partial";
            c.groups_pairs = v == "pairs";
        } else if (k == "omit") c.omit = split(v, ',');
        else if (k == "ext_file") c.ext_file = v;
        else if (k == "devices_change") c.devices_change = v == "1";
        else if (k == "create") {
            c.create_fail = v == "fail";
            c.create_oom = v == "oom";
        }
        else if (k == "create_device") c.create_device_fail = v == "fail";
        else if (k == "messenger") c.messenger_fail = v == "fail";
        else if (k == "driver_version") c.driver_version = static_cast<uint32_t>(std::stoul(v));
        else if (k == "same_names") c.same_names = v == "1";
        else if (k == "driver_id") c.driver_id = static_cast<uint32_t>(std::stoul(v));
        else if (k == "vendor") c.vendor = static_cast<uint32_t>(std::stoul(v, nullptr, 0));
        else if (k == "device_ids") {
            for (const std::string& d : split(v, ',')) c.device_ids.push_back(static_cast<uint32_t>(std::stoul(d, nullptr, 0)));
        }
        else if (k == "layered") c.layered = v == "1";
        else if (k == "adapter") {
            for (const std::string& d : split(v, ',')) c.adapter.push_back(static_cast<uint32_t>(std::stoul(d)));
        }
        else if (k == "null_surface") c.null_surface = v == "1";
        else if (k == "features") c.features = v == "1";
        else if (k == "loose_gdpa") c.loose_gdpa = v == "1";
        else if (k == "stubs") c.stubs = v == "1";
        else if (k == "over_report") c.over_report = static_cast<uint32_t>(std::stoul(v));
        else if (k == "destroy_sleep_ms") c.destroy_sleep_ms = static_cast<uint32_t>(std::stoul(v));
    }
    return c;
}

Config& config() {
    static Config c = load_config();
    return c;
}

// VKL_TEST_DRIVER_FAIL_CALL_<NAME>: whether this call (`command`) is the one to fail.
bool fail_this_call(const char* command) {
    static std::mutex m;
    static std::string armed;  // the value the count started from
    static long calls = 0;
    const char* v = getenv(("VKL_TEST_DRIVER_FAIL_CALL_" + config().name).c_str());
    std::lock_guard<std::mutex> g(m);
    if (v == nullptr || *v == '\0') {
        armed.clear();
        return false;
    }
    if (armed != v) {
        armed = v;
        calls = 0;
    }
    const long n = calls++;
    if (n != std::strtol(v, nullptr, 10))
        return false;
    vkl_test::record(config().name.c_str(), ("failed_call=" + std::to_string(n) + " " + command).c_str());
    return true;
}

// Dispatchable objects start with the loader's slot, as the driver interface requires.
struct Dispatchable {
    VK_LOADER_DATA loader_data;
};
struct Instance : Dispatchable {};
struct PhysicalDevice : Dispatchable {
    uint32_t index;
};
struct CommandPool;
struct Device : Dispatchable {
    Dispatchable queue;
    bool swapchain = false;  // VK_KHR_swapchain enabled on it
    std::vector<CommandPool*> pools;  // those the application left: freed with the device
};
struct Surface {
    int platform;
};

Instance g_instance_storage;
std::vector<PhysicalDevice> g_devices;

void set_magic(Dispatchable& d) { set_loader_magic_value(&d); }

template <typename T>
VkResult fill(const std::vector<T>& src, uint32_t* count, T* out) {
    if (out == nullptr) {
        *count = static_cast<uint32_t>(src.size());
        return VK_SUCCESS;
    }
    const uint32_t n = *count < src.size() ? *count : static_cast<uint32_t>(src.size());
    for (uint32_t i = 0; i < n; ++i)
        out[i] = src[i];
    *count = n + config().over_report;
    return n < src.size() ? VK_INCOMPLETE : VK_SUCCESS;
}

std::vector<VkExtensionProperties> props_of(const std::vector<std::string>& names) {
    std::vector<VkExtensionProperties> out;
    for (const std::string& n : names) {
        VkExtensionProperties p{};
        std::snprintf(p.extensionName, sizeof p.extensionName, "%s", n.c_str());
        p.specVersion = 1;
        out.push_back(p);
    }
    return out;
}

bool has(const std::vector<std::string>& v, const char* s) {
    for (const std::string& x : v)
        if (x == s)
            return true;
    return false;
}

// ---- commands -------------------------------------------------------------------------------

// The instance extensions it reports now: ext=, plus ext_file= read at each call.
std::vector<std::string> instance_extension_names() {
    std::vector<std::string> names = config().ext;
    if (!config().ext_file.empty()) {
        if (FILE* f = std::fopen(config().ext_file.c_str(), "r")) {
            char buf[1024] = {};
            const size_t n = std::fread(buf, 1, sizeof buf - 1, f);
            std::fclose(f);
            for (const std::string& e : split(std::string(buf, n), ','))
                if (!e.empty() && e != "\n")
                    names.push_back(e);
        }
    }
    return names;
}

VKAPI_ATTR VkResult VKAPI_CALL EnumerateInstanceExtensionProperties(const char*, uint32_t* count, VkExtensionProperties* out) {
    if (fail_this_call("vkEnumerateInstanceExtensionProperties"))
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    return fill(props_of(instance_extension_names()), count, out);
}

VKAPI_ATTR VkResult VKAPI_CALL EnumerateInstanceVersion(uint32_t* v) {
    if (fail_this_call("vkEnumerateInstanceVersion"))
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    *v = config().api;
    return VK_SUCCESS;
}

VKAPI_ATTR VkResult VKAPI_CALL CreateInstance(const VkInstanceCreateInfo* ci, const VkAllocationCallbacks*, VkInstance* out) {
    vkl_test::record(config().name.c_str(), "vkCreateInstance");
    if (fail_this_call("vkCreateInstance"))
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    if (config().create_fail)
        return VK_ERROR_INITIALIZATION_FAILED;
    if (config().create_oom)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    const uint32_t want = ci->pApplicationInfo ? ci->pApplicationInfo->apiVersion : VK_API_VERSION_1_0;
    vkl_test::record_value(config().name.c_str(), "apiVersion", want);
    vkl_test::record_value(config().name.c_str(), "extensions", ci->enabledExtensionCount);
    if (ci->flags != 0)  // (only when set: most tests read the log line by line)
        vkl_test::record_value(config().name.c_str(), "instance_flags", ci->flags);
    // VkLayerSettingsCreateInfoEXT (VK_EXT_layer_settings) as the ABI lays it out, read without
    // the extension's header (older headers lack it): "layer_setting LAYER.NAME=VALUE" for the
    // BOOL32, INT64 and STRING settings a layer above added for one below.
    struct LayerSettingAbi {
        const char* pLayerName;
        const char* pSettingName;
        int32_t type;  // 0 BOOL32, 2 INT64, 7 STRING (VkLayerSettingTypeEXT)
        uint32_t valueCount;
        const void* pValues;
    };
    struct LayerSettingsAbi {
        VkStructureType sType;
        const void* pNext;
        uint32_t settingCount;
        const LayerSettingAbi* pSettings;
    };
    for (auto* s = static_cast<const VkBaseInStructure*>(ci->pNext); s; s = s->pNext) {
        if (s->sType != static_cast<VkStructureType>(1000496000))
            continue;
        const auto* info = reinterpret_cast<const LayerSettingsAbi*>(s);
        for (uint32_t i = 0; i < info->settingCount; ++i) {
            const LayerSettingAbi& e = info->pSettings[i];
            std::string value = "?";
            if (e.valueCount == 1 && e.type == 0)
                value = *static_cast<const VkBool32*>(e.pValues) ? "true" : "false";
            else if (e.valueCount == 1 && e.type == 2)
                value = std::to_string(*static_cast<const int64_t*>(e.pValues));
            else if (e.valueCount == 1 && e.type == 7)
                value = *static_cast<const char* const*>(e.pValues);
            vkl_test::record(config().name.c_str(),
                             ("layer_setting " + std::string(e.pLayerName) + "." + e.pSettingName + "=" + value).c_str());
        }
    }
    for (uint32_t i = 0; i < ci->enabledExtensionCount; ++i) {
        if (!has(instance_extension_names(), ci->ppEnabledExtensionNames[i]))
            return VK_ERROR_EXTENSION_NOT_PRESENT;  // the loader must filter
    }
    for (uint32_t i = 0; i < ci->enabledExtensionCount; ++i)
        vkl_test::record(config().name.c_str(), (std::string("instance_extension=") + ci->ppEnabledExtensionNames[i]).c_str());
    // One set of objects for every instance of this library, made once: instances may be
    // created on several threads at once, and the handles of one must stay valid while another
    // is created.
    static std::once_flag made;
    std::call_once(made, [] {
        set_magic(g_instance_storage);
        g_devices.assign(config().devices.size(), PhysicalDevice{});
        for (size_t i = 0; i < g_devices.size(); ++i) {
            set_magic(g_devices[i]);
            g_devices[i].index = static_cast<uint32_t>(i);
        }
    });
    *out = reinterpret_cast<VkInstance>(&g_instance_storage);
    return VK_SUCCESS;
}

// destroy_sleep_ms=N: set while (and after) vkDestroyInstance runs.
std::atomic<bool> g_destroying{false};

VKAPI_ATTR void VKAPI_CALL DestroyInstance(VkInstance, const VkAllocationCallbacks* pAllocator) {
    vkl_test::record(config().name.c_str(), "vkDestroyInstance");
    vkl_test::record(config().name.c_str(), pAllocator ? "destroy_instance_allocator=set" : "destroy_instance_allocator=null");
    if (config().destroy_sleep_ms) {
        g_destroying = true;
        std::this_thread::sleep_for(std::chrono::milliseconds(config().destroy_sleep_ms));
    }
}

VKAPI_ATTR VkResult VKAPI_CALL EnumeratePhysicalDevices(VkInstance, uint32_t* count, VkPhysicalDevice* out) {
    if (fail_this_call("vkEnumeratePhysicalDevices"))
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    if (g_destroying)
        vkl_test::record(config().name.c_str(), "vkEnumeratePhysicalDevices after vkDestroyInstance");
    std::vector<VkPhysicalDevice> list;
    for (PhysicalDevice& d : g_devices)
        list.push_back(reinterpret_cast<VkPhysicalDevice>(&d));
    // devices_change=1: a device comes and goes between calls (all of them, then all but the
    // last, and so on), as with hot-plug, or a count query and a fill query that disagree.
    static std::atomic<unsigned> calls{0};
    if (config().devices_change && !list.empty() && calls.fetch_add(1) % 2 == 1)
        list.pop_back();
    return fill(list, count, out);
}

VKAPI_ATTR VkResult VKAPI_CALL EnumeratePhysicalDeviceGroups(VkInstance, uint32_t* count, VkPhysicalDeviceGroupProperties* out) {
    if (fail_this_call("vkEnumeratePhysicalDeviceGroups"))
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    if (config().groups_fail)
        return VK_ERROR_INITIALIZATION_FAILED;
    std::vector<VkPhysicalDeviceGroupProperties> groups;
    for (PhysicalDevice& d : g_devices) {
        if (config().groups_partial && &d == &g_devices.back())
            break;
        if (config().groups_pairs && d.index % 2 == 1) {
            groups.back().physicalDevices[groups.back().physicalDeviceCount++] = reinterpret_cast<VkPhysicalDevice>(&d);
            continue;
        }
        VkPhysicalDeviceGroupProperties g{};
        g.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_GROUP_PROPERTIES;
        g.physicalDeviceCount = 1;
        g.physicalDevices[0] = reinterpret_cast<VkPhysicalDevice>(&d);
        groups.push_back(g);
    }
    // An output chain reaches the driver: a struct of sType kTestGroupChainType (test_driver.h)
    // gets the group's index marked in it.
    std::vector<void*> chains;
    for (uint32_t i = 0; out && i < *count && i < groups.size(); ++i)
        chains.push_back(out[i].pNext);
    const VkResult r = fill(groups, count, out);
    for (uint32_t i = 0; i < chains.size() && i < *count; ++i) {
        out[i].pNext = chains[i];
        if (auto* mark = static_cast<vkl_test::GroupChainMark*>(chains[i]); mark && mark->sType == vkl_test::kTestGroupChainType)
            mark->value = 0x600D0000u + i;
    }
    return r;
}

uint32_t index_of(VkPhysicalDevice pd) { return reinterpret_cast<PhysicalDevice*>(pd)->index; }

VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceProperties(VkPhysicalDevice pd, VkPhysicalDeviceProperties* p) {
    *p = VkPhysicalDeviceProperties{};
    const uint32_t i = index_of(pd);
    p->apiVersion = config().api;
    p->deviceType = config().devices[i];
    p->vendorID = config().vendor;
    p->deviceID = i < config().device_ids.size() ? config().device_ids[i] : i;
    p->driverVersion = config().driver_version;
    if (config().same_names)
        std::snprintf(p->deviceName, sizeof p->deviceName, "%s device", config().name.c_str());
    else
        std::snprintf(p->deviceName, sizeof p->deviceName, "%s device %u", config().name.c_str(), i);
}

VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceProperties2(VkPhysicalDevice pd, VkPhysicalDeviceProperties2* p) {
    GetPhysicalDeviceProperties(pd, &p->properties);
    for (auto* s = static_cast<VkBaseOutStructure*>(p->pNext); s; s = s->pNext)
        if (s->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PCI_BUS_INFO_PROPERTIES_EXT) {
            auto* pci = reinterpret_cast<VkPhysicalDevicePCIBusInfoPropertiesEXT*>(s);
            const uint32_t i = index_of(pd);
            pci->pciBus = i < config().pci.size() ? config().pci[i] : 0;
        } else if (s->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES) {
            auto* ids = reinterpret_cast<VkPhysicalDeviceIDProperties*>(s);
            for (uint8_t k = 0; k < VK_UUID_SIZE; ++k) {
                ids->deviceUUID[k] = k;
                ids->driverUUID[k] = static_cast<uint8_t>(0xD0 + k);
            }
            ids->deviceUUID[0] = static_cast<uint8_t>(index_of(pd));
        } else if (s->sType == static_cast<VkStructureType>(1000530000) && config().layered) {
            // VkPhysicalDeviceLayeredDriverPropertiesMSFT (by number: older headers lack it):
            // underlyingAPI VK_LAYERED_DRIVER_UNDERLYING_API_D3D12_MSFT.
            int32_t d3d12 = 1;
            std::memcpy(reinterpret_cast<char*>(s) + sizeof(VkBaseOutStructure), &d3d12, sizeof d3d12);
        } else if (s->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES && config().driver_id) {
            reinterpret_cast<VkPhysicalDeviceDriverProperties*>(s)->driverID =
                static_cast<VkDriverId>(config().driver_id + index_of(pd));
        }
}

VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceFeatures(VkPhysicalDevice, VkPhysicalDeviceFeatures* f) {
    *f = VkPhysicalDeviceFeatures{};
    if (config().features)
        std::fill_n(reinterpret_cast<VkBool32*>(f), sizeof *f / sizeof(VkBool32), VK_TRUE);
}

// Every VkBool32 after sType and pNext set to `value`.
void set_feature_bools(void* s, size_t size, VkBool32 value) {
    for (size_t at = sizeof(VkBaseOutStructure); at + sizeof(VkBool32) <= size; at += sizeof(VkBool32))
        std::memcpy(static_cast<char*>(s) + at, &value, sizeof value);
}
uint32_t count_feature_bools(const void* s, size_t from, size_t size) {
    uint32_t n = 0;
    for (size_t at = from; at + sizeof(VkBool32) <= size; at += sizeof(VkBool32)) {
        VkBool32 b;
        std::memcpy(&b, static_cast<const char*>(s) + at, sizeof b);
        n += b ? 1 : 0;
    }
    return n;
}

VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceFeatures2(VkPhysicalDevice pd, VkPhysicalDeviceFeatures2* f) {
    GetPhysicalDeviceFeatures(pd, &f->features);
    for (auto* s = static_cast<VkBaseOutStructure*>(f->pNext); s; s = s->pNext)
        if (s->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES)
            set_feature_bools(s, sizeof(VkPhysicalDeviceVulkan12Features), config().features ? VK_TRUE : VK_FALSE);
}

VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceQueueFamilyProperties(VkPhysicalDevice, uint32_t* count, VkQueueFamilyProperties* out) {
    VkQueueFamilyProperties q{};
    q.queueFlags = VK_QUEUE_GRAPHICS_BIT | VK_QUEUE_COMPUTE_BIT;
    q.queueCount = 1;
    fill(std::vector<VkQueueFamilyProperties>{q}, count, out);
}

VKAPI_ATTR VkResult VKAPI_CALL EnumerateDeviceExtensionProperties(VkPhysicalDevice, const char*, uint32_t* count,
                                                                  VkExtensionProperties* out) {
    if (fail_this_call("vkEnumerateDeviceExtensionProperties"))
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    std::vector<std::string> names = config().devext;
    if (!config().pci.empty() && !has(names, VK_EXT_PCI_BUS_INFO_EXTENSION_NAME))
        names.push_back(VK_EXT_PCI_BUS_INFO_EXTENSION_NAME);
    return fill(props_of(names), count, out);
}

PFN_vkVoidFunction VKAPI_CALL GetDeviceProcAddr(VkDevice, const char* name);

VKAPI_ATTR VkResult VKAPI_CALL CreateDevice(VkPhysicalDevice, const VkDeviceCreateInfo* ci, const VkAllocationCallbacks*, VkDevice* out) {
    vkl_test::record(config().name.c_str(), "vkCreateDevice");
    if (fail_this_call("vkCreateDevice"))
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    vkl_test::record_value(config().name.c_str(), "device_layers", ci->enabledLayerCount);
    vkl_test::record(config().name.c_str(), ci->ppEnabledLayerNames ? "device_layer_names=set" : "device_layer_names=null");
    vkl_test::record(config().name.c_str(), ci->pEnabledFeatures == nullptr         ? "enabled_features=null"
                                            : ci->pEnabledFeatures->robustBufferAccess ? "enabled_features=robustBufferAccess"
                                                                                       : "enabled_features=none");
    if (config().create_device_fail)
        return VK_ERROR_INITIALIZATION_FAILED;
    for (uint32_t i = 0; i < ci->enabledExtensionCount; ++i)
        if (!has(config().devext, ci->ppEnabledExtensionNames[i]))
            return VK_ERROR_EXTENSION_NOT_PRESENT;
    if (config().features) {  // what was enabled, and whether more was asked than there is
        uint32_t core = ci->pEnabledFeatures ? count_feature_bools(ci->pEnabledFeatures, 0, sizeof(VkPhysicalDeviceFeatures)) : 0;
        uint32_t v12 = 0, v12_structs = 0;
        for (auto* s = static_cast<const VkBaseInStructure*>(ci->pNext); s; s = s->pNext) {
            if (s->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2)
                core += count_feature_bools(&reinterpret_cast<const VkPhysicalDeviceFeatures2*>(s)->features, 0,
                                            sizeof(VkPhysicalDeviceFeatures));
            if (s->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES) {
                v12 += count_feature_bools(s, sizeof(VkBaseOutStructure), sizeof(VkPhysicalDeviceVulkan12Features));
                ++v12_structs;
            }
        }
        vkl_test::record_value(config().name.c_str(), "core_features", core);
        vkl_test::record_value(config().name.c_str(), "vulkan12_features", v12);
        vkl_test::record_value(config().name.c_str(), "vulkan12_structs", v12_structs);
    }
    // A device group's physical devices must be this driver's own handles.
    for (auto* s = static_cast<const VkBaseInStructure*>(ci->pNext); s; s = s->pNext)
        if (s->sType == VK_STRUCTURE_TYPE_DEVICE_GROUP_DEVICE_CREATE_INFO) {
            const auto* g = reinterpret_cast<const VkDeviceGroupDeviceCreateInfo*>(s);
            bool own = true;
            for (uint32_t i = 0; i < g->physicalDeviceCount; ++i) {
                bool found = false;
                for (PhysicalDevice& pd : g_devices)
                    found |= reinterpret_cast<VkPhysicalDevice>(&pd) == g->pPhysicalDevices[i];
                own &= found;
            }
            vkl_test::record(config().name.c_str(), own ? "group_devices=own" : "group_devices=foreign");
        }
    auto* d = new Device;
    for (uint32_t i = 0; i < ci->enabledExtensionCount; ++i)
        d->swapchain |= vkl_test::same_name(ci->ppEnabledExtensionNames[i], "VK_KHR_swapchain");
    set_magic(*d);
    set_magic(d->queue);
    *out = reinterpret_cast<VkDevice>(d);
    return VK_SUCCESS;
}

void destroy_pool(CommandPool* pool);

VKAPI_ATTR void VKAPI_CALL DestroyDevice(VkDevice device, const VkAllocationCallbacks*) {
    vkl_test::record(config().name.c_str(), "vkDestroyDevice");
    for (CommandPool* pool : reinterpret_cast<Device*>(device)->pools)
        destroy_pool(pool);
    delete reinterpret_cast<Device*>(device);
}

VKAPI_ATTR void VKAPI_CALL GetDeviceQueue(VkDevice device, uint32_t, uint32_t, VkQueue* q) {
    *q = reinterpret_cast<VkQueue>(&reinterpret_cast<Device*>(device)->queue);
}

VKAPI_ATTR void VKAPI_CALL GetDeviceQueue2(VkDevice device, const VkDeviceQueueInfo2*, VkQueue* q) {
    *q = reinterpret_cast<VkQueue>(&reinterpret_cast<Device*>(device)->queue);
}

VKAPI_ATTR VkResult VKAPI_CALL QueueWaitIdle(VkQueue) { return VK_SUCCESS; }

VKAPI_ATTR void VKAPI_CALL CmdDraw(VkCommandBuffer, uint32_t, uint32_t, uint32_t, uint32_t) {}
// Recording and submission that do nothing: enough for layers that count what is recorded.
VKAPI_ATTR void VKAPI_CALL CmdDrawIndexed(VkCommandBuffer, uint32_t, uint32_t, uint32_t, int32_t, uint32_t) {}
VKAPI_ATTR void VKAPI_CALL CmdDispatch(VkCommandBuffer, uint32_t, uint32_t, uint32_t) {}
VKAPI_ATTR void VKAPI_CALL CmdExecuteCommands(VkCommandBuffer, uint32_t, const VkCommandBuffer*) {}
VKAPI_ATTR VkResult VKAPI_CALL BeginCommandBuffer(VkCommandBuffer, const VkCommandBufferBeginInfo*) { return VK_SUCCESS; }
VKAPI_ATTR VkResult VKAPI_CALL EndCommandBuffer(VkCommandBuffer) { return VK_SUCCESS; }
VKAPI_ATTR VkResult VKAPI_CALL QueueSubmit(VkQueue, uint32_t, const VkSubmitInfo*, VkFence) { return VK_SUCCESS; }

// A command pool: the command buffers allocated from it, freed with it. Command buffers
// allocated with no pool (VK_NULL_HANDLE, as some tests do) belong to none: those the
// application does not free are freed when the library is unloaded. Not kept with the device:
// a layer that wraps device handles passes its own handle down to commands it does not wrap.
struct CommandPool {
    std::vector<Dispatchable*> buffers;
};
struct LooseBuffers {
    std::mutex mutex;
    std::vector<Dispatchable*> buffers;
    ~LooseBuffers() {
        for (Dispatchable* cb : buffers)
            delete cb;
    }
};
LooseBuffers g_loose;
CommandPool* pool_of(VkCommandPool pool) { return (CommandPool*)(uintptr_t)pool; }

void destroy_pool(CommandPool* pool) {
    for (Dispatchable* cb : pool->buffers)
        delete cb;
    delete pool;
}

VKAPI_ATTR VkResult VKAPI_CALL CreateCommandPool(VkDevice device, const VkCommandPoolCreateInfo*, const VkAllocationCallbacks*,
                                                 VkCommandPool* out) {
    auto* pool = new CommandPool;
    reinterpret_cast<Device*>(device)->pools.push_back(pool);
    // A C-style cast: a pointer on 64-bit targets, a uint64_t on 32-bit ones.
    *out = (VkCommandPool)(uintptr_t)pool;
    return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL DestroyCommandPool(VkDevice device, VkCommandPool pool, const VkAllocationCallbacks*) {
    if (pool == VK_NULL_HANDLE)
        return;
    auto& pools = reinterpret_cast<Device*>(device)->pools;
    pools.erase(std::remove(pools.begin(), pools.end(), pool_of(pool)), pools.end());
    destroy_pool(pool_of(pool));
}

VKAPI_ATTR VkResult VKAPI_CALL ResetCommandPool(VkDevice, VkCommandPool, VkCommandPoolResetFlags) { return VK_SUCCESS; }

VKAPI_ATTR VkResult VKAPI_CALL AllocateCommandBuffers(VkDevice, const VkCommandBufferAllocateInfo* info, VkCommandBuffer* out) {
    for (uint32_t i = 0; i < info->commandBufferCount; ++i) {
        auto* cb = new Dispatchable;
        set_magic(*cb);
        out[i] = reinterpret_cast<VkCommandBuffer>(cb);
        if (info->commandPool != VK_NULL_HANDLE)
            pool_of(info->commandPool)->buffers.push_back(cb);
        else {
            std::lock_guard<std::mutex> lock(g_loose.mutex);
            g_loose.buffers.push_back(cb);
        }
    }
    return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL FreeCommandBuffers(VkDevice, VkCommandPool pool, uint32_t n, const VkCommandBuffer* cbs) {
    for (uint32_t i = 0; i < n; ++i) {
        auto* cb = reinterpret_cast<Dispatchable*>(cbs[i]);
        std::unique_lock<std::mutex> lock(g_loose.mutex, std::defer_lock);
        if (pool == VK_NULL_HANDLE)
            lock.lock();
        auto& list = pool != VK_NULL_HANDLE ? pool_of(pool)->buffers : g_loose.buffers;
        list.erase(std::remove(list.begin(), list.end(), cb), list.end());
        delete cb;
    }
}

VKAPI_ATTR VkResult VKAPI_CALL ResetCommandBuffer(VkCommandBuffer, VkCommandBufferResetFlags) { return VK_SUCCESS; }
VKAPI_ATTR void VKAPI_CALL CmdDrawIndirect(VkCommandBuffer, VkBuffer, VkDeviceSize, uint32_t, uint32_t) {}
VKAPI_ATTR void VKAPI_CALL CmdDrawIndexedIndirect(VkCommandBuffer, VkBuffer, VkDeviceSize, uint32_t, uint32_t) {}
VKAPI_ATTR void VKAPI_CALL CmdDrawIndirectCount(VkCommandBuffer, VkBuffer, VkDeviceSize, VkBuffer, VkDeviceSize, uint32_t, uint32_t) {}
VKAPI_ATTR void VKAPI_CALL CmdDrawIndexedIndirectCount(VkCommandBuffer, VkBuffer, VkDeviceSize, VkBuffer, VkDeviceSize, uint32_t,
                                                       uint32_t) {}
VKAPI_ATTR void VKAPI_CALL CmdDispatchBase(VkCommandBuffer, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t) {}
VKAPI_ATTR void VKAPI_CALL CmdDispatchIndirect(VkCommandBuffer, VkBuffer, VkDeviceSize) {}
VKAPI_ATTR void VKAPI_CALL CmdBeginRenderPass(VkCommandBuffer, const VkRenderPassBeginInfo*, VkSubpassContents) {}
VKAPI_ATTR void VKAPI_CALL CmdEndRenderPass(VkCommandBuffer) {}
VKAPI_ATTR void VKAPI_CALL CmdBeginRenderPass2(VkCommandBuffer, const VkRenderPassBeginInfo*, const VkSubpassBeginInfo*) {}
VKAPI_ATTR void VKAPI_CALL CmdBeginRendering(VkCommandBuffer, const VkRenderingInfo*) {}
VKAPI_ATTR void VKAPI_CALL CmdEndRendering(VkCommandBuffer) {}
VKAPI_ATTR VkResult VKAPI_CALL QueueSubmit2(VkQueue, uint32_t, const VkSubmitInfo2*, VkFence) { return VK_SUCCESS; }
VKAPI_ATTR VkResult VKAPI_CALL QueuePresentKHR(VkQueue, const VkPresentInfoKHR*) { return VK_SUCCESS; }
#if defined(VK_EXT_multi_draw)
VKAPI_ATTR void VKAPI_CALL CmdDrawMultiEXT(VkCommandBuffer, uint32_t, const VkMultiDrawInfoEXT*, uint32_t, uint32_t, uint32_t) {}
VKAPI_ATTR void VKAPI_CALL CmdDrawMultiIndexedEXT(VkCommandBuffer, uint32_t, const VkMultiDrawIndexedInfoEXT*, uint32_t, uint32_t,
                                                  uint32_t, const int32_t*) {}
#endif
#if defined(VK_EXT_mesh_shader)
VKAPI_ATTR void VKAPI_CALL CmdDrawMeshTasksEXT(VkCommandBuffer, uint32_t, uint32_t, uint32_t) {}
VKAPI_ATTR void VKAPI_CALL CmdDrawMeshTasksIndirectEXT(VkCommandBuffer, VkBuffer, VkDeviceSize, uint32_t, uint32_t) {}
VKAPI_ATTR void VKAPI_CALL CmdDrawMeshTasksIndirectCountEXT(VkCommandBuffer, VkBuffer, VkDeviceSize, VkBuffer, VkDeviceSize,
                                                            uint32_t, uint32_t) {}
#endif

// Memory: handles from a counter; buffer device addresses from the buffer handle.
VKAPI_ATTR VkResult VKAPI_CALL AllocateMemory(VkDevice, const VkMemoryAllocateInfo*, const VkAllocationCallbacks*, VkDeviceMemory* out) {
    static std::atomic<uint32_t> next{1};
    *out = (VkDeviceMemory)(uintptr_t)next.fetch_add(1);
    return VK_SUCCESS;
}
VKAPI_ATTR void VKAPI_CALL FreeMemory(VkDevice, VkDeviceMemory, const VkAllocationCallbacks*) {}
VKAPI_ATTR VkDeviceAddress VKAPI_CALL GetBufferDeviceAddress(VkDevice, const VkBufferDeviceAddressInfo* info) {
    return 0xADD00000u + (uint64_t)info->buffer;
}

// ---- WSI: headless surfaces. Records whether each query got this driver's own surface or the
// loader's VkIcdSurface (the handle drivers below interface 3 receive).
std::vector<Surface*> g_surfaces;

const char* surface_kind(VkSurfaceKHR s) {
    if (s == VK_NULL_HANDLE)
        return "null";
    for (Surface* own : g_surfaces)
        if (reinterpret_cast<VkSurfaceKHR>(own) == s)
            return "own";
    auto* icd = reinterpret_cast<VkIcdSurfaceBase*>(s);
    if (icd->platform == VK_ICD_WSI_PLATFORM_XCB) {
        // VkIcdSurfaceXcb's layout, without xcb.h: the base, the connection, the window.
        struct Xcb {
            VkIcdSurfaceBase base;
            void* connection;
            uint32_t window;
        };
        static thread_local char text[80];
        const auto* x = reinterpret_cast<const Xcb*>(s);
        std::snprintf(text, sizeof text, "icd-xcb connection=%#lx window=%u",
                      static_cast<unsigned long>(reinterpret_cast<uintptr_t>(x->connection)), x->window);
        return text;
    }
    return icd->platform == VK_ICD_WSI_PLATFORM_HEADLESS ? "icd" : "unknown";
}

VKAPI_ATTR VkResult VKAPI_CALL CreateHeadlessSurfaceEXT(VkInstance, const VkHeadlessSurfaceCreateInfoEXT*,
                                                        const VkAllocationCallbacks*, VkSurfaceKHR* out) {
    if (config().null_surface) {
        *out = VK_NULL_HANDLE;
        vkl_test::record(config().name.c_str(), "vkCreateHeadlessSurfaceEXT");
        return VK_SUCCESS;
    }
    auto* s = new Surface{1};
    g_surfaces.push_back(s);
    *out = reinterpret_cast<VkSurfaceKHR>(s);
    vkl_test::record(config().name.c_str(), "vkCreateHeadlessSurfaceEXT");
    return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL DestroySurfaceKHR(VkInstance, VkSurfaceKHR surface, const VkAllocationCallbacks*) {
    for (size_t i = 0; i < g_surfaces.size(); ++i)
        if (reinterpret_cast<VkSurfaceKHR>(g_surfaces[i]) == surface) {
            delete g_surfaces[i];
            g_surfaces.erase(g_surfaces.begin() + static_cast<long>(i));
            vkl_test::record(config().name.c_str(), "vkDestroySurfaceKHR");
            return;
        }
}

// VK_EXT_debug_utils (with ext=VK_EXT_debug_utils): messengers that hear nothing; creation and
// destruction are recorded.
VKAPI_ATTR VkResult VKAPI_CALL CreateDebugUtilsMessengerEXT(VkInstance, const VkDebugUtilsMessengerCreateInfoEXT*,
                                                            const VkAllocationCallbacks*, VkDebugUtilsMessengerEXT* out) {
    if (config().messenger_fail) {
        vkl_test::record(config().name.c_str(), "vkCreateDebugUtilsMessengerEXT failed");
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    static std::atomic<uint64_t> next{1};
    *out = reinterpret_cast<VkDebugUtilsMessengerEXT>(next++);
    vkl_test::record(config().name.c_str(), "vkCreateDebugUtilsMessengerEXT");
    return VK_SUCCESS;
}
VKAPI_ATTR void VKAPI_CALL DestroyDebugUtilsMessengerEXT(VkInstance, VkDebugUtilsMessengerEXT messenger,
                                                         const VkAllocationCallbacks*) {
    if (messenger != VK_NULL_HANDLE)
        vkl_test::record(config().name.c_str(), "vkDestroyDebugUtilsMessengerEXT");
}

VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceSurfaceSupportKHR(VkPhysicalDevice, uint32_t, VkSurfaceKHR surface,
                                                                  VkBool32* supported) {
    std::string e = std::string("surface_support=") + surface_kind(surface);
    vkl_test::record(config().name.c_str(), e.c_str());
    *supported = VK_TRUE;
    return VK_SUCCESS;
}

// Fixed capabilities: images from 16x16 to 4096x4096.
VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceSurfaceCapabilitiesKHR(VkPhysicalDevice, VkSurfaceKHR surface,
                                                                       VkSurfaceCapabilitiesKHR* caps) {
    std::string e = std::string("surface_caps=") + surface_kind(surface);
    vkl_test::record(config().name.c_str(), e.c_str());
    *caps = VkSurfaceCapabilitiesKHR{};
    caps->minImageCount = 2;
    caps->minImageExtent = {16, 16};
    caps->maxImageExtent = {4096, 4096};
    caps->maxImageArrayLayers = 1;
    return VK_SUCCESS;
}

VKAPI_ATTR VkResult VKAPI_CALL CreateSwapchainKHR(VkDevice, const VkSwapchainCreateInfoKHR* ci, const VkAllocationCallbacks*,
                                                  VkSwapchainKHR* out) {
    std::string e = std::string("swapchain_surface=") + surface_kind(ci->surface);
    vkl_test::record(config().name.c_str(), e.c_str());
    // A C-style cast: a pointer on 64-bit targets, a uint64_t on 32-bit ones.
    *out = (VkSwapchainKHR)uintptr_t(0x5ca1ab1e);
    return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL DestroySwapchainKHR(VkDevice, VkSwapchainKHR, const VkAllocationCallbacks*) {}

// vkDebugReportMessageEXT (with VK_EXT_debug_report in ext=): records "debug_report=<message>".
VKAPI_ATTR void VKAPI_CALL DebugReportMessageEXT(VkInstance, VkDebugReportFlagsEXT, VkDebugReportObjectTypeEXT, uint64_t, size_t,
                                                 int32_t, const char*, const char* message) {
    std::string e = std::string("debug_report=") + (message ? message : "(null)");
    vkl_test::record(config().name.c_str(), e.c_str());
}

// Debug-utils object names: records whether the handle is this driver's own object.
VKAPI_ATTR VkResult VKAPI_CALL SetDebugUtilsObjectNameEXT(VkDevice, const VkDebugUtilsObjectNameInfoEXT* info) {
    const char* what = "other";
    if (info->objectHandle == reinterpret_cast<uint64_t>(&g_instance_storage))
        what = "own_instance";
    for (PhysicalDevice& d : g_devices)
        if (info->objectHandle == reinterpret_cast<uint64_t>(&d))
            what = "own_physical_device";
    std::string e = std::string("object_name=") + what;
    vkl_test::record(config().name.c_str(), e.c_str());
    return VK_SUCCESS;
}

// A physical-device-level command of a device extension only this driver knows: reached
// through vk_icdGetPhysicalDeviceProcAddr.
VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceTestDataVKL(VkPhysicalDevice pd, uint32_t* out) {
    *out = 0x7E57 + index_of(pd);
    return VK_SUCCESS;
}

// A device-level command only this driver knows.
VKAPI_ATTR uint32_t VKAPI_CALL GetDeviceTestValueVKL(VkDevice, uint32_t x) { return x * 3 + 1; }

struct Entry {
    std::string_view name;  // its length known at compile time: a lookup compares lengths first
    PFN_vkVoidFunction fn;
};
// The rest of Vulkan 1.0's physical-device queries: a driver must have them all (the loader
// refuses one that lacks any); this one answers with empty results.
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceFormatProperties(VkPhysicalDevice, VkFormat, VkFormatProperties* p) { *p = {}; }
VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceImageFormatProperties(VkPhysicalDevice, VkFormat, VkImageType, VkImageTiling,
                                                                      VkImageUsageFlags, VkImageCreateFlags,
                                                                      VkImageFormatProperties*) {
    return VK_ERROR_FORMAT_NOT_SUPPORTED;
}
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceMemoryProperties(VkPhysicalDevice pd, VkPhysicalDeviceMemoryProperties* p) {
    *p = {};
    p->memoryTypeCount = 2;
    p->memoryTypes[0] = {VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0};
    p->memoryTypes[1] = {VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, 1};
    p->memoryHeapCount = 2;
    p->memoryHeaps[0] = {VkDeviceSize(256) * (index_of(pd) + 1) << 20, VK_MEMORY_HEAP_DEVICE_LOCAL_BIT};
    p->memoryHeaps[1] = {VkDeviceSize(64) << 20, 0};
}
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceSparseImageFormatProperties(VkPhysicalDevice, VkFormat, VkImageType,
                                                                         VkSampleCountFlagBits, VkImageUsageFlags,
                                                                         VkImageTiling, uint32_t* n,
                                                                         VkSparseImageFormatProperties*) {
    *n = 0;
}

// Commands of the synthetic future registries (tests/synthetic/registries.py): compiled only
// against their headers, which declare them. Each records what reached it.
#if defined(VK_VKL_synthetic_instance)
// Fails for hint 13, so a test sees the first failure come back through the loader.
VKAPI_ATTR VkResult VKAPI_CALL SetSyntheticHintVKL(VkInstance, uint32_t hint) {
    vkl_test::record_value(config().name.c_str(), "synthetic_hint", hint);
    return hint == 13 ? VK_ERROR_INITIALIZATION_FAILED : VK_SUCCESS;
}
#endif
#if defined(VK_VKL_synthetic_device)
VKAPI_ATTR VkResult VKAPI_CALL GetSyntheticValueVKL(VkDevice, uint32_t input, uint32_t* out) {
    *out = input * 7 + 1;
    return VK_SUCCESS;
}
VKAPI_ATTR void VKAPI_CALL CmdSyntheticVKL(VkCommandBuffer, uint32_t value) {
    vkl_test::record_value(config().name.c_str(), "synthetic_cmd", value);
}
#endif
#if defined(VK_VERSION_1_5)
VKAPI_ATTR void VKAPI_CALL CmdSetSyntheticState(VkCommandBuffer, uint32_t state) {
    vkl_test::record_value(config().name.c_str(), "synthetic_state", state);
}
VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceSyntheticLimit(VkPhysicalDevice pd, uint32_t* limit) {
    *limit = 0x1500 + index_of(pd);
}
#endif
#if defined(VK_VKL_synthetic_handle)
VKAPI_ATTR VkResult VKAPI_CALL CreateSyntheticObjectVKL(VkDevice, const VkAllocationCallbacks*, VkSyntheticObjectVKL* out) {
    *out = reinterpret_cast<VkSyntheticObjectVKL>(uintptr_t{0x5E7});
    return VK_SUCCESS;
}
VKAPI_ATTR void VKAPI_CALL DestroySyntheticObjectVKL(VkDevice, VkSyntheticObjectVKL object, const VkAllocationCallbacks*) {
    vkl_test::record_value(config().name.c_str(), "synthetic_destroyed", reinterpret_cast<uint64_t>(object));
}
#endif
#if defined(VK_VKL_synthetic_chain)
VKAPI_ATTR void VKAPI_CALL CmdSyntheticChainVKL(VkCommandBuffer, uint32_t value) {
    vkl_test::record_value(config().name.c_str(), "synthetic_chain", value);
}
#endif
#if defined(VK_VKL_vklwin_surface)
VKAPI_ATTR VkBool32 VKAPI_CALL GetPhysicalDeviceVklwinPresentationSupportVKL(VkPhysicalDevice, uint32_t) { return VK_TRUE; }
#endif

#define E(n, f) {n, reinterpret_cast<PFN_vkVoidFunction>(&f)}
const Entry kInstanceEntries[] = {
    E("vkCreateInstance", CreateInstance),
    E("vkDestroyInstance", DestroyInstance),
    E("vkEnumerateInstanceExtensionProperties", EnumerateInstanceExtensionProperties),
    E("vkEnumeratePhysicalDevices", EnumeratePhysicalDevices),
    E("vkGetPhysicalDeviceProperties", GetPhysicalDeviceProperties),
    E("vkGetPhysicalDeviceFeatures", GetPhysicalDeviceFeatures),
    E("vkGetPhysicalDeviceQueueFamilyProperties", GetPhysicalDeviceQueueFamilyProperties),
    E("vkGetPhysicalDeviceFormatProperties", GetPhysicalDeviceFormatProperties),
    E("vkGetPhysicalDeviceImageFormatProperties", GetPhysicalDeviceImageFormatProperties),
    E("vkGetPhysicalDeviceMemoryProperties", GetPhysicalDeviceMemoryProperties),
    E("vkGetPhysicalDeviceSparseImageFormatProperties", GetPhysicalDeviceSparseImageFormatProperties),
    E("vkEnumerateDeviceExtensionProperties", EnumerateDeviceExtensionProperties),
    E("vkCreateDevice", CreateDevice),
    E("vkGetDeviceProcAddr", GetDeviceProcAddr),
#if defined(VK_VKL_synthetic_instance)
    E("vkSetSyntheticHintVKL", SetSyntheticHintVKL),
#endif
#if defined(VK_VERSION_1_5)
    E("vkGetPhysicalDeviceSyntheticLimit", GetPhysicalDeviceSyntheticLimit),
#endif
#if defined(VK_VKL_vklwin_surface)
    E("vkGetPhysicalDeviceVklwinPresentationSupportVKL", GetPhysicalDeviceVklwinPresentationSupportVKL),
#endif
};
const Entry kDeviceEntries[] = {
    E("vkDestroyDevice", DestroyDevice),
    E("vkGetDeviceQueue", GetDeviceQueue),
    E("vkGetDeviceQueue2", GetDeviceQueue2),
    E("vkQueueWaitIdle", QueueWaitIdle),
    E("vkCmdDraw", CmdDraw),
    E("vkCmdDrawIndexed", CmdDrawIndexed),
    E("vkCmdDispatch", CmdDispatch),
    E("vkCmdExecuteCommands", CmdExecuteCommands),
    E("vkBeginCommandBuffer", BeginCommandBuffer),
    E("vkEndCommandBuffer", EndCommandBuffer),
    E("vkQueueSubmit", QueueSubmit),
    E("vkAllocateCommandBuffers", AllocateCommandBuffers),
    E("vkFreeCommandBuffers", FreeCommandBuffers),
    E("vkCreateCommandPool", CreateCommandPool),
    E("vkDestroyCommandPool", DestroyCommandPool),
    E("vkResetCommandPool", ResetCommandPool),
    E("vkResetCommandBuffer", ResetCommandBuffer),
    E("vkCmdDrawIndirect", CmdDrawIndirect),
    E("vkCmdDrawIndexedIndirect", CmdDrawIndexedIndirect),
    E("vkCmdDrawIndirectCount", CmdDrawIndirectCount),
    E("vkCmdDrawIndexedIndirectCount", CmdDrawIndexedIndirectCount),
    E("vkCmdDispatchBase", CmdDispatchBase),
    E("vkCmdDispatchIndirect", CmdDispatchIndirect),
    E("vkCmdBeginRenderPass", CmdBeginRenderPass),
    E("vkCmdEndRenderPass", CmdEndRenderPass),
    E("vkCmdBeginRenderPass2", CmdBeginRenderPass2),
    E("vkCmdBeginRendering", CmdBeginRendering),
    E("vkCmdEndRendering", CmdEndRendering),
    E("vkQueueSubmit2", QueueSubmit2),
#if defined(VK_EXT_multi_draw)
    E("vkCmdDrawMultiEXT", CmdDrawMultiEXT),
    E("vkCmdDrawMultiIndexedEXT", CmdDrawMultiIndexedEXT),
#endif
#if defined(VK_EXT_mesh_shader)
    E("vkCmdDrawMeshTasksEXT", CmdDrawMeshTasksEXT),
    E("vkCmdDrawMeshTasksIndirectEXT", CmdDrawMeshTasksIndirectEXT),
    E("vkCmdDrawMeshTasksIndirectCountEXT", CmdDrawMeshTasksIndirectCountEXT),
#endif
    E("vkAllocateMemory", AllocateMemory),
    E("vkFreeMemory", FreeMemory),
    E("vkGetBufferDeviceAddress", GetBufferDeviceAddress),
    E("vkGetDeviceProcAddr", GetDeviceProcAddr),
    E("vkGetDeviceTestValueVKL", GetDeviceTestValueVKL),
#if defined(VK_VKL_synthetic_device)
    E("vkGetSyntheticValueVKL", GetSyntheticValueVKL),
    E("vkCmdSyntheticVKL", CmdSyntheticVKL),
#endif
#if defined(VK_VERSION_1_5)
    E("vkCmdSetSyntheticState", CmdSetSyntheticState),
#endif
#if defined(VK_VKL_synthetic_handle)
    E("vkCreateSyntheticObjectVKL", CreateSyntheticObjectVKL),
    E("vkDestroySyntheticObjectVKL", DestroySyntheticObjectVKL),
#endif
#if defined(VK_VKL_synthetic_chain)
    E("vkCmdSyntheticChainVKL", CmdSyntheticChainVKL),
#endif
};
#undef E

PFN_vkVoidFunction lookup(const Entry* begin, const Entry* end, const char* name) {
    const std::string_view wanted(name);
    for (const Entry* e = begin; e != end; ++e)
        if (e->name == wanted)
            return e->fn;
    return nullptr;
}

// Like a real driver, a device's VK_KHR_swapchain functions only where it was enabled (NULL
// device: the instance-level query, which knows no device).
PFN_vkVoidFunction VKAPI_CALL GetDeviceProcAddr(VkDevice device, const char* name) {
    if (config().stubs && !vkl_test::same_name(name, "vkGetDeviceProcAddr") && !vkl_test::same_name(name, "vkDestroyDevice") &&
        !vkl_test::same_name(name, "vkGetDeviceQueue") && !vkl_test::same_name(name, "vkGetDeviceQueue2") &&
        !vkl_test::same_name(name, "vkAllocateCommandBuffers"))
        return vkl_test::stubs::stub_for(config().name.c_str(), name);
    const bool swapchain = device && !config().loose_gdpa ? reinterpret_cast<Device*>(device)->swapchain
                                                          : has(config().devext, "VK_KHR_swapchain");
    if (swapchain) {
        if (vkl_test::same_name(name, "vkCreateSwapchainKHR"))
            return reinterpret_cast<PFN_vkVoidFunction>(&CreateSwapchainKHR);
        if (vkl_test::same_name(name, "vkDestroySwapchainKHR"))
            return reinterpret_cast<PFN_vkVoidFunction>(&DestroySwapchainKHR);
        if (vkl_test::same_name(name, "vkQueuePresentKHR"))
            return reinterpret_cast<PFN_vkVoidFunction>(&QueuePresentKHR);
    }
    if (has(config().ext, "VK_EXT_debug_utils") && vkl_test::same_name(name, "vkSetDebugUtilsObjectNameEXT"))
        return reinterpret_cast<PFN_vkVoidFunction>(&SetDebugUtilsObjectNameEXT);
    if (std::string_view(name).starts_with("vkTestDevice"))  // any number of unknown device commands
        return reinterpret_cast<PFN_vkVoidFunction>(&GetDeviceTestValueVKL);
    return lookup(std::begin(kDeviceEntries), std::end(kDeviceEntries), name);
}

PFN_vkVoidFunction instance_proc(VkInstance instance, const char* name) {
    if (has(config().omit, name))
        return nullptr;
    if (vkl_test::same_name(name, "vkEnumerateInstanceVersion"))
        return VK_API_VERSION_MINOR(config().api) >= 1 ? reinterpret_cast<PFN_vkVoidFunction>(&EnumerateInstanceVersion) : nullptr;
    if (vkl_test::same_name(name, "vk_icdNegotiateLoaderICDInterfaceVersion"))
        return config().iface >= 7 ? reinterpret_cast<PFN_vkVoidFunction>(&vk_icdNegotiateLoaderICDInterfaceVersion) : nullptr;
    if (vkl_test::same_name(name, "vk_icdGetPhysicalDeviceProcAddr"))
        return config().iface >= 7 ? reinterpret_cast<PFN_vkVoidFunction>(&vk_icdGetPhysicalDeviceProcAddr) : nullptr;
    if (vkl_test::same_name(name, "vk_icdEnumerateAdapterPhysicalDevices"))
        return config().iface >= 7 ? reinterpret_cast<PFN_vkVoidFunction>(&vk_icdEnumerateAdapterPhysicalDevices) : nullptr;
    if (PFN_vkVoidFunction f = lookup(std::begin(kInstanceEntries), std::end(kInstanceEntries), name))
        return f;
    if (instance == VK_NULL_HANDLE)
        return nullptr;
    if (has(config().ext, "VK_KHR_surface")) {
        // Drivers create their own surfaces only from interface 3 on.
        if (config().iface >= 3 && vkl_test::same_name(name, "vkCreateHeadlessSurfaceEXT"))
            return reinterpret_cast<PFN_vkVoidFunction>(&CreateHeadlessSurfaceEXT);
        if (config().iface >= 3 && vkl_test::same_name(name, "vkDestroySurfaceKHR"))
            return reinterpret_cast<PFN_vkVoidFunction>(&DestroySurfaceKHR);
        if (vkl_test::same_name(name, "vkGetPhysicalDeviceSurfaceSupportKHR"))
            return reinterpret_cast<PFN_vkVoidFunction>(&GetPhysicalDeviceSurfaceSupportKHR);
        if (vkl_test::same_name(name, "vkGetPhysicalDeviceSurfaceCapabilitiesKHR"))
            return reinterpret_cast<PFN_vkVoidFunction>(&GetPhysicalDeviceSurfaceCapabilitiesKHR);
    }
    if (has(config().ext, "VK_EXT_debug_utils")) {
        if (vkl_test::same_name(name, "vkCreateDebugUtilsMessengerEXT"))
            return reinterpret_cast<PFN_vkVoidFunction>(&CreateDebugUtilsMessengerEXT);
        if (vkl_test::same_name(name, "vkDestroyDebugUtilsMessengerEXT"))
            return reinterpret_cast<PFN_vkVoidFunction>(&DestroyDebugUtilsMessengerEXT);
    }
    if (has(config().ext, "VK_EXT_debug_report") && vkl_test::same_name(name, "vkDebugReportMessageEXT"))
        return reinterpret_cast<PFN_vkVoidFunction>(&DebugReportMessageEXT);
    if (config().groups && vkl_test::same_name(name, "vkEnumeratePhysicalDeviceGroups"))
        return reinterpret_cast<PFN_vkVoidFunction>(&EnumeratePhysicalDeviceGroups);
    if (VK_API_VERSION_MINOR(config().api) >= 1 && vkl_test::same_name(name, "vkGetPhysicalDeviceProperties2"))
        return reinterpret_cast<PFN_vkVoidFunction>(&GetPhysicalDeviceProperties2);
    if (VK_API_VERSION_MINOR(config().api) >= 1 && vkl_test::same_name(name, "vkGetPhysicalDeviceFeatures2"))
        return reinterpret_cast<PFN_vkVoidFunction>(&GetPhysicalDeviceFeatures2);
    if (has(config().ext, VK_KHR_GET_PHYSICAL_DEVICE_PROPERTIES_2_EXTENSION_NAME) &&
        vkl_test::same_name(name, "vkGetPhysicalDeviceProperties2KHR"))
        return reinterpret_cast<PFN_vkVoidFunction>(&GetPhysicalDeviceProperties2);
    if (std::string_view(name).starts_with("vkTestDevice") || vkl_test::same_name(name, "vkSetDebugUtilsObjectNameEXT"))
        return GetDeviceProcAddr(VK_NULL_HANDLE, name);
    return lookup(std::begin(kDeviceEntries), std::end(kDeviceEntries), name);
}

}  // namespace

extern "C" {

VKAPI_ATTR VkResult VKAPI_CALL
vk_icdNegotiateLoaderICDInterfaceVersion(uint32_t* pVersion) {
    vkl_test::record_value(config().name.c_str(), "negotiate_offered", *pVersion);
    if (fail_this_call("vk_icdNegotiateLoaderICDInterfaceVersion"))
        return VK_ERROR_INCOMPATIBLE_DRIVER;
    if (config().negotiate_fail)
        return VK_ERROR_INCOMPATIBLE_DRIVER;
    if (*pVersion > config().iface)
        *pVersion = config().iface;
    if (config().negotiate_lie)
        *pVersion = 99;
    return config().negotiate_error ? VK_ERROR_INITIALIZATION_FAILED : VK_SUCCESS;
}

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL
vk_icdGetInstanceProcAddr(VkInstance instance, const char* name) {
    return instance_proc(instance, name);
}

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL
vk_icdGetPhysicalDeviceProcAddr(VkInstance, const char* name) {
    if (vkl_test::same_name(name, "vkGetPhysicalDeviceTestDataVKL") || std::string_view(name).starts_with("vkTestPhys"))
        return reinterpret_cast<PFN_vkVoidFunction>(&GetPhysicalDeviceTestDataVKL);
    return nullptr;
}

VKAPI_ATTR VkResult VKAPI_CALL
vk_icdEnumerateAdapterPhysicalDevices(VkInstance, AdapterLuid luid, uint32_t* count, VkPhysicalDevice* out) {
    static std::mutex m;
    static std::vector<uint64_t> seen;  // the adapters asked about, in order
    const uint64_t id = (static_cast<uint64_t>(static_cast<uint32_t>(luid.HighPart)) << 32) | luid.LowPart;
    size_t nth = 0;
    {
        std::lock_guard<std::mutex> g(m);
        while (nth < seen.size() && seen[nth] != id)
            ++nth;
        if (nth == seen.size())
            seen.push_back(id);
    }
    if (out == nullptr)
        vkl_test::record_value(config().name.c_str(), "adapter_call", static_cast<uint32_t>(nth));
    std::vector<VkPhysicalDevice> list;
    if (nth == 0)
        for (uint32_t i : config().adapter)
            if (i < g_devices.size())
                list.push_back(reinterpret_cast<VkPhysicalDevice>(&g_devices[i]));
    return fill(list, count, out);
}

}  // extern "C"

// Interface 0 entry points (exported only by the exports_v0.map build).
extern "C" {
VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkGetInstanceProcAddr(VkInstance i, const char* n) {
    return instance_proc(i, n);
}
VKAPI_ATTR VkResult VKAPI_CALL vkCreateInstance(const VkInstanceCreateInfo* ci,
                                                                                      const VkAllocationCallbacks* a, VkInstance* out) {
    return CreateInstance(ci, a, out);
}
VKAPI_ATTR VkResult VKAPI_CALL
vkEnumerateInstanceExtensionProperties(const char* l, uint32_t* c, VkExtensionProperties* p) {
    return EnumerateInstanceExtensionProperties(l, c, p);
}
}
