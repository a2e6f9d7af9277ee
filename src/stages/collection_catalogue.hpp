#pragma once
// What stage "collection" knows of each dictionary type before it picks: the player (or
// size) scaling of the counts and, per type, its scaled counts, category, actions and
// requirements as indices. Used by collection.cpp.
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "uuboard/board.hpp"
#include "uuboard/dictionary.hpp"
#include "stages/stage_settings.hpp"

namespace uu {

// A count with no maximum.
inline constexpr std::int64_t unbounded_count = std::numeric_limits<int>::max();

// Scale factors as exact fractions num/15. By player count on a sheet. On a board given
// by its size, the maximum counts also grow with its free nodes against a four-player
// sheet's (never below the player count's), so the capped types can still fill a poster
// between them; the minimums keep the player count's factor, as a type bound to the
// border (Water) gets a strip that grows with the perimeter, not the area.
struct Scale {
  int min_num = 15;
  int max_num = 15;
};

Scale scale_for(const StageSettings& settings, std::int64_t free_nodes);

// Whether a board of these settings may use the type: not the center's, and its
// expansion (if any) on.
bool type_enabled(const NodeType& t, const StageSettings& settings);

// The length, in board units, of one cell of the original's grid for the border
// distances: the lattice's closer spacing, at most 1, rounded to thousandths.
double border_cell(const StageSettings& settings);

// Scaling: counts scale by the original's factor f (1 up to 6 players, 26/15 at 7-8,
// 47/15 at 9; on a board given by --size, the maximums by its free nodes / 75, those of
// a four-player sheet, when that is larger), min' = round(min·f), max' = round(max·f),
// and every collected type keeps min' >= 1 so a requirement is always present. Border
// distances and max_sequence do not scale with the players: our units are square and the
// board grows with the player count, so an unscaled distance keeps its meaning (the
// original's doubling at 9 players leaves Critters a one-unit strip), and clusters stay
// as small as the designer meant them. A border distance counts cells of the lattice as
// the original's count cells of its grid (border_cell): on a sheet flatter than the
// original's, its rows lie closer than a unit.
//
// A dictionary type's rules on this board: its counts scaled, its border distances in
// units (cells times `cell`).
TypeRules effective_rules(const NodeType& t, Scale scale_by, double cell);

// Whether these settings turn on an expansion that adds node types: the collection then
// draws the board's types; otherwise it takes every enabled one.
bool draws_types(const Dictionary& dict, const StageSettings& settings);

// The node types every board of these settings holds whatever its seed, with their rules
// on the board (scaled minimums, border distances): every enabled type when the
// collection takes them all, none when it draws them.
std::vector<TypeRules> certain_types(const Dictionary& dict, const StageSettings& settings);

// The most regular nodes the tables' types can cover on a board of these settings with
// `free_nodes` of them: the scaled maximums added up over the types the collection may
// take (every enabled type, or when it draws them those it can draw, with a prob above
// 0); unbounded_count when one of them has no maximum.
std::int64_t coverable_nodes(const Dictionary& dict, const StageSettings& settings, std::int64_t free_nodes);

// What the collection needs of each dictionary type, by dictionary index, with names
// turned into indices (categories, action types and requirements: the loader keeps
// every table's names unique). Built once per board and shared by every round, so a
// round copies no strings and its many fits() checks compare integers.
struct Catalogue {
  struct Type {
    int min = 0;
    std::int64_t max = unbounded_count;  // the scaled maximum, unbounded_count when the type has none
    int expected = 0;      // expected_count
    double prob = 0.0;
    bool enabled = false;
    bool cuts = false;
    int category = -1;  // index into dict.categories
    // The action types it has among the first 64 (bit k: action_types[k]), for
    // coverage_floor; a designer's table never has more, and one past the 64th is
    // then seen as covered by no type, which only lowers the floor.
    std::uint64_t action_bits = 0;
    // Ranges in `actions` (indices into dict.action_types) and `required` (node types).
    int actions_begin = 0, actions_end = 0, required_begin = 0, required_end = 0;
    // Range in `reach`: its requirements, theirs and so on, without itself.
    int reach_begin = 0, reach_end = 0;
  };
  std::vector<Type> types;
  std::vector<int> actions, required, reach;
  std::size_t category_count = 0;

  Catalogue(const Dictionary& dict, const StageSettings& settings, Scale scale_by);

  const Type& operator[](int i) const { return types[static_cast<std::size_t>(i)]; }
  std::span<const int> actions_of(int i) const {
    const Type& t = (*this)[i];
    return std::span<const int>(actions).subspan(static_cast<std::size_t>(t.actions_begin),
                                                 static_cast<std::size_t>(t.actions_end - t.actions_begin));
  }
  std::span<const int> required_of(int i) const {
    const Type& t = (*this)[i];
    return std::span<const int>(required).subspan(static_cast<std::size_t>(t.required_begin),
                                                  static_cast<std::size_t>(t.required_end - t.required_begin));
  }
  std::span<const int> reach_of(int i) const {
    const Type& t = (*this)[i];
    return std::span<const int>(reach).subspan(static_cast<std::size_t>(t.reach_begin),
                                               static_cast<std::size_t>(t.reach_end - t.reach_begin));
  }
  bool has_action(int i, int action) const {
    const std::span<const int> own = actions_of(i);
    return std::find(own.begin(), own.end(), action) != own.end();
  }

 private:
  void find_reaches();
};

}  // namespace uu
