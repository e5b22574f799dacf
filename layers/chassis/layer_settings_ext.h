// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// VK_EXT_layer_settings's structures under names that exist with every Vulkan header: the
// header's own where it has the extension (1.3.272 and later), else the same layout declared
// here (the registry's, extension 497), so a layer and an application built against older
// headers can still pass and read settings.
#pragma once

#include <cstdint>

#include <vulkan/vulkan.h>

namespace vkl::layer {

#if defined(VK_EXT_layer_settings)
using LayerSettingType = VkLayerSettingTypeEXT;
using enum VkLayerSettingTypeEXT;  // vkl::layer::VK_LAYER_SETTING_TYPE_*_EXT, as without the extension
using LayerSetting = VkLayerSettingEXT;
using LayerSettingsCreateInfo = VkLayerSettingsCreateInfoEXT;
inline constexpr VkStructureType kLayerSettingsCreateInfoType = VK_STRUCTURE_TYPE_LAYER_SETTINGS_CREATE_INFO_EXT;
#else
enum LayerSettingType {
    VK_LAYER_SETTING_TYPE_BOOL32_EXT = 0,
    VK_LAYER_SETTING_TYPE_INT32_EXT = 1,
    VK_LAYER_SETTING_TYPE_INT64_EXT = 2,
    VK_LAYER_SETTING_TYPE_UINT32_EXT = 3,
    VK_LAYER_SETTING_TYPE_UINT64_EXT = 4,
    VK_LAYER_SETTING_TYPE_FLOAT32_EXT = 5,
    VK_LAYER_SETTING_TYPE_FLOAT64_EXT = 6,
    VK_LAYER_SETTING_TYPE_STRING_EXT = 7,
};
struct LayerSetting {
    const char* pLayerName;
    const char* pSettingName;
    LayerSettingType type;
    uint32_t valueCount;
    const void* pValues;
};
struct LayerSettingsCreateInfo {
    VkStructureType sType;
    const void* pNext;
    uint32_t settingCount;
    const LayerSetting* pSettings;
};
inline constexpr VkStructureType kLayerSettingsCreateInfoType = static_cast<VkStructureType>(1000496000);
#endif

}  // namespace vkl::layer
