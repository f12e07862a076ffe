// save() flushes a database's file to the disk before it renames it over the
// target, so that after a crash the target holds the old database or the
// whole new one. A crash cannot be had in a test, so this program watches the
// call instead: it defines fsync itself, and a program's own definition comes
// before the C library's (Linux, ELF). Its own program, so that no other test
// runs with it.

#include <rotation/search/build_pattern_database.hpp>
#include <rotation/search/pattern_database_file.hpp>

#include <sys/syscall.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstdint>
#include <filesystem>
#include <random>
#include <string>
#include <system_error>

#include "catch.hpp"

namespace {

// A chain of states 0 .. 99, the goal at 0: the database of a small table.
struct Chain {
  using state_type = std::uint64_t;
  static constexpr bool unit_costs = true;
  static std::string id() { return "chain of 100"; }
  static std::uint64_t size() { return 100; }
  static std::uint64_t rank(std::uint64_t state) { return state; }
  static std::uint64_t unrank(std::uint64_t rank) { return rank; }
  static std::array<std::uint64_t, 1> goals() { return {0}; }
  template <class Sink>
  void for_each_move(std::uint64_t state, Sink&& sink) const {
    if (state + 1 < size()) sink(state + 1, 1);
  }
};

struct Seen {
  int calls = 0;
  std::filesystem::path file;   // the file of the descriptor synced
  bool target_existed = false;  // when it was synced
  int fail_with = 0;            // an errno to fail with; 0: sync
  std::filesystem::path target;
};
Seen seen;

struct Scratch {
  std::filesystem::path path = std::filesystem::temp_directory_path() /
                               ("rotation-test-fsync-" + std::to_string(std::random_device{}()));
  Scratch() {
    std::filesystem::create_directories(path);
    path = std::filesystem::canonical(path);  // as /proc/self/fd names files
  }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;
  ~Scratch() {
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
  }
};

}  // namespace

extern "C" int fsync(int fd) {
  ++seen.calls;
  std::error_code ignored;
  seen.file = std::filesystem::read_symlink("/proc/self/fd/" + std::to_string(fd), ignored);
  seen.target_existed = std::filesystem::exists(seen.target, ignored);
  if (seen.fail_with != 0) {
    errno = seen.fail_with;
    return -1;
  }
  return static_cast<int>(::syscall(SYS_fsync, fd));
}

TEST_CASE("save: the file reaches the disk before it takes the target's name", "[pdb]") {
  const auto database = rotation::search::build_pattern_database(Chain{});
  const Scratch scratch;
  seen = Seen{};
  seen.target = scratch.path / "chain.pdb";
  rotation::search::save(database, seen.target);
  CHECK(seen.calls == 1);
  CHECK(seen.file.parent_path() == scratch.path);
  CHECK(seen.file.filename().string().starts_with("chain.pdb.partial-"));
  CHECK_FALSE(seen.target_existed);
  const auto loaded = rotation::search::load_pattern_database<8>(seen.target, "chain of 100", 100);
  CHECK(loaded[99] == 99);
}

TEST_CASE("save: a failed fsync is a failed save, and leaves nothing behind", "[pdb]") {
  const auto database = rotation::search::build_pattern_database(Chain{});
  const Scratch scratch;
  seen = Seen{};
  seen.target = scratch.path / "chain.pdb";
  seen.fail_with = EIO;
  std::string message;
  try {
    rotation::search::save(database, seen.target);
  } catch (const rotation::search::pattern_database_error& error) {
    message = error.what();
  }
  CHECK(seen.calls == 1);
  const std::string name = seen.target.string();
  CHECK(message == "pattern database '" + name + "': cannot write '" + seen.file.string() +
                       "': Input/output error");
  CHECK(std::filesystem::is_empty(scratch.path));
}
