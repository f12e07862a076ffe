#pragma once

// Splitting one piece of work between threads, for the table builders.

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <utility>
#include <vector>

#include "config.hpp"

#if ROTATION_HAS_THREADS
#include <chrono>
#include <condition_variable>
#include <mutex>
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

// Runs work(t, stop) as run_split runs work(t), for parts that poll `stop` to
// end early: the first exception thrown by any part sets it, so that the
// others stop soon rather than run to their end before it is rethrown.
template <class Work>
void run_split_with_stop(unsigned threads, Work work) {
  std::atomic<bool> stop{false};
  run_split(threads, [&](std::size_t t) {
#if ROTATION_HAS_EXCEPTIONS
    try {
      work(static_cast<unsigned>(t), std::as_const(stop));
    } catch (...) {
      stop = true;
      throw;
    }
#else
    work(static_cast<unsigned>(t), std::as_const(stop));
#endif
  });
}

// Threads kept for work handed out again and again (each pass of a parallel
// search): starting a thread costs 60 to 100 us on a virtual machine, which a
// search of a few milliseconds and several passes would pay at every pass.
// run() is run_split_erased on the kept threads; one run at a time (whoever
// calls it must make sure of that). Where the platform has no threads, or no
// exceptions, run() is run_split_erased. An exception in a part does not stop
// the others: the run ends when all have.
//
// Between runs, and at a run's end, a thread waits spinning for a while
// before it sleeps: a virtual machine's idle core, woken, takes about 100 us
// to answer (measured here), as much as a small pass; and between two passes
// the caller does little (a pass expected to be small, searched alone, at most).
class WorkerPool {
 public:
  // Up to `threads` in all, the caller's included: threads - 1 are started
  // by the first run that asks for more than one (a search whose passes are
  // all small starts none).
  explicit WorkerPool(std::size_t threads) : threads_(std::max<std::size_t>(threads, 1)) {}
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;
  ~WorkerPool() {
#if ROTATION_HAS_THREADS && ROTATION_HAS_EXCEPTIONS
    {
      const std::lock_guard lock(mutex_);
      stopping_.store(true);
    }
    wake_.notify_all();
    for (auto& worker : workers_) worker.join();
#endif
  }

  // The threads a run may use, the caller's included.
  std::size_t size() const { return threads_; }

  // Runs call(work, t) for t = 0 .. threads - 1 (at most size()), t = 0 on the
  // caller's thread, and returns when every one has; an exception in any is
  // rethrown here once all are done.
  void run(std::size_t threads, void (*call)(void*, std::size_t), void* work) {
#if ROTATION_HAS_THREADS && ROTATION_HAS_EXCEPTIONS
    threads = std::clamp<std::size_t>(threads, 1, threads_);
    if (threads > 1 && workers_.empty()) start();
    threads = std::min(threads, workers_.size() + 1);
    if (threads == 1) {  // the caller's thread alone: nothing to hand out
      call(work, 0);
      return;
    }
    {
      const std::lock_guard lock(mutex_);
      call_ = call;
      work_ = work;
      active_ = threads;
      pending_.store(threads - 1);
      generation_.fetch_add(1);
    }
    wake_.notify_all();
    try {
      call(work, 0);
    } catch (...) {
      errors_[0] = std::current_exception();
    }
    if (!spin_until([this] { return pending_.load() == 0; })) {
      std::unique_lock lock(mutex_);
      done_.wait(lock, [this] { return pending_.load() == 0; });
    }
    // The first part's exception, if any; every slot cleared, so that no
    // exception of this run comes back from a later one.
    std::exception_ptr first;
    for (auto& error : errors_)
      if (error) {
        if (!first) first = error;
        error = nullptr;
      }
    if (first) std::rethrow_exception(first);
#else
    run_split_erased(std::clamp<std::size_t>(threads, 1, threads_), call, work);
#endif
  }

  template <class Work>
  void run(std::size_t threads, Work& work) {
    run(
        threads, [](void* erased, std::size_t t) { (*static_cast<Work*>(erased))(t); }, &work);
  }

 private:
#if ROTATION_HAS_THREADS && ROTATION_HAS_EXCEPTIONS
  void start() {
    errors_.resize(threads_);
    workers_.reserve(threads_ - 1);
    try {
      for (std::size_t t = 1; t < threads_; ++t) workers_.emplace_back([this, t] { serve(t); });
    } catch (...) {  // no more threads: the runs use those there are
    }
    if (workers_.empty()) threads_ = 1;  // none would start: no second try each run
  }

  void serve(std::size_t t) {
    std::uint64_t seen = 0;
    for (;;) {
      spin_until([&] { return stopping_.load() || generation_.load() != seen; });
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return stopping_.load() || generation_.load() != seen; });
      if (stopping_.load()) return;
      seen = generation_.load();
      if (t >= active_) continue;  // a run of fewer threads
      auto* const call = call_;
      void* const work = work_;
      lock.unlock();
      try {
        call(work, t);
      } catch (...) {
        errors_[t] = std::current_exception();
      }
      lock.lock();
      if (pending_.fetch_sub(1) == 1) done_.notify_one();
    }
  }

  // Waits for done() spinning, for a millisecond at most: whether it came.
  template <class Done>
  static bool spin_until(Done done) {
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::milliseconds(1);
    for (unsigned spins = 1;; ++spins) {
      if (done()) return true;
#if defined(__x86_64__) || defined(__i386__)
      __builtin_ia32_pause();  // a spinning core leaves its sibling (and the bus) be
#endif
      if (spins % 64 == 0 && std::chrono::steady_clock::now() > give_up) return false;
    }
  }

  std::mutex mutex_;
  std::condition_variable wake_;  // a run, or the pool's end
  std::condition_variable done_;  // every worker through the run
  std::vector<std::thread> workers_;
  std::vector<std::exception_ptr> errors_;  // [t]: the exception of part t, if any
  void (*call_)(void*, std::size_t) = nullptr;
  void* work_ = nullptr;
  std::size_t active_ = 0;               // the parts of the run: workers t < active_ take one
  std::atomic<std::size_t> pending_{0};  // the run's workers not yet through it
  std::atomic<std::uint64_t> generation_{0};
  std::atomic<bool> stopping_{false};
#endif
  std::size_t threads_;
};

}  // namespace rotation::detail
