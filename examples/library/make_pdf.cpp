// make_pdf SEED PLAYERS FILE.pdf: one board with every expansion, drawn as the program
// draws it (the board, then the legend) through uuboard::cairo: the same bytes as
// `uuboard --seed SEED -p PLAYERS -e all -o FILE.pdf`.
#include <cstdio>
#include <exception>
#include <fstream>
#include <string>

#include <uuboard/dictionary.hpp>
#include <uuboard/generate.hpp>
#include <uuboard/options.hpp>
#include <uuboard/render/layout.hpp>
#include <uuboard/render/output.hpp>

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: make_pdf SEED PLAYERS FILE.pdf\n");
    return 2;
  }
  try {
    uu::GenerateOptions options;
    options.seed = argv[1];
    options.board.players = std::stoi(argv[2]);
    options.board.expansions = uu::parse_expansions("all", uu::builtin_dictionary());
    const std::string pdf = uu::render_pdf(uu::layout(uu::generate(options), uu::LayoutOptions{}));
    std::ofstream out(argv[3], std::ios::binary);
    out << pdf;
    if (!out.flush()) {
      std::fprintf(stderr, "make_pdf: cannot write %s\n", argv[3]);
      return 3;
    }
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "make_pdf: %s\n", e.what());
    return 1;
  }
}
