// SPDX-License-Identifier: GPL-2.0-or-later
// The monitor's advice on every mount, judged again with each sample
// (MountAdviceTracker), on the real-kernel advice-6.12 root: six mounts of
// one server, each read its own way, counters since mount. The verdicts
// are the advisor's on those workloads (tst_readaheadadvisor holds the
// rules); this test holds what the tracker adds: it follows the mounts and
// the samples, says when a verdict changed and only then, and gives the
// same verdict in words.
#include "fixtureroot.h"
#include "monitor/mountmonitor.h"
#include "samplerreplay.h"
#include "stats/mountstats.h"

#include <QFile>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

// The ids of the fixture's mountinfo.
constexpr int Stream128 = 36;
constexpr int RandomLarge = 38;
constexpr int Idle = 41;

} // namespace

class TestMountAdviceTracker : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_copy = copyTree(fixtureRoot(QStringLiteral("advice-6.12")));
        m_monitor = std::make_unique<MountMonitor>(SystemRoot(m_copy->path()));
        m_monitor->refresh();
        const auto counters = MountStats::read(m_monitor->root());
        QVERIFY(counters);
        m_counters = *counters;
    }
    void cleanup()
    {
        m_monitor.reset();
        m_copy.reset();
    }

    // Every NFS mount followed from the start, with no data yet.
    void followsTheMounts()
    {
        const MountAdviceTracker &advice = m_monitor->adviceTracker();
        for (int id = 36; id <= 41; ++id) {
            const MountAdviceState *state = advice.find(id);
            QVERIFY2(state, qPrintable(QString::number(id)));
            QCOMPARE(state->advice.verdict, AdviceVerdict::Unknown);
            QVERIFY(!state->rates);
            QVERIFY(state->verdictVersion != 0);
        }
        QVERIFY(!advice.find(24)); // /proc: not NFS
    }

    // A minute of reads: each mount judged on it, at the sample, before
    // anyone asks; its rates are the sampler's.
    void judgesEachSample()
    {
        const MountAdviceTracker &advice = m_monitor->adviceTracker();
        const quint64 before = advice.find(Stream128)->verdictVersion;
        replay(m_monitor->sampler(), zeroed(m_counters), 0);
        replay(m_monitor->sampler(), m_counters, 60000);

        const MountAdviceState *stream = advice.find(Stream128);
        QCOMPARE(stream->advice.verdict, AdviceVerdict::Raise);
        QCOMPARE(stream->advice.recommendedKib, std::optional<quint32>(1024));
        QVERIFY(stream->verdictVersion != before);
        QVERIFY(stream->rates);
        QCOMPARE(stream->rates->readBytesPerSecond, m_monitor->sampler()
                                                        .series(QStringLiteral("/mnt/stream-128"))
                                                        ->latest->readBytesPerSecond);
        QCOMPARE(advice.find(RandomLarge)->advice.verdict, AdviceVerdict::Lower);
        QCOMPARE(advice.find(Idle)->advice.verdict, AdviceVerdict::Unknown);
    }

    // The same verdict on the next sample keeps its version (a view has
    // nothing to announce); a readahead changed behind our back restarts
    // the window, and the verdict with it.
    void versionMovesOnlyWithTheVerdict()
    {
        const MountAdviceTracker &advice = m_monitor->adviceTracker();
        replay(m_monitor->sampler(), zeroed(m_counters), 0);
        replay(m_monitor->sampler(), m_counters, 60000);
        const quint64 raised = advice.find(Stream128)->verdictVersion;
        const quint64 idle = advice.find(Idle)->verdictVersion;
        replay(m_monitor->sampler(), m_counters, 61000);
        QCOMPARE(advice.find(Stream128)->advice.verdict, AdviceVerdict::Raise);
        QCOMPARE(advice.find(Stream128)->verdictVersion, raised);
        QCOMPARE(advice.find(Idle)->verdictVersion, idle);

        QFile sysfs(m_monitor->root().path(QStringLiteral("/sys/class/bdi/0:32/read_ahead_kb")));
        QVERIFY(sysfs.open(QIODevice::WriteOnly | QIODevice::Truncate));
        sysfs.write("1024\n");
        sysfs.close();
        m_monitor->refreshReadahead();
        const MountAdviceState *stream = advice.find(Stream128);
        QCOMPARE(stream->input.readAheadKib, std::optional<quint32>(1024));
        QCOMPARE(stream->advice.verdict, AdviceVerdict::Unknown);
        QVERIFY(stream->verdictVersion != raised);
        QCOMPARE(advice.find(Idle)->verdictVersion, idle);
    }

    // The verdict the table shows (codes) and the one a tooltip explains
    // (sentences) are one.
    void explainsTheSameVerdict()
    {
        replay(m_monitor->sampler(), zeroed(m_counters), 0);
        replay(m_monitor->sampler(), m_counters, 60000);
        const MountAdviceState *state = m_monitor->adviceTracker().find(RandomLarge);
        const BdiAdvice words = state->explained();
        QCOMPARE(words.verdict, state->advice.verdict);
        QCOMPARE(words.recommendedKib, state->advice.recommendedKib);
        QCOMPARE(words.reasons.size(), state->advice.reasons.size());
        for (int i = 0; i < words.reasons.size(); ++i) {
            QCOMPARE(words.reasons.at(i).code, state->advice.reasons.at(i).code);
            QVERIFY(!words.reasons.at(i).text.isEmpty());
            QVERIFY(state->advice.reasons.at(i).text.isEmpty());
        }
        // And the monitor's advice for a mount is that explanation.
        const NfsMount *mount =
            m_monitor->inventory().table().findByMountpoint(QStringLiteral("/mnt/random-15m"));
        QCOMPARE(m_monitor->advice(*mount).reasons.size(), words.reasons.size());
    }

    // A mount gone from the table is dropped; its id, given to another
    // mount, starts afresh.
    void followsUnmountsAndReusedIds()
    {
        replay(m_monitor->sampler(), zeroed(m_counters), 0);
        replay(m_monitor->sampler(), m_counters, 60000);
        const QString path = m_monitor->root().path(QStringLiteral("/proc/self/mountinfo"));
        QByteArray table = readFile(path);
        QByteArrayList lines = table.split('\n');
        for (QByteArray &line : lines) {
            if (line.startsWith("36 "))
                line.replace("/mnt/stream-128", "/mnt/elsewhere");
            if (line.startsWith("38 "))
                line.clear();
        }
        lines.removeAll(QByteArray());
        writeFile(path, lines.join('\n') + '\n');
        m_monitor->refresh();
        const MountAdviceTracker &advice = m_monitor->adviceTracker();
        QVERIFY(!advice.find(RandomLarge));
        const MountAdviceState *elsewhere = advice.find(Stream128);
        QVERIFY(elsewhere);
        QCOMPARE(elsewhere->input.mountpoints, QStringList{QStringLiteral("/mnt/elsewhere")});
        QCOMPARE(elsewhere->advice.verdict, AdviceVerdict::Unknown);
        QVERIFY(!elsewhere->rates);
    }

private:
    std::unique_ptr<QTemporaryDir> m_copy;
    std::unique_ptr<MountMonitor> m_monitor;
    QList<MountCounters> m_counters;
};

QTEST_GUILESS_MAIN(TestMountAdviceTracker)
#include "tst_mountadvicetracker.moc"
