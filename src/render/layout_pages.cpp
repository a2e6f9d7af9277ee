// The parts every page shares (palette, icons, text fitting) and the mirrored secret
// board. The footer is in footer.cpp, the legend in legend.cpp.
#include <algorithm>
#include <cmath>
#include <fmt/core.h>
#include <numbers>

#include "render/layout_parts.hpp"
#include "uuboard/dictionary.hpp"
#include "model/drawn.hpp"
#include "uuboard/generate.hpp"
#include "geom/axis_box.hpp"
#include "geom/trig.hpp"

namespace uu::render_detail {

namespace {

constexpr double deg_to_rad = std::numbers::pi / 180.0;

Vec2 turn_by(Vec2 p, double degrees) {
  const double c = trig::cos(degrees * deg_to_rad), s = trig::sin(degrees * deg_to_rad);
  return {p.x * c - p.y * s, p.x * s + p.y * c};
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

Color Palette::fill(std::string_view hex) const { return colour_fills ? parse_hex(hex) : paper; }

Palette palette_for(const LayoutOptions& options) {
  Palette p;
  if (options.ink_friendly || options.mono) {
    p.colour_fills = false;
    p.dot_fill = p.paper;
  }
  if (options.mono) {
    p.ink = {0, 0, 0};
    p.edge = {0, 0, 0};
    p.quadrant = {0, 0, 0};
    p.edge_width = 0.3;
    p.quadrant_width = 0.3;
    p.quadrant_dash = {1.5, 1.5};
  }
  return p;
}

Color parse_hex(std::string_view hex) {
  if (hex.size() != 7 || hex[0] != '#') return {0x99, 0x99, 0x99};
  std::uint8_t v[3] = {};
  for (int i = 0; i < 3; ++i) {
    const int hi = hex_digit(hex[static_cast<std::size_t>(1 + 2 * i)]), lo = hex_digit(hex[static_cast<std::size_t>(2 + 2 * i)]);
    if (hi < 0 || lo < 0) return {0x99, 0x99, 0x99};
    v[i] = static_cast<std::uint8_t>(hi * 16 + lo);
  }
  return {v[0], v[1], v[2]};
}

namespace {

void append_icon(std::vector<Shape>& out, Part part, const Icon& icon, Vec2 center, double half, double degrees, const Palette& pal) {
  const auto place = [&](Vec2 p) { return center + turn_by(p * half, degrees); };
  for (const IconPart& ip : icon.parts) {
    const bool paper = ip.ink == Ink::paper || ip.ink == Ink::paper_stroke;
    const Color colour = paper ? pal.paper : pal.ink;
    const bool stroked = ip.ink == Ink::stroke || ip.ink == Ink::paper_stroke;
    const Style style = stroked ? Style{std::nullopt, colour, ip.width * half} : Style{colour, std::nullopt, 0.0};
    if (ip.points.empty()) {
      out.push_back({part, Circle{place(ip.center), ip.radius * half, style}});
      continue;
    }
    Path path;
    path.closed = ip.closed || !stroked;
    path.style = style;
    for (Vec2 p : ip.points) path.points.push_back(place(p));
    out.push_back({part, std::move(path)});
  }
}

constexpr std::string_view set_names[] = {"node type", "mission", "expedition", "landmark", "resource", "tiny node"};

}  // namespace

void add_icon(Page& page, Part part, const Icon& icon, std::string_view name, Vec2 center, double half, double degrees, const Palette& pal) {
  const std::size_t first = page.shapes.size();
  append_icon(page.shapes, part, icon, center, half, degrees, pal);
  if (page.shapes.size() == first) return;
  std::size_t symbol = 0;
  while (symbol < page.symbols.size() && page.symbols[symbol].name != name) ++symbol;
  if (symbol == page.symbols.size()) {
    page.symbols.push_back({std::string(name), {}});
    append_icon(page.symbols.back().shapes, part, icon, {0.0, 0.0}, 1.0, 0.0, pal);
  }
  page.placements.push_back({first, page.shapes.size() - first, symbol, center, half, degrees});
}

void add_glyph(Page& page, Part part, IconSet set, std::string_view name, Vec2 center, double half, double degrees, const Palette& pal) {
  if (const Icon* icon = find_icon(set, name)) {
    add_icon(page, part, *icon, fmt::format("{}: {}", set_names[static_cast<int>(set)], name), center, half, degrees, pal);
    return;
  }
  const std::string text = initials(name);
  const double size = (text.size() > 2 ? 0.62 : 0.85) * half;
  page.shapes.push_back({part, Circle{center, 0.92 * half, {std::nullopt, pal.ink, 0.1 * half}}});
  page.shapes.push_back({part, Text{center + turn_by({0, 0.36 * size}, degrees), text, size, pal.ink, Anchor::middle, true, degrees}});
}

namespace {

// The longest start of `word` (whole code points, at least one) within `width` mm.
std::size_t fitting_prefix(std::string_view word, double size, double width, bool bold) {
  std::size_t end = 0;
  for (std::size_t i = 0; i < word.size();) {
    std::size_t next = i + 1;
    while (next < word.size() && (static_cast<unsigned char>(word[next]) & 0xc0) == 0x80) ++next;
    if (end > 0 && text_width_estimate(word.substr(0, next), size, bold) > width) break;
    end = next;
    i = next;
  }
  return end;
}

}  // namespace

std::string join(const std::vector<std::string>& items, std::string_view sep) {
  std::string out;
  for (const std::string& s : items) out += (out.empty() ? "" : std::string(sep)) + s;
  return out;
}

std::vector<std::string> wrap_text(std::string_view text, double size, double width, bool bold) {
  std::vector<std::string> lines;
  std::string line;
  for (std::size_t i = 0; i <= text.size();) {
    const std::size_t end = std::min(text.find(' ', i), text.size());
    std::string_view word = text.substr(i, end - i);
    const std::string joined = line.empty() ? std::string(word) : line + " " + std::string(word);
    if (text_width_estimate(joined, size, bold) <= width) {
      line = joined;
    } else {
      if (!line.empty()) lines.push_back(std::move(line));
      line.clear();
      while (text_width_estimate(word, size, bold) > width) {
        const std::size_t cut = fitting_prefix(word, size, width, bold);
        lines.emplace_back(word.substr(0, cut));
        word.remove_prefix(cut);
      }
      line = std::string(word);
    }
    i = end + 1;
  }
  if (!line.empty() || lines.empty()) lines.push_back(std::move(line));
  return lines;
}

std::string fit_text(std::string text, double size, double width, bool bold) {
  if (text_width_estimate(text, size, bold) <= width) return text;
  while (!text.empty() && text_width_estimate(text + "\u2026", size, bold) > width) {
    text.pop_back();
    while (!text.empty() && (static_cast<unsigned char>(text.back()) & 0xc0) == 0x80) text.pop_back();  // whole code points
    if (!text.empty() && static_cast<unsigned char>(text.back()) >= 0xc0) text.pop_back();
  }
  return text.empty() ? text : text + "\u2026";
}

Page secret_page(const Board& board, const LayoutOptions& options, const std::vector<ExpeditionMark>& marks, const Palette& pal) {
  const drawn::PageMap map = drawn::page_map(board);
  const std::string note = fmt::format("secret board: print double-sided, flip on the {} edge", options.duplex == Duplex::long_edge ? "long" : "short");
  return secret_back(board, options, {map.to_mm(map.frame_min), map.to_mm(map.frame_max)}, marks, pal, note, "no expeditions on this board");
}

Page secret_back(const Board& board, const LayoutOptions& options, Box frame, const std::vector<ExpeditionMark>& marks, const Palette& pal,
                 const std::string& note, const std::string& none) {
  const PageSetup& setup = board.options.page;
  Page page;
  page.width = setup.page_width();
  page.height = setup.page_height();
  // Turning the sheet over its long edge swaps the direction across that edge: top and
  // bottom on a landscape page, left and right on a portrait one. The short edge swaps
  // the other direction.
  const bool landscape = page.width >= page.height;
  const bool flip_y = (options.duplex == Duplex::long_edge) == landscape;
  const auto mirror = [&](Vec2 p) { return flip_y ? Vec2{p.x, page.height - p.y} : Vec2{page.width - p.x, p.y}; };
  const Vec2 a = mirror(frame.min), b = mirror(frame.max);
  const Box box = box_around(a, b);
  const Vec2 lo = box.min, hi = box.max;
  page.shapes.push_back({Part::secret, Rect{lo + Vec2{0.2, 0.2}, hi - lo - Vec2{0.4, 0.4}, {std::nullopt, pal.ink, 0.4}}});
  const double text_size = 2.2;
  for (const ExpeditionMark& m : marks) {
    const Vec2 p = mirror(m.pos);
    // The type's icon over the marker's place, its name under it, both inside the frame.
    const double half = std::max(0.7 * m.half, 3.5);
    const Vec2 c{std::clamp(p.x, lo.x + 1.5 * half, hi.x - 1.5 * half), std::clamp(p.y, lo.y + 1.5 * half, hi.y - 1.5 * half - 2 * text_size)};
    add_glyph(page, Part::secret, IconSet::expedition, m.type, c, half, 0.0, pal);
    const std::string name = fit_text(m.type, text_size, 60.0);
    const double w = text_width_estimate(name, text_size);
    const double x = std::clamp(c.x, lo.x + 1.0 + w / 2, hi.x - 1.0 - w / 2);
    const double y = c.y + half * 1.05 + text_size;
    page.shapes.push_back({Part::secret, Text{{x, y}, name, text_size, pal.ink, Anchor::middle}});
  }
  if (marks.empty()) {
    page.shapes.push_back({Part::secret, Text{(lo + hi) * 0.5, none, 4.0, pal.ink, Anchor::middle}});
  }
  add_footer(page, board, options, pal, note, flip_y);
  return page;
}

}  // namespace uu::render_detail
