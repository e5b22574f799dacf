// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "objects/lifetime_lock.h"

namespace vkl {
namespace {
// In the library image: a dlclose/dlopen starts unlocked. constinit: made when the library is
// mapped, never by a first caller (no initialisation guard, no race).
constinit RecursiveMutex g_lifetime_lock;
}  // namespace

RecursiveMutex& lifetime_lock() { return g_lifetime_lock; }

}  // namespace vkl
