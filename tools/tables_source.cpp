// Build-time step: reads data/game.json with the same loader and checks as `--data`, and
// writes a C++ source that builds the same Dictionary without parsing anything, so the
// program does not parse its own tables at every start. A table that breaks a rule stops
// the build with the loader's message.
//
//   uuboard_tables_source data/game.json generated/builtin_tables.cpp
#include <cstdio>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "uuboard/dictionary.hpp"

namespace {

// A C++ string literal of any bytes: printable ASCII as it is, the rest as three-digit
// octal escapes (which, unlike \x, never swallow a following digit).
std::string literal(const std::string& text) {
  std::string out = "std::string(\"";
  for (const char ch : text) {
    const auto byte = static_cast<unsigned char>(ch);
    if (ch == '"' || ch == '\\') {
      out += '\\';
      out += ch;
    } else if (byte >= 0x20 && byte < 0x7f) {
      out += ch;
    } else {
      out += fmt::format("\\{:03o}", byte);
    }
  }
  return out + fmt::format("\", {})", text.size());
}

// The shortest text that reads back as the same double ({fmt} guarantees the round trip).
std::string number(double value) { return fmt::format("{}", value); }

std::string optional_text(const std::optional<std::string>& value) { return value ? literal(*value) : "std::nullopt"; }
std::string optional_int(const std::optional<int>& value) { return value ? fmt::format("{}", *value) : "std::nullopt"; }
std::string optional_number(const std::optional<double>& value) { return value ? number(*value) : "std::nullopt"; }
std::string flag(bool value) { return value ? "true" : "false"; }

std::string texts(const std::vector<std::string>& items) {
  std::string out = "std::vector<std::string>{";
  for (const std::string& item : items) out += literal(item) + ", ";
  return out + "}";
}

template <class T, class Emit>
std::string list(const char* type, const std::vector<T>& items, Emit emit) {
  std::string out = fmt::format("std::vector<{}>{{\n", type);
  for (const T& item : items) out += "      " + emit(item) + ",\n";
  return out + "  }";
}

std::string category(const uu::Category& c) {
  return fmt::format("Category{{.name = {}, .color = {}, .light_color = {}}}", literal(c.name), literal(c.color), literal(c.light_color));
}

std::string expansion(const uu::ExpansionInfo& e) {
  return fmt::format("ExpansionInfo{{.name = {}, .label = {}, .adds_node_types = {}}}", literal(e.name), literal(e.label),
                     flag(e.adds_node_types));
}

std::string node_type(const uu::NodeType& t) {
  return fmt::format(
      "NodeType{{.name = {}, .expansion = {}, .category = {}, .actions = {}, .prob = {}, .min = {}, .max = {}, "
      ".max_sequence = {}, .forbidden_on_border = {}, .min_border_distance = {}, .max_border_distance = {}, "
      ".needs_number = {}, .requirements = {}, .power_dots = {}, .extra_power_dots = {}, .icon = {}, .effect = {}}}",
      literal(t.name), optional_text(t.expansion), literal(t.category), texts(t.actions), number(t.prob), t.min, optional_int(t.max),
      t.max_sequence, flag(t.forbidden_on_border), optional_number(t.min_border_distance), optional_number(t.max_border_distance),
      optional_text(t.needs_number), texts(t.requirements), optional_int(t.power_dots), t.extra_power_dots, t.icon,
      optional_text(t.effect));
}

std::string mission(const uu::Mission& m) {
  return fmt::format(
      "Mission{{.name = {}, .expansion = {}, .color = {}, .light_color = {}, .prob = {}, .relevant_nodes = {}, .icon = {}, "
      ".effect = {}}}",
      literal(m.name), optional_text(m.expansion), literal(m.color), literal(m.light_color), number(m.prob),
      texts(m.relevant_nodes), m.icon, optional_text(m.effect));
}

std::string weighted(const uu::WeightedName& w) {
  return fmt::format("WeightedName{{.name = {}, .prob = {}, .icon = {}}}", literal(w.name), number(w.prob), w.icon);
}

std::string energetic(const uu::EnergeticNode& e) {
  return fmt::format("EnergeticNode{{.type = {}, .weight = {}}}", literal(e.type), number(e.weight));
}

std::string source(const uu::Dictionary& d) {
  std::string out =
      "// Generated at build time by tools/tables_source.cpp from data/game.json. Do not edit.\n"
      "#include \"model/builtin_tables.hpp\"\n\n"
      "namespace uu {\n\n"
      "Dictionary builtin_tables() {\n"
      "  Dictionary d;\n";
  out += "  d.categories = " + list("Category", d.categories, category) + ";\n";
  out += "  d.action_types = " + texts(d.action_types) + ";\n";
  out += "  d.expansions = " + list("ExpansionInfo", d.expansions, expansion) + ";\n";
  out += "  d.node_types = " + list("NodeType", d.node_types, node_type) + ";\n";
  out += "  d.missions = " + list("Mission", d.missions, mission) + ";\n";
  out += "  d.first_game_missions = " + texts(d.first_game_missions) + ";\n";
  out += "  d.expeditions = " + list("WeightedName", d.expeditions, weighted) + ";\n";
  out += "  d.landmarks = " + list("WeightedName", d.landmarks, weighted) + ";\n";
  out += "  d.resources = " + list("WeightedName", d.resources, weighted) + ";\n";
  out += "  d.tiny_nodes = " + list("WeightedName", d.tiny_nodes, weighted) + ";\n";
  out += "  d.energetic_nodes = " + list("EnergeticNode", d.energetic_nodes, energetic) + ";\n";
  out += "  return d;\n}\n\n}  // namespace uu\n";
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: uuboard_tables_source GAME.json OUTPUT.cpp\n");
    return 2;
  }
  try {
    const uu::Dictionary dictionary = uu::load_dictionary_file(argv[1]);
    const std::string text = source(dictionary);
    const std::string temporary = std::string(argv[2]) + ".part";
    {
      std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
      out << text;
      if (!out.flush()) throw std::runtime_error(temporary + ": cannot write");
    }
    if (std::rename(temporary.c_str(), argv[2]) != 0) throw std::runtime_error(std::string(argv[2]) + ": cannot write");
  } catch (const std::exception& error) {
    std::fprintf(stderr, "uuboard_tables_source: %s\n", error.what());
    return 1;
  }
  return 0;
}
