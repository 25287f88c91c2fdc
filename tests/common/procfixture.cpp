// SPDX-License-Identifier: GPL-2.0-or-later
#include "procfixture.h"

#include "fixtureroot.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <unistd.h>

namespace nfstuner::test {

void writeFakeProcess(const QString &root, const FakeProcess &process)
{
    const QString dir = QStringLiteral("%1/proc/%2").arg(root).arg(process.pid);
    QVERIFY(QDir().mkpath(dir + QStringLiteral("/fd")));
    QVERIFY(QDir().mkpath(dir + QStringLiteral("/fdinfo")));
    // Fields 3 to 21 as a sleeping process has them, 22 its start.
    QByteArray stat = QByteArray::number(process.pid) + " (" + process.command + ") S";
    for (int field = 4; field <= 21; ++field)
        stat += " 0";
    stat += ' ' + QByteArray::number(process.startTicks) + " 0 0\n";
    writeFile(dir + QStringLiteral("/stat"), stat);
    const QByteArray uid = QByteArray::number(process.uid);
    writeFile(dir + QStringLiteral("/status"), "Name:\t" + process.command.left(15) +
                                                   "\nUmask:\t0022\nState:\tS (sleeping)\nUid:\t" +
                                                   uid + '\t' + uid + '\t' + uid + '\t' + uid +
                                                   "\nGid:\t100\t100\t100\t100\n");
    writeFile(dir + QStringLiteral("/comm"), process.command + '\n');
    if (process.hasIo)
        writeFile(dir + QStringLiteral("/io"),
                  "rchar: " + QByteArray::number(process.readChars) +
                      "\nwchar: 0\nsyscr: " + QByteArray::number(process.readCalls) +
                      "\nsyscw: 0\nread_bytes: " + QByteArray::number(process.readBytes) +
                      "\nwrite_bytes: 0\ncancelled_write_bytes: 0\n");
    for (const FakeOpenFile &file : process.files) {
        const QByteArray link = QFile::encodeName(dir) + "/fd/" + QByteArray::number(file.fd);
        ::unlink(link.constData());
        QVERIFY(::symlink(file.target.constData(), link.constData()) == 0);
        writeFile(QStringLiteral("%1/fdinfo/%2").arg(dir).arg(file.fd),
                  "pos:\t" + QByteArray::number(file.position) + "\nflags:\t0" +
                      QByteArray::number(file.flags, 8) + "\nmnt_id:\t" +
                      QByteArray::number(file.mountId) + "\nino:\t1234\n");
    }
}

void writeFakeUptime(const QString &root, double seconds)
{
    writeFile(root + QStringLiteral("/proc/uptime"), QByteArray::number(seconds, 'f', 2) + ' ' +
                                                         QByteArray::number(seconds * 2, 'f', 2) +
                                                         '\n');
}

} // namespace nfstuner::test
