#include "uuboard/board.hpp"

#include <algorithm>

namespace uu {

const char* to_string(Role r) {
  switch (r) {
    case Role::regular: return "regular";
    case Role::start: return "start";
    case Role::center: return "center";
  }
  return "regular";
}

const char* to_string(Side s) {
  switch (s) {
    case Side::left: return "left";
    case Side::top: return "top";
    case Side::right: return "right";
    case Side::bottom: return "bottom";
  }
  return "left";
}

const char* to_string(AreaUse u) {
  switch (u) {
    case AreaUse::none: return "none";
    case AreaUse::expedition: return "expedition";
    case AreaUse::landmark: return "landmark";
    case AreaUse::resources: return "resources";
  }
  return "none";
}

std::optional<Role> role_from_string(std::string_view s) {
  for (Role r : {Role::regular, Role::start, Role::center}) {
    if (s == to_string(r)) return r;
  }
  return std::nullopt;
}

std::optional<Side> side_from_string(std::string_view s) {
  for (Side side : all_sides) {
    if (s == to_string(side)) return side;
  }
  return std::nullopt;
}

std::optional<AreaUse> area_use_from_string(std::string_view s) {
  for (AreaUse u : {AreaUse::none, AreaUse::expedition, AreaUse::landmark, AreaUse::resources}) {
    if (s == to_string(u)) return u;
  }
  return std::nullopt;
}

std::vector<std::vector<int>> adjacency(const Board& board) {
  std::vector<std::vector<int>> out(board.nodes.size());
  for (const Edge& e : board.edges) {
    if (e.a < 0 || e.b < 0 || static_cast<std::size_t>(e.a) >= out.size() || static_cast<std::size_t>(e.b) >= out.size()) continue;
    out[static_cast<std::size_t>(e.a)].push_back(e.b);
    out[static_cast<std::size_t>(e.b)].push_back(e.a);
  }
  for (auto& list : out) std::sort(list.begin(), list.end());
  return out;
}

}  // namespace uu
