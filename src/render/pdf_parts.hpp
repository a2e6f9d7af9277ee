#pragma once
// The parts of the PDF writer of the core (pdf_writer.cpp): numbers as the file writes
// them, its numbered objects, the fonts as the document's text uses them
// (pdf_fonts.cpp), and the drawing of a page or a form (pdf_content.cpp).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "render/truetype.hpp"
#include "uuboard/render/scene.hpp"

namespace uu::render_detail {

// `v` with at most `decimals` decimals (0 to 6), as the SVG writes its numbers
// (append_decimal): the same text on every machine, whatever the locale; infinities and
// NaN as 0.
std::string pdf_number(double v, int decimals = 3);

// The code point at `at` of UTF-8 text, moving `at` past it; U+FFFD for a byte that
// starts no valid sequence.
char32_t next_code_point(std::string_view text, std::size_t& at);

// The objects of a PDF file, written in the order they come and numbered from 1; the
// cross-reference table and trailer are written at the end.
class PdfObjects {
 public:
  PdfObjects();
  int reserve();  // a number for an object written later
  void write(int number, std::string_view body);
  void write_stream(int number, std::string_view entries, std::string_view data);  // entries beside /Length
  int add(std::string_view body);
  int add_stream(std::string_view entries, std::string_view data);
  std::string finish(int root, int info);

 private:
  void begin(int number);
  std::string bytes_;
  std::vector<std::uint64_t> offsets_;  // by number - 1
};

// A font as the document's text uses it: the glyphs of each text, and every glyph used,
// for the subset embedded at the end.
class PdfFont {
 public:
  explicit PdfFont(std::string_view ttf) : font_(ttf) {}

  struct Shown {
    std::string glyphs;  // a PDF hex string of two-byte glyph ids
    double advance_em = 0.0;
  };
  // `utf8` one character to a glyph (Cairo's toy text API: no kerning, no ligatures).
  Shown show(std::string_view utf8);
  bool used() const { return !first_char_.empty(); }
  // The Type0 font, as object `number`, with its descendant font, descriptor, font
  // file and ToUnicode map.
  void write(PdfObjects& objects, int number) const;

 private:
  std::vector<std::uint16_t> used_glyphs() const;
  std::string widths(std::span<const std::uint16_t> glyphs) const;
  std::string to_unicode(std::span<const std::uint16_t> glyphs) const;
  std::string descriptor(std::string_view name, int font_file) const;

  TrueType font_;
  static constexpr char32_t unused = 0xffffffff;
  std::vector<char32_t> first_char_;  // by glyph: the character first shown with it, or `unused`
};

// A page's or a form's drawing as content-stream operators, in the Scene's units with y
// down (the page's matrix turns mm into points), painting each shape as Cairo's painter
// (cairo_painter.cpp) does: fill then stroke, lines with round caps, dashed lines with
// butt caps, paths with round caps and joins, and circles and rectangles stroked with the
// cap and join the shape before them left. The graphics state is set only where it
// changes.
class PdfContent {
 public:
  // Coordinates with `decimals` decimals: a page's millimetres want three, a form's
  // units, which its uses scale up, four.
  PdfContent(PdfFont& regular, PdfFont& bold, int decimals) : fonts_{&regular, &bold}, decimals_(decimals) {}

  void draw(const Item& item);
  // Form `form` (resource /X<form>) drawn with the placement's matrix, standing for
  // `shapes`, whose cap and join it leaves.
  void place(int form, const Placement& at, std::span<const Shape> shapes);
  // What is drawn until unclip() shows only inside `box`.
  void clip_to(const Box& box);
  void unclip();
  // Operators written verbatim (the page's matrix).
  void raw(std::string_view ops) { out_ += ops; }
  const std::string& operators() const { return out_; }

  void operator()(const Line& l);
  void operator()(const Path& p);
  void operator()(const Circle& c);
  void operator()(const Rect& r);
  void operator()(const Text& t);

 private:
  // The graphics state as the stream has set it; empty where unknown (a form starts so,
  // for it inherits the state of whoever draws it). The dash is always known: solid at
  // the start of a page, and made solid before a form is drawn.
  struct State {
    std::optional<Color> fill, stroke;
    std::optional<double> width;
    std::optional<int> cap, join;
    std::optional<int> font;
    std::vector<double> dash;
  };
  // As J and j take them.
  enum : int { butt_cap = 0, round_cap = 1, miter_join = 0, round_join = 1 };

  void track(const Item& item);
  std::string number(double v) const { return pdf_number(v, decimals_); }
  void point(Vec2 p, const char* op);
  void set_fill(Color c);
  void set_stroke(Color c, double width, std::span<const double> dash = {});
  void set_cap(int cap);
  void set_join(int join);
  bool paint(const Style& s, bool cap_shows, bool join_shows);

  std::string out_;
  PdfFont* fonts_[2];
  int decimals_;
  State state_;
  std::vector<State> saved_;
  // Cap and join as drawing shape by shape leaves them, from those Cairo's painter starts with.
  int cap_ = butt_cap;
  int join_ = miter_join;
};

}  // namespace uu::render_detail
