// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Type confusion at every field of every file the loader reads: a driver manifest, a layer
// manifest (plain, meta and override layers) and the loader settings file, each field given
// each JSON type it must not have. Each: no crash, a warning or error that names the file, and
// the rest carries on (the good driver and layer beside it serve an instance).
#include <catch2/catch.hpp>

#include <sstream>

#include "harness.h"

using namespace harness;

namespace {

// A field: where it is, as a manifest with "@V@" in its place, and the JSON type it must have
// (s string, o object, a array, b boolean, n number or numeric string).
struct Field {
    const char* where;
    const char* manifest;
    char type;
    const char* valid = "";  // the value that makes the file valid: the control
};

// Every JSON value of a type other than `type`.
std::vector<std::string> wrong_values(char type) {
    std::vector<std::string> out;
    const std::pair<char, const char*> all[] = {{'n', "7"},          {'b', "true"}, {'z', "null"},
                                                {'a', "[7, \"x\"]"}, {'o', "{\"a\": 7}"}, {'s', "\"x\""}};
    for (const auto& [t, v] : all)
        if (t != type)
            out.push_back(v);
    return out;
}

std::string with_value(const char* manifest, const std::string& value) {
    std::string s = manifest;
    const size_t at = s.find("@V@");
    REQUIRE(at != std::string::npos);
    return s.replace(at, 3, value);
}

// Whether a warning or error line names `file`, or any line names it and, after it, the field's
// last key (a value of the right type but not the right kind may be an informational skip).
bool logged(const std::string& text, const std::string& file, const std::string& where) {
    const size_t cut = where.find_last_of(".]");
    const std::string key = cut == std::string::npos ? where : where.substr(cut + 1);
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        const size_t at = line.find(file);
        if (at == std::string::npos)
            continue;
        if (line.rfind("ERROR", 0) == 0 || line.rfind("WARNING", 0) == 0)
            return true;
        if (!key.empty() && line.find(key, at + file.size()) != std::string::npos)
            return true;
    }
    return false;
}

// The control: no warning or error names `file` (its valid form is read without complaint, so
// `logged` above reports the confused field and nothing else).
bool quiet(const std::string& text, const std::string& file) {
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (line.find(file) != std::string::npos && (line.rfind("ERROR", 0) == 0 || line.rfind("WARNING", 0) == 0))
            return false;
    return true;
}

// Creates an instance and a device; the good driver must serve them.
void serves() {
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
    REQUIRE(!pds.empty());
    VkDevice d = l.create_device(pds[0]);
    CHECK(d != nullptr);
    if (d)
        l.destroy_device(d);
    l.destroy_instance(inst);
}

}  // namespace

TEST_CASE("type confusion in a driver manifest: every field, every wrong type, a logged skip") {
    const Field fields[] = {
        {"file_format_version", "{\"file_format_version\": @V@, \"ICD\": {\"library_path\": \"@LIB@\", \"api_version\": \"1.3.0\"}}", 's', "\"1.0.1\""},
        {"ICD", "{\"file_format_version\": \"1.0.1\", \"ICD\": @V@}", 'o', "{\"library_path\": \"@LIB@\", \"api_version\": \"1.3.0\"}"},
        {"ICD.library_path", "{\"file_format_version\": \"1.0.1\", \"ICD\": {\"library_path\": @V@, \"api_version\": \"1.3.0\"}}", 's', "\"@LIB@\""},
        {"ICD.api_version", "{\"file_format_version\": \"1.0.1\", \"ICD\": {\"library_path\": \"@LIB@\", \"api_version\": @V@}}", 's', "\"1.3.0\""},
        {"ICD.library_arch",
         "{\"file_format_version\": \"1.0.1\", \"ICD\": {\"library_path\": \"@LIB@\", \"api_version\": \"1.3.0\", \"library_arch\": @V@}}", 's', sizeof(void*) == 8 ? "\"64\"" : "\"32\""},
        {"ICD.is_portability_driver",
         "{\"file_format_version\": \"1.0.1\", \"ICD\": {\"library_path\": \"@LIB@\", \"api_version\": \"1.3.0\", "
         "\"is_portability_driver\": @V@}}", 'b', "false"},
    };
    for (const Field& f : fields) {
        std::vector<std::string> values = wrong_values(f.type);
        values.insert(values.begin(), f.valid);  // first the control
        for (const std::string& v : values) {
            const bool control = v == f.valid;
            World w;
            w.add_driver("good");
            const fs::path lib = w.root() / "drivers" / "good.so";
            std::string text = with_value(f.manifest, v);
            if (const size_t at = text.find("@LIB@"); at != std::string::npos)
                text.replace(at, 5, lib.string());
            const fs::path manifest = w.root() / "drivers" / "confused.json";
            write(manifest, text);
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            w.env.set("VK_LOADER_DEBUG", "all");
            INFO(f.where << " = " << v << (control ? " (the control)" : ""));
            StderrCapture err;
            serves();
            const std::string log = err.text();
            INFO(log);
            CHECK((control ? quiet(log, manifest.string()) : logged(log, manifest.string(), f.where)));
        }
    }
}

TEST_CASE("type confusion in a layer manifest: every field, every wrong type, a logged skip") {
    // An implicit layer "VK_LAYER_test_confused" with every field; "@V@" marks the one confused.
    const char* layer_fields[][2] = {
        {"name", "\"VK_LAYER_test_confused\""},
        {"type", "\"GLOBAL\""},
        {"library_path", "\"./confused.so\""},
        {"api_version", "\"1.3.239\""},
        {"implementation_version", "\"1\""},
        {"description", "\"confused\""},
        {"library_arch", sizeof(void*) == 8 ? "\"64\"" : "\"32\""},
        {"functions", "{\"vkGetInstanceProcAddr\": \"vkGetInstanceProcAddr\"}"},
        {"pre_instance_functions", "{\"vkEnumerateInstanceVersion\": \"vkl_test_layer_PreEnumerateInstanceVersion\"}"},
        {"instance_extensions", "[{\"name\": \"VK_EXT_i\", \"spec_version\": \"1\"}]"},
        {"device_extensions", "[{\"name\": \"VK_EXT_d\", \"spec_version\": 1, \"entrypoints\": [\"vkCmdDrawX\"]}]"},
        {"enable_environment", "{\"ENABLE_CONFUSED\": \"1\"}"},
        {"disable_environment", "{\"DISABLE_CONFUSED\": \"1\"}"},
    };
    auto layer_object = [&](const std::string& confused_key, const std::string& confused_value) {
        std::string body;
        for (const auto& kv : layer_fields) {
            if (!body.empty())
                body += ", ";
            body += "\"" + std::string(kv[0]) + "\": " + (confused_key == kv[0] ? confused_value : std::string(kv[1]));
        }
        return "{" + body + "}";
    };
    struct Case {
        std::string where;
        std::string manifest;
        bool control = false;  // the valid form: read without a warning
    };
    std::vector<Case> cases;
    auto type_of = [](const std::string& key) -> char {
        if (key == "functions" || key == "pre_instance_functions" || key == "enable_environment" || key == "disable_environment")
            return 'o';
        if (key == "instance_extensions" || key == "device_extensions")
            return 'a';
        if (key == "implementation_version")
            return 'n';  // "1" or 1
        return 's';
    };
    for (const auto& kv : layer_fields)
        for (const std::string& v : wrong_values(type_of(kv[0])))
            cases.push_back({std::string("layer.") + kv[0], "{\"file_format_version\": \"1.2.1\", \"layer\": " + layer_object(kv[0], v) + "}"});
    // Inside the nested objects and arrays.
    const Field nested[] = {
        {"functions.vkGetInstanceProcAddr", "{\"vkGetInstanceProcAddr\": @V@}", 's'},
        {"pre_instance_functions.vkEnumerateInstanceVersion", "{\"vkEnumerateInstanceVersion\": @V@}", 's'},
        {"enable_environment.ENABLE_CONFUSED", "{\"ENABLE_CONFUSED\": @V@}", 's'},
        {"disable_environment.DISABLE_CONFUSED", "{\"DISABLE_CONFUSED\": @V@}", 's'},
        {"instance_extensions[0]", "[@V@]", 'o'},
        {"instance_extensions[0].name", "[{\"name\": @V@, \"spec_version\": \"1\"}]", 's'},
        {"instance_extensions[0].spec_version", "[{\"name\": \"VK_EXT_i\", \"spec_version\": @V@}]", 'n'},
        {"device_extensions[0]", "[@V@]", 'o'},
        {"device_extensions[0].name", "[{\"name\": @V@, \"spec_version\": 1}]", 's'},
        {"device_extensions[0].spec_version", "[{\"name\": \"VK_EXT_d\", \"spec_version\": @V@}]", 'n'},
        {"device_extensions[0].entrypoints", "[{\"name\": \"VK_EXT_d\", \"spec_version\": 1, \"entrypoints\": @V@}]", 'a'},
        {"device_extensions[0].entrypoints[0]", "[{\"name\": \"VK_EXT_d\", \"spec_version\": 1, \"entrypoints\": [@V@]}]", 's'},
    };
    for (const Field& f : nested) {
        const std::string where = f.where;
        const std::string key = where.substr(0, where.find_first_of(".["));
        for (const std::string& v : wrong_values(f.type))
            cases.push_back({"layer." + where,
                             "{\"file_format_version\": \"1.2.1\", \"layer\": " + layer_object(key, with_value(f.manifest, v)) + "}"});
    }
    // The file itself, the "layers" array form, a meta layer's and an override layer's lists.
    for (const std::string& v : wrong_values('s'))
        cases.push_back({"file_format_version", "{\"file_format_version\": " + v + ", \"layer\": " + layer_object("", "") + "}"});
    for (const std::string& v : wrong_values('o'))
        cases.push_back({"layer", "{\"file_format_version\": \"1.2.1\", \"layer\": " + v + "}"});
    for (const std::string& v : wrong_values('a'))
        cases.push_back({"layers", "{\"file_format_version\": \"1.2.1\", \"layers\": " + v + "}"});
    for (const std::string& v : wrong_values('o'))
        cases.push_back({"layers[0]", "{\"file_format_version\": \"1.2.1\", \"layers\": [" + v + "]}"});
    const std::string meta_head =
        "{\"file_format_version\": \"1.2.1\", \"layer\": {\"name\": \"VK_LAYER_LUNARG_override\", \"type\": \"GLOBAL\", "
        "\"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"meta\", "
        "\"disable_environment\": {\"DISABLE_CONFUSED\": \"1\"}, ";
    const char* meta_lists[] = {"component_layers", "blacklisted_layers", "override_paths", "app_keys"};
    for (const std::string list : meta_lists) {
        // The other lists stay valid: a meta layer needs its component_layers.
        const std::string rest = list == "component_layers" ? "" : "\"component_layers\": [\"VK_LAYER_test_good\"], ";
        for (const std::string& v : wrong_values('a'))
            cases.push_back({"layer." + list, meta_head + rest + "\"" + list + "\": " + v + "}}"});
        for (const std::string& v : wrong_values('s'))
            cases.push_back({"layer." + list + "[0]", meta_head + rest + "\"" + list + "\": [" + v + "]}}"});
    }
    cases.insert(cases.begin(), {"layer", "{\"file_format_version\": \"1.2.1\", \"layer\": " + layer_object("", "") + "}", true});
    cases.insert(cases.begin(), {"override layer", meta_head + "\"component_layers\": [\"VK_LAYER_test_good\"], "
                                 "\"blacklisted_layers\": [\"VK_LAYER_test_other\"], \"override_paths\": [\"/nonexistent\"], "
                                 "\"app_keys\": [\"/nonexistent/app\"]}}", true});
    for (const Case& c : cases) {
        World w;
        w.add_driver("drv");
        w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
        w.use_own_layers();
        w.add_layer("good", "VK_LAYER_test_good", "", true);
        fs::copy_file(VKL_TEST_LAYER, w.root() / "implicit" / "confused.so");
        const fs::path manifest = w.root() / "implicit" / "confused.json";
        write(manifest, c.manifest);
        w.env.set("VK_LOADER_DEBUG", "all");
        w.env.set("ENABLE_CONFUSED", "1");
        INFO(c.where << (c.control ? " (the control)" : "") << ": " << c.manifest);
        StderrCapture err;
        serves();
        const std::string log = err.text();
        INFO(log);
        CHECK(count(w.driver_log(), "good vkCreateInstance") == 1);
        CHECK((c.control ? quiet(log, manifest.string()) : logged(log, manifest.string(), c.where)));
    }
}

TEST_CASE("type confusion in the loader settings file: every field, every wrong type, a logged skip") {
    // "@V@" marks the confused field; "@LAYER@" is a good explicit layer's manifest, "@DRV@" a
    // good driver's. The UUIDs are the test driver's first device's.
    const std::string dev_uuid = "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]";
    const std::string drv_uuid = "[208, 209, 210, 211, 212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222, 223]";
    const std::string layer_entry = "{\"control\": \"on\", \"name\": \"VK_LAYER_test_a\", \"path\": \"@LAYER@\"}";
    const std::string device_entry = "{\"deviceUUID\": " + dev_uuid + ", \"driverUUID\": " + drv_uuid + ", \"driverVersion\": 1}";
    auto settings = [](const std::string& body) { return "{\"file_format_version\": \"1.0.0\", \"settings\": {" + body + "}}"; };
    auto devices = [&](const std::string& device_uuid, const std::string& driver_uuid, const std::string& version) {
        return settings("\"device_configurations\": [{\"deviceUUID\": " + device_uuid + ", \"driverUUID\": " + driver_uuid +
                        ", \"driverVersion\": " + version + "}]");
    };
    const std::string stderr_error = "\"stderr_log\": [\"error\"]";
    struct Case {
        std::string where;
        std::string text;
        char type;
        std::string valid;  // the value that makes the file valid: the control
    };
    const std::vector<Case> templates = {
        {"file_format_version", "{\"file_format_version\": @V@, \"settings\": {" + stderr_error + "}}", 's', "\"1.0.0\""},
        {"settings", "{\"file_format_version\": \"1.0.0\", \"settings\": @V@}", 'o', "{" + stderr_error + "}"},
        {"settings_array", "{\"file_format_version\": \"1.0.0\", \"settings_array\": @V@}", 'a', "[{" + stderr_error + "}]"},
        {"settings_array[0]", "{\"file_format_version\": \"1.0.0\", \"settings_array\": [@V@, {" + stderr_error + "}]}", 'o',
         "{" + stderr_error + "}"},
        {"settings_array[0].app_keys",
         "{\"file_format_version\": \"1.0.0\", \"settings_array\": [{\"app_keys\": @V@, " + stderr_error + "}, {" + stderr_error + "}]}",
         'a', "[\"/nonexistent/app\"]"},
        {"settings_array[0].app_keys[0]",
         "{\"file_format_version\": \"1.0.0\", \"settings_array\": [{\"app_keys\": [@V@], " + stderr_error + "}, {" + stderr_error +
             "}]}",
         's', "\"/nonexistent/app\""},
        {"stderr_log", settings("\"stderr_log\": @V@, \"layers\": [" + layer_entry + "]"), 'a', "[\"error\"]"},
        {"stderr_log[0]", settings("\"stderr_log\": [@V@], \"layers\": [" + layer_entry + "]"), 's', "\"error\""},
        {"layers", settings("\"layers\": @V@"), 'a', "[" + layer_entry + "]"},
        {"layers[0]", settings("\"layers\": [@V@]"), 'o', layer_entry},
        {"layers[0].control", settings("\"layers\": [{\"control\": @V@, \"name\": \"VK_LAYER_test_a\", \"path\": \"@LAYER@\"}]"), 's',
         "\"on\""},
        {"layers[0].name", settings("\"layers\": [{\"control\": \"on\", \"name\": @V@, \"path\": \"@LAYER@\"}]"), 's',
         "\"VK_LAYER_test_a\""},
        {"layers[0].path", settings("\"layers\": [{\"control\": \"on\", \"name\": \"VK_LAYER_test_a\", \"path\": @V@}]"), 's',
         "\"@LAYER@\""},
        {"layers[0].treat_as_implicit_manifest",
         settings("\"layers\": [{\"control\": \"on\", \"name\": \"VK_LAYER_test_a\", \"path\": \"@LAYER@\", "
                  "\"treat_as_implicit_manifest\": @V@}]"),
         'b', "false"},
        {"additional_drivers", settings("\"additional_drivers\": @V@"), 'a', "[{\"path\": \"@DRV@\"}]"},
        {"additional_drivers[0]", settings("\"additional_drivers\": [@V@]"), 'o', "{\"path\": \"@DRV@\"}"},
        {"additional_drivers[0].path", settings("\"additional_drivers\": [{\"path\": @V@}]"), 's', "\"@DRV@\""},
        {"additional_drivers_use_exclusively",
         settings("\"additional_drivers\": [{\"path\": \"@DRV@\"}], \"additional_drivers_use_exclusively\": @V@"), 'b', "false"},
        {"device_configurations", settings("\"device_configurations\": @V@"), 'a', "[" + device_entry + "]"},
        {"device_configurations[0]", settings("\"device_configurations\": [@V@]"), 'o', device_entry},
        {"device_configurations[0].deviceUUID", devices("@V@", drv_uuid, "1"), 'a', dev_uuid},
        {"device_configurations[0].deviceUUID[0]",
         devices("[@V@, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]", drv_uuid, "1"), 'n', "0"},
        {"device_configurations[0].driverUUID", devices(dev_uuid, "@V@", "1"), 'a', drv_uuid},
        {"device_configurations[0].driverVersion", devices(dev_uuid, drv_uuid, "@V@"), 'n', "1"},
    };
    for (const Case& c : templates) {
        std::vector<std::string> values = wrong_values(c.type);
        values.insert(values.begin(), c.valid);  // first the control
        for (std::string v : values) {
            const bool control = v == c.valid;
            if (c.type == 'n' && v == "\"x\"")
                v = "\"7\"";  // a number as a string is still not a number here
            World w;
            w.add_driver("drv");
            // With device_configurations the driver variables are ignored: a driver in the search
            // path, with device IDs (Vulkan 1.1) for the configurations to name.
            w.add_driver("sys", "api=1.1", w.root() / "config/vulkan/icd.d");
            const fs::path extra = w.add_driver("extra", "", w.root() / "more");
            w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
            w.use_own_layers();
            const fs::path layer = w.add_layer("a", "VK_LAYER_test_a");
            std::string text = with_value(c.text.c_str(), v);
            for (const auto& [mark, value] : {std::pair<std::string, std::string>{"@LAYER@", layer.string()}, {"@DRV@", extra.string()}})
                for (size_t at = text.find(mark); at != std::string::npos; at = text.find(mark))
                    text.replace(at, mark.size(), value);
            const fs::path file = w.root() / "config/vulkan/loader_settings.d/vk_loader_settings.json";
            write(file, text);
            w.env.set("VK_LOADER_DEBUG", "all");
            INFO(c.where << " = " << v << (control ? " (the control)" : "") << ": " << text);
            StderrCapture err;
            serves();
            const std::string log = err.text();
            INFO(log);
            CHECK((control ? quiet(log, file.string()) : logged(log, file.string(), c.where)));
        }
    }
}
