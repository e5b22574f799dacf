#include "search_paths.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "log.h"
#include "platform.h"
#include "text.h"

#ifndef VKL_SYSCONFDIR
#define VKL_SYSCONFDIR "/etc"
#endif

namespace vkl {

PathList::~PathList() {
    for (char* p : paths)
        std::free(p);
}

bool PathList::contains(const char* p) const {
    for (const char* q : paths)
        if (std::strcmp(p, q) == 0)
            return true;
    return false;
}

bool PathList::add(const char* p) {
    if (contains(p))
        return true;
    char* copy = ::strdup(p);
    if (copy == nullptr || !paths.push(copy)) {
        std::free(copy);
        return false;
    }
    return true;
}

namespace {


char* join(const char* a, const char* b) {
    const size_t n = std::strlen(a) + std::strlen(b) + 2;
    char* s = static_cast<char*>(std::malloc(n));
    if (s)
        std::snprintf(s, n, "%s%s%s", a, (a[0] && a[std::strlen(a) - 1] == '/') ? "" : "/", b);
    return s;
}

struct DirScan {
    const char* dir;
    PathList* out;
    Vec<char*> names;
};

// Adds the *.json files of `dir`, in readdir order.
void add_directory_impl(const char* dir, PathList& out) {
    DirScan scan{dir, &out, {}};
    platform::for_each_dir_entry(
        dir,
        [](const char* name, void* user) {
            auto* s = static_cast<DirScan*>(user);
            if (!text::ends_with(name, ".json"))
                return;
            char* full = join(s->dir, name);
            if (full) {
                if (!platform::is_directory(full))
                    s->out->add(full);
                std::free(full);
            }
        },
        &scan);
}

// A ':'-separated list of files or directories (VK_DRIVER_FILES and friends).
void add_file_list_impl(const char* list, PathList& out, const char* variable) {
    const char* p = list;
    while (*p) {
        const char* end = std::strchr(p, ':');
        const size_t n = end ? static_cast<size_t>(end - p) : std::strlen(p);
        if (n > 0) {
            char* item = static_cast<char*>(std::malloc(n + 1));
            if (item == nullptr)
                return;
            std::memcpy(item, p, n);
            item[n] = '\0';
            if (platform::is_directory(item))
                add_directory_impl(item, out);
            else if (platform::file_exists(item))
                out.add(item);
            else
                log(kLogWarn, "%s: \"%s\" does not exist; ignored", variable, item);
            std::free(item);
        }
        p += n;
        if (*p == ':')
            ++p;
    }
}

// Each base directory + "/vulkan/icd.d", in the documented Linux order.
void add_default_locations_impl(const char* suffix, PathList& out) {
    const char* home = platform::get_env("HOME");
    char buf[4096];
    auto add_base = [&](const char* base) {
        const size_t n = std::strlen(base), m = std::strlen(suffix);
        if (n + m + 2 > sizeof buf) {
            log(kLogWarn, "manifest search path too long, skipped: %.64s...", base);
            return;
        }
        std::memcpy(buf, base, n);
        buf[n] = '/';
        std::memcpy(buf + n + 1, suffix, m + 1);
        add_directory_impl(buf, out);
    };
    auto add_base_list = [&](const char* list) {
        const char* p = list;
        while (*p) {
            const char* end = std::strchr(p, ':');
            const size_t n = end ? static_cast<size_t>(end - p) : std::strlen(p);
            if (n > 0 && n < sizeof buf - 32) {
                char base[4096];
                std::memcpy(base, p, n);
                base[n] = '\0';
                add_base(base);
            }
            p += n;
            if (*p == ':')
                ++p;
        }
    };
    if (const char* v = platform::get_env("XDG_CONFIG_HOME")) {
        add_base(v);
    } else if (home) {
        char b[4096];
        std::snprintf(b, sizeof b, "%s/.config", home);
        add_base(b);
    }
    const char* config_dirs = platform::get_env("XDG_CONFIG_DIRS");
    add_base_list(config_dirs ? config_dirs : "/etc/xdg");
    add_base(VKL_SYSCONFDIR);
    if (std::strcmp(VKL_SYSCONFDIR, "/etc") != 0)
        add_base("/etc");
    if (const char* v = platform::get_env("XDG_DATA_HOME")) {
        add_base(v);
    } else if (home) {
        char b[4096];
        std::snprintf(b, sizeof b, "%s/.local/share", home);
        add_base(b);
    }
    const char* data_dirs = platform::get_env("XDG_DATA_DIRS");
    add_base_list(data_dirs ? data_dirs : "/usr/local/share:/usr/share");
}

}  // namespace

void add_manifest_directory(const char* dir, PathList& out) { add_directory_impl(dir, out); }
void add_manifest_list(const char* list, PathList& out, const char* variable) { add_file_list_impl(list, out, variable); }
void add_default_manifest_locations(const char* suffix, PathList& out) { add_default_locations_impl(suffix, out); }

}  // namespace vkl
