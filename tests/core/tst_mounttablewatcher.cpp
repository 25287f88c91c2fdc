// SPDX-License-Identifier: GPL-2.0-or-later
// A folder root's mount table watched as files: a new mountinfo (replaced
// or rewritten) is a change; mountstats rewritten beside it every second,
// as the benchmark traffic and the demo do, is not.
#include "fixtureroot.h"
#include "monitor/mounttablewatcher.h"

#include <QSaveFile>
#include <QSignalSpy>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

void replaceFile(const QString &path, const QByteArray &content)
{
    QSaveFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    QVERIFY(file.commit());
}

} // namespace

class TestMountTableWatcher : public QObject
{
    Q_OBJECT

private slots:
    void otherFilesInTheFolderAreNoChange()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("traffic")));
        MountTableWatcher watcher{SystemRoot(copy->path())};
        QSignalSpy changed(&watcher, &MountTableWatcher::changed);
        const QString stats = copy->path() + QStringLiteral("/proc/self/mountstats");
        for (int i = 0; i <= 4; ++i) {
            replaceFile(stats, readFile(fixtureDir(QStringLiteral("traffic")) +
                                        QStringLiteral("/mountstats.%1").arg(i)));
            QTest::qWait(100);
        }
        QCOMPARE(changed.count(), 0);
    }

    void aReplacedOrRewrittenMountTableIsAChange()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("traffic")));
        MountTableWatcher watcher{SystemRoot(copy->path())};
        QSignalSpy changed(&watcher, &MountTableWatcher::changed);
        const QString mountinfo = copy->path() + QStringLiteral("/proc/self/mountinfo");
        const QByteArray table = readFile(mountinfo);
        const QByteArray fewer = table.left(table.lastIndexOf('\n', table.size() - 2) + 1);
        replaceFile(mountinfo, fewer);
        QTRY_VERIFY(changed.count() >= 1);
        const int afterReplace = int(changed.count());
        QFile file(mountinfo);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(table);
        file.close();
        QTRY_VERIFY(changed.count() > afterReplace);
    }
};

QTEST_GUILESS_MAIN(TestMountTableWatcher)
#include "tst_mounttablewatcher.moc"
