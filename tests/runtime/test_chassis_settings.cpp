// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A chassis layer's settings (layers/chassis/settings.h), through the chassis test layer
// (VKL_CHASSIS_TEST_SETTINGS=1 records each value and its source): one setting from each source,
// with the Khronos precedence (environment over vk_layer_settings.txt over VK_EXT_layer_settings
// over the default), under this loader and under the system's Khronos loader; the settings
// file's places; and hostile inputs, each one line naming the file or variable and the reason,
// never a hang: a FIFO, a device, a file over 1 MiB, control characters, another user's file, a
// file every user may write, a missing file, a symlink loop, values of the wrong type.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include "../../layers/chassis/layer_settings_ext.h"
#include "chassis_world.h"

using namespace harness;
using vkl::layer::LayerSetting;
using vkl::layer::LayerSettingsCreateInfo;

namespace {

constexpr const char* kLayerName = "VK_LAYER_VKL_chassis_test";

struct SettingsWorld : ChassisWorld {
    SettingsWorld() { w.env.set("VKL_CHASSIS_TEST_SETTINGS", "1"); }
    // Creates and destroys an instance with the application's VK_EXT_layer_settings values; returns
    // the layer's setting lines and, in *err, what it wrote to stderr.
    std::vector<std::string> settings(const char* loader_path, std::string* err = nullptr) {
        static const char* api_value = "from-api";
        static const VkBool32 yes = VK_TRUE;
        const LayerSetting s[] = {
            {kLayerName, "api_only", vkl::layer::VK_LAYER_SETTING_TYPE_STRING_EXT, 1, &api_value},
            {kLayerName, "file_over_api", vkl::layer::VK_LAYER_SETTING_TYPE_STRING_EXT, 1, &api_value},
            {kLayerName, "env_over_file", vkl::layer::VK_LAYER_SETTING_TYPE_STRING_EXT, 1, &api_value},
            {kLayerName, "flag", vkl::layer::VK_LAYER_SETTING_TYPE_BOOL32_EXT, 1, &yes},
            {"VK_LAYER_someone_else", "untouched", vkl::layer::VK_LAYER_SETTING_TYPE_STRING_EXT, 1, &api_value},
        };
        LayerSettingsCreateInfo info{};
        info.sType = vkl::layer::kLayerSettingsCreateInfoType;
        info.settingCount = 5;
        info.pSettings = s;
        fs::remove(w.log_path());
        Loader l(loader_path);
        VkInstance inst = VK_NULL_HANDLE;
        StderrCapture capture;
        REQUIRE(l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, &info, nullptr, {kLayerName}) == VK_SUCCESS);
        l.destroy_instance(inst);
        if (err)
            *err = capture.text();
        return lines({"chassis setting"});
    }
    fs::path file(const std::string& text, const std::string& name = "vk_layer_settings.txt") {
        const fs::path p = w.root() / "settings" / name;
        write(p, text);
        chmod(p.c_str(), 0644);
        return p;
    }
};

const std::string kFile = "# vkconfig writes lines like these\n"
                          "vkl_chassis_test.file_over_api = from-file\n"
                          "vkl_chassis_test.env_over_file = from-file\n"
                          "someone_else.api_only = not ours\n";

std::vector<std::string> expected(const char* file_over_api, const char* env_over_file, const char* untouched = "7 (default)") {
    return {"chassis setting api_only=from-api (api)", std::string("chassis setting file_over_api=") + file_over_api,
            std::string("chassis setting env_over_file=") + env_over_file, std::string("chassis setting untouched=") + untouched,
            "chassis setting flag=true (api)"};
}

void precedence(const char* loader_path) {
    SettingsWorld sw;
    sw.file(kFile);
    sw.w.env.set("VK_LAYER_SETTINGS_PATH", (sw.w.root() / "settings").string());  // a directory: its vk_layer_settings.txt
    sw.w.env.set("VK_VKL_CHASSIS_TEST_ENV_OVER_FILE", "from-env");
    CHECK(sw.settings(loader_path) == expected("from-file (file)", "from-env (env)"));
    // The vendor-less variable name (VK_<name without VK_LAYER_ and vendor>_<SETTING>).
    sw.w.env.set("VK_CHASSIS_TEST_UNTOUCHED", "9");
    CHECK(sw.settings(loader_path) == expected("from-file (file)", "from-env (env)", "9 (env)"));
    // Without the file and the variables: the API's values.
    sw.w.env.unset("VK_LAYER_SETTINGS_PATH");
    sw.w.env.unset("VK_VKL_CHASSIS_TEST_ENV_OVER_FILE");
    sw.w.env.unset("VK_CHASSIS_TEST_UNTOUCHED");
    CHECK(sw.settings(loader_path) == expected("from-api (api)", "from-api (api)"));
}

}  // namespace

TEST_CASE("layer chassis settings: the environment over vk_layer_settings.txt over VK_EXT_layer_settings over the default "
          "(this loader)") {
    precedence(VKL_LIBRARY);
}

TEST_CASE("layer chassis settings: the same precedence under the Khronos loader") {
    if (system_loader_missing())
        return;
    precedence(kSystemLoader);
}

namespace {

// A setting's extra variable names (after the derived ones, the first set
// deciding), and a set-but-empty variable is the value "" for a String setting (over the file's
// value), while for another type it is as unset.
void extra_names_and_empty(const char* loader_path) {
    SettingsWorld sw;
    sw.file(kFile);
    sw.w.env.set("VK_LAYER_SETTINGS_PATH", (sw.w.root() / "settings").string());
    sw.w.env.set("VKL_CHASSIS_TEST_OTHER_NUMBER", "12");
    CHECK(sw.settings(loader_path) == expected("from-file (file)", "from-file (file)", "12 (env)"));
    sw.w.env.set("VKL_CHASSIS_TEST_NUMBER", "11");  // the first extra name before the second
    CHECK(sw.settings(loader_path) == expected("from-file (file)", "from-file (file)", "11 (env)"));
    sw.w.env.set("VK_CHASSIS_TEST_UNTOUCHED", "9");  // the derived names before the extra ones
    CHECK(sw.settings(loader_path) == expected("from-file (file)", "from-file (file)", "9 (env)"));
    sw.w.env.set("VK_CHASSIS_TEST_UNTOUCHED", "");  // empty, not a String: as unset
    CHECK(sw.settings(loader_path) == expected("from-file (file)", "from-file (file)", "11 (env)"));
    sw.w.env.set("VK_VKL_CHASSIS_TEST_ENV_OVER_FILE", "");  // empty String: the value ""
    CHECK(sw.settings(loader_path) == expected("from-file (file)", " (env)", "11 (env)"));
    sw.w.env.set("VK_VKL_CHASSIS_TEST_FILE_OVER_API", "");
    CHECK(sw.settings(loader_path) == expected(" (env)", " (env)", "11 (env)"));
}

}  // namespace

TEST_CASE("layer chassis settings: extra variable names; an empty variable is the empty string (this loader)") {
    extra_names_and_empty(VKL_LIBRARY);
}

TEST_CASE("layer chassis settings: extra variable names; an empty variable is the empty string (Khronos loader)") {
    if (system_loader_missing())
        return;
    extra_names_and_empty(kSystemLoader);
}

TEST_CASE("layer chassis settings: the file's places (VK_LAYER_SETTINGS_PATH as a file; vkconfig's, under XDG_DATA_HOME)") {
    SettingsWorld sw;
    const fs::path named = sw.file(kFile, "any-name.txt");
    sw.w.env.set("VK_LAYER_SETTINGS_PATH", named.string());
    CHECK(sw.settings(VKL_LIBRARY) == expected("from-file (file)", "from-file (file)"));
    sw.w.env.unset("VK_LAYER_SETTINGS_PATH");
    write(sw.w.root() / "data" / "vulkan" / "settings.d" / "vk_layer_settings.txt", kFile);  // XDG_DATA_HOME is <root>/data
    CHECK(sw.settings(VKL_LIBRARY) == expected("from-file (file)", "from-file (file)"));
}

TEST_CASE("layer chassis settings: hostile settings files are refused with one line each, never read or waited on") {
    SettingsWorld sw;
    const std::vector<std::string> api_only = expected("from-api (api)", "from-api (api)");
    auto refused = [&](const fs::path& path, const std::string& reason) {
        sw.w.env.set("VK_LAYER_SETTINGS_PATH", path.string());
        std::string err;
        CHECK(sw.settings(VKL_LIBRARY, &err) == api_only);
        INFO(err);
        CHECK(count(err, "layer settings file " + path.string() + ": " + reason + "; not read") == 1);
        CHECK(count(err, "\n") == 1);
    };
    const fs::path fifo = sw.w.root() / "fifo";
    REQUIRE(mkfifo(fifo.c_str(), 0644) == 0);
    refused(fifo, "not a regular file (a directory, FIFO, device or socket)");
    refused("/dev/zero", "not a regular file (a directory, FIFO, device or socket)");
    const fs::path link = sw.w.root() / "settings" / "link";
    fs::create_directories(link.parent_path());
    fs::create_symlink(fifo, link);  // a link is followed, and what it leads to checked
    refused(link, "not a regular file (a directory, FIFO, device or socket)");
    const fs::path loop = sw.w.root() / "settings" / "loop";
    fs::create_symlink(loop, loop);
    refused(loop, "Too many levels of symbolic links");
    refused(sw.w.root() / "missing.txt", "No such file or directory");
    refused(sw.file(std::string((1 << 20) + 1, '#'), "huge.txt"), "larger than 1 MiB");
    const fs::path everyone = sw.file(kFile, "everyone.txt");
    chmod(everyone.c_str(), 0666);
    refused(everyone, "writable by every user");
    if (geteuid() == 0) {  // as root, a file can be given to another user
        const fs::path theirs = sw.file(kFile, "theirs.txt");
        REQUIRE(chown(theirs.c_str(), 65534, 65534) == 0);
        refused(theirs, "owned by another user");
    } else {
        WARN("not root: the file of another user is not tried");
    }
}

TEST_CASE("layer chassis settings: a line with control characters, a value of the wrong type, a hostile variable") {
    SettingsWorld sw;
    const fs::path p = sw.file("vkl_chassis_test.file_over_api = a\x01" "b\n"
                               "vkl_chassis_test.env_over_file = from-file\n"
                               "vkl_chassis_test.flag = maybe\n");
    sw.w.env.set("VK_LAYER_SETTINGS_PATH", p.string());
    sw.w.env.set("VK_VKL_CHASSIS_TEST_UNTOUCHED", "seven");
    std::string err;
    CHECK(sw.settings(VKL_LIBRARY, &err) == expected("from-api (api)", "from-file (file)"));
    INFO(err);
    CHECK(count(err, "layer settings file " + p.string() + ": line 1: control characters; line skipped") == 1);
    CHECK(count(err, "layer settings file " + p.string() + ": line 3: flag = \"maybe\" is not a boolean; ignored") == 1);
    CHECK(count(err, "environment variable VK_VKL_CHASSIS_TEST_UNTOUCHED=\"seven\" is not an integer; ignored") == 1);
    CHECK(count(err, "\n") == 3);
    sw.w.env.set("VK_VKL_CHASSIS_TEST_UNTOUCHED", "8\x1b[2J");
    CHECK(sw.settings(VKL_LIBRARY, &err) == expected("from-api (api)", "from-file (file)"));
    CHECK(count(err, "environment variable VK_VKL_CHASSIS_TEST_UNTOUCHED: control characters; ignored") == 1);
    sw.w.env.set("VK_VKL_CHASSIS_TEST_UNTOUCHED", std::string(5000, '1'));
    CHECK(sw.settings(VKL_LIBRARY, &err) == expected("from-api (api)", "from-file (file)"));
    CHECK(count(err, "environment variable VK_VKL_CHASSIS_TEST_UNTOUCHED: longer than 4096 bytes; ignored") == 1);
}
