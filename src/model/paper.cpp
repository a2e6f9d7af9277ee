#include "uuboard/paper.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <fmt/core.h>

#include "model/ascii_lower.hpp"

namespace uu {

namespace {

// A positive decimal number: digits with at most one point, and an exponent. Only such
// text reaches strtod (the program never sets a locale, so the point is '.'), which rounds
// correctly in every C library we build with; std::from_chars for double is missing from
// the WebAssembly build's C++ library.
std::optional<double> parse_number(std::string_view s) {
  const std::size_t e = s.find_first_of("eE");
  const std::string_view mantissa = s.substr(0, e);
  std::string_view exponent = e == std::string_view::npos ? std::string_view() : s.substr(e + 1);
  if (!exponent.empty() && (exponent[0] == '+' || exponent[0] == '-')) exponent.remove_prefix(1);
  const auto digits = [](std::string_view t) { return std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; }); };
  const std::size_t point = mantissa.find('.');
  const std::string_view whole = mantissa.substr(0, point);
  const std::string_view fraction = point == std::string_view::npos ? std::string_view() : mantissa.substr(point + 1);
  if (whole.size() + fraction.size() == 0 || !digits(whole) || !digits(fraction)) return std::nullopt;
  if (e != std::string_view::npos && (exponent.empty() || !digits(exponent))) return std::nullopt;
  const std::string text(s);
  const double v = std::strtod(text.c_str(), nullptr);
  if (!std::isfinite(v) || v <= 0.0) return std::nullopt;
  return v;
}

std::string format_mm(double v) {
  if (v >= 1e7) return fmt::format("{:.3g}", v);  // an absurd size, read as such: 1e+308
  std::string s = fmt::format("{:.2f}", v);
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

}  // namespace

std::string paper_names() {
  std::string names;
  for (const NamedPaper& p : named_papers) {
    if (!names.empty()) names += ", ";  // appended apart: GCC 12's LTO misreads "..." + std::string (-Wstringop-overflow)
    names += p.name;
  }
  return names;
}

std::optional<PageSetup> parse_paper(std::string_view text) {
  std::string t = ascii_lower(text);
  PageSetup setup;
  for (const NamedPaper& p : named_papers) {
    if (t != p.name) continue;
    setup.paper = t;
    setup.long_mm = p.long_mm;
    setup.short_mm = p.short_mm;
    return setup;
  }
  double scale = 1.0;
  if (t.size() > 2 && t.ends_with("in")) {
    scale = 25.4;
    t.resize(t.size() - 2);
  } else if (t.size() > 2 && t.ends_with("mm")) {
    t.resize(t.size() - 2);
  }
  const auto x = t.find('x');
  if (x == std::string::npos) return std::nullopt;
  const auto w = parse_number(std::string_view(t).substr(0, x));
  const auto h = parse_number(std::string_view(t).substr(x + 1));
  if (!w || !h) return std::nullopt;
  // The paper is what its saved name says, to a hundredth of a mm, so a board read back
  // from its file is the board that was made: 8.5x11in is 279.4 x 215.9 mm as Letter is,
  // not 8.5 x 25.4 a bit under, and 200.123x150.456 is 200.12 x 150.46.
  const auto as_saved = [](double mm) { return parse_number(format_mm(mm)).value_or(mm); };
  setup.long_mm = as_saved(std::max(*w, *h) * scale);
  setup.short_mm = as_saved(std::min(*w, *h) * scale);
  setup.paper = format_mm(setup.long_mm) + "x" + format_mm(setup.short_mm);
  return setup;
}

std::string page_setup_problem(const PageSetup& s) {
  if (!(s.margin_mm >= 0.0)) return fmt::format("a margin of {} mm is not allowed (0 or more)", s.margin_mm);
  if (s.long_mm > max_sheet_mm) return fmt::format("a {} mm sheet is larger than the {} mm uuboard draws", format_mm(s.long_mm), format_mm(max_sheet_mm));
  if (s.window_width_mm() < 50.0 || s.window_height_mm() < 50.0) {
    return fmt::format("a {} x {} mm sheet with {} mm margins leaves {} x {} mm for the board; at least 50 x 50 mm is needed",
                       format_mm(s.page_width()), format_mm(s.page_height()), format_mm(s.margin_mm),
                       format_mm(s.window_width_mm()), format_mm(std::max(0.0, s.window_height_mm())));
  }
  if (s.tiled()) {
    if (!(s.overlap_mm >= 0.0)) return fmt::format("an overlap of {} mm is not allowed (0 or more)", s.overlap_mm);
    const double most = std::min(s.window_width_mm(), s.window_height_mm()) / 2;
    if (s.overlap_mm > most)
      return fmt::format("an overlap of {} mm leaves too little of each sheet; at most {} mm on this sheet", format_mm(s.overlap_mm), format_mm(most));
  }
  return {};
}

std::optional<std::pair<int, int>> parse_whole_pair(std::string_view text) {
  const auto x = text.find_first_of("xX");
  if (x == std::string_view::npos) return std::nullopt;
  const auto whole = [](std::string_view t) -> std::optional<int> {
    int v = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (t.empty() || ec != std::errc() || end != t.data() + t.size() || v < 1) return std::nullopt;
    return v;
  };
  const auto first = whole(text.substr(0, x)), second = whole(text.substr(x + 1));
  if (!first || !second) return std::nullopt;
  return std::pair{*first, *second};
}

std::optional<std::pair<int, int>> parse_sheets(std::string_view text) {
  const auto sheets = parse_whole_pair(text);
  if (!sheets || sheets->first > max_sheets_side || sheets->second > max_sheets_side) return std::nullopt;
  return sheets;
}

PageSetup sheets_holding(const PageSetup& sheet, const PageSetup& board_paper) {
  PageSetup area = board_paper;
  area.margin_mm = sheet.margin_mm;
  const double w = area.window_width_mm(), h = area.window_height_mm();
  std::optional<PageSetup> best;
  for (const bool portrait : {sheet.portrait, !sheet.portrait}) {
    PageSetup s = sheet;
    s.portrait = portrait;
    const auto count = [&](double needed, double window) {
      const double step = window - s.overlap_mm;
      return needed <= window || step <= 0 ? 1 : static_cast<int>(std::ceil((needed - s.overlap_mm) / step - 1e-9));
    };
    // Once on several sheets, each window loses its marks band: count again with it.
    for (int pass = 0; pass < 2; ++pass) {
      const PageSetup counted = s;
      s.sheets_across = std::min(count(w, counted.window_width_mm()), max_sheets_side);
      s.sheets_down = std::min(count(h, counted.window_height_mm()), max_sheets_side);
    }
    if (!best || s.sheet_count() < best->sheet_count()) best = s;
  }
  if (!best->tiled()) return *best;  // one sheet holds it: the board fills that sheet
  best->area_width_mm = std::min(w, best->mosaic_width_mm());
  best->area_height_mm = std::min(h, best->mosaic_height_mm());
  return *best;
}

std::string sheet_label(int across, int down) {
  std::string letters;
  for (int c = across + 1; c > 0; c = (c - 1) / 26) letters.insert(letters.begin(), static_cast<char>('A' + (c - 1) % 26));
  return letters + std::to_string(down + 1);
}

}  // namespace uu
