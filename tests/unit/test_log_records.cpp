// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The records beside the loader's log lines (loader/base/log_event.h): what a LogCapture gets for
// the lines discovery logs about files, layers and drivers, and that the text stays the line.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdio>
#include <string>
#include <vector>

#include "base/log.h"
#include "discovery/driver_manifest.h"
#include "discovery/layer_manifest.h"

namespace {

struct TempFile {
    std::string path;
    explicit TempFile(const std::string& text) {
        char tmpl[] = "/tmp/vkl-record-XXXXXX.json";
        const int fd = mkstemps(tmpl, 5);
        path = tmpl;
        FILE* f = fdopen(fd, "w");
        std::fputs(text.c_str(), f);
        std::fclose(f);
    }
    ~TempFile() { unlink(path.c_str()); }
};

// A record's strings, copied (they live for the log call only).
struct Seen {
    uint32_t bits;
    vkl::LogEvent event;
    vkl::LogFile kind;
    std::string file, layer, driver, library, text;
};

std::string copy(const char* s) { return s ? s : ""; }

struct Records {
    std::vector<Seen> seen;
    vkl::LogCapture capture{[](void* user, uint32_t bits, const vkl::LogRecord& r, const char* message) {
                                static_cast<Records*>(user)->seen.push_back(Seen{bits, r.event, r.kind, copy(r.file),
                                                                                 copy(r.layer), copy(r.driver),
                                                                                 copy(r.library), message});
                            },
                            this};
};

struct Layers {
    vkl::Vec<vkl::LayerManifest*> layers;
    ~Layers() {
        for (auto* l : layers)
            vkl::heap_delete(l);
    }
};

}  // namespace

TEST_CASE("log records: a layer manifest that is no JSON is FileUnreadable, naming the file and its kind") {
    TempFile t("{ \"file_format_version\": ");
    Records r;
    Layers out;
    vkl::read_layer_manifest(t.path.c_str(), false, vkl::Allocator(), out.layers);
    REQUIRE(r.seen.size() == 1);
    CHECK(r.seen[0].event == vkl::LogEvent::FileUnreadable);
    CHECK(r.seen[0].kind == vkl::LogFile::LayerManifest);
    CHECK(r.seen[0].file == t.path);
    CHECK((r.seen[0].bits & vkl::kLogError));
    // The text is the line as stderr shows it (without its level), whatever the record says.
    CHECK(r.seen[0].text.rfind("layer manifest " + t.path + ": invalid JSON", 0) == 0);
}

TEST_CASE("log records: a skipped layer entry names the file and the layer; an ignored field is FieldIgnored") {
    TempFile t(R"({ "file_format_version": "1.2.1", "layers": [
        { "name": "VK_LAYER_kept", "type": "GLOBAL", "library_path": "./a.so", "api_version": "1.3.0",
          "implementation_version": "1", "description": "d", "instance_extensions": 5 },
        { "name": "VK_LAYER_no_version", "type": "GLOBAL", "library_path": "./b.so",
          "implementation_version": "1", "description": "d" } ] })");
    Records r;
    Layers out;
    vkl::read_layer_manifest(t.path.c_str(), false, vkl::Allocator(), out.layers);
    REQUIRE(r.seen.size() == 2);
    CHECK(r.seen[0].event == vkl::LogEvent::FieldIgnored);
    CHECK(r.seen[0].layer == "VK_LAYER_kept");
    CHECK(r.seen[1].event == vkl::LogEvent::EntrySkipped);
    CHECK(r.seen[1].layer == "VK_LAYER_no_version");
    for (const Seen& s : r.seen) {
        CHECK(s.kind == vkl::LogFile::LayerManifest);
        CHECK(s.file == t.path);
    }
}

TEST_CASE("log records: a driver whose library does not load is DriverLibraryFailed, naming manifest and library") {
    TempFile t(R"({ "file_format_version": "1.0.1", "ICD": { "library_path": "/nonexistent/libvkl_none.so",
        "api_version": "1.3.0" } })");
    Records r;
    bool oom = false;
    vkl::DriverLibrary* d = vkl::read_driver_manifest(t.path.c_str(), nullptr, vkl::Allocator(), &oom);
    REQUIRE(d != nullptr);
    CHECK_FALSE(vkl::load_driver_library(d));
    vkl::free_driver_library(d);
    REQUIRE(r.seen.size() == 1);
    CHECK(r.seen[0].event == vkl::LogEvent::DriverLibraryFailed);
    CHECK(r.seen[0].kind == vkl::LogFile::DriverManifest);
    CHECK(r.seen[0].file == t.path);
    CHECK(r.seen[0].driver == t.path);
    CHECK(r.seen[0].library == "/nonexistent/libvkl_none.so");
}

TEST_CASE("log records: a plain line carries an empty record; the file kinds have the words their lines start with") {
    Records r;
    vkl::log(vkl::kLogInfo, "a line with %d record", 0);
    REQUIRE(r.seen.size() == 1);
    CHECK(r.seen[0].event == vkl::LogEvent::NoEvent);
    CHECK(r.seen[0].kind == vkl::LogFile::NoFile);
    CHECK(r.seen[0].file.empty());
    CHECK(r.seen[0].text == "a line with 0 record");
    CHECK(std::string(vkl::log_file_words(vkl::LogFile::NoFile)).empty());
    CHECK(std::string(vkl::log_file_words(vkl::LogFile::DriverPackageMetadata)) == "driver package metadata");
    CHECK(std::string(vkl::log_file_words(vkl::LogFile::Settings)) == "loader settings");
}
