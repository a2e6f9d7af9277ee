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
inline uu::StageResult run_content(Staged& st, uu::Stage last) {
  uu::Board& b = st.board;
  const uu::Dictionary& dict = uu::builtin_dictionary();
  std::optional<uu::InkField> ink;
  std::vector<uu::RoomyArea> roomy;
  for (int k = static_cast<int>(uu::Stage::collection); k <= static_cast<int>(last); ++k) {
    const auto x = static_cast<uu::Stage>(k);
    uu::Rng rng = stream(st.options, st.attempt, x);
    st.before = b;
    uu::StageResult r;
    switch (x) {
      case uu::Stage::collection: r = uu::choose_collection(b, dict, rng); break;
      case uu::Stage::missions: r = uu::assign_missions(b, dict, rng); break;
      case uu::Stage::types: r = uu::assign_types(b, dict, rng); break;
      case uu::Stage::numbers: r = uu::assign_numbers(b, dict, rng); break;
      case uu::Stage::power_dots: r = uu::place_power_dots(b, dict, rng); break;
      case uu::Stage::areas: r = uu::find_areas(b); break;
      case uu::Stage::expeditions: r = uu::place_expeditions(b, dict, roomy, rng); break;
      case uu::Stage::landmarks: r = uu::place_landmarks(b, dict, roomy, rng); break;
      case uu::Stage::resources: r = uu::place_resources(b, dict, rng, *ink); break;
      case uu::Stage::tiny_nodes: r = uu::place_tiny_nodes(b, dict, rng, *ink); break;
      default: break;
    }
    if (!r.ok) return r;
    if (x == uu::Stage::areas && x != last) {
      ink.emplace(b);
      roomy = uu::find_roomy_areas(b, *ink);
    }
  }
  return uu::StageResult::success();
}

// The first attempt on which every stage through `stage` succeeds, as generate() with
// --stop-after finds it; null when none of 25 does.
inline std::unique_ptr<Staged> content_up_to(const Setup& s, const std::string& seed, uu::Stage stage) {
  return first_success(s, seed, uu::Stage::collection, [&](Staged& st) { return run_content(st, stage); });
}

// On four option sets, generate() with --stop-after `stage` takes the same attempt as
// the stage run here and makes the same content (nodes, types, areas and marks): the
// stage as the pipeline runs it.
inline void as_the_pipeline(uu::Stage stage) {
  const std::string seed = fmt::format("{}-piped", uu::stage_name(stage));
  for (const Setup& s : {Setup{2, true, 0}, Setup{9, false, 0}, Setup{9, true, 0}, Setup{4, true, 40}}) {
    INFO(s.name());
    const auto st = content_up_to(s, seed, stage);
    REQUIRE(st);
    const uu::Board piped = pipeline_up_to(s, seed, stage);
    CHECK(piped.attempt == st->attempt);
    CHECK(piped.nodes == st->board.nodes);
    CHECK(piped.types == st->board.types);
    CHECK(piped.areas == st->board.areas);
    CHECK(piped.expeditions == st->board.expeditions);
    CHECK(piped.landmarks == st->board.landmarks);
    CHECK(piped.resources == st->board.resources);
    CHECK(piped.tiny_nodes == st->board.tiny_nodes);
  }
}

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

inline bool expansion_on(const uu::Board& b, const std::string& name) {
  return std::find(b.options.expansions.begin(), b.options.expansions.end(), name) != b.options.expansions.end();
}

// A stage of `expansion`: with it off, "" when it placed nothing (`none`), else the
// fault; with it on, nothing to say (the stage's own rules apply).
inline std::optional<std::string> when_off(const uu::Board& b, const std::string& expansion, bool none, const std::string& what) {
  if (expansion_on(b, expansion)) return std::nullopt;
  return none ? std::string() : fmt::format("{} with {} off", what, expansion);
}

inline const uu::TypeRules* rules_of(const uu::Board& b, const std::string& type) {
  for (const uu::TypeRules& t : b.types)
    if (t.name == type) return &t;
  return nullptr;
}

// A mark placed in an area: the area, and where.
struct MarkAt {
  int area;
  uu::Vec2 pos;
};

// Marks of one kind in their areas: each area marked `use` (and no other) holds one or
// more of them (exactly one when `one_per_area`), each inside its area's outline with
// `reach` of room to it.
inline std::string mark_area_fault(const uu::Board& b, const std::vector<MarkAt>& marks, uu::AreaUse use, double reach, bool one_per_area) {
  std::vector<int> in_area(b.areas.size(), 0);
  for (std::size_t i = 0; i < marks.size(); ++i) {
    const MarkAt& m = marks[i];
    if (m.area < 0 || static_cast<std::size_t>(m.area) >= b.areas.size()) return fmt::format("mark {} in area {}, which does not exist", i, m.area);
    const uu::Area& area = b.areas[static_cast<std::size_t>(m.area)];
    if (area.use != use) return fmt::format("mark {} in area {}, not marked for it", i, m.area);
    if (++in_area[static_cast<std::size_t>(m.area)] > 1 && one_per_area) return fmt::format("marks in area {} twice", m.area);
    const std::vector<uu::Vec2> outline = uu::area_outline(b, area);
    if (!uu::point_in_polygon(m.pos, outline)) return fmt::format("mark {} outside its area {}", i, m.area);
    if (uu::distance_to_outline(m.pos, outline) < reach - 1e-9) return fmt::format("mark {} {:.3f} from its area's outline, reach {:.3f}", i, uu::distance_to_outline(m.pos, outline), reach);
  }
  for (std::size_t a = 0; a < b.areas.size(); ++a)
    if (b.areas[a].use == use && in_area[a] == 0) return fmt::format("area {} marked but holds none", a);
  return {};
}

// The inks of kind `what` overlap no other ink and no edge (a tiny node but its own).
inline std::string ink_overlap(const uu::Board& b, uu::drawn::InkOf what) {
  const uu::drawn::Sizes sizes = uu::drawn::sizes(b.unit_mm);
  struct Ink {
    uu::Footprint f;
    uu::drawn::InkOf of;
    int index, edge;
  };
  std::vector<Ink> inks;
  uu::drawn::for_each_ink(b, sizes, [&](const uu::Footprint& f, uu::drawn::InkOf of, int index, int edge) { inks.push_back({f, of, index, edge}); });
  for (std::size_t i = 0; i < inks.size(); ++i) {
    if (inks[i].of != what) continue;
    for (std::size_t j = 0; j < inks.size(); ++j)
      if (j != i && uu::distance(inks[i].f, inks[j].f) <= 0.0) return fmt::format("ink {} overlaps ink {} (kind {})", inks[i].index, inks[j].index, static_cast<int>(inks[j].of));
    for (std::size_t e = 0; e < b.edges.size(); ++e) {
      if (static_cast<int>(e) == inks[i].edge) continue;
      const uu::Vec2 p = b.nodes[static_cast<std::size_t>(b.edges[e].a)].pos, q = b.nodes[static_cast<std::size_t>(b.edges[e].b)].pos;
      if (uu::distance(inks[i].f, p, q) <= 0.0) return fmt::format("ink {} on edge {}-{}", inks[i].index, b.edges[e].a, b.edges[e].b);
    }
  }
  return {};
}

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
inline std::string placed_fault(const uu::Board& b, const std::vector<MarkAt>& marks, uu::AreaUse use, double reach, bool one_per_area, uu::drawn::InkOf ink) {
  const std::string area = mark_area_fault(b, marks, use, reach, one_per_area);
  return area.empty() ? ink_overlap(b, ink) : area;
}

}  // namespace uu_stage
