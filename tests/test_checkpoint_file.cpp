// A parallel search's checkpoint in a file: written and read back field for
// field, files that are not checkpoints refused with the reason, and a search
// resumed from a checkpoint that went through a file ending as one without a
// break.

#include <rotation/rotation.hpp>
#include <rotation/search/checkpoint_file.hpp>
#include <rotation/search/parallel_ida_star.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <system_error>
#include <vector>

#include "catch.hpp"
#include "random_boards.hpp"

namespace {

using rotation::search::Checkpoint;
using rotation::search::checkpoint_error;

// A directory of one's own under the temporary directory, removed with what it holds.
class ScratchDirectory {
 public:
  ScratchDirectory()
      : path_(std::filesystem::temp_directory_path() /
              ("rotation-test-checkpoint-" + std::to_string(std::random_device{}()))) {
    std::filesystem::create_directories(path_);
  }
  ScratchDirectory(const ScratchDirectory&) = delete;
  ScratchDirectory& operator=(const ScratchDirectory&) = delete;
  ~ScratchDirectory() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

void write_text(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::trunc);
  out << text;
}

// A checkpoint file's text, `field`'s line replaced by `line` ("" drops it).
std::string text_with(const std::string& field, const std::string& line) {
  const std::vector<std::string> lines = {
      "rotation checkpoint 1", "key a search",     "bound 41",          "depth 7", "units_done 12",
      "next_bound 43",         "nodes_expanded 5", "nodes_generated 9", "passes 3"};
  std::string text;
  for (const auto& l : lines) {
    const bool replaced = l.rfind(field + " ", 0) == 0 || (field == "magic" && l == lines[0]);
    if (replaced && line.empty()) continue;
    text += replaced ? line : l;
    text += '\n';
  }
  return text;
}

}  // namespace

TEST_CASE("checkpoint file: saved and loaded, field for field", "[checkpoint]") {
  const ScratchDirectory scratch;
  const auto path = scratch.path() / "search.checkpoint";
  CHECK_FALSE(rotation::search::load_checkpoint(path).has_value());  // none there yet

  Checkpoint checkpoint;
  checkpoint.bound = 113;
  checkpoint.depth = 10;
  checkpoint.units_done = 5184;
  checkpoint.next_bound = 115;
  checkpoint.stats = {86'422'201'977, 181'424'417'530, 12, 113};
  rotation::search::save_checkpoint(path, "the 24-puzzle, board 9", checkpoint);
  auto loaded = rotation::search::load_checkpoint(path);
  REQUIRE(loaded.has_value());
  CHECK(loaded->key == "the 24-puzzle, board 9");
  CHECK(loaded->checkpoint.bound == 113);
  CHECK(loaded->checkpoint.depth == 10);
  CHECK(loaded->checkpoint.units_done == 5184);
  CHECK(loaded->checkpoint.next_bound == std::optional<std::int64_t>(115));
  CHECK(loaded->checkpoint.stats.nodes_expanded == 86'422'201'977);
  CHECK(loaded->checkpoint.stats.nodes_generated == 181'424'417'530);
  CHECK(loaded->checkpoint.stats.passes == 12);
  CHECK(loaded->checkpoint.stats.final_bound == 113);

  // Saved again over it: no cut yet, another key; nothing else left in the directory.
  checkpoint.next_bound.reset();
  rotation::search::save_checkpoint(path, "another", checkpoint);
  loaded = rotation::search::load_checkpoint(path);
  REQUIRE(loaded.has_value());
  CHECK(loaded->key == "another");
  CHECK_FALSE(loaded->checkpoint.next_bound.has_value());
  int files = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(scratch.path()))
    ++files;
  CHECK(files == 1);

  CHECK_THROWS_MATCHES(
      rotation::search::save_checkpoint(path, "two\nlines", checkpoint), checkpoint_error,
      Catch::Matchers::Message("checkpoint '" + path.string() + "': its key holds a line break"));
  CHECK_THROWS_AS(
      rotation::search::save_checkpoint(scratch.path() / "no" / "such", "k", checkpoint),
      checkpoint_error);
  const auto directory = scratch.path() / "";  // a directory's name, ending in a separator
  CHECK_THROWS_MATCHES(
      rotation::search::save_checkpoint(directory, "k", checkpoint), checkpoint_error,
      Catch::Matchers::Message("checkpoint '" + directory.string() + "': not a file name"));
  // Refused: a failed save leaves no temporary file behind, and the checkpoint as it was.
  files = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(scratch.path()))
    ++files;
  CHECK(files == 1);
  CHECK(rotation::search::load_checkpoint(path)->key == "another");
}

TEST_CASE("checkpoint file: a file that is not one is refused, saying why", "[checkpoint]") {
  const ScratchDirectory scratch;
  const auto path = scratch.path() / "search.checkpoint";
  const std::string name = "checkpoint '" + path.string() + "': ";
  auto refused = [&](const std::string& text) {
    write_text(path, text);
    try {
      static_cast<void>(rotation::search::load_checkpoint(path));
    } catch (const checkpoint_error& e) {
      return std::string(e.what());
    }
    return std::string("(loaded)");
  };
  write_text(path, text_with("", ""));
  REQUIRE(rotation::search::load_checkpoint(path).has_value());  // the text below, unchanged
  CHECK(refused(text_with("magic", "rotation checkpoint 2")) ==
        name + "not a checkpoint file (its first line is not 'rotation checkpoint 1')");
  CHECK(refused("") ==
        name + "not a checkpoint file (its first line is not 'rotation checkpoint 1')");
  CHECK(refused(text_with("depth", "")) ==
        name + "expected the line 'depth ...', found 'units_done 12'");
  CHECK(refused(text_with("passes", "")) == name + "expected the line 'passes ...', found the end");
  CHECK(refused(text_with("bound", "bound 4x")) ==
        name + "bound is not a number from 0 to 2147483647: '4x'");
  // A unit's number stays well within the driver's arithmetic: below a quarter of
  // std::size_t's range (2^62, or 2^30 on a 32-bit target).
  const std::string units_most = sizeof(std::size_t) >= 8 ? "4611686018427387903" : "1073741823";
  CHECK(refused(text_with("units_done", "units_done -1")) ==
        name + "units_done is not a number from 0 to " + units_most + ": '-1'");
  CHECK(refused(text_with("units_done", "units_done 4611686018427387904")) ==
        name + "units_done is not a number from 0 to " + units_most + ": '4611686018427387904'");
  CHECK(refused(text_with("next_bound", "next_bound")) ==
        name + "expected the line 'next_bound ...', found 'next_bound'");
  CHECK(refused(text_with("passes", "passes 0")) ==
        name + "passes is not a number from 1 to 2147483647: '0'");
  CHECK(refused(text_with("", "") + "more\n") == name + "more after the last field: 'more'");
  // Fields out of their range: a depth past the bound, a next bound not above it.
  CHECK(refused(text_with("depth", "depth 42")) ==
        name + "depth is not a number from 0 to 41: '42'");
  CHECK(refused(text_with("next_bound", "next_bound 41")) ==
        name + "next_bound is not a number from 42 to 2147483647: '41'");
  // A file saved with Windows line breaks reads the same.
  std::string crlf;
  for (const char c : text_with("", "")) {
    if (c == '\n') crlf += '\r';
    crlf += c;
  }
  write_text(path, crlf);
  const auto loaded = rotation::search::load_checkpoint(path);
  REQUIRE(loaded.has_value());
  CHECK(loaded->key == "a search");
  CHECK(loaded->checkpoint.stats.passes == 3);
  // Not a regular file.
  CHECK_THROWS_MATCHES(rotation::search::load_checkpoint(scratch.path()), checkpoint_error,
                       Catch::Matchers::Message("checkpoint '" + scratch.path().string() +
                                                "': not a regular file (a directory)"));
}

TEST_CASE("checkpoint file: a search resumed from a file, the answer without a break",
          "[checkpoint][parallel]") {
  using Domain = rotation::RotationDomain<rotation::StandardTopology>;
  const rotation::heuristics::MisplacedCenter textbook;
  const ScratchDirectory scratch;
  const auto path = scratch.path() / "search.checkpoint";
  int resumed = 0;
  for (const auto& cells : random_boards::uniform_boards(5190, 6)) {
    const rotation::Board<> board(std::span<const int>(cells.data(), cells.size()));
    const auto one = rotation::search::ida_star(Domain{}, board, textbook);
    REQUIRE(one.found());
    // Every checkpoint saved over the one before: the file holds the last.
    rotation::search::ParallelOptions options;
    options.threads = 2;
    options.checkpoint_interval = std::chrono::milliseconds(0);
    int saved = 0;
    options.on_checkpoint = [&](const Checkpoint& c) {
      // The middle of the search: stop saving past half its nodes.
      if (c.stats.nodes_expanded > one.stats.nodes_expanded / 2) return;
      rotation::search::save_checkpoint(path, rotation::to_string(board), c);
      ++saved;
    };
    const auto whole = rotation::search::parallel_ida_star(Domain{}, board, textbook, options);
    CHECK(whole.path == one.path);
    if (saved == 0) continue;
    const auto loaded = rotation::search::load_checkpoint(path);
    REQUIRE(loaded.has_value());
    REQUIRE(loaded->key == rotation::to_string(board));
    rotation::search::ParallelOptions again;
    again.threads = 2;
    again.resume = loaded->checkpoint;
    const auto rest = rotation::search::parallel_ida_star(Domain{}, board, textbook, again);
    CHECK(rest.path == one.path);
    CHECK(rest.stats.passes == one.stats.passes);
    ++resumed;
  }
  CHECK(resumed >= 3);
}
