// SPDX-License-Identifier: GPL-2.0-or-later
#include "views/screenfit.h"

#include <QScreen>
#include <QWidget>

namespace nfstuner::screenfit {

QSize initialSize(const QWidget *window, QSize preferred)
{
    // A title bar and borders, before the frame is known.
    const QMargins frame(8, 40, 8, 8);
    if (!window->screen())
        return preferred;
    return window->screen()->availableSize().shrunkBy(frame).boundedTo(preferred);
}

} // namespace nfstuner::screenfit
