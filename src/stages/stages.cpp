// The table of stages: each stage's name and the rules that hold once it has run, in
// pipeline order (stages.hpp).
#include <array>
#include <optional>
#include <span>
#include <string_view>

#include "stages/stages.hpp"

namespace uu {

namespace {

// Every stage once, in pipeline order (the order of enum class Stage).
constexpr std::array<StageInfo, 16> stage_table = {{
    {Stage::points, "points", Through::points},
    {Stage::tree, "tree", Through::tree},
    {Stage::center_edges, "center-edges", Through::edges},
    {Stage::fill_edges, "fill-edges", Through::edges},
    {Stage::start_nodes, "start-nodes", Through::start_nodes},
    {Stage::fair_edges, "fair-edges", Through::start_nodes},
    {Stage::collection, "collection", Through::start_nodes},
    {Stage::missions, "missions", Through::start_nodes},
    {Stage::types, "types", Through::start_nodes},
    {Stage::numbers, "numbers", Through::types},
    {Stage::power_dots, "power-dots", Through::everything},
    {Stage::areas, "areas", Through::everything},
    {Stage::expeditions, "expeditions", Through::everything},
    {Stage::landmarks, "landmarks", Through::everything},
    {Stage::resources, "resources", Through::everything},
    {Stage::tiny_nodes, "tiny-nodes", Through::everything},
}};

constexpr bool table_in_order() {
  for (std::size_t i = 0; i < stage_table.size(); ++i)
    if (static_cast<std::size_t>(stage_table[i].stage) != i) return false;
  return static_cast<std::size_t>(Stage::tiny_nodes) + 1 == stage_table.size();
}
static_assert(table_in_order(), "stage_table lists every Stage once, in the enum's order");

constexpr std::array<std::string_view, stage_table.size()> names_in_order() {
  std::array<std::string_view, stage_table.size()> names{};
  for (std::size_t i = 0; i < stage_table.size(); ++i) names[i] = stage_table[i].name;
  return names;
}
constexpr std::array<std::string_view, stage_table.size()> stage_name_list = names_in_order();

}  // namespace

const StageInfo& stage_info(Stage stage) { return stage_table[static_cast<std::size_t>(stage)]; }

std::string_view stage_name(Stage stage) { return stage_info(stage).name; }

std::optional<Stage> stage_from_name(std::string_view name) {
  for (const StageInfo& s : stage_table)
    if (s.name == name) return s.stage;
  return std::nullopt;
}

std::span<const std::string_view> stage_names() { return stage_name_list; }

}  // namespace uu
