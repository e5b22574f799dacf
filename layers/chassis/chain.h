// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// What the chassis knows of the structures in a create info's chain: the registry's (generated
// chain_structs.h) and the loader's own (vk_layer.h), by sType.
#pragma once

#include <vulkan/vk_layer.h>

#include "chain_structs.h"

namespace vkl::layer {

// nullptr for a type of unknown size (newer than the registry, or not a create-info structure).
inline const ChainStruct* chain_struct(VkStructureType type) {
    static constexpr ChainStruct kLoader[] = {
        {VK_STRUCTURE_TYPE_LOADER_INSTANCE_CREATE_INFO, sizeof(VkLayerInstanceCreateInfo), false},
        {VK_STRUCTURE_TYPE_LOADER_DEVICE_CREATE_INFO, sizeof(VkLayerDeviceCreateInfo), false},
    };
    for (const ChainStruct& s : kLoader)
        if (s.type == type)
            return &s;
    for (const ChainStruct& s : kChainStructs)
        if (s.type == type && s.size != 0)
            return &s;
    return nullptr;
}

}  // namespace vkl::layer
