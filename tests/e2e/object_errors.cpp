// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// A program that commits each object-lifetime error once, for comparing two validation layers'
// object trackers (tests/e2e/object_errors.py): the Khronos validation layer with every check but
// its object tracker disabled, and VK_LAYER_VKL_object_lifetimes (layers/object_lifetimes/).
//
//   object_errors LOADER LAYER [wrap|nowrap]
//
// LOADER is the libvulkan.so.1 the program must be running on (checked); LAYER the layer it
// enables; wrap/nowrap the layer's handle wrapping (the Khronos layer's unique handles, this
// project's handle_wrapping setting). It prints, per case, one line per validation message the
// layer sends: its VUID and its objects, each handle by the name the program gave it, so that
// two runs (two layers, two loaders, wrapped or not) compare line by line. The callback returns
// VK_TRUE, asking the layer to skip the invalid call (lavapipe would crash on it), but for the
// leak cases, whose destroy must go on.
#include <dlfcn.h>
#include <link.h>
#include <limits.h>
#include <stdlib.h>

#include <cstdio>
#include <cstring>
#include <map>
#include <string>

#include <vulkan/vulkan.h>

namespace {

std::map<uint64_t, std::string> g_names;  // handle -> the program's name for it
bool g_skip_invalid = true;               // the callback's answer: skip the call
int g_messages = 0;

// A structure with its sType and every other member zero.
template <typename T>
T init(VkStructureType type) {
    T s{};
    s.sType = type;
    return s;
}

template <typename H>
uint64_t key(H h) {
    if constexpr (std::is_pointer_v<H>)
        return reinterpret_cast<uintptr_t>(h);
    else
        return static_cast<uint64_t>(h);
}
template <typename H>
H named(H h, const char* name) {
    g_names[key(h)] = name;
    return h;
}

const char* type_name(VkObjectType t) {
    switch (t) {
    case VK_OBJECT_TYPE_INSTANCE: return "instance";
    case VK_OBJECT_TYPE_PHYSICAL_DEVICE: return "physical_device";
    case VK_OBJECT_TYPE_DEVICE: return "device";
    case VK_OBJECT_TYPE_QUEUE: return "queue";
    case VK_OBJECT_TYPE_COMMAND_BUFFER: return "command_buffer";
    case VK_OBJECT_TYPE_COMMAND_POOL: return "command_pool";
    case VK_OBJECT_TYPE_BUFFER: return "buffer";
    case VK_OBJECT_TYPE_IMAGE: return "image";
    case VK_OBJECT_TYPE_IMAGE_VIEW: return "image_view";
    case VK_OBJECT_TYPE_DEVICE_MEMORY: return "device_memory";
    case VK_OBJECT_TYPE_DESCRIPTOR_POOL: return "descriptor_pool";
    case VK_OBJECT_TYPE_DESCRIPTOR_SET: return "descriptor_set";
    case VK_OBJECT_TYPE_DESCRIPTOR_SET_LAYOUT: return "descriptor_set_layout";
    case VK_OBJECT_TYPE_DEBUG_UTILS_MESSENGER_EXT: return "messenger";
    case VK_OBJECT_TYPE_FENCE: return "fence";
    case VK_OBJECT_TYPE_SEMAPHORE: return "semaphore";
    default: return "other";
    }
}

VKAPI_ATTR VkBool32 VKAPI_CALL on_message(VkDebugUtilsMessageSeverityFlagBitsEXT severity, VkDebugUtilsMessageTypeFlagsEXT types,
                                          const VkDebugUtilsMessengerCallbackDataEXT* data, void*) {
    if (!(severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT) || !(types & VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT))
        return VK_FALSE;
    ++g_messages;
    std::string line = std::string("  ") + (data->pMessageIdName ? data->pMessageIdName : "(no id)");
    for (uint32_t i = 0; i < data->objectCount; ++i) {
        const VkDebugUtilsObjectNameInfoEXT& o = data->pObjects[i];
        auto it = g_names.find(o.objectHandle);
        line += std::string(i ? ", " : " | ") + type_name(o.objectType) + " " +
                (o.objectHandle == 0 ? "null" : it != g_names.end() ? it->second : "unnamed");
    }
    std::printf("%s\n", line.c_str());
    std::fflush(stdout);
    return g_skip_invalid ? VK_TRUE : VK_FALSE;
}

void begin_case(const char* name) {
    std::printf("case %s\n", name);
    std::fflush(stdout);
}

// Allocation callbacks that count (the allocator cases).
void* VKAPI_CALL a_alloc(void*, size_t size, size_t align, VkSystemAllocationScope) { return aligned_alloc(align, (size + align - 1) / align * align); }
void* VKAPI_CALL a_realloc(void*, void* p, size_t size, size_t, VkSystemAllocationScope) { return realloc(p, size); }
void VKAPI_CALL a_free(void*, void* p) { free(p); }
const VkAllocationCallbacks kAllocator{nullptr, a_alloc, a_realloc, a_free, nullptr, nullptr};

bool running_on(const char* expect) {
    void* self = dlopen("libvulkan.so.1", RTLD_NOW | RTLD_NOLOAD);
    link_map* map = nullptr;
    char a[PATH_MAX], b[PATH_MAX];
    return self != nullptr && dlinfo(self, RTLD_DI_LINKMAP, &map) == 0 && realpath(map->l_name, a) && realpath(expect, b) &&
           std::strcmp(a, b) == 0;
}

struct Device {
    VkDevice device = VK_NULL_HANDLE;
    VkQueue queue = VK_NULL_HANDLE;
};

Device make_device(VkPhysicalDevice pd, const char* name) {
    float prio = 1.0f;
    auto q = init<VkDeviceQueueCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO);
    q.queueCount = 1;
    q.pQueuePriorities = &prio;
    auto dci = init<VkDeviceCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO);
    dci.queueCreateInfoCount = 1;
    dci.pQueueCreateInfos = &q;
    Device d;
    if (vkCreateDevice(pd, &dci, nullptr, &d.device) != VK_SUCCESS)
        return d;
    named(d.device, name);
    vkGetDeviceQueue(d.device, 0, 0, &d.queue);
    named(d.queue, (std::string(name) + "_queue").c_str());
    return d;
}

VkBuffer make_buffer(VkDevice device, const char* name, const VkAllocationCallbacks* a = nullptr) {
    auto bci = init<VkBufferCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO);
    bci.size = 256;
    bci.usage = VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    VkBuffer b = VK_NULL_HANDLE;
    vkCreateBuffer(device, &bci, a, &b);
    return named(b, name);
}

VkImage make_image(VkDevice device, const char* name) {
    auto ici = init<VkImageCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO);
    ici.imageType = VK_IMAGE_TYPE_2D;
    ici.format = VK_FORMAT_R8G8B8A8_UNORM;
    ici.extent = {4, 4, 1};
    ici.mipLevels = 1;
    ici.arrayLayers = 1;
    ici.samples = VK_SAMPLE_COUNT_1_BIT;
    ici.tiling = VK_IMAGE_TILING_OPTIMAL;
    ici.usage = VK_IMAGE_USAGE_SAMPLED_BIT;
    VkImage i = VK_NULL_HANDLE;
    vkCreateImage(device, &ici, nullptr, &i);
    return named(i, name);
}

VkCommandPool make_pool(VkDevice device, const char* name) {
    auto ci = init<VkCommandPoolCreateInfo>(VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO);
    VkCommandPool p = VK_NULL_HANDLE;
    vkCreateCommandPool(device, &ci, nullptr, &p);
    return named(p, name);
}

VkCommandBuffer make_cb(VkDevice device, VkCommandPool pool, const char* name) {
    auto ai = init<VkCommandBufferAllocateInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO);
    ai.commandPool = pool;
    ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    ai.commandBufferCount = 1;
    VkCommandBuffer cb = VK_NULL_HANDLE;
    vkAllocateCommandBuffers(device, &ai, &cb);
    return named(cb, name);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3 || !running_on(argv[1])) {
        std::fprintf(stderr, "usage: object_errors LOADER LAYER [wrap|nowrap]; or not running on %s\n", argc > 1 ? argv[1] : "?");
        return 2;
    }
    const char* layer = argv[2];
    const bool wrap = argc > 3 && std::strcmp(argv[3], "wrap") == 0;

    auto mci = init<VkDebugUtilsMessengerCreateInfoEXT>(VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT);
    mci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT;
    mci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
    mci.pfnUserCallback = on_message;
    // The Khronos layer: its object tracker alone (and its unique handles when wrap).
    VkValidationFeatureDisableEXT disables[] = {VK_VALIDATION_FEATURE_DISABLE_THREAD_SAFETY_EXT, VK_VALIDATION_FEATURE_DISABLE_API_PARAMETERS_EXT,
                                                VK_VALIDATION_FEATURE_DISABLE_CORE_CHECKS_EXT, VK_VALIDATION_FEATURE_DISABLE_SHADERS_EXT,
                                                VK_VALIDATION_FEATURE_DISABLE_UNIQUE_HANDLES_EXT};
    auto features = init<VkValidationFeaturesEXT>(VK_STRUCTURE_TYPE_VALIDATION_FEATURES_EXT);
    features.pNext = &mci;
    features.disabledValidationFeatureCount = wrap ? 4 : 5;
    features.pDisabledValidationFeatures = disables;
    // This project's layer: its handle_wrapping setting.
    VkBool32 wrap_value = wrap ? VK_TRUE : VK_FALSE;
    VkLayerSettingEXT setting{"VK_LAYER_VKL_object_lifetimes", "handle_wrapping", VK_LAYER_SETTING_TYPE_BOOL32_EXT, 1, &wrap_value};
    auto settings = init<VkLayerSettingsCreateInfoEXT>(VK_STRUCTURE_TYPE_LAYER_SETTINGS_CREATE_INFO_EXT);
    settings.pNext = &features;
    settings.settingCount = 1;
    settings.pSettings = &setting;

    auto app = init<VkApplicationInfo>(VK_STRUCTURE_TYPE_APPLICATION_INFO);
    app.apiVersion = VK_API_VERSION_1_1;
    const char* exts[] = {VK_EXT_DEBUG_UTILS_EXTENSION_NAME};
    auto ici = init<VkInstanceCreateInfo>(VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO);
    ici.pNext = &settings;
    ici.pApplicationInfo = &app;
    ici.enabledLayerCount = 1;
    ici.ppEnabledLayerNames = &layer;
    ici.enabledExtensionCount = 1;
    ici.ppEnabledExtensionNames = exts;
    VkInstance instance;
    if (vkCreateInstance(&ici, nullptr, &instance) != VK_SUCCESS) {
        std::fprintf(stderr, "vkCreateInstance with %s failed\n", layer);
        return 1;
    }
    named(instance, "instance");
    auto create_messenger = reinterpret_cast<PFN_vkCreateDebugUtilsMessengerEXT>(vkGetInstanceProcAddr(instance, "vkCreateDebugUtilsMessengerEXT"));
    auto destroy_messenger = reinterpret_cast<PFN_vkDestroyDebugUtilsMessengerEXT>(vkGetInstanceProcAddr(instance, "vkDestroyDebugUtilsMessengerEXT"));
    VkDebugUtilsMessengerEXT messenger = VK_NULL_HANDLE;
    if (!create_messenger || !destroy_messenger || create_messenger(instance, &mci, nullptr, &messenger) != VK_SUCCESS) {
        std::fprintf(stderr, "vkCreateDebugUtilsMessengerEXT failed\n");
        return 1;
    }
    uint32_t n = 1;
    VkPhysicalDevice pd;
    vkEnumeratePhysicalDevices(instance, &n, &pd);
    named(pd, "physical_device");
    Device a = make_device(pd, "device_a");
    Device b = make_device(pd, "device_b");
    if (!a.device || !b.device) {
        std::fprintf(stderr, "vkCreateDevice failed\n");
        return 1;
    }

    begin_case("valid");  // no message
    VkBuffer buf = make_buffer(a.device, "buffer");
    std::fprintf(stderr, "the first buffer's handle: 0x%llx\n", static_cast<unsigned long long>(key(buf)));
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(a.device, buf, &req);
    // A handle held as a uint64_t (objecttype): the driver must get its own handle back.
    auto set_name = reinterpret_cast<PFN_vkSetDebugUtilsObjectNameEXT>(vkGetInstanceProcAddr(instance, "vkSetDebugUtilsObjectNameEXT"));
    auto name_info = init<VkDebugUtilsObjectNameInfoEXT>(VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT);
    name_info.objectType = VK_OBJECT_TYPE_BUFFER;
    name_info.objectHandle = key(buf);
    name_info.pObjectName = "the first buffer";
    if (!set_name || set_name(a.device, &name_info) != VK_SUCCESS) {
        std::fprintf(stderr, "vkSetDebugUtilsObjectNameEXT failed\n");
        return 1;
    }
    vkDestroyBuffer(a.device, buf, nullptr);

    begin_case("destroyed-parameter");
    vkGetBufferMemoryRequirements(a.device, buf, &req);

    begin_case("destroyed-twice");
    vkDestroyBuffer(a.device, buf, nullptr);

    begin_case("never-created");
    vkDestroyBuffer(a.device, named(reinterpret_cast<VkBuffer>(uintptr_t{0xbad0}), "made_up"), nullptr);

    begin_case("wrong-type");
    VkImage img = make_image(a.device, "image");
    vkDestroyBuffer(a.device, reinterpret_cast<VkBuffer>(img), nullptr);

    begin_case("structure-member");
    VkImage gone = make_image(a.device, "destroyed_image");
    vkDestroyImage(a.device, gone, nullptr);
    auto vci = init<VkImageViewCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO);
    vci.image = gone;
    vci.viewType = VK_IMAGE_VIEW_TYPE_2D;
    vci.format = VK_FORMAT_R8G8B8A8_UNORM;
    vci.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
    VkImageView view = VK_NULL_HANDLE;
    vkCreateImageView(a.device, &vci, nullptr, &view);

    begin_case("pnext-member");
    auto dedicated = init<VkMemoryDedicatedAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_DEDICATED_ALLOCATE_INFO);
    dedicated.image = gone;
    auto mai = init<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
    mai.pNext = &dedicated;
    mai.allocationSize = 4096;
    mai.memoryTypeIndex = 0;
    VkDeviceMemory mem = VK_NULL_HANDLE;
    vkAllocateMemory(a.device, &mai, nullptr, &mem);
    if (mem)
        vkFreeMemory(a.device, mem, nullptr);

    begin_case("freed-with-pool");
    VkCommandPool pool = make_pool(a.device, "pool");
    VkCommandBuffer cb = make_cb(a.device, pool, "pool_command_buffer");
    vkDestroyCommandPool(a.device, pool, nullptr);
    auto si = init<VkSubmitInfo>(VK_STRUCTURE_TYPE_SUBMIT_INFO);
    si.commandBufferCount = 1;
    si.pCommandBuffers = &cb;
    vkQueueSubmit(a.queue, 1, &si, VK_NULL_HANDLE);

    begin_case("wrong-device");
    VkBuffer buf_b = make_buffer(b.device, "buffer_of_b");
    vkDestroyBuffer(a.device, buf_b, nullptr);

    begin_case("wrong-common-parent");
    VkCommandPool pool_a = make_pool(a.device, "pool_a");
    VkCommandBuffer cb_a = make_cb(a.device, pool_a, "command_buffer_a");
    VkBuffer buf_a = make_buffer(a.device, "buffer_a");
    auto begin = init<VkCommandBufferBeginInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO);
    vkBeginCommandBuffer(cb_a, &begin);
    VkBufferCopy region{0, 0, 16};
    vkCmdCopyBuffer(cb_a, buf_a, buf_b, 1, &region);
    vkEndCommandBuffer(cb_a);

    begin_case("wrong-pool");
    VkCommandPool pool_2 = make_pool(a.device, "pool_2");
    vkFreeCommandBuffers(a.device, pool_2, 1, &cb_a);

    begin_case("allocator-at-create-only");
    VkBuffer with_alloc = make_buffer(a.device, "buffer_with_allocator", &kAllocator);
    vkDestroyBuffer(a.device, with_alloc, nullptr);

    begin_case("allocator-at-destroy-only");
    VkBuffer without_alloc = make_buffer(a.device, "buffer_without_allocator");
    vkDestroyBuffer(a.device, without_alloc, &kAllocator);

    begin_case("valid-cleanup");  // no message
    vkDestroyBuffer(a.device, with_alloc, &kAllocator);
    vkDestroyBuffer(a.device, without_alloc, nullptr);
    vkFreeCommandBuffers(a.device, pool_a, 1, &cb_a);
    vkDestroyCommandPool(a.device, pool_a, nullptr);
    vkDestroyCommandPool(a.device, pool_2, nullptr);
    vkDestroyBuffer(a.device, buf_a, nullptr);
    vkDestroyImage(a.device, img, nullptr);
    vkDestroyBuffer(b.device, buf_b, nullptr);
    vkDestroyDevice(b.device, nullptr);

    begin_case("leak-at-destroy-device");
    g_skip_invalid = false;
    make_buffer(a.device, "leaked_buffer");
    make_pool(a.device, "leaked_pool");
    vkDestroyDevice(a.device, nullptr);

    begin_case("leak-at-destroy-instance");
    VkDebugUtilsMessengerEXT leaked = VK_NULL_HANDLE;
    create_messenger(instance, &mci, nullptr, &leaked);
    named(leaked, "leaked_messenger");
    destroy_messenger(instance, messenger, nullptr);
    vkDestroyInstance(instance, nullptr);  // the chained messenger hears the leak
    std::printf("end: %d messages\n", g_messages);
    return 0;
}
