// SPDX-License-Identifier: GPL-2.0-or-later
// libnfstuner-faultinject.so, for LD_PRELOAD in tests: makes open() or
// write() fail with a chosen errno for files whose path contains a text, to
// reproduce what a test machine's kernel will not do on demand (sysfs
// refusing a value, a file that cannot be opened). The rules come from
// NFSTUNER_FAULTS, e.g.
//   NFSTUNER_FAULTS="write:/0:29/read_ahead_kb=EINVAL;openw:/0:31/read_ahead_kb=EACCES"
// where "open" is any open and "openw" an open for writing; a text ending
// in "$" must end the path. "sleepwrite" and
// "sleepfsync" take milliseconds instead of an errno and make the call
// wait that long first (a helper to kill in the middle of a config write):
//   NFSTUNER_FAULTS="sleepwrite:.nfs.conf.nfs-tuner-=3000"
#include <cerrno>
#include <cstdarg>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <fcntl.h>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

struct Rule
{
    std::string call; // "open", "openw", "write", "sleepwrite" or "sleepfsync"
    std::string pathPart;
    int error; // or milliseconds, for the sleep rules
};

int errnoNamed(const std::string &name)
{
    static const struct
    {
        const char *name;
        int value;
    } names[] = {{"EINVAL", EINVAL}, {"EACCES", EACCES}, {"EPERM", EPERM},   {"EIO", EIO},
                 {"ENOSPC", ENOSPC}, {"EROFS", EROFS},   {"ENOENT", ENOENT}, {"EBUSY", EBUSY}};
    for (const auto &entry : names) {
        if (name == entry.name)
            return entry.value;
    }
    return EIO;
}

// Never destroyed: open() and write() go on being called after static
// destructors have run (atexit handlers, LeakSanitizer's exit check).
const std::vector<Rule> &rules()
{
    static const std::vector<Rule> &parsed = *new std::vector<Rule>([] {
        std::vector<Rule> result;
        const char *text = std::getenv("NFSTUNER_FAULTS");
        std::string all = text ? text : "";
        size_t start = 0;
        while (start < all.size()) {
            size_t end = all.find(';', start);
            if (end == std::string::npos)
                end = all.size();
            const std::string rule = all.substr(start, end - start);
            const size_t colon = rule.find(':');
            const size_t equals = rule.rfind('=');
            if (colon != std::string::npos && equals != std::string::npos && equals > colon)
                result.push_back({rule.substr(0, colon), rule.substr(colon + 1, equals - colon - 1),
                                  rule.compare(0, 5, "sleep") == 0
                                      ? std::atoi(rule.substr(equals + 1).c_str())
                                      : errnoNamed(rule.substr(equals + 1))});
            start = end + 1;
        }
        return result;
    }());
    return parsed;
}

// The errno to fail `call` on `path` with, or 0.
int faultFor(const char *call, const char *path)
{
    if (!path)
        return 0;
    for (const Rule &rule : rules()) {
        if (rule.call != call)
            continue;
        // "part$": the path ends with part; else it contains it.
        const std::string &part = rule.pathPart;
        const bool suffix = !part.empty() && part.back() == '$';
        const size_t length = std::strlen(path);
        if (suffix ? (length >= part.size() - 1 &&
                      part.compare(0, part.size() - 1, path + length - (part.size() - 1)) == 0)
                   : std::strstr(path, part.c_str()) != nullptr)
            return rule.error;
    }
    return 0;
}

int openFault(const char *path, int flags)
{
    if (const int error = faultFor("open", path))
        return error;
    return (flags & O_ACCMODE) != O_RDONLY ? faultFor("openw", path) : 0;
}

std::string pathOfFd(int fd)
{
    char link[64];
    char target[4096];
    std::snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    const ssize_t n = ::readlink(link, target, sizeof target - 1);
    return n > 0 ? std::string(target, size_t(n)) : std::string();
}

template<typename Function>
Function next(const char *name)
{
    return reinterpret_cast<Function>(dlsym(RTLD_NEXT, name));
}

} // namespace

extern "C" {

int open(const char *path, int flags, ...)
{
    mode_t mode = 0;
    if (flags & (O_CREAT | O_TMPFILE)) {
        va_list args;
        va_start(args, flags);
        mode = mode_t(va_arg(args, int));
        va_end(args);
    }
    if (const int error = openFault(path, flags)) {
        errno = error;
        return -1;
    }
    static const auto real = next<int (*)(const char *, int, ...)>("open");
    return real(path, flags, mode);
}

int open64(const char *path, int flags, ...) __attribute__((alias("open")));

int openat(int dir, const char *path, int flags, ...)
{
    mode_t mode = 0;
    if (flags & (O_CREAT | O_TMPFILE)) {
        va_list args;
        va_start(args, flags);
        mode = mode_t(va_arg(args, int));
        va_end(args);
    }
    if (const int error = openFault(path, flags)) {
        errno = error;
        return -1;
    }
    static const auto real = next<int (*)(int, const char *, int, ...)>("openat");
    return real(dir, path, flags, mode);
}

ssize_t write(int fd, const void *data, size_t size)
{
    if (!rules().empty()) {
        const std::string path = pathOfFd(fd);
        if (const int milliseconds = faultFor("sleepwrite", path.c_str()))
            ::usleep(useconds_t(milliseconds) * 1000);
        if (const int error = faultFor("write", path.c_str())) {
            errno = error;
            return -1;
        }
    }
    static const auto real = next<ssize_t (*)(int, const void *, size_t)>("write");
    return real(fd, data, size);
}

int fsync(int fd)
{
    if (!rules().empty()) {
        if (const int milliseconds = faultFor("sleepfsync", pathOfFd(fd).c_str()))
            ::usleep(useconds_t(milliseconds) * 1000);
    }
    static const auto real = next<int (*)(int)>("fsync");
    return real(fd);
}

} // extern "C"
