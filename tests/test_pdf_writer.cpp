// The PDF writer of the core (pdf.hpp) against Cairo's PDF (output.hpp): the same pages
// at the same sizes showing the same pixels, fonts embedded as subsets, text a reader
// can extract, the same bytes every time, and errors for what it cannot draw.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "board_samples.hpp"
#include "io/io.hpp"
#include "process.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/render/output.hpp"
#include "uuboard/render/pdf.hpp"

namespace fs = std::filesystem;

namespace {

const std::string& font_bytes(bool bold) {
  static const std::string regular = uu::read_file("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf");
  static const std::string heavy = uu::read_file("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf");
  return bold ? heavy : regular;
}

uu::PdfFonts dejavu() { return {font_bytes(false), font_bytes(true)}; }

std::string own_pdf(const uu::Scene& scene) { return uu::write_pdf({&scene, 1}, scene.info, dejavu()); }

struct Sample {
  const char* name;
  std::string seed;
  int players;
  bool all_expansions;
  uu::LayoutOptions layout;
  int sheets = 1;  // across and down
};

uu::LayoutOptions with(bool legend, bool secret, bool ink = false, bool mono = false) {
  uu::LayoutOptions o;
  o.legend = legend;
  o.secret_board = secret;
  o.ink_friendly = ink;
  o.mono = mono;
  return o;
}

uu::Scene scene_of(const Sample& s) {
  uu::PageSetup page;
  page.sheets_across = page.sheets_down = s.sheets;
  return uu::layout(uu_test::generated(s.seed, s.players, s.all_expansions, page), s.layout);
}

// A PPM image (what pdftoppm writes without -png): width, height and RGB bytes.
struct Image {
  int width = 0, height = 0;
  std::string rgb;
};

Image read_ppm(const fs::path& file) {
  const std::string bytes = uu::read_file(file);
  std::size_t at = 0;
  const auto token = [&] {
    const auto space = [&] { return at < bytes.size() && std::string_view(" \t\r\n").find(bytes[at]) != std::string_view::npos; };
    while (space()) ++at;
    const std::size_t start = at;
    while (at < bytes.size() && !space()) ++at;
    return bytes.substr(start, at - start);
  };
  REQUIRE(token() == "P6");
  Image image;
  image.width = std::stoi(token());
  image.height = std::stoi(token());
  REQUIRE(token() == "255");
  image.rgb = bytes.substr(at + 1);
  REQUIRE(image.rgb.size() == static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height) * 3);
  return image;
}

// Every page of `pdf` at 100 dpi, in order.
std::vector<Image> pages_of(const fs::path& pdf) {
  const fs::path dir = pdf.parent_path() / (pdf.stem().string() + "-pages");
  fs::create_directories(dir);
  REQUIRE(uu_test::run_command("pdftoppm -r 100 " + uu_test::quoted(pdf) + " " + uu_test::quoted(dir / "p")).code == 0);
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(dir)) files.push_back(entry.path());
  std::sort(files.begin(), files.end());  // pdftoppm pads the page numbers to one width
  std::vector<Image> pages;
  for (const fs::path& f : files) pages.push_back(read_ppm(f));
  return pages;
}

// The share of pixels whose colour differs by more than 48 in some channel.
double differing(const Image& a, const Image& b) {
  REQUIRE(a.width == b.width);
  REQUIRE(a.height == b.height);
  std::int64_t count = 0;
  for (std::size_t i = 0; i < a.rgb.size(); i += 3) {
    bool differs = false;
    for (std::size_t k = i; k < i + 3; ++k)
      differs = differs || std::abs(static_cast<unsigned char>(a.rgb[k]) - static_cast<unsigned char>(b.rgb[k])) > 48;
    count += differs ? 1 : 0;
  }
  return static_cast<double>(count) / (static_cast<double>(a.width) * a.height);
}

struct Size {
  double w = 0, h = 0;
};

// Each page's size in points as pdfinfo reads it.
std::vector<Size> page_sizes(const fs::path& pdf) {
  const uu_test::Run info = uu_test::run_command("pdfinfo -f 1 -l 1000 " + uu_test::quoted(pdf));
  REQUIRE(info.code == 0);
  std::istringstream lines(info.output);
  std::vector<Size> sizes;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("Page ", 0) != 0 || line.find(" size: ") == std::string::npos) continue;
    std::istringstream words(line.substr(line.find(" size: ") + 7));
    Size s;
    std::string x;
    words >> s.w >> x >> s.h;
    sizes.push_back(s);
  }
  return sizes;
}

const uu::SceneInfo book_info{"book", "two boards", "test", "test"};

}  // namespace

TEST_CASE("pdf writer: every page as Cairo's, at the same size and with the same pixels", "[render][pdf]") {
  const fs::path dir = uu_test::scratch_dir("pdf-writer-pixels");
  const std::vector<Sample> samples = {
      {"two", "pixels-2", 2, false, with(true, false)},
      {"four-all", "pixels-4", 4, true, with(true, true)},
      {"nine-all", "pixels-9", 9, true, with(false, true)},
      {"nine", "pixels-9b", 9, false, with(true, false)},
      {"sheets", "pixels-sheets", 4, false, with(false, false), 2},
      {"ink", "pixels-ink", 4, true, with(false, false, true)},
      {"mono", "pixels-mono", 6, true, with(true, false, false, true)},
      {"utf8", "Ærøskøbing—Čeština—Ελληνικά—naïve café über Łódź, São Paulo, Reykjavík", 3, false, with(false, false)},
  };
  double worst = 0.0;
  std::string worst_page = "none";
  for (const Sample& s : samples) {
    INFO(s.name);
    const uu::Scene scene = scene_of(s);
    const fs::path cairo = dir / (std::string(s.name) + "-cairo.pdf"), own = dir / (std::string(s.name) + "-own.pdf");
    uu::write_file_atomic(cairo, uu::render_pdf(scene));
    uu::write_file_atomic(own, own_pdf(scene));
    const std::vector<Size> cairo_sizes = page_sizes(cairo), own_sizes = page_sizes(own);
    REQUIRE(cairo_sizes.size() == scene.pages.size());
    REQUIRE(own_sizes.size() == scene.pages.size());
    const std::vector<Image> cairo_pages = pages_of(cairo), own_pages = pages_of(own);
    REQUIRE(own_pages.size() == cairo_pages.size());
    for (std::size_t k = 0; k < own_pages.size(); ++k) {
      INFO("page " << k + 1);
      CHECK(own_sizes[k].w == Approx(cairo_sizes[k].w).margin(0.01));
      CHECK(own_sizes[k].h == Approx(cairo_sizes[k].h).margin(0.01));
      const double share = differing(own_pages[k], cairo_pages[k]);
      CHECK(share < 0.01);
      if (share >= worst) {
        worst = share;
        worst_page = std::string(s.name) + " page " + std::to_string(k + 1);
      }
    }
  }
  CAPTURE(worst, worst_page);
  CHECK(worst < 0.01);
}

TEST_CASE("pdf writer: both fonts embedded as subsets, with their Unicode", "[render][pdf]") {
  const fs::path dir = uu_test::scratch_dir("pdf-writer-fonts");
  uu::write_file_atomic(dir / "b.pdf", own_pdf(scene_of({"fonts", "fonts", 4, true, with(true, true)})));
  const uu_test::Run fonts = uu_test::run_command("pdffonts " + uu_test::quoted(dir / "b.pdf"));
  REQUIRE(fonts.code == 0);
  std::istringstream lines(fonts.output);
  int listed = 0;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("name", 0) == 0 || line.rfind("----", 0) == 0 || line.empty()) continue;
    ++listed;
    INFO(line);
    CHECK_THAT(line, Catch::Contains("DejaVuSans") && Catch::Contains("CID TrueType") && Catch::Contains("Identity-H") &&
                         Catch::Contains(" yes yes yes "));  // emb, sub, uni
  }
  CHECK(listed == 2);  // regular and bold
}

TEST_CASE("pdf writer: the same scenes give the same bytes; a book holds every page", "[render][pdf]") {
  const std::vector<uu::Scene> scenes = {scene_of({"a", "same-a", 4, true, with(true, false)}),
                                         scene_of({"b", "same-b", 5, false, with(false, true)})};
  const std::string book = uu::write_pdf(scenes, book_info, dejavu());
  CHECK(uu::write_pdf(scenes, book_info, dejavu()) == book);
  const fs::path dir = uu_test::scratch_dir("pdf-writer-book");
  uu::write_file_atomic(dir / "book.pdf", book);
  CHECK(page_sizes(dir / "book.pdf").size() == scenes[0].pages.size() + scenes[1].pages.size());
  // What the boards share (fonts, icons, circles) is written once.
  CHECK(book.size() < own_pdf(scenes[0]).size() + own_pdf(scenes[1]).size());
}

TEST_CASE("pdf writer: bad font bytes and no page are errors", "[render][pdf]") {
  const uu::Scene scene = scene_of({"errors", "errors", 2, false, with(false, false)});
  const std::string regular = font_bytes(false);
  for (const std::string& bad : {std::string(), std::string("not a font at all"), regular.substr(0, 2000), regular.substr(0, 600000)}) {
    INFO(bad.size());
    CHECK_THROWS_AS(uu::write_pdf({&scene, 1}, scene.info, {bad, font_bytes(true)}), uu::RenderError);
    CHECK_THROWS_AS(uu::write_pdf({&scene, 1}, scene.info, {regular, bad}), uu::RenderError);
  }
  CHECK_THROWS_AS(uu::write_pdf({}, book_info, dejavu()), uu::RenderError);
  CHECK_THROWS_AS(uu::write_pdf({&scene, 0}, book_info, dejavu()), uu::RenderError);
}

TEST_CASE("pdf writer: the footer's text, seed and all, can be extracted", "[render][pdf]") {
  const std::string seed = "Ærøskøbing café Łódź";
  const fs::path dir = uu_test::scratch_dir("pdf-writer-text");
  uu::write_file_atomic(dir / "b.pdf", own_pdf(scene_of({"text", seed, 4, false, with(false, false)})));
  const uu_test::Run text = uu_test::run_command("pdftotext -enc UTF-8 " + uu_test::quoted(dir / "b.pdf") + " -");
  REQUIRE(text.code == 0);
  CHECK_THAT(text.output, Catch::Contains(seed) && Catch::Contains("4 players") && Catch::Contains("expansions: none"));
}

TEST_CASE("pdf writer: a character the font lacks draws glyph 0 and still reads back", "[render][pdf]") {
  const uu::Text text{{20.0, 20.0}, "a\u6f22", 5.0, {}, uu::Anchor::start, false, 0.0};
  uu::Page page;
  page.shapes.assign(1, uu::Shape{uu::Part::footer, text, 0});
  const uu::Scene scene{{"missing", "a glyph the font lacks", "test", "test"}, {page}};
  const std::string pdf = own_pdf(scene);
  CHECK_THAT(pdf, Catch::Contains("<00440000> Tj"));  // 'a' is glyph 68 of DejaVu Sans; U+6F22 has none
  CHECK_THAT(pdf, Catch::Contains("<0000> <6F22>"));  // so glyph 0 reads back as the character drawn with it
}
