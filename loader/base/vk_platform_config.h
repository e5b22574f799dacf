// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The one place the Vulkan headers are included. Which window systems are compiled in is
// decided by the build (meson.build defines VK_USE_PLATFORM_*), not here.
#pragma once

#if defined(_WIN32)
// VK_USE_PLATFORM_WIN32_KHR makes vulkan.h include <windows.h>: its smallest part, without the
// min/max macros.
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#endif

#include <vulkan/vulkan.h>
#include <vulkan/vk_icd.h>
#include <vulkan/vk_layer.h>

#if defined(_WIN32)
// <windows.h> names these as macros (CreateEvent -> CreateEventA, near and far as nothing);
// the loader's command names and words are the registry's, so the macros go.
#undef CreateEvent
#undef CreateSemaphore
#undef near
#undef far
#endif
