#pragma once

// Binary files as the pattern database and checkpoint files need them
// (search/pattern_database_file.hpp, search/checkpoint_file.hpp), on std::FILE*:
//   * read only when the path is a regular file: opening a FIFO waits for a
//     writer for ever, and reading a device never ends. With POSIX the file is
//     opened with O_NONBLOCK and looked at again once open, so that a FIFO put
//     in its place in between cannot block either;
//   * written to the disk before being closed (fsync, with POSIX), so that a
//     file renamed over an old one holds its data even after a crash;
//   * every failure said in words, the system's reason included.
// Each call returns false on failure and leaves the message in why(), to
// follow "pattern database 'NAME': ".

#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <random>
#include <string>
#include <system_error>
#include <utility>

#include "config.hpp"
#include "text.hpp"

// Nothing without files (WebAssembly's WASI libc++): pattern_database_file.hpp,
// the one user, says so at compile time.
#if ROTATION_HAS_FILES

#if ROTATION_HAS_POSIX_FILES
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace rotation::detail {

class BinaryFile {
 public:
  BinaryFile() = default;
  BinaryFile(const BinaryFile&) = delete;
  BinaryFile& operator=(const BinaryFile&) = delete;
  ~BinaryFile() { close(); }

  // Opens `path` for reading, if it is a regular file.
  bool open_for_reading(const std::filesystem::path& path) {
    std::error_code error;
    const std::filesystem::file_status status = std::filesystem::status(path, error);
    if (error) return failed("cannot open the file: " + error.message());
    if (!std::filesystem::is_regular_file(status)) return failed(not_regular(status.type()));
#if ROTATION_HAS_POSIX_FILES
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return failed("cannot open the file" + reason(errno));
    struct stat info {};
    if (::fstat(fd, &info) != 0) {
      const int error_number = errno;
      ::close(fd);
      return failed("cannot open the file" + reason(error_number));
    }
    if (!S_ISREG(info.st_mode)) {  // no longer the file looked at above
      ::close(fd);
      return failed(not_regular(type_of(info.st_mode)));
    }
    size_ = static_cast<std::uint64_t>(info.st_size);
    file_ = ::fdopen(fd, "rb");
    if (file_ == nullptr) {
      const int error_number = errno;
      ::close(fd);
      return failed("cannot open the file" + reason(error_number));
    }
#else
    errno = 0;
    file_ = std::fopen(path.string().c_str(), "rb");
    if (file_ == nullptr) return failed("cannot open the file" + reason(errno));
    size_ = std::filesystem::file_size(path, error);
    if (error) return failed("cannot open the file: " + error.message());
#endif
    return true;
  }

  // The size of the file opened for reading, when it was opened.
  [[nodiscard]] std::uint64_t size() const { return size_; }

  // Reads up to `size` bytes: the number read, fewer at the end of the file
  // or on an error (then false from ok()).
  std::size_t read(void* data, std::size_t size) {
    errno = 0;
    const std::size_t count = std::fread(data, 1, size, file_);
    if (count != size && std::ferror(file_) != 0) failed("cannot read the file" + reason(errno));
    return count;
  }

  // Creates or empties `path` for writing.
  bool open_for_writing(const std::filesystem::path& path) {
    name_ = escaped(path.string());
#if ROTATION_HAS_POSIX_FILES
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) return cannot_write(errno);
    file_ = ::fdopen(fd, "wb");
    if (file_ == nullptr) {
      const int error_number = errno;
      ::close(fd);
      return cannot_write(error_number);
    }
#else
    errno = 0;
    file_ = std::fopen(path.string().c_str(), "wb");
    if (file_ == nullptr) return cannot_write(errno);
#endif
    return true;
  }

  bool write(const void* data, std::size_t size) {
    errno = 0;
    return std::fwrite(data, 1, size, file_) == size || cannot_write(errno);
  }

  // Flushes what was written to the disk and closes the file.
  bool close_to_disk() {
    errno = 0;
    if (std::fflush(file_) != 0) return cannot_write(errno);
#if ROTATION_HAS_POSIX_FILES
    if (::fsync(::fileno(file_)) != 0) return cannot_write(errno);
#endif
    errno = 0;
    if (std::fclose(std::exchange(file_, nullptr)) != 0) return cannot_write(errno);
    return true;
  }

  // Closes the file, if open, whatever happens to what was written.
  void close() {
    if (file_ != nullptr) std::fclose(std::exchange(file_, nullptr));
  }

  [[nodiscard]] bool ok() const { return why_.empty(); }
  [[nodiscard]] const std::string& why() const { return why_; }

 private:
  // ": No such file or directory", or nothing when the call left no errno
  // (std::FILE* calls need not set it, outside POSIX).
  static std::string reason(int error_number) {
    return error_number == 0 ? "" : ": " + std::generic_category().message(error_number);
  }

  static std::string not_regular(std::filesystem::file_type type) {
    using std::filesystem::file_type;
    const char* kind = type == file_type::directory   ? " (a directory)"
                       : type == file_type::fifo      ? " (a FIFO)"
                       : type == file_type::character ? " (a character device)"
                       : type == file_type::block     ? " (a block device)"
                       : type == file_type::socket    ? " (a socket)"
                                                      : "";
    return std::string("not a regular file") + kind;
  }

#if ROTATION_HAS_POSIX_FILES
  static std::filesystem::file_type type_of(mode_t mode) {
    using std::filesystem::file_type;
    if (S_ISDIR(mode)) return file_type::directory;
    if (S_ISFIFO(mode)) return file_type::fifo;
    if (S_ISCHR(mode)) return file_type::character;
    if (S_ISBLK(mode)) return file_type::block;
    if (S_ISSOCK(mode)) return file_type::socket;
    return file_type::unknown;
  }
#endif

  bool failed(std::string why) {
    why_ = std::move(why);
    return false;
  }
  bool cannot_write(int error_number) {
    return failed("cannot write '" + name_ + "'" + reason(error_number));
  }

  std::FILE* file_ = nullptr;
  std::uint64_t size_ = 0;
  std::string name_;  // of a file opened for writing, escaped for messages
  std::string why_;
};

// A file written whole or not at all (a table, a checkpoint): under a name of
// its own next to the target (two programs saving the same file at once do
// not write into one), on the disk, then renamed over the target, so that
// after a crash the target holds the old file or the whole new one. A
// failure, and leaving before commit() (an exception from anywhere), removes
// the temporary file: a failed save leaves nothing behind. Each call returns
// false on failure, the message in why(), for the caller's own exception.
class AtomicFile {
 public:
  explicit AtomicFile(std::filesystem::path target)
      : target_(std::move(target)), temporary_(target_) {
    temporary_ += ".partial-" + std::to_string(std::random_device{}());
    if (!out_.open_for_writing(temporary_)) discard();
  }
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;
  ~AtomicFile() {
    if (!committed_) discard();
  }

  // Whether the temporary file is open (else why() says why it is not).
  [[nodiscard]] bool opened() const { return out_.ok(); }

  bool write(const void* data, std::size_t size) { return out_.write(data, size) || discard(); }

  // On the disk, then under the target's name (fsync before rename).
  bool commit() {
    if (!out_.close_to_disk()) return discard();
    std::error_code error;
    std::filesystem::rename(temporary_, target_, error);
    if (error) {
      rename_failure_ =
          "cannot rename '" + escaped(temporary_.string()) + "' to it: " + error.message();
      return discard();
    }
    committed_ = true;
    return true;
  }

  [[nodiscard]] const std::string& why() const {
    return rename_failure_.empty() ? out_.why() : rename_failure_;
  }

 private:
  bool discard() {
    out_.close();
    std::error_code ignored;
    std::filesystem::remove(temporary_, ignored);
    return false;
  }

  std::filesystem::path target_;
  std::filesystem::path temporary_;
  BinaryFile out_;
  std::string rename_failure_;
  bool committed_ = false;
};

}  // namespace rotation::detail

#endif  // ROTATION_HAS_FILES
