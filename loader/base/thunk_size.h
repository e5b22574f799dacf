/* SPDX-License-Identifier: Apache-2.0 */
/* SPDX-FileCopyrightText: 2026 The vkl Authors */
/* The size of one unavailable-command thunk (generated/unknown_trampolines.S): plain macros, read
   by the assembler and by C++ (dispatch/unknown.h computes thunk K's address as the block's
   start + K * VKL_UNAVAILABLE_THUNK_SIZE; the assembler checks the block's size against it).
   With control-flow protection each thunk starts with its landing pad and is aligned to 16;
   without, it is its two instructions back to back (x86: mov imm32 + jmp rel32, 10 bytes;
   AArch64: mov + b, 8 bytes), which keeps 963 thunks in 10 KB instead of 15. */
#ifndef VKL_BASE_THUNK_SIZE_H
#define VKL_BASE_THUNK_SIZE_H

#if defined(__x86_64__) || defined(__i386__)
#if defined(__CET__) && (__CET__ & 1)
#define VKL_UNAVAILABLE_THUNK_SIZE 16
#else
#define VKL_UNAVAILABLE_THUNK_SIZE 10
#endif
#elif defined(__aarch64__)
#if defined(__ARM_FEATURE_BTI_DEFAULT)
#define VKL_UNAVAILABLE_THUNK_SIZE 16
#else
#define VKL_UNAVAILABLE_THUNK_SIZE 8
#endif
#endif

#endif
