// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QAbstractButton>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QMap>
#include <QMenuBar>
#include <QStringList>
#include <QStackedWidget>
#include <QTabBar>
#include <QWidget>

namespace nfstuner::test {

// Whether `widget` sits on a page of a tab or stack that is not the one
// shown: its letters are not the window's now.
inline bool onAnotherPage(QWidget *widget, QWidget *window)
{
    for (QWidget *at = widget; at && at != window; at = at->parentWidget()) {
        if (auto *stack = qobject_cast<QStackedWidget *>(at->parentWidget());
            stack && stack->currentWidget() != at)
            return true;
    }
    return false;
}

// The Alt+letters a window offers, and what clashes: two items of the
// window a user can reach on the page shown (in this window, not in a
// dialog of its own) with the same letter, each as "Alt+M: Sample every,
// Back to the best measured…"; and a label with a letter but no field to
// go to (it shows its "&"). Buttons, labels, group boxes, tab titles and
// the menu bar's titles count, hidden and disabled ones too: a state of
// the page may show or enable them.
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
        if (widget->window() != window || onAnotherPage(widget, window))
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
