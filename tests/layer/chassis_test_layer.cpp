// SPDX-License-Identifier: Apache-2.0
// A layer built on the layer chassis (layers/chassis/) for the chassis tests: two interceptors
// that record their hooks, in order, to the test driver's log (VKL_TEST_DRIVER_LOG), as
// "chassis <hook> <command>" and "second <hook> <command>". VKL_CHASSIS_TEST_SKIP=1 makes the
// first interceptor's PreCallValidate hooks ask to skip the call.
#include <cstdlib>
#include <cstring>
#include <string>

#include "../driver/test_driver.h"
#include "chassis/layer.h"

VKL_LAYER("VK_LAYER_VKL_chassis_test", "layer chassis test layer", 1);

namespace {

bool skip() {
    const char* v = std::getenv("VKL_CHASSIS_TEST_SKIP");
    return v && std::strcmp(v, "1") == 0;
}

class Recorder : public vkl::layer::InterceptorBase<Recorder> {
public:
    bool PreCallValidateCmdDraw(VkCommandBuffer, uint32_t, uint32_t, uint32_t, uint32_t) {
        vkl_test::record("chassis", "validate vkCmdDraw");
        return skip();
    }
    void PreCallRecordCmdDraw(VkCommandBuffer, uint32_t, uint32_t, uint32_t, uint32_t) {
        vkl_test::record("chassis", "record vkCmdDraw");
    }
    void PostCallRecordCmdDraw(VkCommandBuffer, uint32_t vertices, uint32_t, uint32_t, uint32_t) {
        vkl_test::record_value("chassis", "post vkCmdDraw vertices", vertices);
    }
    bool PreCallValidateAllocateCommandBuffers(VkDevice, const VkCommandBufferAllocateInfo*, VkCommandBuffer*) {
        return skip();
    }
    void PostCallRecordAllocateCommandBuffers(VkDevice, const VkCommandBufferAllocateInfo*, VkCommandBuffer*, VkResult result) {
        vkl_test::record_value("chassis", "post vkAllocateCommandBuffers result", static_cast<uint64_t>(result));
    }
    void PostCallRecordCreateDevice(VkPhysicalDevice, const VkDeviceCreateInfo*, const VkAllocationCallbacks*, VkDevice*,
                                    VkResult result) {
        vkl_test::record_value("chassis", "post vkCreateDevice result", static_cast<uint64_t>(result));
    }
    void PreCallRecordDestroyDevice(VkDevice, const VkAllocationCallbacks*) { vkl_test::record("chassis", "record vkDestroyDevice"); }
    void PostCallRecordDestroyInstance(VkInstance, const VkAllocationCallbacks*) {
        vkl_test::record("chassis", "post vkDestroyInstance");
    }
    // A command of a device extension (VK_KHR_swapchain): handed out only where it is enabled.
    void PreCallRecordCreateSwapchainKHR(VkDevice, const VkSwapchainCreateInfoKHR*, const VkAllocationCallbacks*,
                                         VkSwapchainKHR*) {}
    void PreCallRecordEnumeratePhysicalDevices(VkInstance, uint32_t*, VkPhysicalDevice*) {
        vkl_test::record("chassis", "record vkEnumeratePhysicalDevices");
    }
    void PostCallRecordGetPhysicalDeviceProperties(VkPhysicalDevice, VkPhysicalDeviceProperties* p) {
        vkl_test::record("chassis", (std::string("post vkGetPhysicalDeviceProperties ") + p->deviceName).c_str());
    }
};

class Second : public vkl::layer::InterceptorBase<Second> {
public:
    void PreCallRecordCmdDraw(VkCommandBuffer, uint32_t, uint32_t, uint32_t, uint32_t) {
        vkl_test::record("second", "record vkCmdDraw");
    }
};

}  // namespace

VKL_LAYER_INTERCEPTORS(Recorder, Second);
