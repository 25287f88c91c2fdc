// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "appsession.h"
#include "mainwindow.h"
#include "models/mounttablemodel.h"
#include "widgets/readaheadeditor.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QTableView>
#include <QTest>

// Small steps a person takes in the window, for the GUI tests: typing into
// a field, clicking a button by name, reading a cell of the mount table.
namespace nfstuner::test {

// The demo, started: the window on the simulated system.
inline std::unique_ptr<AppSession> demoSession()
{
    LaunchOptions options;
    options.demo = true;
    auto session = AppSession::create(options);
    if (!session)
        qFatal("%s", qPrintable(session.error().message));
    (*session)->start();
    return std::move(session).value();
}

// A folder laid out like a system (a copy of a fixture root), started.
inline std::unique_ptr<AppSession> rootSession(const QString &root)
{
    LaunchOptions options;
    options.root = root;
    auto session = AppSession::create(options);
    if (!session)
        qFatal("%s", qPrintable(session.error().message));
    (*session)->start();
    return std::move(session).value();
}

template<typename T = QWidget>
T *child(QObject *parent, const char *name)
{
    T *found = parent->findChild<T *>(QLatin1String(name));
    if (!found)
        qFatal("no widget named %s", name);
    return found;
}

// A dialog's buttons each have an Alt+letter and no two the same: empty, or
// the text of the first that breaks it. Buttons without text yet are left
// out (named once there is something to name).
inline QString mnemonicProblem(QWidget *dialog)
{
    QStringList letters;
    for (QAbstractButton *button : dialog->findChildren<QAbstractButton *>()) {
        if (button->text().isEmpty())
            continue;
        const QString mnemonic = QKeySequence::mnemonic(button->text()).toString();
        if (mnemonic.isEmpty() || letters.contains(mnemonic))
            return button->text();
        letters.append(mnemonic);
    }
    return QString();
}

inline void click(QObject *parent, const char *name)
{
    auto *button = child<QAbstractButton>(parent, name);
    QVERIFY2(button->isEnabled(), name);
    button->click();
}

// Replaces the text of a line edit the way typing does (textEdited).
inline void type(QObject *parent, const char *name, const QString &text)
{
    auto *edit = child<QLineEdit>(parent, name);
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

inline int rowOf(MainWindow &window, const QString &mountpoint)
{
    auto *table = window.findChild<QTableView *>(QStringLiteral("mounts"));
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        if (table->model()->index(row, 0).data(MountTableModel::ValueRole).toString() == mountpoint)
            return row;
    }
    return -1;
}

inline QString cell(MainWindow &window, const QString &mountpoint, int column)
{
    auto *table = window.findChild<QTableView *>(QStringLiteral("mounts"));
    const int row = rowOf(window, mountpoint);
    return row < 0 ? QString() : table->model()->index(row, column).data().toString();
}

// The BDI a mount is on, as the table shows it ("0:31", without "(×2)").
inline QString bdiOf(MainWindow &window, const QString &mountpoint)
{
    return cell(window, mountpoint, MountTableModel::Bdi).section(QLatin1Char(' '), 0, 0);
}

inline QStringList items(QListWidget *list)
{
    QStringList texts;
    for (int i = 0; i < list->count(); ++i)
        texts.append(list->item(i)->text());
    return texts;
}

// Sets a mount's readahead on the Readahead page, as an admin does, and
// waits for the result line.
inline void setOnReadaheadPage(MainWindow &window, const QString &mountpoint, const QString &mib)
{
    auto *editor = window.findChild<ReadaheadEditor *>();
    window.showPage(MainWindow::ReadaheadPage);
    QVERIFY(window.selectMount(mountpoint));
    click(editor, "customPreset");
    child<QComboBox>(editor, "customUnit")->setCurrentIndex(1);
    type(editor, "customValue", mib);
    click(editor, "applyButton");
    click(editor, "confirmButton");
    QTRY_VERIFY(child<QListWidget>(editor, "results")->isVisibleTo(editor));
}

} // namespace nfstuner::test
