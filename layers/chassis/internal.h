// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// What the chassis's own source files share (not for layers): the layer's interceptors, the
// next layer's table filling, the loader's create-info structures, and running the hooks of a
// hand-written command.
#pragma once

#include <cstdarg>
#include <initializer_list>

#include <vulkan/vk_layer.h>

#include "base/name_hash.h"
// Not chassis/layer.h: its generated template (layer_interceptor.h, 25,000 lines) is for the
// layer's own source, which instantiates it; the core needs only what the layer hands it.
#include "chassis/hooks.h"
#include "chassis/state.h"

namespace vkl::layer {

inline const LayerInterceptors& L() { return layer_interceptors(); }

inline const CommandInfo* command_of(const char* name) {
    const NameInfo* n = find_name(name);
    return n ? &kCommands[n->command] : nullptr;
}
inline uint16_t id_of(const CommandInfo* c) { return static_cast<uint16_t>(c - kCommands); }
constexpr uint16_t id(Cmd c) { return static_cast<uint16_t>(c); }

// The next layer's function for each command of the levels a table holds, under each of its
// names (an alias may be what the next layer knows).
template <typename Table, typename Lookup>
void fill_next(Table& table, std::initializer_list<Level> levels, Lookup&& lookup) {
    for (uint16_t i = 0; i < kCommandCount; ++i) {
        const CommandInfo& c = kCommands[i];
        bool wanted = false;
        for (Level l : levels)
            wanted |= c.level == l;
        if (!wanted || c.slot == kNoSlot)
            continue;
        PFN_vkVoidFunction fn = nullptr;
        for (uint8_t k = 0; k < c.name_count && fn == nullptr; ++k)
            fn = lookup(kStringPool + kNames[c.first_name + k].name);
        table.slots[c.slot] = fn;
    }
}

// The loader's structure of `function` (VK_LAYER_LINK_INFO, VK_LOADER_DATA_CALLBACK) in a
// create info's chain.
template <typename Info>
Info* loader_info(const void* chain, VkStructureType type, VkLayerFunction function) {
    for (auto* p = static_cast<const VkBaseInStructure*>(chain); p; p = p->pNext)
        if (p->sType == type && reinterpret_cast<const Info*>(p)->function == function)
            return const_cast<Info*>(reinterpret_cast<const Info*>(p));
    return nullptr;
}

// The hooks of a hand-written command (policy.LAYER_CHASSIS_HOOKED_OWNED): one function per
// phase, running every interceptor type's hook; the arguments' types are the command's
// parameters exactly.
template <typename State, typename... Args>
bool run_validate(const HookFns& h, State* s, Args... args) {
    return h.validate && reinterpret_cast<bool (*)(State*, Args...)>(h.validate)(s, args...);
}
template <typename State, typename... Args>
void run_record(const HookFns& h, State* s, Args... args) {
    if (h.record)
        reinterpret_cast<void (*)(State*, Args...)>(h.record)(s, args...);
}
template <typename State, typename... Args>
void run_post(const HookFns& h, State* s, Args... args) {
    if (h.post)
        reinterpret_cast<void (*)(State*, Args...)>(h.post)(s, args...);
}

// vkCreateInstance / vkDestroyInstance, vkCreateDevice / vkDestroyDevice (instance.cpp,
// device.cpp), and the debug-messenger commands the chassis follows for log() (instance.cpp).
VKAPI_ATTR VkResult VKAPI_CALL CreateInstance(const VkInstanceCreateInfo* ci, const VkAllocationCallbacks* alloc, VkInstance* out);
VKAPI_ATTR void VKAPI_CALL DestroyInstance(VkInstance instance, const VkAllocationCallbacks* alloc);
VKAPI_ATTR VkResult VKAPI_CALL CreateDevice(VkPhysicalDevice pd, const VkDeviceCreateInfo* ci, const VkAllocationCallbacks* alloc,
                                            VkDevice* out);
VKAPI_ATTR void VKAPI_CALL DestroyDevice(VkDevice device, const VkAllocationCallbacks* alloc);
// The debug-messenger commands (nullptr for a command that is not one).
PFN_vkVoidFunction messenger_command(Cmd c);

// The process's objects' lifetime (process.cpp): begin_instance at each vkCreateInstance (the
// first makes them, with the settings of its create info's chain; their address goes to *process_objects; out of memory, or the process's
// objects already ended at exit: an error), end_instance at each vkDestroyInstance and failed
// vkCreateInstance (the last destroys them, under ProcessLifetime::Instances).
VkResult begin_instance(const void* create_info_chain, void** process_objects);
void end_instance();
// The instances whose messengers the process's log() reaches: live from before their objects
// are made to after they are destroyed.
void instance_live(const InstanceState* s);
void instance_gone(const InstanceState* s);

// One line from the chassis itself before or outside an instance (stderr, or the messengers of
// the create info being processed); the same from a va_list.
void chassis_log(const Messengers* messengers, Severity severity, const char* format, ...) __attribute__((format(printf, 3, 4)));
void vlog(const Messengers* messengers, Severity severity, const char* format, va_list ap) __attribute__((format(printf, 3, 0)));
// Whether `names` holds `name`.
bool contains(const std::vector<std::string>& names, const char* name);

}  // namespace vkl::layer
