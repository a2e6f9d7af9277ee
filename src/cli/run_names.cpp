#include "cli/run_names.hpp"

#include <filesystem>
#include <fmt/core.h>
#include <map>
#include <system_error>

namespace uu::cli {

namespace {

namespace fs = std::filesystem;

// One file's name whatever the path says: links and "..", resolved as far as the file
// system has the folders.
fs::path resolved(const std::string& name) {
  std::error_code ec;
  // A link is followed even when what it names does not exist yet: the file written
  // through it is that file.
  const fs::path p = link_target(fs::absolute(name, ec));
  const fs::path canonical = fs::weakly_canonical(p, ec);
  return ec ? p.lexically_normal() : canonical;
}

// Board i's file names: its own, or one per sheet.
std::vector<std::string> files_of(const OutputPlan& plan, const RunNames& run, int i) {
  const std::string name =
      is_output_template(plan.name) ? expand_output_template(plan.name, run.seed(i), run.number(i), run.players(i)) : plan.name;
  if (run.sheets.empty()) return {name};
  std::vector<std::string> files;
  for (const std::string& sheet : run.sheets) files.push_back(expand_sheet_field(name, sheet));
  return files;
}

// A field's value that is a whole ".." part of the path moves the file out of the folder
// the rest of the name gives (seed ".." in 'o/{seed}/x.json').
void check_folder(const OutputPlan& plan, const RunNames& run, int i) {
  const fs::path pattern(plan.name);
  const fs::path expanded(expand_output_template(plan.name, run.seed(i), run.number(i), run.players(i)));
  auto p = pattern.begin();
  for (auto e = expanded.begin(); e != expanded.end() && p != pattern.end(); ++e, ++p) {
    if (*e == ".." && *p != *e) {
      throw UsageError(fmt::format("-o {}: board {} (seed \"{}\") would be written to {}, outside the folder the name gives; "
                                   "choose a seed without a \"{}\" part, or another name",
                                   plan.name, run.number(i), run.seed(i), expanded.string(), e->string()));
    }
  }
}

}  // namespace

bool same_file(const std::string& a, const std::string& b) {
  if (fs::path(a).filename() != fs::path(b).filename() && !fs::is_symlink(a) && !fs::is_symlink(b)) return false;
  return resolved(a) == resolved(b);
}

void check_run_names(const OutputPlan& plan, const std::string& manifest, const RunNames& run) {
  if (plan.name == "-") return;
  const bool per_board = plan.kind == OutputPlan::Kind::per_board && is_output_template(plan.name);
  const auto clash_with_manifest = [&](const std::string& file, const std::string& what) {
    if (!manifest.empty() && same_file(file, manifest))
      throw UsageError(fmt::format("-o {} and --manifest {}: {} and the manifest would both be written to {}; give them different names",
                                   plan.name, manifest, what, file));
  };
  if (!per_board) {
    clash_with_manifest(plan.name, plan.kind == OutputPlan::Kind::per_board ? "the board" : "the boards");
    return;
  }
  // Names that hold {n}, or {seed} when every seed differs, differ board by board; any
  // other name is compared with every other (render's boards, few).
  const bool differ = plan.name.find("{n}") != std::string::npos || (run.seeds_differ && plan.name.find("{seed}") != std::string::npos);
  std::map<fs::path, int> seen;
  for (int i = 0; i < run.count; ++i) {
    // Only a seed can be ".."; numbers cannot.
    if (file_safe(run.seed(i)) == "..") check_folder(plan, run, i);
    if (manifest.empty() && differ) continue;  // a batch of a million boards checks in milliseconds
    for (const std::string& file : files_of(plan, run, i)) {
      clash_with_manifest(file, fmt::format("board {}", run.number(i)));
      if (differ) continue;
      const auto [at, fresh] = seen.emplace(resolved(file), run.number(i));
      if (!fresh) {
        throw UsageError(fmt::format("-o {}: boards {} and {} would both be written to {}; put {{seed}} or {{n}} in the name "
                                     "(for example -o 'boards/{{n}}-{{seed}}.{}')",
                                     plan.name, at->second, run.number(i), file, fs::path(plan.name).extension().string().substr(1)));
      }
    }
  }
}

}  // namespace uu::cli
