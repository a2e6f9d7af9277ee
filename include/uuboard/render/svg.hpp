#pragma once
// Scene -> SVG text, written directly so that it is byte-stable and reads well in a diff.
#include <cstddef>
#include <string>

#include "uuboard/render/scene.hpp"

namespace uu {

// One page of the scene (the first by default: the board, or a tiled board's first sheet).
std::string render_svg(const Scene& scene, std::size_t page_index = 0);

}  // namespace uu
