#pragma once
// What to draw, as plain data in millimetres (origin top-left, y down): the output
// writers turn a Scene into PDF, SVG or PNG and know nothing of the game.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "uuboard/geom/box.hpp"
#include "uuboard/geom/vec2.hpp"

namespace uu {

// A scene a writer cannot turn into a file (no such page, a broken tag list, Cairo's
// or a font's failure); the message says what.
class RenderError : public std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Color {
  std::uint8_t r = 0, g = 0, b = 0;
  friend bool operator==(Color, Color) = default;
};

struct Style {
  std::optional<Color> fill;
  std::optional<Color> stroke;
  double stroke_width = 0.0;  // mm
  friend bool operator==(const Style&, const Style&) = default;
};

struct Line {
  Vec2 a, b;
  Color color;
  double width = 0.3;         // mm
  std::vector<double> dash;   // on/off lengths in mm; empty: solid
  friend bool operator==(const Line&, const Line&) = default;
};

struct Circle {
  Vec2 center;
  double radius = 1.0;
  Style style;
  friend bool operator==(const Circle&, const Circle&) = default;
};

struct Rect {
  Vec2 min;   // top-left corner
  Vec2 size;
  Style style;
  friend bool operator==(const Rect&, const Rect&) = default;
};

// A polyline or polygon with round joins and caps.
struct Path {
  std::vector<Vec2> points;
  bool closed = false;
  Style style;
  friend bool operator==(const Path&, const Path&) = default;
};

enum class Anchor : std::uint8_t { start, middle, end };

struct Text {
  Vec2 pos;  // baseline point
  std::string text;
  double size = 3.0;  // mm (em height)
  Color color;
  Anchor anchor = Anchor::start;
  bool bold = false;
  double rotation = 0.0;  // degrees, clockwise on paper, about pos
  friend bool operator==(const Text&, const Text&) = default;
};

using Item = std::variant<Line, Circle, Rect, Path, Text>;

// What a shape shows, so tests and tools can find the parts of a sheet.
enum class Part : std::uint8_t {
  frame, quadrant, edge, power_dot, node, icon, number, tiny_node, expedition, landmark,
  resource, footer, legend, secret,
  sheet_mark,  // a sheet's cut and lay lines, registration crosses and label
  assembly     // the assembly page's picture and steps
};

// What a run of shapes belongs to: a node (id, type), an edge, a mark... A writer that
// keeps structure (SVG) groups the shapes of one tag and names the group by it.
struct Tag {
  std::string kind;  // "node", "edge", "tiny-node", "resource", "landmark", "expedition", ...
  int id = -1;       // the element's index in the board's list of its kind
  std::string type;  // node type, mission, mark type; empty when there is none
  friend bool operator==(const Tag&, const Tag&) = default;
};

struct Shape {
  Part part;
  Item item;
  std::uint32_t tag = 0;  // index into Page::tags; 0 is "no element" (frame, footer, ...)
};

// A drawing a page shows more than once (an icon), in its own units about (0, 0).
struct Symbol {
  std::string name;  // what it shows; unique on its page
  std::vector<Shape> shapes;
};

// Shapes [first, first + count) of a page are its symbol `symbol` scaled by `scale`,
// turned by `degrees` (clockwise on paper) and moved to `at`. The shapes are all a
// writer needs; one that can reuse a drawing (PDF) draws the symbol once instead.
struct Placement {
  std::size_t first = 0;
  std::size_t count = 0;
  std::size_t symbol = 0;
  Vec2 at;
  double scale = 1.0;
  double degrees = 0.0;
};

struct Page {
  double width = 297.0;  // mm
  double height = 210.0;
  std::vector<Shape> shapes;  // in drawing order, back to front
  // Shapes [0, clip_end) show only inside `clip` (one sheet's window of a board on
  // several sheets); with clip_end 0 nothing is clipped.
  Box clip;
  std::size_t clip_end = 0;
  std::vector<Symbol> symbols;
  // In the order of their shapes, apart. Whoever edits `shapes` keeps them true or
  // clears them.
  std::vector<Placement> placements;
  std::vector<Tag> tags = {Tag{}};  // tags[0] is the empty tag
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

// A generous estimate of a text's advance in DejaVu Sans (the font every writer uses),
// so layout can fit text and tests can check it stays inside the margin.
double text_width_estimate(std::string_view text, double size, bool bold = false);

// The area an item covers, strokes included (text estimated as above).
Box bounding_box(const Item& item);

}  // namespace uu
