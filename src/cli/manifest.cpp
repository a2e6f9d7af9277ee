#include "cli/manifest.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>
#include <set>
#include <string_view>

namespace uu {

BoardSummary summarize(const Board& board, int n, std::string output) {
  std::set<std::string> types;
  for (const Node& node : board.nodes)
    if (node.type) types.insert(*node.type);
  return {n, board.seed, std::move(output), static_cast<int>(board.nodes.size()), static_cast<int>(board.edges.size()),
          static_cast<int>(types.size()), board.attempt,
          board.fairness ? std::optional<double>(board.fairness->score) : std::nullopt};
}

namespace {

std::string joined_expansions(const BoardOptions& options) {
  std::string out;
  for (const std::string& e : options.expansions) out += (out.empty() ? "" : ",") + e;
  return out.empty() ? "none" : out;
}

std::string size_text(const BoardOptions& options) {
  return options.size_width > 0 ? fmt::format("{}x{}", options.size_width, options.size_height) : "";
}

// RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled.
std::string csv_field(std::string_view text) {
  if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
  std::string out = "\"";
  for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

}  // namespace

std::string manifest_csv_header() {
  return "n,seed,players,expansions,first_game,paper,portrait,margin_mm,size,output,nodes,edges,distinct_types,attempt,fairness_score\n";
}

std::string manifest_csv_row(const BoardSummary& s, const BoardOptions& o) {
  const std::string fairness = s.fairness_score ? fmt::format("{}", *s.fairness_score) : "";
  return fmt::format("{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}\n", s.n, csv_field(s.seed), o.players, csv_field(joined_expansions(o)),
                     o.first_game, csv_field(o.page.paper), o.page.portrait, o.page.margin_mm, size_text(o), csv_field(s.output),
                     s.nodes, s.edges, s.distinct_types, s.attempt, fairness);
}

std::string manifest_jsonl_row(const BoardSummary& s, const BoardOptions& o) {
  nlohmann::ordered_json row = {{"n", s.n},
                                {"seed", s.seed},
                                {"options",
                                 {{"players", o.players},
                                  {"expansions", o.expansions},
                                  {"first_game", o.first_game},
                                  {"paper", o.page.paper},
                                  {"portrait", o.page.portrait},
                                  {"margin_mm", o.page.margin_mm},
                                  {"size", o.size_width > 0 ? nlohmann::ordered_json::array({o.size_width, o.size_height})
                                                            : nlohmann::ordered_json(nullptr)}}},
                                {"output", s.output},
                                {"nodes", s.nodes},
                                {"edges", s.edges},
                                {"distinct_types", s.distinct_types},
                                {"attempt", s.attempt},
                                {"fairness_score", s.fairness_score ? nlohmann::ordered_json(*s.fairness_score) : nlohmann::ordered_json(nullptr)}};
  return row.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

}  // namespace uu
