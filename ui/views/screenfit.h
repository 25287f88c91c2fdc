// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QSize>

class QWidget;

namespace nfstuner::screenfit {

// `preferred`, or the free area of the widget's screen where it is smaller
// (a 1024x700 screen, a scale factor of 1.5 on 1080p), with room for a
// window manager's frame: no part of a new window, status bar included,
// off the screen.
QSize initialSize(const QWidget *window, QSize preferred);

} // namespace nfstuner::screenfit
