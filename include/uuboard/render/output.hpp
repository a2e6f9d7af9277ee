#pragma once
// Scene -> file bytes. PDF and PNG through Cairo, SVG written directly so that it is
// byte-stable and reads well in a diff.
#include <stdexcept>
#include <string>

#include "uuboard/render/scene.hpp"

namespace uu {

class RenderError : public std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string render_pdf(const Scene& scene);
std::string render_svg(const Scene& scene);           // first page only
std::string render_png(const Scene& scene, double dpi);  // first page only

}  // namespace uu
