// SPDX-License-Identifier: GPL-2.0-or-later
// readworkload: the read patterns the advisor tests judge, on a real NFS
// mount in the test VM. No Qt: it is also built statically for the fixture
// capture (tests/e2e/capture), which has no project build.
//
//   readworkload sequential FILE BLOCK_BYTES
//       reads FILE from start to end in BLOCK_BYTES calls (a streaming read)
//   readworkload random FILE COUNT SEED [RUN [SIZE]]
//       COUNT requests at random 4 KiB-aligned offsets of FILE, on one
//       descriptor, each RUN (default 1) consecutive reads of one size from
//       4 to 64 KiB (4 KiB steps), or of SIZE bytes (a multiple of 4 KiB up to
//       64 KiB): a media server or a database serving many clients a few
//       blocks each. The same SEED gives the same offsets.
//
// Prints what it read and the time from open to the last read:
// "read BYTES bytes in CALLS calls in NANOSECONDS ns".
#include "workloadargs.h"

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <vector>

namespace {

int usage()
{
    std::fprintf(stderr, "usage: readworkload sequential FILE BLOCK_BYTES\n"
                         "       readworkload random FILE COUNT SEED [RUN [SIZE]]\n");
    return 2;
}

// xorshift64*: the same offsets for one seed on every machine.
std::uint64_t nextRandom(std::uint64_t &state)
{
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 2685821657736338717ULL;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 4)
        return usage();
    const bool random = std::strcmp(argv[1], "random") == 0;
    if (!random && std::strcmp(argv[1], "sequential") != 0)
        return usage();
    unsigned long long first = 0, seed = 0, run = 1, fixed = 0;
    if (!number(argv[3], first) || first == 0 ||
        (random && (argc < 5 || argc > 7 || !number(argv[4], seed) ||
                    (argc >= 6 && (!number(argv[5], run) || run == 0 || run > 64)) ||
                    (argc == 7 && (!number(argv[6], fixed) || fixed == 0 || fixed % 4096 != 0 ||
                                   fixed > 64 * 1024)))) ||
        (!random && (argc != 4 || first > (64ULL << 20))))
        return usage();
    timespec start{};
    ::clock_gettime(CLOCK_MONOTONIC, &start);
    const int fd = ::open(argv[2], O_RDONLY | O_CLOEXEC);
    struct stat status
    {};
    if (fd < 0 || ::fstat(fd, &status) != 0) {
        std::fprintf(stderr, "readworkload: %s: %s\n", argv[2], std::strerror(errno));
        return 1;
    }
    const std::uint64_t page = 4096, size = std::uint64_t(status.st_size);
    std::vector<char> buffer(random ? 64 * 1024 : first);
    std::uint64_t bytes = 0, calls = 0;
    if (random) {
        if (size < run * 64 * 1024)
            return usage();
        std::uint64_t state = seed * 0x9E3779B97F4A7C15ULL + 1;
        for (unsigned long long i = 0; i < first; ++i) {
            const std::uint64_t drawn = page * (1 + nextRandom(state) % 16);
            const std::uint64_t length = fixed ? fixed : drawn;
            std::uint64_t offset = page * (nextRandom(state) % ((size - run * length) / page + 1));
            for (unsigned long long step = 0; step < run; ++step, offset += length) {
                const ssize_t got = ::pread(fd, buffer.data(), length, off_t(offset));
                if (got < 0) {
                    std::perror("readworkload: pread");
                    return 1;
                }
                bytes += std::uint64_t(got);
                ++calls;
            }
        }
    } else {
        for (;;) {
            const ssize_t got = ::read(fd, buffer.data(), buffer.size());
            if (got < 0) {
                std::perror("readworkload: read");
                return 1;
            }
            if (got == 0)
                break;
            bytes += std::uint64_t(got);
            ++calls;
        }
    }
    timespec end{};
    ::clock_gettime(CLOCK_MONOTONIC, &end);
    const long long ns =
        (long long)(end.tv_sec - start.tv_sec) * 1000000000LL + (end.tv_nsec - start.tv_nsec);
    std::printf("read %llu bytes in %llu calls in %lld ns\n", (unsigned long long)bytes,
                (unsigned long long)calls, ns);
    return 0;
}
