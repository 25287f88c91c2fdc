// SPDX-License-Identifier: GPL-2.0-or-later
// "Keep after reboot" (KeepProposal): the narrowest rule key for each mount
// of a changed BDI, the other mounts a broader key would decide, and
// nfsrahead's version key only where no rule key can name a mount.
#include "conf/keepproposal.h"
#include "conf/nfsconfloader.h"

#include <QTest>

using namespace nfstuner;
using namespace Qt::StringLiterals;

namespace {

NfsMount mount(const QString &mountpoint, const QString &server, const QString &exportPath,
               const char *bdi, const QString &fstype = u"nfs4"_s)
{
    NfsMount m;
    m.mountpoint = mountpoint;
    m.server = server;
    m.exportPath = exportPath;
    m.source = server + u':' + exportPath;
    m.fstype = fstype;
    m.bdi = BdiId::parse(QString::fromLatin1(bdi)).value();
    return m;
}

KeepProposal::Change change(const char *bdi, quint32 kib, const QString &fstype = u"nfs4"_s)
{
    return {BdiId::parse(QString::fromLatin1(bdi)).value(), fstype, kib};
}

ReadaheadRules rules(const QByteArray &conf)
{
    return ReadaheadRules::fromConf(NfsConfLoader::parseContent(conf));
}

const QList<NfsMount> Mounts = {
    mount(u"/mnt/a"_s, u"files"_s, u"/export/a"_s, "0:50"),
    mount(u"/mnt/b"_s, u"files"_s, u"/export/b"_s, "0:51"),
    // A blank: no mount point key; the export's names it, and /mnt/c2 too.
    mount(u"/mnt/c one"_s, u"files"_s, u"/export/c"_s, "0:52"),
    mount(u"/mnt/c2"_s, u"files"_s, u"/export/c"_s, "0:53"),
    // A server named like nfsrahead's key and blanks: no rule key at all.
    mount(u"/mnt/x one"_s, u"nfs"_s, u"/x y"_s, "0:54"),
    mount(u"/mnt/x two"_s, u"nfs"_s, u"/x z"_s, "0:55"),
    mount(u"/mnt/v3"_s, u"files"_s, u"/export/v3"_s, "0:56", u"nfs"_s),
};

} // namespace

class TestKeepProposal : public QObject
{
    Q_OBJECT

private slots:
    void aMountPointKeyReachesNothingElse()
    {
        const auto proposal = KeepProposal::propose({change("0:50", 4096)}, Mounts, rules({}));
        QCOMPARE(proposal.keys, (QMap<QByteArray, quint32>{{"/mnt/a", 4096}}));
        QVERIFY(proposal.broadKeys.isEmpty());
        QVERIFY(proposal.reached.isEmpty());
        QVERIFY(proposal.split.isEmpty());
    }

    void anExportKeyNamesTheOtherMountsOfTheExport()
    {
        const auto proposal = KeepProposal::propose({change("0:52", 8192)}, Mounts, rules({}));
        QCOMPARE(proposal.keys, (QMap<QByteArray, quint32>{{"files:/export/c", 8192}}));
        QCOMPARE(proposal.broadKeys, QStringList{u"files:/export/c"_s});
        QCOMPARE(proposal.reached, QStringList{u"/mnt/c2"_s});
    }

    // A narrower rule that exists already keeps its mount out of reach.
    void aMountWithItsOwnRuleIsNotReached()
    {
        const auto proposal = KeepProposal::propose({change("0:52", 8192)}, Mounts,
                                                    rules("[nfs-tuner]\n/mnt/c2 = 1024\n"));
        QVERIFY(proposal.reached.isEmpty());
    }

    void withoutAnyKeyTheVersionKeyDecidesEveryUnruledMountOfIt()
    {
        const auto proposal = KeepProposal::propose({change("0:54", 2048)}, Mounts,
                                                    rules("[nfs-tuner]\n/mnt/a = 1024\n"));
        QCOMPARE(proposal.keys, (QMap<QByteArray, quint32>{{"nfs4", 2048}}));
        QCOMPARE(proposal.broadKeys, QStringList{u"nfs4"_s});
        // Every nfs4 mount but the changed one and /mnt/a, which a rule
        // decides; not the NFSv3 mount.
        QCOMPARE(proposal.reached,
                 (QStringList{u"/mnt/b"_s, u"/mnt/c one"_s, u"/mnt/c2"_s, u"/mnt/x two"_s}));
    }

    void differentValuesForOneVersionKeyProposeNoKey()
    {
        const auto proposal =
            KeepProposal::propose({change("0:54", 2048), change("0:55", 4096)}, Mounts, rules({}));
        QVERIFY(proposal.keys.isEmpty());
        QCOMPARE(proposal.split, QStringList{u"nfs4"_s});
    }

    void eachBdiGetsItsOwnKey()
    {
        const auto proposal = KeepProposal::propose(
            {change("0:50", 4096), change("0:56", 15360, u"nfs"_s)}, Mounts, rules({}));
        QCOMPARE(proposal.keys, (QMap<QByteArray, quint32>{{"/mnt/a", 4096}, {"/mnt/v3", 15360}}));
        QVERIFY(proposal.reached.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestKeepProposal)
#include "tst_keepproposal.moc"
