#pragma once

// A progress bar on standard error, for the example programs' long work
// (a census, building pattern databases). Nothing here knows a puzzle.

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <utility>

#if defined(_WIN32)
#include <io.h>
#else
#include <unistd.h>
#endif

namespace puzzle_cli {

inline bool stderr_is_terminal() {
#if defined(_WIN32)
  return _isatty(_fileno(stderr)) != 0;
#else
  return isatty(STDERR_FILENO) != 0;
#endif
}

// "[#######                       ] 23%": a bar of 30 cells for `percent` (0 to 100).
inline std::string bar_text(int percent) {
  constexpr int cells = 30;
  const int filled = percent * cells / 100;
  std::string text = "[";
  text += std::string(static_cast<std::size_t>(filled), '#');
  text += std::string(static_cast<std::size_t>(cells - filled), ' ');
  text += "] ";
  text += std::to_string(percent);
  text += '%';
  return text;
}

// The percentage a fraction (0 to 1) shows, clamped.
inline int percent_of(double fraction) {
  return std::clamp(static_cast<int>(fraction * 100), 0, 100);
}

// "program: task [#######          ] 23%": redrawn in place when the
// percentage or the task changes, at most ten times a second, and wiped when
// done. Nothing at all unless `shown` (standard error is a terminal), so that
// logs and tests see no bar.
class ProgressBar {
 public:
  ProgressBar(std::string_view program, bool shown) : program_(program), shown_(shown) {}
  ProgressBar(const ProgressBar&) = delete;
  ProgressBar& operator=(const ProgressBar&) = delete;
  ~ProgressBar() { clear(); }

  bool shown() const { return shown_; }

  // `fraction` of `task` is done (0 to 1).
  void show(std::string_view task, double fraction) {
    if (!shown_) return;
    const int percent = percent_of(fraction);
    const auto now = std::chrono::steady_clock::now();
    const bool new_task = !drawn_ || task != task_;
    if (!new_task && (percent == percent_ || now - last_ < std::chrono::milliseconds(100))) return;
    percent_ = percent;
    task_ = task;
    last_ = now;
    draw(program_ + ": " + task_ + " " + bar_text(percent));
  }

  // A task that reports no progress of its own: its name, and an empty bar.
  void start(std::string_view task) { show(task, 0); }

  // A line of its own in place of the bar ("building ...: 12 s"), redrawn
  // whenever it changes.
  void status(std::string_view text) {
    if (!shown_ || (drawn_ && text == task_ && percent_ < 0)) return;
    task_ = text;
    percent_ = -1;
    draw(program_ + ": " + task_);
  }

  // A line of its own that stays ("program: text"), the bar wiped first and
  // drawn again below it by its next update.
  void note(std::string_view text) {
    if (!shown_) return;
    clear();
    std::cerr << program_ << ": " << text << '\n' << std::flush;
  }

  // Draws `line` over the previous one, blanking what it leaves of it.
  void draw(std::string line) {
    const std::size_t length = line.size();
    if (length < width_) line += std::string(width_ - length, ' ');
    width_ = std::max(width_, length);
    std::cerr << '\r' << line << std::flush;
    drawn_ = true;
  }

  void clear() {
    if (!drawn_) return;
    std::cerr << '\r' << std::string(width_, ' ') << '\r' << std::flush;
    drawn_ = false;
  }

 private:
  std::string program_;
  bool shown_;
  bool drawn_ = false;
  int percent_ = -1;
  std::string task_;
  std::chrono::steady_clock::time_point last_;
  std::size_t width_ = 0;
};

// While it lives, a line on the bar that says what is being done and for how
// long so far ("building the distance table of size 11: 12 s"), redrawn every
// second by a thread of its own: for work that reports no progress, so that a
// long wait is never silent. Nothing when the bar is not shown.
class ElapsedStatus {
 public:
  ElapsedStatus(ProgressBar& bar, std::string task) : bar_(bar), task_(std::move(task)) {
    if (!bar_.shown()) return;
    bar_.status(task_);
    // std::thread, not std::jthread: libc++ keeps jthread experimental.
    ticker_ = std::thread([this] { tick(); });
  }
  ElapsedStatus(const ElapsedStatus&) = delete;
  ElapsedStatus& operator=(const ElapsedStatus&) = delete;
  ~ElapsedStatus() {
    if (!ticker_.joinable()) return;
    {
      const std::lock_guard lock(mutex_);
      done_ = true;
    }
    woken_.notify_all();
    ticker_.join();
    bar_.clear();
  }

 private:
  void tick() {
    const auto start = std::chrono::steady_clock::now();
    std::unique_lock lock(mutex_);
    for (int seconds = 1;; ++seconds) {
      if (woken_.wait_until(lock, start + std::chrono::seconds(seconds), [this] { return done_; }))
        return;
      bar_.status(task_ + ": " + std::to_string(seconds) + " s");
    }
  }

  ProgressBar& bar_;
  std::string task_;
  std::mutex mutex_;
  std::condition_variable woken_;
  bool done_ = false;
  std::thread ticker_;
};

// While it lives, a bar for work that reports its progress now and then, with
// long gaps between (a table built level by level: the middle levels take
// most of the time): "building the distance table of size 13 [####     ] 23%:
// 12 s", redrawn at each report and every second by a thread of its own, so
// that a long level is never silent. Nothing when the bar is not shown.
class TimedProgress {
 public:
  TimedProgress(ProgressBar& bar, std::string task)
      : bar_(bar), task_(std::move(task)), start_(std::chrono::steady_clock::now()) {
    if (!bar_.shown()) return;
    draw();
    ticker_ = std::thread([this] { tick(); });
  }
  TimedProgress(const TimedProgress&) = delete;
  TimedProgress& operator=(const TimedProgress&) = delete;
  ~TimedProgress() {
    if (!ticker_.joinable()) return;
    {
      const std::lock_guard lock(mutex_);
      done_ = true;
    }
    woken_.notify_all();
    ticker_.join();
    bar_.clear();
  }

  // `fraction` of the work is done (0 to 1); from the thread that works.
  void set(double fraction) {
    if (!bar_.shown()) return;
    const std::lock_guard lock(mutex_);
    percent_ = percent_of(fraction);
    draw();
  }

 private:
  // With mutex_ held (or before the ticker starts).
  void draw() {
    const auto seconds =
        std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - start_);
    bar_.status(task_ + " " + bar_text(percent_) + ": " + std::to_string(seconds.count()) + " s");
  }

  void tick() {
    std::unique_lock lock(mutex_);
    for (int seconds = 1;; ++seconds) {
      if (woken_.wait_until(lock, start_ + std::chrono::seconds(seconds), [this] { return done_; }))
        return;
      draw();
    }
  }

  ProgressBar& bar_;
  std::string task_;
  std::chrono::steady_clock::time_point start_;
  int percent_ = 0;
  std::mutex mutex_;
  std::condition_variable woken_;
  bool done_ = false;
  std::thread ticker_;
};

}  // namespace puzzle_cli
