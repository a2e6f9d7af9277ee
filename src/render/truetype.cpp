// TrueType reading and subsetting. Every read is checked against the file's end, so
// bytes that are no font (or a cut one) give a RenderError, never a read out of bounds.
// The subset keeps glyph ids (the PDF maps character codes to glyphs one to one,
// Identity), which lets the pages be written before anyone knows which glyphs the
// document uses.
#include "render/truetype.hpp"

#include <algorithm>
#include <fmt/core.h>
#include <vector>

#include "uuboard/render/scene.hpp"

namespace uu::render_detail {

namespace {

[[noreturn]] void fail(std::string_view what) { throw RenderError(fmt::format("cannot read the font: {}", what)); }

void put16(std::string& out, std::uint32_t v) {
  out += static_cast<char>((v >> 8) & 0xff);
  out += static_cast<char>(v & 0xff);
}

void put32(std::string& out, std::uint32_t v) {
  put16(out, v >> 16);
  put16(out, v & 0xffff);
}

void set16(std::string& out, std::size_t at, std::uint32_t v) {
  out[at] = static_cast<char>((v >> 8) & 0xff);
  out[at + 1] = static_cast<char>(v & 0xff);
}

void set32(std::string& out, std::size_t at, std::uint32_t v) {
  set16(out, at, v >> 16);
  set16(out, at + 2, v & 0xffff);
}

std::uint32_t byte_at(std::string_view s, std::size_t i) { return static_cast<unsigned char>(s[i]); }

// The sum of the big-endian words of `data`, zero-padded to a whole word, as the
// table directory and head's checkSumAdjustment want it.
std::uint32_t checksum(std::string_view data) {
  std::uint32_t sum = 0;
  for (std::size_t i = 0; i < data.size(); ++i) sum += byte_at(data, i) << (24 - 8 * (i % 4));
  return sum;
}

struct OutTable {
  std::string_view tag;
  std::string data;
};

// The tables as one font file, directory first, in the tag order the format asks for.
std::string assemble(std::vector<OutTable> tables) {
  std::sort(tables.begin(), tables.end(), [](const OutTable& a, const OutTable& b) { return a.tag < b.tag; });
  const auto count = static_cast<std::uint32_t>(tables.size());
  std::uint32_t power = 1, log2 = 0;
  while (power * 2 <= count) power *= 2, ++log2;
  std::string out;
  put32(out, 0x00010000);
  put16(out, count);
  put16(out, power * 16);
  put16(out, log2);
  put16(out, count * 16 - power * 16);
  auto offset = static_cast<std::uint32_t>(12 + 16 * count);
  std::size_t head_at = 0;
  for (const OutTable& t : tables) {
    out += t.tag;
    put32(out, checksum(t.data));
    put32(out, offset);
    put32(out, static_cast<std::uint32_t>(t.data.size()));
    if (t.tag == "head") head_at = offset;
    offset += static_cast<std::uint32_t>((t.data.size() + 3) / 4 * 4);
  }
  for (const OutTable& t : tables) {
    out += t.data;
    out.append((4 - t.data.size() % 4) % 4, '\0');
  }
  set32(out, head_at + 8, 0xB1B0AFBAu - checksum(out));
  return out;
}

}  // namespace

TrueType::TrueType(std::string_view bytes) : bytes_(bytes) {
  const std::uint32_t version = u32(0);
  if (version != 0x00010000 && version != 0x74727565) fail("not a TrueType font file");
  head_ = required("head");
  hhea_ = required("hhea");
  hmtx_ = required("hmtx");
  maxp_ = required("maxp");
  loca_ = required("loca");
  glyf_ = required("glyf");
  if (head_.length < 54 || hhea_.length < 36 || maxp_.length < 6) fail("head, hhea or maxp is too short");
  if (u32(head_.offset + 12) != 0x5F0F3CF5) fail("head has no magic number");
  metrics_.units_per_em = static_cast<int>(u16(head_.offset + 18));
  if (metrics_.units_per_em < 16) fail("units per em below 16");
  metrics_.x_min = s16(head_.offset + 36);
  metrics_.y_min = s16(head_.offset + 38);
  metrics_.x_max = s16(head_.offset + 40);
  metrics_.y_max = s16(head_.offset + 42);
  long_loca_ = s16(head_.offset + 50) == 1;
  metrics_.ascent = s16(hhea_.offset + 4);
  metrics_.descent = s16(hhea_.offset + 6);
  h_metrics_ = u16(hhea_.offset + 34);
  glyph_count_ = u16(maxp_.offset + 4);
  if (glyph_count_ == 0 || h_metrics_ == 0 || h_metrics_ > glyph_count_) fail("no glyphs, or more metrics than glyphs");
  if (hmtx_.length < 4 * h_metrics_ + 2 * (glyph_count_ - h_metrics_)) fail("hmtx is too short");
  if (loca_.length < (glyph_count_ + 1) * (long_loca_ ? 4 : 2)) fail("loca is too short");
  const Table os2 = table("OS/2");
  metrics_.cap_height = os2.length >= 90 && u16(os2.offset) >= 2 ? s16(os2.offset + 88) : metrics_.ascent;
  find_cmap();
  read_name();
}

std::uint32_t TrueType::u16(std::uint32_t at) const {
  if (std::uint64_t{at} + 2 > bytes_.size()) fail("cut short");
  return byte_at(bytes_, at) << 8 | byte_at(bytes_, at + 1);
}

std::uint32_t TrueType::u32(std::uint32_t at) const { return u16(at) << 16 | u16(at + 2); }

int TrueType::s16(std::uint32_t at) const { return static_cast<std::int16_t>(static_cast<std::uint16_t>(u16(at))); }

TrueType::Table TrueType::table(std::string_view tag) const {
  const std::uint32_t count = u16(4);
  for (std::uint32_t i = 0; i < count; ++i) {
    const std::uint32_t entry = 12 + 16 * i;
    u32(entry + 12);  // the whole entry is in the file
    if (bytes_.substr(entry, 4) != tag) continue;
    const Table t{u32(entry + 8), u32(entry + 12)};
    if (std::uint64_t{t.offset} + t.length > bytes_.size()) fail(fmt::format("table {} is cut short", tag));
    return t;
  }
  return {};
}

TrueType::Table TrueType::required(std::string_view tag) const {
  const Table t = table(tag);
  if (t.length == 0) fail(fmt::format("no {} table", tag));
  return t;
}

// The best Unicode subtable: format 12 (all of Unicode) before format 4 (the BMP).
void TrueType::find_cmap() {
  const Table cmap = required("cmap");
  const std::uint32_t count = u16(cmap.offset + 2);
  for (std::uint32_t i = 0; i < count; ++i) {
    const std::uint32_t record = cmap.offset + 4 + 8 * i;
    const std::uint32_t platform = u16(record), encoding = u16(record + 2);
    const bool unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10));
    if (!unicode) continue;
    const std::uint32_t at = cmap.offset + u32(record + 4);
    const std::uint32_t format = u16(at);
    if ((format == 4 && cmap_format_ == 0) || format == 12) {
      cmap_ = at;
      cmap_format_ = format;
    }
  }
  if (cmap_format_ == 0) fail("no Unicode cmap of format 4 or 12");
}

void TrueType::read_name() {
  const Table names = table("name");
  const std::uint32_t count = names.length > 0 ? u16(names.offset + 2) : 0;
  for (std::uint32_t i = 0; i < count && name_.empty(); ++i) {
    const std::uint32_t record = names.offset + 6 + 12 * i;
    const std::uint32_t platform = u16(record);
    if (u16(record + 6) != 6 || (platform != 1 && platform != 3)) continue;
    const std::uint32_t at = names.offset + u16(names.offset + 4) + u16(record + 10);
    const std::uint32_t step = platform == 3 ? 2 : 1;  // UTF-16BE or Mac Roman
    for (std::uint32_t k = 0; k + step <= u16(record + 8); k += step) {
      const std::uint32_t c = step == 2 ? u16(at + k) : u16(at + k) >> 8;
      if (c > ' ' && c < 127 && std::string_view("()<>[]{}/%#").find(static_cast<char>(c)) == std::string_view::npos)
        name_ += static_cast<char>(c);
    }
  }
  if (name_.empty()) name_ = "Font";
}

std::uint16_t TrueType::glyph(char32_t c) const {
  const std::uint16_t g = cmap_format_ == 12 ? glyph_format12(c) : glyph_format4(c);
  return g < glyph_count_ ? g : std::uint16_t{0};
}

std::uint16_t TrueType::glyph_format4(char32_t c) const {
  if (c > 0xffff) return 0;
  const std::uint32_t segments2 = u16(cmap_ + 6);
  const std::uint32_t ends = cmap_ + 14, starts = ends + segments2 + 2;
  const std::uint32_t deltas = starts + segments2, range_offsets = deltas + segments2;
  std::uint32_t lo = 0, hi = segments2 / 2;  // the first segment whose end is >= c
  while (lo < hi) {
    const std::uint32_t mid = (lo + hi) / 2;
    if (u16(ends + 2 * mid) < c) lo = mid + 1;
    else hi = mid;
  }
  if (lo == segments2 / 2 || u16(starts + 2 * lo) > c) return 0;
  const std::uint32_t delta = u16(deltas + 2 * lo), range = u16(range_offsets + 2 * lo);
  if (range == 0) return static_cast<std::uint16_t>((c + delta) & 0xffff);
  const std::uint32_t g = u16(range_offsets + 2 * lo + range + 2 * (c - u16(starts + 2 * lo)));
  return g == 0 ? std::uint16_t{0} : static_cast<std::uint16_t>((g + delta) & 0xffff);
}

std::uint16_t TrueType::glyph_format12(char32_t c) const {
  std::uint32_t lo = 0, hi = u32(cmap_ + 12);  // the first group whose end is >= c
  while (lo < hi) {
    const std::uint32_t mid = lo + (hi - lo) / 2;
    if (u32(cmap_ + 16 + 12 * mid + 4) < c) lo = mid + 1;
    else hi = mid;
  }
  if (lo == u32(cmap_ + 12)) return 0;
  const std::uint32_t group = cmap_ + 16 + 12 * lo;
  if (u32(group) > c) return 0;
  const std::uint32_t g = u32(group + 8) + (c - u32(group));
  return g < glyph_count_ ? static_cast<std::uint16_t>(g) : std::uint16_t{0};
}

int TrueType::advance(std::uint16_t glyph) const {
  const std::uint32_t metric = std::min<std::uint32_t>(glyph, h_metrics_ - 1);
  return static_cast<int>(u16(hmtx_.offset + 4 * metric));
}

TrueType::Glyf TrueType::outline(std::uint32_t glyph) const {
  const Glyf g = long_loca_ ? Glyf{u32(loca_.offset + 4 * glyph), u32(loca_.offset + 4 * glyph + 4)}
                            : Glyf{2 * u16(loca_.offset + 2 * glyph), 2 * u16(loca_.offset + 2 * glyph + 2)};
  if (g.begin > g.end || g.end > glyf_.length) fail("loca points outside glyf");
  return g;
}

// The glyphs a composite glyph is made of; none for a simple one.
std::vector<std::uint32_t> TrueType::components(std::uint32_t glyph) const {
  const Glyf g = outline(glyph);
  if (g.end - g.begin < 10 || s16(glyf_.offset + g.begin) >= 0) return {};
  constexpr std::uint32_t words = 0x1, scale = 0x8, more = 0x20, xy_scale = 0x40, two_by_two = 0x80;
  std::vector<std::uint32_t> parts;
  std::uint32_t at = glyf_.offset + g.begin + 10;
  for (std::uint32_t flags = more; flags & more;) {
    flags = u16(at);
    parts.push_back(u16(at + 2));
    if (parts.back() >= glyph_count_) fail("a composite glyph refers to no glyph");
    at += 4 + ((flags & words) ? 4 : 2);
    at += (flags & scale) ? 2 : (flags & xy_scale) ? 4 : (flags & two_by_two) ? 8 : 0;
  }
  return parts;
}

// Which glyphs a subset of `glyphs` keeps: those, glyph 0 (drawn for a missing
// character) and every component of a kept composite glyph.
std::vector<std::uint8_t> TrueType::closure(std::span<const std::uint16_t> glyphs) const {
  std::vector<std::uint8_t> kept(glyph_count_, 0);
  std::vector<std::uint32_t> todo{0};
  for (const std::uint16_t g : glyphs)
    if (g < glyph_count_) todo.push_back(g);
  while (!todo.empty()) {
    const std::uint32_t g = todo.back();
    todo.pop_back();
    if (kept[g]) continue;
    kept[g] = 1;
    for (const std::uint32_t part : components(g)) todo.push_back(part);
  }
  return kept;
}

std::string TrueType::subset(std::span<const std::uint16_t> glyphs) const {
  const std::vector<std::uint8_t> kept = closure(glyphs);
  std::uint32_t count = glyph_count_;
  while (!kept[count - 1]) --count;
  std::string glyf;
  std::vector<std::uint32_t> offsets;
  for (std::uint32_t g = 0; g < count; ++g) {
    offsets.push_back(static_cast<std::uint32_t>(glyf.size()));
    if (!kept[g]) continue;
    const Glyf o = outline(g);
    glyf += bytes_.substr(glyf_.offset + o.begin, o.end - o.begin);
    glyf.resize((glyf.size() + 1) / 2 * 2, '\0');  // the short loca counts in words
  }
  offsets.push_back(static_cast<std::uint32_t>(glyf.size()));
  const bool long_loca = glyf.size() > 2 * 0xffffu;
  std::string loca;
  for (const std::uint32_t o : offsets) long_loca ? put32(loca, o) : put16(loca, o / 2);
  std::string head(bytes_.substr(head_.offset, head_.length));
  set32(head, 8, 0);  // checkSumAdjustment, set once the file is whole
  set16(head, 50, long_loca ? 1 : 0);
  std::string hhea(bytes_.substr(hhea_.offset, hhea_.length));
  const std::uint32_t h_metrics = std::min(h_metrics_, count);
  set16(hhea, 34, h_metrics);
  std::string maxp(bytes_.substr(maxp_.offset, maxp_.length));
  set16(maxp, 4, count);
  std::vector<OutTable> tables = {{"head", std::move(head)}, {"hhea", std::move(hhea)}, {"maxp", std::move(maxp)},
                                  {"hmtx", std::string(bytes_.substr(hmtx_.offset, 4 * h_metrics + 2 * (count - h_metrics)))},
                                  {"loca", std::move(loca)}, {"glyf", std::move(glyf)}};
  for (const std::string_view hinting : {"cvt ", "fpgm", "prep"})
    if (const Table t = table(hinting); t.length > 0) tables.push_back({hinting, std::string(bytes_.substr(t.offset, t.length))});
  return assemble(std::move(tables));
}

}  // namespace uu::render_detail
