// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "advice/readaheadadvisor.h"
#include "conf/readaheadconfig.h"
#include "monitor/diagnosistracker.h"
#include "monitor/mountadvicetracker.h"
#include "mounts/nfsmount.h"
#include "stats/mountrates.h"

#include <QAbstractTableModel>
#include <QIcon>
#include <QPalette>

namespace nfstuner {

class MountMonitor;

// The NFS mounts as table rows, one per mount, kept by mount id: a change of
// the mount table inserts and removes rows (never a reset), so selection and
// scroll position stay. Mounts on one BDI show as one unit. Rows hold
// values, never pointers into the monitor's containers: with each sample
// they take the rates and verdict the monitor worked out for their mount id
// (MountAdviceTracker), and a tooltip asks it for the reasons in words.
class MountTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        MountPoint,
        Source,
        Version,
        Bdi,
        Rsize,
        Wsize,
        ReadaheadNow,
        ReadaheadNext,
        ReadRate,
        WriteRate,
        AverageRead,
        Advice,
        Limit, // what limits the mount (the diagnosis)
        ReadOnly,
        Bind,
        Nconnect,
        Proto,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole, // numbers as numbers
        MountIdRole,
        BdiRole,
        LimitingRole,  // bool: readahead likely limits this mount now
        AttentionRole, // bool: now or on the next mount
        SharingRole,   // QStringList: the other mountpoints on the BDI
        BdiGroupRole,  // int: >= 0 for BDIs shared by several mounts
        ValueRole,     // the machine value: bytes, KiB, bytes/s (exports)
        VerdictRole,   // QString: the advisor's verdict, "raise", "lower", "keep", "unknown"
        LimitRole,     // QString: the diagnosis's name ("round-trip", ...), empty before one
    };

    explicit MountTableModel(QObject *parent = nullptr);

    // Columns most admins need not see at first.
    static bool hiddenByDefault(int column);
    // The longest things the Advice column says, to size it before advice
    // comes (it needs a window of reads first).
    static QStringList widestAdvice();
    // What the Advice column says of a verdict ("Raise to 1 MiB"); the
    // fleet's says the same.
    static QString adviceWords(AdviceVerdict verdict,
                               std::optional<quint64> recommendedKib = std::nullopt);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Follows the monitor: rows in and out as mounts come and go, values
    // updated in place.
    void sync(const MountMonitor &monitor);
    // New throughput figures: only the rate columns change.
    void updateRates(const MountMonitor &monitor);
    // Colours and icons follow the palette (light or dark).
    void setPalette(const QPalette &palette);

    int mountIdAt(int row) const;
    int attentionCount() const;

private:
    struct Row
    {
        NfsMount mount;
        std::optional<quint32> readAheadKb;
        QString readAheadError;
        int nextKib = 0;
        QString nextFrom;            // where the next mount's value comes from, in words
        bool settingIgnored = false; // a rule or [nfsrahead] value matches, but nothing applies it
        QStringList sharing;
        int bdiGroup = -1;
        ReadaheadWarning now;  // the readahead set now below rsize
        ReadaheadWarning next; // what the next mount would get below rsize
        // The monitor's latest rates and verdict, as of the last sample; the
        // rest of its state is asked for when a tooltip is.
        std::optional<MountRates> rates;
        AdviceVerdict verdict = AdviceVerdict::Unknown;
        std::optional<quint32> recommendedKib;
        quint64 verdictVersion = 0;
        // The diagnosis's verdict as of the last sample (none before one).
        std::optional<Bottleneck> limit;
        quint64 limitVersion = 0;
    };

    // The warnings, which follow the readahead and rsize, not the traffic.
    static void judge(Row &row);
    // The monitor's rates and verdict of the row's mount taken in; true when
    // the verdict is another than the row showed.
    static bool takeState(Row &row, const MountAdviceState *state);
    // The same for the diagnosis.
    static bool takeDiagnosis(Row &row, const MountDiagnosisState *state);
    static bool needsAttention(const Row &row);
    QVariant display(const Row &row, int column) const;
    QVariant value(const Row &row, int column) const;
    QVariant sortValue(const Row &row, int column) const;
    QString toolTip(const Row &row, int column) const;

    QList<Row> m_rows;
    const MountAdviceTracker *m_advice = nullptr; // the monitor's, from sync()
    const DiagnosisTracker *m_diagnosis = nullptr;
    QPalette m_palette;
    QIcon m_sharedIcon;
    QIcon m_warningIcon;
    QIcon m_raiseIcon;
    QIcon m_lowerIcon;
};

} // namespace nfstuner
