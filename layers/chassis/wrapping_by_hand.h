// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
// Handle wrapping of the members the visitors do not follow (noautovalidity pointers), each where
// the member that makes it valid says so, as the specification words it. Included at the end of
// generated/handle_wrapping.h: these use the generated rewrites of the structures they point to.
#pragma once

namespace vkl::layer::wrapping {

// "pImageInfo is a pointer to an array of VkDescriptorImageInfo structures or is ignored, as
// described below" (likewise pBufferInfo, pTexelBufferView): which one descriptorType says.
inline void by_hand(HandleIds& ids, Scratch& sc, VkWriteDescriptorSet& s) {
    switch (s.descriptorType) {
    case VK_DESCRIPTOR_TYPE_SAMPLER:
    case VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER:
    case VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE:
    case VK_DESCRIPTOR_TYPE_STORAGE_IMAGE:
    case VK_DESCRIPTOR_TYPE_INPUT_ATTACHMENT:
#if defined(VK_QCOM_image_processing)
    case VK_DESCRIPTOR_TYPE_SAMPLE_WEIGHT_IMAGE_QCOM:
    case VK_DESCRIPTOR_TYPE_BLOCK_MATCH_IMAGE_QCOM:
#endif
        s.pImageInfo = copy_down_VkDescriptorImageInfo(ids, sc, s.pImageInfo, s.descriptorCount);
        break;
    case VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER:
    case VK_DESCRIPTOR_TYPE_STORAGE_BUFFER:
    case VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER_DYNAMIC:
    case VK_DESCRIPTOR_TYPE_STORAGE_BUFFER_DYNAMIC:
        s.pBufferInfo = copy_down_VkDescriptorBufferInfo(ids, sc, s.pBufferInfo, s.descriptorCount);
        break;
    case VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER:
    case VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER:
        s.pTexelBufferView = ids.down_array(sc, s.pTexelBufferView, s.descriptorCount);
        break;
    default:
        break;
    }
}

// pStages: "stageCount is the number of entries in the pStages array" (a pipeline made from
// libraries may have none, and then pStages is ignored).
inline void by_hand(HandleIds& ids, Scratch& sc, VkGraphicsPipelineCreateInfo& s) {
    if (s.stageCount != 0)
        s.pStages = copy_down_VkPipelineShaderStageCreateInfo(ids, sc, s.pStages, s.stageCount);
}

// pAttachments is ignored for an imageless framebuffer.
inline void by_hand(HandleIds& ids, Scratch& sc, VkFramebufferCreateInfo& s) {
#if defined(VK_VERSION_1_2) || defined(VK_KHR_imageless_framebuffer)
    if (s.flags & 0x00000001)   // VK_FRAMEBUFFER_CREATE_IMAGELESS_BIT
        return;
#endif
    s.pAttachments = ids.down_array(sc, s.pAttachments, s.attachmentCount);
}

// "pImmutableSamplers affects initialization of samplers. If descriptorType specifies a
// VK_DESCRIPTOR_TYPE_SAMPLER or a VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER type descriptor, then
// pImmutableSamplers can be used to initialize a set of immutable samplers"; ignored otherwise.
inline void by_hand(HandleIds& ids, Scratch& sc, VkDescriptorSetLayoutBinding& s) {
    if (s.descriptorType == VK_DESCRIPTOR_TYPE_SAMPLER || s.descriptorType == VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER)
        s.pImmutableSamplers = ids.down_array(sc, s.pImmutableSamplers, s.descriptorCount);
}

#if defined(VK_EXT_shader_object)
// pSetLayouts: setLayoutCount of them.
inline void by_hand(HandleIds& ids, Scratch& sc, VkShaderCreateInfoEXT& s) {
    if (s.setLayoutCount != 0)
        s.pSetLayouts = ids.down_array(sc, s.pSetLayouts, s.setLayoutCount);
}
#endif

}  // namespace vkl::layer::wrapping
