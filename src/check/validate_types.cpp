// The rules of the collection, missions, types and numbers stages, checked from the
// board alone: board.types holds the effective (player-scaled) rules the board was made
// with, so a saved board can be checked without the data file.
#include <algorithm>
#include <fmt/core.h>
#include <map>

#include "uuboard/dictionary.hpp"
#include "check/validate_parts.hpp"
#include "graph/flat_graph.hpp"

namespace uu {

namespace {

using Problems = std::vector<std::string>;
using TypeIndex = std::map<std::string, int, std::less<>>;

std::string limit_text(double v) { return fmt::format("{:g}", v); }

void check_type_table(const Board& board, const TypeIndex& index, Problems& out) {
  for (std::size_t i = 0; i < board.types.size(); ++i) {
    const TypeRules& t = board.types[i];
    if (index.at(t.name) != static_cast<int>(i)) out.push_back(fmt::format("types: {} is listed twice", t.name));
    if (t.min < 1) out.push_back(fmt::format("types: {} has min {}, every collected type needs at least 1", t.name, t.min));
    if (t.max && *t.max < t.min) out.push_back(fmt::format("types: {} has max {} below its min {}", t.name, *t.max, t.min));
    if (t.max_sequence < 1) out.push_back(fmt::format("types: {} has max_sequence {}", t.name, t.max_sequence));
    for (const std::string& req : t.requirements) {
      if (!index.contains(req)) out.push_back(fmt::format("types: {} requires {}, which is not on the board", t.name, req));
    }
  }
}

// Roles against types, missions and numbers; returns the type index of every node (-1
// when it has none or an unknown one).
std::vector<int> check_roles(const Board& board, const TypeIndex& index, Problems& out) {
  std::vector<int> type_of(board.nodes.size(), -1);
  for (std::size_t v = 0; v < board.nodes.size(); ++v) {
    const Node& n = board.nodes[v];
    if (n.role == Role::regular) {
      const auto it = n.type ? index.find(*n.type) : index.end();
      if (!n.type) out.push_back(fmt::format("types: node {} has no type", v));
      else if (it == index.end()) out.push_back(fmt::format("types: node {} has type {}, which is not in the collection", v, *n.type));
      else type_of[v] = it->second;
    } else if (n.type) {
      out.push_back(fmt::format("types: node {} is a {} node but has type {}", v, to_string(n.role), *n.type));
    }
    if (n.role == Role::start && (!n.mission || n.mission->empty())) {
      out.push_back(fmt::format("missions: start node {} has no mission", v));
    }
    if (n.role != Role::start && n.mission) out.push_back(fmt::format("missions: node {} is not a start node but has a mission", v));
  }
  return type_of;
}

void check_counts(const Board& board, const std::vector<int>& type_of, Problems& out) {
  std::vector<int> count(board.types.size(), 0);
  for (int t : type_of) {
    if (t >= 0) ++count[static_cast<std::size_t>(t)];
  }
  for (std::size_t t = 0; t < board.types.size(); ++t) {
    const TypeRules& r = board.types[t];
    if (count[t] < r.min) out.push_back(fmt::format("types: {} appears {} times, min {}", r.name, count[t], r.min));
    if (r.max && count[t] > *r.max) out.push_back(fmt::format("types: {} appears {} times, max {}", r.name, count[t], *r.max));
  }
}

void check_places(const Board& board, const FlatGraph& graph, const std::vector<int>& type_of,
                  Problems& out) {
  for (std::size_t v = 0; v < board.nodes.size(); ++v) {
    if (type_of[v] < 0) continue;
    const Node& n = board.nodes[v];
    const TypeRules& r = board.types[static_cast<std::size_t>(type_of[v])];
    const double d = std::min(std::min(n.pos.x, board.width - n.pos.x), std::min(n.pos.y, board.height - n.pos.y));
    if (r.forbidden_on_border && n.on_border()) out.push_back(fmt::format("types: node {} ({}) is on the border", v, r.name));
    if (r.min_border_distance && !(d > *r.min_border_distance)) {
      out.push_back(fmt::format("types: node {} ({}) is {:.2f} units from the border, more than {} needed", v, r.name, d,
                                limit_text(*r.min_border_distance)));
    }
    if (r.max_border_distance && d > *r.max_border_distance) {
      out.push_back(fmt::format("types: node {} ({}) is {:.2f} units from the border, at most {} allowed", v, r.name, d,
                                limit_text(*r.max_border_distance)));
    }
    if (r.needs_number) {
      for (int u : graph.neighbours(static_cast<int>(v))) {
        if (board.nodes[static_cast<std::size_t>(u)].role == Role::start) {
          out.push_back(fmt::format("types: node {} ({}) shows a number but is next to start node {}", v, r.name, u));
        }
      }
      if (!n.number || *n.number < 1) out.push_back(fmt::format("numbers: node {} ({}) needs a number of at least 1", v, r.name));
    } else if (n.number && n.role != Role::center) {
      out.push_back(fmt::format("numbers: node {} ({}) has a number but its type needs none", v, r.name));
    }
  }
}

// Every group of same-typed nodes joined by edges, against its type's max_sequence.
void check_sequences(const Board& board, const FlatGraph& graph, const std::vector<int>& type_of,
                     Problems& out) {
  std::vector<char> seen(board.nodes.size(), 0);
  std::vector<int> stack;
  for (std::size_t start = 0; start < board.nodes.size(); ++start) {
    const int t = type_of[start];
    if (t < 0 || seen[start]) continue;
    int size = 0;
    seen[start] = 1;
    stack.assign(1, static_cast<int>(start));
    while (!stack.empty()) {
      const int v = stack.back();
      stack.pop_back();
      ++size;
      for (int u : graph.neighbours(v)) {
        if (type_of[static_cast<std::size_t>(u)] == t && !seen[static_cast<std::size_t>(u)]) {
          seen[static_cast<std::size_t>(u)] = 1;
          stack.push_back(u);
        }
      }
    }
    const TypeRules& r = board.types[static_cast<std::size_t>(t)];
    if (size > r.max_sequence) {
      out.push_back(fmt::format("types: {} nodes joined by edges form a group of {} (node {} among them), max_sequence {}",
                                r.name, size, start, r.max_sequence));
    }
  }
}

void check_center_number(const Board& board, Problems& out) {
  if (board.center < 0 || static_cast<std::size_t>(board.center) >= board.nodes.size()) return;
  const Node& c = board.nodes[static_cast<std::size_t>(board.center)];
  const auto& on = board.options.expansions;
  const bool electric = std::find(on.begin(), on.end(), electric_expansion) != on.end();
  if (electric && (!c.number || *c.number < 0)) out.push_back("numbers: the center node needs the Electric number");
  if (!electric && c.number) out.push_back("numbers: the center node has a number without the Electric expansion");
}

}  // namespace

void check_types(const Board& board, std::vector<std::string>& out) {
  if (board.types.empty()) return;
  TypeIndex index;
  for (std::size_t i = 0; i < board.types.size(); ++i) index.emplace(board.types[i].name, static_cast<int>(i));
  check_type_table(board, index, out);
  const std::vector<int> type_of = check_roles(board, index, out);
  const FlatGraph graph = flat_graph(board);
  check_counts(board, type_of, out);
  check_places(board, graph, type_of, out);
  check_sequences(board, graph, type_of, out);
  check_center_number(board, out);
}

}  // namespace uu
