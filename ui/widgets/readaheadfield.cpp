// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/readaheadfield.h"
#include "widgets/wheelguard.h"

#include "style/statuscolors.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace nfstuner {

ReadaheadField::ReadaheadField(const QString &name, QWidget *parent)
    : QWidget(parent)
{
    m_edit = new QLineEdit(this);
    m_edit->setObjectName(name + QStringLiteral("Value"));
    m_edit->setMaximumWidth(m_edit->fontMetrics().horizontalAdvance(QStringLiteral("0000000.00")) +
                            16);
    m_unit = new QComboBox(this);
    m_unit->setObjectName(name + QStringLiteral("Unit"));
    m_unit->addItem(tr("KiB"), int(ReadaheadInput::Unit::KiB));
    m_unit->addItem(tr("MiB"), int(ReadaheadInput::Unit::MiB));
    m_unit->setAccessibleName(tr("Unit"));
    takeWheelOnlyWhenFocused(m_unit);
    m_errorLabel = new QLabel(this);
    m_errorLabel->setObjectName(name + QStringLiteral("Error"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->hide();
    statuscolors::apply(m_errorLabel, statuscolors::Kind::Negative);

    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_edit);
    row->addWidget(m_unit);
    row->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(row);
    layout->addWidget(m_errorLabel);

    connect(m_edit, &QLineEdit::textEdited, this, [this] {
        validate();
        emit changed();
    });
    connect(m_unit, &QComboBox::currentIndexChanged, this, [this] {
        // The same size in the new unit: a valid number is converted, never
        // read again in the new unit.
        const auto unit = this->unit();
        const auto kib = ReadaheadInput::parse(m_edit->text(), m_shownUnit);
        m_shownUnit = unit;
        if (kib)
            m_edit->setText(ReadaheadInput::format(*kib, unit));
        validate();
        emit changed();
    });
    setKib(0);
}

ReadaheadInput::Unit ReadaheadField::unit() const
{
    return ReadaheadInput::Unit(m_unit->currentData().toInt());
}

void ReadaheadField::setKib(quint32 kib)
{
    // MiB when that is whole, as admins think of larger values.
    const QSignalBlocker block(m_unit);
    const bool mib = kib >= 1024 && kib % 1024 == 0;
    m_unit->setCurrentIndex(mib ? 1 : 0);
    m_shownUnit = unit();
    m_edit->setText(ReadaheadInput::format(kib, m_shownUnit));
    validate();
}

void ReadaheadField::setAccessibleName(const QString &name)
{
    m_edit->setAccessibleName(name);
    m_unit->setAccessibleName(tr("Unit of %1").arg(name));
}

void ReadaheadField::validate()
{
    const auto kib = ReadaheadInput::parse(m_edit->text(), unit());
    m_kib = kib ? std::optional(*kib) : std::nullopt;
    m_error = kib ? QString() : kib.error().message;
    m_errorLabel->setText(m_error);
    m_errorLabel->setVisible(!m_error.isEmpty());
}

} // namespace nfstuner
