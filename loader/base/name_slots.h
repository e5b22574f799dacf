// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Finds a name in a fixed list with one hash and, nearly always, one compare: for the
// environment walk (base/env.cpp), which looks up every candidate entry of the environment at
// each vkCreateInstance and pre-instance call.
//
// The hash is (length * a + last letter * b + middle letter) over 2^Bits slots; a and b are
// searched at compile time for a pair that gives every name a slot of its own. Names that no
// pair separates (the same length, last and middle letters) share a slot and are compared in
// turn: adding a name never breaks the build, it can only cost a second compare.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace vkl {

struct NameRef {
    const char* name;
    uint8_t length;
};

// The smallest slot count, as bits, with at least four slots per name (and at least 64): few
// pairs of factors then leave no slot shared.
constexpr unsigned name_slot_bits(size_t names) {
    unsigned bits = 6;
    while ((size_t{1} << bits) < 4 * names)
        ++bits;
    return bits;
}

template <size_t N, unsigned Bits>
struct NameSlots {
    static_assert(N < 255, "slot[] and next[] hold uint8_t indices");
    static constexpr uint32_t kSlots = 1u << Bits;
    uint32_t a = 0, b = 0;
    uint8_t slot[kSlots] = {};  // the first name of each slot, as index + 1; 0: none
    uint8_t next[N] = {};       // the next name of the same slot, as index + 1; 0: none
    uint8_t widest = 0;         // the most names that share one slot (1: each its own)

    static constexpr uint32_t hash(uint32_t a, uint32_t b, const char* s, size_t n) {
        return (static_cast<uint32_t>(n) * a + static_cast<unsigned char>(s[n - 1]) * b +
                static_cast<unsigned char>(s[n / 2])) & (kSlots - 1);
    }

    // The index of the name s[0, n) (n >= 1) among `names` (each with .name and .length), or -1.
    template <class Name>
    int find(const Name* names, const char* s, size_t n) const {
        for (unsigned i = slot[hash(a, b, s, n)]; i != 0; i = next[i - 1])
            if (names[i - 1].length == n && std::memcmp(names[i - 1].name, s, n) == 0)
                return static_cast<int>(i - 1);
        return -1;
    }
};

template <unsigned Bits, class Name, size_t N>
constexpr NameSlots<N, Bits> make_name_slots(const Name (&names)[N]) {
    using Slots = NameSlots<N, Bits>;
    Slots t{};
    // The first pair of factors that gives each name its own slot; else the one whose fullest
    // slot holds the fewest names.
    unsigned best = N + 1;
    for (uint32_t a = 1; a < 32 && best > 1; ++a)
        for (uint32_t b = 1; b < 32 && best > 1; ++b) {
            uint8_t count[Slots::kSlots] = {};
            unsigned widest = 0;
            for (size_t i = 0; i < N; ++i) {
                const unsigned c = ++count[Slots::hash(a, b, names[i].name, names[i].length)];
                widest = c > widest ? c : widest;
            }
            if (widest < best) {
                best = widest;
                t.a = a;
                t.b = b;
            }
        }
    t.widest = static_cast<uint8_t>(best);
    // Each slot's names, chained in the list's order.
    for (size_t i = N; i-- > 0;) {
        uint8_t& first = t.slot[Slots::hash(t.a, t.b, names[i].name, names[i].length)];
        t.next[i] = first;
        first = static_cast<uint8_t>(i + 1);
    }
    return t;
}

}  // namespace vkl
