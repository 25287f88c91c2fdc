// SPDX-License-Identifier: GPL-2.0-or-later
#include "advice/throughputmemory.h"

#include "base/atomicfilereplace.h"
#include "mounts/nfsmount.h"
#include "sweep/sweepresult.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <functional>
#include <sys/stat.h>

namespace nfstuner {

using namespace Qt::Literals::StringLiterals;

QString ThroughputMemory::defaultPath()
{
    QString state = qEnvironmentVariable("XDG_STATE_HOME");
    if (state.isEmpty() || !QDir::isAbsolutePath(state))
        state = QDir::homePath() + u"/.local/state"_s;
    return state + u"/nfs-tuner/throughput.json"_s;
}

QString ThroughputMemory::deviceKey(const NfsMount &mount)
{
    return u"%1 vers=%2 rsize=%3"_s.arg(mount.source, mount.version).arg(mount.rsize);
}

Result<ThroughputMemory> ThroughputMemory::fromJson(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    const auto malformed = [](const QString &why) {
        return Error{Error::Code::Malformed,
                     tr("The throughput memory cannot be read: %1").arg(why)};
    };
    if (document.isNull())
        return malformed(parseError.errorString());
    const QJsonObject top = document.object();
    if (top.value(u"version"_s).toInt() != 1)
        return malformed(
            tr("version %1 is not known").arg(top.value(u"version"_s).toVariant().toString()));
    ThroughputMemory memory;
    const QJsonObject devices = top.value(u"devices"_s).toObject();
    for (auto device = devices.begin(); device != devices.end(); ++device) {
        if (!device.value().isArray())
            return malformed(tr("device \"%1\" has no list of samples").arg(device.key()));
        QList<ThroughputSample> samples;
        for (const QJsonValue &entry : device.value().toArray()) {
            const QJsonObject o = entry.toObject();
            const double kib = o.value(u"read_ahead_kb"_s).toDouble(-1);
            const double rate = o.value(u"bytes_per_second"_s).toDouble(-1);
            if (kib < 0 || kib > 0xffffffffu || kib != std::floor(kib) || !(rate >= 0))
                return malformed(
                    tr("a sample of \"%1\" has no readahead or rate").arg(device.key()));
            samples.append({quint32(kib), rate, o.value(u"average_read_bytes"_s).toDouble(),
                            quint64(o.value(u"read_ops"_s).toDouble()),
                            qint64(o.value(u"at"_s).toDouble())});
        }
        memory.m_samples.insert(device.key(), samples);
    }
    return memory;
}

QByteArray ThroughputMemory::toJson() const
{
    QJsonObject devices;
    for (auto device = m_samples.cbegin(); device != m_samples.cend(); ++device) {
        QJsonArray samples;
        for (const ThroughputSample &s : device.value())
            samples.append(QJsonObject{{u"read_ahead_kb"_s, qint64(s.readAheadKib)},
                                       {u"bytes_per_second"_s, s.bytesPerSecond},
                                       {u"average_read_bytes"_s, s.averageReadBytes},
                                       {u"read_ops"_s, qint64(s.readOps)},
                                       {u"at"_s, s.atSeconds}});
        devices.insert(device.key(), samples);
    }
    return QJsonDocument(QJsonObject{{u"version"_s, 1}, {u"devices"_s, devices}}).toJson();
}

Result<ThroughputMemory> ThroughputMemory::load(const QString &path)
{
    QFile file(path);
    if (!file.exists())
        return ThroughputMemory();
    if (!file.open(QIODevice::ReadOnly))
        return Error{Error::Code::IoError, path + u": "_s + file.errorString()};
    return fromJson(file.readAll());
}

Result<ThroughputMemory>
ThroughputMemory::update(const QString &path, const std::function<void(ThroughputMemory &)> &change)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!QFileInfo::exists(folder)) {
        if (!QDir().mkpath(folder))
            return Error{Error::Code::IoError, tr("%1: cannot make the folder").arg(folder)};
        // What was read, and how fast, is nobody else's business.
        ::chmod(QFile::encodeName(folder).constData(), 0700);
    }
    std::optional<ThroughputMemory> edited;
    const auto outcome = AtomicFileReplace::replace(
        path, std::nullopt,
        [&](const std::optional<QByteArray> &current) -> Result<std::optional<QByteArray>> {
            auto memory =
                current ? fromJson(*current) : Result<ThroughputMemory>(ThroughputMemory());
            if (!memory)
                return memory.error();
            change(memory.value());
            edited = std::move(memory).value();
            return std::optional<QByteArray>(edited->toJson());
        },
        0600);
    if (!outcome)
        return outcome.error();
    return std::move(*edited);
}

void ThroughputMemory::record(const QString &device, const ThroughputSample &sample)
{
    QList<ThroughputSample> &samples = m_samples[device];
    samples.append(sample);
    // The newest few of each value, and of the device, count.
    qsizetype sameValue = 0;
    for (qsizetype i = samples.size() - 1; i >= 0; --i) {
        if (samples[i].readAheadKib == sample.readAheadKib && ++sameValue > SamplesPerValue)
            samples.removeAt(i);
    }
    while (samples.size() > MaxSamplesPerDevice)
        samples.removeFirst();
    if (m_samples.size() > MaxDevices) {
        // The device measured longest ago goes.
        auto oldest = m_samples.end();
        for (auto it = m_samples.begin(); it != m_samples.end(); ++it) {
            if (it.key() != device &&
                (oldest == m_samples.end() || it->last().atSeconds < oldest->last().atSeconds))
                oldest = it;
        }
        m_samples.erase(oldest);
    }
}

void ThroughputMemory::forget(const QString &device)
{
    m_samples.remove(device);
}

QList<MeasuredValue> ThroughputMemory::values(const QString &device, qint64 nowSeconds) const
{
    QHash<quint32, QList<double>> rates;
    QHash<quint32, double> readSize;
    for (const ThroughputSample &s : m_samples.value(device)) {
        if (nowSeconds - s.atSeconds > MaxAgeSeconds || s.atSeconds > nowSeconds + 60)
            continue;
        rates[s.readAheadKib].append(s.bytesPerSecond);
        readSize[s.readAheadKib] = s.averageReadBytes; // oldest first: the newest stays
    }
    QList<MeasuredValue> values;
    for (auto it = rates.cbegin(); it != rates.cend(); ++it)
        values.append({it.key(), median(it.value()), readSize.value(it.key()), int(it->size())});
    std::sort(values.begin(), values.end(), [](const MeasuredValue &a, const MeasuredValue &b) {
        return a.readAheadKib < b.readAheadKib;
    });
    return values;
}

} // namespace nfstuner
