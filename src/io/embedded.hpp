#pragma once
// Files from data/ compiled into the binary (see cmake/EmbedData.cmake).
#include <string_view>

namespace uu {

// The contents of data/<name> (for example "nodes.json"), or empty if there is none.
std::string_view embedded_file(std::string_view name);

}  // namespace uu
