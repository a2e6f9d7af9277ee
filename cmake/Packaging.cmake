# Debian packages from the build: `cd build && cpack -G DEB` makes
#   uuboard_<version>_<arch>.deb      the program, its man page, completions and documents
#   uuboard-dev_<version>_<arch>.deb  the library, its headers and CMake package
# The runtime dependencies come from dpkg-shlibdeps (package dpkg-dev), which reads the
# libraries the binary links (libcairo2, libfmt9, libc6, libstdc++6, ...).
set(CPACK_PACKAGE_NAME uuboard)
set(CPACK_PACKAGE_VENDOR "uuboard maintainers")
set(CPACK_PACKAGE_CONTACT "uuboard maintainers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "printable boards for the game Unstable Universe")
set(CPACK_PACKAGE_DESCRIPTION
    "uuboard turns a seed and a few options into an exact-size PDF, SVG or PNG board for the print-and-play game Unstable Universe, or the board as JSON data. The same seed and options give the same board on any machine.")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL runtime development)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "uuboard maintainers")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)

set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME uuboard)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SECTION games)
# The PDFs embed the DejaVu fonts the layout names. Linked statically (the default),
# fontconfig is not among the libraries dpkg-shlibdeps finds, so its configuration
# (/etc/fonts, read where the DejaVu files are not where Debian puts them) is named.
set(CPACK_DEBIAN_RUNTIME_PACKAGE_DEPENDS "fonts-dejavu-core, fontconfig-config")

set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_NAME uuboard-dev)
set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_DEPENDS
    "libcairo2-dev (>= 1.16), libfontconfig-dev, libfmt-dev, nlohmann-json3-dev, zlib1g-dev, pkg-config")

include(CPack)
