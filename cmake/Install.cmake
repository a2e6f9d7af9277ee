# What `cmake --install` puts where (GNUInstallDirs): the program with its man page and
# shell completions, the README, docs and examples, and the library with its headers and
# a CMake package, so another project can write
#   find_package(uuboard 0.8 REQUIRED)
#   target_link_libraries(app PRIVATE uuboard::core)     # generation, JSON, layout, SVG, PDF
#   target_link_libraries(app PRIVATE uuboard::cairo)    # and PDF/PNG through Cairo
#   target_link_libraries(app PRIVATE uuboard::uuboard)  # both
# Two components: "runtime" (the program and its documents) and "development" (the
# library); cmake/Packaging.cmake makes one Debian package of each.
include(CMakePackageConfigHelpers)

set(UUBOARD_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/uuboard)

install(TARGETS uuboard RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT runtime)
install(FILES ${PROJECT_SOURCE_DIR}/man/uuboard.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT runtime)
install(FILES ${PROJECT_SOURCE_DIR}/completions/uuboard.bash RENAME uuboard
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions COMPONENT runtime)
install(FILES ${PROJECT_SOURCE_DIR}/completions/_uuboard
        DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/site-functions COMPONENT runtime)
install(FILES ${PROJECT_SOURCE_DIR}/completions/uuboard.fish
        DESTINATION ${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d COMPONENT runtime)
# CMAKE_INSTALL_DOCDIR is share/doc/<project name>: share/doc/uuboard.
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/LICENSE
        DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT runtime)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs ${PROJECT_SOURCE_DIR}/examples
        DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT runtime)

# The libraries are installed as uuboard::core, uuboard::cairo and uuboard::uuboard (both);
# the flags target stays in the build tree (BUILD_INTERFACE in CMakeLists.txt), so users
# keep their own warnings.
set_target_properties(uuboard_core PROPERTIES EXPORT_NAME core OUTPUT_NAME uuboard-core)
set_target_properties(uuboard_cairo PROPERTIES EXPORT_NAME cairo OUTPUT_NAME uuboard-cairo)
set_target_properties(uuboard_all PROPERTIES EXPORT_NAME uuboard)
install(TARGETS uuboard_core uuboard_cairo uuboard_all EXPORT uuboardTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT development)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/uuboard
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT development)
install(EXPORT uuboardTargets NAMESPACE uuboard:: DESTINATION ${UUBOARD_CMAKE_DIR} COMPONENT development)

configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/uuboardConfig.cmake.in
  ${PROJECT_BINARY_DIR}/uuboardConfig.cmake INSTALL_DESTINATION ${UUBOARD_CMAKE_DIR})
# 0.x versions promise nothing across minor versions: 0.3 takes 0.3.y only.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/uuboardConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/uuboardConfig.cmake ${PROJECT_BINARY_DIR}/uuboardConfigVersion.cmake
        DESTINATION ${UUBOARD_CMAKE_DIR} COMPONENT development)
