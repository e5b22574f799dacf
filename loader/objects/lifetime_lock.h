// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// One process-wide lock over instance creation and destruction, physical-device enumeration
// and the pre-instance calls. Layers keep global state they do not lock themselves (Mesa's
// device_select is one), relying on loaders never running these concurrently; the Khronos
// loader holds one lock over them, so this one does too. Recursive: a layer may call the
// pre-instance commands from its vkCreateInstance. Never taken on a dispatch path.
#pragma once

#include <mutex>

#include "base/sync.h"

namespace vkl {

RecursiveMutex& lifetime_lock();

}  // namespace vkl
