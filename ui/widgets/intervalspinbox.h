// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDoubleSpinBox>

namespace nfstuner {

// The sampling interval in seconds. A number typed beyond the range is
// taken to the nearest end and said (outOfRange), where a plain spin box
// dropped the keystrokes that made it too large: 99999 became 9.0 s.
class IntervalSpinBox : public QDoubleSpinBox
{
    Q_OBJECT

public:
    explicit IntervalSpinBox(QWidget *parent = nullptr);

    QValidator::State validate(QString &text, int &pos) const override;
    void fixup(QString &input) const override;

signals:
    // `typed` as the user typed it; `taken` the nearest allowed value.
    void outOfRange(const QString &typed, double taken) const;
};

} // namespace nfstuner
