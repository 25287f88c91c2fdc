// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "tuning/readaheadinput.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;

namespace nfstuner {

// A readahead size typed as a plain number with its unit chosen next to
// it. A unit switch converts the number (16384 KiB becomes 16 MiB); a
// value that is not a plain number in the unit is refused, with the
// reason right below, and kib() is then empty.
class ReadaheadField : public QWidget
{
    Q_OBJECT

public:
    // `name` prefixes the child object names: NAMEValue, NAMEUnit, NAMEError.
    explicit ReadaheadField(const QString &name, QWidget *parent = nullptr);

    std::optional<quint32> kib() const { return m_kib; }
    QString error() const { return m_error; }
    void setKib(quint32 kib);
    ReadaheadInput::Unit unit() const;
    void setAccessibleName(const QString &name);
    QLineEdit *edit() const { return m_edit; }

signals:
    void changed();

private:
    void validate();

    QLineEdit *m_edit;
    QComboBox *m_unit;
    QLabel *m_errorLabel;
    ReadaheadInput::Unit m_shownUnit = ReadaheadInput::Unit::KiB;
    std::optional<quint32> m_kib;
    QString m_error;
};

} // namespace nfstuner
