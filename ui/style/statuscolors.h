// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

class QWidget;

// Colours for states (an error, a warning, something done), derived from
// the palette: a hue for the meaning, with the lightness that reads on the
// palette's window colour, light or dark (WCAG contrast 4.5:1 at least).
// Qt 6.4 has no palette role for these, so they are computed, not fixed.
namespace nfstuner::statuscolors {

enum class Kind
{
    Negative,
    Neutral,
    Positive
};

QColor text(Kind kind, const QPalette &palette);
// A label (or any widget) whose text takes that colour from now on,
// following palette changes.
void apply(QWidget *widget, Kind kind);
// Rich text in that colour, for labels that mix states.
QString html(const QString &plainText, Kind kind, const QPalette &palette);
// A soft background tint for groups of table rows on the palette's base.
QColor tint(int group, const QPalette &palette);
// WCAG contrast ratio of two colours (1 to 21).
double contrast(const QColor &a, const QColor &b);

} // namespace nfstuner::statuscolors
