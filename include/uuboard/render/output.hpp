#pragma once
// Scene -> file bytes. PDF and PNG through Cairo, SVG written directly so that it is
// byte-stable and reads well in a diff.
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "uuboard/render/scene.hpp"

namespace uu {

class RenderError : public std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string render_pdf(const Scene& scene);
// Several scenes in one PDF, every page of each in order; the document's metadata is
// `info`. The same scenes give the same bytes.
std::string render_pdf(std::span<const Scene> scenes, const SceneInfo& info);

// Joins PDFs written by render_pdf() into one, their pages in order, with `info` as its
// metadata. Each part keeps its own fonts, so the parts can be drawn on separate
// threads; the same parts give the same bytes.
class PdfJoiner {
 public:
  explicit PdfJoiner(SceneInfo info);
  void add(std::string_view pdf);  // RenderError when it is not a PDF render_pdf() wrote
  std::string finish();            // the joined PDF; RenderError when nothing was added
  // The joined bytes so far, handed over and forgotten (a long book is written as it
  // grows); finish() then returns the rest. Their concatenation is finish()'s result
  // without take().
  std::string take();

 private:
  SceneInfo info_;
  std::string bytes_;
  std::vector<std::size_t> offsets_;  // of each object of the joined PDF, by id
  std::string kids_;                  // the page list, "2 0 R 8 0 R ..."
  int page_count_ = 0;
  std::size_t taken_ = 0;             // bytes handed over by take()
};

// One page of the scene (the first by default: the board, or a tiled board's first sheet).
std::string render_svg(const Scene& scene, std::size_t page_index = 0);
std::string render_png(const Scene& scene, double dpi, std::size_t page_index = 0);

}  // namespace uu
