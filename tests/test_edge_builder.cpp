// EdgeBuilder (src/stages/edge_rules.hpp) on a small hand-made board: each edge rule
// alone, shown both allowing a pair and, once the rule applies, refusing it; roles set
// through it, and its debug check finding a board changed behind its back.
#include <catch2/catch.hpp>
#include <utility>
#include <vector>

#include "model/drawn.hpp"
#include "stages/edge_rules.hpp"
#include "debug_checks.hpp"

namespace {

// Nodes in groups, each for one rule; far enough apart that the groups leave each
// other alone. Ids are the order below.
uu::Board tiny_board() {
  uu::Board b;
  b.width = 14;
  b.height = 10;
  b.unit_mm = uu::drawn::unit_mm_for(uu::PageSetup{}, b.width, b.height);
  const auto node = [&](double x, double y, uu::Role role = uu::Role::regular) {
    uu::Node n;
    n.pos = {x, y};
    n.role = role;
    if (x == 0) n.sides.add(uu::Side::left);
    if (y == 0) n.sides.add(uu::Side::top);
    if (x == b.width) n.sides.add(uu::Side::right);
    b.nodes.push_back(n);
  };
  node(2, 2), node(3, 2), node(2, 3), node(3, 3), node(0, 2.5), node(2.5, 0);  // 0-3 a square, 4 left, 5 top
  node(6, 5), node(7, 5), node(5, 5), node(6, 6), node(6, 4), node(7, 6);      // 6 a hub, 7-11 around it
  node(4, 8), node(3, 8), node(5, 8), node(9, 8), node(9.4, 8);                // 12 between 13 and 14; 15, 16 close
  node(14, 3), node(13, 2), node(13, 4), node(12.8, 3);                        // 17 on the right, 18-20 beside it
  node(10, 5, uu::Role::center), node(9, 5), node(11, 5), node(10, 4), node(10, 6), node(11, 6);  // 21 the center
  node(3, 5), node(2, 5), node(4, 5), node(3, 6), node(3, 4), node(4, 4);      // 27 to become a start; 32 on 0-3's line
  b.center = 21;
  return b;
}

}  // namespace

TEST_CASE("edge builder: degree caps by role", "[stage][edge-builder]") {
  uu::Node n;
  CHECK(uu::degree_cap(n) == uu::regular_degree_cap);
  n.sides.add(uu::Side::left);
  CHECK(uu::degree_cap(n) == uu::border_degree_cap);
  n.sides = {};
  n.role = uu::Role::start;
  CHECK(uu::degree_cap(n) == uu::border_degree_cap);
  n.role = uu::Role::center;
  CHECK(uu::degree_cap(n) > 100);
}

TEST_CASE("edge builder: a crossing edge is refused, and only while the other is there", "[stage][edge-builder]") {
  uu::Board b = tiny_board();
  uu::EdgeBuilder e(b);
  // The diagonal 1-2 keeps every rule on an empty board.
  CHECK(e.can_add(1, 2));
  CHECK_FALSE(e.crosses_existing(1, 2));
  e.add(0, 3);
  CHECK(e.crosses_existing(1, 2));
  CHECK(e.crosses_existing(2, 1));
  // Every other rule still allows it: the crossing alone refuses it.
  CHECK(e.pair_allowed(1, 2));
  CHECK(e.below_cap(1));
  CHECK(e.below_cap(2));
  CHECK(e.clear_of_nodes(1, 2));
  CHECK_FALSE(e.can_add(1, 2));
  // Sharing an end is no crossing; running along the same line from it is.
  CHECK_FALSE(e.crosses_existing(0, 1));
  CHECK_FALSE(e.crosses_existing(3, 32));
  CHECK(e.crosses_existing(0, 32));
  // Only the edges added since a given count are asked.
  CHECK(e.crosses_added_since(1, 2, 0));
  CHECK_FALSE(e.crosses_added_since(1, 2, 1));
  CHECK_FALSE(e.crosses_existing(8, 7));  // far from edge 0-3
}

TEST_CASE("edge builder: two border nodes are never joined", "[stage][edge-builder]") {
  uu::Board b = tiny_board();
  const uu::EdgeBuilder e(b);
  CHECK(e.on_border(4));
  CHECK(e.on_border(5));
  CHECK_FALSE(e.on_border(0));
  CHECK_FALSE(e.pair_allowed(4, 5));
  CHECK_FALSE(e.can_add(4, 5));
  CHECK(e.pair_allowed(4, 0));
  CHECK(e.can_add(4, 0));
  CHECK_FALSE(e.pair_allowed(0, 0));
}

TEST_CASE("edge builder: a node at its cap is refused", "[stage][edge-builder]") {
  uu::Board b = tiny_board();
  uu::EdgeBuilder e(b);
  for (int v : {7, 8, 9}) e.add(6, v);
  CHECK(e.degree(6) == 3);
  CHECK(e.below_cap(6));
  CHECK(e.can_add(6, 11));
  e.add(6, 10);
  CHECK(e.degree(6) == uu::regular_degree_cap);
  CHECK_FALSE(e.below_cap(6));
  CHECK_FALSE(e.can_add(6, 11));
  CHECK(e.can_add(7, 11));  // the other end alone is fine
  // A border node: two edges at most.
  e.add(17, 18);
  CHECK(e.can_add(17, 20));
  e.add(17, 19);
  CHECK_FALSE(e.below_cap(17));
  CHECK_FALSE(e.can_add(17, 20));
  CHECK(e.can_add(20, 18));
  // The center has no cap.
  for (int v : {22, 23, 24, 25}) e.add(21, v);
  CHECK(e.below_cap(21));
  CHECK(e.can_add(21, 26));
  e.add(21, 26);
  CHECK(e.degree(21) == 5);
}

TEST_CASE("edge builder: an edge through another node's shape, or too short to show, is refused", "[stage][edge-builder]") {
  uu::Board b = tiny_board();
  const uu::EdgeBuilder e(b);
  CHECK_FALSE(e.clear_of_nodes(13, 14));  // node 12 lies on it
  CHECK_FALSE(e.can_add(13, 14));
  CHECK(e.clear_of_nodes(13, 12));
  CHECK(e.can_add(13, 12));
  CHECK(e.pair_allowed(15, 16));
  CHECK_FALSE(e.clear_of_nodes(15, 16));  // 0.4 apart: the shapes hide the line
  CHECK_FALSE(e.can_add(15, 16));
}

TEST_CASE("edge builder: add() updates degree and connected; a pair is joined once", "[stage][edge-builder]") {
  uu::Board b = tiny_board();
  uu::EdgeBuilder e(b);
  CHECK_FALSE(e.connected(3, 0));
  e.add(3, 0);
  REQUIRE(b.edges.size() == 1);
  CHECK(b.edges.back() == uu::Edge{0, 3});  // stored a < b
  CHECK(e.connected(0, 3));
  CHECK(e.connected(3, 0));
  CHECK_FALSE(e.connected(0, 1));
  CHECK(e.degree(0) == 1);
  CHECK(e.degree(3) == 1);
  CHECK(e.degree(1) == 0);
  CHECK_FALSE(e.can_add(0, 3));  // already joined
  // A builder made on a board with edges reads them.
  uu::Board copy = b;
  const uu::EdgeBuilder again(copy);
  CHECK(again.connected(0, 3));
  CHECK(again.degree(3) == 1);
  CHECK(again.crosses_existing(1, 2));
  // nearest_first: nearest first, ties by id, itself left out.
  const std::vector<int> near = again.nearest_first(6, 1.5);
  CHECK(near == std::vector<int>{7, 8, 9, 10, 11});
}

TEST_CASE("edge builder: clear_edges() empties the board and the indexes", "[stage][edge-builder]") {
  uu::Board b = tiny_board();
  uu::EdgeBuilder e(b);
  e.add(0, 3);
  for (int v : {7, 8, 9, 10}) e.add(6, v);
  REQUIRE_FALSE(e.can_add(1, 2));
  e.clear_edges();
  CHECK(b.edges.empty());
  CHECK(b.nodes.size() == 33);
  for (int v = 0; v < 33; ++v) CHECK(e.degree(v) == 0);
  CHECK_FALSE(e.connected(0, 3));
  CHECK_FALSE(e.crosses_existing(1, 2));
  CHECK(e.can_add(1, 2));
  CHECK(e.can_add(6, 11));
  e.add(1, 2);
  CHECK(b.edges.size() == 1);
  CHECK(e.crosses_existing(0, 3));
}

TEST_CASE("edge builder: set_role() gives a new start its cap and square", "[stage][edge-builder]") {
  uu::Board b = tiny_board();
  uu::EdgeBuilder e(b);
  for (int v : {28, 29, 30}) e.add(27, v);
  CHECK(e.below_cap(27));
  CHECK(e.can_add(27, 31));
  e.set_role(27, uu::Role::start);
  CHECK(b.nodes[27].role == uu::Role::start);
  CHECK_FALSE(e.below_cap(27));
  CHECK_FALSE(e.can_add(27, 31));
  e.set_role(27, uu::Role::regular);
  CHECK(b.nodes[27].role == uu::Role::regular);
  CHECK(e.can_add(27, 31));
  // Its edges, a unit long, leave enough line showing beside a square.
  CHECK(e.fits_as_square(27));
}

// In debug builds the check throws once the board changed behind the builder's back;
// optimised builds leave it out, so there it must do nothing, even then.
TEST_CASE("edge builder: check_against_board() finds a board changed behind its back", "[stage][edge-builder]") {
  uu::Board b = tiny_board();
  uu::EdgeBuilder e(b);
  e.add(0, 3);
  for (int v : {28, 29, 30}) e.add(27, v);
  e.set_role(27, uu::Role::start);
  CHECK_NOTHROW(e.check_against_board());
  const uu::Board kept = b;
  const auto stale = [&](const char* what) { uu_test::expect_stale(e, what); };
  // An edge added to the board directly.
  b.edges.push_back({6, 7});
  stale("node 6's degree");
  b.edges.pop_back();
  CHECK_NOTHROW(e.check_against_board());
  // Two edges trading ends, every node keeping its degree.
  b.edges[0] = {0, 28};
  b.edges[1] = {3, 27};
  stale("neighbours");
  b = kept;
  // The edges reordered: the segment grid names them by number.
  std::swap(b.edges[0], b.edges[1]);
  stale("segment grid");
  b = kept;
  // A role changed directly: the cap, or for a border node the shape alone.
  b.nodes[6].role = uu::Role::start;
  stale("node 6's degree cap");
  b.nodes[6].role = uu::Role::regular;
  b.nodes[4].role = uu::Role::start;
  stale("node 4's shape");
  // The same change through the builder passes.
  e.set_role(4, uu::Role::start);
  CHECK_NOTHROW(e.check_against_board());
  // A node moved.
  b.nodes[12].pos.x += 0.25;
  stale("node 12's position");
  b.nodes[12].pos.x -= 0.25;
  CHECK_NOTHROW(e.check_against_board());
  // clear_edges() keeps them in step.
  e.clear_edges();
  CHECK_NOTHROW(e.check_against_board());
}
