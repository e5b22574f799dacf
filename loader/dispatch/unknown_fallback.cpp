// CPUs without generated generic trampolines: every slot is empty, so unknown commands are
// unavailable (vkGetInstanceProcAddr returns NULL for them).
#include "dispatch.h"

extern "C" {
const PFN_vkVoidFunction vkl_unknown_device_tramps[vkl::kUnknownCommandSlots] = {};
const PFN_vkVoidFunction vkl_unknown_phys_tramps[vkl::kUnknownCommandSlots] = {};
const PFN_vkVoidFunction vkl_unknown_phys_terms[vkl::kUnknownCommandSlots] = {};
}
