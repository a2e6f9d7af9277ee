// The renderer: layout checked as plain data (shapes inside the margin, nothing over a
// node, counts) and icons. The files it writes are tests/test_render_files.cpp's.
#include <catch2/catch.hpp>
#include <cmath>
#include <set>
#include <string>

#include "board_samples.hpp"
#include "render/icons.hpp"
#include "uuboard/dictionary.hpp"
#include "model/drawn.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/render/output.hpp"

namespace {


// A small board built by hand: one node of each role, border nodes with dots pointing
// at the frame, an expedition, a landmark, a resource and tiny nodes.
uu::Board hand_board() {
  uu::Board b;
  b.seed = "hand";
  b.width = 10;
  b.height = 7;
  b.unit_mm = uu::drawn::unit_mm_for(b.options.page, b.width, b.height);
  const auto node = [&](double x, double y, uu::Role role, std::vector<double> dots) {
    uu::Node n;
    n.pos = {x, y};
    n.role = role;
    for (double a : dots) n.power_dots.push_back({a});
    if (x == 0) n.sides.add(uu::Side::left);
    if (x == b.width) n.sides.add(uu::Side::right);
    if (y == 0) n.sides.add(uu::Side::top);
    if (y == b.height) n.sides.add(uu::Side::bottom);
    b.nodes.push_back(n);
    return static_cast<int>(b.nodes.size()) - 1;
  };
  b.center = node(5, 3.5, uu::Role::center, {0.3});
  b.nodes[0].number = 4;
  const int a = node(0, 0, uu::Role::start, {0.5, 1.0});
  b.nodes[static_cast<std::size_t>(a)].mission = "Traveler";
  const int c = node(2, 2, uu::Role::regular, {3.1, 4.7, 0.0});
  b.nodes[static_cast<std::size_t>(c)].type = "Critters";
  b.nodes[static_cast<std::size_t>(c)].number = 3;
  const int d = node(10, 3, uu::Role::regular, {2.5, 3.6});
  b.nodes[static_cast<std::size_t>(d)].type = "Oil";
  const int e = node(5, 7, uu::Role::regular, {-1.57});
  b.nodes[static_cast<std::size_t>(e)].type = "Not In The Tables";
  const int f = node(8, 6, uu::Role::regular, {});
  b.nodes[static_cast<std::size_t>(f)].type = "Water";
  b.edges = {{0, 2}, {0, 3}, {0, 4}, {1, 2}, {2, 4}, {3, 5}, {4, 5}};
  b.areas.push_back({{0, 2, 4}, uu::AreaUse::expedition});
  b.areas.push_back({{0, 3, 5, 4}, uu::AreaUse::landmark});
  b.expeditions.push_back({0, {3.0, 3.6}, "Trap", 3});
  b.landmarks.push_back({1, {6.6, 4.6}, "Mountain"});
  b.resources.push_back({1, {7.4, 3.9}, "Gold", 0.5});
  b.tiny_nodes.push_back({1, {1, 1}, "Triangle", 0.785});
  b.tiny_nodes.push_back({5, {9, 4.5}, "Pause", 1.9});
  return b;
}

int count(const uu::Page& page, uu::Part part) {
  int n = 0;
  for (const uu::Shape& s : page.shapes) n += s.part == part;
  return n;
}

// Every shape of every page inside the sheet less its margin.
void require_inside_margin(const uu::Scene& scene, double margin, const std::string& what) {
  for (std::size_t p = 0; p < scene.pages.size(); ++p) {
    const uu::Page& page = scene.pages[p];
    for (const uu::Shape& s : page.shapes) {
      const uu::Box box = uu::bounding_box(s.item);
      const bool inside = box.min.x >= margin - 1e-9 && box.min.y >= margin - 1e-9 && box.max.x <= page.width - margin + 1e-9 &&
                          box.max.y <= page.height - margin + 1e-9;
      if (!inside) {
        INFO(what << " page " << p + 1 << " part " << static_cast<int>(s.part) << " box " << box.min.x << "," << box.min.y << " - "
                  << box.max.x << "," << box.max.y);
        REQUIRE(inside);
      }
    }
  }
}

double seg_distance(uu::Vec2 p, uu::Vec2 a, uu::Vec2 b) {
  const uu::Vec2 ab = b - a;
  const double len2 = uu::length_squared(ab);
  const double t = len2 > 0 ? std::clamp(uu::dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
  return uu::distance(p, a + ab * t);
}

// How far the ink of an item keeps from a point (negative: the point is covered).
double clearance(const uu::Item& item, uu::Vec2 p) {
  if (const auto* c = std::get_if<uu::Circle>(&item)) return uu::distance(p, c->center) - c->radius - c->style.stroke_width / 2;
  if (const auto* path = std::get_if<uu::Path>(&item)) {
    double d = 1e300;
    const std::size_t n = path->points.size();
    for (std::size_t i = 0; i + 1 < n + (path->closed ? 1 : 0); ++i)
      d = std::min(d, seg_distance(p, path->points[i], path->points[(i + 1) % n]));
    if (n == 1) d = uu::distance(p, path->points[0]);
    return d - path->style.stroke_width / 2;
  }
  const uu::Box b = uu::bounding_box(item);
  const double dx = std::max({b.min.x - p.x, 0.0, p.x - b.max.x}), dy = std::max({b.min.y - p.y, 0.0, p.y - b.max.y});
  return std::sqrt(dx * dx + dy * dy);
}

// Expeditions, landmarks and resources never cover a node or its power dots.
void require_clear_of_nodes(const uu::Page& page, const std::string& what) {
  struct Disc {
    uu::Vec2 c;
    double r;
  };
  std::vector<Disc> nodes;
  for (const uu::Shape& s : page.shapes) {
    if (s.part != uu::Part::node && s.part != uu::Part::power_dot) continue;
    if (const auto* c = std::get_if<uu::Circle>(&s.item)) nodes.push_back({c->center, c->radius});
    // A square as the points of its outline, a few tenths of a millimetre apart.
    if (const auto* r = std::get_if<uu::Rect>(&s.item)) {
      const double grow = r->style.stroke_width / 2;
      const uu::Vec2 lo = r->min - uu::Vec2{grow, grow}, size = r->size + uu::Vec2{2 * grow, 2 * grow};
      for (int k = 0; k <= 40; ++k) {
        const double t = k / 40.0;
        for (uu::Vec2 q : {uu::Vec2{t, 0}, uu::Vec2{t, 1}, uu::Vec2{0, t}, uu::Vec2{1, t}}) nodes.push_back({lo + uu::Vec2{q.x * size.x, q.y * size.y}, 0.0});
      }
    }
  }
  for (const uu::Shape& s : page.shapes) {
    if (s.part != uu::Part::expedition && s.part != uu::Part::landmark && s.part != uu::Part::resource) continue;
    for (const Disc& n : nodes) {
      const double d = clearance(s.item, n.c) - n.r;
      if (d < 0) {
        INFO(what << ": part " << static_cast<int>(s.part) << " covers a node at " << n.c.x << "," << n.c.y << " by " << -d << " mm");
        REQUIRE(d >= 0);
      }
    }
  }
}

// No node shape covers another one (the center's inner ring aside).
void require_nodes_apart(const uu::Page& page, const std::string& what) {
  std::vector<std::pair<uu::Vec2, double>> shapes;
  for (const uu::Shape& s : page.shapes) {
    if (s.part != uu::Part::node) continue;
    if (const auto* c = std::get_if<uu::Circle>(&s.item)) {
      if (!c->style.fill) continue;
      shapes.push_back({c->center, c->radius});
    }
    if (const auto* r = std::get_if<uu::Rect>(&s.item)) shapes.push_back({r->min + r->size * 0.5, r->size.x * 0.5});
  }
  for (std::size_t i = 0; i < shapes.size(); ++i)
    for (std::size_t j = i + 1; j < shapes.size(); ++j) {
      const double gap = uu::distance(shapes[i].first, shapes[j].first) - shapes[i].second - shapes[j].second;
      if (gap < 0) {
        INFO(what << ": nodes at " << shapes[i].first.x << "," << shapes[i].first.y << " and " << shapes[j].first.x << ","
                  << shapes[j].first.y << " overlap by " << -gap << " mm");
        REQUIRE(gap >= 0);
      }
    }
}

}  // namespace

TEST_CASE("render: a hand-built board becomes the expected shapes", "[render]") {
  const uu::Board board = hand_board();
  const uu::Scene scene = uu::layout(board);
  REQUIRE(scene.pages.size() == 2);  // the board and its legend
  const uu::Page& page = scene.pages[0];
  CHECK(page.width == 297.0);
  CHECK(page.height == 210.0);
  CHECK(count(page, uu::Part::frame) == 1);
  CHECK(count(page, uu::Part::quadrant) == 2);
  CHECK(count(page, uu::Part::edge) == static_cast<int>(board.edges.size()));
  int dots = 0;
  for (const uu::Node& n : board.nodes) dots += static_cast<int>(n.power_dots.size());
  CHECK(count(page, uu::Part::power_dot) == dots);
  CHECK(count(page, uu::Part::node) == static_cast<int>(board.nodes.size()) + 1);  // the center has two rings
  CHECK(count(page, uu::Part::number) == 2);  // Critters and the Electric center
  // Three slots on the expedition: the paper circles of its group.
  int slots = 0;
  for (const uu::Shape& s : page.shapes)
    if (s.part == uu::Part::expedition)
      if (const auto* c = std::get_if<uu::Circle>(&s.item)) slots += c->style.fill == uu::Color{0xff, 0xff, 0xff};
  CHECK(slots == 3);
  CHECK(count(page, uu::Part::landmark) > 0);
  CHECK(count(page, uu::Part::resource) > 0);
  CHECK(count(page, uu::Part::tiny_node) > 0);
  // The unknown type gets its initials, not a blank node.
  bool initials = false;
  for (const uu::Shape& s : page.shapes)
    if (const auto* t = std::get_if<uu::Text>(&s.item)) initials |= t->text == "NIT";
  CHECK(initials);
  require_inside_margin(scene, 6.35, "hand board");
  require_clear_of_nodes(page, "hand board");
  // Nodes are drawn on top of their dots: every dot comes before every node shape.
  std::size_t last_dot = 0, first_node = page.shapes.size();
  for (std::size_t i = 0; i < page.shapes.size(); ++i) {
    if (page.shapes[i].part == uu::Part::power_dot) last_dot = i;
    if (page.shapes[i].part == uu::Part::node) first_node = std::min(first_node, i);
  }
  CHECK(last_dot < first_node);
}

TEST_CASE("render: every node, dot and mark is drawn where the board puts it", "[render]") {
  for (int players : {2, 6, 9}) {
    const uu::Board board = uu_test::generated("where", players, true);
    const uu::drawn::PageMap map = uu::drawn::page_map(board);
    const uu::Page page = uu::layout(board).pages[0];
    // A node's groups (its power dots, then its shapes) share its tag's kind and id.
    const auto tagged = [&](std::string_view kind, int id, bool dots = false) {
      std::vector<const uu::Shape*> out;
      for (const uu::Shape& s : page.shapes)
        if (page.tags[s.tag].kind == kind && page.tags[s.tag].id == id && (s.part == uu::Part::power_dot) == dots) out.push_back(&s);
      return out;
    };
    for (std::size_t v = 0; v < board.nodes.size(); ++v) {
      const uu::Node& n = board.nodes[v];
      const uu::Vec2 want = map.to_mm(n.pos);
      const auto shapes = tagged("node", static_cast<int>(v));
      REQUIRE_FALSE(shapes.empty());
      const uu::Box box = uu::bounding_box(shapes.front()->item);  // the node's shape comes first
      CHECK(std::abs((box.min.x + box.max.x) / 2 - want.x) < 0.001);
      CHECK(std::abs((box.min.y + box.max.y) / 2 - want.y) < 0.001);
      const auto dots = tagged("node", static_cast<int>(v), true);
      REQUIRE(dots.size() == n.power_dots.size());
      for (std::size_t k = 0; k < dots.size(); ++k) {
        const uu::Vec2 at = map.to_mm(n.pos + uu::drawn::dot_offset(n, n.power_dots[k].angle));
        const auto* c = std::get_if<uu::Circle>(&dots[k]->item);
        REQUIRE(c);
        CHECK(uu::distance(c->center, at) < 0.001);
      }
    }
    // Every mark of the board is drawn, centred on its position.
    const auto centred = [&](std::string_view kind, std::size_t count, auto pos_of) {
      for (std::size_t i = 0; i < count; ++i) {
        const auto shapes = tagged(kind, static_cast<int>(i));
        INFO(kind << " " << i);
        REQUIRE_FALSE(shapes.empty());
        uu::Box box = uu::bounding_box(shapes.front()->item);
        for (const uu::Shape* sh : shapes) {
          const uu::Box b = uu::bounding_box(sh->item);
          box = {{std::min(box.min.x, b.min.x), std::min(box.min.y, b.min.y)}, {std::max(box.max.x, b.max.x), std::max(box.max.y, b.max.y)}};
        }
        const uu::Vec2 want = map.to_mm(pos_of(i));
        CHECK(box.min.x < want.x);
        CHECK(box.max.x > want.x);
        CHECK(box.min.y < want.y);
        CHECK(box.max.y > want.y);
      }
    };
    centred("expedition", board.expeditions.size(), [&](std::size_t i) { return board.expeditions[i].pos; });
    centred("landmark", board.landmarks.size(), [&](std::size_t i) { return board.landmarks[i].pos; });
    centred("resource", board.resources.size(), [&](std::size_t i) { return board.resources[i].pos; });
    centred("tiny-node", board.tiny_nodes.size(), [&](std::size_t i) { return board.tiny_nodes[i].pos; });
    for (std::size_t e = 0; e < board.edges.size(); ++e) CHECK(tagged("edge", static_cast<int>(e)).size() == 1);
  }
}

TEST_CASE("render: every shape stays inside the margin and off the nodes on many boards", "[render]") {
  uu::LayoutOptions options;
  options.legend = true;
  options.secret_board = true;
  for (int i = 0; i < uu_test::sweep(200); ++i) {
    const int players = 2 + i % 8;
    uu::PageSetup page;
    if (i % 5 == 3) page = *uu::parse_paper("letter");
    if (i % 7 == 4) page.portrait = true;
    const uu::Board board = uu_test::generated("margin " + std::to_string(i), players, i % 2 == 1, page);
    const uu::Scene scene = uu::layout(board, options);
    REQUIRE(scene.pages.size() == 3);
    const std::string what = "board " + std::to_string(i);
    require_inside_margin(scene, page.margin_mm, what);
    require_clear_of_nodes(scene.pages[0], what);
    require_nodes_apart(scene.pages[0], what);
  }
}

TEST_CASE("render: the same board gives the same bytes, rotations included", "[render]") {
  const uu::Board board = uu_test::generated("bytes", 5, true);
  uu::LayoutOptions options;
  options.legend = true;
  options.secret_board = true;
  CHECK(uu::render_pdf(uu::layout(board, options)) == uu::render_pdf(uu::layout(board, options)));
  CHECK(uu::render_svg(uu::layout(board, options)) == uu::render_svg(uu::layout(board, options)));
  CHECK_THAT(uu::render_svg(uu::layout(board)), Catch::Contains("width=\"297mm\" height=\"210mm\" viewBox=\"0 0 297 210\""));
}

TEST_CASE("render: mono is black and white only; ink-friendly has no colour fills", "[render]") {
  const uu::Board board = uu_test::generated("modes", 4, true);
  const uu::Color black{0, 0, 0}, white{0xff, 0xff, 0xff};
  uu::LayoutOptions mono;
  mono.mono = true;
  mono.legend = mono.secret_board = true;
  const auto colours_of = [](const uu::Item& item) {
    std::vector<uu::Color> c;
    const auto style = [&](const uu::Style& s) {
      if (s.fill) c.push_back(*s.fill);
      if (s.stroke) c.push_back(*s.stroke);
    };
    if (const auto* l = std::get_if<uu::Line>(&item)) c.push_back(l->color);
    if (const auto* k = std::get_if<uu::Circle>(&item)) style(k->style);
    if (const auto* r = std::get_if<uu::Rect>(&item)) style(r->style);
    if (const auto* p = std::get_if<uu::Path>(&item)) style(p->style);
    if (const auto* t = std::get_if<uu::Text>(&item)) c.push_back(t->color);
    return c;
  };
  for (const uu::Page& page : uu::layout(board, mono).pages)
    for (const uu::Shape& s : page.shapes)
      for (uu::Color c : colours_of(s.item)) CHECK((c == black || c == white));
  uu::LayoutOptions ink;
  ink.ink_friendly = true;
  const uu::Scene friendly = uu::layout(board, ink);  // kept: pages[0] of a temporary would dangle
  for (const uu::Shape& s : friendly.pages[0].shapes) {
    if (s.part != uu::Part::node && s.part != uu::Part::power_dot) continue;
    for (uu::Color c : colours_of(s.item)) CHECK((c == white || (c.r == c.g && c.g == c.b)));
  }
}

TEST_CASE("render: the secret board mirrors across the edge the sheet turns over", "[render]") {
  const uu::Board board = hand_board();
  uu::LayoutOptions options;
  options.secret_board = true;
  options.legend = false;
  const auto first_secret_icon = [&](uu::Duplex duplex) {
    options.duplex = duplex;
    const uu::Scene scene = uu::layout(board, options);
    REQUIRE(scene.pages.size() == 2);
    uu::Box icons{{1e300, 1e300}, {-1e300, -1e300}};
    for (const uu::Shape& s : scene.pages[1].shapes) {
      if (s.part != uu::Part::secret || std::holds_alternative<uu::Text>(s.item) || std::holds_alternative<uu::Rect>(s.item)) continue;
      const uu::Box b = uu::bounding_box(s.item);
      icons = {{std::min(icons.min.x, b.min.x), std::min(icons.min.y, b.min.y)}, {std::max(icons.max.x, b.max.x), std::max(icons.max.y, b.max.y)}};
    }
    return (icons.min + icons.max) * 0.5;
  };
  uu::Vec2 front{};
  int n = 0;
  const uu::Scene front_scene = uu::layout(board);
  for (const uu::Shape& s : front_scene.pages[0].shapes)
    if (s.part == uu::Part::expedition)
      if (const auto* c = std::get_if<uu::Circle>(&s.item)) front = front + c->center, ++n;
  REQUIRE(n > 0);
  front = front * (1.0 / n);
  const uu::Vec2 long_edge = first_secret_icon(uu::Duplex::long_edge);
  const uu::Vec2 short_edge = first_secret_icon(uu::Duplex::short_edge);
  // Landscape sheet: the long edge is horizontal, so turning over it swaps top and bottom.
  CHECK(long_edge.x == Approx(front.x).margin(1.5));
  CHECK(long_edge.y == Approx(210.0 - front.y).margin(4.0));
  CHECK(short_edge.x == Approx(297.0 - front.x).margin(1.5));
  CHECK(short_edge.y == Approx(front.y).margin(4.0));
}

TEST_CASE("render: every name in the tables has its own pictogram inside the unit box", "[render]") {
  const uu::Dictionary& dict = uu::builtin_dictionary();
  const auto check_set = [](uu::IconSet set, const std::vector<std::string>& names) {
    for (const std::string& name : names) {
      INFO(name);
      const uu::Icon* icon = uu::find_icon(set, name);
      REQUIRE(icon != nullptr);
      CHECK(!icon->parts.empty());
      for (const uu::IconPart& p : icon->parts) {
        for (uu::Vec2 q : p.points) CHECK((std::abs(q.x) <= 1.0 + 1e-9 && std::abs(q.y) <= 1.0 + 1e-9));
        if (p.points.empty()) CHECK((std::abs(p.center.x) + p.radius <= 1.0 + 1e-9 && std::abs(p.center.y) + p.radius <= 1.0 + 1e-9));
      }
    }
  };
  std::vector<std::string> types, missions;
  for (const uu::NodeType& t : dict.node_types) types.push_back(t.name);
  for (const uu::Mission& m : dict.missions) missions.push_back(m.name);
  CHECK(types.size() == 36);
  check_set(uu::IconSet::node_type, types);
  check_set(uu::IconSet::mission, missions);
  const auto names = [](const std::vector<uu::WeightedName>& table) {
    std::vector<std::string> out;
    for (const uu::WeightedName& w : table) out.push_back(w.name);
    return out;
  };
  check_set(uu::IconSet::expedition, names(dict.expeditions));
  check_set(uu::IconSet::landmark, names(dict.landmarks));
  check_set(uu::IconSet::resource, names(dict.resources));
  check_set(uu::IconSet::tiny_node, names(dict.tiny_nodes));
  CHECK(uu::find_icon(uu::IconSet::node_type, "Lasers") == nullptr);
  CHECK(uu::initials("Critter Boss") == "CB");
  // Within a set no two pictograms are built alike.
  for (uu::IconSet set : {uu::IconSet::node_type, uu::IconSet::mission, uu::IconSet::expedition, uu::IconSet::landmark,
                          uu::IconSet::resource, uu::IconSet::tiny_node}) {
    std::set<std::string> shapes;
    const auto all = uu::icon_names(set);
    for (std::string_view name : all) {
      std::string key;
      for (const uu::IconPart& p : uu::find_icon(set, name)->parts) {
        key += std::to_string(static_cast<int>(p.ink)) + ":" + std::to_string(p.points.size()) + ";";
        for (uu::Vec2 q : p.points) key += std::to_string(std::lround(q.x * 20)) + "," + std::to_string(std::lround(q.y * 20)) + " ";
        key += std::to_string(std::lround(p.radius * 20)) + "|";
      }
      shapes.insert(key);
    }
    CHECK(shapes.size() == all.size());
  }
}
