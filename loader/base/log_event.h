// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// What a log line is about, as data beside its text: an event code and named fields. The text is
// for people and may be reworded at any time; a program that acts on the loader's decisions
// (tools/vkloader, through LogCapture) reads the code and the fields, never the wording.
//
// A record only borrows its strings for the one log call. Built at a call it costs a few stores
// on the caller's stack and in the caller's code; the common shapes are built inside the logger
// instead (log_file: a line about one file; the manifest readers' own wrappers over vlog), so
// their calls pass plain arguments. Nobody listening, log returns before reading it.
#pragma once

#include <cstdint>

namespace vkl {

// The kinds of file the loader reads, each with the words that start the lines about it.
#define VKL_LOG_FILE_KINDS(X)                                                                                          \
    X(DriverManifest, "driver manifest")                                                                               \
    X(LayerManifest, "layer manifest")                                                                                 \
    X(Settings, "loader settings")                                                                                     \
    X(DriverPackage, "driver package")                                                                                 \
    X(DriverPackageMetadata, "driver package metadata")                                                                \
    X(DriverPackageFolder, "driver package folder")                                                                    \
    X(ManifestDirectory, "manifest directory")

// (No member is called None: X11's headers, which vulkan.h may pull in, define None.)
enum class LogFile : uint8_t {
    NoFile,
#define VKL_LOG_FILE_ENUM(name, words) name,
    VKL_LOG_FILE_KINDS(VKL_LOG_FILE_ENUM)
#undef VKL_LOG_FILE_ENUM
};

// "driver manifest", ...; "" for NoFile.
const char* log_file_words(LogFile kind);

// The events, one table. The comment above each names the fields it fills; a record that names
// a file (LogRecord::file and ::kind) gives a verdict on that file, whatever its event.
#define VKL_LOG_EVENTS(X)                                                                                              \
    /* a line no program acts on */                                                                                    \
    X(NoEvent)                                                                                                         \
    /* file: could not be read, or is no JSON the loader can parse; it is not used */                                  \
    X(FileUnreadable)                                                                                                  \
    /* file: read, and refused as a whole (its top level, its format version) */                                       \
    X(FileRefused)                                                                                                     \
    /* file: one of its entries is skipped (a layer, a settings entry, a package path); the rest counts */             \
    X(EntrySkipped)                                                                                                    \
    /* file: one field is ignored, or read leniently; the file is used */                                              \
    X(FieldIgnored)                                                                                                    \
    /* file (a settings file): read, and nothing in it applies to this program */                                      \
    X(FileNotApplied)                                                                                                  \
    /* file (a manifest directory): listed */                                                                          \
    X(DirectoryRead)                                                                                                   \
    /* variable: one of the directories or files it names is not used */                                               \
    X(SearchPathSkipped)                                                                                               \
    /* variable (or file: a settings file): decides which manifests are searched for */                                \
    X(SearchChanged)                                                                                                   \
    /* file (a driver manifest), variable: a driver filter leaves it out */                                            \
    X(DriverLeftOut)                                                                                                   \
    /* variable, value: a driver filter that matches no driver manifest */                                             \
    X(DriverFilterUnmatched)                                                                                           \
    /* file (a driver package), driver (its manifest), library: a package found */                                     \
    X(DriverPackageFound)                                                                                              \
    /* driver, library, reason, detail (and file: its manifest): the library does not load */                          \
    X(DriverLibraryFailed)                                                                                             \
    /* driver, library: loaded, and refused (negotiation, missing entry points, a duplicate) */                        \
    X(DriverRefused)                                                                                                   \
    /* driver, library: loaded and usable */                                                                           \
    X(DriverLoaded)                                                                                                    \
    /* driver, library: stays loaded for the life of the process */                                                    \
    X(DriverKeptLoaded)                                                                                                \
    /* driver: a call to it failed (vkCreateInstance, the extension or device lists) */                                \
    X(DriverCallFailed)                                                                                                \
    /* driver: loaded, and not used by this vkCreateInstance (a portability driver not asked for) */                   \
    X(DriverNotUsed)                                                                                                   \
    /* no driver could be used */                                                                                      \
    X(NoDriver)                                                                                                        \
    /* layer, file (the manifest ignored), other (the manifest kept): a second layer of one name */                    \
    X(LayerDuplicate)                                                                                                  \
    /* layer (a meta layer): disabled for a component layer that is missing or unusable */                             \
    X(MetaLayerDisabled)                                                                                               \
    /* variable, layer or value: a layer name or filter that matches no layer */                                       \
    X(LayerNameUnmatched)                                                                                              \
    /* layer, library (reason, detail: when it does not load): it does not load, negotiate or give its entry points */ \
    X(LayerLibraryFailed)

enum class LogEvent : uint8_t {
#define VKL_LOG_EVENT_ENUM(name) name,
    VKL_LOG_EVENTS(VKL_LOG_EVENT_ENUM)
#undef VKL_LOG_EVENT_ENUM
};

struct LogRecord {
    LogEvent event = LogEvent::NoEvent;
    LogFile kind = LogFile::NoFile;    // what `file` is
    const char* file = nullptr;        // the file the line gives a verdict on
    const char* layer = nullptr;       // a layer's name
    const char* driver = nullptr;      // a driver: its manifest's path (a driver the application gives: its name)
    const char* library = nullptr;     // a driver's or layer's library
    const char* variable = nullptr;    // an environment variable's name
    const char* value = nullptr;       // its value
    const char* other = nullptr;       // the other file (LayerDuplicate: the manifest kept)
    // Why, in a word from a fixed set where the event has one (DriverLibraryFailed,
    // LayerLibraryFailed: platform::dl_error_kind's), and the system's own message (dlerror).
    const char* reason = nullptr;
    const char* detail = nullptr;
};

}  // namespace vkl
