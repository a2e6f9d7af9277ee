// What a finished board's options and the game's tables determine, worked out again and
// compared with what the board says: its size, node count and scale from the page setup,
// its type rules from the tables, the numbers its nodes may show, the missions its seats
// may hold, and its fairness figures. A saved board records these so other tools need not
// work them out; nothing here trusts them.
#include <algorithm>
#include <cmath>
#include <fmt/core.h>
#include <set>
#include <string_view>

#include "check/validate_parts.hpp"
#include "model/drawn.hpp"
#include "stages/collection_catalogue.hpp"
#include "stages/stages.hpp"

namespace uu {

namespace {

using Problems = std::vector<std::string>;

// Equal up to the last bits a reading of the paper's size may change (a paper given in
// inches is saved in mm).
bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }

std::string page_text(const BoardOptions& o) {
  const PageSetup& p = o.page;
  std::string text = fmt::format("{} players, {} {}, margin {:g} mm", o.players, p.paper, p.portrait ? "portrait" : "landscape", p.margin_mm);
  if (o.size_width > 0 && o.size_height > 0) text += fmt::format(", size {}x{}", o.size_width, o.size_height);
  if (p.tiled()) text += fmt::format(", sheets {}x{}", p.sheets_across, p.sheets_down);
  return text;
}

void check_page(const Board& board, const Dictionary& dict, Problems& out) {
  const PointsConfig c = points_config_for(board.options, dict);
  if (!near(board.width, c.width) || !near(board.height, c.height)) {
    out.push_back(fmt::format("page: the board is {:g} x {:g} units, its options ({}) make it {:g} x {:g}", board.width, board.height,
                              page_text(board.options), c.width, c.height));
  }
  if (const std::int64_t nodes = std::int64_t{c.columns} * c.rows; static_cast<std::int64_t>(board.nodes.size()) != nodes) {
    out.push_back(fmt::format("nodes: the board has {} nodes, its options ({}) give {} ({} x {})", board.nodes.size(),
                              page_text(board.options), nodes, c.columns, c.rows));
  }
  if (const double unit = drawn::unit_mm_for(board.options.page, c.width, c.height); !near(board.unit_mm, unit)) {
    out.push_back(fmt::format("scale: unit_mm is {:g}, its page setup ({}) prints a unit at {:g} mm", board.unit_mm, page_text(board.options), unit));
  }
}

}  // namespace

std::string node_count_limit(const Board& board, const Dictionary& dict) {
  const PointsConfig c = points_config_for(board.options, dict);
  const std::int64_t nodes = std::int64_t{c.columns} * c.rows;
  if (static_cast<std::int64_t>(board.nodes.size()) <= nodes) return {};
  return fmt::format("{} nodes, more than the {} ({} x {}) its options ({}) make; a board holds exactly its options' nodes, so no rule was "
                     "checked",
                     board.nodes.size(), nodes, c.columns, c.rows, page_text(board.options));
}

namespace {

std::string listing(const std::vector<std::string>& items) {
  std::string text;
  for (const std::string& s : items) text += (text.empty() ? "" : ", ") + s;
  return text;
}

std::string join(const std::vector<std::string>& items) { return "[" + listing(items) + "]"; }

template <class T>
std::string shown(const std::optional<T>& v) {
  return v ? fmt::format("{}", *v) : "null";
}

// The fields of `have` that differ from `want`, as "max 999 (the tables give 5)".
std::vector<std::string> rule_differences(const TypeRules& have, const TypeRules& want) {
  std::vector<std::string> d;
  const auto differ = [&](bool same, std::string_view field, const std::string& h, const std::string& w) {
    if (!same) d.push_back(fmt::format("{} {} (the tables give {})", field, h, w));
  };
  const auto same_distance = [](const std::optional<double>& a, const std::optional<double>& b) {
    return a.has_value() == b.has_value() && (!a || near(*a, *b));
  };
  differ(have.category == want.category, "category", have.category, want.category);
  differ(have.actions == want.actions, "actions", join(have.actions), join(want.actions));
  differ(have.min == want.min, "min", fmt::format("{}", have.min), fmt::format("{}", want.min));
  differ(have.max == want.max, "max", shown(have.max), shown(want.max));
  differ(have.max_sequence == want.max_sequence, "max_sequence", fmt::format("{}", have.max_sequence), fmt::format("{}", want.max_sequence));
  differ(have.forbidden_on_border == want.forbidden_on_border, "forbidden_on_border", fmt::format("{}", have.forbidden_on_border),
         fmt::format("{}", want.forbidden_on_border));
  differ(same_distance(have.min_border_distance, want.min_border_distance), "min_border_distance", shown(have.min_border_distance),
         shown(want.min_border_distance));
  differ(same_distance(have.max_border_distance, want.max_border_distance), "max_border_distance", shown(have.max_border_distance),
         shown(want.max_border_distance));
  differ(have.needs_number == want.needs_number, "needs_number", shown(have.needs_number), shown(want.needs_number));
  differ(have.requirements == want.requirements, "requirements", join(have.requirements), join(want.requirements));
  return d;
}

// Each type's rules are the tables' type scaled for the board, the types in the tables'
// order, and without an expansion that adds node types, every type the board may use.
void check_type_rules(const Board& board, const Dictionary& dict, const StageSettings& settings, Problems& out) {
  if (board.types.empty()) return;  // complete
  const std::int64_t free_nodes = std::count_if(board.nodes.begin(), board.nodes.end(), [](const Node& n) { return n.role == Role::regular; });
  const Scale scale_by = scale_for(settings, free_nodes);
  const double cell = border_cell(settings);
  std::vector<char> on_board(dict.node_types.size(), 0);
  int last = -1;
  for (const TypeRules& t : board.types) {
    const int i = dict.node_type_index(t.name);
    if (i < 0) continue;  // names
    const NodeType& type = dict.node_types[static_cast<std::size_t>(i)];
    on_board[static_cast<std::size_t>(i)] = 1;
    if (type.category == center_category) out.push_back(fmt::format("type-rules: {} is the center's type, which no board collects", t.name));
    if (i < last) out.push_back(fmt::format("type-rules: {} is listed out of the tables' order", t.name));
    last = std::max(last, i);
    const std::vector<std::string> d = rule_differences(t, effective_rules(type, scale_by, cell));
    if (!d.empty()) out.push_back(fmt::format("type-rules: {} has {}, at {} players", t.name, listing(d), board.options.players));
  }
  if (draws_types(dict, settings)) return;
  for (std::size_t i = 0; i < dict.node_types.size(); ++i) {
    if (!on_board[i] && type_enabled(dict.node_types[i], settings))
      out.push_back(fmt::format("type-rules: {} is not listed; without an expansion that adds node types a board collects every type", dict.node_types[i].name));
  }
}

// Each needs-number node within the stage's draw around its place, the Electric number exact.
void check_number_values(const Board& board, const Dictionary& dict, const StageSettings& settings, Problems& out) {
  const NumberTargets targets = number_targets(board, dict, settings);
  for (std::size_t v = 0; v < board.nodes.size(); ++v) {
    const Node& n = board.nodes[v];
    if (!targets.before_draw[v] || !n.number) continue;
    const double m = *targets.before_draw[v];
    const int lo = std::max(static_cast<int>(std::max(std::floor(m - 1e-9), 0.0)), 1);
    const int hi = std::max(static_cast<int>(std::max(std::floor(m + 1e-9), 0.0)) + 1, 1);
    if (*n.number < lo || *n.number > hi)
      out.push_back(fmt::format("numbers: node {} ({}) shows {}; its place and the count of the type it names give {} to {}", v, *n.type, *n.number, lo, hi));
  }
  if (board.center < 0 || static_cast<std::size_t>(board.center) >= board.nodes.size()) return;
  const Node& c = board.nodes[static_cast<std::size_t>(board.center)];
  if (settings.electric && c.number && *c.number != targets.electric)
    out.push_back(fmt::format("numbers: the center's Electric number is {}; the board's energetic nodes give {}", *c.number, targets.electric));
}

// Every seat's mission from the deck "missions" deals; one mission for all in a first
// game, otherwise each dealt once before any twice.
void check_deal(const Board& board, const Dictionary& dict, const StageSettings& settings, Problems& out) {
  const std::vector<int> pool = mission_pool(board, dict, settings);
  std::set<int> dealt;
  std::size_t seats = 0;
  for (std::size_t v = 0; v < board.nodes.size(); ++v) {
    const Node& n = board.nodes[v];
    if (n.role != Role::start) continue;
    ++seats;
    if (!n.mission) continue;  // missions
    const int m = dict.mission_index(*n.mission);
    if (m < 0) continue;  // names
    dealt.insert(m);
    if (std::find(pool.begin(), pool.end(), m) == pool.end()) {
      out.push_back(fmt::format("missions: start node {} has {}, which {}", v, *n.mission,
                                settings.first_game ? "is not a first-game mission of this board"
                                                         : "this board does not deal (its expansion is off, or no type it names is on the board)"));
    }
  }
  if (settings.first_game && dealt.size() > 1)
    out.push_back(fmt::format("missions: a first game deals one mission to every seat, the board has {} different ones", dealt.size()));
  const std::size_t want = std::min(pool.size(), seats);
  if (!settings.first_game && dealt.size() < want)
    out.push_back(fmt::format("missions: {} different missions dealt; {} can be, and each is dealt once before any twice", dealt.size(), want));
}

// The figures of docs/fairness.md measured again.
class FigureCompare {
 public:
  void number(const std::string& name, double have, double want) {
    if (!near(have, want)) add(fmt::format("{} {:g} (measured {:g})", name, have, want));
  }
  void optional(const std::string& name, const std::optional<double>& have, const std::optional<double>& want) {
    if (have.has_value() != want.has_value() || (have && !near(*have, *want))) add(fmt::format("{} {} (measured {})", name, shown(have), shown(want)));
  }
  void spread(const std::string& name, const Spread& have, const Spread& want) {
    number(name + ".min", have.min, want.min);
    number(name + ".max", have.max, want.max);
    number(name + ".spread", have.spread, want.spread);
    optional(name + ".ratio", have.ratio, want.ratio);
  }
  void add(std::string difference) {
    if (found_.size() < 4) found_.push_back(std::move(difference));
    ++count_;
  }
  void report(const Dictionary& dict, Problems& out) const {
    if (count_ == 0) return;
    std::string text = listing(found_);
    if (count_ > found_.size()) text += fmt::format(" and {} more", count_ - found_.size());
    out.push_back(fmt::format("fairness: the figures are not the board's, measured with {}: {}", tables_name(dict), text));
  }

 private:
  std::vector<std::string> found_;
  std::size_t count_ = 0;
};

std::optional<double> as_double(const std::optional<int>& v) { return v ? std::optional<double>(*v) : std::nullopt; }

void check_fairness(const Board& board, const Dictionary& dict, Problems& out) {
  if (!board.fairness) return;  // written within version 1 and optional (docs/board-format.md)
  const Fairness& have = *board.fairness;
  const std::optional<Fairness> measured = measure_fairness(board, dict);
  if (!measured) {
    out.push_back("fairness: the board lists figures, but it has no center, no start or a start without a path to the center");
    return;
  }
  const Fairness& want = *measured;
  FigureCompare c;
  c.number("score", have.score, want.score);
  if (have.starts.size() != want.starts.size()) c.add(fmt::format("{} starts (measured {})", have.starts.size(), want.starts.size()));
  for (std::size_t k = 0; k < std::min(have.starts.size(), want.starts.size()); ++k) {
    const StartFairness &h = have.starts[k], &w = want.starts[k];
    const std::string at = fmt::format("starts[{}].", k);
    c.number(at + "node", h.node, w.node);
    c.number(at + "moves", h.moves, w.moves);
    c.number(at + "path_length", h.path_length, w.path_length);
    c.number(at + "reach_3", h.reach_3, w.reach_3);
    c.number(at + "cutting_3", h.cutting_3, w.cutting_3);
    c.number(at + "disjoint_paths", h.disjoint_paths, w.disjoint_paths);
    c.optional(at + "mission_nodes_4", as_double(h.mission_nodes_4), as_double(w.mission_nodes_4));
  }
  c.spread("moves", have.moves, want.moves);
  c.spread("path_length", have.path_length, want.path_length);
  c.spread("reach_3", have.reach_3, want.reach_3);
  c.spread("cutting_3", have.cutting_3, want.cutting_3);
  c.spread("disjoint_paths", have.disjoint_paths, want.disjoint_paths);
  if (have.mission_nodes_4.has_value() != want.mission_nodes_4.has_value())
    c.add(fmt::format("mission_nodes_4 {} (measured {})", have.mission_nodes_4 ? "given" : "null", want.mission_nodes_4 ? "given" : "null"));
  else if (have.mission_nodes_4)
    c.spread("mission_nodes_4", *have.mission_nodes_4, *want.mission_nodes_4);
  c.number("mission_short", have.mission_short, want.mission_short);
  for (std::size_t q = 0; q < 4; ++q) c.number(fmt::format("quadrant_nodes.{}", quadrant_names[q]), have.quadrant_nodes[q], want.quadrant_nodes[q]);
  c.number("quadrant_cv", have.quadrant_cv, want.quadrant_cv);
  c.report(dict, out);
  if (board.options.min_score && want.score < *board.options.min_score)
    out.push_back(fmt::format("fairness: the board scores {:g}, below the min_score {:g} it was kept for", want.score, *board.options.min_score));
}

}  // namespace

void check_derived(const Board& board, const Dictionary& dict, std::vector<std::string>& out) {
  check_page(board, dict, out);
  // What the stages worked from, made from the board's options as generate() makes it.
  const StageSettings settings = settings_for(board.options);
  check_type_rules(board, dict, settings, out);
  check_number_values(board, dict, settings, out);
  check_deal(board, dict, settings, out);
  check_fairness(board, dict, out);
}

}  // namespace uu
