# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""Generation-time perfect hashing of command names.

The C side (loader/base/name_hash.h) computes exactly `name_hash()` below; a test pins the two
together with known values.  Lookup is one hash, one displacement load, one slot load, one
length compare and one memcmp: O(1), no allocation, no strcmp chain.

Scheme (hash-and-displace): h = name_hash(seed, name); bucket = h & (buckets-1);
slot = ((h >> 32) + disp[bucket] * ((h >> 48) | 1)) & (slots-1).  The builder searches a
displacement per bucket (largest buckets first) and, if some bucket cannot be placed, the next
seed.  Two names with the same full 64-bit hash abort generation: that is a collision no
displacement can fix, and silently probing around it would hide a broken hash.
"""
from __future__ import annotations

from dataclasses import dataclass

MASK64 = (1 << 64) - 1
K_LEN = 0x9E3779B97F4A7C15
K_WORD = 0xFF51AFD7ED558CCD
K_FINAL = 0xC4CEB9FE1A85EC53


def name_hash(seed: int, name: bytes) -> int:
    """64-bit hash of a name, 8 bytes at a time, little-endian words, zero-padded tail."""
    h = (seed ^ (len(name) * K_LEN)) & MASK64
    for i in range(0, len(name), 8):
        word = int.from_bytes(name[i:i + 8].ljust(8, b"\0"), "little")
        h = ((h ^ word) * K_WORD) & MASK64
        h ^= h >> 32
    h ^= h >> 29
    h = (h * K_FINAL) & MASK64
    h ^= h >> 32
    return h


class HashCollision(RuntimeError):
    pass


@dataclass(frozen=True)
class PerfectHash:
    seed: int
    bucket_bits: int
    slot_bits: int
    displacements: tuple[int, ...]        # one per bucket
    slots: tuple[int, ...]                # key index per slot, -1 when empty

    def slot_of(self, name: bytes) -> int:
        h = name_hash(self.seed, name)
        d = self.displacements[h & ((1 << self.bucket_bits) - 1)]
        return ((h >> 32) + d * ((h >> 48) | 1)) & ((1 << self.slot_bits) - 1)


def _bits_for(n: int) -> int:
    bits = 0
    while (1 << bits) < n:
        bits += 1
    return bits


def build(keys: list[bytes], max_seeds: int = 64, max_disp: int = 1 << 16) -> PerfectHash:
    """Builds a perfect hash over `keys` (distinct). Deterministic for the same keys."""
    if len(set(keys)) != len(keys):
        raise ValueError("duplicate names given to the perfect-hash builder")
    slot_bits = _bits_for(max(2, len(keys) * 2))      # load factor <= 0.5
    bucket_bits = _bits_for(max(1, len(keys) // 2))
    n_slots, n_buckets = 1 << slot_bits, 1 << bucket_bits
    for seed in range(max_seeds):
        hashes = [name_hash(seed, k) for k in keys]
        seen: dict[int, int] = {}
        for i, h in enumerate(hashes):
            if h in seen:
                raise HashCollision(
                    f"names {keys[seen[h]].decode()} and {keys[i].decode()} have the same "
                    f"64-bit hash {h:#018x} (seed {seed}): change the hash, not the table")
            seen[h] = i
        buckets: list[list[int]] = [[] for _ in range(n_buckets)]
        for i, h in enumerate(hashes):
            buckets[h & (n_buckets - 1)].append(i)
        order = sorted(range(n_buckets), key=lambda b: (-len(buckets[b]), b))
        slots = [-1] * n_slots
        disp = [0] * n_buckets
        ok = True
        for b in order:
            members = buckets[b]
            if not members:
                break
            for d in range(max_disp):
                placed = [((hashes[i] >> 32) + d * ((hashes[i] >> 48) | 1)) & (n_slots - 1)
                          for i in members]
                if len(set(placed)) == len(placed) and all(slots[s] < 0 for s in placed):
                    for i, s in zip(members, placed):
                        slots[s] = i
                    disp[b] = d
                    break
            else:
                ok = False
                break
        if ok:
            return PerfectHash(seed, bucket_bits, slot_bits, tuple(disp), tuple(slots))
    raise HashCollision(f"no perfect hash found for {len(keys)} names in {max_seeds} seeds")
