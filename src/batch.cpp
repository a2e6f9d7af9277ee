#include "uuboard/batch.hpp"

#include <algorithm>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <set>
#include <thread>
#include <fmt/core.h>
#include <nlohmann/json.hpp>

namespace uu {

std::string batch_seed(std::string_view seed, int k) { return seed.empty() ? std::to_string(k) : fmt::format("{}-{}", seed, k); }

std::string file_safe(std::string_view seed) {
  std::string out;
  for (char ch : seed) {
    const auto c = static_cast<unsigned char>(ch);
    out += (c == '/' || c == '\\' || c < 0x20 || c == 0x7f) ? '_' : ch;
  }
  return out.empty() ? "board" : out;
}

namespace {
constexpr std::string_view name_fields[] = {"{seed}", "{n}", "{players}"};
}  // namespace

bool is_output_template(std::string_view name) {
  return std::any_of(std::begin(name_fields), std::end(name_fields),
                     [&](std::string_view p) { return name.find(p) != std::string_view::npos; });
}

std::string expand_output_template(std::string_view name, std::string_view seed, int n, int players) {
  const std::string values[] = {file_safe(seed), std::to_string(n), std::to_string(players)};
  std::string out;
  std::size_t i = 0;
  while (i < name.size()) {
    bool replaced = false;
    for (std::size_t p = 0; p < std::size(name_fields); ++p) {
      if (name.substr(i, name_fields[p].size()) == name_fields[p]) {
        out += values[p];
        i += name_fields[p].size();
        replaced = true;
        break;
      }
    }
    if (!replaced) out += name[i++];
  }
  return out;
}

bool has_sheet_field(std::string_view name) { return name.find(sheet_field) != std::string_view::npos; }

std::string expand_sheet_field(std::string_view name, std::string_view sheet) {
  std::string out(name);
  for (auto at = out.find(sheet_field); at != std::string::npos; at = out.find(sheet_field, at + sheet.size())) out.replace(at, sheet_field.size(), sheet);
  return out;
}

BoardSummary summarize(const Board& board, int n, std::string output) {
  std::set<std::string> types;
  for (const Node& node : board.nodes)
    if (node.type) types.insert(*node.type);
  return {n, board.seed, std::move(output), static_cast<int>(board.nodes.size()), static_cast<int>(board.edges.size()),
          static_cast<int>(types.size()), board.attempt,
          board.fairness ? std::optional<double>(board.fairness->score) : std::nullopt};
}

namespace {

std::string joined_expansions(const BoardOptions& options) {
  std::string out;
  for (const std::string& e : options.expansions) out += (out.empty() ? "" : ",") + e;
  return out.empty() ? "none" : out;
}

std::string size_text(const BoardOptions& options) {
  return options.size_width > 0 ? fmt::format("{}x{}", options.size_width, options.size_height) : "";
}

// RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled.
std::string csv_field(std::string_view text) {
  if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
  std::string out = "\"";
  for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

}  // namespace

std::string manifest_csv_header() {
  return "n,seed,players,expansions,first_game,paper,portrait,margin_mm,size,output,nodes,edges,distinct_types,attempt,fairness_score\n";
}

std::string manifest_csv_row(const BoardSummary& s, const BoardOptions& o) {
  const std::string fairness = s.fairness_score ? fmt::format("{}", *s.fairness_score) : "";
  return fmt::format("{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}\n", s.n, csv_field(s.seed), o.players, csv_field(joined_expansions(o)),
                     o.first_game, csv_field(o.page.paper), o.page.portrait, o.page.margin_mm, size_text(o), csv_field(s.output),
                     s.nodes, s.edges, s.distinct_types, s.attempt, fairness);
}

std::string manifest_jsonl_row(const BoardSummary& s, const BoardOptions& o) {
  nlohmann::ordered_json row = {{"n", s.n},
                                {"seed", s.seed},
                                {"options",
                                 {{"players", o.players},
                                  {"expansions", o.expansions},
                                  {"first_game", o.first_game},
                                  {"paper", o.page.paper},
                                  {"portrait", o.page.portrait},
                                  {"margin_mm", o.page.margin_mm},
                                  {"size", o.size_width > 0 ? nlohmann::ordered_json::array({o.size_width, o.size_height})
                                                            : nlohmann::ordered_json(nullptr)}}},
                                {"output", s.output},
                                {"nodes", s.nodes},
                                {"edges", s.edges},
                                {"distinct_types", s.distinct_types},
                                {"attempt", s.attempt},
                                {"fairness_score", s.fairness_score ? nlohmann::ordered_json(*s.fairness_score) : nlohmann::ordered_json(nullptr)}};
  return row.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

namespace {

// Shared state of the parallel loop; workers take indices in order and stay at most
// `window` ahead of delivery.
struct Loop {
  std::mutex mutex;
  std::condition_variable changed;
  int count = 0;
  int window = 1;
  int next = 0;
  int delivered = 0;
  int first_failure = -1;
  bool stop = false;
  std::vector<char> done;
  std::vector<std::exception_ptr> errors;
};

void work_loop(Loop& loop, const std::function<void(int)>& work) {
  for (;;) {
    int i = 0;
    {
      std::unique_lock lock(loop.mutex);
      loop.changed.wait(lock, [&] { return loop.stop || loop.next >= loop.count || loop.next - loop.delivered < loop.window; });
      if (loop.stop || loop.next >= loop.count || (loop.first_failure >= 0 && loop.next > loop.first_failure)) return;
      i = loop.next++;
    }
    std::exception_ptr error;
    try {
      work(i);
    } catch (...) {
      error = std::current_exception();  // carried to the delivering thread, which rethrows it
    }
    {
      const std::lock_guard lock(loop.mutex);
      loop.done[static_cast<std::size_t>(i)] = 1;
      loop.errors[static_cast<std::size_t>(i)] = error;
      if (error && (loop.first_failure < 0 || i < loop.first_failure)) loop.first_failure = i;
    }
    loop.changed.notify_all();
  }
}

// Stops and joins the workers on every way out of run_ordered, exceptions included.
struct Workers {
  Loop& loop;
  std::vector<std::thread> threads;
  ~Workers() {
    {
      const std::lock_guard lock(loop.mutex);
      loop.stop = true;
    }
    loop.changed.notify_all();
    for (std::thread& t : threads) t.join();
  }
};

}  // namespace

int run_ordered(int count, int jobs, int window, const std::function<void(int)>& work, const std::function<void(int)>& deliver,
                const std::function<bool()>& keep_going, const std::function<void(int)>& on_failure) {
  if (jobs <= 1 || count <= 1) {
    for (int i = 0; i < count; ++i) {
      if (!keep_going()) return i;
      try {
        work(i);
        deliver(i);
      } catch (...) {
        on_failure(i);
        throw;
      }
    }
    return count;
  }
  Loop loop;
  loop.count = count;
  loop.window = std::max(window, 1);
  loop.done.assign(static_cast<std::size_t>(count), 0);
  loop.errors.assign(static_cast<std::size_t>(count), nullptr);
  Workers workers{loop, {}};
  for (int t = 0; t < std::min(jobs, count); ++t) workers.threads.emplace_back(work_loop, std::ref(loop), std::cref(work));
  for (int i = 0; i < count; ++i) {
    if (!keep_going()) return i;
    std::exception_ptr error;
    {
      std::unique_lock lock(loop.mutex);
      loop.changed.wait(lock, [&] { return loop.done[static_cast<std::size_t>(i)] != 0; });
      error = loop.errors[static_cast<std::size_t>(i)];
    }
    try {
      if (error) std::rethrow_exception(error);
      deliver(i);
    } catch (...) {
      on_failure(i);
      throw;
    }
    {
      const std::lock_guard lock(loop.mutex);
      loop.delivered = i + 1;
    }
    loop.changed.notify_all();
  }
  return count;
}

int default_jobs() { return std::max(1, static_cast<int>(std::thread::hardware_concurrency())); }

}  // namespace uu
