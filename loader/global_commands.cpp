// The pre-instance ("global") commands.
#include <cstring>

#include "dispatch.h"
#include "log.h"

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
    constexpr uint32_t total = sizeof kLoaderExtensions / sizeof kLoaderExtensions[0];
    if (pProperties == nullptr) {
        *pPropertyCount = total;
        return VK_SUCCESS;
    }
    const uint32_t n = *pPropertyCount < total ? *pPropertyCount : total;
    for (uint32_t i = 0; i < n; ++i) {
        std::memset(&pProperties[i], 0, sizeof pProperties[i]);
        std::strncpy(pProperties[i].extensionName, kLoaderExtensions[i].name,
                     VK_MAX_EXTENSION_NAME_SIZE - 1);
        pProperties[i].specVersion = kLoaderExtensions[i].spec_version;
    }
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

extern "C" VKL_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkCreateInstance(
    const VkInstanceCreateInfo* pCreateInfo, const VkAllocationCallbacks* /*pAllocator*/,
    VkInstance* pInstance) {
    if (pCreateInfo == nullptr || pInstance == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    // Driver discovery and the instance chain are the runtime's (loader/instance.cpp, next).
    vkl::log(vkl::kLogError, "vkCreateInstance: no driver is available to this loader build");
    return VK_ERROR_INCOMPATIBLE_DRIVER;
}
