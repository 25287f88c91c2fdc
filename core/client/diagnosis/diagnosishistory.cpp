// SPDX-License-Identifier: GPL-2.0-or-later
#include "diagnosis/diagnosishistory.h"

#include "base/atomicfilereplace.h"
#include "base/units.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <sys/stat.h>

namespace nfstuner {

namespace {

QJsonValue optionalNumber(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

std::optional<double> numberOf(const QJsonValue &value)
{
    return value.isDouble() ? std::optional(value.toDouble()) : std::nullopt;
}

QJsonObject toObject(const DiagnosisRecord &r)
{
    return QJsonObject{
        {QStringLiteral("at"), r.atSeconds},
        {QStringLiteral("mountpoint"), r.mountpoint},
        {QStringLiteral("verdict"), bottleneckName(r.bottleneck)},
        {QStringLiteral("confidence"), r.confidence},
        {QStringLiteral("read_ahead_kb"),
         r.readAheadKib ? QJsonValue(qint64(*r.readAheadKib)) : QJsonValue()},
        {QStringLiteral("rsize"), qint64(r.rsize)},
        {QStringLiteral("transports"), qint64(r.transports)},
        {QStringLiteral("read_bytes_per_second"), r.appReadBytesPerSecond},
        {QStringLiteral("read_bytes_per_second_while_reading"),
         optionalNumber(r.readBytesPerSecondWhileReading)},
        {QStringLiteral("read_rtt_ms"), optionalNumber(r.readRttMs)},
        {QStringLiteral("reads_in_flight"), optionalNumber(r.readsInFlight)},
    };
}

std::optional<DiagnosisRecord> fromObject(const QJsonObject &o)
{
    const auto bottleneck = bottleneckFromName(o.value(QStringLiteral("verdict")).toString());
    if (!bottleneck || !o.value(QStringLiteral("at")).isDouble())
        return std::nullopt;
    DiagnosisRecord r;
    r.atSeconds = o.value(QStringLiteral("at")).toInteger();
    r.mountpoint = o.value(QStringLiteral("mountpoint")).toString();
    r.bottleneck = *bottleneck;
    r.confidence = o.value(QStringLiteral("confidence")).toDouble();
    if (const auto kib = numberOf(o.value(QStringLiteral("read_ahead_kb"))))
        r.readAheadKib = quint32(*kib);
    r.rsize = quint32(o.value(QStringLiteral("rsize")).toInteger());
    r.transports = quint32(o.value(QStringLiteral("transports")).toInteger());
    r.appReadBytesPerSecond = o.value(QStringLiteral("read_bytes_per_second")).toDouble();
    r.readBytesPerSecondWhileReading =
        numberOf(o.value(QStringLiteral("read_bytes_per_second_while_reading")));
    r.readRttMs = numberOf(o.value(QStringLiteral("read_rtt_ms")));
    r.readsInFlight = numberOf(o.value(QStringLiteral("reads_in_flight")));
    return r;
}

QString settingsText(const DiagnosisRecord &r)
{
    return DiagnosisHistory::tr("readahead %1, rsize %2, %n connection(s)", nullptr,
                                int(r.transports))
        .arg(r.readAheadKib ? units::kib(*r.readAheadKib) : QStringLiteral("–"),
             units::bytes(r.rsize));
}

} // namespace

DiagnosisRecord DiagnosisRecord::of(const MountDiagnosis &diagnosis, const QString &mountpoint,
                                    qint64 atSeconds)
{
    const DiagnosisEvidence &e = diagnosis.evidence;
    return DiagnosisRecord{atSeconds,
                           mountpoint,
                           diagnosis.bottleneck,
                           diagnosis.confidence,
                           e.readAheadKib,
                           e.rsize,
                           e.transports,
                           e.appReadBytesPerSecond,
                           e.readBytesPerSecondWhileReading,
                           e.readRttMs,
                           e.readsInFlight};
}

bool DiagnosisRecord::settingsDiffer(const DiagnosisRecord &other) const
{
    return readAheadKib != other.readAheadKib || rsize != other.rsize ||
           transports != other.transports;
}

QString DiagnosisHistory::defaultPath()
{
    QString state = qEnvironmentVariable("XDG_STATE_HOME");
    if (state.isEmpty() || !QDir::isAbsolutePath(state))
        state = QDir::homePath() + QStringLiteral("/.local/state");
    return state + QStringLiteral("/nfs-tuner/diagnoses.json");
}

Result<DiagnosisHistory> DiagnosisHistory::fromJson(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return Error{Error::Code::InvalidArgument,
                     tr("the diagnoses file is not JSON: %1").arg(error.errorString())};
    DiagnosisHistory history;
    const QJsonObject exports = document.object().value(QStringLiteral("exports")).toObject();
    for (auto it = exports.begin(); it != exports.end(); ++it) {
        for (const QJsonValue &value : it.value().toArray()) {
            if (const auto record = fromObject(value.toObject()))
                history.m_records[it.key()].append(*record);
        }
    }
    return history;
}

QByteArray DiagnosisHistory::toJson() const
{
    QJsonObject exports;
    for (auto it = m_records.cbegin(); it != m_records.cend(); ++it) {
        QJsonArray records;
        for (const DiagnosisRecord &record : *it)
            records.append(toObject(record));
        exports.insert(it.key(), records);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("exports"), exports}}).toJson();
}

Result<DiagnosisHistory> DiagnosisHistory::load(const QString &path)
{
    QFile file(path);
    if (!file.exists())
        return DiagnosisHistory();
    if (!file.open(QIODevice::ReadOnly))
        return Error{Error::Code::IoError, path + QStringLiteral(": ") + file.errorString()};
    return fromJson(file.readAll());
}

Result<DiagnosisHistory> DiagnosisHistory::add(const QString &path, const QString &exportKey,
                                               const DiagnosisRecord &record)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!QFileInfo::exists(folder)) {
        if (!QDir().mkpath(folder))
            return Error{Error::Code::IoError, tr("%1: cannot make the folder").arg(folder)};
        ::chmod(QFile::encodeName(folder).constData(), 0700);
    }
    std::optional<DiagnosisHistory> edited;
    const auto outcome = AtomicFileReplace::replace(
        path, std::nullopt,
        [&](const std::optional<QByteArray> &current) -> Result<std::optional<QByteArray>> {
            auto history =
                current ? fromJson(*current) : Result<DiagnosisHistory>(DiagnosisHistory());
            if (!history)
                return history.error();
            edited = std::move(history).value();
            edited->record(exportKey, record);
            return std::optional<QByteArray>(edited->toJson());
        },
        0600);
    if (!outcome)
        return outcome.error();
    return std::move(*edited);
}

void DiagnosisHistory::record(const QString &exportKey, const DiagnosisRecord &record)
{
    if (!m_records.contains(exportKey) && m_records.size() >= MaxExports) {
        // The export diagnosed longest ago makes room.
        auto oldest = m_records.begin();
        for (auto it = m_records.begin(); it != m_records.end(); ++it) {
            if (it->last().atSeconds < oldest->last().atSeconds)
                oldest = it;
        }
        m_records.erase(oldest);
    }
    QList<DiagnosisRecord> &records = m_records[exportKey];
    records.append(record);
    while (records.size() > RecordsPerExport)
        records.removeFirst();
}

std::optional<DiagnosisRecord> DiagnosisHistory::latest(const QString &exportKey) const
{
    const auto it = m_records.constFind(exportKey);
    if (it == m_records.cend() || it->isEmpty())
        return std::nullopt;
    return it->last();
}

QString comparedDiagnoses(const DiagnosisRecord &before, const DiagnosisRecord &now)
{
    const QString when =
        QLocale().toString(QDateTime::fromSecsSinceEpoch(before.atSeconds), QLocale::ShortFormat);
    const double was = before.readBytesPerSecondWhileReading.value_or(before.appReadBytesPerSecond);
    const double is = now.readBytesPerSecondWhileReading.value_or(now.appReadBytesPerSecond);
    QString rates = DiagnosisHistory::tr("%1 then, %2 now").arg(units::rate(was), units::rate(is));
    if (was > 0)
        rates += QStringLiteral(" (%1%2 %)")
                     .arg(is >= was ? QStringLiteral("+") : QString())
                     .arg(QLocale().toString((is / was - 1) * 100, 'f', 0));
    const QString moved =
        before.bottleneck == now.bottleneck
            ? DiagnosisHistory::tr("the bottleneck stayed: %1").arg(bottleneckWord(now.bottleneck))
            : DiagnosisHistory::tr("the bottleneck moved from %1 to %2")
                  .arg(bottleneckWord(before.bottleneck), bottleneckWord(now.bottleneck));
    return DiagnosisHistory::tr("Diagnosed %1 at %2; now at %3: %4; %5.")
        .arg(when, settingsText(before), settingsText(now), moved, rates);
}

} // namespace nfstuner
