// SPDX-License-Identifier: Apache-2.0
extern "C" int vkl_not_a_driver_marker() { return 42; }
