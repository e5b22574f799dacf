# SPDX-License-Identifier: Apache-2.0
# SPDX-FileCopyrightText: 2026 The vkl Authors
"""The policy table: what the loader does with each command, as data, each entry with a reason.

The registry model says what exists; this file says what the loader does about it. Generators
combine the two and never hard-code a command name anywhere else.

Every entry names one command or feature (a core version or an extension) in one spelling. The
generator (codegen/policy_resolution.py) finds it in the registry it runs on under any spelling
the registry or the pinned registry/vk.xml gives it (e.g. vkGetPhysicalDeviceToolProperties is
vkGetPhysicalDeviceToolPropertiesEXT before 1.3). An entry the registry predates is not
applicable there (`tools/regen --explain` lists them); an entry that neither the registry nor the
pinned one knows is a misspelling and fails generation. Generated C++ identifiers of a command
named here use the spelling written here, so hand-written code is the same for every registry.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    reason: str
    # The row of tests/conformance/reference-audit.md that compares this behaviour with the
    # Khronos loader's, e.g. "W15". Every entry of AUDITED_TABLES names one; the `audit-policy`
    # test checks that the row exists and names the command (tests/conformance/check_audit_policy.py).
    audit: str = ""


# --- Exports -------------------------------------------------------------------------------
# Applications link these symbols directly.  The set is exactly what the Khronos loader exports
# on Linux: every core command the registry marks `export="vulkan"` (every core command, for
# registries before 1.4.330, which mark none) plus the WSI extensions below (for 1.3.239
# headers: 250 symbols).
EXPORT_CORE_VERSIONS = Entry("core commands are the ABI every Vulkan application links against; "
                             "vk.xml's export attribute says which")

EXPORTED_EXTENSIONS: dict[str, Entry] = {
    "VK_KHR_surface": Entry("WSI has been exported since Vulkan 1.0; applications link it directly"),
    "VK_KHR_swapchain": Entry("WSI export, includes the device-group present commands it requires"),
    "VK_KHR_display": Entry("WSI export on Linux"),
    "VK_KHR_display_swapchain": Entry("WSI export on Linux"),
    "VK_KHR_get_surface_capabilities2": Entry("exported by the Khronos loader since 1.1.70"),
    "VK_KHR_get_display_properties2": Entry("exported by the Khronos loader since 1.1.70"),
    "VK_KHR_xcb_surface": Entry("Linux window-system surface"),
    "VK_KHR_xlib_surface": Entry("Linux window-system surface"),
    "VK_KHR_wayland_surface": Entry("Linux window-system surface"),
    "VK_EXT_headless_surface": Entry("exported by the Khronos loader on every platform"),
}
# vulkan-1.dll (Windows) exports the same set less the commands of the Linux window systems (the
# extensions above whose registry platform is one of LINUX_PLATFORMS), plus the commands of these:
# the Khronos 1.4.359 loader/vulkan-1.def (265 names; tests/check_windows_exports.py compares).
WINDOWS_EXPORTED_EXTENSIONS: dict[str, Entry] = {
    "VK_KHR_win32_surface": Entry("Windows window-system surface: vkCreateWin32SurfaceKHR and its "
                                  "presentation-support query, exported by the Khronos Windows loader"),
}
# Of the commands an exported extension requires, those under a `<require depends=...>` block
# naming one of these features are exported too (the device-group present commands of
# VK_KHR_swapchain are required under VK_VERSION_1_1).
EXPORT_DEPENDENT_BLOCKS_OF: dict[str, Entry] = {
    "VK_VERSION_1_1": Entry("the device-group present commands of VK_KHR_swapchain/VK_KHR_surface "
                            "are exported with them"),
}

# Platforms the Linux build compiles in; the others get layout fillers only.
LINUX_PLATFORMS: dict[str, Entry] = {
    "xlib": Entry("X11 via Xlib"),
    "xlib_xrandr": Entry("VK_EXT_acquire_xlib_display"),
    "xcb": Entry("X11 via XCB"),
    "wayland": Entry("Wayland"),
    "provisional": Entry("beta extensions are passed through like any other (the Khronos loader "
                         "is built with VK_ENABLE_BETA_EXTENSIONS)"),
}

# Platforms the Windows build (vulkan-1.dll) compiles in: their instance extensions are usable
# where the build defines the platform's macro (the registry's `protect`), as on Windows.
WINDOWS_PLATFORMS: dict[str, Entry] = {
    "win32": Entry("Windows: VK_KHR_win32_surface (the loader's surface object), VK_EXT_full_screen_exclusive"),
}

# Platforms the Linux build leaves out whose surface extension is taken off every driver's and
# every layer manifest's instance-extension list when it is read, whatever
# VK_LOADER_DISABLE_INST_EXT_FILTER says (that variable lists unknown extensions, and these are
# known): never listed, never enabled. The other platforms' extensions (Win32, Android, ...) are
# unknown ones on Linux, which the filter decides.
REMOVED_PLATFORMS: dict[str, Entry] = {
    "directfb": Entry("VK_EXT_directfb_surface: both Khronos loaders, built without DirectFB, remove it "
                      "(wsi_unsupported_instance_extension)"),
    "screen": Entry("VK_QNX_screen_surface: both Khronos loaders, built without QNX Screen, remove it "
                    "(wsi_unsupported_instance_extension)"),
}

# --- Hand-written trampolines (loader/) ----------------------------------------------------
HANDWRITTEN_TRAMPOLINES: dict[str, Entry] = {
    "vkCreateInstance": Entry("discovers drivers and layers and builds the instance call chain", audit="T26"),
    "vkDestroyInstance": Entry("tears the chain down and frees the loader's instance", audit="T43"),
    "vkEnumerateInstanceVersion": Entry("pre-instance call: answered by the loader, layers may intercept", audit="T24"),
    "vkEnumerateInstanceExtensionProperties": Entry("pre-instance call: merges driver, loader and layer extensions",
                                                    audit="T17"),
    "vkEnumerateInstanceLayerProperties": Entry("pre-instance call: reports layer manifests", audit="T22"),
    "vkGetInstanceProcAddr": Entry("name lookup with the documented NULL-instance rules", audit="T1"),
    "vkGetDeviceProcAddr": Entry("name lookup that may return the driver's own pointer", audit="T11"),
    "vkEnumeratePhysicalDevices": Entry("wraps the chain's physical devices in stable loader handles", audit="T51"),
    "vkEnumeratePhysicalDeviceGroups": Entry("wraps the chain's physical devices in stable loader handles",
                                             audit="T76"),
    "vkCreateDevice": Entry("builds the device call chain and the device dispatch table", audit="T57"),
    "vkDestroyDevice": Entry("tears the device chain down", audit="T61"),
    "vkGetDeviceQueue": Entry("sets the loader dispatch pointer in the driver's VkQueue", audit="T70"),
    "vkGetDeviceQueue2": Entry("sets the loader dispatch pointer in the driver's VkQueue", audit="T71"),
    "vkAllocateCommandBuffers": Entry("sets the loader dispatch pointer in each new VkCommandBuffer", audit="T72"),
    "vkEnumerateDeviceExtensionProperties": Entry("merges layer device extensions when pLayerName is set", audit="T62"),
    "vkEnumerateDeviceLayerProperties": Entry("reports the instance's enabled layers (deprecated device layers)",
                                              audit="T67"),
    "vkSetDebugUtilsObjectNameEXT": Entry("puts the handle the next layer knows in place of an application's "
                                          "VkInstance/VkPhysicalDevice before the call goes down the chain",
                                          audit="D18"),
    "vkSetDebugUtilsObjectTagEXT": Entry("the same translation as vkSetDebugUtilsObjectNameEXT", audit="D18"),
    "vkDebugMarkerSetObjectNameEXT": Entry("the same translation as vkSetDebugUtilsObjectNameEXT", audit="D18"),
    "vkDebugMarkerSetObjectTagEXT": Entry("the same translation as vkSetDebugUtilsObjectNameEXT", audit="D18"),
}

# --- Terminators ------------------------------------------------------------------------------
# Every instance- and physical-device-level command ends in a loader terminator.  Physical-
# device-level ones are generated (unwrap the loader's physical device, call the owning driver,
# unwrap VkSurfaceKHR arguments) unless listed here.  Instance-level ones: see
# HANDWRITTEN_INSTANCE_TERMINATORS below.
HANDWRITTEN_TERMINATORS: dict[str, Entry] = {
    "vkCreateInstance": Entry("the end of the instance chain: creates each driver's instance", audit="L1"),
    "vkEnumerateInstanceVersion": Entry("what a layer calling down from vkCreateInstance gets: the loader's answer",
                                        audit="L40"),
    "vkEnumerateInstanceExtensionProperties": Entry("what a layer calling down gets: the loader's list", audit="L41"),
    "vkEnumerateInstanceLayerProperties": Entry("what a layer calling down gets: the loader's list", audit="L48"),
    "vkCreateDevice": Entry("filters extensions per driver and creates the driver's device", audit="L19"),
    "vkEnumerateDeviceExtensionProperties": Entry("hides extensions the loader does not support", audit="L35"),
    "vkEnumerateDeviceLayerProperties": Entry("answered by the loader, never by a driver", audit="T67"),
    "vkGetPhysicalDeviceSurfaceCapabilities2KHR": Entry("unwraps the surface inside a struct; emulated", audit="W34"),
    "vkGetPhysicalDeviceSurfaceFormats2KHR": Entry("unwraps the surface inside a struct; emulated", audit="W35"),
    "vkGetPhysicalDeviceSurfacePresentModes2EXT": Entry("unwraps the surface inside a struct", audit="E10"),
    "vkGetPhysicalDeviceToolProperties": Entry("a driver without it reports zero tools instead of failing",
                                               audit="E11"),
}

# --- Instance-level terminators: never a link error for a new instance command -----------------
# Instance-level commands (first parameter VkInstance) whose terminator loader/ writes by hand.
# Every other one gets a terminator by rule, or is left out with the reason, never a link error
# (codegen/instance_terminators.py; `tools/regen --explain` lists the verdicts).
HANDWRITTEN_INSTANCE_TERMINATORS: dict[str, Entry] = {
    "vkDestroyInstance": Entry("destroys each driver's instance and the loader's", audit="L16"),
    "vkEnumeratePhysicalDevices": Entry("gathers every driver's physical devices in the loader's order", audit="L29"),
    "vkEnumeratePhysicalDeviceGroups": Entry("gathers every driver's groups, in loader handles", audit="L50"),
    "vkGetInstanceProcAddr": Entry("the bottom of the chain's lookups: the loader's terminators", audit="U9"),
    "vkDestroySurfaceKHR": Entry("the loader owns VkSurfaceKHR: destroys each driver's surface and its own",
                                 audit="W9"),
    "vkCreateDisplayPlaneSurfaceKHR": Entry("creates the loader's VkSurfaceKHR and each driver's", audit="W4"),
    "vkCreateHeadlessSurfaceEXT": Entry("creates the loader's VkSurfaceKHR and each driver's", audit="W4"),
    **{n: Entry("a window system this build compiles: creates the loader's VkSurfaceKHR and each driver's",
                audit="W4")
       for n in ("vkCreateXlibSurfaceKHR", "vkCreateXcbSurfaceKHR", "vkCreateWaylandSurfaceKHR",
                 "vkCreateWin32SurfaceKHR")},
    **{n: Entry("a window system this loader has no surface for: logs and fails, should its macro be defined "
                "(loader/extensions/unsupported_platforms.cpp)", audit="W37")
       for n in ("vkCreateAndroidSurfaceKHR", "vkCreateViSurfaceNN",
                 "vkCreateDirectFBSurfaceEXT", "vkCreateImagePipeSurfaceFUCHSIA", "vkCreateStreamDescriptorSurfaceGGP",
                 "vkCreateScreenSurfaceQNX", "vkCreateIOSSurfaceMVK", "vkCreateMacOSSurfaceMVK", "vkCreateMetalSurfaceEXT")},
    **{n: Entry("debug report is loader-implemented: the loader keeps the callbacks", audit=row)
       for n, row in (("vkCreateDebugReportCallbackEXT", "D8"), ("vkDestroyDebugReportCallbackEXT", "D8"),
                      ("vkDebugReportMessageEXT", "D12"))},
    **{n: Entry("debug utils is loader-implemented: the loader keeps the messengers", audit=row)
       for n, row in (("vkCreateDebugUtilsMessengerEXT", "D4"), ("vkDestroyDebugUtilsMessengerEXT", "D7"),
                      ("vkSubmitDebugUtilsMessageEXT", "D10"))},
}

# Device-level commands whose device chain ends in the loader, not the driver: they carry
# instance-level handles (surfaces, loader physical devices/instances) that the loader unwraps.
# The driver's function for each is fetched from its vk_icdGetInstanceProcAddr.
DEVICE_TERMINATORS: dict[str, Entry] = {
    "vkCreateSwapchainKHR": Entry("unwraps the loader-owned VkSurfaceKHR for the driver"),
    "vkCreateSharedSwapchainsKHR": Entry("unwraps the loader-owned VkSurfaceKHR for the driver"),
    "vkGetDeviceGroupSurfacePresentModesKHR": Entry("unwraps the loader-owned VkSurfaceKHR"),
    "vkGetDeviceGroupSurfacePresentModes2EXT": Entry("unwraps the surface inside a struct"),
    "vkDebugMarkerSetObjectTagEXT": Entry("unwraps VkInstance/VkPhysicalDevice object handles"),
    "vkDebugMarkerSetObjectNameEXT": Entry("unwraps VkInstance/VkPhysicalDevice object handles"),
    "vkSetDebugUtilsObjectNameEXT": Entry("unwraps VkInstance/VkPhysicalDevice object handles"),
    "vkSetDebugUtilsObjectTagEXT": Entry("unwraps VkInstance/VkPhysicalDevice object handles"),
    "vkQueueBeginDebugUtilsLabelEXT": Entry("debug_utils is a loader extension: no-op if the driver lacks it"),
    "vkQueueEndDebugUtilsLabelEXT": Entry("debug_utils is a loader extension: no-op if the driver lacks it"),
    "vkQueueInsertDebugUtilsLabelEXT": Entry("debug_utils is a loader extension: no-op if the driver lacks it"),
    "vkCmdBeginDebugUtilsLabelEXT": Entry("debug_utils is a loader extension: no-op if the driver lacks it"),
    "vkCmdEndDebugUtilsLabelEXT": Entry("debug_utils is a loader extension: no-op if the driver lacks it"),
    "vkCmdInsertDebugUtilsLabelEXT": Entry("debug_utils is a loader extension: no-op if the driver lacks it"),
}

# Device terminators that stand in as no-ops when the driver lacks the command; the others
# leave the command absent (vkGetDeviceProcAddr returns NULL for it).
NOOP_WHEN_DRIVER_LACKS: dict[str, Entry] = {
    **{n: Entry("debug_utils labels are loader-implemented: an application may label on any driver", audit="D20")
       for n in ("vkQueueBeginDebugUtilsLabelEXT", "vkQueueEndDebugUtilsLabelEXT", "vkQueueInsertDebugUtilsLabelEXT",
                 "vkCmdBeginDebugUtilsLabelEXT", "vkCmdEndDebugUtilsLabelEXT", "vkCmdInsertDebugUtilsLabelEXT")},
    **{n: Entry("debug_utils is loader-implemented: naming objects succeeds (advisory) on any driver", audit="D20")
       for n in ("vkSetDebugUtilsObjectNameEXT", "vkSetDebugUtilsObjectTagEXT")},
}

# --- When the driver lacks a command: the reference loaders' answer, as data ---------------------
# One shape the reference loaders spell out in hand-written terminators: "the driver lacks X:
# write these outputs, return this answer". Each entry is that answer, as data. A generated
# physical-device terminator gives it for a driver without the command; a device terminator
# (DEVICE_TERMINATORS) that is listed here is installed even without the driver's command (so
# vkGetDeviceProcAddr returns it) and gives the same answer through vkl::lacking::<command>.
#
# What an entry may say, by the command's return type (codegen/view.py checks each entry against
# the registry it generates from, and generation fails naming the command and what is wrong):
#   VkResult  `result` is one of the codes the command's registry entry lists (its successcodes
#             or errorcodes). A code the registry does not list is refused, also where only an
#             older registry lacks it (an application handles the codes the registry gives),
#             unless `outside_registry` says why the loader gives it anyway: the newest reference
#             loader answers so and its regression suite holds it. An `outside_registry` on a code
#             the registry lists is refused too (a stale reason). Outputs may be zeroed.
#   VkBool32  `result` is VK_TRUE or VK_FALSE; outputs may be zeroed.
#   void      no `result`; the outputs listed are zeroed, or nothing is done (a no-op).
# For any of them:
#   zeroed    output parameters (pointers the command writes through) value-initialised: 0,
#             VK_FALSE, VK_NULL_HANDLE, a count of 0, a structure of zeros (one without
#             sType/pNext). A name that is not such a parameter is refused.
#   emulated  the answer is hand-written as vkl::lacking::<command> (loader/extensions/emulation.cpp),
#             from another command of the driver, which no table can say: no result, nothing zeroed.
#   log       the level of the one line that says the loader answered for the driver: "info" (as
#             the reference loaders' emulations log) or "error" (where they log an error).
# A physical-device command with no entry (and no emulation) gets the generic answer: a logged
# error and VK_ERROR_EXTENSION_NOT_PRESENT, VK_FALSE or nothing (`tools/regen --explain` lists the
# commands whose registry entry does not allow VK_ERROR_EXTENSION_NOT_PRESENT).
# Each entry names its row of tests/conformance/reference-audit.md (`audit`): adding one is the
# entry, that row, and a differential test that holds it (tests/runtime/test_differential_lacking.cpp);
# tools/regen writes the code.
@dataclass(frozen=True)
class Lacking(Entry):
    result: str | None = None       # see above: a VkResult code, VK_TRUE/VK_FALSE, or None (void)
    zeroed: tuple[str, ...] = ()    # output parameters value-initialised
    emulated: bool = False          # answered by hand-written vkl::lacking::<command>
    log: str = "info"               # "info" or "error"
    outside_registry: str = ""      # why `result` may be a code the registry does not list


WHEN_DRIVER_LACKS: dict[str, Lacking] = {
    "vkGetPhysicalDeviceSurfaceSupportKHR": Lacking(
        "a driver without VK_KHR_surface presents to nothing: the 'which GPU can present' loop goes on",
        result="VK_SUCCESS", zeroed=("pSupported",), audit="W15"),
    "vkGetPhysicalDeviceSurfaceCapabilitiesKHR": Lacking(
        "a driver without VK_KHR_surface has no surface capabilities", result="VK_SUCCESS",
        zeroed=("pSurfaceCapabilities",), audit="W15"),
    "vkGetPhysicalDeviceSurfaceFormatsKHR": Lacking(
        "a driver without VK_KHR_surface has no surface formats", result="VK_SUCCESS",
        zeroed=("pSurfaceFormatCount",), audit="W15"),
    "vkGetPhysicalDeviceSurfacePresentModesKHR": Lacking(
        "a driver without VK_KHR_surface has no present modes", result="VK_SUCCESS",
        zeroed=("pPresentModeCount",), audit="W15"),
    "vkGetPhysicalDevicePresentRectanglesKHR": Lacking(
        "a driver without device-group presentation has no present rectangles", result="VK_SUCCESS",
        zeroed=("pRectCount",), audit="W24"),
    "vkGetDeviceGroupSurfacePresentModesKHR": Lacking(
        "a 1.1 device with VK_KHR_swapchain has the command even where its driver lacks it: no "
        "device-group present modes", result="VK_SUCCESS", zeroed=("pModes",), audit="W23"),
    "vkGetRandROutputDisplayEXT": Lacking(
        "a driver without VK_EXT_acquire_xlib_display has no display for any RandR output",
        result="VK_SUCCESS", zeroed=("pDisplay",), audit="E8"),
    "vkAcquireXlibDisplayEXT": Lacking(
        "a driver without VK_EXT_acquire_xlib_display cannot acquire a display",
        result="VK_ERROR_INITIALIZATION_FAILED", audit="E7"),
    # "If any error is encountered during the identification of the display, the call must return
    # the error code VK_ERROR_INITIALIZATION_FAILED" (vkGetDrmDisplayEXT), which Khronos 1.3.239
    # answered; 1.4.359 answers VK_ERROR_EXTENSION_NOT_PRESENT, and the reference's regression
    # suite asserts it, so this loader does too.
    **{n: Lacking("a driver without VK_EXT_acquire_drm_display " + what, result="VK_ERROR_EXTENSION_NOT_PRESENT",
                  log="error", audit=row,
                  outside_registry="Khronos 1.4.359 answers it, and its suite asserts it (LoaderInstPhysDevExts."
                                   + test + "); the registry lists VK_ERROR_INITIALIZATION_FAILED, 1.3.239's answer")
       for n, what, row, test in (("vkGetDrmDisplayEXT", "cannot identify a display", "GEN1", "GetDrmDisplayEXTMixed"),
                                  ("vkAcquireDrmDisplayEXT", "cannot acquire a display", "GEN2",
                                   "AcquireDrmDisplayEXTMixed"))},
    **{n: Lacking("a driver without the window system's surface extension presents to nothing on it",
                  result="VK_FALSE", log="error", audit="W27")
       for n in ("vkGetPhysicalDeviceXcbPresentationSupportKHR", "vkGetPhysicalDeviceXlibPresentationSupportKHR",
                 "vkGetPhysicalDeviceWaylandPresentationSupportKHR",
                 "vkGetPhysicalDeviceWin32PresentationSupportKHR")},
    "vkGetPhysicalDeviceSurfaceCapabilities2EXT": Lacking(
        "answered from the driver's vkGetPhysicalDeviceSurfaceCapabilitiesKHR, with no surface counters",
        emulated=True, audit="E4"),
    "vkGetPhysicalDeviceExternalImageFormatPropertiesNV": Lacking(
        "answered from the driver's vkGetPhysicalDeviceImageFormatProperties with no external memory "
        "features; a handle type is not supported", emulated=True, audit="E2"),
}
# --- end of WHEN_DRIVER_LACKS ----------------------------------------------------------------------

# --- Emulation ----------------------------------------------------------------------------------
# Instance extensions the loader implements for drivers that lack them (when another driver has
# them, the application may enable them for the whole instance).  Every physical-device-level
# command each extension requires gets an emulation entry bound to that extension.
EMULATED_EXTENSIONS: dict[str, Entry] = {
    "VK_KHR_get_physical_device_properties2": Entry("answered from the 1.0 queries, pNext left untouched"),
    "VK_KHR_external_memory_capabilities": Entry("reports no external memory handle types"),
    "VK_KHR_external_semaphore_capabilities": Entry("reports no external semaphore handle types"),
    "VK_KHR_external_fence_capabilities": Entry("reports no external fence handle types"),
    "VK_KHR_get_surface_capabilities2": Entry("answered from the VK_KHR_surface queries"),
    "VK_KHR_get_display_properties2": Entry("answered from the VK_KHR_display queries"),
    "VK_KHR_display": Entry("a driver without it has no displays: empty lists, no plane capabilities, "
                            "mode creation fails (another driver may have displays)"),
}

# Instance extensions the loader itself implements and always advertises.
LOADER_INSTANCE_EXTENSIONS: dict[str, Entry] = {
    "VK_EXT_debug_report": Entry("the loader keeps the callbacks and forwards its own messages"),
    "VK_EXT_debug_utils": Entry("the loader keeps the messengers and forwards its own messages"),
    "VK_KHR_portability_enumeration": Entry("the loader decides which portability drivers to use"),
    "VK_LUNARG_direct_driver_loading": Entry("the loader takes drivers the application hands to vkCreateInstance"),
}

# Physical-device-level terminators do not NULL-check driver entries of these core versions:
# the loader refuses a driver that lacks any of them when it loads it.
REQUIRED_DRIVER_CORE: dict[str, Entry] = {
    "VK_VERSION_1_0": Entry("every driver implements Vulkan 1.0"),
}

# Device-level commands the loader asks each driver for through vk_icdGetInstanceProcAddr and
# keeps in the driver's table (besides DEVICE_TERMINATORS).
DRIVER_DEVICE_COMMANDS: dict[str, Entry] = {
    "vkGetDeviceProcAddr": Entry("the device chain ends in the driver's own vkGetDeviceProcAddr"),
    "vkDestroyDevice": Entry("the loader destroys a driver device when device creation fails half-way"),
}

# --- The layer chassis (layers/chassis/) ---------------------------------------------------------
# Commands the chassis core writes by hand; every other instance-, physical-device- and
# device-level command gets a generated chassis entry point running the interceptors' hooks.
LAYER_CHASSIS_OWNED: dict[str, Entry] = {
    "vkCreateInstance": Entry("walks the loader's link info, makes the instance's state and interceptors"),
    "vkDestroyInstance": Entry("calls down, then frees the instance's state"),
    "vkCreateDevice": Entry("walks the device link info, makes the device's state, fills its next-layer table and runs the interceptors' hooks"),
    "vkDestroyDevice": Entry("calls down, then frees the device's state"),
    "vkGetInstanceProcAddr": Entry("the layer's own lookup: its entry point where hooked, else the next layer's"),
    "vkGetDeviceProcAddr": Entry("the layer's own lookup: its entry point where hooked, else the next layer's"),
    "vkEnumerateInstanceExtensionProperties": Entry("answers for the layer's own name, else passes through"),
    "vkEnumerateInstanceLayerProperties": Entry("answered by the loader from the manifest"),
    "vkEnumerateInstanceVersion": Entry("a pre-instance call: the loader's answer"),
    "vkEnumerateDeviceExtensionProperties": Entry("answers for the layer's own name, else passes through"),
    "vkEnumerateDeviceLayerProperties": Entry("deprecated device layers: the loader answers"),
    "vkCreateDebugUtilsMessengerEXT": Entry("the chassis keeps the application's messengers, so that a layer's log() reaches them"),
    "vkDestroyDebugUtilsMessengerEXT": Entry("forgets the messenger before the call down"),
    "vkCreateDebugReportCallbackEXT": Entry("the chassis keeps the application's callbacks, so that a layer's log() reaches them"),
    "vkDestroyDebugReportCallbackEXT": Entry("forgets the callback before the call down"),
}

# Of those, the ones whose hand-written function still runs the interceptors' hooks.
LAYER_CHASSIS_HOOKED_OWNED: dict[str, Entry] = {
    "vkCreateDevice": Entry("interceptors see device creation (PostCallRecord: the device exists, its state too)"),
    "vkDestroyDevice": Entry("interceptors report and free per-device data before the device goes"),
    "vkDestroyInstance": Entry("interceptors report and free per-instance data before the instance goes"),
    **{n: Entry("followed by the chassis for log(); interceptors may still hook it")
       for n in ("vkCreateDebugUtilsMessengerEXT", "vkDestroyDebugUtilsMessengerEXT", "vkCreateDebugReportCallbackEXT",
                 "vkDestroyDebugReportCallbackEXT")},
}

# --- Object knowledge (codegen/objects.py) ---------------------------------------------------------
# Commands that free every object allocated from the pool they name, though they destroy nothing:
# the registry says which objects a pool allocates (their `parent`), not which resets free them
# (vkResetCommandPool resets its command buffers and frees none).
FREES_POOL_CHILDREN_AT_RESET: dict[str, Entry] = {
    "vkResetDescriptorPool": Entry("\"Resetting a descriptor pool recycles all of the resources from all of the "
                                   "descriptor sets allocated from the descriptor pool back to the descriptor pool, "
                                   "and the descriptor sets are implicitly freed.\" (vkResetDescriptorPool)"),
}

# The tables above, by what their keys name (read by codegen/policy_resolution.py).
COMMAND_TABLES = ("HANDWRITTEN_TRAMPOLINES", "HANDWRITTEN_TERMINATORS", "HANDWRITTEN_INSTANCE_TERMINATORS", "DEVICE_TERMINATORS",
                  "NOOP_WHEN_DRIVER_LACKS", "WHEN_DRIVER_LACKS", "DRIVER_DEVICE_COMMANDS", "LAYER_CHASSIS_OWNED",
                  "LAYER_CHASSIS_HOOKED_OWNED", "FREES_POOL_CHILDREN_AT_RESET")
FEATURE_TABLES = ("EXPORTED_EXTENSIONS", "WINDOWS_EXPORTED_EXTENSIONS", "EXPORT_DEPENDENT_BLOCKS_OF", "EMULATED_EXTENSIONS",
                  "LOADER_INSTANCE_EXTENSIONS", "REQUIRED_DRIVER_CORE")
PLATFORM_TABLES = ("LINUX_PLATFORMS", "WINDOWS_PLATFORMS", "REMOVED_PLATFORMS")
# The tables whose every entry decides behaviour the Khronos loader spells out by hand: each entry
# names its row of tests/conformance/reference-audit.md (Entry.audit), which the `audit-policy`
# test checks both ways.
AUDITED_TABLES = ("HANDWRITTEN_TRAMPOLINES", "HANDWRITTEN_TERMINATORS", "HANDWRITTEN_INSTANCE_TERMINATORS",
                  "NOOP_WHEN_DRIVER_LACKS", "WHEN_DRIVER_LACKS")

# Commands unknown to the registry (newer extensions): generic assembly trampolines with this
# many slots of each kind (device-level, physical-device-level), as the Khronos loader's 250.
UNKNOWN_COMMAND_SLOTS = 256
