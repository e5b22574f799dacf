// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The layer chassis's HandleMap (layers/chassis/handle_map.h): values found by handle without a
// lock while other handles come and go; growth (old tables still answer for live handles);
// tombstones; erase_if; readers on other threads during inserts and erases.
#include <catch2/catch.hpp>

#include <atomic>
#include <thread>
#include <vector>

#include "chassis/handle_map.h"

using vkl::layer::HandleMap;

namespace {

struct Value {
    uint64_t n = 0;
};

uint64_t key(size_t i) { return 0x10000 + i * 0x40; }  // handles are heap addresses: aligned

}  // namespace

TEST_CASE("HandleMap: insert, find, erase; growth keeps every live handle") {
    HandleMap<Value> m;
    CHECK(m.find(key(1)) == nullptr);
    for (size_t i = 0; i < 10000; ++i) {
        Value* v = m.insert(key(i));
        REQUIRE(v != nullptr);
        v->n = i;
    }
    CHECK(m.size() == 10000);
    for (size_t i = 0; i < 10000; i += 2)
        m.erase(key(i));
    CHECK(m.size() == 5000);
    size_t found = 0;
    for (size_t i = 0; i < 10000; ++i) {
        Value* v = m.find(key(i));
        if (i % 2 == 0) {
            CHECK(v == nullptr);
        } else {
            REQUIRE(v != nullptr);
            found += v->n == i;
        }
    }
    CHECK(found == 5000);
    // A handle used again (an address reused) gets a fresh value.
    m.insert(key(1))->n = 99;
    CHECK(m.find(key(1))->n == 99);
    CHECK(m.size() == 5000);
}

TEST_CASE("HandleMap: many handles that come and go (tombstones); erase_if") {
    HandleMap<Value> m;
    for (size_t round = 0; round < 1000; ++round) {  // many handles come and go, few live at once
        for (size_t i = 0; i < 8; ++i)
            m.insert(key(round * 8 + i))->n = round;
        for (size_t i = 0; i < 8; ++i)
            m.erase(key(round * 8 + i));
    }
    CHECK(m.size() == 0);
    for (size_t i = 0; i < 100; ++i)
        m.insert(key(i))->n = i % 3;
    m.erase_if([](uint64_t, const Value& v) { return v.n == 0; });
    CHECK(m.size() == 66);
    CHECK(m.find(key(0)) == nullptr);
    CHECK(m.find(key(1)) != nullptr);
}

TEST_CASE("HandleMap: readers of live handles during inserts and erases on another thread") {
    HandleMap<Value> m;
    for (size_t i = 0; i < 16; ++i)
        m.insert(key(i))->n = i;
    std::atomic<bool> stop{false};
    std::atomic<size_t> wrong{0};
    std::vector<std::thread> readers;
    for (int t = 0; t < 2; ++t)
        readers.emplace_back([&] {
            while (!stop.load()) {
                for (size_t i = 0; i < 16; ++i) {
                    Value* v = m.find(key(i));
                    if (v == nullptr || v->n != i)
                        ++wrong;
                }
            }
        });
    for (size_t i = 16; i < 20000; ++i) {  // grows several times meanwhile
        m.insert(key(i));
        if (i % 3 == 0)
            m.erase(key(i - 1));
    }
    stop = true;
    for (auto& r : readers)
        r.join();
    CHECK(wrong == 0);
}
