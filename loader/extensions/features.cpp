#include "extensions/features.h"

#include "base/name_hash.h"

namespace vkl {

int instance_extension_index(const char* name) {
    const int f = find_feature(name);
    if (f < 0 || kFeatures[f].kind != FeatureKind::Instance)
        return -1;
    return kFeatures[f].ext_index;
}

bool instance_extension_enabled(const Instance& inst, const char* name) {
    const int i = instance_extension_index(name);
    return i >= 0 && inst.enabled_ext[i];
}

// The spec versions are the headers' (what this build implements); the generated table marks
// the same three names kFeatureLoaderImplemented.
const LoaderExtension kLoaderExtensions[] = {
    {VK_EXT_DEBUG_REPORT_EXTENSION_NAME, VK_EXT_DEBUG_REPORT_SPEC_VERSION},
    {VK_EXT_DEBUG_UTILS_EXTENSION_NAME, VK_EXT_DEBUG_UTILS_SPEC_VERSION},
    {VK_KHR_PORTABILITY_ENUMERATION_EXTENSION_NAME, VK_KHR_PORTABILITY_ENUMERATION_SPEC_VERSION},
};
const uint32_t kLoaderExtensionCount = sizeof kLoaderExtensions / sizeof kLoaderExtensions[0];

bool is_loader_extension(const char* name) {
    const int f = find_feature(name);
    return f >= 0 && (kFeatures[f].flags & kFeatureLoaderImplemented) != 0;
}

bool command_available(const Instance& inst, uint16_t name_index) {
    const NameInfo& n = kNames[name_index];
    for (uint16_t k = 0; k < n.provider_count; ++k) {
        const FeatureInfo& f = kFeatures[kProviders[n.first_provider + k]];
        switch (f.kind) {
        case FeatureKind::Core:
            if (VK_API_VERSION_MAJOR(f.api_version) == VK_API_VERSION_MAJOR(inst.api_version) &&
                VK_API_VERSION_MINOR(f.api_version) <= VK_API_VERSION_MINOR(inst.api_version))
                return true;
            break;
        case FeatureKind::Instance:
            if (inst.enabled_ext[f.ext_index])
                return true;
            break;
        case FeatureKind::Device:
            return true;  // device extensions are enabled per device, unknown here
        }
    }
    return false;
}

}  // namespace vkl
