// SPDX-License-Identifier: GPL-2.0-or-later
// Peak memory of the app with a full hour of history: the window on a root
// with 1000 NFS mounts (BenchRoot), fed one sample per simulated second for
// an hour as fast as it can take them, painting as it goes. Prints the peak
// and final RSS (VmHWM, VmRSS) in KiB.
#include "benchwindow.h"
#include "monitor/mountmonitor.h"
#include "samplerreplay.h"
#include "stats/mountstats.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>

#include <cstdio>

using namespace nfstuner;
using namespace nfstuner::bench;

namespace {

qint64 statusKib(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(qstrlen(field)).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

// One more second of steady traffic: each mount's counters grow by what
// they were at the start.
void advance(QList<MountCounters> &counters, const QList<MountCounters> &perSecond)
{
    for (qsizetype i = 0; i < counters.size(); ++i) {
        MountCounters &mount = counters[i];
        const MountCounters &step = perSecond.at(i);
        for (size_t b = 0; b < mount.bytes.size(); ++b)
            mount.bytes[b] += step.bytes[b];
        for (auto [to, from] : {std::pair{&mount.read, &step.read}, {&mount.write, &step.write}}) {
            to->ops += from->ops;
            to->transmissions += from->transmissions;
            to->bytesSent += from->bytesSent;
            to->bytesReceived += from->bytesReceived;
            to->rttMs += from->rttMs;
            to->executeMs += from->executeMs;
        }
        mount.allOps += step.allOps;
        mount.allTransmissions += step.allTransmissions;
        ++mount.ageSeconds;
    }
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption nfs = nfsMountsOption();
    const QCommandLineOption seconds(QStringLiteral("seconds"),
                                     QStringLiteral("Simulated seconds of history."),
                                     QStringLiteral("N"), QStringLiteral("3600"));
    parser.addOptions({nfs, seconds});
    parser.process(app);

    const QString selected = BenchRoot::nfsMountPoint(0);
    const auto window =
        openBenchWindow("bench_history_memory", parser.value(nfs).toInt(), selected);
    if (!window)
        return 1;
    const BenchRoot &bench = *window->root;
    MountMonitor &monitor = window->session->monitor();
    const qint64 startKib = statusKib("VmRSS:");

    const QList<MountCounters> perSecond = MountStats::parse(bench.mountStats(0));
    QList<MountCounters> counters = perSecond;
    const int total = parser.value(seconds).toInt();
    for (int second = 1; second <= total; ++second) {
        advance(counters, perSecond);
        replay(monitor.sampler(), counters, qint64(second) * 1000);
        QCoreApplication::processEvents(); // paint the window and the chart
    }
    const auto *series = monitor.sampler().series(selected);
    // The history reaches back an hour (or all of a shorter run), in tiers.
    const qint64 reach =
        series && series->history.size() > 0
            ? (qint64(series->history.last().milliseconds) - series->history.at(0).milliseconds) /
                      1000 +
                  1
            : 0;
    std::printf("mounts=%d seconds=%d history_points=%lld history_seconds=%lld "
                "start_rss_kib=%lld peak_rss_kib=%lld rss_kib=%lld\n",
                bench.layout().nfsMounts, total, series ? qint64(series->history.size()) : -1LL,
                reach, startKib, statusKib("VmHWM:"), statusKib("VmRSS:"));
    // A merged point stands at the middle of its ten seconds.
    return reach >= std::min<qint64>(total, series ? series->history.span() : 0) - 10 ? 0 : 1;
}
