// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/readaheadrulestable.h"

#include "base/printable.h"
#include "widgets/wheelguard.h"

#include "conf/nfsconf.h"
#include "tuning/readaheadinput.h"
#include "tuning/tuningrequests.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

namespace nfstuner {

namespace {

// A loaded rule nfs-tuner-rahead ignores keeps the reason in its kind cell.
constexpr int IgnoredRole = Qt::UserRole;

QString kindText(ReadaheadRule::Kind kind)
{
    switch (kind) {
    case ReadaheadRule::Kind::MountPoint:
        return ReadaheadRulesTable::tr("Mount point");
    case ReadaheadRule::Kind::Export:
        return ReadaheadRulesTable::tr("Export");
    case ReadaheadRule::Kind::Server:
        break;
    }
    return ReadaheadRulesTable::tr("Server");
}

// "1024", "16M", "16 MiB": a whole number of KiB within the helper's limit.
QTableWidgetItem *readOnlyItem(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

} // namespace

ReadaheadRulesTable::ReadaheadRulesTable(QWidget *parent)
    : QWidget(parent)
{
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("rulesTable"));
    m_table->setAccessibleName(tr("Readahead rules"));
    m_table->setHorizontalHeaderLabels(
        {tr("Rule"), tr("Applies to"), tr("KiB"), tr("From"), tr("Decides the next mount of")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    // Stretched always (fitColumns() leaves it so).
    m_table->horizontalHeader()->setSectionResizeMode(Decides, QHeaderView::Stretch);
    m_table->setMinimumHeight(90);
    m_table->setEditTriggers(QAbstractItemView::AllEditTriggers);
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (m_filling)
            return;
        updateKind(item->row());
        emit edited();
    });
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_remove->setEnabled(!m_table->selectedItems().isEmpty()); });

    m_add = new QPushButton(tr("Add for the sele&cted mount"), this);
    m_add->setObjectName(QStringLiteral("addRuleButton"));
    m_add->setEnabled(false);
    m_remove = new QPushButton(tr("Remove r&ule"), this);
    m_remove->setObjectName(QStringLiteral("removeRuleButton"));
    m_remove->setEnabled(false);
    connect(m_add, &QPushButton::clicked, this, &ReadaheadRulesTable::addForSelectedMount);
    connect(m_remove, &QPushButton::clicked, this, &ReadaheadRulesTable::removeSelected);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
}

void ReadaheadRulesTable::load(const NfsConf &conf, const ReadaheadRules &rules,
                               const QList<NfsMount> &mounts)
{
    m_filling = true;
    m_table->setRowCount(0);
    m_loaded.clear();
    for (const ReadaheadRule &rule : rules.rules()) {
        m_loaded.insert(rule.key.toLower(), rule.definition.value);
        const int row =
            appendRow(rule.key, QString::fromUtf8(rule.definition.value.trimmed()), QStringList());
        QStringList from{conf.location(rule.definition)};
        for (const ConfDefinition &earlier : rule.shadowed)
            from.append(
                tr("overrides %1 at %2")
                    .arg(printable(QString::fromUtf8(earlier.value)), conf.location(earlier)));
        QTableWidgetItem *fromItem = m_table->item(row, From);
        fromItem->setText(from.join(QStringLiteral("; ")));
        fromItem->setToolTip(QStringList(from + rule.warnings).join(QLatin1Char('\n')));
        if (!rule.warnings.isEmpty()) {
            m_table->item(row, Kind)->setData(IgnoredRole, true);
            m_table->item(row, Kind)->setText(tr("ignored: %1").arg(rule.warnings.join(u' ')));
        }
    }
    m_filling = false;
    showDecided(rules, mounts);
    fitColumns();
}

void ReadaheadRulesTable::showDecided(const ReadaheadRules &rules, const QList<NfsMount> &mounts)
{
    const QSignalBlocker block(m_table);
    const auto decidedBy = rules.decidedMountpoints(mounts);
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const ReadaheadRule *rule = rules.find(keyAt(row));
        // Mount points as the kernel escapes them: a tab in one shows as \011.
        QStringList decided;
        for (const QString &mountpoint : rule ? decidedBy.value(rule) : QStringList())
            decided.append(printable(mountpoint));
        QTableWidgetItem *item = m_table->item(row, Decides);
        if (!m_notAppliedWhy.isEmpty()) {
            // Health's word: nothing will apply it when a mount appears,
            // whether or not a mount it names is there now.
            item->setText(
                decided.isEmpty()
                    ? tr("no mount now, and nothing here applies rules when a mount appears")
                    : tr("%1, but nothing here applies rules when a mount appears")
                          .arg(decided.join(QStringLiteral(", "))));
            item->setToolTip(m_notAppliedWhy);
            continue;
        }
        item->setText(decided.isEmpty() ? tr("no mount now") : decided.join(QStringLiteral(", ")));
        item->setToolTip(decided.join(QLatin1Char('\n'))); // the whole list, where it is cut
    }
}

void ReadaheadRulesTable::setSelectedMount(const std::optional<NfsMount> &mount, quint32 liveKib)
{
    m_selected = mount;
    m_selectedKib = liveKib;
    const bool expressible = mount && !ReadaheadRule::keysFor(*mount).isEmpty();
    m_add->setEnabled(expressible);
    m_add->setToolTip(
        !mount        ? tr("Select a mount in the table first.")
        : expressible ? tr("Adds a rule for %1, its export or its server.").arg(mount->mountpoint)
                      : tr("No rule key can name %1: keys take letters, digits "
                           "and . _ : / @ + - only.")
                            .arg(mount->mountpoint));
}

void ReadaheadRulesTable::addForSelectedMount()
{
    if (!m_selected)
        return;
    const QList<QByteArray> keys = ReadaheadRule::keysFor(*m_selected);
    if (keys.isEmpty())
        return;
    QStringList candidates;
    for (const QByteArray &key : keys)
        candidates.append(QString::fromUtf8(key));
    const int row = appendRow(keys.first(), QString::number(m_selectedKib), candidates);
    m_table->setCurrentCell(row, Kib);
    emit edited();
}

void ReadaheadRulesTable::propose(const QMap<QByteArray, quint32> &keys)
{
    if (keys.isEmpty())
        return;
    QHash<QByteArray, int> rows; // keys compared without case, as nfs-utils does
    for (int row = 0; row < m_table->rowCount(); ++row)
        rows.insert(keyAt(row).toLower(), row);
    const bool filling = std::exchange(m_filling, true);
    int last = -1;
    for (auto it = keys.cbegin(); it != keys.cend(); ++it) {
        const auto found = rows.constFind(it.key().toLower());
        if (found != rows.cend()) {
            m_table->item(*found, Kib)->setText(QString::number(it.value()));
            last = *found;
        } else {
            last = appendRow(it.key(), QString::number(it.value()), QStringList());
            rows.insert(it.key().toLower(), last);
        }
    }
    m_filling = filling;
    fitColumns();
    m_table->setCurrentCell(last, Kib);
    emit edited();
}

void ReadaheadRulesTable::removeSelected()
{
    QList<int> rows;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
        rows.append(index.row());
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    for (int row : rows)
        m_table->removeRow(row);
    if (!rows.isEmpty())
        emit edited();
}

int ReadaheadRulesTable::appendRow(const QByteArray &key, const QString &kib,
                                   const QStringList &candidates)
{
    const bool filling = m_filling;
    m_filling = true;
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    if (!candidates.isEmpty()) {
        // A new rule for a mount: its mount point, export or server.
        auto *choice = new QComboBox(m_table);
        choice->setEditable(true);
        choice->addItems(candidates);
        choice->setAccessibleName(tr("Rule key"));
        takeWheelOnlyWhenFocused(choice);
        connect(choice, &QComboBox::currentTextChanged, this, [this, choice] {
            for (int r = 0; r < m_table->rowCount(); ++r) {
                if (m_table->cellWidget(r, Key) == choice)
                    updateKind(r);
            }
            emit edited();
        });
        m_table->setItem(row, Key, readOnlyItem(QString()));
        m_table->setCellWidget(row, Key, choice);
    } else {
        // A loaded rule's key stays: remove it and add another instead.
        m_table->setItem(row, Key, readOnlyItem(QString::fromUtf8(key)));
    }
    m_table->setItem(row, Kind, readOnlyItem(QString()));
    auto *kibItem = new QTableWidgetItem(kib);
    kibItem->setToolTip(tr("KiB, or with a unit: 16M, 1G. Saved as plain KiB."));
    m_table->setItem(row, Kib, kibItem);
    m_table->setItem(
        row, From,
        readOnlyItem(candidates.isEmpty() && filling ? QString() : tr("new, not saved")));
    m_table->setItem(row, Decides, readOnlyItem(QString()));
    updateKind(row);
    m_filling = filling;
    // Columns sized for an empty table cut a new row's key and value ("p",
    // "1…"): fit them to what the rows hold now. load() fits once at its end.
    if (!filling)
        fitColumns();
    return row;
}

// Each column but the last to what its rows hold; the last takes the rest.
// Not resizeColumnsToContents(): that sizes a stretched section too, and
// it kept its content width after a save (which reloads the table).
void ReadaheadRulesTable::fitColumns()
{
    for (int column = 0; column < ColumnCount; ++column)
        if (column != Decides)
            m_table->resizeColumnToContents(column);
}

QByteArray ReadaheadRulesTable::keyAt(int row) const
{
    if (auto *choice = qobject_cast<QComboBox *>(m_table->cellWidget(row, Key)))
        return choice->currentText().trimmed().toUtf8();
    const QTableWidgetItem *item = m_table->item(row, Key);
    return item ? item->text().toUtf8() : QByteArray();
}

void ReadaheadRulesTable::updateKind(int row)
{
    QTableWidgetItem *kind = m_table->item(row, Kind);
    if (!kind || kind->data(IgnoredRole).toBool())
        return;
    const QSignalBlocker block(m_table);
    const auto parsed = ReadaheadRule::fromKey(keyAt(row));
    kind->setText(parsed ? kindText(parsed->kind) : tr("not a rule"));
    kind->setToolTip(parsed ? QString() : parsed.error().message);
}

Result<ReadaheadConfigEdit::Changes> ReadaheadRulesTable::changes() const
{
    ReadaheadConfigEdit::Changes changes;
    QSet<QByteArray> shown;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QByteArray key = keyAt(row);
        const QString keyText = QString::fromUtf8(key);
        const auto section = ConfigWriteRequest::sectionOf(keyText);
        if (!section)
            return section.error();
        if (*section != ReadaheadRule::Section)
            return Error{Error::Code::InvalidArgument,
                         tr("%1 is an [nfsrahead] key: set it above, not as a rule").arg(keyText)};
        if (shown.contains(key.toLower()))
            return Error{Error::Code::InvalidArgument,
                         tr("%1 has two rows (keys are compared without case)").arg(keyText)};
        shown.insert(key.toLower());
        const QString text = m_table->item(row, Kib)->text();
        // The size syntax of every readahead field: KiB, or with K, M or G.
        const auto kib = ReadaheadInput::parse(text, ReadaheadInput::Unit::KiB);
        if (!kib)
            return Error{Error::Code::InvalidArgument,
                         tr("%1: %2").arg(keyText, kib.error().message)};
        const auto loaded = m_loaded.constFind(key.toLower());
        if (loaded != m_loaded.cend() && loaded.value().trimmed() == QByteArray::number(*kib))
            continue;
        changes.insert(key, *kib);
    }
    for (auto it = m_loaded.cbegin(); it != m_loaded.cend(); ++it) {
        if (!shown.contains(it.key()))
            changes.insert(it.key(), std::nullopt);
    }
    return changes;
}

bool ReadaheadRulesTable::hasEdits() const
{
    const auto pending = changes();
    return !pending || !pending->isEmpty();
}

} // namespace nfstuner
