// The files the renderer writes: the golden SVGs, PDF pages at the paper's exact size
// with their metadata and embedded fonts, SVG sized in millimetres, PNG with its DPI, and
// the render options' errors. Golden SVGs pin the drawing: regenerate them deliberately with
//   UUBOARD_UPDATE_GOLDEN=1 build/tests/uuboard_tests "[golden-svg]"
// and review the diff of tests/golden/*.svg like any other change.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "board_samples.hpp"
#include "io/io.hpp"
#include "process.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/render/output.hpp"

namespace fs = std::filesystem;

namespace {

using uu_test::Run;
Run run(const std::string& args) { return uu_test::run_uuboard(args); }
fs::path scratch(const std::string& name) { return uu_test::scratch_dir("render-" + name); }

struct PdfInfo {
  double w = 0, h = 0;
  int pages = 0;
  std::string text;
};

PdfInfo pdfinfo(const fs::path& pdf) {
  PdfInfo info;
  info.text = uu_test::run_command("pdfinfo '" + pdf.string() + "'").output;
  std::istringstream lines(info.text);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("Page size:", 0) == 0) std::sscanf(line.c_str(), "Page size: %lf x %lf", &info.w, &info.h);
    if (line.rfind("Pages:", 0) == 0) std::sscanf(line.c_str(), "Pages: %d", &info.pages);
  }
  return info;
}

std::uint32_t be32(const std::string& s, std::size_t at) {
  std::uint32_t v = 0;
  for (std::size_t i = 0; i < 4; ++i) v = (v << 8) | static_cast<unsigned char>(s[at + i]);
  return v;
}


}  // namespace

TEST_CASE("render: golden SVG of two seeds", "[render][golden-svg]") {
  const bool update = std::getenv("UUBOARD_UPDATE_GOLDEN") != nullptr;
  struct Golden {
    std::string seed;
    int players;
    bool all;
    const char* file;
  };
  for (const Golden& g : {Golden{"golden", 4, false, "board-golden-4p.svg"}, Golden{"golden", 7, true, "board-golden-7p-all.svg"}}) {
    const std::string svg = uu::render_svg(uu::layout(uu_test::generated(g.seed, g.players, g.all)));
    const fs::path path = fs::path(UUBOARD_SOURCE_DIR) / "tests" / "golden" / g.file;
    if (update) uu::write_file_atomic(path, svg);
    INFO("tests/golden/" << g.file << " differs from the drawing. If the change is meant, regenerate with\n"
                         << "  UUBOARD_UPDATE_GOLDEN=1 build/tests/uuboard_tests \"[golden-svg]\"\n"
                         << "and review the SVG diff.");
    REQUIRE(fs::exists(path));
    CHECK(uu::read_file(path) == svg);
  }
}

TEST_CASE("render: PDF pages have the paper's exact size in both orientations", "[render][pdf]") {
  const fs::path dir = scratch("sizes");
  struct Case {
    std::string args;
    double w, h;
  };
  for (const Case& c : {Case{"--paper a4", 841.89, 595.28}, Case{"--paper a4 --portrait", 595.28, 841.89},
                        Case{"--paper letter", 792.0, 612.0}, Case{"--paper letter --portrait", 612.0, 792.0}}) {
    const fs::path out = dir / "b.pdf";
    REQUIRE(run("--seed size " + c.args + " --legend --secret-board -o " + out.string()).code == 0);
    const PdfInfo info = pdfinfo(out);
    INFO(c.args);
    CHECK(info.w == Approx(c.w).margin(0.01));
    CHECK(info.h == Approx(c.h).margin(0.01));
    CHECK(info.pages == 3);
  }
}

TEST_CASE("render: the legend comes with every PDF unless --no-legend; page count follows --secret-board; metadata names the options",
          "[render][pdf]") {
  const fs::path dir = scratch("pages");
  const fs::path out = dir / "b.pdf";
  REQUIRE(run("--seed pages -o " + out.string()).code == 0);
  CHECK(pdfinfo(out).pages == 2);
  REQUIRE(run("--seed pages --legend -o " + out.string()).code == 0);
  CHECK(pdfinfo(out).pages == 2);
  REQUIRE(run("--seed pages --no-legend -o " + out.string()).code == 0);
  CHECK(pdfinfo(out).pages == 1);
  CHECK_THAT(pdfinfo(out).text, Catch::Contains("no-legend"));
  REQUIRE(run("--seed pages --no-legend --legend -o " + out.string()).code == 0);  // the last one typed wins
  CHECK(pdfinfo(out).pages == 2);
  REQUIRE(run("--seed pages --secret-board --duplex short -e extreme-expeditions -o " + out.string()).code == 0);
  const PdfInfo info = pdfinfo(out);
  CHECK(info.pages == 3);
  CHECK_THAT(info.text, Catch::Contains("seed=pages") && Catch::Contains("duplex=short") && Catch::Contains("uuboard ") &&
                            Catch::Contains("2020"));
  // From a config file: legend = false is --no-legend, no-legend = true too.
  for (const char* line : {"legend = false", "no-legend = true"}) {
    const fs::path config = dir / "print.toml";
    std::ofstream(config) << "seed = \"pages\"\n" << line << "\n";
    REQUIRE(run("--config " + config.string() + " -o " + out.string()).code == 0);
    INFO(line);
    CHECK(pdfinfo(out).pages == 1);
  }
  // A board on several sheets: its sheets, the assembly page, then the legend.
  REQUIRE(run("--seed pages --sheets 2x1 -o " + out.string()).code == 0);
  CHECK(pdfinfo(out).pages == 4);
  REQUIRE(run("--seed pages --sheets 2x1 --no-legend --no-assembly -o " + out.string()).code == 0);
  CHECK(pdfinfo(out).pages == 2);
}

TEST_CASE("render: every font in the PDF is embedded", "[render][pdf]") {
  const fs::path dir = scratch("fonts");
  const fs::path out = dir / "b.pdf";
  REQUIRE(run("--seed fonts -e all --legend --secret-board -o " + out.string()).code == 0);
  const std::string fonts = uu_test::run_command("pdffonts '" + out.string() + "'").output;
  std::istringstream lines(fonts);
  int listed = 0;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("name", 0) == 0 || line.rfind("----", 0) == 0 || line.empty()) continue;
    ++listed;
    INFO(line);
    CHECK(line.find(" yes ") != std::string::npos);  // the "emb" column
  }
  CHECK(listed >= 1);
}

TEST_CASE("render: the machine's font settings do not reach the page", "[render][fonts]") {
  // A user's fontconfig file that asks for sub-pixel colours and full hinting: with
  // Cairo reading the machine's configuration, the PNG's text came out other pixels.
  const fs::path dir = scratch("fontconfig");
  {
    std::ofstream conf(dir / "fonts.conf");
    conf << "<?xml version=\"1.0\"?>\n<fontconfig>\n"
            "  <include ignore_missing=\"yes\">/etc/fonts/fonts.conf</include>\n"
            "  <match target=\"font\">\n"
            "    <edit name=\"rgba\" mode=\"assign\"><const>rgb</const></edit>\n"
            "    <edit name=\"hintstyle\" mode=\"assign\"><const>hintfull</const></edit>\n"
            "  </match>\n</fontconfig>\n";
  }
  for (const std::string ext : {"png", "pdf"}) {
    INFO(ext);
    // 72 dpi: the footer's text is small enough that hinting moves its pixels.
    const std::string options = "--seed fonts -p 2 --dpi 72 --secret-board -o ";
    REQUIRE(run(options + (dir / ("own." + ext)).string()).code == 0);
    REQUIRE(uu_test::run_command("FONTCONFIG_FILE='" + (dir / "fonts.conf").string() + "' " + UUBOARD_BINARY + " " + options +
                                 (dir / ("user." + ext)).string())
                .code == 0);
    CHECK(uu::read_file(dir / ("own." + ext)) == uu::read_file(dir / ("user." + ext)));
  }
}

TEST_CASE("render: a PNG's pixels do not depend on what the process drew before it", "[render][fonts]") {
  // Cairo's face named "DejaVu Sans" asks fontconfig once, at the first size drawn, and
  // kept that hinting for every size after it: at 40 dpi a board's numbers (under 7.5
  // pixels an em: no hinting) came out other pixels after a board on 1000 x 700 mm paper
  // (its numbers over 7.5: hinting), and with several jobs as the threads happened to run.
  const fs::path dir = scratch("png-order");
  const std::string small = (dir / "small.json").string(), large = (dir / "large.json").string();
  REQUIRE(run("--seed order-small -p 4 -q -o " + small).code == 0);
  REQUIRE(run("--seed order-large -p 2 --paper 1000x700 -q -o " + large).code == 0);
  const std::string png = " -j 1 --dpi 40 -q -o ";
  REQUIRE(run("render " + small + png + (dir / "small-alone.png").string()).code == 0);
  REQUIRE(run("render " + large + png + (dir / "large-alone.png").string()).code == 0);
  REQUIRE(run("render " + large + " " + small + png + "'" + (dir / "after-{n}.png").string() + "'").code == 0);
  REQUIRE(run("render " + small + " " + large + png + "'" + (dir / "before-{n}.png").string() + "'").code == 0);
  CHECK(uu::read_file(dir / "after-2.png") == uu::read_file(dir / "small-alone.png"));
  CHECK(uu::read_file(dir / "after-1.png") == uu::read_file(dir / "large-alone.png"));
  CHECK(uu::read_file(dir / "before-1.png") == uu::read_file(dir / "small-alone.png"));
  CHECK(uu::read_file(dir / "before-2.png") == uu::read_file(dir / "large-alone.png"));
  // Several jobs, several sheets (the assembly page's text is smaller than a sheet's):
  // the same files as one job writes.
  const std::string sheets = "--seed order-sheets -n 3 -p 6 --sheets 2x1 --dpi 40 -q ";
  REQUIRE(run(sheets + "-j 1 -o '" + (dir / "one-{n}-{sheet}.png").string() + "'").code == 0);
  REQUIRE(run(sheets + "-j 3 -o '" + (dir / "three-{n}-{sheet}.png").string() + "'").code == 0);
  for (const std::string name : {"1-A1", "1-B1", "1-assembly", "2-A1", "3-assembly"}) {
    INFO(name);
    CHECK(uu::read_file(dir / ("one-" + name + ".png")) == uu::read_file(dir / ("three-" + name + ".png")));
  }
}

TEST_CASE("render: SVG is sized in mm; PNG has the pixels and records the DPI", "[render]") {
  const fs::path dir = scratch("svg-png");
  REQUIRE(run("--seed s --paper letter --portrait -o " + (dir / "b.svg").string()).code == 0);
  CHECK_THAT(uu::read_file(dir / "b.svg"), Catch::Contains("width=\"215.9mm\" height=\"279.4mm\" viewBox=\"0 0 215.9 279.4\""));
  REQUIRE(run("--seed s --dpi 100 -o " + (dir / "b.png").string()).code == 0);
  const std::string png = uu::read_file(dir / "b.png");
  REQUIRE(png.size() > 60);
  CHECK(png.compare(12, 4, "IHDR") == 0);
  CHECK(be32(png, 16) == static_cast<std::uint32_t>(std::lround(297.0 * 100 / 25.4)));
  CHECK(be32(png, 20) == static_cast<std::uint32_t>(std::lround(210.0 * 100 / 25.4)));
  CHECK(png.compare(37, 4, "pHYs") == 0);
  CHECK(be32(png, 41) == 3937);  // 100 dpi in pixels per metre
  CHECK(png[49] == 1);
  REQUIRE(run("--seed s --format svg -o " + dir.string()).code == 0);
  CHECK(fs::exists(dir / "uuboard-s-4p.svg"));
}

TEST_CASE("render: bad render options exit 2 naming the value and what is allowed", "[render][cli]") {
  const fs::path dir = scratch("bad");
  const std::string out = (dir / "b.pdf").string();
  Run r = run("--format tiff -o " + out);
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains("tiff") && Catch::Contains("svg"));
  r = run("--dpi 5 -o " + out);
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains("5") && Catch::Contains("30 to 2400"));
  r = run("--duplex sideways -o " + out);
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains("sideways") && Catch::Contains("long or short"));
  CHECK(fs::is_empty(dir));
}
