// SPDX-License-Identifier: GPL-2.0-or-later
// nfs-tuner-bench-root: writes the benchmark system root (see BenchRoot) for
// scripts/bench.sh; with --traffic it then advances the NFS counters in
// ROOT/proc/self/mountstats once a second, as a busy kernel would, until
// stopped.
#include "benchroot.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>

#include <cstdio>

using namespace nfstuner::bench;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Writes the benchmark system root."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("ROOT"), QStringLiteral("The folder to fill."));
    const QCommandLineOption nfs(QStringLiteral("nfs"), QStringLiteral("NFS mounts (1000)."),
                                 QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption other(QStringLiteral("other"), QStringLiteral("Other mounts (2000)."),
                                   QStringLiteral("N"), QStringLiteral("2000"));
    const QCommandLineOption traffic(QStringLiteral("traffic"),
                                     QStringLiteral("Advance the counters every second."));
    parser.addOptions({nfs, other, traffic});
    parser.process(app);
    if (parser.positionalArguments().size() != 1)
        parser.showHelp(2);
    const QString root = parser.positionalArguments().constFirst();
    const BenchRoot bench({parser.value(nfs).toInt(), parser.value(other).toInt()});
    QString error;
    if (!bench.write(root, &error)) {
        std::fprintf(stderr, "nfs-tuner-bench-root: %s\n", qPrintable(error));
        return 1;
    }
    if (!parser.isSet(traffic))
        return 0;
    // For scripts/bench.sh, which starts the window only on a whole root.
    std::printf("root written\n");
    std::fflush(stdout);

    QElapsedTimer clock;
    clock.start();
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        QString failure;
        if (!bench.writeMountStats(root, int(clock.elapsed() / 1000), &failure)) {
            std::fprintf(stderr, "nfs-tuner-bench-root: %s\n", qPrintable(failure));
            QCoreApplication::exit(1);
        }
    });
    tick.start(1000);
    return QCoreApplication::exec();
}
