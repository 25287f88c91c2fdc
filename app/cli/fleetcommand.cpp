// SPDX-License-Identifier: GPL-2.0-or-later
// `nfs-tuner-cli fleet`: every host's NFS mounts from the Prometheus the
// admin already runs (the series `nfs-tuner-cli metrics` writes on each
// host, node_exporter's mountstats where present), grouped by export, and
// the advice's changes exported as a playbook for the project's Ansible
// collection.
#include "base/atomicfilereplace.h"
#include "base/printable.h"
#include "base/textfile.h"
#include "base/units.h"
#include "cli.h"
#include "console.h"
#include "fleet/fleetmounts.h"
#include "fleet/fleetplaybook.h"
#include "mountjson.h"
#include "prometheusclient.h"
#include "texttable.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace nfstuner::cli {

namespace {

QString sizeCell(const std::optional<double> &bytes)
{
    return bytes ? units::bytes(quint64(*bytes)) : QStringLiteral("-");
}

QJsonObject mountJson(const FleetMount &mount)
{
    return QJsonObject{
        {QStringLiteral("instance"), mount.instance},
        {QStringLiteral("host"), mount.host},
        {QStringLiteral("bdi"), mount.bdi},
        {QStringLiteral("mountpoint"), mount.mountpoint},
        {QStringLiteral("server"), mount.server},
        {QStringLiteral("export"), mount.exportPath},
        {QStringLiteral("version"), mount.version},
        {QStringLiteral("rsize_bytes"), jsonNumber(mount.rsizeBytes)},
        {QStringLiteral("read_ahead_bytes"), jsonNumber(mount.readAheadBytes)},
        {QStringLiteral("next_mount_read_ahead_bytes"), jsonNumber(mount.nextMountReadAheadBytes)},
        {QStringLiteral("verdict"),
         mount.verdict.isEmpty() ? QJsonValue() : QJsonValue(mount.verdict)},
        {QStringLiteral("recommended_read_ahead_bytes"), jsonNumber(mount.recommendedBytes)},
        {QStringLiteral("read_bytes_per_second"), jsonNumber(mount.readBytesPerSecond)},
        {QStringLiteral("limit"), mount.limit.isEmpty() ? QJsonValue() : QJsonValue(mount.limit)},
        {QStringLiteral("problems"), QJsonArray::fromStringList(mount.problems)},
    };
}

QJsonObject groupJson(const FleetExportGroup &group)
{
    QJsonArray readAheads;
    for (auto it = group.hostsPerReadAhead.cbegin(); it != group.hostsPerReadAhead.cend(); ++it)
        readAheads.append(QJsonObject{{QStringLiteral("read_ahead_bytes"), it.key()},
                                      {QStringLiteral("mounts"), it.value()}});
    return QJsonObject{
        {QStringLiteral("export"), group.serverExport},
        {QStringLiteral("mounts"), group.mounts.size()},
        {QStringLiteral("read_aheads"), readAheads},
        {QStringLiteral("min_read_bytes_per_second"), jsonNumber(group.minReadBytesPerSecond)},
        {QStringLiteral("max_read_bytes_per_second"), jsonNumber(group.maxReadBytesPerSecond)},
    };
}

void printTable(const QList<FleetMount> &mounts, const QList<FleetExportGroup> &groups)
{
    TextTable table({Text::tr("HOST"), Text::tr("MOUNTPOINT"), Text::tr("EXPORT"), Text::tr("VERS"),
                     Text::tr("RSIZE"), Text::tr("READAHEAD"), Text::tr("ADVICE"),
                     Text::tr("LIMIT"), Text::tr("READ")});
    table.setRightAligned({4, 5, 8});
    for (const FleetMount &mount : mounts) {
        QString advice = mount.verdict.isEmpty() ? QStringLiteral("-") : mount.verdict;
        if (mount.recommendedBytes)
            advice += u' ' + sizeCell(mount.recommendedBytes);
        table.addRow({mount.host, mount.mountpoint, mount.serverExport(), mount.version,
                      sizeCell(mount.rsizeBytes), sizeCell(mount.readAheadBytes), advice,
                      mount.limit.isEmpty() ? QStringLiteral("-") : mount.limit,
                      units::optional(mount.readBytesPerSecond, units::rate)});
    }
    writeRaw(table.toUtf8());
    bool said = false;
    for (const FleetMount &mount : mounts) {
        for (const QString &problem : mount.problems) {
            if (!said)
                out() << '\n' << Text::tr("Values refused:") << '\n';
            said = true;
            out() << printable(
                         QStringLiteral("  %1 %2: %3").arg(mount.host, mount.mountpoint, problem))
                  << '\n';
        }
    }
    if (groups.isEmpty())
        return;
    out() << '\n' << Text::tr("By export:") << '\n';
    for (const FleetExportGroup &group : groups) {
        QStringList spread;
        for (auto it = group.hostsPerReadAhead.cbegin(); it != group.hostsPerReadAhead.cend(); ++it)
            spread.append(
                Text::tr("%n at %1", nullptr, it.value()).arg(units::bytes(quint64(it.key()))));
        QString line =
            QStringLiteral("  %1: %2")
                .arg(printable(group.serverExport),
                     spread.isEmpty() ? QStringLiteral("-") : spread.join(QStringLiteral(", ")));
        if (group.minReadBytesPerSecond)
            line += Text::tr("; reads %1 to %2")
                        .arg(units::rate(*group.minReadBytesPerSecond),
                             units::rate(*group.maxReadBytesPerSecond));
        out() << line << '\n';
    }
}

std::optional<QByteArray> readSecret(const QString &path)
{
    // As ssh does for keys: a secret others can read is no longer one.
    const QFileInfo file(path);
    if (file.exists() &&
        (file.permissions() & (QFile::ReadGroup | QFile::ReadOther | QFile::WriteOther)))
        err() << QCoreApplication::applicationName() << ": "
              << printable(Text::tr("warning: %1 can be read by other users than its owner "
                                    "(chmod 600 %1)")
                               .arg(path))
              << Qt::endl;
    const auto text = readWholeFile(path, 64 * 1024);
    if (!text) {
        printError(text.error().message);
        return std::nullopt;
    }
    return text->trimmed();
}

// The bearer token or basic auth from their files, into `connection`.
bool readCredentials(const QString &tokenFile, const QString &basicFile,
                     PrometheusConnection &connection)
{
    if (!tokenFile.isEmpty()) {
        const auto secret = readSecret(tokenFile);
        if (!secret)
            return false;
        connection.bearerToken = *secret;
    }
    if (!basicFile.isEmpty()) {
        const auto secret = readSecret(basicFile);
        if (!secret)
            return false;
        const qsizetype colon = secret->indexOf(':');
        if (colon <= 0) {
            printError(Text::tr("%1 must hold USER:PASSWORD").arg(basicFile));
            return false;
        }
        connection.user = QString::fromUtf8(secret->left(colon));
        connection.password = QString::fromUtf8(secret->mid(colon + 1));
    }
    return true;
}

// Every query of the fleet, answered: the exit code when one fails.
std::optional<int> readFleet(PrometheusClient &client, const QString &hostLabel,
                             QHash<FleetMounts::Query, QList<PromSeries>> &answers)
{
    const QUrl &server = client.connection().server;
    for (const FleetMounts::Query query : FleetMounts::queries(hostLabel)) {
        const auto body =
            client.get(PrometheusApi::instantQuery(server, FleetMounts::expression(query)));
        if (!body) {
            printError(body.error().message);
            return body.error().code == Error::Code::NotAuthorized ? ExitNotAuthorized
                                                                   : ExitFailure;
        }
        const auto series = PrometheusApi::parse(*body);
        if (!series) {
            printError(Text::tr("%1: %2").arg(server.toDisplayString(QUrl::RemoveUserInfo),
                                              series.error().message));
            return ExitFailure;
        }
        answers.insert(query, *series);
    }
    return std::nullopt;
}

bool writePlaybook(const QString &path, const QList<FleetMount> &mounts, const QUrl &server)
{
    const FleetPlan plan = FleetPlaybook::fromAdvice(mounts);
    const QByteArray text = FleetPlaybook::write(plan, mounts, server);
    const auto written = AtomicFileReplace::replace(
        path, std::nullopt,
        [&text](const std::optional<QByteArray> &) -> Result<std::optional<QByteArray>> {
            return std::optional<QByteArray>(text);
        });
    if (!written) {
        printError(written.error().message);
        return false;
    }
    err() << printable(
                 Text::tr("%n change(s) written to %1", nullptr, int(plan.held.size())).arg(path))
          << '\n';
    for (const FleetLeftOut &left : plan.leftOut)
        err() << printable(
                     Text::tr("Left out: %1 %2: %3").arg(left.host, left.mountpoint, left.reason))
              << '\n';
    return true;
}

} // namespace

int runFleet(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "Lists every host's NFS mounts from the fleet's Prometheus (the series of "
        "`nfs-tuner-cli metrics` on each host, and node_exporter's mountstats where present), "
        "sorted by what the advice would change most, and groups them by export. With "
        "--playbook, writes the advice's changes as a playbook for the nfstuner.tuning "
        "Ansible collection, one play per host: named as the inventory must name it (the "
        "host label's value, or the instance without its port where no other instance has "
        "that address)."));
    const QCommandLineOption server(QStringLiteral("prometheus"),
                                    Text::tr("The Prometheus server's URL (a path prefix kept)."),
                                    QStringLiteral("URL"));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON."));
    const QCommandLineOption playbook(QStringLiteral("playbook"),
                                      Text::tr("Write the advice's changes as a playbook to FILE."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption token(QStringLiteral("bearer-token-file"),
                                   Text::tr("Send the bearer token in FILE."),
                                   QStringLiteral("FILE"));
    const QCommandLineOption basic(
        QStringLiteral("basic-auth-file"),
        Text::tr("Send basic auth; FILE holds USER:PASSWORD (not on the command line, where "
                 "any user could read it)."),
        QStringLiteral("FILE"));
    const QCommandLineOption ca(QStringLiteral("ca-file"),
                                Text::tr("Trust the CA certificates in FILE (PEM) for https."),
                                QStringLiteral("FILE"));
    const QCommandLineOption timeout(QStringLiteral("timeout"),
                                     Text::tr("Wait at most SECONDS for each answer (default 30)."),
                                     QStringLiteral("SECONDS"), QStringLiteral("30"));
    const QCommandLineOption hostLabel(
        QStringLiteral("host-label"),
        Text::tr("Name hosts by LABEL (default instance): a label of the series, such as one "
                 "the scrape configuration sets, or of node_uname_info, such as nodename."),
        QStringLiteral("LABEL"), FleetMounts::InstanceLabel);
    parser.addOptions({server, json, playbook, token, basic, ca, timeout, hostLabel});
    if (const auto stop = parseCommand(parser, arguments, Positionals::None))
        return *stop;
    if (!parser.isSet(server)) {
        printError(Text::tr("--prometheus URL is needed"));
        return ExitFailure;
    }
    PrometheusConnection connection;
    connection.server = QUrl(parser.value(server), QUrl::StrictMode);
    bool timeoutOk = false;
    const double seconds = parser.value(timeout).toDouble(&timeoutOk);
    if (!timeoutOk || seconds < 1 || seconds > 3600) {
        printError(Text::tr("--timeout takes 1 to 3600 seconds"));
        return ExitFailure;
    }
    connection.timeoutMs = int(seconds * 1000);
    const QString label = parser.value(hostLabel);
    if (!FleetMounts::isLabelName(label)) {
        printError(Text::tr("--host-label takes a label name (letters, digits and _), not \"%1\"")
                       .arg(label));
        return ExitFailure;
    }
    if (!readCredentials(parser.value(token), parser.value(basic), connection))
        return ExitFailure;
    connection.caFile = parser.value(ca);
    auto client = PrometheusClient::create(connection);
    if (!client) {
        printError(client.error().message);
        return ExitFailure;
    }

    QHash<FleetMounts::Query, QList<PromSeries>> answers;
    if (const auto failed = readFleet(**client, label, answers))
        return *failed;
    const QList<FleetMount> mounts = FleetMounts::build(answers, label);
    const QList<FleetExportGroup> groups = FleetExportGroup::of(mounts);

    if (parser.isSet(playbook) && !writePlaybook(parser.value(playbook), mounts, connection.server))
        return ExitFailure;
    if (parser.isSet(json)) {
        QJsonArray mountArray, groupArray;
        for (const FleetMount &mount : mounts)
            mountArray.append(mountJson(mount));
        for (const FleetExportGroup &group : groups)
            groupArray.append(groupJson(group));
        writeJson(QJsonObject{
            {QStringLiteral("prometheus"), connection.server.toDisplayString(QUrl::RemoveUserInfo)},
            {QStringLiteral("mounts"), mountArray},
            {QStringLiteral("exports"), groupArray}});
        return ExitOk;
    }
    printTable(mounts, groups);
    return ExitOk;
}

} // namespace nfstuner::cli
