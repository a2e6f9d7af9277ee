// render_png (render/cairo_png.cpp) writes the PNG itself: read back here through zlib
// and the PNG filters, the image is the page Cairo drew, pixel for pixel.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <zlib.h>

#include "board_samples.hpp"
#include "render/cairo_page.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/render/output.hpp"

namespace {

std::uint32_t be32(const std::string& s, std::size_t at) {
  std::uint32_t v = 0;
  for (std::size_t k = 0; k < 4; ++k) v = v << 8 | static_cast<unsigned char>(s[at + k]);
  return v;
}

struct Image {
  int width = 0;
  int height = 0;
  std::vector<unsigned char> rgb;  // row by row, R, G, B
  std::vector<std::string> chunks;  // the chunk types in file order
  std::uint32_t pixels_per_metre = 0;
};

// The PNG filters undone (any of the five, as a reader must), for 3 bytes a pixel.
void unfilter(std::vector<unsigned char>& rows, int width, int height) {
  const std::size_t n = 3 * static_cast<std::size_t>(width);
  std::vector<unsigned char> zero(n, 0);
  for (int y = 0; y < height; ++y) {
    unsigned char* row = rows.data() + static_cast<std::size_t>(y) * (n + 1);
    const unsigned char* up = y == 0 ? zero.data() : row - n;  // the row above, already undone
    const int type = *row++;
    REQUIRE(type <= 4);
    for (std::size_t i = 0; i < n; ++i) {
      const int a = i >= 3 ? row[i - 3] : 0, b = up[i], c = i >= 3 ? up[i - 3] : 0;
      const int p = a + b - c;
      const int paeth = std::abs(p - a) <= std::abs(p - b) && std::abs(p - a) <= std::abs(p - c) ? a
                        : std::abs(p - b) <= std::abs(p - c)                                   ? b
                                                                                               : c;
      const int predictor = type == 0 ? 0 : type == 1 ? a : type == 2 ? b : type == 3 ? (a + b) / 2 : paeth;
      row[i] = static_cast<unsigned char>(row[i] + predictor);
    }
  }
}

Image read_png(const std::string& png) {
  REQUIRE(png.compare(0, 8, "\x89PNG\r\n\x1a\n") == 0);
  Image image;
  std::string idat;
  for (std::size_t at = 8; at < png.size();) {
    const std::uint32_t length = be32(png, at);
    const std::string type = png.substr(at + 4, 4);
    const std::uint32_t crc = static_cast<std::uint32_t>(
        crc32(0L, reinterpret_cast<const Bytef*>(png.data() + at + 4), static_cast<uInt>(length + 4)));
    CHECK(be32(png, at + 8 + length) == crc);
    if (image.chunks.empty() || image.chunks.back() != type) image.chunks.push_back(type);
    if (type == "IHDR") {
      image.width = static_cast<int>(be32(png, at + 8));
      image.height = static_cast<int>(be32(png, at + 12));
      CHECK(png.compare(at + 16, 5, std::string("\x08\x02\x00\x00\x00", 5)) == 0);  // 8-bit RGB
    }
    if (type == "pHYs") image.pixels_per_metre = be32(png, at + 8);
    if (type == "IDAT") idat += png.substr(at + 8, length);
    at += 12 + length;
  }
  std::vector<unsigned char> rows((3 * static_cast<std::size_t>(image.width) + 1) * static_cast<std::size_t>(image.height));
  uLongf size = static_cast<uLongf>(rows.size());
  REQUIRE(uncompress(rows.data(), &size, reinterpret_cast<const Bytef*>(idat.data()), static_cast<uLong>(idat.size())) == Z_OK);
  REQUIRE(size == rows.size());
  unfilter(rows, image.width, image.height);
  for (std::size_t y = 0; y < static_cast<std::size_t>(image.height); ++y) {
    const auto row = rows.begin() + static_cast<std::ptrdiff_t>(y * (3 * static_cast<std::size_t>(image.width) + 1) + 1);
    image.rgb.insert(image.rgb.end(), row, row + 3 * image.width);
  }
  return image;
}

// The page drawn as render_png draws it, on a surface Cairo allocates, as R, G, B.
std::vector<unsigned char> drawn(const uu::Page& page, double dpi) {
  const double px_per_mm = dpi / 25.4;
  const int w = static_cast<int>(std::lround(page.width * px_per_mm));
  const int h = static_cast<int>(std::lround(page.height * px_per_mm));
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  cairo_t* cr = cairo_create(surface);
  uu::render_detail::paint_page(cr, page, px_per_mm, nullptr);
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  std::vector<unsigned char> rgb;
  for (int y = 0; y < h; ++y) {
    const unsigned char* row = cairo_image_surface_get_data(surface) + static_cast<std::size_t>(y * cairo_image_surface_get_stride(surface));
    for (int x = 0; x < w; ++x) {
      std::uint32_t pixel;  // 0x00RRGGBB
      std::memcpy(&pixel, row + 4 * x, 4);
      for (int shift : {16, 8, 0}) rgb.push_back(static_cast<unsigned char>(pixel >> shift));
    }
  }
  cairo_surface_destroy(surface);
  return rgb;
}

}  // namespace

TEST_CASE("png: the file holds the pixels Cairo drew, its size and its resolution", "[render][png]") {
  struct Case {
    uu::Board board;
    double dpi;
    std::size_t page;
  };
  uu::GenerateOptions tiled;
  tiled.seed = "png sheets";
  tiled.board.page.sheets_across = 2;
  const std::vector<Case> cases = {{uu_test::generated("png", 4, true), 300.0, 0},
                                   {uu_test::generated("png", 9, false, *uu::parse_paper("letter")), 97.0, 0},
                                   {uu::generate(tiled), 60.0, 1}};
  for (const Case& c : cases) {
    const uu::Scene scene = uu::layout(c.board);
    const Image image = read_png(uu::render_png(scene, c.dpi, c.page));
    const uu::Page& page = scene.pages[c.page];
    CHECK(image.width == static_cast<int>(std::lround(page.width * c.dpi / 25.4)));
    CHECK(image.height == static_cast<int>(std::lround(page.height * c.dpi / 25.4)));
    CHECK(image.chunks == std::vector<std::string>{"IHDR", "pHYs", "IDAT", "IEND"});
    CHECK(image.pixels_per_metre == static_cast<std::uint32_t>(std::lround(c.dpi / 0.0254)));
    CHECK(image.rgb == drawn(page, c.dpi));
  }
}
