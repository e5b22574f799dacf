// SPDX-License-Identifier: Apache-2.0
#include "objects/lifetime_lock.h"

namespace vkl {

std::recursive_mutex& lifetime_lock() {
    static std::recursive_mutex lock;  // in the library image: a dlclose/dlopen starts unlocked
    return lock;
}

}  // namespace vkl
