// The fonts Cairo draws text with. Cairo finds "DejaVu Sans" through fontconfig, which at
// its first use reads the machine's whole font configuration (/etc/fonts, the user's own
// files) and the list of every installed font: a third of the instructions of one
// board's PDF, and settings of the machine (a user's hinting or sub-pixel rule, another
// font given the name) that could change what a PNG shows. So Cairo gets a
// configuration of the program's own: the two DejaVu files, with the rendering settings
// Debian's default configuration gives them. Where the files are not, the machine's
// configuration is used, as before.
//
// A raster page's text takes its face by its own size (raster_font_face below). Cairo's
// own way, a face named "DejaVu Sans", asks fontconfig once, at the first size drawn in
// the process, and keeps that answer (hinting on or off) for every size after it: a PNG's
// pixels then depended on what the process had drawn before it, and with several jobs on
// which thread drew first.
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>

#include <map>
#include <mutex>
#include <utility>

#include "render/cairo_painter.hpp"

// UUBOARD_DEJAVU_DIR: the build's UUBOARD_FONT_DIR (CMakeLists.txt).

namespace uu::render_detail {

namespace {

// Debian 12's 10-yes-antialias.conf, 10-hinting-slight.conf, 11-lcdfilter-default.conf
// and 20-unhint-small-dejavu-sans.conf (no hinting under 7.5 pixels an em, where DejaVu's
// hints do harm): the rules of its configuration that reach DejaVu Sans as Cairo asks
// for it. tools/board_hashes.sh finds every PNG the same as with Debian's configuration
// (1 000 boards, at 40 dpi, where the small text is drawn under 7.5 pixels).
constexpr const char* rendering_rules = R"(<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <match target="pattern">
    <edit mode="append" name="antialias"><bool>true</bool></edit>
    <edit mode="append" name="hintstyle"><const>hintslight</const></edit>
    <edit mode="append" name="lcdfilter"><const>lcddefault</const></edit>
  </match>
  <match target="font">
    <test name="family"><string>DejaVu Sans</string></test>
    <test compare="less" name="pixelsize"><double>7.5</double></test>
    <edit name="hinting"><bool>false</bool></edit>
  </match>
</fontconfig>
)";

void load_own_fonts() {
  FcConfig* config = FcConfigCreate();
  if (config == nullptr) return;
  const bool ready =
      FcConfigParseAndLoadFromMemory(config, reinterpret_cast<const FcChar8*>(rendering_rules), FcFalse) == FcTrue &&
      FcConfigAppFontAddFile(config, reinterpret_cast<const FcChar8*>(UUBOARD_DEJAVU_DIR "/DejaVuSans.ttf")) == FcTrue &&
      FcConfigAppFontAddFile(config, reinterpret_cast<const FcChar8*>(UUBOARD_DEJAVU_DIR "/DejaVuSans-Bold.ttf")) == FcTrue;
  // The current configuration holds a reference of its own.
  if (ready) FcConfigSetCurrent(config);
  FcConfigDestroy(config);
}

}  // namespace

void use_own_fonts() {
  static std::once_flag once;
  std::call_once(once, load_own_fonts);
}

cairo_font_face_t* raster_font_face(bool bold, double pixels_per_em) {
  static std::mutex mutex;
  static std::map<std::pair<bool, double>, cairo_font_face_t*> faces;  // held for the process
  const std::lock_guard<std::mutex> lock(mutex);
  const auto [at, added] = faces.try_emplace({bold, pixels_per_em}, nullptr);
  if (!added) return at->second;
  // What Cairo asks of fontconfig for a face named "DejaVu Sans" at this size.
  FcPattern* pattern = FcPatternCreate();
  if (pattern == nullptr) return nullptr;
  FcPatternAddString(pattern, FC_FAMILY, reinterpret_cast<const FcChar8*>("DejaVu Sans"));
  FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN);
  FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_MEDIUM);
  FcPatternAddDouble(pattern, FC_PIXEL_SIZE, pixels_per_em);
  FcConfigSubstitute(nullptr, pattern, FcMatchPattern);
  FcDefaultSubstitute(pattern);
  FcResult result = FcResultNoMatch;
  if (FcPattern* font = FcFontMatch(nullptr, pattern, &result)) {
    cairo_font_face_t* face = cairo_ft_font_face_create_for_pattern(font);
    if (cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS) at->second = face;
    else cairo_font_face_destroy(face);
    FcPatternDestroy(font);
  }
  FcPatternDestroy(pattern);
  return at->second;
}

}  // namespace uu::render_detail
