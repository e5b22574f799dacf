// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The layer chassis's ObjectMap (layers/chassis/object_map.h): a value is visible only once made;
// a value erased while a reader holds it lives until the reader lets go (a racing destroy, which
// the sanitizer legs run too); for_each holds no lock while its function runs; old tables keep
// no erased value alive.
#include <catch2/catch.hpp>

#include <atomic>
#include <thread>
#include <vector>

#include "chassis/object_map.h"

using vkl::layer::ObjectMap;

namespace {

std::atomic<int> g_alive{0};
constexpr uint64_t kMagic = 0x600DF00D;

struct Value {
    uint64_t magic = kMagic;
    uint64_t filled = 0;  // set by insert_with's function, before the value is visible
    explicit Value(uint64_t m = kMagic) : magic(m) { g_alive.fetch_add(1); }
    ~Value() {
        magic = 0;  // a reader of a freed value would see this (and ASan the use after free)
        g_alive.fetch_sub(1);
    }
};

uint64_t key(size_t i) { return 0x10000 + i * 0x40; }

}  // namespace

TEST_CASE("ObjectMap: insert, find, erase, growth; erased values freed with their last reference") {
    {
        ObjectMap<Value> m;
        for (size_t i = 0; i < 5000; ++i)
            REQUIRE(m.insert(key(i)));
        CHECK(m.size() == 5000);
        auto held = m.find(key(7));
        REQUIRE(held);
        for (size_t i = 0; i < 5000; ++i)
            CHECK(m.erase(key(i)));
        CHECK(m.size() == 0);
        CHECK_FALSE(m.find(key(7)));
        CHECK(held->magic == kMagic);  // erased, still held
        CHECK(g_alive.load() == 1);    // no old table keeps the others
        held.reset();
        CHECK(g_alive.load() == 0);
        m.insert(key(1), uint64_t{5});
        CHECK(m.find(key(1))->magic == 5);
    }
    CHECK(g_alive.load() == 0);
}

TEST_CASE("ObjectMap: erase_if returns the values it takes out") {
    ObjectMap<Value> m;
    for (size_t i = 0; i < 10; ++i)
        m.insert(key(i), uint64_t{i % 2});
    auto gone = m.erase_if([](uint64_t, const Value& v) { return v.magic == 1; });
    CHECK(gone.size() == 5);
    CHECK(m.size() == 5);
    CHECK_FALSE(m.find(key(1)));
    CHECK(m.find(key(2)));
}

TEST_CASE("ObjectMap: for_each holds no lock: its function may insert and erase") {
    ObjectMap<Value> m;
    for (size_t i = 0; i < 8; ++i)
        m.insert(key(i));
    size_t seen = 0;
    m.for_each([&](uint64_t k, Value& v) {
        ++seen;
        CHECK(v.magic == kMagic);
        m.erase(k);                  // the value stays alive while the function has it
        CHECK(v.magic == kMagic);
        m.insert(key(1000 + seen));  // may or may not be seen by this walk
    });
    CHECK(seen >= 8);
    CHECK(m.size() == 8);
}

TEST_CASE("ObjectMap: a racing destroy never frees what a reader holds, a reader never sees a value half made") {
    ObjectMap<Value> m;
    constexpr size_t kKeys = 64;
    for (size_t i = 0; i < kKeys; ++i)
        m.insert_with(key(i), [](Value& v) { v.filled = 1; });
    std::atomic<bool> stop{false};
    std::atomic<uint64_t> bad{0}, reads{0};
    std::vector<std::thread> readers;
    for (int r = 0; r < 3; ++r)
        readers.emplace_back([&, r] {
            uint64_t n = 0;
            while (!stop.load(std::memory_order_relaxed)) {
                for (size_t i = 0; i < kKeys; ++i)
                    if (auto v = m.find(key((i + static_cast<size_t>(r)) % kKeys))) {
                        std::this_thread::yield();  // hold it while the writer erases
                        if (v->magic != kMagic || v->filled != 1)
                            bad.fetch_add(1);
                        ++n;
                    }
                m.for_each([&](uint64_t, Value& v) {
                    if (v.magic != kMagic || v.filled != 1)
                        bad.fetch_add(1);
                });
            }
            reads.fetch_add(n);
        });
    for (int round = 0; round < 300; ++round)
        for (size_t i = 0; i < kKeys; ++i) {
            m.erase(key(i));
            m.insert_with(key(i), [](Value& v) { v.filled = 1; });
            if (round % 50 == 0)
                m.insert_with(key(kKeys + static_cast<size_t>(round) * kKeys + i), [](Value& v) { v.filled = 1; });  // growth
        }
    stop.store(true);
    for (auto& t : readers)
        t.join();
    CHECK(bad.load() == 0);
    CHECK(reads.load() > 0);
}
