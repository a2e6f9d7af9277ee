# The WebAssembly build (emcmake cmake, web/) uses the same Debian packages as the native
# one, header-only: nlohmann/json is, and {fmt} becomes so with FMT_HEADER_ONLY. Their
# headers are copied out of /usr/include, so the compiler sees them and nothing else of
# the host's system headers.
set(UUBOARD_WEB_DEPS ${PROJECT_BINARY_DIR}/deps/include)
foreach(dir fmt nlohmann)
  if(NOT EXISTS /usr/include/${dir})
    message(FATAL_ERROR "/usr/include/${dir} not found: apt-get install libfmt-dev nlohmann-json3-dev")
  endif()
  file(COPY /usr/include/${dir} DESTINATION ${UUBOARD_WEB_DEPS})
endforeach()

add_library(uu_web_fmt INTERFACE)
target_include_directories(uu_web_fmt SYSTEM INTERFACE ${UUBOARD_WEB_DEPS})
target_compile_definitions(uu_web_fmt INTERFACE FMT_HEADER_ONLY)
add_library(fmt::fmt-header-only ALIAS uu_web_fmt)
add_library(uu_web_json INTERFACE)
target_include_directories(uu_web_json SYSTEM INTERFACE ${UUBOARD_WEB_DEPS})
add_library(nlohmann_json::nlohmann_json ALIAS uu_web_json)
