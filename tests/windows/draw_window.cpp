// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A Windows program that draws into a window through the vulkan-1.dll beside it (or the one it is
// given) and reads the pixels back two ways: the swapchain image copied to a buffer before it is
// presented, and the window's pixels through GDI after it was. Run under Wine on Xvfb with Wine's
// registered driver (winevulkan.dll, which forwards to the host's Vulkan: lavapipe here) by
// tests/windows/real_programs.py, through this loader and the Khronos Windows build: the hashes
// must be the same. What it draws: a 64 x 64 pattern of colours uploaded into the acquired image
// (a transfer: no shader compiler is needed), which the window shows once presented.
// usage: draw_window.exe    prints loader=, image_hash=..., window_hash=..., and what failed
#include <windows.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

#define VK_NO_PROTOTYPES
#define VK_USE_PLATFORM_WIN32_KHR
#include <vulkan/vulkan.h>

// The one command imported from vulkan-1.dll; the rest come through it.
extern "C" VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkGetInstanceProcAddr(VkInstance instance, const char* name);

#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#pragma GCC diagnostic ignored "-Wcast-function-type"

namespace {

constexpr uint32_t kSize = 64;
PFN_vkGetInstanceProcAddr gipa;
VkInstance g_instance;
VkDevice g_device;

#define INSTANCE_FN(name) auto name = reinterpret_cast<PFN_##name>(gipa(g_instance, #name))
#define DEVICE_FN(name) auto name = reinterpret_cast<PFN_##name>(vkGetDeviceProcAddr(g_device, #name))

int fail(const char* what, long long code = 0) {
    std::printf("failed=%s %lld\n", what, code);
    return 1;
}

uint64_t fnv1a(const void* data, size_t n, uint64_t h = 1469598103934665603ULL) {
    const auto* p = static_cast<const unsigned char*>(data);
    for (size_t i = 0; i < n; ++i)
        h = (h ^ p[i]) * 1099511628211ULL;
    return h;
}

// The pattern, as B8G8R8A8: quadrants of colour with a diagonal.
void fill_pattern(uint8_t* p) {
    for (uint32_t y = 0; y < kSize; ++y)
        for (uint32_t x = 0; x < kSize; ++x) {
            uint8_t* px = p + 4 * (y * kSize + x);
            const bool diag = x == y || x + y == kSize - 1;
            px[0] = diag ? 255 : (x < kSize / 2 ? 200 : 20);   // blue
            px[1] = diag ? 255 : (y < kSize / 2 ? 180 : 40);   // green
            px[2] = diag ? 255 : static_cast<uint8_t>(x * 4);  // red
            px[3] = 255;
        }
}

uint32_t memory_type(VkPhysicalDevice pd, uint32_t bits, VkMemoryPropertyFlags want) {
    INSTANCE_FN(vkGetPhysicalDeviceMemoryProperties);
    VkPhysicalDeviceMemoryProperties m{};
    vkGetPhysicalDeviceMemoryProperties(pd, &m);
    for (uint32_t i = 0; i < m.memoryTypeCount; ++i)
        if ((bits & (1u << i)) && (m.memoryTypes[i].propertyFlags & want) == want)
            return i;
    return UINT32_MAX;
}

struct Buffer {
    VkBuffer buffer = VK_NULL_HANDLE;
    VkDeviceMemory memory = VK_NULL_HANDLE;
    void* mapped = nullptr;
};

bool make_buffer(VkPhysicalDevice pd, VkBufferUsageFlags usage, Buffer& b) {
    auto vkGetDeviceProcAddr = reinterpret_cast<PFN_vkGetDeviceProcAddr>(gipa(g_instance, "vkGetDeviceProcAddr"));
    DEVICE_FN(vkCreateBuffer);
    DEVICE_FN(vkGetBufferMemoryRequirements);
    DEVICE_FN(vkAllocateMemory);
    DEVICE_FN(vkBindBufferMemory);
    DEVICE_FN(vkMapMemory);
    VkBufferCreateInfo bi{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
    bi.size = 4 * kSize * kSize;
    bi.usage = usage;
    if (vkCreateBuffer(g_device, &bi, nullptr, &b.buffer) != VK_SUCCESS)
        return false;
    VkMemoryRequirements req{};
    vkGetBufferMemoryRequirements(g_device, b.buffer, &req);
    VkMemoryAllocateInfo ai{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
    ai.allocationSize = req.size;
    ai.memoryTypeIndex = memory_type(pd, req.memoryTypeBits,
                                     VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
    return ai.memoryTypeIndex != UINT32_MAX && vkAllocateMemory(g_device, &ai, nullptr, &b.memory) == VK_SUCCESS &&
           vkBindBufferMemory(g_device, b.buffer, b.memory, 0) == VK_SUCCESS &&
           vkMapMemory(g_device, b.memory, 0, VK_WHOLE_SIZE, 0, &b.mapped) == VK_SUCCESS;
}

void barrier(PFN_vkCmdPipelineBarrier fn, VkCommandBuffer cb, VkImage image, VkImageLayout from, VkImageLayout to,
             VkAccessFlags src, VkAccessFlags dst) {
    VkImageMemoryBarrier b{VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER};
    b.srcAccessMask = src;
    b.dstAccessMask = dst;
    b.oldLayout = from;
    b.newLayout = to;
    b.srcQueueFamilyIndex = b.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    b.image = image;
    b.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
    fn(cb, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 0, nullptr, 0, nullptr, 1, &b);
}

// The window's client area through GDI, as 32-bit BGRX rows top-down.
uint64_t window_hash(HWND hwnd) {
    HDC window = GetDC(hwnd);
    HDC memory = CreateCompatibleDC(window);
    BITMAPINFO bi{};
    bi.bmiHeader.biSize = sizeof bi.bmiHeader;
    bi.bmiHeader.biWidth = kSize;
    bi.bmiHeader.biHeight = -static_cast<LONG>(kSize);
    bi.bmiHeader.biPlanes = 1;
    bi.bmiHeader.biBitCount = 32;
    bi.bmiHeader.biCompression = BI_RGB;
    void* bits = nullptr;
    HBITMAP dib = CreateDIBSection(window, &bi, DIB_RGB_COLORS, &bits, nullptr, 0);
    HGDIOBJ old = SelectObject(memory, dib);
    BitBlt(memory, 0, 0, kSize, kSize, window, 0, 0, SRCCOPY);
    GdiFlush();
    std::vector<uint8_t> px(static_cast<uint8_t*>(bits), static_cast<uint8_t*>(bits) + 4 * kSize * kSize);
    for (size_t i = 3; i < px.size(); i += 4)
        px[i] = 0;  // GDI's fourth byte is not alpha
    SelectObject(memory, old);
    DeleteObject(dib);
    DeleteDC(memory);
    ReleaseDC(hwnd, window);
    return fnv1a(px.data(), px.size());
}

int run(HWND hwnd) {
    const char* exts[] = {VK_KHR_SURFACE_EXTENSION_NAME, VK_KHR_WIN32_SURFACE_EXTENSION_NAME};
    VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.apiVersion = VK_API_VERSION_1_1;
    VkInstanceCreateInfo ici{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    ici.pApplicationInfo = &app;
    ici.enabledExtensionCount = 2;
    ici.ppEnabledExtensionNames = exts;
    auto vkCreateInstance = reinterpret_cast<PFN_vkCreateInstance>(gipa(nullptr, "vkCreateInstance"));
    if (VkResult r = vkCreateInstance(&ici, nullptr, &g_instance); r != VK_SUCCESS)
        return fail("vkCreateInstance", r);
    INSTANCE_FN(vkEnumeratePhysicalDevices);
    INSTANCE_FN(vkCreateWin32SurfaceKHR);
    INSTANCE_FN(vkGetPhysicalDeviceSurfaceSupportKHR);
    INSTANCE_FN(vkGetPhysicalDeviceSurfaceCapabilitiesKHR);
    INSTANCE_FN(vkGetPhysicalDeviceSurfaceFormatsKHR);
    INSTANCE_FN(vkCreateDevice);
    INSTANCE_FN(vkDestroySurfaceKHR);
    INSTANCE_FN(vkDestroyInstance);
    auto vkGetDeviceProcAddr = reinterpret_cast<PFN_vkGetDeviceProcAddr>(gipa(g_instance, "vkGetDeviceProcAddr"));
    uint32_t n = 1;
    VkPhysicalDevice pd = VK_NULL_HANDLE;
    if (vkEnumeratePhysicalDevices(g_instance, &n, &pd) < 0 || n == 0)
        return fail("no physical device");
    VkWin32SurfaceCreateInfoKHR sci{VK_STRUCTURE_TYPE_WIN32_SURFACE_CREATE_INFO_KHR};
    sci.hinstance = GetModuleHandleW(nullptr);
    sci.hwnd = hwnd;
    VkSurfaceKHR surface = VK_NULL_HANDLE;
    if (VkResult r = vkCreateWin32SurfaceKHR(g_instance, &sci, nullptr, &surface); r != VK_SUCCESS)
        return fail("vkCreateWin32SurfaceKHR", r);
    VkBool32 supported = VK_FALSE;
    vkGetPhysicalDeviceSurfaceSupportKHR(pd, 0, surface, &supported);
    if (!supported)
        return fail("queue family 0 cannot present");
    VkSurfaceCapabilitiesKHR caps{};
    vkGetPhysicalDeviceSurfaceCapabilitiesKHR(pd, surface, &caps);
    const VkImageUsageFlags usage = VK_IMAGE_USAGE_TRANSFER_DST_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT;
    if ((caps.supportedUsageFlags & usage) != usage)
        return fail("the swapchain images cannot be transfer targets and sources");
    uint32_t fn = 0;
    vkGetPhysicalDeviceSurfaceFormatsKHR(pd, surface, &fn, nullptr);
    std::vector<VkSurfaceFormatKHR> formats(fn);
    vkGetPhysicalDeviceSurfaceFormatsKHR(pd, surface, &fn, formats.data());
    VkSurfaceFormatKHR format{VK_FORMAT_UNDEFINED, VK_COLOR_SPACE_SRGB_NONLINEAR_KHR};
    for (const VkSurfaceFormatKHR& f : formats)
        if (f.format == VK_FORMAT_B8G8R8A8_UNORM)
            format = f;
    if (format.format == VK_FORMAT_UNDEFINED)
        return fail("no B8G8R8A8_UNORM surface format");

    const char* dev_exts[] = {VK_KHR_SWAPCHAIN_EXTENSION_NAME};
    float priority = 1.0f;
    VkDeviceQueueCreateInfo qci{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
    qci.queueCount = 1;
    qci.pQueuePriorities = &priority;
    VkDeviceCreateInfo dci{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
    dci.queueCreateInfoCount = 1;
    dci.pQueueCreateInfos = &qci;
    dci.enabledExtensionCount = 1;
    dci.ppEnabledExtensionNames = dev_exts;
    if (VkResult r = vkCreateDevice(pd, &dci, nullptr, &g_device); r != VK_SUCCESS)
        return fail("vkCreateDevice", r);
    DEVICE_FN(vkGetDeviceQueue);
    DEVICE_FN(vkCreateSwapchainKHR);
    DEVICE_FN(vkGetSwapchainImagesKHR);
    DEVICE_FN(vkAcquireNextImageKHR);
    DEVICE_FN(vkQueuePresentKHR);
    DEVICE_FN(vkCreateCommandPool);
    DEVICE_FN(vkAllocateCommandBuffers);
    DEVICE_FN(vkBeginCommandBuffer);
    DEVICE_FN(vkEndCommandBuffer);
    DEVICE_FN(vkCmdPipelineBarrier);
    DEVICE_FN(vkCmdCopyBufferToImage);
    DEVICE_FN(vkCmdCopyImageToBuffer);
    DEVICE_FN(vkQueueSubmit);
    DEVICE_FN(vkCreateFence);
    DEVICE_FN(vkWaitForFences);
    DEVICE_FN(vkResetFences);
    DEVICE_FN(vkDeviceWaitIdle);
    DEVICE_FN(vkDestroyFence);
    DEVICE_FN(vkDestroyCommandPool);
    DEVICE_FN(vkDestroySwapchainKHR);
    DEVICE_FN(vkDestroyBuffer);
    DEVICE_FN(vkFreeMemory);
    DEVICE_FN(vkDestroyDevice);
    VkQueue queue = VK_NULL_HANDLE;
    vkGetDeviceQueue(g_device, 0, 0, &queue);

    VkSwapchainCreateInfoKHR sw{VK_STRUCTURE_TYPE_SWAPCHAIN_CREATE_INFO_KHR};
    sw.surface = surface;
    sw.minImageCount = caps.minImageCount;
    sw.imageFormat = format.format;
    sw.imageColorSpace = format.colorSpace;
    sw.imageExtent = {kSize, kSize};
    sw.imageArrayLayers = 1;
    sw.imageUsage = usage;
    sw.imageSharingMode = VK_SHARING_MODE_EXCLUSIVE;
    sw.preTransform = VK_SURFACE_TRANSFORM_IDENTITY_BIT_KHR;
    sw.compositeAlpha = VK_COMPOSITE_ALPHA_OPAQUE_BIT_KHR;
    sw.presentMode = VK_PRESENT_MODE_FIFO_KHR;
    sw.clipped = VK_TRUE;
    VkSwapchainKHR swapchain = VK_NULL_HANDLE;
    if (VkResult r = vkCreateSwapchainKHR(g_device, &sw, nullptr, &swapchain); r != VK_SUCCESS)
        return fail("vkCreateSwapchainKHR", r);
    uint32_t ic = 0;
    vkGetSwapchainImagesKHR(g_device, swapchain, &ic, nullptr);
    std::vector<VkImage> images(ic);
    vkGetSwapchainImagesKHR(g_device, swapchain, &ic, images.data());

    Buffer upload, readback;
    if (!make_buffer(pd, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, upload) ||
        !make_buffer(pd, VK_BUFFER_USAGE_TRANSFER_DST_BIT, readback))
        return fail("buffers");
    fill_pattern(static_cast<uint8_t*>(upload.mapped));

    VkCommandPoolCreateInfo pci{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
    VkCommandPool pool = VK_NULL_HANDLE;
    vkCreateCommandPool(g_device, &pci, nullptr, &pool);
    VkCommandBufferAllocateInfo cai{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
    cai.commandPool = pool;
    cai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    cai.commandBufferCount = 1;
    VkCommandBuffer cb = VK_NULL_HANDLE;
    vkAllocateCommandBuffers(g_device, &cai, &cb);
    VkFenceCreateInfo fci{VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    VkFence fence = VK_NULL_HANDLE;
    vkCreateFence(g_device, &fci, nullptr, &fence);

    uint32_t index = 0;
    if (VkResult r = vkAcquireNextImageKHR(g_device, swapchain, UINT64_MAX, VK_NULL_HANDLE, fence, &index);
        r != VK_SUCCESS && r != VK_SUBOPTIMAL_KHR)
        return fail("vkAcquireNextImageKHR", r);
    vkWaitForFences(g_device, 1, &fence, VK_TRUE, UINT64_MAX);
    vkResetFences(g_device, 1, &fence);

    VkCommandBufferBeginInfo begin{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    vkBeginCommandBuffer(cb, &begin);
    VkBufferImageCopy region{};
    region.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1};
    region.imageExtent = {kSize, kSize, 1};
    barrier(vkCmdPipelineBarrier, cb, images[index], VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 0,
            VK_ACCESS_TRANSFER_WRITE_BIT);
    vkCmdCopyBufferToImage(cb, upload.buffer, images[index], VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &region);
    barrier(vkCmdPipelineBarrier, cb, images[index], VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
            VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, VK_ACCESS_TRANSFER_WRITE_BIT, VK_ACCESS_TRANSFER_READ_BIT);
    vkCmdCopyImageToBuffer(cb, images[index], VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, readback.buffer, 1, &region);
    barrier(vkCmdPipelineBarrier, cb, images[index], VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
            VK_IMAGE_LAYOUT_PRESENT_SRC_KHR, VK_ACCESS_TRANSFER_READ_BIT, 0);
    vkEndCommandBuffer(cb);
    VkSubmitInfo submit{VK_STRUCTURE_TYPE_SUBMIT_INFO};
    submit.commandBufferCount = 1;
    submit.pCommandBuffers = &cb;
    if (VkResult r = vkQueueSubmit(queue, 1, &submit, fence); r != VK_SUCCESS)
        return fail("vkQueueSubmit", r);
    vkWaitForFences(g_device, 1, &fence, VK_TRUE, UINT64_MAX);
    std::printf("image_hash=%016llx\n", static_cast<unsigned long long>(fnv1a(readback.mapped, 4 * kSize * kSize)));

    VkPresentInfoKHR present{VK_STRUCTURE_TYPE_PRESENT_INFO_KHR};
    present.swapchainCount = 1;
    present.pSwapchains = &swapchain;
    present.pImageIndices = &index;
    const VkResult pr = vkQueuePresentKHR(queue, &present);
    std::printf("present=%d\n", pr);
    vkDeviceWaitIdle(g_device);
    Sleep(300);  // the X server shows the presented image
    std::printf("window_hash=%016llx\n", static_cast<unsigned long long>(window_hash(hwnd)));

    vkDestroyFence(g_device, fence, nullptr);
    vkDestroyCommandPool(g_device, pool, nullptr);
    for (Buffer* b : {&upload, &readback}) {
        vkDestroyBuffer(g_device, b->buffer, nullptr);
        vkFreeMemory(g_device, b->memory, nullptr);
    }
    vkDestroySwapchainKHR(g_device, swapchain, nullptr);
    vkDestroyDevice(g_device, nullptr);
    vkDestroySurfaceKHR(g_instance, surface, nullptr);
    vkDestroyInstance(g_instance, nullptr);
    std::printf("done=yes\n");
    return 0;
}

}  // namespace

int main() {
    // Linked with vulkan-1.dll's import library, as applications are: Windows loads the
    // vulkan-1.dll the search order finds first, the one beside the program.
    gipa = &vkGetInstanceProcAddr;
    char path[MAX_PATH] = {};
    GetModuleFileNameA(GetModuleHandleA("vulkan-1.dll"), path, sizeof path);
    std::printf("loader=%s\n", path);
    WNDCLASSW wc{};
    wc.lpfnWndProc = DefWindowProcW;
    wc.hInstance = GetModuleHandleW(nullptr);
    wc.lpszClassName = L"vkl_draw_window";
    RegisterClassW(&wc);
    RECT r{0, 0, kSize, kSize};
    AdjustWindowRect(&r, WS_POPUP, FALSE);
    HWND hwnd = CreateWindowExW(0, wc.lpszClassName, L"vkl", WS_POPUP | WS_VISIBLE, 0, 0, r.right - r.left,
                                r.bottom - r.top, nullptr, nullptr, wc.hInstance, nullptr);
    if (hwnd == nullptr)
        return fail("CreateWindowExW", GetLastError());
    MSG msg;
    while (PeekMessageW(&msg, nullptr, 0, 0, PM_REMOVE))
        DispatchMessageW(&msg);
    const int rc = run(hwnd);
    DestroyWindow(hwnd);
    std::fflush(stdout);
    return rc;
}
