// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
extern "C" int vkl_not_a_driver_marker() { return 42; }
