// Board -> Scene for the plain first drawing: the frame players cut from, edges behind
// nodes, circles for regular nodes, squares for start nodes, a distinct center, and a
// footer with the seed.
#include "uuboard/render/layout.hpp"

#include <algorithm>
#include <fmt/core.h>

#include "uuboard/generate.hpp"

namespace uu {

namespace {

constexpr double node_radius_units = 0.3;  // the original's node radius, in board units
constexpr Color ink{0x22, 0x22, 0x22};
constexpr Color edge_grey{0x88, 0x88, 0x88};
constexpr Color white{0xff, 0xff, 0xff};
constexpr Color center_fill{0xff, 0x9e, 0xb6};
constexpr Color start_fill{0xd9, 0xd9, 0xd9};

struct Frame {
  Vec2 origin;   // top-left of the board on paper, mm
  double scale;  // mm per unit
};

Frame board_frame(const Board& board, const LayoutOptions& o) {
  const double avail_w = o.paper.width - 2 * o.margin;
  const double avail_h = o.paper.height - 2 * o.margin - o.footer_height;
  const double scale = std::min(avail_w / board.width, avail_h / board.height);
  return {{o.margin + (avail_w - board.width * scale) / 2, o.margin + (avail_h - board.height * scale) / 2}, scale};
}

// Where a node is drawn: border nodes move inward by their radius so the shape meets
// the frame instead of being cut by it.
Vec2 drawn_position(const Node& n) {
  Vec2 p = n.pos;
  if (n.sides.has(Side::left)) p.x += node_radius_units;
  if (n.sides.has(Side::right)) p.x -= node_radius_units;
  if (n.sides.has(Side::top)) p.y += node_radius_units;
  if (n.sides.has(Side::bottom)) p.y -= node_radius_units;
  return p;
}

}  // namespace

double board_scale(const Board& board, const LayoutOptions& options) { return board_frame(board, options).scale; }

Scene layout(const Board& board, const LayoutOptions& options) {
  const Frame f = board_frame(board, options);
  const auto to_paper = [&](Vec2 p) { return f.origin + p * f.scale; };
  const double r = node_radius_units * f.scale;

  Page page;
  page.width = options.paper.width;
  page.height = options.paper.height;
  auto& items = page.items;
  items.push_back(Rect{f.origin, {board.width * f.scale, board.height * f.scale}, {std::nullopt, ink, 0.35}});
  for (const Edge& e : board.edges) {
    const Vec2 a = to_paper(drawn_position(board.nodes[static_cast<std::size_t>(e.a)]));
    const Vec2 b = to_paper(drawn_position(board.nodes[static_cast<std::size_t>(e.b)]));
    items.push_back(Line{a, b, edge_grey, 0.5});
  }
  for (const Node& n : board.nodes) {
    const Vec2 p = to_paper(drawn_position(n));
    switch (n.role) {
      case Role::start:
        items.push_back(Rect{p - Vec2{r, r}, {2 * r, 2 * r}, {start_fill, ink, 0.35}});
        break;
      case Role::center:
        items.push_back(Circle{p, r * 1.25, {center_fill, ink, 0.5}});
        items.push_back(Circle{p, r * 0.6, {std::nullopt, ink, 0.35}});
        break;
      case Role::regular:
        items.push_back(Circle{p, r, {white, ink, 0.35}});
        break;
    }
  }
  const double footer_y = options.paper.height - options.margin - 1.2;
  items.push_back(Text{{options.margin, footer_y},
                       fmt::format("seed {} \u00b7 {} players \u00b7 {}", board.seed, board.options.players, generator_version()),
                       2.6, ink, Anchor::start});
  items.push_back(Text{{options.paper.width - options.margin, footer_y}, "print at 100 % (actual size)", 2.6, ink, Anchor::end});

  Scene scene;
  scene.info.title = fmt::format("Unstable Universe board {}", board.seed);
  scene.info.subject = fmt::format("seed={} players={}", board.seed, board.options.players);
  scene.info.creator = generator_version();
  scene.info.keywords = "Unstable Universe; uuboard";
  scene.pages.push_back(std::move(page));
  return scene;
}

}  // namespace uu
