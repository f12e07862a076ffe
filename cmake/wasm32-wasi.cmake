# Toolchain for WebAssembly (wasm32-wasi) with Debian's clang 19 and its WASI
# sysroot: packages clang-19, lld-19, wasi-libc, libc++-19-dev-wasm32,
# libc++abi-19-dev-wasm32 and libclang-rt-19-dev-wasm32. The web preset uses
# it to build the playground (examples/web). CMake 3.25 has no WASI platform,
# so the system is Generic and the target comes from the compiler flags.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR wasm32)
set(CMAKE_CXX_COMPILER clang++-19)
set(CMAKE_CXX_COMPILER_TARGET wasm32-wasi)
# The C++ runtime of that sysroot has no exceptions.
set(CMAKE_CXX_FLAGS_INIT "-fno-exceptions")
# Compiler checks build a library: a test program needs no entry point then.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
