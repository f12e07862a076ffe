#pragma once

// A progress bar on standard error, for the example programs' long work
// (a census, building pattern databases). Nothing here knows a puzzle.

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdio>
#include <iostream>
#include <string>
#include <string_view>

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
    constexpr int bar = 30;
    const int percent = std::clamp(static_cast<int>(fraction * 100), 0, 100);
    const auto now = std::chrono::steady_clock::now();
    const bool new_task = !drawn_ || task != task_;
    if (!new_task && (percent == percent_ || now - last_ < std::chrono::milliseconds(100))) return;
    percent_ = percent;
    task_ = task;
    last_ = now;
    const int filled = percent * bar / 100;
    std::string line = program_ + ": " + task_ + " [" +
                       std::string(static_cast<std::size_t>(filled), '#') +
                       std::string(static_cast<std::size_t>(bar - filled), ' ') + "] " +
                       std::to_string(percent) + "%";
    const std::size_t length = line.size();
    if (length < width_) line += std::string(width_ - length, ' ');
    width_ = std::max(width_, length);
    std::cerr << '\r' << line << std::flush;
    drawn_ = true;
  }

  // A task that reports no progress of its own: its name, and an empty bar.
  void start(std::string_view task) { show(task, 0); }

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

}  // namespace puzzle_cli
