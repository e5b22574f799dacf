// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// C side of the generation-time perfect hash (codegen/name_hash.py). The constants and the
// word order here must match the Python ones exactly; tests/test_name_hash.cpp pins them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "commands.h"

namespace vkl {

inline constexpr uint64_t kHashLen = 0x9E3779B97F4A7C15ull;
inline constexpr uint64_t kHashWord = 0xFF51AFD7ED558CCDull;
inline constexpr uint64_t kHashFinal = 0xC4CEB9FE1A85EC53ull;

inline uint64_t load_le64(const char* p) {
    uint64_t w;
    std::memcpy(&w, p, sizeof w);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    w = __builtin_bswap64(w);
#endif
    return w;
}

// 64-bit hash of `len` bytes, 8 at a time as little-endian words, the tail zero-padded.
inline uint64_t name_hash(uint64_t seed, const char* s, size_t len) {
    uint64_t h = seed ^ (static_cast<uint64_t>(len) * kHashLen);
    size_t i = 0;
    for (; i + 8 <= len; i += 8) {
        h = (h ^ load_le64(s + i)) * kHashWord;
        h ^= h >> 32;
    }
    if (i < len) {
        const size_t rest = len - i;  // 1..7 bytes
        uint64_t w = 0;
        if (len >= 8) {
            // One load of the last 8 bytes (all inside the string), shifted down: the same
            // zero-padded word as reading the tail byte by byte, in two instructions.
            w = load_le64(s + len - 8) >> (64 - 8 * rest);
        } else {
            for (size_t j = 0; j < rest; ++j)
                w |= static_cast<uint64_t>(static_cast<unsigned char>(s[i + j])) << (8 * j);
        }
        h = (h ^ w) * kHashWord;
        h ^= h >> 32;
    }
    h ^= h >> 29;
    h *= kHashFinal;
    h ^= h >> 32;
    return h;
}

// Index of `name` (length `len`) in a generated perfect hash, or 0xFFFF when it cannot be
// there; the caller compares the string at that index. O(1): one hash and two table loads.
template <unsigned BucketBits, unsigned SlotBits>
inline uint16_t perfect_hash_index(uint64_t seed, const uint16_t (&displacements)[1u << BucketBits],
                                   const uint16_t (&slots)[1u << SlotBits], const char* name, size_t len) {
    const uint64_t h = name_hash(seed, name, len);
    const uint64_t d = displacements[h & ((1u << BucketBits) - 1)];
    const uint32_t slot = static_cast<uint32_t>(((h >> 32) + d * ((h >> 48) | 1)) & ((1u << SlotBits) - 1));
    return slots[slot];
}

// The name's entry, or nullptr for a name the registry does not have: a length compare and
// one memcmp after the hash. No allocation.
inline const NameInfo* find_name(const char* name) {
    if (name == nullptr)
        return nullptr;
    const size_t len = std::strlen(name);
    const uint16_t index = perfect_hash_index<kNameHashBucketBits, kNameHashSlotBits>(
        kNameHashSeed, kNameHashDisplacements, kNameHashSlots, name, len);
    if (index == 0xFFFF)
        return nullptr;
    const NameInfo& n = kNames[index];
    if (n.length != len || std::memcmp(kStringPool + n.name, name, len) != 0)
        return nullptr;
    return &n;
}

// Index in kFeatures of a core version or extension by name, or -1 for a name the registry
// does not have.
inline int find_feature(const char* name) {
    if (name == nullptr)
        return -1;
    const size_t len = std::strlen(name);
    const uint16_t index = perfect_hash_index<kFeatureHashBucketBits, kFeatureHashSlotBits>(
        kFeatureHashSeed, kFeatureHashDisplacements, kFeatureHashSlots, name, len);
    if (index == 0xFFFF)
        return -1;
    const char* have = kStringPool + kFeatures[index].name;
    if (std::strncmp(have, name, len) != 0 || have[len] != '\0')  // stops at have's end
        return -1;
    return index;
}

}  // namespace vkl
