// SPDX-License-Identifier: GPL-2.0-or-later
// nfs-tuner-rahead: run by udev (99-nfs-tuner.rules) when a BDI appears.
// Where an [nfs-tuner] rule of nfs.conf matches the new NFS mount, it sets
// the BDI's read_ahead_kb to the rule's value; otherwise it changes
// nothing, and nfsrahead's value stands. Other file systems' BDIs are
// never touched.
#include "base/printable.h"
#include "mounts/bdisysfs.h"
#include "tuning/ruleatmount.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

#include <cstdio>
#include <syslog.h>

using namespace nfstuner;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("nfs-tuner-rahead"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NFSTUNER_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Sets the readahead of a new NFS BDI from the [nfs-tuner] rules of nfs.conf (run by "
        "udev)."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("MAJOR:MINOR"), QStringLiteral("The new BDI."));
    const QCommandLineOption root(QStringLiteral("root"),
                                  QStringLiteral("Work on the system below DIR (tests only)."),
                                  QStringLiteral("DIR"), QStringLiteral("/"));
    const QCommandLineOption print(
        QStringLiteral("print"),
        QStringLiteral("Print the rule's value instead of setting it (nothing when no rule)."));
    parser.addOptions({root, print});
    parser.process(app);

    ::openlog("nfs-tuner-rahead", LOG_PID | (parser.isSet(print) ? LOG_PERROR : 0), LOG_DAEMON);
    const QStringList arguments = parser.positionalArguments();
    const auto bdi = arguments.size() == 1 ? BdiId::parse(arguments.first()) : std::nullopt;
    if (!bdi || !QFileInfo(parser.value(root)).isDir()) {
        std::fprintf(stderr, "nfs-tuner-rahead: expected MAJOR:MINOR (and a folder for --root)\n");
        return 2;
    }
    const SystemRoot system(parser.value(root));
    const auto decision = RuleAtMount::decide(system, *bdi);
    if (!decision) {
        ::syslog(LOG_ERR, "%s: %s", qPrintable(bdi->toString()),
                 printable(decision.error().message).toUtf8().constData());
        return 1;
    }
    if (decision->outcome != RuleAtMount::Outcome::Rule)
        return 0;
    const quint32 kib = *decision->rule->kib;
    if (parser.isSet(print)) {
        std::printf("%u\n", kib);
        return 0;
    }
    const auto set = BdiSysfs(system).setReadAheadKb(*bdi, kib);
    if (!set) {
        ::syslog(LOG_ERR, "%s: %s", qPrintable(bdi->toString()),
                 printable(set.error().message).toUtf8().constData());
        return 1;
    }
    ::syslog(LOG_NOTICE, "%s (%s on %s): readahead %u KiB from the rule \"%s\" at %s",
             qPrintable(bdi->toString()), printable(decision->mount->source).toUtf8().constData(),
             printable(decision->mount->mountpoint).toUtf8().constData(), *set,
             decision->rule->key.constData(), printable(decision->where).toUtf8().constData());
    return 0;
}
