// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The layer's settings (settings.h): each declared setting's value from the highest-precedence
// source that gives a valid one, and the typed getters.
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "chassis/internal.h"
#include "chassis/layer_settings_ext.h"
#include "chassis/settings_sources.h"

namespace vkl::layer {

namespace {

constexpr size_t kMaxEnvValue = 4096;

const char* type_name(SettingType t) {
    switch (t) {
    case SettingType::Boolean: return "a boolean";
    case SettingType::Integer: return "an integer";
    case SettingType::Unsigned: return "a non-negative integer";
    case SettingType::Float: return "a number";
    case SettingType::String: break;
    }
    return "a string";
}

std::string lower(std::string s) {
    for (char& c : s)
        c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    return s;
}
std::string upper(std::string s) {
    for (char& c : s)
        c = (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
    return s;
}
// The layer's name without "VK_LAYER_" (the Khronos library's TrimPrefix), and without its
// vendor as well (TrimVendor).
std::string trim_prefix(const char* layer) {
    return std::strncmp(layer, "VK_LAYER_", 9) == 0 ? layer + 9 : layer;
}
std::string trim_vendor(const char* layer) {
    const std::string n = trim_prefix(layer);
    const size_t u = n.find('_');
    return u == std::string::npos ? n : n.substr(u + 1);
}

// Parses `text` as the setting's type into v; false when it is not one.
bool parse(const std::string& text, SettingType type, Settings::Value& v) {
    const char* s = text.c_str();
    char* end = nullptr;
    errno = 0;
    switch (type) {
    case SettingType::Boolean: {
        const std::string l = lower(text);
        if (l == "true" || l == "on" || l == "1")
            v.b = true;
        else if (l == "false" || l == "off" || l == "0")
            v.b = false;
        else
            return false;
        break;
    }
    case SettingType::Integer: {
        const bool neg = *s == '-';
        const bool hex = std::strncmp(s + neg, "0x", 2) == 0 || std::strncmp(s + neg, "0X", 2) == 0;
        const long long x = std::strtoll(s, &end, hex ? 16 : 10);
        if (text.empty() || *end || errno)
            return false;
        v.i = x;
        break;
    }
    case SettingType::Unsigned: {
        const bool hex = std::strncmp(s, "0x", 2) == 0 || std::strncmp(s, "0X", 2) == 0;
        if (text.empty() || *s == '-' || *s == '+' || *s == ' ')
            return false;
        const unsigned long long x = std::strtoull(s, &end, hex ? 16 : 10);
        if (*end || errno)
            return false;
        v.u = x;
        break;
    }
    case SettingType::Float: {
        const double x = std::strtod(s, &end);
        if (text.empty() || *end || errno || !std::isfinite(x))
            return false;
        v.f = x;
        break;
    }
    case SettingType::String: break;
    }
    v.text = text;
    return true;
}

// The value of a VkLayerSettingEXT as the setting's type; false when its type does not fit.
bool from_api(const LayerSetting& a, SettingType type, Settings::Value& v) {
    if (a.valueCount == 0 || a.pValues == nullptr)
        return false;
    char text[64];
    switch (a.type) {
    case VK_LAYER_SETTING_TYPE_BOOL32_EXT:
        if (type != SettingType::Boolean)
            return false;
        v.b = *static_cast<const VkBool32*>(a.pValues) != VK_FALSE;
        v.text = v.b ? "true" : "false";
        return true;
    case VK_LAYER_SETTING_TYPE_INT32_EXT:
    case VK_LAYER_SETTING_TYPE_INT64_EXT: {
        const int64_t x = a.type == VK_LAYER_SETTING_TYPE_INT32_EXT ? *static_cast<const int32_t*>(a.pValues)
                                                                      : *static_cast<const int64_t*>(a.pValues);
        std::snprintf(text, sizeof text, "%lld", static_cast<long long>(x));
        return (type == SettingType::Integer || (type == SettingType::Unsigned && x >= 0)) && parse(text, type, v);
    }
    case VK_LAYER_SETTING_TYPE_UINT32_EXT:
    case VK_LAYER_SETTING_TYPE_UINT64_EXT: {
        const uint64_t x = a.type == VK_LAYER_SETTING_TYPE_UINT32_EXT ? *static_cast<const uint32_t*>(a.pValues)
                                                                       : *static_cast<const uint64_t*>(a.pValues);
        std::snprintf(text, sizeof text, "%llu", static_cast<unsigned long long>(x));
        return (type == SettingType::Unsigned || type == SettingType::Integer) && parse(text, type, v);
    }
    case VK_LAYER_SETTING_TYPE_FLOAT32_EXT:
    case VK_LAYER_SETTING_TYPE_FLOAT64_EXT:
        if (type != SettingType::Float)
            return false;
        v.f = a.type == VK_LAYER_SETTING_TYPE_FLOAT32_EXT ? *static_cast<const float*>(a.pValues)
                                                          : *static_cast<const double*>(a.pValues);
        std::snprintf(text, sizeof text, "%g", v.f);
        v.text = text;
        return std::isfinite(v.f);
    case VK_LAYER_SETTING_TYPE_STRING_EXT: {
        const char* str = *static_cast<const char* const*>(a.pValues);
        if (type != SettingType::String || str == nullptr)
            return false;
        v.text = str;
        return true;
    }
    default: return false;
    }
}

}  // namespace

// The chassis's own settings, which every layer has (after the layer's; the manifest tool adds
// them to every manifest, layer_manifest.py CHASSIS_SETTINGS).
const SettingDecl kChassisSettings[] = {
    {"log_severity", SettingType::String, "warning",
     "The least severity of the layer's messages that go to stderr when the application has no debug messenger "
     "(verbose, info, warning, error); messengers get what they ask for",
     {}},
};

void read_settings(Settings& out, const void* chain, const Messengers* m) {
    const SettingDecls layer_decls = layer_setting_decls();
    std::vector<const SettingDecl*> ds;
    for (size_t i = 0; i < layer_decls.count; ++i)
        ds.push_back(&layer_decls.decls[i]);
    for (const SettingDecl& d : kChassisSettings)
        ds.push_back(&d);
    const size_t count = ds.size();
    out.values.assign(count, {});
    for (size_t i = 0; i < count; ++i) {
        Settings::Value& v = out.values[i];
        v.decl = ds[i];
        if (!parse(v.decl->default_value ? v.decl->default_value : "", v.decl->type, v))
            chassis_log(m, Severity::Error, "setting %s: its declared default \"%s\" is not %s", v.decl->name,
                        v.decl->default_value, type_name(v.decl->type));
    }
    // VK_EXT_layer_settings: the first structure naming a setting wins.
    std::vector<bool> from_api_done(count, false);
    for (auto* p = static_cast<const VkBaseInStructure*>(chain); p; p = p->pNext) {
        if (p->sType != kLayerSettingsCreateInfoType)
            continue;
        const auto* info = reinterpret_cast<const LayerSettingsCreateInfo*>(p);
        for (uint32_t k = 0; k < info->settingCount && info->pSettings; ++k) {
            const LayerSetting& a = info->pSettings[k];
            if (a.pLayerName == nullptr || a.pSettingName == nullptr || std::strcmp(a.pLayerName, kLayer.name) != 0)
                continue;
            for (size_t i = 0; i < count; ++i) {
                if (from_api_done[i] || std::strcmp(a.pSettingName, ds[i]->name) != 0)
                    continue;
                from_api_done[i] = true;
                Settings::Value v = out.values[i];
                if (from_api(a, ds[i]->type, v)) {
                    v.source = SettingSource::Api;
                    out.values[i] = v;
                } else {
                    chassis_log(m, Severity::Warning, "VkLayerSettingsCreateInfoEXT: setting %s: a value of type %d with %u "
                                "values is not %s; ignored", a.pSettingName, static_cast<int>(a.type), a.valueCount,
                                type_name(ds[i]->type));
                }
            }
        }
    }
    // vk_layer_settings.txt: "<layer>.<setting> = value"; a later line for the same setting wins.
    const std::string layer = trim_prefix(kLayer.name);
    const SettingsFile file = read_settings_file(lower(layer) + ".", m);
    for (const FileSetting& f : file.settings)
        for (size_t i = 0; i < count; ++i) {
            if (f.key != ds[i]->name)
                continue;
            Settings::Value v = out.values[i];
            if (parse(f.value, ds[i]->type, v)) {
                v.source = SettingSource::File;
                out.values[i] = v;
            } else {
                chassis_log(m, Severity::Warning, "layer settings file %s: line %d: %s = \"%s\" is not %s; ignored",
                            file.path.c_str(), f.line, f.key.c_str(), f.value.c_str(), type_name(ds[i]->type));
            }
        }
    // The environment: VK_<LAYER>_<SETTING>, then VK_<LAYER without vendor>_<SETTING>, then the
    // setting's extra names; the first one set decides.
    if (elevated())
        return;
    for (size_t i = 0; i < count; ++i) {
        const SettingDecl& d = *ds[i];
        const std::string setting = upper(d.name);
        std::vector<std::string> names = {"VK_" + upper(layer) + "_" + setting, "VK_" + upper(trim_vendor(kLayer.name)) + "_" + setting};
        for (size_t k = 0; k < kMaxSettingVariables && d.variables[k]; ++k)
            names.emplace_back(d.variables[k]);
        for (const std::string& name : names) {
            const char* env = secure_getenv(name.c_str());
            // Set but empty: the value "" for a String setting (a file setting put back to its
            // default place); for the other types no value at all, as unset.
            if (env == nullptr || (*env == 0 && d.type != SettingType::String))
                continue;
            const std::string text(env);
            Settings::Value v = out.values[i];
            bool control = false;
            for (unsigned char c : text)
                control |= c < 0x20 || c == 0x7f;
            if (text.size() > kMaxEnvValue || control) {
                chassis_log(m, Severity::Warning, "environment variable %s: %s; ignored", name.c_str(),
                            control ? "control characters" : "longer than 4096 bytes");
            } else if (parse(text, ds[i]->type, v)) {
                v.source = SettingSource::Environment;
                out.values[i] = v;
            } else {
                chassis_log(m, Severity::Warning, "environment variable %s=\"%s\" is not %s; ignored", name.c_str(), env,
                            type_name(ds[i]->type));
            }
            break;  // the first variable set decides
        }
    }
}

Severity stderr_threshold(const Settings& settings, const Messengers* m) {
    const char* text = settings.get_string("log_severity");
    const struct {
        const char* name;
        Severity severity;
    } names[] = {{"verbose", Severity::Verbose}, {"info", Severity::Info}, {"warning", Severity::Warning}, {"error", Severity::Error}};
    for (const auto& n : names)
        if (lower(text) == n.name)
            return n.severity;
    chassis_log(m, Severity::Warning, "setting log_severity: \"%s\" is none of verbose, info, warning, error; warning it is", text);
    return Severity::Warning;
}

const Settings::Value* Settings::find(const char* name, SettingType type) const {
    for (const Value& v : values)
        if (std::strcmp(v.decl->name, name) == 0) {
            if (v.decl->type == type)
                return &v;
            std::fprintf(stderr, "%s: setting %s is asked for as %s, but declared as %s\n", kLayer.name, name, type_name(type),
                         type_name(v.decl->type));
            return nullptr;
        }
    std::fprintf(stderr, "%s: setting %s is not declared (VKL_LAYER_SETTINGS)\n", kLayer.name, name);
    return nullptr;
}

bool Settings::get_bool(const char* name) const {
    const Value* v = find(name, SettingType::Boolean);
    return v && v->b;
}
int64_t Settings::get_int(const char* name) const {
    const Value* v = find(name, SettingType::Integer);
    return v ? v->i : 0;
}
uint64_t Settings::get_uint(const char* name) const {
    const Value* v = find(name, SettingType::Unsigned);
    return v ? v->u : 0;
}
double Settings::get_float(const char* name) const {
    const Value* v = find(name, SettingType::Float);
    return v ? v->f : 0;
}
const char* Settings::get_string(const char* name) const {
    const Value* v = find(name, SettingType::String);
    return v ? v->text.c_str() : "";
}
SettingSource Settings::source(const char* name) const {
    for (const Value& v : values)
        if (std::strcmp(v.decl->name, name) == 0)
            return v.source;
    return SettingSource::Default;
}

}  // namespace vkl::layer
