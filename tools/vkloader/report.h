// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// vkloader's two outputs of the same facts: text for people (report_text.cpp) and JSON for
// programs (report_json.cpp; schema.json, version vkl::kStateSchemaVersion).
#pragma once

#include <cstdio>
#include <string>

#include "explain.h"
#include "survey.h"

namespace vkloader {

// Where the reports go: a copy of stdout taken at vkloader's start (main.cpp), while fd 1 itself
// points at stderr, so that a library that writes to stdout while it is loaded (or later) cannot
// get into a report (nor make --json invalid JSON).
std::FILE* report_out();
void set_report_out(std::FILE* f);

// Text from files (names, paths, a settings file's strings) made safe for a terminal: C0 and C1
// controls, DEL and bytes that are no UTF-8 character as \xNN (vkl::text::escape_controls).
// `keep_lines`: newlines and tabs stay (a file's content).
std::string safe(const std::string& text, bool keep_lines = false);
std::string safe(const char* text);  // nullptr: ""

void print_summary_text(const Survey& s);
void print_layers_text(const Survey& s);
void print_explain_text(const Explanation& e);

void print_summary_json(const Survey& s);
void print_layers_json(const Survey& s);
void print_explain_json(const Explanation& e);

}  // namespace vkloader
