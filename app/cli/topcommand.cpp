// SPDX-License-Identifier: GPL-2.0-or-later
// `nfs-tuner-cli top`: who reads each NFS mount, refreshed like top: each
// process with files open there, its read rate, calls, call size, pattern,
// O_DIRECT and what the kernel fetched for it (ReaderMonitor).
#include "base/liveroot.h"
#include "base/stopsignals.h"
#include "cli.h"
#include "console.h"
#include "dbus/helperclient.h"
#include "mountjson.h"
#include "session/readersservice.h"
#include "texttable.h"
#include "ttyagent.h"
#include "tuningsession.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

#include <unistd.h>

namespace nfstuner::cli {

namespace {

constexpr double MinIntervalSeconds = 0.2;
constexpr double MaxIntervalSeconds = 3600;

QJsonArray filesJson(const QList<QByteArray> &files)
{
    QJsonArray array;
    for (const QByteArray &file : files)
        array.append(printableName(file));
    return array;
}

QJsonObject readerJson(ReaderMonitor &monitor, const MountReader &reader)
{
    return QJsonObject{
        {QStringLiteral("pid"), qint64(reader.pid)},
        {QStringLiteral("uid"), qint64(reader.uid)},
        {QStringLiteral("user"), monitor.userName(reader.uid)},
        {QStringLiteral("command"), printableName(reader.command)},
        {QStringLiteral("read_bytes_per_second"), reader.readBytesPerSecond},
        {QStringLiteral("read_calls_per_second"), reader.readCallsPerSecond},
        {QStringLiteral("average_read_bytes"), jsonNumber(reader.averageReadBytes)},
        {QStringLiteral("pattern"), toString(reader.pattern)},
        {QStringLiteral("direct"), reader.direct},
        {QStringLiteral("fetched_bytes_per_second"), jsonNumber(reader.fetchedBytesPerSecond)},
        {QStringLiteral("estimate"), reader.estimate},
        {QStringLiteral("files"), filesJson(reader.files)},
        // When its counters were read, each scan reaching it at its own time.
        {QStringLiteral("from_monotonic_ns"), qint64(reader.fromMonotonicNs)},
        {QStringLiteral("to_monotonic_ns"), qint64(reader.toMonotonicNs)},
    };
}

void printJson(ReaderMonitor &monitor)
{
    QJsonArray mounts;
    double seconds = 0;
    quint64 from = 0, to = 0;
    for (const MountReadersReport &report : monitor.latest()) {
        QJsonArray readers;
        for (const MountReader &reader : report.readers.readers)
            readers.append(readerJson(monitor, reader));
        mounts.append(QJsonObject{
            {QStringLiteral("mountpoint"), report.mountpoint},
            {QStringLiteral("bdi"), report.bdi.toString()},
            {QStringLiteral("read_bytes_per_second"), report.readers.readBytesPerSecond},
            {QStringLiteral("readers"), readers}});
        seconds = report.seconds;
        from = report.fromMonotonicNs;
        to = report.toMonotonicNs;
    }
    const QJsonObject document{
        {QStringLiteral("seconds"), seconds},
        // CLOCK_MONOTONIC (ns) when the interval's scans began, to line the
        // figures up with other clocks of the machine.
        {QStringLiteral("from_monotonic_ns"), qint64(from)},
        {QStringLiteral("to_monotonic_ns"), qint64(to)},
        {QStringLiteral("scope"),
         monitor.seesEveryUser() ? QStringLiteral("every-user") : QStringLiteral("own")},
        {QStringLiteral("fetch_counting"), toString(monitor.rates().fetchCounting())},
        {QStringLiteral("truncated"), monitor.truncated()},
        {QStringLiteral("mounts"), mounts}};
    writeJson(document);
}

QByteArray number(double value, int decimals = 1)
{
    return QByteArray::number(value, 'f', decimals);
}

QByteArray mountHeading(ReaderMonitor &monitor, const MountReadersReport &report)
{
    return Text::tr("%1 (BDI %2): %n reader(s), %3 MB/s", nullptr,
                    int(report.readers.readers.size()))
               .arg(printable(report.mountpoint), report.bdi.toString(),
                    QString::fromLatin1(number(report.readers.readBytesPerSecond / 1e6)))
               .toUtf8() +
           (monitor.seesEveryUser() ? QByteArray() : Text::tr(" (your processes only)").toUtf8()) +
           '\n';
}

void printTable(ReaderMonitor &monitor, bool clearScreen)
{
    QByteArray text = clearScreen ? QByteArrayLiteral("\033[H\033[2J") : QByteArray();
    bool anyEstimate = false;
    for (const MountReadersReport &report : monitor.latest()) {
        text += mountHeading(monitor, report);
        TextTable table({Text::tr("PID"), Text::tr("USER"), Text::tr("COMMAND"),
                         Text::tr("READ MB/s"), Text::tr("CALLS/s"), Text::tr("KiB/CALL"),
                         Text::tr("PATTERN"), Text::tr("DIRECT"), Text::tr("FETCHED MB/s"),
                         Text::tr("FILES")});
        for (const MountReader &reader : report.readers.readers) {
            anyEstimate = anyEstimate || reader.estimate;
            const QByteArray mark = reader.estimate ? QByteArrayLiteral("~") : QByteArray();
            const QByteArray rate = mark + number(reader.readBytesPerSecond / 1e6);
            const QByteArray calls = mark + number(reader.readCallsPerSecond);
            const QByteArray size = reader.averageReadBytes
                                        ? number(*reader.averageReadBytes / 1024)
                                        : QByteArrayLiteral("-");
            const QByteArray fetched = reader.fetchedBytesPerSecond
                                           ? number(*reader.fetchedBytesPerSecond / 1e6)
                                           : QByteArrayLiteral("-");
            QString files = printableName(reader.files.value(0));
            if (reader.files.size() > 1)
                files += Text::tr(" (+%1)").arg(reader.files.size() - 1);
            table.addRow({QString::number(reader.pid), monitor.userName(reader.uid),
                          printableName(reader.command), QString::fromLatin1(rate),
                          QString::fromLatin1(calls), QString::fromLatin1(size),
                          toString(reader.pattern),
                          reader.direct ? Text::tr("yes") : Text::tr("no"),
                          QString::fromLatin1(fetched), files});
        }
        table.setRightAligned({0, 3, 4, 5, 8});
        text += table.toUtf8() + '\n';
    }
    if (anyEstimate)
        text += Text::tr("~ a share: the process also read elsewhere, or by pread (placed by "
                         "the mount's own counters).\n")
                    .toUtf8();
    if (monitor.rates().fetchCounting() != FetchCounting::Counted)
        text += (monitor.rates().fetchCounting() == FetchCounting::NotCounted
                     ? monitor.rates().fetchCountingReason()
                     : Text::tr("FETCHED: not known yet whether this kernel counts NFS "
                                "readahead in read_bytes."))
                    .toUtf8() +
                '\n';
    if (monitor.truncated())
        text +=
            Text::tr("More processes or files than one scan takes: some are left out.\n").toUtf8();
    writeRaw(text);
}

// One run of `top`: the monitor, sampled every interval until stopped.
class TopSession
{
public:
    struct Options
    {
        bool allUsers = false;
        bool throughHelper = false;
        bool json = false;
        bool once = false;
        double seconds = 2;
    };

    TopSession(NfsMountSelection selection, Options options)
        : m_selection(std::move(selection))
        , m_options(options)
    {}

    int run()
    {
        const StopSignals stop;
        QObject::connect(&stop, &StopSignals::received, &m_loop, &QEventLoop::quit);
        QObject::connect(&m_timer, &QTimer::timeout, &m_loop, [this] { m_readers->sample(); });
        watch();
        m_readers->sample();
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.start(int(m_options.seconds * 1000));
        m_loop.exec();
        return m_exit;
    }

private:
    // Every user's processes through the helper, unless they are ours to
    // read here (a folder's, or root's).
    void watch()
    {
        const SystemRoot &root = m_selection.root;
        if (m_options.allUsers &&
            (m_options.throughHelper || (root.isRealSystem() && ::getuid() != 0))) {
            m_agent = std::make_unique<TtyAuthAgent>();
            m_helper = std::make_unique<HelperClient>();
        }
        m_readers = std::make_unique<ReadersService>(root, m_helper.get());
        m_readers->setWatched(true); // a scan each interval
        m_readers->setMountpoints(m_selection.mountpoints);
        if (m_options.allUsers)
            m_readers->showEveryUser();
        QObject::connect(m_readers.get(), &ReadersService::updated, &m_loop, [this] {
            if (m_options.json)
                printJson(m_readers->readers());
            else
                printTable(m_readers->readers(), ::isatty(STDOUT_FILENO) && !m_options.once);
            if (m_options.once)
                m_loop.quit();
        });
        QObject::connect(m_readers.get(), &ReadersService::failed, &m_loop,
                         [this](const Error &error) {
                             m_exit = printFailure(error);
                             m_loop.quit();
                         });
        // Without authorisation for every user's processes, the user's own
        // are still theirs to see: said once, then shown.
        QObject::connect(m_readers.get(), &ReadersService::fellBack, &m_loop,
                         [](const Error &error) {
                             printError(Text::tr("not authorized to see other users' processes "
                                                 "(%1): showing yours only")
                                            .arg(error.message));
                         });
    }

    NfsMountSelection m_selection;
    Options m_options;
    QEventLoop m_loop;
    QTimer m_timer;
    std::unique_ptr<TtyAuthAgent> m_agent;
    std::unique_ptr<HelperClient> m_helper;
    std::unique_ptr<ReadersService> m_readers;
    int m_exit = ExitOk;
};

} // namespace

int runTop(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Shows who reads each NFS mount: the processes with files open there, sorted by read "
        "rate, with their read calls, call size, pattern (sequential, random, mixed), O_DIRECT "
        "and the bytes the kernel fetched for them. Your own processes, or with --all-users "
        "everyone's (through the helper, which asks for an administrator's password)."));
    parser.addPositionalArgument(QStringLiteral("MOUNTPOINT"), Text::tr("Only these mounts."),
                                 QStringLiteral("[MOUNTPOINT...]"));
    const QCommandLineOption interval(QStringLiteral("interval"),
                                      Text::tr("Seconds between reports (default 2)."),
                                      QStringLiteral("SECONDS"), QStringLiteral("2"));
    const QCommandLineOption allUsers(QStringLiteral("all-users"),
                                      Text::tr("Every user's processes, not only yours."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  Text::tr("Print one JSON object per interval."));
    const QCommandLineOption once(QStringLiteral("once"), Text::tr("End after one interval."));
    parser.addOptions({interval, allUsers, json, once, rootOption(), throughHelperOption()});
    if (const auto stop = parseCommand(parser, arguments))
        return *stop;
    bool ok = false;
    const double seconds = parser.value(interval).toDouble(&ok);
    if (!ok || !(seconds >= MinIntervalSeconds && seconds <= MaxIntervalSeconds)) {
        printError(Text::tr("--interval takes seconds from %1 to %2, not \"%3\"")
                       .arg(MinIntervalSeconds)
                       .arg(MaxIntervalSeconds)
                       .arg(printable(parser.value(interval))));
        return ExitFailure;
    }
    const auto selection = nfsMountSelection(parser);
    if (!selection)
        return ExitFailure;
    if (const auto live = LiveRoot::hasProcesses(selection->root); !live) {
        printError(live.error().message);
        return ExitFailure;
    }
    TopSession session(*selection, {parser.isSet(allUsers), parser.isSet(throughHelperOption()),
                                    parser.isSet(json), parser.isSet(once), seconds});
    return session.run();
}

} // namespace nfstuner::cli
