// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace nfstuner::test {

// Processes laid out under ROOT/proc as the kernel shows them (stat,
// status, comm, io, fd/N links, fdinfo/N), for the readers' scan to read
// on a folder root. Values are the test's own; the layout is the kernel's
// (proc(5)).
struct FakeOpenFile
{
    int fd = 3;
    QByteArray target; // the link's target: a path, "socket:[123]", …
    int mountId = 0;
    quint64 position = 0;
    quint32 flags = 0100000; // O_RDONLY|O_LARGEFILE, octal in fdinfo
};

struct FakeProcess
{
    quint32 pid = 0;
    quint64 startTicks = 100;
    quint32 uid = 1000;
    QByteArray command = "reader";
    bool hasIo = true;
    quint64 readChars = 0, readCalls = 0, readBytes = 0;
    QList<FakeOpenFile> files;
};

void writeFakeProcess(const QString &root, const FakeProcess &process);
void writeFakeUptime(const QString &root, double seconds);

} // namespace nfstuner::test
