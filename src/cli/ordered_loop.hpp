#pragma once
// An ordered parallel loop whose result does not depend on the number of threads: work
// runs on worker threads, delivery on the calling thread in order.
#include <functional>

namespace uu {

// Runs work(i) for i in [0, count) on `jobs` threads (1: on the calling thread) and
// deliver(i) on the calling thread in increasing i, each after work(i) has returned.
// At most `window` items run ahead of delivery, which bounds memory. keep_going() is
// asked before each delivery; false stops the loop. The first failure in order of i
// (from work or deliver) stops it too: on_failure(i) is called, later results are
// dropped, and the exception is rethrown once every thread has stopped. Returns the
// number of items delivered.
int run_ordered(int count, int jobs, int window, const std::function<void(int)>& work, const std::function<void(int)>& deliver,
                const std::function<bool()>& keep_going, const std::function<void(int)>& on_failure);

// Threads the machine offers, at least 1.
int default_jobs();

}  // namespace uu
