// SPDX-License-Identifier: GPL-2.0-or-later
// Round trip of SetReadahead through the real bus, polkitd and helper (run
// inside tests/helper/run-with-test-bus.sh, as root, so polkit says yes):
// N calls alternating two values; prints the median, 95th percentile and
// extremes in milliseconds.
#include "helpertesting.h"

#include <QCoreApplication>
#include <QDBusMessage>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>

using namespace nfstuner::test;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int calls = argc > 1 ? QByteArray(argv[1]).toInt() : 500;
    const QString bdi = QStringLiteral("0:29"); // the v3 mount of the fixture root
    // The first call activates the helper and warms polkit's caches.
    if (callHelper(QStringLiteral("SetReadahead"), {bdi, 1024u}).type() !=
        QDBusMessage::ReplyMessage) {
        std::fprintf(stderr, "bench_helper_latency: the helper did not answer\n");
        return 1;
    }
    QList<double> ms;
    for (int i = 0; i < calls; ++i) {
        QElapsedTimer clock;
        clock.start();
        const QDBusMessage reply =
            callHelper(QStringLiteral("SetReadahead"), {bdi, i % 2 ? 15360u : 128u});
        ms.append(double(clock.nsecsElapsed()) / 1e6);
        if (reply.type() != QDBusMessage::ReplyMessage) {
            std::fprintf(stderr, "bench_helper_latency: call %d: %s\n", i,
                         qPrintable(reply.errorMessage()));
            return 1;
        }
    }
    std::sort(ms.begin(), ms.end());
    std::printf("calls=%d median_ms=%.3f p95_ms=%.3f min_ms=%.3f max_ms=%.3f\n", calls,
                ms.at(ms.size() / 2), ms.at(qsizetype(ms.size() * 0.95)), ms.first(), ms.last());
    return 0;
}
