// A book: several boards drawn into one PDF document (PdfBook). Each of its pages looks
// exactly as the page of the board's own PDF, and what the boards share (fonts, icons,
// power dots, node circles) is written once.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "process.hpp"
#include "uuboard/generate.hpp"
#include "io/io.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/render/output.hpp"

namespace fs = std::filesystem;

namespace {

uu::Scene board_pages(const char* seed, int players, bool legend, bool secret_board) {
  uu::GenerateOptions options;
  options.seed = seed;
  options.board.players = players;
  options.board.expansions = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};
  uu::LayoutOptions layout;
  layout.legend = legend;
  layout.secret_board = secret_board;
  return uu::layout(uu::generate(options), layout);
}

// Page `page` (from 1) of `pdf` as PNG bytes, rasterised by poppler.
std::string raster(const fs::path& pdf, std::size_t page) {
  const fs::path png = pdf.parent_path() / ("page-" + std::to_string(page));
  const auto run = uu_test::run_command("pdftoppm -r 40 -png -singlefile -f " + std::to_string(page) + " -l " + std::to_string(page) + " '" +
                                        pdf.string() + "' '" + png.string() + "'");
  REQUIRE(run.code == 0);
  std::ifstream in(png.string() + ".png", std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("pdf book: every page looks as in the board's own PDF", "[render][pdf]") {
  const fs::path dir = uu_test::scratch_dir("pdf-book");
  // The first board comes again last, so that its pages draw only what the book holds already.
  const std::vector<uu::Scene> scenes = {board_pages("book-a", 4, true, false), board_pages("book-b", 6, false, true),
                                         board_pages("book-a", 4, true, false)};
  uu::write_file_atomic(dir / "book.pdf", uu::render_pdf(scenes, {"book", "three boards", "test", "test"}));
  std::size_t book_page = 0;
  for (std::size_t k = 0; k < scenes.size(); ++k) {
    const fs::path own = dir / ("own-" + std::to_string(k) + ".pdf");
    uu::write_file_atomic(own, uu::render_pdf(scenes[k]));
    for (std::size_t page = 1; page <= scenes[k].pages.size(); ++page) {
      INFO("board " << k << ", page " << page);
      const std::string expected = raster(own, page);
      REQUIRE(expected.size() > 1000);
      CHECK(raster(dir / "book.pdf", ++book_page) == expected);
    }
  }
  CHECK(book_page == 6);
}

TEST_CASE("pdf book: a board already in the book adds only its pages' content", "[render][pdf]") {
  const uu::Scene board = board_pages("book-shared", 4, false, false);
  const uu::SceneInfo info{"book", "shared drawings", "test", "test"};
  const std::string alone = uu::render_pdf(board);
  const std::vector<uu::Scene> twice = {board, board};
  const std::string book = uu::render_pdf(twice, info);
  // Drawn alone the board writes its fonts, its forms (icons, dots, circles) and its
  // page; the second copy in the book refers to the first one's fonts and forms.
  CHECK(book.size() > alone.size());
  CHECK(book.size() - alone.size() < alone.size() / 2);
}
