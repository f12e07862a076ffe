// The census and God's number (rotation/census.hpp) against independent
// sources: the reference's exhaustive table of every size-5 board
// (support/family_reference.hpp, which shares no code with the library), the
// library's solve() on every size-5 board, closed forms, the published
// figures for the standard board (9,465,511,770 boards, 192 of them needing
// 13 moves and none more), and a recount of the standard board's farthest
// boards from placement distances found here by a breadth-first search of
// the reference's own moves.
//
// Release times on two cores: the size-7 census about a second, size 9's God's
// number (its distances built, the witness solved) about a second, the rest
// instant; in Debug, 12 s and 9 s. Counting size 9's 29,554,752 hardest boards
// (25 s: bench_census.cpp and rotation-census) and size 11's God's number (22,
// 20 s: rotation-census --hardest --size=11) are left out; size 13's (27, about
// 1.5 minutes) is the hidden [gods13] test, run by `ctest -L large`.

#include <rotation/board.hpp>
#include <rotation/census.hpp>
#include <rotation/hash_topology.hpp>
#include <rotation/placement.hpp>
#include <rotation/search/build_in_place.hpp>
#include <rotation/search/packed_array.hpp>
#include <rotation/solve.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <random>
#include <set>
#include <span>
#include <stdexcept>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "catch.hpp"
#include "family_reference.hpp"

namespace {

namespace fr = family_reference;

template <std::size_t L>
using Hash = rotation::HashTopology<L>;

template <std::size_t L>
fr::Cells to_cells(const rotation::Board<Hash<L>>& board) {
  fr::Cells cells(Hash<L>::cell_count);
  for (std::size_t c = 0; c < cells.size(); ++c) cells[c] = board[c];
  return cells;
}

// solve() answers `board` in exactly `moves` moves, and the answer, replayed,
// solves it with the center it names.
template <class T>
void check_solved_in(const rotation::Board<T>& board, std::size_t moves) {
  const auto solution = rotation::solve(board);
  REQUIRE(solution.found());
  CHECK(solution.moves.size() == moves);
  auto end = board;
  end.apply(solution.moves);
  CHECK(end.is_solved());
  CHECK(end.center_symbol() == solution.center_symbol);
}

// The distance of every placement of size 7, by a breadth-first search from
// the center with the reference's moves on cell sets: [mask] for every
// 24-bit mask, -1 for the sets that are not 8 cells.
std::vector<std::int8_t> reference_placement_distances(const fr::Family& f) {
  std::uint32_t center = 0;
  for (const int cell : f.center) center |= std::uint32_t{1} << fr::at(cell);
  std::vector<std::int8_t> distance(std::size_t{1} << fr::at(f.cell_count), -1);
  std::vector<std::uint32_t> queue{center};
  distance[center] = 0;
  for (std::size_t next = 0; next < queue.size(); ++next) {
    const std::uint32_t from = queue[next];
    for (int move = 0; move < fr::move_count; ++move) {
      const std::uint32_t to = fr::apply_to_set(f, from, move);
      if (distance[to] != -1) continue;
      distance[to] = static_cast<std::int8_t>(distance[from] + 1);
      queue.push_back(to);
    }
  }
  return distance;
}

// The size-7 boards needing `moves` or more, counted the plain way: every
// far placement holding cell 0 for one symbol, every far placement whose
// lowest cell is the lowest cell left for another, the cells left for the
// third, times the 3! ways to name the three.
std::uint64_t count_far_boards_7(const std::vector<std::int8_t>& distance, int moves) {
  std::vector<std::vector<std::uint32_t>> far_from(24);  // [lowest cell]
  for (std::uint32_t mask = 1; mask < distance.size(); ++mask)
    if (distance[mask] >= moves) far_from[fr::at(std::countr_zero(mask))].push_back(mask);
  std::uint64_t partitions = 0;
  for (const std::uint32_t first : far_from[0]) {
    const std::uint32_t rest = 0xffffffU & ~first;
    for (const std::uint32_t second : far_from[fr::at(std::countr_zero(rest))])
      if ((second & ~rest) == 0 && distance[rest & ~second] >= moves) ++partitions;
  }
  return partitions * 6;
}

}  // namespace

TEST_CASE("census: board_count is the multinomial count", "[census]") {
  STATIC_REQUIRE(rotation::board_count<Hash<5>>() == 12'870u);
  STATIC_REQUIRE(rotation::board_count<Hash<7>>() == 9'465'511'770u);
  STATIC_REQUIRE(rotation::board_count<Hash<9>>() == 99'561'092'450'391'000u);
}

TEST_CASE("census: size 5, every board's distance, against the reference's table",
          "[census][size5]") {
  const fr::Size5& reference = fr::size5();
  const auto census = rotation::board_census<Hash<5>>();
  CHECK(census.boards_at == reference.boards_at());
  CHECK(census.total() == 12'870u);
  CHECK(census.gods_number() == 8);
  CHECK(census.boards_at[8] == 332u);
  // Solved: one symbol on the center, the other on the rest.
  CHECK(census.boards_at[0] == 2u);
}

TEST_CASE("census: size 5, every board's distance, against solve()", "[census][size5]") {
  // Every 8-subset of the 16 cells is the 1s of one board.
  std::vector<std::uint64_t> solved_in;
  for (unsigned ones = 0; ones < (1U << 16); ++ones) {
    if (std::popcount(ones) != 8) continue;
    const auto board =
        rotation::Board<Hash<5>>(std::span<const int>(fr::cells_of(static_cast<fr::Mask5>(ones))));
    const auto moves = rotation::solve(board).moves.size();
    if (solved_in.size() <= moves) solved_in.resize(moves + 1, 0);
    ++solved_in[moves];
  }
  CHECK(rotation::board_census<Hash<5>>().boards_at == solved_in);
}

TEST_CASE("census: size 5, God's number is 8, with 332 boards", "[census][size5]") {
  const fr::Size5& reference = fr::size5();
  const auto gods = rotation::gods_number<Hash<5>>();
  CHECK(gods.moves == 8);
  REQUIRE(gods.boards.has_value());
  CHECK(*gods.boards == 332u);

  // The witness needs 8 moves, by the reference and by solve().
  const fr::Cells witness = to_cells<5>(gods.witness);
  CHECK(reference.distance(fr::mask_of(witness)) == 8);
  check_solved_in(gods.witness, 8);

  // The proof: no placement needs 10 (so the first search has nothing to
  // try), 86 need 9 and no two of them split the board.
  REQUIRE(gods.searches.size() == 3u);
  CHECK(gods.searches[0].moves == 10);
  CHECK(gods.searches[0].candidates == 0u);
  const auto& proof = gods.proof();
  CHECK(proof.moves == 9);
  CHECK(proof.candidates == 86u);
  CHECK(proof.partitions == 0u);
  CHECK(proof.complete);
  CHECK(gods.searches.back().moves == 8);
  CHECK(gods.searches.back().partitions == 166u);  // each board and its 1s and 2s swapped
}

TEST_CASE("census: size 5, the boards needing 7 or more are the reference's", "[census][size5]") {
  const fr::Size5& reference = fr::size5();
  std::set<fr::Mask5> expected;
  for (const fr::Mask5 mask : reference.boards())
    if (reference.distance(mask) >= 7) expected.insert(mask);
  std::set<fr::Mask5> found;
  for (const auto& board : rotation::boards_needing_at_least<Hash<5>>(7))
    found.insert(fr::mask_of(to_cells<5>(board)));
  CHECK(found == expected);
  CHECK(expected.size() == 2'884u + 332u);
}

namespace {

// How many standard boards need 0, 1 and 2 moves, by a breadth-first search
// over whole boards (two bits a cell as the key) with the reference's moves.
std::array<std::uint64_t, 3> boards_within_two_moves_7() {
  const fr::Family f = fr::family(7);
  auto key = [](const fr::Cells& cells) {
    std::uint64_t k = 0;
    for (const int symbol : cells) k = k << 2 | static_cast<std::uint64_t>(symbol);
    return k;
  };
  std::unordered_set<std::uint64_t> seen;
  std::vector<fr::Cells> level;
  // Solved: a symbol on the center, the other two on the 16 cells left.
  std::vector<std::size_t> outside;
  for (std::size_t c = 0; c < 24; ++c)
    if (std::find(f.center.begin(), f.center.end(), static_cast<int>(c)) == f.center.end())
      outside.push_back(c);
  for (int s = 1; s <= 3; ++s) {
    const int a = s == 1 ? 2 : 1;
    const int b = s == 3 ? 2 : 3;
    for (std::uint32_t ones = 0; ones < (1U << 16); ++ones) {
      if (std::popcount(ones) != 8) continue;
      fr::Cells cells(24, s);
      for (std::size_t i = 0; i < 16; ++i) cells[outside[i]] = (ones >> i & 1) != 0 ? a : b;
      if (seen.insert(key(cells)).second) level.push_back(cells);
    }
  }
  std::array<std::uint64_t, 3> counts{level.size(), 0, 0};
  for (std::size_t d = 1; d < 3; ++d) {
    std::vector<fr::Cells> next;
    for (const auto& cells : level)
      for (int m = 0; m < fr::move_count; ++m) {
        fr::Cells moved = cells;
        fr::apply(f, moved, m);
        if (seen.insert(key(moved)).second) next.push_back(moved);
      }
    counts[d] = next.size();
    level = std::move(next);
  }
  return counts;
}

}  // namespace

TEST_CASE("census: size 7, the distribution", "[census][size7]") {
  const auto census = rotation::board_census<Hash<7>>();
  CHECK(census.total() == 9'465'511'770u);
  CHECK(census.gods_number() == 13);
  CHECK(census.boards_at[13] == 192u);
  // Solved: a symbol on the center (3 ways), the other two on the 16 cells
  // left (C(16, 8) ways); no board has two symbols on its center.
  CHECK(census.boards_at[0] == std::uint64_t{3} * 12'870);
  // The tail, as this project's brute-force enumeration of the farthest
  // boards found it.
  CHECK(census.at_least(12) == 4'053'768u);
  CHECK(census.at_least(11) == 316'830'168u);
  // The nearest boards, counted by a breadth-first search over whole boards
  // with the reference's moves: every solved board, then one and two moves out.
  const auto near = boards_within_two_moves_7();
  CHECK(census.boards_at[0] == near[0]);
  CHECK(census.boards_at[1] == near[1]);
  CHECK(census.boards_at[2] == near[2]);
}

TEST_CASE("census: size 7, the farthest boards, recounted from the reference's moves",
          "[census][size7]") {
  const auto distance = reference_placement_distances(fr::family(7));
  CHECK(count_far_boards_7(distance, 14) == 0u);
  CHECK(count_far_boards_7(distance, 13) == 192u);
  CHECK(count_far_boards_7(distance, 12) == 4'053'768u);
}

// PlacementDistances, built in place a byte a placement: every distance the
// reference's breadth-first search finds; taken back from its entries and
// counts (as a file gives them) only when they agree.
TEST_CASE(
    "census: size 7, the placement distances are the reference's, and taken back only when sound",
    "[census][size7]") {
  using Distances = rotation::PlacementDistances<Hash<7>>;
  STATIC_REQUIRE(Distances::placements() == 735'471u);
  STATIC_REQUIRE(Distances::build_memory_bytes() == 735'472u + 4u * 1024 * 1024);
  const auto reference = reference_placement_distances(fr::family(7));
  const Distances distances;
  std::vector<std::uint64_t> counts;
  std::uint64_t placements = 0;
  for (std::uint32_t mask = 0; mask < reference.size(); ++mask) {
    if (reference[mask] < 0) continue;
    ++placements;
    const auto d = static_cast<std::size_t>(static_cast<unsigned char>(reference[mask]));
    if (counts.size() <= d) counts.resize(d + 1, 0);
    ++counts[d];
    if (distances(rotation::Placement<Hash<7>>(mask)) != reference[mask]) {
      FAIL_CHECK("placement " << mask << ": " << distances(rotation::Placement<Hash<7>>(mask))
                              << " moves, the reference says " << int{reference[mask]});
      break;
    }
  }
  CHECK(placements == 735'471u);
  CHECK(distances.counts() == counts);
  CHECK(distances.max_distance() == 14);

  // The entries and counts as a file would give them back.
  auto copy = [&distances](std::vector<std::uint64_t> counts_given) {
    const auto words = distances.entries().words();
    return rotation::search::DistanceResidues<8>{
        rotation::search::PackedArray<8>(distances.entries().size(),
                                         std::vector<std::uint64_t>(words.begin(), words.end())),
        std::move(counts_given)};
  };
  const Distances taken(copy(counts));
  CHECK(std::ranges::equal(taken.by_rank(), distances.by_rank()));
  CHECK(taken.counts() == counts);
  // Counts that do not describe the entries.
  auto wrong = counts;
  ++wrong[3];
  --wrong[4];
  CHECK_THROWS_AS(Distances(copy(wrong)), std::invalid_argument);
  wrong = counts;
  wrong.pop_back();
  CHECK_THROWS_AS(Distances(copy(wrong)), std::invalid_argument);
  // An entry changed: the counts no longer hold.
  auto altered = copy(counts);
  altered.residues.set(12'345, altered.residues.get(12'345) == 5 ? 6 : 5);
  CHECK_THROWS_AS(Distances(std::move(altered)), std::invalid_argument);
  // Another board's size.
  CHECK_THROWS_AS(rotation::PlacementDistances<Hash<5>>(copy(counts)), std::invalid_argument);
}

TEST_CASE("census: size 7, God's number is 13, with 192 boards", "[census][size7]") {
  const auto gods = rotation::gods_number<Hash<7>>();
  CHECK(gods.moves == 13);
  REQUIRE(gods.boards.has_value());
  CHECK(*gods.boards == 192u);
  check_solved_in(gods.witness, 13);
  const auto& proof = gods.proof();
  CHECK(proof.moves == 14);
  CHECK(proof.candidates == 188u);
  CHECK(proof.partitions == 0u);
  CHECK(proof.complete);

  // The same witness from one thread as from several: the first cover in
  // the candidates' order, whoever finds it.
  rotation::GodsNumberOptions one_thread;
  one_thread.threads = 1;
  one_thread.count = rotation::CountBoards::never;
  const auto alone = rotation::gods_number<Hash<7>>(one_thread);
  CHECK(alone.witness == gods.witness);
  CHECK_FALSE(alone.boards.has_value());

  // hardest_boards() lists them: 192 different boards of 13 moves.
  const auto hardest = rotation::hardest_boards<Hash<7>>();
  CHECK(hardest.moves == 13);
  std::set<std::string> distinct;
  for (const auto& board : hardest.boards) distinct.insert(rotation::to_string(board));
  CHECK(distinct.size() == 192u);
  CHECK(distinct.count(rotation::to_string(gods.witness)) == 1u);
}

TEST_CASE("census: progress reaches 1, and a callback that throws cancels", "[census][size7]") {
  const rotation::PlacementDistances<Hash<7>> distances;
  std::vector<double> seen;
  rotation::GodsNumberOptions gods_options;
  gods_options.progress = [&seen](const rotation::Progress& progress) {
    seen.push_back(progress.fraction);
  };
  CHECK(rotation::gods_number<Hash<7>>(distances, gods_options).moves == 13);
  REQUIRE_FALSE(seen.empty());
  CHECK(seen.back() == 1.0);

  rotation::CensusOptions census_options;
  int calls = 0;
  census_options.progress = [&calls](const rotation::Progress& progress) {
    if (progress.fraction > 0 && ++calls == 2) throw std::runtime_error("cancelled");
  };
  CHECK_THROWS_AS(rotation::board_census<Hash<7>>(distances, census_options), std::runtime_error);

  gods_options.progress = [](const rotation::Progress& progress) {
    if (progress.fraction > 0.5) throw std::runtime_error("cancelled");
  };
  CHECK_THROWS_AS(rotation::gods_number<Hash<7>>(distances, gods_options), std::runtime_error);
}

TEST_CASE("census: size 9, God's number, its proof and its witness", "[census][size9]") {
  rotation::GodsNumberOptions options;
  options.count = rotation::CountBoards::never;
  const auto gods = rotation::gods_number<Hash<9>>(options);
  CHECK(gods.moves == 17);
  CHECK_FALSE(gods.boards.has_value());
  // No board needs 18: the placements that need 18 or more (42,600 + 4,186
  // + 164 + 1) cannot split the board four ways.
  const auto& proof = gods.proof();
  CHECK(proof.moves == 18);
  CHECK(proof.candidates == 46'951u);
  CHECK(proof.partitions == 0u);
  CHECK(proof.complete);
  // The witness, replayed: solve() needs exactly 17 moves, and they solve it.
  check_solved_in(gods.witness, 17);
}

TEST_CASE("census: the center's count rules levels out, and the local search finds a witness",
          "[census][size9]") {
  const rotation::PlacementDistances<Hash<9>> distances;
  // The most center cells a placement needing k moves or more holds, counted
  // here from the distances: 4 symbols holding 8 center cells need one that
  // holds 2, so the levels where none does are ruled out without a search.
  auto most_center = [&distances](int k) {
    int most = 0;
    const auto by_rank = distances.by_rank();
    for (std::size_t r = 0; r < by_rank.size(); ++r) {
      if (by_rank[r] < k) continue;
      const auto cells = rotation::PlacementDistances<Hash<9>>::ranking::unrank(
          static_cast<rotation::PlacementDistances<Hash<9>>::rank_type>(r));
      int held = 0;
      for (const auto cell : Hash<9>::center) held += static_cast<int>(cells >> cell & 1U);
      most = std::max(most, held);
    }
    return most;
  };

  rotation::GodsNumberOptions options;
  options.count = rotation::CountBoards::never;
  options.local_search_climbs = 256;
  const auto gods = rotation::gods_number<Hash<9>>(distances, options);
  CHECK(gods.moves == 17);
  for (const auto& search : gods.searches) {
    CHECK(search.most_center_cells == most_center(search.moves));
    if (search.candidates > 0 && 4 * search.most_center_cells < 8) {
      CHECK(search.nodes == 0u);  // ruled out by the count
      CHECK(search.complete);
    }
  }
  // 19 moves: 4,351 placements, none holding two center cells.
  const auto at_19 = std::ranges::find(gods.searches, 19, &rotation::CoverSearchFigures::moves);
  REQUIRE(at_19 != gods.searches.end());
  CHECK(at_19->candidates == 4'351u);
  CHECK(at_19->most_center_cells == 1);

  // The witness came from the local search: no exhaustive search at 17.
  REQUIRE(gods.local_search.has_value());
  CHECK(gods.local_search->moves == 17);
  CHECK(gods.local_search->climbs == 256u);
  CHECK(gods.searches.back().moves == 18);
  CHECK(gods.proof().moves == 18);
  CHECK(gods.proof().complete);
  CHECK(gods.proof().partitions == 0u);
  check_solved_in(gods.witness, 17);

  // The same board from one thread: each climb draws from its own generator.
  options.threads = 1;
  const auto alone = rotation::gods_number<Hash<9>>(distances, options);
  CHECK(alone.witness == gods.witness);
  CHECK(alone.local_search->found_by == gods.local_search->found_by);

  // Counting needs every partition: no local search then.
  options.count = rotation::CountBoards::always;
  options.threads = 0;
  const auto counted = rotation::gods_number<Hash<5>>(options);
  CHECK_FALSE(counted.local_search.has_value());
  CHECK(*counted.boards == 332u);
}

// Candidates: `count` random placements of size L, each holding at most two
// of the 8 center cells. The parts must then hold two each, or nearly, and
// the search puts `first` parts holding two down first; the partitions are
// counted here again by the plainest exact-cover search (the part of the
// lowest free cell, every way) and must be the same number, and some.
template <std::size_t L>
void check_center_parts_first(std::size_t count, std::size_t first, std::uint64_t seed) {
  using T = Hash<L>;
  using Search = rotation::detail::CoverSearch<T>;
  using Mask = typename Search::mask_type;
  Mask center = 0;
  for (const auto cell : T::center) center |= Mask{1} << cell;
  std::mt19937_64 random(seed);
  std::vector<Mask> chosen;
  std::unordered_set<Mask> is_chosen;
  while (chosen.size() < count) {
    std::array<std::size_t, T::cell_count> cells{};
    for (std::size_t c = 0; c < cells.size(); ++c) cells[c] = c;
    Mask placement = 0;
    for (std::size_t k = 0; k < 8; ++k) {  // 8 distinct cells, drawn one by one
      std::swap(cells[k], cells[k + random() % (cells.size() - k)]);
      placement |= Mask{1} << cells[k];
    }
    if (std::popcount(placement & center) <= 2 && is_chosen.insert(placement).second)
      chosen.push_back(placement);
  }
  const Search search{std::span<const Mask>(chosen)};
  CHECK(search.candidates() == chosen.size());
  CHECK(search.center_parts_first() == first);

  std::array<std::vector<Mask>, T::cell_count> by_lowest;
  for (const Mask cells : chosen)
    by_lowest[static_cast<std::size_t>(std::countr_zero(cells))].push_back(cells);
  std::function<std::uint64_t(Mask, int)> partitions = [&](Mask free, int parts) -> std::uint64_t {
    if (parts == 1) return is_chosen.count(free);
    std::uint64_t found = 0;
    for (const Mask part : by_lowest[static_cast<std::size_t>(std::countr_zero(free))])
      if ((part & ~free) == 0) found += partitions(static_cast<Mask>(free & ~part), parts - 1);
    return found;
  };
  const Mask all = rotation::Bitboard<T>::all_cells;
  const std::uint64_t expected = partitions(all, T::symbol_count);
  CHECK(expected > 0u);
  const auto counted = search.run(Search::Mode::count, 2, {}, {});
  CHECK(counted.figures.partitions == expected);
  CHECK(counted.figures.complete);
  const auto found = search.run(Search::Mode::first, 2, {}, {});
  REQUIRE(found.first.has_value());
  Mask covered = 0;
  for (const Mask part : *found.first) {
    CHECK(is_chosen.count(part) == 1u);
    CHECK((covered & part) == 0u);
    covered |= part;
  }
  CHECK(covered == all);
}

TEST_CASE("census: the cover search, center parts first, finds every partition a plain one does",
          "[census][size9]") {
  check_center_parts_first<9>(5'000, 1, 0xce47e5);
  check_center_parts_first<11>(5'500, 2, 0xce47e511);
}

#if ROTATION_LARGE_SIZE_TESTS
// God's number of size 13 (ctest -L large: census.size13, about 1.5 minutes and
// 0.5 GB): no board needs 28 (the exhaustive search), one needs 27 (the local
// search's witness, solved here in 27 moves by the library's walks).
TEST_CASE("census: size 13, God's number is 27", "[.][gods13]") {
  const auto gods = rotation::gods_number<Hash<13>>();
  CHECK(gods.moves == 27);
  CHECK(gods.proof().moves == 28);
  CHECK(gods.proof().complete);
  CHECK(gods.proof().partitions == 0u);
  CHECK(gods.proof().candidates == 731'656u);
  for (const auto& search : gods.searches)
    if (search.moves >= 29) CHECK(search.nodes == 0u);  // the center's count
  check_solved_in(gods.witness, 27);
}
#endif  // ROTATION_LARGE_SIZE_TESTS
