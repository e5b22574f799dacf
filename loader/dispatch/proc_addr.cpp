// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// vkGetInstanceProcAddr and vkGetDeviceProcAddr: O(1) name lookup in the generated perfect
// hash (name_hash.h), then the documented rules for which pointer to return.
#include <cstring>

#include "dispatch/proc_addr.h"

#include "base/name_hash.h"
#include "dispatch/unknown.h"
#include "extensions/device_terminators.h"
#include "extensions/features.h"

namespace {

// Global commands and vkGetInstanceProcAddr itself are the only names a NULL instance may ask
// for (vkGetInstanceProcAddr with a NULL instance is allowed since Vulkan 1.2.193).
bool allowed_without_instance(const vkl::NameInfo& n) {
    const vkl::CommandInfo& c = vkl::kCommands[n.command];
    return c.level == vkl::Level::Global ||
           n.command == static_cast<uint16_t>(vkl::Cmd::GetInstanceProcAddr);
}

}  // namespace

extern "C" VKL_EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL
vkGetInstanceProcAddr(VkInstance instance, const char* pName) {
    const vkl::NameInfo* n = vkl::find_name(pName);
    if (n == nullptr) {
        if (instance == VK_NULL_HANDLE || pName == nullptr)
            return nullptr;
        vkl::checked_instance(instance, vkl::Cmd::GetInstanceProcAddr);
        return vkl::unknown_instance_proc(*vkl::instance_of(instance), pName);  // a newer command
    }
    if (instance == VK_NULL_HANDLE)
        return allowed_without_instance(*n) ? vkl::kTrampolines[n->command] : nullptr;
    vkl::checked_instance(instance, vkl::Cmd::GetInstanceProcAddr);
    const vkl::Instance& inst = *vkl::instance_of(instance);
    const vkl::CommandInfo& c = vkl::kCommands[n->command];
    if (c.level == vkl::Level::Global) {
        // Global commands need no instance; from Vulkan 1.3 on, asking for them with one gives
        // NULL (vkGetInstanceProcAddr itself excepted). Older applications still get them.
        const bool before_1_3 = VK_API_VERSION_MINOR(inst.api_version) < 3 && VK_API_VERSION_MAJOR(inst.api_version) == 1;
        return before_1_3 || n->command == static_cast<uint16_t>(vkl::Cmd::GetInstanceProcAddr)
                   ? vkl::kTrampolines[n->command]
                   : nullptr;
    }
    // Every core command; instance-extension commands only when the extension is enabled.
    if (!vkl::instance_command_available(inst, static_cast<uint16_t>(n - vkl::kNames)))
        return nullptr;
    // An instance-level command the generator left without a terminator (no rule fits it:
    // `tools/regen --explain`), which no layer provides either: no pointer, never a NULL call.
    if (c.level == vkl::Level::Instance && inst.dispatch.instance.slots[c.slot] == nullptr)
        return nullptr;
    return vkl::kTrampolines[n->command];
}

extern "C" VKL_EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL
vkGetDeviceProcAddr(VkDevice device, const char* pName) {
    if (device == VK_NULL_HANDLE || pName == nullptr)
        return nullptr;
    const vkl::NameInfo* n = vkl::find_name(pName);
    if (n == nullptr)
        return vkl::unknown_device_proc(*vkl::device_of(device), device, pName);
    const vkl::CommandInfo& c = vkl::kCommands[n->command];
    if (c.level != vkl::Level::Device)
        return nullptr;  // GDPA answers device-level commands only
    // Core commands (with maintenance5, up to the device's version) and those of enabled extensions.
    vkl::Device& dev = *vkl::device_of(device);
    if (!vkl::device_command_available(dev, static_cast<uint16_t>(n - vkl::kNames)))
        return nullptr;
    // Commands the loader intercepts keep their trampoline (when the chain has the command);
    // the rest are the chain's own. The unavailable thunk stands in for a command the chain
    // lacks, or one vkCreateDevice did not ask it for (a core command above the device's
    // version): that one is asked now.
    PFN_vkVoidFunction chain = __atomic_load_n(&dev.dispatch.device.slots[c.slot], __ATOMIC_ACQUIRE);
    if (chain == vkl::unavailable_device_command(n->command))
        chain = vkl::device_slot_asked(dev, c.slot) ? nullptr : vkl::lazy_device_command(dev, device, n->command);
    switch (static_cast<vkl::Cmd>(n->command)) {
    case vkl::Cmd::GetDeviceProcAddr:
    case vkl::Cmd::DestroyDevice:
    case vkl::Cmd::GetDeviceQueue:
    case vkl::Cmd::GetDeviceQueue2:
    case vkl::Cmd::AllocateCommandBuffers:
    case vkl::Cmd::SetDebugUtilsObjectNameEXT:  // application handles become the chain's
    case vkl::Cmd::SetDebugUtilsObjectTagEXT:
    case vkl::Cmd::DebugMarkerSetObjectNameEXT:
    case vkl::Cmd::DebugMarkerSetObjectTagEXT:
        return chain ? vkl::kTrampolines[n->command] : nullptr;
    default:
        return chain;
    }
}

namespace vkl {

PFN_vkVoidFunction chain_device_command(const Device& dev, VkDevice device, PFN_vkGetDeviceProcAddr gdpa, uint16_t command) {
    // Without device layers the chain's GDPA is the loader's terminator: asked by name index,
    // skipping the name lookup it would do.
    const bool direct = gdpa == &terminator_get_device_proc_addr;
    const CommandInfo& info = kCommands[command];
    PFN_vkVoidFunction fn = nullptr;
    for (uint8_t k = 0; k < info.name_count && fn == nullptr; ++k) {
        const uint16_t name_index = static_cast<uint16_t>(info.first_name + k);
        const char* name = kStringPool + kNames[name_index].name;
        fn = direct ? terminator_device_command(dev, name_index, name) : gdpa(device, name);
    }
    return fn;
}

PFN_vkVoidFunction lazy_device_command(Device& dev, VkDevice device, uint16_t command) {
    const uint16_t slot = kCommands[command].slot;
    uint64_t* word = &dev.asked[slot / 64];
    const uint64_t bit = uint64_t{1} << (slot % 64);
    if (device_slot_asked(dev, slot))
        return nullptr;  // asked before: the chain has none (else the slot would hold it)
    // Two threads may both ask: the chain gives both the same pointer. The slot is written
    // before the bit, so a lookup that sees the bit sees the pointer too.
    PFN_vkVoidFunction fn = chain_device_command(dev, device, dev.top_gdpa, command);
    if (fn)
        __atomic_store_n(&dev.dispatch.device.slots[slot], fn, __ATOMIC_RELEASE);
    __atomic_fetch_or(word, bit, __ATOMIC_RELEASE);
    return fn;
}

PFN_vkVoidFunction terminator_device_command(const Device& dev, uint16_t name_index, const char* pName) {
    const uint16_t command = kNames[name_index].command;
    const CommandInfo& c = kCommands[command];
    if (command == static_cast<uint16_t>(Cmd::GetDeviceProcAddr))
        return reinterpret_cast<PFN_vkVoidFunction>(&terminator_get_device_proc_addr);
    if (c.level != Level::Device)
        return nullptr;
    if (c.flags & kCmdDeviceTerminator) {
        // A command the loader has a terminator for, of an extension the driver's device did not
        // get: NULL, never the driver's own (which may hand it out regardless), as in both
        // Khronos loaders.
        if (!device_command_available(dev, name_index))
            return nullptr;
        for (uint16_t i = 0; i < kDeviceTerminatorCount; ++i)
            if (static_cast<uint16_t>(kDeviceTerminators[i].command) == command && kDeviceTerminators[i].function &&
                device_terminator_installed(const_cast<Device&>(dev), i))
                return kDeviceTerminators[i].function;
    }
    return dev.driver->table.GetDeviceProcAddr(dev.driver_device, pName);
}

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL terminator_get_device_proc_addr(VkDevice device, const char* pName) {
    if (device == VK_NULL_HANDLE || pName == nullptr)
        return nullptr;
    const Device& dev = *device_of(device);
    if (const NameInfo* n = find_name(pName))
        return terminator_device_command(dev, static_cast<uint16_t>(n - kNames), pName);
    return dev.driver->table.GetDeviceProcAddr(dev.driver_device, pName);  // a command the loader does not know
}

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL terminator_physical_device_proc_addr(VkInstance instance, const char* name) {
    const NameInfo* n = find_name(name);
    if (n != nullptr) {
        const CommandInfo& c = kCommands[n->command];
        return c.level == Level::PhysicalDevice ? kPhysicalDeviceTerminators[c.slot] : nullptr;
    }
    // The handle below the last layer is the loader's own (the terminator's vkCreateInstance
    // returned it), also while vkCreateInstance is still running.
    const auto* h = reinterpret_cast<const InstanceHandle*>(instance);
    Instance* inst = h != nullptr && h->magic == kInstanceMagic ? instance_of(instance) : nullptr;
    return unknown_physical_device_terminator(inst, name);
}

}  // namespace vkl

namespace vkl::term {

// The end of the instance chain's vkGetInstanceProcAddr: layers call it for the next entry
// point below them. Instance- and physical-device-level names resolve to the loader's
// terminators.
VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL GetInstanceProcAddr(VkInstance, const char* pName) {
    const NameInfo* n = find_name(pName);
    if (n == nullptr) {
        // A layer may find the next vk_layerGetPhysicalDeviceProcAddr through the next
        // vkGetInstanceProcAddr instead of its link (LoaderLayerInterface, "Layer Unknown
        // Physical Device Extensions"): below the last layer that is the loader's.
        if (pName != nullptr && std::strcmp(pName, "vk_layerGetPhysicalDeviceProcAddr") == 0)
            return reinterpret_cast<PFN_vkVoidFunction>(&terminator_physical_device_proc_addr);
        return nullptr;
    }
    const CommandInfo& c = kCommands[n->command];
    switch (static_cast<Cmd>(n->command)) {
    case Cmd::CreateInstance:
        return reinterpret_cast<PFN_vkVoidFunction>(&term::CreateInstance);
    case Cmd::EnumerateInstanceVersion:
        return reinterpret_cast<PFN_vkVoidFunction>(&term::EnumerateInstanceVersion);
    case Cmd::EnumerateInstanceExtensionProperties:
        return reinterpret_cast<PFN_vkVoidFunction>(&term::EnumerateInstanceExtensionProperties);
    case Cmd::EnumerateInstanceLayerProperties:
        return reinterpret_cast<PFN_vkVoidFunction>(&term::EnumerateInstanceLayerProperties);
    default:
        break;
    }
    if (n->command == static_cast<uint16_t>(Cmd::GetDeviceProcAddr))
        return reinterpret_cast<PFN_vkVoidFunction>(&terminator_get_device_proc_addr);
    switch (c.level) {
    case Level::Instance:
        if (n->command == static_cast<uint16_t>(Cmd::GetInstanceProcAddr))
            return reinterpret_cast<PFN_vkVoidFunction>(&GetInstanceProcAddr);
        return kInstanceTerminators[c.slot];
    case Level::PhysicalDevice:
        return kPhysicalDeviceTerminators[c.slot];
    default:
        return nullptr;
    }
}

}  // namespace vkl::term
