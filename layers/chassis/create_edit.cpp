// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The create hooks' copy of a create info (create_edit.h): extensions, structures, layer
// settings and features added, each checked against the chain below.
#include "chassis/create_edit.h"

#include <cstdarg>
#include <cstdio>
#include <cstring>

#include "chassis/chain.h"
#include "chassis/internal.h"

namespace vkl::layer {

namespace {

constexpr size_t kHeader = sizeof(VkBaseOutStructure);  // sType and pNext: what precedes a feature structure's VkBool32s

// The VkBool32 members of a feature structure of `size` bytes that `wanted` sets and
// `supported` does not: the first one's index, or -1.
long missing_feature(const void* wanted, const void* supported, size_t from, size_t size) {
    for (size_t at = from; at + sizeof(VkBool32) <= size; at += sizeof(VkBool32)) {
        VkBool32 w, s;
        std::memcpy(&w, static_cast<const char*>(wanted) + at, sizeof w);
        std::memcpy(&s, static_cast<const char*>(supported) + at, sizeof s);
        if (w && !s)
            return static_cast<long>((at - from) / sizeof(VkBool32));
    }
    return -1;
}

void or_features(void* into, const void* from, size_t offset, size_t size) {
    for (size_t at = offset; at + sizeof(VkBool32) <= size; at += sizeof(VkBool32)) {
        VkBool32 a, b;
        std::memcpy(&a, static_cast<const char*>(into) + at, sizeof a);
        std::memcpy(&b, static_cast<const char*>(from) + at, sizeof b);
        a = a || b ? VK_TRUE : VK_FALSE;
        std::memcpy(static_cast<char*>(into) + at, &a, sizeof a);
    }
}

size_t value_size(LayerSettingType type) {
    switch (type) {
    case VK_LAYER_SETTING_TYPE_BOOL32_EXT:
    case VK_LAYER_SETTING_TYPE_INT32_EXT:
    case VK_LAYER_SETTING_TYPE_UINT32_EXT:
    case VK_LAYER_SETTING_TYPE_FLOAT32_EXT: return 4;
    case VK_LAYER_SETTING_TYPE_INT64_EXT:
    case VK_LAYER_SETTING_TYPE_UINT64_EXT:
    case VK_LAYER_SETTING_TYPE_FLOAT64_EXT: return 8;
    case VK_LAYER_SETTING_TYPE_STRING_EXT: return sizeof(const char*);
    default: return 0;
    }
}

}  // namespace

// ---- what both edits share -------------------------------------------------------------------

ChainEdit::ChainEdit(const char* const* names, uint32_t count, const void* chain, const Messengers* messengers,
                     const Settings* settings)
    : extensions_(names, names + count), chain_(chain), messengers_(messengers), settings_(settings) {}

bool ChainEdit::has_extension(const char* name) const {
    for (const char* e : extensions_)
        if (std::strcmp(e, name) == 0)
            return true;
    return false;
}

void ChainEdit::add_extension_name(const char* name) {
    const size_t n = std::strlen(name) + 1;
    names_.emplace_back(new char[n]);
    std::memcpy(names_.back().get(), name, n);
    extensions_.push_back(names_.back().get());
}

void* ChainEdit::keep(const void* s, size_t size) {
    owned_.emplace_back(new unsigned char[size]);
    if (s)
        std::memcpy(owned_.back().get(), s, size);
    else
        std::memset(owned_.back().get(), 0, size);
    return owned_.back().get();
}

bool ChainEdit::owns(const void* s) const {
    for (const auto& o : owned_)
        if (o.get() == s)
            return true;
    return false;
}

void ChainEdit::add_struct_bytes(const void* s, size_t size) {
    auto* copy = static_cast<VkBaseOutStructure*>(keep(s, size));
    copy->pNext = static_cast<VkBaseOutStructure*>(const_cast<void*>(chain_));
    chain_ = copy;
}

const void* ChainEdit::find(VkStructureType type) const {
    for (auto* p = static_cast<const VkBaseInStructure*>(chain_); p; p = p->pNext)
        if (p->sType == type)
            return p;
    return nullptr;
}

void* ChainEdit::own_struct(VkStructureType type) {
    std::vector<const VkBaseInStructure*> upto;
    for (auto* p = static_cast<const VkBaseInStructure*>(chain_); p; p = p->pNext) {
        upto.push_back(p);
        if (p->sType == type)
            break;
    }
    if (upto.empty() || upto.back()->sType != type)
        return nullptr;
    std::vector<VkBaseOutStructure*> copies;
    for (const VkBaseInStructure* p : upto) {
        if (owns(p)) {
            copies.push_back(const_cast<VkBaseOutStructure*>(reinterpret_cast<const VkBaseOutStructure*>(p)));
            continue;
        }
        const ChainStruct* known = chain_struct(p->sType);
        if (known == nullptr) {
            log(Severity::Error, "cannot change the create info's structure of type %d: a structure of type %d, unknown to "
                "this layer, comes before it in the chain", static_cast<int>(type), static_cast<int>(p->sType));
            return nullptr;
        }
        copies.push_back(static_cast<VkBaseOutStructure*>(keep(p, known->size)));
    }
    for (size_t i = 0; i + 1 < copies.size(); ++i)
        copies[i]->pNext = copies[i + 1];
    chain_ = copies.front();
    return copies.back();  // its pNext still leads to the rest of the application's chain
}

void ChainEdit::log(Severity severity, const char* format, ...) const {
    va_list ap;
    va_start(ap, format);
    vlog(messengers_, severity, format, ap);
    va_end(ap);
}

// ---- vkCreateInstance ------------------------------------------------------------------------

InstanceCreateEdit::InstanceCreateEdit(const VkInstanceCreateInfo& ci, PFN_vkGetInstanceProcAddr next_gipa,
                                       const Messengers* messengers, const Settings* settings)
    : ChainEdit(ci.ppEnabledExtensionNames, ci.enabledExtensionCount, ci.pNext, messengers, settings), ci_(ci),
      next_gipa_(next_gipa) {}

const VkInstanceCreateInfo& InstanceCreateEdit::create_info() {
    ci_.pNext = chain_;
    ci_.enabledExtensionCount = static_cast<uint32_t>(extensions_.size());
    ci_.ppEnabledExtensionNames = extensions_.data();
    return ci_;
}

bool InstanceCreateEdit::add_extension(const char* name) {
    if (has_extension(name))
        return true;
    auto enumerate = reinterpret_cast<PFN_vkEnumerateInstanceExtensionProperties>(
        next_gipa_(VK_NULL_HANDLE, "vkEnumerateInstanceExtensionProperties"));
    if (enumerate == nullptr) {  // the Khronos loader 1.3.239 offers none to a layer in vkCreateInstance
        log(Severity::Warning, "EditCreateInstance: instance extension %s cannot be checked: the chain below has no "
            "vkEnumerateInstanceExtensionProperties during vkCreateInstance (an older loader); not enabled", name);
        return false;
    }
    uint32_t n = 0;
    std::vector<VkExtensionProperties> props;
    if (enumerate(nullptr, &n, nullptr) == VK_SUCCESS) {
        props.resize(n);
        if (enumerate(nullptr, &n, props.data()) < 0)
            n = 0;
    }
    for (uint32_t i = 0; i < n; ++i)
        if (std::strcmp(props[i].extensionName, name) == 0) {
            add_extension_name(name);
            return true;
        }
    log(Severity::Warning, "EditCreateInstance: instance extension %s is not supported below this layer; not enabled", name);
    return false;
}

void InstanceCreateEdit::add_layer_setting(const char* layer, const char* setting, LayerSettingType type, uint32_t count,
                                           const void* values) {
    const size_t each = value_size(type);
    auto* v = static_cast<unsigned char*>(keep(nullptr, each * count + 1));
    if (type == VK_LAYER_SETTING_TYPE_STRING_EXT) {
        for (uint32_t i = 0; i < count; ++i) {
            const char* text = static_cast<const char* const*>(values)[i];
            const char* copy = static_cast<const char*>(keep(text, std::strlen(text) + 1));
            std::memcpy(v + i * each, &copy, sizeof copy);
        }
    } else if (count) {
        std::memcpy(v, values, each * count);
    }
    auto* s = static_cast<LayerSetting*>(keep(nullptr, sizeof(LayerSetting)));
    s->pLayerName = static_cast<const char*>(keep(layer, std::strlen(layer) + 1));
    s->pSettingName = static_cast<const char*>(keep(setting, std::strlen(setting) + 1));
    s->type = type;
    s->valueCount = count;
    s->pValues = v;
    LayerSettingsCreateInfo info{};
    info.sType = kLayerSettingsCreateInfoType;
    info.settingCount = 1;
    info.pSettings = s;
    add_struct(info);
}

void InstanceCreateEdit::add_layer_setting(const char* layer, const char* setting, bool value) {
    const VkBool32 b = value ? VK_TRUE : VK_FALSE;
    add_layer_setting(layer, setting, VK_LAYER_SETTING_TYPE_BOOL32_EXT, 1, &b);
}

void InstanceCreateEdit::add_layer_setting(const char* layer, const char* setting, int64_t value) {
    add_layer_setting(layer, setting, VK_LAYER_SETTING_TYPE_INT64_EXT, 1, &value);
}

void InstanceCreateEdit::add_layer_setting(const char* layer, const char* setting, const char* value) {
    add_layer_setting(layer, setting, VK_LAYER_SETTING_TYPE_STRING_EXT, 1, &value);
}

// ---- vkCreateDevice ----------------------------------------------------------------------------

DeviceCreateEdit::DeviceCreateEdit(VkPhysicalDevice pd, const VkDeviceCreateInfo& ci, const InstanceContext& instance,
                                   const Messengers* messengers)
    : ChainEdit(ci.ppEnabledExtensionNames, ci.enabledExtensionCount, ci.pNext, messengers, &instance.settings), pd_(pd),
      ci_(ci), instance_(instance) {}

const VkDeviceCreateInfo& DeviceCreateEdit::create_info() {
    ci_.pNext = chain_;
    ci_.enabledExtensionCount = static_cast<uint32_t>(extensions_.size());
    ci_.ppEnabledExtensionNames = extensions_.data();
    if (core_)
        ci_.pEnabledFeatures = core_.get();
    return ci_;
}

bool DeviceCreateEdit::add_extension(const char* name) {
    if (has_extension(name))
        return true;
    const auto enumerate = instance_.next_physical_device.EnumerateDeviceExtensionProperties;
    uint32_t n = 0;
    std::vector<VkExtensionProperties> props;
    if (enumerate && enumerate(pd_, nullptr, &n, nullptr) == VK_SUCCESS) {
        props.resize(n);
        if (enumerate(pd_, nullptr, &n, props.data()) < 0)
            n = 0;
    }
    for (uint32_t i = 0; i < n; ++i)
        if (std::strcmp(props[i].extensionName, name) == 0) {
            add_extension_name(name);
            return true;
        }
    log(Severity::Warning, "EditCreateDevice: device extension %s is not supported by the physical device below this layer; "
        "not enabled", name);
    return false;
}

bool DeviceCreateEdit::enable_features(const VkPhysicalDeviceFeatures& features) {
    VkPhysicalDeviceFeatures supported{};
    instance_.next_physical_device.GetPhysicalDeviceFeatures(pd_, &supported);
    if (long i = missing_feature(&features, &supported, 0, sizeof features); i >= 0) {
        log(Severity::Warning, "EditCreateDevice: the physical device lacks core feature %ld (VkPhysicalDeviceFeatures' "
            "member %ld, from 0); not enabled", i, i);
        return false;
    }
    if (find(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2)) {
        auto* f2 = static_cast<VkPhysicalDeviceFeatures2*>(own_struct(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2));
        if (f2 == nullptr)
            return false;
        or_features(&f2->features, &features, 0, sizeof features);
        return true;
    }
    if (!core_) {
        core_.reset(new VkPhysicalDeviceFeatures{});
        if (ci_.pEnabledFeatures)
            *core_ = *ci_.pEnabledFeatures;
    }
    or_features(core_.get(), &features, 0, sizeof features);
    return true;
}

bool DeviceCreateEdit::enable_feature_struct(const void* features, size_t size) {
    const auto type = static_cast<const VkBaseInStructure*>(features)->sType;
    if (type == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2)
        return enable_features(static_cast<const VkPhysicalDeviceFeatures2*>(features)->features);
    const ChainStruct* known = chain_struct(type);
    if (known == nullptr || !known->features || known->size != size) {
        log(Severity::Error, "EditCreateDevice: structure type %d is not a feature structure of this layer's Vulkan headers; "
            "not enabled", static_cast<int>(type));
        return false;
    }
    const auto query = instance_.next_physical_device.GetPhysicalDeviceFeatures2;
    if (query == nullptr) {
        log(Severity::Warning, "EditCreateDevice: vkGetPhysicalDeviceFeatures2 is not available below this layer: feature "
            "structure type %d cannot be checked; not enabled", static_cast<int>(type));
        return false;
    }
    std::vector<unsigned char> supported(size);
    reinterpret_cast<VkBaseOutStructure*>(supported.data())->sType = type;
    VkPhysicalDeviceFeatures2 f2{};
    f2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
    f2.pNext = supported.data();
    query(pd_, &f2);
    if (long i = missing_feature(features, supported.data(), kHeader, size); i >= 0) {
        log(Severity::Warning, "EditCreateDevice: the physical device lacks feature %ld (from 0) of structure type %d; "
            "not enabled", i, static_cast<int>(type));
        return false;
    }
    if (find(type)) {
        void* mine = own_struct(type);
        if (mine == nullptr)
            return false;
        or_features(mine, features, kHeader, size);
        return true;
    }
    add_struct_bytes(features, size);
    return true;
}

}  // namespace vkl::layer
