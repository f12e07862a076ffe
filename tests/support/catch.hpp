#pragma once

// One include for Catch2 v2 (Debian's 2.13) and v3; CMake says which is used.
#if ROTATION_CATCH2_MAJOR >= 3
#include <catch2/catch_test_macros.hpp>
#include <catch2/generators/catch_generators.hpp>
#include <catch2/matchers/catch_matchers_string.hpp>
#else
#include <catch2/catch.hpp>
#endif
