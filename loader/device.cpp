// vkCreateDevice / vkDestroyDevice: the device chain and the device dispatch table.
#include <cstring>

#include "dispatch.h"
#include "log.h"

namespace vkl {
namespace {

// The device being created on this thread: vkCreateDevice (trampoline) sets it, the loader's
// terminator at the end of the chain binds the driver's device to it.
thread_local Device* t_creating_device = nullptr;

// Every device-level slot from the chain's vkGetDeviceProcAddr: the canonical name first,
// then its aliases.
void fill_device_table(Device& dev, VkDevice device, PFN_vkGetDeviceProcAddr gdpa) {
    for (uint16_t c = 0; c < kCommandCount; ++c) {
        const CommandInfo& info = kCommands[c];
        if (info.level != Level::Device)
            continue;
        PFN_vkVoidFunction fn = nullptr;
        for (uint8_t k = 0; k < info.name_count && fn == nullptr; ++k)
            fn = gdpa(device, kStringPool + kNames[info.first_name + k].name);
        dev.dispatch.device.slots[info.slot] = fn;
    }
}

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
    const VkResult r = d.table.CreateDevice(pd.handle, pCreateInfo, pAllocator, pDevice);
    if (r == VK_SUCCESS && t_creating_device) {
        t_creating_device->driver = &d;
        t_creating_device->driver_device = *pDevice;
    }
    return r;
}

VKAPI_ATTR VkResult VKAPI_CALL EnumerateDeviceExtensionProperties(VkPhysicalDevice physicalDevice,
                                                                  const char* pLayerName, uint32_t* pPropertyCount,
                                                                  VkExtensionProperties* pProperties) {
    const PhysicalDeviceTerm& pd = term_physical_device(physicalDevice);
    if (pLayerName != nullptr && pLayerName[0] != '\0')
        return VK_ERROR_LAYER_NOT_PRESENT;
    return pd.driver->table.EnumerateDeviceExtensionProperties(pd.handle, nullptr, pPropertyCount, pProperties);
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

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkCreateDevice(VkPhysicalDevice physicalDevice,
                                                              const VkDeviceCreateInfo* pCreateInfo,
                                                              const VkAllocationCallbacks* pAllocator,
                                                              VkDevice* pDevice) {
    const PhysicalDeviceHandle& pd = checked_physical_device(physicalDevice, Cmd::CreateDevice);
    if (pCreateInfo == nullptr || pDevice == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    Instance& inst = *pd.instance;
    const Allocator alloc(pAllocator ? pAllocator : inst.alloc.callbacks(), VK_SYSTEM_ALLOCATION_SCOPE_DEVICE);
    Device* dev = alloc.make<Device>();
    if (dev == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    dev->alloc = alloc;
    dev->instance = &inst;
    Device* outer = t_creating_device;
    t_creating_device = dev;
    const VkResult r = pd.dispatch->physical_device.CreateDevice(pd.next, pCreateInfo, pAllocator, pDevice);
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
    const auto gdpa = dev->driver->table.GetDeviceProcAddr;
    fill_device_table(*dev, *pDevice, gdpa);
    install_device_terminators(*dev);
    if (dev->dispatch.device.DestroyDevice == nullptr) {
        log(kLogError | kLogDriver, "driver %s: vkGetDeviceProcAddr gives no vkDestroyDevice", dev->driver->manifest_path);
        alloc.destroy(dev);
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    if (!register_device(*dev, *pDevice)) {
        dev->dispatch.device.DestroyDevice(*pDevice, pAllocator);
        alloc.destroy(dev);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    // The driver's dispatchable object starts with a slot for the loader's dispatch pointer.
    *reinterpret_cast<const DeviceDispatch**>(*pDevice) = &dev->dispatch;
    return VK_SUCCESS;
}

extern "C" VKL_EXPORT VKAPI_ATTR void VKAPI_CALL vkDestroyDevice(VkDevice device, const VkAllocationCallbacks* pAllocator) {
    if (device == VK_NULL_HANDLE)
        return;
    Device* dev = device_of(device);
    unregister_device(*dev);
    dev->dispatch.device.DestroyDevice(device, pAllocator);
    const Allocator alloc = dev->alloc;
    alloc.destroy(dev);
}
