// SPDX-License-Identifier: GPL-2.0-or-later
// writeworkload: the write patterns the write-back tests look at, on a real
// NFS mount in the test VM. No Qt: it is built statically for the fixture
// capture (tests/e2e/capture), which has no project build, and busybox's dd
// cannot open with O_DSYNC or O_SYNC.
//
//   writeworkload FILE BLOCK_BYTES COUNT plain|dsync|sync|fsync|fsync-each
//       creates FILE and writes COUNT calls of BLOCK_BYTES zeros, opened
//       plain, with O_DSYNC or O_SYNC; "fsync" writes plainly and calls
//       fsync(2) once before closing, "fsync-each" after every call.
//
// Prints what it wrote: "wrote BYTES bytes in CALLS calls".
#include "workloadargs.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

int usage()
{
    std::fprintf(stderr,
                 "usage: writeworkload FILE BLOCK_BYTES COUNT plain|dsync|sync|fsync|fsync-each\n");
    return 2;
}

} // namespace

int main(int argc, char **argv)
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
    const int fd = ::open(argv[1], flags, 0644);
    if (fd < 0) {
        std::fprintf(stderr, "writeworkload: %s: %s\n", argv[1], std::strerror(errno));
        return 1;
    }
    const std::vector<char> zeros(block, 0);
    unsigned long long written = 0;
    for (unsigned long long call = 0; call < count; ++call) {
        size_t done = 0;
        while (done < block) {
            const ssize_t n = ::write(fd, zeros.data() + done, block - done);
            if (n < 0) {
                std::fprintf(stderr, "writeworkload: write: %s\n", std::strerror(errno));
                return 1;
            }
            done += size_t(n);
        }
        written += block;
        if (mode == "fsync-each" && ::fsync(fd) != 0) {
            std::fprintf(stderr, "writeworkload: fsync: %s\n", std::strerror(errno));
            return 1;
        }
    }
    if (mode == "fsync" && ::fsync(fd) != 0) {
        std::fprintf(stderr, "writeworkload: fsync: %s\n", std::strerror(errno));
        return 1;
    }
    if (::close(fd) != 0) {
        std::fprintf(stderr, "writeworkload: close: %s\n", std::strerror(errno));
        return 1;
    }
    std::printf("wrote %llu bytes in %llu calls\n", written, count);
    return 0;
}
