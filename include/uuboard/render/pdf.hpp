#pragma once
// Scene -> PDF bytes without Cairo, for the core (and so the WebAssembly build): the
// pages look as Cairo's PDF of the same scenes (output.hpp), with the fonts given as
// bytes because the core reads no files.
#include <span>
#include <string>
#include <string_view>

#include "uuboard/render/scene.hpp"

namespace uu {

// The TrueType files of DejaVu Sans and DejaVu Sans Bold (the font every writer uses), as bytes.
struct PdfFonts {
  std::string_view regular;
  std::string_view bold;
};

// Every page of every scene, in order, as one PDF whose metadata is `info`. The same
// scenes give the same bytes on every platform. RenderError when there is no scene or
// a font it must draw with cannot be read.
std::string write_pdf(std::span<const Scene> scenes, const SceneInfo& info, const PdfFonts& fonts);

}  // namespace uu
