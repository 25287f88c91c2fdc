// SPDX-License-Identifier: GPL-2.0-or-later
// writeworkload: the write patterns the write-back tests and the write lab
// look at, on a real NFS mount in the test VM. No Qt: it is built
// statically for the fixture capture (tests/e2e/capture), which has no
// project build, and busybox's dd cannot open with O_DSYNC or O_SYNC.
//
//   writeworkload FILE BLOCK_BYTES COUNT plain|dsync|sync|fsync|fsync-each
//       creates FILE and writes COUNT calls of BLOCK_BYTES zeros, opened
//       plain, with O_DSYNC or O_SYNC; "fsync" writes plainly and calls
//       fsync(2) once before closing, "fsync-each" after every call.
//   writeworkload random FILE FILE_BYTES COUNT SEED
//       COUNT writes of 4 KiB at random 4 KiB-aligned offsets of FILE
//       (created, or cut, to FILE_BYTES first), then one fsync(2): a
//       database's or a VM image's buffered writes (the same SEED gives the
//       same offsets).
//   writeworkload files DIR COUNT FILE_BYTES
//       COUNT new files DIR/f-N of FILE_BYTES each, each written and closed
//       (NFS writes a file back when it is closed).
//
// Prints what it wrote and the time from the first open to the last close
// (the final fsync and each close's write-back included):
// "wrote BYTES bytes in CALLS calls in NANOSECONDS ns".
#include "workloadargs.h"

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <time.h>
#include <unistd.h>
#include <vector>

namespace {

int usage()
{
    std::fprintf(stderr,
                 "usage: writeworkload FILE BLOCK_BYTES COUNT plain|dsync|sync|fsync|fsync-each\n"
                 "       writeworkload random FILE FILE_BYTES COUNT SEED\n"
                 "       writeworkload files DIR COUNT FILE_BYTES\n");
    return 2;
}

int failed(const char *what, const std::string &where = {})
{
    std::fprintf(stderr, "writeworkload: %s%s%s: %s\n", where.c_str(), where.empty() ? "" : ": ",
                 what, std::strerror(errno));
    return 1;
}

std::uint64_t nowNs()
{
    timespec now{};
    clock_gettime(CLOCK_MONOTONIC, &now);
    return std::uint64_t(now.tv_sec) * 1000000000ULL + std::uint64_t(now.tv_nsec);
}

// xorshift64*: the same offsets for one seed on every machine.
std::uint64_t nextRandom(std::uint64_t &state)
{
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 2685821657736338717ULL;
}

bool writeAll(int fd, const char *data, size_t size, off_t offset = -1)
{
    size_t done = 0;
    while (done < size) {
        const ssize_t n = offset < 0 ? ::write(fd, data + done, size - done)
                                     : ::pwrite(fd, data + done, size - done, offset + off_t(done));
        if (n < 0)
            return false;
        done += size_t(n);
    }
    return true;
}

int streamed(int argc, char **argv)
{
    unsigned long long block = 0, count = 0;
    if (argc != 5 || !number(argv[2], block) || !number(argv[3], count) || block == 0 ||
        block > (1ULL << 30))
        return usage();
    const std::string mode = argv[4];
    int flags = O_WRONLY | O_CREAT | O_TRUNC;
    if (mode == "dsync")
        flags |= O_DSYNC;
    else if (mode == "sync")
        flags |= O_SYNC;
    else if (mode != "plain" && mode != "fsync" && mode != "fsync-each")
        return usage();
    const std::uint64_t start = nowNs();
    const int fd = ::open(argv[1], flags, 0644);
    if (fd < 0)
        return failed("open", argv[1]);
    const std::vector<char> zeros(block, 0);
    for (unsigned long long call = 0; call < count; ++call) {
        if (!writeAll(fd, zeros.data(), block))
            return failed("write");
        if (mode == "fsync-each" && ::fsync(fd) != 0)
            return failed("fsync");
    }
    if (mode == "fsync" && ::fsync(fd) != 0)
        return failed("fsync");
    if (::close(fd) != 0)
        return failed("close");
    std::printf("wrote %llu bytes in %llu calls in %llu ns\n", block * count, count,
                static_cast<unsigned long long>(nowNs() - start));
    return 0;
}

int randomly(int argc, char **argv)
{
    unsigned long long fileBytes = 0, count = 0, seed = 0;
    if (argc != 6 || !number(argv[3], fileBytes) || !number(argv[4], count) ||
        !number(argv[5], seed) || fileBytes < 4096 || count == 0)
        return usage();
    const std::uint64_t start = nowNs();
    const int fd = ::open(argv[2], O_WRONLY | O_CREAT, 0644);
    if (fd < 0)
        return failed("open", argv[2]);
    if (::ftruncate(fd, off_t(fileBytes)) != 0)
        return failed("ftruncate", argv[2]);
    std::vector<char> block(4096, 0);
    std::uint64_t state = seed ? seed : 1;
    const std::uint64_t blocks = fileBytes / 4096;
    for (unsigned long long call = 0; call < count; ++call) {
        std::memset(block.data(), int(call & 0xff), block.size());
        if (!writeAll(fd, block.data(), block.size(), off_t(nextRandom(state) % blocks * 4096)))
            return failed("pwrite");
    }
    if (::fsync(fd) != 0)
        return failed("fsync");
    if (::close(fd) != 0)
        return failed("close");
    std::printf("wrote %llu bytes in %llu calls in %llu ns\n", count * 4096, count,
                static_cast<unsigned long long>(nowNs() - start));
    return 0;
}

int files(int argc, char **argv)
{
    unsigned long long count = 0, fileBytes = 0;
    if (argc != 5 || !number(argv[3], count) || !number(argv[4], fileBytes) || count == 0 ||
        fileBytes > (1ULL << 30))
        return usage();
    const std::vector<char> data(fileBytes, 'x');
    const std::uint64_t start = nowNs();
    for (unsigned long long n = 0; n < count; ++n) {
        const std::string path = std::string(argv[2]) + "/f-" + std::to_string(n);
        const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd < 0)
            return failed("open", path);
        if (!writeAll(fd, data.data(), data.size()))
            return failed("write", path);
        if (::close(fd) != 0)
            return failed("close", path);
    }
    std::printf("wrote %llu bytes in %llu calls in %llu ns\n", count * fileBytes, count,
                static_cast<unsigned long long>(nowNs() - start));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc >= 2 && std::strcmp(argv[1], "random") == 0)
        return randomly(argc, argv);
    if (argc >= 2 && std::strcmp(argv[1], "files") == 0)
        return files(argc, argv);
    return streamed(argc, argv);
}
