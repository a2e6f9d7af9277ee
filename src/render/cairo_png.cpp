// Scene page -> PNG bytes: the page drawn on a Cairo image surface, and its rows written
// as PNG here, with the resolution recorded so that the image prints at its true size.
// Cairo's own writer (libpng) tries every filter on every row and compresses at zlib's
// default level, three quarters of the time a page took; the pixels are the same.
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>
#include <zlib.h>
#if __has_include(<sys/mman.h>)
#include <sys/mman.h>
#endif

#include "render/cairo_page.hpp"
#include "uuboard/render/output.hpp"

namespace uu {

using render_detail::check;
using render_detail::ContextPtr;
using render_detail::paint_page;

namespace {

// Rows go without a filter (PNG filter type 0) at zlib's fastest level, tuned to take the
// longest of the 4 matches it looks at (not the first of 8 bytes or more) and to note no
// string inside a match. Measured on a 4-player all-expansion A4 page at 300 dpi
// (docs/performance.md): no filter gives the smallest file at every level, the page
// being mostly runs of one colour; level 1 is the fastest, and so tuned its file comes
// within 1 % of level 6's (1.24 MB against 1.23) in level 1's time.
constexpr int zlib_level = 1;
constexpr int zlib_good_length = 4, zlib_max_insert = 0, zlib_nice_length = 258, zlib_max_chain = 4;
constexpr unsigned char no_filter = 0;
// Each IDAT chunk holds up to this many bytes of the zlib stream.
constexpr std::size_t idat_bytes = 1u << 18;

void put_u32(std::string& out, std::uint32_t v) {
  for (int shift = 24; shift >= 0; shift -= 8) out += static_cast<char>((v >> shift) & 0xffu);
}

void put_u32_at(std::string& out, std::size_t at, std::uint32_t v) {
  for (int k = 0; k < 4; ++k) out[at + static_cast<std::size_t>(k)] = static_cast<char>((v >> (24 - 8 * k)) & 0xffu);
}

std::uint32_t crc_of(const std::string& out, std::size_t from, std::size_t bytes) {
  return static_cast<std::uint32_t>(::crc32(0L, reinterpret_cast<const Bytef*>(out.data() + from), static_cast<uInt>(bytes)));
}

void put_chunk(std::string& out, std::string_view type, std::string_view data) {
  put_u32(out, static_cast<std::uint32_t>(data.size()));
  const std::size_t from = out.size();
  out += type;
  out += data;
  put_u32(out, crc_of(out, from, out.size() - from));
}

// The zlib stream of the image's rows, each its filter byte and its pixels as R, G, B,
// written into IDAT chunks as it comes out of zlib.
class ImageData {
 public:
  explicit ImageData(std::string& out) : out_(out) {
    if (deflateInit(&z_, zlib_level) != Z_OK ||
        deflateTune(&z_, zlib_good_length, zlib_max_insert, zlib_nice_length, zlib_max_chain) != Z_OK)
      throw RenderError("cannot encode the PNG: zlib cannot start");
  }
  ~ImageData() { deflateEnd(&z_); }
  ImageData(const ImageData&) = delete;
  ImageData& operator=(const ImageData&) = delete;

  void add(unsigned char* bytes, std::size_t size, bool last) {
    z_.next_in = bytes;
    z_.avail_in = static_cast<uInt>(size);
    const int flush = last ? Z_FINISH : Z_NO_FLUSH;
    for (;;) {
      if (z_.avail_out == 0) open_chunk();
      const int status = deflate(&z_, flush);
      if (status == Z_STREAM_ERROR) throw RenderError("cannot encode the PNG: zlib failed");
      if (status == Z_STREAM_END || (z_.avail_in == 0 && z_.avail_out > 0 && !last)) break;
    }
    if (last) close_chunk();
  }

 private:
  void open_chunk() {
    if (chunk_ != std::string::npos) close_chunk();
    chunk_ = out_.size();
    out_.resize(chunk_ + 8 + idat_bytes);
    std::memcpy(out_.data() + chunk_ + 4, "IDAT", 4);
    z_.next_out = reinterpret_cast<Bytef*>(out_.data() + chunk_ + 8);
    z_.avail_out = static_cast<uInt>(idat_bytes);
  }
  void close_chunk() {
    const std::size_t data = idat_bytes - z_.avail_out;
    out_.resize(chunk_ + 8 + data);
    put_u32_at(out_, chunk_, static_cast<std::uint32_t>(data));
    put_u32(out_, crc_of(out_, chunk_ + 4, 4 + data));
    chunk_ = std::string::npos;
    z_.avail_out = 0;
  }

  std::string& out_;
  z_stream z_{};
  std::size_t chunk_ = std::string::npos;  // where the open chunk starts in out_
};

// An RGB24 image surface whose pixels are zeroed memory mapped here, in 2 MiB pages where
// Linux offers them (MADV_HUGEPAGE). A 300 dpi A4 page is 35 MB: first touched in 4 KiB
// pages, as a surface Cairo allocates is, that is 8 500 page faults, 90-110 ms on the
// machine measured (docs/performance.md), against 7 ms in 2 MiB pages.
class ImageSurface {
 public:
  ImageSurface(int w, int h) {
#if __has_include(<sys/mman.h>)
    constexpr std::size_t large_page = std::size_t{1} << 21;
    const int stride = cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, w);
    if (stride > 0 && h > 0) {
      mapped_bytes_ = static_cast<std::size_t>(stride) * static_cast<std::size_t>(h) + large_page;
      void* mapped = mmap(nullptr, mapped_bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (mapped != MAP_FAILED) {
        mapped_ = mapped;
        auto* pixels = static_cast<unsigned char*>(mapped);
        pixels += (large_page - reinterpret_cast<std::uintptr_t>(pixels) % large_page) % large_page;
#ifdef MADV_HUGEPAGE
        madvise(pixels, mapped_bytes_ - large_page, MADV_HUGEPAGE);  // a hint: 4 KiB pages if refused
#endif
        surface_ = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_RGB24, w, h, stride);
      }
    }
#endif
    if (surface_ == nullptr) surface_ = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  }
  ~ImageSurface() {
    cairo_surface_destroy(surface_);
#if __has_include(<sys/mman.h>)
    if (mapped_ != nullptr) munmap(mapped_, mapped_bytes_);
#endif
  }
  ImageSurface(const ImageSurface&) = delete;
  ImageSurface& operator=(const ImageSurface&) = delete;
  cairo_surface_t* get() const { return surface_; }

 private:
  void* mapped_ = nullptr;
  std::size_t mapped_bytes_ = 0;
  cairo_surface_t* surface_ = nullptr;
};

// An RGB24 image surface as PNG: 8-bit RGB, with its resolution in a pHYs chunk.
std::string encode_png(cairo_surface_t* surface, double dpi) {
  cairo_surface_flush(surface);
  const int w = cairo_image_surface_get_width(surface);
  const int h = cairo_image_surface_get_height(surface);
  const auto stride = static_cast<std::size_t>(cairo_image_surface_get_stride(surface));
  const unsigned char* pixels = cairo_image_surface_get_data(surface);
  if (pixels == nullptr || w <= 0 || h <= 0) throw RenderError("cannot encode the PNG: the image has no pixels");

  // Room for the file as a page compresses (a 300 dpi A4 page: 26 MB of rows, a 1.24 MB
  // file), so that it is not moved, and its memory touched again, as it grows.
  const std::size_t row_bytes = (3 * static_cast<std::size_t>(w) + 1) * static_cast<std::size_t>(h);
  std::string out;
  out.reserve(row_bytes / 16 + 2 * idat_bytes);
  out = "\x89PNG\r\n\x1a\n";
  std::string header;
  put_u32(header, static_cast<std::uint32_t>(w));
  put_u32(header, static_cast<std::uint32_t>(h));
  header += std::string_view("\x08\x02\x00\x00\x00", 5);  // 8 bits a sample, RGB, deflate, no interlace
  put_chunk(out, "IHDR", header);
  // Viewers and printers read the DPI from pHYs (pixels per metre).
  const auto per_metre = static_cast<std::uint32_t>(std::lround(dpi / 0.0254));
  std::string resolution;
  put_u32(resolution, per_metre);
  put_u32(resolution, per_metre);
  resolution += '\x01';  // unit: metre
  put_chunk(out, "pHYs", resolution);

  // Cairo's RGB24 pixel is a 32-bit word 0x00RRGGBB in the machine's byte order.
  std::vector<unsigned char> row(3 * static_cast<std::size_t>(w) + 1, no_filter);
  ImageData data(out);
  for (int y = 0; y < h; ++y) {
    const unsigned char* from = pixels + static_cast<std::size_t>(y) * stride;
    unsigned char* to = row.data() + 1;
    for (int x = 0; x < w; ++x, from += 4, to += 3) {
      std::uint32_t pixel;
      std::memcpy(&pixel, from, 4);
      to[0] = static_cast<unsigned char>(pixel >> 16);
      to[1] = static_cast<unsigned char>(pixel >> 8);
      to[2] = static_cast<unsigned char>(pixel);
    }
    data.add(row.data(), row.size(), y == h - 1);
  }
  put_chunk(out, "IEND", {});
  return out;
}

}  // namespace

std::string render_png(const Scene& scene, double dpi, std::size_t page_index) {
  if (page_index >= scene.pages.size()) throw RenderError("nothing to draw: the scene has no such page");
  const Page& page = scene.pages[page_index];
  const double px_per_mm = dpi / 25.4;
  const int w = static_cast<int>(std::lround(page.width * px_per_mm));
  const int h = static_cast<int>(std::lround(page.height * px_per_mm));
  const ImageSurface surface(w, h);
  check(cairo_surface_status(surface.get()), "cannot create the image");
  {
    ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
    paint_page(cr.get(), page, px_per_mm, nullptr);
    check(cairo_status(cr.get()), "cannot draw the image");
  }
  return encode_png(surface.get(), dpi);
}

}  // namespace uu
