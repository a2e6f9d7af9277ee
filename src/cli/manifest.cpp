#include "cli/manifest.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <fmt/core.h>
#include <limits>
#include <nlohmann/json.hpp>
#include <set>
#include <string_view>
#include <vector>

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

// One JSON line as the manifest writes it (invalid UTF-8 in a name replaced, not refused).
std::string jsonl_text(const nlohmann::ordered_json& row) {
  return row.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
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
  return jsonl_text(row);
}

namespace {

// A CSV record's fields as written (quotes kept), split at the commas outside quotes.
std::vector<std::string_view> raw_fields(std::string_view record) {
  std::vector<std::string_view> fields;
  bool quoted = false;
  std::size_t start = 0;
  for (std::size_t i = 0; i < record.size(); ++i) {
    if (record[i] == '"') quoted = !quoted;
    else if (record[i] == ',' && !quoted) {
      fields.push_back(record.substr(start, i - start));
      start = i + 1;
    }
  }
  fields.push_back(record.substr(start));
  return fields;
}

// A field's text: the quotes taken off, doubled quotes made one.
std::string field_text(std::string_view field) {
  if (field.size() < 2 || field.front() != '"') return std::string(field);
  std::string out;
  for (std::size_t i = 1; i + 1 < field.size(); ++i) {
    out += field[i];
    if (field[i] == '"') ++i;
  }
  return out;
}

// The columns of the header, and where the output file is among them.
const std::vector<std::string_view>& csv_columns() {
  static const std::string header = manifest_csv_header().substr(0, manifest_csv_header().size() - 1);
  static const std::vector<std::string_view> columns = raw_fields(header);
  return columns;
}

std::size_t output_column() {
  const auto& columns = csv_columns();
  return static_cast<std::size_t>(std::find(columns.begin(), columns.end(), "output") - columns.begin());
}

std::optional<int> row_number(std::string_view text) {
  int n = 0;
  const auto [at, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (ec != std::errc() || at != text.data() + text.size() || text.empty() || text[0] == '-') return std::nullopt;
  return n;
}

std::optional<nlohmann::ordered_json> jsonl_row(std::string_view line) {
  nlohmann::ordered_json row = nlohmann::ordered_json::parse(line, nullptr, false);
  if (!row.is_object() || !row.contains("n") || !row["n"].is_number_integer() || !row.contains("seed") || !row["seed"].is_string() ||
      !row.contains("output"))
    return std::nullopt;
  return row;
}

}  // namespace

std::optional<ManifestRow> read_manifest_csv_row(std::string_view record) {
  const std::vector<std::string_view> fields = raw_fields(record);
  if (fields.size() != csv_columns().size()) return std::nullopt;
  const std::optional<int> n = row_number(fields[0]);
  if (!n) return std::nullopt;
  return ManifestRow{*n, field_text(fields[1])};
}

std::optional<ManifestRow> read_manifest_jsonl_row(std::string_view line) {
  const std::optional<nlohmann::ordered_json> row = jsonl_row(line);
  if (!row) return std::nullopt;
  const std::int64_t n = (*row)["n"].get<std::int64_t>();
  if (n < 0 || n > std::numeric_limits<int>::max()) return std::nullopt;
  return ManifestRow{static_cast<int>(n), (*row)["seed"].get<std::string>()};
}

std::string manifest_csv_row_with_output(std::string_view record, std::string_view output) {
  const std::vector<std::string_view> fields = raw_fields(record);
  std::string out;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (i > 0) out += ',';
    out += i == output_column() ? csv_field(output) : std::string(fields[i]);
  }
  return out + "\n";
}

std::string manifest_jsonl_row_with_output(std::string_view line, std::string_view output) {
  nlohmann::ordered_json row = jsonl_row(line).value();
  row["output"] = output;
  return jsonl_text(row);
}

}  // namespace uu
