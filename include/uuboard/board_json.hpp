#pragma once
// The board as JSON (format "uuboard-board", versions 1 and 2; docs/board-format.md), both ways.
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "uuboard/board.hpp"

namespace uu {

inline constexpr int board_format_version = 1;
// A board printed over several sheets (options.sheets) is written as version 2: a reader
// of version 1 would take its unit_mm for one sheet's. Every other board stays version 1.
inline constexpr int board_format_version_sheets = 2;

// A saved board that is not valid JSON of this format: the message names the source,
// the JSON path and what was expected there.
class BoardFormatError : public std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Positions and sizes read from a saved board must lie within this many board units of
// the origin (the largest board is 1000 units a side): 1e308 is refused, not drawn.
inline constexpr double max_board_coordinate = 1.0e6;

// The top-level fields of a board, in the order they are written; any other is refused.
const std::vector<std::string>& known_board_fields();

nlohmann::ordered_json board_to_json(const Board& board);
// indent < 0: one line (for .jsonl); otherwise pretty with that indent.
std::string board_to_json_text(const Board& board, int indent = 1);

Board board_from_json(const nlohmann::json& j, std::string_view source);
Board board_from_json_text(std::string_view text, std::string_view source);

}  // namespace uu
