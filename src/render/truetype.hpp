#pragma once
// A TrueType font read in place from its bytes, for the PDF writer: the glyph of a
// character and the advance of a glyph (as Cairo's toy text API finds them), the numbers
// a PDF font descriptor wants, and a subset of the font for embedding.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace uu::render_detail {

// In font units (units_per_em to the em), y up.
struct FontMetrics {
  int units_per_em = 1000;
  int x_min = 0, y_min = 0, x_max = 0, y_max = 0;  // the box of every glyph
  int ascent = 0, descent = 0;
  int cap_height = 0;  // the ascent when the font does not say
};

class TrueType {
 public:
  // Views `bytes`, which must outlive it; RenderError when they hold no TrueType font
  // with the tables a subset and a cmap lookup need.
  explicit TrueType(std::string_view bytes);

  // The glyph the font's Unicode cmap gives `c`; 0 (.notdef) when it has none.
  std::uint16_t glyph(char32_t c) const;
  // Unhinted advance width, font units.
  int advance(std::uint16_t glyph) const;
  const FontMetrics& metrics() const { return metrics_; }
  // The PostScript name (name id 6), reduced to characters a PDF name takes as they are.
  const std::string& postscript_name() const { return name_; }

  // A font file of just the outlines of `glyphs` (ascending), of glyph 0 and of the
  // components of composite glyphs; every glyph keeps its id, so the glyphs beyond the
  // last kept one are left out and those between are empty. Keeps head, hhea, hmtx,
  // maxp, loca, glyf, and cvt, fpgm and prep when the font has them: what a PDF viewer
  // needs to draw, and hint, the glyphs.
  std::string subset(std::span<const std::uint16_t> glyphs) const;

 private:
  struct Table {
    std::uint32_t offset = 0;
    std::uint32_t length = 0;
  };
  struct Glyf {
    std::uint32_t begin = 0;
    std::uint32_t end = 0;
  };

  Table table(std::string_view tag) const;  // length 0 when the font has none
  Table required(std::string_view tag) const;
  std::uint32_t u16(std::uint32_t at) const;
  std::uint32_t u32(std::uint32_t at) const;
  int s16(std::uint32_t at) const;
  Glyf outline(std::uint32_t glyph) const;  // its bytes in glyf
  std::vector<std::uint32_t> components(std::uint32_t glyph) const;
  std::vector<std::uint8_t> closure(std::span<const std::uint16_t> glyphs) const;
  std::uint16_t glyph_format4(char32_t c) const;
  std::uint16_t glyph_format12(char32_t c) const;
  void find_cmap();
  void read_name();

  std::string_view bytes_;
  FontMetrics metrics_;
  std::string name_;
  Table head_, hhea_, hmtx_, maxp_, loca_, glyf_;
  std::uint32_t glyph_count_ = 0;
  std::uint32_t h_metrics_ = 0;  // hhea's numberOfHMetrics
  bool long_loca_ = false;
  std::uint32_t cmap_ = 0;  // the offset of the Unicode subtable used
  std::uint32_t cmap_format_ = 0;
};

}  // namespace uu::render_detail
