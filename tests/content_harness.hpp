#pragma once
// Boards built "up to" a content stage (collection to tiny-nodes) exactly as
// generate()'s run_attempt does: the graph stages by stage_harness.hpp, then each
// content stage with its own stream, the roomy areas and one InkField made after
// "areas" and followed through the marks. A test calls the stage under test as the
// pipeline does and keeps the board as that stage found it.
#include <catch2/catch.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "geom/footprint.hpp"
#include "geom/polygon.hpp"
#include "model/drawn.hpp"
#include "stage_harness.hpp"
#include "stages/stages.hpp"
#include "stages/ink_field.hpp"

namespace uu_stage {

// Runs "collection" through `last` on a board the graph stages made; st.before is the
// board as `last` found it.
uu::StageResult run_content(Staged& st, uu::Stage last);

// The first attempt on which every stage through `stage` succeeds, as generate() with
// --stop-after finds it; null when none of 25 does.
std::unique_ptr<Staged> content_up_to(const Setup& s, const std::string& seed, uu::Stage stage);

// On four option sets, generate() with --stop-after `stage` takes the same attempt as
// the stage run here and makes the same content (nodes, types, areas and marks): the
// stage as the pipeline runs it.
void as_the_pipeline(uu::Stage stage);

// The stage as the pipeline runs it (as_the_pipeline); and on every option set and two
// seeds ("<stage>-0", "<stage>-1"), run as the pipeline does, `fault` finds nothing on the board it made and more(setup, staged)
// holds; and once restore(rest, before) has put back on a copy of that board the fields
// the stage may write, it is the board the stage found: the stage writes nothing else.
template <class Fault, class Restore, class More>
void each_stage_board(uu::Stage stage, Fault&& fault, Restore&& restore, More&& more) {
  as_the_pipeline(stage);
  each_board(std::string(uu::stage_name(stage)), 2, [&](const Setup& s, const std::string& seed) {
    const auto st = content_up_to(s, seed, stage);
    REQUIRE(st);
    CHECK(fault(st->board) == "");
    more(s, *st);
    uu::Board rest = st->board;
    restore(rest, st->before);
    CHECK(rest == st->before);
  });
}

template <class Fault, class Restore>
void each_stage_board(uu::Stage stage, Fault&& fault, Restore&& restore) {
  each_stage_board(stage, fault, restore, [](const Setup&, const Staged&) {});
}

// For each_stage_board, what a stage may write: a field of the board,
template <class Field>
auto writes(Field uu::Board::*field) {
  return [field](uu::Board& rest, const uu::Board& before) { rest.*field = before.*field; };
}

// a field of every node,
template <class Field>
auto writes_nodes(Field uu::Node::*field) {
  return [field](uu::Board& rest, const uu::Board& before) {
    for (std::size_t v = 0; v < rest.nodes.size(); ++v) rest.nodes[v].*field = before.nodes[v].*field;
  };
}

// or marks in areas and the uses of the areas they mark, each an area unused before.
template <class Field>
auto writes_marks(Field uu::Board::*field) {
  return [field](uu::Board& rest, const uu::Board& before) {
    rest.*field = before.*field;
    for (std::size_t a = 0; a < rest.areas.size(); ++a) {
      CHECK((before.areas[a].use == uu::AreaUse::none || rest.areas[a].use == before.areas[a].use));
      rest.areas[a].use = before.areas[a].use;
    }
  };
}

// For each_stage_board, a stage of an expansion: it places some of `field` exactly when
// every expansion is on.
template <class Field>
auto places_when_on(Field uu::Board::*field) {
  return [field](const Setup& s, const Staged& st) { CHECK((st.board.*field).empty() != s.all_expansions); };
}

// The board the stage makes on `s` for the seed "<stage>-negative", which `fault`
// passes: the one the broken boards are made from.
template <class Fault>
uu::Board good_board(const Setup& s, uu::Stage stage, Fault&& fault) {
  const auto st = content_up_to(s, fmt::format("{}-negative", uu::stage_name(stage)), stage);
  REQUIRE(st);
  REQUIRE(fault(st->board) == "");
  return st->board;
}

// For a stage of an expansion: good_board on 4 players with every expansion, holding at
// least `least` of `field`, and `fault` reports the board with the expansion off.
template <class Fault, class Field>
uu::Board good_marks(uu::Stage stage, Fault&& fault, Field uu::Board::*field, std::size_t least) {
  uu::Board good = good_board({4, true, 0}, stage, fault);
  REQUIRE((good.*field).size() >= least);
  uu::Board off = good;
  off.options.expansions = {"electric"};
  CHECK_THAT(fault(off), Catch::Contains("off"));
  return good;
}

// A copy of `good` with break_it done to it.
template <class Break>
uu::Board broken(uu::Board good, Break&& break_it) {
  break_it(good);
  return good;
}

bool expansion_on(const uu::Board& b, const std::string& name);

// A stage of `expansion`: with it off, "" when it placed nothing (`none`), else the
// fault; with it on, nothing to say (the stage's own rules apply).
std::optional<std::string> when_off(const uu::Board& b, const std::string& expansion, bool none, const std::string& what);

const uu::TypeRules* rules_of(const uu::Board& b, const std::string& type);

// A mark placed in an area: the area, and where.
struct MarkAt {
  int area;
  uu::Vec2 pos;
};

// Marks of one kind in their areas: each area marked `use` (and no other) holds one or
// more of them (exactly one when `one_per_area`), each inside its area's outline with
// `reach` of room to it.
std::string mark_area_fault(const uu::Board& b, const std::vector<MarkAt>& marks, uu::AreaUse use, double reach, bool one_per_area);

// The inks of kind `what` overlap no other ink and no edge (a tiny node but its own).
std::string ink_overlap(const uu::Board& b, uu::drawn::InkOf what);

// Marks whose types come from `table`: each where it stands (into `at`), or the first
// of a type not in the tables.
template <class Mark, class Entry>
std::string typed_marks(const std::vector<Mark>& marks, const std::vector<Entry>& table, const std::string& what, std::vector<MarkAt>& at) {
  for (const Mark& x : marks) {
    at.push_back({x.area, x.pos});
    if (std::none_of(table.begin(), table.end(), [&](const auto& t) { return t.name == x.type; })) return fmt::format("{} type {} not in the tables", what, x.type);
  }
  return {};
}

// mark_area_fault, and then the marks' inks (of kind `ink`) clear of all else.
std::string placed_fault(const uu::Board& b, const std::vector<MarkAt>& marks, uu::AreaUse use, double reach, bool one_per_area, uu::drawn::InkOf ink);

}  // namespace uu_stage
