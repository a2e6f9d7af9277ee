// PdfFont: text as glyphs of a TrueType font, and the font's PDF objects. The font is a
// CIDFontType2 with Identity-H encoding and an identity CIDToGIDMap, so a text's codes
// are its glyph ids and the pages can be written before the subset is known; the
// ToUnicode map lets a reader search and copy the text.
#include <algorithm>
#include <fmt/core.h>

#include "render/pdf_parts.hpp"

namespace uu::render_detail {

namespace {

constexpr char32_t replacement = 0xfffd;

// A code point as UTF-16BE hex, as a ToUnicode map writes its destination.
std::string utf16_hex(char32_t c) {
  if (c < 0x10000) return fmt::format("{:04X}", static_cast<std::uint32_t>(c));
  const std::uint32_t v = static_cast<std::uint32_t>(c) - 0x10000;
  return fmt::format("{:04X}{:04X}", 0xd800 + (v >> 10), 0xdc00 + (v & 0x3ff));
}

// Six capitals that name the subset (the "ABCDEF+" of its font's name), made from the
// glyphs it keeps, so two subsets of one font differ in name.
std::string subset_tag(std::span<const std::uint16_t> glyphs) {
  std::uint32_t hash = 2166136261u;  // FNV-1a
  for (const std::uint16_t g : glyphs) hash = (hash ^ g) * 16777619u;
  std::string tag;
  for (int i = 0; i < 6; ++i, hash /= 26) tag += static_cast<char>('A' + hash % 26);
  return tag;
}

}  // namespace

char32_t next_code_point(std::string_view text, std::size_t& at) {
  const auto byte = [&](std::size_t i) { return static_cast<char32_t>(static_cast<unsigned char>(text[i])); };
  const char32_t lead = byte(at++);
  if (lead < 0x80) return lead;
  const std::size_t more = lead >= 0xc2 && lead < 0xe0 ? 1 : lead >= 0xe0 && lead < 0xf0 ? 2 : lead >= 0xf0 && lead < 0xf5 ? 3 : 0;
  if (more == 0 || text.size() - at < more) return replacement;
  char32_t c = lead & (0x3fu >> more);
  for (std::size_t k = 0; k < more; ++k) {
    if ((byte(at + k) & 0xc0) != 0x80) return replacement;
    c = c << 6 | (byte(at + k) & 0x3f);
  }
  at += more;
  const char32_t least[] = {0, 0x80, 0x800, 0x10000};
  const bool valid = c >= least[more] && (c < 0xd800 || c > 0xdfff) && c <= 0x10ffff;
  return valid ? c : replacement;
}

PdfFont::Shown PdfFont::show(std::string_view utf8) {
  Shown shown;
  std::int64_t units = 0;
  for (std::size_t at = 0; at < utf8.size();) {
    const char32_t c = next_code_point(utf8, at);
    const std::uint16_t g = font_.glyph(c);
    if (first_char_.size() <= g) first_char_.resize(g + 1u, unused);
    if (first_char_[g] == unused) first_char_[g] = c;
    shown.glyphs += fmt::format("{:04x}", g);
    units += font_.advance(g);
  }
  shown.advance_em = static_cast<double>(units) / font_.metrics().units_per_em;
  return shown;
}

std::vector<std::uint16_t> PdfFont::used_glyphs() const {
  std::vector<std::uint16_t> glyphs;
  for (std::size_t g = 0; g < first_char_.size(); ++g)
    if (first_char_[g] != unused) glyphs.push_back(static_cast<std::uint16_t>(g));
  return glyphs;
}

// The W array: each run of consecutive glyphs as its first id and its widths, in whole
// thousandths of the em cut short as Cairo writes them: a viewer sets text by these,
// so with Cairo's widths every glyph lands where it does in Cairo's PDF.
std::string PdfFont::widths(std::span<const std::uint16_t> glyphs) const {
  std::string w = "[";
  for (std::size_t i = 0; i < glyphs.size(); ++i) {
    const bool starts_run = i == 0 || glyphs[i] != glyphs[i - 1] + 1;
    if (starts_run) w += fmt::format("{}{} [", i == 0 ? "" : "] ", glyphs[i]);
    else w += ' ';
    w += fmt::format("{}", font_.advance(glyphs[i]) * 1000 / font_.metrics().units_per_em);
  }
  return w + (glyphs.empty() ? "]" : "]]");
}

std::string PdfFont::to_unicode(std::span<const std::uint16_t> glyphs) const {
  std::string map =
      "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
      "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
      "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
      "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n";
  constexpr std::size_t block = 100;  // the most one bfchar section may hold
  for (std::size_t first = 0; first < glyphs.size(); first += block) {
    const std::size_t count = std::min(block, glyphs.size() - first);
    map += fmt::format("{} beginbfchar\n", static_cast<std::uint32_t>(count));
    for (const std::uint16_t g : glyphs.subspan(first, count)) map += fmt::format("<{:04X}> <{}>\n", g, utf16_hex(first_char_[g]));
    map += "endbfchar\n";
  }
  return map + "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n";
}

std::string PdfFont::descriptor(std::string_view name, int font_file) const {
  const FontMetrics& m = font_.metrics();
  const auto em = [&](int units) { return pdf_number(units * 1000.0 / m.units_per_em, 0); };
  // Flags 4: symbolic, as a font reached through glyph ids rather than a standard encoding is.
  return fmt::format(
      "<< /Type /FontDescriptor /FontName /{} /Flags 4 /FontBBox [{} {} {} {}] /ItalicAngle 0 /Ascent {} /Descent {} "
      "/CapHeight {} /StemV 80 /FontFile2 {} 0 R >>",
      name, em(m.x_min), em(m.y_min), em(m.x_max), em(m.y_max), em(m.ascent), em(m.descent), em(m.cap_height), font_file);
}

void PdfFont::write(PdfObjects& objects, int number) const {
  const std::vector<std::uint16_t> glyphs = used_glyphs();
  const std::string name = subset_tag(glyphs) + "+" + font_.postscript_name();
  const std::string file = font_.subset(glyphs);
  const int font_file = objects.add_stream(fmt::format("/Length1 {}", static_cast<std::uint64_t>(file.size())), file);
  const int descriptor_number = objects.add(descriptor(name, font_file));
  const int cid_font = objects.add(fmt::format(
      "<< /Type /Font /Subtype /CIDFontType2 /BaseFont /{} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) "
      "/Supplement 0 >> /FontDescriptor {} 0 R /W {} /CIDToGIDMap /Identity >>",
      name, descriptor_number, widths(glyphs)));
  const int unicode = objects.add_stream("", to_unicode(glyphs));
  objects.write(number, fmt::format("<< /Type /Font /Subtype /Type0 /BaseFont /{} /Encoding /Identity-H /DescendantFonts [{} 0 R] "
                                    "/ToUnicode {} 0 R >>",
                                    name, cid_font, unicode));
}

}  // namespace uu::render_detail
