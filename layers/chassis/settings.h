// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Layer settings, declared once by the layer and read as the Khronos layer-settings library
// (Vulkan-Utility-Libraries) reads them, from the highest precedence down:
//   1. environment variables: VK_<LAYER>_<SETTING> (the layer's name without VK_LAYER_, upper
//      case), then VK_<LAYER without its vendor>_<SETTING>, then the setting's own extra names
//      (SettingDecl::variables: names its users know), the first one set deciding; a variable set
//      to the empty text is the value "" for a String setting (unset for the other types);
//   2. vk_layer_settings.txt: "<layer>.<setting> = value" lines (the layer's name without
//      VK_LAYER_, lower case), in the file VK_LAYER_SETTINGS_PATH names (or that directory's
//      vk_layer_settings.txt), else $XDG_DATA_HOME/vulkan/settings.d/vk_layer_settings.txt (where
//      vkconfig writes it), else ./vk_layer_settings.txt;
//   3. VkLayerSettingsCreateInfoEXT structures chained to VkInstanceCreateInfo (the first one
//      naming the setting wins);
//   4. the declared default.
// A value that does not parse as the setting's type is a warning and the next source decides.
// Settings are read once per instance, at vkCreateInstance (settings.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace vkl::layer {

enum class SettingType : uint8_t { Boolean, Integer, Unsigned, Float, String };
enum class SettingSource : uint8_t { Default, Api, File, Environment };

// The most extra variable names a setting may list.
inline constexpr size_t kMaxSettingVariables = 4;

struct SettingDecl {
    const char* name;           // lower case, digits and '_' (vkconfig's "key")
    SettingType type;
    const char* default_value;  // as it would be written in vk_layer_settings.txt
    const char* description;
    // Extra environment variables for the setting, read after the two derived names (nullptr
    // ends the list); the manifest's "env" names the first, for vkconfig.
    const char* variables[kMaxSettingVariables];
};

struct SettingDecls {
    const SettingDecl* decls = nullptr;
    size_t count = 0;
};
// Defined by VKL_LAYER_SETTINGS in the layer; a layer without settings gets an empty list.
SettingDecls layer_setting_decls();

// The elevated-privilege rule, for every layer on the chassis: a process with elevated
// privileges (setuid, setgid, file capabilities: the kernel's AT_SECURE) reads neither the
// environment nor vk_layer_settings.txt, so no variable or file of the user who started it
// steers a layer's settings (an output file's path included, OutputFile).
bool elevated();
// A variable of the layer's own that is not a setting (settings are read for you): its value, or
// nullptr when it is unset or the process is elevated. The one way a layer on the chassis reads
// the environment.
const char* environment(const char* name);

class Settings {
public:
    // The value of a declared setting (a name the layer did not declare, or asked for as another
    // type, gives false / 0 / "" with one line on stderr).
    bool get_bool(const char* name) const;
    int64_t get_int(const char* name) const;
    uint64_t get_uint(const char* name) const;
    double get_float(const char* name) const;
    const char* get_string(const char* name) const;
    SettingSource source(const char* name) const;

    struct Value {
        const SettingDecl* decl = nullptr;
        SettingSource source = SettingSource::Default;
        std::string text;  // strings; the other types keep the text they were parsed from
        bool b = false;
        int64_t i = 0;
        uint64_t u = 0;
        double f = 0;
    };
    std::vector<Value> values;  // one per declared setting, in declaration order

private:
    const Value* find(const char* name, SettingType type) const;
};

}  // namespace vkl::layer

// The layer's settings, each VKL_SETTING(name, type, default, description[, "VARIABLE"...]) with
// string literals and a type of vkl::layer::SettingType (Boolean, Integer, Unsigned, Float,
// String); up to four extra environment variable names its users know may follow. Written with
// literals only: the layer's manifest is generated from this text (layers/chassis/layer_manifest.py).
#define VKL_SETTING(name, type, default_value, description, ...)                                                   \
    ::vkl::layer::SettingDecl {                                                                                    \
        name, ::vkl::layer::SettingType::type, default_value, description, { __VA_ARGS__ }                        \
    }
#define VKL_LAYER_SETTINGS(...)                                                        \
    ::vkl::layer::SettingDecls vkl::layer::layer_setting_decls() {                     \
        static const ::vkl::layer::SettingDecl decls[] = {__VA_ARGS__};                \
        return {decls, sizeof decls / sizeof decls[0]};                                \
    }
