// SPDX-License-Identifier: GPL-2.0-or-later
#include "base/systemroot.h"

#include <QDir>
#include <QTest>

using namespace nfstuner;

class TestSystemRoot : public QObject
{
    Q_OBJECT

private slots:
    void realSystemLeavesPathsAlone()
    {
        const SystemRoot root;
        QVERIFY(root.isRealSystem());
        QCOMPARE(root.path(QStringLiteral("/proc/self/mountinfo")),
                 QStringLiteral("/proc/self/mountinfo"));
    }

    void folderRootPrefixes()
    {
        const SystemRoot root(QStringLiteral("/tmp/fx/"));
        QVERIFY(!root.isRealSystem());
        QCOMPARE(root.path(QStringLiteral("/etc/nfs.conf")),
                 QStringLiteral("/tmp/fx/etc/nfs.conf"));
        QCOMPARE(root.path(QStringLiteral("/")), QStringLiteral("/tmp/fx/"));
    }

    void relativeRootIsMadeAbsolute()
    {
        const SystemRoot root(QStringLiteral("fx/../fy"));
        QCOMPARE(root.root(), QDir::currentPath() + QStringLiteral("/fy"));
    }
};

QTEST_GUILESS_MAIN(TestSystemRoot)
#include "tst_systemroot.moc"
