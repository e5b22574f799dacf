// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The directories the loader searches when the environment names none: fixed at build time by
// Meson (the sysconfdir, -Dfallback_config_dirs, -Dfallback_data_dirs), so that packagers
// whose prefix is not /usr (Nix, Homebrew, /opt) can point them at their own tree.
#pragma once

#ifndef VKL_SYSCONFDIR
#define VKL_SYSCONFDIR "/etc"
#endif
#ifndef VKL_FALLBACK_CONFIG_DIRS
#define VKL_FALLBACK_CONFIG_DIRS "/etc/xdg"
#endif
#ifndef VKL_FALLBACK_DATA_DIRS
#define VKL_FALLBACK_DATA_DIRS "/usr/local/share:/usr/share"
#endif

namespace vkl {

inline constexpr const char* kSysconfDir = VKL_SYSCONFDIR;
// Used where XDG_CONFIG_DIRS / XDG_DATA_DIRS are unset (the XDG base-directory defaults).
inline constexpr const char* kFallbackConfigDirs = VKL_FALLBACK_CONFIG_DIRS;
inline constexpr const char* kFallbackDataDirs = VKL_FALLBACK_DATA_DIRS;

}  // namespace vkl
