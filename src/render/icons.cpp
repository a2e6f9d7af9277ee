// The pictograms, drawn by hand for uuboard as path data in the unit box [-1, 1]
// (y down, angles in degrees clockwise from +x). Each is built from a few strokes,
// filled shapes and paper cut-outs, so it stays readable at 7 mm and has its own
// silhouette: a node's type never depends on colour alone.
// The shapes they are made of are in icon_shapes.hpp.
#include "render/icons.hpp"

#include <cctype>
#include <cmath>
#include <numbers>
#include <string>

#include "render/icon_shapes.hpp"
#include "geom/trig.hpp"

namespace uu {

namespace {

using namespace icon_shapes;

Pts bug_legs(double y0, double dx, double dy) { return {{-0.3, y0}, {-0.3 - dx, y0 + dy}}; }

Icon bug(bool boss) {
  Icon i;
  if (!boss) {
    i.parts = {fill(ellipse_pts({0, 0.15}, 0.38, 0.55)), disc({0, -0.55}, 0.24), line({{-0.1, -0.7}, {-0.38, -0.95}}, 0.1),
               line({{0.1, -0.7}, {0.38, -0.95}}, 0.1)};
    for (double y : {-0.1, 0.2, 0.5}) {
      i.parts.push_back(line(bug_legs(y, 0.5, y - 0.15), 0.12));
      i.parts.push_back(line(mirror_x(bug_legs(y, 0.5, y - 0.15)), 0.12));
    }
    return i;
  }
  const Pts jaw = {{-0.12, -0.45}, {-0.5, -0.65}, {-0.45, -0.98}, {-0.2, -0.78}};
  i.parts = {fill(ellipse_pts({0, 0.3}, 0.45, 0.58)), disc({0, -0.3}, 0.28), line(jaw, 0.16), line(mirror_x(jaw), 0.16)};
  for (double y : {0.1, 0.4, 0.7}) {
    i.parts.push_back(line(bug_legs(y, 0.6, y - 0.45), 0.13));
    i.parts.push_back(line(mirror_x(bug_legs(y, 0.6, y - 0.45)), 0.13));
  }
  i.parts.push_back(paper_disc({-0.12, -0.35}, 0.07));
  i.parts.push_back(paper_disc({0.12, -0.35}, 0.07));
  return i;
}

Pts shield_pts() { return {{0, -0.92}, {0.75, -0.62}, {0.7, 0.1}, {0, 0.92}, {-0.7, 0.1}, {-0.75, -0.62}}; }

Pts bolt_pts(double s) {
  Pts p = {{0.2, -0.95}, {-0.5, 0.1}, {0.0, 0.1}, {-0.2, 0.95}, {0.55, -0.2}, {0.05, -0.2}, {0.45, -0.95}};
  for (Vec2& q : p) q = q * s;
  return p;
}

std::vector<std::pair<std::string_view, Icon>> node_type_icons() {
  std::vector<std::pair<std::string_view, Icon>> v;
  v.push_back({"Oil", {{fill(join({{0, -0.95}}, arc_pts({0, 0.25}, 0.62, -31, 211, 20))), paper(ellipse_pts({-0.22, 0.3}, 0.08, 0.2, 20))}}});
  v.push_back({"Fish", {{fill(ellipse_pts({-0.15, 0}, 0.62, 0.4)), fill({{0.3, 0}, {0.92, -0.45}, {0.92, 0.45}}),
                         paper_disc({-0.47, -0.08}, 0.09)}}});
  v.push_back({"Water", {{line(wave_pts(-0.85, 0.85, -0.5, 0.15, 2)), line(wave_pts(-0.85, 0.85, 0, 0.15, 2)),
                          line(wave_pts(-0.85, 0.85, 0.5, 0.15, 2))}}});
  v.push_back({"Wood", {{outline({{-0.5, -0.42}, {0.85, -0.42}, {0.85, 0.42}, {-0.5, 0.42}}), paper(ellipse_pts({-0.5, 0}, 0.28, 0.42)),
                         outline(ellipse_pts({-0.5, 0}, 0.28, 0.42)), ring({-0.5, 0}, 0.1, 0.1), line({{0.0, -0.1}, {0.6, -0.1}}, 0.1),
                         line({{0.2, 0.15}, {0.7, 0.15}}, 0.1)}}});
  v.push_back({"Fruit", {{disc({0, 0.22}, 0.64), line({{0, -0.35}, {0.1, -0.85}}, 0.14),
                          fill({{0.1, -0.62}, {0.35, -0.95}, {0.75, -0.88}, {0.5, -0.6}}), paper(ellipse_pts({-0.28, 0.05}, 0.1, 0.18, 30))}}});
  v.push_back({"Dynamite", {{fill(rect_pts(-0.62, -0.2, -0.24, 0.9)), fill(rect_pts(-0.19, -0.2, 0.19, 0.9)), fill(rect_pts(0.24, -0.2, 0.62, 0.9)),
                             paper(rect_pts(-0.7, 0.25, 0.7, 0.38)), line({{0, -0.2}, {0.05, -0.45}, {0.3, -0.62}}, 0.1),
                             fill(star_pts({0.42, -0.72}, 6, 0.28, 0.1))}}});
  v.push_back({"Stardust", {{fill(star_pts({-0.22, 0.15}, 4, 0.72, 0.18)), fill(star_pts({0.55, -0.55}, 4, 0.38, 0.1)),
                             fill(star_pts({0.6, 0.62}, 4, 0.28, 0.08))}}});
  v.push_back({"Critters", bug(false)});
  v.push_back({"Puppy", {{fill(ellipse_pts({-0.6, 0}, 0.22, 0.48, 15)), fill(ellipse_pts({0.6, 0}, 0.22, 0.48, -15)), disc({0, 0.1}, 0.55),
                          paper_disc({-0.2, -0.05}, 0.09), paper_disc({0.2, -0.05}, 0.09), paper(ellipse_pts({0, 0.38}, 0.26, 0.18)),
                          disc({0, 0.3}, 0.08)}}});
  {
    Icon clock{{ring({0, 0}, 0.8), line({{0, 0}, {0, -0.55}}), line({{0, 0}, {0.42, 0.15}}), disc({0, 0}, 0.09)}};
    for (int k = 0; k < 4; ++k) clock.parts.push_back(line({polar({0, 0}, 0.62, 90.0 * k), polar({0, 0}, 0.8, 90.0 * k)}, 0.1));
    v.push_back({"Clock", clock});
  }
  v.push_back({"Critter Boss", bug(true)});
  v.push_back({"Leapfrog", {{fill(ellipse_pts({0, 0.35}, 0.78, 0.45)), disc({-0.42, -0.1}, 0.27), disc({0.42, -0.1}, 0.27),
                             paper_disc({-0.42, -0.12}, 0.11), paper_disc({0.42, -0.12}, 0.11),
                             paper_line(arc_pts({0, 0.05}, 0.45, 40, 140, 10), 0.08), line(arc_pts({0, 0.2}, 0.95, 215, 325, 10), 0.08)}}});
  v.push_back({"Stone", {{fill({{-0.85, 0.5}, {-0.65, -0.1}, {-0.3, -0.55}, {0.25, -0.62}, {0.72, -0.2}, {0.88, 0.45}, {0.4, 0.68}, {-0.4, 0.7}}),
                          paper_line({{-0.1, -0.5}, {0.05, -0.1}, {-0.15, 0.25}}, 0.09)}}});
  v.push_back({"Shield", {{fill(shield_pts()), paper_line({{0, -0.65}, {0, 0.6}}, 0.1), paper_line({{-0.5, -0.3}, {0.5, -0.3}}, 0.1)}}});
  v.push_back({"Fire", {{fill({{0, -0.95}, {0.35, -0.45}, {0.65, -0.1}, {0.7, 0.35}, {0.45, 0.8}, {0, 0.95}, {-0.45, 0.8}, {-0.7, 0.35},
                               {-0.6, -0.15}, {-0.35, 0.15}, {-0.3, -0.4}}),
                         paper({{0, 0.05}, {0.25, 0.4}, {0.2, 0.75}, {0, 0.82}, {-0.2, 0.75}, {-0.25, 0.45}})}}});
  v.push_back({"Poison", {{disc({0, -0.18}, 0.66), fill(rect_pts(-0.36, 0.25, 0.36, 0.8)), paper_disc({-0.26, -0.18}, 0.18),
                           paper_disc({0.26, -0.18}, 0.18), paper({{0, 0.08}, {-0.09, 0.26}, {0.09, 0.26}}),
                           paper_line({{-0.12, 0.52}, {-0.12, 0.82}}, 0.07), paper_line({{0.12, 0.52}, {0.12, 0.82}}, 0.07)}}});
  v.push_back({"Healing", {{fill({{-0.26, -0.85}, {0.26, -0.85}, {0.26, -0.26}, {0.85, -0.26}, {0.85, 0.26}, {0.26, 0.26}, {0.26, 0.85},
                                  {-0.26, 0.85}, {-0.26, 0.26}, {-0.85, 0.26}, {-0.85, -0.26}, {-0.26, -0.26}})}}});
  v.push_back({"Parasite", {{line({{-0.85, 0.65}, {-0.5, 0.3}, {-0.15, 0.5}, {0.15, 0.1}, {0.42, 0.15}}, 0.24), disc({0.6, -0.05}, 0.26),
                             paper_disc({0.66, -0.12}, 0.07), line({{0.72, -0.28}, {0.85, -0.6}}, 0.08), line({{0.55, -0.3}, {0.5, -0.65}}, 0.08)}}});
  {
    Icon sun{{disc({0, 0}, 0.42)}};
    for (int k = 0; k < 8; ++k) sun.parts.push_back(line({polar({0, 0}, 0.6, 45.0 * k), polar({0, 0}, 0.92, 45.0 * k)}, 0.14));
    v.push_back({"Sun", sun});
  }
  v.push_back({"Moon", {{fill(crescent_pts(0.8, 0.42, 0.66, -25))}}});
  v.push_back({"Knowledge", {{outline({{-0.92, -0.55}, {-0.04, -0.4}, {-0.04, 0.75}, {-0.92, 0.6}}, 0.12),
                              outline({{0.92, -0.55}, {0.04, -0.4}, {0.04, 0.75}, {0.92, 0.6}}, 0.12),
                              line({{-0.75, -0.25}, {-0.22, -0.17}}, 0.08), line({{-0.75, 0.05}, {-0.22, 0.13}}, 0.08),
                              line({{-0.75, 0.35}, {-0.22, 0.43}}, 0.08), line({{0.75, -0.25}, {0.22, -0.17}}, 0.08),
                              line({{0.75, 0.05}, {0.22, 0.13}}, 0.08)}}});
  v.push_back({"Black Matter", {{disc({0, 0}, 0.45), outline(ellipse_pts({0, 0}, 0.92, 0.3, -25), 0.12)}}});
  v.push_back({"Chameleon", {{ring({0, 0}, 0.5, 0.12), fill(join({{0, -0.5}}, arc_pts({0, 0}, 0.5, 270, 90, 12))),
                              line(arc_pts({0, 0}, 0.82, 200, 330, 12), 0.12), arrow_head(polar({0, 0}, 0.82, 338), 68, 0.28),
                              line(arc_pts({0, 0}, 0.82, 20, 150, 12), 0.12), arrow_head(polar({0, 0}, 0.82, 158), 248, 0.28)}}});
  v.push_back({"Night Owl", {{line(arc_pts({0, -0.05}, 0.88, 25, 155, 12), 0.14), ring({-0.38, -0.1}, 0.3), ring({0.38, -0.1}, 0.3),
                              disc({-0.38, -0.1}, 0.12), disc({0.38, -0.1}, 0.12), fill({{-0.13, 0.25}, {0.13, 0.25}, {0, 0.55}}),
                              fill({{-0.78, -0.42}, {-0.6, -0.95}, {-0.36, -0.48}}), fill({{0.78, -0.42}, {0.6, -0.95}, {0.36, -0.48}})}}});
  {
    Pts ghost = arc_pts({0, -0.15}, 0.68, 180, 360, 14);
    ghost.push_back({0.68, 0.88});
    for (int k = 1; k <= 5; ++k) ghost.push_back({0.68 - 0.272 * k, k % 2 ? 0.62 : 0.88});
    v.push_back({"Curse", {{fill(ghost), paper(ellipse_pts({-0.24, -0.15}, 0.1, 0.17)), paper(ellipse_pts({0.24, -0.15}, 0.1, 0.17)),
                            paper(ellipse_pts({0, 0.22}, 0.14, 0.1))}}});
  }
  v.push_back({"Wall Plant", {{outline(rect_pts(-0.85, -0.15, 0.85, 0.88), 0.1), line({{-0.85, 0.36}, {0.85, 0.36}}, 0.1),
                               line({{0, -0.15}, {0, 0.36}}, 0.1), line({{-0.42, 0.36}, {-0.42, 0.88}}, 0.1), line({{0.42, 0.36}, {0.42, 0.88}}, 0.1),
                               line({{-0.75, -0.15}, {-0.45, -0.5}, {0, -0.62}, {0.45, -0.55}, {0.75, -0.75}}, 0.1),
                               fill(leaf_pts({-0.45, -0.72}, 0.22, 0.1, -30)), fill(leaf_pts({0.1, -0.82}, 0.22, 0.1, 20)),
                               fill(leaf_pts({0.5, -0.32}, 0.22, 0.1, 40))}}});
  v.push_back({"Village Ruins", {{fill({{-0.8, 0.88}, {-0.8, -0.15}, {0, -0.85}, {0.3, -0.6}, {0.15, -0.35}, {0.45, -0.2}, {0.55, -0.4},
                                        {0.8, -0.15}, {0.8, 0.3}, {0.6, 0.45}, {0.8, 0.88}}),
                                  paper(rect_pts(-0.2, 0.35, 0.2, 0.88)), paper(rect_pts(-0.55, -0.05, -0.3, 0.2))}}});
  v.push_back({"Electricity", {{fill(bolt_pts(1.0))}}});
  v.push_back({"Battery", {{outline(rect_pts(-0.45, -0.68, 0.45, 0.9)), fill(rect_pts(-0.18, -0.92, 0.18, -0.68)),
                            fill(rect_pts(-0.27, 0.36, 0.27, 0.72)), fill(rect_pts(-0.27, -0.04, 0.27, 0.24))}}});
  v.push_back({"Shovel", {{line({{0.72, -0.88}, {-0.02, -0.05}}, 0.15), line({{0.5, -0.95}, {0.95, -0.62}}, 0.15),
                           fill({{-0.2, -0.25}, {0.22, 0.12}, {-0.2, 0.72}, {-0.58, 0.9}, {-0.75, 0.75}, {-0.62, 0.32}})}}});
  v.push_back({"Factory", {{fill({{-0.9, 0.85}, {-0.9, -0.1}, {-0.45, -0.45}, {-0.45, -0.1}, {0, -0.45}, {0, -0.1}, {0.45, -0.45},
                                  {0.45, -0.92}, {0.8, -0.92}, {0.8, 0.85}}),
                            paper(rect_pts(-0.7, 0.2, -0.45, 0.45)), paper(rect_pts(-0.25, 0.2, 0.0, 0.45)), paper(rect_pts(0.2, 0.2, 0.45, 0.45))}}});
  v.push_back({"Electric Shield", {{outline(shield_pts(), 0.14), fill(bolt_pts(0.55))}}});
  {
    Pts top = join({{-0.9, -0.35}}, arc_pts({0.35, -0.6}, 0.25, 90, -180, 12));
    Pts mid = join({{-0.9, 0.1}}, arc_pts({0.6, -0.15}, 0.25, 90, -180, 12));
    Pts low = join({{-0.7, 0.47}}, arc_pts({0.2, 0.7}, 0.23, -90, 180, 12));
    v.push_back({"Wind", {{line(top, 0.13), line(mid, 0.13), line(low, 0.13)}}});
  }
  {
    Icon dino{{fill(ellipse_pts({-0.05, 0.25}, 0.55, 0.38)), fill({{0.3, 0.05}, {0.55, -0.55}, {0.95, -0.62}, {0.95, -0.38}, {0.7, -0.35}, {0.5, 0.25}}),
               fill({{-0.5, 0.05}, {-0.98, 0.55}, {-0.4, 0.45}}), fill(rect_pts(-0.38, 0.45, -0.16, 0.92)), fill(rect_pts(0.12, 0.45, 0.34, 0.92)),
               paper_disc({0.78, -0.5}, 0.06)}};
    for (double x : {-0.4, -0.1, 0.2}) dino.parts.push_back(fill({{x - 0.13, -0.05}, {x, -0.45}, {x + 0.13, -0.05}}));
    v.push_back({"Dragon Dino", dino});
  }
  v.push_back({"Untamed Wildlands", {{fill({{-0.45, -0.5}, {-0.9, 0.55}, {0.0, 0.55}}), fill({{0.35, -0.95}, {-0.15, 0.35}, {0.85, 0.35}}),
                                      line({{-0.45, 0.5}, {-0.45, 0.88}}, 0.14), line({{0.35, 0.3}, {0.35, 0.88}}, 0.14),
                                      line({{-0.95, 0.88}, {0.95, 0.88}}, 0.1)}}});
  v.push_back({"Biomass", {{line({{0, 0.7}, {0, -0.15}}, 0.14), fill(leaf_pts({-0.4, -0.42}, 0.45, 0.22, 40)),
                            fill(leaf_pts({0.4, -0.55}, 0.45, 0.22, -40)),
                            fill(join({{-0.75, 0.92}}, ellipse_pts({0, 0.92}, 0.75, 0.32, 0, 180, 360, 12)))}}});
  return v;
}

std::vector<std::pair<std::string_view, Icon>> mission_icons() {
  std::vector<std::pair<std::string_view, Icon>> v;
  v.push_back({"Preserver", {{line(arc_pts({0, 0.55}, 0.78, 180, 360)), line({{-0.95, 0.6}, {0.95, 0.6}}), disc({0, 0.2}, 0.26)}}});
  v.push_back({"Peacemaker", {{line({{-0.6, -0.92}, {-0.6, 0.95}}, 0.14),
                               outline({{-0.6, -0.85}, {-0.2, -0.95}, {0.2, -0.75}, {0.7, -0.85}, {0.7, -0.05}, {0.2, 0.05}, {-0.2, -0.15}, {-0.6, -0.05}},
                                       0.12)}}});
  v.push_back({"Fighter", {{line({{-0.8, 0.8}, {0.75, -0.75}}), line({{0.8, 0.8}, {-0.75, -0.75}}), line({{-0.72, 0.3}, {-0.3, 0.72}}),
                            line({{0.72, 0.3}, {0.3, 0.72}}), disc({-0.85, 0.85}, 0.11), disc({0.85, 0.85}, 0.11)}}});
  {
    Icon feet{{fill(ellipse_pts({-0.4, 0.45}, 0.26, 0.42, -8)), fill(ellipse_pts({0.4, -0.2}, 0.26, 0.42, 8))}};
    for (int k = 0; k < 3; ++k) {
      feet.parts.push_back(disc({-0.58 + 0.17 * k, -0.1 - (k == 1 ? 0.05 : 0.0)}, 0.09));
      feet.parts.push_back(disc({0.22 + 0.17 * k, -0.76 - (k == 1 ? 0.05 : 0.0)}, 0.09));
    }
    v.push_back({"Traveler", feet});
  }
  {
    Pts a, b;
    for (int k = 0; k <= 24; ++k) {
      const double y = -0.9 + 1.8 * k / 24;
      a.push_back({0.45 * trig::sin(y * 3.3), y});
      b.push_back({-0.45 * trig::sin(y * 3.3), y});
    }
    Icon dna{{line(a, 0.12), line(b, 0.12)}};
    for (double y : {-0.7, -0.25, 0.2, 0.7}) {
      const double x = 0.45 * trig::sin(y * 3.3);
      dna.parts.push_back(line({{-x, y}, {x, y}}, 0.08));
    }
    v.push_back({"Biologist", dna});
  }
  v.push_back({"Collector", {{fill(rect_pts(-0.82, -0.05, 0.82, 0.8)), fill(join({{-0.82, -0.12}}, ellipse_pts({0, -0.12}, 0.82, 0.55, 0, 180, 360, 14))),
                              paper_line({{-0.82, -0.08}, {0.82, -0.08}}, 0.07), paper(rect_pts(-0.12, -0.22, 0.12, 0.15))}}});
  v.push_back({"Explorer", {{fill(rect_pts(-0.78, -0.6, -0.22, 0.05)), fill(rect_pts(0.22, -0.6, 0.78, 0.05)), fill(rect_pts(-0.25, -0.4, 0.25, -0.1)),
                             ring({-0.5, 0.38}, 0.34, 0.16), ring({0.5, 0.38}, 0.34, 0.16)}}});
  {
    const Vec2 c{-0.37, 0.49};
    v.push_back({"Digger", {{line({{-0.75, 0.88}, {0.3, -0.25}}, 0.15), line(arc_pts(c, 1.0, -88, -8, 12), 0.2),
                            fill({polar(c, 1.0, -88), polar(c, 1.12, -92), polar(c, 0.9, -86)})}}});
  }
  v.push_back({"Conqueror", {{fill({{-0.85, 0.6}, {-0.85, -0.55}, {-0.45, -0.05}, {0, -0.75}, {0.45, -0.05}, {0.85, -0.55}, {0.85, 0.6}}),
                              paper_disc({0, 0.25}, 0.12), paper_disc({-0.5, 0.28}, 0.09), paper_disc({0.5, 0.28}, 0.09)}}});
  v.push_back({"Destroyer", {{fill({{0, -0.95}, {0.18, -0.4}, {0.7, -0.72}, {0.45, -0.18}, {0.95, 0.05}, {0.42, 0.22}, {0.62, 0.8},
                                    {0.1, 0.42}, {-0.25, 0.95}, {-0.3, 0.4}, {-0.9, 0.55}, {-0.5, 0.05}, {-0.92, -0.35}, {-0.35, -0.3},
                                    {-0.45, -0.85}}),
                              paper(star_pts({0, 0.02}, 5, 0.3, 0.13))}}});
  return v;
}

std::vector<std::pair<std::string_view, Icon>> expedition_icons() {
  std::vector<std::pair<std::string_view, Icon>> v;
  v.push_back({"Research Race", {{outline({{-0.2, -0.9}, {0.2, -0.9}, {0.2, -0.3}, {0.72, 0.78}, {-0.72, 0.78}, {-0.2, -0.3}}, 0.13),
                                  fill({{-0.46, 0.24}, {0.46, 0.24}, {0.72, 0.78}, {-0.72, 0.78}}), line({{-0.35, -0.9}, {0.35, -0.9}}, 0.13)}}});
  {
    Icon cage{{outline(rect_pts(-0.7, -0.4, 0.7, 0.85), 0.12), line(ellipse_pts({0, -0.4}, 0.7, 0.42, 0, 180, 360, 14), 0.12),
               ring({0, -0.92}, 0.08, 0.08)}};
    for (double x : {-0.35, 0.0, 0.35}) cage.parts.push_back(line({{x, -0.8}, {x, 0.85}}, 0.1));
    v.push_back({"Trap", cage});
  }
  {
    Icon lead;
    for (double x : {-0.6, 0.0, 0.6})
      lead.parts.push_back(fill({{x - 0.32, -0.55}, {x - 0.05, -0.55}, {x + 0.3, 0}, {x - 0.05, 0.55}, {x - 0.32, 0.55}, {x + 0.03, 0}}));
    v.push_back({"Follow the Leader", lead});
  }
  v.push_back({"Whirlpool", {{line(spiral_pts(0.05, 0.9, 2.6), 0.13)}}});
  {
    Pts gear;
    for (int k = 0; k < 8; ++k) {
      const double a = 45.0 * k;
      for (double da : {-17.0, -10.0, 10.0, 17.0}) gear.push_back(polar({0, 0}, std::abs(da) > 12 ? 0.64 : 0.92, a + da));
    }
    v.push_back({"Refurbished Objects", {{fill(gear), paper_disc({0, 0}, 0.26)}}});
  }
  v.push_back({"Underground Disaster", {{line({{-0.95, -0.3}, {-0.12, -0.3}}, 0.14), line({{0.15, -0.3}, {0.95, -0.3}}, 0.14),
                                         fill({{-0.12, -0.3}, {0.15, -0.3}, {0.02, 0.05}, {0.22, 0.35}, {-0.05, 0.92}, {0.0, 0.4}, {-0.2, 0.1}}),
                                         fill({{-0.65, 0.15}, {-0.35, 0.2}, {-0.42, 0.48}, {-0.7, 0.42}}),
                                         fill({{0.45, 0.45}, {0.72, 0.4}, {0.7, 0.7}, {0.48, 0.72}}), line({{-0.6, -0.55}, {-0.5, -0.85}}, 0.08),
                                         line({{0.55, -0.55}, {0.65, -0.85}}, 0.08)}}});
  v.push_back({"Second Chance", {{line(arc_pts({0, 0}, 0.72, -50, 230, 24), 0.15), arrow_head(polar({0, 0}, 0.72, 240), 330, 0.38),
                                  disc({0, 0}, 0.2)}}});
  return v;
}

std::vector<std::pair<std::string_view, Icon>> landmark_icons() {
  std::vector<std::pair<std::string_view, Icon>> v;
  v.push_back({"Mountain", {{fill({{-0.95, 0.75}, {-0.35, -0.55}, {-0.08, -0.05}, {0.3, -0.82}, {0.95, 0.75}}),
                             paper({{0.3, -0.82}, {0.47, -0.47}, {0.33, -0.52}, {0.22, -0.42}, {0.13, -0.47}})}}});
  v.push_back({"Forest", {{disc({-0.42, -0.12}, 0.42), disc({0.38, -0.38}, 0.46), line({{-0.42, 0.2}, {-0.42, 0.85}}, 0.16),
                           line({{0.38, 0.0}, {0.38, 0.85}}, 0.16), line({{-0.95, 0.86}, {0.95, 0.86}}, 0.1)}}});
  v.push_back({"Lake", {{outline(ellipse_pts({0, 0.1}, 0.92, 0.56), 0.14), line(wave_pts(-0.5, 0.3, -0.02, 0.08, 1.5, 12), 0.09),
                         line(wave_pts(-0.2, 0.55, 0.28, 0.08, 1.5, 12), 0.09)}}});
  v.push_back({"Capital", {{fill(join({{-0.45, -0.25}}, arc_pts({0, -0.25}, 0.45, 180, 360, 12))), fill(rect_pts(-0.8, -0.28, 0.8, -0.12)),
                            fill(rect_pts(-0.85, 0.62, 0.85, 0.85)), line({{-0.58, -0.12}, {-0.58, 0.62}}, 0.13),
                            line({{-0.2, -0.12}, {-0.2, 0.62}}, 0.13), line({{0.2, -0.12}, {0.2, 0.62}}, 0.13),
                            line({{0.58, -0.12}, {0.58, 0.62}}, 0.13), line({{0, -0.7}, {0, -0.98}}, 0.08),
                            fill({{0, -0.98}, {0.3, -0.9}, {0, -0.8}})}}});
  v.push_back({"Caves", {{fill(join({{-0.95, 0.8}}, ellipse_pts({0, 0.8}, 0.95, 1.5, 0, 180, 360, 20))),
                          paper(join({{-0.4, 0.8}}, arc_pts({0, 0.8}, 0.4, 180, 360, 12)))}}});
  return v;
}

Pts lump(Vec2 c, double r, double turn) {
  Pts p;
  const double radii[] = {1.0, 0.85, 0.95, 0.8, 1.0, 0.9};
  for (int k = 0; k < 6; ++k) p.push_back(polar(c, r * radii[k], turn + 60.0 * k));
  return p;
}

// A crystal standing on `base`, leaning by `lean` degrees: a pointed prism `len` long.
Pts crystal(Vec2 base, double lean, double len, double wide) {
  const Pts upright = {{-wide / 2, 0}, {-wide / 2, -(len - 0.4)}, {0, -len}, {wide / 2, -(len - 0.4)}, {wide / 2, 0}};
  const double c = trig::cos(lean * std::numbers::pi / 180.0), s = trig::sin(lean * std::numbers::pi / 180.0);
  Pts p;
  for (Vec2 q : upright) p.push_back({base.x + q.x * c - q.y * s, base.y + q.x * s + q.y * c});
  return p;
}

// The cloud's outline: bumps of three circles over a flat foot.
Pts cloud_pts() {
  Pts p = {{-0.8, 0.45}};
  p = join(p, arc_pts({-0.45, 0.15}, 0.38, 145, 275, 8));
  p = join(p, arc_pts({0.08, -0.1}, 0.5, 200, 340, 10));
  p = join(p, arc_pts({0.55, 0.15}, 0.36, 265, 395, 8));
  p.push_back({0.8, 0.45});
  return p;
}

std::vector<std::pair<std::string_view, Icon>> resource_icons() {
  // Each its own kind of silhouette: lumps, a faceted outline, one block, a fan of
  // shards, a hollow cloud; none of parallel bars (the Pause tiny node's).
  std::vector<std::pair<std::string_view, Icon>> v;
  v.push_back({"Coal", {{fill(lump({-0.45, 0.4}, 0.44, 10)), fill(lump({0.45, 0.38}, 0.44, 35)), fill(lump({0, -0.38}, 0.46, 0))}}});
  v.push_back({"Diamonds", {{outline({{-0.88, -0.3}, {-0.45, -0.78}, {0.45, -0.78}, {0.88, -0.3}, {0, 0.88}}, 0.13),
                             line({{-0.88, -0.3}, {0.88, -0.3}}, 0.09), line({{-0.45, -0.78}, {-0.2, -0.3}, {0, 0.88}}, 0.09),
                             line({{0.45, -0.78}, {0.2, -0.3}, {0, 0.88}}, 0.09)}}});
  v.push_back({"Gold", {{fill({{-0.9, 0.6}, {0.9, 0.6}, {0.62, -0.02}, {-0.62, -0.02}}), fill({{-0.62, -0.02}, {0.62, -0.02}, {0.42, -0.34}, {-0.42, -0.34}}),
                         paper_line({{-0.6, -0.02}, {0.6, -0.02}}, 0.08), fill(star_pts({0.62, -0.68}, 4, 0.32, 0.08))}}});
  v.push_back({"Minerals", {{fill(crystal({-0.3, 0.82}, -38, 1.0, 0.34)), fill(crystal({0.3, 0.82}, 38, 0.92, 0.34)),
                             fill(crystal({0, 0.88}, 0, 1.75, 0.42)), paper_line({{0.02, -0.62}, {0.1, -0.1}}, 0.06)}}});
  v.push_back({"Gas", {{outline(cloud_pts(), 0.16), line({{-0.45, 0.72}, {0.45, 0.72}}, 0.12)}}});
  return v;
}

std::vector<std::pair<std::string_view, Icon>> tiny_icons() {
  std::vector<std::pair<std::string_view, Icon>> v;
  v.push_back({"Circle", {{paper_disc({0, 0}, 0.7), ring({0, 0}, 0.7, 0.22)}}});
  v.push_back({"Pause", {{fill(rect_pts(-0.62, -0.75, -0.24, 0.75)), fill(rect_pts(0.24, -0.75, 0.62, 0.75))}}});
  v.push_back({"Square", {{fill(rect_pts(-0.741, -0.741, 0.741, 0.741))}}});  // corners at the footprint's reach
  v.push_back({"Triangle", {{fill({{0.85, 0}, {-0.6, -0.78}, {-0.6, 0.78}})}}});
  v.push_back({"Cross", {{line({{-0.62, -0.62}, {0.62, 0.62}}, 0.3), line({{0.62, -0.62}, {-0.62, 0.62}}, 0.3)}}});
  return v;
}

const std::vector<std::pair<std::string_view, Icon>>& table(IconSet set) {
  static const std::vector<std::pair<std::string_view, Icon>> tables[] = {node_type_icons(), mission_icons(), expedition_icons(),
                                                                           landmark_icons(),  resource_icons(), tiny_icons()};
  return tables[static_cast<int>(set)];
}

}  // namespace

const Icon* find_icon(IconSet set, std::string_view name) {
  for (const auto& [n, icon] : table(set))
    if (n == name) return &icon;
  if (set == IconSet::mission && name == "Conquerer") return find_icon(set, "Conqueror");  // the original's spelling
  return nullptr;
}

std::vector<std::string_view> icon_names(IconSet set) {
  std::vector<std::string_view> names;
  for (const auto& entry : table(set)) names.push_back(entry.first);
  return names;
}

const Icon& compass_icon() {
  static const Icon icon = [] {
    Icon c{{ring({0, 0}, 0.8, 0.09)}};
    for (int k = 0; k < 4; ++k) {
      const double a = 90.0 * k - 90.0;
      c.parts.push_back(fill({polar({0, 0}, 1.0, a), polar({0, 0}, 0.74, a - 9), polar({0, 0}, 0.74, a + 9)}));
      c.parts.push_back(line({polar({0, 0}, 0.7, a + 45), polar({0, 0}, 0.8, a + 45)}, 0.07));
    }
    return c;
  }();
  return icon;
}

const Icon& center_icon() {
  static const Icon icon{{ring({0, 0}, 0.86, 0.1), fill(star_pts({0, 0}, 4, 0.78, 0.2, -90)), fill(star_pts({0, 0}, 4, 0.45, 0.14, -45)),
                          paper_disc({0, 0}, 0.1)}};
  return icon;
}

std::string initials(std::string_view name) {
  std::string out;
  bool start = true;
  for (char c : name) {
    if (c == ' ' || c == '-') {
      start = true;
      continue;
    }
    if (start && out.size() < 3) out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    start = false;
  }
  return out.empty() ? "?" : out;
}

}  // namespace uu
