// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The folder that holds a path's last component, reached one component at a time, for the files
// this code writes where another user may have planted something (the loader's state file, a
// layer's output file): a symbolic link standing for a FOLDER of the path (SHARED/reports ->
// ~/private, planted in a shared folder) is followed only when it belongs to this user (the
// effective uid) or root: the user's own choice, or the system's (/var/run -> /run). Each folder
// is opened with openat(O_PATH | O_DIRECTORY | O_NOFOLLOW) from the one before (the root for an
// absolute path, the working directory for a relative one), so a folder renamed or replaced by a
// link between two steps is never followed either. The file itself is then opened or renamed
// relative to the descriptor returned (openat, renameat), its own checks the caller's. Used by the
// loader (base/platform.cpp) and the layer chassis (layers/chassis/output_file.cpp); POSIX only.
#pragma once

#include <cstddef>

namespace vkl::platform {

// Why a walk stopped (nullptr with errno set for a system error).
struct PathWalk {
    int folder = -1;            // O_PATH descriptor of the folder holding the last component
    char leaf[256] = {};        // the last component (never empty, ".", ".." or holding '/')
    const char* refusal = nullptr;  // a rule's refusal, for the caller's log line
    unsigned refused_uid = 0;   // the owner of the link refused
};

// Walks `path` to its last component. True: walk.folder is open (the caller closes it) and
// walk.leaf names the last component. False: walk.refusal says which rule refused (errno
// EACCES), or errno says what failed (ENOENT, ENOTDIR, ELOOP after 40 links, ENAMETOOLONG,
// EISDIR for a path that ends in '/', "." or "..").
bool walk_to_leaf(const char* path, PathWalk& walk);

// Whether a folder (fstat of walk.folder) is one where another user can replace what this
// process writes into it: writable by others without the sticky bit, or owned by another user
// (not root) and writable by its group or others. The state file is never written there.
bool folder_shared_unsafely(int folder);

}  // namespace vkl::platform
