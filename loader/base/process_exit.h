// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Whether the process is ending (exit(), or main returning) rather than the library being
// unloaded (dlclose). The two run the same library destructor, but only one may free: at exit
// other threads may still be inside the loader (games and Wine programs call exit() while their
// threads create, submit and destroy), so what they use must stay as it is, and no lock they may
// hold may be taken; the OS takes the memory back. At dlclose the application has stopped using
// the library, and everything must be freed, or each dlopen/dlclose would leak.
#pragma once

namespace vkl {

bool process_exiting();

}  // namespace vkl
