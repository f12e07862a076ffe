// Catch2's main, compiled with the tests: for builds whose standard library
// is not the one the installed Catch2 library was compiled with
// (ROTATION_CATCH2_OWN_MAIN). Catch2 v3 ships its main only as a library.
#if ROTATION_CATCH2_MAJOR >= 3
#error "ROTATION_CATCH2_OWN_MAIN supports Catch2 v2 (single header) only"
#else
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
#endif
