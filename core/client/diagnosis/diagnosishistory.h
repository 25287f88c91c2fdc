// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "diagnosis/mountdiagnosis.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace nfstuner {

// What one diagnosis found on an export, kept to be checked against the
// next: the verdict, the settings it was made at and the figures that
// count (a remount gets another BDI and mount id; the export stays).
struct DiagnosisRecord
{
    qint64 atSeconds = 0; // since the epoch
    QString mountpoint;
    Bottleneck bottleneck = Bottleneck::NotBusy;
    double confidence = 0;
    std::optional<quint32> readAheadKib;
    quint32 rsize = 0;
    quint32 transports = 0;
    double appReadBytesPerSecond = 0;
    std::optional<double> readBytesPerSecondWhileReading;
    std::optional<double> readRttMs;
    std::optional<double> readsInFlight;

    static DiagnosisRecord of(const MountDiagnosis &diagnosis, const QString &mountpoint,
                              qint64 atSeconds);
    // Whether `other` was made at other settings (readahead, rsize, connections).
    bool settingsDiffer(const DiagnosisRecord &other) const;
};

// "Check it": the diagnoses of each export (server:/path), the newest few,
// in $XDG_STATE_HOME/nfs-tuner/diagnoses.json beside the throughput memory.
class DiagnosisHistory
{
    Q_DECLARE_TR_FUNCTIONS(DiagnosisHistory)

public:
    static constexpr int RecordsPerExport = 8;
    static constexpr int MaxExports = 256;
    static QString defaultPath();

    static Result<DiagnosisHistory> load(const QString &path);
    // Reads the file again, adds, writes it back whole (atomic; 0600 in a
    // 0700 folder): two programs at once lose nothing.
    static Result<DiagnosisHistory> add(const QString &path, const QString &exportKey,
                                        const DiagnosisRecord &record);
    static Result<DiagnosisHistory> fromJson(const QByteArray &json);
    QByteArray toJson() const;

    void record(const QString &exportKey, const DiagnosisRecord &record);
    // The newest record of the export, or nullopt.
    std::optional<DiagnosisRecord> latest(const QString &exportKey) const;

private:
    QHash<QString, QList<DiagnosisRecord>> m_records; // oldest first
};

// The same export diagnosed before and now: whether the bottleneck moved,
// and what the throughput did, in one sentence for the window and the CLI.
QString comparedDiagnoses(const DiagnosisRecord &before, const DiagnosisRecord &now);

} // namespace nfstuner
