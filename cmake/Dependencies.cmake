# Every dependency comes from a Debian 12 package; a missing one stops configure
# with the name of the package that provides it.
find_package(PkgConfig)
if(NOT PkgConfig_FOUND)
  message(FATAL_ERROR "pkg-config not found: apt-get install pkg-config")
endif()

macro(uu_require_package name debian_package)
  find_package(${name} ${ARGN} QUIET)
  if(NOT ${name}_FOUND)
    message(FATAL_ERROR "${name} not found: apt-get install ${debian_package}")
  endif()
endmacro()

uu_require_package(CLI11 libcli11-dev)
uu_require_package(nlohmann_json nlohmann-json3-dev)
# {fmt} as headers (fmt::fmt-header-only), as the WebAssembly build has it: one shared
# library fewer for the program to load and bind at every start.
uu_require_package(fmt libfmt-dev)
uu_require_package(ZLIB zlib1g-dev)

# Cairo draws PDF and PNG; its font library, fontconfig, is called directly too, to
# give Cairo the DejaVu files and nothing else (src/render/cairo_fonts.cpp).
pkg_check_modules(CAIRO QUIET IMPORTED_TARGET cairo>=1.16 fontconfig)
if(NOT CAIRO_FOUND)
  message(FATAL_ERROR "cairo >= 1.16 not found: apt-get install libcairo2-dev")
endif()
find_package(Threads REQUIRED)

# uuboard_cairo_libs: Cairo as this build links it. By default from the static archives
# Debian's -dev packages ship, for Cairo and every library under it (pixman,
# fontconfig, FreeType, libpng, expat, ...): the program then starts with 6 shared
# libraries to load and bind instead of 25, which was more than half of what
# `uuboard --version` cost (docs/performance.md, "Start-up"). The drawing code is the
# same either way, so the files are the same bytes. A system without the archives, or
# UUBOARD_STATIC_CAIRO=OFF, links the shared libraries; so do sanitizer builds, whose
# leak checker knows the shared libraries' own caches by name (fuzz/lsan.supp).
if(UUBOARD_SANITIZE)
  set(uu_static_default OFF)
else()
  set(uu_static_default ON)
endif()
option(UUBOARD_STATIC_CAIRO "Link Cairo and the libraries under it from static archives (a faster start)" ${uu_static_default})
add_library(uuboard_cairo_libs INTERFACE)
set(uu_cairo_archives)
if(UUBOARD_STATIC_CAIRO)
  foreach(name IN LISTS CAIRO_STATIC_LIBRARIES)
    if(name MATCHES "^(m|pthread|dl|rt|c)$")
      continue()  # the C library's own parts stay shared
    endif()
    find_library(UU_ARCHIVE_${name} NAMES lib${name}.a HINTS ${CAIRO_STATIC_LIBRARY_DIRS})
    if(NOT UU_ARCHIVE_${name})
      message(STATUS "lib${name}.a not found, so Cairo is linked as a shared library")
      set(uu_cairo_archives)
      break()
    endif()
    list(APPEND uu_cairo_archives ${UU_ARCHIVE_${name}})
  endforeach()
endif()
if(uu_cairo_archives)
  list(REMOVE_DUPLICATES uu_cairo_archives)
  # The archives need each other both ways (xcb and Xau): one group, searched until done.
  target_include_directories(uuboard_cairo_libs INTERFACE ${CAIRO_INCLUDE_DIRS})
  target_link_libraries(uuboard_cairo_libs INTERFACE -Wl,--start-group ${uu_cairo_archives} -Wl,--end-group Threads::Threads m)
else()
  target_link_libraries(uuboard_cairo_libs INTERFACE PkgConfig::CAIRO)
endif()
