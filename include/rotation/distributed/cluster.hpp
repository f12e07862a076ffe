#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The processes of an MPI run as the distributed searches see them: Session starts and
/// ends MPI for a program, Cluster is the ranks a search runs on (a communicator of its
/// own, so that its messages never meet the program's), and the few messages they pass,
/// arrays of 64-bit integers. Only the rank's main thread calls MPI (MPI_THREAD_FUNNELED).

// The C API alone: MPI's C++ bindings (deprecated since MPI 2.2) would only add warnings.
#ifndef OMPI_SKIP_MPICXX
/// Open MPI: no C++ bindings.
#define OMPI_SKIP_MPICXX 1
#endif
#ifndef MPICH_SKIP_MPICXX
/// MPICH: no C++ bindings.
#define MPICH_SKIP_MPICXX 1
#endif
#include <mpi.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <stdexcept>
#include <string>
#include <vector>

#include "../search/errors.hpp"

namespace rotation::distributed {

/// An MPI call that failed, or an MPI without the thread support the searches need.
class mpi_error : public detail::StandardError<std::runtime_error> {
 public:
  using StandardError::StandardError;
};

/// MPI for the life of a program: initialized by the constructor (unless the program did
/// it already), finalized by the destructor. A program that ends with an exception on one
/// rank must not wait for the others at MPI_Finalize, which would never come: the
/// destructor run while an exception is thrown, or abort() called, ends the whole run.
class Session {
 public:
  /// Initializes MPI with the program's arguments (which MPI may change), unless it is.
  Session(int& argc, char**& argv) {
    int initialized = 0;
    MPI_Initialized(&initialized);
    if (initialized != 0) return;
    int provided = 0;
    if (MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS)
      throw mpi_error("MPI_Init_thread failed");
    owner_ = true;
    if (provided < MPI_THREAD_FUNNELED) {
      abort("this MPI runs no threads beside its calls (MPI_THREAD_FUNNELED)", 1);
    }
  }
  Session(const Session&) = delete;             ///< One a program.
  Session& operator=(const Session&) = delete;  ///< One a program.
  /// Finalizes MPI, if this object initialized it: ends the run while an exception is thrown.
  ~Session() {
    if (!owner_) return;
    if (std::uncaught_exceptions() > 0) MPI_Abort(MPI_COMM_WORLD, 1);
    MPI_Finalize();
  }

  /// Ends every rank of the run, after writing `why` (with this rank's number) to the
  /// standard error: what a rank does when it cannot go on and the others would wait.
  [[noreturn]] static void abort(const std::string& why, int code) {
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    std::fprintf(stderr, "rank %d: %s; ending the run\n", rank, why.c_str());
    std::fflush(stderr);
    MPI_Abort(MPI_COMM_WORLD, code);
    std::terminate();  // MPI_Abort does not return
  }

 private:
  bool owner_ = false;
};

/// The ranks a distributed search runs on: a copy of `from` (MPI_COMM_WORLD by default),
/// made by every rank together, so that the searches' messages are theirs alone. Every
/// rank runs the same searches in the same order, each the same call (the same domain,
/// start, heuristic and options but threads), as in any SPMD program.
class Cluster {
 public:
  /// Every rank of `from` makes its copy together (a collective call).
  explicit Cluster(MPI_Comm from = MPI_COMM_WORLD) {
    check(MPI_Comm_dup(from, &comm_), "MPI_Comm_dup");
    check(MPI_Comm_rank(comm_, &rank_), "MPI_Comm_rank");
    check(MPI_Comm_size(comm_, &size_), "MPI_Comm_size");
  }
  Cluster(const Cluster&) = delete;             ///< Its copy of the communicator is its own.
  Cluster& operator=(const Cluster&) = delete;  ///< Its copy of the communicator is its own.
  /// Frees the copy (unless MPI is finalized already).
  ~Cluster() {
    int finalized = 0;
    MPI_Finalized(&finalized);
    if (finalized == 0) MPI_Comm_free(&comm_);
  }

  int rank() const { return rank_; }               ///< this process's rank, from 0
  int size() const { return size_; }               ///< the ranks
  bool hands_out() const { return rank_ == 0; }    ///< whether it hands out the units
  MPI_Comm communicator() const { return comm_; }  ///< the copy the searches use
  std::int64_t next_pass() { return ++passes_; }   ///< a number for the next pass

  /// Throws mpi_error for a failed MPI call (with the default error handler MPI ends the
  /// run itself first).
  static void check(int code, const char* call) {
    if (code != MPI_SUCCESS) throw mpi_error(std::string(call) + " failed");
  }

 private:
  MPI_Comm comm_ = MPI_COMM_NULL;
  int rank_ = 0;
  int size_ = 1;
  std::int64_t passes_ = 0;  // the same on every rank: the passes run in the same order
};

}  // namespace rotation::distributed

// One detail namespace for the whole library (see search/ida_star.hpp).
namespace rotation::detail {

// The kinds of message of a distributed pass, as MPI tags.
enum class PassMessage : int {
  report = 1,    // to rank 0: units searched, and how many more are wanted
  units = 2,     // from rank 0: a run of units to search
  call_off = 3,  // from rank 0: the units after one (or all) are not needed
  pass_end = 4,  // from rank 0: the pass is over, and how
  end_seen = 5,  // to rank 0: the pass's end received, nothing more will come of it
};

inline void send_message(const distributed::Cluster& cluster, int to, PassMessage kind,
                         const std::vector<std::int64_t>& words) {
  distributed::Cluster::check(MPI_Send(words.data(), static_cast<int>(words.size()), MPI_INT64_T,
                                       to, static_cast<int>(kind), cluster.communicator()),
                              "MPI_Send");
}

// A message received: from whom, which kind, and its words.
struct ReceivedMessage {
  int from = 0;
  PassMessage kind = PassMessage::report;
  std::vector<std::int64_t> words;
};

// The next message waiting for this rank, if one is there (it does not wait).
inline bool receive_waiting(const distributed::Cluster& cluster, ReceivedMessage& message) {
  int waiting = 0;
  MPI_Status status;
  distributed::Cluster::check(
      MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, cluster.communicator(), &waiting, &status),
      "MPI_Iprobe");
  if (waiting == 0) return false;
  int count = 0;
  distributed::Cluster::check(MPI_Get_count(&status, MPI_INT64_T, &count), "MPI_Get_count");
  message.words.resize(static_cast<std::size_t>(count));
  distributed::Cluster::check(MPI_Recv(message.words.data(), count, MPI_INT64_T, status.MPI_SOURCE,
                                       status.MPI_TAG, cluster.communicator(), MPI_STATUS_IGNORE),
                              "MPI_Recv");
  message.from = status.MPI_SOURCE;
  message.kind = static_cast<PassMessage>(status.MPI_TAG);
  return true;
}

// Every rank gets rank 0's words (the same count on every rank).
inline void broadcast(const distributed::Cluster& cluster, std::vector<std::int64_t>& words) {
  distributed::Cluster::check(MPI_Bcast(words.data(), static_cast<int>(words.size()), MPI_INT64_T,
                                        0, cluster.communicator()),
                              "MPI_Bcast");
}

// The sum over every rank of each rank's `value`.
inline std::int64_t sum_over_ranks(const distributed::Cluster& cluster, std::int64_t value) {
  std::int64_t sum = 0;
  distributed::Cluster::check(
      MPI_Allreduce(&value, &sum, 1, MPI_INT64_T, MPI_SUM, cluster.communicator()),
      "MPI_Allreduce");
  return sum;
}

}  // namespace rotation::detail
