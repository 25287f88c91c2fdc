// SPDX-License-Identifier: GPL-2.0-or-later
#include "models/mounttablemodel.h"

#include "advice/readaheadadvisor.h"
#include "base/printable.h"
#include "base/units.h"
#include "monitor/mountmonitor.h"
#include "style/icons.h"
#include "style/statuscolors.h"
#include "tuning/readaheaddefaults.h"

#include <QApplication>
#include <QHash>
#include <QSet>
#include <QStyle>

namespace nfstuner {

MountTableModel::MountTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    setPalette(QApplication::palette());
}

bool MountTableModel::hiddenByDefault(int column)
{
    // wsize is the Write-back page's (which shows it per mount): its room
    // here went to Limit, so that 1280 pixels still show every column.
    return column >= ReadOnly || column == Wsize;
}

void MountTableModel::setPalette(const QPalette &palette)
{
    m_palette = palette;
    m_sharedIcon = icons::sharedBdi(palette);
    // Asked for on every paint of every row: made once (the style loads
    // and decodes the image each time it is asked).
    QStyle *style = QApplication::style();
    m_warningIcon = style->standardIcon(QStyle::SP_MessageBoxWarning);
    m_raiseIcon = style->standardIcon(QStyle::SP_ArrowUp);
    m_lowerIcon = style->standardIcon(QStyle::SP_ArrowDown);
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1),
                         {Qt::BackgroundRole, Qt::DecorationRole});
}

int MountTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int MountTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int MountTableModel::mountIdAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].mount.mountId : -1;
}

bool MountTableModel::needsAttention(const Row &row)
{
    return row.now.limiting || row.next.limiting || row.verdict == AdviceVerdict::Raise ||
           row.verdict == AdviceVerdict::Lower;
}

int MountTableModel::attentionCount() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), needsAttention));
}

QVariant MountTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QVariant();
    if (role == Qt::DisplayRole) {
        switch (section) {
        case MountPoint:
            return tr("Mount point");
        case Source:
            return tr("Server:export");
        case Version:
            return tr("Version");
        case Bdi:
            return tr("BDI");
        case Rsize:
            return tr("rsize");
        case Wsize:
            return tr("wsize");
        case ReadaheadNow:
            return tr("Readahead");
        case ReadaheadNext:
            return tr("On next mount");
        case ReadRate:
            return tr("Read");
        case WriteRate:
            return tr("Write");
        case AverageRead:
            return tr("Avg READ size");
        case Advice:
            return tr("Advice");
        case Limit:
            return tr("Limit");
        case ReadOnly:
            return tr("Read-only");
        case Bind:
            return tr("Bind mount");
        case Nconnect:
            return tr("nconnect");
        case Proto:
            return tr("Protocol");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Bdi:
            return tr("The backing device: readahead belongs to it, so mounts on one BDI share it");
        case ReadaheadNow:
            return tr("read_ahead_kb of the BDI now");
        case ReadaheadNext:
            return tr("What nfsrahead would set if this file system were mounted again, from "
                      "[nfsrahead] in nfs.conf");
        case ReadRate:
        case WriteRate:
            return tr("What applications read and wrote per second of the clock (MB/s = 10^6 "
                      "bytes/s). The advice and Tune… count only the seconds in which the "
                      "mount was reading (MB/s while reading), Measure… its own reads of a "
                      "file: their figures run higher when applications pause.");
        case AverageRead:
            return tr("Bytes per READ RPC lately (READ and READ_PLUS): when it sits at the "
                      "readahead size, readahead limits reads");
        case Advice:
            return tr("What the readahead advisor says from the last minute of reads: raise, "
                      "lower or keep, and to what. The Readahead page says why");
        case Limit:
            return tr("What limits the mount, from the kernel's counters of the last 10 s: the "
                      "round trip, the server, the slots, losses, metadata, the application or "
                      "the page cache. The Diagnosis page says why and what to change");
        case Bind:
            return tr("A bind mount of a folder inside an NFS mount (mountinfo's root is not /). "
                      "A bind mount of a whole mount looks like a second mount of the export: "
                      "both share the BDI");
        case Nconnect:
            return tr("TCP connections to the server (nconnect=), when set");
        }
    }
    if (role == Qt::TextAlignmentRole && section >= Rsize && section <= AverageRead)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return QVariant();
}

bool MountTableModel::takeState(Row &row, const MountAdviceState *state)
{
    // Only what the columns show is copied: ten thousand rows each second.
    row.rates = state ? state->rates : std::nullopt;
    const quint64 version = state ? state->verdictVersion : 0;
    if (version == row.verdictVersion)
        return false;
    row.verdict = state ? state->advice.verdict : AdviceVerdict::Unknown;
    row.recommendedKib = state ? state->advice.recommendedKib : std::nullopt;
    row.verdictVersion = version;
    return true;
}

bool MountTableModel::takeDiagnosis(Row &row, const MountDiagnosisState *state)
{
    const quint64 version = state ? state->verdictVersion : 0;
    if (version == row.limitVersion)
        return false;
    row.limit = version ? std::optional(state->diagnosis.bottleneck) : std::nullopt;
    row.limitVersion = version;
    return true;
}

void MountTableModel::judge(Row &row)
{
    row.now = ReadaheadAdvisor::warnNow(row.readAheadKb, row.mount.rsize);
    row.next = ReadaheadAdvisor::warnNextMount(row.nextKib, row.mount.rsize);
}

QVariant MountTableModel::display(const Row &row, int column) const
{
    const NfsMount &mount = row.mount;
    switch (column) {
    case MountPoint:
        return printable(mount.mountpoint);
    case Source:
        return printable(mount.source);
    case Version:
        return mount.version;
    case Bdi:
        return row.sharing.isEmpty()
                   ? mount.bdi.toString()
                   : tr("%1 (×%2)").arg(mount.bdi.toString()).arg(row.sharing.size() + 1);
    case Rsize:
        return units::bytes(mount.rsize);
    case Wsize:
        return units::bytes(mount.wsize);
    case ReadaheadNow:
        return row.readAheadKb ? units::kib(*row.readAheadKb) : tr("unavailable");
    case ReadaheadNext:
        return row.nextKib >= 0 ? units::kib(quint64(row.nextKib))
                                : tr("%1 KiB (refused)").arg(row.nextKib);
    case ReadRate:
        return row.rates ? units::rate(row.rates->readBytesPerSecond) : QStringLiteral("–");
    case WriteRate:
        return row.rates ? units::rate(row.rates->writeBytesPerSecond) : QStringLiteral("–");
    case AverageRead:
        return row.rates ? units::optional(row.rates->averageReadBytes, units::size)
                         : QStringLiteral("–");
    case Advice:
        return adviceWords(row.verdict, row.recommendedKib);
    case Limit:
        return row.limit ? bottleneckWord(*row.limit) : QStringLiteral("–");
    case ReadOnly:
        return mount.readOnly ? tr("yes") : tr("no");
    case Bind:
        return mount.root.isEmpty() || mount.root == QLatin1String("/")
                   ? tr("no")
                   : tr("of %1").arg(printable(mount.root));
    case Nconnect:
        return mount.nconnect ? QString::number(*mount.nconnect) : QStringLiteral("–");
    case Proto:
        return mount.proto;
    }
    return QVariant();
}

// Numbers in base units, for exports and scripts.
QVariant MountTableModel::value(const Row &row, int column) const
{
    switch (column) {
    case Rsize:
        return row.mount.rsize;
    case Wsize:
        return row.mount.wsize;
    case ReadaheadNow:
        return row.readAheadKb ? QVariant(*row.readAheadKb) : QVariant();
    case ReadaheadNext:
        return row.nextKib;
    case ReadRate:
        return row.rates ? QVariant(row.rates->readBytesPerSecond) : QVariant();
    case WriteRate:
        return row.rates ? QVariant(row.rates->writeBytesPerSecond) : QVariant();
    case AverageRead:
        return row.rates && row.rates->averageReadBytes ? QVariant(*row.rates->averageReadBytes)
                                                        : QVariant();
    case Advice:
        return row.recommendedKib ? QVariant(*row.recommendedKib) : QVariant();
    case Limit:
        return row.limit ? QVariant(bottleneckName(*row.limit)) : QVariant();
    case ReadOnly:
        return row.mount.readOnly;
    case Bind:
        return row.mount.root;
    case Nconnect:
        return row.mount.nconnect ? QVariant(*row.mount.nconnect) : QVariant();
    case MountPoint:
        return row.mount.mountpoint;
    case Source:
        return row.mount.source;
    case Bdi:
        return row.mount.bdi.toString();
    }
    return display(row, column);
}

QVariant MountTableModel::sortValue(const Row &row, int column) const
{
    switch (column) {
    case ReadaheadNow:
        return row.readAheadKb ? qint64(*row.readAheadKb) : -1;
    case ReadRate:
        return row.rates ? row.rates->readBytesPerSecond : -1.0;
    case WriteRate:
        return row.rates ? row.rates->writeBytesPerSecond : -1.0;
    case AverageRead:
        return row.rates && row.rates->averageReadBytes ? *row.rates->averageReadBytes : -1.0;
    case Nconnect:
        return row.mount.nconnect ? int(*row.mount.nconnect) : 0;
    case Advice:
        return int(row.verdict); // raise, lower, keep, unknown
    case Limit:
        return row.limit ? int(*row.limit) : int(Bottleneck::NotBusy) + 1;
    case Bdi:
        return (qint64(row.mount.bdi.major) << 32) | row.mount.bdi.minor;
    case Rsize:
    case Wsize:
    case ReadaheadNext:
        return value(row, column);
    }
    return display(row, column);
}

QString MountTableModel::toolTip(const Row &row, int column) const
{
    switch (column) {
    case Bdi:
        if (!row.sharing.isEmpty()) {
            QStringList others;
            for (const QString &other : row.sharing)
                others.append(printable(other));
            return tr("Shared: %1 is one superblock with %2, so they share this BDI and its "
                      "readahead; a change applies to all of them.")
                .arg(printable(row.mount.mountpoint), others.join(QStringLiteral(", ")));
        }
        break;
    case ReadaheadNow:
        if (!row.readAheadKb)
            return row.readAheadError;
        return row.now.explanation;
    case ReadaheadNext:
        return row.next.limiting ? row.nextFrom + QLatin1Char('\n') + row.next.explanation
                                 : row.nextFrom;
    case MountPoint:
        return tr("%1 mounted from %2 (NFS %3, %4, %5)")
            .arg(printable(row.mount.mountpoint), printable(row.mount.source), row.mount.version,
                 row.mount.proto, toString(row.mount.recovery));
    case Advice: {
        QStringList reasons;
        const MountAdviceState *state = m_advice ? m_advice->find(row.mount.mountId) : nullptr;
        for (const AdviceReason &reason :
             state ? state->explained().reasons : QList<AdviceReason>())
            reasons.append(reason.text);
        return reasons.join(QLatin1Char('\n'));
    }
    case Limit: {
        const MountDiagnosisState *state =
            m_diagnosis ? m_diagnosis->find(row.mount.mountId) : nullptr;
        if (!state || !row.limit)
            return QString();
        return state->diagnosis.sentence() + u'\n' + state->diagnosis.prescription.text;
    }
    case Rsize:
    case Wsize:
        if ((column == Rsize ? row.mount.rsize : row.mount.wsize) < NfsMount::MaxTransferSize)
            return NfsMount::smallTransferNote() + u' ' + NfsMount::serverLimitNote();
        break;
    }
    return QString();
}

QVariant MountTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return QVariant();
    const Row &row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return display(row, index.column());
    case SortRole:
        return sortValue(row, index.column());
    case ValueRole:
        return value(row, index.column());
    case Qt::ToolTipRole:
        return toolTip(row, index.column());
    case MountIdRole:
        return row.mount.mountId;
    case BdiRole:
        return row.mount.bdi.toString();
    case LimitingRole:
        return row.now.limiting;
    case AttentionRole:
        return needsAttention(row);
    case VerdictRole:
        return verdictName(row.verdict);
    case LimitRole:
        return row.limit ? bottleneckName(*row.limit) : QString();
    case SharingRole:
        return row.sharing;
    case BdiGroupRole:
        return row.bdiGroup;
    case Qt::DecorationRole:
        if ((index.column() == ReadaheadNow && row.now.limiting) ||
            (index.column() == ReadaheadNext && (row.next.limiting || row.settingIgnored)))
            return m_warningIcon;
        if (index.column() == Bdi && !row.sharing.isEmpty())
            return m_sharedIcon;
        if (index.column() == Advice && row.verdict == AdviceVerdict::Raise)
            return m_raiseIcon;
        if (index.column() == Advice && row.verdict == AdviceVerdict::Lower)
            return m_lowerIcon;
        break;
    case Qt::BackgroundRole:
        if (row.bdiGroup >= 0)
            return statuscolors::tint(row.bdiGroup, m_palette);
        break;
    case Qt::TextAlignmentRole:
        if (index.column() >= Rsize && index.column() <= AverageRead)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    }
    return QVariant();
}

void MountTableModel::sync(const MountMonitor &monitor)
{
    m_advice = &monitor.adviceTracker();
    m_diagnosis = &monitor.diagnosis();
    const MountInventory &inventory = monitor.inventory();
    const NfsConf &conf = monitor.config();
    // The rows the mounts call for, by mount id.
    QHash<int, Row> wanted;
    QList<int> order;
    QHash<QString, int> groups;
    for (const NfsMount &mount : inventory.mounts()) {
        Row row;
        row.mount = mount;
        row.readAheadKb = inventory.readAheadKb(mount.bdi);
        row.readAheadError = inventory.readAheadError(mount.bdi);
        const ReadaheadChoice next = monitor.nextMountReadahead(mount);
        row.nextKib = next.kib;
        row.nextFrom =
            next.source == ReadaheadChoice::Source::Rule
                ? tr("From the [nfs-tuner] rule %1 at %2 (nfs-tuner-rahead sets it after "
                     "nfsrahead)")
                      .arg(QString::fromUtf8(next.key), conf.location(*next.definition))
            : next.source == ReadaheadChoice::Source::Kernel
                ? tr("Nothing sets it when the mount appears: the kernel gives a new NFS mount "
                     "%1.")
                      .arg(units::kib(quint32(next.kib)))
            : next.definition
                ? tr("From [nfsrahead] %1 at %2")
                      .arg(QString::fromUtf8(next.key), conf.location(*next.definition))
                : tr("No [nfsrahead] setting: nfsrahead writes its built-in 128 KiB");
        // Settings nothing will apply: said first, and flagged.
        QStringList ignored;
        if (const ReadaheadRule *rule =
                monitor.rulesHelperProblem().isEmpty() ? nullptr : monitor.rules().ruleFor(mount))
            ignored.append(tr("The [nfs-tuner] rule %1 at %2 will not apply: %3")
                               .arg(QString::fromUtf8(rule->key), conf.location(rule->definition),
                                    monitor.rulesHelperProblem()));
        const ReadaheadChoice configured =
            ReadaheadConfig::readaheadFor(conf, mount.fstype.toUtf8());
        if (!monitor.nfsraheadNotAppliedWhy().isEmpty() && configured.definition)
            ignored.append(tr("[nfsrahead] %1 at %2 (%3) will not apply: %4")
                               .arg(QString::fromUtf8(configured.key),
                                    conf.location(*configured.definition),
                                    units::kib(quint32(std::max(0, configured.kib))),
                                    monitor.nfsraheadNotAppliedWhy()));
        row.settingIgnored = !ignored.isEmpty();
        if (row.settingIgnored)
            row.nextFrom = ignored.join(QLatin1Char('\n')) + QLatin1Char('\n') + row.nextFrom;
        const MountAdviceState *state = monitor.adviceTracker().find(mount.mountId);
        takeState(row, state);
        takeDiagnosis(row, monitor.diagnosis().find(mount.mountId));
        // The advisor's list of the BDI's mounts is this one and the others.
        row.sharing =
            state ? state->input.mountpoints.mid(1) : inventory.mountpointsSharingBdi(mount);
        if (!row.sharing.isEmpty()) {
            const QString bdi = mount.bdi.toString();
            if (!groups.contains(bdi))
                groups.insert(bdi, int(groups.size()));
            row.bdiGroup = groups.value(bdi);
        }
        judge(row);
        wanted.insert(mount.mountId, row);
        order.append(mount.mountId);
    }

    // Gone: remove, bottom up so indexes stay valid.
    for (int i = int(m_rows.size()) - 1; i >= 0; --i) {
        if (!wanted.contains(m_rows[i].mount.mountId)) {
            beginRemoveRows(QModelIndex(), i, i);
            m_rows.removeAt(i);
            endRemoveRows();
        }
    }
    // Still there: update in place.
    QSet<int> present;
    for (int i = 0; i < m_rows.size(); ++i) {
        const int id = m_rows[i].mount.mountId;
        present.insert(id);
        m_rows[i] = wanted.value(id);
    }
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
    // New: append in mount table order.
    QList<int> added;
    for (int id : order) {
        if (!present.contains(id))
            added.append(id);
    }
    if (!added.isEmpty()) {
        beginInsertRows(QModelIndex(), int(m_rows.size()), int(m_rows.size() + added.size() - 1));
        for (int id : added)
            m_rows.append(wanted.value(id));
        endInsertRows();
    }
}

void MountTableModel::updateRates(const MountMonitor &monitor)
{
    m_advice = &monitor.adviceTracker();
    m_diagnosis = &monitor.diagnosis();
    if (m_rows.isEmpty())
        return;
    int firstAdvised = -1, lastAdvised = -1, firstLimit = -1, lastLimit = -1;
    for (int i = 0; i < m_rows.size(); ++i) {
        Row &row = m_rows[i];
        if (takeState(row, m_advice->find(row.mount.mountId))) {
            firstAdvised = firstAdvised < 0 ? i : firstAdvised;
            lastAdvised = i;
        }
        if (takeDiagnosis(row, m_diagnosis->find(row.mount.mountId))) {
            firstLimit = firstLimit < 0 ? i : firstLimit;
            lastLimit = i;
        }
    }
    const QList<int> text{Qt::DisplayRole, Qt::AccessibleTextRole, SortRole, ValueRole};
    emit dataChanged(index(0, ReadRate), index(int(m_rows.size()) - 1, AverageRead), text);
    // The advice follows the recent reads: its column, and the attention flag.
    if (firstAdvised >= 0)
        emit dataChanged(
            index(firstAdvised, 0), index(lastAdvised, Advice),
            text + QList<int>{Qt::DecorationRole, Qt::ToolTipRole, AttentionRole, VerdictRole});
    if (firstLimit >= 0)
        emit dataChanged(index(firstLimit, Limit), index(lastLimit, Limit),
                         text + QList<int>{Qt::ToolTipRole, LimitRole});
}

QString MountTableModel::adviceWords(AdviceVerdict verdict, std::optional<quint64> recommendedKib)
{
    switch (verdict) {
    case AdviceVerdict::Raise:
        if (recommendedKib)
            return tr("Raise to %1").arg(units::kib(*recommendedKib));
        break;
    case AdviceVerdict::Lower:
        if (recommendedKib)
            return tr("Lower to %1").arg(units::kib(*recommendedKib));
        break;
    case AdviceVerdict::Keep:
        return tr("Keep");
    case AdviceVerdict::Unknown:
        break;
    }
    return tr("Not enough data");
}

QStringList MountTableModel::widestAdvice()
{
    // 15 x an rsize of 128 KiB, 1,920 KiB: no round MiB, so the widest
    // value the advisor gives.
    const quint64 value = ReadaheadDefaults::classicKib(128 * 1024);
    return {adviceWords(AdviceVerdict::Raise, value), adviceWords(AdviceVerdict::Lower, value),
            adviceWords(AdviceVerdict::Keep), adviceWords(AdviceVerdict::Unknown)};
}

} // namespace nfstuner
