// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The generated tables agree with each other and with the export list.
#include <catch2/catch.hpp>

#include <cstring>
#include <fstream>
#include <set>
#include <string>

#include "types/handles.h"
#include "base/name_hash.h"

TEST_CASE("every exported name resolves to a trampoline through the lookup table") {
    std::ifstream in(VKL_EXPORTS_TXT);
    REQUIRE(in.good());
    std::string line;
    size_t count = 0;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#')
            continue;
        INFO(line);
        const vkl::NameInfo* n = vkl::find_name(line.c_str());
        REQUIRE(n != nullptr);
        const vkl::CommandInfo& c = vkl::kCommands[n->command];
        CHECK((c.flags & vkl::kCmdExported) != 0);
        CHECK(std::strcmp(vkl::kStringPool + c.name, line.c_str()) == 0);  // exports are canonical
        CHECK(vkl::kTrampolines[n->command] != nullptr);
        ++count;
    }
    size_t flagged = 0;
    // The other system's window-system commands are flagged too, but not compiled here.
    for (uint16_t i = 0; i < vkl::kCommandCount; ++i)
        flagged += (vkl::kCommands[i].flags & vkl::kCmdExported) && (vkl::kCommands[i].flags & vkl::kCmdCompiled) ? 1 : 0;
    CHECK(count == flagged);
    CHECK(count >= 250);
}

TEST_CASE("slots are dense and unique per level") {
    std::set<uint16_t> seen[4];
    size_t per_level[4] = {};
    for (uint16_t i = 0; i < vkl::kCommandCount; ++i) {
        const vkl::CommandInfo& c = vkl::kCommands[i];
        const auto lvl = static_cast<size_t>(c.level);
        ++per_level[lvl];
        if (c.level == vkl::Level::Global) {
            CHECK(c.slot == vkl::kNoSlot);
            continue;
        }
        CHECK(seen[lvl].insert(c.slot).second);
    }
    CHECK(per_level[1] == vkl::kInstanceCommandCount);
    CHECK(per_level[2] == vkl::kPhysicalDeviceCommandCount);
    CHECK(per_level[3] == vkl::kDeviceCommandCount);
    CHECK(sizeof(vkl::DeviceTable) == vkl::kDeviceCommandCount * sizeof(void*));
}

TEST_CASE("named members sit at their slots") {
    vkl::DeviceTable t{};
    const uint16_t draw = vkl::kCommands[static_cast<uint16_t>(vkl::Cmd::CmdDraw)].slot;
    CHECK(reinterpret_cast<void*>(&t.slots[draw]) == reinterpret_cast<void*>(&t.CmdDraw));
    vkl::InstanceTable it{};
    const uint16_t ds = vkl::kCommands[static_cast<uint16_t>(vkl::Cmd::DestroySurfaceKHR)].slot;
    CHECK(reinterpret_cast<void*>(&it.slots[ds]) == reinterpret_cast<void*>(&it.DestroySurfaceKHR));
}

TEST_CASE("known-extension tables list the commands each extension enables") {
    bool found_surface = false;
    for (uint16_t i = 0; i < vkl::kInstanceExtensionCount; ++i) {
        const vkl::FeatureInfo& f = vkl::kFeatures[vkl::kInstanceExtensionFeatures[i]];
        CHECK(f.kind == vkl::FeatureKind::Instance);
        CHECK(f.ext_index == i);
        if (std::strcmp(vkl::kStringPool + f.name, "VK_KHR_surface") == 0) {
            found_surface = true;
            std::set<std::string> cmds;
            for (uint16_t k = 0; k < f.command_count; ++k)
                cmds.insert(vkl::kStringPool + vkl::kCommands[vkl::kFeatureCommands[f.first_command + k]].name);
            CHECK(cmds.count("vkDestroySurfaceKHR") == 1);
            CHECK(cmds.count("vkGetPhysicalDeviceSurfaceSupportKHR") == 1);
            CHECK(cmds.size() == 5);
        }
    }
    CHECK(found_surface);
    for (uint16_t i = 0; i < vkl::kDeviceExtensionCount; ++i)
        CHECK(vkl::kFeatures[vkl::kDeviceExtensionFeatures[i]].kind == vkl::FeatureKind::Device);
}

TEST_CASE("emulation tables are bound to their extensions") {
    REQUIRE(vkl::kEmulatedExtensionCount >= 6);
    bool found = false;
    for (uint16_t i = 0; i < vkl::kEmulatedExtensionCount; ++i) {
        const vkl::EmulatedExtension& e = vkl::kEmulatedExtensions[i];
        const vkl::FeatureInfo& f = vkl::kFeatures[e.feature];
        CHECK((f.flags & vkl::kFeatureEmulated) != 0);
        for (uint16_t k = 0; k < e.count; ++k) {
            const vkl::EmulatedCommand& c = vkl::kEmulatedCommands[e.first + k];
            CHECK(c.function != nullptr);
            CHECK(vkl::kCommands[static_cast<uint16_t>(c.command)].level == vkl::Level::PhysicalDevice);
            if (std::strcmp(vkl::kStringPool + f.name, "VK_KHR_get_physical_device_properties2") == 0 &&
                c.command == vkl::Cmd::GetPhysicalDeviceFeatures2)
                found = true;
        }
    }
    CHECK(found);
}

TEST_CASE("every physical-device-level command has a terminator") {
    for (uint16_t s = 0; s < vkl::kPhysicalDeviceCommandCount; ++s) {
        // Filler slots (platforms not compiled) are the only null entries.
        if (vkl::kPhysicalDeviceTerminators[s] == nullptr) {
            for (uint16_t i = 0; i < vkl::kCommandCount; ++i) {
                const vkl::CommandInfo& c = vkl::kCommands[i];
                if (c.level == vkl::Level::PhysicalDevice && c.slot == s) {
                    INFO(vkl::kStringPool + c.name);
                    CHECK((c.flags & vkl::kCmdCompiled) == 0);
                }
            }
        }
    }
}
