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
        QCOMPARE(root.systemPath(QStringLiteral("/etc/nfs.conf")), QStringLiteral("/etc/nfs.conf"));
    }

    void folderRootPrefixes()
    {
        const SystemRoot root(QStringLiteral("/tmp/fx/"));
        QVERIFY(!root.isRealSystem());
        QCOMPARE(root.path(QStringLiteral("/etc/nfs.conf")),
                 QStringLiteral("/tmp/fx/etc/nfs.conf"));
        QCOMPARE(root.systemPath(QStringLiteral("/tmp/fx/etc/nfs.conf")),
                 QStringLiteral("/etc/nfs.conf"));
        QCOMPARE(root.systemPath(QStringLiteral("/tmp/fxother/etc")), QString());
        QCOMPARE(root.systemPath(QStringLiteral("/tmp/fx")), QString());
    }

    void relativeRootIsMadeAbsolute()
    {
        const SystemRoot root(QStringLiteral("fx/../fy"));
        QCOMPARE(root.root(), QDir::currentPath() + QStringLiteral("/fy"));
    }
};

QTEST_GUILESS_MAIN(TestSystemRoot)
#include "tst_systemroot.moc"
