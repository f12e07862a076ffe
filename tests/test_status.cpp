// How a search ended, by name: to_string and << give the names that the
// comments of the enumerators in rotation/search/result.hpp document.

#include <rotation/search/result.hpp>

#include <array>
#include <cstddef>
#include <sstream>
#include <string>
#include <string_view>

#include "catch.hpp"

namespace {

using rotation::search::Status;

struct Named {
  Status status;
  std::string_view name;
};

// Every enumerator, in declaration order, with the name its comment gives.
constexpr std::array<Named, 4> documented{{
    {Status::found, "found"},
    {Status::exhausted, "exhausted"},
    {Status::budget_exceeded, "budget exceeded"},
    {Status::stopped, "stopped"},
}};

std::string streamed(Status status) {
  std::ostringstream out;
  out << status;
  return out.str();
}

}  // namespace

// A name is a constant: usable in static_asserts and constexpr tables.
static_assert(to_string(Status::found) == "found");

TEST_CASE("each status has the name its comment documents", "[status]") {
  for (const auto& [status, name] : documented) {
    INFO("documented as \"" << name << '"');
    CHECK(to_string(status) == name);
    CHECK(streamed(status) == name);
  }
}

TEST_CASE("the table above holds every status", "[status]") {
  // An enumerator added after `stopped` would have a name of its own here,
  // not the one for values that name no enumerator: add it to the table.
  const auto past_the_last = static_cast<Status>(static_cast<int>(documented.back().status) + 1);
  CHECK(to_string(past_the_last) == "unknown status");
  CHECK(streamed(past_the_last) == "unknown status");
  for (std::size_t i = 0; i < documented.size(); ++i) {
    CHECK(static_cast<std::size_t>(documented[i].status) == i);
  }
}
