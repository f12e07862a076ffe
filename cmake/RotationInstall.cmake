# Install rules: the headers, an exported rotation::rotation target and a
# package config, so that find_package(rotation CONFIG) works on the installed
# tree. Header-only, so the package is architecture independent and lives
# under the data directory. The example programs are a component of their
# own, below.
include(CMakePackageConfigHelpers)

set(ROTATION_INSTALL_CMAKEDIR "${CMAKE_INSTALL_DATADIR}/cmake/rotation"
    CACHE STRING "Where rotationConfig.cmake is installed, relative to the prefix")

install(TARGETS rotation EXPORT rotationTargets)
install(DIRECTORY "${PROJECT_SOURCE_DIR}/include/rotation"
        DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}"
        FILES_MATCHING PATTERN "*.hpp")
install(EXPORT rotationTargets
        NAMESPACE rotation::
        DESTINATION "${ROTATION_INSTALL_CMAKEDIR}")

configure_package_config_file(
  "${PROJECT_SOURCE_DIR}/cmake/rotationConfig.cmake.in"
  "${PROJECT_BINARY_DIR}/rotationConfig.cmake"
  INSTALL_DESTINATION "${ROTATION_INSTALL_CMAKEDIR}")
# Before 1.0 a minor version may break the API, so only the same minor version
# (and a newer patch) satisfies a request.
if(PROJECT_VERSION_MAJOR EQUAL 0)
  set(_rotation_compatibility SameMinorVersion)
else()
  set(_rotation_compatibility SameMajorVersion)
endif()
write_basic_package_version_file(
  "${PROJECT_BINARY_DIR}/rotationConfigVersion.cmake"
  COMPATIBILITY ${_rotation_compatibility}
  ARCH_INDEPENDENT)
install(FILES
          "${PROJECT_BINARY_DIR}/rotationConfig.cmake"
          "${PROJECT_BINARY_DIR}/rotationConfigVersion.cmake"
        DESTINATION "${ROTATION_INSTALL_CMAKEDIR}")
install(FILES "${PROJECT_SOURCE_DIR}/LICENSE"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/rotation")

# pkg-config, for builds that do not use CMake. Header-only, so the file is
# architecture independent too.
set(ROTATION_PKGCONFIG_DIR "${CMAKE_INSTALL_DATADIR}/pkgconfig"
    CACHE STRING "Where rotation.pc is installed, relative to the prefix")
file(RELATIVE_PATH ROTATION_PKGCONFIG_TO_PREFIX
     "/prefix/${ROTATION_PKGCONFIG_DIR}" "/prefix")
string(REGEX REPLACE "/$" "" ROTATION_PKGCONFIG_TO_PREFIX "${ROTATION_PKGCONFIG_TO_PREFIX}")
configure_file("${PROJECT_SOURCE_DIR}/cmake/rotation.pc.in"
               "${PROJECT_BINARY_DIR}/rotation.pc" @ONLY)
install(FILES "${PROJECT_BINARY_DIR}/rotation.pc" DESTINATION "${ROTATION_PKGCONFIG_DIR}")

# The example programs, as the component "programs": in a full install with
# ROTATION_INSTALL_PROGRAMS, and otherwise only when asked for by name
# (cmake --install <build> --component programs), so that a build that has
# them need not be configured again to install them.
if(ROTATION_BUILD_EXAMPLES)
  if(ROTATION_INSTALL_PROGRAMS)
    set(_rotation_programs_only_by_name "")
  else()
    set(_rotation_programs_only_by_name EXCLUDE_FROM_ALL)
  endif()
  install(TARGETS rotation-solve rotation-census book-sort fifteen-puzzle puzzle-solve rotation-judge-lite
          RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}"
          COMPONENT programs
          ${_rotation_programs_only_by_name})
endif()
