// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A path walked one folder at a time (path_walk.h): fixed buffers, no allocation, so the chassis
// and the loader's cold paths can use it anywhere.
#include "base/path_walk.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace vkl::platform {

namespace {

constexpr int kMaxLinks = 40;  // as the kernel's own limit (ELOOP)
constexpr size_t kMaxPath = 4096;

int open_start(bool absolute) {
    return open(absolute ? "/" : ".", O_PATH | O_DIRECTORY | O_CLOEXEC);
}

bool fail(PathWalk& w, int dir, int error) {
    if (dir >= 0)
        close(dir);
    w.folder = -1;
    errno = error;
    return false;
}

}  // namespace

bool walk_to_leaf(const char* path, PathWalk& w) {
    w = PathWalk{};
    if (path == nullptr || path[0] == '\0')
        return fail(w, -1, ENOENT);
    // What is left to walk: the path, then a link's target followed by what came after the link.
    char rest[kMaxPath];
    const size_t n = std::strlen(path);
    if (n >= sizeof rest)
        return fail(w, -1, ENAMETOOLONG);
    std::memcpy(rest, path, n + 1);
    int dir = open_start(rest[0] == '/');
    if (dir < 0)
        return fail(w, -1, errno);
    int links = 0;
    size_t at = 0;
    for (;;) {
        while (rest[at] == '/')
            ++at;
        const size_t start = at;
        while (rest[at] != '\0' && rest[at] != '/')
            ++at;
        const size_t len = at - start;
        size_t after = at;
        while (rest[after] == '/')
            ++after;
        if (len == 0 || rest[after] == '\0') {
            // The last component. A path ending in '/' (or naming "." or ".."), names a folder.
            if (len == 0 || rest[at] == '/' || (len == 1 && rest[start] == '.') ||
                (len == 2 && rest[start] == '.' && rest[start + 1] == '.'))
                return fail(w, dir, EISDIR);
            if (len >= sizeof w.leaf)
                return fail(w, dir, ENAMETOOLONG);
            std::memcpy(w.leaf, rest + start, len);
            w.leaf[len] = '\0';
            w.folder = dir;
            return true;
        }
        char name[256];
        if (len >= sizeof name)
            return fail(w, dir, ENAMETOOLONG);
        std::memcpy(name, rest + start, len);
        name[len] = '\0';
        struct stat st {};
        if (fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) != 0)
            return fail(w, dir, errno);
        if (S_ISLNK(st.st_mode)) {
            if (st.st_uid != geteuid() && st.st_uid != 0) {
                w.refusal = "a folder of the path is a symbolic link of another user, not followed";
                w.refused_uid = static_cast<unsigned>(st.st_uid);
                return fail(w, dir, EACCES);
            }
            if (++links > kMaxLinks)
                return fail(w, dir, ELOOP);
            char target[kMaxPath];
            const ssize_t t = readlinkat(dir, name, target, sizeof target);
            if (t <= 0 || static_cast<size_t>(t) >= sizeof target)
                return fail(w, dir, t <= 0 ? errno : ENAMETOOLONG);
            // rest := target + "/" + what came after the link.
            const size_t tail = std::strlen(rest + after);
            if (static_cast<size_t>(t) + 1 + tail >= sizeof rest)
                return fail(w, dir, ENAMETOOLONG);
            char joined[kMaxPath];
            std::memcpy(joined, target, static_cast<size_t>(t));
            joined[t] = '/';
            std::memcpy(joined + t + 1, rest + after, tail + 1);
            std::memcpy(rest, joined, static_cast<size_t>(t) + 1 + tail + 1);
            at = 0;
            if (rest[0] == '/') {
                close(dir);
                dir = open_start(true);
                if (dir < 0)
                    return fail(w, -1, errno);
            }
            continue;
        }
        // A folder (or, if it was replaced since the fstatat, nothing that is followed: a link
        // there now fails O_NOFOLLOW with ELOOP or ENOTDIR).
        const int next = openat(dir, name, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (next < 0)
            return fail(w, dir, errno);
        close(dir);
        dir = next;
        at = after;
    }
}

bool folder_shared_unsafely(int folder) {
    struct stat st {};
    if (fstat(folder, &st) != 0)
        return true;
    const bool others_write = (st.st_mode & S_IWOTH) != 0;
    const bool sticky = (st.st_mode & S_ISVTX) != 0;
    if (others_write && !sticky)
        return true;
    const bool theirs = st.st_uid != geteuid() && st.st_uid != 0;
    return theirs && (st.st_mode & (S_IWGRP | S_IWOTH)) != 0;
}

}  // namespace vkl::platform
