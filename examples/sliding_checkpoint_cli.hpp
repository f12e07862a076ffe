#pragma once

// fifteen-puzzle's searches with a set of pattern databases, one set for
// every board, and --checkpoint: a board's search saved to a file every
// minute, and resumed from it when the program is run again on the same
// input.

#include <exception>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <utility>

#include <rotation/search/checkpoint_file.hpp>
#include <rotation/sliding.hpp>
#include <rotation/version.hpp>
#include "puzzle_cli.hpp"
#include "sliding_cli.hpp"

namespace fifteen_cli {

// One set of pattern databases for every board, its values tracked on the
// search's states (rotation/sliding/tracked_domain.hpp); with --checkpoint, each
// board's search saved to that file every minute, and resumed from the
// checkpoint the file held at the start when its board comes. Until then no
// other board's search is saved: the file is that board's. A checkpoint of
// another program (its version, databases or pruning) is replaced: this one
// could not resume it.
template <class Set>
struct SolveTracked {
  const Set& set;
  rotation::search::ParallelOptions options;
  std::optional<std::filesystem::path> checkpoint;         // --checkpoint
  std::optional<rotation::search::SavedCheckpoint> saved;  // what it held, until used
  bool told_kept = false;  // said that the file is kept for another board's search

  // The tree a checkpoint's units are numbered in: the program's version, the
  // databases, the duplicate paths pruned (the words change from build to
  // build between versions). A key is this, " board", and the board.
  std::string program_key() const {
    const auto& automaton = sliding::duplicate_pruning<Set::side>();
    return "fifteen-puzzle " + std::to_string(rotation::version_major) + "." +
           std::to_string(rotation::version_minor) + "." + std::to_string(rotation::version_patch) +
           " databases " + set.database_names() + " pruning " +
           std::to_string(automaton.forbidden()) + " words of up to " +
           std::to_string(automaton.longest()) + " moves, " + std::to_string(automaton.nodes()) +
           " states";
  }
  std::string key_of(const sliding::BoardOf<Set::side>& board) const {
    std::string key = program_key() + " board";
    for (const auto tile : board.tiles) key += " " + std::to_string(tile);
    return key;
  }

  sliding::Solution search(const sliding::BoardOf<Set::side>& board,
                           const rotation::search::ParallelOptions& under) const {
    return sliding::solve_tracked(board, set, under);
  }

  Answer operator()(const sliding::BoardOf<Set::side>& board) {
    if (!checkpoint) return {search(board, options), ""};
    const std::filesystem::path& file = *checkpoint;
    const std::string key = key_of(board);
    if (saved && saved->key.rfind(program_key() + " board ", 0) != 0) {
      std::cerr << program << ": " << puzzle_cli::quoted(file.string())
                << " holds a checkpoint of another program (version, databases or pruning), "
                   "which this one cannot resume: this run's checkpoints replace it\n";
      saved.reset();
    }
    const bool resumed = saved && saved->key == key;
    if (saved && !resumed) {
      if (!std::exchange(told_kept, true))
        std::cerr << program << ": " << puzzle_cli::quoted(file.string())
                  << " holds the checkpoint of another board: it is kept for that board, and "
                     "no search is saved to it before that board's\n";
      return {sliding::solve_tracked(board, set, options), ""};
    }
    rotation::search::ParallelOptions resumable = options;
    std::string guide;
    if (resumed) {
      resumable.resume = saved->checkpoint;
      guide = "resumed at bound " + std::to_string(saved->checkpoint.bound) + " after " +
              puzzle_cli::counted(saved->checkpoint.stats.nodes_expanded, "node", "nodes");
      std::cerr << program << ": " << guide << " (" << puzzle_cli::quoted(file.string()) << ")\n";
      saved.reset();
    }
    // A checkpoint that cannot be saved (the disk full, say) is said once; the search goes on.
    bool written = false;
    bool warned = false;
    resumable.on_checkpoint = [&file, &key, &written,
                               &warned](const rotation::search::Checkpoint& c) {
      try {
        rotation::search::save_checkpoint(file, key, c);
        written = true;
      } catch (const std::exception& e) {
        if (!std::exchange(warned, true))
          std::cerr << program << ": " << e.what() << " (the search goes on without)\n";
      }
    };
    Answer answer{sliding::solve_tracked(board, set, resumable), guide};
    const auto status = answer.status;
    if ((resumed || written) && (status == rotation::search::Status::found ||
                                 status == rotation::search::Status::exhausted))
      answer.spent_checkpoint = file;  // this board's, answered: nothing to resume
    return answer;
  }
};

}  // namespace fifteen_cli
