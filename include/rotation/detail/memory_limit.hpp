#pragma once
#include "require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// How much memory this process may have, so that a build too large for it is
// refused up front with a message, rather than ended by the system's
// out-of-memory killer halfway through. Where nothing can be read
// (WebAssembly, an unknown system), nothing is refused.

#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>

#include "config.hpp"
#include "text.hpp"

#if __has_include(<unistd.h>) && __has_include(<sys/resource.h>) && !defined(__wasi__)
#include <sys/resource.h>
#include <unistd.h>
#define ROTATION_HAS_POSIX_MEMORY 1
#else
#define ROTATION_HAS_POSIX_MEMORY 0
#endif

#if ROTATION_HAS_FILES
#include <fstream>
#endif

namespace rotation::detail {

// A limit on this process's memory and what it is: "memory" (the machine's),
// "ulimit -v" (the address space the process may map) or "cgroup" (its
// control group's memory.max, as containers set it).
struct MemoryLimit {
  std::uint64_t bytes = 0;
  std::string_view source;
};

// The least of the limits that can be read; nothing when none can.
inline std::optional<MemoryLimit> memory_limit() {
  std::optional<MemoryLimit> least;
  [[maybe_unused]] auto consider = [&least](std::uint64_t bytes, std::string_view source) {
    if (!least || bytes < least->bytes) least = MemoryLimit{bytes, source};
  };
#if ROTATION_HAS_POSIX_MEMORY
#if defined(_SC_PHYS_PAGES) && defined(_SC_PAGESIZE)
  const long pages = sysconf(_SC_PHYS_PAGES);
  const long page_size = sysconf(_SC_PAGESIZE);
  if (pages > 0 && page_size > 0)
    consider(static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page_size), "memory");
#endif
  rlimit address_space{};
  if (getrlimit(RLIMIT_AS, &address_space) == 0 && address_space.rlim_cur != RLIM_INFINITY)
    consider(static_cast<std::uint64_t>(address_space.rlim_cur), "ulimit -v");
#endif
#if ROTATION_HAS_FILES && defined(__linux__)
  // cgroup v2: a number of bytes, or "max" for none.
  std::ifstream cgroup("/sys/fs/cgroup/memory.max");
  std::uint64_t bytes = 0;
  if (cgroup >> bytes) consider(bytes, "cgroup");
#endif
  return least;
}

// "1.2 GB", "363 MB", "512 KB": a size as a person reads it (decimal units).
inline std::string readable_bytes(std::uint64_t bytes) {
  constexpr std::string_view units[] = {"bytes", "KB", "MB", "GB", "TB"};
  std::size_t unit = 0;
  std::uint64_t scaled = bytes;
  std::uint64_t tenths = 0;
  while (scaled >= 1000 && unit + 1 < std::size(units)) {
    tenths = scaled % 1000 / 100;
    scaled /= 1000;
    ++unit;
  }
  if (unit > 0 && scaled < 10)
    return message({Decimal(scaled), ".", Decimal(tenths), " ", units[unit]});
  return message({Decimal(scaled), " ", units[unit]});
}

// Why a build of `what` that needs `needed` bytes cannot be done within
// `limit`; nothing when it fits (or nothing limits it).
inline std::optional<std::string> memory_shortfall(std::string_view what, std::uint64_t needed,
                                                   std::optional<MemoryLimit> limit) {
  if (!limit || needed <= limit->bytes) return std::nullopt;
  return message({what, " needs about ", readable_bytes(needed),
                  " of memory while it is built, and this process may have ",
                  readable_bytes(limit->bytes), " (", limit->source, ")"});
}

}  // namespace rotation::detail
