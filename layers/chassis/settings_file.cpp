// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// vk_layer_settings.txt, read defensively: the file may be anyone's (the working directory's is
// read by default), so it is read only when it is a regular file of at most 1 MiB, owned by the
// effective user or root and not writable by others; opened without blocking (a FIFO or a
// device is refused, not read); a line with control characters is skipped. Each refusal is one
// line naming the file and the reason.
#include <fcntl.h>
#include <sys/auxv.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "chassis/internal.h"
#include "chassis/settings_sources.h"

namespace vkl::layer {

namespace {

constexpr off_t kMaxSettingsFile = off_t(1) << 20;

std::string trim(const std::string& s) {
    const char* ws = " \t\r";
    const size_t b = s.find_first_not_of(ws);
    if (b == std::string::npos)
        return "";
    return s.substr(b, s.find_last_not_of(ws) - b + 1);
}

bool has_control(const std::string& s) {
    for (unsigned char c : s)
        if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f)
            return true;
    return false;
}

// Where the settings file is: VK_LAYER_SETTINGS_PATH (a file, or a directory holding
// vk_layer_settings.txt), else vkconfig's place, else the working directory. `named` says
// whether the user named it (a missing file is then worth a line).
std::string settings_path(bool* named) {
    *named = false;
    if (const char* env = secure_getenv("VK_LAYER_SETTINGS_PATH"); env && *env) {
        *named = true;
        struct stat st {};
        if (stat(env, &st) == 0 && S_ISDIR(st.st_mode))
            return std::string(env) + "/vk_layer_settings.txt";
        return env;
    }
    std::string data;
    if (const char* x = secure_getenv("XDG_DATA_HOME"); x && *x)
        data = x;
    else if (const char* home = secure_getenv("HOME"); home && *home)
        data = std::string(home) + "/.local/share";
    if (!data.empty()) {
        const std::string vkconfig = data + "/vulkan/settings.d/vk_layer_settings.txt";
        if (access(vkconfig.c_str(), F_OK) == 0)
            return vkconfig;
    }
    return access("vk_layer_settings.txt", F_OK) == 0 ? "vk_layer_settings.txt" : "";
}

// The file's text; false (with one line saying why) when it is refused or unreadable.
bool read_text(const std::string& path, bool named, std::string* text, const Messengers* m) {
    const int fd = open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        if (errno != ENOENT || named)
            chassis_log(m, Severity::Warning, "layer settings file %s: %s; not read", path.c_str(), std::strerror(errno));
        return false;
    }
    struct stat st {};
    const char* refused = nullptr;
    if (fstat(fd, &st) != 0)
        refused = std::strerror(errno);
    else if (!S_ISREG(st.st_mode))
        refused = "not a regular file (a directory, FIFO, device or socket)";
    else if (st.st_size > kMaxSettingsFile)
        refused = "larger than 1 MiB";
    else if (st.st_uid != geteuid() && st.st_uid != 0)
        refused = "owned by another user";
    else if (st.st_mode & S_IWOTH)
        refused = "writable by every user";
    if (refused) {
        chassis_log(m, Severity::Warning, "layer settings file %s: %s; not read", path.c_str(), refused);
        close(fd);
        return false;
    }
    text->resize(static_cast<size_t>(st.st_size));
    size_t got = 0;
    while (got < text->size()) {
        const ssize_t n = read(fd, text->data() + got, text->size() - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        got += static_cast<size_t>(n);
    }
    close(fd);
    text->resize(got);  // a file that shrank while read: what was there
    return true;
}

}  // namespace

bool elevated() { return getauxval(AT_SECURE) != 0; }

const char* environment(const char* name) { return elevated() ? nullptr : secure_getenv(name); }

SettingsFile read_settings_file(const std::string& prefix, const Messengers* m) {
    SettingsFile out;
    if (elevated())
        return out;
    bool named = false;
    const std::string path = settings_path(&named);
    std::string text;
    if (path.empty() || !read_text(path, named, &text, m))
        return out;
    out.path = path;
    int number = 0;
    for (size_t at = 0; at < text.size();) {
        size_t end = text.find('\n', at);
        if (end == std::string::npos)
            end = text.size();
        std::string line = text.substr(at, end - at);
        at = end + 1;
        ++number;
        if (const size_t hash = line.find('#'); hash != std::string::npos)
            line.erase(hash);
        const size_t eq = line.find('=');
        if (eq == std::string::npos)
            continue;  // blank, a comment, or no setting: vkconfig's files have none of these to warn about
        const std::string key = trim(line.substr(0, eq));
        if (key.compare(0, prefix.size(), prefix) != 0)
            continue;  // another layer's
        if (has_control(line)) {
            chassis_log(m, Severity::Warning, "layer settings file %s: line %d: control characters; line skipped", path.c_str(),
                        number);
            continue;
        }
        out.settings.push_back({key.substr(prefix.size()), trim(line.substr(eq + 1)), number});
    }
    return out;
}

}  // namespace vkl::layer
