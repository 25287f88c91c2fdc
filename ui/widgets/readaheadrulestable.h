// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "conf/readaheadconfigedit.h"
#include "conf/readaheadrules.h"

#include <QWidget>

#include <optional>

class QPushButton;
class QTableWidget;

namespace nfstuner {

class NfsConf;

// The [nfs-tuner] rules, edited as a table: per rule its key, what it
// applies to, the value in KiB, the file and line it comes from (and what
// it overrides) and the mounts whose next mount it decides. Rules are
// added for the selected mount (its mount point, export or server), edited
// in place and removed; nothing is written here: changes() is what the
// settings page saves with the rest.
class ReadaheadRulesTable : public QWidget
{
    Q_OBJECT

public:
    enum Column
    {
        Key,
        Kind,
        Kib,
        From,
        Decides,
        ColumnCount
    };

    explicit ReadaheadRulesTable(QWidget *parent = nullptr);

    // The rules as the files say now; drops unsaved edits.
    void load(const NfsConf &conf, const ReadaheadRules &rules, const QList<NfsMount> &mounts);
    // Why nothing applies rules when a mount appears here (empty: they
    // apply); set before load() and showDecided().
    void setNotAppliedWhy(const QString &why) { m_notAppliedWhy = why; }
    // Shows, per row, the mounts the rules would decide once saved.
    void showDecided(const ReadaheadRules &rules, const QList<NfsMount> &mounts);
    // The mount "Add for the selected mount" makes a rule for, and the
    // readahead its BDI has now (the new rule's first value).
    void setSelectedMount(const std::optional<NfsMount> &mount, quint32 liveKib);
    // Adds the rules (or sets their values): "Keep after reboot". Hundreds
    // at once: the rows are found once and the columns fitted once.
    void propose(const QMap<QByteArray, quint32> &keys);

    // What to save: key -> KiB, or nullopt to remove; an error names a bad row.
    Result<ReadaheadConfigEdit::Changes> changes() const;
    bool hasEdits() const;

signals:
    void edited();

private:
    void fitColumns();
    void addForSelectedMount();
    void removeSelected();
    int appendRow(const QByteArray &key, const QString &kib, const QStringList &candidates);
    void updateKind(int row);
    QByteArray keyAt(int row) const;

    QTableWidget *m_table;
    QPushButton *m_add;
    QPushButton *m_remove;
    QMap<QByteArray, QByteArray> m_loaded; // lower-case key -> value as written
    std::optional<NfsMount> m_selected;
    quint32 m_selectedKib = 0;
    bool m_filling = false;
    QString m_notAppliedWhy;
};

} // namespace nfstuner
