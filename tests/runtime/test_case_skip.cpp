// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Hidden cases (tag [.case-skip], never run by default) that tests/check_case_skip.py runs with
// no Khronos 1.4.359 reference present: a differential case with nothing to compare with is a
// skipped case, not a pass (differential.h, tests/case_skip.h).
#include <catch2/catch.hpp>

#include <string>

#include "differential.h"

using namespace harness;

namespace {

Outcomes created_against_khronos_14() {
    return against(
        Refs::Khronos14, [](World& w) { w.env.set("VK_DRIVER_FILES", w.add_driver("drv").string()); },
        [](World&, const Loader& l) { return on_instance(l, [](VkInstance) { return std::string("created"); }); });
}

}  // namespace

TEST_CASE("case skip: a case that only compares when no reference is there", "[.case-skip]") {
    CHECK_AGAINST_REFERENCES(created_against_khronos_14());
}

TEST_CASE("case skip: a case that also checks its own outcome when no reference is there", "[.case-skip]") {
    const Outcomes o = created_against_khronos_14();
    CHECK(o.ours == "created");
    CHECK_AGAINST_REFERENCES(o);
}
