// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/wheelguard.h"

#include <QEvent>
#include <QWidget>

namespace nfstuner {

namespace {

class WheelGuard : public QObject
{
public:
    using QObject::QObject;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *widget = qobject_cast<QWidget *>(watched);
        if (event->type() != QEvent::Wheel || !widget || widget->hasFocus())
            return false;
        // Filtered and not accepted: Qt offers the wheel to the parents.
        event->ignore();
        return true;
    }
};

} // namespace

void takeWheelOnlyWhenFocused(QWidget *widget)
{
    widget->setFocusPolicy(Qt::StrongFocus);
    widget->installEventFilter(new WheelGuard(widget));
}

} // namespace nfstuner
