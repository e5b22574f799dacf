// The pre-instance ("global") commands.
#include <cstring>

#include "alloc.h"
#include "dispatch.h"
#include "drivers.h"
#include "log.h"
#include "objects.h"

namespace {

struct LoaderExtension {
    const char* name;
    uint32_t spec_version;
};

// Instance extensions the loader implements itself (policy.LOADER_INSTANCE_EXTENSIONS).
constexpr LoaderExtension kLoaderExtensions[] = {
    {VK_EXT_DEBUG_REPORT_EXTENSION_NAME, VK_EXT_DEBUG_REPORT_SPEC_VERSION},
    {VK_EXT_DEBUG_UTILS_EXTENSION_NAME, VK_EXT_DEBUG_UTILS_SPEC_VERSION},
    {VK_KHR_PORTABILITY_ENUMERATION_EXTENSION_NAME, VK_KHR_PORTABILITY_ENUMERATION_SPEC_VERSION},
};

}  // namespace

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkEnumerateInstanceVersion(uint32_t* pApiVersion) {
    if (pApiVersion == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    *pApiVersion = VK_HEADER_VERSION_COMPLETE;
    return VK_SUCCESS;
}

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkEnumerateInstanceExtensionProperties(
    const char* pLayerName, uint32_t* pPropertyCount, VkExtensionProperties* pProperties) {
    if (pPropertyCount == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    if (pLayerName != nullptr && pLayerName[0] != '\0')
        return VK_ERROR_LAYER_NOT_PRESENT;
    // The loader's own extensions, then every driver's, each name once (first copy wins).
    const vkl::DriverSet* set = vkl::acquire_drivers();
    if (set == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    vkl::Vec<VkExtensionProperties> all;
    bool ok = true;
    auto add = [&](const VkExtensionProperties& e) {
        for (const VkExtensionProperties& have : all)
            if (std::strcmp(have.extensionName, e.extensionName) == 0)
                return;
        ok = ok && all.push(e);
    };
    for (const LoaderExtension& le : kLoaderExtensions) {
        VkExtensionProperties e{};
        std::strncpy(e.extensionName, le.name, VK_MAX_EXTENSION_NAME_SIZE - 1);
        e.specVersion = le.spec_version;
        add(e);
    }
    // A driver's instance extension the loader does not know is left out, as the Khronos
    // loader does: the loader has no trampolines or terminators for its instance commands.
    for (uint32_t d = 0; d < set->count; ++d)
        for (uint32_t i = 0; i < set->drivers[d]->extension_count; ++i)
            if (vkl::instance_extension_index(set->drivers[d]->extensions[i].extensionName) >= 0)
                add(set->drivers[d]->extensions[i]);
    vkl::release_drivers(set);
    if (!ok)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    const uint32_t total = static_cast<uint32_t>(all.size());
    if (pProperties == nullptr) {
        *pPropertyCount = total;
        return VK_SUCCESS;
    }
    const uint32_t n = *pPropertyCount < total ? *pPropertyCount : total;
    std::memcpy(pProperties, all.data(), n * sizeof(VkExtensionProperties));
    *pPropertyCount = n;
    return n < total ? VK_INCOMPLETE : VK_SUCCESS;
}

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL
vkEnumerateInstanceLayerProperties(uint32_t* pPropertyCount, VkLayerProperties* /*pProperties*/) {
    if (pPropertyCount == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    *pPropertyCount = 0;
    return VK_SUCCESS;
}

