// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#version 450
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer Data { uint v[]; } data;
void main() {
    uint i = gl_GlobalInvocationID.x;
    data.v[i] = data.v[i] * 2u + 1u;
}
