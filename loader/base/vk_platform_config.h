// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The one place the Vulkan headers are included. Which window systems are compiled in is
// decided by the build (meson.build defines VK_USE_PLATFORM_*), not here.
#pragma once

#include <vulkan/vulkan.h>
#include <vulkan/vk_icd.h>
#include <vulkan/vk_layer.h>
