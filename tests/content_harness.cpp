// The content harness's functions (content_harness.hpp), compiled once rather than in
// every content stage test that includes the header.
#include "content_harness.hpp"

#include <fmt/core.h>

namespace uu_stage {

uu::StageResult run_content(Staged& st, uu::Stage last) {
  uu::Board& b = st.board;
  const uu::Dictionary& dict = uu::builtin_dictionary();
  const uu::StageSettings settings = uu::settings_for(st.options.board);
  std::optional<uu::InkField> ink;
  std::vector<uu::RoomyArea> roomy;
  for (int k = static_cast<int>(uu::Stage::collection); k <= static_cast<int>(last); ++k) {
    const auto x = static_cast<uu::Stage>(k);
    uu::Rng rng = stream(st.options, st.attempt, x);
    st.before = b;
    uu::StageResult r;
    switch (x) {
      case uu::Stage::collection: r = uu::choose_collection(b, dict, settings, rng); break;
      case uu::Stage::missions: r = uu::assign_missions(b, dict, settings, rng); break;
      case uu::Stage::types: r = uu::assign_types(b, dict, rng); break;
      case uu::Stage::numbers: r = uu::assign_numbers(b, dict, settings, rng); break;
      case uu::Stage::power_dots: r = uu::place_power_dots(b, dict, settings, rng); break;
      case uu::Stage::areas: r = uu::find_areas(b); break;
      case uu::Stage::expeditions: r = uu::place_expeditions(b, dict, settings, roomy, rng); break;
      case uu::Stage::landmarks: r = uu::place_landmarks(b, dict, settings, roomy, rng); break;
      case uu::Stage::resources: r = uu::place_resources(b, dict, settings, rng, *ink); break;
      case uu::Stage::tiny_nodes: r = uu::place_tiny_nodes(b, dict, settings, rng, *ink); break;
      default: break;
    }
    if (!r.ok) return r;
    if (x == uu::Stage::areas && x != last) {
      ink.emplace(b);
      roomy = uu::find_roomy_areas(b, settings, *ink);
    }
  }
  return uu::StageResult::success();
}

std::unique_ptr<Staged> content_up_to(const Setup& s, const std::string& seed, uu::Stage stage) {
  return first_success(s, seed, uu::Stage::collection, [&](Staged& st) { return run_content(st, stage); });
}

void as_the_pipeline(uu::Stage stage) {
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

bool expansion_on(const uu::Board& b, const std::string& name) {
  return std::find(b.options.expansions.begin(), b.options.expansions.end(), name) != b.options.expansions.end();
}

std::optional<std::string> when_off(const uu::Board& b, const std::string& expansion, bool none, const std::string& what) {
  if (expansion_on(b, expansion)) return std::nullopt;
  return none ? std::string() : fmt::format("{} with {} off", what, expansion);
}

const uu::TypeRules* rules_of(const uu::Board& b, const std::string& type) {
  for (const uu::TypeRules& t : b.types)
    if (t.name == type) return &t;
  return nullptr;
}

std::string mark_area_fault(const uu::Board& b, const std::vector<MarkAt>& marks, uu::AreaUse use, double reach, bool one_per_area) {
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

std::string ink_overlap(const uu::Board& b, uu::drawn::InkOf what) {
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

std::string placed_fault(const uu::Board& b, const std::vector<MarkAt>& marks, uu::AreaUse use, double reach, bool one_per_area, uu::drawn::InkOf ink) {
  const std::string area = mark_area_fault(b, marks, use, reach, one_per_area);
  return area.empty() ? ink_overlap(b, ink) : area;
}

}  // namespace uu_stage
