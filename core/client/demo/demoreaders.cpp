// SPDX-License-Identifier: GPL-2.0-or-later
#include "demo/demoreaders.h"

#include "base/atomicfilereplace.h"

#include <QDir>
#include <QFile>

#include <unistd.h>

namespace nfstuner {

namespace {

constexpr double StreamCall = 65536;
constexpr double DatabaseCall = 4096;
// The demo machine's users (its /etc/passwd).
constexpr quint32 Alice = 1001, Postgres = 1002;

void replace(const QString &path, const QByteArray &content)
{
    (void)AtomicFileReplace::replace(
        path, std::nullopt, [&content](const std::optional<QByteArray> &) {
            return Result<std::optional<QByteArray>>(std::optional(content));
        });
}

} // namespace

DemoReaders::DemoReaders(SystemRoot root)
    : m_root(std::move(root))
{
    const QString passwd = m_root.path(QStringLiteral("/etc/passwd"));
    if (!QFile::exists(passwd)) {
        QDir().mkpath(m_root.path(QStringLiteral("/etc")));
        replace(passwd, "root:x:0:0:root:/root:/bin/bash\n"
                        "alice:x:1001:1001:Alice:/home/alice:/bin/bash\n"
                        "postgres:x:1002:1002:PostgreSQL:/var/lib/postgresql:/bin/bash\n");
    }
}

void DemoReaders::advance(qint32 mountId, const QString &mountpoint, double bytes,
                          double uptimeSeconds)
{
    auto found = m_mounts.find(mountId);
    if (found == m_mounts.end()) {
        MountReaders readers;
        readers.stream.pid = m_nextPid++;
        readers.database.pid = m_nextPid++;
        readers.pager.pid = m_nextPid++;
        m_nextPid += 7;
        found = m_mounts.insert(mountId, readers);
    }
    MountReaders &readers = *found;
    const double stream = bytes * SequentialShare;
    const double database = bytes - stream;
    readers.stream.chars += stream;
    readers.stream.calls += stream / StreamCall;
    readers.stream.fetched += stream;
    readers.stream.position += stream;
    readers.database.chars += database;
    readers.database.calls += database / DatabaseCall;
    readers.database.fetched += database;
    const QByteArray base = QFile::encodeName(mountpoint);
    write(readers.stream, Alice, "rsync", mountId, base + "/media/film.mkv", false);
    write(readers.database, Postgres, "postgres", mountId, base + "/pgdata/base/16384/2619", true);
    write(readers.pager, Alice, "less", mountId, base + "/notes.txt", false);
    replace(m_root.path(QStringLiteral("/proc/uptime")),
            QByteArray::number(uptimeSeconds, 'f', 2) + " 0.00\n");
}

void DemoReaders::write(const Reader &reader, quint32 uid, const char *command, qint32 mountId,
                        const QByteArray &file, bool positional) const
{
    const QString dir = m_root.path(QStringLiteral("/proc/%1").arg(reader.pid));
    if (!QFile::exists(dir + QStringLiteral("/stat"))) {
        QDir().mkpath(dir + QStringLiteral("/fd"));
        QDir().mkpath(dir + QStringLiteral("/fdinfo"));
        QByteArray stat = QByteArray::number(reader.pid) + " (" + command + ") S";
        for (int field = 4; field <= 21; ++field)
            stat += " 0";
        replace(dir + QStringLiteral("/stat"), stat + " 100 0 0\n");
        const QByteArray id = QByteArray::number(uid);
        replace(dir + QStringLiteral("/status"), QByteArray("Name:\t") + command + "\nUid:\t" + id +
                                                     '\t' + id + '\t' + id + '\t' + id + '\n');
        replace(dir + QStringLiteral("/comm"), QByteArray(command) + '\n');
        // A failure shows as a reader without its file: nothing to stop the demo for.
        if (::symlink(file.constData(),
                      QFile::encodeName(dir + QStringLiteral("/fd/3")).constData()) != 0)
            return;
    }
    const auto number = [](double value) { return QByteArray::number(quint64(value)); };
    replace(dir + QStringLiteral("/fdinfo/3"),
            "pos:\t" + (positional ? QByteArray("0") : number(reader.position)) +
                "\nflags:\t0100000\nmnt_id:\t" + QByteArray::number(mountId) + '\n');
    replace(dir + QStringLiteral("/io"), "rchar: " + number(reader.chars) +
                                             "\nwchar: 0\nsyscr: " + number(reader.calls) +
                                             "\nsyscw: 0\nread_bytes: " + number(reader.fetched) +
                                             "\nwrite_bytes: 0\ncancelled_write_bytes: 0\n");
}

} // namespace nfstuner
