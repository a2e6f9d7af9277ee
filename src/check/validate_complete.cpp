// Completeness of a finished board, against its own options: what every stage adds is
// there. The other checks test what is present; a board saved with --stop-after, or
// one with its types, dots, areas or expansion marks deleted, passes them and fails here.
#include <fmt/core.h>

#include "stages/stages.hpp"
#include "check/validate_parts.hpp"
#include "uuboard/dictionary.hpp"

namespace uu {

namespace {

// The first few ids of a list, for a message: "3, 8, 12 and 4 more".
std::string some_ids(const std::vector<std::size_t>& ids) {
  std::string out;
  for (std::size_t k = 0; k < ids.size() && k < 3; ++k) out += fmt::format("{}{}", k == 0 ? "" : ", ", ids[k]);
  if (ids.size() > 3) out += fmt::format(" and {} more", ids.size() - 3);
  return out;
}

// Nodes of `role` that lack what `has` asks for.
template <class Has>
void check_every(const Board& board, Role role, Has has, const char* rule, const char* what, std::vector<std::string>& out) {
  std::vector<std::size_t> missing;
  for (std::size_t i = 0; i < board.nodes.size(); ++i)
    if (board.nodes[i].role == role && !has(board.nodes[i])) missing.push_back(i);
  if (!missing.empty()) out.push_back(fmt::format("{}: {} node{} {} ({})", rule, missing.size(), missing.size() == 1 ? "" : "s", what, some_ids(missing)));
}

// An expansion that is on must have left its marks, at least `least` of them.
void check_expansion(const Board& board, std::string_view expansion, std::size_t count, const char* items, std::vector<std::string>& out,
                     std::size_t least = 1) {
  if (board.options.has_expansion(expansion) && count < least)
    out.push_back(fmt::format("complete: expansion {} is on but the board has {} {}, at least {} needed", expansion, count, items, least));
}

}  // namespace

void check_complete(const Board& board, std::vector<std::string>& out) {
  if (board.nodes.empty()) {
    out.push_back("complete: the board has no nodes");
    return;
  }
  if (board.types.empty()) out.push_back("complete: the board lists no node types (saved before the types stage?)");
  check_every(board, Role::regular, [](const Node& n) { return n.type.has_value(); }, "complete", "without a type", out);
  check_every(board, Role::start, [](const Node& n) { return n.mission.has_value(); }, "complete", "(start) without a mission", out);
  check_every(board, Role::regular, [](const Node& n) { return !n.power_dots.empty(); }, "power-dots", "without a power dot", out);
  check_every(board, Role::center, [](const Node& n) { return !n.power_dots.empty(); }, "power-dots", "(the center) without its power dot", out);
  if (board.areas.empty()) out.push_back("complete: the board has no areas (saved before the areas stage?)");
  check_expansion(board, extreme_expeditions_expansion, board.expeditions.size(), "expeditions", out, expeditions_least);
  check_expansion(board, sharp_scissors_expansion, board.landmarks.size(), "landmarks", out, landmarks_least);
  check_expansion(board, sharp_scissors_expansion, board.resources.size(), "resources", out);
  check_expansion(board, sharp_scissors_expansion, board.tiny_nodes.size(), "tiny nodes", out);
}

}  // namespace uu
