#pragma once

// Large tables in huge pages where the system offers them on request.
//
// A pattern database is read at random: on a table of hundreds of megabytes
// nearly every look-up also misses the processor's translation cache, which
// holds a few thousand pages, and waits for a page-table walk. Pages of 2 MB
// cover a gigabyte with 512 entries. Linux gives them to a mapping that asks
// (madvise MADV_HUGEPAGE) when transparent huge pages are set to "madvise",
// a common default; asking is only advice, so an error is ignored. Elsewhere
// this does nothing.

#include <cstddef>
#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace rotation::detail {

// Below this a table fits the translation cache anyway.
inline constexpr std::size_t huge_page_threshold = std::size_t{8} << 20;

// Advises the whole 4 KB pages inside [data, data + bytes) to be backed by
// huge pages: call it before the memory is first written (touched), so that
// the first write faults in a huge page.
inline void advise_huge_pages(void* data, std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (bytes < huge_page_threshold) return;
  constexpr std::size_t page = 4096;
  // The first whole page, found by pointer arithmetic (no integer turned into a pointer).
  auto* const first = static_cast<char*>(data);
  const auto misalignment =
      static_cast<std::size_t>(reinterpret_cast<std::uintptr_t>(first) % page);
  const std::size_t skip = misalignment == 0 ? 0 : page - misalignment;
  if (bytes <= skip) return;
  const std::size_t whole = (bytes - skip) / page * page;
  if (whole != 0) static_cast<void>(madvise(first + skip, whole, MADV_HUGEPAGE));
#else
  static_cast<void>(data);
  static_cast<void>(bytes);
#endif
}

}  // namespace rotation::detail
