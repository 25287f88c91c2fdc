// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/intervalspinbox.h"

#include <algorithm>
#include <optional>

namespace nfstuner {

namespace {

// The number in a spin box's text, its suffix and blanks taken off.
std::optional<double> numberIn(const QString &text, const QString &suffix, const QLocale &locale)
{
    QString bare = text;
    if (!suffix.isEmpty() && bare.endsWith(suffix))
        bare.chop(suffix.size());
    bool ok = false;
    const double value = locale.toDouble(bare.trimmed(), &ok);
    return ok ? std::optional(value) : std::nullopt;
}

} // namespace

IntervalSpinBox::IntervalSpinBox(QWidget *parent)
    : QDoubleSpinBox(parent)
{
    setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
}

QValidator::State IntervalSpinBox::validate(QString &text, int &pos) const
{
    const QValidator::State state = QDoubleSpinBox::validate(text, pos);
    if (state != QValidator::Invalid)
        return state;
    // A number out of range may be typed; fixup takes it to the range.
    return numberIn(text, suffix(), locale()) ? QValidator::Intermediate : QValidator::Invalid;
}

void IntervalSpinBox::fixup(QString &input) const
{
    const auto value = numberIn(input, suffix(), locale());
    if (value && (*value < minimum() || *value > maximum())) {
        QString typed = input;
        if (!suffix().isEmpty() && typed.endsWith(suffix()))
            typed.chop(suffix().size());
        typed = typed.trimmed();
        const double taken = std::clamp(*value, minimum(), maximum());
        input = textFromValue(taken) + suffix();
        emit outOfRange(typed, taken);
        return;
    }
    QDoubleSpinBox::fixup(input);
}

} // namespace nfstuner
