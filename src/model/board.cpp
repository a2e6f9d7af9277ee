#include "uuboard/board.hpp"

#include "graph/flat_graph.hpp"

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
  const FlatGraph graph = flat_graph(board);
  std::vector<std::vector<int>> out(graph.nodes());
  for (std::size_t v = 0; v < out.size(); ++v) {
    const auto neighbours = graph.neighbours(static_cast<int>(v));
    out[v].assign(neighbours.begin(), neighbours.end());
  }
  return out;
}

}  // namespace uu
