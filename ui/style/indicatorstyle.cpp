// SPDX-License-Identifier: GPL-2.0-or-later
#include "style/indicatorstyle.h"

#include <QPainter>
#include <QStyleOption>

namespace nfstuner {

void IndicatorStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option,
                                   QPainter *painter, const QWidget *widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    const bool radio = element == PE_IndicatorRadioButton;
    if (!radio && element != PE_IndicatorCheckBox)
        return;
    const bool enabled = option->state & State_Enabled;
    QColor ring = option->palette.color(enabled ? QPalette::Active : QPalette::Disabled,
                                        QPalette::WindowText);
    ring.setAlpha(enabled ? 170 : 90);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(ring, 1));
    painter->setBrush(Qt::NoBrush);
    const QRectF frame = QRectF(option->rect).adjusted(1.5, 1.5, -1.5, -1.5);
    if (radio) {
        painter->drawEllipse(frame);
        if (option->state & State_On) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(ring);
            const qreal inset = frame.width() * 0.28;
            painter->drawEllipse(frame.adjusted(inset, inset, -inset, -inset));
        }
    } else {
        painter->drawRoundedRect(frame, 1.5, 1.5);
    }
    painter->restore();
}

} // namespace nfstuner
