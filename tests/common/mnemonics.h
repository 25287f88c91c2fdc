// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QAbstractButton>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QMap>
#include <QMenuBar>
#include <QStringList>
#include <QTabBar>
#include <QWidget>

namespace nfstuner::test {

// The Alt+letters a window offers now, and what clashes: two items of the
// window a user can reach (shown, in this window, not in a dialog of its
// own) with the same letter, each as "Alt+M: Sample every, Back to the best
// measured…"; and a label with a letter but no field to go to (it shows
// its "&"). Buttons, labels, group boxes, tab titles and the menu bar's
// titles count, as Qt does, when shown and enabled: a test shows each state
// of a page (a preview, a result, a button that appears with a
// measurement) to look at it.
inline QStringList mnemonicClashes(QWidget *window)
{
    QMap<QString, QStringList> byLetter;
    QStringList problems;
    const auto add = [&byLetter](const QString &text) {
        const QString letter = QKeySequence::mnemonic(text).toString();
        if (!letter.isEmpty())
            byLetter[letter].append(QString(text).remove(u'&'));
    };
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (widget->window() != window || !widget->isVisibleTo(window) || !widget->isEnabled())
            continue;
        if (auto *button = qobject_cast<QAbstractButton *>(widget)) {
            add(button->text());
        } else if (auto *label = qobject_cast<QLabel *>(widget)) {
            if (QKeySequence::mnemonic(label->text()).isEmpty())
                continue;
            if (!label->buddy())
                problems.append(QStringLiteral("%1: a letter and no field").arg(label->text()));
            else
                add(label->text());
        } else if (auto *group = qobject_cast<QGroupBox *>(widget)) {
            add(group->title());
        } else if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i)
                add(tabs->tabText(i));
        } else if (auto *menus = qobject_cast<QMenuBar *>(widget)) {
            for (QAction *action : menus->actions())
                add(action->text());
        }
    }
    for (auto it = byLetter.cbegin(); it != byLetter.cend(); ++it) {
        if (it->size() > 1)
            problems.append(it.key() + QStringLiteral(": ") + it->join(QStringLiteral(", ")));
    }
    return problems;
}

} // namespace nfstuner::test
