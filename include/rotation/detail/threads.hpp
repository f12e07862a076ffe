#pragma once

// Splitting one piece of work between threads, for the table builders.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <vector>

#include "config.hpp"

#if ROTATION_HAS_THREADS
#include <thread>
#endif

namespace rotation::detail {

// The cores to use: one where the platform has no threads.
inline unsigned hardware_threads() {
#if ROTATION_HAS_THREADS
  return std::max(1U, std::thread::hardware_concurrency());
#else
  return 1;
#endif
}

// The threads worth starting for work of `size` items: one below `threshold`,
// where starting threads costs more than it saves, else one per core (one
// where the platform has no threads).
inline std::size_t threads_for(std::uint64_t size, std::uint64_t threshold) {
  return size < threshold ? 1 : hardware_threads();
}

// Runs call(work, t) for t = 0 .. threads - 1, each on a thread of its own
// but the first, which runs on the caller's. An exception in any of them
// (memory running out, a thread that cannot start) waits for the others and
// is rethrown here, as from work on one thread, rather than terminate.
// Without threads, or without exceptions, the parts run one after another on
// the caller's thread. Not a template: the thread machinery is compiled once
// for every caller in a program, not once per kind of work (a tenth of a
// second of every build that solves a board).
inline void run_split_erased(std::size_t threads, void (*call)(void*, std::size_t), void* work) {
#if ROTATION_HAS_THREADS && ROTATION_HAS_EXCEPTIONS
  std::vector<std::exception_ptr> errors(threads);
  auto guarded = [call, work, &errors](std::size_t t) {
    try {
      call(work, t);
    } catch (...) {
      errors[t] = std::current_exception();
    }
  };
  std::vector<std::thread> pool;
  pool.reserve(threads);
  std::size_t started = 1;
  try {
    for (; started < threads; ++started) pool.emplace_back(guarded, started);
  } catch (...) {  // no more threads: the caller's does the rest
  }
  for (std::size_t t = started; t < threads; ++t) guarded(t);
  guarded(0);
  for (auto& thread : pool) thread.join();
  for (const auto& error : errors)
    if (error) std::rethrow_exception(error);
#else
  for (std::size_t t = 0; t < threads; ++t) call(work, t);
#endif
}

// Runs work(t) for t = 0 .. threads - 1 as run_split_erased does.
template <class Work>
void run_split(std::size_t threads, Work work) {
  run_split_erased(
      threads, [](void* erased, std::size_t t) { (*static_cast<Work*>(erased))(t); }, &work);
}

}  // namespace rotation::detail
