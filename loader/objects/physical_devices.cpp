// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Physical devices and groups: the terminators gather every driver's devices into stable loader
// objects in Linux order; the trampolines wrap what the chain returns in application handles.
#include <cstring>

#include "base/env.h"
#include "base/log.h"
#include "base/two_call.h"
#include "discovery/settings.h"
#include "extensions/features.h"
#include "types/records.h"
#include "objects/device_selection.h"
#include "objects/physical_devices.h"
#include "objects/lifetime_lock.h"
#include "base/sync.h"

namespace vkl {

PFN_vkGetPhysicalDeviceProperties2 properties2_for(const Driver& d, uint32_t device_api) {
    if (d.table.GetPhysicalDeviceProperties2 && version_within(VK_API_VERSION_1_1, d.api_version) &&
        version_within(VK_API_VERSION_1_1, device_api))
        return d.table.GetPhysicalDeviceProperties2;
    return d.props2_khr;
}

namespace {

// Linux order: discrete, integrated, virtual, other, CPU (ranks_before says the rest).
int type_rank(VkPhysicalDeviceType t) {
    switch (t) {
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return 0;
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return 1;
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return 2;
    case VK_PHYSICAL_DEVICE_TYPE_CPU: return 4;
    default: return 3;
    }
}

struct SortKey {
    PhysicalDeviceTerm* term;
    uint32_t order;  // discovery order, to keep the sort stable
};

// Whether the device has the extension. False, with *oom set, when the list could not be
// allocated.
bool has_device_extension(const PhysicalDeviceTerm& t, const char* name, const Allocator& alloc, bool* oom) {
    if (t.driver->table.EnumerateDeviceExtensionProperties == nullptr)
        return false;
    uint32_t n = 0;
    if (t.driver->table.EnumerateDeviceExtensionProperties(t.handle, nullptr, &n, nullptr) != VK_SUCCESS || n == 0)
        return false;
    auto* props = static_cast<VkExtensionProperties*>(alloc.allocate(sizeof(VkExtensionProperties) * n));
    if (props == nullptr) {
        *oom = true;
        return false;
    }
    bool found = false;
    const uint32_t room = n;
    if (t.driver->table.EnumerateDeviceExtensionProperties(t.handle, nullptr, &n, props) == VK_SUCCESS)
        for (uint32_t i = 0; i < written_count(n, room) && !found; ++i)
            found = std::strcmp(props[i].extensionName, name) == 0;
    alloc.release(props);
    return found;
}

// Reads where the device sorts; sort_known stays false if an allocation failed (asked again
// at the next enumeration rather than sorting wrongly for the instance's lifetime).
void fill_sort_key(PhysicalDeviceTerm& t, const Allocator& alloc) {
    const Driver& d = *t.driver;
    VkPhysicalDeviceProperties props{};
    d.table.GetPhysicalDeviceProperties(t.handle, &props);
    t.sort_rank = type_rank(props.deviceType);
    t.vendor_id = props.vendorID;
    t.device_id = props.deviceID;
    t.driver_id = -1;
    t.has_pci = false;
    bool oom = false;
    auto props2 = properties2_for(*t.driver, props.apiVersion);
    if (props2 && has_device_extension(t, VK_EXT_PCI_BUS_INFO_EXTENSION_NAME, alloc, &oom)) {
        VkPhysicalDevicePCIBusInfoPropertiesEXT pci{};
        pci.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PCI_BUS_INFO_PROPERTIES_EXT;
        VkPhysicalDeviceProperties2 p2{};
        p2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
        p2.pNext = &pci;
        props2(t.handle, &p2);
        t.has_pci = true;
        t.pci[0] = pci.pciDomain;
        t.pci[1] = pci.pciBus;
        t.pci[2] = pci.pciDevice;
        t.pci[3] = pci.pciFunction;
    }
    t.sort_known = !oom;
}

// VkPhysicalDeviceDriverProperties::driverID, asked only for VK_LOADER_DRIVER_ID_FILTER (0
// when the device cannot tell: Vulkan 1.2 or VK_KHR_driver_properties is needed).
uint32_t driver_id_of(PhysicalDeviceTerm& t, const Allocator& alloc) {
    if (t.driver_id >= 0)
        return static_cast<uint32_t>(t.driver_id);
    VkPhysicalDeviceProperties props{};
    t.driver->table.GetPhysicalDeviceProperties(t.handle, &props);
    // Asked through the core vkGetPhysicalDeviceProperties2 only (a driver instance of 1.1 or
    // newer), not through the VK_KHR_get_physical_device_properties2 the loader enables
    // on drivers for its own sorting: under a 1.0 application a device has no driver ID (0, which
    // no filter entry names), as with the Khronos loader.
    (void)alloc;
    bool oom = false;
    const Driver& d = *t.driver;
    // (vkGetPhysicalDeviceProperties2 is usable on any device of a 1.1 instance.)
    auto props2 = d.table.GetPhysicalDeviceProperties2 && version_within(VK_API_VERSION_1_1, d.api_version)
                      ? d.table.GetPhysicalDeviceProperties2
                      : nullptr;
    uint32_t id = 0;
    if (props2) {
        VkPhysicalDeviceDriverProperties driver{};
        driver.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES;
        VkPhysicalDeviceProperties2 p2{};
        p2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
        p2.pNext = &driver;
        props2(t.handle, &p2);
        id = driver.driverID;
    }
    if (!oom)
        t.driver_id = static_cast<int>(id);
    return id;
}

// Linux order between two devices (LoaderApplicationInterface, "Physical Device Ordering", and
// the Khronos loaders' ties): by type; within a type, devices that report VK_EXT_pci_bus_info
// before those that do not, and those by PCI domain, bus, device and function; what is still
// tied by vendorID ^ deviceID, lower first. False both ways when they rank the same.
bool ranks_before(const PhysicalDeviceTerm& a, const PhysicalDeviceTerm& b) {
    if (a.sort_rank != b.sort_rank)
        return a.sort_rank < b.sort_rank;
    if (a.has_pci != b.has_pci)
        return a.has_pci;
    if (a.has_pci)
        for (int i = 0; i < 4; ++i)
            if (a.pci[i] != b.pci[i])
                return a.pci[i] < b.pci[i];
    return (a.vendor_id ^ a.device_id) < (b.vendor_id ^ b.device_id);
}

// Devices that tie on every sort key (one GPU under two drivers: NVK and NVIDIA's, a
// developer's Mesa beside the system's) come in the order both Khronos loaders keep their
// drivers, the one found last first; a driver's own devices keep its order.
// A loader settings file's "additional_drivers" stand ahead of the normal search in the
// Khronos loaders' driver order (here they are read after it): of two tied devices, a settings
// driver's comes after the other's.
bool from_settings_file(const Driver& d) {
    const Settings* s = d.owner ? d.owner->settings : nullptr;
    if (s == nullptr || d.manifest_path == nullptr)
        return false;
    for (const char* p : s->additional_drivers)
        if (std::strcmp(p, d.manifest_path) == 0)
            return true;
    return false;
}

bool tie_before(const PhysicalDeviceTerm& a, uint32_t a_order, const PhysicalDeviceTerm& b, uint32_t b_order) {
    if (a.driver != b.driver) {
        const bool a_settings = from_settings_file(*a.driver), b_settings = from_settings_file(*b.driver);
        if (a_settings != b_settings)
            return b_settings;
        return a.driver > b.driver;  // inst.drivers is in discovery order
    }
    return a_order < b_order;
}

bool before(const SortKey& ka, const SortKey& kb) {
    if (ranks_before(*ka.term, *kb.term))
        return true;
    if (ranks_before(*kb.term, *ka.term))
        return false;
    return tie_before(*ka.term, ka.order, *kb.term, kb.order);
}

// Windows order (LoaderDriverInterface, "Physical Device Sorting"): "the loader will attempt to
// sort these objects so that the system preference will be listed first" and "all unsorted
// physical devices will be listed at the end of the list": the devices the adapters reported, in
// the adapters' order, then the rest in the Khronos loaders' driver order (the one found last
// first; a driver's own devices in its order). No Linux sort, no VK_LOADER_DEVICE_SELECT.
bool adapter_before(const SortKey& ka, const SortKey& kb) {
    if (ka.term->adapter_rank != kb.term->adapter_rank)
        return ka.term->adapter_rank < kb.term->adapter_rank;
    return tie_before(*ka.term, ka.order, *kb.term, kb.order);
}

// The order of two devices with selection on: the VK_LOADER_DEVICE_SELECT device first.
struct Order {
    bool by_adapter = platform::kSortsDevicesByAdapter;
    bool selecting = false;
    bool have_selected = false;
    uint32_t vendor = 0, device = 0;
    bool selected(const PhysicalDeviceTerm& t) const {
        return have_selected && t.vendor_id == vendor && t.device_id == device;
    }
    bool operator()(const SortKey& a, const SortKey& b) const {
        if (by_adapter)
            return adapter_before(a, b);
        if (!selecting)
            return a.order < b.order;
        if (selected(*a.term) != selected(*b.term))
            return selected(*a.term);
        return before(a, b);
    }
};

Order current_order() {
    Order o;
    o.selecting = !o.by_adapter && device_selection_enabled();
    if (o.selecting)
        o.have_selected = selected_device(&o.vendor, &o.device);
    return o;
}

template <typename T, typename Less>
void insertion_sort(T* items, size_t n, Less less) {  // a handful of items; stable
    for (size_t i = 1; i < n; ++i)
        for (size_t j = i; j > 0 && less(items[j], items[j - 1]); --j) {
            T tmp = items[j];
            items[j] = items[j - 1];
            items[j - 1] = tmp;
        }
}

// The loader's terminator object for a driver's physical device; made once, kept for the
// instance's lifetime. Call with inst->lock held.
PhysicalDeviceTerm* term_for(Instance& inst, Driver& d, VkPhysicalDevice handle) {
    for (PhysicalDeviceTerm* t : inst.terms)
        if (t->driver == &d && t->handle == handle)
            return t;
    auto* t = inst.alloc.make<PhysicalDeviceTerm>();
    if (t == nullptr)
        return nullptr;
    t->dispatch = &inst.dispatch;  // same dispatch key as the instance, as layers expect
    t->magic = kTermPhysicalDeviceMagic;
    t->driver = &d;
    t->handle = handle;
    t->driver_id = -1;
    t->adapter_rank = kNoAdapterRank;
    if (!inst.terms.push(t)) {
        inst.alloc.destroy(t);
        return nullptr;
    }
    return t;
}

// Whether the ID filters let the device through.
bool visible(PhysicalDeviceTerm& t, const Allocator& alloc) {
    if (!id_filters_set())
        return true;
    const uint32_t driver_id = driver_id_filter_set() ? driver_id_of(t, alloc) : 0;
    return passes_id_filters({t.vendor_id, t.device_id}, driver_id);
}

// Whether the device is the one a loader-settings device configuration names: its device and
// driver UUIDs and driver version (VkPhysicalDeviceIDProperties, so a device that cannot report
// them, without Vulkan 1.1 or VK_KHR_get_physical_device_properties2, never matches).
bool configured_as(const PhysicalDeviceTerm& t, const DeviceConfiguration& c) {
    VkPhysicalDeviceProperties props{};
    t.driver->table.GetPhysicalDeviceProperties(t.handle, &props);
    // A 1.1 device's own vkGetPhysicalDeviceProperties2, whatever version its driver's instance
    // was made with (a driver whose manifest says 1.0 gets a 1.0 instance), as the Khronos
    // loader 1.4.359 matches them.
    auto props2 = properties2_for(*t.driver, props.apiVersion);
    if (props2 == nullptr && version_within(VK_API_VERSION_1_1, props.apiVersion))
        props2 = t.driver->table.GetPhysicalDeviceProperties2;
    if (props2 == nullptr || props.driverVersion != c.driver_version)
        return false;
    VkPhysicalDeviceIDProperties ids{};
    ids.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES;
    VkPhysicalDeviceProperties2 p2{};
    p2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
    p2.pNext = &ids;
    props2(t.handle, &p2);
    return std::memcmp(ids.deviceUUID, c.device_uuid, VK_UUID_SIZE) == 0 &&
           std::memcmp(ids.driverUUID, c.driver_uuid, VK_UUID_SIZE) == 0;
}

// The settings file's device configurations choose the devices and their order: for each
// entry, the first device it names; devices no entry names are left out.
VkResult apply_device_configurations(const Settings& s, const Allocator& alloc, Vec<SortKey>& keys) {
    Vec<SortKey> chosen(alloc);
    Vec<bool> taken(alloc);
    for (size_t k = 0; k < keys.size(); ++k)
        if (!taken.push(false))
            return VK_ERROR_OUT_OF_HOST_MEMORY;
    for (const DeviceConfiguration& c : s.device_configurations)
        for (size_t k = 0; k < keys.size(); ++k)
            if (!taken[k] && configured_as(*keys[k].term, c)) {
                taken[k] = true;
                if (!chosen.push(SortKey{keys[k].term, static_cast<uint32_t>(chosen.size())}))
                    return VK_ERROR_OUT_OF_HOST_MEMORY;
                break;
            }
    if (chosen.size() < keys.size())
        log(kLogInfo | kLogDriver, "loader settings %s: %zu of %zu physical devices chosen by device_configurations",
            s.path, chosen.size(), keys.size());
    keys = static_cast<Vec<SortKey>&&>(chosen);
    return VK_SUCCESS;
}

// VkPhysicalDeviceLayeredDriverPropertiesMSFT (VK_MSFT_layered_driver), by number: the loader
// also builds against headers older than the extension.
struct LayeredDriverProperties {
    VkStructureType sType;
    void* pNext;
    int32_t underlyingAPI;
};
constexpr auto kLayeredDriverPropertiesType = static_cast<VkStructureType>(1000530000);
constexpr int32_t kLayeredOnD3D12 = 1;  // VK_LAYERED_DRIVER_UNDERLYING_API_D3D12_MSFT

// Whether one of the devices is a layered driver's over Direct3D 12 (Microsoft's Dozen): on one
// adapter such a driver's devices come after the native driver's, as in the Khronos loader.
bool layered_on_d3d12(const Driver& d, const VkPhysicalDevice* devices, uint32_t n) {
    for (uint32_t i = 0; i < n; ++i) {
        VkPhysicalDeviceProperties props{};
        d.table.GetPhysicalDeviceProperties(devices[i], &props);
        auto props2 = properties2_for(d, props.apiVersion);
        if (props2 == nullptr)
            continue;
        LayeredDriverProperties layered{kLayeredDriverPropertiesType, nullptr, 0};
        VkPhysicalDeviceProperties2 p2{};
        p2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
        p2.pNext = &layered;
        props2(devices[i], &p2);
        if (layered.underlyingAPI == kLayeredOnD3D12)
            return true;
    }
    return false;
}

// Ranks the devices the drivers report on one adapter, after those of earlier adapters.
struct AdapterRanking {
    Instance* inst;
    Vec<SortKey>* keys;
    uint32_t next_rank;
    VkResult result;
};

// The driver's devices on the adapter (vk_icdEnumerateAdapterPhysicalDevices), in `list`.
// "VK_ERROR_INCOMPATIBLE_DRIVER", "VK_ERROR_INITIALIZATION_FAILED" or none: the driver does not
// drive this adapter.
VkResult adapter_devices(const Driver& d, platform::AdapterLuid luid, Vec<VkPhysicalDevice>& list) {
    list.clear();
    uint32_t n = 0;
    VkResult r = d.lib->enumerate_adapter_devices(d.instance, luid, &n, nullptr);
    if (r == VK_SUCCESS && n > 0) {
        if (!list.reserve(n))
            return VK_ERROR_OUT_OF_HOST_MEMORY;
        while (list.size() < n)
            list.push(VK_NULL_HANDLE);
        r = d.lib->enumerate_adapter_devices(d.instance, luid, &n, list.data());
        n = written_count(n, static_cast<uint32_t>(list.size()));
        if (r == VK_INCOMPLETE)
            r = VK_SUCCESS;  // what fitted, as counted a moment ago
        while (list.size() > n)
            list.erase(list.size() - 1);
    }
    if (r == VK_SUCCESS || r == VK_ERROR_OUT_OF_HOST_MEMORY)
        return r;
    if (r != VK_ERROR_INCOMPATIBLE_DRIVER && r != VK_ERROR_INITIALIZATION_FAILED)
        log(kLogWarn | kLogDriver, LogRecord{.event = LogEvent::DriverCallFailed, .driver = d.manifest_path},
            "driver %s: vk_icdEnumerateAdapterPhysicalDevices failed (%d); its devices on adapter %08x-%08x are "
            "not sorted", d.manifest_path, r, static_cast<unsigned>(luid.high_part), luid.low_part);
    list.clear();
    return VK_SUCCESS;
}

void rank_adapter(platform::AdapterLuid luid, uint32_t index, void* user) {
    auto& c = *static_cast<AdapterRanking*>(user);
    if (c.result != VK_SUCCESS)
        return;
    Instance& inst = *c.inst;
    Vec<VkPhysicalDevice> list(inst.alloc);
    // The drivers in the Khronos loaders' order (the one found last first); on one adapter, a
    // layered driver's devices after the others' (the second pass).
    for (int layered_pass = 0; layered_pass < 2; ++layered_pass)
        for (uint32_t di = inst.driver_count; di-- > 0;) {
            Driver& d = inst.drivers[di];
            if (d.lib->enumerate_adapter_devices == nullptr)
                continue;
            c.result = adapter_devices(d, luid, list);
            if (c.result != VK_SUCCESS)
                return;
            if (list.size() == 0 || layered_on_d3d12(d, list.data(), static_cast<uint32_t>(list.size())) != (layered_pass == 1))
                continue;
            log(kLogDebug | kLogDriver, "driver %s: %zu physical device(s) on display adapter %u (LUID %08x-%08x)",
                d.manifest_path, list.size(), index, static_cast<unsigned>(luid.high_part), luid.low_part);
            for (size_t i = 0; i < list.size(); ++i)
                for (SortKey& k : *c.keys)  // a device is ranked where it is first reported
                    if (k.term->driver == &d && k.term->handle == list[i] && k.term->adapter_rank == kNoAdapterRank)
                        k.term->adapter_rank = c.next_rank++;
        }
}

// Windows: each device's place in the display adapters' order (kNoAdapterRank for the rest).
// Asked only while a driver has vk_icdEnumerateAdapterPhysicalDevices.
VkResult rank_by_adapters(Instance& inst, Vec<SortKey>& keys) {
    bool asked = false;
    for (SortKey& k : keys) {
        k.term->adapter_rank = kNoAdapterRank;
        asked |= k.term->driver->lib->enumerate_adapter_devices != nullptr;
    }
    if (!asked)
        return VK_SUCCESS;
    AdapterRanking c{&inst, &keys, 0, VK_SUCCESS};
    if (!platform::for_each_display_adapter(&rank_adapter, &c))
        log(kLogInfo | kLogDriver, "no DXGI 1.6 adapter order (IDXGIFactory6) on this system: physical devices are "
            "not sorted by adapter");
    return c.result;
}

// All physical devices of all drivers that the filters let through, in the order the
// application gets them; *reported counts them before the filters. Call with inst->lock held.
VkResult gather(Instance& inst, Vec<SortKey>& out, uint32_t* reported) {
    *reported = 0;
    const Allocator& alloc = inst.alloc;
    for (uint32_t di = 0; di < inst.driver_count; ++di) {
        Driver& d = inst.drivers[di];
        uint32_t n = 0;
        VkResult r = d.table.EnumeratePhysicalDevices(d.instance, &n, nullptr);
        if (r != VK_SUCCESS) {
            log(kLogWarn | kLogDriver, LogRecord{.event = LogEvent::DriverCallFailed, .driver = d.manifest_path},
                "driver %s: vkEnumeratePhysicalDevices failed (%d); its devices are left out",
                d.manifest_path, r);
            if (r == VK_ERROR_OUT_OF_HOST_MEMORY)
                return r;
            continue;
        }
        if (n == 0)
            continue;
        auto* list = static_cast<VkPhysicalDevice*>(alloc.allocate(sizeof(VkPhysicalDevice) * n));
        if (list == nullptr)
            return VK_ERROR_OUT_OF_HOST_MEMORY;
        const uint32_t room = n;
        r = d.table.EnumeratePhysicalDevices(d.instance, &n, list);
        n = written_count(n, room);
        if (r != VK_SUCCESS && r != VK_INCOMPLETE) {
            log(kLogWarn | kLogDriver, LogRecord{.event = LogEvent::DriverCallFailed, .driver = d.manifest_path},
                "driver %s: vkEnumeratePhysicalDevices failed (%d); its devices are left out",
                d.manifest_path, r);
            alloc.release(list);
            continue;
        }
        *reported += n;
        for (uint32_t i = 0; i < n; ++i) {
            PhysicalDeviceTerm* t = term_for(inst, d, list[i]);
            if (t && !t->sort_known)
                fill_sort_key(*t, alloc);
            if (t && !visible(*t, alloc))
                continue;
            SortKey k{};
            k.term = t;
            k.order = static_cast<uint32_t>(out.size());
            if (t == nullptr || !out.push(k)) {
                alloc.release(list);
                return VK_ERROR_OUT_OF_HOST_MEMORY;
            }
        }
        alloc.release(list);
    }
    if constexpr (platform::kSortsDevicesByAdapter) {
        const VkResult ranked = rank_by_adapters(inst, out);
        if (ranked != VK_SUCCESS)
            return ranked;
    }
    insertion_sort(out.data(), out.size(), current_order());
    if (inst.settings && inst.settings->has_device_configurations)
        return apply_device_configurations(*inst.settings, alloc, out);
    return VK_SUCCESS;
}

// The application's handle for a chain handle; made once, kept for the instance's lifetime.
VkPhysicalDevice wrap(Instance& inst, VkPhysicalDevice next) {
    for (PhysicalDeviceHandle* h : inst.handles)
        if (h->next == next)
            return reinterpret_cast<VkPhysicalDevice>(h);
    auto* h = inst.alloc.make<PhysicalDeviceHandle>();
    if (h == nullptr)
        return VK_NULL_HANDLE;
    h->dispatch = &inst.dispatch;
    h->magic = kPhysicalDeviceMagic;
    h->next = next;
    h->instance = &inst;
    if (!inst.handles.push(h)) {
        inst.alloc.destroy(h);
        return VK_NULL_HANDLE;
    }
    return reinterpret_cast<VkPhysicalDevice>(h);
}

}  // namespace

namespace term {

VKAPI_ATTR VkResult VKAPI_CALL EnumeratePhysicalDevices(VkInstance instance, uint32_t* pPhysicalDeviceCount,
                                                        VkPhysicalDevice* pPhysicalDevices) {
    Instance& inst = *instance_of(instance);
    const LogScope scope(&inst);
    if (pPhysicalDeviceCount == nullptr) {
        log(kLogError | kLogValidation, "vkEnumeratePhysicalDevices: pPhysicalDeviceCount is NULL "
            "[VUID-vkEnumeratePhysicalDevices-pPhysicalDeviceCount-parameter]");
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    std::lock_guard<Mutex> guard(inst.lock);
    Vec<SortKey> keys(inst.alloc);
    uint32_t reported = 0;
    const VkResult r = gather(inst, keys, &reported);
    if (r != VK_SUCCESS)
        return r;
    if (reported == 0) {  // (the ID filters leaving none is a success with zero devices)
        log(kLogError | kLogDriver, "vkEnumeratePhysicalDevices: no driver reports a physical device");
        *pPhysicalDeviceCount = 0;
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    if (keys.empty() && inst.settings && inst.settings->has_device_configurations &&
        !inst.settings->device_configurations.empty()) {
        log(kLogError | kLogDriver, "vkEnumeratePhysicalDevices: no physical device matches the device_configurations of "
            "loader settings %s", inst.settings->path);
        *pPhysicalDeviceCount = 0;
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    Vec<VkPhysicalDevice> handles(inst.alloc);
    if (!handles.reserve(keys.size()))
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    for (const SortKey& k : keys)
        handles.push(reinterpret_cast<VkPhysicalDevice>(k.term));
    if (pPhysicalDevices != nullptr && *pPhysicalDeviceCount < handles.size())
        log(kLogInfo, "vkEnumeratePhysicalDevices: %zu physical devices, the array has room for %u; VK_INCOMPLETE",
            handles.size(), *pPhysicalDeviceCount);
    return copy_out(handles.data(), static_cast<uint32_t>(handles.size()), pPhysicalDeviceCount, pPhysicalDevices);
}

namespace {

// One group the application gets: a driver's own (driver_group >= 0) or one the loader makes
// for a device whose driver reports no groups.
struct Group {
    Driver* driver;
    int32_t driver_group;
    uint32_t count;
    PhysicalDeviceTerm* devices[VK_MAX_DEVICE_GROUP_SIZE];
    VkBool32 subset_allocation;
};

// Asks a driver for its groups; `chains` (may be null) gives each group's pNext.
VkResult driver_groups(const Driver& d, const Allocator& alloc, Vec<VkPhysicalDeviceGroupProperties>& out, void* const* chains) {
    uint32_t n = 0;
    VkResult r = d.table.EnumeratePhysicalDeviceGroups(d.instance, &n, nullptr);
    if (r != VK_SUCCESS)
        return r;
    out.clear();
    if (!out.reserve(n + 1))
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    for (uint32_t g = 0; g < n; ++g) {
        VkPhysicalDeviceGroupProperties p{};
        p.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_GROUP_PROPERTIES;
        p.pNext = chains ? chains[g] : nullptr;
        out.push(p);
    }
    (void)alloc;
    const uint32_t room = n;
    r = d.table.EnumeratePhysicalDeviceGroups(d.instance, &n, out.data());
    if (r != VK_SUCCESS && r != VK_INCOMPLETE)
        return r;
    n = written_count(n, room);  // each group's own count is read up to VK_MAX_DEVICE_GROUP_SIZE (below)
    while (out.size() > n)
        out.erase(out.size() - 1);
    return VK_SUCCESS;
}

// Whether the driver's own groups are used: its instance is 1.1 (the version the loader made it
// with, or the one the driver supports: an application that asks a 1.0 instance for groups still
// gets the driver's real ones), or it has VK_KHR_device_group_creation enabled.
bool reports_groups(const Driver& d) {
    const int ext = instance_extension_index(VK_KHR_DEVICE_GROUP_CREATION_EXTENSION_NAME);
    return d.table.EnumeratePhysicalDeviceGroups != nullptr &&
           (version_within(VK_API_VERSION_1_1, d.api_version) || version_within(VK_API_VERSION_1_1, d.lib->instance_version) ||
            (ext >= 0 && d.enabled_ext[ext]));
}

}  // namespace

VKAPI_ATTR VkResult VKAPI_CALL EnumeratePhysicalDeviceGroups(VkInstance instance, uint32_t* pCount,
                                                             VkPhysicalDeviceGroupProperties* pGroups) {
    Instance& inst = *instance_of(instance);
    const LogScope scope(&inst);
    if (pCount == nullptr) {
        log(kLogError | kLogValidation, "vkEnumeratePhysicalDeviceGroups: pPhysicalDeviceGroupCount is NULL "
            "[VUID-vkEnumeratePhysicalDeviceGroups-pPhysicalDeviceGroupCount-parameter]");
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    std::lock_guard<Mutex> guard(inst.lock);
    Vec<SortKey> keys(inst.alloc);
    uint32_t reported = 0;
    VkResult r = gather(inst, keys, &reported);
    if (r != VK_SUCCESS)
        return r;
    auto index_of = [&](const PhysicalDeviceTerm* t) -> int64_t {
        for (size_t k = 0; k < keys.size(); ++k)
            if (keys[k].term == t)
                return static_cast<int64_t>(k);
        return -1;  // filtered out
    };
    // A driver that reports groups is the authority on its devices' groups (a device it leaves
    // out of every group is in none); each device of the other drivers is a group of its own.
    Vec<Group> groups(inst.alloc);
    Vec<bool> reporting(inst.alloc);
    Vec<VkPhysicalDeviceGroupProperties> dg(inst.alloc);
    for (uint32_t di = 0; di < inst.driver_count; ++di) {
        Driver& d = inst.drivers[di];
        bool reports = reports_groups(d);
        if (reports) {
            r = driver_groups(d, inst.alloc, dg, nullptr);
            if (r == VK_ERROR_OUT_OF_HOST_MEMORY)
                return r;
            reports = r == VK_SUCCESS;
        }
        if (!reporting.push(reports))
            return VK_ERROR_OUT_OF_HOST_MEMORY;
        if (!reports)
            continue;
        for (size_t g = 0; g < dg.size(); ++g) {
            Group out{};
            out.driver = &d;
            out.driver_group = static_cast<int32_t>(g);
            out.subset_allocation = dg[g].subsetAllocation;
            SortKey members[VK_MAX_DEVICE_GROUP_SIZE];
            bool all_visible = true;
            for (uint32_t m = 0; m < dg[g].physicalDeviceCount && m < VK_MAX_DEVICE_GROUP_SIZE; ++m) {
                PhysicalDeviceTerm* t = term_for(inst, d, dg[g].physicalDevices[m]);
                if (t == nullptr)
                    return VK_ERROR_OUT_OF_HOST_MEMORY;
                const int64_t at = index_of(t);
                all_visible &= at >= 0;
                if (at >= 0)
                    members[out.count++] = SortKey{t, static_cast<uint32_t>(at)};
            }
            if (out.count == 0 || !all_visible)
                continue;  // a group is shown only when the filters let every device of it through
            // In a group, devices keep the application's order too.
            insertion_sort(members, out.count, [](const SortKey& a, const SortKey& b) { return a.order < b.order; });
            // Groups whose first devices rank the same keep the driver's order.
            for (uint32_t m = 0; m < out.count; ++m)
                out.devices[m] = members[m].term;
            if (!groups.push(out))
                return VK_ERROR_OUT_OF_HOST_MEMORY;
        }
    }
    for (size_t k = 0; k < keys.size(); ++k) {
        if (reporting[static_cast<size_t>(keys[k].term->driver - inst.drivers)])
            continue;
        Group g{};
        g.driver = keys[k].term->driver;
        g.driver_group = -1;
        g.count = 1;
        g.devices[0] = keys[k].term;
        if (!groups.push(g))
            return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    const Order order = current_order();
    if (order.by_adapter)  // a group where its first reported device ranks; the others in driver order
        insertion_sort(groups.data(), groups.size(), [&](const Group& a, const Group& b) {
            auto rank = [](const Group& g) {
                uint32_t r = kNoAdapterRank;
                for (uint32_t m = 0; m < g.count; ++m)
                    r = g.devices[m]->adapter_rank < r ? g.devices[m]->adapter_rank : r;
                return r;
            };
            if (rank(a) != rank(b))
                return rank(a) < rank(b);
            return a.driver != b.driver && tie_before(*a.devices[0], 0, *b.devices[0], 0);
        });
    else if (order.selecting)
        insertion_sort(groups.data(), groups.size(), [&](const Group& a, const Group& b) {
            const PhysicalDeviceTerm& x = *a.devices[0];
            const PhysicalDeviceTerm& y = *b.devices[0];
            if (order.selected(x) != order.selected(y))
                return order.selected(x);
            if (ranks_before(x, y))
                return true;
            return !ranks_before(y, x) && x.driver != y.driver && tie_before(x, 0, y, 0);
        });

    const uint32_t total = static_cast<uint32_t>(groups.size());
    if (reported == 0) {
        log(kLogError | kLogDriver, "vkEnumeratePhysicalDeviceGroups: no driver reports a physical device");
        *pCount = 0;
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    if (pGroups == nullptr) {
        *pCount = total;
        return VK_SUCCESS;
    }
    const uint32_t n = *pCount < total ? *pCount : total;
    // The application's pNext chains go to the driver that fills each group: ask the reporting
    // drivers again with each chain in place of the group it belongs to.
    Vec<void*> chains(inst.alloc);
    for (uint32_t di = 0; di < inst.driver_count; ++di) {
        Driver& d = inst.drivers[di];
        if (!reporting[di])
            continue;
        bool any = false;
        for (uint32_t i = 0; i < n && !any; ++i)
            any = groups[i].driver == &d && pGroups[i].pNext != nullptr;
        if (!any)
            continue;
        uint32_t count = 0;
        if (d.table.EnumeratePhysicalDeviceGroups(d.instance, &count, nullptr) != VK_SUCCESS)
            continue;
        chains.clear();
        for (uint32_t g = 0; g < count; ++g)
            if (!chains.push(nullptr))
                return VK_ERROR_OUT_OF_HOST_MEMORY;
        for (uint32_t i = 0; i < n; ++i)
            if (groups[i].driver == &d && groups[i].driver_group >= 0 && static_cast<uint32_t>(groups[i].driver_group) < count)
                chains[static_cast<size_t>(groups[i].driver_group)] = pGroups[i].pNext;
        r = driver_groups(d, inst.alloc, dg, chains.data());
        if (r == VK_ERROR_OUT_OF_HOST_MEMORY)
            return r;
    }
    for (uint32_t i = 0; i < n; ++i) {
        pGroups[i].physicalDeviceCount = groups[i].count;
        for (uint32_t m = 0; m < VK_MAX_DEVICE_GROUP_SIZE; ++m)
            pGroups[i].physicalDevices[m] = m < groups[i].count ? reinterpret_cast<VkPhysicalDevice>(groups[i].devices[m]) : nullptr;
        pGroups[i].subsetAllocation = groups[i].subset_allocation;
    }
    *pCount = n;
    return n < total ? VK_INCOMPLETE : VK_SUCCESS;
}

VKAPI_ATTR VkResult VKAPI_CALL GetPhysicalDeviceToolProperties(VkPhysicalDevice physicalDevice, uint32_t* pToolCount,
                                                               VkPhysicalDeviceToolProperties* pToolProperties) {
    const PhysicalDeviceTerm& pd = term_physical_device(physicalDevice);
    if (pd.driver->table.GetPhysicalDeviceToolProperties)
        return pd.driver->table.GetPhysicalDeviceToolProperties(pd.handle, pToolCount, pToolProperties);
    *pToolCount = 0;  // a driver without it reports no tools
    return VK_SUCCESS;
}

}  // namespace term
}  // namespace vkl

using namespace vkl;

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkEnumeratePhysicalDevices(
    VkInstance instance, uint32_t* pPhysicalDeviceCount, VkPhysicalDevice* pPhysicalDevices) {
    const InstanceHandle& h = checked_instance(instance, Cmd::EnumeratePhysicalDevices);
    const std::lock_guard<RecursiveMutex> serial(lifetime_lock());
    const vkl::EnvScope environment;  // the variables this call reads, read once
    const uint32_t room = pPhysicalDevices ? *pPhysicalDeviceCount : 0;
    const VkResult r = h.dispatch->instance.EnumeratePhysicalDevices(h.next, pPhysicalDeviceCount, pPhysicalDevices);
    if (pPhysicalDevices == nullptr || (r != VK_SUCCESS && r != VK_INCOMPLETE))
        return r;
    *pPhysicalDeviceCount = written_count(*pPhysicalDeviceCount, room);  // the chain's top may be a layer
    Instance& inst = *instance_of(instance);
    std::lock_guard<Mutex> guard(inst.lock);
    for (uint32_t i = 0; i < *pPhysicalDeviceCount; ++i) {
        pPhysicalDevices[i] = wrap(inst, pPhysicalDevices[i]);
        if (pPhysicalDevices[i] == VK_NULL_HANDLE)
            return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    return r;
}

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkEnumeratePhysicalDeviceGroups(
    VkInstance instance, uint32_t* pPhysicalDeviceGroupCount, VkPhysicalDeviceGroupProperties* pGroups) {
    const InstanceHandle& h = checked_instance(instance, Cmd::EnumeratePhysicalDeviceGroups);
    const std::lock_guard<RecursiveMutex> serial(lifetime_lock());
    const vkl::EnvScope environment;  // the variables this call reads, read once
    const uint32_t room = pGroups ? *pPhysicalDeviceGroupCount : 0;
    const VkResult r = h.dispatch->instance.EnumeratePhysicalDeviceGroups(h.next, pPhysicalDeviceGroupCount, pGroups);
    if (pGroups == nullptr || (r != VK_SUCCESS && r != VK_INCOMPLETE))
        return r;
    *pPhysicalDeviceGroupCount = written_count(*pPhysicalDeviceGroupCount, room);  // the chain's top may be a layer
    Instance& inst = *instance_of(instance);
    std::lock_guard<Mutex> guard(inst.lock);
    for (uint32_t g = 0; g < *pPhysicalDeviceGroupCount; ++g)
        for (uint32_t i = 0; i < written_count(pGroups[g].physicalDeviceCount, VK_MAX_DEVICE_GROUP_SIZE); ++i) {
            pGroups[g].physicalDevices[i] = wrap(inst, pGroups[g].physicalDevices[i]);
            if (pGroups[g].physicalDevices[i] == VK_NULL_HANDLE)
                return VK_ERROR_OUT_OF_HOST_MEMORY;
        }
    return r;
}
