// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The Windows path rules, on the loader's own functions (linked with its core), run under Wine by
// run_wine.py's `path_syntax` case: a Windows program reads no path variable at high integrity
// level (every program under Wine), so ';' lists and Windows paths are checked here directly.
// Also the display adapters' registry query through the kernel thunks, which Wine 8's gdi32
// lacks: with stand-in thunks that keep the WDK's protocol. Prints one "ok ..." or "FAIL ..."
// line per check.
#include <windows.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cwchar>
#include <string>

#include "base/platform.h"
#include "base/text.h"
#include "discovery/search_paths.h"

namespace {

int failures = 0;

void check(const char* what, bool ok) {
    std::printf("%s %s\n", ok ? "ok" : "FAIL", what);
    failures += !ok;
}

std::string items_of(const char* list) {
    std::string out;
    vkl::for_each_search_list_item(
        list, [](const char* item, void* user) { *static_cast<std::string*>(user) += std::string(item) + "|"; },
        &out);
    return out;
}

bool beside(const char* manifest, const char* library, const char* want) {
    char* got = vkl::text::library_path_for_manifest(manifest, library);
    const bool same = got && std::strcmp(got, want) == 0;
    if (!same)
        std::printf("  library_path_for_manifest(%s, %s) = %s, not %s\n", manifest, library, got ? got : "(null)", want);
    std::free(got);
    return same;
}

// The WDK's structures (d3dkmthk.h, d3dukmdt.h), written out here from its documentation, apart
// from the loader's own copy: D3DKMT_ADAPTERINFO, D3DKMT_ENUMADAPTERS2, D3DKMT_QUERYADAPTERINFO,
// D3DDDI_QUERYREGISTRY_INFO.
struct AdapterInfo {
    UINT hAdapter;
    LUID AdapterLuid;
    ULONG NumOfSources;
    BOOL bPrecisePresentRegionsPreferred;
};
struct EnumAdapters2 {
    ULONG NumAdapters;
    AdapterInfo* pAdapters;
};
struct QueryAdapterInfo {
    UINT hAdapter;
    INT Type;
    void* pPrivateDriverData;
    UINT PrivateDriverDataSize;
};
struct QueryRegistryInfo {
    INT QueryType;
    UINT QueryFlags;
    WCHAR ValueName[MAX_PATH];
    ULONG ValueType;
    ULONG PhysicalAdapterIndex;
    ULONG OutputValueSize;
    INT Status;
    union {
        DWORD OutputDword;
        UINT64 OutputQword;
        WCHAR OutputString[1];
    };
};

// Three adapters: 11 holds VulkanDriverName as a REG_MULTI_SZ of two paths, 22 as a REG_SZ (a
// REG_MULTI_SZ query of it is refused, as the kernel refuses a type mismatch), 33 none.
// As the kernel: the first call (no array) gives the room to make (its maximum), the second the
// adapters and their number. Each handle is to be closed once.
int open_handles = 0;
long __stdcall fake_enumerate(void* args) {
    auto* e = static_cast<EnumAdapters2*>(args);
    if (e->pAdapters == nullptr) {
        e->NumAdapters = 16;
        return 0;
    }
    if (e->NumAdapters < 3)
        return static_cast<long>(0xC0000023L);  // STATUS_BUFFER_TOO_SMALL
    for (UINT i = 0; i < 3; ++i)
        e->pAdapters[i] = AdapterInfo{11 * (i + 1), {}, 1, FALSE};
    e->NumAdapters = 3;
    open_handles = 3;
    return 0;
}
long __stdcall fake_close(void* args) {
    const UINT handle = *static_cast<UINT*>(args);
    open_handles -= handle == 11 || handle == 22 || handle == 33;
    return 0;
}
long __stdcall fake_query(void* args) {
    auto* q = static_cast<QueryAdapterInfo*>(args);
    auto* r = static_cast<QueryRegistryInfo*>(q->pPrivateDriverData);
    if (q->Type != 48 || q->PrivateDriverDataSize < sizeof(QueryRegistryInfo) || r->QueryType != 1 || !(r->QueryFlags & 1) ||
        std::wcscmp(r->ValueName, L"VulkanDriverName") != 0)
        return static_cast<long>(0xC000000DL);  // STATUS_INVALID_PARAMETER
    const wchar_t* data = nullptr;
    size_t bytes = 0;
    if (q->hAdapter == 11 && r->ValueType == REG_MULTI_SZ) {
        data = L"C:\\drv\\a.json\0D:\\drivers\0";
        bytes = (std::wcslen(L"C:\\drv\\a.json") + 1 + std::wcslen(L"D:\\drivers") + 2) * sizeof(wchar_t);
    } else if (q->hAdapter == 22 && r->ValueType == REG_SZ) {
        data = L"E:\\c.json";
        bytes = (std::wcslen(data) + 1) * sizeof(wchar_t);
    } else if (q->hAdapter == 22) {
        return static_cast<long>(0xC000000DL);
    } else {
        r->Status = 2;  // D3DDDI_QUERYREGISTRY_STATUS_FAIL: no such value
        return 0;
    }
    r->OutputValueSize = static_cast<ULONG>(bytes);
    if (q->PrivateDriverDataSize < sizeof(QueryRegistryInfo) + bytes) {
        r->Status = 1;  // D3DDDI_QUERYREGISTRY_STATUS_BUFFER_OVERFLOW
        return 0;
    }
    std::memcpy(r->OutputString, data, bytes);
    r->Status = 0;
    return 0;
}

std::string kernel_strings(vkl::platform::KernelAdapterAnswer& answer) {
    std::string out;
    answer = vkl::platform::kernel_adapter_strings(
        fake_enumerate, fake_query, fake_close, "VulkanDriverName",
        [](const char* device, const char* text, void* user) {
            *static_cast<std::string*>(user) += std::string(device) + "=" + text + "|";
        },
        &out);
    return out;
}

}  // namespace

int main() {
    using namespace vkl;
    check("';' separates a path list; a drive's ':' does not",
          items_of("C:\\a\\x.json;D:\\b;;\\\\server\\share\\c.json") == "C:\\a\\x.json|D:\\b|\\\\server\\share\\c.json|");
    check("drive and root paths are absolute", platform::is_absolute_path("C:\\x.dll") && platform::is_absolute_path("c:/x.dll") &&
                                               platform::is_absolute_path("\\x.dll") && platform::is_absolute_path("/x.dll") &&
                                               platform::is_absolute_path("\\\\server\\share\\x.dll"));
    check("a bare or relative name is not absolute", !platform::is_absolute_path("x.dll") && !platform::is_absolute_path(".\\x.dll") &&
                                                     !platform::is_absolute_path("..\\x.dll"));
    check("a bare library name is kept (the system folder's)", beside("C:\\m\\icd.json", "vendor.dll", "vendor.dll"));
    check("an absolute library path is kept", beside("C:\\m\\icd.json", "D:\\v\\vendor.dll", "D:\\v\\vendor.dll"));
    check("a relative library path is beside the manifest, with either separator",
          beside("C:\\m\\icd.json", ".\\vendor.dll", "C:\\m\\.\\vendor.dll") &&
              beside("C:\\m\\icd.json", "..\\lib\\vendor.dll", "C:\\m\\..\\lib\\vendor.dll") &&
              beside("C:/m/icd.json", "lib/vendor.dll", "C:/m\\lib/vendor.dll"));
    check("base_name takes either separator", std::strcmp(text::base_name("C:\\a/b\\c.json"), "c.json") == 0 &&
                                              std::strcmp(text::base_name("C:/a\\b/c.json"), "c.json") == 0);
    platform::KernelAdapterAnswer answer;
    const std::string got = kernel_strings(answer);
    check("the kernel thunks' adapters: each REG_MULTI_SZ string, a REG_SZ asked again as one, none for the third",
          got == "adapter 0=C:\\drv\\a.json|adapter 0=D:\\drivers|adapter 1=E:\\c.json|" && answer.available &&
              answer.adapters == 3 && answer.strings == 3);
    check("each adapter handle the enumeration opened is closed", open_handles == 0);
    if (got != "adapter 0=C:\\drv\\a.json|adapter 0=D:\\drivers|adapter 1=E:\\c.json|")
        std::printf("  got %s\n", got.c_str());
    check("no thunks: the route is unavailable",
          !platform::kernel_adapter_strings(nullptr, fake_query, nullptr, "VulkanDriverName", nullptr, nullptr).available);
    std::printf("%d failed\n", failures);
    return failures ? 1 : 0;
}
