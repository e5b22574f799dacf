// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// The differential fuzzer's probe: one program that loads the Vulkan loader named by argv[1]
// (by path, RTLD_LOCAL) in the world its environment describes, and prints what an application
// and a layer can observe, one fact a line: the pre-instance answers, vkCreateInstance's result,
// the physical devices and groups in order, device extensions, vkCreateDevice's result and the
// vkGetInstanceProcAddr answers for a fixed list of names. Which layers reached the chain is
// the test layers' log, which the runner reads. What the application asks for comes from the
// environment: VKLF_APP_LAYERS and VKLF_APP_EXTS (','-separated), VKLF_APP_API ("1.M").
// Lists whose order no document fixes (extensions) are printed sorted.
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vulkan/vulkan.h>

static PFN_vkGetInstanceProcAddr gipa;

static int cmp_ext(const void* a, const void* b) {
    const VkExtensionProperties* x = a;
    const VkExtensionProperties* y = b;
    return strcmp(x->extensionName, y->extensionName);
}

static void print_exts(const char* what, VkExtensionProperties* e, uint32_t n) {
    qsort(e, n, sizeof *e, cmp_ext);
    printf("%s", what);
    for (uint32_t i = 0; i < n; ++i)
        printf(" %s:%u", e[i].extensionName, e[i].specVersion);
    printf("\n");
}

// Splits a ','-separated list in place; returns the count.
static uint32_t split(char* list, const char** out, uint32_t room) {
    uint32_t n = 0;
    for (char* p = list; p && *p && n < room;) {
        char* comma = strchr(p, ',');
        if (comma)
            *comma = '\0';
        if (*p)
            out[n++] = p;
        p = comma ? comma + 1 : NULL;
    }
    return n;
}

static void instance_queries(void) {
    PFN_vkEnumerateInstanceVersion version = (PFN_vkEnumerateInstanceVersion)gipa(NULL, "vkEnumerateInstanceVersion");
    uint32_t v = 0;
    VkResult r = version ? version(&v) : VK_ERROR_INITIALIZATION_FAILED;
    printf("version %d %u.%u.%u\n", r, VK_API_VERSION_MAJOR(v), VK_API_VERSION_MINOR(v), VK_API_VERSION_PATCH(v));
    PFN_vkEnumerateInstanceExtensionProperties exts =
        (PFN_vkEnumerateInstanceExtensionProperties)gipa(NULL, "vkEnumerateInstanceExtensionProperties");
    static VkExtensionProperties e[512];
    uint32_t n = 512;
    r = exts(NULL, &n, e);
    printf("instance-extensions-result %d\n", r);
    print_exts("instance-extensions", e, r == VK_SUCCESS ? n : 0);
    PFN_vkEnumerateInstanceLayerProperties layers =
        (PFN_vkEnumerateInstanceLayerProperties)gipa(NULL, "vkEnumerateInstanceLayerProperties");
    static VkLayerProperties l[128];
    uint32_t ln = 128;
    r = layers(&ln, l);
    printf("layers-result %d\n", r);
    for (uint32_t i = 0; r == VK_SUCCESS && i < ln; ++i) {
        printf("layer %s spec %u impl %u desc ", l[i].layerName, l[i].specVersion, l[i].implementationVersion);
        for (const char* c = l[i].description; *c; ++c)
            printf((unsigned char)*c < 0x20 ? "<%d>" : "%c", *c);
        printf("\n");
        n = 512;
        VkResult lr = exts(l[i].layerName, &n, e);
        char what[320];
        snprintf(what, sizeof what, "layer-extensions %s %d", l[i].layerName, lr);
        print_exts(what, e, lr == VK_SUCCESS ? n : 0);
    }
}

static void device_queries(VkInstance inst) {
    PFN_vkEnumeratePhysicalDevices enumerate = (PFN_vkEnumeratePhysicalDevices)gipa(inst, "vkEnumeratePhysicalDevices");
    PFN_vkGetPhysicalDeviceProperties props = (PFN_vkGetPhysicalDeviceProperties)gipa(inst, "vkGetPhysicalDeviceProperties");
    VkPhysicalDevice pd[32];
    uint32_t n = 32;
    VkResult r = enumerate(inst, &n, pd);
    printf("devices %d", r);
    for (uint32_t i = 0; r == VK_SUCCESS && i < n; ++i) {
        VkPhysicalDeviceProperties p;
        props(pd[i], &p);
        printf(" [%s]", p.deviceName);
    }
    printf("\n");
    PFN_vkEnumeratePhysicalDeviceGroups groups =
        (PFN_vkEnumeratePhysicalDeviceGroups)gipa(inst, "vkEnumeratePhysicalDeviceGroups");
    if (groups) {
        VkPhysicalDeviceGroupProperties g[32];
        uint32_t gn = 32;
        for (uint32_t i = 0; i < gn; ++i) {
            g[i].sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_GROUP_PROPERTIES;
            g[i].pNext = NULL;
        }
        VkResult gr = groups(inst, &gn, g);
        printf("groups %d", gr);
        for (uint32_t i = 0; gr == VK_SUCCESS && i < gn; ++i) {
            printf(" (");
            for (uint32_t m = 0; m < g[i].physicalDeviceCount; ++m) {
                VkPhysicalDeviceProperties p;
                props(g[i].physicalDevices[m], &p);
                printf("[%s]", p.deviceName);
            }
            printf(")");
        }
        printf("\n");
    }
    if (r != VK_SUCCESS || n == 0)
        return;
    PFN_vkEnumerateDeviceExtensionProperties dexts =
        (PFN_vkEnumerateDeviceExtensionProperties)gipa(inst, "vkEnumerateDeviceExtensionProperties");
    static VkExtensionProperties e[512];
    uint32_t en = 512;
    VkResult er = dexts(pd[0], NULL, &en, e);
    char what[64];
    snprintf(what, sizeof what, "device-extensions %d", er);
    print_exts(what, e, er == VK_SUCCESS ? en : 0);
    float prio = 1.0f;
    VkDeviceQueueCreateInfo q = {VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO, NULL, 0, 0, 1, &prio};
    VkDeviceCreateInfo ci = {VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, NULL, 0, 1, &q, 0, NULL, 0, NULL, NULL};
    PFN_vkCreateDevice create = (PFN_vkCreateDevice)gipa(inst, "vkCreateDevice");
    VkDevice dev = VK_NULL_HANDLE;
    VkResult dr = create(pd[0], &ci, NULL, &dev);
    printf("create-device %d\n", dr);
    if (dr == VK_SUCCESS) {
        PFN_vkDestroyDevice destroy = (PFN_vkDestroyDevice)gipa(inst, "vkDestroyDevice");
        destroy(dev, NULL);
    }
}

int main(int argc, char** argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s LIBVULKAN\n", argv[0]);
        return 2;
    }
    setvbuf(stdout, NULL, _IOFBF, 1 << 16);
    void* lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL) {
        printf("dlopen failed\n");
        return 3;
    }
    gipa = (PFN_vkGetInstanceProcAddr)dlsym(lib, "vkGetInstanceProcAddr");
    instance_queries();

    char* layer_list = getenv("VKLF_APP_LAYERS") ? strdup(getenv("VKLF_APP_LAYERS")) : NULL;
    char* ext_list = getenv("VKLF_APP_EXTS") ? strdup(getenv("VKLF_APP_EXTS")) : NULL;
    const char* layers[32];
    const char* exts[32];
    const uint32_t nl = split(layer_list, layers, 32), ne = split(ext_list, exts, 32);
    const char* api = getenv("VKLF_APP_API");
    VkApplicationInfo app = {VK_STRUCTURE_TYPE_APPLICATION_INFO, NULL, "probe", 1, NULL, 0,
                             VK_MAKE_API_VERSION(0, 1, api ? (uint32_t)atoi(api + 2) : 1, 0)};
    VkInstanceCreateInfo ci = {VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, NULL, 0, &app, nl, layers, ne, exts};
    PFN_vkCreateInstance create = (PFN_vkCreateInstance)gipa(NULL, "vkCreateInstance");
    VkInstance inst = VK_NULL_HANDLE;
    VkResult r = create(&ci, NULL, &inst);
    printf("create-instance %d\n", r);
    if (r == VK_SUCCESS) {
        static const char* const names[] = {
            "vkCreateDebugUtilsMessengerEXT", "vkCreateDebugReportCallbackEXT", "vkGetPhysicalDeviceProperties2",
            "vkGetPhysicalDeviceProperties2KHR", "vkCreateHeadlessSurfaceEXT", "vkDestroySurfaceKHR",
            "vkGetLayerTestValueVKL", "vkEnumeratePhysicalDeviceGroupsKHR", "vkCreateDevice", "vkQueueSubmit"};
        for (size_t i = 0; i < sizeof names / sizeof names[0]; ++i)
            printf("gipa %s %s\n", names[i], gipa(inst, names[i]) ? "set" : "null");
        device_queries(inst);
        PFN_vkDestroyInstance destroy = (PFN_vkDestroyInstance)gipa(inst, "vkDestroyInstance");
        destroy(inst, NULL);
    }
    fflush(stdout);
    return 0;
}
