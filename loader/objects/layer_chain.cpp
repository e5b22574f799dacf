// SPDX-License-Identifier: Apache-2.0
// SPDX-FileCopyrightText: 2026 The vkl Authors
#include "objects/layer_chain.h"

#include <climits>
#include <cstdarg>
#include <cstdio>
#include <cstring>

#include "base/env.h"
#include "base/log.h"
#include "base/platform.h"
#include "base/text.h"
#include "dispatch/proc_addr.h"
#include "objects/device.h"

namespace vkl {
namespace {

// ---- which layers --------------------------------------------------------------------------

// An implicit layer's own "disable_environment" variable is set: the user turned that layer
// off for this program, which a glob in VK_LOADER_LAYERS_ENABLE does not undo (only the
// application naming the layer does).
bool own_disable_set(const LayerManifest& l) {
    return l.implicit && l.disable_env_var != nullptr && platform::env_is_set_even_elevated(l.disable_env_var);
}

// Whether `meta` (a meta layer, or nullptr) names `l` among its components.
bool names_component(const LayerManifest* meta, const LayerManifest& l) {
    if (meta)
        for (const char* c : meta->component_layers)
            if (std::strcmp(c, l.name) == 0)
                return true;
    return false;
}

struct Builder {
    const LayerSet& set;
    LayerPlan* plan = nullptr;  // vkloader's record of every verdict (nullptr in vkCreateInstance)
    Vec<const LayerManifest*> order;
    Vec<const char*> blacklist;
    // What vkEnumerateDeviceLayerProperties lists: the layers in chain order, each meta layer
    // with all its components right after them.
    Vec<const LayerManifest*> reported;
    Vec<const LayerManifest*> expanded;  // meta layers already expanded (or being expanded)
    // A component of the meta layer being expanded is blacklisted or disabled: the Khronos
    // loaders drop such layers when they find them, so the meta layer misses a component and
    // vkEnumerateDeviceLayerProperties leaves it out (its other components are still listed).
    bool missing_component = false;
    bool not_present() {
        missing_component = true;
        return true;
    }

    // One decision about one layer: logged as "layer NAME: RULE", and for vkloader kept as the
    // layer's verdict (an enabling one replaces an earlier refusal; otherwise the first stays).
    VKL_PRINTF_FORMAT(5, 6) void decide(const LayerManifest& l, bool enabled, uint32_t bits,
                                                      const char* format, ...) {
        LayerVerdict* v = plan ? plan->verdict_of(l) : nullptr;
        const bool record = v && (v->rule[0] == '\0' || (enabled && !v->enabled));
        if (!record && !log_wanted(bits | kLogLayer))
            return;
        char rule[sizeof(LayerVerdict::rule)];
        va_list ap;
        va_start(ap, format);
        std::vsnprintf(rule, sizeof rule, format, ap);
        va_end(ap);
        log(bits | kLogLayer, "layer %s: %s", l.name, rule);
        if (record) {
            v->enabled = enabled;
            std::memcpy(v->rule, rule, sizeof rule);
        }
    }
    bool blacklisted(const char* name) const {
        for (const char* b : blacklist)
            if (std::strcmp(b, name) == 0)
                return true;
        return false;
    }
    bool contains(const LayerManifest* l) const {
        for (const LayerManifest* o : order)
            if (o == l)
                return true;
        return false;
    }
    // Adds a layer (a meta layer as its components); false only on allocation failure.
    // `why` names the rule that asks for it.
    // `forced`: VK_LOADER_LAYERS_ENABLE, which wins over the disable filter (the disable
    // variable is applied first, LoaderInterfaceArchitecture), not over the override layer's
    // blacklist, which "will prevent both implicitly enabled and explicitely enabled layers from
    // activating" (LoaderLayerInterface): the Khronos loaders drop those layers when they find them.
    // A meta layer's component (depth > 0) is judged by its own name, not the meta layer's: the
    // blacklist removes it, the disable filter too unless VK_LOADER_LAYERS_ENABLE names it (a
    // disabled layer "will not be added to the enabled layer list", LoaderLayerInterface), and an
    // implicit one needs its own environment.
    bool add(const LayerManifest& l, const char* why, int depth = 0, bool forced = false) {
        if (blacklisted(l.name)) {
            decide(l, false, kLogWarn, "%s, blacklisted by the override layer", why);
            return not_present();
        }
        if (!forced && layer_filtered_out(l)) {
            decide(l, false, kLogWarn, "%s, disabled by VK_LOADER_LAYERS_DISABLE=%s", why,
                   get_env(Env::VK_LOADER_LAYERS_DISABLE));
            return not_present();
        }
        if (depth > 0 && l.implicit && !implicit_component_on(l)) {
            implicit_off(l, "a meta layer's component, ");
            return true;
        }
        decide(l, true, kLogInfo, "enabled: %s", why);
        if (l.is_meta) {
            // Each meta layer is expanded once: a graph with heavy fan-out (or a cycle) costs
            // its size, not the number of its paths.
            for (const LayerManifest* m : expanded)
                if (m == &l)
                    return true;
            if (!expanded.push(&l))
                return false;
            char component_why[192];
            std::snprintf(component_why, sizeof component_why, "%s, a component of %s", why, l.name);
            const bool outer_missing = missing_component;
            missing_component = false;
            for (const char* c : l.component_layers) {
                const LayerManifest* comp = set.find(c);
                if (comp && depth < 16 && !add(*comp, component_why, depth + 1, layer_enabled_by_filter(*comp)))
                    return false;
            }
            const bool complete = !missing_component;
            missing_component = outer_missing || !complete;
            return !complete || reported.push(&l);  // after its components
        }
        return contains(&l) || (order.push(&l) && reported.push(&l));
    }
    // An implicit layer a meta layer names is on as it would be alone (LLP_LOADER_6: not enabled
    // "unless that enable environment variable is defined"): by its environment or by
    // VK_LOADER_LAYERS_ENABLE, its disable variable winning; or when the override layer in force
    // names it itself.
    bool implicit_component_on(const LayerManifest& l) const {
        return implicit_layer_environment_enabled(l) || (layer_enabled_by_filter(l) && !own_disable_set(l)) ||
               names_component(set.active_override(), l);
    }
    // An implicit layer its environment leaves out.
    void implicit_off(const LayerManifest& l, const char* prefix) {
        char why[192] = "";
        implicit_layer_environment_enabled(l, why, sizeof why);
        decide(l, false, kLogDebug, "%simplicit, %s", prefix, why);
    }
    // Verdicts for the layers no rule spoke about (vkloader only).
    void finish_plan() {
        if (plan == nullptr)
            return;
        const LayerManifest* o = set.active_override();
        for (uint32_t i = 0; i < set.count; ++i) {
            const LayerManifest& l = *set.layers[i];
            LayerVerdict& v = plan->verdicts[i];
            if (v.rule[0] != '\0')
                continue;
            char why[192] = "";
            // An implicit layer is hidden only as an override layer for other programs.
            const bool other_programs = l.is_override && l.implicit && !set.visible(l);
            if (!set.visible(l) && !other_programs)
                std::snprintf(v.rule, sizeof v.rule, "not visible: the override layer %s limits explicit layers to its override_paths",
                              o ? o->manifest_path : "");
            // Not in force (override_layer_applies): its own variables, or the filters.
            else if (!other_programs && l.is_override && layer_enabled_by_filter(l) && own_disable_set(l))
                std::snprintf(v.rule, sizeof v.rule, "override layer, not in force: its disable_environment %s is set "
                              "(VK_LOADER_LAYERS_ENABLE does not win over it)", l.disable_env_var);
            else if (!other_programs && l.is_override && !layer_enabled_by_filter(l) &&
                     !implicit_layer_environment_enabled(l, why, sizeof why))
                std::snprintf(v.rule, sizeof v.rule, "override layer, not in force: %s", why);
            else if (!other_programs && l.is_override && !layer_enabled_by_filter(l) && layer_disabled_by_filter(l))
                std::snprintf(v.rule, sizeof v.rule, "override layer, not in force: disabled by VK_LOADER_LAYERS_DISABLE=%s",
                              get_env(Env::VK_LOADER_LAYERS_DISABLE));
            else if (l.is_override) {
                // Which program was compared with which keys: the running program's real path
                // (a symlinked /bin/x is /usr/bin/x), as the loader compares it.
                char exe[512] = "(unknown)";
                platform::executable_path(exe, sizeof exe);
                char keys[512] = "";
                for (const char* k : l.app_keys) {
                    const size_t at = std::strlen(keys);
                    std::snprintf(keys + at, sizeof keys - at, "%s%s", at ? ", " : "", k);
                }
                std::snprintf(v.rule, sizeof v.rule, "override layer, not in force: its app_keys (%s) do not name this program (%s)",
                              keys, exe);
            }
            else if (l.implicit)
                std::snprintf(v.rule, sizeof v.rule, "implicit, not enabled");
            else
                std::snprintf(v.rule, sizeof v.rule, "explicit, not requested (VK_INSTANCE_LAYERS, VK_LOADER_LAYERS_ENABLE or "
                                                     "the application enables it)");
        }
    }
};

// ---- loading ----------------------------------------------------------------------------------

bool load_layer(ActiveLayer& a, const LayerManifest& m) {
    a.manifest = &m;
    a.library = platform::dl_open(m.library_path);
    if (a.library == nullptr) {
        const char* why = platform::dl_error();
        log(kLogError | kLogLayer,
            LogRecord{.event = LogEvent::LayerLibraryFailed, .layer = m.name, .library = m.library_path,
                      .reason = platform::dl_error_kind(why), .detail = why},
            "layer %s (%s): library %s: %s (%s)", m.name, m.manifest_path, m.library_path,
            platform::dl_error_kind(why), why);
        return false;
    }
    auto negotiate = reinterpret_cast<PFN_vkNegotiateLoaderLayerInterfaceVersion>(
        platform::dl_sym(a.library, m.negotiate_name ? m.negotiate_name : "vkNegotiateLoaderLayerInterfaceVersion"));
    if (negotiate) {
        VkNegotiateLayerInterface n{};
        n.sType = LAYER_NEGOTIATE_INTERFACE_STRUCT;
        n.loaderLayerInterfaceVersion = CURRENT_LOADER_LAYER_INTERFACE_VERSION;
        if (negotiate(&n) != VK_SUCCESS) {
            log(kLogError | kLogLayer,
                LogRecord{.event = LogEvent::LayerLibraryFailed, .layer = m.name, .library = m.library_path},
                "layer %s (%s): interface negotiation failed", m.name, m.manifest_path);
            return false;
        }
        a.interface_version = n.loaderLayerInterfaceVersion;
        if (a.interface_version > CURRENT_LOADER_LAYER_INTERFACE_VERSION) {
            log(kLogError | kLogLayer,
                LogRecord{.event = LogEvent::LayerLibraryFailed, .layer = m.name, .library = m.library_path},
                "layer %s (%s): negotiated unsupported interface version %u", m.name, m.manifest_path,
                a.interface_version);
            return false;
        }
        if (a.interface_version >= 2) {
            a.gipa = n.pfnGetInstanceProcAddr;
            a.gdpa = n.pfnGetDeviceProcAddr;
            a.gpdpa = n.pfnGetPhysicalDeviceProcAddr;
        }
    }
    // Legacy layers (and version 2 layers that left a pointer out): exported entry points,
    // possibly renamed in the manifest or prefixed with the layer name (interface 0).
    char name[512];
    if (a.gipa == nullptr) {
        a.gipa = reinterpret_cast<PFN_vkGetInstanceProcAddr>(
            platform::dl_sym(a.library, m.gipa_name ? m.gipa_name : "vkGetInstanceProcAddr"));
        if (a.gipa == nullptr) {
            std::snprintf(name, sizeof name, "%sGetInstanceProcAddr", m.name);
            a.gipa = reinterpret_cast<PFN_vkGetInstanceProcAddr>(platform::dl_sym(a.library, name));
        }
    }
    if (a.gdpa == nullptr) {
        a.gdpa = reinterpret_cast<PFN_vkGetDeviceProcAddr>(
            platform::dl_sym(a.library, m.gdpa_name ? m.gdpa_name : "vkGetDeviceProcAddr"));
        if (a.gdpa == nullptr) {
            std::snprintf(name, sizeof name, "%sGetDeviceProcAddr", m.name);
            a.gdpa = reinterpret_cast<PFN_vkGetDeviceProcAddr>(platform::dl_sym(a.library, name));
        }
    }
    if (a.gipa == nullptr) {
        log(kLogError | kLogLayer,
            LogRecord{.event = LogEvent::LayerLibraryFailed, .layer = m.name, .library = m.library_path},
            "layer %s (%s): library %s provides no vkGetInstanceProcAddr", m.name, m.manifest_path,
            m.library_path);
        return false;
    }
    // A layer that cannot create instances would fail every vkCreateInstance it is part of:
    // found out here, it is one layer left out with a reason instead.
    if (a.gipa(VK_NULL_HANDLE, "vkCreateInstance") == nullptr) {
        log(kLogError | kLogLayer,
            LogRecord{.event = LogEvent::LayerLibraryFailed, .layer = m.name, .library = m.library_path},
            "layer %s (%s): its vkGetInstanceProcAddr gives no vkCreateInstance", m.name,
            m.manifest_path);
        return false;
    }
    log(kLogInfo | kLogLayer, "layer %s: loaded %s, interface version %u", m.name, m.library_path, a.interface_version);
    return true;
}

// What to say of a layer name the set does not have: why it is gone (the settings file turns it
// off: where, and how to turn it back on) or the name that was probably meant; "" otherwise.
struct MissingLayer {
    char text[4096 + 192];
    MissingLayer(const LayerSet& set, const char* name) {
        text[0] = '\0';
        if (name == nullptr)
            return;
        if (const char* settings = set.turned_off_by_settings(name))
            std::snprintf(text, sizeof text, " (the loader settings file %s turns it off: set its \"control\" there to "
                          "\"on\" or \"auto\")", settings);
        else if (const char* near = set.closest_name(name))
            std::snprintf(text, sizeof text, " (did you mean %s?)", near);
    }
};

// VK_INSTANCE_LAYERS names no layer can answer to: each said once, with why or what was meant.
void check_instance_layer_names(const LayerSet& set, const char* list) {
    for (const char* p = list; *p;) {
        const char* end = std::strchr(p, platform::kPathListSeparator);
        const size_t n = end ? static_cast<size_t>(end - p) : std::strlen(p);
        char name[VK_MAX_EXTENSION_NAME_SIZE];
        if (n > 0 && n < sizeof name) {
            std::memcpy(name, p, n);
            name[n] = '\0';
            if (set.find(name) == nullptr)
                log(kLogWarn | kLogLayer,
                    LogRecord{.event = LogEvent::LayerNameUnmatched, .layer = name, .variable = "VK_INSTANCE_LAYERS"},
                    "VK_INSTANCE_LAYERS: layer %s is not present; ignored%s", name,
                    MissingLayer(set, name).text);
        }
        p += n;
        if (*p == platform::kPathListSeparator)
            ++p;
    }
}

// A VK_LOADER_LAYERS_ENABLE that matches no layer: said, with a likely meaning for a plain name.
void check_enable_filter(const LayerSet& set, const char* filter) {
    for (uint32_t i = 0; i < set.count; ++i)
        if (set.visible(*set.layers[i]) && text::filter_list_matches(filter, set.layers[i]->name))
            return;
    const bool plain = std::strpbrk(filter, "*~,") == nullptr;
    log(kLogWarn | kLogLayer,
        LogRecord{.event = LogEvent::LayerNameUnmatched, .variable = "VK_LOADER_LAYERS_ENABLE", .value = filter},
        "VK_LOADER_LAYERS_ENABLE=%s matches no layer%s", filter,
        plain ? MissingLayer(set, filter).text : " (it matches layer names: '*' and '~all~', '~implicit~', '~explicit~')");
}

// Without a settings file's list: implicit layers first, then the environment's, then the
// application's.
VkResult choose_in_default_order(Builder& b, const VkInstanceCreateInfo& ci) {
    const LayerSet& set = b.set;
    // 1. Implicit layers, by their environment; one that VK_INSTANCE_LAYERS names takes its
    //    place from that list instead.
    const char* instance_layers = get_env(Env::VK_INSTANCE_LAYERS);
    const LayerManifest* const in_force = set.active_override();  // judged once, not per layer
    for (uint32_t i = 0; i < set.count; ++i) {
        const LayerManifest& l = *set.layers[i];
        // The override layer in force, with its components, where it was found among the
        // implicit layers (both Khronos loaders: loader_add_implicit_layers, in the list's order).
        if (&l == in_force) {
            if (!b.add(l, "override layer"))
                return VK_ERROR_OUT_OF_HOST_MEMORY;
            continue;
        }
        if (instance_layers && text::list_contains(instance_layers, platform::kPathListSeparator, l.name))
            continue;
        if (!l.implicit || l.is_override)
            continue;
        // VK_LOADER_LAYERS_ENABLE turns an implicit layer on here, in its own place among them
        // (both Khronos loaders: loader_implicit_layer_is_enabled, whose "forced enabled" the
        // implicit layers' pass reads), unless its own disable variable is set.
        // An implicit layer the override layer in force names is on here too, in its own place,
        // whatever its environment says (both Khronos loaders: loader_implicit_layer_is_enabled
        // asks the override layer's components last), so it comes before the override layer's
        // other components when it was found first.
        const bool forced = layer_enabled_by_filter(l);
        if (names_component(in_force, l)) {
            if (!b.add(l, "implicit, a component of the override layer"))
                return VK_ERROR_OUT_OF_HOST_MEMORY;
        } else if (forced ? own_disable_set(l) : !implicit_layer_environment_enabled(l))
            b.implicit_off(l, "");
        else if (!b.add(l, forced ? "VK_LOADER_LAYERS_ENABLE" : "implicit", 0, forced))
            return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    // 2. VK_INSTANCE_LAYERS (names separated as a path list: ':', ';' on Windows), then VK_LOADER_LAYERS_ENABLE (globs).
    if (instance_layers)
        check_instance_layer_names(set, instance_layers);
    if (const char* filter = get_env(Env::VK_LOADER_LAYERS_ENABLE))
        check_enable_filter(set, filter);
    if (const char* env = instance_layers) {
        const char* p = env;
        while (*p) {
            const char* end = std::strchr(p, platform::kPathListSeparator);
            const size_t n = end ? static_cast<size_t>(end - p) : std::strlen(p);
            char name[VK_MAX_EXTENSION_NAME_SIZE];
            if (n > 0 && n < sizeof name) {
                std::memcpy(name, p, n);
                name[n] = '\0';
                const LayerManifest* l = set.find(name);
                if (l != nullptr && !b.add(*l, "VK_INSTANCE_LAYERS"))
                    return VK_ERROR_OUT_OF_HOST_MEMORY;
            }
            p += n;
            if (*p == platform::kPathListSeparator)
                ++p;
        }
    }
    if (const char* env = get_env(Env::VK_LOADER_LAYERS_ENABLE)) {
        for (uint32_t i = 0; i < set.count; ++i) {
            const LayerManifest& l = *set.layers[i];
            if (!set.visible(l) || !text::filter_list_matches(env, l.name))
                continue;
            if (own_disable_set(l))
                b.decide(l, false, kLogInfo, "disable_environment %s is set; VK_LOADER_LAYERS_ENABLE does not enable it",
                         l.disable_env_var);
            else if (!b.add(l, "VK_LOADER_LAYERS_ENABLE", 0, true))
                return VK_ERROR_OUT_OF_HOST_MEMORY;
        }
    }
    // 3. The application's layers: a missing one is an error, and so is one the disable filter
    //    removes (it is not enumerated either) unless VK_LOADER_LAYERS_ENABLE takes it back.
    for (uint32_t i = 0; i < ci.enabledLayerCount; ++i) {
        const char* name = ci.ppEnabledLayerNames[i];
        const LayerManifest* l = name ? set.find(name) : nullptr;
        if (l == nullptr) {
            log(kLogError | kLogLayer, "vkCreateInstance: layer %s is not present%s", name ? name : "(null)",
                MissingLayer(set, name).text);
            return VK_ERROR_LAYER_NOT_PRESENT;
        }
        if (set.blacklisted(*l)) {
            log(kLogError | kLogLayer, "vkCreateInstance: layer %s is blacklisted by the override layer %s", name,
                set.active_override()->manifest_path);
            return VK_ERROR_LAYER_NOT_PRESENT;
        }
        if (layer_filtered_out(*l)) {
            log(kLogError | kLogLayer, "vkCreateInstance: layer %s is removed by VK_LOADER_LAYERS_DISABLE", name);
            return VK_ERROR_LAYER_NOT_PRESENT;
        }
        if (!b.add(*l, "application"))
            return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    return VK_SUCCESS;
}

// With a settings file's list: its order is the chain order. An "on" layer is enabled whatever
// disables it; an "auto" one as its normal rules say (the disable filter first, then a request
// by VK_LOADER_LAYERS_ENABLE, VK_INSTANCE_LAYERS or the application, then an implicit layer's
// environment). "off" layers are not in the set: the application asking for one gets
// VK_ERROR_LAYER_NOT_PRESENT like for any missing layer.
VkResult choose_in_settings_order(Builder& b, const VkInstanceCreateInfo& ci) {
    const LayerSet& set = b.set;
    // A layer the file turns off is a decision like any other: said where it was taken, so that
    // VK_LOADER_DEBUG=layer explains a layer that is simply not there.
    if (set.settings)
        for (const SettingsLayer& e : set.settings->layers)
            if (e.control == LayerControl::Off && e.name)
                log(kLogInfo | kLogLayer,
                    "layer %s (%s): turned off by the loader settings file %s (its \"layers\" entry: control "
                    "\"off\"; \"on\" or \"auto\" there brings it back)",
                    e.name, e.path ? e.path : "no path", set.settings->path);
    for (uint32_t i = 0; i < ci.enabledLayerCount; ++i) {
        const char* name = ci.ppEnabledLayerNames[i];
        if (name == nullptr || set.find(name) == nullptr) {
            log(kLogError | kLogLayer, "vkCreateInstance: layer %s is not present%s", name ? name : "(null)",
                MissingLayer(set, name).text);
            return VK_ERROR_LAYER_NOT_PRESENT;
        }
    }
    const char* instance_layers = get_env(Env::VK_INSTANCE_LAYERS);
    const char* enable = get_env(Env::VK_LOADER_LAYERS_ENABLE);
    if (instance_layers)
        check_instance_layer_names(set, instance_layers);
    if (enable)
        check_enable_filter(set, enable);
    for (uint32_t i = 0; i < set.count; ++i) {
        const LayerManifest& l = *set.layers[i];
        if (!set.visible(l))
            continue;
        if (set.control(i) == LayerControl::On) {
            if (!b.add(l, "loader settings: on", 0, true))
                return VK_ERROR_OUT_OF_HOST_MEMORY;
            continue;
        }
        if (layer_disabled_by_filter(l)) {
            b.decide(l, false, kLogInfo, "loader settings: auto, disabled by VK_LOADER_LAYERS_DISABLE=%s",
                     get_env(Env::VK_LOADER_LAYERS_DISABLE));
            continue;
        }
        const char* why = nullptr;
        if (enable && text::filter_list_matches(enable, l.name) && !own_disable_set(l))
            why = "VK_LOADER_LAYERS_ENABLE";
        else if (instance_layers && text::list_contains(instance_layers, platform::kPathListSeparator, l.name))
            why = "VK_INSTANCE_LAYERS";
        for (uint32_t k = 0; k < ci.enabledLayerCount && why == nullptr; ++k)
            if (std::strcmp(ci.ppEnabledLayerNames[k], l.name) == 0)
                why = "application";
        if (why == nullptr && l.implicit && implicit_layer_environment_enabled(l))
            why = "implicit";
        else if (why == nullptr && l.implicit)
            b.implicit_off(l, "loader settings: auto; ");
        else if (why == nullptr)
            b.decide(l, false, kLogDebug, "loader settings: auto; not requested");
        if (why && !b.add(l, why, 0, std::strcmp(why, "VK_LOADER_LAYERS_ENABLE") == 0))
            return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    return VK_SUCCESS;
}

}  // namespace


bool implicit_layer_on_before_instance(const LayerManifest& l) {
    // An override layer whose app_keys name other programs is not there for this one.
    if (!l.implicit)
        return false;
    return l.is_override ? override_layer_applies(l) : implicit_layer_on(l);
}

const LayerManifest* find_present_layer(const LayerSet& set, const char* name) {
    const LayerManifest* l = set.find(name);
    if (l == nullptr)
        return nullptr;
    for (uint32_t i = 0; i < set.count; ++i)
        if (set.layers[i] == l)
            return set.listed(i) && (set.control(i) == LayerControl::On || !layer_filtered_out(*l)) ? l : nullptr;
    return nullptr;
}

namespace {

VkResult choose(Builder& b, const VkInstanceCreateInfo& ci) {
    const LayerSet& set = b.set;
    // The override layer: active for every program, or for those its app_keys list; its
    // blacklist holds for every layer chosen (it is added in its place among the implicit
    // layers). Under a settings file's list it is one layer of the list, in its place.
    if (const LayerManifest* o = set.active_override(); o && !set.settings_order())
        for (const char* bl : o->blacklisted_layers)
            if (!b.blacklist.push(bl))
                return VK_ERROR_OUT_OF_HOST_MEMORY;
    const VkResult r = set.settings_order() ? choose_in_settings_order(b, ci) : choose_in_default_order(b, ci);
    b.finish_plan();
    return r;
}

}  // namespace

LayerVerdict* LayerPlan::verdict_of(const LayerManifest& l) {
    for (LayerVerdict& v : verdicts)
        if (v.layer == &l)
            return &v;
    return nullptr;
}

VkResult plan_layers(const LayerSet& set, const VkInstanceCreateInfo& ci, LayerPlan& out) {
    for (uint32_t i = 0; i < set.count; ++i) {
        LayerVerdict v;
        v.layer = set.layers[i];
        if (!out.verdicts.push(v))
            return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    Builder b{set, &out, {}, {}, {}, {}};
    const VkResult r = choose(b, ci);
    for (const LayerManifest* l : b.order)
        if (!out.chain.push(l))
            return VK_ERROR_OUT_OF_HOST_MEMORY;
    return r;
}

bool probe_layer(const LayerManifest& m, ActiveLayer& out) {
    out = ActiveLayer{};
    if (load_layer(out, m))
        return true;
    unload_layer(out);
    return false;
}

void unload_layer(ActiveLayer& a) {
    if (a.library)
        platform::dl_close(a.library);
    a.library = nullptr;
}

VkResult activate_layers(Instance& inst, const VkInstanceCreateInfo& ci, const LayerSet& set, bool* application_layer_failed) {
    *application_layer_failed = false;
    Builder b{set, nullptr, {}, {}, {}, {}};
    const VkResult r = choose(b, ci);
    if (r != VK_SUCCESS)
        return r;
    // A layer built against an older API version (patch included: extensions arrive in patch
    // releases) than the application asks for may not know what the application gives it: a
    // warning, and the layer is used, as in the Khronos loaders. Meta layers have no code.
    for (const LayerManifest* l : b.order)
        if (l->api_version < inst.api_version)
            log(kLogWarn | kLogLayer, "layer %s (%s): its api_version %u.%u.%u is older than the application's %u.%u.%u; used",
                l->name, l->manifest_path, VK_API_VERSION_MAJOR(l->api_version), VK_API_VERSION_MINOR(l->api_version),
                VK_API_VERSION_PATCH(l->api_version), VK_API_VERSION_MAJOR(inst.api_version),
                VK_API_VERSION_MINOR(inst.api_version), VK_API_VERSION_PATCH(inst.api_version));

    // Load them; a layer the application names itself that fails is an error, the others
    // (a component of a meta layer the application names too) are left out.
    auto from_application = [&](const LayerManifest* l) {
        for (uint32_t i = 0; i < ci.enabledLayerCount; ++i)
            if (ci.ppEnabledLayerNames[i] && std::strcmp(ci.ppEnabledLayerNames[i], l->name) == 0)
                return true;
        return false;
    };
    inst.layers = static_cast<ActiveLayer*>(inst.alloc.allocate(sizeof(ActiveLayer) * (b.order.size() + 1)));
    if (inst.layers == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    inst.layer_count = 0;
    for (const LayerManifest* l : b.order) {
        ActiveLayer* a = new (&inst.layers[inst.layer_count]) ActiveLayer;
        if (load_layer(*a, *l)) {
            ++inst.layer_count;
            continue;
        }
        if (a->library)
            platform::dl_close(a->library);
        // The application's own layer failing is VK_ERROR_LAYER_NOT_PRESENT, once the requested
        // extensions are judged: both Khronos loaders judge them first, from the manifests.
        if (from_application(l))
            *application_layer_failed = true;
        else
            log(kLogWarn | kLogLayer, "layer %s is left out", l->name);
    }
    // What vkEnumerateDeviceLayerProperties lists: the layers chosen, a component left out
    // above included, as the Khronos loaders list their activated layers.
    inst.reported_layers =
        static_cast<const LayerManifest**>(inst.alloc.allocate(sizeof(LayerManifest*) * (b.reported.size() + 1)));
    if (inst.reported_layers == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    inst.reported_layer_count = 0;
    for (const LayerManifest* m : b.reported)
        inst.reported_layers[inst.reported_layer_count++] = m;
    return VK_SUCCESS;
}

void deactivate_layers(Instance& inst) {
    for (uint32_t i = 0; i < inst.layer_count; ++i)
        if (inst.layers[i].library)
            platform::dl_close(inst.layers[i].library);
    inst.alloc.release(inst.layers);
    inst.layers = nullptr;
    inst.layer_count = 0;
    inst.alloc.release(inst.reported_layers);
    inst.reported_layers = nullptr;
    inst.reported_layer_count = 0;
}

// Judged from the manifests of the layers chosen, before any library is opened, as both Khronos
// loaders do: a chosen layer whose library failed to load still counts for the extensions its
// manifest lists (which vkEnumerateInstanceExtensionProperties listed). Meta layers bring theirs
// through their components.
bool layers_provide_instance_extension(const Instance& inst, const char* name) {
    for (uint32_t i = 0; i < inst.reported_layer_count; ++i)
        if (!inst.reported_layers[i]->is_meta)
            for (const VkExtensionProperties& e : inst.reported_layers[i]->instance_extensions)
                if (std::strcmp(e.extensionName, name) == 0)
                    return true;
    return false;
}

// ---- the instance chain ------------------------------------------------------------------------

namespace {

VKAPI_ATTR VkResult VKAPI_CALL layer_create_device(VkInstance instance, VkPhysicalDevice physicalDevice,
                                                   const VkDeviceCreateInfo* pCreateInfo, const VkAllocationCallbacks* pAllocator,
                                                   VkDevice* pDevice, PFN_vkGetInstanceProcAddr layerGIPA,
                                                   PFN_vkGetDeviceProcAddr* nextGDPA);
VKAPI_ATTR void VKAPI_CALL layer_destroy_device(VkDevice device, const VkAllocationCallbacks* pAllocator,
                                                PFN_vkDestroyDevice destroyFunction);

}  // namespace

VkResult create_instance_chain(Instance& inst, const VkInstanceCreateInfo& ci, const VkAllocationCallbacks* pAllocator,
                               VkInstance* created) {
    const uint32_t n = inst.layer_count;
    // Link i tells layer i what is below it: layer i+1, or the loader's terminators.
    auto* links = static_cast<VkLayerInstanceLink*>(inst.alloc.allocate(sizeof(VkLayerInstanceLink) * (n + 1)));
    if (links == nullptr)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    for (uint32_t i = 0; i < n; ++i) {
        links[i].pNext = i + 1 < n ? &links[i + 1] : nullptr;
        links[i].pfnNextGetInstanceProcAddr = i + 1 < n ? inst.layers[i + 1].gipa : &term::GetInstanceProcAddr;
        links[i].pfnNextGetPhysicalDeviceProcAddr = i + 1 < n ? inst.layers[i + 1].gpdpa : &terminator_physical_device_proc_addr;
        if (links[i].pfnNextGetPhysicalDeviceProcAddr == nullptr)  // a layer without GPDPA: skip to below it
            for (uint32_t k = i + 2; k <= n && links[i].pfnNextGetPhysicalDeviceProcAddr == nullptr; ++k)
                links[i].pfnNextGetPhysicalDeviceProcAddr = k < n ? inst.layers[k].gpdpa : &terminator_physical_device_proc_addr;
    }
    VkLayerInstanceCreateInfo link_info{}, data_callback{}, device_callback{}, features{};
    link_info.sType = data_callback.sType = device_callback.sType = features.sType =
        VK_STRUCTURE_TYPE_LOADER_INSTANCE_CREATE_INFO;
    link_info.function = VK_LAYER_LINK_INFO;
    link_info.u.pLayerInfo = links;
    data_callback.function = VK_LOADER_DATA_CALLBACK;
    data_callback.u.pfnSetInstanceLoaderData = &set_instance_loader_data;
    device_callback.function = VK_LOADER_LAYER_CREATE_DEVICE_CALLBACK;
    device_callback.u.layerDevice.pfnLayerCreateDevice = &layer_create_device;
    device_callback.u.layerDevice.pfnLayerDestroyDevice = &layer_destroy_device;
    features.function = VK_LOADER_FEATURES;
    features.u.loaderFeatures = VK_LOADER_FEATURE_PHYSICAL_DEVICE_SORTING;
    features.pNext = ci.pNext;
    device_callback.pNext = &features;
    data_callback.pNext = &device_callback;
    link_info.pNext = &data_callback;
    VkInstanceCreateInfo chained = ci;
    chained.pNext = &link_info;
    auto create = reinterpret_cast<PFN_vkCreateInstance>(inst.layers[0].gipa(VK_NULL_HANDLE, "vkCreateInstance"));
    VkResult r = VK_ERROR_INITIALIZATION_FAILED;
    if (create == nullptr)
        log(kLogError | kLogLayer, "layer %s gives no vkCreateInstance", inst.layers[0].manifest->name);
    else
        r = create(&chained, pAllocator, created);
    inst.alloc.release(links);
    return r;
}

// ---- the device chain --------------------------------------------------------------------------

VkResult create_device_chain(Instance& inst, VkPhysicalDevice physical_device, const VkDeviceCreateInfo& ci,
                             const VkAllocationCallbacks* pAllocator, VkDevice* pDevice, uint32_t first,
                             PFN_vkGetDeviceProcAddr* top_gdpa) {
    // Only layers with a vkGetDeviceProcAddr take part in device chains: an instance-only layer
    // (Mesa's device_select negotiates none) would otherwise hand vkCreateDevice to the layer
    // below it along with its own link, and that layer would call itself.
    const uint32_t n = inst.layer_count;
    auto* order = static_cast<uint32_t*>(inst.alloc.allocate(sizeof(uint32_t) * (n + 1)));
    auto* links = static_cast<VkLayerDeviceLink*>(inst.alloc.allocate(sizeof(VkLayerDeviceLink) * (n + 1)));
    if (order == nullptr || links == nullptr) {
        inst.alloc.release(order);
        inst.alloc.release(links);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    uint32_t m = 0;
    for (uint32_t i = first; i < n; ++i)
        if (inst.layers[i].gdpa != nullptr)
            order[m++] = i;
    VkResult r = VK_ERROR_INITIALIZATION_FAILED;
    if (m == 0) {
        *top_gdpa = &terminator_get_device_proc_addr;
        r = term::CreateDevice(physical_device, &ci, pAllocator, pDevice);
    } else {
        for (uint32_t k = 0; k < m; ++k) {
            links[k].pNext = k + 1 < m ? &links[k + 1] : nullptr;
            links[k].pfnNextGetInstanceProcAddr = k + 1 < m ? inst.layers[order[k + 1]].gipa : &term::GetInstanceProcAddr;
            links[k].pfnNextGetDeviceProcAddr = k + 1 < m ? inst.layers[order[k + 1]].gdpa : &terminator_get_device_proc_addr;
            log(kLogInfo | kLogLayer, "device chain: layer %s", inst.layers[order[k]].manifest->name);
        }
        VkLayerDeviceCreateInfo link_info{}, data_callback{};
        link_info.sType = data_callback.sType = VK_STRUCTURE_TYPE_LOADER_DEVICE_CREATE_INFO;
        link_info.function = VK_LAYER_LINK_INFO;
        link_info.u.pLayerInfo = &links[0];
        data_callback.function = VK_LOADER_DATA_CALLBACK;
        data_callback.u.pfnSetDeviceLoaderData = &set_device_loader_data;
        data_callback.pNext = ci.pNext;
        link_info.pNext = &data_callback;
        VkDeviceCreateInfo chained = ci;
        chained.pNext = &link_info;
        const ActiveLayer& top = inst.layers[order[0]];
        auto create = reinterpret_cast<PFN_vkCreateDevice>(top.gipa(inst.handle.next, "vkCreateDevice"));
        if (create == nullptr)
            log(kLogError | kLogLayer, "layer %s gives no vkCreateDevice", top.manifest->name);
        else
            r = create(physical_device, &chained, pAllocator, pDevice);
        *top_gdpa = top.gdpa;
    }
    inst.alloc.release(order);
    inst.alloc.release(links);
    return r;
}

VKAPI_ATTR VkResult VKAPI_CALL set_instance_loader_data(VkInstance instance, void* object) {
    if (instance == VK_NULL_HANDLE || object == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    std::memcpy(object, reinterpret_cast<const void*>(instance), sizeof(void*));
    return VK_SUCCESS;
}

VKAPI_ATTR VkResult VKAPI_CALL set_device_loader_data(VkDevice device, void* object) {
    if (device == VK_NULL_HANDLE || object == nullptr)
        return VK_ERROR_INITIALIZATION_FAILED;
    std::memcpy(object, reinterpret_cast<const void*>(device), sizeof(void*));
    return VK_SUCCESS;
}

namespace {

// VK_LOADER_LAYER_CREATE_DEVICE_CALLBACK: a layer creating a device of its own through the rest
// of the chain (below itself).
VKAPI_ATTR VkResult VKAPI_CALL layer_create_device(VkInstance instance, VkPhysicalDevice physicalDevice,
                                                   const VkDeviceCreateInfo* pCreateInfo, const VkAllocationCallbacks* pAllocator,
                                                   VkDevice* pDevice, PFN_vkGetInstanceProcAddr layerGIPA,
                                                   PFN_vkGetDeviceProcAddr* nextGDPA) {
    return create_device_for_layer(instance, physicalDevice, pCreateInfo, pAllocator, pDevice, layerGIPA, nextGDPA);
}

VKAPI_ATTR void VKAPI_CALL layer_destroy_device(VkDevice device, const VkAllocationCallbacks* pAllocator,
                                                PFN_vkDestroyDevice destroyFunction) {
    destroy_device_for_layer(device, pAllocator, destroyFunction);
}

}  // namespace
}  // namespace vkl
