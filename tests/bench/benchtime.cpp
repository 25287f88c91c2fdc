// SPDX-License-Identifier: GPL-2.0-or-later
// nfs-tuner-bench-time RUNS COMMAND... [--vs OTHER...]: runs COMMAND (output
// to /dev/null) RUNS times after one warm-up run and prints the median,
// minimum and maximum wall time of the whole process in milliseconds, from
// fork to the end of wait. With --vs the two commands take turns, so that
// a machine getting slower or faster meanwhile affects both alike, and the
// ratio of their medians is printed too.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fcntl.h>
#include <string_view>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace {

double nowMs()
{
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

// One run; its wall time in ms, or a negative number when it failed.
double runOnce(char **command)
{
    const double start = nowMs();
    const pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        const int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
        if (null >= 0) {
            dup2(null, STDOUT_FILENO);
            dup2(null, STDERR_FILENO);
        }
        execvp(command[0], command);
        _exit(127);
    }
    int status = 0;
    if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return -1;
    return nowMs() - start;
}

std::vector<double> sorted(std::vector<double> times)
{
    std::sort(times.begin(), times.end());
    return times;
}

void print(const char *prefix, const std::vector<double> &times)
{
    std::printf("%smedian_ms=%.2f %smin_ms=%.2f %smax_ms=%.2f", prefix, times[times.size() / 2],
                prefix + (*prefix == ' '), times.front(), prefix + (*prefix == ' '), times.back());
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 3 || std::atoi(argv[1]) < 1) {
        std::fprintf(stderr, "usage: nfs-tuner-bench-time RUNS COMMAND... [--vs OTHER...]\n");
        return 2;
    }
    const int runs = std::atoi(argv[1]);
    std::vector<char **> commands{argv + 2};
    for (int i = 2; i < argc; ++i) {
        if (std::string_view(argv[i]) == "--vs") {
            argv[i] = nullptr; // ends the first command's argv
            commands.push_back(argv + i + 1);
        }
    }
    std::vector<std::vector<double>> times(commands.size());
    for (int round = -1; round < runs; ++round) { // round -1 warms up
        for (size_t c = 0; c < commands.size(); ++c) {
            const double ms = runOnce(commands[c]);
            if (ms < 0) {
                std::fprintf(stderr, "nfs-tuner-bench-time: %s failed\n", commands[c][0]);
                return 1;
            }
            if (round >= 0)
                times[c].push_back(ms);
        }
    }
    std::printf("runs=%d ", runs);
    print("", sorted(times[0]));
    if (commands.size() > 1) {
        const auto other = sorted(times[1]);
        print(" vs_", other);
        std::printf(" ratio=%.2f", other[other.size() / 2] / sorted(times[0])[times[0].size() / 2]);
    }
    std::printf("\n");
    return 0;
}
