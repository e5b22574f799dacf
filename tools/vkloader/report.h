// SPDX-License-Identifier: Apache-2.0
// vkloader's two outputs of the same facts: text for people (report_text.cpp) and JSON for
// programs (report_json.cpp; schema.json, version vkl::kStateSchemaVersion).
#pragma once

#include "explain.h"
#include "survey.h"

namespace vkloader {

void print_summary_text(const Survey& s);
void print_layers_text(const Survey& s);
void print_explain_text(const Explanation& e);

void print_summary_json(const Survey& s);
void print_layers_json(const Survey& s);
void print_explain_json(const Explanation& e);

}  // namespace vkloader
