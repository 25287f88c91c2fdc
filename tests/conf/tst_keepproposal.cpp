// SPDX-License-Identifier: GPL-2.0-or-later
// "Keep after reboot" (KeepProposal): the narrowest rule key for each mount
// of a changed BDI, widened to an export's, a server's or nfsrahead's
// version key where every mount that key decides was changed and fewer keys
// result; the other mounts a broader key would decide, and nfsrahead's
// version key where no rule key can name a mount.
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

// The proposal, each mount's next mount getting 128 KiB now (nothing set)
// unless `next` says otherwise.
KeepProposal keep(const QList<KeepProposal::Change> &changes, const QList<NfsMount> &mounts,
                  const ReadaheadRules &rules, const QMap<QString, quint32> &next = {})
{
    return KeepProposal::propose(changes, mounts, rules, [next](const NfsMount &m) {
        return std::optional<quint32>(next.value(m.mountpoint, 128));
    });
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

// Two servers; on "big", export /a has three mounts and /b one; "small"
// has one NFSv4 and two NFSv3 mounts.
const QList<NfsMount> Fleet = {
    mount(u"/a1"_s, u"big"_s, u"/a"_s, "0:60"),
    mount(u"/a2"_s, u"big"_s, u"/a"_s, "0:61"),
    mount(u"/a3"_s, u"big"_s, u"/a"_s, "0:62"),
    mount(u"/b1"_s, u"big"_s, u"/b"_s, "0:63"),
    mount(u"/s1"_s, u"small"_s, u"/s"_s, "0:64"),
    mount(u"/v1"_s, u"small"_s, u"/v1"_s, "0:65", u"nfs"_s),
    mount(u"/v2"_s, u"small"_s, u"/v2"_s, "0:66", u"nfs"_s),
};

QList<KeepProposal::Change> fleetChanges(const QMap<QString, quint32> &kibs)
{
    QList<KeepProposal::Change> changes;
    for (const NfsMount &m : Fleet) {
        if (kibs.contains(m.mountpoint))
            changes.append({m.bdi, m.fstype, kibs.value(m.mountpoint)});
    }
    return changes;
}

} // namespace

class TestKeepProposal : public QObject
{
    Q_OBJECT

private slots:
    void aMountPointKeyReachesNothingElse()
    {
        const auto proposal = keep({change("0:50", 4096)}, Mounts, rules({}));
        QCOMPARE(proposal.keys, (QMap<QByteArray, quint32>{{"/mnt/a", 4096}}));
        QVERIFY(proposal.broadKeys.isEmpty());
        QVERIFY(proposal.reached.isEmpty());
        QVERIFY(proposal.split.isEmpty());
    }

    void anExportKeyNamesTheOtherMountsOfTheExport()
    {
        const auto proposal = keep({change("0:52", 8192)}, Mounts, rules({}));
        QCOMPARE(proposal.keys, (QMap<QByteArray, quint32>{{"files:/export/c", 8192}}));
        QCOMPARE(proposal.broadKeys, QStringList{u"files:/export/c"_s});
        QCOMPARE(proposal.reached, QStringList{u"/mnt/c2"_s});
    }

    // A narrower rule that exists already keeps its mount out of reach.
    void aMountWithItsOwnRuleIsNotReached()
    {
        const auto proposal =
            keep({change("0:52", 8192)}, Mounts, rules("[nfs-tuner]\n/mnt/c2 = 1024\n"));
        QVERIFY(proposal.reached.isEmpty());
    }

    void withoutAnyKeyTheVersionKeyDecidesEveryUnruledMountOfIt()
    {
        const auto proposal =
            keep({change("0:54", 2048)}, Mounts, rules("[nfs-tuner]\n/mnt/a = 1024\n"));
        QCOMPARE(proposal.keys, (QMap<QByteArray, quint32>{{"nfs4", 2048}}));
        QCOMPARE(proposal.broadKeys, QStringList{u"nfs4"_s});
        // Every nfs4 mount but the changed one and /mnt/a, which a rule
        // decides; not the NFSv3 mount.
        QCOMPARE(proposal.reached,
                 (QStringList{u"/mnt/b"_s, u"/mnt/c one"_s, u"/mnt/c2"_s, u"/mnt/x two"_s}));
    }

    void differentValuesForOneVersionKeyProposeNoKey()
    {
        const auto proposal = keep({change("0:54", 2048), change("0:55", 4096)}, Mounts, rules({}));
        QVERIFY(proposal.keys.isEmpty());
        QCOMPARE(proposal.split, QStringList{u"nfs4"_s});
    }

    void eachBdiGetsItsOwnKey()
    {
        const auto proposal =
            keep({change("0:50", 4096), change("0:56", 15360, u"nfs"_s)}, Mounts, rules({}));
        QCOMPARE(proposal.keys, (QMap<QByteArray, quint32>{{"/mnt/a", 4096}, {"/mnt/v3", 15360}}));
        QVERIFY(proposal.reached.isEmpty());
    }

    // Every mount changed to one value per version: one key per version,
    // not a rule per mount point, and no other mount reached.
    void everyMountTakesTheVersionKeys()
    {
        const auto proposal = keep(fleetChanges({{u"/a1"_s, 15360},
                                                 {u"/a2"_s, 15360},
                                                 {u"/a3"_s, 15360},
                                                 {u"/b1"_s, 15360},
                                                 {u"/s1"_s, 15360},
                                                 {u"/v1"_s, 4096},
                                                 {u"/v2"_s, 4096}}),
                                   Fleet, rules({}));
        QCOMPARE(proposal.keys, (QMap<QByteArray, quint32>{{"nfs4", 15360}, {"nfs", 4096}}));
        QCOMPARE(proposal.broadKeys, (QStringList{u"nfs4"_s, u"nfs"_s}));
        QVERIFY(proposal.reached.isEmpty());
        QVERIFY(proposal.split.isEmpty());
    }

    // The value most keys have goes wide; the others stay as exceptions,
    // narrower, so each mount still gets its own value.
    void theOtherValuesStayAsNarrowerKeys()
    {
        const auto proposal = keep(fleetChanges({{u"/a1"_s, 8192},
                                                 {u"/a2"_s, 8192},
                                                 {u"/a3"_s, 2048},
                                                 {u"/b1"_s, 8192},
                                                 {u"/s1"_s, 1024}}),
                                   Fleet, rules({}));
        // big:/a at 8192 with /a3 apart; then big, /a's key and /b1's at
        // 8192. nfs4 (not nfs: those mounts are not changed) would replace
        // only one key: big and /s1 differ, and /a3 must beat big.
        QCOMPARE(proposal.keys,
                 (QMap<QByteArray, quint32>{{"big", 8192}, {"/a3", 2048}, {"/s1", 1024}}));
        QCOMPARE(proposal.broadKeys, QStringList{u"big"_s});
        QVERIFY(proposal.reached.isEmpty());
    }

    // A key wider than the changed mounts would reach another: no widening.
    void aKeyThatWouldReachAnUnchangedMountIsNotProposed()
    {
        const auto proposal =
            keep(fleetChanges({{u"/a1"_s, 8192}, {u"/a2"_s, 8192}}), Fleet, rules({}));
        QCOMPARE(proposal.keys, (QMap<QByteArray, quint32>{{"/a1", 8192}, {"/a2", 8192}}));
        QVERIFY(proposal.reached.isEmpty());
    }

    // A rule that decides a mount now keeps it out of a wider key's reach:
    // its own key is written again (a version key would not beat the
    // rule), and the wider key is still proposed for the others.
    void aMountARuleDecidesKeepsItsOwnKey()
    {
        const auto proposal = keep(fleetChanges({{u"/a1"_s, 15360},
                                                 {u"/a2"_s, 15360},
                                                 {u"/a3"_s, 15360},
                                                 {u"/b1"_s, 15360},
                                                 {u"/s1"_s, 15360}}),
                                   Fleet, rules("[nfs-tuner]\n/s1 = 1024\n"));
        // (big and nfs4 cover the others alike: the narrower goes.)
        QCOMPARE(proposal.keys, (QMap<QByteArray, quint32>{{"big", 15360}, {"/s1", 15360}}));
        QVERIFY(proposal.reached.isEmpty());
    }

    // A changed mount whose next mount gets its value already needs no key
    // ("every mount at 15 x rsize" where [nfsrahead] default = 15360 said
    // the same proposed a rule for each).
    void whatTheNextMountGetsAlreadyNeedsNoKey()
    {
        QMap<QString, quint32> next;
        for (const NfsMount &m : Fleet)
            next.insert(m.mountpoint, 15360);
        const auto proposal =
            keep(fleetChanges({{u"/a1"_s, 15360}, {u"/v1"_s, 15360}}), Fleet, rules({}), next);
        QVERIFY(proposal.keys.isEmpty());
        QVERIFY(proposal.split.isEmpty());
        const auto one =
            keep(fleetChanges({{u"/a1"_s, 15360}, {u"/s1"_s, 1024}}), Fleet, rules({}), next);
        QCOMPARE(one.keys, (QMap<QByteArray, quint32>{{"/s1", 1024}}));
    }

    // An unchanged mount whose next mount gets the wider key's value
    // already does not stop the key: nothing changes for it.
    void anUnchangedMountAtTheKeysValueDoesNotStopIt()
    {
        const auto proposal = keep(fleetChanges({{u"/a1"_s, 8192}, {u"/a2"_s, 8192}}), Fleet,
                                   rules({}), {{u"/a3"_s, 8192}});
        QCOMPARE(proposal.keys, (QMap<QByteArray, quint32>{{"big:/a", 8192}}));
        QVERIFY(proposal.reached.isEmpty());
        // And a broad key is listed only with the mounts whose next mount it changes.
        const auto broad = keep({change("0:54", 2048)}, Mounts, rules({}),
                                {{u"/mnt/b"_s, 2048}, {u"/mnt/c one"_s, 2048}});
        QCOMPARE(broad.keys, (QMap<QByteArray, quint32>{{"nfs4", 2048}}));
        QCOMPARE(broad.reached, (QStringList{u"/mnt/a"_s, u"/mnt/c2"_s, u"/mnt/x two"_s}));
    }

    // An unchanged mount that a rule decides is not reached by a wider
    // key, so the wider key may be proposed.
    void anUnchangedMountUnderItsOwnRuleDoesNotStopAWiderKey()
    {
        const auto proposal = keep(fleetChanges({{u"/a1"_s, 4096}, {u"/a2"_s, 4096}}), Fleet,
                                   rules("[nfs-tuner]\n/a3 = 1024\n"));
        QCOMPARE(proposal.keys, (QMap<QByteArray, quint32>{{"big:/a", 4096}}));
        QVERIFY(proposal.reached.isEmpty());
    }

    // Many mounts, every one changed: a handful of keys (the window's
    // "every mount" on a thousand mounts proposed 665 rules before).
    void manyMountsTakeFewKeys()
    {
        QList<NfsMount> mounts;
        QList<KeepProposal::Change> changes;
        for (int i = 0; i < 2000; ++i) {
            const QByteArray bdi = "0:" + QByteArray::number(100 + i);
            mounts.append(mount(u"/net/m%1"_s.arg(i), u"srv%1"_s.arg(i / 50),
                                u"/export/%1"_s.arg(i), bdi.constData(),
                                i % 2 ? u"nfs4"_s : u"nfs"_s));
            changes.append(
                change(bdi.constData(), i % 2 ? 15360 : 7680, i % 2 ? u"nfs4"_s : u"nfs"_s));
        }
        const auto proposal = keep(changes, mounts, rules({}));
        QCOMPARE(proposal.keys, (QMap<QByteArray, quint32>{{"nfs4", 15360}, {"nfs", 7680}}));
        QVERIFY(proposal.reached.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestKeepProposal)
#include "tst_keepproposal.moc"
