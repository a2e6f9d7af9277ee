#pragma once
// What to draw, as plain data in millimetres (origin top-left, y down): the output
// writers turn a Scene into PDF, SVG or PNG and know nothing of the game.
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "uuboard/geom/vec2.hpp"

namespace uu {

struct Color {
  std::uint8_t r = 0, g = 0, b = 0;
  friend bool operator==(Color, Color) = default;
};

struct Style {
  std::optional<Color> fill;
  std::optional<Color> stroke;
  double stroke_width = 0.0;  // mm
};

struct Line {
  Vec2 a, b;
  Color color;
  double width = 0.3;  // mm
};

struct Circle {
  Vec2 center;
  double radius = 1.0;
  Style style;
};

struct Rect {
  Vec2 min;   // top-left corner
  Vec2 size;
  Style style;
};

enum class Anchor : std::uint8_t { start, middle, end };

struct Text {
  Vec2 pos;  // baseline point
  std::string text;
  double size = 3.0;  // mm (em height)
  Color color;
  Anchor anchor = Anchor::start;
};

using Item = std::variant<Line, Circle, Rect, Text>;

struct Page {
  double width = 297.0;  // mm
  double height = 210.0;
  std::vector<Item> items;
};

struct SceneInfo {
  std::string title;
  std::string subject;   // seed and options
  std::string creator;   // generator version
  std::string keywords;
};

struct Scene {
  SceneInfo info;
  std::vector<Page> pages;
};

}  // namespace uu
