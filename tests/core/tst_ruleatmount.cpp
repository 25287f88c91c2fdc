// SPDX-License-Identifier: GPL-2.0-or-later
// nfs-tuner-rahead, as udev runs it for a new BDI, on a real kernel's
// mount table (tests/fixtures/roots/v3-v42: 127.0.0.1:/export at /mnt/v3,
// BDI 0:29, and /mnt/v42, BDI 0:31; the 9p share on 0:25): the matching
// [nfs-tuner] rule's value is set, without one nothing changes, another
// file system's BDI is never touched.
#include "fixtureroot.h"
#include "processrunner.h"

#include <QElapsedTimer>
#include <QTest>

using namespace nfstuner::test;

namespace {

struct Root
{
    std::unique_ptr<QTemporaryDir> dir;

    QString readahead(const QString &bdi) const
    {
        return QString::fromLatin1(
            readFile(dir->filePath(QStringLiteral("sys/class/bdi/%1/read_ahead_kb").arg(bdi)))
                .trimmed());
    }
};

// The fixture with nfs.conf holding `rules` under [nfs-tuner], and nfsrahead's
// key nfs4 = 2048, as if nfsrahead had already set the v4.2 BDI.
Root rootWith(const QByteArray &rules)
{
    Root root{copyTree(fixtureRoot(QStringLiteral("v3-v42")))};
    writeFile(root.dir->filePath(QStringLiteral("etc/nfs.conf")),
              "[nfsrahead]\nnfs4 = 2048\n[nfs-tuner]\n" + rules);
    writeFile(root.dir->filePath(QStringLiteral("sys/class/bdi/0:31/read_ahead_kb")), "2048\n");
    writeFile(root.dir->filePath(QStringLiteral("sys/class/bdi/0:25/read_ahead_kb")), "0\n");
    return root;
}

ProcessRun rahead(const Root &root, const QStringList &arguments)
{
    return runProgram(QStringLiteral(NFSTUNER_RAHEAD),
                      QStringList{QStringLiteral("--root"), root.dir->path()} + arguments);
}

} // namespace

class TestRuleAtMount : public QObject
{
    Q_OBJECT

private slots:
    void matchingRuleIsSet_data()
    {
        QTest::addColumn<QByteArray>("rules");
        QTest::addColumn<QString>("v3");
        QTest::addColumn<QString>("v42");
        QTest::newRow("server") << QByteArray("127.0.0.1 = 4096\n") << "4096"
                                << "4096";
        QTest::newRow("export") << QByteArray("127.0.0.1:/export = 1024\n127.0.0.1 = 4096\n")
                                << "1024"
                                << "1024";
        QTest::newRow("mount point")
            << QByteArray("127.0.0.1:/export = 1024\n/mnt/v42 = 512\n") << "1024"
            << "512";
        QTest::newRow("other export") << QByteArray("127.0.0.1:/other = 1024\n") << "128"
                                      << "2048";
        QTest::newRow("not plain KiB") << QByteArray("127.0.0.1 = 16M\n") << "128"
                                       << "2048";
        QTest::newRow("no rules") << QByteArray() << "128"
                                  << "2048";
    }

    void matchingRuleIsSet()
    {
        QFETCH(QByteArray, rules);
        QFETCH(QString, v3);
        QFETCH(QString, v42);
        const Root root = rootWith(rules);
        for (const char *bdi : {"0:29", "0:31"}) {
            const ProcessRun run = rahead(root, {QLatin1String(bdi)});
            QVERIFY2(run.exitCode == 0, run.err.constData());
        }
        // Without a rule, nfsrahead's values (128 for v3, 2048 for v4.2) stand.
        QCOMPARE(root.readahead(QStringLiteral("0:29")), v3);
        QCOMPARE(root.readahead(QStringLiteral("0:31")), v42);
    }

    void printSaysTheValueOnly()
    {
        const Root root = rootWith("/mnt/v3 = 640\n");
        const ProcessRun run = rahead(root, {QStringLiteral("--print"), QStringLiteral("0:29")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray("640\n"));
        QCOMPARE(root.readahead(QStringLiteral("0:29")), QStringLiteral("128"));
        const ProcessRun none = rahead(root, {QStringLiteral("--print"), QStringLiteral("0:31")});
        QCOMPARE(none.exitCode, 0);
        QCOMPARE(none.out, QByteArray());
    }

    // A rule naming the 9p share's "server" and mount point: still not NFS.
    void otherFileSystemsAreNeverTouched()
    {
        const Root root = rootWith("hostshare = 4096\n/host = 4096\n");
        const ProcessRun run = rahead(root, {QStringLiteral("0:25")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(root.readahead(QStringLiteral("0:25")), QStringLiteral("0"));
    }

    // A BDI whose mount never shows: asked again for about half a second,
    // then nothing is done.
    void aMountThatNeverAppearsIsLeftAlone()
    {
        const Root root = rootWith("127.0.0.1 = 4096\n");
        writeFile(root.dir->filePath(QStringLiteral("sys/class/bdi/0:99/read_ahead_kb")), "128\n");
        QElapsedTimer clock;
        clock.start();
        const ProcessRun run = rahead(root, {QStringLiteral("0:99")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(clock.elapsed() >= 400, "asked the table again before giving up");
        QCOMPARE(root.readahead(QStringLiteral("0:99")), QStringLiteral("128"));
    }

    void badArgumentsAreRefused()
    {
        const Root root = rootWith("127.0.0.1 = 4096\n");
        for (const QStringList &arguments :
             {QStringList{}, QStringList{QStringLiteral("0:29/../x")},
              QStringList{QStringLiteral("29")},
              QStringList{QStringLiteral("0:29"), QStringLiteral("0:31")}}) {
            const ProcessRun run = rahead(root, arguments);
            QCOMPARE(run.exitCode, 2);
        }
        QCOMPARE(root.readahead(QStringLiteral("0:29")), QStringLiteral("128"));
    }
};

QTEST_GUILESS_MAIN(TestRuleAtMount)
#include "tst_ruleatmount.moc"
