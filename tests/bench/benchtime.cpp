// SPDX-License-Identifier: GPL-2.0-or-later
// nfs-tuner-bench-time RUNS COMMAND...: runs COMMAND (output to /dev/null)
// RUNS times after one warm-up run and prints the median, minimum and
// maximum wall time of the whole process in milliseconds, from fork to the
// end of wait. The same harness times every program compared.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fcntl.h>
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

} // namespace

int main(int argc, char **argv)
{
    if (argc < 3 || std::atoi(argv[1]) < 1) {
        std::fprintf(stderr, "usage: nfs-tuner-bench-time RUNS COMMAND...\n");
        return 2;
    }
    const int runs = std::atoi(argv[1]);
    char **command = argv + 2;
    if (runOnce(command) < 0) {
        std::fprintf(stderr, "nfs-tuner-bench-time: %s failed\n", command[0]);
        return 1;
    }
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        const double ms = runOnce(command);
        if (ms < 0) {
            std::fprintf(stderr, "nfs-tuner-bench-time: %s failed\n", command[0]);
            return 1;
        }
        times.push_back(ms);
    }
    std::sort(times.begin(), times.end());
    std::printf("runs=%d median_ms=%.2f min_ms=%.2f max_ms=%.2f\n", runs, times[times.size() / 2],
                times.front(), times.back());
    return 0;
}
