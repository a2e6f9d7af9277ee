// The SVG writer: Inkscape layers in drawing order, one group per board element, a class
// on every shape, presentation attributes only, escaping, well-formed and byte-stable
// output. Well-formedness is checked by the small XML reader below, which also gives the
// tree the structure assertions walk.
#include <catch2/catch.hpp>
#include <cstdint>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "uuboard/generate.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/render/output.hpp"

namespace {

struct Element {
  std::string name;
  std::map<std::string, std::string> attrs;  // values with entities decoded
  std::vector<Element> children;
  std::string text;
  std::string attr(const std::string& key) const {
    const auto it = attrs.find(key);
    return it == attrs.end() ? "" : it->second;
  }
  bool has(const std::string& key) const { return attrs.count(key) != 0; }
};

// A strict reader for the XML subset the writer produces: a prolog, elements, attributes,
// text and the five predefined entities or character references. Anything else, a
// mismatched end tag, a repeated attribute or a forbidden character throws.
class XmlReader {
 public:
  explicit XmlReader(std::string_view text) : s_(text) {}

  Element document() {
    if (s_.substr(0, 5) == "<?xml") {
      const std::size_t end = s_.find("?>");
      if (end == std::string_view::npos) fail("unterminated prolog");
      pos_ = end + 2;
    }
    skip_space();
    Element root = element();
    skip_space();
    if (pos_ != s_.size()) fail("content after the root element");
    return root;
  }

 private:
  [[noreturn]] void fail(const std::string& why) const { throw std::runtime_error(why + " at byte " + std::to_string(pos_)); }
  bool at_end() const { return pos_ >= s_.size(); }
  char peek() const { return at_end() ? '\0' : s_[pos_]; }
  void expect(char c) {
    if (peek() != c) fail(std::string("expected '") + c + "'");
    ++pos_;
  }
  void skip_space() {
    while (!at_end() && (peek() == ' ' || peek() == '\n' || peek() == '\t' || peek() == '\r')) ++pos_;
  }
  static bool name_char(char c, bool first) {
    const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':';
    return letter || (!first && ((c >= '0' && c <= '9') || c == '-' || c == '.'));
  }
  std::string name() {
    const std::size_t start = pos_;
    while (!at_end() && name_char(peek(), pos_ == start)) ++pos_;
    if (pos_ == start) fail("expected a name");
    return std::string(s_.substr(start, pos_ - start));
  }
  // Character data up to `stop`, entities decoded.
  std::string chars(char stop) {
    std::string out;
    while (!at_end() && peek() != stop) {
      const char c = s_[pos_];
      if (c == '<') fail("'<' in character data");
      if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t' && c != '\r') fail("control character");
      if (c == '>' && pos_ >= 2 && s_.substr(pos_ - 2, 3) == "]]>") fail("']]>' in character data");
      if (c != '&') {
        out += c;
        ++pos_;
        continue;
      }
      const std::size_t semi = s_.find(';', pos_);
      if (semi == std::string_view::npos) fail("unterminated entity");
      const std::string_view ref = s_.substr(pos_ + 1, semi - pos_ - 1);
      static const std::map<std::string_view, char> known = {{"amp", '&'}, {"lt", '<'}, {"gt", '>'}, {"quot", '"'}, {"apos", '\''}};
      if (const auto it = known.find(ref); it != known.end()) out += it->second;
      else if (ref.size() > 1 && ref[0] == '#' && ref.find_first_not_of("0123456789", 1) == std::string_view::npos) out += '?';
      else fail("unknown entity &" + std::string(ref) + ";");
      pos_ = semi + 1;
    }
    return out;
  }
  Element element() {
    expect('<');
    Element e;
    e.name = name();
    for (;;) {
      const std::size_t before = pos_;
      skip_space();
      if (peek() == '/' || peek() == '>') break;
      if (pos_ == before) fail("expected a space before an attribute");
      const std::string key = name();
      skip_space();
      expect('=');
      skip_space();
      const char quote = peek();
      if (quote != '"' && quote != '\'') fail("expected a quoted value");
      ++pos_;
      std::string value = chars(quote);
      expect(quote);
      if (!e.attrs.emplace(key, std::move(value)).second) fail("repeated attribute " + key);
    }
    if (peek() == '/') {
      ++pos_;
      expect('>');
      return e;
    }
    expect('>');
    for (;;) {
      e.text += chars('<');
      if (at_end()) fail("unclosed element " + e.name);
      if (s_.substr(pos_, 2) == "</") break;
      e.children.push_back(element());
    }
    pos_ += 2;
    if (name() != e.name) fail("end tag does not match " + e.name);
    skip_space();
    expect('>');
    return e;
  }

  std::string_view s_;
  std::size_t pos_ = 0;
};

Element parse(std::string_view svg) { return XmlReader(svg).document(); }

// The drawn elements (everything but groups) under the layers, in document order.
void collect_shapes(const Element& e, std::vector<const Element*>& out) {
  for (const Element& c : e.children) {
    if (c.name == "g") collect_shapes(c, out);
    else out.push_back(&c);
  }
}

std::vector<const Element*> layers_of(const Element& svg) {
  std::vector<const Element*> out;
  for (const Element& c : svg.children)
    if (c.name == "g") out.push_back(&c);
  return out;
}

void collect_ids(const Element& e, std::vector<std::string>& out) {
  if (e.has("id")) out.push_back(e.attr("id"));
  for (const Element& c : e.children) collect_ids(c, out);
}

// A page of every kind of run: two edge layers apart, a node's dot in another layer, a
// type that needs escaping, an empty path that draws nothing.
uu::Scene hand_scene() {
  using uu::Part;
  uu::Page page;
  page.width = 100;
  page.height = 80;
  page.tags = {uu::Tag{}, {"edge", 0, ""}, {"edge", 1, ""}, {"node", 3, "Forest"}, {"node", 4, "<&\">"}};
  const uu::Color ink{10, 20, 30};
  const uu::Style look{uu::Color{200, 100, 0}, ink, 0.25};
  auto& s = page.shapes;
  s.push_back({Part::quadrant, uu::Line{{0, 40}, {100, 40}, ink, 0.8, {3, 2}}, 0});
  s.push_back({Part::edge, uu::Line{{1.23456, 2}, {50, 40}, ink, 0.5, {}}, 1});
  s.push_back({Part::edge, uu::Line{{50, 40}, {80, 10}, ink, 0.5, {}}, 2});
  s.push_back({Part::power_dot, uu::Circle{{52, 36}, 1.2, look}, 3});
  s.push_back({Part::node, uu::Circle{{50, 40}, 5, look}, 3});
  s.push_back({Part::icon, uu::Path{{{48, 40}, {52, 40}, {50, 37}}, true, look}, 3});
  s.push_back({Part::number, uu::Text{{50, 46}, "3", 3.0, ink, uu::Anchor::middle, true, 0.0}, 3});
  s.push_back({Part::node, uu::Rect{{75, 5}, {10, 10}, look}, 4});
  s.push_back({Part::icon, uu::Path{{{76, 6}, {84, 14}}, false, look}, 4});
  s.push_back({Part::edge, uu::Line{{10, 70}, {20, 70}, ink, 0.5, {}}, 0});
  s.push_back({Part::frame, uu::Path{{}, true, look}, 0});
  s.push_back({Part::frame, uu::Rect{{1, 1}, {98, 78}, {std::nullopt, ink, 0.5}}, 0});
  s.push_back({Part::footer, uu::Text{{2, 78}, "seed <a&b> \x01", 2.5, ink, uu::Anchor::start, false, 0.0}, 0});
  uu::Scene scene;
  scene.info.title = "hand \"board\"";
  scene.pages.push_back(page);
  return scene;
}

}  // namespace

TEST_CASE("svg: the test's XML reader rejects what is not well-formed", "[svg]") {
  CHECK_NOTHROW(parse("<?xml version=\"1.0\"?>\n<a x=\"1 &amp; 2\"><b/>t &lt; u</a>\n"));
  CHECK(parse("<a x=\"&lt;&amp;&quot;&gt;\"/>").attr("x") == "<&\">");
  for (std::string_view bad : {"<a><b></a></b>", "<a x=\"1\" x=\"2\"/>", "<a>&nbsp;</a>", "<a>1 < 2</a>", "<a x=\"<\"/>", "<a>", "<a/><b/>",
                               "<a x=1/>", "<a>\x01</a>", "<a y=\"1\"z=\"2\"/>"}) {
    INFO(bad);
    CHECK_THROWS(parse(bad));
  }
}

TEST_CASE("svg: layers follow drawing order, a repeated layer opens a second group", "[svg]") {
  const std::string svg = uu::render_svg(hand_scene());
  const Element root = parse(svg);
  REQUIRE(root.name == "svg");
  CHECK(root.attr("xmlns") == "http://www.w3.org/2000/svg");
  CHECK(root.attr("xmlns:inkscape") == "http://www.inkscape.org/namespaces/inkscape");
  CHECK(root.attr("xmlns:sodipodi") == "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd");
  CHECK(root.attr("viewBox") == "0 0 100 80");
  CHECK(root.children.at(0).name == "title");
  CHECK(root.children.at(0).text == "hand \"board\"");

  std::vector<std::string> ids, classes;
  for (const Element* layer : layers_of(root)) {
    CHECK(layer->attr("inkscape:groupmode") == "layer");
    CHECK_FALSE(layer->attr("inkscape:label").empty());
    CHECK_FALSE(layer->children.empty());
    ids.push_back(layer->attr("id"));
    classes.push_back(layer->attr("class"));
  }
  CHECK(ids == std::vector<std::string>{"layer-paper", "layer-quadrants", "layer-edges", "layer-power-dots", "layer-nodes", "layer-edges-2",
                                        "layer-frame", "layer-footer"});
  CHECK(classes == std::vector<std::string>{"layer-paper", "layer-quadrants", "layer-edges", "layer-power-dots", "layer-nodes", "layer-edges",
                                            "layer-frame", "layer-footer"});
  CHECK(layers_of(root).front()->attr("sodipodi:insensitive") == "true");

  // Painter's order is the scene's: the drawn elements, read in order, are its shapes
  // (the empty path draws nothing), after the paper.
  std::vector<const Element*> drawn;
  for (const Element* layer : layers_of(root)) collect_shapes(*layer, drawn);
  std::vector<std::string> order;
  for (const Element* e : drawn) order.push_back(e->name + "." + e->attr("class"));
  CHECK(order == std::vector<std::string>{"rect.paper", "line.quadrant", "line.edge", "line.edge", "circle.power-dot", "circle.node-shape",
                                          "path.icon", "text.number", "rect.node-shape", "path.icon", "line.edge", "rect.frame",
                                          "text.footer"});
}

TEST_CASE("svg: the shapes of one element are a group named by its tag", "[svg]") {
  const std::string svg = uu::render_svg(hand_scene());
  const Element root = parse(svg);
  const auto layers = layers_of(root);
  REQUIRE(layers.size() == 8);

  const Element& edges = *layers[2];
  REQUIRE(edges.children.size() == 2);
  CHECK(edges.children[0].name == "g");
  CHECK(edges.children[0].attr("class") == "edge");
  CHECK(edges.children[0].attr("id") == "edge-0");
  CHECK(edges.children[0].attr("data-id") == "0");
  CHECK_FALSE(edges.children[0].has("data-type"));
  CHECK(edges.children[1].attr("id") == "edge-1");

  const Element& dots = *layers[3];
  REQUIRE(dots.children.size() == 1);
  CHECK(dots.children[0].attr("class") == "node");
  CHECK(dots.children[0].attr("id") == "node-3-power-dots");
  CHECK(dots.children[0].attr("data-id") == "3");

  const Element& nodes = *layers[4];
  REQUIRE(nodes.children.size() == 2);
  const Element& forest = nodes.children[0];
  CHECK(forest.attr("class") == "node");
  CHECK(forest.attr("id") == "node-3");
  CHECK(forest.attr("data-type") == "Forest");
  CHECK(forest.children.size() == 3);
  const Element& odd = nodes.children[1];
  CHECK(odd.attr("id") == "node-4");
  CHECK(odd.attr("data-type") == "<&\">");
  CHECK_THAT(svg, Catch::Contains("data-type=\"&lt;&amp;&quot;&gt;\""));
  CHECK(odd.children.size() == 2);

  // Untagged shapes sit in their layer directly.
  CHECK(layers[5]->children.at(0).name == "line");
  CHECK(layers[7]->children.at(0).text == "seed <a&b> ?");

  std::vector<std::string> all_ids;
  collect_ids(root, all_ids);
  CHECK(std::set<std::string>(all_ids.begin(), all_ids.end()).size() == all_ids.size());
}

TEST_CASE("svg: colours are presentation attributes, numbers keep three decimals", "[svg]") {
  const std::string svg = uu::render_svg(hand_scene());
  CHECK(svg.find("style=") == std::string::npos);
  CHECK_THAT(svg, Catch::Contains("<line class=\"edge\" x1=\"1.235\" y1=\"2\" x2=\"50\" y2=\"40\" stroke=\"#0a141e\""));
  CHECK_THAT(svg, Catch::Contains("<circle class=\"node-shape\" cx=\"50\" cy=\"40\" r=\"5\" fill=\"#c86400\" stroke=\"#0a141e\" "
                                  "stroke-width=\"0.25\"/>"));
}

TEST_CASE("svg: the same scene gives the same bytes", "[svg]") {
  const uu::Scene scene = hand_scene();
  const uu::Scene copy = scene;
  CHECK(uu::render_svg(scene) == uu::render_svg(copy));
  CHECK(uu::render_svg(hand_scene()) == uu::render_svg(scene));
}

TEST_CASE("svg: an element drawn in two runs of one layer gets two unique ids", "[svg]") {
  uu::Scene scene = hand_scene();
  uu::Page& page = scene.pages[0];
  page.tags.push_back({"landmark", -1, "Mountain"});
  page.shapes[5].tag = 4;  // node 4's icon between node 3's disc and number
  const auto unnumbered = static_cast<std::uint32_t>(page.tags.size() - 1);
  page.shapes[7].tag = unnumbered;
  page.shapes[8].tag = unnumbered;
  const Element root = parse(uu::render_svg(scene));
  const Element& nodes = *layers_of(root).at(4);
  std::vector<std::string> ids;
  for (const Element& g : nodes.children) ids.push_back(g.attr("id"));
  CHECK(ids == std::vector<std::string>{"node-3", "node-4", "node-3-2", "landmark-nodes"});
  CHECK(nodes.children.at(2).attr("data-id") == "3");
  CHECK_FALSE(nodes.children.at(3).has("data-id"));
  CHECK(nodes.children.at(3).children.size() == 2);
  CHECK(nodes.children.at(3).attr("data-type") == "Mountain");
}

TEST_CASE("svg: a tag index outside the page's tags is refused", "[svg]") {
  uu::Scene scene = hand_scene();
  scene.pages[0].shapes[4].tag = 9;
  CHECK_THROWS_WITH(uu::render_svg(scene), Catch::Contains("shape 4 has tag 9") && Catch::Contains("tags 0 to 4"));
}

TEST_CASE("svg: a generated board with every expansion is layered and well-formed", "[svg]") {
  const std::map<uu::Part, std::pair<std::string, std::string>> where = {
      {uu::Part::frame, {"frame", "layer-frame"}},          {uu::Part::quadrant, {"quadrant", "layer-quadrants"}},
      {uu::Part::edge, {"edge", "layer-edges"}},            {uu::Part::power_dot, {"power-dot", "layer-power-dots"}},
      {uu::Part::node, {"node-shape", "layer-nodes"}},      {uu::Part::icon, {"icon", "layer-nodes"}},
      {uu::Part::number, {"number", "layer-nodes"}},        {uu::Part::tiny_node, {"tiny-node", "layer-tiny-nodes"}},
      {uu::Part::expedition, {"expedition", "layer-expeditions"}}, {uu::Part::landmark, {"landmark", "layer-landmarks"}},
      {uu::Part::resource, {"resource", "layer-resources"}}, {uu::Part::footer, {"footer", "layer-footer"}}};
  for (int players : {3, 7}) {
    uu::GenerateOptions options;
    options.seed = "svg-" + std::to_string(players);
    options.board.players = players;
    options.board.expansions = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};
    const uu::Scene scene = uu::layout(uu::generate(options));
    const std::string svg = uu::render_svg(scene);
    INFO("players " << players);
    Element root;
    REQUIRE_NOTHROW(root = parse(svg));
    CHECK(svg.find("style=") == std::string::npos);
    CHECK(svg == uu::render_svg(scene));

    std::map<std::string, int> drawn_by_class, expected_by_class;
    for (const uu::Shape& s : scene.pages[0].shapes) {
      const uu::Path* path = std::get_if<uu::Path>(&s.item);
      if (path == nullptr || !path->points.empty()) ++expected_by_class[where.at(s.part).first];
    }
    for (const Element* layer : layers_of(root)) {
      INFO("layer " << layer->attr("id"));
      CHECK(layer->attr("inkscape:groupmode") == "layer");
      CHECK_FALSE(layer->attr("inkscape:label").empty());
      CHECK_FALSE(layer->children.empty());
      std::vector<const Element*> drawn;
      collect_shapes(*layer, drawn);
      for (const Element* e : drawn) {
        if (e->attr("class") == "paper") continue;
        ++drawn_by_class[e->attr("class")];
        bool in_its_layer = false;
        for (const auto& [part, names] : where) in_its_layer |= names.first == e->attr("class") && names.second == layer->attr("class");
        CHECK(in_its_layer);
      }
      for (const Element& c : layer->children)
        if (c.name == "g") CHECK((c.has("class") && c.has("id") && !c.children.empty()));
    }
    CHECK(drawn_by_class == expected_by_class);
    for (const char* needed : {"edge", "node-shape", "power-dot", "frame", "footer"}) CHECK(drawn_by_class.count(needed) == 1);
    std::vector<std::string> ids;
    collect_ids(root, ids);
    CHECK(std::set<std::string>(ids.begin(), ids.end()).size() == ids.size());
  }
}
