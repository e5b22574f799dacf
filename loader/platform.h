// The platform module: every environment, file, directory, dynamic-library and stderr access
// of the loader goes through these few functions, built on plain POSIX/glibc calls, so tests
// can redirect them by symbol interposition.
#pragma once

namespace vkl::platform {

// secure_getenv: returns nullptr when the process runs with elevated privileges
// (setuid/setgid/capabilities), so no variable can steer a privileged process. An empty value
// counts as unset.
const char* get_env(const char* name);

// fputs to stderr.
void write_stderr(const char* text);

}  // namespace vkl::platform
