// Scenes -> PDF bytes, through Cairo's PDF surface. A book of many boards is one Cairo
// document: its pages are drawn in order on one surface, so Cairo writes the whole file
// (one page tree, one cross-reference table) and nothing parses or rewrites its output.
// Fonts are written once, and so is every drawing the boards share (Forms: icons, power
// dots, node circles), so a book is about a third of the size and its drawing costs
// about two thirds of the CPU it did when each board went to a PDF of its own and those
// were joined. The pages are drawn on the writing thread while the workers make and lay
// out the next boards: with one job a batch takes a fifth less time than before, with
// two as long as before, and up to half as long again where drawing is nearly all the
// work (saved boards, large boards; docs/performance.md). Joining boards drawn in
// parallel with qpdf was measured too and lost: about 3.5 ms a board on the writing
// thread, near what drawing one costs, with every board held until the end. The
// document's dates are pinned, so the same scenes give the same bytes.
#include <cairo-pdf.h>
#include <utility>

#include "render/cairo_page.hpp"
#include "uuboard/render/output.hpp"

namespace uu {

using render_detail::check;

namespace {

constexpr double pt_per_mm = 72.0 / 25.4;
constexpr const char* pinned_date = "2020-10-11T00:00:00Z";

}  // namespace

struct PdfBook::Document {
  SceneInfo info;
  std::string bytes;  // before the surface, which writes into it until it is destroyed
  render_detail::SurfacePtr surface{nullptr, cairo_surface_destroy};
  render_detail::ContextPtr cr{nullptr, cairo_destroy};
  render_detail::Forms forms;  // what earlier boards recorded

  // Opens the document at the first page's size, with its metadata.
  void open(const Page& first) {
    surface.reset(cairo_pdf_surface_create_for_stream(render_detail::append_to_string, &bytes, first.width * pt_per_mm,
                                                      first.height * pt_per_mm));
    check(cairo_surface_status(surface.get()), "cannot create the PDF");
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, info.title.c_str());
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_SUBJECT, info.subject.c_str());
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, info.creator.c_str());
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_KEYWORDS, info.keywords.c_str());
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATE_DATE, pinned_date);
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_MOD_DATE, pinned_date);
    cr.reset(cairo_create(surface.get()));
  }
};

PdfBook::PdfBook(SceneInfo info) : doc_(std::make_unique<Document>()) { doc_->info = std::move(info); }
PdfBook::~PdfBook() = default;
PdfBook::PdfBook(PdfBook&&) noexcept = default;
PdfBook& PdfBook::operator=(PdfBook&&) noexcept = default;

void PdfBook::add(const Scene& scene) {
  for (const Page& page : scene.pages) {
    if (!doc_->surface) doc_->open(page);
    cairo_pdf_surface_set_size(doc_->surface.get(), page.width * pt_per_mm, page.height * pt_per_mm);
    render_detail::paint_page(doc_->cr.get(), page, pt_per_mm, &doc_->forms);
    cairo_show_page(doc_->cr.get());
  }
  doc_->forms.next_scene();
  if (doc_->cr) check(cairo_status(doc_->cr.get()), "cannot draw the PDF");
}

std::string PdfBook::take() { return std::exchange(doc_->bytes, std::string()); }

std::string PdfBook::finish() {
  if (!doc_->surface) throw RenderError("nothing to draw: no page");
  check(cairo_status(doc_->cr.get()), "cannot draw the PDF");
  cairo_surface_finish(doc_->surface.get());
  check(cairo_surface_status(doc_->surface.get()), "cannot finish the PDF");
  doc_->cr.reset();
  doc_->surface.reset();
  return std::exchange(doc_->bytes, std::string());
}

std::string render_pdf(const Scene& scene) {
  if (scene.pages.empty()) throw RenderError("nothing to draw: the scene has no page");
  PdfBook book(scene.info);
  book.add(scene);
  return book.finish();
}

std::string render_pdf(std::span<const Scene> scenes, const SceneInfo& info) {
  PdfBook book(info);
  for (const Scene& scene : scenes) book.add(scene);
  return book.finish();
}

}  // namespace uu
