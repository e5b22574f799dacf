// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The loader's locks and one-time initialisation, on the C library's pthreads: Mutex would
// tie libvulkan.so.1 to libstdc++ (its lock() reports errors through
// std::__throw_system_error), and a C program would load libstdc++ for the loader alone (7 ms
// of its start-up, measured here). Use with std::lock_guard, which is header-only.
//
// On Windows (platform_win32.cpp) the same classes stand on slim reader/writer locks, which need
// no initialisation call and no destruction (a zero word is an unlocked lock), through three
// functions: this header includes no <windows.h>, whose macros would reach every file.
#pragma once

#include <atomic>

#if defined(_WIN32)

namespace vkl {
namespace platform {
void lock_exclusive(void** lock);
void unlock_exclusive(void** lock);
unsigned long current_thread_id();  // never 0
}  // namespace platform

// Recursive: the owner's thread id and a depth beside the lock; a thread already holding it
// only counts.
template <bool Recursive>
class BasicMutex {
public:
    constexpr BasicMutex() = default;
    BasicMutex(const BasicMutex&) = delete;
    BasicMutex& operator=(const BasicMutex&) = delete;
    void lock() {
        if constexpr (Recursive) {
            const unsigned long self = platform::current_thread_id();
            if (owner_.load(std::memory_order_relaxed) == self) {
                ++depth_;
                return;
            }
            platform::lock_exclusive(&srw_);
            owner_.store(self, std::memory_order_relaxed);
            depth_ = 1;
        } else {
            platform::lock_exclusive(&srw_);
        }
    }
    void unlock() {
        if constexpr (Recursive) {
            if (--depth_ != 0)
                return;
            owner_.store(0, std::memory_order_relaxed);
        }
        platform::unlock_exclusive(&srw_);
    }

private:
    void* srw_ = nullptr;
    std::atomic<unsigned long> owner_{0};
    unsigned depth_ = 0;
};
using Mutex = BasicMutex<false>;
using RecursiveMutex = BasicMutex<true>;

class Once {
public:
    constexpr Once() = default;
    template <typename F>
    void call(F&& init) {
        if (done_.load(std::memory_order_acquire))
            return;
        platform::lock_exclusive(&srw_);
        if (!done_.load(std::memory_order_relaxed)) {
            init();
            done_.store(true, std::memory_order_release);
        }
        platform::unlock_exclusive(&srw_);
    }

private:
    std::atomic<bool> done_{false};
    void* srw_ = nullptr;
};

}  // namespace vkl

#else

#include <pthread.h>

namespace vkl {

// A lock; with Recursive, one a thread may take again while it holds it (a layer calling back
// into the loader). No destructor, on purpose: a global lock must stay usable by the
// __attribute__((destructor)) functions that free the caches it guards, and the order between
// those and C++ static destructors is not defined (ThreadSanitizer saw free_metadata_cache lock a
// destroyed g_metadata_lock). pthread_mutex_destroy of an unlocked default or recursive mutex
// releases nothing in glibc, and a trivially destructible global needs no atexit registration.
template <bool Recursive>
class BasicMutex {
public:
    constexpr BasicMutex() = default;
    BasicMutex(const BasicMutex&) = delete;
    BasicMutex& operator=(const BasicMutex&) = delete;
    void lock() { pthread_mutex_lock(&m_); }
    void unlock() { pthread_mutex_unlock(&m_); }

private:
    pthread_mutex_t m_ = Recursive ? pthread_mutex_t(PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP) : pthread_mutex_t(PTHREAD_MUTEX_INITIALIZER);
};
using Mutex = BasicMutex<false>;
using RecursiveMutex = BasicMutex<true>;

// Runs `init` once, the first time any thread gets here; the others wait for it to finish.
class Once {
public:
    constexpr Once() = default;
    template <typename F>
    void call(F&& init) {
        if (done_.load(std::memory_order_acquire))
            return;
        pthread_mutex_lock(&m_);
        if (!done_.load(std::memory_order_relaxed)) {
            init();
            done_.store(true, std::memory_order_release);
        }
        pthread_mutex_unlock(&m_);
    }

private:
    std::atomic<bool> done_{false};
    pthread_mutex_t m_ = PTHREAD_MUTEX_INITIALIZER;
};

}  // namespace vkl

#endif
