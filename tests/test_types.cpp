// The content stages: node collection, missions, type assignment and numbers, on a
// hand-built puzzle with one answer and over many seeds and player counts.
#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <fmt/core.h>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "board_samples.hpp"
#include "rule_samples.hpp"
#include "stages/stages.hpp"
#include "uuboard/dictionary.hpp"
#include "uuboard/rng.hpp"
#include "check/validate_parts.hpp"

namespace {

using uu_test::rule;

// Five nodes to type; every rule kind leaves exactly one answer:
// 1 Pair, 2 Solo, 3 Inner, 4 Outer, 6 Pair.
uu::Board puzzle() {
  uu::Board b;
  b.seed = "puzzle";
  b.options.players = 4;
  b.width = 10;
  b.height = 6;
  b.center = 5;
  const std::array<uu::Vec2, 7> pos = {{{0, 3}, {1, 3}, {2, 3}, {3, 3}, {3, 0}, {5, 3}, {4, 2}}};
  for (uu::Vec2 p : pos) {
    uu::Node n;
    n.pos = p;
    b.nodes.push_back(n);
  }
  b.nodes[0].role = uu::Role::start;
  b.nodes[0].sides.add(uu::Side::left);
  b.nodes[0].mission = "Traveler";
  b.nodes[4].sides.add(uu::Side::top);
  b.nodes[5].role = uu::Role::center;
  b.edges = {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {3, 6}, {5, 6}};
  uu::TypeRules inner = rule("Inner", 1, 1);
  inner.min_border_distance = 2.5;
  inner.needs_number = "Outer";
  uu::TypeRules outer = rule("Outer", 1, 1);
  outer.max_border_distance = 0.5;
  uu::TypeRules pair = rule("Pair", 2, 2);
  pair.max_sequence = 1;
  pair.forbidden_on_border = true;
  uu::TypeRules solo = rule("Solo", 1, 1);
  solo.needs_number = "Outer";
  b.types = {inner, outer, pair, solo};
  return b;
}

std::vector<std::string> problems(const uu::Board& b) {
  std::vector<std::string> out;
  uu::check_types(b, out);
  return out;
}

const std::vector<std::string> all_expansions = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions",
                                                 "sharp-scissors"};

// The content stages of one attempt, as generate() runs them; empty when they succeed.
std::string run_content(uu::Board& b, int attempt) {
  const uu::Dictionary& dict = uu::builtin_dictionary();
  const auto stream = [&](std::string_view stage) { return uu::stage_rng(b.seed, attempt, stage); };
  uu::Rng collection = stream("collection"), missions = stream("missions"), types = stream("types"),
          numbers = stream("numbers");
  const uu::StageSettings settings = uu::settings_for(b.options);
  if (auto r = uu::choose_collection(b, dict, settings, collection); !r.ok) return r.failure;
  if (auto r = uu::assign_missions(b, dict, settings, missions); !r.ok) return r.failure;
  if (auto r = uu::assign_types(b, dict, types); !r.ok) return r.failure;
  if (auto r = uu::assign_numbers(b, dict, settings, numbers); !r.ok) return r.failure;
  return {};
}

// Missions the board can deal: enabled, and relevant to a collected type when they name any.
std::size_t eligible_missions(const uu::Board& b) {
  std::size_t n = 0;
  for (const uu::Mission& m : uu::builtin_dictionary().missions) {
    if (m.expansion && std::find(b.options.expansions.begin(), b.options.expansions.end(), *m.expansion) ==
                           b.options.expansions.end()) {
      continue;
    }
    const bool relevant = m.relevant_nodes.empty() || std::any_of(b.types.begin(), b.types.end(), [&](const uu::TypeRules& t) {
                            return std::find(m.relevant_nodes.begin(), m.relevant_nodes.end(), t.name) != m.relevant_nodes.end();
                          });
    if (relevant) ++n;
  }
  return n;
}

bool has(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

}  // namespace

TEST_CASE("types: a hand-built puzzle with one answer is solved", "[types]") {
  const uu::Dictionary& dict = uu::builtin_dictionary();
  const std::array<std::string, 7> answer = {"", "Pair", "Solo", "Inner", "Outer", "", "Pair"};
  for (int k = 0; k < 20; ++k) {
    uu::Board b = puzzle();
    uu::Rng rng = uu::stage_rng("puzzle", k, "types");
    const uu::StageResult r = uu::assign_types(b, dict, rng);
    REQUIRE(r.ok);
    for (std::size_t v = 0; v < answer.size(); ++v) {
      if (answer[v].empty()) CHECK_FALSE(b.nodes[v].type);
      else CHECK(b.nodes[v].type == answer[v]);
    }
    uu::Rng numbers = uu::stage_rng("puzzle", k, "numbers");
    REQUIRE(uu::assign_numbers(b, dict, uu::settings_for(b.options), numbers).ok);
    CHECK(problems(b).empty());
  }
}

TEST_CASE("types: the puzzle's answer holds past the 64th type", "[types]") {
  // Types that no node may take (max 0) ahead of the puzzle's, so that its four rules
  // straddle the first and second word of the solver's sets of types (bits 62 to 65).
  uu::Board b = puzzle();
  std::vector<uu::TypeRules> types;
  for (int k = 0; k < 62; ++k) types.push_back(rule(fmt::format("Unused {}", k), 0, 0));
  types.insert(types.end(), b.types.begin(), b.types.end());
  b.types = types;
  const std::array<std::string, 7> answer = {"", "Pair", "Solo", "Inner", "Outer", "", "Pair"};
  for (int k = 0; k < 5; ++k) {
    uu::Board typed = b;
    uu::Rng rng = uu::stage_rng("puzzle", k, "types");
    REQUIRE(uu::assign_types(typed, uu::builtin_dictionary(), rng).ok);
    for (std::size_t v = 0; v < answer.size(); ++v) {
      if (answer[v].empty()) CHECK_FALSE(typed.nodes[v].type);
      else CHECK(typed.nodes[v].type == answer[v]);
    }
  }
}

TEST_CASE("types: the checks name each broken rule", "[types]") {
  uu::Board b = puzzle();
  uu::Rng rng = uu::stage_rng("puzzle", 0, "types");
  REQUIRE(uu::assign_types(b, uu::builtin_dictionary(), rng).ok);
  REQUIRE(uu::assign_numbers(b, uu::builtin_dictionary(), uu::settings_for(b.options), rng).ok);
  REQUIRE(problems(b).empty());

  uu::Board moved = b;
  std::swap(moved.nodes[2].type, moved.nodes[3].type);
  const auto p = problems(moved);
  CHECK(std::find(p.begin(), p.end(), "types: node 2 (Inner) is 2.00 units from the border, more than 2.5 needed") !=
        p.end());

  uu::Board grouped = b;
  grouped.nodes[2].type = "Pair";
  const auto g = problems(grouped);
  CHECK(std::find(g.begin(), g.end(), "types: Pair nodes joined by edges form a group of 2 (node 1 among them), max_sequence 1") !=
        g.end());
  CHECK(std::find(g.begin(), g.end(), "types: Solo appears 0 times, min 1") != g.end());
  CHECK(std::find(g.begin(), g.end(), "numbers: node 2 (Pair) has a number but its type needs none") != g.end());

  uu::Board counted = b;
  counted.nodes[4].type = "Pair";
  counted.nodes[0].mission.reset();
  const auto q = problems(counted);
  CHECK(std::find(q.begin(), q.end(), "types: Outer appears 0 times, min 1") != q.end());
  CHECK(std::find(q.begin(), q.end(), "types: Pair appears 3 times, max 2") != q.end());
  CHECK(std::find(q.begin(), q.end(), "types: node 4 (Pair) is on the border") != q.end());
  CHECK(std::find(q.begin(), q.end(), "missions: start node 0 has no mission") != q.end());
}

// A random small type problem: a few nodes on a 6 x 4 board with one start node, random
// edges and three types with random rules.
uu::Board random_problem(uu::Rng& rng) {
  uu::Board b;
  b.seed = "random";
  b.options.players = 4;
  b.width = 6;
  b.height = 4;
  std::vector<uu::Vec2> spots;
  for (int x = 0; x <= 6; ++x) {
    for (int y = 0; y <= 4; ++y) {
      if (!(x == 3 && y == 2) && !(x == 0 && y == 2)) spots.push_back({double(x), double(y)});
    }
  }
  rng.shuffle(std::span<uu::Vec2>(spots));
  spots.resize(static_cast<std::size_t>(rng.between(5, 8)));
  spots.push_back({0, 2});
  spots.push_back({3, 2});
  for (uu::Vec2 p : spots) {
    uu::Node n;
    n.pos = p;
    if (p.x == 0) n.sides.add(uu::Side::left);
    if (p.x == 6) n.sides.add(uu::Side::right);
    if (p.y == 0) n.sides.add(uu::Side::top);
    if (p.y == 4) n.sides.add(uu::Side::bottom);
    b.nodes.push_back(n);
  }
  const int count = static_cast<int>(b.nodes.size());
  b.nodes[static_cast<std::size_t>(count - 2)].role = uu::Role::start;
  b.nodes[static_cast<std::size_t>(count - 2)].mission = "Traveler";
  b.nodes[static_cast<std::size_t>(count - 1)].role = uu::Role::center;
  b.center = count - 1;
  std::set<std::pair<int, int>> edges;
  for (int v = 1; v < count; ++v) edges.insert({rng.below(v), v});
  for (int k = rng.between(0, count / 2); k > 0; --k) {
    const int a = rng.below(count), c = rng.below(count);
    if (a != c) edges.insert({std::min(a, c), std::max(a, c)});
  }
  for (auto [a, c] : edges) b.edges.push_back({a, c});
  const std::array<std::string, 3> names = {"A", "B", "C"};
  for (std::size_t t = 0; t < names.size(); ++t) {
    uu::TypeRules r = rule(names[t], rng.between(1, 2), 0);
    r.max = rng.chance(0.3) ? std::optional<int>() : std::optional<int>(r.min + rng.between(0, 3));
    r.max_sequence = rng.between(1, 2);
    r.forbidden_on_border = rng.chance(0.2);
    if (rng.chance(0.2)) r.min_border_distance = 0.5;
    if (rng.chance(0.2)) r.max_border_distance = 1.0;
    if (rng.chance(0.2)) r.needs_number = names[(t + 1) % names.size()];
    b.types.push_back(r);
  }
  return b;
}

// Whether any assignment of the board's types to its regular nodes keeps every rule.
bool solvable(uu::Board b) {
  std::vector<std::size_t> regular;
  for (std::size_t v = 0; v < b.nodes.size(); ++v) {
    if (b.nodes[v].role == uu::Role::regular) regular.push_back(v);
  }
  std::vector<std::size_t> digits(regular.size(), 0);
  while (true) {
    for (std::size_t k = 0; k < regular.size(); ++k) {
      uu::Node& n = b.nodes[regular[k]];
      n.type = b.types[digits[k]].name;
      n.number.reset();
      if (b.types[digits[k]].needs_number) n.number = 1;
    }
    if (problems(b).empty()) return true;
    std::size_t k = 0;
    while (k < digits.size() && ++digits[k] == b.types.size()) digits[k++] = 0;
    if (k == digits.size()) return false;
  }
}

TEST_CASE("types: random small problems are solved exactly when a solution exists", "[types]") {
  const uu::Dictionary& dict = uu::builtin_dictionary();
  uu::Rng maker(2024);
  int with_answer = 0, without = 0;
  for (int k = 0; k < 300; ++k) {
    const uu::Board problem = random_problem(maker);
    const bool exists = solvable(problem);
    bool found = false;
    for (int attempt = 0; attempt < 25 && !found; ++attempt) {
      uu::Board b = problem;
      uu::Rng rng = uu::stage_rng("random", attempt, "types");
      if (!uu::assign_types(b, dict, rng).ok) continue;
      found = true;
      uu::Rng numbers = uu::stage_rng("random", attempt, "numbers");
      REQUIRE(uu::assign_numbers(b, dict, uu::settings_for(b.options), numbers).ok);
      const auto p = problems(b);
      INFO("problem " << k);
      CHECK(p.empty());
    }
    INFO("problem " << k);
    CHECK(found == exists);
    ++(exists ? with_answer : without);
  }
  WARN(fmt::format("random problems: {} with a solution, {} without", with_answer, without));
}

TEST_CASE("types: the collection covers the game with 10-15 types", "[types]") {
  const uu::Dictionary& dict = uu::builtin_dictionary();
  const std::vector<std::vector<std::string>> configs = {
      {"nasty-nodes"}, {"nodes-of-knowledge"}, {"electric"}, all_expansions};
  std::vector<std::vector<int>> distinct(configs.size());
  for (int seed = 0; seed < 50; ++seed) {
    const uu::Board base = uu_test::make_board(fmt::format("coll{}", seed), 4, uu::Stage::start_nodes);
    for (std::size_t c = 0; c < configs.size(); ++c) {
      const auto& config = configs[c];
      uu::Board b = base;
      b.options.expansions = config;
      uu::Rng rng = uu::stage_rng(b.seed, 0, "collection");
      const uu::StageResult r = uu::choose_collection(b, dict, uu::settings_for(b.options), rng);
      REQUIRE(r.ok);
      distinct[c].push_back(static_cast<int>(b.types.size()));
      CHECK(b.types.size() >= 10);
      CHECK(b.types.size() <= 15);
      std::set<std::string> categories, actions, names;
      int cutting = 0;
      for (const uu::TypeRules& t : b.types) {
        names.insert(t.name);
        categories.insert(t.category);
        actions.insert(t.actions.begin(), t.actions.end());
        if (has(t.actions, "Cutting")) ++cutting;
      }
      CHECK(categories.size() + 1 == dict.categories.size());  // all but Center
      CHECK(actions.size() == dict.action_types.size());
      CHECK(cutting >= 3);
      for (const uu::TypeRules& t : b.types) {
        for (const std::string& req : t.requirements) CHECK(names.count(req) == 1);
      }
      if (has(config, "electric")) CHECK(names.count("Electricity") == 1);
    }
  }
  for (std::size_t c = 0; c < configs.size(); ++c) {
    std::vector<int>& d = distinct[c];
    std::sort(d.begin(), d.end());
    WARN(fmt::format("collection at 4 players with {} expansion(s) starting {}, 50 seeds: distinct types min {} median {} max {}",
                     configs[c].size(), configs[c].front(), d.front(), d[d.size() / 2], d.back()));
  }
}

TEST_CASE("types: the content stages are deterministic", "[types]") {
  const uu::Board base = uu_test::make_board("same", 5, uu::Stage::start_nodes);
  uu::Board first = base, second = base;
  first.options.expansions = second.options.expansions = all_expansions;
  REQUIRE(run_content(first, 3).empty());
  REQUIRE(run_content(second, 3).empty());
  CHECK(first == second);
  uu::Board other = base;
  other.options.expansions = all_expansions;
  REQUIRE(run_content(other, 4).empty());
  CHECK_FALSE(first == other);
}

TEST_CASE("types: first game deals one first-game mission to everyone", "[types]") {
  const uu::Dictionary& dict = uu::builtin_dictionary();
  for (int seed = 0; seed < 5; ++seed) {
    uu::Board b = uu_test::make_board(fmt::format("first{}", seed), 4, uu::Stage::start_nodes);
    b.options.first_game = true;
    REQUIRE(run_content(b, 0).empty());
    std::set<std::string> missions;
    for (const uu::Node& n : b.nodes) {
      if (n.role == uu::Role::start) missions.insert(*n.mission);
    }
    REQUIRE(missions.size() == 1);
    CHECK(has(dict.first_game_missions, *missions.begin()));
  }
}

TEST_CASE("types: every rule holds for every player count and expansion set", "[types]") {
  std::vector<std::vector<std::string>> configs = {{}, all_expansions};
  for (const std::string& e : all_expansions) configs.push_back({e});
  const int seeds = uu_test::sweep(50);
  constexpr int max_attempts = 25;
  for (int players = 2; players <= 9; ++players) {
    long runs = 0, failed_attempts = 0;
    int worst_attempt = 0;
    std::vector<int> distinct;  // with every expansion on
    std::string example;
    for (int seed = 0; seed < seeds; ++seed) {
      const uu::Board base = uu_test::make_board(fmt::format("t{}", seed), players, uu::Stage::start_nodes);
      for (const auto& config : configs) {
        ++runs;
        bool done = false;
        for (int attempt = 0; attempt < max_attempts && !done; ++attempt) {
          uu::Board b = base;
          b.options.expansions = config;
          const std::string failure = run_content(b, attempt);
          if (!failure.empty()) {
            ++failed_attempts;
            if (example.empty()) example = failure;
            continue;
          }
          done = true;
          worst_attempt = std::max(worst_attempt, attempt);
          if (config.size() == all_expansions.size()) distinct.push_back(static_cast<int>(b.types.size()));
          const auto p = problems(b);
          if (!p.empty()) FAIL_CHECK(fmt::format("players {} seed {} {} expansions: {}", players, seed, config.size(), p.front()));
          std::set<std::string> missions;
          for (const uu::Node& n : b.nodes) {
            if (n.role == uu::Role::start) missions.insert(*n.mission);
          }
          CHECK(missions.size() == std::min<std::size_t>(12, eligible_missions(b)));
        }
        INFO(fmt::format("players {} seed {}: all {} attempts failed, e.g. {}", players, seed, max_attempts, example));
        CHECK(done);
      }
    }
    std::sort(distinct.begin(), distinct.end());
    REQUIRE(!distinct.empty());
    WARN(fmt::format("players {}: {} failed attempts over {} boards ({:.1f}%), worst board needed attempt {}{}{}; "
                     "distinct types with every expansion {}-{} (median {})",
                     players, failed_attempts, runs, 100.0 * static_cast<double>(failed_attempts) / static_cast<double>(runs),
                     worst_attempt, example.empty() ? "" : "; e.g. ", example, distinct.front(), distinct.back(),
                     distinct[distinct.size() / 2]));
  }
}
