// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// vkCreateInstance / vkDestroyInstance and the instance-level terminators around drivers.
#include <algorithm>
#include <cstring>

#include "base/env.h"
#include "base/log.h"
#include "base/name_hash.h"
#include "base/platform.h"
#include "dispatch/unknown.h"
#include "extensions/debug.h"
#include "extensions/features.h"
#include "types/records.h"
#include "objects/layer_chain.h"
#include "objects/state.h"
#include "objects/lifetime_lock.h"
#include "base/sync.h"

namespace vkl {

namespace {

// The loader instance being created on this thread: vkCreateInstance sets it, the loader's
// terminator at the end of the instance chain fills it in.
thread_local Instance* t_creating_instance = nullptr;

// Fills a driver table slot by slot from the driver's GIPA: the canonical name first, then
// its aliases (a 1.0 driver may only know vkGetPhysicalDeviceProperties2KHR).
void fill_driver_table(Driver& d) {
    for (uint16_t c : kDriverCommands) {
        const CommandInfo& info = kCommands[c];
        PFN_vkVoidFunction fn = nullptr;
        for (uint8_t k = 0; k < info.name_count && fn == nullptr; ++k)
            fn = d.lib->gipa(d.instance, kStringPool + kNames[info.first_name + k].name);
        d.table.slots[info.driver_slot] = fn;
    }
}

// The first command the loader calls without a NULL check (the two below, and the Vulkan 1.0
// physical-device commands with generated terminators: kCmdDriverMustHave) that the driver did
// not give, or nullptr.
const char* missing_required_command(const Driver& d) {
    if (d.table.DestroyInstance == nullptr)
        return "vkDestroyInstance";
    if (d.table.EnumeratePhysicalDevices == nullptr)
        return "vkEnumeratePhysicalDevices";
    if (d.table.EnumerateDeviceExtensionProperties == nullptr)
        return "vkEnumerateDeviceExtensionProperties";
    for (uint16_t c : kDriverCommands) {
        const CommandInfo& info = kCommands[c];
        if ((info.flags & kCmdDriverMustHave) && d.table.slots[info.driver_slot] == nullptr)
            return kStringPool + info.name;
    }
    return nullptr;
}

void release_driver_extensions(Instance& inst) {
    if (inst.driver_extensions == nullptr)
        return;
    for (uint32_t d = 0; d < inst.library_count; ++d)
        release_extensions(inst.alloc, inst.driver_extensions[d]);
    inst.alloc.release(inst.driver_extensions);
    inst.driver_extensions = nullptr;
}

// The drivers an instance is made from: the system's (unless the application hands its own in
// exclusive VK_LUNARG_direct_driver_loading mode), then the application's direct drivers.
VkResult gather_drivers(Instance& inst, const VkInstanceCreateInfo& ci, const VkAllocationCallbacks* pAllocator) {
    const VkDirectDriverLoadingListLUNARG* list = nullptr;
    for (auto* s = static_cast<const VkBaseInStructure*>(ci.pNext); s && list == nullptr; s = s->pNext)
        if (s->sType == VK_STRUCTURE_TYPE_DIRECT_DRIVER_LOADING_LIST_LUNARG)
            list = reinterpret_cast<const VkDirectDriverLoadingListLUNARG*>(s);
    bool enabled = false;
    for (uint32_t i = 0; i < ci.enabledExtensionCount && !enabled; ++i)
        enabled = ci.ppEnabledExtensionNames[i] &&
                  std::strcmp(ci.ppEnabledExtensionNames[i], VK_LUNARG_DIRECT_DRIVER_LOADING_EXTENSION_NAME) == 0;
    if (list && !enabled) {
        log(kLogWarn | kLogDriver, "vkCreateInstance: a VkDirectDriverLoadingListLUNARG is chained but "
            VK_LUNARG_DIRECT_DRIVER_LOADING_EXTENSION_NAME " is not enabled; its drivers are not used");
        list = nullptr;
    }
    const bool exclusive = list && list->mode == VK_DIRECT_DRIVER_LOADING_MODE_EXCLUSIVE_LUNARG;
    if (exclusive)
        log(kLogInfo | kLogDriver, "vkCreateInstance: exclusive direct driver loading: no system driver is used, and the "
            "driver environment variables have no effect");
    else if ((inst.driver_set = acquire_drivers(inst.settings, pAllocator)) == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    const uint32_t direct = list && list->pDrivers ? list->driverCount : 0;
    const uint32_t system = inst.driver_set ? inst.driver_set->count : 0;
    inst.direct_drivers = static_cast<DriverLibrary**>(inst.alloc.allocate(sizeof(DriverLibrary*) * (direct + 1)));
    inst.libraries = static_cast<const DriverLibrary**>(inst.alloc.allocate(sizeof(DriverLibrary*) * (system + direct + 1)));
    if (inst.direct_drivers == nullptr || inst.libraries == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    for (uint32_t d = 0; d < system; ++d)
        inst.libraries[inst.library_count++] = inst.driver_set->drivers[d];
    for (uint32_t d = 0; d < direct; ++d)
        if (DriverLibrary* lib = load_direct_driver(list->pDrivers[d].pfnGetInstanceProcAddr, d)) {
            inst.direct_drivers[inst.direct_count++] = lib;
            inst.libraries[inst.library_count++] = lib;
        }
    return VK_SUCCESS;
}

// What the application asked for, for VK_LOADER_DEBUG=info and the create-info messengers:
// the first thing to look at when an instance does not come out as expected.
void log_create_info(const VkInstanceCreateInfo& ci) {
    const VkApplicationInfo* app = ci.pApplicationInfo;
    char list[768];
    auto join = [&](uint32_t count, const char* const* names) {
        size_t at = 0;
        list[0] = '\0';
        for (uint32_t i = 0; i < count && at + 1 < sizeof list; ++i) {
            const int n = std::snprintf(list + at, sizeof list - at, "%s%s", i ? ", " : "", names[i] ? names[i] : "(null)");
            at += n > 0 ? static_cast<size_t>(n) : 0;
        }
        return list;
    };
    log(kLogInfo, "vkCreateInstance: loader vkl %s, %s%s (generated from Vulkan registry %s)", VKL_PROJECT_VERSION,
        platform::kLoaderFilePrefix, VKL_VULKAN_VERSION, VKL_VULKAN_VERSION);
    if (app)
        log(kLogInfo, "vkCreateInstance: application \"%s\" version %u, engine \"%s\" version %u, apiVersion %u.%u.%u "
            "(variant %u)", app->pApplicationName ? app->pApplicationName : "", app->applicationVersion,
            app->pEngineName ? app->pEngineName : "", app->engineVersion, VK_API_VERSION_MAJOR(app->apiVersion),
            VK_API_VERSION_MINOR(app->apiVersion), VK_API_VERSION_PATCH(app->apiVersion),
            VK_API_VERSION_VARIANT(app->apiVersion));
    else
        log(kLogInfo, "vkCreateInstance: no VkApplicationInfo (apiVersion 1.0)");
    log(kLogInfo, "vkCreateInstance: flags 0x%x; %u layer%s requested: %s", ci.flags, ci.enabledLayerCount,
        ci.enabledLayerCount == 1 ? "" : "s", join(ci.enabledLayerCount, ci.ppEnabledLayerNames));
    log(kLogInfo, "vkCreateInstance: %u extension%s requested: %s", ci.enabledExtensionCount,
        ci.enabledExtensionCount == 1 ? "" : "s", join(ci.enabledExtensionCount, ci.ppEnabledExtensionNames));
}

void free_instance(Instance* inst) {
    const Allocator alloc = inst->alloc;
    release_driver_extensions(*inst);
    for (PhysicalDeviceTerm* t : inst->terms)
        alloc.destroy(t);
    for (PhysicalDeviceHandle* h : inst->handles)
        alloc.destroy(h);
    inst->handle.magic = 0;
    // Not in the registry: vkDestroyInstance took it out before the chain's destroy, and a failed
    // vkCreateInstance never put it there (register_instance is its last step).
    remove_all_messengers(*inst);
    deactivate_layers(*inst);
    alloc.release(inst->drivers);
    if (inst->driver_set)
        release_drivers(inst->driver_set);
    for (uint32_t d = 0; d < inst->direct_count; ++d)
        free_direct_driver(inst->direct_drivers[d]);
    alloc.release(inst->direct_drivers);
    alloc.release(inst->libraries);
    release_layers(inst->layer_set);  // before the settings: it may refer to their layers
    free_settings(inst->settings);
    alloc.destroy(inst);
}

}  // namespace

}  // namespace vkl

using namespace vkl;

namespace vkl::term {

// The end of the instance chain: creates each driver's instance for the loader instance being
// made on this thread.
VKAPI_ATTR VkResult VKAPI_CALL CreateInstance(const VkInstanceCreateInfo* pCreateInfo, const VkAllocationCallbacks* pAllocator,
                                              VkInstance* pInstance) {
    Instance* inst = t_creating_instance;
    if (inst == nullptr) {
        log(kLogError, "the loader's vkCreateInstance terminator was called outside vkCreateInstance");
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    const Allocator& alloc = inst->alloc;
    // The version drivers are made with: what reaches the end of the chain (a layer may have
    // changed the application's), corrected as vkCreateInstance corrects the application's.
    uint32_t app_api = inst->api_version;
    if (pCreateInfo->pApplicationInfo && pCreateInfo->pApplicationInfo->apiVersion != 0) {
        const uint32_t v = pCreateInfo->pApplicationInfo->apiVersion;
        app_api = VK_MAKE_API_VERSION(0, VK_API_VERSION_MAJOR(v), VK_API_VERSION_MINOR(v), VK_API_VERSION_PATCH(v));
        if (app_api < VK_API_VERSION_1_0)
            app_api = VK_API_VERSION_1_0;
    }
    const bool want_portability = (pCreateInfo->flags & VK_INSTANCE_CREATE_ENUMERATE_PORTABILITY_BIT_KHR) != 0;
    const int portability_index = instance_extension_index(VK_KHR_PORTABILITY_ENUMERATION_EXTENSION_NAME);
    const bool portability_ext = portability_index >= 0 && inst->enabled_ext[portability_index];
    inst->drivers = static_cast<Driver*>(alloc.allocate(sizeof(Driver) * (inst->library_count + 1), alignof(Driver)));
    const char** names = static_cast<const char**>(
        alloc.allocate(sizeof(char*) * (pCreateInfo->enabledExtensionCount + 1)));
    if (inst->drivers == nullptr || names == nullptr) {
        alloc.release(names);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }

    for (uint32_t d = 0; d < inst->library_count; ++d) {
        const DriverLibrary* lib = inst->libraries[d];
        if (lib->portability && !(want_portability && portability_ext)) {
            log(kLogWarn | kLogDriver, LogRecord{.event = LogEvent::DriverNotUsed, .driver = lib->manifest_path},
                "driver %s is a portability driver; it is used only when the application sets "
                "VK_INSTANCE_CREATE_ENUMERATE_PORTABILITY_BIT_KHR and enables VK_KHR_portability_enumeration",
                lib->manifest_path);
            continue;
        }
        Driver& drv = *new (&inst->drivers[inst->driver_count]) Driver;
        drv.lib = lib;
        drv.owner = inst;
        drv.manifest_path = lib->manifest_path;
        drv.interface_version = lib->interface_version;
        // Pass on only the extensions this driver has.
        uint32_t n = 0;
        for (uint32_t i = 0; i < pCreateInfo->enabledExtensionCount; ++i) {
            const char* e = pCreateInfo->ppEnabledExtensionNames[i];
            if (inst->driver_extensions[d].has(e)) {
                names[n++] = e;
                const int k = instance_extension_index(e);
                if (k >= 0)
                    drv.enabled_ext[k] = true;
            }
        }
        // VK_KHR_get_physical_device_properties2 on a driver that has it when the instance is a
        // 1.0 one (the application asks for 1.0, or the driver's manifest says 1.0): the loader
        // reads PCI addresses through it to sort physical devices. A 1.1 instance has
        // vkGetPhysicalDeviceProperties2 in core, and the driver gets only what was asked for.
        bool props2_on = false;
        for (uint32_t i = 0; i < n && !props2_on; ++i)
            props2_on = std::strcmp(names[i], VK_KHR_GET_PHYSICAL_DEVICE_PROPERTIES_2_EXTENSION_NAME) == 0;
        const bool instance_1_0 =
            !version_within(VK_API_VERSION_1_1, app_api) || !version_within(VK_API_VERSION_1_1, lib->manifest_api_version);
        if (!props2_on && instance_1_0 && inst->driver_extensions[d].has(VK_KHR_GET_PHYSICAL_DEVICE_PROPERTIES_2_EXTENSION_NAME)) {
            names[n++] = VK_KHR_GET_PHYSICAL_DEVICE_PROPERTIES_2_EXTENSION_NAME;
            props2_on = true;
        }
        VkInstanceCreateInfo ci = *pCreateInfo;
        ci.enabledLayerCount = 0;
        ci.ppEnabledLayerNames = nullptr;
        ci.enabledExtensionCount = n;
        ci.ppEnabledExtensionNames = n ? names : nullptr;
        if (!inst->driver_extensions[d].has(VK_KHR_PORTABILITY_ENUMERATION_EXTENSION_NAME))
            ci.flags &= ~static_cast<VkInstanceCreateFlags>(VK_INSTANCE_CREATE_ENUMERATE_PORTABILITY_BIT_KHR);
        // A driver that knows only Vulkan 1.0 sees apiVersion 1.0 (LDP_LOADER_7): it would
        // reject anything newer.
        VkApplicationInfo app{};
        if (pCreateInfo->pApplicationInfo)
            app = *pCreateInfo->pApplicationInfo;
        drv.api_version = app_api;
        // An apiVersion the loader corrected (a non-zero variant, a value below 1.0) reaches
        // drivers as corrected.
        if (pCreateInfo->pApplicationInfo && pCreateInfo->pApplicationInfo->apiVersion != 0 &&
            pCreateInfo->pApplicationInfo->apiVersion != app_api) {
            app.apiVersion = app_api;
            ci.pApplicationInfo = &app;
        }
        const bool knows_1_1 = version_within(VK_API_VERSION_1_1, lib->instance_version);
        if ((!knows_1_1 || lib->created_as_1_0) && version_within(VK_API_VERSION_1_1, app_api)) {
            app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
            app.apiVersion = VK_API_VERSION_1_0;
            ci.pApplicationInfo = &app;
            if (!knows_1_1)
                drv.api_version = VK_API_VERSION_1_0;
        }
        // Device configurations of the loader settings match devices by their UUIDs, which
        // take vkGetPhysicalDeviceProperties2: a 1.1 driver gets a 1.1 instance for that.
        if (inst->settings && !inst->settings->device_configurations.empty() && !version_within(VK_API_VERSION_1_1, app_api) &&
            knows_1_1 && !lib->created_as_1_0) {
            app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
            app.apiVersion = VK_API_VERSION_1_1;
            ci.pApplicationInfo = &app;
            drv.api_version = VK_API_VERSION_1_1;
        }
        const VkResult r = lib->create_instance(&ci, pAllocator, &drv.instance);
        if (r == VK_ERROR_OUT_OF_HOST_MEMORY) {
            // Out of memory fails the whole vkCreateInstance, as in the Khronos loaders: going on
            // without the driver would hide the failure and silently drop its devices.
            log(kLogError | kLogDriver, LogRecord{.event = LogEvent::DriverCallFailed, .driver = lib->manifest_path},
                "driver %s: vkCreateInstance failed with VK_ERROR_OUT_OF_HOST_MEMORY; "
                "vkCreateInstance fails with it", lib->manifest_path);
            drv.~Driver();
            alloc.release(names);
            term::DestroyInstance(reinterpret_cast<VkInstance>(&inst->handle), pAllocator);
            return r;
        }
        if (r != VK_SUCCESS) {
            log(kLogWarn | kLogDriver, LogRecord{.event = LogEvent::DriverCallFailed, .driver = lib->manifest_path},
                "driver %s: vkCreateInstance failed (%d); continuing without it",
                lib->manifest_path, r);
            drv.~Driver();
            continue;
        }
        fill_driver_table(drv);
        if (props2_on)
            drv.props2_khr = reinterpret_cast<PFN_vkGetPhysicalDeviceProperties2KHR>(
                lib->gipa(drv.instance, "vkGetPhysicalDeviceProperties2KHR"));
        if (const char* missing = missing_required_command(drv)) {
            // Every Vulkan 1.0 instance and physical-device command is called without a check.
            log(kLogError | kLogDriver, LogRecord{.event = LogEvent::DriverRefused, .driver = lib->manifest_path},
                "driver %s: its vk_icdGetInstanceProcAddr gives no %s (a Vulkan 1.0 command); skipped",
                lib->manifest_path, missing);
            if (drv.table.DestroyInstance)
                drv.table.DestroyInstance(drv.instance, pAllocator);
            drv.~Driver();
            continue;
        }
        ++inst->driver_count;
    }
    alloc.release(names);
    if (inst->driver_count == 0) {
        log(kLogError | kLogDriver, "vkCreateInstance: no driver could create an instance");
        return VK_ERROR_INCOMPATIBLE_DRIVER;
    }
    *pInstance = reinterpret_cast<VkInstance>(&inst->handle);
    return VK_SUCCESS;
}

}  // namespace vkl::term

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkCreateInstance(const VkInstanceCreateInfo* pCreateInfo,
                                                                const VkAllocationCallbacks* pAllocator,
                                                                VkInstance* pInstance) {
    const std::lock_guard<RecursiveMutex> serial(lifetime_lock());
    const vkl::EnvScope environment;  // the variables this call reads, read once
    if (pCreateInfo == nullptr || pInstance == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    // A count with no array breaks valid usage; the loader answers with the error for what
    // cannot be found instead of reading through a null pointer.
    if (pCreateInfo->enabledLayerCount > 0 && pCreateInfo->ppEnabledLayerNames == nullptr) {
        log(kLogError, "vkCreateInstance: enabledLayerCount is %u but ppEnabledLayerNames is NULL",
            pCreateInfo->enabledLayerCount);
        return VK_ERROR_LAYER_NOT_PRESENT;
    }
    if (pCreateInfo->enabledExtensionCount > 0 && pCreateInfo->ppEnabledExtensionNames == nullptr) {
        log(kLogError, "vkCreateInstance: enabledExtensionCount is %u but ppEnabledExtensionNames is NULL",
            pCreateInfo->enabledExtensionCount);
        return VK_ERROR_EXTENSION_NOT_PRESENT;
    }
    const uint32_t requested = pCreateInfo->pApplicationInfo ? pCreateInfo->pApplicationInfo->apiVersion : 0;
    // The variant is masked off (only Vulkan's, 0, is valid) and a version below 1.0 is taken as
    // 1.0: both break valid usage, both are logged once the create-info messengers listen. A
    // later major version (2.0) is accepted: a 1.1 implementation must not refuse any apiVersion
    // (VkApplicationInfo), and the Khronos loaders do not.
    uint32_t app_api = VK_MAKE_API_VERSION(0, VK_API_VERSION_MAJOR(requested), VK_API_VERSION_MINOR(requested),
                                           VK_API_VERSION_PATCH(requested));
    const bool below_1_0 = requested != 0 && app_api < VK_API_VERSION_1_0;
    if (requested == 0 || below_1_0)
        app_api = VK_API_VERSION_1_0;

    const Allocator alloc(pAllocator, VK_SYSTEM_ALLOCATION_SCOPE_INSTANCE);
    auto* inst = alloc.make<Instance>(alloc);
    if (inst != nullptr)
        inst->serial = next_object_serial();
    if (inst == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    inst->handle.dispatch = &inst->dispatch;
    inst->handle.magic = kInstanceMagic;
    inst->handle.next = reinterpret_cast<VkInstance>(&inst->handle);  // the chain's top, once made
    inst->api_version = app_api;
    inst->in_create_or_destroy = true;
    const LogScope scope(inst);  // what is logged from here on is about this instance
    std::memcpy(inst->dispatch.instance.slots, kInstanceTerminators, sizeof kInstanceTerminators);
    std::memcpy(inst->dispatch.physical_device.slots, kPhysicalDeviceTerminators, sizeof kPhysicalDeviceTerminators);
    // Messengers chained into the create info see everything from here on, discovery too.
    if (!add_create_info_messengers(*inst, pCreateInfo->pNext)) {
        free_instance(inst);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    log_create_info(*pCreateInfo);
    if (VK_API_VERSION_VARIANT(requested) != 0)
        log(kLogWarn, "vkCreateInstance: pApplicationInfo->apiVersion has API variant %u, not 0 (Vulkan); the variant is "
            "ignored", VK_API_VERSION_VARIANT(requested));
    if (below_1_0)
        log(kLogFatal | kLogError | kLogValidation, "vkCreateInstance: pApplicationInfo->apiVersion is %u, neither 0 nor at least VK_API_VERSION_1_0 "
            "[VUID-VkApplicationInfo-apiVersion]; taken as 1.0", requested);
    bool oom = false;
    inst->settings = read_settings(pAllocator, &oom);
    if (oom) {
        free_instance(inst);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    if (inst->settings)
        log(kLogInfo, "vkCreateInstance: loader settings from %s are in force", inst->settings->path);
    inst->layer_set = acquire_layers(inst->settings, pAllocator);
    if (inst->layer_set == nullptr) {
        free_instance(inst);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    VkResult r = gather_drivers(*inst, *pCreateInfo, pAllocator);
    if (r != VK_SUCCESS) {
        free_instance(inst);
        return r;
    }
    inst->driver_extensions = static_cast<ExtensionList*>(alloc.allocate(sizeof(ExtensionList) * (inst->library_count + 1)));
    if (inst->driver_extensions == nullptr) {
        free_instance(inst);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    for (uint32_t d = 0; d < inst->library_count; ++d)
        new (&inst->driver_extensions[d]) ExtensionList;
    for (uint32_t d = 0; d < inst->library_count; ++d)
        if (read_instance_extensions(*inst->libraries[d], alloc, inst->driver_extensions[d]) != VK_SUCCESS) {
            free_instance(inst);
            return VK_ERROR_OUT_OF_HOST_MEMORY;
        }
    bool application_layer_failed = false;
    r = activate_layers(*inst, *pCreateInfo, *inst->layer_set, &application_layer_failed);
    if (r != VK_SUCCESS) {
        free_instance(inst);
        return r;
    }
    if (inst->library_count == 0) {
        log(kLogError | kLogDriver, "vkCreateInstance: found no drivers");
        free_instance(inst);
        return VK_ERROR_INCOMPATIBLE_DRIVER;
    }

    // Every requested extension must come from the loader, a driver or an enabled layer, and be
    // one the loader knows unless VK_LOADER_DISABLE_INST_EXT_FILTER says otherwise: an enabled
    // layer's manifest listing an unknown one does not make it known (LoaderApplicationInterface,
    // "Filtering Out Unknown Instance Extension Names").
    for (uint32_t i = 0; i < pCreateInfo->enabledExtensionCount; ++i) {
        const char* e = pCreateInfo->ppEnabledExtensionNames[i];
        const bool known = e != nullptr && (instance_extension_usable(e) || unknown_instance_extensions_allowed());
        bool found = known && (is_loader_extension(e) || layers_provide_instance_extension(*inst, e));
        for (uint32_t d = 0; known && d < inst->library_count && !found; ++d)
            found = inst->driver_extensions[d].has(e);
        if (!found) {
            log(kLogError, "vkCreateInstance: extension %s is not supported by the loader, any driver or any enabled layer",
                e ? e : "(null)");
            free_instance(inst);
            return VK_ERROR_EXTENSION_NOT_PRESENT;
        }
        const int k = instance_extension_index(e);
        if (k >= 0)
            inst->enabled_ext[k] = true;
    }
    // Then, as in both Khronos loaders: a layer the application named that did not load.
    if (application_layer_failed) {
        free_instance(inst);
        return VK_ERROR_LAYER_NOT_PRESENT;
    }

    // Through the layers (if any) down to the loader's terminator, which creates the drivers'
    // instances.
    VkInstance created = reinterpret_cast<VkInstance>(&inst->handle);
    Instance* outer = t_creating_instance;
    t_creating_instance = inst;
    r = inst->layer_count ? create_instance_chain(*inst, *pCreateInfo, pAllocator, &created)
                          : term::CreateInstance(pCreateInfo, pAllocator, &created);
    t_creating_instance = outer;
    if (r != VK_SUCCESS) {
        if (inst->driver_count)  // a layer failed after the drivers were created
            term::DestroyInstance(reinterpret_cast<VkInstance>(&inst->handle), pAllocator);
        free_instance(inst);
        return r;
    }
    inst->handle.next = created;
    release_driver_extensions(*inst);
    if (inst->layer_count) {
        // The dispatch tables come from the top of the chain: a layer that intercepts a command
        // gets it; for the others the slot points further down, past that layer.
        const PFN_vkGetInstanceProcAddr top = inst->layers[0].gipa;
        for (uint16_t c = 0; c < kCommandCount; ++c) {
            const CommandInfo& info = kCommands[c];
            if (info.level != Level::Instance && info.level != Level::PhysicalDevice)
                continue;
            PFN_vkVoidFunction fn = nullptr;
            // A physical-device command whose alias comes with an instance extension the
            // application enabled (vkGetPhysicalDeviceFeatures2KHR of
            // VK_KHR_get_physical_device_properties2) goes down the chain under that alias, even
            // when called by its core name: a layer that hooks only the alias sees it, as in both
            // Khronos loaders.
            if (info.level == Level::PhysicalDevice)
                for (uint8_t k = 1; k < info.name_count && fn == nullptr; ++k)
                    if (name_of_enabled_instance_extension(*inst, static_cast<uint16_t>(info.first_name + k)))
                        fn = top(created, kStringPool + kNames[info.first_name + k].name);
            for (uint8_t k = 0; k < info.name_count && fn == nullptr; ++k)
                fn = top(created, kStringPool + kNames[info.first_name + k].name);
            if (fn == nullptr)
                continue;  // keep the terminator (the layers do not pass it on)
            if (info.level == Level::Instance)
                inst->dispatch.instance.slots[info.slot] = fn;
            else
                inst->dispatch.physical_device.slots[info.slot] = fn;
        }
    }
    if (!register_instance(*inst)) {
        inst->dispatch.instance.DestroyInstance(created, pAllocator);  // the chain's own handle
        free_instance(inst);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    inst->in_create_or_destroy = false;
    *pInstance = reinterpret_cast<VkInstance>(&inst->handle);
    write_state_file("vkCreateInstance");
    return VK_SUCCESS;
}

extern "C" VKL_EXPORT VKAPI_ATTR void VKAPI_CALL vkDestroyInstance(VkInstance instance,
                                                             const VkAllocationCallbacks* pAllocator) {
    if (instance == VK_NULL_HANDLE)
        return;
    const std::lock_guard<RecursiveMutex> serial(lifetime_lock());
    const vkl::EnvScope environment;  // the variables this call reads, read once
    const InstanceHandle& h = checked_instance(instance, Cmd::DestroyInstance);
    instance_of(instance)->in_create_or_destroy = true;
    // Out of the registry before the chain destroys anything: a state-file write from another
    // thread's vkCreateDevice or vkDestroyDevice (on another instance: legal) walks the registry
    // under its lock and calls into each instance's drivers, which must not be half destroyed.
    // Once this returns, no such walk sees this instance; it is freed after the chain's destroy.
    unregister_instance(*instance_of(instance));
    {
        const LogScope scope(instance_of(instance));
        h.dispatch->instance.DestroyInstance(h.next, pAllocator);
        free_instance(instance_of(instance));
    }
    // Drivers a pre-instance call loaded stay until here, as in the Khronos loaders (and go now
    // when no other instance uses them).
    release_preloaded_drivers();
    write_state_file("vkDestroyInstance");  // about no instance: it is gone
}

namespace vkl::term {

VKAPI_ATTR void VKAPI_CALL DestroyInstance(VkInstance instance, const VkAllocationCallbacks* pAllocator) {
    Instance* inst = instance_of(instance);
    // What the application left goes first, from each driver that has a part of it.
    destroy_leftover_surfaces(*inst);
    destroy_leftover_driver_messengers(*inst);
    for (uint32_t d = 0; d < inst->driver_count; ++d) {
        inst->drivers[d].table.DestroyInstance(inst->drivers[d].instance, pAllocator);
        inst->drivers[d].~Driver();
    }
    inst->driver_count = 0;
}

}  // namespace vkl::term
