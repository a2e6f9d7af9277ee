#pragma once
// The few shapes the pictograms (icons.cpp) are drawn from, in the unit box [-1, 1]
// (y down, angles in degrees clockwise from +x): points along arcs, ellipses, stars and
// waves, and the parts made of them (ink or paper, filled or stroked).
#include <vector>

#include "render/icons.hpp"
#include "uuboard/geom/vec2.hpp"

namespace uu::icon_shapes {

using Pts = std::vector<Vec2>;

Vec2 polar(Vec2 c, double r, double a);

// Points on a circular arc from a0 to a1 (either direction), ends included.
Pts arc_pts(Vec2 c, double r, double a0, double a1, int n = 16);
// Points on an ellipse turned by `turn`, from a0 to a1; a whole one does not repeat its first point.
Pts ellipse_pts(Vec2 c, double rx, double ry, double turn = 0.0, double a0 = 0.0, double a1 = 360.0, int n = 24);
Pts rect_pts(double x0, double y0, double x1, double y1);
// A star with n points alternating between radius r1 (tips) and r2, first tip at a0.
Pts star_pts(Vec2 c, int n, double r1, double r2, double a0 = -90.0);
// A sine wave from x0 to x1 about y.
Pts wave_pts(double x0, double x1, double y, double amp, double periods, int n = 20);
// Crescent: disc of radius R at the origin less a disc of radius r at (d, 0), turned.
Pts crescent_pts(double R, double d, double r, double turn);
// A spiral from radius r0 to r1 over `turns` turns, starting at the top.
Pts spiral_pts(double r0, double r1, double turns, int n = 60);
Pts leaf_pts(Vec2 c, double len, double wid, double turn);
Pts join(Pts a, const Pts& b);
Pts mirror_x(Pts p);

IconPart fill(Pts p);
IconPart paper(Pts p);
IconPart line(Pts p, double w = 0.14);
IconPart outline(Pts p, double w = 0.14);
IconPart paper_line(Pts p, double w = 0.1);
IconPart disc(Vec2 c, double r);
IconPart paper_disc(Vec2 c, double r);
IconPart ring(Vec2 c, double r, double w = 0.14);
// An arrowhead at `tip` pointing along angle a.
IconPart arrow_head(Vec2 tip, double a, double size = 0.32);

}  // namespace uu::icon_shapes
