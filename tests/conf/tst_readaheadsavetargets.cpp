// SPDX-License-Identifier: GPL-2.0-or-later
// Where the settings page offers to save readahead settings and which file
// it starts on, for nfs.conf trees laid out in a folder root. The expected
// files follow nfs-utils' reading order (nfs.conf, then its drop-ins in
// versionsort order, the last definition winning) and the helper's rule on
// which files it writes (/etc/nfs.conf, /etc/nfs.conf.d/[A-Za-z0-9_-]+.conf).
#include "conf/nfsconfloader.h"
#include "conf/readaheadsavetargets.h"
#include "fixtureroot.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;

class TestReadaheadSaveTargets : public QObject
{
    Q_OBJECT

    static ReadaheadSaveTargets targetsOf(const QTemporaryDir &root)
    {
        const SystemRoot system(root.path());
        return ReadaheadSaveTargets::of(NfsConfLoader::load(system, SystemRoot::nfsConfPath()),
                                        system);
    }
    static QStringList paths(const ReadaheadSaveTargets &targets)
    {
        QStringList paths;
        for (const ReadaheadSaveTarget &target : targets.choices())
            paths.append(target.path);
        return paths;
    }
    static QString preferred(const ReadaheadSaveTargets &targets)
    {
        return targets.choices().at(targets.preferred()).path;
    }

private slots:
    // No nfs.conf at all: a new one (read first), or a new drop-in read last.
    void nothingYet()
    {
        QTemporaryDir root;
        QVERIFY(QDir(root.path()).mkpath(QStringLiteral("etc")));
        const ReadaheadSaveTargets targets = targetsOf(root);
        QCOMPARE(paths(targets),
                 QStringList({QStringLiteral("/etc/nfs.conf"),
                              QStringLiteral("/etc/nfs.conf.d/99-nfs-tuner.conf")}));
        QCOMPARE(targets.choices().at(0).exists, false);
        QCOMPARE(targets.choices().at(1).exists, false);
        QCOMPARE(targets.choices().at(1).readBefore, QString());
        QCOMPARE(preferred(targets), QStringLiteral("/etc/nfs.conf"));
    }

    // The key defined last wins, so an edit there takes effect.
    void startsWhereTheLastKeyIs()
    {
        QTemporaryDir root;
        writeFile(root.filePath(QStringLiteral("etc/nfs.conf")), "[nfsrahead]\nnfs=1024\n");
        writeFile(root.filePath(QStringLiteral("etc/nfs.conf.d/10-a.conf")), "[nfsd]\nthreads=8\n");
        writeFile(root.filePath(QStringLiteral("etc/nfs.conf.d/50-site.conf")),
                  "[nfsrahead]\nnfs4=2048\n");
        const ReadaheadSaveTargets targets = targetsOf(root);
        QCOMPARE(paths(targets),
                 QStringList({QStringLiteral("/etc/nfs.conf"),
                              QStringLiteral("/etc/nfs.conf.d/10-a.conf"),
                              QStringLiteral("/etc/nfs.conf.d/50-site.conf"),
                              QStringLiteral("/etc/nfs.conf.d/99-nfs-tuner.conf")}));
        QCOMPARE(targets.choices().at(2).exists, true);
        QCOMPARE(preferred(targets), QStringLiteral("/etc/nfs.conf.d/50-site.conf"));
    }

    // An [nfs-tuner] rule counts as much as a key.
    void aLaterRuleCounts()
    {
        QTemporaryDir root;
        writeFile(root.filePath(QStringLiteral("etc/nfs.conf")), "[nfsrahead]\nnfs=1024\n");
        writeFile(root.filePath(QStringLiteral("etc/nfs.conf.d/10-rules.conf")),
                  "[nfs-tuner]\nserver:filer1 = 8192\n");
        QCOMPARE(preferred(targetsOf(root)), QStringLiteral("/etc/nfs.conf.d/10-rules.conf"));
    }

    // A drop-in the helper may not write is neither offered nor preferred,
    // whichever key it sets: the latest writable definition is. (The page
    // once looked at the keys in order and kept /etc/nfs.conf when `nfs`
    // came from such a file and `default` from 10-a.conf.)
    void startsAtTheLatestWritableFile()
    {
        QTemporaryDir root;
        writeFile(root.filePath(QStringLiteral("etc/nfs.conf")), "[nfsd]\nthreads=8\n");
        writeFile(root.filePath(QStringLiteral("etc/nfs.conf.d/10-a.conf")),
                  "[nfsrahead]\ndefault=512\n");
        writeFile(root.filePath(QStringLiteral("etc/nfs.conf.d/50-my.site.conf")),
                  "[nfsrahead]\nnfs=4096\n");
        const ReadaheadSaveTargets targets = targetsOf(root);
        QVERIFY(!paths(targets).contains(QStringLiteral("/etc/nfs.conf.d/50-my.site.conf")));
        QCOMPARE(preferred(targets), QStringLiteral("/etc/nfs.conf.d/10-a.conf"));
    }

    // A drop-in named after 99-nfs-tuner.conf in versionsort order: the new
    // one is zz-nfs-tuner.conf, still read last.
    void theNewDropInIsReadLast()
    {
        QTemporaryDir root;
        writeFile(root.filePath(QStringLiteral("etc/nfs.conf.d/99a-late.conf")),
                  "[nfsrahead]\nnfs=256\n");
        const ReadaheadSaveTargets targets = targetsOf(root);
        QCOMPARE(paths(targets).last(), QStringLiteral("/etc/nfs.conf.d/zz-nfs-tuner.conf"));
        QCOMPARE(targets.choices().last().readBefore, QString());
        QCOMPARE(preferred(targets), QStringLiteral("/etc/nfs.conf.d/99a-late.conf"));
    }

    // Read, then a drop-in removed before the list is made (the files
    // changed under the page): it is offered as a new file, read before the
    // next one.
    void aDropInGoneSinceReadIsNew()
    {
        QTemporaryDir root;
        writeFile(root.filePath(QStringLiteral("etc/nfs.conf.d/20-gone.conf")), "[nfsd]\n");
        writeFile(root.filePath(QStringLiteral("etc/nfs.conf.d/30-next.conf")), "[nfsd]\n");
        const SystemRoot system(root.path());
        const NfsConf conf = NfsConfLoader::load(system, SystemRoot::nfsConfPath());
        QVERIFY(QFile::remove(root.filePath(QStringLiteral("etc/nfs.conf.d/20-gone.conf"))));
        const ReadaheadSaveTargets targets = ReadaheadSaveTargets::of(conf, system);
        QCOMPARE(targets.choices().at(1).path, QStringLiteral("/etc/nfs.conf.d/20-gone.conf"));
        QCOMPARE(targets.choices().at(1).exists, false);
        QCOMPARE(targets.choices().at(1).readBefore,
                 QStringLiteral("/etc/nfs.conf.d/30-next.conf"));
        QCOMPARE(targets.choices().at(2).exists, true);
    }
};

QTEST_GUILESS_MAIN(TestReadaheadSaveTargets)
#include "tst_readaheadsavetargets.moc"
