#pragma once

// The single source of the library's version: CMakeLists.txt reads these lines.
#define ROTATION_VERSION_MAJOR 0
#define ROTATION_VERSION_MINOR 1
#define ROTATION_VERSION_PATCH 0

namespace rotation {

inline constexpr int version_major = ROTATION_VERSION_MAJOR;
inline constexpr int version_minor = ROTATION_VERSION_MINOR;
inline constexpr int version_patch = ROTATION_VERSION_PATCH;

}  // namespace rotation
