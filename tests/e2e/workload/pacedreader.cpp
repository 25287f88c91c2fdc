// SPDX-License-Identifier: GPL-2.0-or-later
// pacedreader: one reader of a file at a steady pace, whose own count the
// readers test (tst_e2e) holds `nfs-tuner-cli top` to. No Qt.
//
//   pacedreader MODE FILE CALL_BYTES PERIOD_US RESULT
//     MODE sequential  read() of CALL_BYTES from the start on (stops at the end)
//          pread       pread() of CALL_BYTES at random CALL_BYTES-aligned offsets
//          direct      as sequential, the file opened O_DIRECT
//          idle        opens the file and reads nothing
//          flip        opens FILE, reads a call, closes it, then the same with
//                      OTHER (one more argument), and again: one descriptor
//                      number reused between two mounts, to race a scan
//   One call every PERIOD_US microseconds (absolute deadlines, so the pace
//   does not drift), until SIGTERM; then writes "BYTES CALLS SECONDS" to
//   RESULT: what it read and the time from its first call to its last;
//   and RESULT.timeline, a line "NANOSECONDS BYTES" per call: CLOCK_MONOTONIC
//   after it and the bytes read up to then (what an interval of another
//   program's is held to).
#include "workloadargs.h"

#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <time.h>
#include <unistd.h>
#include <utility>
#include <vector>

namespace {

volatile sig_atomic_t stopped = 0;

void stop(int)
{
    stopped = 1;
}

double seconds(const timespec &from, const timespec &to)
{
    return double(to.tv_sec - from.tv_sec) + double(to.tv_nsec - from.tv_nsec) / 1e9;
}

void advance(timespec &deadline, unsigned long long periodUs)
{
    deadline.tv_nsec += long(periodUs * 1000);
    while (deadline.tv_nsec >= 1000000000L) {
        deadline.tv_nsec -= 1000000000L;
        ++deadline.tv_sec;
    }
}

int writeResult(const char *path, std::uint64_t bytes, std::uint64_t calls, double elapsed)
{
    FILE *result = std::fopen(path, "w");
    if (!result)
        return 1;
    std::fprintf(result, "%llu %llu %.6f\n", (unsigned long long)bytes, (unsigned long long)calls,
                 elapsed);
    std::fclose(result);
    return 0;
}

int flipBetween(const char *first, const char *second, unsigned long long callBytes,
                unsigned long long periodUs, const char *resultPath)
{
    std::vector<char> buffer(callBytes);
    std::uint64_t bytes = 0, calls = 0;
    for (bool one = true; !stopped; one = !one) {
        const int fd = open(one ? first : second, O_RDONLY);
        if (fd < 0) {
            if (errno == EINTR)
                continue;
            std::perror(one ? first : second);
            return 1;
        }
        const ssize_t got = read(fd, buffer.data(), callBytes);
        close(fd);
        if (got > 0) {
            bytes += std::uint64_t(got);
            ++calls;
        }
        usleep(useconds_t(periodUs));
    }
    return writeResult(resultPath, bytes, calls, 0);
}

} // namespace

int main(int argc, char **argv)
{
    unsigned long long callBytes = 0, periodUs = 0;
    const bool flip = argc == 7 && std::strcmp(argv[1], "flip") == 0;
    if ((argc != 6 && !flip) || !number(argv[3], callBytes) || callBytes == 0 ||
        callBytes > (64u << 20) || !number(argv[4], periodUs) || periodUs == 0) {
        std::fprintf(stderr, "usage: pacedreader sequential|pread|direct|idle FILE CALL_BYTES "
                             "PERIOD_US RESULT\n       pacedreader flip FILE CALL_BYTES PERIOD_US "
                             "RESULT OTHER\n");
        return 2;
    }
    const char *mode = argv[1];
    const bool direct = std::strcmp(mode, "direct") == 0;
    const bool positional = std::strcmp(mode, "pread") == 0;
    const bool idle = std::strcmp(mode, "idle") == 0;
    struct sigaction action = {};
    action.sa_handler = stop;
    sigaction(SIGTERM, &action, nullptr);
    if (flip)
        return flipBetween(argv[2], argv[6], callBytes, periodUs, argv[5]);
    const int fd = open(argv[2], O_RDONLY | (direct ? O_DIRECT : 0));
    if (fd < 0) {
        std::perror(argv[2]);
        return 1;
    }
    const off_t size = lseek(fd, 0, SEEK_END);
    lseek(fd, 0, SEEK_SET);
    void *buffer = nullptr;
    if (posix_memalign(&buffer, 4096, callBytes) != 0)
        return 1;
    std::uint64_t state = 0x9e3779b97f4a7c15ULL, bytes = 0, calls = 0;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> timeline;
    timeline.reserve(1 << 16);
    timespec deadline = {}, first = {}, last = {};
    clock_gettime(CLOCK_MONOTONIC, &deadline);
    bool atEnd = false;
    while (!stopped) {
        if (idle || atEnd) {
            pause();
            continue;
        }
        ssize_t got;
        if (positional) {
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            const off_t blocks = size / off_t(callBytes);
            const off_t at =
                off_t((state * 2685821657736338717ULL) % std::uint64_t(blocks)) * off_t(callBytes);
            got = pread(fd, buffer, callBytes, at);
        } else {
            got = read(fd, buffer, callBytes);
        }
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0) {
            std::perror("read");
            return 1;
        }
        clock_gettime(CLOCK_MONOTONIC, &last);
        if (calls == 0)
            first = last;
        bytes += std::uint64_t(got);
        ++calls;
        timeline.emplace_back(
            std::uint64_t(last.tv_sec) * 1000000000ULL + std::uint64_t(last.tv_nsec), bytes);
        // The next call would find the end: stop before it, so that no call
        // reads less than CALL_BYTES.
        atEnd = !positional && lseek(fd, 0, SEEK_CUR) + off_t(callBytes) > size;
        advance(deadline, periodUs);
        while (!stopped &&
               clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &deadline, nullptr) == EINTR) {
        }
    }
    const std::string timelinePath = std::string(argv[5]) + ".timeline";
    if (FILE *out = std::fopen(timelinePath.c_str(), "w")) {
        for (const auto &[ns, upTo] : timeline)
            std::fprintf(out, "%llu %llu\n", (unsigned long long)ns, (unsigned long long)upTo);
        std::fclose(out);
    }
    return writeResult(argv[5], bytes, calls, calls > 0 ? seconds(first, last) : 0.0);
}
