#pragma once
// Numbers as the SVG and PDF writers print them: at most a fixed count of decimals, the
// text of {fmt}'s "{:.Nf}" (the decimal nearest the double's exact value, halves to
// even) with trailing zeros, a trailing point and a lone "-0" dropped.
#include <string>

namespace uu::render_detail {

// Appends v with at most `decimals` decimals, 0 to 6.
void append_decimal(std::string& out, double v, int decimals);

}  // namespace uu::render_detail
