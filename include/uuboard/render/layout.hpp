#pragma once
// Board -> Scene: where every shape goes on paper, with no drawing library involved.
#include "uuboard/board.hpp"
#include "uuboard/render/scene.hpp"

namespace uu {

struct Paper {
  double width = 297.0;  // mm, as printed (landscape: width > height)
  double height = 210.0;
};

struct LayoutOptions {
  Paper paper;
  double margin = 6.35;       // mm kept clear on every side
  double footer_height = 5.0; // mm at the bottom of the printable area
};

// Millimetres per board unit when the board fills the printable area.
double board_scale(const Board& board, const LayoutOptions& options);

Scene layout(const Board& board, const LayoutOptions& options);

}  // namespace uu
