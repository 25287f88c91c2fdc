// SPDX-License-Identifier: GPL-2.0-or-later
// `nfs-tuner-cli stats`: per-mount throughput and per-op figures over an
// interval, like nfsiostat, from the same sampler the app charts.
#include "cli.h"
#include "console.h"
#include "mountjson.h"
#include "mounts/nfsmounttable.h"
#include "stats/mountsampler.h"
#include "stats/mountstats.h"
#include "texttable.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSet>
#include <QThread>

#include <cmath>

namespace nfstuner::cli {

namespace {

struct MountReport
{
    QString mountpoint;
    MountRates rates;
    QString bdi;               // empty when the mount table no longer has it
    QStringList sharesBdiWith; // the other reported mounts on the same BDI
};

QJsonObject toJson(const MountReport &report)
{
    const MountRates &rates = report.rates;
    return QJsonObject{
        {QStringLiteral("mountpoint"), report.mountpoint},
        {QStringLiteral("bdi"), report.bdi.isEmpty() ? QJsonValue() : QJsonValue(report.bdi)},
        {QStringLiteral("shares_bdi_with"), QJsonArray::fromStringList(report.sharesBdiWith)},
        {QStringLiteral("seconds"), rates.seconds},
        {QStringLiteral("read_bytes"), qint64(rates.readBytes)},
        {QStringLiteral("write_bytes"), qint64(rates.writeBytes)},
        {QStringLiteral("wire_read_bytes"), qint64(rates.wireReadBytes)},
        {QStringLiteral("wire_write_bytes"), qint64(rates.wireWriteBytes)},
        {QStringLiteral("read_ops"), qint64(rates.readOps)},
        {QStringLiteral("read_plus_ops"), qint64(rates.readPlusOps)},
        {QStringLiteral("write_ops"), qint64(rates.writeOps)},
        {QStringLiteral("commit_ops"), qint64(rates.commitOps)},
        {QStringLiteral("read_errors"), qint64(rates.readErrors)},
        {QStringLiteral("write_errors"), qint64(rates.writeErrors)},
        {QStringLiteral("read_timeouts"), qint64(rates.readTimeouts)},
        {QStringLiteral("write_timeouts"), qint64(rates.writeTimeouts)},
        {QStringLiteral("read_hole_bytes"), qint64(rates.holeBytesNotTransferred)},
        {QStringLiteral("read_bytes_per_second"), rates.readBytesPerSecond},
        {QStringLiteral("write_bytes_per_second"), rates.writeBytesPerSecond},
        {QStringLiteral("wire_read_bytes_per_second"), rates.wireReadBytesPerSecond},
        {QStringLiteral("wire_write_bytes_per_second"), rates.wireWriteBytesPerSecond},
        {QStringLiteral("read_ops_per_second"), rates.readOpsPerSecond},
        {QStringLiteral("write_ops_per_second"), rates.writeOpsPerSecond},
        {QStringLiteral("commit_ops_per_second"), rates.commitOpsPerSecond},
        {QStringLiteral("average_read_bytes"), jsonNumber(rates.averageReadBytes)},
        {QStringLiteral("average_write_bytes"), jsonNumber(rates.averageWriteBytes)},
        {QStringLiteral("read_rtt_ms"), jsonNumber(rates.readRttMs)},
        {QStringLiteral("write_rtt_ms"), jsonNumber(rates.writeRttMs)},
        {QStringLiteral("read_execute_ms"), jsonNumber(rates.readExecuteMs)},
        {QStringLiteral("write_execute_ms"), jsonNumber(rates.writeExecuteMs)},
        {QStringLiteral("retransmissions"), qint64(rates.retransmissions)},
    };
}

// A table cell of a number. Machine-readable: C locale, no group
// separators, rounded half up. A thousand mounts make ten thousand of these
// per report: digits written straight into the cell rather than through the
// general double conversion and a string each.
class NumberCell
{
public:
    NumberCell(double value, int decimals = 1)
    {
        if (value >= 0 && value < 1e15 && decimals >= 0 && decimals <= 3)
            writeDigits(quint64(value * std::pow(10.0, decimals) + 0.5), decimals);
        else
            m_fallback = QByteArray::number(value, 'f', decimals);
    }
    explicit NumberCell(quint64 count) { writeDigits(count, 0); }
    // "-" for a figure that does not exist (no READs: no KiB per READ).
    NumberCell(const std::optional<double> &value, double scale, int decimals = 1)
        : NumberCell(value ? *value / scale : 0, decimals)
    {
        if (!value)
            m_fallback = QByteArrayLiteral("-");
    }

    operator QByteArrayView() const
    {
        if (!m_fallback.isEmpty())
            return m_fallback;
        return QByteArrayView(m_digits + m_start, qsizetype(sizeof m_digits) - m_start);
    }

private:
    void writeDigits(quint64 scaled, int decimals)
    {
        char *p = m_digits + sizeof m_digits;
        for (int i = 0; i < decimals; ++i, scaled /= 10)
            *--p = char('0' + scaled % 10);
        if (decimals > 0)
            *--p = '.';
        do {
            *--p = char('0' + scaled % 10);
            scaled /= 10;
        } while (scaled > 0);
        m_start = int(p - m_digits);
    }

    char m_digits[24]; // 20 digits of a quint64, or below 1e15 with 3 decimals
    int m_start = int(sizeof m_digits);
    QByteArray m_fallback;
};

void printReport(const QList<MountReport> &reports, bool json)
{
    if (json) {
        QJsonArray mounts;
        for (const MountReport &report : reports)
            mounts.append(toJson(report));
        writeJson(QJsonObject{{QStringLiteral("mounts"), mounts}});
        return;
    }
    TextTable table({Text::tr("MOUNTPOINT"), Text::tr("BDI"), Text::tr("READ MB/s"),
                     Text::tr("WRITE MB/s"), Text::tr("WIRE R MB/s"), Text::tr("WIRE W MB/s"),
                     Text::tr("READ/s"), Text::tr("KiB/READ"), Text::tr("WRITE/s"),
                     Text::tr("KiB/WRITE"), Text::tr("RTT R ms"), Text::tr("EXE R ms"),
                     Text::tr("RETRANS")});
    // Mounts of one superblock share one BDI and the same counters: marked,
    // and counted once in the total.
    QSet<QString> counted;
    MountRates total;
    bool anyShared = false;
    for (const MountReport &report : reports) {
        const MountRates &rates = report.rates;
        const bool shared = !report.sharesBdiWith.isEmpty();
        anyShared = anyShared || shared;
        const QByteArray bdi = report.bdi.isEmpty() ? QByteArrayLiteral("-")
                               : shared             ? report.bdi.toLatin1() + '*'
                                                    : report.bdi.toLatin1();
        table.addRow(
            {printable(report.mountpoint).toUtf8(), bdi, NumberCell(rates.readBytesPerSecond / 1e6),
             NumberCell(rates.writeBytesPerSecond / 1e6),
             NumberCell(rates.wireReadBytesPerSecond / 1e6),
             NumberCell(rates.wireWriteBytesPerSecond / 1e6), NumberCell(rates.readOpsPerSecond),
             NumberCell(rates.averageReadBytes, 1024), NumberCell(rates.writeOpsPerSecond),
             NumberCell(rates.averageWriteBytes, 1024), NumberCell(rates.readRttMs, 1, 2),
             NumberCell(rates.readExecuteMs, 1, 2), NumberCell(rates.retransmissions)});
        if (counted.contains(report.bdi) && !report.bdi.isEmpty())
            continue;
        counted.insert(report.bdi);
        total.readBytesPerSecond += rates.readBytesPerSecond;
        total.writeBytesPerSecond += rates.writeBytesPerSecond;
        total.wireReadBytesPerSecond += rates.wireReadBytesPerSecond;
        total.wireWriteBytesPerSecond += rates.wireWriteBytesPerSecond;
        total.readOpsPerSecond += rates.readOpsPerSecond;
        total.writeOpsPerSecond += rates.writeOpsPerSecond;
        total.wireReadBytes += rates.wireReadBytes;
        total.wireWriteBytes += rates.wireWriteBytes;
        total.readOps += rates.readOps;
        total.writeOps += rates.writeOps;
        total.retransmissions += rates.retransmissions;
    }
    if (reports.size() > 1) {
        const auto per = [](quint64 bytes, quint64 ops) {
            return ops > 0 ? std::optional(double(bytes) / double(ops)) : std::nullopt;
        };
        table.addRow(
            {Text::tr("TOTAL").toUtf8(), QByteArrayLiteral("-"),
             NumberCell(total.readBytesPerSecond / 1e6),
             NumberCell(total.writeBytesPerSecond / 1e6),
             NumberCell(total.wireReadBytesPerSecond / 1e6),
             NumberCell(total.wireWriteBytesPerSecond / 1e6), NumberCell(total.readOpsPerSecond),
             NumberCell(per(total.wireReadBytes, total.readOps), 1024),
             NumberCell(total.writeOpsPerSecond),
             NumberCell(per(total.wireWriteBytes, total.writeOps), 1024), QByteArrayLiteral("-"),
             QByteArrayLiteral("-"), NumberCell(total.retransmissions)});
    }
    table.setRightAligned({2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12});
    QByteArray notes;
    if (anyShared)
        notes += Text::tr("* one superblock: mounts on this BDI share its counters; TOTAL counts "
                          "each BDI once.\n")
                     .toUtf8();
    for (const MountReport &report : reports) {
        // READ_PLUS on a sparse file: the wire carried less than was read.
        if (report.rates.holeBytesNotTransferred > 0)
            notes += Text::tr("%1: holes not transferred: %2 MB (READ_PLUS)\n")
                         .arg(printable(report.mountpoint),
                              QString::fromLatin1(QByteArrayView(
                                  NumberCell(double(report.rates.holeBytesNotTransferred) / 1e6))))
                         .toUtf8();
    }
    writeRaw(table.toUtf8() + notes);
}

// Each report with its BDI and the other reported mounts on that BDI.
void addBdis(QList<MountReport> &reports, const NfsMountTable &table)
{
    QHash<QString, QStringList> byBdi;
    for (MountReport &report : reports) {
        if (const NfsMount *mount = table.findByMountpoint(report.mountpoint))
            report.bdi = mount->bdi.toString();
        if (!report.bdi.isEmpty())
            byBdi[report.bdi].append(report.mountpoint);
    }
    for (MountReport &report : reports) {
        if (report.bdi.isEmpty())
            continue;
        report.sharesBdiWith = byBdi.value(report.bdi);
        report.sharesBdiWith.removeOne(report.mountpoint);
    }
}

// --interval 0: one report of each mount's averages since it was mounted
// (counters from zero over its age), like the first report of nfsiostat
// and `mountstats iostat` without an interval.
int reportSinceMount(const SystemRoot &root, const NfsMountTable &table, const QStringList &only,
                     bool json)
{
    const auto counters = MountStats::read(root);
    if (!counters) {
        printError(counters.error().message);
        return ExitFailure;
    }
    QList<MountReport> reports;
    reports.reserve(counters->size());
    for (const MountCounters &mount : *counters) {
        if (!only.isEmpty() && !only.contains(mount.mountpoint))
            continue;
        // A mount younger than a second has no averages yet.
        if (const auto rates = computeRates(MountCounters{}, mount, double(mount.ageSeconds)))
            reports.append({mount.mountpoint, *rates, {}, {}});
    }
    addBdis(reports, table);
    printReport(reports, json);
    return ExitOk;
}

} // namespace

int runStats(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Shows what each NFS mount did over an interval: read and write MB/s (application and "
        "wire level), READ and WRITE ops/s, KiB per RPC, round-trip and execute time, "
        "retransmissions. Rates use the measured time."));
    parser.addPositionalArgument(QStringLiteral("MOUNTPOINT"), Text::tr("Only these mounts."),
                                 QStringLiteral("[MOUNTPOINT...]"));
    const QCommandLineOption json(QStringLiteral("json"),
                                  Text::tr("Print one JSON document per interval."));
    const QCommandLineOption interval(QStringLiteral("interval"),
                                      Text::tr("Seconds per report (default 1); 0: one report of "
                                               "the averages since each mount was mounted."),
                                      QStringLiteral("SECONDS"), QStringLiteral("1"));
    const QCommandLineOption count(QStringLiteral("count"),
                                   Text::tr("Number of reports (default 1)."), QStringLiteral("N"),
                                   QStringLiteral("1"));
    parser.addOptions({json, interval, count, rootOption()});
    if (const auto stop = parseCommand(parser, arguments))
        return *stop;
    bool intervalOk = false, countOk = false;
    const double seconds = parser.value(interval).toDouble(&intervalOk);
    const int reports = parser.value(count).toInt(&countOk);
    if (!intervalOk || seconds < 0 || seconds > 86400 || !countOk || reports < 1) {
        printError(Text::tr("--interval takes seconds (0 to 86400), --count a number from 1"));
        return ExitFailure;
    }
    const auto selection = nfsMountSelection(parser);
    if (!selection)
        return ExitFailure;
    const SystemRoot &root = selection->root;
    const QStringList &only = selection->mountpoints;

    if (seconds == 0) {
        if (reports != 1) {
            printError(Text::tr("--interval 0 gives one report, of the averages since mount"));
            return ExitFailure;
        }
        return reportSinceMount(root, selection->table, only, parser.isSet(json));
    }

    MountSampler sampler(root);
    sampler.sample();
    if (!sampler.lastError().isEmpty()) {
        printError(sampler.lastError());
        return ExitFailure;
    }
    for (int report = 0; report < reports; ++report) {
        QThread::usleep(quint64(seconds * 1e6));
        sampler.sample();
        if (!sampler.lastError().isEmpty()) {
            printError(sampler.lastError());
            return ExitFailure;
        }
        QList<MountReport> rows;
        for (const QString &mountpoint : sampler.mountpoints()) {
            if (!only.isEmpty() && !only.contains(mountpoint))
                continue;
            const auto *series = sampler.series(mountpoint);
            if (series && series->latest) // not when it appeared or remounted meanwhile
                rows.append({mountpoint, *series->latest, {}, {}});
        }
        addBdis(rows, selection->table);
        printReport(rows, parser.isSet(json));
    }
    return ExitOk;
}

} // namespace nfstuner::cli
