// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Allocation through VkAllocationCallbacks. Every allocation the loader makes on behalf of an
// object goes through an Allocator built from the application's callbacks (or malloc when it
// gave none). Nothing here throws: a failed allocation returns nullptr / false and the caller
// unwinds with VK_ERROR_OUT_OF_HOST_MEMORY.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <new>
#include <type_traits>
#include <utility>

#include "base/vk_platform_config.h"

namespace vkl {

// The loader's own objects on the C heap: malloc and placement new; heap_delete runs the
// destructor and frees. Not new/delete: their operators come from libstdc++, which
// libvulkan.so.1 does without (base/sync.h says why). nullptr when out of memory.
template <typename T, typename... Args>
T* heap_new(Args&&... args) {
    static_assert(alignof(T) <= alignof(std::max_align_t), "malloc's alignment is enough");
    void* p = std::malloc(sizeof(T));
    return p ? ::new (p) T(static_cast<Args&&>(args)...) : nullptr;
}
template <typename T>
void heap_delete(T* p) {
    if (p != nullptr) {
        p->~T();
        std::free(p);
    }
}

// The callbacks are copied by value: the application may free or reuse its
// VkAllocationCallbacks as soon as the command that received it returns (spec, "Object
// Lifetime"), while the loader keeps allocating for the object it made.
class Allocator {
public:
    constexpr explicit Allocator(const VkAllocationCallbacks* callbacks = nullptr,
                       VkSystemAllocationScope scope = VK_SYSTEM_ALLOCATION_SCOPE_INSTANCE)
        : copy_(callbacks && callbacks->pfnAllocation && callbacks->pfnFree ? *callbacks : VkAllocationCallbacks{}),
          cb_(copy_.pfnAllocation ? &copy_ : nullptr),
          scope_(scope) {}
    Allocator(const Allocator& o) : copy_(o.copy_), cb_(o.cb_ ? &copy_ : nullptr), scope_(o.scope_) {}
    Allocator& operator=(const Allocator& o) {
        copy_ = o.copy_;
        cb_ = o.cb_ ? &copy_ : nullptr;
        scope_ = o.scope_;
        return *this;
    }

    void* allocate(size_t size, size_t align = alignof(std::max_align_t)) const {
        if (size == 0)
            size = 1;
        if (cb_)
            return cb_->pfnAllocation(cb_->pUserData, size, align, scope_);
#if defined(_WIN32)
        // The Windows C runtime has no aligned_alloc (its _aligned_malloc needs its own free),
        // and nothing of the loader asks for more than malloc's alignment (make() checks).
        return align <= alignof(std::max_align_t) ? std::malloc(size) : nullptr;
#else
        return align <= alignof(std::max_align_t) ? std::malloc(size) : std::aligned_alloc(align, (size + align - 1) / align * align);
#endif
    }
    void* reallocate(void* p, size_t old_size, size_t size) const {
        if (cb_ == nullptr)
            return std::realloc(p, size);
        if (cb_->pfnReallocation)
            return cb_->pfnReallocation(cb_->pUserData, p, size, alignof(std::max_align_t), scope_);
        void* q = allocate(size);
        if (q && p)
            std::memcpy(q, p, old_size < size ? old_size : size);
        if (q)
            release(p);
        return q;
    }
    void release(void* p) const {
        if (p == nullptr)
            return;
        if (cb_)
            cb_->pfnFree(cb_->pUserData, p);
        else
            std::free(p);
    }

    template <typename T, typename... Args>
    T* make(Args&&... args) const {
        static_assert(alignof(T) <= alignof(std::max_align_t), "malloc's alignment is enough");
        void* p = allocate(sizeof(T), alignof(T));
        return p ? new (p) T(std::forward<Args>(args)...) : nullptr;
    }
    template <typename T>
    void destroy(T* p) const {
        if (p) {
            p->~T();
            release(p);
        }
    }
    // A NUL-terminated copy, or nullptr.
    char* strdup(const char* s, size_t n = static_cast<size_t>(-1)) const {
        if (s == nullptr)
            return nullptr;
        if (n == static_cast<size_t>(-1))
            n = std::strlen(s);
        char* d = static_cast<char*>(allocate(n + 1, 1));
        if (d) {
            std::memcpy(d, s, n);
            d[n] = '\0';
        }
        return d;
    }
    // This allocator's own copy of the callbacks (valid while it lives), or nullptr.
    const VkAllocationCallbacks* callbacks() const { return cb_; }
    VkSystemAllocationScope scope() const { return scope_; }

private:
    VkAllocationCallbacks copy_;
    const VkAllocationCallbacks* cb_;  // &copy_ when the application gave callbacks
    VkSystemAllocationScope scope_;
};

// A growable array of trivially relocatable T whose storage comes from an Allocator. push()
// reports failure instead of throwing.
template <typename T>
class Vec {
public:
    Vec() = default;
    explicit Vec(const Allocator& a) : alloc_(a) {}
    Vec(const Vec&) = delete;
    Vec& operator=(const Vec&) = delete;
    Vec(Vec&& o) noexcept : alloc_(o.alloc_), data_(o.data_), size_(o.size_), cap_(o.cap_) {
        o.data_ = nullptr;
        o.size_ = o.cap_ = 0;
    }
    Vec& operator=(Vec&& o) noexcept {
        if (this != &o) {
            reset();
            alloc_ = o.alloc_;
            data_ = o.data_;
            size_ = o.size_;
            cap_ = o.cap_;
            o.data_ = nullptr;
            o.size_ = o.cap_ = 0;
        }
        return *this;
    }
    ~Vec() { reset(); }

    bool reserve(size_t n) {
        if (n <= cap_)
            return true;
        size_t cap = cap_ ? cap_ : 4;
        while (cap < n)
            cap *= 2;
        void* p = alloc_.reallocate(data_, cap_ * sizeof(T), cap * sizeof(T));
        if (p == nullptr)
            return false;
        data_ = static_cast<T*>(p);
        cap_ = cap;
        return true;
    }
    bool push(const T& v) {
        if (size_ == cap_ && !reserve(size_ + 1))
            return false;
        new (&data_[size_++]) T(v);
        return true;
    }
    // Appends n elements by copying their bytes (T trivially copyable).
    bool append(const T* p, size_t n) {
        static_assert(std::is_trivially_copyable_v<T>);
        if (n == 0)
            return true;
        if (!reserve(size_ + n))  // `p` must not point into this vector: reserve may move it
            return false;
        std::memcpy(static_cast<void*>(data_ + size_), p, n * sizeof(T));
        size_ += n;
        return true;
    }
    void pop() { data_[--size_].~T(); }
    void erase(size_t i) {
        data_[i].~T();
        std::memmove(static_cast<void*>(&data_[i]), &data_[i + 1], (size_ - i - 1) * sizeof(T));
        --size_;
    }
    void clear() {
        for (size_t i = 0; i < size_; ++i)
            data_[i].~T();
        size_ = 0;
    }
    void reset() {
        clear();
        alloc_.release(data_);
        data_ = nullptr;
        cap_ = 0;
    }
    T* begin() { return data_; }
    T* end() { return data_ + size_; }
    const T* begin() const { return data_; }
    const T* end() const { return data_ + size_; }
    T& operator[](size_t i) { return data_[i]; }
    const T& operator[](size_t i) const { return data_[i]; }
    size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    T* data() { return data_; }
    const T* data() const { return data_; }
    const Allocator& allocator() const { return alloc_; }

private:
    Allocator alloc_;
    T* data_ = nullptr;
    size_t size_ = 0;
    size_t cap_ = 0;
};

}  // namespace vkl
