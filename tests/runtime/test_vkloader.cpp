// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// vkloader (tools/vkloader) on hermetic worlds: each verdict it can give for drivers and layers,
// its JSON checked against tools/vkloader/schema.json, `vkloader layers` against the chain a
// real vkCreateInstance builds (read back through VK_LOADER_STATE_FILE), the state file itself,
// `explain`, --app and the exit status.
#include <rapidjson/document.h>  // first: RapidJSON before any X11 header
#include <rapidjson/schema.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>

#include <catch2/catch.hpp>

#include "harness.h"
#include "other_user.h"

using namespace harness;

namespace {

struct Run {
    int status = -1;
    std::string out;
};

// vkloader with `args`, in this process's environment (the World's); stderr discarded. In a
// cross build run under an emulator (Meson's exe_wrapper, e.g. qemu-i386 where the kernel runs
// no i386 program) vkloader is started through the same emulator: Meson names it in
// MESON_EXE_WRAPPER, already quoted for the shell.
// `kill_after_s`: killed (SIGKILL) after that many seconds, for a test of something that could
// hang; its status is then not an exit (-1).
Run vkloader(const std::string& args, unsigned kill_after_s = 0) {
    Run r;
    const char* wrapper = std::getenv("MESON_EXE_WRAPPER");
    std::string prefix = wrapper && *wrapper ? std::string(wrapper) + " " : std::string();
    if (kill_after_s)
        prefix = "timeout -s KILL " + std::to_string(kill_after_s) + " " + prefix;
    FILE* p = popen((prefix + VKL_VKLOADER + " " + args + " 2>/dev/null").c_str(), "r");
    REQUIRE(p != nullptr);
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, p)) > 0)
        r.out.append(buf, n);
    const int st = pclose(p);
    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    // VKL_TEST_SHOW_VKLOADER=1: what a user would read, each run's command, output and exit status.
    if (const char* show = std::getenv("VKL_TEST_SHOW_VKLOADER"); show && std::strcmp(show, "1") == 0)
        std::fprintf(stderr, "$ vkloader %s\n%s[exit %d]\n\n", args.c_str(), r.out.c_str(), r.status);
    return r;
}

const rapidjson::Document& schema_json() {
    static const rapidjson::Document doc = [] {
        rapidjson::Document d;
        d.Parse(slurp(VKL_VKLOADER_SCHEMA).c_str());
        return d;
    }();
    REQUIRE_FALSE(doc.HasParseError());
    return doc;
}

const rapidjson::SchemaDocument& schema() {
    static const rapidjson::SchemaDocument s(schema_json());
    return s;
}

// Parses `text` and checks it against the schema; fails the test with the schema's complaint.
rapidjson::Document checked_json(const std::string& text) {
    rapidjson::Document d;
    d.Parse(text.c_str());
    INFO(text);
    REQUIRE_FALSE(d.HasParseError());
    rapidjson::SchemaValidator v(schema());
    if (!d.Accept(v)) {
        rapidjson::StringBuffer where, what;
        v.GetInvalidSchemaPointer().StringifyUriFragment(where);
        v.GetInvalidDocumentPointer().StringifyUriFragment(what);
        FAIL("not valid against schema.json: " << where.GetString() << " (" << v.GetInvalidSchemaKeyword() << ") at "
                                               << what.GetString());
    }
    return d;
}

const rapidjson::Value* by_field(const rapidjson::Value& array, const char* field, const std::string& value) {
    for (const auto& e : array.GetArray())
        if (e.HasMember(field) && e[field].IsString() && value == e[field].GetString())
            return &e;
    return nullptr;
}

std::string str(const rapidjson::Value& o, const char* field) {
    return o.HasMember(field) && o[field].IsString() ? o[field].GetString() : "";
}

std::vector<std::string> chain_names(const rapidjson::Value& chain) {
    std::vector<std::string> out;
    for (const auto& l : chain.GetArray())
        out.push_back(l["name"].GetString());
    return out;
}

}  // namespace

TEST_CASE("vkloader: each driver verdict, with where the manifest came from") {
    World w;
    const fs::path dir = w.root() / "drivers";
    const fs::path good = w.add_driver("good", "devices=discrete,cpu");
    const fs::path off = w.add_driver("off");
    write(dir / "missing.json", "{ \"file_format_version\": \"1.0.1\", \"ICD\": { \"library_path\": \"" +
                                    (dir / "nowhere.so").string() + "\", \"api_version\": \"1.3.0\" } }");
    write(dir / "wrong_arch.so", other_class_elf());
    write(dir / "wrong_arch.json", "{ \"file_format_version\": \"1.0.1\", \"ICD\": { \"library_path\": \"" +
                                       (dir / "wrong_arch.so").string() + "\", \"api_version\": \"1.3.0\" } }");
    write(dir / "broken.json", "{ \"file_format_version\": \"1.0.1\", \"ICD\": { ");
    w.env.set("VK_DRIVER_FILES", dir.string());
    make_package(w.root() / "packages" / "pkg", "pkg");
    w.env.set("VK_DRIVER_PACKAGES", (w.root() / "packages").string());
    w.env.set("VK_LOADER_DRIVERS_DISABLE", "off.json");
    w.use_own_layers();

    const Run r = vkloader("--json");
    CHECK(r.status == 0);
    const rapidjson::Document d = checked_json(r.out);
    CHECK(str(d, "kind") == "summary");
    const auto& drivers = d["drivers"];
    CHECK(drivers.Size() == 6);
    const auto* g = by_field(drivers, "manifest", good.string());
    REQUIRE(g);
    CHECK(str(*g, "status") == "loaded");
    CHECK(str(*g, "origin") == "VK_DRIVER_FILES");
    CHECK((*g)["instance"].GetBool());
    CHECK((*g)["interface_version"].GetUint() >= 5);
    REQUIRE((*g)["physical_devices"].Size() == 2);
    const auto& devices = d["physical_devices"];
    // The order applications get: discrete before cpu.
    CHECK(str(devices[(*g)["physical_devices"][0].GetUint()], "type") == "discrete");
    CHECK(str(devices[(*g)["physical_devices"][1].GetUint()], "type") == "cpu");
    CHECK(str(devices[0], "name") == "good device 0");

    const auto* o = by_field(drivers, "manifest", off.string());
    REQUIRE(o);
    CHECK(str(*o, "status") == "left out");
    CHECK(str(*o, "reason") == "VK_LOADER_DRIVERS_DISABLE=off.json matches it (it is matched against the manifest's file name, off.json)");
    const auto* m = by_field(drivers, "manifest", (dir / "missing.json").string());
    REQUIRE(m);
    CHECK(str(*m, "status") == "failed");
    CHECK(str(*m, "reason").find("nowhere.so: library not found") != std::string::npos);
    const auto* a = by_field(drivers, "manifest", (dir / "wrong_arch.json").string());
    REQUIRE(a);
    CHECK(str(*a, "status") == "failed");
    CHECK(str(*a, "reason").find("wrong_arch.so: wrong architecture (") != std::string::npos);
    const auto* b = by_field(drivers, "manifest", (dir / "broken.json").string());
    REQUIRE(b);
    CHECK(str(*b, "status") == "failed");
    CHECK(str(*b, "reason").find("broken.json") != std::string::npos);
    bool package_seen = false;
    for (const auto& e : drivers.GetArray())
        if (str(e, "origin") == "VK_DRIVER_PACKAGES") {
            package_seen = true;
            CHECK(str(e, "status") == "loaded");
            CHECK(str(e, "package_library").find("pkg/lib/pkg.so") != std::string::npos);
            CHECK(e["instance"].GetBool());
        }
    CHECK(package_seen);

    // The text says the same.
    const Run t = vkloader("");
    CHECK(t.status == 0);
    CHECK(t.out.find("[left out] " + off.string()) != std::string::npos);
    CHECK(t.out.find("wrong ELF class") != std::string::npos);
    CHECK(t.out.find("good device 0 (discrete") != std::string::npos);

    // No driver that can create an instance: exit status 1, and the reason.
    const Run none = vkloader("--json --env VK_LOADER_DRIVERS_SELECT=nothing_matches*");
    CHECK(none.status == 1);
    const rapidjson::Document nd = checked_json(none.out);
    CHECK_FALSE(nd["instance_created"].GetBool());
    for (const auto& e : nd["drivers"].GetArray())
        CHECK(str(e, "status") == "left out");
    CHECK(str(nd, "instance_error").find("no drivers") != std::string::npos);
}

TEST_CASE("vkloader: each layer verdict and the chain with the rule that put each layer there") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("imp_on", "VK_LAYER_imp_on", "", true);
    w.add_layer("imp_off", "VK_LAYER_imp_off", "", true);
    w.env.set("DISABLE_imp_off", "1");
    w.add_layer("imp_env", "VK_LAYER_imp_env", "", true, ", \"enable_environment\": { \"ENABLE_imp_env\": \"1\" }");
    w.add_layer("imp_filtered", "VK_LAYER_imp_filtered", "", true);
    w.env.set("VK_LOADER_LAYERS_DISABLE", "VK_LAYER_imp_filtered");
    w.add_layer("exp", "VK_LAYER_exp");
    w.add_layer("exp_env", "VK_LAYER_exp_env");
    w.env.set("VK_LOADER_LAYERS_ENABLE", "*exp_env");
    const fs::path broken = w.add_layer("imp_broken", "VK_LAYER_imp_broken", "", true);
    fs::remove(w.root() / "implicit" / "imp_broken.so");
    write(w.root() / "implicit" / "imp_arch.so", other_class_elf());
    write(w.root() / "implicit" / "imp_arch.json",
          "{ \"file_format_version\": \"1.2.1\", \"layer\": { \"name\": \"VK_LAYER_imp_arch\", \"type\": \"GLOBAL\", "
          "\"library_path\": \"" + (w.root() / "implicit" / "imp_arch.so").string() + "\", \"api_version\": \"1.3.0\", "
          "\"implementation_version\": \"1\", \"description\": \"wrong class\", \"disable_environment\": { \"NO\": \"1\" } } }");

    const Run r = vkloader("--json");
    CHECK(r.status == 0);
    const rapidjson::Document d = checked_json(r.out);
    const auto& layers = d["layers"];
    auto verdict = [&](const char* name) -> std::pair<bool, std::string> {
        const auto* l = by_field(layers, "name", name);
        REQUIRE(l);
        return {(*l)["enabled"].GetBool(), str(*l, "rule")};
    };
    CHECK(verdict("VK_LAYER_imp_on") == std::make_pair(true, std::string("enabled: implicit")));
    CHECK(verdict("VK_LAYER_imp_off") == std::make_pair(false, std::string("implicit, disable_environment DISABLE_imp_off is set")));
    CHECK(verdict("VK_LAYER_imp_env") ==
          std::make_pair(false, std::string("implicit, enable_environment ENABLE_imp_env=1 is not set")));
    CHECK(verdict("VK_LAYER_imp_filtered") ==
          std::make_pair(false, std::string("implicit, disabled by VK_LOADER_LAYERS_DISABLE=VK_LAYER_imp_filtered")));
    CHECK(verdict("VK_LAYER_exp").first == false);
    CHECK(verdict("VK_LAYER_exp").second.rfind("explicit, not requested", 0) == 0);
    CHECK(verdict("VK_LAYER_exp_env") == std::make_pair(true, std::string("enabled: VK_LOADER_LAYERS_ENABLE")));
    // Enabled by its rules, but its library is gone: the loader leaves it out, and says why.
    const auto* b = by_field(layers, "name", "VK_LAYER_imp_broken");
    REQUIRE(b);
    CHECK((*b)["enabled"].GetBool());
    CHECK_FALSE((*b)["loads"].GetBool());
    CHECK(str(*b, "load_error").find("imp_broken.so: library not found") != std::string::npos);
    const auto* a = by_field(layers, "name", "VK_LAYER_imp_arch");
    REQUIRE(a);
    CHECK(str(*a, "load_error").find("imp_arch.so: wrong architecture (") != std::string::npos);
    // The chain: implicit layers first, then the environment's; not the ones that do not load.
    CHECK(chain_names(d["chain"]) == std::vector<std::string>{"VK_LAYER_imp_on", "VK_LAYER_exp_env"});

    // --env evaluates another environment: the implicit layer's enable variable set, the
    // disable filter gone.
    const Run other = vkloader("--json layers --env ENABLE_imp_env=1 --env VK_LOADER_LAYERS_DISABLE");
    const rapidjson::Document od = checked_json(other.out);
    CHECK(str(od, "kind") == "layers");
    // The implicit layers first (among themselves in directory-listing order), then the
    // environment's.
    std::vector<std::string> chain = chain_names(od["chain"]);
    REQUIRE(chain.size() == 4);
    CHECK(chain.back() == "VK_LAYER_exp_env");
    chain.pop_back();
    std::sort(chain.begin(), chain.end());
    CHECK(chain == std::vector<std::string>{"VK_LAYER_imp_env", "VK_LAYER_imp_filtered", "VK_LAYER_imp_on"});
    const Run text = vkloader("layers");
    CHECK(text.out.find("1. VK_LAYER_imp_on (implicit") != std::string::npos);
    CHECK(text.out.find("VK_LAYER_imp_broken: does not load") != std::string::npos);
    (void)broken;
}

TEST_CASE("vkloader layers agrees with the chain a real vkCreateInstance builds (VK_LOADER_STATE_FILE)") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("imp", "VK_LAYER_imp", "", true);
    w.add_layer("one", "VK_LAYER_one");
    w.add_layer("two", "VK_LAYER_two");
    w.add_layer("three", "VK_LAYER_three");
    const fs::path state = w.root() / "state.json";
    w.env.set("VK_LOADER_STATE_FILE", state.string());
    Loader l;
    for (const auto& [instance_layers, enable] :
         std::vector<std::pair<std::string, std::string>>{{"VK_LAYER_two:VK_LAYER_one", ""},
                                                          {"", "VK_LAYER_three,VK_LAYER_one"},
                                                          {"VK_LAYER_three", "*two"}}) {
        instance_layers.empty() ? w.env.unset("VK_INSTANCE_LAYERS") : w.env.set("VK_INSTANCE_LAYERS", instance_layers);
        enable.empty() ? w.env.unset("VK_LOADER_LAYERS_ENABLE") : w.env.set("VK_LOADER_LAYERS_ENABLE", enable);
        VkInstance i = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&i) == VK_SUCCESS);
        const rapidjson::Document s = checked_json(slurp(state));
        REQUIRE(s["instances"].Size() == 1);
        std::vector<std::string> real;
        for (const auto& layer : s["instances"][0]["layers"].GetArray())
            real.push_back(layer["name"].GetString());
        const Run r = vkloader("--json layers");
        const rapidjson::Document d = checked_json(r.out);
        INFO("VK_INSTANCE_LAYERS=" << instance_layers << " VK_LOADER_LAYERS_ENABLE=" << enable);
        CHECK(chain_names(d["chain"]) == real);
        CHECK(real.size() == 3);
        l.destroy_instance(i);
    }
    // vkloader's own instance did not overwrite the program's state.
    CHECK(str(checked_json(slurp(state)), "event") == "vkDestroyInstance");
}

TEST_CASE("VK_LOADER_STATE_FILE: the live state after create, with two instances, after destroy") {
    World w;
    w.add_driver("drv", "devices=discrete,integrated");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("imp", "VK_LAYER_imp", "", true);
    const fs::path state = w.root() / "state.json";
    w.env.set("VK_LOADER_STATE_FILE", state.string());
    w.env.set("VK_LOADER_DEBUG", "error");  // the error line checked at the end (silent by default)
    Loader l;
    VkInstance a = VK_NULL_HANDLE, b = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&a) == VK_SUCCESS);
    {
        const rapidjson::Document s = checked_json(slurp(state));
        CHECK(str(s, "kind") == "state");
        CHECK(str(s, "event") == "vkCreateInstance");
        CHECK(s["pid"].GetInt64() == getpid());
        REQUIRE(s["instances"].Size() == 1);
        const auto& inst = s["instances"][0];
        REQUIRE(inst["drivers"].Size() == 1);
        CHECK(str(inst["drivers"][0], "manifest") == (w.root() / "drivers" / "drv.json").string());
        CHECK(inst["drivers"][0]["physical_devices"].Size() == 2);
        CHECK(str(inst["layers"][0], "name") == "VK_LAYER_imp");
        CHECK(inst["devices"].Size() == 0);
    }
    const std::vector<VkPhysicalDevice> pds = l.physical_devices(a);
    REQUIRE(pds.size() == 2);
    VkDevice dev = l.create_device(pds[0]);
    REQUIRE(dev != nullptr);
    REQUIRE(l.create_instance(&b) == VK_SUCCESS);
    {
        const rapidjson::Document s = checked_json(slurp(state));
        REQUIRE(s["instances"].Size() == 2);
        size_t devices = 0;
        for (const auto& inst : s["instances"].GetArray())
            for (const auto& d : inst["devices"].GetArray()) {
                ++devices;
                CHECK(str(d, "physical_device") == l.device_name(pds[0]));
                CHECK(str(d, "driver") == (w.root() / "drivers" / "drv.json").string());
            }
        CHECK(devices == 1);
    }
    l.destroy_device(dev);
    l.destroy_instance(a);
    {
        const rapidjson::Document s = checked_json(slurp(state));
        CHECK(str(s, "event") == "vkDestroyInstance");
        CHECK(s["instances"].Size() == 1);
    }
    l.destroy_instance(b);
    CHECK(checked_json(slurp(state))["instances"].Size() == 0);

    // A path that cannot be written: the call succeeds, one log line names the file.
    w.env.set("VK_LOADER_STATE_FILE", (w.root() / "no_such_dir" / "state.json").string());
    StderrCapture err;
    REQUIRE(l.create_instance(&a) == VK_SUCCESS);
    l.destroy_instance(a);
    const std::string log = err.text();
    CHECK(count(log, "no_such_dir/state.json: cannot write the loader state") == 2);
}

TEST_CASE("VK_LOADER_STATE_FILE: planted symlinks and FIFOs are neither followed nor opened; the file is 0600") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    const fs::path dir = w.root() / "state";
    fs::create_directories(dir);
    const fs::path state = dir / "state.json";
    const fs::path victim = w.root() / "victim";
    write(victim, "victim\n");
    // The old temporary name (PATH.<pid>.tmp) and its neighbours: a symlink to the victim and a
    // FIFO (which an open for writing would block on, the lifetime lock held). The loader's
    // temporary name is now random and created exclusively, so it is none of these.
    const std::string pid = std::to_string(getpid());
    fs::create_symlink(victim, dir / ("state.json." + pid + ".tmp"));
    for (int d = 1; d <= 16; ++d)
        REQUIRE(mkfifo((dir / ("state.json." + std::to_string(getpid() + d) + ".tmp")).c_str(), 0600) == 0);
    // The target itself: first a symlink to the victim, then (below) a FIFO.
    fs::create_symlink(victim, state);
    w.env.set("VK_LOADER_STATE_FILE", state.string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    CHECK(slurp(victim) == "victim\n");
    struct stat st {};
    REQUIRE(lstat(state.c_str(), &st) == 0);
    CHECK(S_ISREG(st.st_mode));  // the link was replaced, not followed
    CHECK((st.st_mode & 0777) == 0600);
    CHECK(str(checked_json(slurp(state)), "event") == "vkCreateInstance");
    CHECK(fs::is_symlink(dir / ("state.json." + pid + ".tmp")));  // left alone
    l.destroy_instance(inst);
    fs::remove(state);
    REQUIRE(mkfifo(state.c_str(), 0600) == 0);
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);  // returns: nothing opened the FIFO
    REQUIRE(lstat(state.c_str(), &st) == 0);
    CHECK(S_ISREG(st.st_mode));
    l.destroy_instance(inst);
    // Only the planted names and the state file remain: no temporary file left behind.
    size_t entries = 0;
    for (const auto& e : fs::directory_iterator(dir))
        entries += e.path().filename().string().rfind("state.json.", 0) == 0 ? 0 : 1;
    CHECK(entries == 1);
    CHECK(slurp(victim) == "victim\n");
}

namespace {
struct FolderLink {
    const char* target;
    const char* link;
};
bool plant_folder_link(const void* arg) {
    const auto* f = static_cast<const FolderLink*>(arg);
    return symlink(f->target, f->link) == 0;
}
}  // namespace

// A folder of the path that is another user's symbolic link (SHARED/reports -> the user's own
// folder, planted in a shared sticky folder): not followed, so the user's own state.json there is
// never replaced; one error line names the file and the rule. A folder anyone can write (0777,
// not sticky) is refused too; the user's own link to a folder is followed. The link is planted
// by a child that has become an unused uid (root needed: skipped, saying so, otherwise).
TEST_CASE("VK_LOADER_STATE_FILE: another user's symlink standing for a folder of the path is not followed") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.env.set("VK_LOADER_DEBUG", "error");
    const fs::path own = w.root() / "own";
    fs::create_directories(own);
    write(own / "state.json", "precious\n");
    const fs::path shared = w.root() / "shared";
    fs::create_directories(shared);
    REQUIRE(chmod(shared.c_str(), 01777) == 0);
    REQUIRE(chmod(w.root().c_str(), 0755) == 0);  // the other user reaches the shared folder
    Loader l;
    auto create_and_log = [&] {
        StderrCapture err;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
        l.destroy_instance(inst);
        return err.text();
    };
    // The user's own link: followed, as before.
    fs::create_symlink(own, shared / "mine");
    w.env.set("VK_LOADER_STATE_FILE", (shared / "mine" / "state.json").string());
    CHECK(create_and_log().empty());
    CHECK(str(checked_json(slurp(own / "state.json")), "event") == "vkDestroyInstance");
    write(own / "state.json", "precious\n");
    // A folder anyone may write, not sticky: refused.
    const fs::path open_folder = w.root() / "open";
    fs::create_directories(open_folder);
    REQUIRE(chmod(open_folder.c_str(), 0777) == 0);
    w.env.set("VK_LOADER_STATE_FILE", (open_folder / "state.json").string());
    CHECK(count(create_and_log(), "state.json: cannot write the loader state: its folder can be written by other users") == 2);
    CHECK(!fs::exists(open_folder / "state.json"));
    std::string why;
    const fs::path reports = shared / "reports";
    const FolderLink plant{own.c_str(), reports.c_str()};
    if (as_other_user(&plant_folder_link, &plant, &why) == 0) {
        WARN(why);
        return;
    }
    w.env.set("VK_LOADER_STATE_FILE", (shared / "reports" / "state.json").string());
    CHECK(count(create_and_log(), "reports/state.json: cannot write the loader state: a folder of the path is a symbolic "
                                  "link of another user, not followed") == 2);
    CHECK(slurp(own / "state.json") == "precious\n");
}

TEST_CASE("VK_LOADER_STATE_FILE: a stricter existing mode is kept, a looser one becomes 0600; a read-only directory is one error line") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    const fs::path state = w.root() / "state.json";
    w.env.set("VK_LOADER_STATE_FILE", state.string());
    w.env.set("VK_LOADER_DEBUG", "error");  // the error lines checked below (silent by default)
    Loader l;
    auto mode_after_create = [&](mode_t before) {
        write(state, "old");
        chmod(state.c_str(), before);
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
        l.destroy_instance(inst);
        struct stat st {};
        REQUIRE(stat(state.c_str(), &st) == 0);
        return st.st_mode & 0777;
    };
    CHECK(mode_after_create(0600) == 0600);
    CHECK(mode_after_create(0400) == 0400);
    CHECK(mode_after_create(0644) == 0600);
    CHECK(mode_after_create(0666) == 0600);
    // A directory no one may write (tests run as root: checked by trying): the call succeeds,
    // one error line per write names the file.
    const fs::path ro = w.root() / "ro";
    fs::create_directories(ro);
    chmod(ro.c_str(), 0500);
    const bool enforced = access(ro.c_str(), W_OK) != 0;
    w.env.set("VK_LOADER_STATE_FILE", (ro / "state.json").string());
    StderrCapture err;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    l.destroy_instance(inst);
    if (enforced)
        CHECK(count(err.text(), "ro/state.json: cannot write the loader state") == 2);
    chmod(ro.c_str(), 0700);
    // Where root writes the read-only directory anyway, the failing write itself is still checked:
    // a directory that does not exist refuses every user.
    w.env.set("VK_LOADER_STATE_FILE", (w.root() / "missing" / "state.json").string());
    StderrCapture missing;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    l.destroy_instance(inst);
    CHECK(count(missing.text(), "missing/state.json: cannot write the loader state") == 2);
    CHECK_FALSE(fs::exists(w.root() / "missing"));
}

TEST_CASE("VK_LOADER_STATE_FILE: devices appear at vkCreateDevice and go at vkDestroyDevice; handles are ids; identical GPUs differ by deviceUUID") {
    World w;
    w.add_driver("drv", "devices=discrete,discrete;same_names=1;api=1.1");  // equal but for deviceUUID
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    const fs::path state = w.root() / "state.json";
    w.env.set("VK_LOADER_STATE_FILE", state.string());
    Loader l;
    VkInstance inst = VK_NULL_HANDLE;
    REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
    const std::vector<VkPhysicalDevice> pds = l.physical_devices(inst);
    REQUIRE(pds.size() == 2);
    VkDevice d0 = l.create_device(pds[0]);
    VkDevice d1 = l.create_device(pds[1]);
    REQUIRE(d0 != nullptr);
    REQUIRE(d1 != nullptr);
    {
        const rapidjson::Document s = checked_json(slurp(state));
        CHECK(str(s, "event") == "vkCreateDevice");
        const auto& i = s["instances"][0];
        REQUIRE(i["devices"].Size() == 2);
        std::vector<std::string> handles{str(i, "handle"), str(i["devices"][0], "handle"), str(i["devices"][1], "handle")};
        for (const std::string& h : handles) {
            CHECK(!h.empty());
            CHECK(h.find_first_not_of("0123456789") == std::string::npos);  // a number, not 0x7f... (an address)
        }
        CHECK(std::set<std::string>(handles.begin(), handles.end()).size() == 3);
        // Equal names; the deviceUUIDs tell them apart.
        CHECK(str(i["devices"][0], "physical_device") == str(i["devices"][1], "physical_device"));
        const std::string u0 = str(i["devices"][0], "physical_device_uuid"), u1 = str(i["devices"][1], "physical_device_uuid");
        CHECK(!u0.empty());
        CHECK(u0 != u1);
        std::set<std::string> listed;
        for (const auto& pd : i["drivers"][0]["physical_devices"].GetArray())
            listed.insert(str(pd, "device_uuid"));
        CHECK(listed == std::set<std::string>{u0, u1});
    }
    l.destroy_device(d0);
    {
        const rapidjson::Document s = checked_json(slurp(state));
        CHECK(str(s, "event") == "vkDestroyDevice");
        CHECK(s["instances"][0]["devices"].Size() == 1);
    }
    l.destroy_device(d1);
    CHECK(checked_json(slurp(state))["instances"][0]["devices"].Size() == 0);
    l.destroy_instance(inst);
    // vkloader traces each application device to the loader's by deviceUUID: two entries, two UUIDs.
    const Run r = vkloader("--json");
    const rapidjson::Document d = checked_json(r.out);
    std::set<std::string> uuids;
    for (const auto& pd : d["physical_devices"].GetArray())
        uuids.insert(str(pd, "device_uuid"));
    CHECK(uuids.size() == 2);
    CHECK(uuids.count("") == 0);
}

TEST_CASE("vkloader: the files the loader refused — broken layer manifests, a broken settings file, a refused driver package") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("good", "VK_LAYER_good");
    write(w.root() / "explicit" / "broken.json", "{ \"file_format_version\": \"1.2.1\", \"layer\": { \"name\": ");
    write(w.root() / "explicit" / "nameless.json",
          "{ \"file_format_version\": \"1.2.1\", \"layer\": { \"type\": \"GLOBAL\", \"library_path\": \"x.so\", "
          "\"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"d\" } }");
    const fs::path settings = w.root() / "config" / "vulkan" / "loader_settings.d" / "vk_loader_settings.json";
    write(settings, "{ \"file_format_version\": \"1.0.0\", \"settings\": [ ");
    make_package(w.root() / "pkg", "pkg_bad", "{ \"version\": 2, \"file_path\": \"lib/pkg_bad.so\", \"manifest_path\": \"x\" }");
    w.env.set("VK_DRIVER_PACKAGES", (w.root() / "pkg").string());
    const Run text = vkloader("");
    INFO(text.out);
    CHECK(text.status == 0);
    CHECK(text.out.find("loader settings file: " + settings.string() + ", IGNORED: loader settings " + settings.string() +
                        ": invalid JSON") != std::string::npos);
    CHECK(text.out.find("Files the loader refused or warned about") != std::string::npos);
    for (const char* f : {"explicit/broken.json", "explicit/nameless.json", "pkg/meta/metadata/metadata.json"})
        CHECK(text.out.find((w.root() / f).string() + "\n") != std::string::npos);
    CHECK(text.out.find("\"version\" is not 1") != std::string::npos);
    const Run json = vkloader("--json");
    const rapidjson::Document d = checked_json(json.out);
    CHECK(str(d, "settings_file_ignored") == settings.string());
    const rapidjson::Value* broken = by_field(d["refused_files"], "path", (w.root() / "explicit" / "broken.json").string());
    REQUIRE(broken != nullptr);
    CHECK(str(*broken, "kind") == "layer manifest");
    CHECK(str(*broken, "level") == "error");
    CHECK(by_field(d["refused_files"], "path", settings.string()) != nullptr);
    const rapidjson::Value* package = by_field(d["refused_files"], "path", (w.root() / "pkg/meta/metadata/metadata.json").string());
    REQUIRE(package != nullptr);
    CHECK(str(*package, "level") == "error");
    CHECK(str(*package, "reason").find("\"version\" is not 1") != std::string::npos);
    // `layers` shows the broken layer manifests too.
    const Run layers = vkloader("layers");
    CHECK(layers.out.find((w.root() / "explicit" / "nameless.json").string()) != std::string::npos);
}

TEST_CASE("vkloader: a layer library that aborts while loading is a verdict, not vkloader's death; --no-layers and explain load only what they must") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    const fs::path marks = w.root() / "marks";
    fs::create_directories(marks);
    w.add_layer("boom", "VK_LAYER_boom", "ctor=abort", true);            // implicit: in every chain
    w.add_layer("quiet", "VK_LAYER_quiet", "ctor_mark=" + marks.string());  // explicit, not asked for
    w.add_layer("imp", "VK_LAYER_imp", "ctor_mark=" + marks.string(), true);
    w.add_layer("other", "VK_LAYER_other", "ctor_mark=" + marks.string());  // explicit, not asked for
    const Run summary = vkloader("");
    INFO(summary.out);
    CHECK(summary.status == 0);  // vkCreateInstance succeeds without the layer that aborts
    CHECK(summary.out.find("does not load: " + (w.root() / "implicit" / "boom.so").string() +
                           ": library aborted while loading: SIGABRT") != std::string::npos);
    const Run json = vkloader("--json");
    const rapidjson::Document d = checked_json(json.out);
    const rapidjson::Value* boom = by_field(d["layers"], "name", "VK_LAYER_boom");
    REQUIRE(boom != nullptr);
    CHECK(str(*boom, "load_error").find("aborted while loading: SIGABRT") != std::string::npos);
    // explain of another layer: loads that one only (and the chain's, for vkCreateInstance).
    fs::remove_all(marks);
    fs::create_directories(marks);
    const Run ex = vkloader("explain VK_LAYER_quiet");
    CHECK(ex.status == 0);
    CHECK(fs::exists(marks / "quiet.loaded"));
    CHECK_FALSE(fs::exists(marks / "other.loaded"));  // neither probed nor in the chain
    // --no-layers loads no layer library at all.
    fs::remove_all(marks);
    fs::create_directories(marks);
    const Run none = vkloader("--no-layers");
    INFO(none.out);
    CHECK(none.status == 0);
    CHECK(fs::is_empty(marks));
}

TEST_CASE("vkloader explain: rules, files and how to turn it off; --app and the override layer; unknown names") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("imp", "VK_LAYER_imp", "", true);
    w.add_layer("exp", "VK_LAYER_exp");
    write(w.root() / "implicit" / "override.json",
          "{ \"file_format_version\": \"1.2.1\", \"layer\": { \"name\": \"VK_LAYER_LUNARG_override\", \"type\": \"GLOBAL\","
          " \"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"override\","
          " \"disable_environment\": { \"DISABLE_OVERRIDE\": \"1\" }, \"component_layers\": [\"VK_LAYER_exp\"],"
          " \"blacklisted_layers\": [\"VK_LAYER_imp\"], \"app_keys\": [\"/opt/game/bin/game\"] } }");

    const rapidjson::Document e = checked_json(vkloader("--json explain VK_LAYER_imp").out);
    CHECK(str(e, "subject") == "layer");
    CHECK(str(e, "turn_off").find("DISABLE_imp=1") != std::string::npos);
    CHECK(by_field(e["files"], "role", "library"));
    CHECK(str(e, "manifest_text").find("VK_LAYER_imp") != std::string::npos);
    const auto* v = by_field(e["rules"], "rule", "verdict");
    REQUIRE(v);
    CHECK(str(*v, "verdict") == "enabled: implicit");

    // The override layer names one program: for it, its component joins and the implicit
    // layer is blacklisted; for every other program it is not in force.
    const rapidjson::Document game = checked_json(vkloader("--json layers --app /opt/game/bin/game").out);
    CHECK(chain_names(game["chain"]) == std::vector<std::string>{"VK_LAYER_exp"});
    CHECK(str(*by_field(game["layers"], "name", "VK_LAYER_imp"), "rule") == "implicit, blacklisted by the override layer");
    const rapidjson::Document other = checked_json(vkloader("--json layers").out);
    CHECK(chain_names(other["chain"]) == std::vector<std::string>{"VK_LAYER_imp"});
    // The verdict says which program was compared with which keys (vkloader itself, here).
    char* vkloader_real = realpath(VKL_VKLOADER, nullptr);
    CHECK(str(*by_field(other["layers"], "name", "VK_LAYER_LUNARG_override"), "rule") ==
          "override layer, not in force: its app_keys (/opt/game/bin/game) do not name this program (" +
              std::string(vkloader_real ? vkloader_real : "") + ")");
    // The text report says the same.
    const Run other_text = vkloader("layers");
    INFO(other_text.out);
    CHECK(other_text.out.find("override layer, not in force: its app_keys (/opt/game/bin/game) do not name this program (" +
                              std::string(vkloader_real ? vkloader_real : "") + ")") != std::string::npos);
    std::free(vkloader_real);
    // --app resolves the path as the loader does for the running program: through symlinks.
    fs::create_directories(w.root() / "real" / "bin");
    write(w.root() / "real" / "bin" / "game", "");
    fs::create_directory_symlink(w.root() / "real", w.root() / "link");
    write(w.root() / "implicit" / "override.json",
          "{ \"file_format_version\": \"1.2.1\", \"layer\": { \"name\": \"VK_LAYER_LUNARG_override\", \"type\": \"GLOBAL\","
          " \"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"override\","
          " \"disable_environment\": { \"DISABLE_OVERRIDE\": \"1\" }, \"component_layers\": [\"VK_LAYER_exp\"],"
          " \"app_keys\": [\"" + (w.root() / "real" / "bin" / "game").string() + "\"] } }");
    const rapidjson::Document linked =
        checked_json(vkloader("--json layers --app " + (w.root() / "link" / "bin" / "game").string()).out);
    CHECK(chain_names(linked["chain"]) == std::vector<std::string>{"VK_LAYER_exp", "VK_LAYER_imp"});

    const rapidjson::Document drv = checked_json(vkloader("--json explain drv.json").out);
    CHECK(str(drv, "subject") == "driver");
    CHECK(str(drv, "turn_off").find("VK_LOADER_DRIVERS_DISABLE=drv.json") != std::string::npos);
    CHECK(vkloader("explain VK_LAYER_nobody_has").status == 2);
    CHECK(vkloader("--bogus").status == 2);
}

TEST_CASE("vkloader: the loader settings file's drivers and layer controls; a driver that creates no instance") {
    World w;
    w.add_driver("drv");
    const fs::path failing = w.add_driver("failing", "create=fail");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    const fs::path extra = w.add_driver("extra", "", w.root() / "elsewhere");
    w.use_own_layers();
    const fs::path a = w.add_layer("a", "VK_LAYER_a");
    const fs::path b = w.add_layer("b", "VK_LAYER_b");
    const fs::path settings = w.root() / "config/vulkan/loader_settings.d/vk_loader_settings.json";
    write(settings, "{ \"file_format_version\": \"1.0.0\", \"settings\": { \"layers\": [ "
                    "{ \"control\": \"on\", \"name\": \"VK_LAYER_b\", \"path\": \"" + b.string() + "\" }, "
                    "{ \"control\": \"auto\", \"name\": \"VK_LAYER_a\", \"path\": \"" + a.string() + "\" } ], "
                    "\"additional_drivers\": [ { \"path\": \"" + extra.string() + "\" } ] } }\n");

    const Run r = vkloader("--json");
    CHECK(r.status == 0);
    const rapidjson::Document d = checked_json(r.out);
    CHECK(str(d, "settings_file") == settings.string());
    const auto* e = by_field(d["drivers"], "manifest", extra.string());
    REQUIRE(e);
    CHECK(str(*e, "origin") == "loader settings");
    CHECK((*e)["instance"].GetBool());
    const auto* f = by_field(d["drivers"], "manifest", failing.string());
    REQUIRE(f);
    CHECK(str(*f, "status") == "loaded");
    CHECK_FALSE((*f)["instance"].GetBool());
    CHECK(str(*f, "instance_reason").find(failing.string()) != std::string::npos);
    CHECK(str(*by_field(d["layers"], "name", "VK_LAYER_b"), "rule") == "enabled: loader settings: on");
    CHECK(str(*by_field(d["layers"], "name", "VK_LAYER_a"), "rule") == "loader settings: auto; not requested");
    CHECK(chain_names(d["chain"]) == std::vector<std::string>{"VK_LAYER_b"});
    // The rule of VK_INSTANCE_LAYERS under the settings' "auto".
    const rapidjson::Document l = checked_json(vkloader("--json layers --env VK_INSTANCE_LAYERS=VK_LAYER_a").out);
    CHECK(chain_names(l["chain"]) == std::vector<std::string>{"VK_LAYER_b", "VK_LAYER_a"});
    CHECK(str(*by_field(l["layers"], "name", "VK_LAYER_a"), "rule") == "enabled: VK_INSTANCE_LAYERS");
}

TEST_CASE("vkloader explain: a manifest path, a refused file, and which of two same-named manifests was taken") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    const fs::path first = w.add_layer("first", "VK_LAYER_twice", "", true);   // implicit: found first
    const fs::path second = w.add_layer("second", "VK_LAYER_twice");          // explicit, same name
    write(w.root() / "explicit" / "broken.json", "{ \"layer\": ");
    // By the manifest's path: the layer it describes.
    const Run by_path = vkloader("explain " + first.string());
    INFO(by_path.out);
    CHECK(by_path.status == 0);
    CHECK(by_path.out.rfind("layer VK_LAYER_twice\n", 0) == 0);
    CHECK(by_path.out.find("another manifest of this name: " + second.string()) != std::string::npos);
    CHECK(by_path.out.find("this one, " + first.string()) != std::string::npos);
    // A file the loader refused: what it said, exit 1.
    const Run refused = vkloader("explain " + (w.root() / "explicit" / "broken.json").string());
    INFO(refused.out);
    CHECK(refused.status == 1);
    CHECK(refused.out.find("not used") != std::string::npos);
    CHECK(refused.out.find("[error] layer manifest " + (w.root() / "explicit" / "broken.json").string()) != std::string::npos);
    // Neither: exit 2, as before.
    CHECK(vkloader("explain /nowhere/nothing.json").status == 2);
}

TEST_CASE("vkloader and the log: VK_LOADER_DRIVERS_SELECT matching nothing says its value and that it matches manifest file names") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.env.set("VK_LOADER_DRIVERS_SELECT", "*llvmpipe*");  // a device name, not a file name
    const Run r = vkloader("");
    INFO(r.out);
    CHECK(r.out.find("VK_LOADER_DRIVERS_SELECT=*llvmpipe* does not match it (it is matched against the manifest's file "
                     "name, drv.json)") != std::string::npos);
    const rapidjson::Document d = checked_json(vkloader("--json").out);
    REQUIRE(d["drivers"].Size() == 1);
    CHECK(str(d["drivers"][0], "status") == "left out");
    CHECK(str(d["drivers"][0], "reason").find("VK_LOADER_DRIVERS_SELECT=*llvmpipe* does not match it (it is matched "
                                              "against the manifest's file name, drv.json)") != std::string::npos);
    const rapidjson::Value* left = by_field(d["refused_files"], "path", (w.root() / "drivers" / "drv.json").string());
    REQUIRE(left != nullptr);
    CHECK(str(*left, "level") == "warning");
    REQUIRE(d["unmatched_names"].Size() == 1);
    CHECK(std::string(d["unmatched_names"][0].GetString()).find("VK_LOADER_DRIVERS_SELECT=*llvmpipe* matches none of the 1 "
                                                                "driver manifests") == 0);
    // A disable filter that matches nothing leaves the driver in, and is shown the same way.
    w.env.unset("VK_LOADER_DRIVERS_SELECT");
    w.env.set("VK_LOADER_DRIVERS_DISABLE", "*nvidia*");
    const Run dis = vkloader("");
    INFO(dis.out);
    CHECK(dis.status == 0);
    CHECK(dis.out.find("Names that match no layer or driver:\n  VK_LOADER_DRIVERS_DISABLE=*nvidia* matches none of the 1 "
                       "driver manifests: it is matched against manifest file names (such as drv.json)") != std::string::npos);
    w.env.unset("VK_LOADER_DRIVERS_DISABLE");
    w.env.set("VK_LOADER_DRIVERS_SELECT", "*llvmpipe*");
    w.env.set("VK_LOADER_DEBUG", "warn");
    StderrCapture err;
    {
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        CHECK(l.create_instance(&inst) != VK_SUCCESS);
    }
    CHECK(err.text().find("VK_LOADER_DRIVERS_SELECT=*llvmpipe* matches none of the 1 driver manifests: it is matched "
                          "against manifest file names (such as drv.json)") != std::string::npos);
}

TEST_CASE("vkloader: a layer the settings file turns off is shown, and explained, with the file and how to bring it back") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    const fs::path a = w.add_layer("a", "VK_LAYER_a");
    const fs::path b = w.add_layer("b", "VK_LAYER_b");
    const fs::path settings = w.root() / "config/vulkan/loader_settings.d/vk_loader_settings.json";
    write(settings, "{ \"file_format_version\": \"1.0.0\", \"settings\": { \"layers\": [ "
                    "{ \"control\": \"on\", \"name\": \"VK_LAYER_b\", \"path\": \"" + b.string() + "\" }, "
                    "{ \"control\": \"off\", \"name\": \"VK_LAYER_a\", \"path\": \"" + a.string() + "\" } ] } }\n");
    w.env.set("VK_INSTANCE_LAYERS", "VK_LAYER_a");
    const Run summary = vkloader("");
    INFO(summary.out);
    CHECK(summary.out.find("[off] VK_LAYER_a\n        " + a.string() + "\n        turned off by the loader settings file " +
                           settings.string()) != std::string::npos);
    const rapidjson::Document d = checked_json(vkloader("--json").out);
    CHECK(by_field(d["layers"], "name", "VK_LAYER_a") == nullptr);  // its manifest is not read
    const rapidjson::Value* off = by_field(d["settings_off"], "name", "VK_LAYER_a");
    REQUIRE(off != nullptr);
    CHECK(str(*off, "manifest") == a.string());
    CHECK(str(*off, "rule").find("turned off by the loader settings file " + settings.string()) != std::string::npos);
    REQUIRE(d["unmatched_names"].Size() == 1);
    CHECK(std::string(d["unmatched_names"][0].GetString()).find("VK_INSTANCE_LAYERS: layer VK_LAYER_a is not present") !=
          std::string::npos);
    const Run ex = vkloader("explain VK_LAYER_a");
    INFO(ex.out);
    CHECK(ex.status == 1);
    CHECK(ex.out.find("layer VK_LAYER_a: turned off by the loader settings file " + settings.string()) != std::string::npos);
    CHECK(ex.out.find("set it to \"on\"") != std::string::npos);
}

TEST_CASE("vkloader output is data-safe: control bytes escaped in text, invalid UTF-8 replaced in JSON; a left-out driver's unknown fields are null") {
    World w;
    w.add_driver("drv");
    const fs::path off = w.add_driver("off");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.env.set("VK_LOADER_DRIVERS_DISABLE", "off.json");
    w.use_own_layers();
    // A layer whose manifest carries a terminal escape sequence and bytes that are not UTF-8.
    // (\u001b in the JSON: the parsed name holds the ESC byte.)
    w.add_layer("evil", "VK_LAYER_evil\\u001b[2J\xff\xfe", "", false, ", \"x\": 1");
    const Run text = vkloader("");
    INFO(text.out);
    CHECK(text.out.find('\x1b') == std::string::npos);
    CHECK(text.out.find("VK_LAYER_evil\\x1B[2J") != std::string::npos);
    const Run json = vkloader("--json");
    const rapidjson::Document d = checked_json(json.out);  // parses: valid UTF-8
    CHECK(d["invalid_utf8_replaced"].GetUint() >= 2);
    CHECK(d["schema"].GetInt() == 2);
    const auto* o = by_field(d["drivers"], "manifest", off.string());
    REQUIRE(o);
    CHECK((*o)["interface_version"].IsNull());
    CHECK((*o)["api_version"].IsNull());
    CHECK((*o)["portability"].IsNull());
    const auto* good = by_field(d["drivers"], "manifest", (w.root() / "drivers" / "drv.json").string());
    REQUIRE(good);
    CHECK((*good)["interface_version"].IsUint());
}

TEST_CASE("vkloader explain says how to fix, not only why: the path one edit away, a 32-bit library, how to turn a layer on") {
    World w;
    w.add_driver("drv");
    const fs::path dir = w.root() / "drivers";
    // A manifest whose library_path has a typo; the real file is one edit away.
    write(dir / "typo.json", "{ \"file_format_version\": \"1.0.1\", \"ICD\": { \"library_path\": \"" + (dir / "drvv.so").string() +
                                 "\", \"api_version\": \"1.3.0\" } }");
    w.env.set("VK_DRIVER_FILES", dir.string());
    w.use_own_layers();
    // A layer whose library is of the other word size.
    write(w.root() / "explicit" / "old32.so", other_class_elf());
    write(w.root() / "explicit" / "old32.json",
          "{ \"file_format_version\": \"1.2.1\", \"layer\": { \"name\": \"VK_LAYER_old32\", \"type\": \"GLOBAL\", \"library_path\": \"" +
              (w.root() / "explicit" / "old32.so").string() +
              "\", \"api_version\": \"1.3.0\", \"implementation_version\": \"1\", \"description\": \"d\" } }");
    w.add_layer("imp", "VK_LAYER_imp", "", true, ", \"enable_environment\": { \"ENABLE_IMP\": \"1\" }");
    const Run typo = vkloader("explain typo.json");
    INFO(typo.out);
    CHECK(typo.out.find("To make it load: did you mean " + (dir / "drv.so").string() + "? (it exists)") != std::string::npos);
    const Run old = vkloader("explain VK_LAYER_old32");
    INFO(old.out);
    if (sizeof(void*) == 8)
        CHECK(old.out.find("it is a 32-bit library: a 64-bit program needs") != std::string::npos);
    CHECK(old.out.find("Turn it on: VK_INSTANCE_LAYERS=VK_LAYER_old32") != std::string::npos);
    const Run imp = vkloader("explain VK_LAYER_imp");
    CHECK(imp.out.find("Turn it on: ENABLE_IMP=1 (its enable_environment)") != std::string::npos);
    const rapidjson::Document j = checked_json(vkloader("--json explain VK_LAYER_imp").out);
    CHECK(str(j, "turn_on").rfind("ENABLE_IMP=1", 0) == 0);
}

TEST_CASE("vkloader: VK_INSTANCE_LAYERS naming a layer that does not exist (a typo) is shown with the closest name") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("val", "VK_LAYER_KHRONOS_validation");
    w.env.set("VK_INSTANCE_LAYERS", "VK_LAYER_KHRONOS_valdation");
    const Run r = vkloader("");
    INFO(r.out);
    CHECK(r.out.find("Names that match no layer or driver:\n  VK_INSTANCE_LAYERS: layer VK_LAYER_KHRONOS_valdation is not present; "
                     "ignored (did you mean VK_LAYER_KHRONOS_validation?)") != std::string::npos);
    const rapidjson::Document d = checked_json(vkloader("--json").out);
    REQUIRE(d["unmatched_names"].Size() == 1);
    CHECK(std::string(d["unmatched_names"][0].GetString()).find("did you mean VK_LAYER_KHRONOS_validation?") != std::string::npos);
}

TEST_CASE("vkloader: a library whose constructor never returns, ignoring SIGALRM, is killed at the bound by vkloader itself") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("stuck", "VK_LAYER_stuck", "ctor=hang", true);
    // A bound of 1 s (the default is 30); vkloader killed after 60 s had it waited for the child.
    const Run r = vkloader("--load-timeout 1", 60);
    INFO(r.out);
    CHECK(r.status == 0);
    CHECK(r.out.find("does not load: " + (w.root() / "implicit" / "stuck.so").string() +
                     ": library did not finish loading in 1 s (loaded in a child process; not loaded here)") != std::string::npos);
    CHECK(vkloader("--load-timeout 0").status == 2);  // a usage error, as are "x" and "-1"
    CHECK(vkloader("--load-timeout x").status == 2);
    CHECK(vkloader("--load-timeout -1").status == 2);
}

TEST_CASE("vkloader: a comma in a layer name or a driver manifest's file name does not let a library that took the probe down into vkloader") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    // A driver manifest "boom,drv.json" whose library aborts while loading (the test layer's
    // library with ctor=abort: it never gets as far as being asked for a driver's entry points).
    // (The library's own name has no comma: the shell that starts vkloader drops a variable
    // whose name is no identifier, as VKL_TEST_LAYER_boom,drv would be.)
    const fs::path lib = w.root() / "drivers" / "boomdrv.so";
    fs::copy_file(VKL_TEST_LAYER, lib);
    w.env.set("VKL_TEST_LAYER_boomdrv", "ctor=abort");
    write(w.root() / "drivers" / "boom,drv.json", "{ \"file_format_version\": \"1.0.1\", \"ICD\": { \"library_path\": \"" +
                                                      lib.string() + "\", \"api_version\": \"1.3.0\" } }\n");
    w.use_own_layers();
    w.add_layer("boom", "VK_LAYER_boom,VK_LAYER_other", "ctor=abort", true);
    const Run text = vkloader("");
    INFO(text.out);
    CHECK(text.status == 0);  // drv.json still creates an instance (a filter "boom,drv.json" would take it out)
    CHECK(text.out.find(lib.string() + ": library aborted while loading: SIGABRT") != std::string::npos);
    CHECK(text.out.find((w.root() / "implicit" / "boom.so").string() + ": library aborted while loading: SIGABRT") !=
          std::string::npos);
    const rapidjson::Document d = checked_json(vkloader("--json").out);
    const rapidjson::Value* good = by_field(d["drivers"], "manifest", (w.root() / "drivers" / "drv.json").string());
    REQUIRE(good != nullptr);
    CHECK(str(*good, "status") == "loaded");
}

TEST_CASE("vkloader: a library whose constructor ends the process (_exit(0)) is a verdict, not a silent success") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("quitter", "VK_LAYER_quitter", "ctor=exit0", true);
    const Run json = vkloader("--json");
    CHECK(json.status == 0);
    const rapidjson::Document d = checked_json(json.out);
    const rapidjson::Value* q = by_field(d["layers"], "name", "VK_LAYER_quitter");
    REQUIRE(q != nullptr);
    CHECK(str(*q, "load_error").find("library ended the process while loading (exit status 0)") != std::string::npos);
    const Run text = vkloader("");
    INFO(text.out);
    CHECK(text.out.find("library ended the process while loading (exit status 0)") != std::string::npos);
}

TEST_CASE("vkloader: a library that writes to stdout while loading does not get into the report; --json stays JSON") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("chatty", "VK_LAYER_chatty", "ctor=stdout", true);  // loads fine: in the chain
    const Run json = vkloader("--json");
    INFO(json.out);
    CHECK(json.status == 0);
    CHECK(json.out.find("stray output") == std::string::npos);
    const rapidjson::Document d = checked_json(json.out);
    CHECK(chain_names(d["chain"]) == std::vector<std::string>{"VK_LAYER_chatty"});
    const Run text = vkloader("layers");
    CHECK(text.out.find("stray output") == std::string::npos);
}

TEST_CASE("C1 controls are escaped: the loader's log, vkloader's text report, and explain of a layer the settings file turns off") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    // U+009B (CSI, as "\u009b" in the manifest: UTF-8 C2 9B) and a raw 0x9B byte (CSI to a
    // terminal in 8-bit mode); U+00E9 and U+20AC are text and stay.
    w.add_layer("c1", "VK_LAYER_c1\\u009b2J\x9b" "2J\xc3\xa9\xe2\x82\xac");
    const fs::path off = w.add_layer("off", "VK_LAYER_off");
    auto no_raw_controls = [](const std::string& out) {
        for (unsigned char c : out)
            if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7F)
                return false;
        return out.find("\xc2\x9b") == std::string::npos && out.find('\x9b') == std::string::npos;
    };
    const Run text = vkloader("");
    INFO(text.out);
    CHECK(no_raw_controls(text.out));
    CHECK(text.out.find("VK_LAYER_c1\\xC2\\x9B2J\\x9B2J\xc3\xa9\xe2\x82\xac") != std::string::npos);
    // A settings file whose strings hold ESC and BEL (an OSC that sets the terminal's title).
    const fs::path settings = w.root() / "config/vulkan/loader_settings.d/vk_loader_settings.json";
    write(settings, "{ \"file_format_version\": \"1.0.0\", \"settings\": { \"layers\": [ "
                    "{ \"control\": \"off\", \"name\": \"VK_LAYER_off\\u001b]0;pwned\\u0007\", \"path\": \"" +
                        off.string() + "\" } ] } }\n");
    const Run ex = vkloader("explain " + off.string());
    INFO(ex.out);
    CHECK(ex.status == 1);
    CHECK(no_raw_controls(ex.out));
    CHECK(ex.out.find("layer VK_LAYER_off\\x1B]0;pwned\\x07: turned off by the loader settings file") != std::string::npos);
    // The loader's own log: a name from the environment with the same bytes.
    w.env.set("VK_INSTANCE_LAYERS", "VK_LAYER_x\xc2\x9b" "2J\x9b" "2J\xc3\xa9");
    w.env.set("VK_LOADER_DEBUG", "warn");
    StderrCapture err;
    {
        Loader l;
        VkInstance inst = VK_NULL_HANDLE;
        REQUIRE(l.create_instance(&inst) == VK_SUCCESS);
        l.destroy_instance(inst);
    }
    const std::string log = err.text();
    INFO(log);
    CHECK(log.find("VK_LAYER_x\\xC2\\x9B2J\\x9B2J\xc3\xa9") != std::string::npos);
    CHECK(no_raw_controls(log));
}

namespace {

// Every object value in `v`, `v` itself first if it is one.
void objects_in(rapidjson::Value& v, std::vector<rapidjson::Value*>& out) {
    if (v.IsObject()) {
        out.push_back(&v);
        for (auto& m : v.GetObject())
            objects_in(m.value, out);
    } else if (v.IsArray()) {
        for (auto& e : v.GetArray())
            objects_in(e, out);
    }
}

// Every schema in `s` that describes an object (its "type" is "object", or it lists "properties"
// without being one branch of a oneOf over the document), with its JSON pointer.
void object_schemas(const rapidjson::Value& s, const std::string& where, bool branch,
                    std::vector<std::pair<std::string, const rapidjson::Value*>>& out) {
    if (s.IsArray()) {
        for (rapidjson::SizeType i = 0; i < s.Size(); ++i)
            object_schemas(s[i], where + "/" + std::to_string(i), branch, out);
        return;
    }
    if (!s.IsObject())
        return;
    const bool object = (s.HasMember("type") && s["type"].IsString() && std::string(s["type"].GetString()) == "object") ||
                        (s.HasMember("properties") && !branch);
    if (object)
        out.emplace_back(where, &s);
    for (const auto& m : s.GetObject()) {
        const std::string key = m.name.GetString();
        if (key == "properties" || key == "definitions") {  // maps of names to schemas
            for (const auto& p : m.value.GetObject())
                object_schemas(p.value, where + "/" + key + "/" + p.name.GetString(), false, out);
        } else if (key != "enum" && key != "required") {
            object_schemas(m.value, where + "/" + key, key == "oneOf", out);
        }
    }
}

}  // namespace

TEST_CASE("schema.json is closed: every object it describes has additionalProperties false") {
    std::vector<std::pair<std::string, const rapidjson::Value*>> found;
    object_schemas(schema_json(), "#", false, found);
    CHECK(found.size() >= 15);
    for (const auto& [where, s] : found) {
        INFO(where);
        CHECK(s->HasMember("additionalProperties"));
        CHECK((s->HasMember("additionalProperties") && (*s)["additionalProperties"].IsFalse()));
    }
}

TEST_CASE("vkloader --json: a member schema.json does not list is refused, in every object of every report") {
    World w;
    w.add_driver("drv");
    w.env.set("VK_DRIVER_FILES", (w.root() / "drivers").string());
    w.use_own_layers();
    w.add_layer("good", "VK_LAYER_good", "", true);
    write(w.root() / "explicit" / "broken.json", "{ \"file_format_version\": \"1.2.1\", \"layer\": { \"name\": ");
    w.env.set("VK_INSTANCE_LAYERS", "VK_LAYER_typo");
    for (const char* args : {"--json", "layers --json", "explain VK_LAYER_good --json", "explain drv --json"}) {
        INFO(args);
        const Run run = vkloader(args);
        rapidjson::Document d = checked_json(run.out);
        std::vector<rapidjson::Value*> objects;
        objects_in(d, objects);
        CHECK(objects.size() >= 2);
        for (rapidjson::Value* o : objects) {
            o->AddMember("undocumented", 1, d.GetAllocator());
            rapidjson::SchemaValidator v(schema());
            const bool accepted = d.Accept(v);
            if (accepted) {
                rapidjson::StringBuffer doc;
                rapidjson::Writer<rapidjson::StringBuffer> writer(doc);
                o->Accept(writer);
                FAIL_CHECK("an undocumented member is accepted in " << doc.GetString());
            }
            o->RemoveMember("undocumented");
        }
    }
}
