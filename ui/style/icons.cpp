// SPDX-License-Identifier: GPL-2.0-or-later
#include "style/icons.h"

#include <QPainter>
#include <QPixmap>

namespace nfstuner::icons {

QIcon sharedBdi(const QPalette &palette)
{
    QIcon icon;
    for (const int size : {16, 24, 32}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        QPen pen(palette.color(QPalette::Text));
        pen.setWidthF(size / 10.0);
        painter.setPen(pen);
        const double radius = size * 0.28;
        painter.drawEllipse(QPointF(size * 0.36, size * 0.5), radius, radius);
        painter.drawEllipse(QPointF(size * 0.64, size * 0.5), radius, radius);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace nfstuner::icons
