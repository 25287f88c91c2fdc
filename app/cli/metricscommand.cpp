// SPDX-License-Identifier: GPL-2.0-or-later
// `nfs-tuner-cli metrics`: this machine's NFS readahead facts and advice in
// Prometheus' text format, printed or written for node_exporter's textfile
// collector.
#include "advice/mountadvice.h"
#include "base/atomicfilereplace.h"
#include "cli.h"
#include "conf/nfsconfloader.h"
#include "conf/readaheadrules.h"
#include "console.h"
#include "diagnosis/diagnosiscounters.h"
#include "metrics/nfstunermetrics.h"
#include "mounts/mountinventory.h"
#include "stats/mountstats.h"

#include <QDir>
#include <QFileInfo>

namespace nfstuner::cli {

namespace {

// Each BDI's first mount diagnosed over `seconds` measured now, or over its
// totals since the mount.
std::optional<QList<std::pair<BdiId, MountDiagnosis>>>
diagnoses(const SystemRoot &root, const MountInventory &inventory, std::optional<double> seconds)
{
    // No statfs(2) probes (none listed): a timer's run must never wait on a
    // server that does not answer; the floor comes from the mounts' own
    // cheap ops.
    const auto counters = seconds ? DiagnosisCounters::measure(root, {}, *seconds)
                                  : DiagnosisCounters::captured(root, QString());
    if (!counters) {
        printError(counters.error().message);
        return std::nullopt;
    }
    for (const QString &warning : counters->warnings)
        printError(Text::tr("warning: %1").arg(warning));
    const DiagnosisInputs inputs(root);
    QList<std::pair<BdiId, MountDiagnosis>> all;
    QSet<BdiId> done;
    for (const NfsMount &mount : inventory.mounts()) {
        if (done.contains(mount.bdi))
            continue;
        done.insert(mount.bdi);
        if (const auto input = counters->inputFor(mount, inputs, inventory.table(),
                                                  inventory.readAheadKb(mount.bdi)))
            all.append({mount.bdi, MountDiagnoser::diagnose(*input)});
    }
    return all;
}

} // namespace

int runMetrics(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Prints, in Prometheus' text format, each NFS backing device's readahead now and on "
        "the next mount, rsize, wsize, the advisor's verdict on its reads since mount, what "
        "limits it (diagnose's verdict and figures, since the mount or over --seconds), and "
        "each mount's identity. With --textfile, writes them to DIR/nfs_tuner.prom at once "
        "(a temporary file renamed) for node_exporter's textfile collector."));
    const QCommandLineOption textfile(
        QStringLiteral("textfile"),
        Text::tr("Write DIR/nfs_tuner.prom instead of printing (node_exporter's "
                 "--collector.textfile.directory; on Debian /var/lib/prometheus/node-exporter)."),
        QStringLiteral("DIR"));
    const QCommandLineOption seconds(
        QStringLiteral("seconds"),
        Text::tr("Diagnose each mount over N seconds measured now (1 to 3600) instead of its "
                 "totals since the mount."),
        QStringLiteral("N"));
    parser.addOptions({textfile, seconds, rootOption()});
    if (const auto stop = parseCommand(parser, arguments, Positionals::None))
        return *stop;
    const auto root = rootFrom(parser);
    if (!root)
        return ExitFailure;
    std::optional<double> interval;
    if (parser.isSet(seconds)) {
        bool ok = false;
        interval = parser.value(seconds).toDouble(&ok);
        if (!ok || !(*interval >= 1 && *interval <= 3600)) {
            printError(Text::tr("--seconds takes 1 to 3600, not \"%1\"")
                           .arg(printable(parser.value(seconds))));
            return ExitFailure;
        }
    }
    QString target;
    if (parser.isSet(textfile)) {
        const QFileInfo folder(parser.value(textfile));
        if (!folder.isDir()) {
            printError(Text::tr("--textfile %1 is not a folder").arg(parser.value(textfile)));
            return ExitFailure;
        }
        target = QDir(folder.absoluteFilePath()).filePath(QStringLiteral("nfs_tuner.prom"));
    }

    const auto inventory = MountInventory::collect(*root);
    if (!inventory) {
        printError(inventory.error().message);
        return ExitFailure;
    }
    const NfsConf conf = NfsConfLoader::load(*root, SystemRoot::nfsConfPath());
    const ReadaheadRules rules = ReadaheadRules::fromConf(conf);
    // The reads since each mount: one read of mountstats, no waiting.
    const auto counters = MountStats::read(*root);
    if (!counters) {
        printError(counters.error().message);
        return ExitFailure;
    }
    QHash<QString, ReadWindow> windows;
    for (const MountCounters &mount : *counters)
        windows.insert(mount.mountpoint, ReadWindow::sinceMount(mount));

    MetricsInput input;
    input.inventory = &*inventory;
    input.conf = &conf;
    input.rules = &rules;
    input.advice = adviseMounts(inventory->table(), BdiSysfs(*root), windows);
    const auto diagnosed = diagnoses(*root, *inventory, interval);
    if (!diagnosed)
        return ExitFailure;
    input.diagnoses = *diagnosed;
    const QByteArray text = nfsTunerMetrics(input);

    if (target.isEmpty()) {
        writeRaw(text);
        return ExitOk;
    }
    const auto written = AtomicFileReplace::replace(
        target, std::nullopt,
        [&text](const std::optional<QByteArray> &) -> Result<std::optional<QByteArray>> {
            return std::optional<QByteArray>(text);
        });
    if (!written) {
        printError(written.error().message);
        return ExitFailure;
    }
    return ExitOk;
}

} // namespace nfstuner::cli
