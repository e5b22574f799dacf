// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The Windows test program (cross-built, run under Wine by run_wine.py): it loads the
// vulkan-1.dll it is given by full path (this loader's or the Khronos Windows build's) and runs
// one case, printing what it saw as "key=value" lines that the runner compares: against what
// the case expects, and, for a differential case, against the same case through the other
// loader. Through the loader's exports and vkGetInstanceProcAddr alone: no import library.
//
// usage: wine_cases.exe LOADER_DLL CASE   (or wine_cases.exe dxgi: the adapters, no loader)
// CASE: devices | layers | enable_layer NAME | device | unknown | debug | win32_surface |
//       alloc_failure | version
#include <windows.h>
#include <dxgi1_6.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#define VK_NO_PROTOTYPES
#define VK_USE_PLATFORM_WIN32_KHR
#include <vulkan/vulkan.h>

// Structures are brace-initialised with their sType alone, and commands come as FARPROC.
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#pragma GCC diagnostic ignored "-Wcast-function-type"

namespace {

HMODULE g_loader;
PFN_vkGetInstanceProcAddr gipa;

template <typename F>
F global(const char* name) {
    return reinterpret_cast<F>(gipa(VK_NULL_HANDLE, name));
}
template <typename F>
F inst_fn(VkInstance i, const char* name) {
    return reinterpret_cast<F>(gipa(i, name));
}

void say(const char* key, const char* value) { std::printf("%s=%s\n", key, value); }
void say(const char* key, long long value) { std::printf("%s=%lld\n", key, value); }

VkResult create_instance(VkInstance* out, std::vector<const char*> layers = {}, std::vector<const char*> exts = {},
                         const void* next = nullptr, const VkAllocationCallbacks* alloc = nullptr) {
    VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.apiVersion = VK_API_VERSION_1_1;
    VkInstanceCreateInfo ci{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, next};
    ci.pApplicationInfo = &app;
    ci.enabledLayerCount = static_cast<uint32_t>(layers.size());
    ci.ppEnabledLayerNames = layers.data();
    ci.enabledExtensionCount = static_cast<uint32_t>(exts.size());
    ci.ppEnabledExtensionNames = exts.data();
    return global<PFN_vkCreateInstance>("vkCreateInstance")(&ci, alloc, out);
}

std::vector<VkPhysicalDevice> physical_devices(VkInstance i) {
    auto enumerate = inst_fn<PFN_vkEnumeratePhysicalDevices>(i, "vkEnumeratePhysicalDevices");
    uint32_t n = 0;
    enumerate(i, &n, nullptr);
    std::vector<VkPhysicalDevice> pds(n);
    enumerate(i, &n, pds.data());
    pds.resize(n);
    return pds;
}

// devices: what the drivers the registry names give: each device's name and type, in order.
int case_devices() {
    VkInstance i = VK_NULL_HANDLE;
    const VkResult r = create_instance(&i);
    say("create_instance", r);
    if (r != VK_SUCCESS)
        return 0;
    const auto pds = physical_devices(i);
    say("physical_devices", static_cast<long long>(pds.size()));
    auto props = inst_fn<PFN_vkGetPhysicalDeviceProperties>(i, "vkGetPhysicalDeviceProperties");
    for (size_t k = 0; k < pds.size(); ++k) {
        VkPhysicalDeviceProperties p{};
        props(pds[k], &p);
        char key[32];
        std::snprintf(key, sizeof key, "device%zu", k);
        std::printf("%s=%s type=%d\n", key, p.deviceName, static_cast<int>(p.deviceType));
    }
    // The groups, each as its members' names, in order.
    auto groups = inst_fn<PFN_vkEnumeratePhysicalDeviceGroups>(i, "vkEnumeratePhysicalDeviceGroups");
    uint32_t n = 0;
    groups(i, &n, nullptr);
    std::vector<VkPhysicalDeviceGroupProperties> g(n, {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_GROUP_PROPERTIES});
    groups(i, &n, g.data());
    say("groups", static_cast<long long>(n));
    for (uint32_t k = 0; k < n; ++k) {
        std::string members;
        for (uint32_t m = 0; m < g[k].physicalDeviceCount; ++m) {
            VkPhysicalDeviceProperties p{};
            props(g[k].physicalDevices[m], &p);
            members += (m ? "," : "") + std::string(p.deviceName);
        }
        std::printf("group%u=%s\n", k, members.c_str());
    }
    inst_fn<PFN_vkDestroyInstance>(i, "vkDestroyInstance")(i, nullptr);
    return 0;
}

// layers: the instance layers the loader reports, in order.
int case_layers() {
    auto enumerate = global<PFN_vkEnumerateInstanceLayerProperties>("vkEnumerateInstanceLayerProperties");
    uint32_t n = 0;
    enumerate(&n, nullptr);
    std::vector<VkLayerProperties> layers(n);
    enumerate(&n, layers.data());
    say("layers", static_cast<long long>(n));
    for (uint32_t k = 0; k < n; ++k)
        say("layer", layers[k].layerName);
    return 0;
}

// enable_layer NAME: an instance with the layer enabled (the layer records what it sees in the
// test driver's log, which the runner reads).
int case_enable_layer(const char* name) {
    VkInstance i = VK_NULL_HANDLE;
    const VkResult r = create_instance(&i, {name});
    say("create_instance", r);
    if (r == VK_SUCCESS) {
        say("physical_devices", static_cast<long long>(physical_devices(i).size()));
        inst_fn<PFN_vkDestroyInstance>(i, "vkDestroyInstance")(i, nullptr);
    }
    return 0;
}

// device: a device on the first physical device, a queue, and a device-level command through
// the loader's trampoline and through vkGetDeviceProcAddr.
int case_device() {
    VkInstance i = VK_NULL_HANDLE;
    if (create_instance(&i) != VK_SUCCESS) {
        say("create_instance", "failed");
        return 0;
    }
    const auto pds = physical_devices(i);
    if (pds.empty()) {
        say("physical_devices", 0LL);
        return 0;
    }
    float priority = 1.0f;
    VkDeviceQueueCreateInfo q{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
    q.queueCount = 1;
    q.pQueuePriorities = &priority;
    VkDeviceCreateInfo ci{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
    ci.queueCreateInfoCount = 1;
    ci.pQueueCreateInfos = &q;
    VkDevice d = VK_NULL_HANDLE;
    const VkResult r = inst_fn<PFN_vkCreateDevice>(i, "vkCreateDevice")(pds[0], &ci, nullptr, &d);
    say("create_device", r);
    if (r == VK_SUCCESS) {
        auto gdpa = inst_fn<PFN_vkGetDeviceProcAddr>(i, "vkGetDeviceProcAddr");
        VkQueue queue = VK_NULL_HANDLE;
        reinterpret_cast<PFN_vkGetDeviceQueue>(gdpa(d, "vkGetDeviceQueue"))(d, 0, 0, &queue);
        say("queue", queue != VK_NULL_HANDLE ? "yes" : "no");
        // The exported trampoline and the device's own pointer both reach the driver.
        auto exported = reinterpret_cast<PFN_vkQueueWaitIdle>(GetProcAddress(g_loader, "vkQueueWaitIdle"));
        say("exported_wait_idle", exported && queue ? exported(queue) : -1);
        auto own = reinterpret_cast<PFN_vkQueueWaitIdle>(gdpa(d, "vkQueueWaitIdle"));
        say("gdpa_wait_idle", own && queue ? own(queue) : -1);
        say("gdpa_instance_command", gdpa(d, "vkEnumeratePhysicalDevices") ? "non-null" : "null");
        reinterpret_cast<PFN_vkDestroyDevice>(gdpa(d, "vkDestroyDevice"))(d, nullptr);
    }
    inst_fn<PFN_vkDestroyInstance>(i, "vkDestroyInstance")(i, nullptr);
    return 0;
}

// unknown: commands the registry does not know, that the test driver has: a physical-device
// one (through vk_icdGetPhysicalDeviceProcAddr) called through the loader's trampoline.
int case_unknown() {
    VkInstance i = VK_NULL_HANDLE;
    if (create_instance(&i) != VK_SUCCESS) {
        say("create_instance", "failed");
        return 0;
    }
    const auto pds = physical_devices(i);
    using PFN_TestData = VkResult(VKAPI_PTR*)(VkPhysicalDevice, uint32_t*);
    auto fn = reinterpret_cast<PFN_TestData>(gipa(i, "vkGetPhysicalDeviceTestDataVKL"));
    say("unknown_physical_device_command", fn ? "non-null" : "null");
    if (fn && !pds.empty()) {
        uint32_t value = 0;
        const VkResult r = fn(pds[0], &value);
        say("unknown_result", r);
        say("unknown_value", static_cast<long long>(value));
    }
    inst_fn<PFN_vkDestroyInstance>(i, "vkDestroyInstance")(i, nullptr);
    return 0;
}

// debug: a messenger in the instance's pNext sees the loader's error about a layer that is
// not there (both loaders send one; the wording differs: the Khronos one names the layer by its
// index, run_wine.py checks this loader's text in its log).
VkBool32 VKAPI_PTR on_message(VkDebugUtilsMessageSeverityFlagBitsEXT severity, VkDebugUtilsMessageTypeFlagsEXT,
                              const VkDebugUtilsMessengerCallbackDataEXT* data, void* user) {
    if ((severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT) && data->pMessage)
        ++*static_cast<int*>(user);
    return VK_FALSE;
}

int case_debug() {
    int errors = 0;
    VkDebugUtilsMessengerCreateInfoEXT m{VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
    m.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT;
    m.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
    m.pfnUserCallback = &on_message;
    m.pUserData = &errors;
    VkInstance i = VK_NULL_HANDLE;
    const VkResult r = create_instance(&i, {"VK_LAYER_VKL_not_there"}, {VK_EXT_DEBUG_UTILS_EXTENSION_NAME}, &m);
    say("create_instance", r);
    say("error_messages", errors > 0 ? "some" : "none");
    if (r == VK_SUCCESS)
        inst_fn<PFN_vkDestroyInstance>(i, "vkDestroyInstance")(i, nullptr);
    // And a messenger made on an instance, fed by vkSubmitDebugUtilsMessageEXT.
    if (create_instance(&i, {}, {VK_EXT_DEBUG_UTILS_EXTENSION_NAME}) == VK_SUCCESS) {
        int seen = 0;
        m.pUserData = &seen;
        VkDebugUtilsMessengerEXT messenger = VK_NULL_HANDLE;
        const VkResult mr = inst_fn<PFN_vkCreateDebugUtilsMessengerEXT>(i, "vkCreateDebugUtilsMessengerEXT")(
            i, &m, nullptr, &messenger);
        say("create_messenger", mr);
        VkDebugUtilsMessengerCallbackDataEXT data{VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CALLBACK_DATA_EXT};
        data.pMessage = "VK_LAYER_VKL_not_there: submitted";
        inst_fn<PFN_vkSubmitDebugUtilsMessageEXT>(i, "vkSubmitDebugUtilsMessageEXT")(
            i, VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT, VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT, &data);
        say("submitted_messages_seen", seen);
        if (mr == VK_SUCCESS)
            inst_fn<PFN_vkDestroyDebugUtilsMessengerEXT>(i, "vkDestroyDebugUtilsMessengerEXT")(i, messenger, nullptr);
        inst_fn<PFN_vkDestroyInstance>(i, "vkDestroyInstance")(i, nullptr);
    }
    return 0;
}

// win32_surface: a window, its surface (the loader's VkIcdSurfaceWin32 for a driver that makes
// none), the driver's presentation-support answers, the surface destroyed.
int case_win32_surface() {
    VkInstance i = VK_NULL_HANDLE;
    const VkResult r = create_instance(&i, {}, {VK_KHR_SURFACE_EXTENSION_NAME, VK_KHR_WIN32_SURFACE_EXTENSION_NAME});
    say("create_instance", r);
    if (r != VK_SUCCESS)
        return 0;
    WNDCLASSW wc{};
    wc.lpfnWndProc = DefWindowProcW;
    wc.hInstance = GetModuleHandleW(nullptr);
    wc.lpszClassName = L"vkl_wine_cases";
    RegisterClassW(&wc);
    HWND hwnd = CreateWindowExW(0, wc.lpszClassName, L"vkl", WS_OVERLAPPEDWINDOW, 0, 0, 64, 64, nullptr, nullptr,
                                wc.hInstance, nullptr);
    say("window", hwnd ? "yes" : "no");
    VkWin32SurfaceCreateInfoKHR sci{VK_STRUCTURE_TYPE_WIN32_SURFACE_CREATE_INFO_KHR};
    sci.hinstance = wc.hInstance;
    sci.hwnd = hwnd;
    VkSurfaceKHR surface = VK_NULL_HANDLE;
    auto create = reinterpret_cast<PFN_vkCreateWin32SurfaceKHR>(GetProcAddress(g_loader, "vkCreateWin32SurfaceKHR"));
    const VkResult sr = create ? create(i, &sci, nullptr, &surface) : VK_ERROR_EXTENSION_NOT_PRESENT;
    say("create_surface", sr);
    const auto pds = physical_devices(i);
    auto presentation = reinterpret_cast<PFN_vkGetPhysicalDeviceWin32PresentationSupportKHR>(
        GetProcAddress(g_loader, "vkGetPhysicalDeviceWin32PresentationSupportKHR"));
    if (presentation && !pds.empty())
        say("presentation_support", static_cast<long long>(presentation(pds[0], 0)));
    if (sr == VK_SUCCESS && !pds.empty()) {
        VkBool32 supported = VK_FALSE;
        const VkResult qr = inst_fn<PFN_vkGetPhysicalDeviceSurfaceSupportKHR>(i, "vkGetPhysicalDeviceSurfaceSupportKHR")(
            pds[0], 0, surface, &supported);
        say("surface_support_result", qr);
        inst_fn<PFN_vkDestroySurfaceKHR>(i, "vkDestroySurfaceKHR")(i, surface, nullptr);
        say("surface_destroyed", "yes");
    }
    if (hwnd)
        DestroyWindow(hwnd);
    inst_fn<PFN_vkDestroyInstance>(i, "vkDestroyInstance")(i, nullptr);
    return 0;
}

// alloc_failure: vkCreateInstance + vkEnumeratePhysicalDevices + vkDestroyInstance with
// callbacks that fail the Nth allocation, for N = 0, 1, ... until one run needs no failure:
// every failing run must return VK_ERROR_OUT_OF_HOST_MEMORY (or succeed) and leave nothing
// allocated.
struct Counting {
    long long live = 0, calls = 0, fail_at = -1;
};
void* VKAPI_PTR count_alloc(void* user, size_t size, size_t align, VkSystemAllocationScope) {
    auto* c = static_cast<Counting*>(user);
    if (c->calls++ == c->fail_at)
        return nullptr;
    void* p = _aligned_malloc(size ? size : 1, align ? align : 1);
    if (p)
        ++c->live;
    return p;
}
void VKAPI_PTR count_free(void* user, void* p) {
    if (p) {
        --static_cast<Counting*>(user)->live;
        _aligned_free(p);
    }
}
void* VKAPI_PTR count_realloc(void* user, void* old, size_t size, size_t align, VkSystemAllocationScope scope) {
    auto* c = static_cast<Counting*>(user);
    if (old == nullptr)
        return count_alloc(user, size, align, scope);
    if (size == 0) {
        count_free(user, old);
        return nullptr;
    }
    if (c->calls++ == c->fail_at)
        return nullptr;
    return _aligned_realloc(old, size, align ? align : 1);
}

int case_alloc_failure() {
    long long runs = 0, failed_cleanly = 0, leaked_runs = 0, bad_results = 0;
    for (long long n = 0; n < 100000; ++n) {
        Counting c;
        c.fail_at = n;
        VkAllocationCallbacks a{&c, count_alloc, count_realloc, count_free, nullptr, nullptr};
        VkInstance i = VK_NULL_HANDLE;
        const VkResult r = create_instance(&i, {}, {}, nullptr, &a);
        ++runs;
        if (r == VK_SUCCESS) {
            uint32_t count = 0;
            const VkResult er = inst_fn<PFN_vkEnumeratePhysicalDevices>(i, "vkEnumeratePhysicalDevices")(i, &count, nullptr);
            if (er != VK_SUCCESS && er != VK_ERROR_OUT_OF_HOST_MEMORY)
                ++bad_results;
            inst_fn<PFN_vkDestroyInstance>(i, "vkDestroyInstance")(i, &a);
        } else if (r == VK_ERROR_OUT_OF_HOST_MEMORY) {
            ++failed_cleanly;
        } else {
            ++bad_results;
        }
        if (c.live != 0)
            ++leaked_runs;
        if (c.calls <= n)  // the run needed fewer allocations than the one that would fail
            break;
    }
    say("runs_until_no_failure", runs > 1 ? "some" : "one");
    say("failed_with_out_of_memory", failed_cleanly > 0 ? "some" : "none");
    say("leaked_runs", leaked_runs);
    say("other_results", bad_results);
    return 0;
}

// version: vkEnumerateInstanceVersion and the DLL's FileVersion resource.
int case_version() {
    uint32_t v = 0;
    global<PFN_vkEnumerateInstanceVersion>("vkEnumerateInstanceVersion")(&v);
    std::printf("instance_version=%u.%u\n", VK_API_VERSION_MAJOR(v), VK_API_VERSION_MINOR(v));
    return 0;
}

}  // namespace

// integrity: the process's integrity level (the loader reads HKEY_CURRENT_USER and the path
// variables only below high).
int case_integrity() {
    HANDLE token = nullptr;
    DWORD rid = 0;
    if (OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &token)) {
        alignas(TOKEN_MANDATORY_LABEL) unsigned char buf[sizeof(TOKEN_MANDATORY_LABEL) + SECURITY_MAX_SID_SIZE];
        DWORD got = 0;
        if (GetTokenInformation(token, TokenIntegrityLevel, buf, sizeof buf, &got)) {
            PSID sid = reinterpret_cast<TOKEN_MANDATORY_LABEL*>(buf)->Label.Sid;
            rid = *GetSidSubAuthority(sid, static_cast<DWORD>(*GetSidSubAuthorityCount(sid) - 1));
        }
        CloseHandle(token);
    }
    say("integrity", rid >= SECURITY_MANDATORY_HIGH_RID ? "high" : rid >= SECURITY_MANDATORY_MEDIUM_RID ? "medium" : "low");
    return 0;
}

// --medium ARGS...: runs this program again with ARGS at medium integrity level (a copy of this
// process's token, lowered), as a program started by a user without elevation runs; its exit
// status is returned. Wine starts every program at high level.
int run_at_medium(int argc, char** argv) {
    HANDLE token = nullptr, lowered = nullptr;
    if (!OpenProcessToken(GetCurrentProcess(), TOKEN_DUPLICATE | TOKEN_ADJUST_DEFAULT | TOKEN_QUERY | TOKEN_ASSIGN_PRIMARY,
                          &token) ||
        !DuplicateTokenEx(token, 0, nullptr, SecurityImpersonation, TokenPrimary, &lowered)) {
        std::printf("medium=no token %lu\n", GetLastError());
        return 4;
    }
    SID_IDENTIFIER_AUTHORITY label = SECURITY_MANDATORY_LABEL_AUTHORITY;
    PSID medium = nullptr;
    AllocateAndInitializeSid(&label, 1, SECURITY_MANDATORY_MEDIUM_RID, 0, 0, 0, 0, 0, 0, 0, &medium);
    TOKEN_MANDATORY_LABEL tml{};
    tml.Label.Attributes = SE_GROUP_INTEGRITY;
    tml.Label.Sid = medium;
    if (!SetTokenInformation(lowered, TokenIntegrityLevel, &tml, sizeof tml + GetLengthSid(medium))) {
        std::printf("medium=not set %lu\n", GetLastError());
        return 4;
    }
    std::string line = "\"" + std::string(argv[0]) + "\"";
    for (int k = 2; k < argc; ++k)
        line += " \"" + std::string(argv[k]) + "\"";
    STARTUPINFOA si{};
    si.cb = sizeof si;
    PROCESS_INFORMATION pi{};
    std::fflush(stdout);
    if (!CreateProcessAsUserA(lowered, nullptr, line.data(), nullptr, nullptr, TRUE, 0, nullptr, nullptr, &si, &pi)) {
        std::printf("medium=not started %lu\n", GetLastError());
        return 4;
    }
    WaitForSingleObject(pi.hProcess, INFINITE);
    DWORD code = 4;
    GetExitCodeProcess(pi.hProcess, &code);
    CloseHandle(pi.hProcess);
    CloseHandle(pi.hThread);
    FreeSid(medium);
    CloseHandle(lowered);
    CloseHandle(token);
    return static_cast<int>(code);
}

// dxgi: what the system's DXGI says of its display adapters, in the GPU-preference order the
// loaders sort devices by (IDXGIFactory6::EnumAdapterByGpuPreference): no loader involved.
int case_dxgi() {
    HMODULE dxgi = LoadLibraryExW(L"dxgi.dll", nullptr, LOAD_LIBRARY_SEARCH_SYSTEM32);
    auto create = dxgi ? reinterpret_cast<HRESULT(WINAPI*)(REFIID, void**)>(
                             reinterpret_cast<void*>(GetProcAddress(dxgi, "CreateDXGIFactory1")))
                       : nullptr;
    IDXGIFactory6* f = nullptr;
    const bool have = create && create(__uuidof(IDXGIFactory6), reinterpret_cast<void**>(&f)) == S_OK && f;
    say("factory6", have ? 1LL : 0LL);
    long long n = 0;
    for (UINT i = 0; have; ++i) {
        IDXGIAdapter1* a = nullptr;
        if (f->EnumAdapterByGpuPreference(i, DXGI_GPU_PREFERENCE_UNSPECIFIED, __uuidof(IDXGIAdapter1),
                                          reinterpret_cast<void**>(&a)) != S_OK)
            break;
        DXGI_ADAPTER_DESC1 d{};
        a->GetDesc1(&d);
        std::printf("adapter%u=%ls flags=%u\n", i, d.Description, static_cast<unsigned>(d.Flags));
        a->Release();
        ++n;
    }
    say("adapters", n);
    if (f)
        f->Release();
    return 0;
}

int main(int argc, char** argv) {
    if (argc > 1 && std::strcmp(argv[1], "--medium") == 0)
        return run_at_medium(argc, argv);
    if (argc == 2 && std::strcmp(argv[1], "integrity") == 0)
        return case_integrity();
    if (argc == 2 && std::strcmp(argv[1], "dxgi") == 0)
        return case_dxgi();
    if (argc < 3) {
        std::fprintf(stderr, "usage: wine_cases.exe LOADER_DLL CASE [ARG]\n");
        return 2;
    }
    g_loader = LoadLibraryExA(argv[1], nullptr, LOAD_WITH_ALTERED_SEARCH_PATH);
    if (g_loader == nullptr) {
        std::printf("load_loader=failed %lu\n", GetLastError());
        return 3;
    }
    gipa = reinterpret_cast<PFN_vkGetInstanceProcAddr>(GetProcAddress(g_loader, "vkGetInstanceProcAddr"));
    char loaded[MAX_PATH] = {};
    GetModuleFileNameA(g_loader, loaded, sizeof loaded);
    std::printf("loaded=%s\n", loaded);  // run_wine.py checks it is the DLL it named
    const std::string c = argv[2];
    int rc = 2;
    if (c == "devices") rc = case_devices();
    else if (c == "layers") rc = case_layers();
    else if (c == "enable_layer" && argc > 3) rc = case_enable_layer(argv[3]);
    else if (c == "device") rc = case_device();
    else if (c == "unknown") rc = case_unknown();
    else if (c == "debug") rc = case_debug();
    else if (c == "win32_surface") rc = case_win32_surface();
    else if (c == "alloc_failure") rc = case_alloc_failure();
    else if (c == "version") rc = case_version();
    else std::fprintf(stderr, "wine_cases.exe: unknown case %s\n", c.c_str());
    std::fflush(stdout);
    FreeLibrary(g_loader);
    return rc;
}
