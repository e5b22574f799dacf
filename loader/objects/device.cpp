// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// vkCreateDevice / vkDestroyDevice: the device chain and the device dispatch table.
#include "objects/device.h"

#include <cstring>

#include "base/log.h"
#include "base/two_call.h"
#include "dispatch/proc_addr.h"
#include "dispatch/unknown.h"
#include "extensions/device_terminators.h"
#include "extensions/features.h"
#include "objects/layer_chain.h"
#include "objects/state.h"

namespace vkl {
namespace {

// The device being created on this thread: vkCreateDevice (trampoline) sets it, the loader's
// terminator at the end of the chain binds the driver's device to it.
thread_local Device* t_creating_device = nullptr;

// The dispatch slots of one feature's device-level commands, each from the chain. Without
// device layers the chain's top is the loader's terminator, whose answer for a command the
// loader does not terminate is the driver's: the driver is asked directly.
void fill_feature(Device& dev, VkDevice device, PFN_vkGetDeviceProcAddr gdpa, uint16_t feature) {
    const FeatureInfo& f = kFeatures[feature];
    const bool direct = gdpa == &terminator_get_device_proc_addr;
    const PFN_vkGetDeviceProcAddr driver = dev.driver->table.GetDeviceProcAddr;
    const VkDevice driver_device = dev.driver_device;
    PFN_vkVoidFunction* slots = dev.dispatch.device.slots;
    for (const uint16_t* c = kFeatureCommands + f.first_command, *end = c + f.command_count; c != end; ++c) {
        const CommandInfo& info = kCommands[*c];
        if (info.level != Level::Device)
            continue;
        uint64_t& word = dev.asked[info.slot / 64];
        const uint64_t bit = uint64_t{1} << (info.slot % 64);
        if (word & bit)
            continue;  // an earlier feature (an alias) filled it
        word |= bit;
        PFN_vkVoidFunction fn = nullptr;
        if (!direct || (info.flags & kCmdDeviceTerminator) || *c == static_cast<uint16_t>(Cmd::GetDeviceProcAddr)) {
            fn = chain_device_command(dev, device, gdpa, *c);
        } else {
            for (uint8_t k = 0; k < info.name_count && fn == nullptr; ++k)
                fn = driver(driver_device, kStringPool + kNames[info.first_name + k].name);
        }
        if (fn)
            slots[info.slot] = fn;
    }
}

// The device's dispatch table: what it can call, from the chain's vkGetDeviceProcAddr. The
// commands of the core versions the physical device has, and of the extensions enabled on the
// device or its instance, as the application asked and as they reached the driver (layers'
// additions included); what the loader implements of those comes through the chain's bottom.
// The rest keep the unavailable thunk: vkGetDeviceProcAddr answers NULL for an extension that
// is not enabled, and asks the chain on first lookup for a core command above the device's
// version (it hands those out without maintenance5, as both Khronos loaders do). So the cost
// follows what the device enables, not the registry's size.
// The index of the lowest set bit of a non-zero word, without libgcc: on 32-bit x86
// __builtin_ctzll is a call to libgcc_s's __ctzdi2, and the loader links the C library alone.
uint16_t lowest_bit(uint64_t bits) {
    if constexpr (sizeof(unsigned long) == 8)
        return static_cast<uint16_t>(__builtin_ctzl(static_cast<unsigned long>(bits)));
    const auto low = static_cast<uint32_t>(bits);
    return static_cast<uint16_t>(low != 0 ? __builtin_ctz(low) : 32 + __builtin_ctz(static_cast<uint32_t>(bits >> 32)));
}

void fill_device_table(Device& dev, VkDevice device, PFN_vkGetDeviceProcAddr gdpa) {
    // Core versions come first in kFeatures. A version the application did not ask for is still
    // the device's (programs that ask for 1.0 call 1.1's commands; both Khronos loaders fill
    // them from the driver).
    for (uint16_t f = 0; f < kFeatureCount && kFeatures[f].kind == FeatureKind::Core; ++f)
        if (version_within(kFeatures[f].api_version, dev.physical_device_version))
            fill_feature(dev, device, gdpa, f);
    for (uint16_t w = 0; w < (kDeviceExtensionCount + 63) / 64; ++w)
        for (uint64_t bits = dev.enabled_ext[w]; bits != 0; bits &= bits - 1)
            fill_feature(dev, device, gdpa, kDeviceExtensionFeatures[w * 64 + lowest_bit(bits)]);
    const Instance& inst = *dev.instance;
    for (uint16_t i = 0; i < kInstanceExtensionCount; ++i)  // device commands of instance extensions (debug utils)
        if (inst.enabled_ext[i])
            fill_feature(dev, device, gdpa, kInstanceExtensionFeatures[i]);
}

}  // namespace

namespace {

// A device extension list, read through `fn` (the driver's or the chain's top).
VkResult read_extensions(PFN_vkEnumerateDeviceExtensionProperties fn, VkPhysicalDevice pd, Vec<VkExtensionProperties>& out) {
    for (int attempt = 0; attempt < 4; ++attempt) {  // the count may change between the calls
        uint32_t n = 0;
        VkResult r = fn(pd, nullptr, &n, nullptr);
        if (r != VK_SUCCESS)
            return r;
        out.clear();
        if (!out.reserve(n + 1))
            return VK_ERROR_OUT_OF_HOST_MEMORY;
        const uint32_t room = n;
        r = fn(pd, nullptr, &n, out.data());
        if (r == VK_INCOMPLETE)
            continue;
        if (r != VK_SUCCESS)
            return r;
        n = written_count(n, room);
        for (uint32_t i = 0; i < n; ++i)
            out.push(out.data()[i]);  // adopt the n entries written in place
        return VK_SUCCESS;
    }
    return VK_INCOMPLETE;
}

bool has_extension(const Vec<VkExtensionProperties>& list, const char* name) {
    for (const VkExtensionProperties& e : list)
        if (std::strcmp(e.extensionName, name) == 0)
            return true;
    return false;
}

}  // namespace

namespace {

// VkDeviceGroupDeviceCreateInfo carries physical devices inside the create info: each level of
// the chain must see its own handles (LoaderLayerInterface, "wrapping"), so for the call the
// array is replaced by one of the next level's handles, and restored after (the structure is
// the application's).
class GroupDevices {
public:
    template <typename Map>
    GroupDevices(const VkDeviceCreateInfo& ci, const Allocator& alloc, Map map) : alloc_(alloc) {
        for (auto* s = static_cast<const VkBaseInStructure*>(ci.pNext); s; s = s->pNext)
            if (s->sType == VK_STRUCTURE_TYPE_DEVICE_GROUP_DEVICE_CREATE_INFO) {
                group_ = const_cast<VkDeviceGroupDeviceCreateInfo*>(reinterpret_cast<const VkDeviceGroupDeviceCreateInfo*>(s));
                break;
            }
        if (group_ == nullptr || group_->physicalDeviceCount == 0 || group_->pPhysicalDevices == nullptr) {
            group_ = nullptr;
            return;
        }
        mapped_ = static_cast<VkPhysicalDevice*>(alloc.allocate(sizeof(VkPhysicalDevice) * group_->physicalDeviceCount));
        if (mapped_ == nullptr) {
            group_ = nullptr;
            failed_ = true;
            return;
        }
        for (uint32_t i = 0; i < group_->physicalDeviceCount; ++i)
            mapped_[i] = map(group_->pPhysicalDevices[i]);
        saved_ = group_->pPhysicalDevices;
        group_->pPhysicalDevices = mapped_;
    }
    ~GroupDevices() {
        if (group_)
            group_->pPhysicalDevices = saved_;
        alloc_.release(mapped_);
    }
    GroupDevices(const GroupDevices&) = delete;
    GroupDevices& operator=(const GroupDevices&) = delete;
    bool failed() const { return failed_; }

private:
    const Allocator& alloc_;
    VkDeviceGroupDeviceCreateInfo* group_ = nullptr;
    const VkPhysicalDevice* saved_ = nullptr;
    VkPhysicalDevice* mapped_ = nullptr;
    bool failed_ = false;
};

}  // namespace

namespace term {

VKAPI_ATTR VkResult VKAPI_CALL CreateDevice(VkPhysicalDevice physicalDevice, const VkDeviceCreateInfo* pCreateInfo,
                                            const VkAllocationCallbacks* pAllocator, VkDevice* pDevice) {
    const PhysicalDeviceTerm& pd = term_physical_device(physicalDevice);
    Driver& d = *pd.driver;
    if (d.table.CreateDevice == nullptr || d.table.GetDeviceProcAddr == nullptr) {
        log(kLogError | kLogDriver, "driver %s: lacks vkCreateDevice or vkGetDeviceProcAddr", d.manifest_path);
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    // The driver gets the requested extensions it has; the others were checked by the
    // trampoline against what the layers and the driver offer (a layer implements its own).
    Instance& inst = *d.owner;
    const Allocator& alloc = inst.alloc;
    VkDeviceCreateInfo ci = *pCreateInfo;
    // Device layers are deprecated (LoaderApplicationInterface): the names are the application's
    // business with the loader, never the driver's.
    ci.enabledLayerCount = 0;
    ci.ppEnabledLayerNames = nullptr;
    const char** names = nullptr;
    if (ci.enabledExtensionCount) {
        Vec<VkExtensionProperties> have(alloc);
        const VkResult er = read_extensions(d.table.EnumerateDeviceExtensionProperties, pd.handle, have);
        names = static_cast<const char**>(alloc.allocate(sizeof(char*) * ci.enabledExtensionCount));
        if (er == VK_ERROR_OUT_OF_HOST_MEMORY || names == nullptr) {
            alloc.release(names);
            return VK_ERROR_OUT_OF_HOST_MEMORY;
        }
        uint32_t kept = 0;
        for (uint32_t i = 0; i < ci.enabledExtensionCount; ++i) {
            const char* e = ci.ppEnabledExtensionNames[i];
            if (e && has_extension(have, e))
                names[kept++] = e;
            else
                log(kLogDebug | kLogDriver, "vkCreateDevice: extension %s is not the driver's (%s); not passed to it",
                    e ? e : "(null)", d.manifest_path);
        }
        ci.enabledExtensionCount = kept;
        ci.ppEnabledExtensionNames = kept ? names : nullptr;
    }
    // A driver without vkGetPhysicalDeviceFeatures2 (under either name) knows no
    // VkPhysicalDeviceFeatures2 and reads pEnabledFeatures only: with the extension enabled on
    // the instance, the chained structure's features go there (as in both Khronos loaders). A
    // driver without device groups can make a device of one physical device only.
    const int props2 = instance_extension_index(VK_KHR_GET_PHYSICAL_DEVICE_PROPERTIES_2_EXTENSION_NAME);
    for (auto* s = static_cast<const VkBaseInStructure*>(ci.pNext); s; s = s->pNext) {
        if (s->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2 && d.table.GetPhysicalDeviceFeatures2 == nullptr &&
            props2 >= 0 && inst.enabled_ext[props2])
            ci.pEnabledFeatures = &reinterpret_cast<const VkPhysicalDeviceFeatures2*>(s)->features;
        if (s->sType == VK_STRUCTURE_TYPE_DEVICE_GROUP_DEVICE_CREATE_INFO && d.table.EnumeratePhysicalDeviceGroups == nullptr &&
            reinterpret_cast<const VkDeviceGroupDeviceCreateInfo*>(s)->physicalDeviceCount != 1) {
            log(kLogError | kLogDriver, "vkCreateDevice: driver %s has no device groups; a VkDeviceGroupDeviceCreateInfo "
                "of %u physical devices cannot be made", d.manifest_path,
                reinterpret_cast<const VkDeviceGroupDeviceCreateInfo*>(s)->physicalDeviceCount);
            alloc.release(names);
            return VK_ERROR_INITIALIZATION_FAILED;
        }
    }
    // The group's physical devices as the driver knows them.
    const GroupDevices group(ci, alloc, [](VkPhysicalDevice p) {
        const auto* t = reinterpret_cast<const PhysicalDeviceTerm*>(p);
        return t && t->magic == kTermPhysicalDeviceMagic ? t->handle : p;
    });
    const VkResult r = group.failed() ? VK_ERROR_OUT_OF_HOST_MEMORY : d.table.CreateDevice(pd.handle, &ci, pAllocator, pDevice);
    if (r == VK_SUCCESS && t_creating_device) {
        Device& dev = *t_creating_device;
        dev.driver = &d;
        dev.physical_device = &pd;
        dev.driver_device = *pDevice;
        VkPhysicalDeviceProperties props;
        props.apiVersion = VK_API_VERSION_1_0;
        d.table.GetPhysicalDeviceProperties(pd.handle, &props);
        // Every device has Vulkan 1.0's commands: a driver that reports a version below 1.0
        // (some test drivers leave apiVersion 0) still gets them, as both Khronos loaders fill
        // every core command.
        dev.physical_device_version = version_within(props.apiVersion, VK_API_VERSION_1_0) ? VK_API_VERSION_1_0 : props.apiVersion;
        // The extensions the driver got decide which of the loader's device terminators the
        // chain's bottom vkGetDeviceProcAddr gives (terminator_device_command, which asks the
        // driver for the function behind one when it is first looked up).
        record_device_features(dev, ci, props.apiVersion);
        // Set now: layers may call down the chain (through the terminator GDPA) before
        // vkCreateDevice returns to the application.
        *reinterpret_cast<const DeviceDispatch**>(*pDevice) = &dev.dispatch;
    }
    alloc.release(names);
    return r;
}

VKAPI_ATTR VkResult VKAPI_CALL EnumerateDeviceExtensionProperties(VkPhysicalDevice physicalDevice,
                                                                  const char* pLayerName, uint32_t* pPropertyCount,
                                                                  VkExtensionProperties* pProperties) {
    const PhysicalDeviceTerm& pd = term_physical_device(physicalDevice);
    if (pLayerName != nullptr && pLayerName[0] != '\0') {
        // A layer passed the query down: answered from the manifests, as the trampoline does.
        const Instance& inst = *pd.driver->owner;
        return layer_device_extensions(inst.layer_set ? find_present_layer(*inst.layer_set, pLayerName) : nullptr,
                                       pPropertyCount, pProperties);
    }
    // The driver's own, then the device extensions an active implicit layer's manifest lists
    // (without duplicates): an implicit layer is on without the application asking, so what it
    // implements is the device's to the application. Explicit layers add theirs as the call
    // comes down through them.
    // The chosen layers, one whose library failed to load included: both Khronos loaders judge
    // them by their manifests.
    const Instance& inst = *pd.driver->owner;
    auto implicit_layer = [&](uint32_t l) -> const LayerManifest* {
        const LayerManifest* m = inst.reported_layers[l];
        return m->implicit && !m->is_meta ? m : nullptr;
    };
    bool implicit_extensions = false;
    for (uint32_t l = 0; l < inst.reported_layer_count; ++l)
        implicit_extensions |= implicit_layer(l) && implicit_layer(l)->device_extensions.size() > 0;
    if (!implicit_extensions)
        return pd.driver->table.EnumerateDeviceExtensionProperties(pd.handle, nullptr, pPropertyCount, pProperties);
    Vec<VkExtensionProperties> all(inst.alloc);
    const VkResult r = read_extensions(pd.driver->table.EnumerateDeviceExtensionProperties, pd.handle, all);
    if (r != VK_SUCCESS)
        return r;
    for (uint32_t l = 0; l < inst.reported_layer_count; ++l) {
        if (!implicit_layer(l))
            continue;
        for (const LayerDeviceExtension* x : implicit_layer(l)->device_extensions)
            if (!has_extension(all, x->props.extensionName) && !all.push(x->props))
                return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    return fill_two_call(static_cast<uint32_t>(all.size()), pPropertyCount, pProperties,
                         [&](uint32_t i) { return all[i]; });
}

VKAPI_ATTR VkResult VKAPI_CALL EnumerateDeviceLayerProperties(VkPhysicalDevice, uint32_t* pPropertyCount,
                                                              VkLayerProperties*) {
    if (pPropertyCount == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    *pPropertyCount = 0;
    return VK_SUCCESS;
}

}  // namespace term
}  // namespace vkl

using namespace vkl;

namespace vkl {
namespace {

// Creates a device through the chain from layer `first` down, and the loader's Device for it.
VkResult create_device(Instance& inst, VkPhysicalDevice next, const VkDeviceCreateInfo* pCreateInfo,
                       const VkAllocationCallbacks* pAllocator, VkDevice* pDevice, uint32_t first, Device** out) {
    const Allocator alloc(pAllocator ? pAllocator : inst.alloc.callbacks(), VK_SYSTEM_ALLOCATION_SCOPE_DEVICE);
    Device* dev = alloc.make<Device>();
    if (dev != nullptr)
        dev->serial = next_object_serial();
    if (dev == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    dev->alloc = alloc;
    dev->instance = &inst;
    // Before the chain: a layer that calls the device before vkCreateDevice returns meets the
    // unavailable thunks, never an unset slot.
    init_device_dispatch(dev->dispatch);
    Device* outer = t_creating_device;
    t_creating_device = dev;
    const VkResult r = create_device_chain(inst, next, *pCreateInfo, pAllocator, pDevice, first, &dev->top_gdpa);
    t_creating_device = outer;
    if (r != VK_SUCCESS) {
        alloc.destroy(dev);
        return r;
    }
    if (dev->driver == nullptr) {  // the chain did not reach the loader's terminator
        log(kLogError, "vkCreateDevice: the device chain did not end in the loader");
        alloc.destroy(dev);
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    record_device_features(*dev, *pCreateInfo, dev->api_version);
    fill_device_table(*dev, *pDevice, dev->top_gdpa);
    if (dev->dispatch.device.DestroyDevice == nullptr) {
        log(kLogError, "vkCreateDevice: the device chain gives no vkDestroyDevice");
        alloc.destroy(dev);
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    // The handle the application gets (a layer's, if one wraps devices) carries the loader's
    // dispatch pointer too.
    *reinterpret_cast<const DeviceDispatch**>(*pDevice) = &dev->dispatch;
    if (!register_device(*dev, *pDevice)) {
        dev->dispatch.device.DestroyDevice(*pDevice, pAllocator);
        alloc.destroy(dev);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    *out = dev;
    return VK_SUCCESS;
}

}  // namespace

VkResult create_device_for_layer(VkInstance instance, VkPhysicalDevice physicalDevice, const VkDeviceCreateInfo* pCreateInfo,
                                 const VkAllocationCallbacks* pAllocator, VkDevice* pDevice,
                                 PFN_vkGetInstanceProcAddr layerGIPA, PFN_vkGetDeviceProcAddr* nextGDPA) {
    Instance* found = instance ? instance_from_any_handle(instance) : nullptr;
    if (found == nullptr || pCreateInfo == nullptr || pDevice == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    Instance& inst = *found;
    uint32_t first = 0;  // the layers below the one asking
    for (uint32_t i = 0; i < inst.layer_count; ++i)
        if (inst.layers[i].gipa == layerGIPA)
            first = i + 1;
    Device* dev = nullptr;
    const VkResult r = create_device(inst, physicalDevice, pCreateInfo, pAllocator, pDevice, first, &dev);
    if (r == VK_SUCCESS && nextGDPA)
        *nextGDPA = dev->top_gdpa;
    return r;
}

void destroy_device_for_layer(VkDevice device, const VkAllocationCallbacks* pAllocator, PFN_vkDestroyDevice destroy) {
    if (device == VK_NULL_HANDLE)
        return;
    Device* dev = device_of(device);
    unregister_device(*dev);
    (destroy ? destroy : dev->dispatch.device.DestroyDevice)(device, pAllocator);
    const Allocator alloc = dev->alloc;
    alloc.destroy(dev);
    write_state_file("vkDestroyDevice");
}

}  // namespace vkl

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkCreateDevice(VkPhysicalDevice physicalDevice,
                                                              const VkDeviceCreateInfo* pCreateInfo,
                                                              const VkAllocationCallbacks* pAllocator,
                                                              VkDevice* pDevice) {
    const PhysicalDeviceHandle& pd = checked_physical_device(physicalDevice, Cmd::CreateDevice);
    const LogScope scope(pd.instance);
    if (pCreateInfo == nullptr || pDevice == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    if (pCreateInfo->enabledExtensionCount > 0 && pCreateInfo->ppEnabledExtensionNames == nullptr) {
        log(kLogError, "vkCreateDevice: enabledExtensionCount is %u but ppEnabledExtensionNames is NULL",
            pCreateInfo->enabledExtensionCount);
        return VK_ERROR_EXTENSION_NOT_PRESENT;
    }
    // Every requested extension must be one the application could have found: in
    // vkEnumerateDeviceExtensionProperties (the driver's, and what the layers add as the call
    // passes them) or in an enabled layer's manifest.
    const Instance& inst = *pd.instance;
    if (pCreateInfo->enabledExtensionCount > 0) {
        Vec<VkExtensionProperties> visible(inst.alloc);
        const VkResult er = read_extensions(pd.dispatch->physical_device.EnumerateDeviceExtensionProperties, pd.next, visible);
        if (er == VK_ERROR_OUT_OF_HOST_MEMORY)
            return er;
        for (uint32_t i = 0; i < pCreateInfo->enabledExtensionCount; ++i) {
            const char* e = pCreateInfo->ppEnabledExtensionNames[i];
            bool found = e && has_extension(visible, e);
            for (uint32_t l = 0; e && l < inst.reported_layer_count && !found; ++l)
                if (!inst.reported_layers[l]->is_meta)
                    for (const LayerDeviceExtension* x : inst.reported_layers[l]->device_extensions)
                        found |= std::strcmp(x->props.extensionName, e) == 0;
            if (!found) {
                log(kLogError, "vkCreateDevice: extension %s is not supported by the physical device or any enabled layer",
                    e ? e : "(null)");
                return VK_ERROR_EXTENSION_NOT_PRESENT;
            }
        }
    }
    // The group's physical devices as the chain's top knows them.
    const GroupDevices group(*pCreateInfo, inst.alloc, [](VkPhysicalDevice p) {
        const auto* h = reinterpret_cast<const PhysicalDeviceHandle*>(p);
        return h && h->magic == kPhysicalDeviceMagic ? h->next : p;
    });
    if (group.failed())
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    Device* dev = nullptr;
    const VkResult r = create_device(*pd.instance, pd.next, pCreateInfo, pAllocator, pDevice, 0, &dev);
    if (r == VK_SUCCESS)
        write_state_file("vkCreateDevice");
    return r;
}

extern "C" VKL_EXPORT VKAPI_ATTR void VKAPI_CALL vkDestroyDevice(VkDevice device, const VkAllocationCallbacks* pAllocator) {
    if (device == VK_NULL_HANDLE)
        return;
    Device* dev = device_of(device);
    unregister_device(*dev);
    dev->dispatch.device.DestroyDevice(device, pAllocator);
    const Allocator alloc = dev->alloc;
    alloc.destroy(dev);
    write_state_file("vkDestroyDevice");
}
