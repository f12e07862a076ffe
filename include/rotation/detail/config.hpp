#pragma once

// What the platform offers, as 0/1 macros the headers test. Every target the
// library is tested on has the first four but WebAssembly (wasm32-wasi with
// clang's libc++): no exceptions in its C++ runtime, no threads, so no
// std::stop_token either, and no file streams. Without them the library still
// works: errors go to the failure handler (error.hpp), tables are built on
// one thread, search::Options has no stop token (a node budget still bounds a
// search), and pattern databases are built in memory, not saved or loaded
// (search/pattern_database_file.hpp says so at compile time). libc++ 19 on
// Linux has all but std::stop_token (experimental there).

#include <version>  // the standard library's feature macros and configuration

#if defined(__cpp_exceptions) || defined(__EXCEPTIONS) || defined(_CPPUNWIND)
#define ROTATION_HAS_EXCEPTIONS 1
#else
#define ROTATION_HAS_EXCEPTIONS 0
#endif

#if defined(_LIBCPP_HAS_NO_THREADS) || (defined(_LIBCPP_HAS_THREADS) && !_LIBCPP_HAS_THREADS)
#define ROTATION_HAS_THREADS 0
#else
#define ROTATION_HAS_THREADS 1
#endif

#if defined(__cpp_lib_jthread)
#define ROTATION_HAS_STOP_TOKEN 1
#else
#define ROTATION_HAS_STOP_TOKEN 0
#endif

#if defined(_LIBCPP_HAS_NO_FILESYSTEM) || \
    (defined(_LIBCPP_HAS_FILESYSTEM) && !_LIBCPP_HAS_FILESYSTEM)
#define ROTATION_HAS_FILES 0
#else
#define ROTATION_HAS_FILES 1
#endif

// The POSIX file calls (open with O_NONBLOCK, fstat, fsync) that make the
// pattern database files safer where there are (detail/binary_file.hpp): a
// FIFO swapped in for a file cannot block a load, a save reaches the disk
// before its rename. Elsewhere the files go through std::FILE* alone.
#if defined(__unix__) || defined(__APPLE__)
#define ROTATION_HAS_POSIX_FILES 1
#else
#define ROTATION_HAS_POSIX_FILES 0
#endif
