// make_board SEED [PLAYERS [FILE.json]]: one board with every expansion, checked
// against every rule, its size printed and, with a file name, saved in the board
// format (docs/board-format.md): the same bytes as
// `uuboard --seed SEED -p PLAYERS -e all -o FILE.json`, ready for `uuboard render`.
#include <cstdio>
#include <exception>
#include <fstream>
#include <string>

#include <uuboard/board_json.hpp>
#include <uuboard/dictionary.hpp>
#include <uuboard/generate.hpp>
#include <uuboard/options.hpp>
#include <uuboard/validate.hpp>

int main(int argc, char** argv) {
  if (argc < 2 || argc > 4) {
    std::fprintf(stderr, "usage: make_board SEED [PLAYERS [FILE.json]]\n");
    return 2;
  }
  try {
    uu::GenerateOptions options;
    options.seed = argv[1];
    options.board.players = argc > 2 ? std::stoi(argv[2]) : 4;
    options.board.expansions = uu::parse_expansions("all", uu::builtin_dictionary());
    const uu::Board board = uu::generate(options);

    const auto broken = uu::validate(board);
    for (const std::string& rule : broken) std::fprintf(stderr, "broken: %s\n", rule.c_str());
    std::printf("%s: %zu nodes, %zu edges, %s\n", board.seed.c_str(), board.nodes.size(), board.edges.size(),
                broken.empty() ? "every rule holds" : "rules broken");

    if (argc > 3) {
      std::ofstream out(argv[3], std::ios::binary);
      out << uu::board_to_json_text(board);
      if (!out.flush()) {
        std::fprintf(stderr, "make_board: cannot write %s\n", argv[3]);
        return 3;
      }
    }
    return broken.empty() ? 0 : 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "make_board: %s\n", e.what());
    return 1;
  }
}
