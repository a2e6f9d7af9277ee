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
uu_require_package(fmt libfmt-dev)
uu_require_package(ZLIB zlib1g-dev)

pkg_check_modules(CAIRO QUIET IMPORTED_TARGET cairo>=1.16)
if(NOT CAIRO_FOUND)
  message(FATAL_ERROR "cairo >= 1.16 not found: apt-get install libcairo2-dev")
endif()
