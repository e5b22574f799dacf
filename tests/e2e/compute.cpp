// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// End-to-end: a compute shader through the built libvulkan.so.1 (opened by path, checked) on
// the driver VK_DRIVER_FILES names. Doubles-plus-one 4096 integers and checks every result.
#include <dlfcn.h>
#include <link.h>
#include <limits.h>
#include <stdlib.h>

#include <cstdio>
#include <cstring>
#include <vector>

#include <vulkan/vulkan.h>

namespace {

const uint32_t kShader[] = {
#include "double.spv.inc"
};

#define CHECK_VK(expr)                                                         \
    do {                                                                       \
        VkResult r_ = (expr);                                                  \
        if (r_ != VK_SUCCESS) {                                                \
            std::fprintf(stderr, "%s failed: %d\n", #expr, static_cast<int>(r_)); \
            return 1;                                                          \
        }                                                                      \
    } while (0)

}  // namespace

int main(int argc, char** argv) {
    const char* path = argc > 1 ? argv[1] : "libvulkan.so.1";
    void* lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (lib == nullptr) {
        std::fprintf(stderr, "cannot open %s: %s\n", path, dlerror());
        return 1;
    }
    link_map* map = nullptr;
    dlinfo(lib, RTLD_DI_LINKMAP, &map);
    char a[PATH_MAX], b[PATH_MAX];
    if (!realpath(map->l_name, a) || !realpath(path, b) || std::strcmp(a, b) != 0) {
        std::fprintf(stderr, "loaded %s, not %s\n", map->l_name, path);
        return 1;
    }
    auto gipa = reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(lib, "vkGetInstanceProcAddr"));
#define G(name) auto name = reinterpret_cast<PFN_##name>(gipa(instance, #name))
    VkInstance instance = VK_NULL_HANDLE;
    G(vkCreateInstance);
    VkApplicationInfo app{};
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.apiVersion = VK_API_VERSION_1_1;
    VkInstanceCreateInfo ici{};
    ici.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ici.pApplicationInfo = &app;
    CHECK_VK(vkCreateInstance(&ici, nullptr, &instance));
    G(vkEnumeratePhysicalDevices);
    G(vkGetPhysicalDeviceQueueFamilyProperties);
    G(vkGetPhysicalDeviceMemoryProperties);
    G(vkGetPhysicalDeviceProperties);
    G(vkCreateDevice);
    G(vkDestroyInstance);
    uint32_t n = 1;
    VkPhysicalDevice pd = VK_NULL_HANDLE;
    const VkResult er = vkEnumeratePhysicalDevices(instance, &n, &pd);
    if ((er != VK_SUCCESS && er != VK_INCOMPLETE) || n == 0) {
        std::fprintf(stderr, "no physical device\n");
        return 1;
    }
    VkPhysicalDeviceProperties props{};
    vkGetPhysicalDeviceProperties(pd, &props);
    uint32_t qcount = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(pd, &qcount, nullptr);
    std::vector<VkQueueFamilyProperties> qf(qcount);
    vkGetPhysicalDeviceQueueFamilyProperties(pd, &qcount, qf.data());
    uint32_t family = UINT32_MAX;
    for (uint32_t i = 0; i < qcount && family == UINT32_MAX; ++i)
        if (qf[i].queueFlags & VK_QUEUE_COMPUTE_BIT)
            family = i;
    if (family == UINT32_MAX) {
        std::fprintf(stderr, "no compute queue\n");
        return 1;
    }
    float prio = 1.0f;
    VkDeviceQueueCreateInfo qci{};
    qci.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    qci.queueFamilyIndex = family;
    qci.queueCount = 1;
    qci.pQueuePriorities = &prio;
    VkDeviceCreateInfo dci{};
    dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    dci.queueCreateInfoCount = 1;
    dci.pQueueCreateInfos = &qci;
    VkDevice device = VK_NULL_HANDLE;
    CHECK_VK(vkCreateDevice(pd, &dci, nullptr, &device));
    // Device commands through the exported trampolines (the loader's dispatch).
    constexpr uint32_t kCount = 4096;
    VkBufferCreateInfo bci{};
    bci.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bci.size = kCount * sizeof(uint32_t);
    bci.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
    VkBuffer buffer;
    CHECK_VK(vkCreateBuffer(device, &bci, nullptr, &buffer));
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(device, buffer, &req);
    VkPhysicalDeviceMemoryProperties mem;
    vkGetPhysicalDeviceMemoryProperties(pd, &mem);
    uint32_t type = UINT32_MAX;
    const VkMemoryPropertyFlags want = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    for (uint32_t i = 0; i < mem.memoryTypeCount && type == UINT32_MAX; ++i)
        if ((req.memoryTypeBits & (1u << i)) && (mem.memoryTypes[i].propertyFlags & want) == want)
            type = i;
    VkMemoryAllocateInfo mai{};
    mai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    mai.allocationSize = req.size;
    mai.memoryTypeIndex = type;
    VkDeviceMemory memory;
    CHECK_VK(vkAllocateMemory(device, &mai, nullptr, &memory));
    CHECK_VK(vkBindBufferMemory(device, buffer, memory, 0));
    uint32_t* data = nullptr;
    CHECK_VK(vkMapMemory(device, memory, 0, VK_WHOLE_SIZE, 0, reinterpret_cast<void**>(&data)));
    for (uint32_t i = 0; i < kCount; ++i)
        data[i] = i;

    VkShaderModuleCreateInfo smci{};
    smci.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
    smci.codeSize = sizeof kShader;
    smci.pCode = kShader;
    VkShaderModule module;
    CHECK_VK(vkCreateShaderModule(device, &smci, nullptr, &module));
    VkDescriptorSetLayoutBinding binding{};
    binding.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    binding.descriptorCount = 1;
    binding.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    VkDescriptorSetLayoutCreateInfo dslci{};
    dslci.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
    dslci.bindingCount = 1;
    dslci.pBindings = &binding;
    VkDescriptorSetLayout dsl;
    CHECK_VK(vkCreateDescriptorSetLayout(device, &dslci, nullptr, &dsl));
    VkPipelineLayoutCreateInfo plci{};
    plci.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
    plci.setLayoutCount = 1;
    plci.pSetLayouts = &dsl;
    VkPipelineLayout layout;
    CHECK_VK(vkCreatePipelineLayout(device, &plci, nullptr, &layout));
    VkComputePipelineCreateInfo cpci{};
    cpci.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
    cpci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    cpci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    cpci.stage.module = module;
    cpci.stage.pName = "main";
    cpci.layout = layout;
    VkPipeline pipeline;
    CHECK_VK(vkCreateComputePipelines(device, VK_NULL_HANDLE, 1, &cpci, nullptr, &pipeline));
    VkDescriptorPoolSize ps{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1};
    VkDescriptorPoolCreateInfo dpci{};
    dpci.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
    dpci.maxSets = 1;
    dpci.poolSizeCount = 1;
    dpci.pPoolSizes = &ps;
    VkDescriptorPool pool;
    CHECK_VK(vkCreateDescriptorPool(device, &dpci, nullptr, &pool));
    VkDescriptorSetAllocateInfo dsai{};
    dsai.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
    dsai.descriptorPool = pool;
    dsai.descriptorSetCount = 1;
    dsai.pSetLayouts = &dsl;
    VkDescriptorSet set;
    CHECK_VK(vkAllocateDescriptorSets(device, &dsai, &set));
    VkDescriptorBufferInfo dbi{buffer, 0, VK_WHOLE_SIZE};
    VkWriteDescriptorSet w{};
    w.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
    w.dstSet = set;
    w.descriptorCount = 1;
    w.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    w.pBufferInfo = &dbi;
    vkUpdateDescriptorSets(device, 1, &w, 0, nullptr);
    VkCommandPoolCreateInfo cpoci{};
    cpoci.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    cpoci.queueFamilyIndex = family;
    VkCommandPool cpool;
    CHECK_VK(vkCreateCommandPool(device, &cpoci, nullptr, &cpool));
    VkCommandBufferAllocateInfo cbai{};
    cbai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    cbai.commandPool = cpool;
    cbai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    cbai.commandBufferCount = 1;
    VkCommandBuffer cb;
    CHECK_VK(vkAllocateCommandBuffers(device, &cbai, &cb));
    VkCommandBufferBeginInfo bi{};
    bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    CHECK_VK(vkBeginCommandBuffer(cb, &bi));
    vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
    vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, layout, 0, 1, &set, 0, nullptr);
    vkCmdDispatch(cb, kCount / 64, 1, 1);
    CHECK_VK(vkEndCommandBuffer(cb));
    VkQueue queue;
    vkGetDeviceQueue(device, family, 0, &queue);
    VkSubmitInfo si{};
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &cb;
    CHECK_VK(vkQueueSubmit(queue, 1, &si, VK_NULL_HANDLE));
    CHECK_VK(vkQueueWaitIdle(queue));
    uint32_t wrong = 0;
    for (uint32_t i = 0; i < kCount; ++i)
        wrong += data[i] != i * 2 + 1;
    vkUnmapMemory(device, memory);
    vkDestroyCommandPool(device, cpool, nullptr);
    vkDestroyDescriptorPool(device, pool, nullptr);
    vkDestroyPipeline(device, pipeline, nullptr);
    vkDestroyPipelineLayout(device, layout, nullptr);
    vkDestroyDescriptorSetLayout(device, dsl, nullptr);
    vkDestroyShaderModule(device, module, nullptr);
    vkFreeMemory(device, memory, nullptr);
    vkDestroyBuffer(device, buffer, nullptr);
    vkDestroyDevice(device, nullptr);
    vkDestroyInstance(instance, nullptr);
    dlclose(lib);
    std::printf("%s: %u of %u results correct on %s\n", path, kCount - wrong, kCount, props.deviceName);
    return wrong == 0 ? 0 : 1;
}
