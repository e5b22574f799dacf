// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Another user, for the hostile-input tests of files this code writes where others can plant
// things (a layer's output file, the loader's state file).
#pragma once

#include <grp.h>
#include <pwd.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <string>

namespace harness {

// `plant` runs in a forked child that has given up root for an unused uid and gid (setgroups,
// setresgid, setresuid: no account is made, so a machine kept between runs keeps nothing), and
// succeeds when it returns true. Returns that uid; 0 with *why set where it cannot be done (not
// root, no unused uid, the plant failed).
inline uid_t as_other_user(bool (*plant)(const void*), const void* arg, std::string* why) {
    if (geteuid() != 0) {
        *why = "skipped: acting as another user needs root (setresuid)";
        return 0;
    }
    uid_t uid = 0;
    for (uid_t u = 61000; u < 62000 && uid == 0; ++u)
        if (getpwuid(u) == nullptr && getgrgid(u) == nullptr)
            uid = u;
    if (uid == 0) {
        *why = "skipped: no unused uid in 61000..61999";
        return 0;
    }
    std::fflush(nullptr);
    const pid_t child = fork();
    if (child < 0) {
        *why = "fork failed";
        return 0;
    }
    if (child == 0) {
        if (setgroups(0, nullptr) != 0 || setresgid(uid, uid, uid) != 0 || setresuid(uid, uid, uid) != 0)
            _exit(2);
        _exit(plant(arg) ? 0 : 1);
    }
    int status = 0;
    if (waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        *why = "the other user's plant failed (exit status " + std::to_string(WIFEXITED(status) ? WEXITSTATUS(status) : -1) + ")";
        return 0;
    }
    return uid;
}

}  // namespace harness
