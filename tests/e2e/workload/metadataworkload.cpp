// SPDX-License-Identifier: GPL-2.0-or-later
// metadataworkload: what a build or a backup does to a tree of small files,
// for the diagnosis lab's metadata storm (tests/e2e/lab). No Qt.
//
//   metadataworkload DIR ROUNDS
//       ROUNDS times over every file of DIR: stat(2) it, open it, read its
//       first 4 KiB, close it. On a mount with actimeo=0 every stat and
//       open asks the server again (GETATTR, LOOKUP, ACCESS, OPEN, CLOSE);
//       the data stays cached after the first round.
//
// Prints "stat FILES files in ROUNDS rounds in NANOSECONDS ns".
#include "workloadargs.h"

#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <vector>

int main(int argc, char **argv)
{
    unsigned long long rounds = 0;
    if (argc != 3 || !number(argv[2], rounds) || rounds == 0) {
        std::fprintf(stderr, "usage: metadataworkload DIR ROUNDS\n");
        return 2;
    }
    std::vector<std::string> files;
    DIR *dir = ::opendir(argv[1]);
    if (!dir) {
        std::fprintf(stderr, "metadataworkload: %s: %s\n", argv[1], std::strerror(errno));
        return 1;
    }
    while (const dirent *entry = ::readdir(dir)) {
        if (entry->d_name[0] != '.')
            files.push_back(std::string(argv[1]) + '/' + entry->d_name);
    }
    ::closedir(dir);
    timespec start{};
    ::clock_gettime(CLOCK_MONOTONIC, &start);
    char buffer[4096];
    for (unsigned long long round = 0; round < rounds; ++round) {
        for (const std::string &file : files) {
            struct stat status
            {};
            if (::stat(file.c_str(), &status) != 0) {
                std::fprintf(stderr, "metadataworkload: %s: %s\n", file.c_str(),
                             std::strerror(errno));
                return 1;
            }
            const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
            if (fd < 0 || ::read(fd, buffer, sizeof buffer) < 0) {
                std::fprintf(stderr, "metadataworkload: %s: %s\n", file.c_str(),
                             std::strerror(errno));
                return 1;
            }
            ::close(fd);
        }
    }
    timespec end{};
    ::clock_gettime(CLOCK_MONOTONIC, &end);
    const long long ns =
        (long long)(end.tv_sec - start.tv_sec) * 1000000000LL + (end.tv_nsec - start.tv_nsec);
    std::printf("stat %zu files in %llu rounds in %lld ns\n", files.size(), rounds, ns);
    return 0;
}
