#pragma once

// Every public header includes this one first. Built as C++17 or older, the
// library's headers fail on their first concept or defaulted comparison and
// then on nearly every line after it (1,500 lines of errors for
// <rotation/rotation.hpp>, none of them saying why); this makes the first error
// say it. MSVC keeps __cplusplus at 199711L unless /Zc:__cplusplus is given,
// so there _MSVC_LANG tells the standard.

#if defined(_MSVC_LANG) ? _MSVC_LANG < 202002L : __cplusplus < 202002L
#error "rotation needs C++20 or newer: compile with -std=c++20 (or /std:c++20)"
#endif
