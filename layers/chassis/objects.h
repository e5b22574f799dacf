// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The three kinds of interceptor and the storage of their objects. An interceptor type derives
// from InstanceInterceptor<Itself> (one object per VkInstance), DeviceInterceptor<Itself> (one
// object per VkDevice) or ProcessInterceptor<Itself, Lifetime> (one object per process, to the
// process's exit or while an instance of the layer lives); the chassis constructs each object in place, from its context when the
// type has such a constructor (T(const InstanceContext&), T(const DeviceContext&) or
// T(const ProcessContext&)), else with T(), so an object may hold mutexes and atomics (it is
// never moved).
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace vkl::layer {

struct InstanceContext;
struct DeviceContext;
struct ProcessContext;

// What every hook name is in the bases: a marker. A type "defines" a hook when its member of that
// name is not the marker (generated/layer_interceptor.h, HookNames).
struct NoHook {};

struct DeviceInterceptorTag {};
struct ProcessInterceptorTag {};

enum class Kind { Instance, Device, Process };

// How long a layer's per-process objects live (layers/README.md, "Process state, and the
// lifetime rule"); ProcessInterceptor<T, ProcessLifetime::...> chooses.
enum class ProcessLifetime : uint8_t {
    // The process's: made at the first vkCreateInstance, ended at the process's exit (the chassis
    // pins the layer's library then, so that the loader's unloading it after the last
    // vkDestroyInstance does not end them). One log, one header, one clock for the whole program,
    // however many instances it makes and destroys (a probe instance before the real one).
    Process,
    // While an instance of the layer lives: made at the first vkCreateInstance, ended after the
    // last vkDestroyInstance; an instance created after that makes new ones.
    Instances,
    // Not chosen: Instances, with a deprecation warning that asks for the choice.
    NotChosen,
};
template <typename T>
inline constexpr Kind kKind = std::is_base_of_v<ProcessInterceptorTag, T>  ? Kind::Process
                              : std::is_base_of_v<DeviceInterceptorTag, T> ? Kind::Device
                                                                           : Kind::Instance;
template <typename T>
inline constexpr bool kPerDevice = kKind<T> == Kind::Device;
template <typename T>
inline constexpr bool kPerProcess = kKind<T> == Kind::Process;

// Identifies a type at run time without RTTI: the address of its own variable.
template <typename T>
inline const char kTypeKey = 0;

// Holds one object of each type named, constructed in place from a context.
template <typename T>
struct Slot {
    T object;
    template <typename C>
        requires std::is_constructible_v<T, const C&>
    explicit Slot(const C& context) : object(context) {}
    template <typename C>
        requires(!std::is_constructible_v<T, const C&>)
    explicit Slot(const C&) : object() {}
};

// The objects of one instance / device / the process while their constructors run (a
// constructor finds the siblings named before it there: sibling<T>(context), chassis/tracker.h);
// nullptr otherwise. Set for the constructors alone, so nothing on a hook's path reads it.
inline thread_local void* t_objects_in_construction = nullptr;
struct AnnounceObjects {
    void* announced_previous_;
    explicit AnnounceObjects(void* self) : announced_previous_(t_objects_in_construction) { t_objects_in_construction = self; }
};

template <typename... Us>
struct Objects : AnnounceObjects, Slot<Us>... {
    template <typename C>
    explicit Objects(const C& context) : AnnounceObjects(this), Slot<Us>(context)... {
        t_objects_in_construction = announced_previous_;
    }
    template <typename T>
    static constexpr bool kHolds = (std::is_same_v<T, Us> || ... || false);
    template <typename T>
    T& get() {
        return static_cast<Slot<T>&>(*this).object;
    }
    // The object of the type whose kTypeKey is `key`; nullptr when none is held.
    void* find([[maybe_unused]] const void* key) {
        void* found = nullptr;
        ((key == &kTypeKey<Us> ? (void)(found = &get<Us>()) : (void)0), ...);
        return found;
    }
};

// Objects<the types of Ts of kind K>.
template <typename... Ls>
struct Concat;
template <typename... A>
struct Concat<Objects<A...>> {
    using type = Objects<A...>;
};
template <typename... A, typename... B, typename... Rest>
struct Concat<Objects<A...>, Objects<B...>, Rest...> : Concat<Objects<A..., B...>, Rest...> {};
template <Kind K, typename... Ts>
using ObjectsOf = typename Concat<Objects<>, std::conditional_t<kKind<Ts> == K, Objects<Ts>, Objects<>>...>::type;

}  // namespace vkl::layer
