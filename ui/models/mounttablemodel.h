// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "advice/readaheadadvisor.h"
#include "advice/recentintervals.h"
#include "conf/readaheadconfig.h"
#include "mounts/nfsmount.h"
#include "stats/mountrates.h"
#include "stats/mountsampler.h"

#include <QAbstractTableModel>
#include <QIcon>
#include <QPalette>

namespace nfstuner {

class MountMonitor;

// The NFS mounts as table rows, one per mount, kept by mount id: a change of
// the mount table inserts and removes rows (never a reset), so selection and
// scroll position stay. Mounts on one BDI show as one unit. Rows hold
// values, never pointers into the monitor's containers; the advice is
// worked out once per change, not on every paint.
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
    };

    explicit MountTableModel(QObject *parent = nullptr);

    // Columns most admins need not see at first.
    static bool hiddenByDefault(int column);
    // The longest things the Advice column says, to size it before advice
    // comes (it needs a window of reads first).
    static QStringList widestAdvice();

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
        QString nextFrom;         // where nfsrahead's value comes from, in words
        bool ruleIgnored = false; // an [nfs-tuner] rule matches, but nothing applies it
        QStringList sharing;
        // The mount and `sharing`: the advisor's input, made once rather than
        // each second (the list shared, not ten thousand made and dropped).
        QStringList onBdi;
        int bdiGroup = -1;
        std::optional<MountRates> rates;
        // The sampler's series of the mount, and the generation of the
        // sampler's series it was looked up in (0: not yet).
        const MountSampler::Series *series = nullptr;
        quint64 seriesGeneration = 0;
        // Its recent intervals, the same way.
        const RecentIntervals::Buckets *recent = nullptr;
        quint64 recentGeneration = 0;
        ReadaheadWarning now;  // the readahead set now below rsize
        ReadaheadWarning next; // what the next mount would get below rsize
        BdiAdvice advice;      // the advisor's verdict (reason codes, no sentences)
        ReadWindow window;     // the last minute of reads it rests on
        // What each readahead value gave the device (the throughput memory),
        // as of the recorder's generation (0: not yet).
        QList<MeasuredValue> measured;
        quint64 measuredGeneration = 0;
    };

    // The warnings, which follow the readahead and rsize, not the traffic.
    static void judge(Row &row);
    // The advisor's verdict from the window; false when it stayed the same.
    static bool advise(Row &row, const ReadWindow &window);
    // Row::measured brought up to date with the monitor's recorder.
    static void takeMeasured(Row &row, const MountMonitor &monitor);
    static ReadaheadAdvisor::Input adviceInput(const Row &row, const ReadWindow &window);
    static bool needsAttention(const Row &row);
    QVariant display(const Row &row, int column) const;
    QVariant value(const Row &row, int column) const;
    QVariant sortValue(const Row &row, int column) const;
    QString toolTip(const Row &row, int column) const;

    QList<Row> m_rows;
    QPalette m_palette;
    QIcon m_sharedIcon;
    QIcon m_warningIcon;
    QIcon m_raiseIcon;
    QIcon m_lowerIcon;
};

} // namespace nfstuner
