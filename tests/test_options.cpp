#include <catch2/catch.hpp>

#include "uuboard/options.hpp"

TEST_CASE("expansions option takes all, none or a list, in canonical order", "[options]") {
  const uu::Dictionary& dict = uu::builtin_dictionary();
  const std::vector<std::string> every = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};
  CHECK(uu::parse_expansions("all", dict) == every);
  CHECK(uu::parse_expansions("ALL", dict) == every);
  CHECK(uu::parse_expansions("none", dict).empty());
  CHECK(uu::parse_expansions("", dict).empty());
  CHECK(uu::parse_expansions("sharp-scissors,nasty-nodes", dict) == std::vector<std::string>{"nasty-nodes", "sharp-scissors"});
  CHECK(uu::parse_expansions("electric, electric", dict) == std::vector<std::string>{"electric"});
}

TEST_CASE("expansions option refuses unknown names and lists the valid ones", "[options]") {
  const uu::Dictionary& dict = uu::builtin_dictionary();
  CHECK_THROWS_WITH(uu::parse_expansions("nasty-nodes,lasers", dict),
                    Catch::Contains("\"lasers\"") && Catch::Contains("nasty-nodes, nodes-of-knowledge, electric, extreme-expeditions, sharp-scissors"));
  CHECK_THROWS_AS(uu::parse_expansions("electric,", dict), uu::OptionError);
}
