// How many power dots and natural resources the boards carry, over 300 boards a setting,
// against what the rules ask for and against the original generator (docs/data-format.md,
// "Where the built-in tables depart from the original generator", has the figures).
// Run alone with `build/tests/uuboard_tests "[mark-figures]"`.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <fmt/core.h>
#include <map>
#include <string>
#include <vector>

#include "stages/dot_rules.hpp"
#include "uuboard/dictionary.hpp"
#include "uuboard/generate.hpp"

namespace {

const std::vector<std::string> every_expansion = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};

struct Figures {
  int boards = 0;
  std::int64_t nodes = 0, dots = 0;
  double dots_asked = 0.0;             // the mean of each node's draw, its type's count applied
  std::map<int, std::int64_t> nodes_with;  // nodes by their number of dots
  std::int64_t resources = 0, tiny_nodes = 0;
  double resources_asked = 0.0;  // what the count rule draws on average for the areas that take resources
  double per_board(std::int64_t n) const { return static_cast<double>(n) / boards; }
  double dots_per_node() const { return static_cast<double>(dots) / static_cast<double>(nodes); }
};

// The resources the original's count rule draws for an area on average: 1 to 4, or 1 to 2
// in an area of at most 4 nodes; none in an area mostly on the paper's edge (or too small
// to have an inside), nor in one an expedition or a landmark took.
double resources_asked(const uu::Board& board, const uu::Area& area) {
  if (area.use != uu::AreaUse::none && area.use != uu::AreaUse::resources) return 0.0;
  const std::size_t k = area.nodes.size();
  const auto on_border = std::count_if(area.nodes.begin(), area.nodes.end(),
                                       [&](int v) { return board.nodes[static_cast<std::size_t>(v)].on_border(); });
  if (k < 3 || 2 * static_cast<std::size_t>(on_border) >= k) return 0.0;
  return k <= 4 ? 1.5 : 2.5;
}

Figures figures(int players, int boards) {
  const uu::dot_rules::DotCounts counts(uu::builtin_dictionary());
  Figures f;
  uu::GenerateOptions o;
  o.board.players = players;
  o.board.expansions = every_expansion;
  for (int k = 1; k <= boards; ++k) {
    o.seed = fmt::format("figures-{}", k);
    const uu::Board b = uu::generate(o);
    ++f.boards;
    for (const uu::Node& n : b.nodes) {
      const int placed = static_cast<int>(n.power_dots.size());
      ++f.nodes;
      f.dots += placed;
      ++f.nodes_with[placed];
      f.dots_asked += (counts.for_draw(n, uu::dot_rules::least_drawn(players)) + counts.for_draw(n, uu::dot_rules::most_drawn(players))) / 2.0;
    }
    f.resources += static_cast<std::int64_t>(b.resources.size());
    f.tiny_nodes += static_cast<std::int64_t>(b.tiny_nodes.size());
    for (const uu::Area& a : b.areas) f.resources_asked += resources_asked(b, a);
  }
  std::string shares;
  for (const auto& [dots, n] : f.nodes_with) shares += fmt::format(" {}: {:.1f} %", dots, 100.0 * static_cast<double>(n) / static_cast<double>(f.nodes));
  WARN(fmt::format("{} players, every expansion, {} boards: {:.2f} power dots a node (asked {:.2f}; nodes with{}); {:.1f} resources a board "
                   "(asked {:.1f}); {:.1f} tiny nodes a board",
                   players, boards, f.dots_per_node(), f.dots_asked / static_cast<double>(f.nodes), shares, f.per_board(f.resources),
                   f.resources_asked / boards, f.per_board(f.tiny_nodes)));
  return f;
}

}  // namespace

// The bounds, and why:
// - Power dots: the original (run as it is) places 1.96 a node at 4 players, keeping 40
//   degrees between its dots and an 81-degree gap for each; ours keep 0.5 mm of paper
//   between inks, 48 degrees at 4 players on A4 and 51 at 9, so a node fits at least as
//   many as in the original and never more than its draw asks. A node holds up to 7; with
//   three or four edges taking 50 degrees each, a fifth of the asked dots may go short at
//   9 players (draws of 3 or 4), fewer at 4 (2 or 3). Every node keeps at least one.
// - Resources: the count rule is the original's; each area asks for 1-4 (1-2 when small).
//   At least four in five asked are placed, clear of all ink; at 4 players that is within
//   20 % of the original's 51.0 a board (40.9 on these seeds), though the original also
//   fills the areas our landmarks take and keeps no clearance from edges and power dots.
TEST_CASE("mark figures: power dots and resources at 4 and 9 players, against the rules' ask and the original", "[mark-figures]") {
  const int boards = 300;  // the whole sample in every build: the bounds are on means
  const Figures four = figures(4, boards);
  CHECK(four.nodes_with.count(0) == 0);
  CHECK(four.dots_per_node() >= 1.96);
  CHECK(static_cast<double>(four.dots) <= four.dots_asked);
  CHECK(static_cast<double>(four.dots) >= 0.85 * four.dots_asked);
  CHECK(static_cast<double>(four.resources) >= 0.8 * four.resources_asked);
  CHECK(four.per_board(four.resources) >= 0.8 * 51.0);

  const Figures nine = figures(9, boards);
  CHECK(nine.nodes_with.count(0) == 0);
  CHECK(static_cast<double>(nine.dots) <= nine.dots_asked);
  CHECK(static_cast<double>(nine.dots) >= 0.8 * nine.dots_asked);
  CHECK(nine.dots_per_node() > four.dots_per_node());  // more players, more dots, as the draw says
  CHECK(static_cast<double>(nine.resources) >= 0.8 * nine.resources_asked);
}
