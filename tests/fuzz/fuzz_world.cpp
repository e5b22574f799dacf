// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "fuzz_world.h"

#include <dlfcn.h>

#include <fstream>

namespace fuzz {

World::World() {
    for (int i = 0; i < 2; ++i) {
        slot_dir[i] = base.root() / ("slot" + std::to_string(i));
        for (const char* sub : {"", "/explicit", "/implicit"}) {
            const fs::path d = slot_dir[i].string() + sub;
            fs::create_directories(d);
            // Seeds name the driver and layer beside the manifest: "./drv.so", "./layer.so".
            fs::copy_file(VKL_TEST_DRIVER_ALL, d / "drv.so", fs::copy_options::overwrite_existing);
            fs::copy_file(VKL_TEST_LAYER, d / "layer.so", fs::copy_options::overwrite_existing);
            pin(d / "drv.so");
            pin(d / "layer.so");
        }
    }
    pin(VKL_TEST_DRIVER_ALL);
    // Hermetic: nothing from the machine (harness::World points HOME and XDG_* inside the
    // world), and the loader's stderr log limited to errors unless the caller asks for more.
    base.env.set("VK_LAYER_PATH", (base.root() / "no-layers").string());
    base.env.set("VK_IMPLICIT_LAYER_PATH", (base.root() / "no-layers").string());
    base.env.set("VK_DRIVER_FILES", (base.root() / "no-drivers").string());
    // The test driver's event log would grow by lines at every input, for nobody to read.
    base.env.unset("VKL_TEST_DRIVER_LOG");
}

void pin(const fs::path& library) {
#if defined(VKL_FUZZING)
    // Never closed: the loader's own dlopen of this path then finds it loaded and its dlclose
    // only drops a reference. Mapping, relocating and finalizing a library at every input cost
    // nine tenths of an iteration, and the sanitizers' bookkeeping for each mapping only grows.
    // A world whose driver cannot be loaded (a noexec file system, say) would fuzz nothing but
    // "no driver": that is a broken set-up, not a finding.
    if (dlopen(library.c_str(), RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE) == nullptr) {
        std::fprintf(stderr, "fuzz: cannot load %s: %s\n", library.c_str(), dlerror());
        std::abort();
    }
#else
    // The replay programs (every build, the sanitizer builds among them) let the loader unload
    // for real, so an unbalanced dlclose or a call into an unloaded library still shows there.
    (void)library;
#endif
}

const fs::path& World::next_slot() {
    const fs::path& d = slot_dir[next];
    next ^= 1;
    return d;
}

World& world() {
#if defined(VKL_FUZZING)
    static World* w = new World;  // never destroyed: libFuzzer may exit without unwinding
    return *w;
#else
    static World w;  // a replay program returns from main: its world's files go with it
    return w;
#endif
}

std::string input_text(const uint8_t* data, size_t size, const fs::path& dir) {
    std::string s(reinterpret_cast<const char*>(data), size);
    const std::string key = "@DIR@", value = dir.string();
    for (size_t at = s.find(key); at != std::string::npos; at = s.find(key, at + value.size()))
        s.replace(at, key.size(), value);
    return s;
}

void write_file(const fs::path& p, const std::string& text) {
    fs::create_directories(p.parent_path());
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
}

void exercise(const harness::Loader& l, const std::vector<std::string>& layers) {
    uint32_t version = 0;
    l.sym<PFN_vkEnumerateInstanceVersion>("vkEnumerateInstanceVersion")(&version);

    auto layer_props = l.sym<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties");
    auto ext_props = l.sym<PFN_vkEnumerateInstanceExtensionProperties>("vkEnumerateInstanceExtensionProperties");
    uint32_t n = 0;
    std::vector<VkLayerProperties> found;
    if (layer_props(&n, nullptr) == VK_SUCCESS) {
        found.resize(n);
        if (layer_props(&n, found.data()) >= VK_SUCCESS)
            found.resize(n);
        else
            found.clear();
    }
    std::vector<VkExtensionProperties> exts;
    for (size_t i = 0; i <= found.size(); ++i) {
        const char* name = i < found.size() ? found[i].layerName : nullptr;
        n = 0;
        if (ext_props(name, &n, nullptr) == VK_SUCCESS) {
            exts.resize(n);
            ext_props(name, &n, exts.data());
        }
    }

    std::vector<const char*> names;
    for (const std::string& s : layers)
        names.push_back(s.c_str());
    VkInstance inst = VK_NULL_HANDLE;
    if (l.create_instance(&inst, {}, VK_API_VERSION_1_3, 0, nullptr, nullptr, names) != VK_SUCCESS)
        return;
    auto dev_exts = l.sym<PFN_vkEnumerateDeviceExtensionProperties>("vkEnumerateDeviceExtensionProperties");
    auto dev_layers = l.sym<PFN_vkEnumerateDeviceLayerProperties>("vkEnumerateDeviceLayerProperties");
    for (VkPhysicalDevice pd : l.physical_devices(inst)) {
        n = 0;
        if (dev_exts(pd, nullptr, &n, nullptr) == VK_SUCCESS) {
            exts.resize(n);
            dev_exts(pd, nullptr, &n, exts.data());
        }
        n = 0;
        if (dev_layers(pd, &n, nullptr) == VK_SUCCESS) {
            found.resize(n);
            dev_layers(pd, &n, found.data());
        }
        if (VkDevice d = l.create_device(pd))
            l.destroy_device(d);
    }
    l.destroy_instance(inst);
}

}  // namespace fuzz
