#pragma once

/// @file
/// The library's version, as macros for the preprocessor and as constants.

// The single source of the library's version: CMakeLists.txt reads these lines.
#define ROTATION_VERSION_MAJOR 0  ///< The major version of the library.
#define ROTATION_VERSION_MINOR 1  ///< The minor version (before 1.0, a new one may change the API).
#define ROTATION_VERSION_PATCH 0  ///< The patch version of the library.

namespace rotation {

inline constexpr int version_major = ROTATION_VERSION_MAJOR;  ///< The major version, as an int.
inline constexpr int version_minor = ROTATION_VERSION_MINOR;  ///< The minor version, as an int.
inline constexpr int version_patch = ROTATION_VERSION_PATCH;  ///< The patch version, as an int.

}  // namespace rotation
