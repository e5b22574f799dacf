// Physical devices and groups: the terminators gather every driver's devices into stable loader
// objects in Linux order; the trampolines wrap what the chain returns in application handles.
#include <cstring>

#include "base/log.h"
#include "extensions/features.h"
#include "objects.h"

namespace vkl {
namespace {

// Linux order: discrete, integrated, virtual, other, CPU; then PCI domain/bus/device/function.
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
    if (t.driver->table.EnumerateDeviceExtensionProperties(t.handle, nullptr, &n, props) == VK_SUCCESS)
        for (uint32_t i = 0; i < n && !found; ++i)
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
    t.has_pci = false;
    bool oom = false;
    auto props2 = d.table.GetPhysicalDeviceProperties2;
    if (props2 && VK_API_VERSION_MINOR(d.api_version) >= 1 && VK_API_VERSION_MINOR(props.apiVersion) >= 1 &&
        has_device_extension(t, VK_EXT_PCI_BUS_INFO_EXTENSION_NAME, alloc, &oom)) {
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

bool before(const SortKey& ka, const SortKey& kb) {
    const PhysicalDeviceTerm& a = *ka.term;
    const PhysicalDeviceTerm& b = *kb.term;
    if (a.sort_rank != b.sort_rank)
        return a.sort_rank < b.sort_rank;
    if (a.has_pci && b.has_pci)
        for (int i = 0; i < 4; ++i)
            if (a.pci[i] != b.pci[i])
                return a.pci[i] < b.pci[i];
    return ka.order < kb.order;
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
    if (!inst.terms.push(t)) {
        inst.alloc.destroy(t);
        return nullptr;
    }
    return t;
}

// All physical devices of all drivers, sorted. Call with inst->lock held.
VkResult gather(Instance& inst, Vec<SortKey>& out) {
    const Allocator& alloc = inst.alloc;
    for (uint32_t di = 0; di < inst.driver_count; ++di) {
        Driver& d = inst.drivers[di];
        uint32_t n = 0;
        VkResult r = d.table.EnumeratePhysicalDevices(d.instance, &n, nullptr);
        if (r != VK_SUCCESS) {
            log(kLogWarn | kLogDriver, "driver %s: vkEnumeratePhysicalDevices failed (%d); its devices are left out",
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
        r = d.table.EnumeratePhysicalDevices(d.instance, &n, list);
        if (r != VK_SUCCESS && r != VK_INCOMPLETE) {
            alloc.release(list);
            continue;
        }
        for (uint32_t i = 0; i < n; ++i) {
            PhysicalDeviceTerm* t = term_for(inst, d, list[i]);
            if (t && !t->sort_known)
                fill_sort_key(*t, alloc);
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
    // Insertion sort: a handful of devices.
    for (size_t i = 1; i < out.size(); ++i)
        for (size_t j = i; j > 0 && before(out[j], out[j - 1]); --j) {
            SortKey tmp = out[j];
            out[j] = out[j - 1];
            out[j - 1] = tmp;
        }
    return VK_SUCCESS;
}

template <typename T>
VkResult copy_out(const T* items, uint32_t total, uint32_t* pCount, T* pOut) {
    if (pOut == nullptr) {
        *pCount = total;
        return VK_SUCCESS;
    }
    const uint32_t n = *pCount < total ? *pCount : total;
    for (uint32_t i = 0; i < n; ++i)
        pOut[i] = items[i];
    *pCount = n;
    return n < total ? VK_INCOMPLETE : VK_SUCCESS;
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
    if (pPhysicalDeviceCount == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    Instance& inst = *instance_of(instance);
    std::lock_guard<std::mutex> guard(inst.lock);
    Vec<SortKey> keys(inst.alloc);
    const VkResult r = gather(inst, keys);
    if (r != VK_SUCCESS)
        return r;
    Vec<VkPhysicalDevice> handles(inst.alloc);
    if (!handles.reserve(keys.size()))
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    for (const SortKey& k : keys)
        handles.push(reinterpret_cast<VkPhysicalDevice>(k.term));
    return copy_out(handles.data(), static_cast<uint32_t>(handles.size()), pPhysicalDeviceCount, pPhysicalDevices);
}

VKAPI_ATTR VkResult VKAPI_CALL EnumeratePhysicalDeviceGroups(VkInstance instance, uint32_t* pCount,
                                                             VkPhysicalDeviceGroupProperties* pGroups) {
    if (pCount == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    Instance& inst = *instance_of(instance);
    std::lock_guard<std::mutex> guard(inst.lock);
    Vec<SortKey> keys(inst.alloc);
    VkResult r = gather(inst, keys);
    if (r != VK_SUCCESS)
        return r;
    Vec<VkPhysicalDeviceGroupProperties> groups(inst.alloc);
    // A driver that reports groups is the authority on its devices' groups (a device it leaves
    // out of every group is not in one); the others get a group of one per device.
    Vec<bool> reports_groups(inst.alloc);
    for (uint32_t di = 0; di < inst.driver_count; ++di)
        if (!reports_groups.push(false))
            return VK_ERROR_OUT_OF_HOST_MEMORY;
    // Groups from drivers that report them (1.1 instances or VK_KHR_device_group_creation).
    for (uint32_t di = 0; di < inst.driver_count; ++di) {
        Driver& d = inst.drivers[di];
        auto fn = d.table.EnumeratePhysicalDeviceGroups;
        const int ext = instance_extension_index(VK_KHR_DEVICE_GROUP_CREATION_EXTENSION_NAME);
        if (fn == nullptr || !(VK_API_VERSION_MINOR(d.api_version) >= 1 || (ext >= 0 && d.enabled_ext[ext])))
            continue;
        uint32_t n = 0;
        if (fn(d.instance, &n, nullptr) != VK_SUCCESS)
            continue;
        reports_groups[di] = true;
        if (n == 0)
            continue;
        auto* dg = static_cast<VkPhysicalDeviceGroupProperties*>(
            inst.alloc.allocate(sizeof(VkPhysicalDeviceGroupProperties) * n));
        if (dg == nullptr)
            return VK_ERROR_OUT_OF_HOST_MEMORY;
        for (uint32_t g = 0; g < n; ++g) {
            dg[g] = VkPhysicalDeviceGroupProperties{};
            dg[g].sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_GROUP_PROPERTIES;
        }
        r = fn(d.instance, &n, dg);
        if (r == VK_SUCCESS || r == VK_INCOMPLETE) {
            for (uint32_t g = 0; g < n; ++g) {
                VkPhysicalDeviceGroupProperties out = dg[g];
                out.pNext = nullptr;
                for (uint32_t m = 0; m < out.physicalDeviceCount && m < VK_MAX_DEVICE_GROUP_SIZE; ++m) {
                    PhysicalDeviceTerm* t = term_for(inst, d, dg[g].physicalDevices[m]);
                    if (t == nullptr) {
                        inst.alloc.release(dg);
                        return VK_ERROR_OUT_OF_HOST_MEMORY;
                    }
                    out.physicalDevices[m] = reinterpret_cast<VkPhysicalDevice>(t);
                }
                if (!groups.push(out)) {
                    inst.alloc.release(dg);
                    return VK_ERROR_OUT_OF_HOST_MEMORY;
                }
            }
        }
        inst.alloc.release(dg);
    }
    // A group of one for every device whose driver does not report groups.
    for (size_t k = 0; k < keys.size(); ++k) {
        if (reports_groups[static_cast<size_t>(keys[k].term->driver - inst.drivers)])
            continue;
        VkPhysicalDeviceGroupProperties g{};
        g.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_GROUP_PROPERTIES;
        g.physicalDeviceCount = 1;
        g.physicalDevices[0] = reinterpret_cast<VkPhysicalDevice>(keys[k].term);
        g.subsetAllocation = VK_FALSE;
        if (!groups.push(g))
            return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    const uint32_t total = static_cast<uint32_t>(groups.size());
    if (pGroups == nullptr) {
        *pCount = total;
        return VK_SUCCESS;
    }
    const uint32_t n = *pCount < total ? *pCount : total;
    for (uint32_t i = 0; i < n; ++i) {
        void* next = pGroups[i].pNext;  // the application's chain stays
        pGroups[i] = groups[i];
        pGroups[i].pNext = next;
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
    const VkResult r = h.dispatch->instance.EnumeratePhysicalDevices(h.next, pPhysicalDeviceCount, pPhysicalDevices);
    if (pPhysicalDevices == nullptr || (r != VK_SUCCESS && r != VK_INCOMPLETE))
        return r;
    Instance& inst = *instance_of(instance);
    std::lock_guard<std::mutex> guard(inst.lock);
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
    const VkResult r = h.dispatch->instance.EnumeratePhysicalDeviceGroups(h.next, pPhysicalDeviceGroupCount, pGroups);
    if (pGroups == nullptr || (r != VK_SUCCESS && r != VK_INCOMPLETE))
        return r;
    Instance& inst = *instance_of(instance);
    std::lock_guard<std::mutex> guard(inst.lock);
    for (uint32_t g = 0; g < *pPhysicalDeviceGroupCount; ++g)
        for (uint32_t i = 0; i < pGroups[g].physicalDeviceCount; ++i) {
            pGroups[g].physicalDevices[i] = wrap(inst, pGroups[g].physicalDevices[i]);
            if (pGroups[g].physicalDevices[i] == VK_NULL_HANDLE)
                return VK_ERROR_OUT_OF_HOST_MEMORY;
        }
    return r;
}
