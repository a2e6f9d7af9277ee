#pragma once
// Scene -> file bytes through Cairo: PDF and PNG (the uuboard::cairo library). SVG, and a
// PDF without Cairo, come from the core (svg.hpp, pdf.hpp).
#include <memory>
#include <span>
#include <string>

#include "uuboard/render/scene.hpp"
#include "uuboard/render/svg.hpp"

namespace uu {

std::string render_pdf(const Scene& scene);
// Several scenes in one PDF, every page of each in order; the document's metadata is
// `info`. The same scenes give the same bytes.
std::string render_pdf(std::span<const Scene> scenes, const SceneInfo& info);

// One PDF of many scenes, drawn page after page as they are added, with `info` as its
// metadata: render_pdf(scenes, info) a scene at a time. Fonts, and the drawings a scene
// shares with an earlier one (icons, dots), are written once; each page looks as in the
// scene's own PDF. Each page is written out as it is drawn (the fonts at the end), so a
// long book is written as it grows: take() hands over the bytes so far, and finish()
// the rest.
class PdfBook {
 public:
  explicit PdfBook(SceneInfo info);
  ~PdfBook();
  PdfBook(PdfBook&&) noexcept;
  PdfBook& operator=(PdfBook&&) noexcept;

  void add(const Scene& scene);  // RenderError when Cairo cannot draw it
  // The bytes written so far, handed over and forgotten: what take() returned, then
  // finish()'s result, is the PDF finish() alone would return.
  std::string take();
  std::string finish();  // the rest of the PDF, once; RenderError when no page was added

 private:
  struct Document;  // the Cairo surface and its output
  std::unique_ptr<Document> doc_;
};

std::string render_png(const Scene& scene, double dpi, std::size_t page_index = 0);

}  // namespace uu
