// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
