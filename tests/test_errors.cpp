// One base for the library's exceptions: what each layer throws is caught as a
// rotation::error with the message its standard exception gives, and as that
// standard exception too. The throws are real ones, from the calls that make
// them; library_errors.cmake checks that no header raises anything else.

#include <rotation/judge_text.hpp>
#include <rotation/permutation/definition_text.hpp>
#include <rotation/rotation.hpp>
#include <rotation/search/checkpoint_file.hpp>
#include <rotation/search/packed_array.hpp>
#include <rotation/search/pattern_database_file.hpp>
#include <rotation/search/ranking.hpp>
#include <rotation/search/word_matcher.hpp>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "catch.hpp"

namespace {

// What `call` throws, caught as a rotation::error and as the standard
// exception Standard, and the messages of the two; "nothing" for a call that
// did not throw, "not <kind>" for one that threw something else.
template <class Kind, class Standard>
std::string thrown(const std::function<void()>& call) {
  std::string as_error = "nothing";
  try {
    call();
  } catch (const rotation::error& e) {
    if (dynamic_cast<const Kind*>(&e) == nullptr) return "not the expected kind";
    as_error = e.what();
  }
  try {
    call();
  } catch (const Standard& e) {
    if (as_error != e.what()) return "two messages: " + as_error + " | " + e.what();
    return as_error;
  } catch (...) {
    return "not the expected standard exception";
  }
  return as_error;
}

// A file of the lines given, removed at the end of the scope.
struct ScratchFile {
  std::filesystem::path path;
  explicit ScratchFile(const std::string& name, const std::string& text)
      : path(std::filesystem::temp_directory_path() / name) {
    std::ofstream(path) << text;
  }
  ~ScratchFile() { std::filesystem::remove(path); }
  ScratchFile(const ScratchFile&) = delete;
  ScratchFile& operator=(const ScratchFile&) = delete;
};

template <class... Kinds>
constexpr bool all_library_errors = (std::is_base_of_v<rotation::error, Kinds> && ...);

template <class... Kinds>
constexpr bool all_standard = (std::is_base_of_v<std::exception, Kinds> && ...);

}  // namespace

TEST_CASE("errors: every kind is a rotation::error and a standard exception", "[errors]") {
  namespace search = rotation::search;
  STATIC_REQUIRE(
      all_library_errors<rotation::input_error, rotation::invalid_board, rotation::invalid_move,
                         rotation::invalid_placement, rotation::line_too_long,
                         rotation::usage_error, rotation::insufficient_memory, rotation::too_large,
                         search::pattern_database_error, search::checkpoint_error,
                         rotation::permutation::definition_error>);
  STATIC_REQUIRE(
      all_standard<rotation::input_error, rotation::usage_error, rotation::insufficient_memory,
                   rotation::too_large, search::pattern_database_error, search::checkpoint_error>);
  // The standard exception each kind was before the common base, so that a
  // caller's catch of it goes on working.
  STATIC_REQUIRE(std::is_base_of_v<std::invalid_argument, rotation::input_error>);
  STATIC_REQUIRE(std::is_base_of_v<std::logic_error, rotation::usage_error>);
  STATIC_REQUIRE(std::is_base_of_v<std::runtime_error, rotation::insufficient_memory>);
  STATIC_REQUIRE(std::is_base_of_v<std::length_error, rotation::too_large>);
  STATIC_REQUIRE(std::is_base_of_v<std::runtime_error, search::pattern_database_error>);
  STATIC_REQUIRE(std::is_base_of_v<std::runtime_error, search::checkpoint_error>);
  // The base is not a std::exception: a catch of one is never ambiguous.
  STATIC_REQUIRE_FALSE(std::is_base_of_v<std::exception, rotation::error>);
}

TEST_CASE("errors: the search layer's input errors", "[errors]") {
  using rotation::input_error;
  CHECK(thrown<input_error, std::invalid_argument>([] {
          static_cast<void>(rotation::search::MultisetRanking(std::vector<int>{2, -1}));
        }) == "multiset ranking: a negative count, -1");
  CHECK(
      thrown<input_error, std::invalid_argument>([] {
        static_cast<void>(rotation::search::WordMatcher(2, std::vector<std::vector<int>>{{0, 2}}));
      }) == "WordMatcher: a letter outside the alphabet");
  CHECK(thrown<input_error, std::invalid_argument>([] {
          static_cast<void>(rotation::search::PackedArray<4>(100, std::vector<std::uint64_t>(1)));
        }) == "packed array: 1 words cannot hold 100 values");
}

TEST_CASE("errors: the puzzles' input errors", "[errors]") {
  CHECK(thrown<rotation::invalid_board, std::invalid_argument>([] {
          static_cast<void>(rotation::Board<>::parse("1"));
        }) == "expected 24 symbols, got 1");
  CHECK(thrown<rotation::permutation::definition_error, std::invalid_argument>([] {
          static_cast<void>(rotation::permutation::read_definition("Set"));
        }).find("line 1") != std::string::npos);
}

TEST_CASE("errors: a call its documentation rules out", "[errors]") {
  CHECK(thrown<rotation::usage_error, std::logic_error>([] {
          static_cast<void>(rotation::answer_text(rotation::Solution<>{}));
        }) == "answer_text: the search found no solution");
}

TEST_CASE("errors: files that cannot be read", "[errors]") {
  const ScratchFile table("rotation-test-errors.pdb", "not a table\n");
  CHECK(thrown<rotation::search::pattern_database_error, std::runtime_error>([&] {
          static_cast<void>(rotation::search::load_pattern_database<8>(table.path, "x", 10));
        }).find("rotation-test-errors.pdb") != std::string::npos);
  const ScratchFile checkpoint("rotation-test-errors.checkpoint", "not a checkpoint\n");
  CHECK(thrown<rotation::search::checkpoint_error, std::runtime_error>([&] {
          static_cast<void>(rotation::search::load_checkpoint(checkpoint.path));
        }).find("rotation-test-errors.checkpoint") != std::string::npos);
}
