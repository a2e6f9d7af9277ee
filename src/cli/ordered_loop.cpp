#include "cli/ordered_loop.hpp"

#include <algorithm>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace uu {

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
